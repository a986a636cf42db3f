#!/usr/bin/env python3
"""test_net_matches.py CLI PROBE [CASE...]: whole network matches over
loopback with the real cartographers-cli (docs/formats.md §20), TAP.

Each case runs in a network namespace of its own when it can (unshare -n,
as root: its own loopback, nothing shared with other tests on the machine);
otherwise on ports the system picks (--port 0), so tests running side by
side never meet either way.

  matches      whole matches, 2-6 players, base, Heroes and mixed, seats on
               the host and on clients; sheets and move logs equal play's;
               every computer keeps the game in Past games
  lossy        the same through a UDP relay of our own that loses 20 % of
               the datagrams each way, delays them 0-300 ms (so reorders
               them) and duplicates 5 %: the same sheets; the time against
               no loss is printed
  kill_client  a client killed with SIGKILL mid-match and started again:
               it takes its seat back, the sheets equal play's
  outage       the network between a client and the host fails mid-match
               for longer than a client waits for a silent host, then
               works again: the client, never restarted, finds the host by
               itself and takes its seat back; the sheets equal play's
  kill_host    the host killed with SIGKILL mid-match and started again:
               it resumes, the clients reconnect by themselves, no move is
               lost, the sheets equal play's
  hostile      a seated client that also sends random bytes, messages too
               long, moves for another seat and for a round that is over,
               illegal and unreadable moves, HELLO again, raw UDP garbage and
               a flood of 10,000 messages: every kind is refused with its
               code, the match ends as play's, the host answers throughout
  lan          discovery lists the game (by the loopback, also when asked by
               broadcast), join HOST:PORT plays without the code, a wrong secret and a mistyped code are refused
  upnp         without a router the host says which port to forward by hand,
               and gives up on UPnP quickly
  router       a UPnP router of our own (SSDP and SOAP on the loopback):
               the host has it forward the port, the invite code names the
               router's public address and a player joins through it, the
               forwarding is taken back at the end; a router that refuses
               gets the message naming the port to forward by hand
               (only in a network namespace of its own)
  away         a client gone for good: its seat is handed to a computer after
               --away seconds, the record says so, the match ends (as play's
               when the computer is the same kind)
  hard         a match with the hard computer player
  mixed        with $CARTO_OTHER_CLI naming the other system's
               cartographers-cli (the Windows suite: the Linux one), a host
               of one and players of the other, both ways; the sheets equal
               play's (skipped without it)
--quick leaves out lossy and hard (the sanitizer and clang builds);
--no-namespace runs every case in this namespace.
"""
import heapq
import os
import random
import re
import select
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time

from upnp_router import Router  # noqa: E402 (beside this file)

CLI = os.path.abspath(sys.argv[1])
PROBE = os.path.abspath(sys.argv[2])
ARGS = sys.argv[3:]
QUICK = "--quick" in ARGS
INSIDE = "--inside" in ARGS
CASES = [a for a in ARGS if not a.startswith("--")]
ALL = ["matches", "lossy", "kill_client", "outage", "kill_host", "hostile", "lan", "upnp", "router", "away", "hard",
       "mixed"]

failures = 0
count = 0


def tap(ok, name, detail=""):
    global failures, count
    count += 1
    print("%s %d - %s" % ("ok" if ok else "not ok", count, name))
    for line in detail.splitlines() if not ok else []:
        print("# " + line)
    sys.stdout.flush()
    if not ok:
        failures += 1


def skip(name, why):
    global count
    count += 1
    print("ok %d - %s # SKIP %s" % (count, name, why))
    sys.stdout.flush()


def note(text):
    print("# " + text)
    sys.stdout.flush()


class Run:
    """A scratch folder for one case and the programs it started."""

    def __init__(self, name):
        self.dir = tempfile.mkdtemp(prefix="carto-net-%s-" % name)
        self.procs = []
        self.gates = []

    def path(self, name):
        return os.path.join(self.dir, name)

    def start(self, name, args, env=None, cli=None):
        out = open(self.path(name + ".out"), "wb")
        err = open(self.path(name + ".err"), "wb")
        p = subprocess.Popen([cli or CLI] + args, stdout=out, stderr=err, stdin=subprocess.DEVNULL, env=env)
        p.name = name
        p.args_given = args
        p.started = time.time()
        self.procs.append(p)
        return p

    def text(self, name, kind="out"):
        try:
            with open(self.path("%s.%s" % (name, kind)), errors="replace") as f:
                return f.read()
        except OSError:
            return ""

    def close(self):
        for g in self.gates:
            g.stop = True
        for p in self.procs:
            if p.poll() is None:
                p.kill()
                p.wait()
        if os.environ.get("CARTO_NET_KEEP"):
            print("# kept " + self.dir)
        else:
            shutil.rmtree(self.dir, ignore_errors=True)


