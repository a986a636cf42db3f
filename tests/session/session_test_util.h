/* session_test_util.h: what the session layer's tests share: games played
 * with random legal moves, scratch directories, small file helpers. */
#ifndef CARTO_SESSION_TEST_UTIL_H
#define CARTO_SESSION_TEST_UTIL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "game.h"
#include "session.h"

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

#endif
