#!/usr/bin/env python3
"""test_net_lan.py: a game on this network listed and joined by a click (TAP).

Two copies of the app, each under its own Xvfb with its own data folder, on
this computer. The host opens Play with friends, Host a game (2 players) and
waits in its lobby. The friend opens Join a game: its list of the games on
this network shows the host's game by the host's name and its kind (the
query's copy to the loopback finds it also where a broadcast has no way
out, docs/formats.md §18), and a click on it joins without any code: the
friend's lobby, and the host's shows the friend. Before that the friend
types a host's name, which takes 10 s to look up (the test hook
CARTOGRAPHERS_LOOKUP_DELAY_MS): the screen answers at once with "Looking
up", and Cancel gives up at once; "localhost" looked up to its end is asked
for its game. Then a third copy's list shows the game full, and a click on
it does nothing (it is not offered: the host would only refuse).

    test_net_lan.py APP CLI [--size WxH]

Exit 77 (skip) without Xvfb or xdotool."""
import argparse, os, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from uitest import Harness
from test_net_play import click, to_friends, wait_for  # the menu, a click, waiting for a state
from test_net_lobby import code_port  # the port an invite code names


LOOKUP_MS = 10000  # long beside the screen's answers, on a loaded machine too (half of it is their bound)


def look_up(friend, text):
    """Types a host's name and port in the code field and presses Enter: the
    state read at once (the screen is not held by the lookup)."""
    s = click(friend, friend.read_state(), "friends_field")
    for _ in range(40):
        friend.xdo("key", "BackSpace")
    friend.xdo("type", "--delay", "20", text)
    t0 = time.monotonic()
    friend.xdo("key", "Return")
    s = friend.read_state()
    return s, time.monotonic() - t0


def ours(s, port):
    """The index of the listed game on the host's port, or None (other games
    on the network, say another test's, may be listed too)."""
    for i in range(int(s.get("friends_lan_shown", "0"))):
        if s.get("friends_lan_%d_port" % i) == str(port):
            return i
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("app"); ap.add_argument("cli")
    ap.add_argument("--size", default="1024x700")
    a = ap.parse_args()
    apps = [Harness(a.app, a.cli, a.size, prefix="carto-lan-%d-" % i) for i in range(3)]
    host, friend, late = apps
    if not host.available:
        print("1..0 # SKIP needs Xvfb and xdotool"); return 77
    friend.env["CARTOGRAPHERS_LOOKUP_DELAY_MS"] = str(LOOKUP_MS)  # every name takes this long to look up
    try:
        for h in apps:
            if not host.ok(h.launch([]), "a copy's window opens"):
                return 1
        s = to_friends(host)
        s = click(host, s, "friends_host")
        s = click(host, s, "friends_players_2")
        s = click(host, s, "friends_name_field")
        host.xdo("type", "--delay", "20", "Anna")
        s = host.read_state()
        name = s.get("friends_name", "")
        host.ok(name == "Anna", "the host types its name (%s)" % name)
        s = click(host, s, "friends_go")
        code = s.get("friends_code", "")
        if not host.ok(s["friends_step"] == "3" and code.startswith("N"), "the host's lobby shows the code %s" % code):
            host.note(s.get("friends_error", ""))
            return 1
        port = code_port(code)

        s = to_friends(friend)
        s = click(friend, s, "friends_join")

        # a name typed is looked up off the screen's thread: "Looking up", Cancel
        s, took = look_up(friend, "slow.invalid:%d" % port)
        host.ok(s.get("friends_looking_up") == "1" and "slow.invalid" in s.get("friends_note", "") and took < LOOKUP_MS / 2000.0,
                "a name being looked up (%d ms): the screen answers in %.1f s: %s" % (LOOKUP_MS, took, s.get("friends_note")))
        t0 = time.monotonic()
        s = click(friend, s, "friends_back")
        took = time.monotonic() - t0
        host.ok(s.get("friends_looking_up") == "0" and s.get("friends_step") == "2" and not s.get("friends_error")
                and not s.get("friends_note") and took < LOOKUP_MS / 2000.0,
                "Cancel gives the lookup up at once (%.1f s), still on Join" % took)
        # a name that is found, left to finish: the game there is asked for
        nowhere = 1 if port != 1 else 2
        s, _ = look_up(friend, "localhost:%d" % nowhere)
        host.ok(s.get("friends_looking_up") == "1", "localhost being looked up: %s" % s.get("friends_note"))
        s = wait_for(friend, lambda x: x.get("friends_looking_up") == "0", 20)
        host.ok(s.get("friends_looking_up") == "0" and "Asking localhost:%d" % nowhere in s.get("friends_note", "")
                and not s.get("friends_error"), "found after %d ms: its game is asked for (%s)"
                % (LOOKUP_MS, s.get("friends_note")))
        s = wait_for(friend, lambda x: x.get("friends_error"), 20)
        host.ok("127.0.0.1:%d" % nowhere in s.get("friends_error", ""), "nothing answers there: said so")
        s = wait_for(friend, lambda x: ours(x, port) is not None, 20)
        i = ours(s, port)
        if not host.ok(i is not None, "the friend's Join lists the host's game (port %d)" % port):
            host.note("listed: %s" % [s.get("friends_lan_%d_text" % k) for k in range(int(s.get("friends_lan_shown", "0")))])
            return 1
        line = s.get("friends_lan_%d_text" % i, "")
        host.ok(name and line.startswith(name + " \u2014 ") and "Base game, 2 players" in line and "1 seat open" in line,
                "by the host's name and the game's kind: %s" % line)
        s = click(friend, s, "friends_lan_%d" % i)
        s = wait_for(friend, lambda x: x.get("friends_step") == "3" or x.get("friends_error"), 30)
        if not host.ok(s.get("friends_step") == "3", "a click on it joins, no code typed: the friend's lobby"):
            host.note("error: %s, note: %s" % (s.get("friends_error"), s.get("friends_note")))
            return 1
        s = wait_for(host, lambda x: x.get("friends_ready") == "10", 10)
        host.ok(s.get("friends_ready") == "10", "the host's lobby shows the friend joined (%s)" % s.get("friends_ready"))

        # the game is full: a third copy sees it listed so, and not offered
        s = to_friends(late)
        s = click(late, s, "friends_join")
        s = wait_for(late, lambda x: ours(x, port) is not None and x.get("friends_lan_%d_open" % ours(x, port)) == "0", 20)
        i = ours(s, port)
        if not host.ok(i is not None and s.get("friends_lan_%d_open" % i) == "0"
                       and "0 seats open" in s.get("friends_lan_%d_text" % i, ""),
                       "a third copy lists the game full: %s" % (s.get("friends_lan_%d_text" % i) if i is not None else None)):
            return 1
        s = click(late, s, "friends_lan_%d" % i)
        time.sleep(1.0)
        s = late.read_state()
        host.ok(s.get("friends_step") == "2" and not s.get("friends_note") and not s.get("friends_error"),
                "a click on the full game does nothing (still on Join, nothing asked: %s%s)"
                % (s.get("friends_note"), s.get("friends_error")))
        return 0
    finally:
        for h in reversed(apps):
            h.close() if h is host else h.release()


if __name__ == "__main__":
    sys.exit(main())