def exit_text(p):
    """How process p ended: its exit status or the signal that ended it."""
    if p.returncode is None:
        return "still running"
    if p.returncode < 0:
        return "ended by signal %d" % -p.returncode
    return "exit status %d" % p.returncode


def host(run, args, name="host", port=0, cli=None):
    """Starts a host; returns (process, code, port) once it printed its code.
    A host that does not start raises RuntimeError saying how it ended, what
    it printed, and (under Wine) what a second try with Wine's error
    messages on printed."""
    cmd = ["host", "--port", str(port), "--upnp", "no", "--data", run.path(name + "-data")] + args
    p = run.start(name, cmd, cli=cli)
    deadline = time.time() + 30
    while time.time() < deadline:
        lines = run.text(name).splitlines()
        m = re.search(r"listening on UDP port (\d+)", run.text(name, "err"))
        if lines and m:
            return p, lines[0].strip(), int(m.group(1))
        if p.poll() is not None:
            break
        time.sleep(0.05)
    why = "the host did not start: %s after %.2f s\n$ %s %s\nstdout: %r\nstderr: %r" % (
        exit_text(p), time.time() - p.started, CLI, " ".join(cmd), run.text(name), run.text(name, "err"))
    if os.environ.get("WINEPREFIX") and p.returncode is not None:
        # once more with Wine's own errors (WINEDEBUG=-all hides them)
        again = name + "-again"
        cmd[cmd.index("--data") + 1] = run.path(again + "-data")
        q = run.start(again, cmd, env=dict(os.environ, WINEDEBUG="err+all"))
        try:
            q.wait(timeout=30)
        except subprocess.TimeoutExpired:
            pass
        why += "\nonce more with WINEDEBUG=err+all: %s\nstdout: %r\nstderr:\n%s" % (
            exit_text(q), run.text(again), run.text(again, "err")[-6000:])
    raise RuntimeError(why)


def join(run, name, code, seat, bot, extra=(), cli=None):
    return run.start(name, ["join", code, "--seat", str(seat), "--bot", bot, "--data", run.path(name + "-data"),
                            "--log", run.path(name + ".log")] + list(extra), cli=cli)


def wait(procs, timeout):
    deadline = time.time() + timeout
    for p in procs:
        left = max(0.1, deadline - time.time())
        try:
            p.wait(timeout=left)
        except subprocess.TimeoutExpired:
            return False
    return all(p.returncode == 0 for p in procs)


def play(args, log):
    r = subprocess.run([CLI, "play", "--log", log] + args, capture_output=True, text=True, timeout=600)
    return r.stdout


def read(path):
    try:
        with open(path, errors="replace") as f:
            return f.read()
    except OSError:
        return ""


def moves_in(path):
    return sum(1 for line in read(path).splitlines() if line.startswith("move "))


def same_as_play(run, game_args, bots, host_name, clients, name):
    """The host's sheets (after its code line), each client's sheets and
    move log, all equal to play's with the same options."""
    want = play(game_args + ["--bot", ",".join(bots)], run.path("play.log"))
    want_log = read(run.path("play.log"))
    bad = []
    got = "\n".join(run.text(host_name).splitlines()[1:]) + "\n"
    if got != want:
        bad.append("host sheets:\n%s\nplay:\n%s" % (got, want))
    for c in clients:
        if run.text(c) != want:
            bad.append("%s sheets:\n%s" % (c, run.text(c)))
        if read(run.path(c + ".log")) != want_log:
            bad.append("%s's move log differs from play's" % c)
    if not want.strip():
        bad.append("play printed nothing")
    tap(not bad, name, "\n".join(bad) + ("\n" + run.text(host_name, "err")[-1500:] if bad else ""))
    return not bad


def in_past_games(run, programs, name):
    """Each program's data folder keeps the finished game in Past games
    (finished/, one save holding play's moves) and no longer its match file
    (network/ is empty)."""
    want = [line for line in read(run.path("play.log")).splitlines() if line.startswith("move ")]
    bad = []
    for p in programs:
        data = run.path(p + "-data")
        try:
            past = sorted(os.listdir(os.path.join(data, "finished")))
            left = os.listdir(os.path.join(data, "network"))
        except OSError as e:
            bad.append("%s: %s" % (p, e))
            continue
        if len(past) != 1:
            bad.append("%s keeps %d games in Past games" % (p, len(past)))
            continue
        moves = [line for line in read(os.path.join(data, "finished", past[0])).splitlines()
                 if line.startswith("move ")]
        if not want or moves != want:
            bad.append("%s's Past games hold %d moves, play's log %d" % (p, len(moves), len(want)))
        if left:
            bad.append("%s still has %s" % (p, ", ".join(left)))
    tap(not bad, name, "\n".join(bad))


