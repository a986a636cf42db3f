/* game_moves.c: which moves are legal for the pending decision, checking a
 * move, and applying it (docs/rules.md §3-4). The move list and the
 * check share one predicate per kind of move, so they cannot disagree. */
#include <stdio.h>
#include <string.h>

#include "game_internal.h"

/* Fills *why and returns false (a refusal); args follow the code's. */
static bool refuse(Refusal *why, RefusalCode code, int a0, int a1)
{
    why->code = code;
    why->arg[0] = a0;
    why->arg[1] = a1;
    return false;
}

static bool check_draw(const Game *g, const Move *m, Refusal *why)
{
    const Decision *d = &g->decision;
    const Card *card = card_get(d->card);
    const Board *b = &g->sheets[d->sheet].board;
    if (d->single_only)
        return refuse(why, REFUSE_SINGLE_ONLY, 0, 0);
    if (m->shape < 0 || m->shape >= card->nshapes)
        return refuse(why, REFUSE_NO_SUCH_SHAPE, d->card, card->nshapes);
    if (m->orient < 0 || m->orient >= ORIENTATIONS)
        return refuse(why, REFUSE_ORIENTATION, 0, 0);
    bool solo_ambush = d->kind == DECISION_AMBUSH && d->solo_target >= 0;
    if (solo_ambush && m->orient != 0)
        return refuse(why, REFUSE_SOLO_ORIENTATION, 0, 0);
    if (m->terrain < 0 || m->terrain >= CONTENT_COUNT || !(card->terrains & TERRAIN_BIT(m->terrain)))
        return refuse(why, REFUSE_TERRAIN, d->card, m->terrain >= 0 && m->terrain < CONTENT_COUNT ? m->terrain : -1);
    Bitboard cells;
    if (!game_draw_cells(card, m->shape, m->orient, m->at, &cells))
        return refuse(why, REFUSE_OFF_MAP, 0, 0);
    if (bb_intersects(cells, board_filled(b)))
        return refuse(why, REFUSE_FILLED, 0, 0);
    if (d->ruins_needed && !game_placement_ok(b, cells, true, -1))
        return refuse(why, REFUSE_RUINS, 0, 0);
    if (solo_ambush && !bb_test(cells, d->solo_target))
        return refuse(why, REFUSE_SOLO_TARGET, d->solo_target, 0);
    return true;
}

static bool check_single(const Game *g, const Move *m, Refusal *why)
{
    const Decision *d = &g->decision;
    const Board *b = &g->sheets[d->sheet].board;
    if (!d->single_only)
        return refuse(why, REFUSE_SHAPE_FITS, 0, 0);
    if (m->at < 0 || m->at >= BOARD_SPACES)
        return refuse(why, REFUSE_NO_SUCH_SPACE, 0, 0);
    if (bb_test(board_filled(b), m->at))
        return refuse(why, REFUSE_SPACE_FILLED, 0, 0);
    unsigned allowed = d->kind == DECISION_AMBUSH ? TERRAIN_BIT(CONTENT_MONSTER) : TERRAINS_SINGLE_CHOICE;
    if (m->terrain < 0 || m->terrain >= CONTENT_COUNT || !(allowed & TERRAIN_BIT(m->terrain)))
        return refuse(why, d->kind == DECISION_AMBUSH ? REFUSE_AMBUSH_SINGLE : REFUSE_SINGLE_TERRAIN, 0, 0);
    return true;
}

static bool check_hero(const Game *g, const Move *m, Refusal *why)
{
    const Board *b = &g->sheets[g->decision.sheet].board;
    if (m->at < 0 || m->at >= BOARD_SPACES)
        return refuse(why, REFUSE_NO_SUCH_SPACE, 0, 0);
    if (bb_test(board_filled(b), m->at))
        return refuse(why, REFUSE_HERO_SPACE, 0, 0);
    if (m->orient < 0 || m->orient >= ORIENTATIONS)
        return refuse(why, REFUSE_ORIENTATION, 0, 0);
    return true;
}

