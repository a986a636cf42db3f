#!/usr/bin/env python3
"""test_pad_play.py: whole games from the first start with a gamepad alone,
in a real window under Xvfb (TAP).

Xvfb has no pads: the game's developer hook shell/padfeed.c plugs in a
virtual pad (SDL's virtual joystick, read through SDL's GameController as
any pad) and presses its buttons and moves its sticks as the test writes
them into a FIFO ($CARTOGRAPHERS_PAD_FEED). The test opens New game with
the D-pad and A; on the setup screen X moves the focus round to the number
of players, the D-pad and A choose it, B goes back to the menu and A, A
start the game from Start game; then for every decision it asks the game
(the feed's "state", F8 behind the pad's events) where a good legal move
is and makes it as a player with a pad does: X to the option, a trigger
to mirror, the shoulders to turn, the D-pad (or, every other move, the
stick) to its space, A to draw it. Every box is answered with A. Start
opens the menu over the table and Start again goes back; the pad is
pulled out and plugged in again in the middle of a move. At the end
cartographers-cli replays the game's record, which checks the final
scores, the totals the app shows must match, and X and A on the final
box's New game go back to the menu.

    test_pad_play.py APP CLI [--players N] [--size WxH]

With --destroy troll|gorgon --find FIND (tests/ui/find_game.c) it plays
one decision instead: FIND names a Heroes game whose greedy autoplay
leaves the first player a Giant Troll's space or a Gorgon's target to
pick; the game is started there, the D-pad takes the ghost to the space
the engine's hint destroys, the status line names A, and A destroys it.
The record then ends with that very move, one move more than before, and
cartographers-cli replays it: every move legal, the game not over.

Exit 77 (skip) without Xvfb or xdotool."""
import argparse, errno, os, subprocess, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from uitest import Harness


class Pad:
    """The buttons and sticks of shell/padfeed.h."""

    def __init__(self, h, path):
        """Opens the FIFO once the game reads it (a game without the feed
        never does: up to 30 s)."""
        self.h = h
        t0 = time.monotonic()
        while True:
            try:
                fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK)
                break
            except OSError as e:
                if e.errno != errno.ENXIO or time.monotonic() - t0 > 30.0 or h.proc.poll() is not None:
                    raise RuntimeError("the game does not read the pad feed %s" % path)
                time.sleep(0.05)
        os.set_blocking(fd, True)
        self.feed = os.fdopen(fd, "w", buffering=1)

    def send(self, *lines):
        self.feed.write("".join(l + "\n" for l in lines))
        self.feed.flush()

    def press(self, button, times=1):
        self.send(*["press " + button] * times)

    def axis(self, name, value):
        self.send("axis %s %d" % (name, value))

    def state(self):
        return self.h.feed_state(self.feed)

    def close(self):
        self.feed.close()


def at(s, key):
    """Where the state says the spot `key` is (its centre), or None."""
    return (s[key + "_x"], s[key + "_y"]) if key + "_x" in s else None


def x_to(pad, s, screen, name):
    """X until the focus of `screen` is on its spot `name`; the state then."""
    for _ in range(40):
        if at(s, screen + "_focus") is not None and at(s, screen + "_focus") == at(s, screen + "_" + name):
            return s
        pad.press("x")
        s = pad.state()
    return None


def start_from_menu(h, pad, players):
    s = pad.state()
    for _ in range(50):  # the game opens the pad plugged in at its start
        if s.get("pads") == "1":
            break
        s = pad.state()
    if not h.ok(s["screen"] == "menu" and s.get("pads") == "1", "the game starts on its menu with the pad open (%s, pads %s)"
                % (s["screen"], s.get("pads"))):
        return False
    pad.press("dpdown")
    s = pad.state()
    h.ok(s["input"] == "pad", "the pad was used last: the focus ring and the hints are the pad's (%s)" % s["input"])
    pad.press("dpdown")  # (the first showed the ring, on the guided game) New game
    pad.press("a")
    s = pad.state()
    if not h.ok(s["screen"] == "setup", "the D-pad and A open New game (%s)" % s["screen"]):
        return False
    s = x_to(pad, s, "setup", "code")
    if not h.ok(s is not None, "X goes round the setup screen to the code field"):
        return False
    pad.press("x", 6)  # Base, Heroes, Mixed, side A, side B, the players' "1"
    pad.press("dpright", players - 1)
    pad.press("a")
    s = pad.state()
    if not h.ok(s.get("setup_players") == str(players), "the D-pad and A choose the number of players, %d (%s)"
                % (players, s.get("setup_players"))):
        return False
    pad.press("b")  # leaves a name field if the focus took one
    pad.press("b")  # back to the menu
    s = pad.state()
    if not h.ok(s["screen"] == "menu", "B goes back to the menu (%s)" % s["screen"]):
        return False
    pad.press("a")  # New game again: the focus on Start game
    s = pad.state()
    at_start = at(s, "setup_focus") is not None and at(s, "setup_focus") == at(s, "setup_start")
    h.ok(s["screen"] == "setup" and at_start and s.get("setup_players") == str(players),
         "New game again keeps that number (%d), the focus on Start game" % players)
    pad.press("a")
    s = pad.state()
    return h.ok(s["decision"] != "none" and len([k for k in s if k.startswith("total_")]) == players,
                "A on Start game starts a game of %d (%s)" % (players, s["screen"]))


