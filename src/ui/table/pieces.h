/* pieces.h: what the table draws in many places: a card's base, a terrain
 * square (its tile art, or flat colour when the art is missing) and a shape
 * pattern in any orientation. They
 * need only the window (Gfx), so the settings screen's preview draws the
 * same tiles. */
#ifndef UI_TABLE_PIECES_H
#define UI_TABLE_PIECES_H

#include <SDL.h>

#include "board.h"
#include "look.h"
#include "window.h"

/* A card: rounded, with grain and an ink border. */
void draw_card_base(Gfx *g, SDL_Rect r, SDL_Color base, SDL_Color border);
/* A terrain square (tile art, or flat colour if the art is missing). */
void draw_terrain(Gfx *g, SDL_Rect r, Content c, Uint8 alpha);
/* The frame of a space the Gorgon or the Troll may destroy, inside the
 * space's square `cell` (terrain `c`): three stripes of ink and near-white,
 * `line` pixels wide each (2 at least), the outer two in whichever of the
 * two contrasts more with the terrain's colour (ink on light terrain, the
 * gold hero's too; near-white on dark) (docs/look.md §7). */
void draw_target_frame(Gfx *g, SDL_Rect cell, int line, Content c);
/* A shape pattern (cards.h syntax: '#', 'o' gap, '.', rows by '/') in
 * orientation `orient` (-1: as printed, gaps shown), cells of size `cell`,
 * centred in r. */
void draw_pattern(Gfx *g, SDL_Rect r, const char *pattern, int orient, int cell, Content terrain, Uint8 alpha);
/* Cell size that fits a pattern (as printed) in a w x h box. */
int pattern_fit_cell(const char *pattern, int orient, int w, int h);

#endif
