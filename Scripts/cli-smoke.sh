#!/usr/bin/env bash
# End-to-end checks of the `yymodel` command-line tool. Builds nothing: pass the built binary.
#
#   swift build && Scripts/cli-smoke.sh .build/debug/yymodel
#
# Run from the repository root (the fixtures are read from ./Fixtures, or $FIXTURES).
# Prints one line per check, then "N passed, M failed"; exits non-zero if any check failed.
set -u

TOOL=${1:?usage: $0 PATH/TO/yymodel}
FIXTURES=${FIXTURES:-Fixtures}
CORPORA="github_user weibo twitter citm_catalog canada"

if [ ! -x "$TOOL" ]; then echo "error: $TOOL is not an executable" >&2; exit 2; fi
for name in $CORPORA; do
    if [ ! -f "$FIXTURES/$name.json" ]; then echo "error: $FIXTURES/$name.json not found (run from the repository root)" >&2; exit 2; fi
done

SUBJECT=$TOOL
# shellcheck source=Scripts/smoke-harness.sh
source "$(dirname "$0")/smoke-harness.sh"

# run_stdin FILE ARGS... : `run`, with FILE on standard input.
run_stdin() { local input=$1; shift; "$TOOL" "$@" <"$input" >"$WORK/out" 2>"$WORK/err"; status=$?; }

# check_output NAME EXPECTED : stdout must be exactly EXPECTED (one or more lines).
check_output() {
    if [ "$(cat "$WORK/out")" != "$2" ]; then fail "$1" "stdout was '$(head -c 300 "$WORK/out")', expected '$2'"; return 1; fi
    return 0
}

# check_line_in STREAM NAME PREFIX : the file STREAM must hold one line starting with PREFIX.
check_line_in() {
    local lines
    lines=$(wc -l <"$1")
    if [ "$lines" -ne 1 ]; then fail "$2" "expected one line in $(basename "$1"), got $lines: $(head -c 300 "$1")"; return 1; fi
    case "$(cat "$1")" in
        "$3"*) return 0 ;;
        *) fail "$2" "$(basename "$1") '$(head -c 300 "$1")' does not start with '$3'"; return 1 ;;
    esac
}

# check_single_line_prefix NAME PREFIX : stdout must be one line starting with PREFIX.
check_single_line_prefix() {
    check_line_in "$WORK/out" "$1" "$2"
}

# check_error_line NAME PREFIX : stdout must be empty and stderr one line starting with PREFIX
# (format and generate, whose stdout holds only their result, report failures this way).
check_error_line() {
    if [ -s "$WORK/out" ]; then fail "$1" "expected nothing on stdout, got '$(head -c 300 "$WORK/out")'"; return 1; fi
    check_line_in "$WORK/err" "$1" "$2"
}

# check_no_stderr NAME : stderr must be empty.
check_no_stderr() {
    if [ -s "$WORK/err" ]; then fail "$1" "expected nothing on stderr, got '$(head -c 300 "$WORK/err")'"; return 1; fi
    return 0
}

# ---------------------------------------------------------------- validate

files=""
for name in $CORPORA; do files="$files $FIXTURES/$name.json"; done
# shellcheck disable=SC2086
run validate $files
check_status "validate: every fixture is valid" 0 && check_output "validate: valid files print nothing" "" && pass "validate: every fixture is valid, silently"

run validate --verbose "$FIXTURES/twitter.json" "$FIXTURES/canada.json"
check_status "validate --verbose" 0 \
    && check_output "validate --verbose" "$FIXTURES/twitter.json: ok
$FIXTURES/canada.json: ok" && pass "validate --verbose prints 'FILE: ok'"

printf '{"a": [1, 2,]}' >"$WORK/trailing-comma.json"
run validate "$WORK/trailing-comma.json"
check_status "validate: trailing comma" 1 \
    && check_single_line_prefix "validate: trailing comma" "$WORK/trailing-comma.json:1:13: " \
    && pass "validate: invalid file -> exit 1 and 'FILE:1:13: reason'"

