#!/usr/bin/env python3
"""test_fuzz.py: the random-input test (hardening), TAP.

Runs the game with --fuzz-events N --fuzz-seed S (src/ui/shell/fuzz.h) under SDL's
dummy video driver, in a data folder of its own: N random mouse, wheel,
key, text and window events go through the game's real event loop. Passes
when the game handles them all and exits normally, with no sanitizer report
(in a sanitizer build the ASAN_OPTIONS/UBSAN_OPTIONS of tools/test.sh make
any report fatal; LeakSanitizer checks for leaks at the exit).

    test_fuzz.py APP EVENTS SEED [GAME OPTION...]

CARTOGRAPHERS_OPEN in the environment picks the first screen (a ScreenType's name,
src/ui/core/screen.h)."""
import os, shutil, subprocess, sys, tempfile, time

REPORTS = ("ERROR: AddressSanitizer", "ERROR: LeakSanitizer", "runtime error:", "SUMMARY: UndefinedBehaviorSanitizer")


def main():
    if len(sys.argv) < 4:
        print("usage: test_fuzz.py APP EVENTS SEED [GAME OPTION...]", file=sys.stderr)
        return 2
    app, events, seed = sys.argv[1], sys.argv[2], sys.argv[3]
    tmp = tempfile.mkdtemp(prefix="carto-fuzz-")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_RENDER_DRIVER="software",
               CARTOGRAPHERS_DATA_DIR=os.path.join(tmp, "data"), SDL_AUDIODRIVER="dummy")
    cmd = [app, "--size", "800x500", "--fuzz-events", events, "--fuzz-seed", seed] + sys.argv[4:]
    start = time.monotonic()
    try:
        r = subprocess.run(cmd, env=env, capture_output=True, text=True, errors="replace", timeout=600)
    except subprocess.TimeoutExpired:
        print("not ok 1 - %s random events (seed %s) within 10 minutes" % (events, seed))
        print("1..1")
        shutil.rmtree(tmp, ignore_errors=True)
        return 1
    took = time.monotonic() - start
    reports = [l for l in r.stderr.splitlines() if any(k in l for k in REPORTS)]
    summary = [l for l in r.stderr.splitlines() if "fuzz:" in l]
    ok = r.returncode == 0 and not reports and summary
    print("%s 1 - %s random events (seed %s) handled, normal exit, no sanitizer report (%.1f s)"
          % ("ok" if ok else "not ok", events, seed, took))
    for line in summary:
        print("# " + line)
    if not ok:
        print("# exit status %d; %s" % (r.returncode, " ".join(cmd)))
        for line in r.stderr.splitlines()[-60:]:
            print("# " + line)
    files = sorted(os.listdir(os.path.join(tmp, "data"))) if os.path.isdir(os.path.join(tmp, "data")) else []
    print("# files the game wrote: %s" % (", ".join(files) or "none"))
    print("1..1")
    shutil.rmtree(tmp, ignore_errors=True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
