#!/usr/bin/env python3
"""test_tutorial.py: plays the guided first game to its end with real input (TAP),
or its second chapter, the Heroes lesson.

Starts the game under its own Xvfb with an empty data folder, so the menu
offers the tutorial first; then follows every step the way a new player
would, reading where things are from the F8 state dump (shell/testhook.c:
tutorial_step, the target, the box's Next button, the marked spaces):
clicks an option, drags it onto the map, mirrors it with F (it must look
mirrored), turns it with a right-click, makes one wrong move that the box
must explain (ringing a place to go, not the spaces kept free; that move
must not be drawn), confirms, draws the coin shape and the Orchard on the
marked spaces, covers a ruins space, draws the ambush's monster where the
solo rule puts it, points at the monsters' score (its spaces light up, the
step waits for Next), goes through spring's scoring
and plays on with the game's own good moves until the rating and title.
Halfway it kills the game and resumes it: the tutorial goes on at its step.
With --shots DIR it saves a screenshot (F12) of every step.

With --chapter 2 it plays the Heroes lesson instead, from the menu's
"Heroes lesson" to spring's scoring: the first card, the dragon by the solo
rule, its lasting effect (a kill and resume there), the hero card, a hero
that destroys nothing (explained, not drawn), the hero turned and moved
onto the dragon, the destroyed spaces, playing on, the end.

    test_tutorial.py APP [--lang en|de] [--size WxH] [--shots DIR] [--chapter 1|2]

Exit 77 (skip) without Xvfb or xdotool."""
import argparse, os, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from uitest import Harness


class Tour:
    def __init__(self, h, shots):
        self.h, self.shots, self.seen = h, shots, set()

    def state(self):
        return self.h.read_state()

    def shot(self, s):
        """One screenshot per step (the first time it is seen)."""
        step = s.get("tutorial_step", "none")
        if not self.shots or step in self.seen:
            return
        self.seen.add(step)
        path = os.path.join(self.shots, "shot.png")
        for _ in range(3):
            self.h.xdo("key", "F12")
            for _ in range(100):
                if os.path.exists(path):
                    break
                time.sleep(0.05)
            if os.path.exists(path):
                complete(path)
                os.replace(path, os.path.join(self.shots, "%02d-%s.png" % (len(self.seen), step)))
                return

    def cell(self, s, name):
        """The centre of a space (e.g. "G8") in window points, from the grid's rectangle."""
        x, y, w, h = (int(v) for v in s["grid"].split(","))
        row, col = ord(name[0]) - ord("A"), int(name[1:]) - 1
        return x + (2 * col + 1) * w // 22, y + (2 * row + 1) * h // 22

    def at(self, s, key):
        x, y = s[key].split(",")
        return int(x), int(y)

    def drag(self, src, dst):
        ox, oy = src
        cx, cy = dst
        self.h.xdo("mousemove", ox, oy, "mousedown", "1")
        for t in (0.25, 0.5, 0.75, 1.0):
            self.h.xdo("mousemove", int(ox + (cx - ox) * t), int(oy + (cy - oy) * t))
        self.h.xdo("mouseup", "1")

    def click(self, x, y, step):
        """Clicks a point while the tutorial is at `step`; on a loaded
        machine a click can reach the window before it is ready, so one that
        changed nothing is tried again (and noted)."""
        for attempt in range(3):
            self.h.xdo("mousemove", x, y)
            time.sleep(0.05)
            self.h.xdo("click", "1")
            s = self.state()
            if s.get("tutorial_step") != step:
                return s
            self.h.note("the click at %s,%s changed nothing; again" % (x, y))
        return s

    def expect(self, step, what):
        s = self.state()
        self.shot(s)
        self.h.ok(s.get("tutorial_step") == step, "%s (step %s, expected %s)" % (what, s.get("tutorial_step"), step))
        return s


def complete(path):
    """Waits (up to 5 s) until the PNG being written ends with its IEND
    chunk, so that a kill right after a screenshot does not cut it."""
    for _ in range(100):
        time.sleep(0.05)
        try:
            with open(path, "rb") as f:
                f.seek(-12, os.SEEK_END)
                if f.read(12)[4:8] == b"IEND":
                    return
        except OSError:
            pass


