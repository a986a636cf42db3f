#!/usr/bin/env bash
# test_screens.sh: screenshot tests of the app's main screens. Each line of
# screens.txt names a screen and the command line that shows it; the app
# draws one frame with the software renderer on SDL's dummy video driver
# (pixel-stable, no display needed) and png_diff compares it with the
# reference in screens/. Prints TAP.
#
#   test_screens.sh APP PNG_DIFF SCREENS_DIR            compare
#   test_screens.sh APP PNG_DIFF SCREENS_DIR --update   rewrite the references
#
# A failed comparison leaves the new frame and a difference image (changed
# pixels in red) in $MESON_BUILD_ROOT or /tmp, named in the TAP output.
set -u
app=${1:?usage: test_screens.sh APP PNG_DIFF SCREENS_DIR [--update]}
png_diff=${2:?}
dir=${3:?}
update=${4:-}
out=${MESON_BUILD_ROOT:-/tmp}/screens-out
mkdir -p "$out"
# a home of its own: no autosave, settings or campaign of the user's
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export HOME=$home XDG_DATA_HOME=$home/data XDG_CONFIG_HOME=$home/config
export SDL_VIDEODRIVER=dummy SDL_RENDER_DRIVER=software SDL_AUDIODRIVER=dummy
export LANGUAGE= LANG=C.UTF-8 LC_ALL=C.UTF-8
export CARTOGRAPHERS_TODAY=2026-11-26 # the menu names today's challenges

mapfile -t lines < <(grep -v '^[[:space:]]*\(#\|$\)' "$dir/screens.txt")
echo "1..${#lines[@]}"
n=0
for line in "${lines[@]}"; do
    n=$((n + 1))
    name=${line%%|*}
    name=${name// /}
    args=${line#*|}
    shot="$out/$name.png"
    rm -f "$shot"
    # shellcheck disable=SC2086
    if ! timeout 60 "$app" $args --screenshot "$shot" >"$out/$name.log" 2>&1 || [ ! -s "$shot" ]; then
        echo "not ok $n - $name: the app did not draw the screen"
        sed 's/^/# /' "$out/$name.log"
        continue
    fi
    if [ "$update" = "--update" ]; then
        cp "$shot" "$dir/$name.png"
        echo "ok $n - $name: reference written"
        continue
    fi
    if [ ! -f "$dir/$name.png" ]; then
        echo "not ok $n - $name: no reference $dir/$name.png (run with --update)"
        continue
    fi
    if result=$("$png_diff" "$dir/$name.png" "$shot" 0.05 "$out/$name-diff.png" 2>&1); then
        echo "ok $n - $name: $result"
    else
        echo "not ok $n - $name: $result"
        echo "# new frame: $shot, differences: $out/$name-diff.png"
    fi
done
