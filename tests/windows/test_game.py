#!/usr/bin/env python3
"""test_game.py: the game as a player gets it (for Windows: the unzipped or
installed package run under Wine), in its own Xvfb, with a players' build
(no developer hooks: only the command line, the keyboard and the files).

1. Screens: the menu and a game, in English and in German, drawn with
   --screenshot through the real video driver and compared with the
   references of tests/ui/screens (png_diff, as test_screens.sh does); the
   German menu must differ from the English one.
2. Kill and resume: a solo game played with the keyboard (H for the hint,
   Enter to draw it), killed with SIGKILL after some moves (sometimes just
   after an Enter, while the autosave is written), started again, resumed
   with Enter on the menu, played on. After every kill the autosave is whole
   and holds every move it held before; after every resume the next move's
   autosave starts with all of them. The data folder is named with ä and ő
   (outside Windows' ANSI code page).
3. Sound: the first start of that game runs with SDL's disk audio driver
   (what would go to the speakers goes to a file): the card turned at the
   start is in the file, and, after a second of silence, the first move's
   pencil.
4. A network game with a host of another system (with --other-cli, the
   Linux cartographers-cli): it hosts 2 players, the second seat its greedy
   computer; the game opens Play with friends (CARTOGRAPHERS_OPEN=friends),
   Tab, Tab and Enter go to Join a game, a click puts the caret in the code
   field, the invite code is typed, Enter joins; the host starts the game,
   the player plays it with H and Enter to its end; the host keeps the game
   in its Past games and so does the player's data folder, with the host's
   moves.

    test_game.py APP PNG_DIFF SCREENS_DIR [--kills N] [--random-seed N] [--tolerance PERCENT]
                 [--display :N] [--other-cli CLI]

APP and PNG_DIFF may be scripts that run Windows programs under Wine; then
--display names the X display every Wine program of the run shares
(tools/windows/wine-session.sh): the game must not join a Wine desktop made
for another display, or for none. Without it the test starts an Xvfb of its
own. Exit 77 (skip) without Xvfb or xdotool."""
import re
import argparse, os, random, subprocess, sys, time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "ui"))
from uitest import Harness  # noqa: E402

SCREENS = ["menu", "solo-start", "solo-german"]


def screens(h, a):
    lines = {}
    with open(os.path.join(a.screens, "screens.txt")) as f:
        for line in f:
            if line.strip() and not line.lstrip().startswith("#"):
                name, args = line.split("|", 1)
                lines[name.strip()] = args.split()
    lines["menu-german"] = lines["menu"] + ["--lang", "de"]
    shots = {}
    for name in SCREENS + ["menu-german"]:
        out = os.path.join(h.tmp, name + ".png")
        env = dict(h.env, CARTOGRAPHERS_DATA_DIR=os.path.join(h.tmp, "screens-data-" + name))
        t = time.monotonic()
        try:
            r = subprocess.run([a.app] + lines[name] + ["--screenshot", out], env=env, capture_output=True,
                               text=True, timeout=180)
            status = r.returncode
            err = (r.stdout + r.stderr).strip()
        except subprocess.TimeoutExpired:
            status, err = "timeout", ""
        drawn = status == 0 and os.path.exists(out) and os.path.getsize(out) > 0
        if not h.ok(drawn, "%s: the game draws it (%.1f s)" % (name, time.monotonic() - t)):
            h.note("exit %s: %s" % (status, err))
            continue
        shots[name] = out
        if name in SCREENS:
            d = subprocess.run([a.png_diff, os.path.join(a.screens, name + ".png"), out, a.tolerance,
                                os.path.join(h.tmp, name + "-diff.png")], capture_output=True, text=True)
            h.ok(d.returncode == 0, "%s: as the reference: %s" % (name, (d.stdout + d.stderr).strip()))
    if "menu" in shots and "menu-german" in shots:
        d = subprocess.run([a.png_diff, shots["menu"], shots["menu-german"], "0"], capture_output=True, text=True)
        h.ok(d.returncode == 1, "the German menu is not the English one: %s" % (d.stdout + d.stderr).strip())


