#!/usr/bin/env python3
"""test_net_lobby.py: a network game's lobby with real input (TAP).

Two copies of the app, each under its own Xvfb with its own data folder, on
this computer's loopback. The host opens Play with friends, Host a game (2
players) and waits in its lobby. The friend opens Join a game and types an
address where no game answers (the error says so, in words), then the host's
address as 127.0.0.1:PORT (no invite code): it reaches the lobby. The host's
lobby shows the friend not ready; the friend clicks I am ready and the host
sees it. The friend presses Enter, types a line with printf directives in it
and presses Enter: both lobbies show it word for word, under the friend's
name. The host writes back with Enter and the Send button: the friend sees
it. Esc stops writing. Then Start: both tables; on the friend's, T opens
the chat (the lobby's lines kept), Enter sends a line the host's table
shows, Esc goes back.

    test_net_lobby.py APP CLI [--size WxH]

Exit 77 (skip) without Xvfb or xdotool."""
import argparse, os, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from uitest import Harness
from test_net_play import click, to_friends, wait_for  # the menu, a click, waiting for a state

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # docs/formats.md §19 (no I, L, O, U)


def code_port(code):
    """The host's port from its invite code (§19: N, then 32 bits of address,
    16 of port, 62 of secret, then the check character)."""
    chars = code.replace("-", "")[1:23]
    bits = 0
    for c in chars:
        bits = bits * 32 + ALPHABET.index(c)
    return (bits >> 62) & 0xFFFF


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("app"); ap.add_argument("cli")
    ap.add_argument("--size", default="1024x700")
    a = ap.parse_args()
    apps = [Harness(a.app, a.cli, a.size, prefix="carto-lobby-%d-" % i) for i in range(2)]
    host, friend = apps
    if not host.available:
        print("1..0 # SKIP needs Xvfb and xdotool"); return 77
    try:
        for h in apps:
            if not host.ok(h.launch([]), "a copy's window opens"):
                return 1
        s = to_friends(host)
        s = click(host, s, "friends_host")
        s = click(host, s, "friends_players_2")
        s = click(host, s, "friends_go")
        code = s.get("friends_code", "")
        if not host.ok(s["friends_step"] == "3" and code.startswith("N"), "the host's lobby shows the code %s" % code):
            host.note(s.get("friends_error", ""))
            return 1
        port = code_port(code)
        host.note("the code names port %d" % port)

        # an address where no game answers: an error in words, still on the join step
        s = to_friends(friend)
        s = click(friend, s, "friends_join")
        s = click(friend, s, "friends_field")
        nowhere = 1 if port != 1 else 2
        friend.xdo("type", "--delay", "20", "127.0.0.1:%d" % nowhere)
        friend.xdo("key", "Return")
        s = wait_for(friend, lambda x: x.get("friends_error"), 20)
        host.ok(s.get("friends_step") == "2" and "127.0.0.1:%d" % nowhere in s.get("friends_error", ""),
                "no game at the address typed: said so (%s)" % s.get("friends_error"))

        # the host's own address and port, no code: the lobby
        s = click(friend, s, "friends_field")
        for _ in range(len("127.0.0.1:%d" % nowhere)):
            friend.xdo("key", "BackSpace")
        friend.xdo("type", "--delay", "20", "127.0.0.1:%d" % port)
        s = click(friend, friend.read_state(), "friends_go")
        s = wait_for(friend, lambda x: x.get("friends_step") == "3" or (x.get("friends_error") and "127" not in
                                                                        x.get("friends_error")), 30)
        if not host.ok(s.get("friends_step") == "3", "the friend joins by typing 127.0.0.1:%d" % port):
            host.note("error: %s, note: %s" % (s.get("friends_error"), s.get("friends_note")))
            return 1

        # ready flags
        s = wait_for(host, lambda x: x.get("friends_ready") == "10", 10)
        host.ok(s.get("friends_ready") == "10" and "friends_start_x" in s,
                "the host sees the friend joined, not ready yet, and Start is offered (%s)" % s.get("friends_ready"))
        s = click(friend, friend.read_state(), "friends_ready")
        s = wait_for(host, lambda x: x.get("friends_ready") == "11", 10)
        host.ok(s.get("friends_ready") == "11", "the friend clicks I am ready: the host sees it")
        s = click(friend, friend.read_state(), "friends_ready")
        s = wait_for(host, lambda x: x.get("friends_ready") == "10", 10)
        host.ok(s.get("friends_ready") == "10", "and takes it back: the host sees that too")

        # the chat, by the keys alone on the friend's side
        words = "hello %s %n %x 100%"
        friend.xdo("key", "Return")
        s = friend.read_state()
        host.ok(s.get("friends_focus") == "3", "Enter opens the chat line (%s, ready %s)" % (s.get("friends_focus"), s.get("friends_ready")))
        friend.xdo("type", "--delay", "20", words)
        friend.xdo("key", "Return")
        s = wait_for(host, lambda x: x.get("friends_chat_last", "").endswith(words), 10)
        host.ok(s.get("friends_chat_last", "").endswith(": " + words),
                "the host's lobby shows the friend's words as typed: %s" % s.get("friends_chat_last"))
        s = wait_for(friend, lambda x: x.get("friends_chat_last", "").endswith(words), 10)
        host.ok(s.get("friends_chat_last", "").endswith(": " + words), "and so does the friend's own")
        friend.xdo("key", "Escape")
        s = friend.read_state()
        host.ok(s.get("friends_focus") == "0" and s.get("friends_step") == "3", "Esc stops writing, in the lobby")

        # the host writes back with the mouse and the Send button
        s = click(host, host.read_state(), "friends_chat")
        host.xdo("type", "--delay", "20", "welcome")
        s = click(host, host.read_state(), "friends_send")
        s = wait_for(friend, lambda x: x.get("friends_chat_last", "").endswith("welcome"), 10)
        host.ok(s.get("friends_chat_last", "").endswith(": welcome") and s.get("friends_chat_lines") == "2",
                "the friend sees the host's words (%s lines)" % s.get("friends_chat_lines"))
        s = host.read_state()
        host.ok(s.get("friends_chat_lines") == "2", "the host sees its own too (%s: %s)" % (s.get("friends_chat_lines"), s.get("friends_chat_last")))

        s = click(host, host.read_state(), "friends_start")
        states = [wait_for(h, lambda x: x["screen"] == "table", 30) for h in apps]
        host.ok(all(x["screen"] == "table" for x in states), "Start: the game begins on both tables")

        # the chat at the table: T opens it, Enter sends, Esc goes back
        friend.xdo("key", "t")
        s = wait_for(friend, lambda x: x["screen"] == "chat", 10)
        host.ok(s["screen"] == "chat" and s.get("chat_lines") == "2" and s.get("chat_draft") == "",
                "T on the table opens the chat with the lobby's lines (%s, draft '%s')"
                % (s.get("chat_lines"), s.get("chat_draft")))
        friend.xdo("type", "--delay", "20", "my turn? %d")
        friend.xdo("key", "Return")
        s = wait_for(host, lambda x: x.get("status", "").endswith("my turn? %d"), 10)
        host.ok(s.get("status", "").endswith(": my turn? %d"),
                "the host's table shows the friend's words in its status line: %s" % s.get("status"))
        s = wait_for(friend, lambda x: x.get("chat_last", "").endswith("my turn? %d"), 10)
        host.ok(s.get("chat_lines") == "3" and s.get("chat_draft") == "", "the friend's chat shows them too")
        friend.xdo("key", "Escape")
        s = wait_for(friend, lambda x: x["screen"] == "table", 10)
        host.ok(s["screen"] == "table", "Esc: back to the table")
        return 0
    finally:
        for h in reversed(apps):
            h.close() if h is host else h.release()


if __name__ == "__main__":
    sys.exit(main())
