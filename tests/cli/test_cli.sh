#!/usr/bin/env bash
# test_cli.sh: tests of `cartographers-cli` against docs/formats.md: every error
# case prints nothing on stdout, a message naming the problem on stderr (line
# and column where there is one) and exits with status 2; `score --cells`
# prints counted spaces sorted row-major ("A1 A2 K11"); `monsters 0` when
# there is no monster. Expected outputs are worked out by hand.
# Prints TAP. Usage: test_cli.sh PATH/TO/cartographers-cli
set -u

cli=${1:?usage: test_cli.sh PATH/TO/cartographers-cli}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

plan=0
. "$(dirname "${BASH_SOURCE[0]}")/tap.sh"

# expect_output NAME EXPECTED_FILE -- ARGS...: status 0, empty stderr, exact stdout.
expect_output() {
    local name=$1 expected=$2
    shift 3
    run "$@"
    if [ $status -ne 0 ]; then
        not_ok "$name" "exit status $status, expected 0"
        return
    fi
    if [ -s "$tmp/err" ]; then
        not_ok "$name" "stderr is not empty"
        return
    fi
    if ! cmp -s "$tmp/out" "$expected"; then
        local d
        d=$(diff "$expected" "$tmp/out")
        not_ok "$name" "stdout differs (< expected, > got):" "$d"
        return
    fi
    ok "$name"
}

# A valid board of 11 empty rows with row $1 (1-based) replaced by $2.
board_with_row() {
    local row=$1 line=$2 i
    for i in 1 2 3 4 5 6 7 8 9 10 11; do
        if [ "$i" -eq "$row" ]; then
            printf '%s\n' "$line"
        else
            printf '...........\n'
        fi
    done
}

# ---- boards ----
board_with_row 3 '....Z......' >"$tmp/wrong_char.txt"
board_with_row 4 '..........' >"$tmp/short.txt"
board_with_row 4 '...........F' >"$tmp/long.txt"
{ board_with_row 1 '...........'; printf '...........\n'; } >"$tmp/too_many.txt"
board_with_row 1 '...........' | head -n 10 >"$tmp/too_few.txt"
: >"$tmp/empty.txt"
{ printf '; a comment\n\n'; board_with_row 2 '.m.........'; } >"$tmp/ruined_mountain.txt"
# (not "nul.txt": NUL, with any extension, is a device name on Windows)
{ board_with_row 1 '...........' | head -n 5; printf '.....\000.....\n'; board_with_row 1 '...........' | head -n 5; } >"$tmp/nul-byte.txt"

# The small board: forest A1 A2 B1 B2 C1, farm K1, water K10 K11.
cat >"$tmp/small.txt" <<'B'
; a small board for --cells
FF.........
FF.........
F..........
...........
...........
...........
...........
...........
...........
...........
P........WW
B

# Worked out by hand from the card texts:
# sentinel_wood: forest on the edge A1 A2 B1 C1. greenbough: rows A B C +
# columns 1 2. treetower: A1 (A2 B1 + edge), B1 (A1 C1 B2 + edge).
# lost_barony: the 2x2 A1-B2, side 2. broken_road: K1 alone is the diagonal
# from K1. faunlost_thicket: A1-C1, 3 x 2. deepwood: the cluster of 5.
# heart_of_the_forest: A1 and B1, 2 x 2. Everything else 0; no monster.
cat >"$tmp/small.cells" <<'E'
sentinel_wood 4 A1 A2 B1 C1
greenbough 5 A1 A2 B1 B2 C1
treetower 2 A1 B1
stoneside_forest 0
canal_lake 0
mages_valley 0
golden_granary 0
shoreside_expanse 0
wildholds 0
great_city 0
greengold_plains 0
shieldgate 0
borderlands 0
lost_barony 6 A1 A2 B1 B2
broken_road 3 K1
cauldrons 0
faunlost_thicket 6 A1 B1 C1
deepwood 6 A1 A2 B1 B2 C1
heart_of_the_forest 4 A1 B1
sleepy_valley 0
craylund 0
ulems_wallow 0
clawsgrave_peaks 0
jorekburg 0
traylo_monastery 0
outer_enclave 0
gnomish_colony 0
caravansary 0
dwarvenholds 0
silos 0
banded_hills 0
starlit_sigil 0
monsters 0
E
sed 's/^\([a-z_]* -\{0,1\}[0-9]*\).*/\1/' "$tmp/small.cells" >"$tmp/small.score"

# One monster at F10: its empty neighbours sorted row-major are E10 F9 F11
# G10 (not the text order F11 F9). Lost Barony: the single filled space.
board_with_row 6 '.........X.' >"$tmp/monster.txt"
sed -e 's/^\([a-z_]*\) .*/\1 0/' -e 's/^lost_barony 0$/lost_barony 3 F10/' \
    -e 's/^monsters 0$/monsters -4 E10 F9 F11 G10/' "$tmp/small.cells" >"$tmp/monster.cells"

# The same small board written with CRLF line ends, and after a UTF-8 BOM.
sed 's/$/\r/' "$tmp/small.txt" >"$tmp/small_crlf.txt"
{ printf '\357\273\277'; cat "$tmp/small.txt"; } >"$tmp/small_bom.txt"

