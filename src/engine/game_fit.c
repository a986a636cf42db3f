/* game_fit.c: where a card's shapes fit on a sheet: the cells a shape
 * covers, whether a placement is allowed (free spaces, the ruins rule, a
 * solo ambush's target), and whether any shape of a card fits at all
 * (which decides the 1x1 fallback). Shared by the flow, which sets up a
 * decision, and the moves, which check one. */
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

bool game_shape_fits(const Game *g, int card_id, int sheet, bool ruins_needed, bool any_orientation, int target)
{
    const Card *card = card_get(card_id);
    const Board *b = &g->sheets[sheet].board;
    for (int s = 0; s < card->nshapes; s++) {
        for (int o = 0; o < (any_orientation ? ORIENTATIONS : 1); o++) {
            OrientedShape os;
            if (!shape_orient(card->shapes[s].pattern, o, &os))
                continue;
            for (int r = 0; r + os.height <= BOARD_SIZE; r++) {
                for (int c = 0; c + os.width <= BOARD_SIZE; c++) {
                    Bitboard cells;
                    if (shape_place(&os, bb_index(r, c), &cells) && game_placement_ok(b, cells, ruins_needed, target))
                        return true;
                }
            }
        }
    }
    return false;
}