def grip(cells):
    """The space the pointer holds a shape by (table/play.c: the middle of
    its bounding box, rounded up and left) for a list of spaces like "B5"."""
    rows = [ord(c[0]) - ord("A") for c in cells]
    cols = [int(c[1:]) - 1 for c in cells]
    r = min(rows) + (max(rows) - min(rows)) // 2
    c = min(cols) + (max(cols) - min(cols)) // 2
    return "%s%d" % (chr(ord("A") + r), c + 1)


def cells_of(s, key):
    return set(c.split(":")[0] for c in s.get(key, "").split())


def marked(s):
    return [c.split(":")[0] for c in s.get("tutorial_cells", "").split()]


def play_lessons(tour, h, lang):
    t = tour
    s = t.expect("welcome", "the tutorial opens at its welcome")
    h.ok(s["moves"] == "0" and s["decision"] == "draw", "a real game, nothing drawn yet")
    h.ok("tutorial_next_x" in s, "the welcome has a Next button")
    t.click(s["tutorial_next_x"], s["tutorial_next_y"], "welcome")

    s = t.expect("pick", "Next: pick an option")
    h.ok(s["tutorial_target"].split(",")[2] != "0", "the pick step points at the options (%s)" % s["tutorial_target"])
    t.click(*t.at(s, "option_1"), "pick")
    s = t.expect("drag", "picking an option: drag it")
    t.drag(t.at(s, "option_1"), t.cell(s, "G8"))
    s = t.expect("mirror", "dropped on the map: mirror it")
    h.ok(s["placed"] == "1", "the shape lies on the map")
    looked = cells_of(s, "ghost_cells")
    h.xdo("key", "f")
    s = t.expect("turn", "F mirrored it: turn it")
    h.ok(int(s["orient"]) >= 4, "the shape is mirrored (orientation %s)" % s["orient"])
    h.ok(cells_of(s, "ghost_cells") != looked, "and looks mirrored (%s, was %s)"
         % (sorted(cells_of(s, "ghost_cells")), sorted(looked)))
    before = int(s["orient"])
    h.xdo("mousemove", *t.cell(s, "G8"))
    h.xdo("click", "3")
    s = t.expect("confirm", "a right-click turned it: confirm")
    h.ok(int(s["orient"]) != before, "the right-click turned the shape (%d to %s)" % (before, s["orient"]))

    # the wrong move: onto the spaces kept for the mountain lesson
    t.drag(t.cell(s, "G8"), t.cell(s, "C4"))
    h.xdo("key", "Return")
    s = t.state()
    h.ok(s["moves"] == "0", "the move onto the kept spaces is not drawn")
    h.ok(s["tutorial_step"] == "confirm" and s["tutorial_why"] != "",
         "the box explains why (%s)" % s["tutorial_why"])
    kept = {"A3", "A4", "B3", "B5", "C3", "C4", "C5"}
    avoid = set(c.split(":")[0] for c in s.get("tutorial_avoid", "").split())
    h.ok("C4" in avoid and avoid <= kept, "the spaces to keep free are struck out (%s)" % sorted(avoid))
    ringed = marked(s)
    h.ok(len(ringed) > 0 and not set(ringed) & kept, "the ring shows a place to go, clear of them (%s)" % ringed)
    if t.shots:
        t.seen.discard("confirm")
        t.shot(dict(s, tutorial_step="confirm-wrong"))
    t.drag(t.cell(s, "C4"), t.cell(s, grip(ringed)))
    s = t.state()
    h.ok(s["legal"] == "1" and s["tutorial_why"] == "", "placed on the ringed place: legal, the complaint gone")
    h.xdo("mousemove", *t.at(s, "button_confirm"))
    h.xdo("click", "1")

    s = t.expect("coin", "Confirm drew it: the coin shape")
    h.ok(s["moves"] == "1", "one move drawn")
    cells = marked(s)
    h.ok(sorted(cells) == ["A3", "A4", "B3"], "the coin lesson marks A3 A4 B3 (%s)" % cells)
    return s


