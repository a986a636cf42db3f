#!/usr/bin/env bash
# test_sounds.sh: the shipped sounds are what assets/sounds/make-sounds.sh
# makes (regenerated into a temporary folder and compared byte for byte),
# and each is short and quiet (SoX's stat: at most 1.5 s, peak under a
# quarter of full scale). Prints TAP; skipped without SoX, and the
# comparison is skipped when the installed SoX is not the version that made
# the shipped files (sox-version.txt).
#
#   test_sounds.sh ASSETS_DIR
set -u
dir=${1:?usage: test_sounds.sh ASSETS_DIR}/sounds
if ! command -v sox >/dev/null 2>&1; then
    echo "1..0 # SKIP sox is not installed"
    exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mapfile -t files < <(cd "$dir" && ls ./*.wav | sed 's|^\./||')
echo "1..$((2 * ${#files[@]} + 1))"
n=1
if sh "$dir/make-sounds.sh" "$tmp" 2>"$tmp/log"; then
    echo "ok $n - make-sounds.sh runs"
else
    echo "not ok $n - make-sounds.sh failed"
    sed 's/^/# /' "$tmp/log"
fi
same_sox=true
if [ "$(sox --version | sed 's/^sox: *//')" != "$(cat "$dir/sox-version.txt")" ]; then
    same_sox=false
fi
for f in "${files[@]}"; do
    n=$((n + 1))
    if ! $same_sox; then
        echo "ok $n - $f: # SKIP another SoX than $(cat "$dir/sox-version.txt") made the shipped files"
    elif cmp -s "$dir/$f" "$tmp/$f"; then
        echo "ok $n - $f is what make-sounds.sh makes"
    else
        echo "not ok $n - $f differs from what make-sounds.sh makes (run assets/sounds/make-sounds.sh)"
    fi
    n=$((n + 1))
    stat=$(sox "$dir/$f" -n stat 2>&1)
    len=$(echo "$stat" | awk '/^Length/ {print $3}')
    max=$(echo "$stat" | awk '/^Maximum amplitude/ {print $3}')
    min=$(echo "$stat" | awk '/^Minimum amplitude/ {print $3}')
    if awk -v l="$len" -v a="$max" -v b="$min" 'BEGIN { exit !(l > 0 && l <= 1.5 && a < 0.25 && -b < 0.25) }'; then
        echo "ok $n - $f: $len s, peak $max / $min"
    else
        echo "not ok $n - $f: $len s, peak $max / $min: too long or too loud"
    fi
done
