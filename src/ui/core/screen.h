/* screen.h: the screen contract, and what every screen may use.
 *
 * Everything the player sees is a screen on the one stack (the table at the
 * bottom; the table's boxes over it; the menu, a dialog or the rules on
 * top). A screen is a ScreenType, a table of functions the shell calls, and
 * its own state:
 *
 *   enter          when it is pushed, with the request (its argument; a box
 *                  also gets the state of the screen it belongs to)
 *   leave          when it is popped
 *   answer         a screen above it closed with an answer (ui_answer)
 *   event          a UiEvent while it is on top; true when something visible changed
 *   tick           every time round the loop while on top; true to redraw
 *   draw           from the highest opaque screen up, each over the one below
 *                  (of the boxes on the stack only the highest is drawn)
 *   match_changed  what happened to the game being played (core/match.h),
 *                  delivered to every screen on the stack after each event
 *   busy           whether it moves by itself (an animation): the loop wakes often
 *   report         what it shows, named, for tests (see ScreenReport)
 *
 * Any function but draw may be NULL: the screen has nothing to do then.
 *
 * A box (ScreenType.box: the table's hand-over, season, final and not-saved
 * boxes) belongs to the screen under it that is not a box: it is pushed by
 * that screen, gets its state on entering, and stays with it when the
 * player goes back to the table from a screen above.
 *
 * Screens never open, close or replace each other directly, and never change
 * the game from inside a widget walk: navigation is a request (ui_push,
 * ui_pop, ui_answer, ...). A request changes the stack in Ui at once, so
 * every screen sees the stack as it will be (ui_top, ui_showing); the
 * screens' enter, leave and answer run after the event, in order, the way
 * Chocolate Doom performs a game action between tics. The shell is the only
 * code that knows every screen (shell/shell.c). */
#ifndef UI_CORE_SCREEN_H
#define UI_CORE_SCREEN_H

#include <stdbool.h>

#include "args.h"
#include "events.h"
#include "keyboard.h"
#include "match.h"
#include "past_games.h"
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
    SCREEN_IN_USE,   /* at start: another copy of the game owns the data folder */
    SCREEN_FRIENDS,  /* play with friends: host, join, the lobby */
    SCREEN_REVIEW,    /* the strong player's review of a finished game; arg: the seat (ui_push_review) */
    SCREEN_CHAT,      /* a network game's chat, over the table */
    SCREEN_KEYBOARD,  /* the on-screen keyboard of a text field (ui_push_keyboard) */
    /* the table's boxes (table/boxes.h) */
    SCREEN_HANDOVER,  /* hot-seat: "Anna's turn" */
    SCREEN_SEASON,    /* arg: the season just scored */
    SCREEN_FINAL,     /* the final scores */
    SCREEN_NOT_SAVED, /* the autosave failed; arg: NOT_SAVED_QUITTING when quitting asked for it */
    SCREEN_COUNT
} ScreenId;

enum { SAVES_LOAD, SAVES_SAVE };
enum { NOT_SAVED_PLAYING, NOT_SAVED_QUITTING };

/* Why a screen is entered. */
typedef struct NavRequest {
    ScreenId screen;
    int arg;
    struct Session *session; /* SCREEN_REPLAY, SCREEN_REVIEW: a game (the screen frees it); NULL: the match's */
    void *owner; /* a box: the state of the screen it belongs to (the first under it that is not a box) */
    char file[PAST_FILE_MAX]; /* SCREEN_REPLAY, SCREEN_REVIEW: the past game's file (its reviews'), "" none */
} NavRequest;

/* One thing the shell does after the event for the requests made in it. */
typedef enum NavStepKind { STEP_ENTER, STEP_LEAVE, STEP_ANSWER } NavStepKind;
typedef struct NavStep {
    NavStepKind kind;
    ScreenId screen; /* entered, left, or told the answer */
    ScreenId from;   /* STEP_ANSWER: the screen that closed; STEP_ENTER: a box's owner */
    int answer;      /* STEP_ANSWER */
    NavRequest why;  /* STEP_ENTER */
} NavStep;

#define UI_DEPTH 12  /* screens on the stack at most */
#define NAV_STEPS 64 /* steps waiting at most; a request that would overflow them is dropped */

