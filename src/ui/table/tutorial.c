/* tutorial.c: the guided first game's steps (see tutorial.h). */
#include "tutorial.h"

#include <stdio.h>
#include <string.h>

#include "glyphs.h"
#include "i18n.h"
#include "scoring.h"
#include "tutorial_heroes.h"
#include "view.h"

/* The game (chosen with cartographers-cli and a search over seeds: spring
 * deals Homestead, Hamlet, Orchard, Outpost Ruins with Forgotten Forest,
 * Kobold Onslaught, Hinterland Stream on these decrees). */
#define TUTORIAL_SEED 7575u
static const char *const decree_ids[DECREES] = {"sentinel_wood", "canal_lake", "wildholds", "borderlands"};

/* The mountain at B4 is surrounded in two lessons: Hamlet's coin shape on
 * A3 A4 B3, then Orchard on B5 C3 C4 C5. */
static const int coin_spaces[] = {2, 3, 13};            /* A3 A4 B3 */
static const int surround_spaces[] = {15, 24, 25, 26}; /* B5 C3 C4 C5 */

static Bitboard spaces(const int *list, int n)
{
    Bitboard b = bb_empty();
    for (int i = 0; i < n; i++)
        bb_set(&b, list[i]);
    return b;
}

static Bitboard coin_target(void) { return spaces(coin_spaces, 3); }
static Bitboard surround_target(void) { return spaces(surround_spaces, 4); }

void tutorial_game_settings(GameSettings *s)
{
    game_settings_init(s, GAME_BASE, 1, TUTORIAL_SEED);
    s->side = MAP_SIDE_A;
    for (int i = 0; i < DECREES; i++) {
        const ScoringCard *c = scoring_card_find(decree_ids[i]);
        s->decree_cards[i] = c ? (int)(c - scoring_card(0)) : -1;
    }
}

static bool first_is_game(const Game *g)
{
    GameSettings s;
    tutorial_game_settings(&s);
    const GameSettings *h = &g->settings;
    if (h->kind != s.kind || h->players != 1 || h->side != s.side || h->seed != s.seed)
        return false;
    for (int i = 0; i < DECREES; i++)
        if (g->decree_cards[i] != s.decree_cards[i])
            return false;
    return true;
}

void tutorial_chapter_settings(GameSettings *s, int chapter)
{
    if (chapter == 2)
        tutorial_heroes_settings(s);
    else
        tutorial_game_settings(s);
}

int tutorial_chapter_of(const Game *g)
{
    if (first_is_game(g))
        return 1;
    return tutorial_heroes_is_game(g) ? 2 : 0;
}

bool tutorial_is_game(const Game *g) { return tutorial_chapter_of(g) != 0; }

static bool heroes_step(int step) { return step >= TUT_H_WELCOME && step < TUT_STEPS; }

bool tutorial_teaching(const Tutorial *t)
{
    if (!t->active)
        return false;
    return t->chapter == 2 ? t->step < TUT_H_PLAY : t->step < TUT_FREE;
}

bool tutorial_step_final(int step) { return step == TUT_END || step == TUT_H_END; }

/* The moves a step's game has made (-1: any, from the season's end on). */
static int moves_of(int step)
{
    switch (step) {
    case TUT_WELCOME:
    case TUT_PICK:
    case TUT_DRAG:
    case TUT_TURN:
    case TUT_MIRROR:
    case TUT_CONFIRM: return 0;
    case TUT_COIN: return 1;
    case TUT_COIN_DONE:
    case TUT_SURROUND: return 2;
    case TUT_SURROUND_DONE:
    case TUT_RUINS: return 3;
    case TUT_AMBUSH: return 4;
    case TUT_SCORES:
    case TUT_AMBUSH_DONE: /* a step of older builds: what monsters cost */
    case TUT_LAST: return 5;
    default: return -1;
    }
}

