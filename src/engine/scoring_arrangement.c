/* scoring_arrangement.c: the eight arrangement scoring cards (docs/cards.md §4a, §4b). */
#include "scoring.h"

/* 6 per complete row and column of filled spaces. counted: the spaces of those lines. */
BB_VERSIONED ScoreResult score_borderlands(ScoreBoard *sb)
{
    ScoreResult r = {0};
    unsigned rows = bb_rows_full(sb->filled), columns = bb_columns_full(sb->filled);
    r.points = 6 * (bb_popcount64(rows) + bb_popcount64(columns));
    r.counted = bb_or(bb_rows_of(rows), bb_columns_of(columns));
    return r;
}

/* 3 x the side of the largest square of filled spaces. counted: that square
 * (the first found, by its bottom-right corner in row-major order).
 * Whole board: `corners` holds the top-left corners of filled k x k
 * squares, for k = 1, 2, ... until there is none. */
BB_VERSIONED ScoreResult score_lost_barony(ScoreBoard *sb)
{
    ScoreResult r = {0};
    Bitboard corners = sb->filled, largest = bb_empty();
    int side = 0;
    while (!bb_is_empty(corners)) {
        largest = corners;
        side++;
        /* k + 1: corners of k x k squares here, east, south and south-east */
        Bitboard pair = bb_and(corners, bb_west(corners));
        corners = bb_and(pair, bb_north(pair));
    }
    if (side == 0)
        return r;
    /* the first corner: the same order as the bottom-right corners' */
    int top_left = bb_first(largest);
    unsigned lines = (1u << side) - 1;
    r.counted = bb_and(bb_rows_of(lines << bb_row(top_left)), bb_columns_of(lines << bb_col(top_left)));
    r.points = 3 * side;
    return r;
}

/* The diagonal from row `start` of column 1 down to the bottom edge: the
 * spaces 11 * start + 12 * k (k = 0, 1, ...), the ones past K11 cut off. */
static Bitboard diagonal(int start)
{
    Bitboard d = {UINT64_C(0x1001001001001001), UINT64_C(0x0100100100100100)}; /* 0, 12, ..., 120 */
    for (int k = 0; k < start; k++)
        d = bb_shl(d, BOARD_SIZE);
    return d;
}

/* 3 per complete diagonal of filled spaces from the left edge down-right to
 * the bottom edge: cells (r+k, 1+k). counted: the spaces of those diagonals. */
BB_VERSIONED ScoreResult score_broken_road(ScoreBoard *sb)
{
    ScoreResult r = {0};
    Bitboard filled = sb->filled;
    Bitboard d = diagonal(0);
    for (int start = 0; start < BOARD_SIZE; start++) {
        if (bb_subset(d, filled)) {
            r.points += 3;
            r.counted = bb_or(r.counted, d);
        }
        d = bb_shl(d, BOARD_SIZE);
    }
    return r;
}

/* 1 per empty space whose neighbours are all filled or the edge. counted: those spaces. */
BB_VERSIONED ScoreResult score_cauldrons(ScoreBoard *sb)
{
    ScoreResult r = {0};
    r.counted = bb_minus(sb->empty, bb_adjacent(sb->empty));
    r.points = bb_count(r.counted);
    return r;
}

/* 7 per complete row or column of filled spaces that holds a mountain.
 * counted: the spaces of those lines. */
BB_VERSIONED ScoreResult score_dwarvenholds(ScoreBoard *sb)
{
    ScoreResult r = {0};
    Bitboard mountains = sb->board->layer[CONTENT_MOUNTAIN];
    unsigned rows = bb_rows_full(sb->filled) & bb_rows_with(mountains);
    unsigned columns = bb_columns_full(sb->filled) & bb_columns_with(mountains);
    r.points = 7 * (bb_popcount64(rows) + bb_popcount64(columns));
    r.counted = bb_or(bb_rows_of(rows), bb_columns_of(columns));
    return r;
}

/* 10 per complete odd-numbered column (1, 3, ..., 11) of filled spaces.
 * counted: the spaces of those columns. */
BB_VERSIONED ScoreResult score_silos(ScoreBoard *sb)
{
    ScoreResult r = {0};
    unsigned columns = bb_columns_full(sb->filled) & 0x555u; /* 0-based 0, 2, ..., 10 */
    r.points = 10 * bb_popcount64(columns);
    r.counted = bb_columns_of(columns);
    return r;
}

/* 4 per row holding five or more terrain types. counted: the terrain spaces
 * of those rows. Whole board: each type gives the set of rows it is in, and
 * the sets are added up as bit-sliced counters, row by row at once. */
BB_VERSIONED ScoreResult score_banded_hills(ScoreBoard *sb)
{
    static const Content types[] = {CONTENT_FOREST,  CONTENT_VILLAGE,  CONTENT_FARM, CONTENT_WATER,
                                    CONTENT_MONSTER, CONTENT_MOUNTAIN, CONTENT_HERO};
    ScoreResult r = {0};
    const Board *b = sb->board;
    unsigned c0 = 0, c1 = 0, c2 = 0; /* per row, the number of types in binary (at most 7) */
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++) {
        if (types[i] == CONTENT_HERO && !sb->ctx.heroes)
            continue;
        unsigned carry = bb_rows_with(b->layer[types[i]]);
        unsigned next = c0 & carry;
        c0 ^= carry;
        carry = next;
        next = c1 & carry;
        c1 ^= carry;
        c2 |= next;
    }
    unsigned rows = c2 & (c0 | c1); /* 5, 6 or 7 */
    r.points = 4 * bb_popcount64(rows);
    r.counted = bb_and(bb_rows_of(rows), board_terrain_spaces(b, sb->ctx.heroes));
    return r;
}

/* 4 per cluster of exactly three empty spaces. counted: those spaces.
 * Whole board: such a cluster is a middle space with exactly two empty
 * neighbours, each of which has no other empty neighbour. */
BB_VERSIONED ScoreResult score_starlit_sigil(ScoreBoard *sb)
{
    ScoreResult r = {0};
    Bitboard empty = sb->empty;
    Bitboard e = bb_east(empty), w = bb_west(empty), s = bb_south(empty), n = bb_north(empty);
    /* the number of empty neighbours, bit-sliced: ones (bit 0), twos (bit 1), four */
    Bitboard ew = bb_xor(e, w), sn = bb_xor(s, n);
    Bitboard ones = bb_xor(ew, sn);
    Bitboard twos = bb_or(bb_and(ew, sn), bb_xor(bb_and(e, w), bb_and(s, n)));
    Bitboard exactly_one = bb_minus(ones, twos);
    Bitboard exactly_two = bb_minus(twos, ones);
    Bitboard middles = bb_minus(bb_and(empty, exactly_two), bb_adjacent(bb_minus(empty, exactly_one)));
    r.points = 4 * bb_count(middles);
    r.counted = bb_or(middles, bb_and(bb_adjacent(middles), empty));
    return r;
}
