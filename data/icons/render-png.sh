#!/bin/sh
# render-png.sh: renders the scalable icon (hicolor/scalable/apps/ID.svg) to
# the PNG sizes installed beside it (hicolor/SIZExSIZE/apps/ID.png). Run after changing the SVG and commit the PNGs;
# the build itself does not need rsvg-convert (Debian package librsvg2-bin).
set -eu
cd "$(dirname "$0")"
id=io.github.cartographers_desktop.Cartographers
for size in 16 24 32 48 64 128 256; do
    mkdir -p "hicolor/${size}x${size}/apps"
    rsvg-convert -w "$size" -h "$size" "hicolor/scalable/apps/$id.svg" -o "hicolor/${size}x${size}/apps/$id.png"
done
