/* past_reviews.h: a kept game's review (src/ai/review.h), kept beside the
 * game in the folder of past games, so that it opens at once the second
 * time: "game-YYYYMMDD-HHMMSS.cartoreview" beside
 * "game-YYYYMMDD-HHMMSS.cartosave", one per seat reviewed ("-seat2" before
 * the extension for seat 2 and up). The session layer only keeps the text;
 * the AI layer writes and reads it (review_format, review_parse: the
 * format is in docs/formats.md, "Reviews").
 *
 * A review is worked out from its game, so it is never precious: one that
 * cannot be read is reviewed again and replaced, except one written by a
 * newer version of the game, which is left as it is (the caller keeps its
 * new review in memory only). Deleting the game deletes its reviews. */
#ifndef CARTO_PAST_REVIEWS_H
#define CARTO_PAST_REVIEWS_H

#include <stdbool.h>
#include <stddef.h>

#define PAST_REVIEW_EXT ".cartoreview"

/* The review file's name for the kept game `game_file` (a name from
 * past_games_list) and seat (0-based); false for a name that is not one. */
bool past_review_name(const char *game_file, int seat, char *out, size_t size);

/* Writes the review's text beside the kept game, atomically. */
bool past_review_keep(const char *data_dir, const char *game_file, int seat, const char *text, char *err,
                      size_t errsize);

/* The review's text (malloc'd, NUL-terminated, *len bytes), or NULL: with
 * *missing when the game has no review of that seat yet, else with the
 * reason in err. */
char *past_review_read(const char *data_dir, const char *game_file, int seat, size_t *len, bool *missing, char *err,
                       size_t errsize);

/* Deletes every seat's review of the kept game; true when none is left. */
bool past_review_delete_all(const char *data_dir, const char *game_file, char *err, size_t errsize);

#endif
