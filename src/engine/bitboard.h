/* bitboard.h: a set of spaces on the 11x11 map sheet, held in 128 bits.
 *
 * Space index i = row * 11 + col (row 0 = A, col 0 = column 1), so bits 0..120
 * are used and bits 121..127 are always zero. Every operation keeps that
 * invariant, which is why shifts mask off spaces that wrap around a row end.
 * All functions are static inline: scoring and placement checks call them in
 * tight loops. */
#ifndef CARTO_BITBOARD_H
#define CARTO_BITBOARD_H

#include <stdbool.h>
#include <stdint.h>

#define BOARD_SIZE 11
#define BOARD_SPACES 121

typedef struct Bitboard {
    uint64_t lo; /* spaces 0..63 */
    uint64_t hi; /* spaces 64..120 in bits 0..56 */
} Bitboard;

#define BB_HI_MASK ((UINT64_C(1) << (BOARD_SPACES - 64)) - 1)

static inline int bb_index(int row, int col) { return row * BOARD_SIZE + col; }
static inline int bb_row(int index) { return index / BOARD_SIZE; }
static inline int bb_col(int index) { return index % BOARD_SIZE; }

static inline Bitboard bb_empty(void) { Bitboard b = {0, 0}; return b; }
static inline Bitboard bb_all(void) { Bitboard b = {~UINT64_C(0), BB_HI_MASK}; return b; }

static inline Bitboard bb_single(int index)
{
    Bitboard b = {0, 0};
    if (index < 64)
        b.lo = UINT64_C(1) << index;
    else
        b.hi = UINT64_C(1) << (index - 64);
    return b;
}

static inline bool bb_test(Bitboard b, int index)
{
    return index < 64 ? (b.lo >> index) & 1 : (b.hi >> (index - 64)) & 1;
}

static inline void bb_set(Bitboard *b, int index)
{
    if (index < 64)
        b->lo |= UINT64_C(1) << index;
    else
        b->hi |= UINT64_C(1) << (index - 64);
}

static inline void bb_reset(Bitboard *b, int index)
{
    if (index < 64)
        b->lo &= ~(UINT64_C(1) << index);
    else
        b->hi &= ~(UINT64_C(1) << (index - 64));
}

static inline Bitboard bb_and(Bitboard a, Bitboard b) { Bitboard r = {a.lo & b.lo, a.hi & b.hi}; return r; }
static inline Bitboard bb_or(Bitboard a, Bitboard b) { Bitboard r = {a.lo | b.lo, a.hi | b.hi}; return r; }
static inline Bitboard bb_xor(Bitboard a, Bitboard b) { Bitboard r = {a.lo ^ b.lo, a.hi ^ b.hi}; return r; }
/* a without b */
static inline Bitboard bb_minus(Bitboard a, Bitboard b) { Bitboard r = {a.lo & ~b.lo, a.hi & ~b.hi}; return r; }
static inline Bitboard bb_not(Bitboard a) { Bitboard r = {~a.lo, ~a.hi & BB_HI_MASK}; return r; }
static inline bool bb_is_empty(Bitboard a) { return (a.lo | a.hi) == 0; }
static inline bool bb_equal(Bitboard a, Bitboard b) { return a.lo == b.lo && a.hi == b.hi; }
static inline bool bb_intersects(Bitboard a, Bitboard b) { return ((a.lo & b.lo) | (a.hi & b.hi)) != 0; }
/* every space of a is in b */
static inline bool bb_subset(Bitboard a, Bitboard b) { return ((a.lo & ~b.lo) | (a.hi & ~b.hi)) == 0; }

static inline int bb_popcount64(uint64_t x)
{
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_popcountll(x);
#else
    int n = 0;
    while (x) {
        x &= x - 1;
        n++;
    }
    return n;
#endif
}

static inline int bb_ctz64(uint64_t x)
{
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctzll(x);
#else
    int n = 0;
    while (!(x & 1)) {
        x >>= 1;
        n++;
    }
    return n;
#endif
}

static inline int bb_count(Bitboard a) { return bb_popcount64(a.lo) + bb_popcount64(a.hi); }

/* Lowest index in a, or -1 when a is empty. */
static inline int bb_first(Bitboard a)
{
    if (a.lo)
        return bb_ctz64(a.lo);
    if (a.hi)
        return 64 + bb_ctz64(a.hi);
    return -1;
}

