/* monster_glyph.h: a small drawn sign for each of the eight monsters of the
 * ambush cards, our own art, so the map and the cards tell them apart at a
 * glance where letters (G, Gn, Go, D) were easy to confuse: the goblin's
 * long ears, the bugbear's round ears, the kobold's horns, the gnoll's paw,
 * the dragon's wing, the zombie's gravestone, the troll's club and the
 * gorgon's eye. Bold silhouettes, readable from about 10 pixels. */
#ifndef UI_TABLE_MONSTER_GLYPH_H
#define UI_TABLE_MONSTER_GLYPH_H

#include <stdbool.h>

#include <SDL.h>

#include "window.h"

/* Draws the sign of the monster of ambush card `card_id` in the largest
 * square centred in r, in colour c, its cuts in `hole` (the colour under
 * it); false (nothing drawn) for a card without one. */
bool draw_monster_glyph(Gfx *g, SDL_Rect r, int card_id, SDL_Color c, SDL_Color hole);

#endif
