#!/usr/bin/env python3
"""test_net_play.py: a network game of three copies of the app, with real input (TAP).

Three copies, each under its own Xvfb with its own data folder, on this
computer's loopback: the first opens Menu, Play with friends, Host a game,
picks 3 players and hosts; the two others open Join a game, type the invite
code the host's lobby shows and click Join. The host clicks Start once both
are in the lobby; then each copy draws its own card with the mouse and Enter
whenever its table offers a decision, all at once, until each shows the final
box. Every copy's game has the same moves and points, and each kept it among
its past games. Measured: clicks and seconds from the host's "Play with
friends" to the first card on every table; the CPU of a client that waits for
the others (its own draw made), from the process's CPU time in the F8 state.

With --restarts, after the first draw a friend's copy is killed and
started again (the same code takes its seat back), then the host's (Play
with friends offers to resume the game it kept; the friends find it again
by themselves), and the game is played to its end as before.

    test_net_play.py APP CLI [--size WxH] [--restarts]

Exit 77 (skip) without Xvfb or xdotool."""
import argparse, os, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from uitest import Harness, dump_apps

CLICKS = [0]


def click(h, s, name):
    CLICKS[0] += 1
    h.xdo("mousemove", s[name + "_x"], s[name + "_y"], "click", "1")
    return h.read_state()


def wait_for(h, cond, seconds=60):
    t0 = time.monotonic()
    s = h.read_state()
    while not cond(s) and time.monotonic() - t0 < seconds:
        time.sleep(0.2)
        s = h.read_state()
    if not cond(s):
        dump_apps("the state awaited did not come in %d s (screen %s, step %s, moves %s)"
                  % (seconds, s.get("screen"), s.get("friends_step"), s.get("moves")))
    return s


def to_friends(h):
    s = h.read_state()
    # the menu's items in its order: Play with friends is the fifth of the full list
    return click(h, s, "menu_item_4")


