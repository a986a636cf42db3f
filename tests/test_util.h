/* test_util.h: helpers shared by the cmocka unit tests: boards from board
 * text, sets of spaces from names ("A1 B2") or from 11-line masks, and
 * assertions that report a wrong set as space names (what is missing, what
 * is extra) so a failing scoring test can be read without a debugger. */
#ifndef CARTO_TEST_UTIL_H
#define CARTO_TEST_UTIL_H

#include "space_sets.h"

/* cmocka needs these before its header */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <stdbool.h>

#include "bitboard.h"
#include "board.h"
#include "scoring.h"

/* Board text and space names at the caller's line (space_sets.h). */
#define TU_BOARD(text) tu_board_at(__FILE__, __LINE__, (text))
#define NAMES(names) tu_names_at(__FILE__, __LINE__, (names))

/* A set from 11 lines of 11 characters: '#' = in the set, '.' = not. */
Bitboard tu_mask_at(const char *file, int line, const char *mask);
#define MASK(mask) tu_mask_at(__FILE__, __LINE__, (mask))

/* tu_assert_bb_at and tu_names_of are in space_sets.h. */
#define assert_bb_equal(actual, expected) tu_assert_bb_at(__FILE__, __LINE__, (actual), (expected), #actual)

/* Scores the board with the card of that docs/formats.md §1 id (through the card
 * table), with heroes on or off. Fails if there is no such card. */
ScoreResult tu_score_at(const char *file, int line, const char *id, const Board *b, bool heroes);
#define TU_SCORE(id, board, heroes) tu_score_at(__FILE__, __LINE__, (id), (board), (heroes))

/* Scores and checks both the points and the exact counted set. */
void tu_check_card_at(const char *file, int line, const char *id, const Board *b, bool heroes, int points,
                      Bitboard counted);
#define CHECK_CARD(id, board, heroes, points, counted) \
    tu_check_card_at(__FILE__, __LINE__, (id), (board), (heroes), (points), (counted))

#endif