static bool check_destroy(const Game *g, const Move *m, Refusal *why)
{
    const Sheet *s = &g->sheets[g->decision.sheet];
    bool gorgon = g->decision.kind == DECISION_GORGON;
    Bitboard targets = gorgon ? sheet_gorgon_targets(s) : sheet_troll_targets(s);
    if (m->at < 0 || m->at >= BOARD_SPACES || !bb_test(targets, m->at))
        return refuse(why, gorgon ? REFUSE_GORGON_TARGET : REFUSE_TROLL_TARGET, 0, 0);
    return true;
}

bool game_check_move_why(const Game *g, const Move *m, Refusal *why)
{
    const Decision *d = &g->decision;
    why->code = REFUSE_NONE;
    if (!m)
        return refuse(why, REFUSE_NO_MOVE, 0, 0);
    if (d->kind == DECISION_NONE)
        return refuse(why, REFUSE_GAME_OVER, 0, 0);
    if (m->card != d->card)
        return refuse(why, REFUSE_OTHER_CARD, d->card, 0);
    switch (d->kind) {
    case DECISION_DRAW:
    case DECISION_AMBUSH:
        if (m->kind == MOVE_DRAW)
            return check_draw(g, m, why);
        if (m->kind == MOVE_SINGLE)
            return check_single(g, m, why);
        return refuse(why, REFUSE_WANT_DRAW, 0, 0);
    case DECISION_HERO:
        if (m->kind != MOVE_HERO)
            return refuse(why, REFUSE_WANT_HERO, 0, 0);
        return check_hero(g, m, why);
    case DECISION_GORGON:
    case DECISION_TROLL:
        if (m->kind != MOVE_DESTROY)
            return refuse(why, REFUSE_WANT_DESTROY, 0, 0);
        return check_destroy(g, m, why);
    case DECISION_NONE:
        break;
    }
    return refuse(why, REFUSE_NO_DECISION, 0, 0);
}

bool game_check_move(const Game *g, const Move *m, char *err, size_t errsize)
{
    Refusal why;
    if (game_check_move_why(g, m, &why))
        return true;
    game_refusal_text(&why, err, errsize);
    return false;
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
    int8_t terrains[CONTENT_COUNT];
    int nterrains = 0;
    for (int t = 0; t < CONTENT_COUNT; t++)
        if (card->terrains & TERRAIN_BIT(t))
            terrains[nterrains++] = (int8_t)t;
    CardOrientations shapes;
    card_orientations(card, solo_ambush ? 1 : ORIENTATIONS, &shapes);
    Bitboard empty = board_empty_spaces(b), open_ruins = bb_and(b->ruins, empty);
    for (int k = 0; k < shapes.n; k++) {
        const CardOrientation *it = &shapes.item[k];
        Bitboard anchors = game_anchors(&it->os, empty, open_ruins, d->ruins_needed, d->solo_target);
        int at; /* row by row, as the move list has always been ordered */
        while ((at = bb_pop(&anchors)) >= 0) {
            for (int t = 0; t < nterrains; t++) {
                Move m = {MOVE_DRAW, (int8_t)d->card, it->shape, it->orient, (int8_t)at, terrains[t]};
                emit(sink, m);
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
    bool repeats[ORIENTATIONS]; /* worked out once, not once a space */
    for (int o = 0; o < ORIENTATIONS; o++)
        repeats[o] = hero_orientation_repeats(hero, o);
    int at;
    while ((at = bb_pop(&empty)) >= 0) {
        for (int o = 0; o < ORIENTATIONS; o++) {
            if (repeats[o])
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

bool game_apply_why(Game *g, const Move *m, Refusal *why)
{
    if (!game_check_move_why(g, m, why))
        return false;
    const Decision *d = &g->decision;
    Sheet *s = &g->sheets[d->sheet];
    switch (m->kind) {
    case MOVE_DRAW: {
        Bitboard cells;
        game_draw_cells(card_get(d->card), m->shape, m->orient, m->at, &cells);
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

bool game_apply(Game *g, const Move *m, char *err, size_t errsize)
{
    Refusal why;
    if (game_apply_why(g, m, &why))
        return true;
    game_refusal_text(&why, err, errsize);
    return false;
}

bool game_apply_text(Game *g, const char *text, char *err, size_t errsize)
{
    Move m;
    if (!move_parse(text, &m, err, errsize))
        return false;
    return game_apply(g, &m, err, errsize);
}
