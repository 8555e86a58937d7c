#!/usr/bin/env bash
# Builds one libFuzzer target and runs it.
#
#   Scripts/fuzz.sh TARGET SECONDS [libFuzzer options...]
#   Scripts/fuzz.sh TARGET build                # build only
#   Scripts/fuzz.sh TARGET merge DIR            # minimise the corpus into DIR (libFuzzer -merge=1)
#
# TARGET is one of (each is one file, Fuzz/<target>.swift):
#   parser     JSONDocument(parsing:) and JSON(parsing:): a value or a JSONParseError with a valid position
#   roundtrip  JSON(parsing:) -> jsonData() (compact, pretty, sorted) -> parse: equal, and idempotent
#   twitter    TwitterModels.Root(json:) lenient and strict, and encode -> decode -> encode
#   codable    YYJSONDecoder/YYJSONEncoder on TwitterCodable.Root and [String: [Int]]: a value or a
#              DecodingError with a readable path, lenient where strict succeeds, stable round trip
#   json5      YYJSONDecoder with allowsJSON5 and assumesTopLevelDictionary: a value or a parse error
#              with a valid position; valid JSON decodes as the strict parser reads it
#   shapes     AccountModels (generic envelope, nested hooks, polymorphic class, discriminated enum,
#              key paths): decode, update and encode, lenient and strict, by AccountModels' rules
#
# How it builds (SwiftPM cannot give one target -sanitize=fuzzer without instrumenting swift-syntax
# and the macro plugin too, which then cannot run; so this calls swiftc directly):
#   1. The YYJSON, YYModelNaming and YYModel modules (Sources/<module>/**) are compiled once
#      into static libraries in .build-fuzz/<opt>/ with `-sanitize=fuzzer,address` (coverage + ASan)
#      and rebuilt when a source file is newer than them; the C part (Sources/YYJSONThreadSpares)
#      goes into YYJSON's archive, and the header-only Sources/YYJSONSSE2 is on the include path.
#   2. Fuzz/<target>.swift (plus Benchmarks/CorpusModels/Twitter.swift for `twitter` and `codable`) is compiled
#      and linked against it with the same flags; libFuzzer supplies `main`.
#   The @JSONModel macro runs in the plugin SwiftPM builds for the package:
#   `-load-plugin-executable .build/debug/YYModelMacros-tool#YYModelMacros` (the script runs
#   `swift build --target YYModelMacros` when it is missing, and copies it so that a concurrent
#   `swift build` cannot swap it mid-compile).
#
# Environment:
#   FUZZ_OPT=-O (default) or -Onone. -O runs ~5x faster; Swift's runtime checks (overflow, bounds
#   of Array, force unwraps) stay on, and ASan checks every raw-pointer access. -Onone also keeps
#   the library's `assert`s (for example GrowableBuffer's index checks).
#   FUZZ_JOBS=N runs N worker processes (default 1: the machine is shared).
#
# Inputs and outputs (fuzz-out/ is git-ignored):
#   seeds      Fuzz/Seeds/json/ (hand-written edge cases) and Fixtures/{github_user,weibo,twitter}.json
#              for parser/roundtrip (longer inputs are cut to -max_len); Fuzz/Seeds/json5/ and
#              Fuzz/Seeds/json/ for json5; Fuzz/Seeds/twitter/ (single
#              statuses of Fixtures/twitter.json in a root, made with jq) for twitter and codable;
#              Fuzz/Seeds/shapes/ (one response of every shape, and its hostile variants) for shapes.
#   corpus     fuzz-out/<target>/corpus/   (grows across runs)
#   crashes    fuzz-out/<target>/artifacts/crash-* (and timeout-*, oom-*)
#   log        fuzz-out/<target>/last-run.log
# A crash input becomes a regression test by copying it to
# Tests/YYModelTests/Reliability/FuzzCorpus/<name>.json (see FuzzRegressionTests.swift).
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
    sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
}

[[ $# -ge 2 ]] || usage
target=$1
mode=$2
shift 2

case "$target" in
    parser | roundtrip)
        extra_sources=()
        needs_macros=0
        seed_dirs=(Fuzz/Seeds/json)
        seed_files=(Fixtures/github_user.json Fixtures/weibo.json Fixtures/twitter.json)
        max_len=16384
        ;;
    json5)
        extra_sources=()
        needs_macros=0
        seed_dirs=(Fuzz/Seeds/json5 Fuzz/Seeds/json)
        seed_files=(Fixtures/github_user.json)
        max_len=16384
        ;;
    twitter | codable)
        extra_sources=(Benchmarks/CorpusModels/Twitter.swift)
        needs_macros=1
        seed_dirs=(Fuzz/Seeds/twitter)
        seed_files=()
        max_len=32768
        ;;
    shapes)
        extra_sources=(Tests/YYModelTests/Reliability/ModelFamily/AccountModels.swift
            Tests/YYModelTests/Reliability/ModelFamily/AccountModels+Rules.swift)
        needs_macros=1
        seed_dirs=(Fuzz/Seeds/shapes)
        seed_files=()
        max_len=8192
        ;;
    *) usage ;;
esac

