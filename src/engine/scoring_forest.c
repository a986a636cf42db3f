/* scoring_forest.c: the eight forest scoring cards (docs/cards.md §4a, §4b). */
#include "scoring.h"

/* counted: the forest spaces on the map edge. */
BB_VERSIONED ScoreResult score_sentinel_wood(ScoreBoard *sb)
{
    ScoreResult r = {0};
    r.counted = bb_and(sb->board->layer[CONTENT_FOREST], bb_edge());
    r.points = bb_count(r.counted);
    return r;
}

/* 1 per row and 1 per column with a forest space. counted: all forest spaces. */
BB_VERSIONED ScoreResult score_greenbough(ScoreBoard *sb)
{
    ScoreResult r = {0};
    Bitboard forest = sb->board->layer[CONTENT_FOREST];
    r.points = bb_popcount64(bb_rows_with(forest)) + bb_popcount64(bb_columns_with(forest));
    r.counted = forest;
    return r;
}

/* counted: the forest spaces with no empty neighbour. */
BB_VERSIONED ScoreResult score_treetower(ScoreBoard *sb)
{
    ScoreResult r = {0};
    r.counted = bb_minus(sb->board->layer[CONTENT_FOREST], bb_adjacent(sb->empty));
    r.points = bb_count(r.counted);
    return r;
}

/* 3 per mountain that shares a forest cluster with another mountain.
 * counted: those mountains. */
BB_VERSIONED ScoreResult score_stoneside_forest(ScoreBoard *sb)
{
    ScoreResult r = {0};
    const ClusterList *forest = score_board_clusters(sb, CONTENT_FOREST);
    for (int i = 0; i < forest->n; i++) {
        Bitboard peaks = bb_and(forest->c[i].border, sb->board->layer[CONTENT_MOUNTAIN]);
        if (bb_count(peaks) >= 2)
            r.counted = bb_or(r.counted, peaks);
    }
    r.points = 3 * bb_count(r.counted);
    return r;
}

/* 2 per space of the longest vertical run of forest. counted: that run (the
 * first one, column by column, where several tie); chosen: its column.
 * Whole board: `tops` holds the top spaces of vertical runs of k forest
 * spaces, for k = 1, 2, ... until no run is that long. */
BB_VERSIONED ScoreResult score_faunlost_thicket(ScoreBoard *sb)
{
    ScoreResult r = {0};
    Bitboard tops = sb->board->layer[CONTENT_FOREST], longest = bb_empty();
    int best = 0;
    while (!bb_is_empty(tops)) {
        longest = tops;
        best++;
        tops = bb_and(tops, bb_north(tops)); /* k + 1: k from here and from the space below */
    }
    if (best == 0)
        return r;
    /* the first column with such a run, and its highest one there */
    for (int c = 0; c < BOARD_SIZE; c++) {
        Bitboard in_col = bb_and(longest, bb_column(c));
        if (!bb_is_empty(in_col)) {
            int top = bb_first(in_col);
            for (int k = 0; k < best; k++)
                bb_set(&r.counted, top + k * BOARD_SIZE);
            r.chosen = bb_column(c);
            break;
        }
    }
    r.points = 2 * best;
    return r;
}

/* 6 per forest cluster of 5+ spaces adjacent to no village. counted: those clusters. */
BB_VERSIONED ScoreResult score_deepwood(ScoreBoard *sb)
{
    ScoreResult r = {0};
    const ClusterList *forest = score_board_clusters(sb, CONTENT_FOREST);
    for (int i = 0; i < forest->n; i++) {
        const Cluster *c = &forest->c[i];
        if (c->size >= 5 && !bb_intersects(c->border, sb->board->layer[CONTENT_VILLAGE])) {
            r.points += 6;
            r.counted = bb_or(r.counted, c->spaces);
        }
    }
    return r;
}

/* 2 per forest space whose neighbours are all forest or the edge. counted: those spaces. */
BB_VERSIONED ScoreResult score_heart_of_the_forest(ScoreBoard *sb)
{
    ScoreResult r = {0};
    Bitboard forest = sb->board->layer[CONTENT_FOREST];
    r.counted = bb_minus(forest, bb_adjacent(bb_not(forest)));
    r.points = 2 * bb_count(r.counted);
    return r;
}

/* 4 per row with three or more forest spaces. counted: the forest spaces of those rows. */
BB_VERSIONED ScoreResult score_sleepy_valley(ScoreBoard *sb)
{
    ScoreResult r = {0};
    Bitboard forest = sb->board->layer[CONTENT_FOREST];
    unsigned rows = 0;
    for (int row = 0; row < BOARD_SIZE; row++)
        rows |= (unsigned)(bb_popcount64(bb_row_bits(forest, row)) >= 3) << row;
    r.points = 4 * bb_popcount64(rows);
    r.counted = bb_and(forest, bb_rows_of(rows));
    return r;
}
