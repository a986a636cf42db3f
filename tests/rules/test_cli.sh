#!/usr/bin/env bash
# test_cli.sh: cartographers-cli checks of the rules engine, as TAP:
#   - solo-ambush on hand-made boards (data/solo-ambush/), targets worked out by hand
#     from the ring walk of docs/rules.md §4;
#   - replay of the golden logged games (data/games/*.log): exit 0 and the printed
#     sheets equal to the stored .out;
#   - replay refusing a log whose result or moves were tampered with;
#   - play: the same seed gives the same game, and its --log replays.
# Usage: test_cli.sh CLI DATA_DIR
set -u
cli=$1
data=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

n=0
failed=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
not_ok() {
    n=$((n + 1))
    failed=$((failed + 1))
    echo "not ok $n - $1"
    shift
    # on stderr as well: what `meson test --print-errorlogs` shows of a failure
    for line in "$@"; do echo "# $line"; done | tee /dev/stderr
}

# expect_target CARD BOARD WANT
expect_target() {
    local got status
    got=$("$cli" solo-ambush "$1" "$data/solo-ambush/$2" 2>"$tmp/err")
    status=$?
    if [ "$status" -eq 0 ] && [ "$got" = "$3" ]; then
        ok "solo-ambush $1 $2 -> $3"
    else
        not_ok "solo-ambush $1 $2 -> $3" "got '$got', exit $status" "$(cat "$tmp/err")"
    fi
}

# card: empty corners ring0 isolated full side-a side-b
while read -r card empty corners ring0 isolated full side_a side_b; do
    expect_target "$card" empty.txt "$empty"
    expect_target "$card" corners.txt "$corners"
    expect_target "$card" ring0.txt "$ring0"
    expect_target "$card" isolated.txt "$isolated"
    expect_target "$card" full.txt "$full"
    expect_target "$card" side-a.txt "$side_a"
    expect_target "$card" side-b.txt "$side_b"
done <<'EOF'
goblin_attack      K11 J11 J10 discard discard K11 K11
bugbear_assault    A11 B11 B10 discard discard A11 C11
kobold_onslaught   K1  J1  J2  discard discard K1  K1
gnoll_raid         A1  B1  B2  discard discard A1  A1
dragon_inferno     K1  K2  J2  discard discard K2  K4
zombie_plague      A1  B1  B2  A1      discard A1  A1
giant_troll_ravage A11 B11 B10 discard discard A11 A11
gorgon_gaze        K10 K10 J9  discard discard K10 K10
EOF

# usage errors: exit 2, nothing on standard output
for args in "solo-ambush great_river $data/solo-ambush/empty.txt" "solo-ambush goblin_attack $tmp/missing.txt" \
    "solo-ambush goblin_attack" "play --cards greenbough,sentinel_wood,great_city,silos" \
    "play --cards greenbough,ulems_wallow,great_city" "play --bot clever" "play --side E" "play --players 7"; do
    # shellcheck disable=SC2086
    out=$("$cli" $args 2>/dev/null)
    status=$?
    if [ "$status" -eq 2 ] && [ -z "$out" ]; then
        ok "$args: exit 2"
    else
        not_ok "$args: exit 2" "exit $status, output '$out'"
    fi
done