int tutorial_step_for(const Game *g, ScreenId box)
{
    if (tutorial_heroes_is_game(g))
        return heroes_step_for(g, box);
    if (g->decision.kind == DECISION_NONE)
        return TUT_END;
    switch (g->moves_applied) {
    case 0: return TUT_WELCOME;
    case 1: return TUT_COIN;
    case 2: return TUT_COIN_DONE;
    case 3: return TUT_SURROUND_DONE;
    case 4: return g->decision.kind == DECISION_AMBUSH ? TUT_AMBUSH : TUT_SCORES;
    case 5: return TUT_SCORES;
    default: return g->moves_applied == 6 && box == SCREEN_SEASON ? TUT_SEASON : TUT_FREE;
    }
}

/* No complaint: nothing suggested, nothing to keep free. */
static void clear_why(Tutorial *t)
{
    t->why[0] = '\0';
    t->why_words = WHY_ANYONES;
    t->suggest = t->avoid = bb_empty();
}

/* A reason that names how to turn, mirror or place, in the words of what
 * was used last: a pad's buttons (in its style), a finger's taps, the keys
 * and the mouse. */
static void write_why(Tutorial *t, const TableView *tv, TutorialWhyWords which)
{
    const Gfx *g = tv->g;
    bool touch = g && g->input == INPUT_TOUCH;
    t->why_words = which;
    switch (which) {
    case WHY_TURN_FIRST:
        if (glyph_if_pad(g, GLYPH_SHOULDERS))
            /* TRANSLATORS: a pad's shoulder buttons (LB/RB, L1/R1) */
            snprintf(t->why, sizeof t->why, _("Not yet: first turn the shape with %s."),
                     glyph_if_pad(g, GLYPH_SHOULDERS));
        else
            snprintf(t->why, sizeof t->why, "%s",
                     touch ? _("Not yet: first turn the shape: tap it on the map, or tap Rotate.")
                           : _("Not yet: first turn the shape with a right-click or R."));
        break;
    case WHY_MIRROR_FIRST:
        if (glyph_if_pad(g, GLYPH_TRIGGER))
            /* TRANSLATORS: a pad's triggers (LT/RT, L2/R2) */
            snprintf(t->why, sizeof t->why, _("Not yet: first mirror the shape with %s."),
                     glyph_if_pad(g, GLYPH_TRIGGER));
        else
            snprintf(t->why, sizeof t->why, "%s",
                     touch ? _("Not yet: first mirror the shape: tap the map with two fingers, or tap Mirror.")
                           : _("Not yet: first mirror the shape with F or the Mirror button."));
        break;
    case WHY_MIRROR_SAME:
        if (glyph_if_pad(g, GLYPH_SHOULDERS))
            /* TRANSLATORS: a pad's shoulder buttons (LB/RB, L1/R1) */
            snprintf(t->why, sizeof t->why,
                     _("It looks the same mirrored as it lies: turn it once (%s), then mirror it again."),
                     glyph_if_pad(g, GLYPH_SHOULDERS));
        else
            snprintf(t->why, sizeof t->why, "%s",
                     touch ? _("It looks the same mirrored as it lies: turn it once (tap it on the map, or Rotate), "
                               "then mirror it again.")
                           : _("It looks the same mirrored as it lies: turn it once (right-click or R), then mirror "
                               "it again."));
        break;
    case WHY_HERO_MISSES: heroes_why(tv, t->why, sizeof t->why); break;
    default: break;
    }
}

void tutorial_follow_input(Tutorial *t, const TableView *tv)
{
    if (t->active && t->why[0] && t->why_words != WHY_ANYONES)
        write_why(t, tv, (TutorialWhyWords)t->why_words);
}

static void go(Tutorial *t, const TableView *tv, int step)
{
    if (t->step != step) {
        t->step_changed = true;
        t->prev_step = t->step;
    }
    t->step = step;
    t->moves = tv->game.moves_applied;
    clear_why(t);
}

