#!/usr/bin/env python3
"""test_two_copies.py: two copies of the game on one data folder, and the
program stopped or ended at the worst moments, as real processes under
Xvfb (TAP).

- A second copy started on the folder of a running one opens on "Cartographers
  is already open"; Enter (Go to the other window) brings the first window
  above a third one (the X stacking order) and the second copy ends; started
  again, Esc opens it read-only and it writes nothing in the folder.
- The program stopped dead (CARTOGRAPHERS_STOP_AFTER) just after writing the
  statistics of a game's last move: the next start records the game once,
  and says so on the menu.
- SIGTERM while the "not saved" box is up ends the game at once and keeps
  its moves in a copy in the home folder.

    test_two_copies.py APP

Exit 77 (skip) without Xvfb or xdotool."""
import argparse, os, signal, subprocess, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from uitest import Harness


class Copy:
    """Another copy of the game on the Harness's display, with its own state
    file and the data folder it is given."""

    def __init__(self, h, name, data, args=()):
        self.h, self.state = h, os.path.join(h.tmp, name + ".state")
        env = dict(h.env, CARTOGRAPHERS_STATE=self.state, CARTOGRAPHERS_RECORD=os.path.join(h.tmp, name + ".rec"),
                   CARTOGRAPHERS_DATA_DIR=data)
        self.log = open(os.path.join(h.tmp, name + ".log"), "a")
        self.proc = subprocess.Popen([h.app_path, "--size", "800x600", "--no-animations"] + list(args), env=env,
                                     stderr=self.log)
        self.serial = 0
        self.win = self.shown_window(60.0)
        if self.win is None:
            raise RuntimeError("%s: no window after 60 s%s" % (name, self.said()))

    def shown_window(self, seconds):
        """The copy's window once it is shown, or None (a loaded machine may
        take many seconds to start a program)."""
        t0 = time.monotonic()
        while time.monotonic() - t0 < seconds:
            r = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.proc.pid), "--name",
                                "^Cartographers$"], env=self.h.env, capture_output=True, text=True)
            if r.stdout.strip():
                return r.stdout.split()[0]
            if self.proc.poll() is not None:
                return None
            time.sleep(0.05)
        return None

    def said(self):
        """The end of what the copy wrote on stderr, for a failure's message."""
        self.log.flush()
        try:
            with open(self.log.name) as f:
                tail = f.read()[-400:].strip()
        except OSError:
            tail = ""
        state = "exited %s" % self.proc.returncode if self.proc.poll() is not None else "running"
        return " (%s%s)" % (state, "; it said: " + tail if tail else "")

    def key(self, name):
        self.h.xdo("windowfocus", self.win)
        self.h.xdo("key", "--window", self.win, name)

    def read_state(self):
        """F8 and the state file it writes; F8 again every 10 s (a key can go
        astray on a loaded machine), to the window the copy shows then."""
        for attempt in range(6):
            if attempt > 0:
                self.win = self.shown_window(1.0) or self.win
            self.key("F8")
            for _ in range(200):
                try:
                    with open(self.state) as f:
                        kv = dict(l.split("=", 1) for l in f.read().splitlines() if "=" in l)
                    if int(kv.get("serial", 0)) > self.serial:
                        self.serial = int(kv["serial"])
                        return kv
                except (OSError, ValueError):
                    pass
                if self.proc.poll() is not None:
                    raise RuntimeError("the copy has exited%s" % self.said())
                time.sleep(0.05)
        raise RuntimeError("the copy does not answer F8 (window %s)%s" % (self.win, self.said()))

    def wait(self, seconds):
        try:
            return self.proc.wait(seconds)
        except subprocess.TimeoutExpired:
            return None

    def stop(self):
        if self.proc.poll() is None:
            self.proc.terminate()
            if self.wait(10) is None:
                self.proc.kill()
                self.proc.wait()


def stacking(h):
    """The root's children as xwininfo lists them: the top one first."""
    r = subprocess.run(["xwininfo", "-root", "-children"], env=h.env, capture_output=True, text=True)
    return [line.split()[0] for line in r.stdout.splitlines() if line.strip().startswith("0x")]


def above(h, upper, lower):
    """Whether window `upper` is above `lower` (within 3 s: the X server
    takes the requests of several programs in its own time)."""
    u, l = int(upper), int(lower)
    for _ in range(30):
        ids = [int(w, 16) for w in stacking(h)]
        if u in ids and l in ids and ids.index(u) < ids.index(l):
            return True
        time.sleep(0.1)
    h.note("stacking, top first: %s; %d is not above %d" % (ids, u, l))
    return False


def folder_listing(path):
    out = {}
    for root, _, files in os.walk(path):
        for f in files:
            p = os.path.join(root, f)
            out[os.path.relpath(p, path)] = (os.path.getmtime(p), os.path.getsize(p))
    return out