def one_match(name, game_args, seats, bots, timeout=240, extra_host=(), host_cli=None, client_cli=None):
    """seats: per seat 'remote' or a bot; bots: per seat the bot (the client's
    for remote seats); the host and the clients run host_cli and client_cli
    (both the CLI under test when not given)."""
    run = Run(name)
    try:
        h, code, _ = host(run, game_args + ["--seats", ",".join(seats), "--log", run.path("host.log")]
                          + list(extra_host), cli=host_cli)
        clients = []
        for i, s in enumerate(seats):
            if s == "remote":
                clients.append(join(run, "c%d" % (i + 1), code, i + 1, bots[i], cli=client_cli))
        ok = wait([h] + clients, timeout)
        if not ok:
            tap(False, name, "did not finish: " + run.text("host", "err")[-2000:])
            return
        if same_as_play(run, game_args, bots, "host", [c.name for c in clients], name):
            in_past_games(run, ["host"] + [c.name for c in clients], name + ": kept in Past games on every computer")
    finally:
        run.close()


def case_matches():
    one_match("base, 2 players, both remote", ["--seed", "11", "--players", "2"], ["remote", "remote"],
              ["random", "greedy"])
    one_match("Heroes, 4 players, two remote and two on the host",
              ["--seed", "12", "--players", "4", "--game", "heroes"], ["remote", "easy", "remote", "medium"],
              ["easy", "easy", "medium", "medium"])
    one_match("mixed, 6 players, side D, Heroes explore cards, all ambushes",
              ["--seed", "13", "--players", "6", "--game", "mixed", "--side", "D", "--explore", "heroes",
               "--ambushes", "goblin_attack,bugbear_assault,kobold_onslaught,gnoll_raid,dragon_inferno,"
               "gorgon_gaze,giant_troll_ravage,zombie_plague"],
              ["remote", "remote", "remote", "random", "greedy", "easy"],
              ["medium", "random", "greedy", "random", "greedy", "easy"])
    one_match("base, 5 players, the solo ambush rule, one remote", ["--seed", "14", "--players", "5",
              "--solo-ambush-rule"], ["greedy", "greedy", "remote", "greedy", "greedy"],
              ["greedy", "greedy", "medium", "greedy", "greedy"])


def case_mixed():
    """The CLI under test with the other system's (the Windows one under Wine
    with the Linux one): a host of one with players of the other."""
    other = os.environ.get("CARTO_OTHER_CLI", "")
    if not other or not os.access(other, os.X_OK):
        skip("mixed systems", "$CARTO_OTHER_CLI names no other system's cartographers-cli")
        return
    other = os.path.abspath(other)
    note("the other system's CLI: " + other)
    one_match("the other system hosts 3 players, two of them playing here",
              ["--seed", "21", "--players", "3"], ["remote", "greedy", "remote"],
              ["medium", "greedy", "easy"], host_cli=other)
    one_match("this system hosts Heroes for 2, the other system's player joins",
              ["--seed", "22", "--players", "2", "--game", "heroes"], ["remote", "remote"],
              ["easy", "greedy"], client_cli=other)


class Relay(threading.Thread):
    """UDP between clients and the host, lossy: each datagram each way is
    lost with `loss`, delayed uniformly in `delay` seconds (so reordered),
    and sent twice with `dup`."""

    def __init__(self, target, loss=0.2, delay=(0.0, 0.3), dup=0.05, seed=7):
        super().__init__(daemon=True)
        self.target = ("127.0.0.1", target)
        self.loss, self.delay, self.dup = loss, delay, dup
        self.rng = random.Random(seed)
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.sock.bind(("127.0.0.1", 0))
        self.port = self.sock.getsockname()[1]
        self.up = {}  # client address -> its own socket towards the host
        self.down = {}  # that socket -> the client's address
        self.queue = []
        self.seq = 0
        self.stop = False
        self.sent = self.lost = 0

    def schedule(self, sock, data, to):
        for copy in range(2 if self.rng.random() < self.dup else 1):
            if self.rng.random() < self.loss:
                self.lost += 1
                continue
            self.seq += 1
            heapq.heappush(self.queue, (time.time() + self.rng.uniform(*self.delay), self.seq, sock, data, to))

    def run(self):
        while not self.stop:
            wait = 0.05
            if self.queue:
                wait = max(0.0, min(wait, self.queue[0][0] - time.time()))
            ready, _, _ = select.select([self.sock] + list(self.down), [], [], wait)
            for s in ready:
                data, addr = s.recvfrom(65536)
                if s is self.sock:
                    if addr not in self.up:
                        u = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
                        u.bind(("127.0.0.1", 0))
                        self.up[addr] = u
                        self.down[u] = addr
                    self.schedule(self.up[addr], data, self.target)
                else:
                    self.schedule(self.sock, data, self.down[s])
            now = time.time()
            while self.queue and self.queue[0][0] <= now:
                _, _, s, data, to = heapq.heappop(self.queue)
                s.sendto(data, to)
                self.sent += 1


