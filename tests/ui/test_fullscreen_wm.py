#!/usr/bin/env python3
"""test_fullscreen_wm.py: fullscreen under a real window manager (openbox on
Xvfb): F11 and Alt+Enter switch the game to fullscreen and back, the game
measures the window again each time, and a click where the F8 state dump
says the Menu and Rules buttons are opens that screen, windowed and
fullscreen. Without a window manager a fullscreen window has no frame to
lose and none of this can go wrong, so it must be tested with one.

    test_fullscreen_wm.py APP

Skips (exit 77) when Xvfb, xdotool or openbox is missing."""
import os, shutil, subprocess, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from uitest import Harness  # noqa: E402

SCREEN_W, SCREEN_H = 2560, 1600  # uitest.py's Xvfb screen


def main():
    app = sys.argv[1]
    for tool in ("openbox", "xprop", "xmessage"):
        if not shutil.which(tool):
            print("1..0 # SKIP %s is not installed" % tool)
            return 77
    h = Harness(app, size="1280x800", prefix="carto-wm-")
    if not h.available:
        print("1..0 # SKIP Xvfb or xdotool is not installed")
        return 77
    wm = h.start_window_manager()
    try:
        return run(h, wm)
    finally:
        h.close()
        wm.terminate()
        wm.wait()


def window_of(h):
    r = subprocess.run(["xdotool", "search", "--pid", str(h.proc.pid), "--name", "^Cartographers$"],
                       env=h.env, capture_output=True, text=True)
    return r.stdout.split()[0] if r.stdout.strip() else None


def focused_state(h):
    """F8 with the game's window focused: after a switch the window manager
    may leave the focus elsewhere for a moment, and F8 would go there."""
    for attempt in range(3):
        win = window_of(h)
        if win:
            h.xdo("windowactivate", "--sync", win)
            h.xdo("windowfocus", "--sync", win)
            time.sleep(0.2)
        try:
            return h.read_state()
        except RuntimeError:
            if attempt == 2 or h.proc.poll() is not None:
                raise
            h.note("F8 went unanswered; the focus again")


def state_until(h, cond, what):
    """F8 until cond(state) holds (the window manager answers in its own
    time); the last state."""
    s = focused_state(h)
    for _ in range(50):
        if cond(s):
            return s
        time.sleep(0.1)
        s = focused_state(h)
    h.note("%s: not reached; the last state: fullscreen=%s window=%sx%s screen=%s" %
           (what, s.get("fullscreen"), s.get("window_w"), s.get("window_h"), s.get("screen")))
    return s


def click_button(h, win, s, name):
    """A left click on the window where the state dump says the button is."""
    h.xdo("mousemove", "--window", win, s[name + "_x"], s[name + "_y"])
    time.sleep(0.1)
    h.xdo("click", "1")


def open_and_close(h, win, s, button, screen, how):
    click_button(h, win, s, button)
    t = state_until(h, lambda x: x.get("screen") == screen, "%s after a click on %s" % (screen, button))
    h.ok(t.get("screen") == screen, "%s: a click on %s at (%s, %s) opens the %s screen" %
         (how, button, s[button + "_x"], s[button + "_y"], screen))
    h.xdo("windowfocus", win)
    h.xdo("key", "Escape")
    t = state_until(h, lambda x: x.get("screen") == "table", "back to the table")
    h.ok(t.get("screen") == "table", "%s: Esc goes back to the table" % how)


def run(h, wm):
    if wm.poll() is not None:
        h.ok(False, "openbox handles windows")
        return 1
    h.place_at_origin = False  # openbox frames and places it; clicks go relative to the window
    if not h.ok(h.launch(["--seed", "11"]), "the game opens a window under openbox"):
        return 1
    win = window_of(h)
    s = focused_state(h)
    h.ok(s.get("fullscreen") == "0" and s.get("window_w") == "1280" and s.get("window_h") == "800",
         "windowed at 1280x800 (%sx%s)" % (s.get("window_w"), s.get("window_h")))
    open_and_close(h, win, s, "menu", "menu", "windowed")

    for key, name in (("F11", "F11"), ("alt+Return", "Alt+Enter")):
        h.xdo("windowfocus", win)
        h.xdo("key", key)
        s = state_until(h, lambda x: x.get("fullscreen") == "1" and x.get("window_w") == str(SCREEN_W),
                        "fullscreen after %s" % name)
        h.ok(s.get("fullscreen") == "1" and s.get("window_w") == str(SCREEN_W) and
             s.get("window_h") == str(SCREEN_H),
             "%s: fullscreen, the window is the screen (%sx%s)" % (name, s.get("window_w"), s.get("window_h")))
        # the buttons moved with the new size: the dump says where
        h.ok(int(s["menu_x"]) > 1280 and int(s["menu_y"]) > 800,
             "%s: the Menu button lies in the larger window (%s, %s)" % (name, s["menu_x"], s["menu_y"]))
        open_and_close(h, win, s, "menu", "menu", name + " fullscreen")
        open_and_close(h, win, s, "rules", "rules", name + " fullscreen")
        h.xdo("windowfocus", win)
        h.xdo("key", key)
        s = state_until(h, lambda x: x.get("fullscreen") == "0" and x.get("window_w") == "1280",
                        "windowed after %s again" % name)
        h.ok(s.get("fullscreen") == "0" and s.get("window_w") == "1280" and s.get("window_h") == "800",
             "%s again: back in a window of 1280x800 (%sx%s)" % (name, s.get("window_w"), s.get("window_h")))
        open_and_close(h, win, s, "menu", "menu", name + " back in a window")
    return 0


if __name__ == "__main__":
    sys.exit(main())
