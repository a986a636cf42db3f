#!/usr/bin/env python3
"""test_window_wm.py: the window all on the screen under a real window
manager (openbox on an Xvfb of the screen's size), its title bar and frame
too: --size 1920x1080 on a 1920x1080 screen, a remembered 1920x1080 window
there, and --size 1024x700 on a 1024x768 screen; and a remembered window
opens with its inside where it was left (not one frame lower each start). The window manager frames
the window after it is shown, so only a real one shows whether the game
fits it then (core/window_place.h, window_fit); the game lays itself out
in the window it ends up with.

    test_window_wm.py APP

Skips (exit 77) when Xvfb, xdotool, xwininfo, xprop, xmessage or openbox is
missing."""
import os, re, shutil, subprocess, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from uitest import Harness  # noqa: E402


def geometry(h, win):
    """The window's inside on the screen and its frame (x, y, w, h, left,
    right, top, bottom), or None while the window manager has not framed it."""
    info = subprocess.run(["xwininfo", "-id", win], env=h.env, capture_output=True, text=True).stdout
    frame = subprocess.run(["xprop", "-id", win, "_NET_FRAME_EXTENTS"], env=h.env, capture_output=True,
                           text=True).stdout
    values = {}
    for key, pattern in (("x", r"Absolute upper-left X:\s+(-?\d+)"), ("y", r"Absolute upper-left Y:\s+(-?\d+)"),
                         ("w", r"Width:\s+(\d+)"), ("h", r"Height:\s+(\d+)")):
        m = re.search(pattern, info)
        if not m:
            return None
        values[key] = int(m.group(1))
    m = re.search(r"=\s*(\d+),\s*(\d+),\s*(\d+),\s*(\d+)", frame)
    if not m:
        return None
    left, right, top, bottom = (int(v) for v in m.groups())
    return values["x"], values["y"], values["w"], values["h"], left, right, top, bottom


def on_screen(g, sw, sh):
    x, y, w, h, left, right, top, bottom = g
    return x - left >= 0 and y - top >= 0 and x + w + right <= sw and y + h + bottom <= sh


def settled(h, win, sw, sh):
    """The geometry once the frame is known and it stays the same for half a
    second (the game fits the window as the frame arrives), or the last seen."""
    last, same_since = None, None
    for _ in range(60):
        g = geometry(h, win)
        if g is not None and g == last:
            if time.monotonic() - same_since >= 0.5:
                return g
        else:
            last, same_since = g, time.monotonic()
        time.sleep(0.1)
    return last


def case(app, screen, size, args, what, prefs, done, at=None):
    """One window on one screen; `done`: the TAP lines printed before."""
    sw, sh = (int(v) for v in screen.split("x"))
    h = Harness(app, size=size, prefix="carto-fit-", screen=screen)
    if not h.available:
        return None
    h.n = done
    wm = h.start_window_manager()
    try:
        if wm.poll() is not None:
            h.ok(False, "%s: openbox handles windows" % what)
            return h
        if prefs:
            os.makedirs(h.data, exist_ok=True)
            with open(os.path.join(h.data, "prefs.txt"), "w") as f:
                f.write(prefs)
        h.place_at_origin = False  # openbox places and frames it
        if not h.ok(h.launch(args), "%s: the game opens a window" % what):
            return h
        g = settled(h, h.window, sw, sh)
        if not h.ok(g is not None, "%s: openbox framed the window" % what):
            return h
        x, y, w, hh, left, right, top, bottom = g
        h.ok(top > 0, "%s: with a title bar (%d points)" % (what, top))
        h.ok(on_screen(g, sw, sh), "%s: all of it on the %s screen, frame too: %dx%d at %d,%d, frame %d %d %d %d"
             % (what, screen, w, hh, x, y, left, right, top, bottom))
        if at is not None:
            h.ok((x, y) == at, "%s: the inside where it was left, %d,%d (not one frame lower): %d,%d"
                 % (what, at[0], at[1], x, y))
        s = h.read_state()
        h.ok(s.get("window_w") == str(w) and s.get("window_h") == str(hh),
             "%s: the game is laid out in the window it has (%sx%s)" % (what, s.get("window_w"), s.get("window_h")))
        return h
    finally:
        h.release()
        wm.terminate()
        wm.wait()


def main():
    app = sys.argv[1]
    for tool in ("openbox", "xwininfo", "xprop", "xmessage"):
        if not shutil.which(tool):
            print("1..0 # SKIP %s is not installed" % tool)
            return 77
    remembered = ("cartographers-prefs 1\nwindow-width 1920\nwindow-height 1080\nwindow-x 0\nwindow-y 0\n"
                  "window-maximised no\n")
    left_at = ("cartographers-prefs 1\nwindow-width 1280\nwindow-height 800\nwindow-x 301\nwindow-y 120\n"
               "window-maximised no\n")
    n = 0
    for screen, size, args, what, prefs, at in (
            ("1920x1080", "1920x1080", ["--seed", "5"], "--size 1920x1080 on 1920x1080", None, None),
            ("1024x768", "1024x700", ["--seed", "5"], "--size 1024x700 on 1024x768", None, None),
            ("1920x1080", None, [], "a remembered 1920x1080 window on 1920x1080", remembered, None),
            ("1920x1080", None, [], "a remembered 1280x800 window at 301,120", left_at, (301, 120))):
        h = case(app, screen, size, args, what, prefs, n, at)
        if h is None:
            print("1..0 # SKIP Xvfb or xdotool is not installed")
            return 77
        n = h.n
    print("1..%d" % n)
    return 0


if __name__ == "__main__":
    sys.exit(main())
