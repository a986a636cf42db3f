"""uitest.py: what the UI tests share: their own Xvfb, starting the game,
real input with xdotool, and the F8 state dump (developer builds) of shell/testhook.c.

    h = Harness(app, cli)          # starts Xvfb (2560x1600, or screen="WxH"; or display=":N": that one); h.tmp is a scratch folder
    h.launch(["--seed", "11"])     # the game, with its own data folder
    s = h.read_state()             # F8: screen, box, decision, hint...
    h.make_move(s, drag=True)      # the hint's move with real input
    h.close()

TAP output goes through h.ok(). Xvfb and xdotool missing: h.available is
False and the caller skips (exit 77).

When a wait runs out (no answer to F8, a window that never shows) and when
the test is ended by SIGTERM (meson's timeout), the harness writes where it
is and where each game it started is (dump_apps: the test's own stack, each
game's threads from gdb, the end of its log) before it ends: a test that
hangs says why in meson's log. Meson runs these tests with PYTHONUNBUFFERED
set (tests/ui/meson.build), so nothing printed is lost with the process."""
import os, re, select, shutil, signal, subprocess, sys, tempfile, time, traceback

# every Harness made in this process, for dump_apps
HARNESSES = []


class Deadline(Exception):
    """Raised by Harness.xdo once the deadline set by the caller has passed."""


