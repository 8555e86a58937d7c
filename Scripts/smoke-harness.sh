# The harness of the end-to-end smoke scripts (cli-smoke.sh, bench-smoke.sh), sourced by them
# after they set SUBJECT to the executable under test. Each check prints one line; the script ends
# with `finish`, which prints "N passed, M failed" and fails if any check did.

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
passed=0
failed=0

pass() { passed=$((passed + 1)); echo "ok    $1"; }
fail() { failed=$((failed + 1)); echo "FAIL  $1: $2"; }

# run ARGS... : runs the subject; sets $status and leaves stdout in $WORK/out, stderr in $WORK/err.
run() { "$SUBJECT" "$@" >"$WORK/out" 2>"$WORK/err"; status=$?; }

# check_status NAME EXPECTED : compares $status, and calls a signal a crash.
check_status() {
    if [ "$status" -ge 128 ]; then fail "$1" "crashed with signal $((status - 128)) ($(head -c 300 "$WORK/err"))"; return 1; fi
    if [ "$status" -ne "$2" ]; then
        fail "$1" "exit status $status, expected $2 (stdout: $(head -c 300 "$WORK/out"); stderr: $(head -c 300 "$WORK/err"))"
        return 1
    fi
    return 0
}

finish() {
    echo
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ]
}
