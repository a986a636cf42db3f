/* ui_input.h: input normalised once. SDL events (mouse, keys, window)
 * become board-level actions: pick an option, drag the ghost to a space,
 * drop, click a space, rotate, mirror, confirm, cancel, undo. Hit-testing
 * turns pixels into spaces, cards, options and buttons here and nowhere else;
 * nothing after this point sees an SDL event. */
#ifndef UI_INPUT_H
#define UI_INPUT_H

#include <SDL.h>

#include "ui_app.h"

typedef enum ActionKind {
    ACT_NONE,
    ACT_QUIT,
    ACT_RESIZE,  /* the window changed size */
    ACT_REDRAW,  /* the window needs repainting */
    ACT_HOVER,   /* the pointer moved: hit */
    ACT_PICK,    /* press on option tile hit.index (starts a drag) */
    ACT_DRAG_TO, /* the dragged shape is over space `cell` (-1 off the sheet) */
    ACT_DROP,    /* release of a drag over space `cell` (-1 off the sheet) */
    ACT_CLICK_CELL,
    ACT_ROTATE, /* the right-click cycle: next of the eight orientations */
    ACT_TURN,   /* a quarter turn clockwise (R) */
    ACT_MIRROR, /* flip left-right as seen (F) */
    ACT_MOVE_GHOST, /* arrows: dx, dy in spaces */
    ACT_CONFIRM,
    ACT_CANCEL,
    ACT_UNDO,
    ACT_REDO,
    ACT_BUTTON, /* a button without a board meaning: hit.index (Rules, Menu) */
    ACT_CLICK,  /* setup and other screens: a press at (x, y) */
    ACT_TEXT,   /* typed text (UTF-8) for the focused field */
    ACT_BACKSPACE,
    ACT_NEXT_FIELD, /* Tab */
    ACT_SCROLL,     /* wheel: dy > 0 up */
    ACT_HOME,       /* Home: to the start (replays, lists) */
    ACT_END,        /* End: to the end */
    ACT_PAGE,       /* Page Up (dy -1) / Page Down (dy 1) */
} ActionKind;

typedef struct Action {
    ActionKind kind;
    Hit hit;
    int cell;
    int dx, dy;
    int x, y;      /* ACT_CLICK, ACT_HOVER: output pixels */
    char text[32]; /* ACT_TEXT */
} Action;

/* What is under a pixel (output coordinates). */
Hit input_hit_test(const App *app, int x, int y);

/* Translates one event into at most `max` actions; returns how many. */
int input_translate(App *app, const SDL_Event *ev, Action *out, int max);

#endif
