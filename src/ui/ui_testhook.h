/* ui_testhook.h: what UI tests need from the running game. On F11 (with
 * $CARTOGRAPHERS_STATE set) the game writes a small key=value file: the
 * screen showing, the pending decision, where to click to make a good legal
 * move (the greedy bot's) with real input, the totals, the sheet shown
 * (view) and how many spaces are outlined as others' moves (recent_N); with
 * $CARTOGRAPHERS_RECORD set, the game's record (settings and moves, with
 * result lines once it is over) for cartographers-cli replay. Nothing here
 * changes the game. */
#ifndef UI_TESTHOOK_H
#define UI_TESTHOOK_H

#include "ui_app.h"

void testhook_dump(App *app);

#endif
