/* solo_ambush.c: the solo ambush rule (docs/rules.md §4): walk the rings
 * of the map from the card's corner in the card's direction and find the
 * first space that a legal, unturned placement of the monster covers. */
#include "game_internal.h"

/* Ring k in clockwise order starting at its top-left corner; returns its length. */
static int ring_clockwise(int k, int out[BOARD_SPACES])
{
    int lo = k, hi = BOARD_SIZE - 1 - k, n = 0;
    if (lo == hi) {
        out[n++] = bb_index(lo, lo);
        return n;
    }
    for (int c = lo; c <= hi; c++)
        out[n++] = bb_index(lo, c);
    for (int r = lo + 1; r <= hi; r++)
        out[n++] = bb_index(r, hi);
    for (int c = hi - 1; c >= lo; c--)
        out[n++] = bb_index(hi, c);
    for (int r = hi - 1; r > lo; r--)
        out[n++] = bb_index(r, lo);
    return n;
}

static int corner_space(int k, Corner corner)
{
    int lo = k, hi = BOARD_SIZE - 1 - k;
    switch (corner) {
    case CORNER_TOP_LEFT:
        return bb_index(lo, lo);
    case CORNER_TOP_RIGHT:
        return bb_index(lo, hi);
    case CORNER_BOTTOM_RIGHT:
        return bb_index(hi, hi);
    case CORNER_BOTTOM_LEFT:
        return bb_index(hi, lo);
    }
    return bb_index(lo, lo);
}

int solo_walk_order(Corner corner, Direction dir, int out[BOARD_SPACES]);

/* The whole walk: ring 0 from the corner, then ring 1, ... ring 5 (F6). */
int solo_walk_order(Corner corner, Direction dir, int out[BOARD_SPACES])
{
    int n = 0;
    for (int k = 0; k <= BOARD_SIZE / 2; k++) {
        int ring[BOARD_SPACES];
        int len = ring_clockwise(k, ring);
        int start = 0;
        int want = corner_space(k, corner);
        for (int i = 0; i < len; i++)
            if (ring[i] == want)
                start = i;
        for (int i = 0; i < len; i++) {
            int j = dir == DIR_CLOCKWISE ? (start + i) % len : (start - i + len) % len;
            out[n++] = ring[j];
        }
    }
    return n;
}

int solo_ambush_target(const Board *b, const Card *ambush)
{
    OrientedShape os;
    if (!ambush || ambush->kind != CARD_AMBUSH || !shape_orient(ambush->shapes[0].pattern, 0, &os))
        return -1;
    /* the spaces some placement of the shape would cover */
    Bitboard anchors = game_anchors(&os, board_empty_spaces(b), bb_empty(), false, -1);
    Bitboard coverable = bb_empty(), cells = os.cells;
    int d;
    while ((d = bb_pop(&cells)) >= 0)
        coverable = bb_or(coverable, bb_shl_by(anchors, d));
    if (bb_is_empty(coverable))
        return -1;
    int order[BOARD_SPACES];
    int n = solo_walk_order(ambush->corner, ambush->direction, order);
    for (int i = 0; i < n; i++)
        if (bb_test(coverable, order[i]))
            return order[i];
    return -1;
}