void tutorial_begin(Tutorial *t, const TableView *tv, ScreenId box, int stored, int stored_moves)
{
    memset(t, 0, sizeof *t);
    t->active = true;
    const Game *g = &tv->game;
    t->chapter = tutorial_chapter_of(g) == 2 ? 2 : 1;
    int fits = tutorial_step_for(g, box);
    int step = fits;
    /* a step kept in the file, when it is of the same chapter and position */
    bool ours = stored >= 0 && stored < TUT_STEPS && heroes_step(stored) == (t->chapter == 2);
    int at = ours ? (t->chapter == 2 ? heroes_moves_of(stored) : moves_of(stored)) : 0;
    int free_from = t->chapter == 2 ? 4 : 6; /* the moves from which the free steps fit */
    if (ours && stored_moves == g->moves_applied && !tutorial_step_final(fits) &&
        (at == g->moves_applied || (at < 0 && g->moves_applied >= free_from)))
        step = stored;
    /* the season's box is not shown again on resuming: its step is over */
    if ((step == TUT_SEASON || step == TUT_H_SEASON) && box != SCREEN_SEASON)
        step = fits; /* (playing on, or the lesson's end) */
    /* a shape in hand is not kept across a restart: its lesson starts at the pick */
    if ((step == TUT_DRAG || step == TUT_TURN || step == TUT_MIRROR || step == TUT_CONFIRM) && tv->move.option < 0)
        step = TUT_PICK;
    t->step = step;
    t->prev_step = -1;
    t->moves = g->moves_applied;
    t->step_changed = true;
}

void tutorial_end(Tutorial *t) { memset(t, 0, sizeof *t); }

bool tutorial_has_next(int step)
{
    if (heroes_step(step))
        return heroes_has_next(step);
    return step == TUT_WELCOME || step == TUT_END || step == TUT_COIN_DONE || step == TUT_SURROUND_DONE ||
           step == TUT_AMBUSH_DONE || step == TUT_SCORES;
}

void tutorial_next(Tutorial *t, const TableView *tv)
{
    if (!t->active || !tutorial_has_next(t->step) || t->step == TUT_END)
        return; /* the end's button starts the Heroes lesson: the table does */
    if (t->step == TUT_H_END)
        t->active = false; /* the Heroes lesson is over; the game goes on */
    else if (heroes_step(t->step))
        go(t, tv, heroes_next(t->step));
    else if (t->step == TUT_WELCOME)
        go(t, tv, TUT_PICK);
    else if (t->step == TUT_COIN_DONE)
        go(t, tv, TUT_SURROUND);
    else if (t->step == TUT_SURROUND_DONE)
        go(t, tv, TUT_RUINS);
    else
        go(t, tv, TUT_LAST);
}

/* The spaces kept free during the first lessons (those the coin and the
 * mountain lessons draw on). */
static Bitboard kept_free(void) { return bb_or(coin_target(), surround_target()); }

/* Whether mirroring the shape picked, as it is turned now, changes how it
 * looks (a T pointing down looks the same mirrored). */
static bool mirror_shows(const TableView *tv)
{
    const TableMove *st = &tv->move;
    if (st->option < 0 || st->option >= st->noptions || st->options[st->option].kind != MOVE_DRAW)
        return true;
    const UiOption *o = &st->options[st->option];
    const Card *c = card_get(o->card);
    int o2 = (st->orient >= 4 ? 0 : 4) + (4 - st->orient % 4) % 4; /* play.c's mirror */
    OrientedShape a, b;
    if (!c || !shape_orient(c->shapes[o->shape].pattern, st->orient, &a) ||
        !shape_orient(c->shapes[o->shape].pattern, o2, &b))
        return true;
    return !bb_equal(a.cells, b.cells) || a.width != b.width || a.height != b.height;
}