def make_move(h, pad, s, stick):
    """The hint's move of state s with the pad; the state once it is laid
    (not yet drawn), or None when the pad could not lay it."""
    option = int(s["hint_option"])
    orient = int(s["rotations"])
    grip = [int(v) for v in s["hint_grip"].split(",")]
    for _ in range(32):  # X to the option (past the last it goes round the bars' buttons)
        if (option < 0 or int(s["option"]) == option) and int(s["bar"]) < 0:
            break
        pad.press("x")
        s = pad.state()
    if orient >= 4:  # the trigger mirrors; let go, it does nothing more
        pad.axis("righttrigger", 32767)
        pad.axis("righttrigger", -32768)
    if orient % 4 == 3:  # three turns are one back
        pad.press("leftshoulder")
    else:
        pad.press("rightshoulder", orient % 4)
    s = pad.state()
    if int(s["orient"]) != orient:
        h.note("orientation %s, wanted %d" % (s["orient"], orient))
        return None
    ghost = [int(v) for v in s["ghost"].split(",")]
    if ghost[0] < 0:
        pad.press("dpright")  # the shape in the middle of the map
        s = pad.state()
        ghost = [int(v) for v in s["ghost"].split(",")]
    dr, dc = grip[0] - ghost[0], grip[1] - ghost[1]
    if stick:  # out that way and back to the middle, a space each time
        for _ in range(abs(dr)):
            pad.axis("lefty", 32767 if dr > 0 else -32768)
            pad.axis("lefty", 0)
        for _ in range(abs(dc)):
            pad.axis("leftx", 32767 if dc > 0 else -32768)
            pad.axis("leftx", 0)
    else:
        pad.press("dpdown" if dr > 0 else "dpup", abs(dr))
        pad.press("dpright" if dc > 0 else "dpleft", abs(dc))
    s = pad.state()
    if not (s["placed"] == "1" and s["legal"] == "1"):
        h.note("move %d (%s): placed %s, legal %s" % (int(s["moves"]) + 1, s.get("hint_move"), s["placed"], s["legal"]))
        return None
    return s


