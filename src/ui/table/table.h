/* table.h: the play table, the screen at the bottom of the stack: the
 * match's game drawn on the desk and played with the mouse and the keys.
 *
 * It interprets input into moves the way Simon Tatham's Puzzles'
 * interpret_move does (hit.c, play.c): a UiEvent becomes a change of the UI
 * state, a move for the match, or nothing. It learns what happened to the
 * game only from the match's events (match_changed): it then syncs the game
 * it shows, animates, outlines what others drew, and pushes its boxes
 * (boxes.h: a hand-over, a season's end, the final scores, the autosave
 * failed) onto the stack, one at a time, acting on the answer each closes
 * with. A computer's move is shown as a ghost for a moment before it is
 * committed; a hint is laid down as the player's own ghost. */
#ifndef UI_TABLE_TABLE_H
#define UI_TABLE_TABLE_H

#include <stdbool.h>

#include "screen.h"

const ScreenType *table_screen(void);

/* Tests (the state dump of developer builds): the view the table shows,
 * whether a computer's move is being shown, whether Hint can be pressed. */
struct TableView *table_view_of(void *self);
bool table_showing(void *self);
bool table_hint_enabled(void *self);
/* The guided first game's state (active false when this is not its game). */
const struct Tutorial *table_tutorial_of(void *self);

/* For the table's boxes (boxes.c): the lessons' layer drawn over a box, and
 * a press on the lessons' box over it (true when it took the press). */
struct BoxOver;
void table_draw_lessons(void *self, const struct BoxOver *over);
bool table_lessons_press(void *self, const UiEvent *e, const struct BoxOver *over);

#endif
