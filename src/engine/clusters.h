/* clusters.h: splitting a set of spaces into its orthogonally connected
 * clusters (docs/rules.md §1). Used by the scoring cards and the bots. */
#ifndef CARTO_CLUSTERS_H
#define CARTO_CLUSTERS_H

#include "bitboard.h"

/* At most 61 clusters fit on an 11x11 sheet (a checkerboard). */
#define CLUSTERS_MAX 64

/* Writes the clusters of `set` into out[], ordered by their lowest space
 * (row-major), and returns how many there are. */
static inline int clusters_split(Bitboard set, Bitboard out[CLUSTERS_MAX])
{
    int n = 0;
    while (!bb_is_empty(set)) {
        Bitboard seed = bb_single(bb_first(set));
        Bitboard cluster = bb_flood(seed, set);
        out[n++] = cluster;
        set = bb_minus(set, cluster);
    }
    return n;
}

/* One cluster with what the scoring cards ask of it. */
typedef struct Cluster {
    Bitboard spaces;
    Bitboard border; /* the spaces next to it that are not in it */
    int size;
} Cluster;

/* The clusters of one set, in the order of clusters_split. */
typedef struct ClusterList {
    int n;
    Cluster c[CLUSTERS_MAX];
} ClusterList;

/* clusters_split with each cluster's border and size (score_board.c). */
void clusters_list(Bitboard set, ClusterList *out);

#endif
