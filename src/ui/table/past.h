/* past.h: each player's map as it was when a season was scored.
 *
 * Hovering a past season's score highlights the spaces that season
 * counted, so the table needs the map of that moment, not today's. The
 * engine scores a season and then runs the lasting effects in one move (a
 * zombie wave fills empty spaces after the scoring); the map at the
 * scoring is the map after the move with those later fills taken back. The
 * table notes it when a season ends and rebuilds it from the record when a
 * game is loaded or resumed. */
#ifndef UI_TABLE_PAST_H
#define UI_TABLE_PAST_H

#include <stdbool.h>

#include "game.h"
#include "session.h"

typedef struct PastBoards {
    Board board[SEASONS][MAX_PLAYERS];
    bool known[SEASONS];
} PastBoards;

void past_reset(PastBoards *p);
/* A move took `before` to `after`: when it ended a season, keeps every
 * player's map as that season scored it. */
void past_note(PastBoards *p, const Game *before, const Game *after, const Move *m);
/* Forgets the seasons `g` has not scored (after an undo). */
void past_forget_unscored(PastBoards *p, const Game *g);
/* Replays the session's record to know every season scored so far. */
void past_rebuild(PastBoards *p, const Session *s);
/* The map of `player` as season `season` scored it, or NULL when unknown
 * (or not yet scored). */
const Board *past_board(const PastBoards *p, int season, int player);

#endif
