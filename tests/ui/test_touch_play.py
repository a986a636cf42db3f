#!/usr/bin/env python3
"""test_touch_play.py: whole games from the menu with the fingers alone (TAP).

Xvfb has no touch screen: the game's developer hook shell/touchfeed.c reads
gestures from a FIFO ($CARTOGRAPHERS_TOUCH_FEED) and puts SDL's finger
events into its queue, each finger followed by the mouse events SDL makes of
it (which == SDL_TOUCH_MOUSEID), which the game must not act on twice. The
test taps New game on the menu, the number of players and Start game on the
setup screen (dragging the screen up when Start is below the window), then
for every decision asks the game (F8, the test hook's key, put into the
queue by the feed behind the gestures) where a
good legal move is and makes it by touch: taps the option on the newest card
and a space, or drags the option there; mirrors with a two-finger tap and
turns with taps on the shape; taps Confirm; taps each box's Continue. At the
end cartographers-cli replays the game's record, which checks the final
scores, and the totals the app shows must match.

    test_touch_play.py APP CLI [--players N] [--size WxH]

Exit 77 (skip) without Xvfb or xdotool."""
import argparse, os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from uitest import Harness


class Fingers:
    """The gestures of shell/touchfeed.h, in window points."""

    def __init__(self, h, path):
        self.h = h
        self.feed = open(path, "w", buffering=1)  # waits for the game's reader
        self.w = self.hgt = 0

    def size(self, s):
        self.w, self.hgt = int(s["window_w"]), int(s["window_h"])

    def send(self, line):
        self.feed.write(line + " %d %d\n" % (self.w, self.hgt))
        self.feed.flush()

    def tap(self, x, y):
        self.send("tap %d %d" % (int(x), int(y)))

    def drag(self, x0, y0, x1, y1, steps=6):
        self.feed.write("drag %d %d %d %d %d %d %d\n" % (int(x0), int(y0), int(x1), int(y1), steps, self.w, self.hgt))
        self.feed.flush()

    def two(self, x, y):
        self.send("two %d %d" % (int(x), int(y)))

    def state(self):
        return self.h.feed_state(self.feed)

    def close(self):
        self.feed.close()


def spot(s, name):
    return int(s[name + "_x"]), int(s[name + "_y"])


def start_from_menu(h, f, players):
    """Menu, New game, the number of players, Start game: all taps (and a
    drag when Start is below the window)."""
    s = h.read_state()  # the first by xdotool: the window's size for the gestures
    f.size(s)
    if s["screen"] != "menu":
        h.ok(False, "the game starts on its menu (it shows %s)" % s["screen"]); return False
    f.tap(*spot(s, "menu_item_3"))  # New game
    s = f.state()
    if not h.ok(s["screen"] == "setup", "a tap on New game opens the setup screen (%s)" % s["screen"]):
        return False
    f.tap(*spot(s, "setup_players_%d" % players))
    s = f.state()
    for _ in range(5):  # Start below the window: the finger drags the screen up
        if "setup_start_y" in s and int(s["setup_start_y"]) < f.hgt - 5:
            break
        f.drag(f.w // 2, f.hgt * 3 // 4, f.w // 2, f.hgt // 4)
        s = f.state()
    f.tap(*spot(s, "setup_start"))
    s = f.state()
    return h.ok(s["screen"] in ("table", "handover") and s["decision"] != "none" and len([k for k in s if k.startswith("total_")])
                == players, "a tap on Start game starts a game of %d (%s, seed in the record)" % (players, s["screen"]))


def make_move(h, f, s, drag):
    """The hint's move of state s by touch; the state once it is laid and turned."""
    cell = spot(s, "cell")
    if "option_x" in s and drag:
        f.drag(*(spot(s, "option") + cell))
    else:
        if "option_x" in s:
            f.tap(*spot(s, "option"))
        f.tap(*cell)
    p = f.state()
    orient = int(s.get("rotations", "0"))
    if orient >= 4 and "ghost_x" in p:
        f.two(*cell)
        p = f.state()
    for _ in range(orient % 4):
        if "ghost_x" not in p:
            break
        f.tap(*spot(p, "ghost"))
        p = f.state()
    return p


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("app"); ap.add_argument("cli")
    ap.add_argument("--players", type=int, default=1); ap.add_argument("--size", default="1280x800")
    a = ap.parse_args()
    h = Harness(a.app, a.cli, a.size, prefix="carto-touch-")
    if not h.available:
        print("1..0 # SKIP needs Xvfb and xdotool"); return 77
    f = None
    try:
        fifo = h.launch_with_feed("CARTOGRAPHERS_TOUCH_FEED", "fingers")
        if not fifo:
            return 1
        f = Fingers(h, fifo)
        if not start_from_menu(h, f, a.players):
            return 1
        moves_made, drags, failures, boxes = 0, 0, 0, 0
        for step in range(3000):
            s = f.state()
            if s["box"] != "none":
                name = s["screen"]
                if name + "_continue_x" not in s:
                    h.ok(False, "the box %s has a Continue to tap" % name); return 1
                f.tap(*spot(s, name + "_continue"))
                boxes += 1
                continue
            if s["decision"] == "none":
                break
            before = int(s["moves"])
            drag = "option_x" in s and moves_made % 2 == 1
            p = make_move(h, f, s, drag)
            drags += drag
            if not (p["placed"] == "1" and p["legal"] == "1"):
                failures += 1
                h.ok(False, "move %d (%s) lies legally where the engine's hint puts it (placed %s, legal %s)"
                     % (before + 1, s.get("hint_move"), p["placed"], p["legal"]))
                if failures > 3:
                    return 1
                continue
            if int(p["moves"]) == before:  # "confirm each placement" is on by default
                f.tap(*spot(p, "confirm"))
            q = f.state()
            if int(q["moves"]) != before + 1:
                h.ok(False, "move %d was committed by a tap on Confirm" % (before + 1)); return 1
            moves_made += 1
        h.ok(moves_made > 0 and failures == 0,
             "played %d moves by touch alone (%d dragged, %d boxes tapped away)" % (moves_made, drags, boxes))
        s = f.state()
        h.ok(s["decision"] == "none", "the game reached its end")
        h.check_replay(s, a.players)
    finally:
        if f is not None:
            f.close()
        h.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
