#!/usr/bin/env python3
"""test_review.py: the review of a finished game, with real input (TAP).

Under its own Xvfb: a solo game started a few moves before its end
(--autoplay) is finished with Enter; the final box's Review starts the strong
player's review in the background with a progress bar, and Cancel stops it
(nothing kept); Review again runs it to the end while the window answers F8
all along; the review shows every move of the player's, is kept beside the
past game, shows the expected final scores and cuts no text, and the keys
(arrows, Home, End, Tab over the costliest moves, Enter on one) and a click
in the chart pick moves, the ring going to the chart with the arrows. Closed and opened again, from the final box,
from Past games and from their replay (its Review button and the key V), it
opens at once from the kept file; the statistics' best game opens its review
too. With three players the names pick the seat reviewed. Every click goes
where the F8 state dump (shell/testhook.c) says the button is.

    test_review.py APP CLI [--seed N] [--size WxH] [--lang L] [--shots DIR]

With --shots DIR it saves screenshots (F12) of the progress bar, the review
and the final box. Exit 77 (skip) without Xvfb or xdotool."""
import argparse, os, shutil, subprocess, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from uitest import Harness


def shot(h, shots, name):
    if not shots:
        return
    path = h.env["CARTOGRAPHERS_SHOT"]
    if os.path.exists(path):
        os.remove(path)
    for _ in range(3):
        h.xdo("key", "F12")
        for _ in range(200):
            if os.path.exists(path) and os.path.getsize(path) > 0:
                time.sleep(0.2)
                os.replace(path, os.path.join(shots, name + ".png"))
                return
            time.sleep(0.05)


