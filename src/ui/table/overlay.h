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

#endif
