/* bot.h: computer players. A bot looks at a game and picks one legal move
 * for the pending decision; it never changes the game. Each bot has its own
 * random stream (never the rules' generator), so bot games stay
 * reproducible from the game seed. */
#ifndef CARTO_BOT_H
#define CARTO_BOT_H

#include <stdbool.h>

#include "game.h"
#include "rng.h"

typedef enum BotKind {
    BOT_RANDOM, /* a uniformly random legal move */
    BOT_GREEDY, /* the move that scores most on the sheet right now */
    BOT_KIND_COUNT
} BotKind;

const char *bot_name(BotKind k);
/* By name ("random", "greedy"); false for an unknown name. */
bool bot_parse(const char *name, BotKind *out);

/* Picks a legal move; false only when no decision is pending. `rng` is the
 * bot's own stream. */
bool bot_choose(BotKind kind, const Game *g, Rng *rng, Move *out);

/* The value the greedy bot gives the game for a player: the four decrees as
 * the sheet stands, plus coins, plus the monster penalty. */
int bot_sheet_value(const Game *g, int player);

#endif
