#!/bin/sh
# link-fonts.sh FONTS_DIR ASSETS_DIR FONT=SUBDIR...: meson's install script
# for -Dsystem_fonts=true (src/ui/meson.build). Makes FONT in the installed
# ASSETS_DIR/fonts a link to FONTS_DIR/SUBDIR/FONT, the copy a distribution's
# font package installs (meson's install_symlink refuses a target that is not
# in DESTDIR yet). ASSETS_DIR is relative to the prefix.
set -eu
fonts=$1
assets=$2
shift 2
dir=${MESON_INSTALL_DESTDIR_PREFIX:?run by meson install}/$assets/fonts
mkdir -p "$dir"
for pair in "$@"; do
    font=${pair%%=*}
    ln -sfn "$fonts/${pair#*=}/$font" "$dir/$font"
    echo "Linking $dir/$font to $fonts/${pair#*=}/$font"
done
