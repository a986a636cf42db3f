#!/usr/bin/env python3
"""test_bots.py: computer players and the Hint button in the real app, with
real input under Xvfb: whole games against computer seats and hints.

    test_bots.py APP CLI --mode game [--seed N] [--kind K] [--seats human,medium]
        A whole game against computer seats: the human's moves are made with
        the mouse and keys (as test_play.py does), the computers' moves come
        by themselves. No hand-over screen may appear with one human at the
        table, the computers may never stall, and cartographers-cli must
        replay the record.
    test_bots.py APP CLI --mode hint [--hints N] [--seats human,hard]
        Hint (the H key and the button, in turn) N times: the hint must show
        as a legal ghost, and Confirm must commit exactly the hinted move.
        With animations on, each computer move must be shown before it is
        drawn. Reports the hint latency the app measured and how fast the
        app answers a key while a bot thinks.
    test_bots.py APP CLI --mode bench [--seats human,hard,hard,hard]
        The responsiveness benchmark: the app's answer time to a key (F8,
        which writes the state file) while hard bots think, against idle;
        and the hint latency over a game's first hints.

Exit 77 (skip) without Xvfb or xdotool."""
import argparse, os, statistics, subprocess, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from uitest import Harness


def stats(xs):
    if not xs:
        return "no samples"
    xs = sorted(xs)
    p95 = xs[min(len(xs) - 1, int(len(xs) * 0.95))]
    return "n=%d median %.1f ms, p95 %.1f ms, max %.1f ms" % (len(xs), statistics.median(xs), p95, xs[-1])


class Bots:
    def __init__(self, h):
        self.h = h
        self.busy_lat, self.idle_lat = [], []
        self.shown = 0  # states seen with a computer's move on show
        self.handovers = 0

    def state(self):
        s, ms = self.h.timed_state()
        (self.busy_lat if s.get("thinking", "0") != "0" else self.idle_lat).append(ms)
        return s

    def human_turn(self, humans, limit=90.0):
        """Waits for a human's decision on the table (boxes dismissed);
        None at the end of the game. Hand-over screens only between humans."""
        h = self.h
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            s = self.state()
            if s["box"] == "handover":
                if len(humans) < 2 or int(s["actor"]) not in humans:
                    h.ok(False, "a hand-over screen only between humans (move %s, to seat %s)" % (s["moves"], s["actor"]))
                self.handovers += 1
                h.xdo("key", "Return")
                continue
            if s["box"] != "none":
                h.xdo("key", "Return")
                continue
            if s["decision"] == "none":
                return None
            if s["computer_turn"] == "1":
                self.shown += s["showing"] == "1"
                # move the pointer meanwhile: the app must keep answering
                h.xdo("mousemove", 300 + int(time.monotonic() * 1000) % 200, 300)
                continue
            return s
        raise RuntimeError("the computer players did not finish their turn in %.0f s" % limit)


def play_game(h, a):
    b = Bots(h)
    if not h.ok(h.launch(["--seed", a.seed, "--kind", a.kind, "--seats", a.seats]), "the window opens"):
        return 1
    humans = [i for i, w in enumerate(a.seats.split(",")) if w == "human"]
    computers = [i for i, w in enumerate(a.seats.split(",")) if w != "human"]
    made = drags = outlined = 0
    while True:
        s = b.human_turn(humans)
        if s is None:
            break
        outlined += any(int(s.get("recent_%d" % c, 0)) > 0 for c in computers)
        if int(s["actor"]) not in humans:
            h.ok(False, "the pending decision (seat %s) is a human's" % s["actor"]); return 1
        before = int(s["moves"])
        drag = "option_x" in s and made % 2 == 0
        p = h.place(s, drag)
        drags += drag
        if not (p["placed"] == "1" and p["legal"] == "1"):
            h.ok(False, "move %d (%s) placed legally" % (before + 1, s.get("hint_move"))); return 1
        h.confirm(p, by_key=made % 3 == 0)
        q = b.state()
        if int(q["moves"]) < before + 1:
            h.ok(False, "move %d was committed" % (before + 1)); return 1
        made += 1
    s = b.state()
    total = int(s["moves"])
    h.ok(s["decision"] == "none", "the game reached its end")
    h.ok(made > 0 and total > made, "%d moves in all, %d by humans with real input (%d dragged), %d by computers"
         % (total, made, drags, total - made))
    if len(humans) > 1:
        h.ok(b.handovers > 0, "%d hand-over screens between the humans" % b.handovers)
    h.ok(outlined > 0, "computers' last moves are outlined on their maps (seen on %d human turns)" % outlined)
    seats = [s.get("seat_%d" % i) for i in range(len(a.seats.split(",")))]
    h.ok(seats == a.seats.split(","), "the session's seats are %s" % ",".join(str(x) for x in seats))
    rep = subprocess.run([a.cli, "replay", h.record], capture_output=True, text=True)
    h.ok(rep.returncode == 0, "cartographers-cli replays the app's record and agrees with its scores")
    h.note(rep.stdout + rep.stderr)
    h.note("key answer time while a bot thinks: " + stats(b.busy_lat))
    h.note("key answer time otherwise: " + stats(b.idle_lat))
    return 0


