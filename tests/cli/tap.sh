# tap.sh: what the CLI's shell tests share: TAP lines (ok, not_ok with the
# output of the last run), `run` and `expect_usage_error`. Sourced after
# $cli and $tmp are set.

n=0
failed=0

ok() {
    n=$((n + 1))
    echo "ok $n - $1"
}

# not_ok NAME [WHY...]: the diagnostics go to stderr as well, which is what
# `meson test --print-errorlogs` shows of a TAP test that failed.
not_ok() {
    n=$((n + 1))
    failed=$((failed + 1))
    echo "not ok $n - $1"
    shift
    {
        for line in "$@"; do
            echo "# $line"
        done
        [ -s "$tmp/out" ] && sed 's/^/# stdout: /' "$tmp/out"
        [ -s "$tmp/err" ] && sed 's/^/# stderr: /' "$tmp/err"
    } | tee /dev/stderr
    return 0
}

# run ARGS...: runs the CLI, leaving stdout in $tmp/out, stderr in $tmp/err
# and the exit status in $status.
run() {
    "$cli" "$@" >"$tmp/out" 2>"$tmp/err"
    status=$?
}

# expect_usage_error NAME PATTERN... -- ARGS...: status 2, empty stdout, and
# stderr matching every PATTERN (grep -E).
expect_usage_error() {
    local name=$1
    shift
    local patterns=()
    while [ "$1" != "--" ]; do
        patterns+=("$1")
        shift
    done
    shift
    run "$@"
    if [ $status -ne 2 ]; then
        not_ok "$name" "exit status $status, expected 2"
        return
    fi
    if [ -s "$tmp/out" ]; then
        not_ok "$name" "stdout is not empty"
        return
    fi
    if [ ! -s "$tmp/err" ]; then
        not_ok "$name" "no message on stderr"
        return
    fi
    for p in "${patterns[@]}"; do
        if ! grep -Eq -- "$p" "$tmp/err"; then
            not_ok "$name" "stderr does not match /$p/"
            return
        fi
    done
    ok "$name"
}