/* The text field the on-screen keyboard types into (ui_push_keyboard):
 * what it held, its limit in bytes and its filter (keyboard.h); when the
 * keyboard closes with OK (answer KEYBOARD_OK), `text` is what was typed. */
typedef struct KeyboardField {
    char text[OSK_TEXT_MAX];
    int max;
    OskAccept accept;
    bool sends; /* OK sends the text (a chat line): its key and the pad's strip say "Send" */
} KeyboardField;
enum { KEYBOARD_CANCELLED, KEYBOARD_OK };

/* What every screen may use: the window, the game being played, the
 * player's files and settings, the command line; the stack, and the steps
 * the shell carries out after the event. */
typedef struct Ui {
    Gfx *gfx;
    Match *match;
    Profile *profile;
    const UiArgs *args;
    ScreenId stack[UI_DEPTH]; /* bottom (the table) first, as the requests so far leave it */
    int depth;
    unsigned boxes; /* bit per ScreenId: the screens that are boxes (filled by the shell) */
    NavStep steps[NAV_STEPS];
    int nsteps;
    bool quitting; /* the game closes after the event */
    bool table_seen; /* the table has shown the match's game (the menu offers "Back to the game") */
    unsigned settings_changed; /* SETTING_* flags the shell applies after the event (settings.h) */
    bool quit_confirmed; /* the player chose to quit with moves not on disk */
    KeyboardField keyboard; /* the field of SCREEN_KEYBOARD */
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
    bool box;         /* belongs to the screen under it (see above) */
    void *(*create)(Ui *ui);
    void (*destroy)(void *self);
    void (*enter)(void *self, Ui *ui, const NavRequest *why);
    void (*leave)(void *self, Ui *ui);
    void (*answer)(void *self, Ui *ui, ScreenId from, int answer);
    bool (*event)(void *self, Ui *ui, const UiEvent *e);
    bool (*tick)(void *self, Ui *ui);
    void (*draw)(void *self, Ui *ui);
    void (*match_changed)(void *self, Ui *ui, const MatchEvent *e);
    bool (*busy)(void *self, Ui *ui);
    void (*report)(void *self, Ui *ui, ScreenReport *r);
} ScreenType;

/* Requests. A screen already on the stack is not pushed again: the screens
 * above it go instead (one state per screen). */
void ui_push(Ui *ui, ScreenId screen, int arg);
/* A replay of `owned` (NULL: the match's game); past_file (NULL: none) is
 * the past game it was read from, so that its Review keeps the review there. */
void ui_push_replay(Ui *ui, struct Session *owned, const char *past_file);
/* The review of seat `seat` (0-based; REVIEW_FIRST_HUMAN: the first seat
 * a person played, else the first) of a finished game: `owned` (the screen
 * frees it), or the match's game when NULL; `past_file` names the past game
 * it is (past_games.h), where the review is kept, or NULL. */
#define REVIEW_FIRST_HUMAN (-1)
void ui_push_review(Ui *ui, struct Session *owned, const char *past_file, int seat);
/* The on-screen keyboard for a field holding `text` (max bytes at most,
 * `accept` its filter or NULL); the screen that asked is answered
 * KEYBOARD_OK (ui->keyboard.text the typed text) or KEYBOARD_CANCELLED. */
void ui_push_keyboard(Ui *ui, const char *text, int max, OskAccept accept);
/* The same for a chat line, which OK sends: the key says "Send". */
void ui_push_keyboard_send(Ui *ui, const char *text, int max);
/* The top screen goes (never the table). */
void ui_pop(Ui *ui);
/* The top screen goes, and the one under it is told `answer` (its answer
 * function), from the screen that closed. */
void ui_answer(Ui *ui, int answer);
/* `screen` goes wherever it is on the stack; those above it stay. */
void ui_close(Ui *ui, ScreenId screen);
/* Back to the table: every screen above it and its boxes goes. */
void ui_to_table(Ui *ui);
/* The game closes; with moves only in memory (the autosave failed) it asks
 * first: back to the table, with the not-saved box offering "Quit anyway". */
void ui_quit(Ui *ui);

/* The stack as the requests so far leave it. */
ScreenId ui_top(const Ui *ui);
bool ui_showing(const Ui *ui, ScreenId screen);
/* The highest box on the stack, SCREEN_TABLE when there is none. */
ScreenId ui_top_box(const Ui *ui);

#endif
