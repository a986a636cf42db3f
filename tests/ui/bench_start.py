#!/usr/bin/env python3
"""bench_start.py: the app's first frame against a bare SDL window.

    bench_start.py APP BARE [--rounds N] [--size WxH]

On an Xvfb of its own with the software renderer (SDL_RENDER_DRIVER=software,
as the UI tests run), each round starts, in turn (the order rotates from
round to round), the baseline BARE (tests/ui/bench_bare: a bare SDL window
with SDL's defaults drawing one frame), the game showing a game's table
(--seed 1 --first-frame) and the game showing its menu (a first start:
--first-frame alone), each drawing one frame and quitting; and, for
comparison only, the bare window without the accelerated framebuffer the
game does without (SDL_FRAMEBUFFER_ACCELERATION=0, gfx/window.c). Each run is
measured by what the kernel accounted to that child (os.wait4: the
getrusage of the child): processor time, user plus system, and its peak
resident memory. Processor time rather than the clock, and ratios of runs
side by side in one round rather than absolute figures: the machine is
shared.

Prints every round, the medians, the median of the rounds' ratios, the
load average before and after, and as TAP the budget: the first frame
takes at most 1.0x the bare window's processor time, and peaks at most
5 MiB above the bare window's memory and under 60 MiB. Exit 77 (skipped)
without Xvfb."""
import argparse, os, shutil, statistics, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from uitest import Harness  # noqa: E402

CPU_RATIO_MAX = 1.0
EXTRA_MIB_MAX = 5.0
PEAK_MIB_MAX = 60.0


def run(argv, env):
    """Runs argv to its end; (processor seconds, peak MiB, exit status)."""
    pid = os.posix_spawn(argv[0], argv, env)
    _, status, usage = os.wait4(pid, 0)
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024.0, os.waitstatus_to_exitcode(status)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("app")
    ap.add_argument("bare")
    ap.add_argument("--rounds", type=int, default=10)
    ap.add_argument("--size", default="1280x800")  # bench_bare's window
    a = ap.parse_args()
    if not shutil.which("Xvfb"):
        print("1..0 # SKIP Xvfb is not installed")
        return 77
    xvfb, display = Harness.start_xvfb()
    if xvfb is None:
        print("1..0 # SKIP Xvfb did not start")
        return 77
    tmp = tempfile.mkdtemp(prefix="carto-bench-start-")
    env = dict(os.environ, DISPLAY=display, SDL_RENDER_DRIVER="software", SDL_AUDIODRIVER="dummy")
    env.pop("SDL_FRAMEBUFFER_ACCELERATION", None)  # SDL's defaults for the baseline
    runs = {
        "bare": [a.bare],
        "bare-shm": [a.bare],
        "table": [a.app, "--size", a.size, "--seed", "1", "--first-frame"],
        "menu": [a.app, "--size", a.size, "--first-frame"],
    }
    names = list(runs)
    got = {n: [] for n in names}
    print("# load average before: %.2f %.2f %.2f" % os.getloadavg())
    try:
        for r in range(a.rounds):
            order = names[r % len(names):] + names[:r % len(names)]
            line = []
            for n in order:
                run_env = dict(env, CARTOGRAPHERS_DATA_DIR=os.path.join(tmp, "data-%d-%s" % (r, n)))
                if n == "bare-shm":
                    run_env["SDL_FRAMEBUFFER_ACCELERATION"] = "0"
                cpu, mib, code = run(runs[n], run_env)
                if code != 0:
                    print("not ok 1 - %s exited with status %d" % (" ".join(runs[n]), code))
                    print("1..1")
                    return 1
                got[n].append((cpu, mib))
                line.append("%s %.3f s %.1f MiB" % (n, cpu, mib))
            print("# round %d: %s" % (r + 1, ", ".join(line)))
    finally:
        xvfb.terminate()
        xvfb.wait()
        shutil.rmtree(tmp, ignore_errors=True)
    print("# load average after: %.2f %.2f %.2f" % os.getloadavg())
    med = {n: (statistics.median(c for c, _ in got[n]), statistics.median(m for _, m in got[n])) for n in names}
    what = {"bare": "bare SDL window (SDL's defaults)",
            "bare-shm": "bare window, SDL_FRAMEBUFFER_ACCELERATION=0 (for comparison)",
            "table": "cartographers --seed 1 --first-frame", "menu": "cartographers --first-frame (the menu)"}
    for n in names:
        print("# %-62s processor %.3f s, peak %.1f MiB (medians of %d)" % (what[n], med[n][0], med[n][1], a.rounds))
    n_tap = 0
    failed = False
    for n in ("table", "menu"):
        ratios = [g[0] / b[0] for g, b in zip(got[n], got["bare"]) if b[0] > 0]
        ratio = statistics.median(ratios)
        extra = med[n][1] - med["bare"][1]
        checks = [
            (ratio <= CPU_RATIO_MAX, "%s: first frame %.2fx the bare window's processor time "
             "(median of the rounds' ratios, %.2f-%.2f; limit %.1fx)"
             % (n, ratio, min(ratios), max(ratios), CPU_RATIO_MAX)),
            (extra <= EXTRA_MIB_MAX, "%s: peak memory %.1f MiB, %+.1f MiB against the bare window's %.1f MiB "
             "(limit +%.0f MiB)" % (n, med[n][1], extra, med["bare"][1], EXTRA_MIB_MAX)),
            (med[n][1] < PEAK_MIB_MAX, "%s: peak memory %.1f MiB (limit %.0f MiB)" % (n, med[n][1], PEAK_MIB_MAX)),
        ]
        for ok, text in checks:
            n_tap += 1
            failed |= not ok
            print("%s %d - %s" % ("ok" if ok else "not ok", n_tap, text))
    print("1..%d" % n_tap)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