/* Removes and returns the lowest index of *a (-1 when empty): for iteration. */
static inline int bb_pop(Bitboard *a)
{
    if (a->lo) {
        int i = bb_ctz64(a->lo);
        a->lo &= a->lo - 1;
        return i;
    }
    if (a->hi) {
        int i = bb_ctz64(a->hi);
        a->hi &= a->hi - 1;
        return 64 + i;
    }
    return -1;
}

/* Shift towards higher indices by n (0 < n < 64), dropping bits past 120. */
static inline Bitboard bb_shl(Bitboard a, int n)
{
    Bitboard r;
    r.hi = ((a.hi << n) | (a.lo >> (64 - n))) & BB_HI_MASK;
    r.lo = a.lo << n;
    return r;
}

/* Shift towards lower indices by n (0 < n < 64). */
static inline Bitboard bb_shr(Bitboard a, int n)
{
    Bitboard r;
    r.lo = (a.lo >> n) | (a.hi << (64 - n));
    r.hi = a.hi >> n;
    return r;
}

/* Column masks as constants, so shifts need no loop. Column 0 = bits 0, 11, 22, ... */
#define BB_COL0_LO UINT64_C(0x0080100200400801) /* indices 0,11,22,33,44,55 */
#define BB_COL0_HI UINT64_C(0x0000400801002004) /* indices 66,77,88,99,110 = hi bits 2,13,24,35,46 */

static inline Bitboard bb_not_col_first(void)
{
    /* every space except column 1 */
    Bitboard c0 = {BB_COL0_LO, BB_COL0_HI};
    return bb_not(c0);
}

static inline Bitboard bb_not_col_last(void)
{
    /* every space except column 11 = column 1 mask shifted by 10 */
    Bitboard c0 = {BB_COL0_LO, BB_COL0_HI};
    return bb_not(bb_shl(c0, 10));
}

/* The spaces of one column (0-based). */
static inline Bitboard bb_column(int col)
{
    Bitboard c0 = {BB_COL0_LO, BB_COL0_HI};
    return col == 0 ? c0 : bb_shl(c0, col);
}

/* The spaces of one row (0-based). */
static inline Bitboard bb_row_mask(int row)
{
    const uint64_t bits = (UINT64_C(1) << BOARD_SIZE) - 1;
    int start = row * BOARD_SIZE;
    Bitboard b = {0, 0};
    if (start >= 64) {
        b.hi = bits << (start - 64);
    } else {
        b.lo = bits << start;
        if (start + BOARD_SIZE > 64)
            b.hi = bits >> (64 - start);
    }
    return b;
}

/* Neighbours in one direction: the set of spaces whose neighbour in that
 * direction is in a. east(a) = spaces directly right of a space of a. */
static inline Bitboard bb_east(Bitboard a) { return bb_and(bb_shl(a, 1), bb_not_col_first()); }
static inline Bitboard bb_west(Bitboard a) { return bb_and(bb_shr(a, 1), bb_not_col_last()); }
static inline Bitboard bb_south(Bitboard a) { return bb_shl(a, BOARD_SIZE); }
static inline Bitboard bb_north(Bitboard a) { return bb_shr(a, BOARD_SIZE); }

/* All spaces orthogonally adjacent to some space of a (may include a's own spaces). */
static inline Bitboard bb_adjacent(Bitboard a)
{
    return bb_or(bb_or(bb_east(a), bb_west(a)), bb_or(bb_south(a), bb_north(a)));
}

/* Spaces adjacent to a that are not in a. */
static inline Bitboard bb_border(Bitboard a) { return bb_minus(bb_adjacent(a), a); }

/* The orthogonally connected part of `within` that contains `seed`. */
static inline Bitboard bb_flood(Bitboard seed, Bitboard within)
{
    Bitboard cur = bb_and(seed, within);
    for (;;) {
        Bitboard next = bb_and(bb_or(cur, bb_adjacent(cur)), within);
        if (bb_equal(next, cur))
            return cur;
        cur = next;
    }
}

/* The map edge: rows A and K, columns 1 and 11. */
static inline Bitboard bb_edge(void)
{
    Bitboard inner = bb_and(bb_not_col_first(), bb_not_col_last());
    inner = bb_minus(inner, bb_row_mask(0));
    inner = bb_minus(inner, bb_row_mask(BOARD_SIZE - 1));
    return bb_not(inner);
}

#endif