/* The middle of some spaces, in half-spaces (row, column). */
static void middle(Bitboard cells, int *r2, int *c2)
{
    int n = 0, rs = 0, cs = 0;
    for (int i = bb_pop(&cells); i >= 0; i = bb_pop(&cells), n++) {
        rs += bb_row(i);
        cs += bb_col(i);
    }
    *r2 = n ? 2 * rs / n : BOARD_SIZE;
    *c2 = n ? 2 * cs / n : BOARD_SIZE;
}

/* After a refused first Confirm: the place nearest to where the shape lay
 * that the lesson takes (legal, clear of the kept spaces), the shape as it
 * is picked and turned; empty when none. */
static Bitboard free_place(const TableView *tv)
{
    const TableMove *st = &tv->move;
    const UiPreview *p = &st->preview;
    if (st->option < 0 || st->option >= st->noptions)
        return bb_empty();
    const UiOption *o = &st->options[st->option];
    Move m = {0};
    m.kind = o->kind;
    m.card = (int8_t)o->card;
    m.shape = (int8_t)o->shape;
    m.terrain = (int8_t)o->terrain;
    m.orient = (int8_t)(o->kind == MOVE_DRAW || o->kind == MOVE_HERO ? st->orient : 0);
    int r0, c0;
    middle(p->valid ? p->cells : bb_empty(), &r0, &c0);
    Bitboard best = bb_empty();
    int best_d = -1;
    for (int at = 0; at < BOARD_SPACES; at++) {
        m.at = (int8_t)at;
        Bitboard cells;
        Refusal why;
        if (!move_cells(&m, &cells) || bb_intersects(cells, kept_free()) || !game_check_move_why(&tv->game, &m, &why))
            continue;
        int r, c;
        middle(cells, &r, &c);
        int d = (r - r0) * (r - r0) + (c - c0) * (c - c0);
        if (best_d < 0 || d < best_d) {
            best_d = d;
            best = cells;
        }
    }
    return best;
}

/* A Confirm (or an Enter) the step does not take: why, or "" to let the
 * table go on. The tentative move is st->preview. */
static void judge_confirm(Tutorial *t, const TableView *tv)
{
    const TableMove *st = &tv->move;
    const UiPreview *p = &st->preview;
    bool placed = p->valid && (st->placed || st->ghost >= 0) && st->option >= 0;
    clear_why(t);
    switch (t->step) {
    case TUT_PICK:
    case TUT_DRAG:
        snprintf(t->why, sizeof t->why, "%s", _("Not yet: first do what the box says."));
        return;
    case TUT_TURN: write_why(t, tv, WHY_TURN_FIRST); return;
    case TUT_MIRROR: write_why(t, tv, WHY_MIRROR_FIRST); return;
    default: break;
    }
    if (!placed)
        return; /* the table says to place it first */
    if (t->step == TUT_CONFIRM && (!p->legal || bb_intersects(p->cells, kept_free()))) {
        /* the first Confirm: a ringed place to go to, whatever the complaint */
        t->suggest = free_place(tv);
        if (p->legal) {
            t->avoid = bb_and(kept_free(), board_empty_spaces(&tv->game.sheets[0].board));
            snprintf(t->why, sizeof t->why, "%s",
                     _("Please keep the struck-out spaces by the mountain at B4 free: the next lessons use them. "
                       "The ringed place is free, for one."));
        } else {
            /* TRANSLATORS: the engine's reason why a shape may not go there. */
            snprintf(t->why, sizeof t->why, _("Not there: %s. Try another place, such as the ringed one."),
                     p->error);
        }
        return;
    }
    if (!p->legal) {
        /* TRANSLATORS: the engine's reason why a shape may not go there. */
        snprintf(t->why, sizeof t->why, _("Not there: %s. Try another place."), p->error);
        return;
    }
    if (heroes_step(t->step)) {
        if (heroes_judge(t->step, tv))
            write_why(t, tv, WHY_HERO_MISSES);
        return;
    }
    if (t->step == TUT_COIN && !(bb_equal(p->cells, coin_target()) && p->move.terrain == CONTENT_VILLAGE))
        snprintf(t->why, sizeof t->why, "%s",
                 _("Not quite: take the small shape with the coin and cover exactly the three marked spaces."));
    else if (t->step == TUT_SURROUND && !bb_equal(p->cells, surround_target()))
        snprintf(t->why, sizeof t->why, "%s",
                 _("Not quite: cover exactly the four marked spaces, so the mountain's last two sides are filled."));
}

