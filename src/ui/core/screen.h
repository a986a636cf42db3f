/* screen.h: the screen contract, and what every screen may use.
 *
 * Everything the player sees is a screen on the shell's stack (the table at
 * the bottom; the menu, a dialog or the rules on top of it). A screen is a
 * ScreenType, a table of functions the shell calls, and its own state:
 *
 *   enter          when it is pushed, with the argument of its request
 *   leave          when it is popped
 *   event          a UiEvent while it is on top; true when something visible changed
 *   tick           every time round the loop while on top; true to redraw
 *   draw           from the lowest opaque screen up, each over the one below
 *   match_changed  what happened to the game being played (core/match.h),
 *                  delivered to every screen on the stack after each event
 *   busy           whether it moves by itself (an animation): the loop wakes often
 *   report         what it shows, named, for tests (see ScreenReport)
 *
 * Any function but draw may be NULL: the screen has nothing to do then.
 *
 * Screens never open, close or replace each other, and never change the
 * game from inside a widget walk: navigation is a request (ui_push, ui_pop,
 * ...) that the shell carries out after the event, the way Chocolate Doom
 * performs a game action between tics. The shell is the only code that
 * knows every screen (shell/shell.c). */
#ifndef UI_CORE_SCREEN_H
#define UI_CORE_SCREEN_H

#include <stdbool.h>

#include "args.h"
#include "events.h"
#include "match.h"
#include "profile.h"
#include "settings.h"
#include "window.h"

typedef enum ScreenId {
    SCREEN_TABLE,    /* the game being played (table/table.h) */
    SCREEN_REPLAY,   /* a game watched move by move (table/replay.h) */
    SCREEN_MENU,
    SCREEN_SETUP,
    SCREEN_CAMPAIGN,
    SCREEN_STATS,
    SCREEN_SETTINGS,
    SCREEN_SAVES,    /* arg: SAVES_SAVE or SAVES_LOAD */
    SCREEN_RULES,
    SCREEN_PAST,     /* the finished games kept (src/session/past_games.h) */
    SCREEN_CHALLENGE, /* arg: CHALLENGE_DAILY or CHALLENGE_WEEKLY */
    SCREEN_COUNT
} ScreenId;

enum { SAVES_LOAD, SAVES_SAVE };

typedef enum NavKind {
    NAV_PUSH,     /* a screen on top (screen, arg, session) */
    NAV_POP,      /* the top screen goes */
    NAV_TO_TABLE, /* every screen above the table goes */
    NAV_QUIT,
} NavKind;

typedef struct NavRequest {
    NavKind kind;
    ScreenId screen;
    int arg;
    struct Session *session; /* SCREEN_REPLAY: a saved game to watch (the replay frees it); NULL: the match's */
} NavRequest;

#define NAV_MAX 8

/* What every screen may use: the window, the game being played, the
 * player's files and settings, the command line; and the requests the shell
 * carries out after the event. */
typedef struct Ui {
    Gfx *gfx;
    Match *match;
    Profile *profile;
    const UiArgs *args;
    NavRequest nav[NAV_MAX];
    int nnav;
    const void *top; /* the screen on top of the stack (its state) */
    bool table_seen; /* the table has shown the match's game (the menu offers "Back to the game") */
    unsigned settings_changed; /* SETTING_* flags the shell applies after the event (settings.h) */
    bool quit_confirmed; /* the player chose to quit with moves not on disk */
    int tutorial_starting; /* the game being started is this tutorial chapter's (1, 2; 0 none), from its first step (table/tutorial.h) */
} Ui;

/* What a screen shows, by name, for the tests: the state dump of developer
 * builds (shell/testhook.c) and the tests' harness ask a screen's `report`,
 * so no screen exports getters for them. A spot is a place to click, in
 * output pixels (an empty one: not shown now); a value is a short text. The
 * names are the screen's own ("past", "item_3"); the state dump writes
 * them after the screen's name ("menu_past_x"). */
typedef struct ScreenReport ScreenReport;
struct ScreenReport {
    void (*spot)(ScreenReport *r, const char *name, SDL_Rect where);
    void (*value)(ScreenReport *r, const char *name, const char *text);
    void *ctx;
};
/* A value printf-style. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((format(printf, 3, 4)))
#endif
void report_value(ScreenReport *r, const char *name, const char *fmt, ...);
/* A spot named printf-style ("item_%d"). */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((format(printf, 3, 4)))
#endif
void report_spot(ScreenReport *r, SDL_Rect where, const char *fmt, ...);

typedef struct ScreenType {
    const char *name; /* "menu", ... (tests, $CARTOGRAPHERS_OPEN) */
    bool opaque;      /* covers the whole window: nothing below is drawn */
    void *(*create)(Ui *ui);
    void (*destroy)(void *self);
    void (*enter)(void *self, Ui *ui, const NavRequest *why);
    void (*leave)(void *self, Ui *ui);
    bool (*event)(void *self, Ui *ui, const UiEvent *e);
    bool (*tick)(void *self, Ui *ui);
    void (*draw)(void *self, Ui *ui);
    void (*match_changed)(void *self, Ui *ui, const MatchEvent *e);
    bool (*busy)(void *self, Ui *ui);
    void (*report)(void *self, Ui *ui, ScreenReport *r);
} ScreenType;

/* Requests (carried out by the shell after the event, in order). */
void ui_push(Ui *ui, ScreenId screen, int arg);
void ui_push_replay(Ui *ui, struct Session *owned);
void ui_pop(Ui *ui);
void ui_to_table(Ui *ui);
void ui_quit(Ui *ui);

#endif
