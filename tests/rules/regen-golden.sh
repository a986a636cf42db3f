#!/usr/bin/env bash
# regen-golden.sh: regenerates the golden files of tests/rules/data from the
# engine as it is now. Run it only on purpose (after an intended change to the
# random generator, the decks, a rule or a bot), then read the diff by eye
# before committing it:
#   data/seed-catalogue.txt       decks, piles and decrees after setup, seeds 1..10
#   data/games/NAME.log and .out  complete games of the greedy bot and their sheets
#
#   tests/rules/regen-golden.sh [BUILD_DIR]     (default: build-rules)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${1:-$root/build-rules}
ninja -C "$build" >/dev/null
cli=$build/src/cli/cartographers-cli
data=$here/data
mkdir -p "$data/games"
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT

"$build/tests/rules/test_rules_golden" --write-catalogue >"$data/seed-catalogue.txt"

# NAME and the play options of each golden game
games=(
    "solo-base --seed 11 --game base"
    "solo-heroes --seed 12 --game heroes"
    "mixed-3p --seed 13 --game mixed --players 3"
    "heroes-2p-side-d --seed 14 --game heroes --players 2 --side D"
)
for spec in "${games[@]}"; do
    read -r name options <<<"$spec"
    # shellcheck disable=SC2086
    "$cli" play $options --bot greedy --log "$tmp" >"$data/games/$name.out"
    {
        echo "# $name.log: a complete game of the greedy bot (cartographers-cli play $options --bot greedy),"
        echo "# checked by test_cli.sh with cartographers-cli replay. Written by regen-golden.sh."
        cat "$tmp"
    } >"$data/games/$name.log"
    "$cli" replay "$data/games/$name.log" >/dev/null
done
git -C "$root" --no-pager diff --stat -- "$data" || true
