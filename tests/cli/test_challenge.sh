#!/usr/bin/env bash
# test_challenge.sh: the challenges through cartographers-cli: `challenge
# daily|weekly|code|log` prints the same twelve lines for a challenge
# derived by name and by code, each in its own process; `play --challenge`
# by name and by code writes byte-identical move logs that `replay`
# verifies; every error exits 2 with nothing on stdout (a wrong character
# of a code is echoed with a caret under it). Prints TAP.
# Usage: test_challenge.sh PATH/TO/cartographers-cli
set -u

cli=${1:?usage: test_challenge.sh PATH/TO/cartographers-cli}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

. "$(dirname "${BASH_SOURCE[0]}")/tap.sh"

# ---- one challenge written out by hand (challenge.h's derivation) ----
cat >"$tmp/want" <<'W'
challenge daily:2026-11-24
code 1E19-VE3B-5P4Q
kind heroes
side D
players 1
seed 685793
decrees outer_enclave silos craylund deepwood
explore heroes
seasons heroes
heroes yes
ambushes dragon_inferno zombie_plague giant_troll_ravage gorgon_gaze
solo-ambush-rule no
W
run challenge daily 2026-11-24
if [ $status -eq 0 ] && [ ! -s "$tmp/err" ] && cmp -s "$tmp/out" "$tmp/want"; then
    ok "challenge daily 2026-11-24"
else
    not_ok "challenge daily 2026-11-24" "status $status" "$(diff "$tmp/want" "$tmp/out")"
fi
for typed in "1e19 ve3b 5p4q" "IE19-VE3B-5P4Q" " 1E19VE3B5P4Q "; do
    run challenge code "$typed"
    if [ $status -eq 0 ] && cmp -s "$tmp/out" "$tmp/want"; then
        ok "challenge code '$typed' names the daily"
    else
        not_ok "challenge code '$typed' names the daily" "status $status"
    fi
done
run challenge code 1E19 VE3B 5P4Q
if [ $status -eq 0 ] && cmp -s "$tmp/out" "$tmp/want"; then
    ok "challenge code in three words"
else
    not_ok "challenge code in three words" "status $status"
fi

