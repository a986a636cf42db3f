/* status.h: the status line under the play table that says what to do now:
 * the pending decision in the player's words ("Summer: draw Great River.
 * Pick a shape, ..."), whose turn it is at one screen, a computer thinking,
 * the end of the game. */
#ifndef UI_TABLE_STATUS_H
#define UI_TABLE_STATUS_H

#include "glyphs.h"
#include "table_view.h"

/* The button a text names, when a pad was used last (Gfx.input): the pad's
 * in its style ("A", "Cross", "LB/RB"); NULL when a key, the mouse or a
 * finger was, and the text keeps its own words. */
const char *status_pad(const TableView *tv, PadGlyph glyph);
/* The status line again in the words of what was used last, when that
 * changed from a pad to the keys, the mouse or a finger or back (called
 * with each event). */
void status_follow_input(TableView *tv);

/* The line for the pending decision of the game shown. */
void status_default(TableView *tv);
/* The line once a shape lies on the map, waiting for Confirm. */
void status_placed(TableView *tv);
/* While a monster is drawn on another player's map: the line begins with
 * whose map it is ("On Anna's map: ..."), so that picking and placing it
 * never loses that. */
void status_whose_map(TableView *tv);

#endif
