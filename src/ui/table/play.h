/* play.h: a move in progress on the play table: the options of the
 * pending decision, picking one, turning it, moving the ghost, dropping it
 * tentatively, and Confirm, which commits the move through the match.
 *
 * Legality comes from the engine itself: the tentative move is applied to a
 * copy of the game (Game is plain data), which also yields the points it
 * adds and the projections shown while the ghost moves. */
#ifndef UI_TABLE_PLAY_H
#define UI_TABLE_PLAY_H

#include <stdbool.h>

#include "table_view.h"

/* What the player does at the table, interpreted from UiEvents by the
 * screen that owns the table (table.c, replay.c). */
typedef enum TableActionKind {
    ACT_NONE,
    ACT_HOVER,   /* the pointer moved: hit, cell */
    ACT_PICK,    /* press on option tile hit.index (starts a drag) */
    ACT_DRAG_TO, /* the dragged shape is over space `cell` (-1 off the sheet) */
    ACT_DROP,    /* release of a drag over space `cell` (-1 off the sheet) */
    ACT_CLICK_CELL,
    ACT_ROTATE,     /* the right-click cycle: next of the eight orientations */
    ACT_TURN,       /* a quarter turn clockwise (R) */
    ACT_MIRROR,     /* flip left-right as seen (F) */
    ACT_MOVE_GHOST, /* arrows: dx, dy in spaces */
    ACT_NEXT_OPTION, /* Tab: the next option on the card (dx 1), Shift+Tab the one before (dx -1) */
    ACT_CONFIRM,
    ACT_CANCEL,
    ACT_UNDO,
    ACT_REDO,
    ACT_HINT,
    ACT_BUTTON, /* a button without a board meaning: hit (Rules, Menu, a tab, a box's, a replay's) */
    ACT_SCROLL, /* wheel: dy > 0 up */
    ACT_HOME,
    ACT_END,
    ACT_PAGE, /* Page Up (dy -1) / Page Down (dy 1) */
    ACT_BAR_FOCUS, /* the keys' focus moved on the bars, or back to the move (bar_focus.h) */
} TableActionKind;

typedef struct TableAction {
    TableActionKind kind;
    Hit hit;
    int cell;
    int dx, dy;
} TableAction;

/* Rebuilds the options after the game changed (a new decision). */
void play_refresh(TableView *tv);
/* Whether the picked option can be rotated and mirrored. */
bool play_can_turn(const TableMove *st, const Game *g);
/* Whether the tentative placement is a legal move. */
bool play_placement_legal(const TableMove *st);
/* Lays a move on the sheet as the ghost, as if the player had picked,
 * turned and placed it (a hint, a computer's move being shown); false when
 * it cannot be shown that way. */
bool play_show_move(TableView *tv, const Move *m);
/* Applies one action to the UI state (and, on Confirm, through the match
 * to the game). True when something visible changed; false also when the
 * action is not one of placing (the caller may take it). */
bool play_action(TableView *tv, const TableAction *a);

#endif