bool tutorial_filter(Tutorial *t, const TableView *tv, const TableAction *a)
{
    if (!t->active)
        return false;
    switch (a->kind) {
    case ACT_CONFIRM:
        if (t->step == TUT_H_END && tv->move.placed && tv->move.preview.valid)
            return false; /* a move played on after the lesson */
        if (tutorial_has_next(t->step)) {
            tutorial_next(t, tv);
            return true;
        }
        judge_confirm(t, tv);
        /* an illegal place is refused by the table too; the box says why */
        return t->why[0] != '\0' && tv->move.preview.legal;
    case ACT_HINT:
        if (t->step == TUT_FREE || t->step == TUT_H_PLAY || t->step == TUT_H_END)
            return false;
        clear_why(t);
        snprintf(t->why, sizeof t->why, "%s", _("Hints come after the lessons: for now, follow the box."));
        return true;
    default: return false;
    }
}

void tutorial_after(Tutorial *t, const TableView *tv, const TableAction *a)
{
    if (!t->active)
        return;
    const TableMove *st = &tv->move;
    switch (t->step) {
    case TUT_PICK:
        if (st->option >= 0)
            go(t, tv, TUT_DRAG);
        break;
    case TUT_DRAG:
        if (st->option >= 0 && st->placed && st->ghost >= 0 && !st->dragging)
            go(t, tv, TUT_MIRROR);
        break;
    case TUT_MIRROR:
        /* a mirror that changed nothing to see (the shape is symmetric as it
         * lies) teaches nothing: turn it first */
        if (a->kind == ACT_MIRROR && st->option >= 0 && mirror_shows(tv))
            go(t, tv, TUT_TURN);
        else if (a->kind == ACT_MIRROR && st->option >= 0)
            write_why(t, tv, WHY_MIRROR_SAME);
        else if ((a->kind == ACT_ROTATE || a->kind == ACT_TURN) && t->why[0])
            clear_why(t);
        break;
    case TUT_TURN:
        if ((a->kind == ACT_ROTATE || a->kind == ACT_TURN) && st->option >= 0)
            go(t, tv, TUT_CONFIRM);
        break;
    default: break;
    }
    /* a legal tentative place clears an old complaint (at the first Confirm,
     * one clear of the kept spaces) */
    bool kept = t->step == TUT_CONFIRM && bb_intersects(st->preview.cells, kept_free());
    if (t->why[0] && (a->kind == ACT_DROP || a->kind == ACT_CLICK_CELL || a->kind == ACT_MOVE_GHOST) &&
        st->preview.valid && st->preview.legal && !kept)
        clear_why(t);
}

void tutorial_sync(Tutorial *t, const TableView *tv, ScreenId box)
{
    if (!t->active)
        return;
    const Game *g = &tv->game;
    if (t->chapter == 2) {
        int step = heroes_sync(t->step, t->moves, tv, box);
        if (step != t->step || g->moves_applied != t->moves)
            go(t, tv, step);
        return;
    }
    if (g->moves_applied != t->moves || g->decision.kind == DECISION_NONE) {
        int step = tutorial_step_for(g, box);
        if (step == TUT_END && g->decision.kind == DECISION_NONE && box != SCREEN_FINAL && box != SCREEN_TABLE)
            step = TUT_SEASON; /* winter's scores first */
        go(t, tv, step);
        return;
    }
    if (t->step == TUT_END && box == SCREEN_TABLE)
        t->active = false; /* the final scores were closed: the lessons are over */
    else if (t->step == TUT_SEASON && box == SCREEN_TABLE)
        go(t, tv, TUT_FREE);
    else if (t->step == TUT_LAST && box == SCREEN_SEASON)
        go(t, tv, TUT_SEASON);
}

