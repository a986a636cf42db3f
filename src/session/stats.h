/* stats.h: statistics kept across runs for the statistics screen:
 * games played, the rating of every solo game over time (the
 * screen plots it), titles earned, and the best game per set of scoring
 * cards.
 *
 * File format, version 2 (versioned text, one item a line, '#' comments):
 *
 *   cartographers-stats 2
 *   played solo 12                  finished solo games (may exceed the list
 *   played multiplayer 3            when old entries were dropped)
 *   solo 2024-05-01 base 12 92 treetower golden_granary great_city cauldrons
 *        DATE       KIND RATING TOTAL  the four scoring cards, decrees A-D,
 *                                      then "hints" when the Hint was used
 *   challenge daily:2026-11-24 2 1 35 2026-11-24 31 117
 *             NAME             ATTEMPTS REPLAYS BEST-REPLAY, then for a
 *             counted attempt: DATE (finished) RATING TOTAL
 *
 * The list keeps the newest STATS_MAX_GAMES solo games, oldest first.
 * Titles and bests are worked out from the list, not stored.
 *
 * Challenges: an attempt begins when a new game of the
 * challenge starts (not when one is resumed or loaded). Attempt 1 counts
 * when it is finished before any other attempt begins; beginning attempt 2
 * while attempt 1 is unfinished abandons it for good. Every other finished
 * game of the challenge is a replay: counted apart, its best rating kept.
 *
 * A line "#recorded KEY" names the last finished game taken in
 * (recorded.h): a comment to older versions.
 *
 * History: 1  first version.
 *          2  challenge lines. A file without challenge data is still
 *             written as version 1, so older versions keep reading it.
 *          3  "hints" after a solo game's scoring cards: the game was
 *             played with hints (a move made with the Hint's answer
 *             showing). Written only when some game has it. */
#ifndef CARTO_STATS_H
#define CARTO_STATS_H

#include <stdbool.h>
#include <stddef.h>

#include "challenge.h"
#include "fileio.h"
#include "game.h"
#include "recorded.h"

#define STATS_MAGIC "cartographers-stats"
#define STATS_VERSION 3
#define STATS_MAX_CHALLENGES 100000
#define STATS_MAX_GAMES 10000
#define STATS_DATE_SIZE 11 /* "YYYY-MM-DD" */

typedef struct StatsGame {
    char date[STATS_DATE_SIZE];
    GameKind kind;
    int rating;
    int total;
    int decrees[DECREES]; /* scoring card indices, A-D */
    bool hints;           /* played with hints: counted, and marked */
} StatsGame;

/* One challenge the player began. */
typedef struct StatsChallenge {
    ChallengeId id;
    int attempts;               /* attempts begun */
    bool counted;               /* attempt 1 was finished before another began */
    char date[STATS_DATE_SIZE]; /* counted: the day it was finished */
    int rating, total;          /* counted: its rating and total */
    int replays;                /* other attempts finished */
    int best_replay;            /* the best replay's rating (replays > 0) */
} StatsChallenge;

typedef struct Stats {
    long played_solo;
    long played_multi;
    StatsGame *games; /* oldest first; owned */
    int ngames, cap;
    StatsChallenge *challenges; /* in the order begun; owned */
    int nchallenges, challenge_cap;
    RecordedMark recorded; /* the last finished game taken in (recorded.h) */
} Stats;

void stats_init(Stats *st);
void stats_free(Stats *st);

/* Counts a finished game; a solo game also joins the list with its
 * rating. `date` is "YYYY-MM-DD" (stats_today gives today's). */
bool stats_add_game(Stats *st, const char *date, const Game *g);
/* The same for a game played with hints (`hints`): it counts as any game
 * and is marked in the list. */
bool stats_add_game_marked(Stats *st, const char *date, const Game *g, bool hints);
/* How many of the listed solo games were played with hints. */
int stats_hinted_games(const Stats *st);
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

/* ---- Challenges (stats_challenge.c) ---- */

typedef enum ChallengeState {
    CHALLENGE_NEW,         /* never begun */
    CHALLENGE_IN_PROGRESS, /* attempt 1 begun, not finished: it may still count */
    CHALLENGE_COUNTED,     /* attempt 1 finished and counted */
    CHALLENGE_ABANDONED,   /* another attempt began before attempt 1 was finished */
} ChallengeState;

ChallengeState stats_challenge_state(const Stats *st, const ChallengeId *id);
/* The challenge's entry, or NULL when it was never begun. */
const StatsChallenge *stats_challenge_find(const Stats *st, const ChallengeId *id);
/* A new game of the challenge starts: returns its attempt number (1 the
 * first time), or 0 when memory runs out or the id is not valid. */
int stats_challenge_begin(Stats *st, const ChallengeId *id);
/* A game of the challenge was finished (call once per game, as with
 * stats_add_game, which the caller calls too); `date` is "YYYY-MM-DD".
 * *counted (may be NULL) tells whether it was the attempt that counts.
 * False (nothing changes) when the game is not over, not solo, not the
 * challenge's game, or the tag or date is bad. */
bool stats_challenge_finish(Stats *st, const ChallengeTag *tag, const char *date, const Game *g, bool *counted);
/* The challenges of a kind, newest first: writes up to max pointers into
 * st (valid until st changes), returns how many there are. */
int stats_challenge_history(const Stats *st, ChallengeKind kind, const StatsChallenge **out, int max);

typedef struct ChallengeSummary {
    int played;         /* challenges begun */
    int counted;        /* counted results */
    int abandoned;      /* attempt 1 abandoned */
    int best;           /* the best counted rating (when counted > 0) */
    long rating_sum;    /* of the counted ratings (the mean is rating_sum / counted) */
    int streak;         /* consecutive counted challenges ending at `current`, or at the one
                           before it while `current` has no counted result yet */
    int longest_streak; /* the longest run of consecutive counted challenges */
} ChallengeSummary;
/* `current` is today's challenge of that kind (NULL: no streak). */
void stats_challenge_summary(const Stats *st, ChallengeKind kind, const ChallengeId *current, ChallengeSummary *out);
/* Adds an entry as it is (the file loader); false on a duplicate or when
 * memory runs out. */
bool stats_challenge_push(Stats *st, const StatsChallenge *c);

/* Loads statistics into *st (initialised by the call; stats_free it);
 * missing = empty, bad = kept aside and empty. */
FileStatus stats_load(Stats *st, const char *path, char *msg, size_t msgsize);
bool stats_save(const Stats *st, const char *path, char *err, size_t errsize);

#endif
