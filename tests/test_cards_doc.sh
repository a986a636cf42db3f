#!/usr/bin/env bash
# test_cards_doc.sh CARDS_DOC DOC: docs/cards.md is what tools/cards-doc.c
# writes from the engine's tables today, and it lists every card and map
# side. TAP.
set -u
gen=$1
doc=$2
echo "1..3"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if "$gen" "$tmp/generated.md" && diff -u "$doc" "$tmp/generated.md" >"$tmp/diff"; then
    echo "ok 1 - docs/cards.md matches the engine's tables"
else
    echo "not ok 1 - docs/cards.md is out of date: run 'meson compile -C build update-cards-doc'"
    sed 's/^/# /' "$tmp/diff" | head -40
fi
# every card id of the engine, every scoring card and every map side appear
missing=0
for id in great_river rift_lands kethras_gates temple_ruins goblin_attack gorgon_gaze dal_of_jolev \
          sentinel_wood starlit_sigil lost_barony silos; do
    grep -q "| \`$id\` |" "$doc" || { echo "# missing: $id"; missing=1; }
done
if [ "$missing" = 0 ] && [ "$(grep -c '^| `' "$doc")" -eq $((13 + 11 + 8 + 4 + 32)) ] && [ "$(grep -c '^| -\{0,1\}[0-9].* | `[a-z_]*` |' "$doc")" -eq 8 ]; then
    echo "ok 2 - 24 explore, 8 ambush, 4 hero and 32 scoring cards, 8 titles"
else
    echo "not ok 2 - card rows: $(grep -c '^| `' "$doc")"
fi
if [ "$(grep -c '^### Side [ABCD]$' "$doc")" -eq 4 ]; then
    echo "ok 3 - four map sides"
else
    echo "not ok 3 - map sides: $(grep -c '^### Side' "$doc")"
fi
