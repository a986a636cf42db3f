#!/usr/bin/env bash
# test_package.sh: the Windows packages of tools/package-windows.sh, as a
# player gets them, under Wine. Prints TAP; exits non-zero if a check fails.
#
#   test_package.sh ZIP SETUP_EXE PNG_DIFF   (png_diff, or png_diff.exe run under Wine)
#
# The zip: holds the programs, their DLLs (SDL2_mixer too), the assets and the catalogues;
# the game is a GUI-subsystem program with an icon of every size from 16 to
# 256, a manifest that makes it per-monitor DPI aware and a version resource,
# the CLI a console one with its own version resource; the CLI runs from it. Then tests/windows/
# test_game.py runs the unzipped game (screens in English and German against
# the references, a sound played, kill and resume, and with $CARTO_OTHER_CLI
# a whole network game joined to that Linux CLI's host). The installer: installs silently per
# user (no administrator), with a Start-menu shortcut and an uninstall entry
# under HKCU with the installed size, the .cartosave file type; the
# installed game draws the German menu, and opens a window of 1920x1200
# pixels at Windows' 150 % (1280x800 at 100 %); the uninstaller removes the program,
# the shortcut, the entry and the file type, and leaves the player's
# saved games alone.
#
# Wine's environment (WINEPREFIX, WINEDEBUG, the persistent wineserver, the
# held desktop and the X display every Wine program here shares) comes from
# tools/windows/wine-session.sh, which tools/test.sh windows starts.
set -u
if [ -z "${WINEPREFIX:-}" ] || [ -z "${DISPLAY:-}" ]; then
    echo "test_package.sh: run it in the Wine session of tools/windows/wine-session.sh (tools/test.sh windows)" >&2
    exit 2
fi
zip=${1:?usage: test_package.sh ZIP SETUP_EXE PNG_DIFF_EXE}
setup=${2:?}
png_diff=${3:?}
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
n=0
failed=0
ok()
{
    n=$((n + 1))
    if [ "$1" = 0 ]; then
        echo "ok $n - $2"
    else
        failed=$((failed + 1))
        echo "not ok $n - $2"
    fi
}
check() # check NAME COMMAND...: ok when the command succeeds
{
    local name=$1
    shift
    "$@" >"$tmp/check.log" 2>&1
    ok $? "$name"
    [ -s "$tmp/check.log" ] && [ "$failed" -gt 0 ] && sed 's/^/# /' "$tmp/check.log" | tail -n 5
    return 0
}

# a script that runs a Windows program under Wine, for the Python tests
wrap()
{
    printf '#!/bin/sh\nexec wine %q "$@"\n' "$1" >"$2"
    chmod +x "$2"
}

# ---- the zip ----
unzip -q "$zip" -d "$tmp/unzipped"
dir=$(find "$tmp/unzipped" -mindepth 1 -maxdepth 1 -type d | head -n 1)
for f in cartographers.exe cartographers-cli.exe SDL2.dll SDL2_ttf.dll SDL2_image.dll SDL2_mixer.dll README.txt LICENSE.txt \
    assets/cartographers-assets.txt assets/fonts/DejaVuSans.ttf locale/de/LC_MESSAGES/cartographers.mo; do
    check "the zip holds $f" test -s "$dir/$f"
done
check "the game is a GUI-subsystem program (no console window)" \
    sh -c "x86_64-w64-mingw32-objdump -p '$dir/cartographers.exe' | grep -q 'Subsystem.*(Windows GUI)'"
check "the CLI is a console program" \
    sh -c "x86_64-w64-mingw32-objdump -p '$dir/cartographers-cli.exe' | grep -q 'Subsystem.*(Windows CUI)'"
# the programs' resources, read from the .exe files (pe_resources.py)
version=$(basename "$dir" | sed -n 's/^cartographers-\(.*\)-windows-x64$/\1/p')
python3 "$here/pe_resources.py" "$dir/cartographers.exe" >"$tmp/game.res" 2>&1
python3 "$here/pe_resources.py" "$dir/cartographers-cli.exe" >"$tmp/cli.res" 2>&1
has() # has FILE LINE...: every line is in the file
{
    local file=$1 line
    shift
    for line; do grep -qxF "$line" "$file" || { echo "missing: $line"; return 1; }; done
}
check "the game's icon has the sizes 16, 24, 32, 48, 64, 128 and 256" has "$tmp/game.res" \
    "icon 16x16" "icon 24x24" "icon 32x32" "icon 48x48" "icon 64x64" "icon 128x128" "icon 256x256"
check "the game's manifest makes it per-monitor DPI aware (V2)" has "$tmp/game.res" \
    "manifest dpiAware true/pm" "manifest dpiAwareness PerMonitorV2, PerMonitor"
check "the game's version resource names it, version $version" has "$tmp/game.res" \
    "version OriginalFilename cartographers.exe" "version FileDescription Cartographers" \
    "version ProductName Cartographers desktop" "version ProductVersion $version" "version FileVersion $version"
