/* game_internal.h: what the game_*.c files share and nobody else needs. */
#ifndef CARTO_GAME_INTERNAL_H
#define CARTO_GAME_INTERNAL_H

#include "game.h"

/* Steps of the state machine (Game.phase). */
enum {
    PHASE_REVEAL,  /* reveal the next card */
    PHASE_RESOLVE, /* players resolve Game.current in turn */
    PHASE_GORGON,  /* the gorgon's gaze on Game.turn's sheet is pending */
    PHASE_EFFECTS, /* end of season: lasting effects, Game.effect_index */
    PHASE_OVER,
};

/* game_flow.c */
void game_advance(Game *g);

/* game_sheet.c: changes to one sheet and what follows from them */
void sheet_fill(Sheet *s, Bitboard cells, Content c);
void sheet_destroy(Sheet *s, Bitboard cells);
/* Destroys monsters under attack marks, then gains mountain and dragon coins. */
void sheet_settle(Sheet *s);
void sheet_gain_coins(Sheet *s, int n);
Bitboard sheet_gorgon_targets(const Sheet *s);
Bitboard sheet_troll_targets(const Sheet *s);

/* game_fit.c */
/* Cells a draw move covers on the map, or false if it leaves the map. */
bool game_draw_cells(const Card *card, int shape, int orient, int at, Bitboard *cells);
/* Placement legality for a shape's cells on a sheet (not terrain, not card). */
bool game_placement_ok(const Board *b, Bitboard cells, bool ruins_needed, int target);
/* The spaces where the shape's top-left corner may go (shape_place's
 * `at`): the shape on the map and every cell on a space of `empty`; with
 * ruins_needed a cell on a space of `open_ruins`; with a target (>= 0) a
 * cell on it. The same placements game_placement_ok allows, all at once. */
Bitboard game_anchors(const OrientedShape *os, Bitboard empty, Bitboard open_ruins, bool ruins_needed, int target);
/* Whether the pending card can be drawn with a shape on the sheet (ruins rule included). */
bool game_shape_fits(const Game *g, int card, int sheet, bool ruins_needed, bool any_orientation, int target);

#endif
