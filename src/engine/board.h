/* board.h: one map sheet as scoring sees it: what fills each space, and
 * where the printed ruins are.
 *
 * Each kind of content is a bitboard; the content bitboards are pairwise
 * disjoint and a space in none of them is empty. Ruins are a separate layer
 * because the ruins mark stays under whatever is drawn on it. Hero attack
 * marks, monster names and coins are game state, not board state (game.h). */
#ifndef CARTO_BOARD_H
#define CARTO_BOARD_H

#include <stdbool.h>
#include <stddef.h>

#include "bitboard.h"

/* What fills a space. The first six are the drawable terrain types (hero
 * only in games with heroes); mountain, wasteland and destroyed are filled
 * spaces that are never drawn by a player. */
typedef enum Content {
    CONTENT_FOREST,
    CONTENT_VILLAGE,
    CONTENT_FARM,
    CONTENT_WATER,
    CONTENT_MONSTER,
    CONTENT_HERO,
    CONTENT_MOUNTAIN,
    CONTENT_WASTELAND,
    CONTENT_DESTROYED,
    CONTENT_COUNT,
    CONTENT_EMPTY = CONTENT_COUNT /* returned by board_get for an empty space */
} Content;

typedef struct Board {
    Bitboard layer[CONTENT_COUNT]; /* pairwise disjoint */
    Bitboard ruins;                /* printed ruins marks, drawn over or not */
} Board;

void board_clear(Board *b);

/* Filled spaces: any content at all (terrain, mountain, wasteland, destroyed). */
static inline Bitboard board_filled(const Board *b)
{
    Bitboard f = bb_empty();
    for (int i = 0; i < CONTENT_COUNT; i++)
        f = bb_or(f, b->layer[i]);
    return f;
}

static inline Bitboard board_empty_spaces(const Board *b) { return bb_not(board_filled(b)); }

static inline Bitboard board_layer(const Board *b, Content c) { return b->layer[c]; }

Content board_get(const Board *b, int index);
/* Puts content c on the space (CONTENT_EMPTY clears it); the ruins mark is untouched. */
void board_put(Board *b, int index, Content c);

/* Spaces that carry a terrain type: forest, village, farm, water, monster,
 * mountain, and hero when `heroes` is true (docs/rules.md §1). */
Bitboard board_terrain_spaces(const Board *b, bool heroes);

/* Number of distinct terrain types among the spaces of `where`. */
int board_terrain_types_in(const Board *b, Bitboard where, bool heroes);

/* ---- Board text (docs/formats.md §2) ---- */

#define BOARD_ERROR_MAX 160

/* Parses board text. Returns true on success; on failure writes a message
 * naming the line (and column where there is one) into err and leaves *out
 * unspecified. Blank lines and lines starting with ';' are skipped, and so is
 * a UTF-8 byte order mark at the start. */
bool board_parse(const char *text, Board *out, char *err, size_t errsize);
/* The same for `size` bytes that may hold NUL bytes (reported like any other
 * unknown character, "byte 0x00"). A UTF-8 byte order mark at the start is
 * skipped. */
bool board_parse_bytes(const char *text, size_t size, Board *out, char *err, size_t errsize);

/* Writes 11 lines of 11 characters, each ending in '\n', plus a NUL:
 * buf must hold at least BOARD_TEXT_SIZE bytes. */
#define BOARD_TEXT_SIZE (BOARD_SIZE * (BOARD_SIZE + 1) + 1)
void board_format(const Board *b, char *buf);

/* The board character for one space (the table of docs/formats.md §2). */
char board_space_char(const Board *b, int index);

/* Space name like "A1" or "K11" into buf (at least 4 bytes). */
void board_space_name(int index, char *buf);
/* Parses "A1".."K11" (case-insensitive letter); returns the index or -1. */
int board_parse_space(const char *s);

#endif
