/* scoring_farm_water.c: the eight farm-water scoring cards (docs/cards.md §4a, §4b). */
#include "scoring.h"

/* 1 per water next to a farm, 1 per farm next to a water. counted: those spaces. */
BB_VERSIONED ScoreResult score_canal_lake(ScoreBoard *sb)
{
    const Board *b = sb->board;
    ScoreResult r = {0};
    Bitboard farm = b->layer[CONTENT_FARM], water = b->layer[CONTENT_WATER];
    r.counted = bb_or(bb_and(water, bb_adjacent(farm)), bb_and(farm, bb_adjacent(water)));
    r.points = bb_count(r.counted);
    return r;
}

/* 2 per water next to a mountain, 1 per farm next to a mountain. counted: those spaces. */
BB_VERSIONED ScoreResult score_mages_valley(ScoreBoard *sb)
{
    const Board *b = sb->board;
    ScoreResult r = {0};
    Bitboard near = bb_adjacent(b->layer[CONTENT_MOUNTAIN]);
    Bitboard water = bb_and(b->layer[CONTENT_WATER], near);
    Bitboard farm = bb_and(b->layer[CONTENT_FARM], near);
    r.points = 2 * bb_count(water) + bb_count(farm);
    r.counted = bb_or(water, farm);
    return r;
}

/* 1 per water next to a ruins space, 3 per farm on a ruins space. counted: those spaces. */
BB_VERSIONED ScoreResult score_golden_granary(ScoreBoard *sb)
{
    const Board *b = sb->board;
    ScoreResult r = {0};
    Bitboard water = bb_and(b->layer[CONTENT_WATER], bb_adjacent(b->ruins));
    Bitboard farm = bb_and(b->layer[CONTENT_FARM], b->ruins);
    r.points = bb_count(water) + 3 * bb_count(farm);
    r.counted = bb_or(water, farm);
    return r;
}

/* Adds 3 points and the cluster for each cluster of the list touching
 * neither `other` nor the map edge. */
static void score_isolated_clusters(const ClusterList *mine, Bitboard other, ScoreResult *r)
{
    Bitboard edge = bb_edge();
    for (int i = 0; i < mine->n; i++) {
        const Cluster *c = &mine->c[i];
        if (bb_intersects(c->spaces, edge) || bb_intersects(c->border, other))
            continue;
        r->points += 3;
        r->counted = bb_or(r->counted, c->spaces);
    }
}

/* 3 per farm cluster touching no water and not the edge, 3 per water cluster
 * touching no farm and not the edge. counted: those clusters. */
BB_VERSIONED ScoreResult score_shoreside_expanse(ScoreBoard *sb)
{
    const Board *b = sb->board;
    ScoreResult r = {0};
    score_isolated_clusters(score_board_clusters(sb, CONTENT_FARM), b->layer[CONTENT_WATER], &r);
    score_isolated_clusters(score_board_clusters(sb, CONTENT_WATER), b->layer[CONTENT_FARM], &r);
    return r;
}

/* 7 per farm cluster adjacent to three or more distinct water spaces.
 * counted: those farm clusters. */
BB_VERSIONED ScoreResult score_craylund(ScoreBoard *sb)
{
    const Board *b = sb->board;
    ScoreResult r = {0};
    const ClusterList *farms = score_board_clusters(sb, CONTENT_FARM);
    for (int i = 0; i < farms->n; i++) {
        if (bb_count(bb_and(farms->c[i].border, b->layer[CONTENT_WATER])) >= 3) {
            r.points += 7;
            r.counted = bb_or(r.counted, farms->c[i].spaces);
        }
    }
    return r;
}

/* 4 per water space adjacent to two or more farm spaces. counted: those water spaces. */
BB_VERSIONED ScoreResult score_ulems_wallow(ScoreBoard *sb)
{
    const Board *b = sb->board;
    ScoreResult r = {0};
    Bitboard farm = b->layer[CONTENT_FARM];
    /* n[k]: spaces whose neighbour in direction k is a farm */
    Bitboard n[4] = {bb_east(farm), bb_west(farm), bb_south(farm), bb_north(farm)};
    Bitboard two = bb_empty();
    for (int i = 0; i < 4; i++)
        for (int j = i + 1; j < 4; j++)
            two = bb_or(two, bb_and(n[i], n[j]));
    r.counted = bb_and(two, b->layer[CONTENT_WATER]);
    r.points = 4 * bb_count(r.counted);
    return r;
}

/* 5 per mountain adjacent to a water cluster that touches a farm space.
 * counted: those mountains. */
BB_VERSIONED ScoreResult score_clawsgrave_peaks(ScoreBoard *sb)
{
    const Board *b = sb->board;
    ScoreResult r = {0};
    const ClusterList *waters = score_board_clusters(sb, CONTENT_WATER);
    for (int i = 0; i < waters->n; i++) {
        Bitboard around = waters->c[i].border;
        if (bb_intersects(around, b->layer[CONTENT_FARM]))
            r.counted = bb_or(r.counted, bb_and(around, b->layer[CONTENT_MOUNTAIN]));
    }
    r.points = 5 * bb_count(r.counted);
    return r;
}

/* Per column, the number of spaces of a in binary: bit c of count[k] is
 * bit k of column c's count (11 rows added as bit-sliced counters). */
static void column_counts(Bitboard a, unsigned count[4])
{
    unsigned c0 = 0, c1 = 0, c2 = 0, c3 = 0;
    for (int row = 0; row < BOARD_SIZE; row++) {
        unsigned carry = bb_row_bits(a, row);
        unsigned next = c0 & carry;
        c0 ^= carry;
        carry = next;
        next = c1 & carry;
        c1 ^= carry;
        carry = next;
        next = c2 & carry;
        c2 ^= carry;
        c3 ^= next;
    }
    count[0] = c0;
    count[1] = c1;
    count[2] = c2;
    count[3] = c3;
}

/* 4 per column with as many farm as water spaces, at least one of each.
 * counted: the farm and water spaces of those columns. */
BB_VERSIONED ScoreResult score_jorekburg(ScoreBoard *sb)
{
    const Board *b = sb->board;
    ScoreResult r = {0};
    unsigned farm[4], water[4];
    column_counts(b->layer[CONTENT_FARM], farm);
    column_counts(b->layer[CONTENT_WATER], water);
    unsigned differ = 0, some = 0;
    for (int k = 0; k < 4; k++) {
        differ |= farm[k] ^ water[k];
        some |= farm[k];
    }
    unsigned columns = some & ~differ & BB_LINE_BITS;
    r.points = 4 * bb_popcount64(columns);
    r.counted = bb_and(bb_or(b->layer[CONTENT_FARM], b->layer[CONTENT_WATER]), bb_columns_of(columns));
    return r;
}
