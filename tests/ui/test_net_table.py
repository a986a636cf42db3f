#!/usr/bin/env python3
"""test_net_table.py: a network table's clocks and connections, with real input (TAP).

Two copies of the app, each under its own Xvfb with its own data folder, on
this computer's loopback. The host picks 3 players, the third "a person at
this screen", and "Time per card: 60 s" and hosts, the friend joins by the
code, the host starts:
  - both banners count the card's time down ("Your time for this card: 0:58");
  - the host draws, a hand-over box passes the host's screen to its second
    player, who draws; the friend does not (and never sees a hand-over
    box): the host's banner counts the friend's time; when it runs out a
    computer draws for the friend, and both banners say so;
  - the friend's copy is killed: the host's banner says the friend lost the
    connection and counts down to the hand-over, with its button; the host
    presses C and a computer draws for the friend at once (the record says
    so), the game goes on;
  - the friend's copy starts again and joins by the code: its seat is its
    own again, and the host's banner says the friend is back.

    test_net_table.py APP CLI [--size WxH]

Exit 77 (skip) without Xvfb or xdotool."""
import argparse, os, re, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from uitest import Harness
from test_net_play import click, to_friends, wait_for


def seconds(banner, after=""):
    """The first m:ss in the banner (after `after`), in seconds; None when none."""
    m = re.search(re.escape(after) + r".*?(\d+):(\d\d)", banner)
    return int(m.group(1)) * 60 + int(m.group(2)) if m else None


def draw(h, s):
    p = h.place(s, drag=False)
    h.confirm(p, by_key=True)


COUNTED = []  # the banner's clock under each hand-over box: before, 2 s later


def draw_both(h):
    """The host's screen draws for its first player, passes the screen
    (the hand-over box) and draws for its second; True when the box showed."""
    s = wait_for(h, lambda x: x["decision"] != "none" and x["actor"] in ("0", "2") and "cell_x" in x, 20)
    first = s["actor"]
    draw(h, s)
    s = wait_for(h, lambda x: x["box"] == "handover", 10)
    boxed = s["box"] == "handover"
    before = seconds(s.get("banner", ""), "Your time for this card")
    time.sleep(2.2)
    after = seconds(h.read_state().get("banner", ""), "Your time for this card")
    COUNTED.append((before, after))
    h.xdo("key", "Return")
    s = wait_for(h, lambda x: x["box"] == "none" and x["actor"] not in (first, "1") and "cell_x" in x, 10)
    if "cell_x" in s and s["actor"] != first:
        draw(h, s)
    return boxed, first, s["actor"]


