/* game_code.h: what the end-of-game box says of a finished game besides
 * its scores: the game's challenge code (challenge_code.h), for a friend to
 * play the same cards, with a button that copies it to the clipboard; and,
 * for a daily or weekly challenge, which one it was, whether this attempt
 * counted, and the best replay. */
#ifndef UI_TABLE_GAME_CODE_H
#define UI_TABLE_GAME_CODE_H

#include <stdbool.h>
#include <stddef.h>

#include "challenge_code.h"
#include "table_view.h"

/* The code of the game on the table ("1E19-VE3B-5P4Q"); false (out "")
 * when there is none. */
bool game_code_of(const TableView *tv, char *out, size_t size);
/* Copies the code to the clipboard and says so in the table's status
 * line; false when it could not. */
bool game_code_copy(TableView *tv);
/* Up to `max` lines about the challenge the finished game was (its name,
 * counted or a replay, the best replay); returns how many. */
int game_code_challenge_lines(const TableView *tv, char lines[][200], int max);

#endif
