# shellcheck shell=bash
# tools/windows/wine-session.sh: one Wine session for a whole Windows test run
# (source it; tools/test.sh windows does):
#
#   wine_session_start CACHE HOLD_DESKTOP_EXE LOG   sets up the session, exports its variables
#   wine_session_stop                               ends it (the server, its programs, the display)
#
# After wine_session_start every Wine program of the run shares one prefix
# (CACHE/wine), one persistent wineserver, one desktop and one X display, and
# nothing a test starts outlives it. Each part answers a failure met without it:
#
# - One X display (an Xvfb of its own, DISPLAY exported) for every Wine
#   program. Wine's desktop (explorer.exe /desktop) is made by the first
#   program that needs it, with that program's display: made by a program
#   run without one (the CLI), it has no graphics driver, and a game started
#   before it closes (one second after its last user goes) joins it and
#   "cannot open a window: Couldn't create window: Environment variable not
#   found".
# - A persistent wineserver (wineserver -p), started before anything else
#   runs: a program then starts in a tenth of a second, not in half of one.
#   Refused (another server runs in the prefix), the run stops and says so.
# - wineboot, its output going to LOG: it starts Wine's session programs
#   (services.exe, winedevice.exe, plugplay.exe, rpcss.exe, svchost.exe),
#   which inherit the standard error of the program that starts them and
#   live as long as the persistent server. Started by a test instead, they
#   held its output pipe open and meson waited for the pipe's end until the
#   test's timeout (the mo test: "TIMEOUT, 51 subtests passed").
# - tests/windows/hold_desktop.c: makes the desktop now, with the display,
#   its explorer.exe writing to LOG, and keeps it for the run.
# - winemenubuilder.exe disabled: Wine turns no Start-menu shortcut (the
#   installer's) or file type into an entry of the Linux desktop's menus.
#
# Environment it exports: WINEPREFIX, WINEDEBUG=-all, WINEDLLOVERRIDES,
# WINEPATH (the cross-built DLLs and mingw-w64's), DISPLAY.

wine_session_xvfb=
wine_session_hold=

wine_session_say() { printf '==> [wine] %s\n' "$*"; }

# wine_session_start CACHE HOLD_DESKTOP_EXE LOG: 0 when the session is up;
# otherwise says why on standard error, ends what it started, returns 1.
wine_session_start()
{
    local cache=$1 hold_exe=$2 log=$3 fifo number line t0
    t0=$(date +%s%N)
    : >"$log"
    export WINEPREFIX=$cache/wine WINEDEBUG=-all
    export WINEDLLOVERRIDES='mscoree,mshtml=;winemenubuilder.exe=d'
    export WINEPATH="Z:${cache//\//\\}\\prefix\\bin;Z:\\usr\\x86_64-w64-mingw32\\lib"

    # the display: Xvfb picks a free number and writes it once it is ready
    fifo=$(mktemp -u)
    mkfifo "$fifo"
    Xvfb -displayfd 3 -screen 0 2560x1600x24 -nolisten tcp -noreset 3>"$fifo" >>"$log" 2>&1 &
    wine_session_xvfb=$!
    number=
    read -r -t 30 number <"$fifo" || true
    rm -f "$fifo"
    if [ -z "$number" ]; then
        printf 'error: [wine] Xvfb did not start (see %s)\n' "$log" >&2
        wine_session_stop
        return 1
    fi
    export DISPLAY=:$number

    mkdir -p "$WINEPREFIX"
    if ! wineserver -p >>"$log" 2>&1; then
        printf 'error: [wine] wineserver -p was refused: a Wine server already runs in %s (another run, or one that was interrupted; "WINEPREFIX=%s wineserver -k" ends it)\n' \
            "$WINEPREFIX" "$WINEPREFIX" >&2
        wine_session_stop
        return 1
    fi
    local boot=()
    [ -f "$WINEPREFIX/system.reg" ] || boot=(-i)
    [ "${#boot[@]}" -eq 0 ] || wine_session_say "making the Wine prefix $WINEPREFIX"
    if ! wineboot "${boot[@]}" </dev/null >>"$log" 2>&1; then
        printf 'error: [wine] wineboot %s failed (see %s)\n' "${boot[*]}" "$log" >&2
        wine_session_stop
        return 1
    fi

    coproc wine_session_hold_proc { wine "$hold_exe" 2>>"$log"; }
    # shellcheck disable=SC2154 # coproc sets it
    wine_session_hold=$wine_session_hold_proc_PID
    line=
    read -r -t 60 line <&"${wine_session_hold_proc[0]}" || true
    line=${line%$'\r'} # a Windows program's text-mode line end
    if [ "$line" != ready ]; then
        printf 'error: [wine] the desktop could not be made on %s: %s (see %s)\n' "$DISPLAY" "${line:-no answer}" \
            "$log" >&2
        wine_session_stop
        return 1
    fi
    wine_session_say "session ready in $((($(date +%s%N) - t0) / 1000000)) ms: $WINEPREFIX, display $DISPLAY, log $log"
}

# Ends every Wine program of the prefix, the server, and the display.
wine_session_stop()
{
    if [ -n "${WINEPREFIX:-}" ] && [ -d "$WINEPREFIX" ]; then
        wineserver -k >/dev/null 2>&1 || true
        wineserver -w >/dev/null 2>&1 || true
    fi
    if [ -n "$wine_session_hold" ]; then
        wait "$wine_session_hold" 2>/dev/null || true
        wine_session_hold=
    fi
    if [ -n "$wine_session_xvfb" ]; then
        kill "$wine_session_xvfb" 2>/dev/null || true
        wait "$wine_session_xvfb" 2>/dev/null || true
        wine_session_xvfb=
    fi
}