def destroy_by_pad(h, a):
    """A Giant Troll's or a Gorgon's decision made with the pad alone in the
    running game, checked against the record."""
    found = subprocess.run([a.find, a.destroy], capture_output=True, text=True)
    if not h.ok(found.returncode == 0, "a Heroes game reaches a %s decision of the first player (%s)"
                % (a.destroy, (found.stdout or found.stderr).strip())):
        return 1
    seed, before, players = (int(v) for v in found.stdout.split())
    pad = None
    try:
        fifo = h.launch_with_feed("CARTOGRAPHERS_PAD_FEED", "pad",
                                  ["--seed", str(seed), "--kind", "heroes", "--players", str(players),
                                   "--autoplay", str(before + 1)])
        if not fifo:
            return 1
        pad = Pad(h, fifo)
        s = pad.state()
        for _ in range(50):  # the game opens the pad plugged in at its start
            if s.get("pads") == "1":
                break
            s = pad.state()
        for _ in range(8):  # a season's box, a hand-over: A
            if s["box"] == "none":
                break
            pad.press("a")
            s = pad.state()
        if not h.ok(s["screen"] == "table" and s["box"] == "none" and s["decision"] == a.destroy and s["actor"] == "0",
                    "the game stands at the first player's %s decision (%s, %s, seat %s)"
                    % (a.destroy, s["screen"], s["decision"], s["actor"])):
            return 1
        hint = s["hint_move"]
        target = [int(v) for v in s["hint_grip"].split(",")]
        if s["ghost"].startswith("-1"):
            pad.press("dpright")  # the ghost onto the map
            s = pad.state()
        ghost = [int(v) for v in s["ghost"].split(",")]
        dr, dc = target[0] - ghost[0], target[1] - ghost[1]
        pad.press("dpdown" if dr > 0 else "dpup", abs(dr))
        pad.press("dpright" if dc > 0 else "dpleft", abs(dc))
        s = pad.state()
        h.ok(s["ghost"] == "%d,%d" % tuple(target) and s["placed"] == "1" and s["legal"] == "1",
             "the D-pad takes the ghost to the space the hint destroys (%s, %s)" % (s["ghost"], hint))
        h.ok(s["input"] == "pad" and "(A)" in s["status"] and "Enter" not in s["status"],
             "the status line names the pad's A: \"%s\"" % s["status"])
        moves = int(s["moves"])
        pad.press("a")
        s = pad.state()
        h.ok(int(s["moves"]) == moves + 1 and s["decision"] != a.destroy,
             "A destroys it: %d moves, the decision now %s" % (int(s["moves"]), s["decision"]))
        recorded = h.record_moves()
        h.ok(len(recorded) == moves + 1 and recorded[-1] == "move " + hint,
             "the record ends with that move (%s)" % (recorded[-1] if recorded else "none"))
        rep = subprocess.run([a.cli, "replay", h.record], capture_output=True, text=True)
        h.ok("ends before the game is over (%d moves)" % (moves + 1) in rep.stderr,
             "cartographers-cli replays the record: every move legal (%s)" % rep.stderr.strip())
        h.ok(hint.startswith("destroy card=") and ("troll" in hint) == (a.destroy == "troll"),
             "the move is the %s's: %s" % (a.destroy, hint))
    finally:
        if pad is not None:
            pad.close()
        h.close()
    return 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("app"); ap.add_argument("cli")
    ap.add_argument("--players", type=int, default=1); ap.add_argument("--size", default="1280x800")
    ap.add_argument("--destroy", choices=["troll", "gorgon"]); ap.add_argument("--find")
    a = ap.parse_args()
    h = Harness(a.app, a.cli, a.size, prefix="carto-pad-")
    if not h.available:
        print("1..0 # SKIP needs Xvfb and xdotool"); return 77
    if a.destroy:
        return destroy_by_pad(h, a)
    pad = None
    try:
        fifo = h.launch_with_feed("CARTOGRAPHERS_PAD_FEED", "pad")
        if not fifo:
            return 1
        pad = Pad(h, fifo)
        if not start_from_menu(h, pad, a.players):
            return 1
        moves, boxes, menu_checked, replugged = 0, 0, False, False
        for step in range(3000):
            s = pad.state()
            if s["box"] != "none":
                if s["decision"] == "none" and s["box"] == "final":
                    break
                pad.press("a")
                boxes += 1
                continue
            if s["decision"] == "none":
                break
            if moves == 5 and not menu_checked:
                pad.press("start")
                m = pad.state()
                h.ok(m["screen"] == "menu", "Start opens the menu over the game (%s)" % m["screen"])
                pad.press("start")
                m = pad.state()
                h.ok(m["screen"] == "table", "and Start again goes back to it (%s)" % m["screen"])
                menu_checked = True
            if moves == 7 and not replugged:  # out and in again, in the middle of a move
                pad.press("x")
                pad.send("unplug")
                m = pad.state()
                h.ok(m["pads"] == "0", "the pad pulled out is closed (pads %s)" % m["pads"])
                pad.send("plug")
                m = pad.state()
                for _ in range(50):
                    if m["pads"] == "1":
                        break
                    m = pad.state()
                h.ok(m["pads"] == "1" and m["screen"] == "table" and m["box"] == "none",
                     "plugged in again, it is opened and the game goes on as it was")
                replugged = True
                s = m
            before = int(s["moves"])
            p = make_move(h, pad, s, moves % 2 == 1)
            if p is None:
                h.ok(False, "move %d was laid with the pad where the engine's hint puts it" % (before + 1))
                return 1
            pad.press("a")
            q = pad.state()
            if int(q["moves"]) != before + 1:
                h.ok(False, "move %d was drawn with A" % (before + 1)); return 1
            moves += 1
        h.ok(moves >= 15 and menu_checked and replugged,
             "played %d moves with the pad alone (%d boxes answered with A), the menu opened with Start, "
             "the pad pulled out and plugged in again" % (moves, boxes))
        s = pad.state()
        h.ok(s["decision"] == "none" and s["box"] == "final", "the game reached its final box")
        h.check_replay(s, a.players)
        s = x_to(pad, s, "final", "new_game")
        if h.ok(s is not None, "X reaches the final box's New game"):
            pad.press("a")
            s = pad.state()
            h.ok(s["screen"] == "menu", "and A on it goes back to the menu (%s)" % s["screen"])
    finally:
        if pad is not None:
            pad.close()
        h.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