const char *tutorial_step_name(int step)
{
    static const char *const names[TUT_STEPS] = {
        "welcome", "pick",   "drag",  "turn",   "mirror", "confirm",     "scores", "coin",   "coin_done",
        "surround", "surround_done", "ruins", "ambush", "ambush_done", "last", "season", "free", "end",
        "h_welcome", "h_first", "h_dragon", "h_lasting", "h_third", "h_hero_card", "h_hero", "h_destroyed",
        "h_play", "h_season", "h_end",
    };
    return step >= 0 && step < TUT_STEPS ? names[step] : "none";
}

/* The steps that say how, for the fingers (the mouse's and the keys' below). */
static const char *touch_text(TutorialStep step, const TableView *tv)
{
    switch (step) {
    case TUT_PICK: return _("Each card offers shapes and terrains: tap one of the options on the newest card.");
    case TUT_TURN: return _("Turn it: tap the shape on the map, or tap Rotate.");
    case TUT_MIRROR:
        if (!mirror_shows(tv))
            return _("Mirroring turns a shape over. As it lies now this one looks the same mirrored: turn it once "
                     "(tap it on the map, or Rotate), then mirror it (two fingers on the map, or Mirror).");
        return _("Mirror it: tap the map with two fingers, or tap the Mirror button.");
    case TUT_SCORES:
        return _("Monsters come from ambushes: each empty space next to one costs a point at every scoring. Hold a "
                 "finger on spring's monster number under the map: the spaces it counts light up.");
    default: return NULL;
    }
}

/* The steps that name a key or the mouse, for a pad: its own buttons, in
 * its style (NULL: the step's words are anyone's). */
static const char *pad_text(TutorialStep step, const TableView *tv)
{
    static char line[400];
    const Gfx *g = tv->g;
    switch (step) {
    case TUT_WELCOME:
        /* TRANSLATORS: a pad's button (A, Cross): it presses the lesson's Next */
        snprintf(line, sizeof line,
                 _("Welcome, cartographer! This is a real solo game, taught one step at a time: press %s."),
                 glyph_if_pad(g, GLYPH_A));
        return line;
    case TUT_FREE:
        /* TRANSLATORS: a pad's button (Y, Triangle): it asks for a hint */
        snprintf(line, sizeof line, _("Now play on alone until winter ends; %s shows a good move when you are stuck."),
                 glyph_if_pad(g, GLYPH_Y));
        return line;
    case TUT_PICK:
        /* TRANSLATORS: a pad's button (X, Square) */
        snprintf(line, sizeof line, _("Each card offers shapes and terrains: %s goes through the options on the newest card."),
                 glyph_if_pad(g, GLYPH_X));
        return line;
    case TUT_DRAG: return _("Move the shape onto the map with the D-pad.");
    case TUT_TURN:
        /* TRANSLATORS: a pad's shoulder buttons (LB/RB, L1/R1) */
        snprintf(line, sizeof line, _("Now turn it: press %s."), glyph_if_pad(g, GLYPH_SHOULDERS));
        return line;
    case TUT_MIRROR:
        if (!mirror_shows(tv))
            /* TRANSLATORS: a pad's shoulder buttons (LB/RB), then its triggers (LT/RT) */
            snprintf(line, sizeof line,
                     _("Mirroring turns a shape over. As it lies now this one looks the same mirrored: turn it once "
                       "(%s), then mirror it (%s)."),
                     glyph_if_pad(g, GLYPH_SHOULDERS), glyph_if_pad(g, GLYPH_TRIGGER));
        else
            /* TRANSLATORS: a pad's triggers (LT/RT, L2/R2) */
            snprintf(line, sizeof line, _("Mirror it: press %s."), glyph_if_pad(g, GLYPH_TRIGGER));
        return line;
    case TUT_CONFIRM:
        /* TRANSLATORS: a pad's button (A, Cross) */
        snprintf(line, sizeof line, _("Move it where you like with the D-pad, then press %s to draw it."),
                 glyph_if_pad(g, GLYPH_A));
        return line;
    default: return NULL;
    }
}