printf '{\n  "a": 1,\n  "b": tru\n}\n' >"$WORK/bad-literal.json"
run validate "$WORK/bad-literal.json"
check_status "validate: error on line 3" 1 \
    && check_single_line_prefix "validate: error on line 3" "$WORK/bad-literal.json:3:" \
    && pass "validate: reports the line of an error past the first line"

run validate "$WORK/trailing-comma.json"
check_status "validate: findings on stdout" 1 && check_no_stderr "validate: findings on stdout" \
    && pass "validate: findings are its result: stdout only, stderr empty"

run validate "$FIXTURES/twitter.json" "$WORK/trailing-comma.json" "$FIXTURES/weibo.json"
check_status "validate: mixed inputs" 1 \
    && check_single_line_prefix "validate: mixed inputs" "$WORK/trailing-comma.json:1:13: " \
    && pass "validate: mixed inputs list only the invalid one"

: >"$WORK/empty.json"
run validate "$WORK/empty.json"
check_status "validate: empty file" 1 \
    && check_single_line_prefix "validate: empty file" "$WORK/empty.json:1:1: " \
    && pass "validate: empty file -> exit 1 at 1:1"

garbage_ok=1
for round in 1 2 3 4 5 6 7 8 9 10; do
    head -c 10000 /dev/urandom >"$WORK/garbage-$round.bin"
    run validate "$WORK/garbage-$round.bin"
    if ! { check_status "validate: garbage bytes (round $round)" 1 \
        && check_single_line_prefix "validate: garbage bytes (round $round)" "$WORK/garbage-$round.bin:"; }; then
        garbage_ok=0
        cp "$WORK/garbage-$round.bin" "${TMPDIR:-/tmp}/yymodel-smoke-garbage.bin" && echo "      (input kept at ${TMPDIR:-/tmp}/yymodel-smoke-garbage.bin)"
        break
    fi
done
[ "$garbage_ok" -eq 1 ] && pass "validate: 10 files of random bytes -> exit 1, no crash"

# Random bytes after a valid prefix reach deeper parser states than pure noise.
prefix_ok=1
for round in 1 2 3 4 5; do
    { head -c $((round * 997)) "$FIXTURES/twitter.json"; head -c 2000 /dev/urandom; } >"$WORK/cut-$round.json"
    run validate "$WORK/cut-$round.json"
    if ! { check_status "validate: valid prefix + garbage (round $round)" 1 \
        && check_single_line_prefix "validate: valid prefix + garbage (round $round)" "$WORK/cut-$round.json:"; }; then
        prefix_ok=0
        break
    fi
done
[ "$prefix_ok" -eq 1 ] && pass "validate: truncated documents with random tails -> exit 1, no crash"

head -c 200000 /dev/zero | tr '\0' '[' >"$WORK/deep.json"
run validate "$WORK/deep.json"
check_status "validate: 200000 nested arrays" 1 \
    && check_single_line_prefix "validate: 200000 nested arrays" "$WORK/deep.json:1:" \
    && pass "validate: very deep nesting -> exit 1, no stack overflow"

{ printf '['; for copy in 1 2 3 4 5 6 7 8; do [ "$copy" -gt 1 ] && printf ','; cat "$FIXTURES/citm_catalog.json"; done; printf ']'; } >"$WORK/large.json"
run validate "$WORK/large.json"
check_status "validate: large file" 0 && pass "validate: a $(($(wc -c <"$WORK/large.json") / 1000000)) MB file is valid"

run validate "$WORK/does-not-exist.json"
check_status "validate: missing file" 1 \
    && check_single_line_prefix "validate: missing file" "$WORK/does-not-exist.json: cannot read: " \
    && pass "validate: missing file -> 'FILE: cannot read: reason'"

