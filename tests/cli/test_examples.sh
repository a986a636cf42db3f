#!/usr/bin/env bash
# test_examples.sh: runs `cartographers-cli score` and `score --heroes` on the
# example boards in tests/data/examples and compares stdout exactly with the
# .score / .heroes.score files; also checks exit status 0 and an empty stderr.
# Prints TAP. Usage: test_examples.sh PATH/TO/cartographers-cli DATA_DIR
set -u

cli=${1:?usage: test_examples.sh CLI DATA_DIR}
data=${2:?usage: test_examples.sh CLI DATA_DIR}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

boards=("$data"/example-*.txt)
if [ ! -e "${boards[0]}" ]; then
    echo "1..0 # SKIP no example boards in $data"
    exit 0
fi

echo "1..$(( ${#boards[@]} * 2 ))"
n=0
failed=0
for board in "${boards[@]}"; do
    base=${board%.txt}
    name=$(basename "$base")
    for mode in plain heroes; do
        n=$((n + 1))
        if [ "$mode" = heroes ]; then
            expected=$base.heroes.score
            args=(score --heroes "$board")
        else
            expected=$base.score
            args=(score "$board")
        fi
        "$cli" "${args[@]}" >"$tmp/out" 2>"$tmp/err"
        status=$?
        if [ $status -eq 0 ] && [ ! -s "$tmp/err" ] && cmp -s "$tmp/out" "$expected"; then
            echo "ok $n - $name ${args[*]:0:$((${#args[@]} - 1))}"
        else
            failed=$((failed + 1))
            echo "not ok $n - $name ${args[*]:0:$((${#args[@]} - 1))}"
            echo "# exit status $status"
            sed 's/^/# stderr: /' "$tmp/err"
            diff "$expected" "$tmp/out" | sed 's/^/# /'
        fi
    done
done
[ $failed -eq 0 ]
