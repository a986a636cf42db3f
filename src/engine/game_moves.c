/* game_moves.c: which moves are legal for the pending decision, checking a
 * move, and applying it (rules.md sections 3-4). The move list and the
 * check share one predicate per kind of move, so they cannot disagree. */
#include <stdio.h>
#include <string.h>

#include "game_internal.h"

static const char *const terrain_names[CONTENT_COUNT] = {"forest", "village", "farm", "water", "monster",
                                                         "hero", "mountain", "wasteland", "destroyed"};

/* Cells a draw move covers on the map, or false if it leaves the map. */
static bool draw_cells(const Card *card, int shape, int orient, int at, Bitboard *cells)
{
    OrientedShape os;
    if (shape < 0 || shape >= card->nshapes || !shape_orient(card->shapes[shape].pattern, orient, &os))
        return false;
    return shape_place(&os, at, cells);
}

/* Placement legality for a shape's cells on a sheet (not terrain, not card). */
static bool placement_ok(const Board *b, Bitboard cells, bool ruins_needed, int target)
{
    if (bb_intersects(cells, board_filled(b)))
        return false;
    if (ruins_needed && !bb_intersects(cells, bb_and(b->ruins, board_empty_spaces(b))))
        return false;
    if (target >= 0 && !bb_test(cells, target))
        return false;
    return true;
}

bool game_shape_fits(const Game *g, int card_id, int sheet, bool ruins_needed, bool any_orientation, int target)
{
    const Card *card = card_get(card_id);
    const Board *b = &g->sheets[sheet].board;
    for (int s = 0; s < card->nshapes; s++) {
        for (int o = 0; o < (any_orientation ? ORIENTATIONS : 1); o++) {
            OrientedShape os;
            if (!shape_orient(card->shapes[s].pattern, o, &os))
                continue;
            for (int r = 0; r + os.height <= BOARD_SIZE; r++) {
                for (int c = 0; c + os.width <= BOARD_SIZE; c++) {
                    Bitboard cells;
                    if (shape_place(&os, bb_index(r, c), &cells) && placement_ok(b, cells, ruins_needed, target))
                        return true;
                }
            }
        }
    }
    return false;
}

static bool fail(char *err, size_t errsize, const char *msg)
{
    snprintf(err, errsize, "%s", msg);
    return false;
}

static bool check_draw(const Game *g, const Move *m, char *err, size_t errsize)
{
    const Decision *d = &g->decision;
    const Card *card = card_get(d->card);
    const Board *b = &g->sheets[d->sheet].board;
    if (d->single_only)
        return fail(err, errsize, "no shape of this card fits: draw a 1x1 (single) instead");
    if (m->shape < 0 || m->shape >= card->nshapes) {
        snprintf(err, errsize, "%s has %d shape%s", card->name, card->nshapes, card->nshapes == 1 ? "" : "s");
        return false;
    }
    if (m->orient < 0 || m->orient >= ORIENTATIONS)
        return fail(err, errsize, "orientation must be 0 to 7");
    bool solo_ambush = d->kind == DECISION_AMBUSH && d->solo_target >= 0;
    if (solo_ambush && m->orient != 0)
        return fail(err, errsize, "a solo ambush is drawn as printed, without turning or mirroring (orient=0)");
    if (m->terrain < 0 || m->terrain >= CONTENT_COUNT || !(card->terrains & TERRAIN_BIT(m->terrain))) {
        snprintf(err, errsize, "%s cannot be drawn as %s", card->name,
                 m->terrain >= 0 && m->terrain < CONTENT_COUNT ? terrain_names[m->terrain] : "that terrain");
        return false;
    }
    Bitboard cells;
    if (!draw_cells(card, m->shape, m->orient, m->at, &cells))
        return fail(err, errsize, "the shape would leave the map");
    if (bb_intersects(cells, board_filled(b)))
        return fail(err, errsize, "the shape would cover a filled space");
    if (d->ruins_needed && !placement_ok(b, cells, true, -1))
        return fail(err, errsize, "after a ruins card the shape must cover an empty ruins space");
    if (solo_ambush && !bb_test(cells, d->solo_target)) {
        char name[4];
        board_space_name(d->solo_target, name);
        snprintf(err, errsize, "the solo ambush must cover its target space %s", name);
        return false;
    }
    return true;
}

static bool check_single(const Game *g, const Move *m, char *err, size_t errsize)
{
    const Decision *d = &g->decision;
    const Board *b = &g->sheets[d->sheet].board;
    if (!d->single_only)
        return fail(err, errsize, "a shape of this card fits, so the 1x1 may not be drawn instead");
    if (m->at < 0 || m->at >= BOARD_SPACES)
        return fail(err, errsize, "no such space");
    if (bb_test(board_filled(b), m->at))
        return fail(err, errsize, "that space is already filled");
    unsigned allowed = d->kind == DECISION_AMBUSH ? TERRAIN_BIT(CONTENT_MONSTER) : TERRAINS_SINGLE_CHOICE;
    if (m->terrain < 0 || m->terrain >= CONTENT_COUNT || !(allowed & TERRAIN_BIT(m->terrain)))
        return fail(err, errsize,
                    d->kind == DECISION_AMBUSH ? "an ambush's 1x1 is a monster"
                                               : "the 1x1 is forest, village, farm, water or monster");
    return true;
}

