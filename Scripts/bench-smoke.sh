#!/usr/bin/env bash
# End-to-end checks of the `yymodel-bench` benchmark executable. Builds nothing: pass the built
# binary (a debug build is enough; the numbers are not looked at).
#
#   swift build --product yymodel-bench && Scripts/bench-smoke.sh .build/debug/yymodel-bench
#
# Run from the repository root (the fixtures are read from ./Fixtures, or $FIXTURES); needs python3
# to check that JSON output parses. Prints one line per check, then "N passed, M failed"; exits
# non-zero if any check failed.
set -u

BENCH=${1:?usage: $0 PATH/TO/yymodel-bench}
FIXTURES=${FIXTURES:-Fixtures}

if [ ! -x "$BENCH" ]; then echo "error: $BENCH is not an executable" >&2; exit 2; fi
if [ ! -f "$FIXTURES/github_user.json" ]; then echo "error: $FIXTURES/github_user.json not found (run from the repository root)" >&2; exit 2; fi

SUBJECT=$BENCH
# shellcheck source=Scripts/smoke-harness.sh
source "$(dirname "$0")/smoke-harness.sh"

# is_json FILE : whether FILE holds one JSON value.
is_json() { python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$1" 2>/dev/null; }

# ---------------------------------------------------------------- help

if "$BENCH" --help >"$WORK/help" 2>&1 && grep -q "Examples" "$WORK/help" && grep -q -- "--write-performance-doc" "$WORK/help"; then
    if grep -q "memory-probe\|<subcommand>" "$WORK/help"; then
        fail "help: yymodel-bench --help" "shows the hidden memory-probe subcommand"
    else
        pass "help: yymodel-bench --help with examples, without the hidden probe"
    fi
else
    fail "help: yymodel-bench --help" "missing, without examples or without --write-performance-doc"
fi

# ---------------------------------------------------------------- errors

run --quick --fixtures "$WORK/no-such-folder"
if [ "$status" -ne 0 ] && [ "$status" -lt 128 ] && grep -q "cannot find the corpus" "$WORK/err"; then
    pass "missing fixtures -> clear error"
else
    fail "missing fixtures" "status $status, stderr: $(head -c 300 "$WORK/err")"
fi

run --quick --operation no-such-operation
check_status "unknown operation" 64 && pass "unknown operation is a usage error"

run --memory --operation parse
check_status "--memory with --operation" 64 && pass "--memory with --operation is a usage error"

run --memory --write-performance-doc "$WORK/doc.md"
check_status "--memory with --write-performance-doc" 64 && pass "--memory with --write-performance-doc is a usage error"

run --quick --threads 0
check_status "--threads 0" 64 && pass "--threads 0 is a usage error"

# ---------------------------------------------------------------- throughput

run --quick --runs 1 --corpus github_user --operation decode --operation codable-encode --threads 2
if check_status "--threads 2" 0 && grep -Eq "^github_user +decode +[0-9.]+ +[0-9.]+ +[0-9.]+x" "$WORK/out" \
    && grep -q "^threads: 2 at once" "$WORK/out"; then
    pass "--threads 2: rows measured on two threads at once"
else
    [ "$status" -eq 0 ] && fail "--threads 2" "unexpected output: $(head -c 300 "$WORK/out")"
fi

run --quick --runs 1 --corpus github_user --operation parse --operation parse-tree --operation write --fixtures "$FIXTURES" --json
if check_status "--json" 0; then
    if is_json "$WORK/out" && [ "$(grep -o '"library"' "$WORK/out" | wc -l)" -eq 6 ] \
        && grep -q '"results":\[{"dataset":"github_user","operation":"parse","library":"yymodel","mbps":' "$WORK/out"; then
        pass "--json: one JSON object with a result per library and operation"
    else
        fail "--json" "unexpected output: $(head -c 300 "$WORK/out")"
    fi
fi

run --quick --runs 1 --corpus github_user --operation parse
if check_status "table" 0 && grep -q "^corpus .*yymodel MB/s .*foundation MB/s .*ratio" "$WORK/out" \
    && grep -Eq "^github_user +parse +[0-9.]+ +[0-9.]+ +[0-9.]+x" "$WORK/out"; then
    pass "table with corpus, operation, MB/s and ratio"
else
    [ "$status" -eq 0 ] && fail "table" "unexpected output: $(head -c 300 "$WORK/out")"
fi

run --quick --runs 1 --corpus github_user --operation handwritten
if check_status "handwritten" 0 && grep -q "^corpus .*yymodel allocs/op .*foundation allocs/op" "$WORK/out" \
    && grep -Eq "^github_user +handwritten +[0-9.]+ +[0-9.]+ +[0-9.]+x +([0-9]+|-) +([0-9]+|-)$" "$WORK/out"; then
    pass "handwritten operation, with allocs/op per library"
else
    [ "$status" -eq 0 ] && fail "handwritten" "unexpected output: $(head -c 300 "$WORK/out")"
fi

# The lines operation's temporary file goes to $TMPDIR; a folder of our own shows that it is deleted.
mkdir "$WORK/tmp"
TMPDIR="$WORK/tmp" run --quick --runs 1 --corpus twitter --operation lines --lines-size 2
if check_status "lines" 0 && grep -Eq "^twitter +lines +[0-9.]+ +- +- +([0-9]+|-) +-$" "$WORK/out" \
    && grep -Eq "^twitter +lines-codable +[0-9.]+ +- +- " "$WORK/out" \
    && grep -Eq "^twitter +lines-in-memory +[0-9.]+ +- +- " "$WORK/out" \
    && grep -Eq "^lines: streaming a 2.0 MiB JSON Lines file .* [0-9.]+x the in-memory decode .*peak RSS of a fresh process streaming it: [0-9.]+ MB" "$WORK/out" \
    && [ -z "$(ls -A "$WORK/tmp")" ]; then
    pass "lines: streaming, Codable and in-memory rows, the claim line, the file deleted"
else
    [ "$status" -eq 0 ] && fail "lines" "unexpected output or a file left in TMPDIR: $(head -c 600 "$WORK/out") $(ls -A "$WORK/tmp")"
fi

run --quick --runs 1 --corpus twitter --operation lines --lines-size 2 --json
if check_status "lines --json" 0; then
    if is_json "$WORK/out" && grep -q '"operation":"lines","library":"yymodel","mbps":[0-9.]*,\("allocations":[0-9]*,\)\?"peakResidentBytes":[0-9]' "$WORK/out" \
        && grep -q '"lines":{"fileBytes":[0-9]*,"inMemoryBytes":[0-9]*,"streamingMbps":' "$WORK/out"; then
        pass "lines --json: the rows with the peak memory, and the claim's figures"
    else
        fail "lines --json" "unexpected output: $(head -c 600 "$WORK/out")"
    fi
fi

# ---------------------------------------------------------------- memory

run --memory --corpus github_user --fixtures "$FIXTURES" --json
if check_status "--memory" 0; then
    if is_json "$WORK/out" && [ "$(grep -o '"peakGrowthBytes"' "$WORK/out" | wc -l)" -eq 2 ] \
        && grep -q '"memory":\[{"dataset":"github_user","library":"yymodel","inputBytes":' "$WORK/out"; then
        pass "--memory: a fresh-process measurement per library"
    else
        fail "--memory" "unexpected output: $(head -c 300 "$WORK/out")"
    fi
fi

# ---------------------------------------------------------------- performance document

printf '# Title\n\nIntro text.\n\n<!-- bench:begin -->\nold results\n<!-- bench:end -->\n\nClosing text.\n' >"$WORK/doc.md"
run --quick --runs 1 --corpus github_user --operation parse --operation decode --write-performance-doc "$WORK/doc.md"
if check_status "--write-performance-doc" 0; then
    before=$(sed -n '1,/^<!-- bench:begin -->$/p' "$WORK/doc.md")
    after=$(sed -n '/^<!-- bench:end -->$/,$p' "$WORK/doc.md")
    if [ "$before" = "$(printf '# Title\n\nIntro text.\n\n<!-- bench:begin -->')" ] \
        && [ "$after" = "$(printf '<!-- bench:end -->\n\nClosing text.')" ] \
        && ! grep -q "old results" "$WORK/doc.md" \
        && grep -q '^Measured by `yymodel-bench --quick --runs 1 .*--write-performance-doc .*median of 1 runs per row, on ' "$WORK/doc.md" \
        && grep -q '^| corpus | operation | yymodel MB/s | foundation MB/s | ratio |' "$WORK/doc.md" \
        && grep -Eq '^\| github_user \| decode \| [0-9.]+ \| [0-9.]+ \| [0-9.]+x \|' "$WORK/doc.md"; then
        pass "--write-performance-doc: the table and its provenance between the markers, the rest kept"
    else
        fail "--write-performance-doc" "unexpected file: $(head -c 600 "$WORK/doc.md")"
    fi
fi

printf '# No markers here\n' >"$WORK/plain.md"
run --quick --runs 1 --corpus github_user --operation parse --write-performance-doc "$WORK/plain.md"
if [ "$status" -ne 0 ] && [ "$status" -lt 128 ] && grep -q "no line '<!-- bench:begin -->'" "$WORK/err" \
    && ! grep -q "^measuring" "$WORK/err" && [ "$(cat "$WORK/plain.md")" = "# No markers here" ]; then
    pass "--write-performance-doc without markers -> clear error before measuring, file untouched"
else
    fail "--write-performance-doc without markers" "status $status, stderr: $(head -c 300 "$WORK/err")"
fi

printf 'Before.\n<!-- bench-summary:begin -->\nold\n<!-- bench-summary:end -->\nAfter.\n' >"$WORK/readme.md"
run --quick --runs 1 --corpus github_user --corpus weibo --operation decode --operation codable-encode --write-summary "$WORK/readme.md"
if check_status "--write-summary" 0; then
    if [ "$(head -2 "$WORK/readme.md")" = "$(printf 'Before.\n<!-- bench-summary:begin -->')" ] \
        && [ "$(tail -2 "$WORK/readme.md")" = "$(printf '<!-- bench-summary:end -->\nAfter.')" ] \
        && ! grep -q "^old$" "$WORK/readme.md" \
        && grep -q '^| corpus | decode | codable-encode |$' "$WORK/readme.md" \
        && grep -Eq '^\| github_user \| [0-9.]+x \| [0-9.]+x \|$' "$WORK/readme.md" \
        && grep -Eq '^\| weibo \| [0-9.]+x \| [0-9.]+x \|$' "$WORK/readme.md" \
        && grep -q '^Measured by `yymodel-bench ' "$WORK/readme.md"; then
        pass "--write-summary: a ratio per corpus and measured operation between its markers"
    else
        fail "--write-summary" "unexpected file: $(head -c 600 "$WORK/readme.md")"
    fi
fi

run --quick --runs 1 --corpus github_user --operation parse --write-summary "$WORK/plain.md"
if [ "$status" -ne 0 ] && [ "$status" -lt 128 ] && grep -q "no line '<!-- bench-summary:begin -->'" "$WORK/err" \
    && [ "$(cat "$WORK/plain.md")" = "# No markers here" ]; then
    pass "--write-summary without markers -> clear error before measuring, file untouched"
else
    fail "--write-summary without markers" "status $status, stderr: $(head -c 300 "$WORK/err")"
fi

finish
