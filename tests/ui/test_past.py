#!/usr/bin/env python3
"""test_past.py: a finished game among the past games, with real input (TAP).

Under its own Xvfb: a solo game started a few moves before its end
(--autoplay) is finished with the mouse and Enter; the final box says the game
was kept and its file is in the data folder's finished/; View map, then the
strip's "Show the result" brings the box back and its Watch replay opens the
replay; the menu's Past games lists the game with its moves and points,
replays it to the end, and deletes it only after asking (Keep it keeps it).
Every click goes where the F8 state dump (shell/testhook.c) says the button
is.

    test_past.py APP CLI [--seed N] [--size WxH]

Exit 77 (skip) without Xvfb or xdotool."""
import argparse, os, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from uitest import Harness


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("app"); ap.add_argument("cli")
    ap.add_argument("--seed", default="12"); ap.add_argument("--size", default="1024x700")
    a = ap.parse_args()
    h = Harness(a.app, a.cli, a.size)
    if not h.available:
        print("1..0 # SKIP needs Xvfb and xdotool"); return 77
    try:
        # how many moves the game has: a run that plays it all by itself
        if not h.launch(["--seed", a.seed, "--autoplay", "999"]):
            h.ok(False, "the window opens"); return 1
        total = int(h.read_state()["moves"])
        h.stop()
        h.ok(total > 5 and h.finished_files(".cartosave") == [],
             "the game has %d moves; one played all by itself at start is "
             "no game finished here, nothing kept" % total)

        if not h.ok(h.launch(["--seed", a.seed, "--autoplay", str(total - 3)]), "the window opens"):
            return 1
        s = h.play_to_final_box()  # the last three moves with real input
        if not h.ok(s is not None and s["box"] == "final", "the game was played to its final box"):
            return 1
        h.ok(s["past_kept"] == "yes" and len(h.finished_files(".cartosave")) == 1,
             "the finished game is kept (%s, files %s)" % (s["past_kept"], h.finished_files(".cartosave")))
        final_total = s["total_0"]

        s = h.click(s, "final_continue")
        h.ok(s["box"] == "none" and "result_x" in s, "View map shows the map with a Show the result button")
        s = h.click(s, "result")
        h.ok(s["box"] == "final", "Show the result brings the final box back")
        s = h.click(s, "final_replay")
        h.ok(s["screen"] == "replay" and s["replay_count"] == str(total),
             "its Watch replay opens the replay of %s moves (%s)" % (total, s.get("replay_count")))
        h.xdo("key", "Escape")
        s = h.read_state()
        h.ok(s["screen"] == "final", "Esc goes back to the final box")
        h.xdo("key", "Return")   # the map again
        h.xdo("key", "Escape")   # the menu
        s = h.read_state()
        if not h.ok(s["screen"] == "menu" and "menu_past_x" in s, "Esc on the finished table opens the menu"):
            return 1

        s = h.click(s, "menu_past")
        h.ok(s["screen"] == "past" and s.get("past_games") == "1", "Past games lists one game (%s)"
             % s.get("past_games"))
        h.ok(s.get("past_0_moves") == str(total) and s.get("past_0_total") == final_total
             and s.get("past_0_players") == "1",
             "with its moves and points (%s moves, %s points)" % (s.get("past_0_moves"), s.get("past_0_total")))
        s = h.click(s, "past_row0")
        h.ok(s["past_selected"] == "0" and "past_replay_x" in s, "a click picks it")
        s = h.click(s, "past_replay")
        h.ok(s["screen"] == "replay" and s["replay_count"] == str(total), "Watch replay opens its replay")
        h.xdo("key", "End")
        s = h.read_state()
        h.ok(s["replay_pos"] == str(total) and s["total_0"] == final_total,
             "at its end the replay shows the final %s points (%s)" % (final_total, s["total_0"]))
        h.xdo("key", "Escape")
        s = h.read_state()
        h.ok(s["screen"] == "past", "closing the replay comes back to Past games")

        s = h.click(s, "past_delete")
        h.ok(s["past_confirming"] == "1" and len(h.finished_files(".cartosave")) == 1, "Delete asks first and deletes nothing")
        s = h.click(s, "past_delete")  # the same place says "Keep it" now
        h.ok(s["past_confirming"] == "0" and len(h.finished_files(".cartosave")) == 1 and s["past_games"] == "1", "Keep it keeps it")
        s = h.click(s, "past_delete")
        s = h.click(s, "past_yes")
        h.ok(s["past_games"] == "0" and h.finished_files(".cartosave") == [], "Delete for good deletes it: the list and the file")
        return 0
    finally:
        h.close()


if __name__ == "__main__":
    sys.exit(main())