run validate "$WORK"
check_status "validate: directory" 1 \
    && check_single_line_prefix "validate: directory" "$WORK: cannot read: " \
    && pass "validate: directory -> 'FILE: cannot read: reason'"

run_stdin "$FIXTURES/github_user.json" validate -
check_status "validate: stdin, valid" 0 && check_output "validate: stdin, valid" "" && pass "validate: '-' reads standard input"

run_stdin "$WORK/trailing-comma.json" validate -
check_status "validate: stdin, invalid" 1 \
    && check_single_line_prefix "validate: stdin, invalid" "<stdin>:1:13: " \
    && pass "validate: invalid standard input -> '<stdin>:1:13: reason'"

run_stdin "$WORK/trailing-comma.json" validate
check_status "validate: no file" 1 \
    && check_single_line_prefix "validate: no file" "<stdin>:1:13: " \
    && pass "validate: no file reads standard input"

# ---------------------------------------------------------------- validate --lines

printf '{"a":1}\r\n\n{"b": [1, 2,]}\n  \n{"c": tru}\n[1]' >"$WORK/events.jsonl"
run validate --lines "$WORK/events.jsonl"
check_status "validate --lines: invalid lines" 1 && check_no_stderr "validate --lines: invalid lines" \
    && check_output "validate --lines: invalid lines" "$WORK/events.jsonl:3:13: expected a value, found ']'
$WORK/events.jsonl:5:7: invalid literal, expected 'true'" \
    && pass "validate --lines: 'FILE:LINE:COLUMN: reason' for each invalid line, numbers as in the file"

printf '{"a":1}\r\n\n[2]\n"three"' >"$WORK/valid.jsonl"
run validate --lines --verbose "$WORK/valid.jsonl"
check_status "validate --lines: valid" 0 && check_output "validate --lines: valid" "$WORK/valid.jsonl: ok" \
    && pass "validate --lines: CRLF, blank lines and no final newline are valid"

: >"$WORK/empty.jsonl"
run validate --lines "$WORK/empty.jsonl"
check_status "validate --lines: empty" 0 && check_output "validate --lines: empty" "" && pass "validate --lines: an empty input holds no lines, and is valid"

run_stdin "$WORK/events.jsonl" validate --lines
if check_status "validate --lines: stdin" 1; then
    if [ "$(head -n 1 "$WORK/out")" = "<stdin>:3:13: expected a value, found ']'" ] && [ "$(wc -l <"$WORK/out")" -eq 2 ]; then
        pass "validate --lines reads standard input when given no file"
    else
        fail "validate --lines: stdin" "stdout was '$(head -c 300 "$WORK/out")'"
    fi
fi

run validate --lines "$FIXTURES/twitter.json"
check_status "validate --lines: a pretty JSON file" 1 && pass "validate --lines: a pretty-printed document is not JSON Lines"

run validate --lines "$WORK/does-not-exist.jsonl"
check_status "validate --lines: missing file" 1 \
    && check_single_line_prefix "validate --lines: missing file" "$WORK/does-not-exist.jsonl: cannot read: " \
    && pass "validate --lines: missing file -> 'FILE: cannot read: reason'"

# ---------------------------------------------------------------- format

roundtrip_ok=1
for name in $CORPORA; do
    input="$FIXTURES/$name.json"
    if ! "$TOOL" format "$input" >"$WORK/$name.pretty.json" 2>"$WORK/err" \
        || ! "$TOOL" format --minify "$WORK/$name.pretty.json" >"$WORK/$name.a.json" 2>"$WORK/err" \
        || ! "$TOOL" format --minify "$input" >"$WORK/$name.b.json" 2>"$WORK/err"; then
        fail "format: round trip of $name" "a format command failed: $(head -c 300 "$WORK/err")"
        roundtrip_ok=0
    elif ! cmp -s "$WORK/$name.a.json" "$WORK/$name.b.json"; then
        fail "format: round trip of $name" "minify(format(x)) differs from minify(x)"
        roundtrip_ok=0
    fi
