/* boxes.h: the boxes the play table lays over itself, each a screen on the
 * one stack (ScreenType.box): the hand-over ("Anna's turn"), the end of a
 * season (every player's four numbers), the final scores (the ranking, or
 * the solo rating and title, with the game's code, the replay and the
 * sharing buttons) and the not-saved box (the autosave failed: try again,
 * save a copy elsewhere, quit anyway).
 *
 * The table pushes them (table.c: the next box that is due, one at a time)
 * and each box gets the table's state on entering: it reads the table's
 * view (the game, the names, the news, the maps of past seasons, the
 * layout) and shares its pointer and hover, and it draws the tutorial's
 * layer over itself. A box never changes the table: it closes with an
 * answer (ui_answer, BoxAnswer) and the table acts on it. A box is built
 * as a small document (title, lines, a table, buttons) laid out from text
 * measurements, so drawing, clicking and the report agree. */
#ifndef UI_TABLE_BOXES_H
#define UI_TABLE_BOXES_H

#include "screen.h"

/* The box of `id` (NULL for a screen that is not one of them):
 *   SCREEN_HANDOVER
 *   SCREEN_SEASON     arg: the season scored
 *   SCREEN_FINAL      arg: the table's game serial (its notes are of one game)
 *   SCREEN_NOT_SAVED  arg: NOT_SAVED_PLAYING or NOT_SAVED_QUITTING */
const ScreenType *box_screen(ScreenId id);

/* What a box answers the table with when it closes. */
typedef enum BoxAnswer {
    BOX_GO_ON,       /* Ready, Continue, View map, Play on: the game goes on */
    BOX_UNDO,        /* the hand-over: undo the move just made instead of handing over */
    BOX_NEW_GAME,    /* the final box: the menu opens over the table */
    BOX_SAVED_AGAIN, /* the not-saved box: the autosave worked this time */
} BoxAnswer;

/* A box's buttons (the index of a HIT_BOX_BUTTON). */
typedef enum BoxButton {
    BOXB_CONTINUE,
    BOXB_UNDO,
    BOXB_REPLAY,
    BOXB_REVIEW, /* the end of the game: the strong player's review (the review screen) */
    BOXB_NEW_GAME,
    BOXB_RETRY,        /* the autosave again */
    BOXB_COPY,         /* a copy in the home folder */
    BOXB_QUIT,         /* quit with moves not on disk */
    BOXB_SAVE_IMAGE,   /* the end of the game: the result image (share.h) */
    BOXB_COPY_SUMMARY, /* the end of the game: the one-line summary to the clipboard */
    BOXB_OPEN_FOLDER,  /* the end of the game, once an image is saved: its folder in the file manager */
    BOXB_COPY_CODE,    /* the game's challenge code to the clipboard (beside the code, not in the bottom row) */
    BOXB_COUNT
} BoxButton;

#endif
