/* fuzz.h: the random-input test, in developer builds only: with
 * --fuzz-events N the app feeds itself N random SDL events (mouse moves,
 * presses and releases, the wheel, fingers, keys with and without modifiers, typed
 * text, window resizes) through SDL's queue into its own event loop, so
 * they take exactly the way real input takes; it draws a frame every few
 * events, ignores quitting until the last event, then exits normally (so
 * the sanitizers can look for leaks). The events come from --fuzz-seed,
 * so a failure can be replayed. Run it with SDL_VIDEODRIVER=dummy and its
 * own CARTOGRAPHERS_DATA_DIR: the app saves, loads and changes settings as
 * the random clicks lead it. */
#ifndef UI_SHELL_FUZZ_H
#define UI_SHELL_FUZZ_H

#include <stdbool.h>
#include <stdint.h>

#include "rng.h"

#define FUZZ_DRAW_EVERY 100/* events between two drawn frames */

typedef struct Fuzz {
    long left, total; /* events still to send, in all */
    Rng rng;
    bool button_down; /* the left button, as the events sent left it */
    /* what the events reached, for the summary at the end */
    unsigned seen;    /* bit per ScreenId: the screens that were on top */
    long moves;       /* moves committed (the session grew) */
    int last_moves;
} Fuzz;

struct Shell;

void fuzz_begin(Fuzz *f, long events, uint64_t seed);
bool fuzz_active(const Fuzz *f);
/* Queues the next random event; false once all have been sent. */
bool fuzz_push(Fuzz *f, struct Shell *sh);
/* Whether this iteration of the loop draws a frame. */
bool fuzz_draw_now(const Fuzz *f);
/* One line on stderr: events sent, moves made, the screens reached (by
 * their names: every screen and box of the stack counts). */
void fuzz_report(const Fuzz *f, const struct Shell *sh);

#endif
