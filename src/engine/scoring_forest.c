/* scoring_forest.c: the eight forest scoring cards (docs/cards.md §4a, §4b). */
#include "clusters.h"
#include "scoring.h"

/* counted: the forest spaces on the map edge. */
ScoreResult score_sentinel_wood(const Board *b, const ScoreContext *ctx)
{
    (void)ctx;
    ScoreResult r = {0};
    r.counted = bb_and(b->layer[CONTENT_FOREST], bb_edge());
    r.points = bb_count(r.counted);
    return r;
}

/* 1 per row and 1 per column with a forest space. counted: all forest spaces. */
ScoreResult score_greenbough(const Board *b, const ScoreContext *ctx)
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

/* counted: the forest spaces with no empty neighbour. */
ScoreResult score_treetower(const Board *b, const ScoreContext *ctx)
{
    (void)ctx;
    ScoreResult r = {0};
    r.counted = bb_minus(b->layer[CONTENT_FOREST], bb_adjacent(board_empty_spaces(b)));
    r.points = bb_count(r.counted);
    return r;
}

/* 3 per mountain that shares a forest cluster with another mountain.
 * counted: those mountains. */
ScoreResult score_stoneside_forest(const Board *b, const ScoreContext *ctx)
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

/* 2 per space of the longest vertical run of forest. counted: that run (the
 * first one, column by column, where several tie); chosen: its column. */
ScoreResult score_faunlost_thicket(const Board *b, const ScoreContext *ctx)
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
ScoreResult score_deepwood(const Board *b, const ScoreContext *ctx)
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

/* 2 per forest space whose neighbours are all forest or the edge. counted: those spaces. */
ScoreResult score_heart_of_the_forest(const Board *b, const ScoreContext *ctx)
{
    (void)ctx;
    ScoreResult r = {0};
    Bitboard forest = b->layer[CONTENT_FOREST];
    r.counted = bb_minus(forest, bb_adjacent(bb_not(forest)));
    r.points = 2 * bb_count(r.counted);
    return r;
}

/* 4 per row with three or more forest spaces. counted: the forest spaces of those rows. */
ScoreResult score_sleepy_valley(const Board *b, const ScoreContext *ctx)
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