check "the CLI's version resource names it, version $version" has "$tmp/cli.res" \
    "version OriginalFilename cartographers-cli.exe" "version FileDescription Cartographers command-line tool" \
    "version ProductName Cartographers desktop" "version ProductVersion $version" "version FileVersion $version"
check "every DLL the programs import is in the zip or Windows' own" sh -c "
    for f in '$dir'/*.exe '$dir'/*.dll; do
        x86_64-w64-mingw32-objdump -p \"\$f\" | sed -n 's/^[[:space:]]*DLL Name: //p'
    done | sort -u | while read -r dll; do
        [ -f '$dir'/\"\$dll\" ] || case \$dll in
            KERNEL32.dll|USER32.dll|GDI32.dll|ADVAPI32.dll|SHELL32.dll|ole32.dll|OLEAUT32.dll|IMM32.dll|VERSION.dll|\
            SETUPAPI.dll|WINMM.dll|msvcrt.dll|CFGMGR32.dll|WS2_32.dll|IPHLPAPI.DLL|bcrypt.dll) ;;
            *) echo \"missing \$dll\"; exit 1 ;;
        esac
    done"
score=$(wine "$dir/cartographers-cli.exe" score "$root/examples/boards/example-1.txt" 2>"$tmp/cli.err")
check "the unzipped CLI scores a board, with Unix line ends" \
    sh -c "printf '%s\n' \"\$1\" | grep -qx 'sentinel_wood [0-9]*' && ! printf '%s' \"\$1\" | grep -q \"\$(printf '\r')\"" \
    sh "$score"

wrap "$dir/cartographers.exe" "$tmp/app"
case $png_diff in
*.exe) wrap "$png_diff" "$tmp/png_diff" ;;
*) ln -s "$(cd "$(dirname "$png_diff")" && pwd)/$(basename "$png_diff")" "$tmp/png_diff" ;;
esac
# SDL2_ttf is built without HarfBuzz for Windows (the Linux one has it), so
# text is kerned a little differently: 0.3% (the menu) to 4.3% (a game, much
# text) of the pixels differ from the Linux references, all of them in text;
# the art is identical. Hence 5%; the language is checked on its own (the
# German menu against the English one).
other=()
[ -z "${CARTO_OTHER_CLI:-}" ] || other=(--other-cli "$CARTO_OTHER_CLI")
python3 "$here/test_game.py" "$tmp/app" "$tmp/png_diff" "$root/tests/ui/screens" --kills "${CARTO_WIN_KILLS:-3}" \
    --tolerance 5 --display "$DISPLAY" "${other[@]}" \
    >"$tmp/game.tap" 2>"$tmp/game.err"
game_status=$?
grep -v '^1\.\.' "$tmp/game.tap" | sed -e 's/^\(not ok\|ok\) [0-9]* - /\1 - unzipped game: /' >"$tmp/game.lines"
while IFS= read -r line; do
    case $line in
    "ok - "*) ok 0 "${line#ok - }" ;;
    "not ok - "*) ok 1 "${line#not ok - }" ;;
    *) echo "$line" ;;
    esac
done <"$tmp/game.lines"
[ "$game_status" -eq 0 ] || { ok 1 "test_game.py exit status $game_status"; sed 's/^/# /' "$tmp/game.err" | tail -n 20; }

# ---- the installer ----
user_dir=$(wine cmd /c 'echo %LOCALAPPDATA%' 2>/dev/null | tr -d '\r')
inst_unix=$(winepath -u "$user_dir\\Programs\\Cartographers" 2>/dev/null | tr -d '\r')
start_menu=$(winepath -u "$(wine cmd /c 'echo %APPDATA%' 2>/dev/null | tr -d '\r')\\Microsoft\\Windows\\Start Menu\\Programs" 2>/dev/null | tr -d '\r')
rm -rf "$inst_unix"
wine "$setup" /S >"$tmp/setup.log" 2>&1
ok $? "the installer runs silently without administrator rights"
check "it installs into %LOCALAPPDATA%\\Programs\\Cartographers" test -s "$inst_unix/cartographers.exe"
check "with the assets and the German catalogue" test -s "$inst_unix/locale/de/LC_MESSAGES/cartographers.mo"
check "and an uninstaller" test -s "$inst_unix/uninstall.exe"
check "a Start-menu shortcut" test -s "$start_menu/Cartographers.lnk"
key='HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\CartographersDesktop'
wine reg query "$key" >"$tmp/reg.txt" 2>&1
check "an uninstall entry under HKCU naming the uninstaller" grep -q 'UninstallString.*uninstall.exe' "$tmp/reg.txt"
check "the entry has the version" grep -q "DisplayVersion.*[0-9]" "$tmp/reg.txt"
# EstimatedSize is in KiB: within a tenth of what du counts
size_kib=$(sed -n 's/.*EstimatedSize[[:space:]]*REG_DWORD[[:space:]]*0x\([0-9a-fA-F]*\).*/\1/p' "$tmp/reg.txt")
du_kib=$(du -sk --apparent-size "$inst_unix" | cut -f1)
check "and the installed size ($((16#${size_kib:-0})) KiB; du says $du_kib KiB)" \
    test "$((16#${size_kib:-0} * 10))" -ge "$((du_kib * 9))" -a "$((16#${size_kib:-0} * 10))" -le "$((du_kib * 11))"