def play(apps, stop):
    """Each copy draws with the mouse and Enter whenever its table offers it a
    decision, all at once, until each shows its final box or stop() says so;
    which copies reached the final box."""
    done = [False] * len(apps)
    t1 = time.monotonic()
    # a whole game takes about a minute; well before meson's timeout
    while not all(done) and not stop() and time.monotonic() - t1 < 300:
        for i, h in enumerate(apps):
            if done[i]:
                continue
            s = h.read_state()
            if s["box"] == "final":
                done[i] = True
                continue
            if s["box"] != "none":
                h.xdo("key", "Return"); continue
            if s["decision"] == "none" or str(i) != s["actor"] or "cell_x" not in s:
                continue
            p = h.place(s, drag=False)
            h.confirm(p, by_key=True)
    if not all(done) and not stop():
        dump_apps("the game did not end in 300 s (final boxes: %s)" % done)
    return done


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("app"); ap.add_argument("cli")
    ap.add_argument("--size", default="1024x700")
    ap.add_argument("--restarts", action="store_true", help="kill and start again a friend's copy, then the host's")
    a = ap.parse_args()
    apps = [Harness(a.app, a.cli, a.size, prefix="carto-net-%d-" % i) for i in range(3)]
    host, c1, c2 = apps
    if not host.available:
        print("1..0 # SKIP needs Xvfb and xdotool"); return 77
    try:
        for h in apps:
            if not host.ok(h.launch([]), "a copy's window opens"):
                return 1
        t0 = time.monotonic()
        s = to_friends(host)
        host.ok(s["screen"] == "friends" and s["friends_step"] == "0", "Play with friends opens its screen")
        s = click(host, s, "friends_host")
        s = click(host, s, "friends_players_3")
        s = click(host, s, "friends_go")
        code = s.get("friends_code", "")
        if not host.ok(s["friends_step"] == "3" and code.startswith("N"), "the host's lobby shows the code %s" % code):
            host.note(s.get("friends_error", ""))
            return 1
        for c in (c1, c2):
            s = to_friends(c)
            s = click(c, s, "friends_join")
            s = click(c, s, "friends_field")
            CLICKS[0] += 1  # typing the code
            c.xdo("type", "--delay", "20", code)
            s = click(c, s, "friends_go")
            s = wait_for(c, lambda x: x.get("friends_step") == "3" or x.get("friends_error"), 30)
            if not host.ok(s.get("friends_step") == "3", "a friend joins by the code and sees the lobby"):
                host.note("error: %s, note: %s" % (s.get("friends_error"), s.get("friends_note")))
                return 1
        s = wait_for(host, lambda x: "friends_start_x" in x and x.get("friends_step") == "3", 10)
        s = click(host, s, "friends_start")
        states = [wait_for(h, lambda x: x["screen"] == "table" and x["decision"] != "none", 30) for h in apps]
        first_card = time.monotonic() - t0
        host.ok(all(x["screen"] == "table" for x in states), "the game begins on every table")
        host.note("from Play with friends to the first card: %d clicks and the code typed twice, %.1f s"
                  % (CLICKS[0], first_card))

        # the first friend draws its first card and waits for the two others,
        # who have not drawn yet: its loop sleeps between the network's polls
        s = c1.read_state()
        p = c1.place(s, drag=False)
        c1.confirm(p, by_key=True)
        s = wait_for(c1, lambda x: x["actor"] != "1", 10)
        a0, w0 = float(s["cpu_ms"]), time.monotonic()
        time.sleep(3)
        s = c1.read_state()
        cpu = (float(s["cpu_ms"]) - a0) / ((time.monotonic() - w0) * 1000.0) * 100.0
        host.ok(s["actor"] != "1" and cpu < 5.0,
                "a client waiting for the others is idle: %.2f %% of a core over %.1f s"
                % (cpu, time.monotonic() - w0))

        if a.restarts:
            play(apps, lambda: int(host.read_state()["moves"]) >= 9)  # three rounds in the record
            # the first friend's copy is killed and started again: the same
            # code takes its seat back; then the host's, which resumes the
            # game it kept, and both friends find it again by themselves
            c1.kill()
            if not host.ok(c1.launch([]), "the killed friend's copy starts again"):
                return 1
            s = to_friends(c1)
            s = click(c1, s, "friends_join")
            s = click(c1, s, "friends_field")
            c1.xdo("type", "--delay", "20", code)
            s = click(c1, s, "friends_go")
            s = wait_for(c1, lambda x: x["screen"] == "table", 30)
            # the round its draw completed may be applied meanwhile: the same record within a while
            s = wait_for(c1, lambda x: x["moves"] == host.read_state()["moves"], 20)
            host.ok(s["screen"] == "table" and s["moves"] == host.read_state()["moves"] and int(s["moves"]) >= 9,
                    "typing the code again takes the seat back, the game where it was (%s moves)" % s["moves"])
            before = host.read_state()["moves"]
            host.kill()
            if not host.ok(host.launch([]), "the killed host's copy starts again"):
                return 1
            s = to_friends(host)
            if not host.ok("friends_resume_x" in s, "Play with friends offers to resume the game hosted here"):
                return 1
            s = click(host, s, "friends_resume")
            s = wait_for(host, lambda x: x["screen"] == "table", 30)
            host.ok(s["screen"] == "table" and s["moves"] == before,
                    "the host resumes the game it kept (%s moves)" % s["moves"])

        # everyone draws at once until every copy shows its final box
        done = play(apps, lambda: False)
        host.ok(all(done), "every copy played the game to its final box")
        finals = [h.read_state() for h in apps]
        totals = [tuple(f.get("total_%d" % p) for p in range(3)) for f in finals]
        host.ok(len(set(totals)) == 1, "the same points on every computer: %s" % (totals[0],))
        host.ok(all(f.get("past_kept") == "yes" for f in finals), "the game is kept among the past games on "
                "every computer (%s)" % ", ".join(f.get("past_kept", "?") for f in finals))
        left = [n for h in apps for n in ("network-host.match", "network-join.match")
                if os.path.exists(os.path.join(h.data, n))]
        host.ok(left == [], "no match file is left once the game is kept (%s)" % " ".join(left))
        return 0
    finally:
        for h in reversed(apps):
            h.close() if h is host else h.release()


if __name__ == "__main__":
    sys.exit(main())