static bool check_hero(const Game *g, const Move *m, char *err, size_t errsize)
{
    const Board *b = &g->sheets[g->decision.sheet].board;
    if (m->at < 0 || m->at >= BOARD_SPACES)
        return fail(err, errsize, "no such space");
    if (bb_test(board_filled(b), m->at))
        return fail(err, errsize, "the hero must go on an empty space");
    if (m->orient < 0 || m->orient >= ORIENTATIONS)
        return fail(err, errsize, "orientation must be 0 to 7");
    return true;
}

static bool check_destroy(const Game *g, const Move *m, char *err, size_t errsize)
{
    const Sheet *s = &g->sheets[g->decision.sheet];
    Bitboard targets = g->decision.kind == DECISION_GORGON ? sheet_gorgon_targets(s) : sheet_troll_targets(s);
    if (m->at < 0 || m->at >= BOARD_SPACES || !bb_test(targets, m->at))
        return fail(err, errsize,
                    g->decision.kind == DECISION_GORGON
                        ? "the gorgon destroys a space next to it that is not a mountain, wasteland or destroyed"
                        : "the troll destroys an empty space next to it");
    return true;
}

bool game_check_move(const Game *g, const Move *m, char *err, size_t errsize)
{
    const Decision *d = &g->decision;
    if (d->kind == DECISION_NONE)
        return fail(err, errsize, "the game is over");
    if (m->card != d->card) {
        const Card *want = card_get(d->card);
        snprintf(err, errsize, "the move is for another card: %s is being resolved", want ? want->id : "?");
        return false;
    }
    switch (d->kind) {
    case DECISION_DRAW:
    case DECISION_AMBUSH:
        if (m->kind == MOVE_DRAW)
            return check_draw(g, m, err, errsize);
        if (m->kind == MOVE_SINGLE)
            return check_single(g, m, err, errsize);
        return fail(err, errsize, "a shape is to be drawn now (draw or single)");
    case DECISION_HERO:
        if (m->kind != MOVE_HERO)
            return fail(err, errsize, "a hero is to be placed now (hero)");
        return check_hero(g, m, err, errsize);
    case DECISION_GORGON:
    case DECISION_TROLL:
        if (m->kind != MOVE_DESTROY)
            return fail(err, errsize, "a space is to be destroyed now (destroy)");
        return check_destroy(g, m, err, errsize);
    case DECISION_NONE:
        break;
    }
    return fail(err, errsize, "no decision is pending");
}

/* ---- Listing ---- */

typedef struct MoveSink {
    Move *out;
    int max;
    int n;
} MoveSink;

static void emit(MoveSink *sink, Move m)
{
    if (sink->n < sink->max)
        sink->out[sink->n] = m;
    sink->n++;
}

static void list_draws(const Game *g, MoveSink *sink)
{
    const Decision *d = &g->decision;
    const Card *card = card_get(d->card);
    const Board *b = &g->sheets[d->sheet].board;
    bool solo_ambush = d->kind == DECISION_AMBUSH && d->solo_target >= 0;
    for (int s = 0; s < card->nshapes; s++) {
        for (int o = 0; o < (solo_ambush ? 1 : ORIENTATIONS); o++) {
            OrientedShape os;
            if (shape_orientation_repeats(card->shapes[s].pattern, o) || !shape_orient(card->shapes[s].pattern, o, &os))
                continue;
            for (int r = 0; r + os.height <= BOARD_SIZE; r++) {
                for (int c = 0; c + os.width <= BOARD_SIZE; c++) {
                    Bitboard cells;
                    int at = bb_index(r, c);
                    if (!shape_place(&os, at, &cells) || !placement_ok(b, cells, d->ruins_needed, d->solo_target))
                        continue;
                    for (int t = 0; t < CONTENT_COUNT; t++) {
                        if (card->terrains & TERRAIN_BIT(t)) {
                            Move m = {MOVE_DRAW, (int8_t)d->card, (int8_t)s, (int8_t)o, (int8_t)at, (int8_t)t};
                            emit(sink, m);
                        }
                    }
                }
            }
        }
    }
}

static void list_singles(const Game *g, MoveSink *sink)
{
    const Decision *d = &g->decision;
    Bitboard empty = board_empty_spaces(&g->sheets[d->sheet].board);
    unsigned allowed = d->kind == DECISION_AMBUSH ? TERRAIN_BIT(CONTENT_MONSTER) : TERRAINS_SINGLE_CHOICE;
    int at;
    while ((at = bb_pop(&empty)) >= 0) {
        for (int t = 0; t < CONTENT_COUNT; t++) {
            if (allowed & TERRAIN_BIT(t)) {
                Move m = {MOVE_SINGLE, (int8_t)d->card, 0, 0, (int8_t)at, (int8_t)t};
                emit(sink, m);
            }
        }
    }
}

