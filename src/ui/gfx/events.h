/* events.h: input normalised once. SDL's events become UiEvents here and
 * nowhere else: pointer positions in output pixels, keys by their role
 * (confirm, cancel, undo, ...), typed text as UTF-8. Each screen then
 * interprets UiEvents in its own terms (the table turns them into picks,
 * drags and moves; a dialog into clicks on its widgets). Fingers become
 * the same events in touch.h (a tap a click, a drag a held pointer), so a
 * screen needs nothing of its own for touch. Nothing above this file and
 * touch.c reads an SDL_Event. */
#ifndef UI_GFX_EVENTS_H
#define UI_GFX_EVENTS_H

#include <stdbool.h>

#include <SDL.h>

#include "window.h"

typedef enum UiEventKind {
    UI_NONE,
    UI_QUIT,           /* the player closes the window */
    UI_TERMINATE,      /* the system ends the game (SIGTERM, SIGINT, logging out): no questions */
    UI_RESIZE,         /* the window changed size (or the renderer lost its textures) */
    UI_REDRAW,         /* the window needs repainting */
    UI_POINTER_MOVE,   /* x, y; `held`: the left button is down; dx, dy: the motion since the last */
    UI_POINTER_LEAVE,  /* the pointer left the window */
    UI_PRESS,          /* a button pressed at x, y */
    UI_RELEASE,        /* a button released at x, y */
    UI_WHEEL,          /* dy > 0: up (away from the player) */
    UI_KEY,            /* key (a role), ch for KEY_CHAR */
    UI_TEXT,           /* typed text (UTF-8) */
    UI_TWO_FINGER_TAP, /* two fingers tapped together at x, y (touch.h) */
} UiEventKind;

typedef enum UiButton { UI_BUTTON_LEFT, UI_BUTTON_RIGHT, UI_BUTTON_MIDDLE } UiButton;

/* Keys by what they mean wherever they mean the same; letters and digits
 * (KEY_CHAR) mean what the screen makes of them. */
typedef enum UiKey {
    KEY_OTHER,
    KEY_CONFIRM,    /* Enter, keypad Enter */
    KEY_CANCEL,     /* Esc */
    KEY_BACKSPACE,
    KEY_NEXT,       /* Tab */
    KEY_LEFT,
    KEY_RIGHT,
    KEY_UP,
    KEY_DOWN,
    KEY_HOME,
    KEY_END,
    KEY_PAGE_UP,
    KEY_PAGE_DOWN,
    KEY_SPACE,
    KEY_DELETE,
    KEY_UNDO,       /* Ctrl+Z */
    KEY_REDO,       /* Ctrl+Y, Ctrl+Shift+Z */
    KEY_SELECT_ALL, /* Ctrl+A */
    KEY_PASTE,      /* Ctrl+V */
    KEY_QUIT,       /* Ctrl+Q */
    KEY_FULLSCREEN, /* F11, Alt+Enter */
    KEY_STATE_DUMP, /* F8: the test hook's state file (developer builds) */
    KEY_SCREENSHOT, /* F12: the test hook's screenshot (developer builds) */
    KEY_MENU,       /* a pad's Start: the menu, or back to the game from it (the shell's) */
    KEY_CHAR,       /* a letter ('a'-'z') or digit ('0'-'9', keypad too) without Ctrl */
} UiKey;

typedef struct UiEvent {
    UiEventKind kind;
    int x, y;        /* pointer events: output pixels */
    UiButton button; /* UI_PRESS, UI_RELEASE */
    bool held;       /* UI_POINTER_MOVE: the left button is down */
    int dx, dy;      /* UI_WHEEL: dy; UI_POINTER_MOVE: the motion in pixels */
    bool tap;        /* UI_PRESS, UI_RELEASE: of a finger's tap (not the start of a drag) */
    UiKey key;       /* UI_KEY */
    char ch;         /* KEY_CHAR */
    bool shift;      /* UI_KEY: Shift was held */
    char text[32];   /* UI_TEXT */
    InputSource source; /* what made it: the mouse, the keys, a pad or a touch */
} UiEvent;

/* Translates one SDL event; false when it means nothing to the game. */
bool events_translate(const Gfx *g, const SDL_Event *ev, UiEvent *out);

#endif
