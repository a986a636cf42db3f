/* score_board.c: the ScoreBoard the scoring cards share (scoring.h): the
 * board's filled and empty spaces, and each terrain's clusters, split the
 * first time a card asks for them. */
#include "scoring.h"

void score_board_init(ScoreBoard *sb, const Board *b, const ScoreContext *ctx)
{
    sb->board = b;
    sb->ctx = *ctx;
    sb->filled = board_filled(b);
    sb->empty = bb_not(sb->filled);
    sb->split = 0;
}

/* Flood fill from each cluster's lowest space, a ring of neighbours at a
 * time; the last ring's neighbours give the border. */
BB_VERSIONED void clusters_list(Bitboard set, ClusterList *out)
{
    int n = 0;
    while (!bb_is_empty(set)) {
        Bitboard cur = bb_single(bb_first(set));
        Bitboard around;
        for (;;) {
            around = bb_adjacent(cur);
            Bitboard next = bb_or(cur, bb_and(around, set));
            if (bb_equal(next, cur))
                break;
            cur = next;
        }
        Cluster *c = &out->c[n++];
        c->spaces = cur;
        c->border = bb_minus(around, cur);
        c->size = bb_count(cur);
        set = bb_minus(set, cur);
    }
    out->n = n;
}

const ClusterList *score_board_clusters(ScoreBoard *sb, Content layer)
{
    unsigned bit = 1u << layer;
    if (!(sb->split & bit)) {
        clusters_list(sb->board->layer[layer], &sb->clusters[layer]);
        sb->split |= bit;
    }
    return &sb->clusters[layer];
}

ScoreResult scoring_card_score(const ScoringCard *card, const Board *b, const ScoreContext *ctx)
{
    ScoreBoard sb;
    score_board_init(&sb, b, ctx);
    return card->score(&sb);
}
