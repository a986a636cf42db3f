#!/bin/sh
# bench.sh: start-up time and peak memory of the game against a bare SDL
# window with a renderer (the budget: at most 3x the time, at most 60 MB more).
# Both draw one frame and quit; each runs RUNS times, the median counts.
#
#   tests/ui/bench.sh BUILD_DIR [RUNS]     (needs a display, e.g. Xvfb)
set -eu
build=$1
runs=${2:-5}
game=$build/src/ui/cartographers
bare=$build/tests/ui/bench_bare
measure() { # prints "seconds peak_kb" of one run of "$@"
    /usr/bin/time -f '%e %M' "$@" 2>&1 >/dev/null | tail -1
}
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
: > /tmp/bench.$$
for i in $(seq "$runs"); do
    b=$(measure "$bare")
    g=$(measure "$game" --seed 1 --size 1280x800 --first-frame)
    echo "$b $g" >> /tmp/bench.$$
done
bt=$(awk '{print $1}' /tmp/bench.$$ | median); bm=$(awk '{print $2}' /tmp/bench.$$ | median)
gt=$(awk '{print $3}' /tmp/bench.$$ | median); gm=$(awk '{print $4}' /tmp/bench.$$ | median)
rm -f /tmp/bench.$$
echo "bare window:   ${bt}s, peak ${bm} kB"
echo "cartographers: ${gt}s, peak ${gm} kB"
awk -v bt="$bt" -v gt="$gt" -v bm="$bm" -v gm="$gm" 'BEGIN {
    ratio = bt > 0 ? gt / bt : 0; extra = (gm - bm) / 1024;
    printf "time ratio %.2f (limit 3), extra memory %.1f MB (limit 60)\n", ratio, extra;
    exit (ratio <= 3 && extra <= 60) ? 0 : 1 }'
