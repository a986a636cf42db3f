/* bot.h: computer players. A bot looks at a game and picks one legal move
 * for the pending decision, whatever kind it is (a draw with its terrain, the
 * 1x1 fallback, a monster on a neighbour's map or the solo ambush placement,
 * a hero and its pattern, the Gorgon's and the Troll's targets); it never
 * changes the game. Each bot has its own random stream (never the rules'
 * generator), so bot games stay reproducible from the game seed.
 *
 * Fair play: a bot reads only what a player at the table knows. The explore
 * deck's composition is public, its order is not; the hard bot samples
 * orders with its own generator and never reads g->deck's order.
 *
 * Thread safety: bot_choose and bot_think keep no static mutable state; all
 * their state is on the stack or allocated per call, and randomness comes
 * only from the Rng passed in. Several threads may think at once, each with
 * its own Game and Rng (the app thinks off its UI thread). The hard bot
 * spreads its look-ahead over worker threads of its own (BotHardParams:
 * threads, every processor by default) and joins them before it returns. */
#ifndef CARTO_BOT_H
#define CARTO_BOT_H

#include <stdatomic.h>
#include <stdbool.h>

#include "game.h"
#include "rng.h"

typedef enum BotKind {
    BOT_RANDOM, /* a uniformly random legal move */
    BOT_GREEDY, /* the move that scores most on the sheet right now */
    BOT_EASY,   /* the current season's decrees only, with noise: reasonable but weak */
    BOT_MEDIUM, /* greedy on a static evaluation of every season still to come */
    BOT_HARD,   /* Monte Carlo look-ahead over sampled deck orders */
    BOT_KIND_COUNT
} BotKind;

const char *bot_name(BotKind k);
/* By name ("random", "greedy", "easy", "medium", "hard"); false for an
 * unknown name. */
bool bot_parse(const char *name, BotKind *out);

/* The hard bot's budget. Fixed counts, not a clock, so that a decision
 * depends only on the game and the seed, never on the machine's load. The
 * defaults keep a decision under 500 ms median on a 2-core machine
 * (`cartographers-cli bench-bot`). */
typedef struct BotHardParams {
    int candidates; /* moves kept for look-ahead, the best by the medium evaluation */
    int rollouts;   /* sampled deck orders per decision, shared by all candidates */
    int horizon;    /* own draws simulated per rollout before the static evaluation */
    int sample;     /* moves the rollout policy looks at per decision (0 = all) */
    bool halving;   /* successive halving: rollouts*candidates in all, more for the better half */
    /* threads the rollouts run on, the caller's included; 0 = one per
     * processor. The move is the same whatever the number. */
    int threads;
    /* another thread sets *stop to end the search early (its answer is no
     * longer wanted): the bot then returns the best move so far, still
     * legal. NULL: never stopped. */
    const atomic_int *stop;
    /* measuring only (ai-tune --set oracle=1): every rollout is dealt the
     * hidden cards as they really are (the game itself, not a sampled
     * deal), a ceiling for what not knowing the deck's order costs; false
     * for every player */
    bool oracle;
} BotHardParams;

void bot_hard_params_default(BotHardParams *p);
/* The threads the hard bot's look-ahead runs on with this budget. */
int bot_hard_threads(const BotHardParams *p);

/* A decision with what the bot expects of it (for the Hint button). */
typedef struct BotChoice {
    Move move;
    /* the decision sheet's projected final total after the move, in
     * centipoints (100 = 1 point): the rollouts' mean for the hard bot, the
     * static evaluation otherwise */
    int expected;
    /* the move's gain: the static evaluation of the sheet after the move
     * minus before it, in centipoints */
    int gain;
    /* rollouts behind `expected`; 0 when it is the static evaluation (other
     * levels, and hard decisions without a look-ahead: a neighbour's
     * monster, a forced move), which is no forecast of the final total */
    int rollouts;
} BotChoice;

/* Picks a legal move; false only when no decision is pending. `rng` is the
 * bot's own stream. */
bool bot_choose(BotKind kind, const Game *g, Rng *rng, Move *out);

/* bot_choose with the expectation, and for BOT_HARD an explicit budget
 * (NULL = bot_hard_params_default). The same call as bot_choose: for the
 * same game, kind, budget and rng state it picks the same move. */
bool bot_think(BotKind kind, const BotHardParams *params, const Game *g, Rng *rng, BotChoice *out);

/* The value the greedy bot gives the game for a player: the four decrees as
 * the sheet stands, plus coins, plus the monster penalty. */
int bot_sheet_value(const Game *g, int player);

#endif
