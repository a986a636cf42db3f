/* game_fit.c: where a card's shapes fit on a sheet: the cells a shape
 * covers, whether a placement is allowed (free spaces, the ruins rule, a
 * solo ambush's target), every place a shape may go at once (whole
 * bitboards: one shift per cell of the shape), and whether any shape of a
 * card fits at all (which decides the 1x1 fallback). Shared by the flow,
 * which sets up a decision, and the moves, which list and check them. */
#include "game_internal.h"

/* Cells a draw move covers on the map, or false if it leaves the map. */
bool game_draw_cells(const Card *card, int shape, int orient, int at, Bitboard *cells)
{
    OrientedShape os;
    if (shape < 0 || shape >= card->nshapes || !shape_orient(card->shapes[shape].pattern, orient, &os))
        return false;
    return shape_place(&os, at, cells);
}

/* Placement legality for a shape's cells on a sheet (not terrain, not card). */
bool game_placement_ok(const Board *b, Bitboard cells, bool ruins_needed, int target)
{
    if (bb_intersects(cells, board_filled(b)))
        return false;
    if (ruins_needed && !bb_intersects(cells, bb_and(b->ruins, board_empty_spaces(b))))
        return false;
    if (target >= 0 && !bb_test(cells, target))
        return false;
    return true;
}

Bitboard game_anchors(const OrientedShape *os, Bitboard empty, Bitboard open_ruins, bool ruins_needed, int target)
{
    /* the box's top-left corner keeps the box on the map */
    Bitboard anchors = bb_and(bb_below((BOARD_SIZE + 1 - os->height) * BOARD_SIZE),
                              bb_columns_of(BB_LINE_BITS >> (os->width - 1)));
    Bitboard on_ruins = bb_empty(), on_target = bb_empty();
    Bitboard cells = os->cells;
    int d; /* a cell's offset from the corner: corner + d is the cell's space */
    while ((d = bb_pop(&cells)) >= 0) {
        anchors = bb_and(anchors, bb_shr_by(empty, d));
        if (ruins_needed)
            on_ruins = bb_or(on_ruins, bb_shr_by(open_ruins, d));
        if (target >= d)
            bb_set(&on_target, target - d);
    }
    if (ruins_needed)
        anchors = bb_and(anchors, on_ruins);
    if (target >= 0)
        anchors = bb_and(anchors, on_target);
    return anchors;
}

bool game_shape_fits(const Game *g, int card_id, int sheet, bool ruins_needed, bool any_orientation, int target)
{
    const Card *card = card_get(card_id);
    const Board *b = &g->sheets[sheet].board;
    Bitboard empty = board_empty_spaces(b), open_ruins = bb_and(b->ruins, empty);
    for (int s = 0; s < card->nshapes; s++) {
        for (int o = 0; o < (any_orientation ? ORIENTATIONS : 1); o++) {
            OrientedShape os;
            if (shape_orient(card->shapes[s].pattern, o, &os) &&
                !bb_is_empty(game_anchors(&os, empty, open_ruins, ruins_needed, target)))
                return true;
        }
    }
    return false;
}