class Harness:
    def __init__(self, app, cli=None, size="1280x800", prefix="carto-ui-", display=None, screen="2560x1600"):
        self.app_path, self.cli, self.size = app, cli, size
        self.available = bool(shutil.which("Xvfb") and shutil.which("xdotool"))
        self.n = 0
        self.proc = None
        self.xvfb = None
        self.deadline = None
        self.last_serial = 0
        self.window = None  # the X window of the game launch() started
        # False for a build without the F8 state dump (a release build, as the
        # Windows package under Wine): launch() then cannot wait for the
        # game's first answer and gives it a moment instead
        self.state_dump = True
        # False under a window manager, which places (and frames) the window
        # itself: the test then clicks relative to the window
        self.place_at_origin = True
        if not self.available:
            return
        HARNESSES.append(self)
        self.tmp = tempfile.mkdtemp(prefix=prefix)
        self.state = os.path.join(self.tmp, "state")
        self.record = os.path.join(self.tmp, "record")
        self.data = os.path.join(self.tmp, "data")
        if display:  # the caller's display (the Windows run's one display for Wine)
            self.display = display
        else:
            self.xvfb, self.display = self.start_xvfb(screen)
            if self.xvfb is None:
                raise RuntimeError("Xvfb is installed but did not start")
        self.env = dict(os.environ, DISPLAY=self.display, SDL_RENDER_DRIVER="software",
                        CARTOGRAPHERS_STATE=self.state, CARTOGRAPHERS_RECORD=self.record,
                        CARTOGRAPHERS_DATA_DIR=self.data, CARTOGRAPHERS_UPNP="no")

    @staticmethod
    def start_xvfb(screen="2560x1600"):
        """An Xvfb of our own on a display number it picks itself (-displayfd):
        tests run in parallel, and two of them on one display would send their
        keys to each other's games. -noreset: without it the server resets when
        its last client (the game, killed) goes, and a game started at that
        moment finds no display."""
        rfd, wfd = os.pipe()
        proc = subprocess.Popen(["Xvfb", "-displayfd", str(wfd), "-screen", "0", screen + "x24",
                                 "-nolisten", "tcp", "-noreset"],
                                pass_fds=(wfd,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(wfd)
        number = b""
        with os.fdopen(rfd, "rb") as r:  # Xvfb writes the number once it is ready
            while not number.endswith(b"\n"):
                if not select.select([r], [], [], 30)[0]:
                    note("Xvfb (pid %d) wrote no display number in 30 s" % proc.pid)
                    break
                chunk = r.read(1)
                if not chunk:
                    break
                number += chunk
        if not number.strip().isdigit():
            proc.kill()
            proc.wait()
            return None, None
        return proc, ":" + number.decode().strip()

    def ok(self, cond, what):
        self.n += 1
        print("%s %d - %s" % ("ok" if cond else "not ok", self.n, what))
        sys.stdout.flush()
        return cond

    def note(self, text):
        note(text)

    def xdo(self, *args):
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise Deadline()
        try:
            subprocess.run(["xdotool"] + [str(x) for x in args], env=self.env, check=False,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=XDO_SECONDS)
        except subprocess.TimeoutExpired:
            dump_apps("xdotool %s did not return in %d s" % (" ".join(str(x) for x in args), XDO_SECONDS))
            raise RuntimeError("xdotool %s did not return" % args[0])

    def start_window_manager(self, wait=30.0):
        """openbox on this Xvfb, once it handles windows: a probe window
        (xmessage) shown and framed by it. Its name on the root window is not
        enough: openbox sets it early in its start, and a window shown before
        its event loop runs may never be mapped (SDL then waits in
        SDL_CreateWindow for good: seen once in a busy CI run), so a probe not
        framed in two seconds is shown again. The caller ends it; it has
        ended (poll() not None) when it never got ready."""
        wm = subprocess.Popen(["openbox", "--sm-disable"], env=self.env, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
        end = time.time() + wait
        while time.time() < end and wm.poll() is None:
            if self._probe_framed(wm, 2.0):
                return wm
        self.note("the window manager %s after %.0f s" % ("framed no window" if wm.poll() is None else "ended",
                                                            wait))
        wm.terminate()
        wm.wait()
        return wm

    def _probe_framed(self, wm, wait):
        """Shows a probe window and whether the window manager frames it within `wait` seconds."""
        end = time.time() + wait
        probe = subprocess.Popen(["xmessage", "-name", "carto-wm-probe", "-geometry", "+0+0", "probe"],
                                 env=self.env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            while time.time() < end and wm.poll() is None and probe.poll() is None:
                frame = subprocess.run(["xprop", "-name", "carto-wm-probe", "_NET_FRAME_EXTENTS"], env=self.env,
                                       capture_output=True, text=True).stdout
                if re.search(r"=\s*\d+,\s*\d+,\s*\d+,\s*\d+", frame):
                    return True
                time.sleep(0.05)
            return False
        finally:
            probe.terminate()
            probe.wait()

    def launch(self, args=(), animations=False):
        """Starts the game and waits until it is ready for real input: its
        window shown, the game answering F8 from its event loop, and the
        window at (0, 0), so that the state's window coordinates are screen
        coordinates. False if no window opens.

        The window is moved only once the game answers: SDL names the window
        when it creates it, and on X11 SDL_SetWindowMinimumSize (called after
        the icon is loaded) moves the window back to the place SDL last knew.
        A move sent in between was undone, on a loaded machine now and then,
        and every click of that run landed 640, 400 points off its target."""
        extra = [] if animations else ["--no-animations"]
        for stale in (self.state, self.record):  # the last game's answers
            if os.path.exists(stale):
                os.remove(stale)
        self.log = open(os.path.join(self.tmp, "app.log"), "a")
        size = ["--size", self.size] if self.size else []  # None: the size the game picks
        self.proc = subprocess.Popen([self.app_path] + size + extra + list(args), env=self.env,
                                     stderr=self.log)
        self.last_serial = 0
        self.window = None
        saved, self.deadline = self.deadline, None
        try:
            win = self._shown_window()
            if win is None:
                return False
            # keys go to the focused window; the game takes the focus itself
            # when it shows its window (no window manager), this makes sure
            self.xdo("windowfocus", win)
            if not self.state_dump:
                time.sleep(1.0)
                self.xdo("windowmove", win, 0, 0)
                self.xdo("windowfocus", win)
                self.window = win
                return True
            try:
                self.timed_state()  # the game has started: it answers from its loop
            except RuntimeError as e:
                self.note(str(e))
                return False
            if not self.place_at_origin:
                self.xdo("windowfocus", win)
                self.window = win
                return True
            for _ in range(20):  # the window found again each time: the one the game shows now
                win = self._shown_window() or win
                self.xdo("windowmove", win, 0, 0)
                if self.window_position(win) == (0, 0):
                    self.xdo("windowfocus", win)
                    self.window = win
                    return True
                time.sleep(0.1)
            r = subprocess.run(["xdotool", "search", "--pid", str(self.proc.pid)], env=self.env,
                               capture_output=True, text=True, timeout=XDO_SECONDS)
            self.note("window %s does not stay at 0, 0 (it is at %s; the game's windows: %s)"
                      % (win, self.window_position(win), " ".join(r.stdout.split())))
            return False
        finally:
            self.deadline = saved

    def _shown_window(self):
        """The game's window once it is shown (mapped), or None."""
        for _ in range(150):
            r = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.proc.pid),
                                "--name", "^Cartographers$"], env=self.env, capture_output=True, text=True,
                               timeout=XDO_SECONDS)
            if r.stdout.strip():
                return r.stdout.split()[0]
            if self.proc.poll() is not None:
                self.note("the game exited at start with status %s" % self.proc.returncode)
                return None
            time.sleep(0.05)
        dump_apps("no window after 15 s")
        return None

    def window_position(self, win):
        """Where the X server has the window, (x, y), or None."""
        r = subprocess.run(["xdotool", "getwindowgeometry", win], env=self.env, capture_output=True, text=True,
                           timeout=XDO_SECONDS)
        for line in r.stdout.splitlines():
            if "Position:" in line:
                x, y = line.split()[1].split(",")
                return int(x), int(y)
        return None

    def read_state(self):
        """F8 and the state file it writes (with the record written first)."""
        return self.timed_state()[0]

    def click(self, s, name):
        """A click where the state `s` says `name` is (name_x, name_y); the state after it."""
        self.xdo("mousemove", s[name + "_x"], s[name + "_y"], "click", "1")
        return self.read_state()

    def play_to_final_box(self, tries=40):
        """Plays the game on with real input (each box answered with Enter, each
        move placed where the state says and confirmed by key) until the final
        box shows; the last state."""
        s = None
        for _ in range(tries):
            s = self.read_state()
            if s["box"] == "final":
                break
            if s["box"] != "none":
                self.xdo("key", "Return"); continue
            self.confirm(self.place(s, drag=False), by_key=True)
        return s

    def finished_files(self, ext):
        """The files ending in `ext` in the data folder's finished/ (the past games), sorted."""
        folder = os.path.join(self.data, "finished")
        return sorted(f for f in os.listdir(folder) if f.endswith(ext)) if os.path.isdir(folder) else []

    def _state_file(self):
        try:
            with open(self.state) as f:
                kv = dict(l.split("=", 1) for l in f.read().splitlines() if "=" in l)
            return kv if int(kv.get("serial", 0)) > self.last_serial else None
        except (OSError, ValueError):
            return None

    def timed_state(self):
        """F8 and the state file it writes, with the time until it came (ms).
        A key can go astray on a loaded machine (a sanitizer build beside
        other test programs on two cores): F8 is sent again after 8 s, up to
        60 s in all. After a second F8 the latest answer is taken, so that a
        late answer to the first one is not read as the next state."""
        t0 = time.monotonic()
        sends = 0
        while time.monotonic() - t0 < 60.0:
            if time.monotonic() - t0 >= 8.0 * sends:
                self.xdo("key", "F8")
                sends += 1
            kv = self._state_file()
            if kv is not None:
                ms = (time.monotonic() - t0) * 1000.0
                if sends > 1:
                    time.sleep(0.5)
                    kv = self._state_file() or kv
                self.last_serial = int(kv["serial"])
                return kv, ms
            if self.proc is not None and self.proc.poll() is not None:
                raise RuntimeError("the game has exited (status %s)" % self.proc.returncode)
            time.sleep(0.005)
        dump_apps("the game at %s does not answer F8 (sent %d times in 60 s)" % (self.display, sends))
        raise RuntimeError("the game does not answer F8 (sent %d times in 60 s)" % sends)

    def feed_state(self, feed):
        """The state dump asked for through a developer feed (a FIFO open for
        writing: shell/touchfeed.h, shell/padfeed.h) with the line "state",
        so that it comes after what was sent before it (F8 by xdotool could
        overtake it). Sent again after 8 s, up to 60 s, as timed_state."""
        t0 = time.monotonic()
        sends = 0
        while time.monotonic() - t0 < 60.0:
            if time.monotonic() - t0 >= 8.0 * sends:
                feed.write("state\n")
                feed.flush()
                sends += 1
            kv = self._state_file()
            if kv is not None:
                if sends > 1:
                    time.sleep(0.5)
                    kv = self._state_file() or kv
                self.last_serial = int(kv["serial"])
                return kv
            if self.proc.poll() is not None:
                raise RuntimeError("the game has exited (status %s)" % self.proc.returncode)
            time.sleep(0.005)
        raise RuntimeError("the game does not answer the feed's state (sent %d times in 60 s)" % sends)

    def launch_with_feed(self, variable, name, args=()):
        """A developer feed (shell/touchfeed.h, shell/padfeed.h): a FIFO
        `name` in the scratch folder, named in the environment variable
        `variable`, then the game launched; the FIFO's path, or None (said)
        when the window did not open."""
        fifo = os.path.join(self.tmp, name)
        os.mkfifo(fifo)
        self.env[variable] = fifo
        return fifo if self.ok(self.launch(list(args)), "the window opens") else None

    def check_replay(self, s, players):
        """The record of the game ended in state s: cartographers-cli replays
        it (which checks its scores), and the totals s shows are its."""
        rep = subprocess.run([self.cli, "replay", self.record], capture_output=True, text=True)
        self.ok(rep.returncode == 0, "cartographers-cli replays the app's record and agrees with its scores")
        self.note(rep.stdout)
        shown = [s.get("total_%d" % p) for p in range(players)]
        results = [l for l in open(self.record).read().splitlines() if l.startswith("result player")]
        engine = [l.split()[4] for l in results]
        self.ok(shown == engine, "the totals the app shows %s match the engine's %s" % (shown, engine))

    def record_moves(self):
        """The move lines of the record the last F11 wrote."""
        with open(self.record) as f:
            return [l for l in f.read().splitlines() if l.startswith("move ")]

    def place(self, s, drag):
        """Picks, turns and places the hint's move of state s with real input;
        returns the state after placing."""
        if "option_x" in s:
            self.xdo("mousemove", s["option_x"], s["option_y"], "click", "1")
        for _ in range(int(s.get("rotations", "0"))):
            self.xdo("click", "3")
        if "option_x" in s and drag:
            ox, oy, cx, cy = (int(s[k]) for k in ("option_x", "option_y", "cell_x", "cell_y"))
            self.xdo("mousemove", ox, oy, "mousedown", "1")
            for t in (0.25, 0.5, 0.75, 1.0):
                self.xdo("mousemove", int(ox + (cx - ox) * t), int(oy + (cy - oy) * t))
            self.xdo("mouseup", "1")
        else:
            self.xdo("mousemove", s["cell_x"], s["cell_y"], "click", "1")
        return self.read_state()

    def confirm(self, p, by_key):
        if by_key:
            self.xdo("key", "Return")
        else:
            self.xdo("mousemove", p["confirm_x"], p["confirm_y"], "click", "1")

    def kill(self):
        if self.proc is not None and self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGKILL)
            self.proc.wait()
        # a kill mid-drag leaves the button pressed in the X server
        saved, self.deadline = self.deadline, None
        self.xdo("mouseup", "1")
        self.deadline = saved

    def stop(self):
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.kill()

    def close(self):
        """The end of the test: its TAP plan, then release()."""
        print("1..%d" % self.n)
        self.release()

    def release(self):
        """Stops the game, ends this harness's Xvfb and removes its folder:
        for each harness of a test that has several (one prints the plan)."""
        self.stop()
        if self.xvfb is not None:
            self.xvfb.terminate()
            self.xvfb.wait()
            self.xvfb = None
        if self.available and not os.environ.get("CARTO_KEEP_TMP"):
            shutil.rmtree(self.tmp, ignore_errors=True)


