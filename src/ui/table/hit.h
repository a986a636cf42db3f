/* hit.h: pixels to the things of the table (hit-testing), and UiEvents to
 * TableActions: the table's interpretation of input, shared by the play
 * table and the replay, which then act on the actions each in their way.
 * Drawing and hit-testing read the same layout rectangles, so what is
 * drawn is exactly what is clickable; a finger reaches a little further
 * (touch_reach). */
#ifndef UI_TABLE_HIT_H
#define UI_TABLE_HIT_H

#include "events.h"
#include "play.h"
#include "table_view.h"

/* What of the table is under a pixel (output coordinates). While the
 * fingers are used (Gfx.input), a button, tab or option within a finger's
 * reach of it (touch_nearest) rather than what is only looked at there. */
Hit hit_test(const TableView *tv, int x, int y);

/* What a left click on h does (the keys' press of a control too,
 * bar_focus.h); false when nothing. */
bool hit_press(const TableView *tv, Hit h, TableAction *out);

/* Interprets one UiEvent into at most two actions (a hover and a drag);
 * returns how many. `over` is what the owner lays over the table at the
 * event's pixel (a box's button, the replay's controls), HIT_NONE when
 * nothing: then the table itself is hit-tested. Keeps the pointer's
 * position in the UI state. */
int hit_interpret(TableView *tv, const UiEvent *e, Hit over, TableAction out[2]);

#endif
