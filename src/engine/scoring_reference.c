/* scoring_reference.c: the first definitions of the scoring cards, space
 * by space and each with its own cluster split, as they were before the
 * cards moved to whole bitboards and shared clusters (scoring_*.c). Kept as
 * the reference the tests compare the cards with on random boards
 * (tests/test_scoring_reference.c) and the baseline `bench-score` times them
 * against. Cards whose code did not change have none (scoring_reference.h). */
#include "scoring_reference.h"

#include <stddef.h>

#include "clusters.h"

/* Adds 3 points and the cluster for each cluster of `mine` touching neither
 * `other` nor the map edge. */
static void reference_isolated_clusters(Bitboard mine, Bitboard other, ScoreResult *r)
{
    Bitboard clusters[CLUSTERS_MAX];
    int n = clusters_split(mine, clusters);
    Bitboard edge = bb_edge();
    for (int i = 0; i < n; i++) {
        if (bb_intersects(clusters[i], edge) || bb_intersects(bb_adjacent(clusters[i]), other))
            continue;
        r->points += 3;
        r->counted = bb_or(r->counted, clusters[i]);
    }
}

/* 1 per row and 1 per column with a forest space. counted: all forest spaces. */
static ScoreResult reference_greenbough(const Board *b, const ScoreContext *ctx)
{
    (void)ctx;
    ScoreResult r = {0};
    Bitboard forest = b->layer[CONTENT_FOREST];
    for (int i = 0; i < BOARD_SIZE; i++) {
        if (bb_intersects(forest, bb_row_mask(i)))
            r.points++;
        if (bb_intersects(forest, bb_column(i)))
            r.points++;
    }
    r.counted = forest;
    return r;
}

/* 3 per mountain that shares a forest cluster with another mountain.
 * counted: those mountains. */
static ScoreResult reference_stoneside_forest(const Board *b, const ScoreContext *ctx)
{
    (void)ctx;
    ScoreResult r = {0};
    Bitboard clusters[CLUSTERS_MAX];
    int n = clusters_split(b->layer[CONTENT_FOREST], clusters);
    for (int i = 0; i < n; i++) {
        Bitboard peaks = bb_and(bb_adjacent(clusters[i]), b->layer[CONTENT_MOUNTAIN]);
        if (bb_count(peaks) >= 2)
            r.counted = bb_or(r.counted, peaks);
    }
    r.points = 3 * bb_count(r.counted);
    return r;
}

/* 3 per farm cluster touching no water and not the edge, 3 per water cluster
 * touching no farm and not the edge. counted: those clusters. */
static ScoreResult reference_shoreside_expanse(const Board *b, const ScoreContext *ctx)
{
    (void)ctx;
    ScoreResult r = {0};
    reference_isolated_clusters(b->layer[CONTENT_FARM], b->layer[CONTENT_WATER], &r);
    reference_isolated_clusters(b->layer[CONTENT_WATER], b->layer[CONTENT_FARM], &r);
    return r;
}

/* 8 per village cluster of six or more spaces. counted: those clusters. */
static ScoreResult reference_wildholds(const Board *b, const ScoreContext *ctx)
{
    (void)ctx;
    ScoreResult r = {0};
    Bitboard clusters[CLUSTERS_MAX];
    int n = clusters_split(b->layer[CONTENT_VILLAGE], clusters);
    for (int i = 0; i < n; i++) {
        if (bb_count(clusters[i]) >= 6) {
            r.points += 8;
            r.counted = bb_or(r.counted, clusters[i]);
        }
    }
    return r;
}

/* 1 per space of the largest village cluster not adjacent to a mountain.
 * counted: that cluster (the first in row-major order where sizes tie). */
static ScoreResult reference_great_city(const Board *b, const ScoreContext *ctx)
{
    (void)ctx;
    ScoreResult r = {0};
    Bitboard clusters[CLUSTERS_MAX];
    int n = clusters_split(b->layer[CONTENT_VILLAGE], clusters);
    for (int i = 0; i < n; i++) {
        if (bb_intersects(bb_adjacent(clusters[i]), b->layer[CONTENT_MOUNTAIN]))
            continue;
        int size = bb_count(clusters[i]);
        if (size > r.points) {
            r.points = size;
            r.counted = clusters[i];
        }
    }
    return r;
}

