#!/usr/bin/env python3
"""test_play.py: plays whole games in the real app with real input (TAP).

Starts the game under its own Xvfb, then for every decision asks the game
(F11, ui_testhook.c) where a good legal move is, and makes it the way a
player would: clicks the option on the newest card, turns it with
right-clicks, drags it onto the map or clicks the space, and confirms with
the Confirm button or Enter; overlays are dismissed with Enter. At the end
the game's record is replayed by cartographers-cli, which checks the final
scores, and the totals the app shows must match.

    test_play.py APP CLI [--seed N] [--players N] [--kind base|heroes|mixed] [--size WxH]

Exit 77 (skip) without Xvfb or xdotool."""
import argparse, os, shutil, subprocess, sys, tempfile, time

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("app"); ap.add_argument("cli")
    ap.add_argument("--seed", default="11"); ap.add_argument("--players", default="1")
    ap.add_argument("--kind", default="base"); ap.add_argument("--size", default="1280x800")
    a = ap.parse_args()
    if not shutil.which("Xvfb") or not shutil.which("xdotool"):
        print("1..0 # SKIP needs Xvfb and xdotool"); return 77
    tmp = tempfile.mkdtemp(prefix="carto-ui-")
    state, record = os.path.join(tmp, "state"), os.path.join(tmp, "record")
    display = ":%d" % (40 + os.getpid() % 50)
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "2560x1600x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    env = dict(os.environ, DISPLAY=display, SDL_RENDER_DRIVER="software",
               CARTOGRAPHERS_STATE=state, CARTOGRAPHERS_RECORD=record,
               CARTOGRAPHERS_DATA_DIR=os.path.join(tmp, "data"))
    time.sleep(1.0)
    app = subprocess.Popen([a.app, "--seed", a.seed, "--players", a.players, "--kind", a.kind,
                            "--size", a.size, "--no-animations"], env=env)
    n = 0
    def ok(cond, what):
        nonlocal n; n += 1
        print("%s %d - %s" % ("ok" if cond else "not ok", n, what)); sys.stdout.flush()
        return cond
    def xdo(*args):
        subprocess.run(["xdotool"] + [str(x) for x in args], env=env, check=False,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    last = [0]
    def read_state():
        xdo("key", "F11")
        for _ in range(200):
            try:
                kv = dict(l.split("=", 1) for l in open(state).read().splitlines() if "=" in l)
                if int(kv.get("serial", 0)) > last[0]:
                    last[0] = int(kv["serial"]); return kv
            except (OSError, ValueError):
                pass
            time.sleep(0.02)
        raise RuntimeError("the game does not answer F11")
    try:
        win = ""
        for _ in range(100):
            r = subprocess.run(["xdotool", "search", "--pid", str(app.pid), "--name", "^Cartographers$"],
                               env=env, capture_output=True, text=True)
            if r.stdout.strip():
                win = r.stdout.split()[0]; break
            time.sleep(0.1)
        if not ok(win != "", "the window opens"):
            return 1
        xdo("windowmove", win, 0, 0); xdo("windowfocus", win); time.sleep(0.3)
        moves_made, drags, failures = 0, 0, 0
        for step in range(2000):
            s = read_state()
            if s["overlay"] != "none":
                xdo("key", "Return"); continue
            if s["decision"] == "none":
                break
            before = int(s["moves"])
            if "option_x" in s:
                xdo("mousemove", s["option_x"], s["option_y"], "click", "1")
            for _ in range(int(s.get("rotations", "0"))):
                xdo("click", "3")
            if "option_x" in s and moves_made % 2 == 0:
                # drag from the option tile onto the map, in a few steps
                ox, oy, cx, cy = (int(s[k]) for k in ("option_x", "option_y", "cell_x", "cell_y"))
                xdo("mousemove", ox, oy, "mousedown", "1")
                for t in (0.25, 0.5, 0.75, 1.0):
                    xdo("mousemove", int(ox + (cx - ox) * t), int(oy + (cy - oy) * t))
                xdo("mouseup", "1"); drags += 1
            else:
                xdo("mousemove", s["cell_x"], s["cell_y"], "click", "1")
            p = read_state()
            if not (p["placed"] == "1" and p["legal"] == "1"):
                failures += 1
                ok(False, "move %d (%s) lies legally where the engine's hint puts it" % (before + 1, s.get("hint_move")))
                xdo("key", "Escape"); xdo("key", "Escape")
                if failures > 3:
                    return 1
                continue
            if moves_made % 3 == 0:
                xdo("key", "Return")
            else:
                xdo("mousemove", p["confirm_x"], p["confirm_y"], "click", "1")
            q = read_state()
            if int(q["moves"]) != before + 1:
                ok(False, "move %d was committed" % (before + 1)); return 1
            moves_made += 1
        ok(moves_made > 0 and failures == 0, "played %d moves with real input (%d dragged)" % (moves_made, drags))
        s = read_state()
        ok(s["decision"] == "none", "the game reached its end")
        xdo("key", "F11"); time.sleep(0.3)
        rep = subprocess.run([a.cli, "replay", record], capture_output=True, text=True)
        ok(rep.returncode == 0, "cartographers-cli replays the app's record and agrees with its scores")
        for line in rep.stdout.splitlines():
            print("# " + line)
        shown = [s.get("total_%d" % p) for p in range(int(a.players))]
        results = [l for l in open(record).read().splitlines() if l.startswith("result player")]
        engine = [l.split()[4] for l in results]
        ok(shown == engine, "the totals the app shows %s match the engine's %s" % (shown, engine))
    finally:
        print("1..%d" % n)
        app.terminate()
        try:
            app.wait(5)
        except subprocess.TimeoutExpired:
            app.kill()
        xvfb.terminate(); xvfb.wait()
        shutil.rmtree(tmp, ignore_errors=True)
    return 0

if __name__ == "__main__":
    sys.exit(main())