def two_copies(h):
    if not h.ok(h.launch(["--size", "800x600"]), "the first copy opens"):
        return
    first = h.read_state()
    h.ok(first["read_only"] == "0" and first["screen"] == "menu", "it owns the data folder (menu, not read-only)")
    third = Copy(h, "third", os.path.join(h.tmp, "third-data"))
    h.xdo("windowmove", third.win, 0, 0)
    h.ok(third.win is not None and above(h, third.win, h.window), "a third game on a folder of its own covers it")

    second = Copy(h, "second", h.data)
    s = second.read_state()
    h.ok(s["screen"] == "in_use" and s["read_only"] == "1" and s["in_use_state"] == "0",
         "a second copy on the same folder says it is already open (%s, state %s)" % (s["screen"], s.get("in_use_state")))
    before = folder_listing(h.data)
    second.key("Return")  # Go to the other window
    rc = second.wait(15)
    h.ok(rc == 0, "Go to the other window: the second copy ends once the first has seen it (status %s)" % rc)
    h.xdo("windowfocus", h.window)
    s = h.read_state()
    h.ok(s["raised"] == "1", "the first copy came forward (raised %s)" % s["raised"])
    h.ok(above(h, h.window, third.win), "its window is above the third one now")
    h.ok(not os.path.exists(os.path.join(h.data, "come-forward.request")), "no request is left behind")

    again = Copy(h, "again", h.data)
    s = again.read_state()
    again.key("Escape")  # open read-only
    s = again.read_state()
    h.ok(s["screen"] == "menu" and s["read_only"] == "1" and "only reads them" in s["notice"],
         "Esc opens the second copy read-only; its menu says so")
    again.stop()
    after = folder_listing(h.data)
    h.ok(after == before, "the read-only copy wrote nothing in the folder")
    third.stop()
    h.stop()


def stopped_after_the_statistics(h, app):
    data = os.path.join(h.tmp, "stop-data")
    h.env["CARTOGRAPHERS_DATA_DIR"] = data
    h.data = data
    if not h.launch(["--seed", "12", "--autoplay", "999"]):
        h.ok(False, "the window opens"); return
    total = int(h.read_state()["moves"])
    h.stop()
    h.env["CARTOGRAPHERS_STOP_AFTER"] = "stats.txt"
    if not h.launch(["--seed", "12", "--autoplay", str(total - 1)]):
        h.ok(False, "the window opens"); return
    s = h.read_state()
    while s["box"] != "none":
        h.xdo("key", "Return")
        s = h.read_state()
    p = h.place(s, drag=False)
    h.confirm(p, by_key=True)
    try:
        rc = h.proc.wait(30)
    except subprocess.TimeoutExpired:
        rc = None
    h.ok(rc == 99, "the last move stops the program just after it wrote the statistics (status %s)" % rc)
    del h.env["CARTOGRAPHERS_STOP_AFTER"]
    finished = os.path.join(data, "finished")
    h.ok(not os.path.isdir(finished) or not os.listdir(finished), "the game is not among the past games yet")
    if not h.launch([]):
        h.ok(False, "the window opens again"); return
    s = h.read_state()
    h.ok("its result is kept now" in s["notice"], "the menu says the last game's result is kept now")
    kept = [f for f in os.listdir(finished) if f.endswith(".cartosave")] if os.path.isdir(finished) else []
    stats = open(os.path.join(data, "stats.txt")).read()
    h.ok(len(kept) == 1 and "played solo 1\n" in stats and stats.count("\nsolo ") == 1,
         "the game is among the past games and in the statistics once (%d kept)" % len(kept))
    h.stop()
    if not h.launch([]):
        h.ok(False, "the window opens once more"); return
    s = h.read_state()
    stats = open(os.path.join(data, "stats.txt")).read()
    h.ok("kept now" not in s["notice"] and len(os.listdir(finished)) == 1 and "played solo 1\n" in stats,
         "started again: nothing more to record")
    h.stop()


def sigterm_not_saved(h):
    data = os.path.join(h.tmp, "term-data")
    home = os.path.join(h.tmp, "home")
    os.makedirs(home)
    h.env["CARTOGRAPHERS_DATA_DIR"] = data
    h.env["HOME"] = home
    h.data = data
    if not h.launch(["--seed", "3"]):
        h.ok(False, "the window opens"); return
    s = h.read_state()
    h.confirm(h.place(s, drag=False), by_key=True)
    s = h.read_state()
    # the autosave cannot be written any more: a folder stands in its place
    autosave = os.path.join(data, "current-game.autosave")
    os.remove(autosave)
    os.makedirs(os.path.join(autosave, "in-the-way"))
    h.confirm(h.place(s, drag=False), by_key=True)
    s = h.read_state()
    h.ok(s["moves"] == "2" and s["not_saved"] == "1", "the second move is not saved; its box is up")
    h.proc.send_signal(signal.SIGTERM)
    try:
        rc = h.proc.wait(10)
    except subprocess.TimeoutExpired:
        rc = None
    h.ok(rc == 0, "SIGTERM ends the game at once, asking nothing (status %s)" % rc)
    copies = [f for f in os.listdir(home) if f.startswith("cartographers-") and f.endswith(".cartosave")]
    moves = sum(1 for l in open(os.path.join(home, copies[0])) if l.startswith("move ")) if copies else 0
    h.ok(len(copies) == 1 and moves == 2, "its two moves are kept in a copy in the home folder")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("app")
    a = ap.parse_args()
    h = Harness(a.app, None, "800x600", prefix="carto-two-")
    if not h.available:
        print("1..0 # SKIP needs Xvfb and xdotool"); return 77
    try:
        two_copies(h)
        stopped_after_the_statistics(h, a.app)
        sigterm_not_saved(h)
    except RuntimeError as e:
        h.ok(False, str(e))
    finally:
        h.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