/* 3 per village cluster adjacent to three or more terrain types.
 * counted: those clusters. */
static ScoreResult reference_greengold_plains(const Board *b, const ScoreContext *ctx)
{
    ScoreResult r = {0};
    Bitboard clusters[CLUSTERS_MAX];
    int n = clusters_split(b->layer[CONTENT_VILLAGE], clusters);
    for (int i = 0; i < n; i++) {
        if (board_terrain_types_in(b, bb_border(clusters[i]), ctx->heroes) >= 3) {
            r.points += 3;
            r.counted = bb_or(r.counted, clusters[i]);
        }
    }
    return r;
}

/* 2 per space of the second-largest village cluster (as large as the largest
 * when two tie); 0 with fewer than two clusters. counted: that cluster. */
static ScoreResult reference_shieldgate(const Board *b, const ScoreContext *ctx)
{
    (void)ctx;
    ScoreResult r = {0};
    Bitboard clusters[CLUSTERS_MAX];
    int n = clusters_split(b->layer[CONTENT_VILLAGE], clusters);
    if (n < 2)
        return r;
    int first = -1, second = -1; /* indices of the largest and second largest */
    for (int i = 0; i < n; i++) {
        int size = bb_count(clusters[i]);
        if (first < 0 || size > bb_count(clusters[first])) {
            second = first;
            first = i;
        } else if (second < 0 || size > bb_count(clusters[second])) {
            second = i;
        }
    }
    r.counted = clusters[second];
    r.points = 2 * bb_count(r.counted);
    return r;
}

/* 6 per complete row and column of filled spaces. counted: the spaces of those lines. */
static ScoreResult reference_borderlands(const Board *b, const ScoreContext *ctx)
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
static ScoreResult reference_lost_barony(const Board *b, const ScoreContext *ctx)
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
static ScoreResult reference_broken_road(const Board *b, const ScoreContext *ctx)
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

/* 2 per space of the longest vertical run of forest. counted: that run (the
 * first one, column by column, where several tie); chosen: its column. */
static ScoreResult reference_faunlost_thicket(const Board *b, const ScoreContext *ctx)
{
    (void)ctx;
    ScoreResult r = {0};
    Bitboard forest = b->layer[CONTENT_FOREST];
    int best = 0;
    for (int c = 0; c < BOARD_SIZE; c++) {
        int run = 0;
        for (int row = 0; row < BOARD_SIZE; row++) {
            if (!bb_test(forest, bb_index(row, c))) {
                run = 0;
                continue;
            }
            run++;
            if (run > best) {
                best = run;
                r.counted = bb_empty();
                for (int k = row - run + 1; k <= row; k++)
                    bb_set(&r.counted, bb_index(k, c));
                r.chosen = bb_column(c);
            }
        }
    }
    r.points = 2 * best;
    return r;
}

/* 6 per forest cluster of 5+ spaces adjacent to no village. counted: those clusters. */
static ScoreResult reference_deepwood(const Board *b, const ScoreContext *ctx)
{
    (void)ctx;
    ScoreResult r = {0};
    Bitboard clusters[CLUSTERS_MAX];
    int n = clusters_split(b->layer[CONTENT_FOREST], clusters);
    for (int i = 0; i < n; i++) {
        if (bb_count(clusters[i]) >= 5 && !bb_intersects(bb_adjacent(clusters[i]), b->layer[CONTENT_VILLAGE])) {
            r.points += 6;
            r.counted = bb_or(r.counted, clusters[i]);
        }
    }
    return r;
}