# Move logs: the 34-byte file whose version once overflowed an int (issue
# 14), a newer format, and a NUL byte on line 2 (not nul.log: NUL is a
# device name on Windows, where that file would read as empty).
printf 'cartographers-record 1x9999999999\n' >"$tmp/overflow.log"
printf 'cartographers-record 7\n' >"$tmp/newer.log"
printf 'cartographers-record 1\nki\000nd base\n' >"$tmp/nul-line.log"

echo "1..33"

# ---- error cases: nothing on stdout, a message on stderr, status 2 ----
expect_usage_error "wrong character names line 3, column 5" 'line 3' 'column 5' -- score "$tmp/wrong_char.txt"
expect_usage_error "short line names line 4, column 11" 'line 4' 'column 11' -- score "$tmp/short.txt"
expect_usage_error "long line names line 4, column 12" 'line 4' 'column 12' -- score "$tmp/long.txt"
expect_usage_error "too many lines names line 12" 'line 12' 'too many' -- score "$tmp/too_many.txt"
expect_usage_error "too few lines" 'line 11' 'too few' -- score "$tmp/too_few.txt"
expect_usage_error "empty file" 'too few' -- score "$tmp/empty.txt"
expect_usage_error "'m' is not a board character (comment lines counted)" 'line 4' 'column 2' -- \
    score --cells "$tmp/ruined_mountain.txt"
expect_usage_error "NUL byte names its column" 'line 6' 'column 6' 'byte 0x00' -- score "$tmp/nul-byte.txt"
expect_usage_error "play: more --bot names than players" '4 bots for 2 players' -- \
    play --bot greedy,greedy,random,random --players 2
expect_usage_error "replay --boards without a file says so" 'no log file' -- replay --boards
expect_usage_error "replay: a version too long for a number" 'line 1' 'format version .1x9999999999. is not supported' -- \
    replay "$tmp/overflow.log"
expect_usage_error "replay: a newer format says so" 'line 1' 'newer' -- replay "$tmp/newer.log"
expect_usage_error "replay: a NUL byte names its line" 'line 2' 'NUL' -- replay "$tmp/nul-line.log"
expect_usage_error "missing file names the file" 'no-such-board\.txt' -- score "$tmp/no-such-board.txt"
expect_usage_error "a directory is not a board" "$tmp" -- score "$tmp"
expect_usage_error "unknown option names the option" '--bogus' -- score --bogus "$tmp/small.txt"
expect_usage_error "no file argument" 'no board file|usage' -- score --cells
expect_usage_error "two board files" 'small\.txt' -- score "$tmp/small.txt" "$tmp/small.txt"
expect_usage_error "unknown command names the command" 'frobnicate' -- frobnicate "$tmp/small.txt"
expect_usage_error "no command" 'usage' --
# a long --ambushes used to end with status 2 and no word; a long list of
# good ids is a list like any other
long_ambush=$(printf 'goblin_attack,%.0s' $(seq 1 40))not_an_ambush
expect_usage_error "play: a long --ambushes names its bad card" "unknown ambush card 'not_an_ambush'" -- \
    play --seed 1 --ambushes "$long_ambush"
long_good=$(printf 'goblin_attack,%.0s' $(seq 1 40))kobold_onslaught,gnoll_raid,bugbear_assault
run play --seed 1 --ambushes "$long_good" --bot random --game mixed
if [ $status -eq 0 ]; then ok "play: a long --ambushes of good cards is read whole"; else
    not_ok "play: a long --ambushes of good cards is read whole" "status $status: $(cat "$tmp/err")"; fi
# bench-engine --games read with atol: thirty digits ran for ever, 5abc was 5
expect_usage_error "bench-engine: 30 digits" "--games must be a whole number from 1 to 100000000, not '1{30}'" -- \
    bench-engine --games 111111111111111111111111111111
expect_usage_error "bench-engine: 5abc" "not '5abc'" -- bench-engine --games 5abc
expect_usage_error "bench-engine: 0" "not '0'" -- bench-engine --games 0

# ---- output ----
expect_output "score --cells on a small board" "$tmp/small.cells" -- score --cells "$tmp/small.txt"
expect_output "score without --cells: points only, monsters 0" "$tmp/small.score" -- score "$tmp/small.txt"
expect_output "options after the file, --heroes too" "$tmp/small.cells" -- score "$tmp/small.txt" --heroes --cells
expect_output "CRLF board" "$tmp/small.score" -- score "$tmp/small_crlf.txt"
expect_output "a UTF-8 BOM before the board is skipped" "$tmp/small.score" -- score "$tmp/small_bom.txt"
expect_output "monster cells sorted row-major" "$tmp/monster.cells" -- score --cells "$tmp/monster.txt"
# names outside Windows' ANSI code page (under Wine the Windows CLI gets its
# command line in UTF-16 and opens the file through the wide API)
cp "$tmp/small.txt" "$tmp/tábla ő.txt"
expect_output "a board file named with á and ő" "$tmp/small.score" -- score "$tmp/tábla ő.txt"
expect_usage_error "a missing file named with ő is named as it was given" 'nincs ő\.txt' -- score "$tmp/nincs ő.txt"

[ $failed -eq 0 ]