# ---- dailies and weeklies, by name and by code, each in its own process ----
# leap days, year and century boundaries, every weekday, ISO week 53
for name in daily:2026-11-23 daily:2026-11-24 daily:2026-11-25 daily:2026-11-26 daily:2026-11-27 \
    daily:2026-11-28 daily:2026-11-29 daily:2024-02-29 daily:2000-02-29 daily:2099-12-31 daily:2100-01-01 \
    daily:2026-05-02 weekly:2026-W48 weekly:2026-W53 weekly:2020-W53 weekly:2027-W01; do
    kind=${name%%:*}
    when=${name#*:}
    run challenge "$kind" "$when"
    if [ $status -ne 0 ] || [ "$(wc -l <"$tmp/out")" -ne 12 ] || [ -s "$tmp/err" ]; then
        not_ok "$name: twelve lines" "status $status"
        continue
    fi
    cp "$tmp/out" "$tmp/by_name"
    code=$(sed -n 's/^code //p' "$tmp/by_name")
    if [ "$(head -1 "$tmp/by_name")" != "challenge $name" ] || ! grep -q "^players 1$" "$tmp/by_name" \
        || ! grep -q "^solo-ambush-rule no$" "$tmp/by_name"; then
        not_ok "$name: the challenge's lines" "code $code"
        continue
    fi
    run challenge code "$code"
    if [ $status -ne 0 ] || ! cmp -s "$tmp/out" "$tmp/by_name"; then
        not_ok "$name: its code $code gives the same game" "$(diff "$tmp/by_name" "$tmp/out")"
        continue
    fi
    ok "$name: by name and by code $code"
    run play --challenge "$name" --bot random --log "$tmp/a.log"
    cp "$tmp/out" "$tmp/a.out"
    s1=$status
    run play --challenge "$code" --bot random --log "$tmp/b.log"
    if [ $s1 -ne 0 ] || [ $status -ne 0 ] || ! cmp -s "$tmp/a.log" "$tmp/b.log" || ! cmp -s "$tmp/a.out" "$tmp/out"; then
        not_ok "$name: play --challenge by name and by code: the same record" "status $s1 $status"
        continue
    fi
    # the log's header is the challenge's, and it replays to the same sheets
    if ! diff <(sed -n '3,12p' "$tmp/by_name") <(sed -n '2,11p' "$tmp/a.log") >/dev/null; then
        not_ok "$name: the log holds the challenge's settings" "$(diff <(sed -n '3,12p' "$tmp/by_name") <(sed -n '2,11p' "$tmp/a.log"))"
        continue
    fi
    run replay "$tmp/a.log"
    if [ $status -ne 0 ] || ! cmp -s "$tmp/out" "$tmp/a.out"; then
        not_ok "$name: the record replays" "status $status"
        continue
    fi
    run challenge log "$tmp/a.log"
    if [ $status -ne 0 ] || ! cmp -s "$tmp/out" "$tmp/by_name"; then
        not_ok "$name: challenge log names it" "$(diff "$tmp/by_name" "$tmp/out")"
        continue
    fi
    ok "$name: play --challenge by name and by code, byte for byte, replayed"
done

# a game that is no challenge
run play --seed 42 --game mixed --players 3 --log "$tmp/c.log"
run challenge log "$tmp/c.log"
if [ $status -eq 0 ] && [ "$(head -1 "$tmp/out")" = "challenge none" ] && grep -q '^players 3$' "$tmp/out"; then
    code=$(sed -n 's/^code //p' "$tmp/out")
    cp "$tmp/out" "$tmp/c.out"
    run challenge code "$code"
    if [ $status -eq 0 ] && cmp -s "$tmp/out" "$tmp/c.out"; then
        ok "challenge log of a game of three: none, and its code gives it back"
    else
        not_ok "challenge code of a game of three" "status $status"
    fi
else
    not_ok "challenge log of a game of three" "status $status"
fi

# ---- errors ----
expect_usage_error "no arguments" "usage" -- challenge
expect_usage_error "unknown kind" "expected daily, weekly, code or log" -- challenge monthly 2026-11
expect_usage_error "no such day" "no such day" -- challenge daily 2026-02-30
expect_usage_error "bad date form" "daily:YYYY-MM-DD" -- challenge daily 2026-2-3
expect_usage_error "year out of range" "no such day" -- challenge daily 0999-12-31
expect_usage_error "no week 53" "52 ISO weeks" -- challenge weekly 2021-W53
expect_usage_error "bad week form" "weekly:YYYY-Www" -- challenge weekly 2026-48
expect_usage_error "extra argument" "usage" -- challenge daily 2026-11-24 extra
expect_usage_error "a code's U" "Character 7, 'U'" "^  1E19-VU3B-5P4Q$" "^        \\^$" -- challenge code 1E19-VU3B-5P4Q
expect_usage_error "a code's star" "Character 3" "^  1E\\*9$" "^    \\^$" -- challenge code '1E*9'
expect_usage_error "a code's typo" "does not check out" -- challenge code 1E19-VE3B-5P4R
expect_usage_error "a code's swap" "does not check out" -- challenge code 1E19-VE3B-54PQ
expect_usage_error "a newer code" "newer version" -- challenge code 2E19-VE3B-5P4Y
expect_usage_error "a mistyped version" "does not check out" -- challenge code 2E19-VE3B-5P4Q
expect_usage_error "a date for a code" "'2026-11-24' is a date, not a challenge code: that day's challenge is daily:2026-11-24" -- challenge code 2026-11-24
expect_usage_error "a week for a code" "is a week, not a challenge code: that week's challenge is weekly:2026-W48" -- challenge code 2026-W48
expect_usage_error "no code" "no code" -- challenge code " - "
expect_usage_error "a short code" "at least 9" -- challenge code 1E19
expect_usage_error "a long code" "at most 23" -- challenge code 1E19-VE3B-5P4Q-0000-0000-0000
expect_usage_error "garbage" "not a challenge code" -- challenge code "hello world"
expect_usage_error "missing log" "missing.log" -- challenge log "$tmp/missing.log"
printf 'cartographers-record 1\nkind chess\n' >"$tmp/bad.log"
expect_usage_error "bad log" "line 2" -- challenge log "$tmp/bad.log"
expect_usage_error "play: --seed beside --challenge" "--seed cannot be given beside it" -- \
    play --challenge daily:2026-11-24 --seed 3
expect_usage_error "play: --cards beside --challenge" "--cards cannot" -- \
    play --cards sentinel_wood,canal_lake,wildholds,borderlands --challenge daily:2026-11-24
expect_usage_error "play: --games beside --challenge" "--games cannot" -- play --challenge weekly:2026-W48 --games 3
expect_usage_error "play: --solo-ambush-rule beside --challenge" "--solo-ambush-rule cannot" -- \
    play --challenge weekly:2026-W48 --solo-ambush-rule
expect_usage_error "play: a bad challenge" "no such day" -- play --challenge daily:2026-02-30
expect_usage_error "play: a bad code" "Character 2" "^   \\^$" -- play --challenge 1U19-VE3B-5P4Q
expect_usage_error "play: no value" "needs a value" -- play --challenge

echo "1..$n"
[ $failed -eq 0 ]