def autosave_moves(path):
    """The move lines of an autosave, or None and why."""
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            lines = [l for l in f.read().splitlines() if l and not l.startswith("#")]
    except OSError as e:
        return None, str(e)
    # version 3 once a move was made with the Hint showing (docs/formats.md)
    if not lines or not re.fullmatch(r"cartographers-save [0-9]+", lines[0]):
        return None, "no magic line"
    if not lines[-1].startswith("end "):
        return None, "no end line"
    moves = [l for l in lines if l.startswith("move ")]
    if int(lines[-1].split()[1]) != len(moves):
        return None, "end %s but %d moves" % (lines[-1], len(moves))
    return moves, ""


def key(h, name):
    """A key for the game's window. xdotool sends it through XTEST when the
    window has the X focus and straight to the window (XSendEvent)
    otherwise: Xvfb has no window manager, and a Wine window does not always
    get the focus it is given (nor keys typed at the pointer then)."""
    h.xdo("key", "--window", h.window, name)


def one_move(h, autosave, known, kill_after_enter=False):
    """H, then Enter every few seconds until the autosave holds one move more
    (the hint may take a while on a busy machine; Enter without a shape on
    the map does nothing, over a season's box it closes the box). The new
    list of moves, or None after two minutes. With kill_after_enter it
    returns right after the first Enter, for a kill at that moment."""
    key(h, "h")
    started = time.monotonic()
    asked = started
    while time.monotonic() - started < 120:
        time.sleep(3)
        key(h, "Return")
        if kill_after_enter:
            time.sleep(random.uniform(0.0, 0.05))
            return known
        moves, _ = autosave_moves(autosave)
        if moves is not None and len(moves) > len(known):
            return moves
        if time.monotonic() - asked > 30:
            key(h, "h")
            asked = time.monotonic()
    return None


def launch(h, args):
    """h.launch, then the pointer over a quiet corner of the window (the top
    bar): without a window manager the keyboard goes where the pointer is."""
    if not h.launch(args):
        return False
    h.xdo("mousemove", 1200, 25)
    time.sleep(0.3)
    return True


def audio_bytes(path):
    """The bytes of a disk-audio file so far, or b"" before it exists."""
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError:
        return b""


# The mixer's output (src/ui/gfx/sound.c): 44100 frames a second, two
# channels of signed 16-bit samples; silence is zero bytes.
AUDIO_RATE = 44100 * 2 * 2


def first_sound(data, start=0):
    """Where the first sound in data after `start` begins, or -1."""
    m = re.compile(rb"[^\x00]").search(data, start)
    return m.start() if m else -1


def heard_after_silence(data, start, quiet):
    """Where, after `start`, sound begins again after at least `quiet`
    seconds of silence, or -1."""
    run = int(quiet * AUDIO_RATE)
    gap = data.find(bytes(run), start)
    return -1 if gap < 0 else first_sound(data, gap + run)


def wait_audio(path, found, timeout=10):
    """found(data) on the disk-audio file until it is not -1 or the time is
    up (the driver writes in real time, a buffer at a time): (where, data)."""
    t = time.monotonic()
    while True:
        data = audio_bytes(path)
        where = found(data)
        if where >= 0 or time.monotonic() - t > timeout:
            return where, data
        time.sleep(0.2)


def seconds(where):
    return "%.2f s" % (where / AUDIO_RATE)


