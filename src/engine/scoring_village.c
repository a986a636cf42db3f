/* scoring_village.c: the eight village scoring cards (docs/cards.md §4a, §4b). */
#include "clusters.h"
#include "scoring.h"

/* 8 per village cluster of six or more spaces. counted: those clusters. */
ScoreResult score_wildholds(const Board *b, const ScoreContext *ctx)
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
ScoreResult score_great_city(const Board *b, const ScoreContext *ctx)
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
ScoreResult score_greengold_plains(const Board *b, const ScoreContext *ctx)
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
ScoreResult score_shieldgate(const Board *b, const ScoreContext *ctx)
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

/* 7 per village cluster holding four village spaces in a straight line.
 * counted: those clusters. */
ScoreResult score_traylo_monastery(const Board *b, const ScoreContext *ctx)
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
ScoreResult score_outer_enclave(const Board *b, const ScoreContext *ctx)
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
ScoreResult score_gnomish_colony(const Board *b, const ScoreContext *ctx)
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
ScoreResult score_caravansary(const Board *b, const ScoreContext *ctx)
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