const char *tutorial_text(const Tutorial *t, const TableView *tv)
{
    if (heroes_step(t->step))
        return heroes_text(t->step, tv);
    const char *touch = tv && tv->g->input == INPUT_TOUCH ? touch_text(t->step, tv) : NULL;
    if (!touch && tv && glyph_if_pad(tv->g, GLYPH_A))
        touch = pad_text(t->step, tv);
    if (touch)
        return touch;
    switch (t->step) {
    case TUT_WELCOME:
        return _("Welcome, cartographer! This is a real solo game, taught one step at a time: press Next.");
    case TUT_PICK: return _("Each card offers shapes and terrains: click one of the options on the newest card.");
    case TUT_DRAG: return _("Drag the shape onto the map and let go.");
    case TUT_TURN: return _("Now turn it: right-click the map, or press R.");
    case TUT_MIRROR:
        if (!mirror_shows(tv))
            return _("Mirroring turns a shape over. As it lies now this one looks the same mirrored: turn it once "
                     "(right-click or R), then mirror it (F or the Mirror button).");
        return _("Mirror it: press F, or the Mirror button.");
    case TUT_CONFIRM: return _("Move it where you like, then press Confirm (or Enter) to draw it.");
    case TUT_SCORES:
        return _("Monsters come from ambushes: each empty space next to one costs a point at every scoring. Point at "
                 "spring's monster number under the map: the spaces it counts light up.");
    case TUT_COIN:
        return _("The small shape on Hamlet has a coin: draw it in village on the three marked spaces.");
    case TUT_COIN_DONE: return _("A coin! Every coin is worth one point at each season's scoring.");
    case TUT_SURROUND:
        return _("A mountain whose four sides are filled gives a coin: draw Orchard on the marked spaces.");
    case TUT_SURROUND_DONE: return _("The mountain is surrounded: another coin.");
    case TUT_RUINS:
        return _("A ruins card: this shape must cover a ruins space, such as one of those marked.");
    case TUT_AMBUSH:
        return _("An ambush! Playing alone, you draw the monster where the rules put it: on the marked spaces.");
    case TUT_AMBUSH_DONE:
        return _("Monsters come from ambushes: each empty space next to one costs a point at every scoring.");
    case TUT_LAST: return _("The last card of spring: draw it wherever you like.");
    case TUT_SEASON:
        return _("The season is scored: its two decrees, your coins, minus the monsters. Continue goes on.");
    case TUT_FREE: return _("Now play on alone until winter ends; Hint shows a good move when you are stuck.");
    default:
        return _("The game is over: here are your rating and title. Well done! Next, if you like: the Heroes "
                 "lesson (also in the menu).");
    }
}

