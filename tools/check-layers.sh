#!/usr/bin/env bash
# check-layers.sh: the engine, session and AI layers never include SDL
# (style.md: the build enforces the seam; this catches <SDL2/SDL.h>, which a
# missing dependency alone would not). Prints TAP; run by meson test.
set -u
root=${1:?usage: check-layers.sh SOURCE_ROOT}
echo "1..1"
hits=$(grep -rnE --include='*.[ch]' '#[[:space:]]*include[[:space:]]*[<"](SDL2/)?SDL' "$root/src/engine" "$root/src/session" "$root/src/ai" 2>/dev/null)
if [ -z "$hits" ]; then
    echo "ok 1 - src/engine, src/session and src/ai include no SDL header"
else
    echo "not ok 1 - SDL included below the UI layer:"
    printf '%s\n' "$hits" | sed 's/^/# /'
fi
