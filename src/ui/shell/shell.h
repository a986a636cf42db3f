/* shell.h: the only code that knows every screen. It owns what the app
 * holds (the window, the player's files, the match, the screens) and runs
 * the stack of screens (kept in Ui, core/screen.h): the table at the
 * bottom, its boxes over it, the menu, a dialog or the rules on top. Input
 * goes to the top screen; after each event the shell applies changed
 * settings, hands the match's events to every screen on the stack and
 * carries out what the screens' requests (push, pop, answer, close, back to
 * the table, quit) left to do: each screen's enter, leave and answer, in
 * that order, until nothing is left. */
#ifndef UI_SHELL_SHELL_H
#define UI_SHELL_SHELL_H

#include <stdbool.h>

#include <SDL.h>

#include "args.h"
#include "fileio.h"
#include "match.h"
#include "profile.h"
#include "screen.h"
#include "touch.h"
#include "window.h"

typedef struct ScreenSlot {
    const ScreenType *type;
    void *self;
} ScreenSlot;

typedef struct Shell {
    UiArgs args;
    Gfx gfx;
    Profile profile;
    Match *match;
    Ui ui;
    char localedir[FILEIO_PATH_MAX];
    ScreenSlot screens[SCREEN_COUNT]; /* the stack is ui.stack */
    bool running;
    bool redraw;
    bool window_moved; /* the window's normal size or place changed: saved when the game closes */
    Uint32 fit_until;  /* till then (SDL ticks) the window is fitted to its display as its frame becomes known
                          (core/window_place.h); 0 once it was */
    SDL_Point fit_at;  /* where the inside was asked to open, when a place was remembered */
    bool fit_at_set;
    int raised;        /* times a second copy brought this window forward (tests) */
    unsigned motions;  /* pointer motions handled (the F8 dump's, for the benchmarks) */
    Touch touch;       /* the fingers on a touch screen (gfx/touch.h) */
} Shell;

/* Brings the app up from sh->args and sh->localedir (start.c): the
 * player's files, the language, the match, the window, the screens, and the
 * first screens. False (with a message on stderr) when it cannot. */
bool shell_start(Shell *sh);
/* Brings it down again (threads, screens, files, window). */
void shell_stop(Shell *sh);
/* Creates every screen; the stack holds the table. False when one cannot
 * be made. */
bool shell_init(Shell *sh);
void shell_free(Shell *sh);
/* Pushes a screen as a screen's request would. */
void shell_push(Shell *sh, ScreenId id, int arg);
/* The screen on top, and its state. */
ScreenId shell_top(const Shell *sh);
void *shell_screen(const Shell *sh, ScreenId id);
/* A screen by its name ("menu", ...), or -1. */
int shell_screen_named(const char *name);
/* Whether a screen is a box (ScreenType.box: pushed only by its owner). */
bool shell_is_box(ScreenId id);
/* One SDL event through the whole chain (see above). */
void shell_event(Shell *sh, const SDL_Event *ev);
/* Each time round the loop: a finger's long press, the computer players'
 * answers, a held D-pad's or stick's repeat (pads.h), the top screen's tick,
 * and what they caused. */
void shell_tick(Shell *sh);
/* How long the loop may sleep for input at most (ms): `moving` (something
 * animates), a finger waiting to become a long press, a held D-pad's or
 * stick's next repeat or a network game to serve wake it early. */
int shell_wait_ms(Shell *sh, bool moving);
/* Something drawn moves by itself: the loop should wake up soon. */
bool shell_busy(Shell *sh);
/* Draws the stack (from the highest opaque screen up) into the renderer. */
void shell_draw(Shell *sh);
/* Carries out everything the last event caused (settings, match events,
 * requests). */
void shell_settle(Shell *sh);

#endif
