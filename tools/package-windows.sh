#!/usr/bin/env bash
# tools/package-windows.sh: the Windows packages, built offline on Debian:
#
#   dist/cartographers-VERSION-windows-x64.zip        portable: unzip, double-click
#   dist/cartographers-VERSION-windows-x64-setup.exe  per-user installer (NSIS)
#
# Steps: install the missing packages of tools/packages.txt (mingw-w64,
# NSIS, ...); cross-build SDL2, FreeType, SDL2_ttf, SDL2_image and SDL2_mixer from
# Debian's source packages once (tools/windows/build-deps.sh, cached in
# ~/.cache/cartographers-win or $CARTO_WIN_CACHE); build the game and the CLI
# in build-win-release/ with tools/windows/x86_64-w64-mingw32.ini (a players'
# build: release, no test hooks, no tests); then lay out one flat folder
#
#   cartographers.exe  (GUI program: icon and version resource)
#   cartographers-cli.exe  (console program)
#   *.dll              (the libraries the programs import, found with objdump)
#   assets/            (fonts and art)
#   locale/LANG/LC_MESSAGES/cartographers.mo
#   README.txt, LICENSE.txt
#
# zip it and wrap it in the installer (tools/windows/installer.nsi).
#
# Environment: CARTO_SKIP_APT=1 (see tools/common.sh), CARTO_WIN_CACHE,
# CARTO_DIST (output folder, default dist/).
set -euo pipefail

# shellcheck source=tools/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$CARTO_ROOT"

host=x86_64-w64-mingw32
start=$(date +%s)
carto_install_packages
for tool in makensis zip "$host-objdump" "$host-strip"; do
    command -v "$tool" >/dev/null 2>&1 || carto_die "$tool is missing (tools/packages.txt)"
done

cache=$(tools/windows/build-deps.sh)
build=build-win-release
carto_say "building the game for Windows in $build/"
carto_setup "$build" --cross-file tools/windows/x86_64-w64-mingw32.ini --cross-file "$cache/deps.ini" \
    -Dbuildtype=release -Ddeveloper=false -Dtests=false -Dapp=enabled -Dsound=enabled -Dprefix=/ >/dev/null
meson compile -C "$build" >/dev/null

version=$(meson introspect --projectinfo "$build" | python3 -c 'import json,sys; print(json.load(sys.stdin)["version"])')
dist=${CARTO_DIST:-$CARTO_ROOT/dist}
name=cartographers-$version-windows-x64
work=$CARTO_ROOT/$build/package
stage=$work/$name
rm -rf "$work"
mkdir -p "$stage" "$dist"
DESTDIR=$work/root meson install -C "$build" --quiet >/dev/null

root=$work/root
cp "$root/bin/cartographers.exe" "$root/bin/cartographers-cli.exe" "$stage/"
cp -r "$root/share/cartographers" "$stage/assets"
cp -r "$root/share/locale" "$stage/locale"

# The DLLs the programs import, and those they import in turn, from the
# cross-built libraries and the mingw-w64 runtime (Windows' own are not found
# there and stay out).
dll_dirs=("$cache/prefix/bin" "/usr/$host/lib" /usr/lib/gcc/"$host"/*-posix)
add_dlls()
{
    local dll dir
    for dll in $("$host-objdump" -p "$1" | sed -n 's/^[[:space:]]*DLL Name: //p'); do
        [ -f "$stage/$dll" ] && continue
        for dir in "${dll_dirs[@]}"; do
            if [ -f "$dir/$dll" ]; then
                cp "$dir/$dll" "$stage/$dll"
                add_dlls "$stage/$dll"
                break
            fi
        done
    done
}
add_dlls "$stage/cartographers.exe"
add_dlls "$stage/cartographers-cli.exe"
"$host-strip" "$stage"/*.exe "$stage"/*.dll

cp LICENSE "$stage/LICENSE.txt"
cat >"$stage/README.txt" <<EOF
Cartographers desktop $version for Windows (64-bit)

Double-click cartographers.exe to play. Saved games, settings and statistics
are kept in %APPDATA%\\cartographers-desktop\\cartographers (or in the folder
named by the environment variable CARTOGRAPHERS_DATA_DIR).

cartographers-cli.exe is the command-line tool (scoring boards, bot games,
replays); run it in a terminal: cartographers-cli.exe --help.

Licence: MIT (LICENSE.txt); the fonts' licences are in assets\\fonts.
Cartographers is a board game by Jordy Adan, published by Thunderworks Games.
EOF
# Windows line ends for the text files people open in Notepad
sed -i 's/$/\r/' "$stage/README.txt" "$stage/LICENSE.txt"

zipfile=$dist/$name.zip
rm -f "$zipfile"
(cd "$work" && zip -q -r -9 -X "$zipfile" "$name")

# The uninstaller deletes exactly the files and folders of the stage.
filelist=$work/uninstall-files.nsh
{
    (cd "$stage" && find . -type f | sort) | sed -e 's|^\./||' -e 's|/|\\|g' -e 's|^|  Delete "$INSTDIR\\|' -e 's|$|"|'
    (cd "$stage" && find . -mindepth 1 -type d | sort -r) | sed -e 's|^\./||' -e 's|/|\\|g' \
        -e 's|^|  RMDir "$INSTDIR\\|' -e 's|$|"|'
} >"$filelist"
setup=$dist/$name-setup.exe
makensis -V2 -DVERSION="$version" -DSTAGE="$stage" -DOUTFILE="$setup" \
    -DICON="$CARTO_ROOT/$build/data/windows/cartographers.ico" -DFILELIST="$filelist" tools/windows/installer.nsi

carto_say "done in $(($(date +%s) - start)) s:"
ls -l "$zipfile" "$setup" | awk '{ printf "    %s  %d bytes\n", $NF, $5 }'