TutorialAim tutorial_aim(const Tutorial *t, const TableView *tv, const BoxOver *box)
{
    if (heroes_step(t->step))
        return heroes_aim(t->step, tv, box->id);
    switch (t->step) {
    case TUT_PICK: return AIM_OPTIONS;
    case TUT_DRAG: return AIM_SHEET;
    case TUT_TURN: return AIM_ROTATE;
    case TUT_MIRROR: return mirror_shows(tv) ? AIM_MIRROR : AIM_ROTATE;
    case TUT_CONFIRM: return t->why[0] && !bb_is_empty(t->suggest) ? AIM_CELLS : AIM_CONFIRM;
    case TUT_SCORES: return AIM_MONSTERS;
    case TUT_COIN:
    case TUT_SURROUND:
    case TUT_RUINS: return AIM_CELLS;
    case TUT_AMBUSH: return tv->game.decision.kind == DECISION_AMBUSH ? AIM_CELLS : AIM_NONE;
    case TUT_COIN_DONE:
    case TUT_SURROUND_DONE: return AIM_COINS;
    case TUT_AMBUSH_DONE: return AIM_MONSTERS;
    case TUT_SEASON: return box->id == SCREEN_SEASON ? AIM_CONTINUE : AIM_NONE;
    case TUT_FREE: return AIM_HINT;
    case TUT_END: return box->id == SCREEN_FINAL ? AIM_PANEL : AIM_NONE;
    default: return AIM_NONE;
    }
}

Bitboard tutorial_cells(const Tutorial *t, const TableView *tv)
{
    const Game *g = &tv->game;
    const Board *b = &g->sheets[0].board;
    if (heroes_step(t->step))
        return heroes_cells(t->step, tv);
    switch (t->step) {
    case TUT_CONFIRM: return t->why[0] ? t->suggest : bb_empty();
    case TUT_COIN: return coin_target();
    case TUT_SURROUND: return surround_target();
    case TUT_RUINS: return bb_and(b->ruins, board_empty_spaces(b));
    case TUT_AMBUSH: {
        if (g->decision.kind != DECISION_AMBUSH)
            return bb_empty();
        Move moves[64];
        int n = game_legal_moves(g, moves, 64);
        Bitboard all = bb_empty();
        for (int i = 0; i < n; i++) {
            Bitboard c;
            if (move_cells(&moves[i], &c))
                all = bb_or(all, c);
        }
        return all;
    }
    default: return bb_empty();
    }
}

int tutorial_aim_rects(const Tutorial *t, const TableView *tv, const BoxOver *box, SDL_Rect *out, int max)
{
    const Layout *L = &tv->ds.layout;
    int season = tv->game.season < SEASONS ? tv->game.season : SEASONS - 1;
    if (max <= 0)
        return 0;
    switch (tutorial_aim(t, tv, box)) {
    case AIM_OPTIONS: {
        SDL_Rect r[UI_MAX_OPTIONS];
        int n = view_option_rects(tv, r);
        n = n < max ? n : max;
        memcpy(out, r, (size_t)n * sizeof r[0]);
        return n;
    }
    case AIM_SHEET: out[0] = L->grid; return 1;
    case AIM_ROTATE: out[0] = L->button[BTN_ROTATE]; return 1;
    case AIM_MIRROR: out[0] = L->button[BTN_MIRROR]; return 1;
    case AIM_CONFIRM: out[0] = L->button[BTN_CONFIRM]; return 1;
    case AIM_HINT: out[0] = L->button[BTN_HINT]; return 1;
    case AIM_SEASON: out[0] = L->season_box[season]; return 1;
    case AIM_COINS: out[0] = L->coin_track; return 1;
    case AIM_MONSTERS: out[0] = L->score_cell[season][SCORE_MONSTERS]; return 1;
    case AIM_CONTINUE: out[0] = box->go_on; return out[0].w > 0;
    case AIM_PANEL: out[0] = box->panel; return out[0].w > 0;
    case AIM_LASTING: {
        SDL_Rect r[8];
        int n = view_lasting_rects(tv, r);
        n = n < max ? n : max;
        memcpy(out, r, (size_t)n * sizeof r[0]);
        return n;
    }
    case AIM_CELLS: {
        Bitboard cells = tutorial_cells(t, tv);
        int n = 0;
        while (!bb_is_empty(cells) && n < max)
            out[n++] = layout_cell(L, bb_pop(&cells));
        return n;
    }
    default: return 0;
    }
}
