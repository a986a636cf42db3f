#!/usr/bin/env bash
# test_review.sh: `cartographers-cli review` against docs/formats.md §22: one
# line per move of the seat's, in the log's order, each with the move played
# as the log has it, its expected total, the best move, its expected total
# (the first plus the loss), the loss, its standard error and the mark
# (`best` exactly when nothing was lost, and then the best move is the move
# played); the season lines; `total-lost` the sum of the losses; the same
# review on one thread and on two; a past game's save as its log; a
# multiplayer seat; the errors. The
# reviews use a small budget so the test is quick (the quality of the
# judge is tested in tests/ai/test_review.c).
# Prints TAP. Usage: test_review.sh PATH/TO/cartographers-cli
set -u

cli=${1:?usage: test_review.sh PATH/TO/cartographers-cli}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

. "$(dirname "${BASH_SOURCE[0]}")/tap.sh"

small=(--candidates 4 --rollouts 2 --verify 6 --horizon 2)

# check_review NAME LOG OUT: every property of a review's output.
check_review() {
    local name=$1 log=$2 out=$3
    # the moves of the seat's own decisions, numbered as in the log
    "$cli" replay "$log" >/dev/null 2>&1 || { not_ok "$name" "the log does not replay"; return; }
    local why
    why=$(awk -F' [|] ' -v logfile="$log" '
        BEGIN {
            n = 0
            while ((getline line < logfile) > 0)
                if (line ~ /^move /) { n++; moves[n] = substr(line, 6) }
        }
        /^total-lost / { total = $0; sub(/^total-lost /, "", total); next }
        /^season / { seasons++; next }
        {
            if (NF != 8) { print "line " NR " has " NF " fields: " $0; exit }
            if ($1 !~ /^[0-9]+$/ || $1 <= last) { print "bad or unordered move number: " $0; exit }
            last = $1
            if (moves[$1] != $2) { print "move " $1 " is not the log'"'"'s: " $2 " / " moves[$1]; exit }
            for (f = 3; f <= 7; f += (f == 3 ? 2 : 1))
                if ($f !~ /^-?[0-9]+\.[0-9]$/) { print "field " f " is no number: " $0; exit }
            if ($6 < 0) { print "a negative loss: " $0; exit }
            d = $5 - $3 - $6
            if (d > 0.11 || d < -0.11) { print "best is not played plus the loss: " $0; exit }
            if ($8 == "best") {
                if ($6 != 0 || $2 != $4) { print "best but a loss or another move: " $0; exit }
            } else if ($8 == "mistake") {
                if ($6 < 1 || $6 <= 2 * $7) { print "a mistake within the noise: " $0; exit }
            } else if ($8 == "noise") {
                if ($6 == 0 || ($6 >= 1 && $6 > 2 * $7)) { print "noise that is none: " $0; exit }
            } else { print "unknown mark: " $0; exit }
            sum += $6
            count++
        }
        END {
            if (total == "") { print "no total-lost line"; exit }
            if (sum - total > 0.05 * count + 0.1 || total - sum > 0.05 * count + 0.1) print "total-lost " total " is not the sum " sum
            if (count == 0) print "no move lines"
        }' "$out")
    if [ -n "$why" ]; then
        not_ok "$name" "$why"
        return
    fi
    if [ "$(tail -n 1 "$out" | cut -d' ' -f1)" != total-lost ]; then
        not_ok "$name" "the last line is not total-lost"
        return
    fi
    ok "$name"
}

# ---- a solo game ----
"$cli" play --seed 7 --bot easy --log "$tmp/solo.log" >/dev/null
run review "${small[@]}" "$tmp/solo.log"
cp "$tmp/out" "$tmp/solo.review"
if [ $status -ne 0 ] || [ -s "$tmp/err" ]; then
    not_ok "review of a solo game" "exit status $status"
else
    check_review "review of a solo game" "$tmp/solo.log" "$tmp/solo.review"
fi
moves=$(grep -c '^move ' "$tmp/solo.log")
lines=$(grep -vc '^total-lost ' "$tmp/solo.review")
if [ "$moves" -eq "$lines" ]; then
    ok "solo: one line per move of the game"
else
    not_ok "solo: one line per move of the game" "$lines lines for $moves moves"
fi
if grep -q ' | best$' "$tmp/solo.review"; then ok "solo: some moves were the best"; else not_ok "solo: some moves were the best"; fi

run review "${small[@]}" --threads 1 "$tmp/solo.log"
if cmp -s "$tmp/out" "$tmp/solo.review"; then
    ok "the same review on one thread as on several"
else
    not_ok "the same review on one thread as on several" "$(diff "$tmp/solo.review" "$tmp/out" | head -5)"
fi

run review "${small[@]}" --seasons "$tmp/solo.log"
seasons=$(grep -Ec '^season (spring|summer|autumn|winter) moves [0-9]+ mistakes [0-9]+ lost [0-9]+\.[0-9] se [0-9]+\.[0-9] mostly [a-z_-]+$' "$tmp/out")
moved=$(grep '^season ' "$tmp/out" | awk '{ s += $4 } END { print s + 0 }')
if [ "$seasons" -eq 4 ] && [ "$moved" -eq "$moves" ] && [ "$(grep -v '^season ' "$tmp/out")" = "$(cat "$tmp/solo.review")" ]; then
    ok "--seasons: four season lines before total-lost, the moves unchanged"
else
    not_ok "--seasons: four season lines before total-lost, the moves unchanged" "$seasons season lines, $moved moves in them"
fi

# ---- a past game as the app keeps it (a save, docs/formats.md §13) ----
moves_in_log=$(grep -c '^move ' "$tmp/solo.log")
sed -e '1s/.*/cartographers-save 1/' -e '/^solo-ambush-rule /a seat 1 human - Anna' "$tmp/solo.log" >"$tmp/solo.cartosave"
echo "end $moves_in_log" >>"$tmp/solo.cartosave"
run review "${small[@]}" "$tmp/solo.cartosave"
if [ $status -eq 0 ] && cmp -s "$tmp/out" "$tmp/solo.review"; then
    ok "a past game's save: the same review as its log's"
else
    not_ok "a past game's save: the same review as its log's" "exit status $status: $(head -c 300 "$tmp/err")"
fi
"$cli" replay "$tmp/solo.log" >"$tmp/replay.log.out" 2>&1
run replay "$tmp/solo.cartosave"
if [ $status -eq 0 ] && [ -s "$tmp/out" ] && cmp -s "$tmp/out" "$tmp/replay.log.out"; then
    ok "replay: a past game's save as its log"
else
    not_ok "replay: a past game's save as its log" "exit status $status"
fi
grep -v '^end ' "$tmp/solo.cartosave" >"$tmp/cut.cartosave"
expect_usage_error "a save cut short" "cut.cartosave: line" -- review "$tmp/cut.cartosave"

# ---- a seat of a multiplayer game ----
"$cli" play --seed 8 --players 3 --game heroes --bot medium,easy --log "$tmp/three.log" >/dev/null
run review "${small[@]}" --seat 2 "$tmp/three.log"
cp "$tmp/out" "$tmp/three.review"
if [ $status -ne 0 ]; then
    not_ok "review of seat 2 of three" "exit status $status"
else
    check_review "review of seat 2 of three" "$tmp/three.log" "$tmp/three.review"
fi

# ---- errors ----
expect_usage_error "no seat 2 in a solo game" "solo.log: the game has no seat 2" -- review --seat 2 "$tmp/solo.log"
expect_usage_error "a seat of 0" "--seat needs a whole number from 1 to 6" -- review --seat 0 "$tmp/solo.log"
expect_usage_error "an unknown option" "review: unknown option '--fast'" -- review --fast "$tmp/solo.log"
expect_usage_error "no log" "review: no log file given" -- review
expect_usage_error "a missing file" "nothing.log" -- review "$tmp/nothing.log"
printf 'cartographers-record 1\nkind base\nplayers 0\n' >"$tmp/bad.log"
expect_usage_error "a bad log" "bad.log: line 3" -- review "$tmp/bad.log"
head -n 20 "$tmp/solo.log" >"$tmp/short.log"
run review "${small[@]}" "$tmp/short.log"
if [ $status -eq 1 ] && [ ! -s "$tmp/out" ] && grep -q "short.log: the game is not finished" "$tmp/err"; then
    ok "an unfinished game: status 1 and why"
else
    not_ok "an unfinished game: status 1 and why" "exit status $status"
fi

echo "1..$n"
[ "$failed" -eq 0 ]
