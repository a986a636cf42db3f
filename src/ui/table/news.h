/* news.h: what happened since a player's last turn, in a few short lines.
 *
 * At a full table the other players' moves, the monsters drawn on your map,
 * the zombies' spreading, the Dragon's coins and the spaces a Gorgon or a
 * Troll destroyed happen while you are not looking. Each seat keeps a list
 * of them from its last move on; the hand-over box shows it, and with one
 * human at the table the status line does when the turn comes back. */
#ifndef UI_TABLE_NEWS_H
#define UI_TABLE_NEWS_H

#include <stdbool.h>

#include "game.h"
#include "session.h"

#define NEWS_MAX 8 /* the latest lines per seat */
#define NEWS_TEXT_MAX 160

typedef struct News {
    char line[MAX_PLAYERS][NEWS_MAX][NEWS_TEXT_MAX];
    int count[MAX_PLAYERS];
    bool dropped[MAX_PLAYERS]; /* older lines were dropped for newer ones */
} News;

void news_reset(News *n);
/* A move went from `before` to `after`: `actor` drew on `sheet`'s map;
 * `season_scored` >= 0 when the move ended that season. The actor's own
 * list is cleared first (they are at the table now). `names` are the
 * seats' names; `strength` a computer seat's strength, -1 for a person (as
 * TableView.strength; NULL: all people): a computer is "it", a person
 * "they". */
void news_note_move(News *n, const Game *before, const Game *after, const Move *move, int actor, int sheet,
                    int season_scored, const char (*names)[SEAT_NAME_MAX], const int *strength);
/* The lists as the session's moves left them, each move noted in turn
 * from the first: a game loaded, opened or resumed says what happened
 * since each player's last turn as if it had never stopped. */
void news_rebuild(News *n, const Session *s, const char (*names)[SEAT_NAME_MAX], const int *strength);
int news_count(const News *n, int seat);
const char *news_line(const News *n, int seat, int i);
/* All of a seat's lines joined with "; " into buf ("" when none). */
void news_join(const News *n, int seat, char *buf, size_t size);

#endif