/* 4 per row with three or more forest spaces. counted: the forest spaces of those rows. */
static ScoreResult reference_sleepy_valley(const Board *b, const ScoreContext *ctx)
{
    (void)ctx;
    ScoreResult r = {0};
    for (int row = 0; row < BOARD_SIZE; row++) {
        Bitboard in_row = bb_and(b->layer[CONTENT_FOREST], bb_row_mask(row));
        if (bb_count(in_row) >= 3) {
            r.points += 4;
            r.counted = bb_or(r.counted, in_row);
        }
    }
    return r;
}

/* 7 per farm cluster adjacent to three or more distinct water spaces.
 * counted: those farm clusters. */
static ScoreResult reference_craylund(const Board *b, const ScoreContext *ctx)
{
    (void)ctx;
    ScoreResult r = {0};
    Bitboard clusters[CLUSTERS_MAX];
    int n = clusters_split(b->layer[CONTENT_FARM], clusters);
    for (int i = 0; i < n; i++) {
        if (bb_count(bb_and(bb_adjacent(clusters[i]), b->layer[CONTENT_WATER])) >= 3) {
            r.points += 7;
            r.counted = bb_or(r.counted, clusters[i]);
        }
    }
    return r;
}

/* 5 per mountain adjacent to a water cluster that touches a farm space.
 * counted: those mountains. */
static ScoreResult reference_clawsgrave_peaks(const Board *b, const ScoreContext *ctx)
{
    (void)ctx;
    ScoreResult r = {0};
    Bitboard clusters[CLUSTERS_MAX];
    int n = clusters_split(b->layer[CONTENT_WATER], clusters);
    for (int i = 0; i < n; i++) {
        Bitboard around = bb_adjacent(clusters[i]);
        if (bb_intersects(around, b->layer[CONTENT_FARM]))
            r.counted = bb_or(r.counted, bb_and(around, b->layer[CONTENT_MOUNTAIN]));
    }
    r.points = 5 * bb_count(r.counted);
    return r;
}

/* 4 per column with as many farm as water spaces, at least one of each.
 * counted: the farm and water spaces of those columns. */
static ScoreResult reference_jorekburg(const Board *b, const ScoreContext *ctx)
{
    (void)ctx;
    ScoreResult r = {0};
    for (int c = 0; c < BOARD_SIZE; c++) {
        Bitboard col = bb_column(c);
        Bitboard farm = bb_and(b->layer[CONTENT_FARM], col);
        Bitboard water = bb_and(b->layer[CONTENT_WATER], col);
        int nf = bb_count(farm);
        if (nf >= 1 && nf == bb_count(water)) {
            r.points += 4;
            r.counted = bb_or(r.counted, bb_or(farm, water));
        }
    }
    return r;
}

/* 7 per village cluster holding four village spaces in a straight line.
 * counted: those clusters. */
static ScoreResult reference_traylo_monastery(const Board *b, const ScoreContext *ctx)
{
    (void)ctx;
    ScoreResult r = {0};
    Bitboard v = b->layer[CONTENT_VILLAGE];
    /* starts of runs: a space whose next three spaces east (or south) are village too */
    Bitboard h = v, w = v;
    Bitboard vert = v, s = v;
    for (int k = 0; k < 3; k++) {
        w = bb_west(w);
        h = bb_and(h, w);
        s = bb_north(s);
        vert = bb_and(vert, s);
    }
    Bitboard starts = bb_or(h, vert);
    Bitboard clusters[CLUSTERS_MAX];
    int n = clusters_split(v, clusters);
    for (int i = 0; i < n; i++) {
        if (bb_intersects(clusters[i], starts)) {
            r.points += 7;
            r.counted = bb_or(r.counted, clusters[i]);
        }
    }
    return r;
}

/* 1 per empty space adjacent to the chosen village cluster, the cluster
 * with the most. counted: those empty spaces; chosen: the cluster. */
