/* terrain.h: the colours of the terrains and of the seats' crests
 * (docs/look.md), with the colour-blind-safe palette the settings offer, and
 * which tile of the art draws a terrain. */
#ifndef UI_TABLE_TERRAIN_H
#define UI_TABLE_TERRAIN_H

#include <stdbool.h>
#include <stdint.h>

#include "assets.h"
#include "board.h"
#include "palette.h"

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
 * swapped in gfx/assets.c to the same values). */
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

/* The tile for a content, or ART_COUNT for none (empty, destroyed). */
static inline ArtId terrain_tile(Content c)
{
    switch (c) {
    case CONTENT_FOREST: return ART_FOREST;
    case CONTENT_VILLAGE: return ART_VILLAGE;
    case CONTENT_FARM: return ART_FARM;
    case CONTENT_WATER: return ART_WATER;
    case CONTENT_MONSTER: return ART_MONSTER;
    case CONTENT_HERO: return ART_HERO;
    case CONTENT_MOUNTAIN: return ART_MOUNTAIN;
    case CONTENT_WASTELAND: return ART_WASTELAND;
    default: return ART_COUNT;
    }
}

#endif
