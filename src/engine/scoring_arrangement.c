/* scoring_arrangement.c: the eight arrangement scoring cards (docs/cards.md §4a, §4b). */
#include "clusters.h"
#include "scoring.h"

/* 6 per complete row and column of filled spaces. counted: the spaces of those lines. */
ScoreResult score_borderlands(const Board *b, const ScoreContext *ctx)
{
    (void)ctx;
    ScoreResult r = {0};
    Bitboard filled = board_filled(b);
    for (int i = 0; i < BOARD_SIZE; i++) {
        Bitboard lines[2] = {bb_row_mask(i), bb_column(i)};
        for (int k = 0; k < 2; k++) {
            if (bb_subset(lines[k], filled)) {
                r.points += 6;
                r.counted = bb_or(r.counted, lines[k]);
            }
        }
    }
    return r;
}

/* 3 x the side of the largest square of filled spaces. counted: that square
 * (the first found, by its bottom-right corner in row-major order). */
ScoreResult score_lost_barony(const Board *b, const ScoreContext *ctx)
{
    (void)ctx;
    ScoreResult r = {0};
    Bitboard filled = board_filled(b);
    /* side[row][col]: side of the largest filled square with bottom-right corner here */
    int side[BOARD_SIZE][BOARD_SIZE];
    int best = 0, best_row = 0, best_col = 0;
    for (int row = 0; row < BOARD_SIZE; row++) {
        for (int col = 0; col < BOARD_SIZE; col++) {
            if (!bb_test(filled, bb_index(row, col))) {
                side[row][col] = 0;
                continue;
            }
            int s = 1;
            if (row > 0 && col > 0) {
                int m = side[row - 1][col];
                if (side[row][col - 1] < m)
                    m = side[row][col - 1];
                if (side[row - 1][col - 1] < m)
                    m = side[row - 1][col - 1];
                s = m + 1;
            }
            side[row][col] = s;
            if (s > best) {
                best = s;
                best_row = row;
                best_col = col;
            }
        }
    }
    for (int row = best_row - best + 1; row <= best_row; row++)
        for (int col = best_col - best + 1; col <= best_col; col++)
            bb_set(&r.counted, bb_index(row, col));
    r.points = 3 * best;
    return r;
}

/* 3 per complete diagonal of filled spaces from the left edge down-right to
 * the bottom edge: cells (r+k, 1+k). counted: the spaces of those diagonals. */
ScoreResult score_broken_road(const Board *b, const ScoreContext *ctx)
{
    (void)ctx;
    ScoreResult r = {0};
    Bitboard filled = board_filled(b);
    for (int start = 0; start < BOARD_SIZE; start++) {
        Bitboard diag = bb_empty();
        for (int k = 0; start + k < BOARD_SIZE; k++)
            bb_set(&diag, bb_index(start + k, k));
        if (bb_subset(diag, filled)) {
            r.points += 3;
            r.counted = bb_or(r.counted, diag);
        }
    }
    return r;
}

/* 1 per empty space whose neighbours are all filled or the edge. counted: those spaces. */
ScoreResult score_cauldrons(const Board *b, const ScoreContext *ctx)
{
    (void)ctx;
    ScoreResult r = {0};
    Bitboard empty = board_empty_spaces(b);
    r.counted = bb_minus(empty, bb_adjacent(empty));
    r.points = bb_count(r.counted);
    return r;
}

/* 7 per complete row or column of filled spaces that holds a mountain.
 * counted: the spaces of those lines. */
ScoreResult score_dwarvenholds(const Board *b, const ScoreContext *ctx)
{
    (void)ctx;
    ScoreResult r = {0};
    Bitboard filled = board_filled(b);
    for (int i = 0; i < BOARD_SIZE; i++) {
        Bitboard lines[2] = {bb_row_mask(i), bb_column(i)};
        for (int k = 0; k < 2; k++) {
            if (bb_subset(lines[k], filled) && bb_intersects(lines[k], b->layer[CONTENT_MOUNTAIN])) {
                r.points += 7;
                r.counted = bb_or(r.counted, lines[k]);
            }
        }
    }
    return r;
}

/* 10 per complete odd-numbered column (1, 3, ..., 11) of filled spaces.
 * counted: the spaces of those columns. */
ScoreResult score_silos(const Board *b, const ScoreContext *ctx)
{
    (void)ctx;
    ScoreResult r = {0};
    Bitboard filled = board_filled(b);
    for (int c = 0; c < BOARD_SIZE; c += 2) {
        Bitboard col = bb_column(c);
        if (bb_subset(col, filled)) {
            r.points += 10;
            r.counted = bb_or(r.counted, col);
        }
    }
    return r;
}

/* 4 per row holding five or more terrain types. counted: the terrain spaces of those rows. */
ScoreResult score_banded_hills(const Board *b, const ScoreContext *ctx)
{
    ScoreResult r = {0};
    Bitboard terrain = board_terrain_spaces(b, ctx->heroes);
    for (int row = 0; row < BOARD_SIZE; row++) {
        Bitboard line = bb_row_mask(row);
        if (board_terrain_types_in(b, line, ctx->heroes) >= 5) {
            r.points += 4;
            r.counted = bb_or(r.counted, bb_and(line, terrain));
        }
    }
    return r;
}

/* 4 per cluster of exactly three empty spaces. counted: those spaces. */
ScoreResult score_starlit_sigil(const Board *b, const ScoreContext *ctx)
{
    (void)ctx;
    ScoreResult r = {0};
    Bitboard clusters[CLUSTERS_MAX];
    int n = clusters_split(board_empty_spaces(b), clusters);
    for (int i = 0; i < n; i++) {
        if (bb_count(clusters[i]) == 3) {
            r.points += 4;
            r.counted = bb_or(r.counted, clusters[i]);
        }
    }
    return r;
}