opt=${FUZZ_OPT:--O}
jobs=${FUZZ_JOBS:-1}
build=.build-fuzz/${opt#-}
out=fuzz-out/$target
mkdir -p "$build" "$out/corpus" "$out/artifacts" "$out/seeds"

c_module=Sources/YYJSONThreadSpares
# Header-only: its functions are static inline.
sse2_module=Sources/YYJSONSSE2
swift_flags=(-sanitize=fuzzer,address -swift-version 6 -parse-as-library -g "$opt" -I "$c_module/include"
    -I "$sse2_module/include")
# lld: gold prints a warning per ASan register-check helper.
link_flags=(-use-ld=lld)

# The macro plugin, copied into the fuzz build directory.
plugin_flags=()
if [[ $needs_macros == 1 ]]; then
    plugin_source=.build/debug/YYModelMacros-tool
    if [[ ! -x $plugin_source ]]; then
        echo "== building the macro plugin (swift build --target YYModelMacros)"
        swift build --target YYModelMacros
    fi
    if [[ ! -x $build/YYModelMacros-tool || $plugin_source -nt $build/YYModelMacros-tool ]]; then
        cp "$plugin_source" "$build/YYModelMacros-tool"
    fi
    plugin_flags=(-load-plugin-executable "$build/YYModelMacros-tool#YYModelMacros")
fi

# 1. The library's modules, YYJSON, YYModelNaming and then YYModel on top of them, into one archive
#    each, when any of their sources is newer than the archives. The C part goes into YYJSON's.
library_modules=(YYJSON YYModelNaming YYModel)
archive=$build/libYYModel.a
archives=()
for module in "${library_modules[@]}"; do archives+=("$build/lib$module.a"); done
if [[ ! -f $archive ]] || [[ -n $(find Sources/YYJSON Sources/YYModelNaming Sources/YYModel "$c_module" "$scan_module" -newer "$archive" -type f | head -1) ]]; then
    echo "== compiling ${library_modules[*]} for fuzzing ($opt) into $build"
    # The library's macro declarations name the plugin; load it so that they resolve without warnings.
    lib_plugin=()
    [[ -x .build/debug/YYModelMacros-tool ]] && lib_plugin=(-load-plugin-executable ".build/debug/YYModelMacros-tool#YYModelMacros")
    for module in "${library_modules[@]}"; do
        module_sources=()
        while IFS= read -r file; do module_sources+=("$file"); done < <(find "Sources/$module" -name '*.swift' | sort)
        swiftc "${swift_flags[@]}" "${lib_plugin[@]}" -I "$build" -module-name "$module" -package-name main -wmo \
            -emit-module -emit-module-path "$build/$module.swiftmodule" \
            -emit-library -static -o "$build/lib$module.a" "${module_sources[@]}"
    done
    clang -c -O2 -g -fsanitize=fuzzer-no-link,address -I "$c_module/include" \
        -o "$build/ThreadSpares.o" "$c_module/ThreadSpares.c"
    ar rc "$build/libYYJSON.a" "$build/ThreadSpares.o"
fi

# 2. The target.
binary=$build/fuzz-$target
if [[ ! -x $binary || $archive -nt $binary || Fuzz/$target.swift -nt $binary ]] \
    || { [[ ${#extra_sources[@]} -gt 0 ]] && [[ -n $(find "${extra_sources[@]}" -newer "$binary") ]]; }; then
    echo "== compiling Fuzz/$target.swift"
    swiftc "${swift_flags[@]}" "${plugin_flags[@]}" -module-name "Fuzz_$target" -I "$build" \
        Fuzz/"$target".swift "${extra_sources[@]}" "${archives[@]}" "${link_flags[@]}" -o "$binary"
fi

[[ $mode == build ]] && { echo "built $binary"; exit 0; }

# Seeds: copied so that libFuzzer never writes into the repository.
for dir in "${seed_dirs[@]}"; do cp "$dir"/* "$out/seeds/"; done
for file in "${seed_files[@]}"; do cp "$file" "$out/seeds/"; done

fuzzer_flags=(-dict=Fuzz/json.dict -max_len=$max_len -timeout=10 -rss_limit_mb=4096 -malloc_limit_mb=2048
    -artifact_prefix="$out/artifacts/" -print_final_stats=1)

if [[ $mode == merge ]]; then
    [[ $# -ge 1 ]] || usage
    mkdir -p "$1"
    "$binary" -merge=1 "${fuzzer_flags[@]}" "$1" "$out/corpus" "$out/seeds"
    exit 0
fi

# The false leak reports that CI's AddressSanitizer run silences (see the file).
export LSAN_OPTIONS="suppressions=$PWD/.ci/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

seconds=$mode
[[ $seconds =~ ^[0-9]+$ ]] || usage
echo "== fuzzing $target for $seconds s (log: $out/last-run.log)"
status=0
if [[ $jobs -gt 1 ]]; then
    "$binary" "${fuzzer_flags[@]}" -max_total_time="$seconds" -jobs="$jobs" -workers="$jobs" "$@" \
        "$out/corpus" "$out/seeds" >"$out/last-run.log" 2>&1 || status=$?
    cat fuzz-*.log >>"$out/last-run.log" 2>/dev/null && rm -f fuzz-*.log
else
    "$binary" "${fuzzer_flags[@]}" -max_total_time="$seconds" "$@" \
        "$out/corpus" "$out/seeds" >"$out/last-run.log" 2>&1 || status=$?
fi
grep -E "^stat::|^==[0-9]+==ERROR|deadly signal|SUMMARY|Fatal error" "$out/last-run.log" || true
if [[ $status -ne 0 ]]; then
    echo "== $target: libFuzzer exited with $status; inputs in $out/artifacts/"
    ls "$out/artifacts/"
fi
exit $status
