/* draw.h: drawing a table (table_view.h): every region in back-to-front
 * order, from the view's game, UI state and layout. Nothing here changes
 * rules state or UI state; the render cache (the static scene) is the
 * view's.
 *
 * A frame is drawn in two passes. The static pass draws everything that
 * does not follow the pointer into a cached texture, redrawn only when the
 * game, the layout or the UI state other than hover and ghost changes; the
 * dynamic pass draws on top of it every frame: animations, hover marks,
 * highlights, the ghost, the score boxes with their live projections. The
 * screen that owns the view draws its controls and the tooltip
 * after that. */
#ifndef UI_TABLE_DRAW_H
#define UI_TABLE_DRAW_H

#include "table_view.h"

/* The table: desk, bars, cards, decrees, sheet, scores. */
void table_draw(TableView *tv);
/* A short explanation of what the pointer hovers, beside it. */
void table_draw_tooltip(TableView *tv);
/* The tooltip's box beside the pointer, kept inside the window and off the
 * bottom bar's status line, wrapped to lines when long, and its text; false
 * when the pointer is over nothing that explains itself. */
bool table_tooltip_box(TableView *tv, char *buf, size_t size, SDL_Rect *box);

#endif