done
[ "$roundtrip_ok" -eq 1 ] && pass "format: minify(format(x)) == minify(x) for every fixture"

run validate "$WORK/twitter.pretty.json" "$WORK/canada.b.json"
check_status "format: output is valid JSON" 0 && pass "format: pretty and minified output validate"

if [ "$(tail -c 1 "$WORK/twitter.b.json" | od -An -c | tr -d ' ')" = '\n' ] && [ "$(wc -l <"$WORK/twitter.b.json")" -eq 1 ]; then
    pass "format --minify: one line ending with a newline"
else
    fail "format --minify: one line ending with a newline" "$(wc -l <"$WORK/twitter.b.json") lines"
fi

printf '{"a":{"b":[1,true,null]}}' >"$WORK/nested.json"
run format "$WORK/nested.json"
check_status "format: default indentation" 0 && check_output "format: default indentation" '{
  "a": {
    "b": [
      1,
      true,
      null
    ]
  }
}' && pass "format: pretty-prints with two spaces by default"

run format --indent 4 "$WORK/nested.json"
check_status "format --indent 4" 0 && [ "$(sed -n 2p "$WORK/out")" = '    "a": {' ] && pass "format --indent 4" \
    || { [ "$status" -eq 0 ] && fail "format --indent 4" "second line is '$(sed -n 2p "$WORK/out")'"; }

printf '{"b":1,"a":{"d":2,"c":3}}' >"$WORK/unsorted.json"
run format --minify --sort-keys "$WORK/unsorted.json"
check_status "format --sort-keys" 0 && check_output "format --sort-keys" '{"a":{"c":3,"d":2},"b":1}' && pass "format --sort-keys sorts nested objects"

printf '{"url":"a\\/b","path":"/x/"}' >"$WORK/slash.json"
run format --minify "$WORK/slash.json"
check_status "format: slashes" 0 && check_output "format: slashes" '{"url":"a/b","path":"/x/"}' \
    && pass "format writes '/' as is by default, '\\/' in the input included"
run format --minify --escape-slashes "$WORK/slash.json"
check_status "format --escape-slashes" 0 && check_output "format --escape-slashes" '{"url":"a\/b","path":"\/x\/"}' \
    && pass "format --escape-slashes writes '\\/'"
# The flag of the time when escaping was the default: accepted, changes nothing, not in the help.
run format --minify --without-escaping-slashes "$WORK/slash.json"
check_status "format --without-escaping-slashes" 0 && check_output "format --without-escaping-slashes" '{"url":"a/b","path":"/x/"}' \
    && "$TOOL" format --help | grep -q -- '--escape-slashes' && ! "$TOOL" format --help | grep -q -- '--without-escaping-slashes' \
    && pass "format --without-escaping-slashes: a hidden no-op, kept for old scripts"
run format --escape-slashes --without-escaping-slashes "$WORK/slash.json"
check_status "format: both slash flags" 64 && pass "format: --escape-slashes with --without-escaping-slashes is a usage error"

