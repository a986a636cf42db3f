/* space_sets.h: boards and sets of spaces from text, printing sets and
 * asserting two sets are equal, shared by tests/test_util.c and
 * tests/rules/rules_util.c. No macros, so either helper file can include it
 * beside its own. */
#ifndef CARTO_TEST_SPACE_SETS_H
#define CARTO_TEST_SPACE_SETS_H

#include <stddef.h>

#include "board.h"

/* Parses board text; fails the test (at the caller's line) on a parse error. */
Board tu_board_at(const char *file, int line, const char *text);

/* A set from space names separated by spaces: "A1 B2 K11" ("" = empty set).
 * Fails the test on a bad name or a name given twice. */
Bitboard tu_names_at(const char *file, int line, const char *names);

/* Writes the set as sorted space names ("A1 B2") into buf. */
void tu_names_of(Bitboard set, char *buf, size_t size);

/* Fails unless the two sets are equal; prints both differences as names. */
void tu_assert_bb_at(const char *file, int line, Bitboard actual, Bitboard expected, const char *what);

#endif
