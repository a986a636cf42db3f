#!/usr/bin/env bash
# test_package.sh: the Windows packages of tools/package-windows.sh, as a
# player gets them, under Wine. Prints TAP; exits non-zero if a check fails.
#
#   test_package.sh ZIP SETUP_EXE PNG_DIFF   (png_diff, or png_diff.exe run under Wine)
#
# The zip: holds the programs, their DLLs (SDL2_mixer too), the assets and the catalogues;
# the game is a GUI-subsystem program with an icon and version resource and
# the CLI a console one; the CLI runs from it. Then tests/windows/
# test_game.py runs the unzipped game (screens in English and German against
# the references, a sound played, kill and resume). The installer: installs silently per
# user (no administrator), with a Start-menu shortcut and an uninstall entry
# under HKCU with the installed size, the .cartosave file type; the
# installed game draws the German menu; the uninstaller removes the program,
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
check "the game has an icon and a version resource" python3 - "$dir/cartographers.exe" <<'EOF'
import sys
data = open(sys.argv[1], "rb").read()
assert "Cartographers desktop".encode("utf-16-le") in data, "no ProductName"
assert "VS_VERSION_INFO".encode("utf-16-le") in data, "no version resource"
assert b"\x89PNG" in data, "no PNG icon image"
EOF
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
python3 "$here/test_game.py" "$tmp/app" "$tmp/png_diff" "$root/tests/ui/screens" --kills "${CARTO_WIN_KILLS:-3}" \
    --tolerance 5 --display "$DISPLAY" \
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
