/* scoring_village.c: the eight village scoring cards (docs/cards.md §4a, §4b).
 * They share the village clusters of the ScoreBoard, split once. */
#include "scoring.h"

/* 8 per village cluster of six or more spaces. counted: those clusters. */
BB_VERSIONED ScoreResult score_wildholds(ScoreBoard *sb)
{
    ScoreResult r = {0};
    const ClusterList *v = score_board_clusters(sb, CONTENT_VILLAGE);
    for (int i = 0; i < v->n; i++) {
        if (v->c[i].size >= 6) {
            r.points += 8;
            r.counted = bb_or(r.counted, v->c[i].spaces);
        }
    }
    return r;
}

/* 1 per space of the largest village cluster not adjacent to a mountain.
 * counted: that cluster (the first in row-major order where sizes tie). */
BB_VERSIONED ScoreResult score_great_city(ScoreBoard *sb)
{
    ScoreResult r = {0};
    const ClusterList *v = score_board_clusters(sb, CONTENT_VILLAGE);
    Bitboard mountains = sb->board->layer[CONTENT_MOUNTAIN];
    for (int i = 0; i < v->n; i++) {
        if (v->c[i].size > r.points && !bb_intersects(v->c[i].border, mountains)) {
            r.points = v->c[i].size;
            r.counted = v->c[i].spaces;
        }
    }
    return r;
}

/* 3 per village cluster adjacent to three or more terrain types.
 * counted: those clusters. */
BB_VERSIONED ScoreResult score_greengold_plains(ScoreBoard *sb)
{
    ScoreResult r = {0};
    const ClusterList *v = score_board_clusters(sb, CONTENT_VILLAGE);
    for (int i = 0; i < v->n; i++) {
        if (board_terrain_types_in(sb->board, v->c[i].border, sb->ctx.heroes) >= 3) {
            r.points += 3;
            r.counted = bb_or(r.counted, v->c[i].spaces);
        }
    }
    return r;
}

/* 2 per space of the second-largest village cluster (as large as the largest
 * when two tie); 0 with fewer than two clusters. counted: that cluster. */
BB_VERSIONED ScoreResult score_shieldgate(ScoreBoard *sb)
{
    ScoreResult r = {0};
    const ClusterList *v = score_board_clusters(sb, CONTENT_VILLAGE);
    if (v->n < 2)
        return r;
    int first = -1, second = -1; /* indices of the largest and second largest */
    for (int i = 0; i < v->n; i++) {
        int size = v->c[i].size;
        if (first < 0 || size > v->c[first].size) {
            second = first;
            first = i;
        } else if (second < 0 || size > v->c[second].size) {
            second = i;
        }
    }
    r.counted = v->c[second].spaces;
    r.points = 2 * v->c[second].size;
    return r;
}

/* Adds `points` and the cluster for each village cluster holding a space of `marks`. */
static void score_clusters_marked(const ClusterList *v, Bitboard marks, int points, ScoreResult *r)
{
    for (int i = 0; i < v->n; i++) {
        if (bb_intersects(v->c[i].spaces, marks)) {
            r->points += points;
            r->counted = bb_or(r->counted, v->c[i].spaces);
        }
    }
}

/* 7 per village cluster holding four village spaces in a straight line.
 * counted: those clusters. */
BB_VERSIONED ScoreResult score_traylo_monastery(ScoreBoard *sb)
{
    ScoreResult r = {0};
    Bitboard v = sb->board->layer[CONTENT_VILLAGE];
    /* starts of runs: a space whose next three spaces east (or south) are village too */
    Bitboard h = v, w = v;
    Bitboard vert = v, s = v;
    for (int k = 0; k < 3; k++) {
        w = bb_west(w);
        h = bb_and(h, w);
        s = bb_north(s);
        vert = bb_and(vert, s);
    }
    score_clusters_marked(score_board_clusters(sb, CONTENT_VILLAGE), bb_or(h, vert), 7, &r);
    return r;
}

/* 1 per empty space adjacent to the chosen village cluster, the cluster
 * with the most. counted: those empty spaces; chosen: the cluster. */
BB_VERSIONED ScoreResult score_outer_enclave(ScoreBoard *sb)
{
    ScoreResult r = {0};
    const ClusterList *v = score_board_clusters(sb, CONTENT_VILLAGE);
    for (int i = 0; i < v->n; i++) {
        Bitboard around = bb_and(v->c[i].border, sb->empty);
        int points = bb_count(around);
        if (i == 0 || points > r.points) {
            r.points = points;
            r.counted = around;
            r.chosen = v->c[i].spaces;
        }
    }
    return r;
}

/* 6 per village cluster containing a 2x2 square of village. counted: those clusters. */
BB_VERSIONED ScoreResult score_gnomish_colony(ScoreBoard *sb)
{
    ScoreResult r = {0};
    Bitboard v = sb->board->layer[CONTENT_VILLAGE];
    /* top-left corners of 2x2 village squares */
    Bitboard right = bb_west(v);  /* spaces whose east neighbour is village */
    Bitboard below = bb_north(v); /* spaces whose south neighbour is village */
    Bitboard diag = bb_north(right);
    Bitboard corners = bb_and(bb_and(v, right), bb_and(below, diag));
    score_clusters_marked(score_board_clusters(sb, CONTENT_VILLAGE), corners, 6, &r);
    return r;
}

/* 1 per row and 1 per column holding a space of the chosen village cluster,
 * the one with the most. counted and chosen: that cluster. */
BB_VERSIONED ScoreResult score_caravansary(ScoreBoard *sb)
{
    ScoreResult r = {0};
    const ClusterList *v = score_board_clusters(sb, CONTENT_VILLAGE);
    for (int i = 0; i < v->n; i++) {
        Bitboard c = v->c[i].spaces;
        int points = bb_popcount64(bb_rows_with(c)) + bb_popcount64(bb_columns_with(c));
        if (points > r.points) {
            r.points = points;
            r.counted = c;
            r.chosen = c;
        }
    }
    return r;
}
