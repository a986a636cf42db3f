/* ui_palette.h: the colours of the desk, the parchment, the ink and the
 * terrains (look.md). One place, so a colour-blindness check or a theme
 * touches only this file. */
#ifndef UI_PALETTE_H
#define UI_PALETTE_H

#include <stdbool.h>
#include <stdint.h>

#include "board.h"

#define PAL_DESK_TOP 0x4b3a2b
#define PAL_DESK_BOTTOM 0x33271d
#define PAL_DESK_TEXT 0xf1e6cc
#define PAL_DESK_TEXT_DIM 0xbfae8e
#define PAL_PARCHMENT 0xf1e5c8
#define PAL_PARCHMENT_DARK 0xe2d2ad
#define PAL_PARCHMENT_EDGE 0xc7b088
#define PAL_INK 0x2b2118
#define PAL_INK_SOFT 0x6b5a45
#define PAL_INK_FAINT 0xa8977a
#define PAL_RED 0xb22b24
#define PAL_GREEN_OK 0x2f7a3a
#define PAL_GOLD 0xd9a520
#define PAL_HIGHLIGHT 0xfff4b0
#define PAL_CARD 0xf6edd6
#define PAL_RECENT 0xc2187a /* outline of others' last moves on a sheet */

/* Crest colours of the seats at one screen. */
static inline uint32_t pal_crest(int player)
{
    static const uint32_t crest[6] = {0x2e6f8e, 0xa33b3b, 0x5b4a9e, 0x6b7d2a, 0xc0701c, 0x4f5b66};
    return crest[((player % 6) + 6) % 6];
}

/* Terrain colours by Content (forest..destroyed); destroyed has no colour of
 * its own (it shows the faded terrain it had, or parchment). */
static inline uint32_t pal_terrain(Content c)
{
    switch (c) {
    case CONTENT_FOREST: return 0x3f7d3a;
    case CONTENT_VILLAGE: return 0xb5483b;
    case CONTENT_FARM: return 0xe0b84a;
    case CONTENT_WATER: return 0x3f7fbf;
    case CONTENT_MONSTER: return 0x6e3f8f;
    case CONTENT_HERO: return 0xd9a520;
    case CONTENT_MOUNTAIN: return 0x8a7b6b;
    case CONTENT_WASTELAND: return 0xb9a88a;
    case CONTENT_DESTROYED:
    default: return PAL_PARCHMENT_DARK;
    }
}

/* The colour-blind-safe palette (settings; the tiles' own colours are
 * swapped in ui_assets.c to the same values). */
static inline uint32_t pal_terrain_cb(Content c, bool colour_blind)
{
    if (!colour_blind)
        return pal_terrain(c);
    switch (c) {
    case CONTENT_FOREST: return 0x1d5a3c;
    case CONTENT_VILLAGE: return 0xd55e00;
    case CONTENT_FARM: return 0xf0e442;
    case CONTENT_WATER: return 0x0072b2;
    case CONTENT_MONSTER: return 0x34183f;
    case CONTENT_HERO: return 0x56b4e9;
    default: return pal_terrain(c);
    }
}

/* Ink that reads on top of a terrain colour (letters, outlines). */
static inline uint32_t pal_on_terrain(Content c)
{
    switch (c) {
    case CONTENT_FARM:
    case CONTENT_HERO:
    case CONTENT_WASTELAND:
    case CONTENT_DESTROYED:
    case CONTENT_EMPTY: return PAL_INK;
    default: return 0xfbf5e6;
    }
}

#endif
