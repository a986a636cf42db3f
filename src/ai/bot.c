/* bot.c: the random and greedy computer players (bot.h). */
#include "bot.h"

#include <stdlib.h>
#include <string.h>

static const char *const names[BOT_KIND_COUNT] = {"random", "greedy"};

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

int bot_sheet_value(const Game *g, int player)
{
    const Board *b = &g->sheets[player].board;
    ScoreContext ctx = game_score_context(g);
    int v = 0;
    for (int i = 0; i < DECREES; i++)
        v += scoring_card(g->decree_cards[i])->score(b, &ctx).points;
    return v + g->sheets[player].coins + score_monsters(b).points;
}

static bool choose_random(const Game *g, Rng *rng, Move *out)
{
    Move moves[MOVES_MAX];
    int n = game_legal_moves(g, moves, MOVES_MAX);
    if (n <= 0)
        return false;
    if (n > MOVES_MAX)
        n = MOVES_MAX;
    *out = moves[rng_below(rng, (uint32_t)n)];
    return true;
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

bool bot_choose(BotKind kind, const Game *g, Rng *rng, Move *out)
{
    if (game_over(g))
        return false;
    switch (kind) {
    case BOT_GREEDY:
        return choose_greedy(g, rng, out);
    case BOT_RANDOM:
    default:
        return choose_random(g, rng, out);
    }
}