def kill_and_resume(h, a, rnd):
    autosave = os.path.join(h.data, "current-game.autosave")
    kills = lost = bad = resumed = made = 0
    known = []
    # Sound: the first start mixes into a file (SDL's disk audio driver); the
    # later ones use the dummy driver, sound having been checked once.
    audio = os.path.join(h.tmp, "sound.raw")
    h.env.update(SDL_AUDIODRIVER="disk", SDL_DISKAUDIOFILE=audio)
    started = launch(h, ["--seed", "5"])
    h.env.update(SDL_AUDIODRIVER="dummy")
    del h.env["SDL_DISKAUDIOFILE"]
    if not started:
        return h.ok(False, "the game starts with --seed 5")
    card, data = wait_audio(audio, first_sound)
    h.ok(card >= 0, "sound: the card turned at the start is heard (%s)"
         % ("at " + seconds(card) if card >= 0 else "%d bytes of silence" % len(data)))
    moves = one_move(h, autosave, known)
    if moves is None:
        return h.ok(False, "the first move with H and Enter")
    # one_move waits three seconds before its Enter: the pencil comes after
    # at least one second of silence
    pencil, data = wait_audio(audio, lambda d: heard_after_silence(d, max(card, 0), 1.0))
    h.ok(pencil >= 0, "sound: the first move's pencil is heard after a second of silence (%s)"
         % ("at " + seconds(pencil) if pencil >= 0 else "none in %s" % seconds(len(data))))
    known = moves
    made += 1
    while kills < a.kills:
        for _ in range(rnd.randint(1, 2)):
            moves = one_move(h, autosave, known)
            if moves is None:
                return h.ok(False, "a move with H and Enter (after %d moves)" % len(known))
            if moves[:len(known)] != known:
                lost += 1
                h.note("kill %d: the game has moves %s, knew %s" % (kills, moves, known))
            known = moves
            made += 1
        just_after_enter = rnd.random() < 0.5
        if just_after_enter:
            one_move(h, autosave, known, kill_after_enter=True)
        h.kill()
        kills += 1
        moves, why = autosave_moves(autosave)
        if moves is None or moves[:len(known)] != known:
            bad += 1
            h.note("kill %d: the autosave does not hold the %d known moves: %s" % (kills, len(known), why))
        else:
            known = moves  # a move committed just before the kill counts too
        if not launch(h, []):
            return h.ok(False, "the game starts again after kill %d" % kills)
        key(h, "Return")  # Resume, the menu's first button
        time.sleep(1.5)
        resumed += 1
        moves = one_move(h, autosave, known)
        if moves is None or moves[:len(known)] != known or len(moves) != len(known) + 1:
            lost += 1
            h.note("kill %d: after resuming, the next move's autosave holds %s, expected %d moves and one more"
                   % (kills, moves, len(known)))
        else:
            known = moves
            made += 1
    h.stop()
    h.ok(bad == 0, "after each of %d kills (%d moves made with the keys) the autosave was whole and held every move"
         % (kills, made))
    h.ok(lost == 0 and resumed == kills, "resumed %d times; every resumed game had every move" % resumed)


def moves_of(path):
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return [l.strip() for l in f if l.startswith("move ")]
    except OSError:
        return []


# Where the code field of Join a game is, at 1280x800 (window points): the
# release game has no state dump to say it (the developer build's F8 says
# friends_field_x/_y).
JOIN_FIELD = (585, 109)


