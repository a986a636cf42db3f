/* harness.h: the whole app without a display, for tests: the shell as
 * main.c brings it up (the dummy video driver, a data folder of its own),
 * driven with SDL events through the same path real input takes
 * (shell_event: events_translate, then the top screen). */
#ifndef UI_TESTS_HARNESS_H
#define UI_TESTS_HARNESS_H

#include <stdbool.h>

#include <SDL.h>

#include "shell.h"
#include "table_view.h"

typedef struct Harness {
    Shell sh;
    char dir[64];
    char *argv[24];
    int argc;
    char value[1024]; /* the last harness_value */
    SDL_Joystick *pad; /* the virtual gamepad (harness_pad_attach), NULL none */
} Harness;

/* Starts the app with these command-line words (after the program name)
 * on a fresh data folder; false when it does not come up. */
bool harness_start(Harness *h, const char *const *args);
/* The same on the data folder of an earlier run (a restart). */
bool harness_restart(Harness *h, const char *const *args);
void harness_stop(Harness *h);
/* The number of moves the app's --autoplay makes before a game of these
 * settings ends (it plays the greedy bot from the seed, as core/match.c
 * does). */
int harness_moves_to_end(const GameSettings *s);
/* Sets the text size (the "Text and buttons" setting, in percent) as the
 * settings screen does: the shell applies it and measures the window again. */
void harness_text_size(Harness *h, int percent);

void harness_key(Harness *h, SDL_Keycode key, Uint16 mod);
void harness_text(Harness *h, const char *text);
void harness_move(Harness *h, int x, int y);
void harness_press(Harness *h, int x, int y, Uint8 button);
void harness_release(Harness *h, int x, int y, Uint8 button);
void harness_click(Harness *h, int x, int y, Uint8 button);
void harness_click_rect(Harness *h, SDL_Rect r);
/* SDL's own queue to the app as the loop takes it (a pad's events). */
void harness_pump(Harness *h);
/* A virtual gamepad (SDL_JoystickAttachVirtual, with a mapping of SDL's
 * button and axis order added by SDL_GameControllerAddMapping), plugged in
 * and seen by the app; false when SDL refuses. */
bool harness_pad_attach(Harness *h);
/* Unplugged (the app sees it go). */
void harness_pad_detach(Harness *h);
/* A button pressed and let go; an axis moved to v (and the app told). */
void harness_pad_button(Harness *h, SDL_GameControllerButton b);
void harness_pad_axis(Harness *h, SDL_GameControllerAxis a, Sint16 v);

/* A turn of the loop: the computer players' answers, ticks (waits a
 * little for threads). */
void harness_tick(Harness *h);
/* Turns of the loop until no computer is to move (or a limit). */
void harness_let_computers_play(Harness *h);

ScreenId harness_top(const Harness *h);
/* The box over the table (the highest on the stack), SCREEN_TABLE when none. */
ScreenId harness_box(const Harness *h);
/* What screen `id` reports (its `report`, core/screen.h): where its spot
 * `name` is ({0} when it reports none such), and its value `name` ("" when
 * none; the text stays until the next call). */
SDL_Rect harness_spot(Harness *h, ScreenId id, const char *name);
const char *harness_value(Harness *h, ScreenId id, const char *name);
/* harness_value as a number (-1 when there is none). */
int harness_number(Harness *h, ScreenId id, const char *name);
/* Whether a line of the box over the table holds `a` (and `b` when given). */
bool harness_box_says(Harness *h, const char *a, const char *b);
TableView *harness_table(Harness *h);
const Game *harness_game(const Harness *h);
/* The greedy bot's move for the pending decision (the state dump's hint):
 * the option of the newest card it takes (-1 none) and its tile as laid
 * out now ({0} when none shows), its orientation from a freshly picked
 * option's, the space under the shape's middle where the ghost must stand
 * (the ghost centres the shape's bounding box), and the session's moves
 * before it. */
typedef struct HarnessHint {
    Move move;
    int option, orient, grip;
    SDL_Rect tile;
    int before;
} HarnessHint;
bool harness_hint(Harness *h, HarnessHint *out);
/* Makes the greedy bot's move for the pending decision with the mouse as
 * a player would (pick the option, turn it with right-clicks, click the
 * space, Confirm with Enter); false when it was not committed. */
bool harness_play_move(Harness *h);
/* Whether the session has one move more than `before` (else says why on
 * stderr). */
bool harness_move_made(Harness *h, int before);

/* ---- touch (harness_touch.c) ---- */

/* A finger event (SDL_FINGERDOWN, _MOTION, _UP) of finger `id` at output
 * pixel x, y, stamped `ms` (SDL_GetTicks' clock), followed for the first
 * finger by the mouse events SDL makes of it (which == SDL_TOUCH_MOUSEID),
 * as a touch screen sends both. */
void harness_finger(Harness *h, Uint32 type, SDL_FingerID id, int x, int y, Uint32 ms);
/* A tap at x, y (down and up at once). */
void harness_tap(Harness *h, int x, int y);
void harness_tap_rect(Harness *h, SDL_Rect r);
/* A finger drag from one pixel to another in `steps` motions. */
void harness_drag(Harness *h, int x0, int y0, int x1, int y1, int steps);
/* A long press at x, y: down, held past the long press (the loop's tick
 * finds it), up. */
void harness_long_press(Harness *h, int x, int y);
/* Two fingers tapped together at x, y. */
void harness_two_finger_tap(Harness *h, int x, int y);
/* Makes the greedy bot's move with the fingers alone: taps the option,
 * then a space (or drags the option there when `drag`), mirrors it with a
 * two-finger tap and turns it with taps on the shape, and taps Confirm;
 * false when it was not committed. */
bool harness_touch_move(Harness *h, bool drag);

/* What a searched game must reach after a move (`scored`: the seasons
 * scored before it). */
typedef bool (*HarnessWanted)(const Game *g, int scored, bool after_winter);
/* A game of `kind` and `players` (the greedy bot at every seat, as autoplay
 * plays) in which a move brings what `want` looks for: the seed and the
 * moves before that move (--autoplay before+1 reaches it). */
bool harness_find_game(GameKind kind, int players, HarnessWanted want, bool after_winter, uint64_t *seed, int *before);

/* Dismisses the table's boxes with Enter until none shows (or a limit). */
void harness_dismiss(Harness *h);
/* Draws the whole window afresh and writes it to `path` as a PNG, for
 * looking at (not compared); false, said on stderr, when not written. */
bool harness_shot(Harness *h, const char *path);
/* Runs `before 'DIR'after` in the shell (a mount, a full disk); true when
 * it exited 0. */
bool harness_shell(const char *before, const char *dir, const char *after);
/* The data folder becomes a file under the running game (so that even root
 * cannot write there), or a folder again; false when that failed. */
bool harness_break_folder(const char *dir, bool broken);
/* Keeps a finished mixed game of six players with long names among the
 * past games of data_dir (the greedy bot plays every seat). */
bool harness_keep_six(const char *data_dir);

#endif
