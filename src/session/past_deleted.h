/* past_deleted.h: the finished games the player deleted from the past
 * games lately, by key (save_game_key), so that recording a game again
 * (results.h: the retry after the statistics could not be written, or the
 * next start recording the autosave's finished game) does not keep it among
 * the past games again: a deletion sticks.
 *
 * The keys are in PAST_GAMES_DIR/deleted.txt (docs/formats.md §13): the
 * newest PAST_DELETED_KEEP, oldest first. The list of past games reads only
 * *.cartosave files, so older versions leave the file alone. */
#ifndef CARTO_PAST_DELETED_H
#define CARTO_PAST_DELETED_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define PAST_DELETED_FILE "deleted.txt"
#define PAST_DELETED_KEEP 16

/* Notes that the game `key` was deleted (the oldest key beyond
 * PAST_DELETED_KEEP goes). A file that cannot be understood is kept aside
 * (FILE.bad-N) and started afresh. False with the reason when it cannot be
 * written. */
bool past_deleted_note(const char *data_dir, uint64_t key, char *err, size_t errsize);
/* Whether the game `key` is among the deleted ones noted (false when the
 * file is missing or cannot be read). */
bool past_deleted_has(const char *data_dir, uint64_t key);

#endif