# golden games
shopt -s nullglob
logs=("$data"/games/*.log)
if [ "${#logs[@]}" -lt 3 ]; then
    not_ok "golden games present" "found ${#logs[@]} logs in $data/games"
fi
for log in "${logs[@]}"; do
    name=$(basename "$log" .log)
    out=$("$cli" replay "$log" 2>"$tmp/err")
    status=$?
    if [ "$status" -eq 0 ] && [ "$out" = "$(cat "${log%.log}.out")" ]; then
        ok "replay $name"
    else
        not_ok "replay $name" "exit $status" "$(cat "$tmp/err")" "got: $out"
    fi
done

# a tampered result line, a log that stops early and moves out of order are refused with exit 1
log=$data/games/solo-base.log
if [ -f "$log" ]; then
    sed -E 's/^(result player 1 total )(-?[0-9]+)/\1999/' "$log" >"$tmp/tampered.log"
    "$cli" replay "$tmp/tampered.log" >/dev/null 2>&1
    status=$?
    if [ "$status" -eq 1 ]; then ok "replay refuses a wrong result"; else not_ok "replay refuses a wrong result" "exit $status"; fi
    grep -v '^result' "$log" | head -n -5 >"$tmp/short.log"
    "$cli" replay "$tmp/short.log" >/dev/null 2>&1
    status=$?
    if [ "$status" -eq 1 ]; then ok "replay refuses a log that ends early"; else not_ok "replay refuses a log that ends early" "exit $status"; fi
    # swap two moves: the second no longer answers the pending card
    awk '/^move /{m++; if (m == 2) {held = $0; next} if (m == 3) {print; print held; next}} {print}' \
        "$log" >"$tmp/swapped.log"
    "$cli" replay "$tmp/swapped.log" >/dev/null 2>"$tmp/err"
    status=$?
    if [ "$status" -eq 1 ]; then ok "replay refuses moves out of order"; else not_ok "replay refuses moves out of order" "exit $status"; fi
fi

# play: deterministic, and its log replays to the same sheets
a=$("$cli" play --seed 31 --game mixed --players 3 --bot random 2>&1)
b=$("$cli" play --seed 31 --game mixed --players 3 --bot random 2>&1)
if [ -n "$a" ] && [ "$a" = "$b" ]; then ok "play: same seed, same game"; else not_ok "play: same seed, same game" "$a" "$b"; fi
out=$("$cli" play --seed 32 --game heroes --players 2 --bot random --log "$tmp/p.log" 2>&1)
rep=$("$cli" replay "$tmp/p.log" 2>&1)
status=$?
if [ "$status" -eq 0 ] && [ "$out" = "$rep" ]; then ok "play --log replays"; else not_ok "play --log replays" "exit $status" "$out" "$rep"; fi

# play --cards: the decrees A-D as given
"$cli" play --seed 33 --game mixed --cards greenbough,ulems_wallow,great_city,silos --log "$tmp/c.log" >/dev/null 2>&1
if grep -qx 'decrees greenbough ulems_wallow great_city silos' "$tmp/c.log"; then
    ok "play --cards sets decrees A-D"
else
    not_ok "play --cards sets decrees A-D" "$(grep '^decrees' "$tmp/c.log")"
fi

# solo: a rating and a title line follow the sheet
out=$("$cli" play --seed 34 --bot random 2>&1)
if echo "$out" | tail -n 1 | grep -Eq '^rating -?[0-9]+ title (legendary_cartographer|master_mapsmith|journeyman_topographer|apprentice_surveyor|amateur_assessor|inept_assistant|dimwitted_doodler|oblivious_inkdrinker)$'; then
    ok "play solo prints rating and title"
else
    not_ok "play solo prints rating and title" "$out"
fi

# play --games N: one summary line instead of the sheets (docs/formats.md §7), for N = 1 too
summary_re='^games [0-9]+ total mean -?[0-9]+(\.[0-9])? median -?[0-9]+(\.[0-9])? min -?[0-9]+ max -?[0-9]+'
rating_re=' rating mean -?[0-9]+(\.[0-9])? median -?[0-9]+(\.[0-9])?$'
for games in 1 3; do
    out=$("$cli" play --seed 35 --games "$games" 2>&1)
    if [ "$(echo "$out" | wc -l)" -eq 1 ] && echo "$out" | grep -Eq "^games $games total" &&
        echo "$out" | grep -Eq "$summary_re$rating_re"; then
        ok "play --games $games prints one summary line"
    else
        not_ok "play --games $games prints one summary line" "$out"
    fi
done
out=$("$cli" play --seed 35 --games 2 --players 2 2>&1)
if echo "$out" | grep -Eq "$summary_re\$" && [ "$(echo "$out" | wc -l)" -eq 1 ]; then
    ok "play --games with players: summary without rating"
else
    not_ok "play --games with players: summary without rating" "$out"
fi

# play --log to a file that cannot be written: a usage error before anything is printed
out=$("$cli" play --seed 36 --log "$tmp/no/such/dir/p.log" 2>/dev/null)
status=$?
if [ "$status" -eq 2 ] && [ -z "$out" ]; then
    ok "play --log unwritable: exit 2, nothing on stdout"
else
    not_ok "play --log unwritable: exit 2, nothing on stdout" "exit $status, output '$out'"
fi

# Settings that contradict the game's kind are refused (docs/rules.md §2, §9),
# in play and in replay, with a message that says why and names the mixed game.
kind_refused() { # NAME EXPECTED_STATUS WORDS COMMAND...
    local name=$1 want=$2 words=$3
    shift 3
    local out err status
    out=$("$@" 2>"$tmp/kind.err")
    status=$?
    err=$(cat "$tmp/kind.err")
    if [ "$status" -eq "$want" ] && [ -z "$out" ] && printf '%s' "$err" | grep -q "$words"; then
        ok "$name"
    else
        not_ok "$name" "exit $status" "stdout '$out'" "stderr '$err'"
    fi
}
kind_refused "play: a base game on side C is refused" 2 "base game is played on map side A or B" \
    "$cli" play --seed 3 --game base --side C
kind_refused "play: a heroes game on side A is refused" 2 "heroes game is played on map side C or D" \
    "$cli" play --seed 3 --game heroes --side A
kind_refused "play: a heroes game with a base scoring card is refused" 2 "Greenbough is not a heroes scoring card" \
    "$cli" play --seed 3 --game heroes --cards greenbough,ulems_wallow,great_city,silos
"$cli" play --seed 33 --game base --log "$tmp/base.log" >/dev/null 2>&1
sed 's/^heroes no$/heroes yes/' "$tmp/base.log" >"$tmp/base-heroes.log"
kind_refused "replay: a base game with heroes is refused" 1 "base game has no hero cards" \
    "$cli" replay "$tmp/base-heroes.log"
sed 's/^explore base$/explore heroes/' "$tmp/base.log" >"$tmp/base-explore.log"
kind_refused "replay: a base game with the heroes explore cards is refused" 1 "uses the base explore and season cards" \
    "$cli" replay "$tmp/base-explore.log"
sed 's/^ambushes .*/ambushes goblin_attack bugbear_assault kobold_onslaught dragon_inferno/' "$tmp/base.log" \
    >"$tmp/base-ambush.log"
kind_refused "replay: a base game with a heroes ambush is refused" 1 "uses the four base ambush cards" \
    "$cli" replay "$tmp/base-ambush.log"
sed -e 's/^kind base$/kind mixed/' -e 's/^side A$/side C/' "$tmp/base.log" >"$tmp/mixed-c.log"
if "$cli" replay "$tmp/mixed-c.log" >/dev/null 2>&1; then
    not_ok "replay: the same cards as a mixed game on side C are not refused for their kind" "replayed"
else
    msg=$("$cli" replay "$tmp/mixed-c.log" 2>&1)
    if printf '%s' "$msg" | grep -q 'settings'; then
        not_ok "replay: the same cards as a mixed game on side C are not refused for their kind" "$msg"
    else
        ok "replay: the same cards as a mixed game on side C are not refused for their kind"
    fi
fi

echo "1..$n"
[ "$failed" -eq 0 ]