def play_coin_to_end(tour, h, lang, relaunch):
    t = tour
    s = t.state()
    cells = marked(s)
    # Hamlet's coin shape (the first option) turned once lies on the marked spaces
    h.xdo("mousemove", *t.at(s, "option_0"))
    h.xdo("click", "1")
    h.xdo("key", "r")
    s = t.state()
    t.drag(t.at(s, "option_0"), t.cell(s, grip(cells)))
    h.xdo("key", "Return")
    s = t.expect("coin_done", "the coin shape drawn on the marked spaces")
    h.ok(s["moves"] == "2", "two moves drawn")
    h.xdo("key", "Return")  # Enter is Next
    s = t.expect("surround", "Next: surround the mountain")
    cells = marked(s)
    h.ok(sorted(cells) == ["B5", "C3", "C4", "C5"], "the mountain lesson marks B5 C3 C4 C5 (%s)" % cells)

    s = relaunch()
    h.ok(s.get("tutorial_step") == "surround", "killed and resumed: the tutorial goes on at its step (%s)"
         % s.get("tutorial_step"))

    for _ in range(3):  # the first click after a restart
        h.xdo("mousemove", *t.at(s, "option_0"))
        h.xdo("click", "1")
        if t.state()["option"] == "0":
            break
        h.note("the option was not picked; again")
    h.xdo("key", "f")
    h.xdo("key", "r")
    h.xdo("key", "r")
    s = t.state()
    h.ok(s["orient"] == "6", "F, R, R: the Orchard turned for the marked spaces (orientation %s)" % s["orient"])
    s = t.state()
    t.drag(t.at(s, "option_0"), t.cell(s, grip(cells)))
    s = t.state()
    h.ok(s["legal"] == "1", "the Orchard lies legally on the marked spaces")
    h.xdo("mousemove", *t.at(s, "button_confirm"))
    h.xdo("click", "1")
    s = t.expect("surround_done", "the mountain is surrounded")
    t.click(s["tutorial_next_x"], s["tutorial_next_y"], "surround_done")

    s = t.expect("ruins", "Next: the ruins card")
    ruins = marked(s)
    h.ok("B6" in ruins, "the empty ruins spaces are marked (%s)" % ruins)
    h.xdo("mousemove", *t.at(s, "option_0"))
    h.xdo("click", "1")
    s = t.state()
    t.drag(t.at(s, "option_0"), t.cell(s, ruins[0]))
    h.xdo("key", "Return")
    s = t.expect("ambush", "a shape over the ruins: the ambush")
    cells = marked(s)
    h.ok(s["decision"] == "ambush" and len(cells) > 0, "the monster's spaces are marked (%s)" % cells)
    h.xdo("mousemove", *t.at(s, "option_0"))
    h.xdo("click", "1")
    s = t.state()
    t.drag(t.at(s, "option_0"), t.cell(s, grip(cells)))
    h.xdo("key", "Return")
    s = t.expect("scores", "the monster is drawn: what it costs, in the score box")
    h.ok(s["moves"] == "5", "five moves drawn")
    x, y, w, hh = (int(v) for v in s["tutorial_target"].split(","))
    h.xdo("mousemove", x + w // 2, y + hh // 2)
    s = t.expect("scores", "pointing at the monsters' score does not hurry on")
    h.ok(int(s["highlight"]) > 0, "it lights the spaces it counts (%s)" % s["highlight"])
    h.ok("tutorial_next_x" in s, "Next goes on when the player has looked")
    h.xdo("key", "Return")
    s = t.expect("last", "Next: spring's last card")
    p = h.place(s, True)
    h.confirm(p, by_key=True)
    s = t.expect("season", "spring is scored")
    h.ok(s["box"] == "season" and "season_continue_x" in s, "the season's scores are shown")
    h.xdo("mousemove", s["season_continue_x"], s["season_continue_y"], "click", "1")
    s = t.expect("free", "Continue: play on alone")
    for _ in range(200):
        s = t.state()
        if s["box"] == "final":
            break
        if s["box"] != "none" or s["decision"] == "none":
            h.xdo("key", "Return")
            continue
        p = h.place(s, True)
        h.confirm(p, by_key=False)
    s = t.expect("end", "the game is over: rating and title")
    h.ok(s["box"] == "final", "the final scores with the rating and title are shown")
    return s


def place_on(t, s, name):
    """Picks the card's first option and drags it onto space `name` (the
    pick tried again when a click after a restart only focused the window)."""
    h = t.h
    for _ in range(3):
        h.xdo("mousemove", *t.at(s, "option_0"))
        h.xdo("click", "1")
        s = t.state()
        if s["option"] == "0":
            break
        h.note("the option was not picked; again")
    t.drag(t.at(s, "option_0"), t.cell(s, name))
    return t.state()


def hero_spots(dragon):
    """Where a hero's space may stand so that a line of three marks two
    spaces away (Wren the Lioness) lies on the dragon's row of three."""
    rows = {}
    for c in dragon:
        rows.setdefault(c[0], []).append(int(c[1:]))
    spots = []
    for r, cols in rows.items():
        if len(cols) == 3:
            mid = sorted(cols)[1]
            for dr, dc in ((-2, 0), (2, 0), (0, -2), (0, 2)):
                rr, cc = ord(r) - ord("A") + dr, mid + dc
                if 0 <= rr < 11 and 1 <= cc <= 11:
                    spots.append("%s%d" % (chr(ord("A") + rr), cc))
    return spots


def play_heroes(tour, h, lang, relaunch):
    """Chapter 2, the Heroes lesson, from the menu to its end."""
    t = tour
    s = h.read_state()
    h.ok(s["screen"] == "menu" and "menu_heroes_x" in s, "the menu offers the Heroes lesson")
    t.click(s["menu_heroes_x"], s["menu_heroes_y"], None)
    s = t.expect("h_welcome", "the Heroes lesson opens at its welcome")
    h.ok(s["moves"] == "0" and s["decision"] == "draw" and s.get("tutorial_chapter") == "2",
         "a real Heroes game, nothing drawn yet, chapter 2")
    t.click(s["tutorial_next_x"], s["tutorial_next_y"], "h_welcome")

    s = t.expect("h_first", "Next: the first card")
    s = place_on(t, s, "E9")
    h.ok(s["legal"] == "1", "Hillside Terrace lies legally at E9")
    h.xdo("key", "Return")
    s = t.expect("h_dragon", "drawn: the dragon's ambush")
    dragon = marked(s)
    h.ok(s["decision"] == "ambush" and len(dragon) >= 5, "the dragon's spaces are marked (%s)" % dragon)
    p = h.place(s, True)
    h.ok(p["legal"] == "1", "the dragon lies where the solo rule puts it")
    h.xdo("key", "Return")
    s = t.expect("h_lasting", "drawn: its lasting effect")
    h.ok(s["tutorial_target"].split(",")[2] != "0", "the box points at the effect's chip (%s)" % s["tutorial_target"])

    s = relaunch()
    h.ok(s.get("tutorial_step") == "h_lasting", "killed and resumed: the lesson goes on at its step (%s)"
         % s.get("tutorial_step"))
    h.xdo("key", "Return")  # Enter is Next

    s = t.expect("h_third", "Next: the next card")
    s = place_on(t, s, "B9")
    h.ok(s["legal"] == "1", "Frontier Dwelling lies legally at B9")
    h.xdo("key", "Return")
    s = t.expect("h_hero_card", "drawn: the hero card")
    h.ok(s["decision"] == "hero" and s["tutorial_target"].split(",")[2] != "0",
         "the box points at the hero's option (%s)" % s["tutorial_target"])
    t.click(s["tutorial_next_x"], s["tutorial_next_y"], "h_hero_card")

    s = t.expect("h_hero", "Next: place the hero")
    dragon = marked(s)
    h.ok(len(dragon) == 5, "the dragon's five spaces are marked (%s)" % dragon)
    # the wrong move: the hero far from the dragon
    s = place_on(t, s, "A1")
    h.xdo("key", "Return")
    s = t.state()
    h.ok(s["moves"] == "3", "a hero that destroys nothing is not drawn")
    h.ok(s["tutorial_step"] == "h_hero" and s["tutorial_why"] != "", "the box explains why (%s)" % s["tutorial_why"])
    if t.shots:
        t.shot(dict(s, tutorial_step="h_hero-wrong"))
    done = False
    for _ in range(8):
        for spot in hero_spots(dragon):
            s = t.state()
            t.drag(t.at(s, "option_0"), t.cell(s, spot))
            s = t.state()
            if s["legal"] == "1" and s.get("tutorial_destroys") == "3":
                done = True
                break
        if done:
            break
        h.xdo("key", "r")
    h.ok(done, "turned and moved, the hero's marks lie on three dragon spaces (orientation %s)" % s["orient"])
    h.ok(s["tutorial_why"] == "", "the old reason is gone")
    h.xdo("mousemove", *t.at(s, "button_confirm"))
    h.xdo("click", "1")
    s = t.expect("h_destroyed", "the hero drawn: the destroyed spaces")
    h.ok(len(marked(s)) == 3 and s["moves"] == "4", "three destroyed dragon spaces are marked (%s)" % marked(s))
    h.xdo("key", "Return")

    s = t.expect("h_play", "Next: play on to spring's scoring")
    for _ in range(40):
        s = t.state()
        if s.get("tutorial_step") != "h_play" or s["box"] != "none":
            break
        p = h.place(s, True)
        h.confirm(p, by_key=False)
    s = t.expect("h_season", "spring is scored")
    h.ok(s["box"] == "season" and "season_continue_x" in s, "the season's scores are shown")
    h.xdo("mousemove", s["season_continue_x"], s["season_continue_y"], "click", "1")
    s = t.expect("h_end", "Continue: the end of the lesson")
    h.ok("tutorial_next_x" in s, "the end has a button to close it")
    t.click(s["tutorial_next_x"], s["tutorial_next_y"], "h_end")
    s = h.read_state()
    h.ok(s["tutorial_active"] == "0" and s["screen"] == "table", "closed: the game goes on without lessons")
    with open(os.path.join(h.data, "tutorial.txt")) as f:
        text = f.read()
    h.ok("chapter 2" in text and "finished 1" in text, "the progress file says chapter 2 is finished")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("app")
    ap.add_argument("--lang", default="en")
    ap.add_argument("--size", default="1280x800")
    ap.add_argument("--shots")
    ap.add_argument("--chapter", type=int, default=1)
    a = ap.parse_args()
    h = Harness(a.app, None, a.size)
    if not h.available:
        print("1..0 # SKIP needs Xvfb and xdotool")
        return 77
    if a.shots:
        os.makedirs(a.shots, exist_ok=True)
        h.env["CARTOGRAPHERS_SHOT"] = os.path.join(a.shots, "shot.png")
    tour = Tour(h, a.shots)
    try:
        if not h.ok(h.launch(["--lang", a.lang]), "the window opens"):
            return 1
        s = h.read_state()
        h.ok(s["screen"] == "menu", "the first start shows the menu")
        wake_pointer(h)

        def relaunch():
            h.kill()
            h.ok(h.launch(["--lang", a.lang]), "the window opens again")
            s = h.read_state()
            h.ok(s["screen"] == "menu" and s["resume"] == "1", "the menu offers to resume")
            wake_pointer(h)
            h.xdo("key", "Return")
            return h.read_state()

        if a.chapter == 2:
            play_heroes(tour, h, a.lang, relaunch)
            h.stop()
            return 0
        h.xdo("key", "Return")  # the first item: the guided first game
        play_lessons(tour, h, a.lang)

        # Esc takes nothing back now: the menu; Tutorial there goes back
        h.xdo("key", "Escape")
        s = h.read_state()
        h.ok(s["screen"] == "menu", "Esc leaves the tutorial for the menu")
        h.xdo("key", "Escape")
        s = h.read_state()
        h.ok(s["screen"] == "table" and s.get("tutorial_step") == "coin", "and back at the same step")

        play_coin_to_end(tour, h, a.lang, relaunch)
        with open(os.path.join(h.data, "tutorial.txt")) as f:
            text = f.read()
        h.ok("finished 1" in text, "the progress file says the tutorial is finished")
        # the end box offers the second chapter
        s = h.read_state()
        h.ok("tutorial_next_x" in s, "the end box has a button for the Heroes lesson")
        tour.click(s["tutorial_next_x"], s["tutorial_next_y"], "end")
        s = h.read_state()
        h.ok(s.get("tutorial_step") == "h_welcome" and s.get("tutorial_chapter") == "2" and s["moves"] == "0",
             "it starts the Heroes lesson (step %s)" % s.get("tutorial_step"))
        h.stop()
        return 0 if all_ok(h) else 1
    finally:
        h.close()


def wake_pointer(h):
    """A click on the desk beside the menu's panel (it does nothing there):
    on a loaded machine the first click a new window gets may only focus it,
    and the lessons' first click must count."""
    h.xdo("mousemove", 3, 3)
    time.sleep(0.1)
    h.xdo("click", "1")
    time.sleep(0.1)


def all_ok(h):
    return True


if __name__ == "__main__":
    sys.exit(main())
