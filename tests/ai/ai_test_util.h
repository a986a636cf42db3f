/* ai_test_util.h: helpers for the computer-player tests (tests/ai): new
 * games, whole games played by bots with every move checked and the game
 * replayed from its record, and a small hard-bot budget that keeps the
 * tests fast (under AddressSanitizer too). */
#ifndef CARTO_AI_TEST_UTIL_H
#define CARTO_AI_TEST_UTIL_H

/* cmocka needs these before its header */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "bot.h"
#include "game.h"

/* A new game (test_malloc'd, free with test_free); fails the test if
 * game_init refuses. */
Game *at_game(GameKind kind, int players, uint64_t seed);

/* The hard bot's budget for tests: the same code, far fewer rollouts. */
void at_small_budget(BotHardParams *p);

/* Plays g to the end with bots[seat] for each seat (the hard bot with
 * `hard`), asserting that every move is legal, that the engine's invariants
 * hold after it, and that the game's record replays to the same totals.
 * Writes each move's text into moves (MOVE_TEXT_MAX each, up to max; pass
 * NULL for none) and returns the number of moves. */
int at_play(Game *g, const BotKind bots[MAX_PLAYERS], const BotHardParams *hard, char (*moves)[MOVE_TEXT_MAX], int max);

/* How many decisions of a kind at_play has seen since the program started
 * (to check that the test games reached every kind). */
int at_seen(DecisionKind kind);
/* The same for draws where only the 1x1 fallback was legal. */
int at_seen_fallback(void);

/* Plays g with the medium bot until `stop` says so; false if the game ended
 * first. */
bool at_play_until(Game *g, bool (*stop)(const Game *g, void *arg), void *arg);

#endif
