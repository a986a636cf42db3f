#!/usr/bin/env python3
"""test_keys.py: a whole game from the first start with the keys alone (TAP).

Starts the app on a fresh data folder under its own Xvfb with the pointer
outside its window, and never moves the mouse: on the menu of a first start
Down (the first shows the ring, on the guided game), Down and Enter open New
game; on the setup screen Tab moves the focus to the players' choices (the
arrows and Enter pick the number) and to the seed field (typed into), Enter
starts; then every decision is made as a player
with a keyboard makes it: Tab to the option of the engine's hint (the state
dump, shell/testhook.c), Space to its orientation, the arrows to its space,
Enter; each box is answered with Enter. At the end the record is replayed
by cartographers-cli, which checks the scores, the totals the app shows
must match, and the final box's New game, reached with Tab, goes back to
the menu.

    test_keys.py APP CLI [--seed N] [--players N] [--size WxH]

Exit 77 (skip) without Xvfb or xdotool."""
import argparse, os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from uitest import Harness


def spot(s, screen, name):
    return (s.get("%s_%s_x" % (screen, name)), s.get("%s_%s_y" % (screen, name)))


def focus_to(h, screen, name, key="Tab", limit=80):
    """Presses `key` until the focus is on the screen's spot `name`."""
    for _ in range(limit):
        s = h.read_state()
        if s.get("screen") == screen and spot(s, screen, "focus") == spot(s, screen, name) \
                and spot(s, screen, name)[0] is not None:
            return True
        h.xdo("key", key)
    return False


def cell(text):
    r, c = text.split(",")
    return int(r), int(c)


def place(h, s):
    """The hint's move with the keys; the state after placing it."""
    want = int(s.get("hint_option", "-1"))
    if want >= 0:
        for _ in range(16):
            if int(s["option"]) == want:
                break
            h.xdo("key", "Tab")
            s = h.read_state()
    for _ in range(int(s.get("rotations", "0"))):
        h.xdo("key", "space")
    s = h.read_state()
    if cell(s["ghost"])[0] < 0:  # the first arrow puts the shape in the middle of the map
        h.xdo("key", "Right")
        s = h.read_state()
    (gr, gc), (tr, tc) = cell(s["ghost"]), cell(s["hint_grip"])
    keys = ["Down" if tr > gr else "Up"] * abs(tr - gr) + ["Right" if tc > gc else "Left"] * abs(tc - gc)
    if keys:
        h.xdo("key", *keys)
    return h.read_state()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("app"); ap.add_argument("cli")
    ap.add_argument("--seed", default="11"); ap.add_argument("--players", default="1")
    ap.add_argument("--size", default="1280x800")
    a = ap.parse_args()
    h = Harness(a.app, a.cli, a.size)
    if not h.available:
        print("1..0 # SKIP needs Xvfb and xdotool"); return 77
    players = int(a.players)
    try:
        h.xdo("mousemove", 2500, 1500)  # outside the window, and it stays there
        if not h.ok(h.launch([]), "the window opens"):
            return 1
        s = h.read_state()
        h.ok(s["screen"] == "menu", "a first start shows the menu")
        h.xdo("key", "Down", "Down", "Return")  # the first Down shows the ring on the guided game
        s = h.read_state()
        if not h.ok(s["screen"] == "setup", "Down, Down and Enter open New game"):
            return 1
        # the players: Tab round to the code field, six more to the choice "1"
        h.ok(focus_to(h, "setup", "code"), "Tab reaches the code field")
        h.xdo("key", *(["Tab"] * 6 + ["Right"] * (players - 1) + ["Return"]))
        s = h.read_state()
        h.ok(s.get("setup_players") == a.players, "the arrows and Enter choose %s players (%s)"
             % (a.players, s.get("setup_players")))
        h.ok(focus_to(h, "setup", "seed", key="shift+Tab"), "Shift+Tab reaches the seed field")
        h.xdo("type", a.seed)
        s = h.read_state()
        h.ok(s.get("setup_seed_text") == a.seed, "the seed typed into it (%s)" % s.get("setup_seed_text"))
        h.xdo("key", "Return")
        moves_made, failures = 0, 0
        for step in range(3000):
            s = h.read_state()
            if s["box"] != "none":
                if s["decision"] == "none" and s["box"] == "final":
                    break
                h.xdo("key", "Return"); continue
            if s["decision"] == "none":
                break
            before = int(s["moves"])
            p = place(h, s)
            if not (p["placed"] == "1" and p["legal"] == "1"):
                failures += 1
                h.ok(False, "move %d (%s) placed legally with the keys (ghost %s, grip %s)"
                     % (before + 1, s.get("hint_move"), p.get("ghost"), s.get("hint_grip")))
                h.xdo("key", "Escape")
                if failures > 3:
                    return 1
                continue
            h.xdo("key", "Return")
            q = h.read_state()
            if int(q["moves"]) != before + 1:
                h.ok(False, "move %d was committed by Enter" % (before + 1)); return 1
            moves_made += 1
        h.ok(moves_made > 0 and failures == 0, "played %d moves with the keys alone" % moves_made)
        s = h.read_state()
        h.ok(s["decision"] == "none" and s["box"] == "final", "the game reached its end and the final box")
        h.check_replay(s, players)
        seeds = [l for l in open(h.record).read().splitlines() if l.startswith("seed ")]
        h.ok(seeds == ["seed " + a.seed], "the game has the seed typed (%s)" % seeds)
        h.ok(focus_to(h, "final", "new_game"), "Tab reaches the final box's New game")
        h.xdo("key", "Return")
        h.ok(h.read_state()["screen"] == "menu", "Enter on it goes back to the menu")
    finally:
        h.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