def join(c, code):
    s = to_friends(c)
    s = click(c, s, "friends_join")
    s = click(c, s, "friends_field")
    c.xdo("type", "--delay", "20", code)
    return click(c, s, "friends_go")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("app"); ap.add_argument("cli")
    ap.add_argument("--size", default="1024x700")
    a = ap.parse_args()
    host, friend = [Harness(a.app, a.cli, a.size, prefix="carto-nettable-%d-" % i) for i in range(2)]
    if not host.available:
        print("1..0 # SKIP needs Xvfb and xdotool"); return 77
    try:
        for h in (host, friend):
            if not host.ok(h.launch([]), "a copy's window opens"):
                return 1
        s = to_friends(host)
        s = click(host, s, "friends_host")
        if not host.ok("friends_time_60_x" in s, "the host's setup offers a time per card"):
            return 1
        s = click(host, s, "friends_players_3")
        s = click(host, s, "friends_here_3")
        s = click(host, s, "friends_time_60")
        s = click(host, s, "friends_go")
        code = s.get("friends_code", "")
        if not host.ok(s["friends_step"] == "3" and code.startswith("N"), "the host's lobby shows the code"):
            host.note(s.get("friends_error", ""))
            return 1
        s = join(friend, code)
        s = wait_for(friend, lambda x: x.get("friends_step") == "3" or x.get("friends_error"), 30)
        if not host.ok(s.get("friends_step") == "3", "the friend joins by the code"):
            return 1
        s = wait_for(host, lambda x: "friends_start_x" in x and x.get("friends_step") == "3", 10)
        s = click(host, s, "friends_start")
        states = [wait_for(h, lambda x: x["screen"] == "table" and x["decision"] != "none", 30)
                  for h in (host, friend)]
        if not host.ok(all(x["screen"] == "table" for x in states), "the game begins on both tables"):
            return 1

        # the card's time on both banners, counting down
        firsts = [seconds(x.get("banner", ""), "Your time for this card") for x in states]
        host.ok(all(t is not None and 45 <= t <= 60 for t in firsts),
                "both banners show the time for the card: %s" % " | ".join(x.get("banner", "") for x in states))
        time.sleep(2.5)
        later = seconds(friend.read_state().get("banner", ""), "Your time for this card")
        host.ok(later is not None and firsts[1] is not None and later < firsts[1],
                "the friend's clock counts down (%s s, then %s s)" % (firsts[1], later))

        # the host's two players draw in turn; the friend does not, and its time runs out
        boxed, first, second = draw_both(host)
        host.ok(boxed and {first, second} == {"0", "2"},
                "the host's screen passes from its player %s to %s with a hand-over box" % (first, second))
        b, a2 = COUNTED[0]
        host.ok(b is not None and a2 is not None and a2 < b,
                "the banner's clock counts on under the hand-over box (%s s, then %s s)" % (b, a2))
        s = wait_for(host, lambda x: "left to draw" in x.get("banner", ""), 10)
        host.ok("left to draw" in s.get("banner", ""), "the host's banner counts the friend's time: %s" % s.get("banner"))
        t0 = time.monotonic()
        s = wait_for(host, lambda x: "time ran out" in x.get("banner", ""), 75)
        took = time.monotonic() - t0
        host.ok("time ran out" in s.get("banner", ""),
                "the host's banner says the friend's time ran out (after %.0f s): %s" % (took, s.get("banner")))
        s = wait_for(friend, lambda x: "time ran out" in x.get("banner", ""), 10)
        host.ok("time ran out" in s.get("banner", ""), "so does the friend's: %s" % s.get("banner"))
        s = wait_for(host, lambda x: int(x["moves"]) >= 3, 30)
        f = wait_for(friend, lambda x: int(x["moves"]) >= 3, 30)
        host.ok(int(s["moves"]) >= 3 and int(f["moves"]) >= 3 and f["box"] == "none",
                "a computer drew the friend's card: the round is in both records (%s, %s moves)"
                % (s["moves"], f["moves"]))

        # the friend's copy is gone: the host's banner counts down to the
        # hand-over, the host hands the seat over at once with the key C
        before = int(host.read_state()["moves"])
        friend.kill()
        # a killed copy sends no goodbye: ENet notices by its time-out, which
        # is at most 30 s (its default maximum) and often near it on a busy machine
        s = wait_for(host, lambda x: "lost the connection" in x.get("banner", ""), 40)
        away = seconds(s.get("banner", ""), "lost the connection")
        host.ok(away is not None and 40 <= away <= 60 and s.get("banner_warn") == "1" and s.get("banner_hand") == "1",
                "the host's banner: %s (a hand-over button at %s,%s)" % (s.get("banner"), s.get("hand_x"),
                                                                        s.get("hand_y")))
        time.sleep(2.5)
        later = seconds(host.read_state().get("banner", ""), "lost the connection")
        host.ok(later is not None and later < away, "it counts down (%s s, then %s s)" % (away, later))
        host.xdo("key", "c")
        s = wait_for(host, lambda x: "A computer draws for" in x.get("banner", ""), 10)
        host.ok("A computer draws for" in s.get("banner", "") and s.get("banner_hand") == "-1",
                "C hands the seat to a computer at once: %s" % s.get("banner"))
        # the host's players draw; the computer draws for the friend: the game goes on
        draw_both(host)
        s = wait_for(host, lambda x: int(x["moves"]) >= before + 3, 30)
        host.ok(int(s["moves"]) >= before + 3, "the computer draws for the friend (%d moves, then %s)"
                % (before, s["moves"]))

        # the friend comes back by the code: the seat is its own again
        if not host.ok(friend.launch([]), "the friend's copy starts again"):
            return 1
        join(friend, code)
        f = wait_for(friend, lambda x: x["screen"] == "table", 30)
        s = wait_for(host, lambda x: "is back" in x.get("banner", ""), 20)
        host.ok(f["screen"] == "table" and "is back" in s.get("banner", ""),
                "the friend takes the seat back; the host's banner: %s" % s.get("banner"))
        host.ok("A computer draws for" not in s.get("banner", ""), "no computer draws for the friend any more")
        return 0
    finally:
        friend.release()
        host.close()


if __name__ == "__main__":
    sys.exit(main())
