/* ui_overlay.h: the screens laid over the table: hand-over ("Anna's
 * turn"), end of season (every player's four numbers), end of game (the
 * ranking, or the solo rating and title). One function lays an overlay out,
 * so drawing and clicking agree. */
#ifndef UI_OVERLAY_H
#define UI_OVERLAY_H

#include "ui_app.h"

/* What is under a pixel while an overlay is up (HIT_OVERLAY_BUTTON or
 * HIT_OVERLAY); HIT_NONE when no overlay is showing. */
Hit overlay_hit_test(const App *app, int x, int y);
void draw_overlay(App *app);

#endif