def app_log_times(h):
    """From $CARTOGRAPHERS_TIMING lines in the app's log: frame times, and the
    computer seats' thinking times."""
    frames, thinks = [], []
    try:
        for line in open(os.path.join(h.tmp, "app.log")):
            w = line.split()
            if len(w) >= 3 and w[0] == "frame":
                frames.append(float(w[1]))
            elif len(w) >= 4 and w[0] == "think" and w[1] == "seat" and w[2] == "hard":
                thinks.append(float(w[3]))
    except OSError:
        pass
    return frames, thinks


def hints(h, a, bench=False):
    b = Bots(h)
    if bench:
        h.env["CARTOGRAPHERS_TIMING"] = "1"
    if not h.ok(h.launch(["--seed", a.seed, "--kind", a.kind, "--seats", a.seats], animations=not bench),
                "the window opens"):
        return 1
    app_ms, good = [], 0
    humans = [i for i, w in enumerate(a.seats.split(",")) if w == "human"]
    if bench:
        # the baseline: the same key while the game waits for the human
        b.human_turn(humans)
        baseline = [h.timed_state()[1] for _ in range(40)]
        h.note("key answer time, the game idle (baseline): " + stats(baseline))
    for i in range(a.hints):
        s = b.human_turn(humans)
        if s is None:
            break
        before = int(s["moves"])
        if s.get("hint_enabled") != "1":
            h.ok(False, "Hint can be pressed on the human's turn"); return 1
        if i % 2 == 0:
            h.xdo("key", "h")
        else:
            h.xdo("mousemove", s["hint_x"], s["hint_y"], "click", "1")
        deadline = time.monotonic() + 20.0  # speed is the benchmark's job, not this test's
        saw_thinking = False
        while time.monotonic() < deadline:
            p = b.state()
            saw_thinking |= p["hint"] == "thinking" and p["hint_enabled"] == "0"
            if p["hint"] == "shown":
                break
        else:
            h.ok(False, "hint %d arrived within 20 s" % (i + 1)); return 1
        app_ms.append(float(p["hint_ms"]))
        ok = p["placed"] == "1" and p["legal"] == "1" and int(p["moves"]) == before
        if not bench:
            h.ok(ok, "hint %d (%s) lies on the map as a legal ghost, nothing committed (%s ms%s)"
                 % (i + 1, "key H" if i % 2 == 0 else "button", p["hint_ms"],
                    ", button disabled while thinking" if saw_thinking else ""))
        if not ok:
            return 1
        choice = p["hint_choice"]
        h.confirm(p, by_key=i % 2 == 1)
        b.state()  # the record is written with the state
        moves = h.record_moves()
        same = len(moves) > before and moves[before] == "move " + choice
        if not bench:
            h.ok(same, "Confirm commits the hinted move: %s" % choice)
        good += same
    if not bench and len(humans) < len(a.seats.split(",")):
        h.ok(b.shown > 0, "computer moves were shown on the table before being drawn (%d samples)" % b.shown)
    h.note("hint latency measured by the app (request to ghost): " + stats(app_ms))
    h.note("key answer time while a bot thinks: " + stats(b.busy_lat))
    h.note("key answer time otherwise (moves, redraws): " + stats(b.idle_lat))
    if bench:
        frames, thinks = app_log_times(h)
        h.note("hard computer seats' thinking time in the app: " + stats(thinks))
        h.note("frame times (draw and present): " + stats(frames))
        h.ok(good == len(app_ms) and len(app_ms) > 0, "%d hints taken" % good)
        h.ok(len(b.busy_lat) > 0, "the app answered keys while bots thought")
    return 0


def sanitizer_reports(h):
    """AddressSanitizer and UBSan reports in the game's log (leak reports at
    exit come from system libraries and are left out; ThreadSanitizer finds
    races inside Mesa's software renderer, not ours, so it is not read)."""
    try:
        lines = open(os.path.join(h.tmp, "app.log"), errors="replace").read().splitlines()
    except OSError:
        return []
    return [l for l in lines if "runtime error:" in l or "ERROR: AddressSanitizer" in l]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("app"); ap.add_argument("cli")
    ap.add_argument("--mode", choices=("game", "hint", "bench"), default="game")
    ap.add_argument("--seed", default="21"); ap.add_argument("--kind", default="base")
    ap.add_argument("--seats", default=None); ap.add_argument("--hints", type=int, default=6)
    ap.add_argument("--size", default="1280x800")
    a = ap.parse_args()
    if a.seats is None:
        a.seats = {"game": "human,medium", "hint": "human,hard", "bench": "human,hard,hard,hard"}[a.mode]
    h = Harness(a.app, a.cli, a.size, prefix="carto-bots-")
    if not h.available:
        print("1..0 # SKIP needs Xvfb and xdotool"); return 77
    try:
        status = play_game(h, a) if a.mode == "game" else hints(h, a, bench=a.mode == "bench")
        h.stop()
        bad = sanitizer_reports(h)
        h.ok(not bad, "no sanitizer report from the game" + (": " + bad[0] if bad else ""))
        return status if not bad else 1
    finally:
        h.close()


if __name__ == "__main__":
    sys.exit(main())
