#!/usr/bin/env python3
"""test_play.py: plays whole games in the real app with real input (TAP).

Starts the game under its own Xvfb, then for every decision asks the game
(F8, shell/testhook.c) where a good legal move is, and makes it the way a
player would: clicks the option on the newest card, turns it with
right-clicks, drags it onto the map or clicks the space, and confirms with
the Confirm button or Enter; the boxes are dismissed with Enter. At the end
the game's record is replayed by cartographers-cli, which checks the final
scores, and the totals the app shows must match.

    test_play.py APP CLI [--seed N] [--players N] [--kind base|heroes|mixed] [--size WxH]

Exit 77 (skip) without Xvfb or xdotool."""
import argparse, os, subprocess, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from uitest import Harness


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("app"); ap.add_argument("cli")
    ap.add_argument("--seed", default="11"); ap.add_argument("--players", default="1")
    ap.add_argument("--kind", default="base"); ap.add_argument("--size", default="1280x800")
    a = ap.parse_args()
    h = Harness(a.app, a.cli, a.size)
    if not h.available:
        print("1..0 # SKIP needs Xvfb and xdotool"); return 77
    try:
        if not h.ok(h.launch(["--seed", a.seed, "--players", a.players, "--kind", a.kind]), "the window opens"):
            return 1
        moves_made, drags, failures = 0, 0, 0
        players = int(a.players)
        # the outline of what others drew on a map (TableView.facts.recent): on after
        # a neighbour's monster, off after the owner's own next draw
        outlined, cleared, outline_bad = 0, 0, []
        for step in range(2000):
            s = h.read_state()
            if s["box"] != "none":
                h.xdo("key", "Return"); continue
            if s["decision"] == "none":
                break
            if players > 1 and moves_made == 0:
                h.xdo("key", "2"); v2 = h.read_state()["view"]
                h.xdo("key", "1"); v1 = h.read_state()["view"]
                h.ok((v2, v1) == ("1", "0"), "keys 2 and 1 show the second and the first player's map (%s, %s)"
                     % (v2, v1))
            before = int(s["moves"])
            drag = "option_x" in s and moves_made % 2 == 0
            p = h.place(s, drag)
            drags += drag
            if not (p["placed"] == "1" and p["legal"] == "1"):
                failures += 1
                h.ok(False, "move %d (%s) lies legally where the engine's hint puts it" % (before + 1, s.get("hint_move")))
                h.xdo("key", "Escape")  # takes the placement back (a second would open the menu)
                if failures > 3:
                    return 1
                continue
            h.confirm(p, by_key=moves_made % 3 == 0)
            q = h.read_state()
            if int(q["moves"]) != before + 1:
                h.ok(False, "move %d was committed" % (before + 1)); return 1
            moves_made += 1
            if players > 1:
                mark = int(q["recent_" + s["sheet"]])
                if s["sheet"] != s["actor"]:
                    outlined += mark > 0
                    if mark == 0:
                        outline_bad.append("move %d: no outline" % (before + 1))
                elif s["decision"] == "draw":
                    cleared += mark == 0
                    if mark != 0:
                        outline_bad.append("move %d: outline kept" % (before + 1))
        if players > 1:
            h.ok(outlined > 0 and cleared > 0 and not outline_bad,
                 "%d monsters drawn by a neighbour outlined on the owner's map, %d own draws cleared the outline %s"
                 % (outlined, cleared, outline_bad))
        h.ok(moves_made > 0 and failures == 0, "played %d moves with real input (%d dragged)" % (moves_made, drags))
        s = h.read_state()
        h.ok(s["decision"] == "none", "the game reached its end")
        rep = subprocess.run([a.cli, "replay", h.record], capture_output=True, text=True)
        h.ok(rep.returncode == 0, "cartographers-cli replays the app's record and agrees with its scores")
        h.note(rep.stdout)
        shown = [s.get("total_%d" % p) for p in range(int(a.players))]
        results = [l for l in open(h.record).read().splitlines() if l.startswith("result player")]
        engine = [l.split()[4] for l in results]
        h.ok(shown == engine, "the totals the app shows %s match the engine's %s" % (shown, engine))
    finally:
        h.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