classes='HKCU\Software\Classes'
wine reg query "$classes\.cartosave" /ve >"$tmp/assoc.txt" 2>&1
wine reg query "$classes\Cartographers.SavedGame\shell\open\command" /ve >>"$tmp/assoc.txt" 2>&1
assoc_ok() # assoc_ok FILE: .cartosave is our type, opened by the installed game
{
    grep -q 'REG_SZ[[:space:]]*Cartographers.SavedGame' "$1" &&
        grep -qF 'Programs\Cartographers\cartographers.exe" "%1"' "$1"
}
check "the installer registers .cartosave files to open in the installed game" assoc_ok "$tmp/assoc.txt"
mkdir -p "$tmp/data"
for where in installed unzipped; do
    exe=$inst_unix/cartographers.exe
    [ "$where" = unzipped ] && exe=$dir/cartographers.exe
    CARTOGRAPHERS_DATA_DIR=$tmp/data SDL_AUDIODRIVER=dummy SDL_VIDEODRIVER=dummy timeout 180 \
        wine "$exe" --size 1280x800 --lang de --screenshot "$tmp/$where-de.png" >"$tmp/shot.log" 2>&1
done
check "the installed game draws the German menu, as the unzipped one does" \
    "$tmp/png_diff" "$tmp/unzipped-de.png" "$tmp/installed-de.png" 0
"$tmp/png_diff" "$root/tests/ui/screens/menu.png" "$tmp/installed-de.png" 0 >/dev/null 2>&1
ok $((1 - $?)) "and it is not the English menu"
# Windows' display scale (LogPixels: 96 = 100 %, 144 = 150 %): the game is
# per-monitor DPI aware, so Windows draws its pixels as they are; its first
# window is 1280x800 times the scale, in pixels (without the manifest Wine
# gives it 1280x800 at 150 % too, and Windows would stretch that blurred)
window_at_dpi() # window_at_dpi DPI: the installed game's first window, WxH
{
    local dpi=$1 data=$tmp/dpi-$1 pid win='' geometry=''
    wine reg add 'HKCU\Control Panel\Desktop' /v LogPixels /t REG_DWORD /d "$dpi" /f >/dev/null 2>&1
    mkdir -p "$data"
    CARTOGRAPHERS_DATA_DIR=$data SDL_AUDIODRIVER=dummy wine "$inst_unix/cartographers.exe" >"$tmp/dpi.log" 2>&1 &
    pid=$!
    for _ in $(seq 300); do
        win=$(xdotool search --onlyvisible --name '^Cartographers$' 2>/dev/null | head -n 1)
        [ -n "$win" ] && break
        sleep 0.2
    done
    [ -n "$win" ] && sleep 1 && geometry=$(xdotool getwindowgeometry "$win" 2>/dev/null | sed -n 's/.*Geometry: //p')
    wine taskkill /f /im cartographers.exe >/dev/null 2>&1
    wait "$pid" 2>/dev/null
    wine reg delete 'HKCU\Control Panel\Desktop' /v LogPixels /f >/dev/null 2>&1
    echo "${geometry:-no window}"
}
at150=$(window_at_dpi 144)
check "at 150 % the game's first window is 1920x1200 pixels ($at150)" test "$at150" = 1920x1200
at100=$(window_at_dpi 96)
check "at 100 % 1280x800 ($at100)" test "$at100" = 1280x800
echo 'a saved game' >"$tmp/data/kept.cartosave"
wine "$inst_unix/uninstall.exe" /S >"$tmp/uninstall.log" 2>&1
# the uninstaller copies itself away and runs from there: wait for it
for _ in $(seq 60); do
    [ -e "$inst_unix/cartographers.exe" ] || [ -e "$inst_unix" ] || break
    sleep 1
done
check "the uninstaller removes the program and its folder" test ! -e "$inst_unix"
check "and the Start-menu shortcut" test ! -e "$start_menu/Cartographers.lnk"
check "and the uninstall entry" sh -c "! wine reg query '$key' >/dev/null 2>&1"
no_keys() # no_keys KEY...: none of the registry keys is there
{
    for k; do wine reg query "$k" >/dev/null 2>&1 && return 1; done
    return 0
}
check "and the .cartosave file type" no_keys "$classes\.cartosave" "$classes\Cartographers.SavedGame"
check "and leaves the player's saved games alone" test -s "$tmp/data/kept.cartosave"

echo "1..$n"
[ "$failed" -eq 0 ]
