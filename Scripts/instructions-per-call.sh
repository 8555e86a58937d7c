#!/usr/bin/env bash
# Instructions per call of one benchmark operation, counted by callgrind: the way to compare two
# builds on this noisy host (timing moves by ±10%, instruction counts by about ±2%).
#
#   Scripts/instructions-per-call.sh BENCH CORPUS OPERATION FUNCTION
#   Scripts/instructions-per-call.sh .build-release/release/yymodel-bench weibo codable-decode 'YYJSONDecoderC6decode33_'
#
# FUNCTION is a regular expression matched against the mangled name of the function that one
# iteration calls once (decode: 'DocumentDecodingO6decode_4from', encode: 'encodedWriter7options'
# (the writing, without the `Data` made from it: `jsonData` is inlined into its caller),
# codable-decode: 'YYJSONDecoderC6decode33_', codable-encode: 'YYJSONEncoderC6encodey20Foundation').
#
# The bench runs twice, with 3 and 25 timed batches, and the script reports the difference in the
# function's inclusive instructions divided by the difference in its calls: what one more call
# costs. One-time costs (the runtime's first protocol conformance scans and metadata
# instantiations, which dominate a single short Codable run) cancel out. Run from the repository
# root (the bench reads Fixtures/); needs valgrind and python3. The binary is stripped of its debug
# information first: valgrind 3.19 cannot read DWARF 5.
set -euo pipefail
# The bench executes itself again to turn address randomization off; under valgrind it must not.
export YYMODEL_BENCH_ASLR=keep

if [ $# -ne 4 ]; then
    sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
fi
binary=$1 corpus=$2 operation=$3 function=$4
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
strip --strip-debug -o "$work/yymodel-bench" "$binary"

# Prints "<inclusive instructions> <calls>" of the function whose name matches $function.
count() {
    local runs=$1 out="$work/callgrind.$1"
    valgrind --tool=callgrind --callgrind-out-file="$out" "$work/yymodel-bench" \
        --corpus "$corpus" --operation "$operation" --library yymodel --runs "$runs" > /dev/null 2>&1
    callgrind_annotate --inclusive=yes --tree=caller --threshold=100 "$out" | python3 -c '
import re, sys
pattern = re.compile(sys.argv[1])
# Each block lists a function'"'"'s callers ("<" lines, with call counts) and then the function ("*").
for block in sys.stdin.read().split("\n\n"):
    lines = block.strip("\n").split("\n")
    star = [line for line in lines if re.match(r"\s*[0-9,]+ \([ 0-9.]+%\)  \*  ", line)]
    if star and pattern.search(star[0]):
        total = int(re.match(r"\s*([0-9,]+)", star[0]).group(1).replace(",", ""))
        callers = [line for line in lines if re.match(r"\s*[0-9,]+ \([ 0-9.]+%\)  <", line)]
        calls = sum(int(m.group(1).replace(",", "")) for line in callers
                    for m in [re.search(r"\((\d[\d,]*)x\)", line)] if m)
        print(total, calls)
        break
else:
    sys.exit("no function matches " + sys.argv[1])
' "$function"
}

read -r total1 calls1 < <(count 3)
read -r total2 calls2 < <(count 25)
python3 -c "
calls = $calls2 - $calls1
print(f'$corpus $operation: {($total2 - $total1) / max(calls, 1):,.0f} instructions per call ({calls} calls measured)')"