static void list_heroes(const Game *g, MoveSink *sink)
{
    const Decision *d = &g->decision;
    const Card *hero = card_get(d->card);
    Bitboard empty = board_empty_spaces(&g->sheets[d->sheet].board);
    int at;
    while ((at = bb_pop(&empty)) >= 0) {
        for (int o = 0; o < ORIENTATIONS; o++) {
            if (hero_orientation_repeats(hero, o))
                continue;
            Move m = {MOVE_HERO, (int8_t)d->card, 0, (int8_t)o, (int8_t)at, CONTENT_HERO};
            emit(sink, m);
        }
    }
}

static void list_destroys(const Game *g, MoveSink *sink)
{
    const Decision *d = &g->decision;
    const Sheet *s = &g->sheets[d->sheet];
    Bitboard targets = d->kind == DECISION_GORGON ? sheet_gorgon_targets(s) : sheet_troll_targets(s);
    int at;
    while ((at = bb_pop(&targets)) >= 0) {
        Move m = {MOVE_DESTROY, (int8_t)d->card, 0, 0, (int8_t)at, CONTENT_DESTROYED};
        emit(sink, m);
    }
}

int game_legal_moves(const Game *g, Move *out, int max)
{
    MoveSink sink = {out, out ? max : 0, 0};
    switch (g->decision.kind) {
    case DECISION_DRAW:
    case DECISION_AMBUSH:
        if (g->decision.single_only)
            list_singles(g, &sink);
        else
            list_draws(g, &sink);
        break;
    case DECISION_HERO:
        list_heroes(g, &sink);
        break;
    case DECISION_GORGON:
    case DECISION_TROLL:
        list_destroys(g, &sink);
        break;
    case DECISION_NONE:
        break;
    }
    return sink.n;
}

/* ---- Applying ---- */

/* Draws the cells, then everything that follows from drawing them. */
static void apply_draw(Game *g, const Move *m, Bitboard cells)
{
    const Decision *d = &g->decision;
    const Card *card = card_get(d->card);
    Sheet *s = &g->sheets[d->sheet];
    sheet_fill(s, cells, (Content)m->terrain);
    if (m->kind == MOVE_DRAW && card->kind == CARD_EXPLORE && card->shapes[m->shape].coin)
        sheet_gain_coins(s, 1);
    bool named = m->kind == MOVE_DRAW && card->kind == CARD_AMBUSH;
    if (named) {
        int number = game_ambush_number(d->card);
        s->named[number] = bb_or(s->named[number], cells);
        if (card->effect == EFFECT_DRAGON)
            s->dragon = bb_or(s->dragon, cells);
    }
    sheet_settle(s);
    if (named && card->effect == EFFECT_GORGON && !bb_is_empty(sheet_gorgon_targets(s))) {
        g->phase = PHASE_GORGON;
        g->decision.kind = DECISION_GORGON;
        g->decision.single_only = false;
        g->decision.ruins_needed = false;
        g->decision.solo_target = -1;
        return;
    }
    g->turn++;
}

bool game_apply(Game *g, const Move *m, char *err, size_t errsize)
{
    if (!m)
        return fail(err, errsize, "no move");
    if (!game_check_move(g, m, err, errsize))
        return false;
    const Decision *d = &g->decision;
    Sheet *s = &g->sheets[d->sheet];
    switch (m->kind) {
    case MOVE_DRAW: {
        Bitboard cells;
        draw_cells(card_get(d->card), m->shape, m->orient, m->at, &cells);
        apply_draw(g, m, cells);
        break;
    }
    case MOVE_SINGLE:
        apply_draw(g, m, bb_single(m->at));
        break;
    case MOVE_HERO:
        sheet_fill(s, bb_single(m->at), CONTENT_HERO);
        s->marks = bb_or(s->marks, hero_marks(card_get(d->card), m->at, m->orient));
        sheet_settle(s);
        g->turn++;
        break;
    case MOVE_DESTROY:
        sheet_destroy(s, bb_single(m->at));
        sheet_settle(s);
        if (g->phase == PHASE_GORGON)
            g->phase = PHASE_RESOLVE;
        g->turn++;
        break;
    }
    g->moves_applied++;
    game_advance(g);
    return true;
}

bool game_apply_text(Game *g, const char *text, char *err, size_t errsize)
{
    Move m;
    if (!move_parse(text, &m, err, errsize))
        return false;
    return game_apply(g, &m, err, errsize);
}

const char *game_terrain_name(int content)
{
    return content >= 0 && content < CONTENT_COUNT ? terrain_names[content] : "?";
}