def timed_match(run, name, game_args, bots, relay_loss):
    """A match of remote seats only, through a relay when relay_loss is not
    None; returns the seconds it took, or None."""
    t0 = time.time()
    hname = "host-" + name
    relay = None
    if relay_loss is None:
        h, code, port = host(run, game_args + ["--seats", "remote"], hname)
    else:
        port = free_udp_port()
        relay = Relay(port, loss=relay_loss)
        relay.start()
        h, code, port = host(run, game_args + ["--seats", "remote", "--advertise", "127.0.0.1:%d" % relay.port],
                             hname, port)
    clients = [join(run, "%s-c%d" % (name, i + 1), code, i + 1, b, ["--wait", "120"]) for i, b in enumerate(bots)]
    ok = wait([h] + clients, 400)
    took = time.time() - t0
    if relay:
        relay.stop = True
        note("%s: the relay passed %d datagrams and lost %d" % (name, relay.sent, relay.lost))
    if not ok:
        tap(False, name + " finished", run.text(hname, "err")[-2000:] +
            "".join(run.text(c.name, "err")[-500:] for c in clients))
        return None
    same_as_play(run, game_args, bots, hname, [c.name for c in clients], name + ": sheets and logs equal play's")
    return took


def case_lossy():
    run = Run("lossy")
    try:
        game = ["--seed", "21", "--players", "2", "--game", "mixed", "--side", "B"]
        bots = ["medium", "greedy"]
        clear = timed_match(run, "no loss", game, bots, None)
        lossy = timed_match(run, "20 % loss, 0-300 ms, duplicates", game, bots, 0.2)
        if clear and lossy:
            note("match time: no loss %.1f s, 20 %% loss %.1f s (%.1f times)" % (clear, lossy, lossy / clear))
    finally:
        run.close()


class Gate(threading.Thread):
    """UDP between one client and the host that lets the match in `match`
    run to `moves` moves and then passes nothing either way until
    reopen(). The host keeps its match before it tells anybody (§21), so
    once the file holds `moves` the client hears of no further round and
    the match waits for its seat: however late the test is scheduled on a
    loaded machine, the kill that follows is mid-match."""

    def __init__(self, target, match, moves):
        super().__init__(daemon=True)
        self.target = ("127.0.0.1", target)
        self.match, self.moves = match, moves
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.sock.bind(("127.0.0.1", 0))
        self.port = self.sock.getsockname()[1]
        self.up = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.up.bind(("127.0.0.1", 0))
        self.client = None
        self.closed = threading.Event()
        self.stop = False

    def open(self):
        if self.closed.is_set():
            return False
        if moves_in(self.match) >= self.moves:
            self.closed.set()
            return False
        return True

    def reopen(self):
        self.moves = float("inf")
        self.closed.clear()

    def run(self):
        while not self.stop:
            ready, _, _ = select.select([self.sock, self.up], [], [], 0.05)
            for s in ready:
                data, addr = s.recvfrom(65536)
                if not self.open():
                    continue
                if s is self.sock:
                    self.client = addr
                    self.up.sendto(data, self.target)
                elif self.client:
                    self.sock.sendto(data, self.client)


CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


def code_text(v):
    """An invite code from its first 23 values, with its check character (§19)."""
    c = 0
    for x in v[:23]:
        c = ((c << 1) ^ (0x25 if c & 0x10 else 0)) & 0x1f
        c ^= x
    c = ((c << 1) ^ (0x25 if c & 0x10 else 0)) & 0x1f
    s = "".join(CODE_ALPHABET[x] for x in v[:23] + [c])
    return "-".join(s[i:i + 4] for i in range(0, 24, 4))


def code_values(code):
    return [CODE_ALPHABET.index(ch) for ch in code.replace("-", "")]


