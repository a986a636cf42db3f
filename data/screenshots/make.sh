#!/bin/sh
# make.sh BUILD_DIR: draws the metainfo's screenshots (1280x800) with the
# game's --screenshot option into this folder: the software renderer on SDL's
# dummy video driver, the fonts and art of the source tree, a home of its own.
# Run after a visible change to the game, look at the PNGs, commit them.
#
#   data/screenshots/make.sh build
set -eu
build=${1:?usage: make.sh BUILD_DIR}
app=$build/src/ui/cartographers
here=$(cd "$(dirname "$0")" && pwd)
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export HOME="$home" XDG_DATA_HOME="$home/data" CARTOGRAPHERS_DATA_DIR="$home/carto"
export SDL_VIDEODRIVER=dummy SDL_RENDER_DRIVER=software SDL_AUDIODRIVER=dummy
export LANGUAGE="" LANG=C.UTF-8 LC_ALL=C.UTF-8
shot()
{
    name=$1
    shift
    "$app" --size 1280x800 --no-animations "$@" --screenshot "$here/$name.png"
    echo "$here/$name.png"
}
shot solo --seed 3 --autoplay 5
shot heroes --seed 12 --kind heroes --players 4 --autoplay 30
shot game-end --seed 7 --autoplay 400