# xdotool's calls return at once; one that does not has lost its X server
XDO_SECONDS = 30


def note(text):
    for line in str(text).splitlines():
        print("# " + line)
    sys.stdout.flush()


def dump_apps(why, frame=None, stacks=True):
    """Says in TAP comments why the test stops waiting, where the test is
    (its Python stack) and where each game it started is: its process state,
    every thread's stack from gdb (when installed and `stacks`) and the end
    of its log."""
    note("%s; where the test and its games are:" % why)
    note("".join(traceback.format_stack(frame or sys._getframe(1))))
    for h in HARNESSES:
        p = h.proc
        if p is None:
            continue
        if p.poll() is not None:
            note("game on %s (pid %d): exited with status %s" % (h.display, p.pid, p.returncode))
        else:
            try:
                with open("/proc/%d/status" % p.pid) as f:
                    state = [l for l in f.read().splitlines() if l.startswith("State:")]
                with open("/proc/%d/wchan" % p.pid) as f:
                    wchan = f.read()
            except OSError:
                state, wchan = [], "?"
            note("game on %s (pid %d): %s, waiting in %s" % (h.display, p.pid, " ".join(state), wchan or "-"))
            if stacks and shutil.which("gdb"):
                try:
                    r = subprocess.run(["gdb", "-batch", "-nx", "-p", str(p.pid), "-ex", "thread apply all bt 30"],
                                       capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
                    note("\n".join(l for l in r.stdout.splitlines() if l.startswith(("#", "Thread"))))
                except subprocess.TimeoutExpired:
                    note("gdb did not answer in 60 s")
        try:
            with open(os.path.join(h.tmp, "app.log"), errors="replace") as f:
                tail = f.read()[-3000:]
            note("the end of its log:\n" + tail if tail else "its log is empty")
        except OSError:
            pass


def _on_sigterm(signum, frame):
    """meson's timeout: say where everything is, then end as SIGTERM would.
    Meson sends SIGTERM to the test's whole process group (the games too)
    and SIGKILL half a second later: no time for gdb here; the test's own
    waits, shorter than meson's timeout, take the games' stacks."""
    signal.signal(signum, signal.SIG_DFL)
    try:
        dump_apps("ended by signal %d (the test's timeout?)" % signum, frame, stacks=False)
    finally:
        for h in HARNESSES:
            if h.proc is not None and h.proc.poll() is None:
                h.proc.kill()
            if h.xvfb is not None:
                h.xvfb.kill()
        os.kill(os.getpid(), signum)


signal.signal(signal.SIGTERM, _on_sigterm)