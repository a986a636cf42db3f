/* session_test_util.h: what the session layer's tests share: games played
 * with random legal moves, scratch directories, small file helpers. */
#ifndef CARTO_SESSION_TEST_UTIL_H
#define CARTO_SESSION_TEST_UTIL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "campaign.h"
#include "game.h"
#include "session.h"
#include "stats.h"

/* Settings for a kind of game (mixed: base explore, Heroes seasons). */
GameSettings tu_settings(GameKind kind, int players, uint64_t seed);

/* Plays up to `moves` random legal moves (all of them for -1), choosing
 * with `pick_seed`; returns how many were played. */
int tu_play(Session *s, int moves, uint64_t pick_seed);
/* A random legal move for the pending decision. */
bool tu_random_move(const Game *g, uint64_t *state, Move *out);

/* A new empty directory under $TMPDIR (or /tmp); the caller removes it
 * with tu_rmdir. */
char *tu_mkdtemp(void);
void tu_rmdir(char *dir);

void tu_write(const char *path, const char *data, size_t len);
char *tu_read(const char *path, size_t *len);
bool tu_exists(const char *path);
/* How many entries of dir ("." and ".." left out) start with `prefix`. */
int tu_count(const char *dir, const char *prefix);
/* dir/name in a static buffer (one of four, rotating). */
const char *tu_path(const char *dir, const char *name);

/* Whether n kept records are equal field by field (strings up to their
 * end); the first difference goes to stderr. Not memcmp: that also
 * compares padding, which nothing sets (under Wine it differed now and
 * then between a record built and the same record loaded). */
bool tu_stats_games_equal(const StatsGame *a, const StatsGame *b, int n);
bool tu_stats_challenges_equal(const StatsChallenge *a, const StatsChallenge *b, int n);
bool tu_campaign_results_equal(const CampaignResult *a, const CampaignResult *b, int n);

#endif