def network_game(h, a):
    """A whole game joined to a host of another system (part 4)."""
    if not a.other_cli:
        h.note("no --other-cli: no network game with a host of another system")
        return
    net = os.path.join(h.tmp, "net")
    os.makedirs(net)
    err = open(os.path.join(net, "host.err"), "w")
    host = subprocess.Popen([a.other_cli, "host", "--port", "0", "--players", "2", "--seats", "remote,greedy",
                             "--seed", "5", "--upnp", "no", "--lan", "no", "--data", os.path.join(net, "host"),
                             "--log", os.path.join(net, "host.log")],
                            stdout=subprocess.PIPE, stderr=err, stdin=subprocess.DEVNULL, text=True)
    try:
        code = host.stdout.readline().strip()
        if not h.ok(code.startswith("N"), "the other system's CLI hosts a game (code %s)" % code):
            return
        data = os.path.join(h.tmp, "net-data")
        saved = dict(h.env)
        h.env.update(CARTOGRAPHERS_DATA_DIR=data, CARTOGRAPHERS_OPEN="friends")
        started = launch(h, [])
        h.env.clear()
        h.env.update(saved)
        if not h.ok(started, "the game opens Play with friends"):
            return
        key(h, "Tab")  # the ring shows, on Host a game
        key(h, "Tab")
        key(h, "Return")  # Join a game
        time.sleep(1.0)
        h.xdo("mousemove", JOIN_FIELD[0], JOIN_FIELD[1], "click", "1")
        time.sleep(0.5)
        h.xdo("type", "--window", h.window, "--delay", "40", code)
        key(h, "Return")
        t0 = time.monotonic()
        while host.poll() is None and time.monotonic() - t0 < 300:
            key(h, "h")
            time.sleep(1.0)
            key(h, "Return")
            time.sleep(0.5)
        took = time.monotonic() - t0
        err.flush()
        said = open(os.path.join(net, "host.err"), errors="replace").read()
        h.ok(host.poll() == 0 and "the game is over" in said and "kept in Past games" in said,
             "joined by the typed code, the game played with H and Enter to its end (%.0f s)" % took)
        if host.poll() is None:
            h.note(said[-1500:])
        want = moves_of(os.path.join(net, "host.log"))
        finished = os.path.join(data, "finished")
        kept = sorted(os.listdir(finished)) if os.path.isdir(finished) else []
        got = moves_of(os.path.join(finished, kept[0])) if len(kept) == 1 else []
        h.ok(len(want) > 20 and got == want, "the player's Past games keep the game with the host's %d moves (%d kept)"
             % (len(want), len(got)))
        h.stop()
    finally:
        if host.poll() is None:
            host.kill()
        host.wait()
        err.close()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("app")
    ap.add_argument("png_diff")
    ap.add_argument("screens")
    ap.add_argument("--kills", type=int, default=3)
    ap.add_argument("--tolerance", default="0.05", help="percent of pixels that may differ from the references")
    ap.add_argument("--random-seed", type=int, default=None)
    ap.add_argument("--display", default=None, help="an X display to use instead of an Xvfb of the test's own")
    ap.add_argument("--other-cli", default=None, help="another system's cartographers-cli to host a network game")
    a = ap.parse_args()
    h = Harness(a.app, prefix="carto-win-", display=a.display)
    h.state_dump = False  # the installed (release) game has no F8 dump
    # The player's folder is named with letters outside Windows' ANSI code
    # page (a: in it, o with a double acute: not in it), so the kill-and-
    # resume checks pass only when the game reads CARTOGRAPHERS_DATA_DIR in
    # UTF-16 (platform_getenv) and writes there through the wide API.
    if h.available:
        h.data = os.path.join(h.tmp, "Spielst\u00e4nde \u0151")
        h.env["CARTOGRAPHERS_DATA_DIR"] = h.data
    failures = []
    plain_ok = h.ok

    def ok(cond, what):
        if not cond:
            failures.append(what)
        return plain_ok(cond, what)

    h.ok = ok
    if not h.available:
        print("1..0 # SKIP needs Xvfb and xdotool")
        return 77
    rseed = a.random_seed if a.random_seed is not None else int(time.time()) % 100000
    h.note("random seed %d" % rseed)
    rnd = random.Random(rseed)
    random.seed(rseed)
    # the system's language is English; German only where --lang de says so
    h.env.update(LANGUAGE="", LANG="C.UTF-8", LC_ALL="C.UTF-8", SDL_AUDIODRIVER="dummy")
    h.env.pop("CARTOGRAPHERS_STATE", None)
    try:
        screens(h, a)
        kill_and_resume(h, a, rnd)
        network_game(h, a)
    finally:
        h.close()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