def code_with_port(code, port):
    """The same address and secret naming another UDP port (a gate's)."""
    v = code_values(code)
    n = 0
    for x in v[1:23]:
        n = (n << 5) | x
    n = (n & ~(0xffff << 62)) | (port << 62)  # 110 bits: address, port, secret (62)
    v[1:23] = [(n >> (5 * (21 - i))) & 31 for i in range(22)]
    return code_text(v)


def gated(run, name, code, port, seat, bot, moves, extra=()):
    """A client joining through a Gate that closes at `moves` moves."""
    gate = Gate(port, os.path.join(run.path("host-data"), "network", "host-0.match"), moves)
    gate.start()
    return gate, join(run, name, code_with_port(code, gate.port), seat, bot, extra)


def case_kill_client():
    run = Run("kill_client")
    try:
        game = ["--seed", "31", "--players", "3", "--game", "heroes"]
        bots = ["medium", "medium", "easy"]
        h, code, port = host(run, game + ["--seats", "remote"])
        c = [join(run, "c1", code, 1, bots[0]), None, join(run, "c3", code, 3, bots[2])]
        gate, c[1] = gated(run, "c2", code, port, 2, bots[1], 20)
        run.gates.append(gate)
        if not gate.closed.wait(120):
            tap(False, "kill a client mid-match", "the match did not get going: %d moves" % moves_in(gate.match))
            return
        c[1].kill()
        c[1].wait()
        seen = moves_in(gate.match)
        time.sleep(0.5)
        c[1] = join(run, "c2", code, 2, bots[1])
        ok = wait([h] + c, 240)
        tap(ok and "joined: seat 2" in run.text("c2", "err"), "a client killed after %d moves takes its seat back" % seen,
            run.text("c2", "err")[-1000:])
        if same_as_play(run, game, bots, "host", ["c1", "c2", "c3"], "after the kill, sheets and logs equal play's"):
            in_past_games(run, ["host", "c1", "c2", "c3"], "after the kill, kept in Past games on every computer")
    finally:
        run.close()


def case_outage():
    run = Run("outage")
    try:
        game = ["--seed", "37", "--players", "3"]
        bots = ["easy", "medium", "medium"]
        h, code, port = host(run, game + ["--seats", "remote"])
        c = [join(run, "c1", code, 1, bots[0]), None, join(run, "c3", code, 3, bots[2])]
        gate, c[1] = gated(run, "c2", code, port, 2, bots[1], 15, ["--wait", "120"])
        run.gates.append(gate)
        if not gate.closed.wait(120):
            tap(False, "the network fails a client mid-match", "the match did not get going: %d moves"
                % moves_in(gate.match))
            return
        seen = moves_in(gate.match)
        # nothing passes for longer than a client waits for a silent host (8 s)
        deadline = time.time() + 30
        while time.time() < deadline and "lost the connection" not in run.text("c2", "err"):
            time.sleep(0.1)
        lost = "lost the connection" in run.text("c2", "err")
        time.sleep(2)
        gate.reopen()
        ok = wait([h] + c, 240)
        err = run.text("c2", "err")
        tap(ok and lost and err.count("joined: seat 2") >= 2 and c[1].returncode == 0,
            "a client cut off after %d moves finds the host again by itself and takes its seat back" % seen,
            err[-1500:])
        if same_as_play(run, game, bots, "host", ["c1", "c2", "c3"], "after the outage, sheets and logs equal play's"):
            in_past_games(run, ["host", "c1", "c2", "c3"], "after the outage, kept in Past games on every computer")
    finally:
        run.close()


def case_kill_host():
    run = Run("kill_host")
    try:
        game = ["--seed", "41", "--players", "3"]
        bots = ["medium", "easy", "medium"]
        h, code, port = host(run, game + ["--seats", "remote,remote,medium", "--log", run.path("host.log")])
        gate, c1 = gated(run, "c1", code, port, 1, bots[0], 25, ["--wait", "120"])
        run.gates.append(gate)
        c = [c1, join(run, "c2", code, 2, bots[1], ["--wait", "120"])]
        match = gate.match
        if not gate.closed.wait(120):
            tap(False, "kill the host mid-match", "the match did not get going: %d moves" % moves_in(match))
            return
        h.kill()
        h.wait()
        kept = moves_in(match)
        gate.reopen()
        os.rename(run.path("host.out"), run.path("host-first.out"))
        t0 = time.time()
        h2 = run.start("host", ["host", "--port", str(port), "--upnp", "no", "--data", run.path("host-data"),
                                "--match", match, "--log", run.path("host.log")] + game + ["--seats", "remote,remote,medium"])
        ok = wait([h2] + c, 240)
        err = run.text("host", "err")
        m = re.search(r"resuming the match kept in .* \((\d+) moves\)", err)
        resumed = int(m.group(1)) if m else -1
        tap(ok and resumed == kept, "the host killed after %d moves resumes with %d and the clients come back (%.1f s)"
            % (kept, resumed, time.time() - t0), err[-1500:])
        lines = run.text("host").splitlines()
        first = read(run.path("host-first.out")).splitlines()
        tap(lines and first and lines[0] == first[0], "the restarted host has the same invite code")
        if same_as_play(run, game, bots, "host", ["c1", "c2"], "no move lost: sheets and logs equal play's"):
            in_past_games(run, ["host", "c1", "c2"], "after the host's restart, kept in Past games on every computer")
    finally:
        run.close()


