#!/usr/bin/env python3
"""test_kill.py: a game survives being killed: killing the app with
SIGKILL at any moment, then starting it again, loses no committed move.

Plays a solo game in the real app with real input under Xvfb, as
test_play.py does, and kills it with SIGKILL at random moments (between any
two input events: mid-drag, right after a Confirm while the game writes its
autosave, during start-up...). After each kill it checks the autosave file
(magic line, an `end` line that counts the moves; for a game killed after
its end, the past game in finished/ once its autosave went), starts the game again,
resumes with Enter on the first screen, and checks with F8 that every move
the game had reported as committed before the kill is still there, in order.
At the end the whole record is replayed by cartographers-cli.

    test_kill.py APP CLI [--kills N] [--seed N] [--random-seed N]

Exit 77 (skip) without Xvfb or xdotool."""
import argparse, os, random, subprocess, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from uitest import Deadline, Harness


def autosave_moves(path):
    """The move lines of an autosave, or an error text."""
    try:
        lines = [l for l in open(path).read().splitlines() if l and not l.startswith("#")]
    except OSError as e:
        return None, str(e)
    if not lines or lines[0] not in ("cartographers-save 1", "cartographers-save 3"):  # 3: with hints
        return None, "no magic line"
    if not lines[-1].startswith("end "):
        return None, "no end line"
    moves = [l for l in lines if l.startswith("move ")]
    if int(lines[-1].split()[1]) != len(moves):
        return None, "end %s but %d moves" % (lines[-1], len(moves))
    return moves, ""


def past_game_moves(data, known):
    """The moves of the past game (finished/) that holds the known moves
    and its result, or None: a game wholly kept there has no autosave."""
    folder = os.path.join(data, "finished")
    for name in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
        path = os.path.join(folder, name)
        moves, _ = autosave_moves(path)
        if moves is not None and moves[:len(known)] == known and "\nresult " in open(path).read():
            return moves
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("app"); ap.add_argument("cli")
    ap.add_argument("--kills", type=int, default=20)
    ap.add_argument("--seed", default="23")
    ap.add_argument("--random-seed", type=int, default=None)
    a = ap.parse_args()
    h = Harness(a.app, a.cli, prefix="carto-kill-")
    if not h.available:
        print("1..0 # SKIP needs Xvfb and xdotool"); return 77
    rseed = a.random_seed if a.random_seed is not None else int(time.time()) % 100000
    rnd = random.Random(rseed)
    h.note("random seed %d (--random-seed %d repeats this run)" % (rseed, rseed))
    autosave = os.path.join(h.data, "current-game.autosave")
    known = []      # the moves the game reported as committed, in order
    kills = lost = bad_files = resumes = games = replayed = finished_at_kill = 0
    confirm_kills = unseen_kept = 0  # kills just after a Confirm; moves committed but not yet seen, kept
    moves_made = 0
    new_game = True
    started = time.monotonic()
    try:
        while True:
            # start: a new game from a seed, else resume the one killed
            h.deadline = None
            if not new_game:
                if not h.launch([]):
                    h.ok(False, "the game starts again after kill %d" % kills); return 1
                s = h.read_state()
                if s["screen"] == "menu" and s["resume"] == "0":
                    # nothing to resume: killed before a new game's first move,
                    # or right after the last move of a game (it is finished:
                    # the start kept it among the past games, if the killed
                    # program had not)
                    if known and past_game_moves(h.data, known) is None:
                        h.ok(False, "after kill %d the first screen offers Resume, or Past games has the game "
                             "(%s; %d known moves)" % (kills, s, len(known)))
                        return 1
                    h.stop()
                    if known:
                        finished_at_kill += 1
                    else:
                        games -= 1
                    new_game, known = True, []
                    continue
                if s["screen"] != "menu" or s["resume"] != "1":
                    h.ok(False, "after kill %d the first screen offers Resume (%s; known moves %s)" % (kills, s, known))
                    return 1
                if kills < a.kills and rnd.random() < 0.15:
                    time.sleep(rnd.uniform(0.0, 0.3))  # a kill on the first screen
                    h.kill(); kills += 1
                    continue
                h.xdo("key", "Return")
                s = h.read_state()
                resumes += 1
                have = h.record_moves()
                if have[:len(known)] != known:
                    lost += 1
                    h.note("kill %d: had %d moves, resumed with %d" % (kills, len(known), len(have)))
                elif len(have) > len(known):
                    unseen_kept += 1
                known = have
            else:
                if not h.launch(["--seed", str(int(a.seed) + games)]):
                    h.ok(False, "the game starts"); return 1
                s = h.read_state()
                known = h.record_moves()
                new_game = False
                games += 1
            # a kill at a random moment, or (a third of the time) a few
            # milliseconds after a Confirm, while the game writes its autosave
            after_confirm = kills < a.kills and rnd.random() < 0.33
            if kills < a.kills and not after_confirm:
                h.deadline = time.monotonic() + rnd.uniform(0.05, 1.5)
            over = False
            try:
                while True:
                    s = h.read_state()
                    known = h.record_moves()
                    if s["decision"] == "none":
                        over = True
                        break
                    if s["box"] != "none":
                        h.xdo("key", "Return"); continue
                    p = h.place(s, drag=rnd.random() < 0.5)
                    if not (p["placed"] == "1" and p["legal"] == "1"):
                        h.ok(False, "the hint's move %s lies legally (%s, then %s)" % (s.get("hint_move"), s, p))
                        return 1
                    h.confirm(p, by_key=rnd.random() < 0.5)
                    moves_made += 1
                    if after_confirm and rnd.random() < 0.5:
                        h.deadline = time.monotonic() + rnd.uniform(0.0, 0.03)
            except Deadline:
                pass
            if over:
                h.deadline = None
                s = h.read_state()  # the record with its results
                rep = subprocess.run([a.cli, "replay", h.record], capture_output=True, text=True)
                replayed += rep.returncode == 0
                h.note("game %d: %d moves; cartographers-cli replay: %s" % (games, int(s["moves"]),
                       (rep.stdout + rep.stderr).strip().replace("\n", "; ")))
                if kills >= a.kills:
                    break
                h.stop()
                new_game = True
                continue
            h.kill()
            kills += 1
            confirm_kills += after_confirm
            if os.path.exists(autosave):
                moves, why = autosave_moves(autosave)
            elif not known:
                moves, why = known, ""
            else:  # a finished game wholly kept: among the past games, its autosave gone
                moves, why = past_game_moves(h.data, known), "no autosave, and no past game holds them"
            if moves is None or moves[:len(known)] != known:
                bad_files += 1
                h.note("kill %d: the autosave does not hold the %d known moves: %s" % (kills, len(known), why))
        h.ok(kills == a.kills, "killed the game %d times at random moments (%d of them just after a Confirm), resumed %d "
             "times (%d times with a move committed just before the kill and kept)" % (kills, confirm_kills, resumes, unseen_kept))
        h.ok(bad_files == 0, "after every kill the autosave was whole and held every committed move")
        h.ok(lost == 0, "after every restart the resumed game had every committed move")
        h.ok(replayed + finished_at_kill == games, "%d games played to the end (%d moves by this test); %d replayed "
             "by cartographers-cli with the app's scores, %d killed right after their last move"
             % (games, moves_made, replayed, finished_at_kill))
        h.note("%.1f s" % (time.monotonic() - started))
    except RuntimeError as e:
        h.ok(False, str(e))
        return 1
    finally:
        h.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
