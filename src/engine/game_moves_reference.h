/* game_moves_reference.h: the first, space-by-space list of legal moves
 * (game_moves_reference.c), kept as the reference the tests compare
 * game_legal_moves with and the baseline of `cartographers-cli
 * bench-engine`. The game never uses it. */
#ifndef CARTO_GAME_MOVES_REFERENCE_H
#define CARTO_GAME_MOVES_REFERENCE_H

#include "game.h"

/* What game_legal_moves returns, worked out as it was before the whole-board
 * placements: every shape and orientation parsed again, every corner of the
 * map tried with game_placement_ok. */
int game_legal_moves_reference(const Game *g, Move *out, int max);

#endif
