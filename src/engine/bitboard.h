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

/* BB_VERSIONED before a hot function that counts bits: where the compiler
 * and the system allow it (gcc on x86-64 with ifunc; meson then defines
 * CARTO_TARGET_CLONES) the function is built twice, for processors with the
 * popcnt instruction and for baseline x86-64, and the loader picks one at
 * start-up. Elsewhere it is nothing. The package still runs on any x86-64. */
#if defined(CARTO_TARGET_CLONES)
#define BB_VERSIONED __attribute__((target_clones("popcnt", "default")))
#else
#define BB_VERSIONED
#endif

/* Bits set in x, inline on every target. Clang's builtin is inline code
 * (the popcnt instruction where the target has it); gcc's calls a library
 * function on baseline x86-64, so for gcc it is the arithmetic written
 * out, which gcc (12 and later) turns into popcnt where the target, or a
 * BB_VERSIONED clone, has the instruction. */
static inline int bb_popcount64(uint64_t x)
{
#if defined(__clang__) || defined(__POPCNT__)
    return __builtin_popcountll(x);
#else
    x = x - ((x >> 1) & UINT64_C(0x5555555555555555));
    x = (x & UINT64_C(0x3333333333333333)) + ((x >> 2) & UINT64_C(0x3333333333333333));
    x = (x + (x >> 4)) & UINT64_C(0x0f0f0f0f0f0f0f0f);
    return (int)((x * UINT64_C(0x0101010101010101)) >> 56);
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

/* Shifts by any n from 0 to 127: moving a shape to its place and back. */
static inline Bitboard bb_shl_by(Bitboard a, int n)
{
    if (n == 0)
        return a;
    if (n < 64)
        return bb_shl(a, n);
    Bitboard r = {0, (a.lo << (n - 64)) & BB_HI_MASK};
    return r;
}

static inline Bitboard bb_shr_by(Bitboard a, int n)
{
    if (n == 0)
        return a;
    if (n < 64)
        return bb_shr(a, n);
    Bitboard r = {a.hi >> (n - 64), 0};
    return r;
}

/* The spaces with an index below n (0 <= n <= 121): the first rows. */
static inline Bitboard bb_below(int n)
{
    Bitboard r = {n >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << n) - 1, n > 64 ? (UINT64_C(1) << (n - 64)) - 1 : 0};
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

/* ---- Whole rows and columns at once ----
 * Sets of rows or columns are 11-bit numbers: bit r for row r (A = 0), bit
 * c for column c. Shifting a bitboard by 11 moves every row onto the one
 * above it, column for column, which the folds below use. */

#define BB_LINE_BITS ((1u << BOARD_SIZE) - 1)

/* Row `row` of a as an 11-bit number, bit c = column c. */
static inline unsigned bb_row_bits(Bitboard a, int row)
{
    int start = row * BOARD_SIZE;
    uint64_t bits;
    if (start >= 64)
        bits = a.hi >> (start - 64);
    else if (start + BOARD_SIZE <= 64)
        bits = a.lo >> start;
    else
        bits = (a.lo >> start) | (a.hi << (64 - start));
    return (unsigned)bits & BB_LINE_BITS;
}

/* The bits of a at the first space of each row (column 1), gathered into
 * an 11-bit set of rows. Each multiplication moves bit 11k to bit T + k
 * (T = 58 for rows 0-5 in `lo`, 59 for rows 6-10 in `hi`); its other
 * partial products land at 11k + T - 10j for j != k, never in T..T+5 and
 * never on each other, so nothing carries into the result. */
static inline unsigned bb_gather_rows(Bitboard a)
{
    const uint64_t lo_gather = (UINT64_C(1) << 58) | (UINT64_C(1) << 48) | (UINT64_C(1) << 38) |
                               (UINT64_C(1) << 28) | (UINT64_C(1) << 18) | (UINT64_C(1) << 8);
    const uint64_t hi_gather = (UINT64_C(1) << 59) | (UINT64_C(1) << 49) | (UINT64_C(1) << 39) |
                               (UINT64_C(1) << 29) | (UINT64_C(1) << 19);
    unsigned top = (unsigned)(((a.lo & BB_COL0_LO) * lo_gather) >> 58);
    unsigned bottom = (unsigned)((((a.hi & BB_COL0_HI) >> 2) * hi_gather) >> 59);
    return top | bottom << 6;
}

/* The rows holding a space of a: each row or-ed onto its first space (the
 * steps 1, 2, 4 and 3 reach exactly the 11 spaces of the row). */
static inline unsigned bb_rows_with(Bitboard a)
{
    a = bb_or(a, bb_shr(a, 1));
    a = bb_or(a, bb_shr(a, 2));
    a = bb_or(a, bb_shr(a, 4));
    return bb_gather_rows(bb_or(a, bb_shr(a, 3)));
}

/* The rows a fills completely (the same with and). */
static inline unsigned bb_rows_full(Bitboard a)
{
    a = bb_and(a, bb_shr(a, 1));
    a = bb_and(a, bb_shr(a, 2));
    a = bb_and(a, bb_shr(a, 4));
    return bb_gather_rows(bb_and(a, bb_shr(a, 3)));
}

/* The columns holding a space of a: rows 0-7 folded onto row A, then rows
 * 3-10 (the last shift of 33 stays inside the board). */
static inline unsigned bb_columns_with(Bitboard a)
{
    a = bb_or(a, bb_shr(a, BOARD_SIZE));
    a = bb_or(a, bb_shr(a, 2 * BOARD_SIZE));
    a = bb_or(a, bb_shr(a, 4 * BOARD_SIZE));
    a = bb_or(a, bb_shr(a, 3 * BOARD_SIZE));
    return (unsigned)a.lo & BB_LINE_BITS;
}

/* The columns a fills completely (the same folds with and). */
static inline unsigned bb_columns_full(Bitboard a)
{
    a = bb_and(a, bb_shr(a, BOARD_SIZE));
    a = bb_and(a, bb_shr(a, 2 * BOARD_SIZE));
    a = bb_and(a, bb_shr(a, 4 * BOARD_SIZE));
    a = bb_and(a, bb_shr(a, 3 * BOARD_SIZE));
    return (unsigned)a.lo & BB_LINE_BITS;
}

/* The spaces of the rows in `rows`. */
static inline Bitboard bb_rows_of(unsigned rows)
{
    Bitboard b = bb_empty();
    for (int r = 0; r < BOARD_SIZE; r++)
        if ((rows >> r) & 1)
            b = bb_or(b, bb_row_mask(r));
    return b;
}

/* The spaces of the columns in `columns`: row A copied down the board. */
static inline Bitboard bb_columns_of(unsigned columns)
{
    Bitboard b = {columns & BB_LINE_BITS, 0};
    b = bb_or(b, bb_shl(b, BOARD_SIZE));
    b = bb_or(b, bb_shl(b, 2 * BOARD_SIZE));
    b = bb_or(b, bb_shl(b, 4 * BOARD_SIZE));
    return bb_or(b, bb_shl(b, 3 * BOARD_SIZE));
}

#endif
