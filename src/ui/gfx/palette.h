/* palette.h: the colours of the desk, the parchment and the ink, shared by
 * every screen (docs/look.md). The terrains' and the seats' colours are the
 * table's (table/terrain.h). One place, so a theme touches only these. */
#ifndef UI_GFX_PALETTE_H
#define UI_GFX_PALETTE_H

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
#define PAL_RED_LIGHT 0xff8f73 /* a warning on the dark desk */
#define PAL_GREEN_OK 0x2f7a3a
#define PAL_GOLD 0xd9a520
#define PAL_HIGHLIGHT 0xfff4b0
#define PAL_CARD 0xf6edd6
#define PAL_RECENT 0xc2187a /* outline of others' last moves on a sheet */

#endif
