#!/usr/bin/env bash
# tools/play.sh: the README's first command. On a Debian/Ubuntu machine it
# installs the missing packages of tools/packages.txt, builds into build/ with
# gcc and runs the program: the SDL2 game once build/src/ui/cartographers
# exists, until then `cartographers-cli score` on an example board.
#
#   ./tools/play.sh            the game, or the score of examples/boards/example-1.txt
#   ./tools/play.sh ARGS...    ARGS go to the game, or to `cartographers-cli score`
#                              (for instance: --cells --heroes examples/boards/example-1.txt)
#
# Safe to run again: it installs nothing that is there already and reuses build/.
set -euo pipefail

# shellcheck source=tools/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$CARTO_ROOT"

carto_install_packages

carto_say "configuring build/ (gcc); meson's report is in build/meson-logs/meson-log.txt"
if ! setup_output=$(CC=gcc carto_setup build 2>&1); then
    printf '%s\n' "$setup_output" >&2
    carto_die "meson setup failed"
fi
carto_say "building"
meson compile -C build

game=build/src/ui/cartographers
if [ -x "$game" ]; then
    carto_say "starting $game"
    exec "$game" "$@"
fi

carto_say "the SDL2 game is not built yet; scoring an example board with cartographers-cli instead"
if [ "$#" -eq 0 ]; then
    set -- examples/boards/example-1.txt
fi
carto_say "build/src/cli/cartographers-cli score $*"
exec build/src/cli/cartographers-cli score "$@"
