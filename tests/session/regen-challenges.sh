#!/usr/bin/env bash
# regen-challenges.sh: rewrites tests/session/data/challenges.txt, the
# golden file of the challenges' games. Run it only when a change of the
# challenges is meant (it changes every player's challenge of those days),
# and say so in the commit.  Usage: tests/session/regen-challenges.sh [BUILD_DIR]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=${1:-$root/build}
ninja -C "$build" tests/session/gen_challenges >/dev/null
"$build/tests/session/gen_challenges" >"$root/tests/session/data/challenges.txt"
echo "wrote tests/session/data/challenges.txt ($(grep -c '^challenge ' "$root/tests/session/data/challenges.txt") challenges)"
