/* overlay.h: the screens laid over the play table: hand-over ("Anna's
 * turn"), end of season (every player's four numbers), end of game (the
 * ranking, or the solo rating and title). One function lays an overlay out,
 * so drawing and clicking agree. */
#ifndef UI_TABLE_OVERLAY_H
#define UI_TABLE_OVERLAY_H

#include "table_view.h"

/* What is under a pixel while an overlay is up (HIT_OVERLAY_BUTTON or
 * HIT_OVERLAY); HIT_NONE when no overlay is showing. */
Hit overlay_hit_test(const TableView *tv, int x, int y);
void overlay_draw(TableView *tv);
/* Tests: whether the overlay showing has a button, the text of a cell of
 * its table ("" beyond it), its lines, and where a button is. */
bool overlay_has_button(const TableView *tv, OverlayButton b);
void overlay_cell_text(const TableView *tv, int row, int col, char *out, size_t size);
#define OVERLAY_LINES_MAX (3 + NEWS_MAX) /* the most lines an overlay has */
int overlay_lines(const TableView *tv, char out[][200], int max);
SDL_Rect overlay_button_rect(const TableView *tv, OverlayButton b);
/* Tests: what the final box says about keeping the game ("" nothing). */
void overlay_kept_text(const TableView *tv, char *out, size_t size);
/* The overlay's panel (w 0 when none is showing). */
SDL_Rect overlay_panel_rect(const TableView *tv);

#endif