# The outputs of the round trip above, pretty and minified (grep exits 1 when it finds nothing).
grep -l '\\/' "$WORK"/*.pretty.json "$WORK"/*.b.json >"$WORK/escaped" 2>&1
case $? in
    1) pass "format: no '\\/' in the output of any fixture" ;;
    0) fail "format: no '\\/' in the fixtures' output" "found in $(tr '\n' ' ' <"$WORK/escaped")" ;;
    *) fail "format: no '\\/' in the fixtures' output" "$(head -c 300 "$WORK/escaped")" ;;
esac

printf '[18446744073709551615, -9223372036854775808, 12345678901234567890, 0]' >"$WORK/integers.json"
run format --minify "$WORK/integers.json"
check_status "format: 64-bit integers" 0 && check_output "format: 64-bit integers" '[18446744073709551615,-9223372036854775808,12345678901234567890,0]' \
    && pass "format keeps every digit of 64-bit integers"

printf '[12345678901234567890123, 1.0e2, -0.0, 1E+300, 0.10, 1e-7, -12, 5E3, 100000000000000000000000000000000000000000.5]' >"$WORK/numbers.json"
run format --minify "$WORK/numbers.json"
check_status "format: number text" 0 \
    && check_output "format: number text" '[12345678901234567890123,1.0e2,-0.0,1E+300,0.10,1e-7,-12,5E3,100000000000000000000000000000000000000000.5]' \
    && pass "format --minify copies every number's text exactly"

printf '{"n": [12345678901234567890123, 1.0e2]}' >"$WORK/numbers-nested.json"
run format "$WORK/numbers-nested.json"
check_status "format: number text, pretty" 0 && check_output "format: number text, pretty" '{
  "n": [
    12345678901234567890123,
    1.0e2
  ]
}' && pass "format (pretty) copies every number's text exactly"

printf '{"b":{"y":1.50,"x":[2E2,{"q":-0.0,"p":7}]},"a":1e300}' >"$WORK/numbers-sorted.json"
run format --minify --sort-keys "$WORK/numbers-sorted.json"
check_status "format --sort-keys: number text" 0 && check_output "format --sort-keys: number text" '{"a":1e300,"b":{"x":[2E2,{"p":7,"q":-0.0}],"y":1.50}}' \
    && pass "format --sort-keys sorts objects nested in arrays and keeps number text"

printf '{"b":2,"a":{"d":1,"c":0,"d":3},"b":1}' >"$WORK/duplicates.json"
run format --minify "$WORK/duplicates.json"
check_status "format: duplicate keys" 0 && check_output "format: duplicate keys" '{"b":2,"a":{"d":1,"c":0,"d":3},"b":1}' \
    && pass "format keeps duplicate keys in their order"
run format --minify --sort-keys "$WORK/duplicates.json"
check_status "format --sort-keys: duplicate keys" 0 && check_output "format --sort-keys: duplicate keys" '{"a":{"c":0,"d":1,"d":3},"b":2,"b":1}' \
    && pass "format --sort-keys keeps duplicate keys in their order"

# canada.json is numbers and plain strings: minifying it may only remove whitespace.
run format --minify "$FIXTURES/canada.json"
if check_status "format: canada number text" 0 && cmp -s <(tr -d ' \t\r\n' <"$FIXTURES/canada.json") <(tr -d '\n' <"$WORK/out"); then
    pass "format --minify of canada.json only removes whitespace"
else
    [ "$status" -eq 0 ] && fail "format: canada number text" "minified output is not the input without whitespace"
fi

run format "$WORK/trailing-comma.json"
check_status "format: invalid input" 1 \
    && check_error_line "format: invalid input" "$WORK/trailing-comma.json:1:13: " \
    && pass "format: invalid input -> exit 1, stdout empty, 'FILE:1:13: reason' on stderr"

"$TOOL" format "$WORK/trailing-comma.json" >"$WORK/redirected.json" 2>/dev/null
status=$?
if [ "$status" -eq 1 ] && [ ! -s "$WORK/redirected.json" ]; then
    pass "format: invalid input redirected to a file leaves the file empty"
else
    fail "format: redirected invalid input" "status $status, file holds '$(head -c 300 "$WORK/redirected.json")'"
fi

run_stdin "$WORK/trailing-comma.json" format -
check_status "format: invalid stdin" 1 && check_error_line "format: invalid stdin" "<stdin>:1:13: " \
    && pass "format: invalid standard input -> '<stdin>:1:13: reason' on stderr"

run format "$WORK/does-not-exist.json"
check_status "format: missing file" 1 && check_error_line "format: missing file" "$WORK/does-not-exist.json: cannot read: " \
    && pass "format: missing file -> 'FILE: cannot read: reason' on stderr"

run format "$WORK/garbage-1.bin"
check_status "format: garbage" 1 && check_error_line "format: garbage" "$WORK/garbage-1.bin:" && pass "format: random bytes -> exit 1, no crash"

run format "$FIXTURES/github_user.json"
check_status "format: quiet on success" 0 && check_no_stderr "format: quiet on success" && pass "format: nothing on stderr on success"

run_stdin "$FIXTURES/weibo.json" format --minify -
check_status "format: stdin" 0 && "$TOOL" format --minify "$FIXTURES/weibo.json" >"$WORK/weibo.file.json" \
    && cmp -s "$WORK/out" "$WORK/weibo.file.json" && pass "format: '-' reads standard input like a file" \
    || { [ "$status" -eq 0 ] && fail "format: stdin" "output differs from formatting the file"; }

run format --minify --indent 4 "$WORK/nested.json"
check_status "format: --minify with --indent" 64 && pass "format: --minify with --indent is a usage error"

run format --indent 99 "$WORK/nested.json"
check_status "format: --indent 99" 64 && pass "format: --indent out of range is a usage error"

printf '{"b":1, "a": [1, 2]}\r\n\n{"url": "a\\/b"}\n12345678901234567890123' >"$WORK/format.jsonl"
run format --lines --sort-keys "$WORK/format.jsonl"
check_status "format --lines" 0 && check_output "format --lines" '{"a":[1,2],"b":1}
{"url":"a/b"}
12345678901234567890123' && pass "format --lines: each line compact, keys sorted, blank lines dropped, number text kept"

"$TOOL" format --minify "$FIXTURES/twitter.json" >"$WORK/twitter.line"
{ cat "$WORK/twitter.line" "$WORK/twitter.line"; } >"$WORK/twitter.jsonl"
run_stdin "$WORK/twitter.jsonl" format --lines
check_status "format --lines: stdin" 0 && cmp -s "$WORK/out" "$WORK/twitter.jsonl" \
    && pass "format --lines reads standard input; compact lines come back unchanged" \
    || { [ "$status" -eq 0 ] && fail "format --lines: stdin" "output differs from the input"; }

run format --lines "$WORK/events.jsonl"
check_status "format --lines: invalid line" 1 && check_error_line "format --lines: invalid line" "$WORK/events.jsonl:3:13: " \
    && pass "format --lines: an invalid line -> exit 1, stdout empty, 'FILE:LINE:COLUMN: reason' on stderr"

run format --lines --indent 2 "$WORK/format.jsonl"
check_status "format --lines --indent" 64 && pass "format: --lines with --indent (pretty output) is a usage error"

# ---------------------------------------------------------------- generate

run generate "$FIXTURES/github_user.json" --name User
if check_status "generate: valid input" 0 && check_no_stderr "generate: valid input" \
    && grep -q '^import YYModel$' "$WORK/out" && grep -q '^struct User {$' "$WORK/out"; then
    pass "generate: valid input -> the Swift source on stdout, nothing on stderr"
else
    [ "$status" -eq 0 ] && [ ! -s "$WORK/err" ] && fail "generate: valid input" "unexpected output: $(head -c 300 "$WORK/out")"
fi

run generate "$WORK/trailing-comma.json"
check_status "generate: invalid input" 1 \
    && check_error_line "generate: invalid input" "$WORK/trailing-comma.json:1:13: " \
    && pass "generate: invalid input -> exit 1, stdout empty, 'FILE:1:13: reason' on stderr"

run generate "$FIXTURES/github_user.json" "$WORK/bad-literal.json" --name User
check_status "generate: one invalid sample" 1 \
    && check_error_line "generate: one invalid sample" "$WORK/bad-literal.json:3:" \
    && pass "generate: one invalid sample among valid ones -> no source on stdout"

printf '[1, 2]' >"$WORK/not-objects.json"
run generate "$WORK/not-objects.json"
check_status "generate: no objects" 1 && check_error_line "generate: no objects" "error: " \
    && pass "generate: a sample without objects -> exit 1, the error on stderr only"

# ---------------------------------------------------------------- help

help_ok=1
for command in "" validate format generate; do
    # shellcheck disable=SC2086
    if ! "$TOOL" $command --help >"$WORK/help" 2>&1 || ! grep -q "Examples" "$WORK/help"; then
        fail "help: yymodel $command --help" "missing or without examples"
        help_ok=0
    fi
done
[ "$help_ok" -eq 1 ] && pass "help: every command has --help with examples"

exit_ok=1
for command in "" validate format generate; do
    # shellcheck disable=SC2086
    "$TOOL" $command --help >"$WORK/out" 2>"$WORK/err"
    status=$?
    if ! { check_status "help: yymodel $command --help" 0 && check_no_stderr "help: yymodel $command --help"; }; then
        exit_ok=0
    elif ! grep -q '^Exit status:$' "$WORK/out" || ! grep -qE '^  0 ' "$WORK/out" \
        || ! grep -qE '^  1 ' "$WORK/out" || ! grep -qE '^  64 ' "$WORK/out"; then
        fail "help: yymodel $command --help" "no 'Exit status:' list of 0, 1 and 64"
        exit_ok=0
    fi
done
[ "$exit_ok" -eq 1 ] && pass "help: on stdout, exit 0, and every command's lists exit statuses 0, 1 and 64"

run --help
# The lines of the SUBCOMMANDS section, up to the blank line that ends it.
sed -n '/^SUBCOMMANDS:$/,/^$/p' "$WORK/out" >"$WORK/subcommands"
listed_ok=1
for command in validate format generate; do
    if ! grep -qE "^  $command " "$WORK/subcommands"; then
        fail "help: top-level help lists $command" "not in the SUBCOMMANDS section"
        listed_ok=0
    fi
done
[ "$listed_ok" -eq 1 ] && pass "help: the top-level help lists every subcommand"

run --version
if check_status "--version" 0 && check_no_stderr "--version" && grep -qE '^[0-9]+\.[0-9]+\.[0-9]+$' "$WORK/out" \
    && [ "$(wc -l <"$WORK/out")" -eq 1 ]; then
    version=$(cat "$WORK/out")
    run validate --version
    check_status "validate --version" 0 && check_output "validate --version" "$version" \
        && pass "--version prints the version ($version) on stdout, also after a subcommand"
else
    [ "$status" -eq 0 ] && fail "--version" "stdout was '$(head -c 300 "$WORK/out")', expected one line such as 0.1.0"
fi

# The benchmark is its own executable (yymodel-bench, Scripts/bench-smoke.sh), not part of the tool.
run bench --quick
check_status "no bench command" 64 && pass "help: the tool has no bench command"

# ---------------------------------------------------------------- conventions

# Usage errors: status 64, the message on stderr, nothing on stdout.
usage_ok=1
for arguments in "format --bogus" "frobnicate" "format --indent" "generate --key-strategy camel $FIXTURES/github_user.json" "validate -x"; do
    # shellcheck disable=SC2086
    run $arguments
    if ! check_status "usage error: yymodel $arguments" 64; then
        usage_ok=0
    elif [ -s "$WORK/out" ] || [ ! -s "$WORK/err" ]; then
        fail "usage error: yymodel $arguments" "stdout '$(head -c 100 "$WORK/out")', stderr '$(head -c 100 "$WORK/err")'"
        usage_ok=0
    fi
done
[ "$usage_ok" -eq 1 ] && pass "usage errors exit 64, with the message on stderr and nothing on stdout"

# With no file, every command reads standard input, exactly as with '-'.
stdin_ok=1
for arguments in "validate --verbose" "format --minify" "generate --name User"; do
    # shellcheck disable=SC2086
    run_stdin "$FIXTURES/github_user.json" $arguments -
    cp "$WORK/out" "$WORK/dash.out"
    dash_status=$status
    # shellcheck disable=SC2086
    run_stdin "$FIXTURES/github_user.json" $arguments
    if ! check_status "stdin: yymodel $arguments" 0 || [ "$dash_status" -ne 0 ]; then
        stdin_ok=0
    elif ! cmp -s "$WORK/out" "$WORK/dash.out" || [ ! -s "$WORK/out" ]; then
        fail "stdin: yymodel $arguments" "output differs from 'yymodel $arguments -': '$(head -c 200 "$WORK/out")'"
        stdin_ok=0
    fi
done
[ "$stdin_ok" -eq 1 ] && pass "validate, format and generate read standard input when given no file, as with '-'"

run_stdin "$WORK/trailing-comma.json" format
check_status "format: no file, invalid" 1 && check_error_line "format: no file, invalid" "<stdin>:1:13: " \
    && run_stdin "$WORK/trailing-comma.json" generate && check_status "generate: no file, invalid" 1 \
    && check_error_line "generate: no file, invalid" "<stdin>:1:13: " \
    && pass "format and generate: invalid standard input with no file -> '<stdin>:1:13: reason' on stderr"

# Colour: only on a terminal, never with NO_COLOR (any value, empty included) or TERM=dumb.
ESC=$(printf '\033')
# has_escape FILE : true when FILE holds an escape byte.
has_escape() { LC_ALL=C grep -q "$ESC" "$1"; }

env -u NO_COLOR TERM=xterm "$TOOL" validate "$WORK/trailing-comma.json" "$WORK/does-not-exist.json" >"$WORK/out" 2>"$WORK/err"
status=$?
if check_status "colour: piped" 1; then
    if has_escape "$WORK/out"; then fail "colour: piped" "escape bytes in piped output"; else pass "colour: none when standard output is a pipe"; fi
fi

# run_tty ENV... ARGS... : runs `env ENV... ARGS...` on a pseudo-terminal made by script(1), the
# util-linux or the BSD one; sets $status and leaves stdout and stderr, mixed, in $WORK/out.
tty_kind=none
if script -qec true /dev/null </dev/null >/dev/null 2>&1; then
    tty_kind=util-linux
elif script -q /dev/null true </dev/null >/dev/null 2>&1; then
    tty_kind=bsd
fi
run_tty() {
    if [ "$tty_kind" = util-linux ]; then
        script -qec "$(printf '%q ' env "$@")" /dev/null </dev/null >"$WORK/out" 2>"$WORK/err"
    else
        script -q /dev/null env "$@" </dev/null >"$WORK/out" 2>"$WORK/err"
    fi
    status=$?
}

if [ "$tty_kind" != none ]; then
    run_tty -u NO_COLOR TERM=xterm "$TOOL" validate "$WORK/trailing-comma.json"
    tr -d '\r' <"$WORK/out" >"$WORK/tty"
    if check_status "colour: terminal" 1 && [ "$(cat "$WORK/tty")" = "${ESC}[31m$WORK/trailing-comma.json:1:13:${ESC}[0m expected a value, found ']'" ]; then
        pass "colour: validate shows the location in red on a terminal"
    else
        [ "$status" -eq 1 ] && fail "colour: terminal" "output was '$(od -c "$WORK/tty" | head -3)'"
    fi
    colourless_ok=1
    for setting in "NO_COLOR=1" "NO_COLOR=" "TERM=dumb"; do
        run_tty -u NO_COLOR TERM=xterm "$setting" "$TOOL" validate "$WORK/trailing-comma.json"
        if ! check_status "colour: terminal with $setting" 1; then
            colourless_ok=0
        elif has_escape "$WORK/out"; then
            fail "colour: terminal with $setting" "escape bytes in the output"
            colourless_ok=0
        fi
    done
    [ "$colourless_ok" -eq 1 ] && pass "colour: none on a terminal with NO_COLOR=1, NO_COLOR= (empty) or TERM=dumb"
else
    echo "skip  colour on a terminal: no script(1) to make one"
fi

finish