static ScoreResult reference_outer_enclave(const Board *b, const ScoreContext *ctx)
{
    (void)ctx;
    ScoreResult r = {0};
    Bitboard clusters[CLUSTERS_MAX];
    int n = clusters_split(b->layer[CONTENT_VILLAGE], clusters);
    Bitboard empty = board_empty_spaces(b);
    for (int i = 0; i < n; i++) {
        Bitboard around = bb_and(bb_adjacent(clusters[i]), empty);
        int points = bb_count(around);
        if (i == 0 || points > r.points) {
            r.points = points;
            r.counted = around;
            r.chosen = clusters[i];
        }
    }
    return r;
}

/* 6 per village cluster containing a 2x2 square of village. counted: those clusters. */
static ScoreResult reference_gnomish_colony(const Board *b, const ScoreContext *ctx)
{
    (void)ctx;
    ScoreResult r = {0};
    Bitboard v = b->layer[CONTENT_VILLAGE];
    /* top-left corners of 2x2 village squares */
    Bitboard right = bb_west(v);   /* spaces whose east neighbour is village */
    Bitboard below = bb_north(v);  /* spaces whose south neighbour is village */
    Bitboard diag = bb_north(right);
    Bitboard corners = bb_and(bb_and(v, right), bb_and(below, diag));
    Bitboard clusters[CLUSTERS_MAX];
    int n = clusters_split(v, clusters);
    for (int i = 0; i < n; i++) {
        if (bb_intersects(clusters[i], corners)) {
            r.points += 6;
            r.counted = bb_or(r.counted, clusters[i]);
        }
    }
    return r;
}

/* 1 per row and 1 per column holding a space of the chosen village cluster,
 * the one with the most. counted and chosen: that cluster. */
static ScoreResult reference_caravansary(const Board *b, const ScoreContext *ctx)
{
    (void)ctx;
    ScoreResult r = {0};
    Bitboard clusters[CLUSTERS_MAX];
    int n = clusters_split(b->layer[CONTENT_VILLAGE], clusters);
    for (int i = 0; i < n; i++) {
        int points = 0;
        for (int k = 0; k < BOARD_SIZE; k++) {
            if (bb_intersects(clusters[i], bb_row_mask(k)))
                points++;
            if (bb_intersects(clusters[i], bb_column(k)))
                points++;
        }
        if (points > r.points) {
            r.points = points;
            r.counted = clusters[i];
            r.chosen = clusters[i];
        }
    }
    return r;
}

/* 7 per complete row or column of filled spaces that holds a mountain.
 * counted: the spaces of those lines. */
static ScoreResult reference_dwarvenholds(const Board *b, const ScoreContext *ctx)
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
static ScoreResult reference_silos(const Board *b, const ScoreContext *ctx)
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
static ScoreResult reference_banded_hills(const Board *b, const ScoreContext *ctx)
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
static ScoreResult reference_starlit_sigil(const Board *b, const ScoreContext *ctx)
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

/* By card index (scoring.h); NULL for the cards scored as they always were. */
static const ScoreReferenceFn references[SCORING_CARD_COUNT] = {
    NULL,
    reference_greenbough,
    NULL,
    reference_stoneside_forest,
    NULL,
    NULL,
    NULL,
    reference_shoreside_expanse,
    reference_wildholds,
    reference_great_city,
    reference_greengold_plains,
    reference_shieldgate,
    reference_borderlands,
    reference_lost_barony,
    reference_broken_road,
    NULL,
    reference_faunlost_thicket,
    reference_deepwood,
    NULL,
    reference_sleepy_valley,
    reference_craylund,
    NULL,
    reference_clawsgrave_peaks,
    reference_jorekburg,
    reference_traylo_monastery,
    reference_outer_enclave,
    reference_gnomish_colony,
    reference_caravansary,
    reference_dwarvenholds,
    reference_silos,
    reference_banded_hills,
    reference_starlit_sigil,
};

ScoreReferenceFn scoring_reference(int index)
{
    return index >= 0 && index < SCORING_CARD_COUNT ? references[index] : NULL;
}

ScoreResult scoring_reference_score(int index, const Board *b, const ScoreContext *ctx)
{
    ScoreReferenceFn fn = scoring_reference(index);
    return fn ? fn(b, ctx) : scoring_card_score(scoring_card(index), b, ctx);
}