def discovery_pinger(port, stop, latencies, gaps):
    """Asks the host's game port for its match every 200 ms (answered in the
    host's own loop): how long an answer takes, and the longest time without
    one, say how responsive the host is. A query the kernel drops while the
    host's socket overflows (the flood) is simply asked again."""
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    s.settimeout(1.0)
    query = b"\xffCRTGLAN" + bytes([0x10, 0, 1, 0, 0, 0, 9]) + bytes(64 - 15)
    last = time.time()
    while not stop.is_set():
        t0 = time.time()
        s.sendto(query, ("127.0.0.1", port))
        try:
            s.recvfrom(512)
            now = time.time()
            latencies.append(now - t0)
            gaps.append(now - last)
            last = now
        except socket.timeout:
            pass
        time.sleep(0.2)


def case_hostile():
    run = Run("hostile")
    try:
        game = ["--seed", "51", "--players", "3", "--game", "heroes"]
        bots = ["greedy", "medium", "medium"]
        h, code, port = host(run, game + ["--seats", "remote,remote,medium", "--log", run.path("host.log")])
        stop, lat, gaps = threading.Event(), [], []
        pinger = threading.Thread(target=discovery_pinger, args=(port, stop, lat, gaps), daemon=True)
        pinger.start()
        out = open(run.path("probe.out"), "wb")
        err = open(run.path("probe.err"), "wb")
        probe = subprocess.Popen([PROBE, code, "--seat", "1", "--bot", "greedy", "--data", run.dir], stdout=out,
                                 stderr=err)
        run.procs.append(probe)
        c2 = join(run, "c2", code, 2, "medium")
        ok = wait([h, probe, c2], 300)
        stop.set()
        pinger.join()
        tap(ok, "the match with a hostile client ends", run.text("host", "err")[-1500:] + run.text("probe", "err"))
        lines = run.text("probe").splitlines()
        refused = [int(x) for x in lines[-2].split()[1:]] if len(lines) >= 2 and lines[-2].startswith("refused") \
            else []
        names = ["secret", "full", "version", "seat", "turn", "round", "illegal", "malformed", "too_long", "rate",
                 "undo", "over", "not_started", "hello", "taken", "gone"]
        got = dict(zip(names, refused))
        note("refusals the hostile client got: " + ", ".join("%s %d" % kv for kv in got.items() if kv[1]))
        want = ["seat", "round", "illegal", "malformed", "too_long", "rate", "hello"]
        tap(all(got.get(k, 0) > 0 for k in want), "each kind of bad message is refused with its code",
            "missing: " + ", ".join(k for k in want if got.get(k, 0) == 0))
        m = re.search(r"flood (-?\d+)", run.text("probe"))
        flood_ms = int(m.group(1)) if m else -1
        lat.sort()
        worst_gap = max(gaps) if gaps else 99
        note("flood of 10,000 messages sent in %d ms; the host answered %d queries during the match, half within "
             "%.1f ms, the slowest in %.0f ms; the longest time without an answer %.1f s"
             % (flood_ms, len(lat), lat[len(lat) // 2] * 1000 if lat else -1, lat[-1] * 1000 if lat else -1,
                worst_gap))
        tap(flood_ms > 0 and len(lat) > 10 and worst_gap < 3.0,
            "the host stays responsive (never %.1f s without an answer)" % worst_gap)
        with open(run.path("probe.out")) as f:
            probe_sheets = "".join(line for line in f if line.startswith("player "))
        with open(run.path("c1.out"), "w") as f:
            f.write(probe_sheets)
        shutil.copy(run.path("host.log"), run.path("c1.log"))
        same_as_play(run, game, bots, "host", ["c1", "c2"], "the record is unchanged: sheets and logs equal play's")
    finally:
        run.close()


def free_udp_port():
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def case_lan():
    run = Run("lan")
    try:
        dport = free_udp_port()
        game = ["--seed", "61", "--players", "2"]
        h, code, port = host(run, game + ["--seats", "remote,random", "--discovery-port", str(dport), "--name",
                                          "Test host"])
        r = subprocess.run([CLI, "discover", "--address", "127.255.255.255", "--port", str(dport), "--timeout",
                            "1500"], capture_output=True, text=True, timeout=30)
        want = "game 127.0.0.1:%d kind base players 2 open 1 state lobby join yes name Test host" % port
        tap(want in r.stdout, "discover lists the game (broadcast on the loopback)", r.stdout + r.stderr)
        # the app's query: to 255.255.255.255, which has no way out in a
        # namespace with only the loopback (and from an outside address the
        # host keeps its secret): the loopback copy finds the host here
        r = subprocess.run([CLI, "discover", "--port", str(dport), "--timeout", "1500"], capture_output=True,
                           text=True, timeout=30)
        tap(want in r.stdout, "discover's broadcast finds a host on this computer, join yes", r.stdout + r.stderr)
        # a code with a typo
        rr = subprocess.run([CLI, "join", code[:-1] + ("0" if code[-1] != "0" else "1"), "--bot", "random",
                             "--data", run.path("typo")], capture_output=True, text=True, timeout=30)
        tap(rr.returncode == 2 and "does not check out" in rr.stderr, "a mistyped code: exit 2 and why", rr.stderr)
        # the right address and port, another secret: a valid code
        wrong = forge_code(code)
        rw = subprocess.run([CLI, "join", wrong, "--bot", "random", "--data", run.path("wrong"), "--wait", "5"],
                            capture_output=True, text=True, timeout=60)
        tap(rw.returncode == 1 and "secret is wrong" in rw.stderr, "a wrong secret: refused, exit 1", rw.stderr)
        c = run.start("c1", ["join", "127.0.0.1:%d" % port, "--bot", "medium", "--data", run.path("c1-data"),
                             "--log", run.path("c1.log")])
        ok = wait([h, c], 120)
        tap(ok, "join HOST:PORT plays on the same network without the code", run.text("c1", "err"))
        same_as_play(run, game, ["medium", "random"], "host", ["c1"], "its sheets equal play's")
    finally:
        run.close()


def forge_code(code):
    """The same address and port with another secret, as a valid code."""
    v = code_values(code)
    v[22] ^= 1  # the secret's last bits
    return code_text(v)


def case_upnp():
    run = Run("upnp")
    try:
        t0 = time.time()
        p = run.start("host", ["host", "--port", "0", "--players", "2", "--data", run.path("d"), "--lan", "no"])
        deadline = time.time() + 30
        while time.time() < deadline and not run.text("host").strip():
            time.sleep(0.05)
        took = time.time() - t0
        err = run.text("host", "err")
        p.kill()
        p.wait()
        m = re.search(r"port forwarding: (.*)", err)
        tap(m is not None and "by hand" in err and re.search(r"forward UDP port \d+ to this computer", err) is not None,
            "without a router the host says which port to forward by hand", err)
        note("the invite code came after %.2f s (UPnP gave up)" % took)
        tap(took < 6.0, "UPnP gives up quickly (%.1f s)" % took)
    finally:
        run.close()


def case_router():
    if not INSIDE:
        skip("a UPnP router forwards the port", "needs a network namespace of its own (root)")
        return
    Router.prepare_loopback()
    run = Run("router")
    router = Router()
    try:
        game = ["--seed", "53", "--players", "2"]
        bots = ["greedy", "medium"]
        h, code, port = host(run, game + ["--seats", "remote,medium", "--upnp", "yes"])
        err = run.text("host", "err")
        added = router.asked("AddPortMapping")
        tap("the router forwards UDP port %d (public address %s)" % (port, Router.PUBLIC) in err and
            "the invite code names %s:%d" % (Router.PUBLIC, port) in err and len(added) == 1 and
            added[0].get("NewExternalPort") == str(port) and added[0].get("NewInternalPort") == str(port) and
            added[0].get("NewProtocol") == "UDP" and added[0].get("NewInternalClient") == "127.0.0.1",
            "a UPnP router forwards the port, and the invite code names its public address", err + repr(added))
        c1 = join(run, "c1", code, 1, bots[0])
        ok = wait([h, c1], 240)
        tap(ok, "a player joins with the code through the public address and the match ends",
            run.text("c1", "err")[-1000:])
        same_as_play(run, game, bots, "host", ["c1"], "through the router, sheets and logs equal play's")
        deleted = router.asked("DeletePortMapping")
        tap(len(deleted) == 1 and deleted[0].get("NewExternalPort") == str(port) and
            deleted[0].get("NewProtocol") == "UDP", "the host takes the forwarding back at the end", repr(deleted))
        router.refuse = True
        h2, code2, port2 = host(run, ["--players", "2", "--upnp", "yes", "--lan", "no"], name="host2")
        err = run.text("host2", "err")
        h2.kill()
        h2.wait()
        tap("the router refused to forward the port" in err and
            re.search(r"forward UDP port %d to this computer \(127\.0\.0\.1\) by hand" % port2, err) is not None and
            "the invite code names 127.0.0.1:%d" % port2 in err,
            "a router that refuses: the host says which port to forward by hand", err)
    finally:
        router.close()
        run.close()


def case_away():
    run = Run("away")
    try:
        game = ["--seed", "71", "--players", "2", "--game", "heroes"]
        bots = ["medium", "medium"]
        h, code, port = host(run, game + ["--seats", "remote", "--away", "2", "--away-bot", "medium", "--log",
                                          run.path("host.log")])
        c1 = join(run, "c1", code, 1, "medium")
        gate, c2 = gated(run, "c2", code, port, 2, "medium", 10)
        run.gates.append(gate)
        match = gate.match
        if not gate.closed.wait(120):
            tap(False, "a seat gone for good is handed to a computer", "the match did not get going")
            return
        c2.kill()
        c2.wait()
        run.procs.remove(c2)
        deadline = time.time() + 60
        handed = False
        while time.time() < deadline and not handed:
            handed = "handed 2 " in read(match)
            time.sleep(0.1)
        ok = wait([h, c1], 240)
        err = run.text("host", "err")
        tap(ok and handed and "played by a computer (medium)" in err,
            "a seat gone for good is handed to a computer and the match file says so", err[-1500:])
        # the other client words the hand-over itself, from HANDED: the host says nothing of it in the chat
        c1err = run.text("c1", "err")
        tap("seat 2 (" in c1err and "is played by a computer (medium) until its player is back" in c1err and
            "the host says:" not in c1err,
            "the other client says the hand-over itself, not as the host's chat line", c1err[-1500:])
        past = os.listdir(os.path.join(run.path("host-data"), "finished")) if ok else []
        tap(len(past) == 1, "the finished match is in the host's Past games")
        # the record says so on every computer that kept the game: "handed 2 M medium"
        kept = []
        for who in ("host", "c1"):
            folder = os.path.join(run.path(who + "-data"), "finished")
            files = sorted(os.listdir(folder)) if ok and os.path.isdir(folder) else []
            kept.append([line for f in files for line in read(os.path.join(folder, f)).splitlines()
                         if line.startswith("handed ")])
        tap(len(kept[0]) == 1 and re.fullmatch(r"handed 2 \d+ medium", kept[0][0]) is not None and kept[1] == kept[0],
            "the hand-over is in the record kept in Past games, the same on the host and the other client",
            repr(kept))
        same_as_play(run, game, bots, "host", ["c1"], "with the same kind of computer the sheets equal play's")
    finally:
        run.close()


def case_hard():
    one_match("base, 2 players, the hard computer player on a client", ["--seed", "81", "--players", "2"],
              ["remote", "greedy"], ["hard", "greedy"], timeout=600)


def run_case(name):
    globals()["case_" + name]()


def main():
    cases = CASES or [c for c in ALL if not (QUICK and c in ("lossy", "hard"))]
    if INSIDE:
        subprocess.run(["ip", "link", "set", "lo", "up"], check=False)
        print("# in a network namespace of its own")
        for c in cases:
            run_case(c)
        return
    results = []
    for c in cases:
        isolated = "--no-namespace" not in ARGS and os.geteuid() == 0 and shutil.which("unshare") and shutil.which("ip") and \
            subprocess.run(["unshare", "-n", "true"], capture_output=True).returncode == 0
        if isolated:
            r = subprocess.run(["unshare", "-n", sys.executable, os.path.abspath(__file__), CLI, PROBE, "--inside", c],
                               capture_output=True, text=True)
            results.append(r.stdout + (("# " + r.stderr.replace("\n", "\n# ")) if r.returncode else ""))
        else:
            note("%s: no network namespace here (needs root and unshare); ports picked by the system" % c)
            run_case(c)
    # renumber the TAP lines of the namespaced runs
    n = count
    lines = []
    for out in results:
        for line in out.splitlines():
            m = re.match(r"(not ok|ok) \d+ (.*)", line)
            if m:
                n += 1
                lines.append("%s %d %s" % (m.group(1), n, m.group(2)))
                if m.group(1) == "not ok":
                    globals()["failures"] += 1
            else:
                lines.append(line)
    for line in lines:
        print(line)
    print("1..%d" % n)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
