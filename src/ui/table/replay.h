/* replay.h: watching a game move by move, a screen of its own: the game
 * being played (from the end-of-game box) or a saved one (from the list
 * of saves or of past games). It shows the game after the first `pos`
 * moves on a table of its own; controls in the placing-tools strip step
 * forward and back and jump to the start or the end, a season chip jumps
 * to that season, the keys do the same (arrows, Home, End, Page Up/Down);
 * Tab (a pad's X) rings the controls, Rules, Menu and the season chips.
 * A finished game's Review (also the key V) opens the strong player's
 * review of the seat shown (review_screen.c), kept beside the past game
 * when the replay is of one. Nothing is played while a replay shows: it is
 * a view. Close goes back to where it was opened from. */
#ifndef UI_TABLE_REPLAY_H
#define UI_TABLE_REPLAY_H

#include "screen.h"

/* RB_REVIEW is shown for a finished game only. */
typedef enum ReplayButton { RB_START, RB_BACK, RB_FORWARD, RB_END, RB_REVIEW, RB_CLOSE, RB_COUNT } ReplayButton;

const ScreenType *replay_screen(void);

/* Tests (the state dump of developer builds): the view the replay shows. */
struct TableView *replay_view_of(void *self);

#endif
