/* game_moves_reference.c: the legal draws listed space by space, as
 * game_moves.c listed them before it placed shapes on whole bitboards
 * (game_moves_reference.h). Every other kind of decision is listed by
 * game_legal_moves itself. */
#include "game_moves_reference.h"

#include "game_internal.h"

static int list_draws(const Game *g, Move *out, int max)
{
    const Decision *d = &g->decision;
    const Card *card = card_get(d->card);
    const Board *b = &g->sheets[d->sheet].board;
    bool solo_ambush = d->kind == DECISION_AMBUSH && d->solo_target >= 0;
    int n = 0;
    for (int s = 0; s < card->nshapes; s++) {
        for (int o = 0; o < (solo_ambush ? 1 : ORIENTATIONS); o++) {
            OrientedShape os;
            if (shape_orientation_repeats(card->shapes[s].pattern, o) || !shape_orient(card->shapes[s].pattern, o, &os))
                continue;
            for (int r = 0; r + os.height <= BOARD_SIZE; r++) {
                for (int c = 0; c + os.width <= BOARD_SIZE; c++) {
                    Bitboard cells;
                    int at = bb_index(r, c);
                    if (!shape_place(&os, at, &cells) || !game_placement_ok(b, cells, d->ruins_needed, d->solo_target))
                        continue;
                    for (int t = 0; t < CONTENT_COUNT; t++) {
                        if (card->terrains & TERRAIN_BIT(t)) {
                            Move m = {MOVE_DRAW, (int8_t)d->card, (int8_t)s, (int8_t)o, (int8_t)at, (int8_t)t};
                            if (n < max)
                                out[n] = m;
                            n++;
                        }
                    }
                }
            }
        }
    }
    return n;
}

int game_legal_moves_reference(const Game *g, Move *out, int max)
{
    const Decision *d = &g->decision;
    if ((d->kind == DECISION_DRAW || d->kind == DECISION_AMBUSH) && !d->single_only)
        return list_draws(g, out, out ? max : 0);
    return game_legal_moves(g, out, max);
}
