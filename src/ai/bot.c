/* bot.c: the computer players' public face (bot.h): names, the random and
 * greedy bots, and dispatch to the easy, medium and hard strengths (ai_*.c). */
#include "bot.h"

#include <stdlib.h>
#include <string.h>

#include "ai.h"

static const char *const names[BOT_KIND_COUNT] = {"random", "greedy", "easy", "medium", "hard"};

const char *bot_name(BotKind k) { return (unsigned)k < BOT_KIND_COUNT ? names[k] : "?"; }

bool bot_parse(const char *name, BotKind *out)
{
    for (int i = 0; i < BOT_KIND_COUNT; i++) {
        if (strcmp(name, names[i]) == 0) {
            *out = (BotKind)i;
            return true;
        }
    }
    return false;
}

int bot_hard_threads(const BotHardParams *p) { return ai_workers(p->threads); }

int bot_sheet_value(const Game *g, int player)
{
    const Board *b = &g->sheets[player].board;
    ScoreContext ctx = game_score_context(g);
    ScoreBoard sb;
    score_board_init(&sb, b, &ctx);
    int v = 0;
    for (int i = 0; i < DECREES; i++)
        v += scoring_card(g->decree_cards[i])->score(&sb).points;
    return v + g->sheets[player].coins + score_monsters(b).points;
}

static bool choose_random(const Game *g, Rng *rng, Move *out)
{
    Move *moves = malloc(sizeof(Move) * MOVES_MAX);
    int n = moves ? game_legal_moves(g, moves, MOVES_MAX) : 0;
    if (n > MOVES_MAX)
        n = MOVES_MAX;
    if (n > 0)
        *out = moves[rng_below(rng, (uint32_t)n)];
    free(moves);
    return n > 0;
}

/* Tries every legal move on a copy; on another player's sheet (an ambush) it
 * hurts that player most. Ties are broken at random. */
static bool choose_greedy(const Game *g, Rng *rng, Move *out)
{
    static const int none = -1000000;
    Move *moves = malloc(sizeof(Move) * MOVES_MAX);
    Game *trial = malloc(sizeof *trial);
    if (!moves || !trial) {
        free(moves);
        free(trial);
        return choose_random(g, rng, out);
    }
    int n = game_legal_moves(g, moves, MOVES_MAX);
    if (n > MOVES_MAX)
        n = MOVES_MAX;
    const Decision *d = game_decision(g);
    int best = none, ties = 0;
    for (int i = 0; i < n; i++) {
        char err[ERROR_MAX];
        *trial = *g;
        if (!game_apply(trial, &moves[i], err, sizeof err))
            continue;
        int v = bot_sheet_value(trial, d->sheet);
        if (d->sheet != d->actor)
            v = -v;
        if (v > best) {
            best = v;
            ties = 1;
            *out = moves[i];
        } else if (v == best) {
            ties++;
            if (rng_below(rng, (uint32_t)ties) == 0)
                *out = moves[i];
        }
    }
    free(moves);
    free(trial);
    return best != none;
}

/* The move alone; the hard bot's expectation comes with it. */
static bool choose(BotKind kind, const BotHardParams *params, const Game *g, Rng *rng, BotChoice *out)
{
    if (game_over(g))
        return false;
    memset(out, 0, sizeof *out);
    switch (kind) {
    case BOT_HARD: {
        BotHardParams defaults;
        if (!params) {
            bot_hard_params_default(&defaults);
            params = &defaults;
        }
        return ai_choose_hard(g, params, NULL, rng, out);
    }
    case BOT_GREEDY:
        return choose_greedy(g, rng, &out->move);
    case BOT_EASY:
        return ai_choose_easy(g, rng, &out->move);
    case BOT_MEDIUM:
        return ai_choose_medium(g, rng, &out->move);
    case BOT_RANDOM:
    default:
        return choose_random(g, rng, &out->move);
    }
}

bool bot_think(BotKind kind, const BotHardParams *params, const Game *g, Rng *rng, BotChoice *out)
{
    if (!choose(kind, params, g, rng, out))
        return false;
    if (kind == BOT_HARD)
        return true;
    /* the expectation by the medium evaluation, for every other kind */
    AiWeights w;
    ai_weights_medium(&w);
    const Decision *d = game_decision(g);
    int before = ai_eval_game(g, d->sheet, &w), after = before;
    Game *trial = malloc(sizeof *trial);
    char err[ERROR_MAX];
    if (trial) {
        *trial = *g;
        if (game_apply(trial, &out->move, err, sizeof err))
            after = ai_eval_game(trial, d->sheet, &w);
        free(trial);
    }
    out->expected = after;
    out->gain = after - before;
    out->rollouts = 0;
    return true;
}

bool bot_choose(BotKind kind, const Game *g, Rng *rng, Move *out)
{
    BotChoice c;
    if (!choose(kind, NULL, g, rng, &c))
        return false;
    *out = c.move;
    return true;
}
