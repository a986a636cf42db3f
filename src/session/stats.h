/* stats.h: statistics kept across runs for the statistics screen:
 * games played, the rating of every solo game over time (the
 * screen plots it), titles earned, and the best game per set of scoring
 * cards.
 *
 * File format, version 1 (versioned text, one item a line, '#' comments):
 *
 *   cartographers-stats 1
 *   played solo 12                  finished solo games (may exceed the list
 *   played multiplayer 3            when old entries were dropped)
 *   solo 2024-05-01 base 12 92 treetower golden_granary great_city cauldrons
 *        DATE       KIND RATING TOTAL  the four scoring cards, decrees A-D
 *
 * The list keeps the newest STATS_MAX_GAMES solo games, oldest first.
 * Titles and bests are worked out from the list, not stored.
 *
 * History: 1  first version. */
#ifndef CARTO_STATS_H
#define CARTO_STATS_H

#include <stdbool.h>
#include <stddef.h>

#include "fileio.h"
#include "game.h"

#define STATS_MAGIC "cartographers-stats"
#define STATS_VERSION 1
#define STATS_MAX_GAMES 10000
#define STATS_DATE_SIZE 11 /* "YYYY-MM-DD" */

typedef struct StatsGame {
    char date[STATS_DATE_SIZE];
    GameKind kind;
    int rating;
    int total;
    int decrees[DECREES]; /* scoring card indices, A-D */
} StatsGame;

typedef struct Stats {
    long played_solo;
    long played_multi;
    StatsGame *games; /* oldest first; owned */
    int ngames, cap;
} Stats;

void stats_init(Stats *st);
void stats_free(Stats *st);

/* Counts a finished game; a solo game also joins the list with its
 * rating. `date` is "YYYY-MM-DD" (stats_today gives today's). */
bool stats_add_game(Stats *st, const char *date, const Game *g);
/* Appends a solo game to the list as it is (the file loader uses it),
 * dropping the oldest when the list is full; counts nothing. */
bool stats_push(Stats *st, const StatsGame *g);
/* Whether a date is "YYYY-MM-DD". */
bool stats_date_valid(const char *date);
void stats_today(char date[STATS_DATE_SIZE]);

/* How often each title was earned, best title first; returns how many
 * distinct titles there are (at most max written). */
typedef struct StatsTitle {
    const char *id; /* game_title_id */
    int count;
} StatsTitle;
int stats_titles(const Stats *st, StatsTitle *out, int max);

/* The best solo game for each set of four scoring cards played (as a set:
 * the decree order does not matter), best rating first. */
typedef struct StatsBest {
    int game;  /* index into st->games */
    int count; /* games played with this set */
} StatsBest;
int stats_best_games(const Stats *st, StatsBest *out, int max);

/* Loads statistics into *st (initialised by the call; stats_free it);
 * missing = empty, bad = kept aside and empty. */
FileStatus stats_load(Stats *st, const char *path, char *msg, size_t msgsize);
bool stats_save(const Stats *st, const char *path, char *err, size_t errsize);

#endif
