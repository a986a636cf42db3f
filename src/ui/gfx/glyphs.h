/* glyphs.h: a gamepad's buttons drawn by us, in code, in the style of the
 * pad used last (pads.h): Xbox (coloured A, B, X, Y discs), PlayStation
 * (cross, circle, square, triangle on dark discs) and the Steam Deck (light
 * letters on dark discs); the shoulders, triggers, Start, Back and the
 * D-pad as small labelled plates. And the strip of button hints the screens show
 * while a pad was used last (docs/look.md "The focus"). */
#ifndef UI_GFX_GLYPHS_H
#define UI_GFX_GLYPHS_H

#include <SDL.h>

#include "window.h"

typedef enum PadGlyph {
    GLYPH_A,
    GLYPH_B,
    GLYPH_X,
    GLYPH_Y,
    GLYPH_DPAD,
    GLYPH_SHOULDERS, /* both: turn */
    GLYPH_TRIGGER,   /* mirror */
    GLYPH_START,
    GLYPH_BACK, /* Back, Select: undo (pads.h) */
    GLYPH_COUNT
} PadGlyph;

typedef struct PadHint {
    PadGlyph glyph;
    const char *label; /* translated */
} PadHint;

/* The glyph's name in words, for the texts that name a button (the status
 * line says "Confirm (A)", "Confirm (Cross)"): the style's letters or
 * symbols' names, "LB/RB" or "L1/R1", "LT/RT" or "L2/R2"; Back is "View"
 * on an Xbox pad and the Deck, "Share" on a PlayStation one. */
const char *glyph_name(PadStyle style, PadGlyph glyph);
/* The same in the style of the pad used last, when a pad was used last
 * (Gfx.input); NULL when a key, the mouse or a finger was, and a text keeps
 * its own words. */
const char *glyph_if_pad(const Gfx *g, PadGlyph glyph);

/* The glyph in a square of side `size` at x, y; returns its width. */
int glyph_draw(Gfx *g, PadStyle style, PadGlyph glyph, int x, int y, int size);
/* How a row of hints is set: spaced as the screens' strip has them, tight
 * (half the room between hints), or small (tight, in the small face with
 * smaller glyphs: two such rows stand in the table's bar). */
typedef enum HintsLook { HINTS_ROW, HINTS_TIGHT, HINTS_SMALL } HintsLook;

/* The hints' width in a row of that look, their height; drawn in a row
 * from x, y, the labels in colour c. */
int glyph_hints_width(Gfx *g, const PadHint *hints, int n, HintsLook look);
int glyph_hints_height(const Gfx *g, HintsLook look);
void glyph_hints_at(Gfx *g, const PadHint *hints, int n, HintsLook look, int x, int y, SDL_Color c);
/* The hints in a strip at the right of the window, its bottom edge at
 * `bottom`, only while a pad was used last. */
void glyph_hints(Gfx *g, const PadHint *hints, int n, int bottom);
/* The hints of the screens beside the table and the boxes (A Press, B
 * Back, with `next` X Next) into h; returns how many. */
int glyph_panel_hints(PadHint h[3], bool next);
/* What the screens beside the table and the boxes show: A presses, B goes
 * back (X: the next control, for the boxes). */
void glyph_hints_panel(Gfx *g, bool next);
/* The top edge of that strip while a pad was used last (a screen keeps its
 * bottom row of buttons above it); the window's height when none shows. */
int glyph_hints_panel_top(const Gfx *g);
/* Where that strip is drawn ({0} when none shows): a screen that is not a
 * panel (the menu's column) keeps clear of it only where it meets it. */
SDL_Rect glyph_hints_panel_rect(Gfx *g, bool next);

#endif
