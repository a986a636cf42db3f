/* scoring_farm_water.c: the eight farm-water scoring cards (docs/cards.md §4a, §4b). */
#include "clusters.h"
#include "scoring.h"

/* 1 per water next to a farm, 1 per farm next to a water. counted: those spaces. */
ScoreResult score_canal_lake(const Board *b, const ScoreContext *ctx)
{
    (void)ctx;
    ScoreResult r = {0};
    Bitboard farm = b->layer[CONTENT_FARM], water = b->layer[CONTENT_WATER];
    r.counted = bb_or(bb_and(water, bb_adjacent(farm)), bb_and(farm, bb_adjacent(water)));
    r.points = bb_count(r.counted);
    return r;
}

/* 2 per water next to a mountain, 1 per farm next to a mountain. counted: those spaces. */
ScoreResult score_mages_valley(const Board *b, const ScoreContext *ctx)
{
    (void)ctx;
    ScoreResult r = {0};
    Bitboard near = bb_adjacent(b->layer[CONTENT_MOUNTAIN]);
    Bitboard water = bb_and(b->layer[CONTENT_WATER], near);
    Bitboard farm = bb_and(b->layer[CONTENT_FARM], near);
    r.points = 2 * bb_count(water) + bb_count(farm);
    r.counted = bb_or(water, farm);
    return r;
}

/* 1 per water next to a ruins space, 3 per farm on a ruins space. counted: those spaces. */
ScoreResult score_golden_granary(const Board *b, const ScoreContext *ctx)
{
    (void)ctx;
    ScoreResult r = {0};
    Bitboard water = bb_and(b->layer[CONTENT_WATER], bb_adjacent(b->ruins));
    Bitboard farm = bb_and(b->layer[CONTENT_FARM], b->ruins);
    r.points = bb_count(water) + 3 * bb_count(farm);
    r.counted = bb_or(water, farm);
    return r;
}

/* Adds 3 points and the cluster for each cluster of `mine` touching neither
 * `other` nor the map edge. */
static void score_isolated_clusters(Bitboard mine, Bitboard other, ScoreResult *r)
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

/* 3 per farm cluster touching no water and not the edge, 3 per water cluster
 * touching no farm and not the edge. counted: those clusters. */
ScoreResult score_shoreside_expanse(const Board *b, const ScoreContext *ctx)
{
    (void)ctx;
    ScoreResult r = {0};
    score_isolated_clusters(b->layer[CONTENT_FARM], b->layer[CONTENT_WATER], &r);
    score_isolated_clusters(b->layer[CONTENT_WATER], b->layer[CONTENT_FARM], &r);
    return r;
}

/* 7 per farm cluster adjacent to three or more distinct water spaces.
 * counted: those farm clusters. */
ScoreResult score_craylund(const Board *b, const ScoreContext *ctx)
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

/* 4 per water space adjacent to two or more farm spaces. counted: those water spaces. */
ScoreResult score_ulems_wallow(const Board *b, const ScoreContext *ctx)
{
    (void)ctx;
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
ScoreResult score_clawsgrave_peaks(const Board *b, const ScoreContext *ctx)
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
ScoreResult score_jorekburg(const Board *b, const ScoreContext *ctx)
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
