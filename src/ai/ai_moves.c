/* ai_moves.c: scoring the legal moves of a decision with the static
 * evaluation (ai.h), quickly on the sheet alone or exactly on a copy of the
 * game, and picking the best one. */
#include <stdlib.h>

#include "ai.h"

/* The card's shapes in every orientation, parsed once per decision rather
 * than once per move. */
typedef struct ShapeCache {
    int card;
    bool ok[2][ORIENTATIONS];
    OrientedShape shape[2][ORIENTATIONS];
} ShapeCache;

static void shape_cache_init(ShapeCache *c, int card_id)
{
    const Card *card = card_get(card_id);
    c->card = card_id;
    for (int s = 0; s < 2; s++)
        for (int o = 0; o < ORIENTATIONS; o++)
            c->ok[s][o] = card && s < card->nshapes && shape_orient(card->shapes[s].pattern, o, &c->shape[s][o]);
}

static bool cached_cells(const ShapeCache *c, const Move *m, Bitboard *cells)
{
    if (m->kind == MOVE_DRAW && c && m->card == c->card && m->shape >= 0 && m->shape < 2 && m->orient >= 0 &&
        m->orient < ORIENTATIONS) {
        if (!c->ok[m->shape][m->orient])
            return false;
        return shape_place(&c->shape[m->shape][m->orient], m->at, cells);
    }
    return move_cells(m, cells);
}

/* Writes into *out, which must already be a copy of the decision's sheet
 * except for the board, the coins, the paid mountains and the dragon's
 * coins: the fields a draw changes, reset here from the sheet. */
static void sheet_after(const Game *g, const ShapeCache *cache, const Move *m, Sheet *out)
{
    const Decision *d = game_decision(g);
    const Sheet *from = &g->sheets[d->sheet];
    out->board = from->board;
    out->coins = from->coins;
    out->mountains_paid = from->mountains_paid;
    out->dragon_paid = from->dragon_paid;
    Bitboard cells;
    if ((m->kind != MOVE_DRAW && m->kind != MOVE_SINGLE) || !cached_cells(cache, m, &cells))
        return;
    Board *b = &out->board;
    b->layer[m->terrain] = bb_or(b->layer[m->terrain], cells);
    const Card *card = card_get(m->card);
    if (m->kind == MOVE_DRAW && card->kind == CARD_EXPLORE && card->shapes[m->shape].coin && out->coins < COIN_LIMIT)
        out->coins++;
    Bitboard doomed = bb_and(out->marks, b->layer[CONTENT_MONSTER]);
    if (!bb_is_empty(doomed)) {
        b->layer[CONTENT_MONSTER] = bb_minus(b->layer[CONTENT_MONSTER], doomed);
        b->layer[CONTENT_DESTROYED] = bb_or(b->layer[CONTENT_DESTROYED], doomed);
    }
    Bitboard enclosed = bb_not(bb_adjacent(board_empty_spaces(b)));
    Bitboard peaks = bb_minus(bb_and(b->layer[CONTENT_MOUNTAIN], enclosed), out->mountains_paid);
    if (!bb_is_empty(peaks)) {
        out->coins += bb_count(peaks);
        if (out->coins > COIN_LIMIT)
            out->coins = COIN_LIMIT;
        out->mountains_paid = bb_or(out->mountains_paid, peaks);
    }
    /* the dragon's three coins once every space of it left standing is surrounded */
    if (!out->dragon_paid && !bb_is_empty(out->dragon) &&
        bb_subset(bb_minus(out->dragon, b->layer[CONTENT_DESTROYED]), enclosed)) {
        out->dragon_paid = true;
        out->coins = out->coins + 3 > COIN_LIMIT ? COIN_LIMIT : out->coins + 3;
    }
}

void ai_sheet_after(const Game *g, const Move *m, Sheet *out)
{
    *out = g->sheets[game_decision(g)->sheet];
    sheet_after(g, NULL, m, out);
}

bool ai_needs_exact(const Game *g)
{
    const Decision *d = game_decision(g);
    if (d->kind != DECISION_DRAW && d->kind != DECISION_AMBUSH)
        return true;
    return card_get(d->card)->effect != EFFECT_NONE;
}

void ai_score_moves(const Game *g, const AiWeights *w, const Move *moves, int n, bool exact, int *scores)
{
    const Decision *d = game_decision(g);
    int sign = d->actor == d->sheet ? 1 : -1;
    if (exact) {
        Game *trial = malloc(sizeof *trial);
        for (int i = 0; i < n; i++) {
            char err[ERROR_MAX];
            if (!trial) {
                scores[i] = 0;
                continue;
            }
            *trial = *g;
            if (!game_apply(trial, &moves[i], err, sizeof err)) {
                scores[i] = -1000000000;
                continue;
            }
            scores[i] = sign * ai_eval_game(trial, d->sheet, w);
        }
        free(trial);
        return;
    }
    AiView view;
    ai_view_init(&view, g, d->sheet, w);
    ShapeCache cache;
    shape_cache_init(&cache, d->card);
    int before[DECREES];
    ai_decree_points(&view, &g->sheets[d->sheet], before);
    Sheet after = g->sheets[d->sheet];
    for (int i = 0; i < n; i++) {
        sheet_after(g, &cache, &moves[i], &after);
        /* a monster under a hero's mark is destroyed: that changes no decree's own terrain either */
        unsigned drawn =
            moves[i].kind == MOVE_DRAW || moves[i].kind == MOVE_SINGLE ? TERRAIN_BIT(moves[i].terrain) : ~0u;
        scores[i] = sign * ai_eval_sheet_drawn(&view, &after, before, drawn);
    }
}

int ai_best_index(const int *scores, int n, Rng *rng)
{
    int best = 0, ties = 1;
    for (int i = 1; i < n; i++) {
        if (scores[i] > scores[best]) {
            best = i;
            ties = 1;
        } else if (scores[i] == scores[best] && rng_below(rng, (uint32_t)++ties) == 0) {
            best = i; /* each of the tied best is kept with equal chance */
        }
    }
    return best;
}

bool ai_choose_greedy(const Game *g, const AiWeights *w, bool exact, Rng *rng, Move *out, int *score)
{
    if (game_over(g))
        return false;
    Move *moves = malloc(sizeof(Move) * MOVES_MAX);
    int *scores = malloc(sizeof(int) * MOVES_MAX);
    int n = moves && scores ? game_legal_moves(g, moves, MOVES_MAX) : 0;
    if (n > MOVES_MAX)
        n = MOVES_MAX;
    if (n <= 0) {
        free(moves);
        free(scores);
        return false;
    }
    ai_score_moves(g, w, moves, n, exact, scores);
    for (int i = 0; w->noise && i < n; i++)
        scores[i] += (int)rng_below(rng, 2u * (unsigned)w->noise + 1u) - w->noise;
    int best = ai_best_index(scores, n, rng);
    *out = moves[best];
    if (score)
        *score = scores[best];
    free(moves);
    free(scores);
    return true;
}