def stacks(h):
    """The game's threads' stacks (gdb), for a game that stops answering."""
    if not shutil.which("gdb") or h.proc is None:
        return "no gdb"
    r = subprocess.run(["gdb", "-p", str(h.proc.pid), "-batch", "-ex", "thread apply all bt 12"],
                       capture_output=True, text=True, timeout=120)
    return r.stdout[-6000:]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("app"); ap.add_argument("cli")
    ap.add_argument("--seed", default="12"); ap.add_argument("--size", default="1024x700")
    ap.add_argument("--lang", default="en"); ap.add_argument("--shots", default="")
    a = ap.parse_args()
    h = Harness(a.app, a.cli, a.size)
    if not h.available:
        print("1..0 # SKIP needs Xvfb and xdotool"); return 77
    if a.shots:
        os.makedirs(a.shots, exist_ok=True)
        h.env["CARTOGRAPHERS_SHOT"] = os.path.join(h.tmp, "shot.png")
    lang = ["--lang", a.lang]
    try:
        if not h.launch(lang + ["--seed", a.seed, "--autoplay", "999"]):
            h.ok(False, "the window opens"); return 1
        total = int(h.read_state()["moves"])
        h.stop()
        if not h.ok(h.launch(lang + ["--seed", a.seed, "--autoplay", str(total - 3)]), "the window opens"):
            return 1
        s = h.play_to_final_box()  # the last three moves with real input
        if not h.ok(s is not None and s["box"] == "final" and "final_review_x" in s,
                    "the game was played to its final box, which offers Review"):
            return 1
        shot(h, a.shots, "final-box")

        s = h.click(s, "final_review")
        h.ok(s["screen"] == "review" and s["review_state"] == "running" and int(s["review_tasks"]) > 10,
             "Review starts the review of %s moves in the background (%s)" % (s.get("review_tasks"),
                                                                                 s.get("review_state")))
        shot(h, a.shots, "review-progress")
        s = h.click(s, "review_cancel")
        h.ok(s["screen"] == "final" and h.finished_files(".cartoreview") == [], "Cancel stops it: back at the final box, nothing kept")

        s = h.click(s, "final_review")
        t0, slowest, seen_progress = time.monotonic(), 0.0, set()
        while s["review_state"] == "running" and time.monotonic() - t0 < 600:
            seen_progress.add(s["review_done"])
            time.sleep(0.3)
            try:
                s, ms = h.timed_state()
            except RuntimeError as e:
                for line in stacks(h).splitlines():
                    h.note(line)
                raise e
            slowest = max(slowest, ms)
        took = time.monotonic() - t0
        h.note("the review took %.1f s; the slowest answer to F8 meanwhile %.0f ms; progress seen %s"
               % (took, slowest, sorted(seen_progress, key=int)))
        if not h.ok(s["review_state"] == "done", "the review finishes (%s)" % s["review_state"]):
            return 1
        # answers with the progress moving, none held for half the review (a
        # bound of its own time: on a loaded machine both grow)
        h.ok(slowest < max(3000.0, took * 500.0) and len(seen_progress) >= 2,
             "the window answers while the review runs (slowest %.0f ms of %.1f s) and the progress moves"
             % (slowest, took))
        moves = int(s["review_moves"])
        h.ok(moves == int(s["review_tasks"]) and moves > 10 and s["review_kept"] == "0",
             "every move of the player's is reviewed (%d)" % moves)
        h.ok(h.finished_files(".cartoreview") != [] and s["review_message"] == "", "the review is kept beside the game (%s)" % h.finished_files(".cartoreview"))

        def shows_kept(s):
            """The review screen shows the kept review of every move, at once."""
            return (s["screen"] == "review" and s["review_state"] == "done" and s["review_kept"] == "1"
                    and s["review_moves"] == str(moves))
        h.ok(int(s["review_costly"]) <= 3 and int(s["review_total_loss"]) >= 0,
             "the costliest moves (%s) and the points lost (%s)" % (s["review_costly"], s["review_total_loss"]))
        shot(h, a.shots, "review")
        if a.lang == "en" and int(s["review_costly"]) > 0:  # the costliest move is picked: it lost points
            h.ok(s["review_scores"].startswith("Expected final score: ")
                 and s["review_scores"].endswith(" with the better move."),
                 "the expected final scores of the move played and of the better one (%s)" % s["review_scores"])
        h.ok(s["review_cut"] == "0", "no text of the review is cut short (%s)" % s["review_cut"])
        first = int(s["review_selected"])
        h.xdo("key", "Right")
        s = h.read_state()
        h.ok(int(s["review_selected"]) == min(first + 1, moves - 1), "Right picks the next move")
        s = h.click(s, "review_middle")
        h.ok(s["review_selected"] == str((moves - 1) // 2),
             "a click in the chart picks that move (%s)" % s["review_selected"])
        shot(h, a.shots, "review-middle")
        h.xdo("key", "End")
        s = h.read_state()
        h.ok(s["review_selected"] == str(moves - 1), "End picks the last move (%s)" % s["review_selected"])
        h.xdo("key", "Home")
        s = h.read_state()
        h.ok(s["review_selected"] == "0", "Home picks the first move (%s)" % s["review_selected"])
        if s.get("review_costly_0_x"):
            picked = set()
            for _ in range(int(s["review_costly"])):
                h.xdo("key", "Tab")
                s = h.read_state()
                picked.add(s["review_selected"])
            h.ok(len(picked) == int(s["review_costly"]), "Tab goes through the %s costliest moves (%s)"
                 % (s["review_costly"], sorted(picked)))
            def ring_on(s, spot):
                return all(s["review_focus_" + c] == s["review_%s_%s" % (spot, c)] for c in "xy")
            h.xdo("key", "Home")
            s = h.read_state()
            h.ok(s["review_selected"] == "0" and ring_on(s, "chart"),
                 "Home shows the first move and the ring goes to the chart")
            h.xdo("key", "Tab")
            s = h.read_state()
            costliest = s["review_selected"]
            h.ok(ring_on(s, "costly_0"),
                 "Tab takes the ring to the costliest move, which it shows (%s)" % costliest)
            h.xdo("key", "Return")
            s = h.read_state()
            h.ok(s["screen"] == "review" and s["review_selected"] == costliest and ring_on(s, "costly_0"),
                 "Enter on its button keeps showing it (%s)" % s.get("review_selected"))
            s = h.click(s, "review_costly_0")
            shot(h, a.shots, "review-costliest")

        h.xdo("key", "Escape")
        s = h.read_state()
        h.ok(s["screen"] == "final", "Esc goes back to the final box")
        s = h.click(s, "final_review")
        h.ok(shows_kept(s), "opened again it shows the kept review at once")

        h.xdo("key", "Escape")   # the final box
        h.xdo("key", "Return")   # the map
        h.xdo("key", "Escape")   # the menu
        s = h.read_state()
        if not h.ok(s["screen"] == "menu", "the menu"):
            return 1
        s = h.click(s, "menu_past")
        s = h.click(s, "past_row0")
        s = h.click(s, "past_review")
        h.ok(shows_kept(s), "Past games' Review opens the kept review at once")
        h.xdo("key", "Escape")
        s = h.read_state()
        h.ok(s["screen"] == "past", "Esc goes back to Past games")
        s = h.click(s, "past_replay")
        h.ok(s["screen"] == "replay" and "replay_review_x" in s, "the past game's replay offers Review")
        shot(h, a.shots, "replay")
        s = h.click(s, "replay_review")
        h.ok(shows_kept(s), "the replay's Review opens the kept review at once")
        h.xdo("key", "Escape")
        s = h.read_state()
        h.ok(s["screen"] == "replay", "Esc goes back to the replay")
        h.xdo("key", "v")
        s = h.read_state()
        h.ok(s["screen"] == "review" and s["review_kept"] == "1", "V opens it too")
        h.xdo("key", "Escape")   # the replay
        h.xdo("key", "Escape")   # Past games
        h.xdo("key", "Escape")   # the menu
        s = h.read_state()
        if not h.ok(s["screen"] == "menu", "the menu (%s)" % s["screen"]):
            return 1
        s = h.click(s, "menu_stats")
        h.xdo("key", "End")   # the best games are at the bottom
        s = h.read_state()
        h.ok(s["screen"] == "stats" and int(s["stats_reviewable"]) >= 1 and "stats_review_0_x" in s,
             "the statistics' best game can be reviewed (%s of %s)" % (s.get("stats_reviewable"), s.get("stats_best")))
        shot(h, a.shots, "stats")
        s = h.click(s, "stats_review_0")
        h.ok(s["screen"] == "review" and s["review_file"].startswith("game-")
             and s["review_state"] in ("running", "done"),
             "its Review opens the review of its past game (%s, %s)" % (s.get("review_file"), s.get("review_state")))
        h.xdo("key", "Escape")
        s = h.read_state()
        h.ok(s["screen"] == "stats", "Esc goes back to the statistics")
        h.stop()

        # three players (computers played it all): the names pick the seat
        if not h.ok(h.launch(lang + ["--seats", "human,easy,easy", "--seed", a.seed, "--autoplay", "999"]),
                    "a game of three opens"):
            return 1
        s = h.read_state()
        for _ in range(10):
            if s["box"] == "final":
                break
            h.xdo("key", "Return")
            s = h.read_state()
        s = h.click(s, "final_review")
        h.ok(s["screen"] == "review" and s["review_seat"] == "0" and "review_seat_2_x" in s,
             "its review starts with the first seat and offers the three names")
        s = h.click(s, "review_seat_2")
        h.ok(s["review_seat"] == "2" and s["review_state"] in ("running", "done"),
             "a name picks that seat's review (%s)" % s["review_state"])
        h.xdo("key", "Escape")
        s = h.read_state()
        h.ok(s["screen"] == "final", "Esc stops it and goes back to the final box")
        return 0
    finally:
        h.close()


if __name__ == "__main__":
    sys.exit(main())
