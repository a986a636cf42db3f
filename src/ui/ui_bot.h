/* ui_bot.h: computer players and the Hint button in the app.
 *
 * A bot thinks off the UI thread: each question (a computer seat's move, a
 * hint) runs bot_think (src/ai) in a thread of its own on a copy of the
 * game, writes its answer into its job and posts an SDL user event that
 * wakes the event loop. The loop calls bot_update every time round; it
 * collects finished jobs and uses an answer only while the session's game
 * is still the one it was asked about, so an answer that arrives after an
 * undo, a new game or a loaded one is dropped. The UI keeps drawing and
 * taking input all the while (menu, rules, viewing sheets); only moves by
 * humans wait for the computer.
 *
 * A computer's move is first shown as the ghost on the sheet it is drawn on
 * (the table switches to that sheet) for about a second with animations on,
 * then committed through app_commit_move like a player's Confirm. Hand-over
 * screens are only shown between humans.
 *
 * The hint is the hard bot's move for the human who decides now, placed as
 * their own ghost (Confirm commits it, anything else changes it) with the
 * points it is expected to add. */
#ifndef UI_BOT_H
#define UI_BOT_H

#include <stdbool.h>
#include <stdio.h>

#include <SDL.h>

#include "bot.h"
#include "game.h"
#include "session.h"
#include "ui_args.h"

#define BOT_JOBS 4 /* thoughts at once: one wanted, the rest stale ones finishing */

typedef enum BotPurpose { BOT_FOR_SEAT, BOT_FOR_HINT } BotPurpose;

/* One question to a bot. The worker thread reads `game`, `kind` and `rng`
 * and writes `ok`, `choice` and `ms`, then sets `done`; the UI thread
 * reads the answer only after seeing `done`. */
typedef struct BotJob {
    SDL_Thread *thread; /* NULL: the slot is free */
    SDL_atomic_t done;
    atomic_int stop; /* set when the answer is no longer wanted: the search ends early */
    BotPurpose purpose;
    BotKind kind;
    Game game;
    Rng rng;
    Uint32 wake_event;
    bool ok;
    BotChoice choice;
    double ms; /* thinking time */
} BotJob;

typedef enum HintState { HINT_NONE, HINT_THINKING, HINT_SHOWN } HintState;

#define BOT_TIMES 64

typedef struct BotUi {
    Uint32 wake_event; /* the user event finished jobs post (0 until registered) */
    BotJob jobs[BOT_JOBS];
    /* a computer seat's move for `move_game`: thought, shown, committed */
    bool have_move;
    Game move_game;
    BotChoice move;
    bool showing;
    Uint32 show_until; /* SDL_GetTicks */
    /* the hint for `hint_game` */
    HintState hint;
    Game hint_game;
    BotChoice hint_choice;
    Uint64 hint_asked; /* SDL_GetPerformanceCounter at the request */
    double hint_ms;    /* the last hint's latency: request to ghost */
    /* measurements for tests and benchmarks (F11 dump, $CARTOGRAPHERS_TIMING) */
    double hint_times[BOT_TIMES];
    int nhint_times;
    double think_max_ms;
    int thinks;
} BotUi;

struct App;
struct Action;
struct ViewGhost;

/* Each time round the event loop: collects answers, starts thinking for a
 * computer seat, shows and commits its move. True when the screen changed. */
bool bot_update(struct App *app);
/* A computer's move is being shown: the loop should wake up soon. */
bool bot_animating(const struct App *app);
/* Waits for every thinking thread (at exit). */
void bot_shutdown(struct App *app);

/* Whether seat `player` of the game being played is a computer. */
bool bot_seat_is_computer(const struct App *app, int player);
/* The pending decision is a computer's. */
bool bot_computer_turn(const struct App *app);
/* Hot-seat: whether passing the screen to `actor` needs a hand-over
 * screen. Never to a computer; with only one human at the table the screen
 * is always theirs (this records it as theirs). */
bool bot_needs_handover(struct App *app, int actor);
/* The status line during a computer's turn; false on a human's turn. */
bool bot_status(struct App *app);
/* Actions on the table during a computer's turn (only looking, menus,
 * rules and undo are possible) and the Hint button. True when the action
 * was taken here; *changed then says whether something visible changed. */
bool bot_action(struct App *app, const struct Action *a, bool *changed);

/* ---- the hint (ui_hint.c) ---- */

/* Hint button or H: starts the hard bot for the human who decides now. */
void hint_request(struct App *app);
/* Whether the Hint button can be pressed now. */
bool hint_enabled(const struct App *app);
/* An answer for a hint arrived (from bot_update). */
void hint_answer(struct App *app, BotJob *job);
/* Drops a hint that no longer fits the game. */
void hint_check(struct App *app);
/* The ghost's label while it shows the hint unchanged. */
void hint_ghost_label(const struct App *app, struct ViewGhost *g);
/* Tooltips of the Hint button and of the hinted ghost. */
bool hint_tooltip(struct App *app, char *buf, size_t size);

/* ---- shared by ui_bot.c and ui_hint.c ---- */

/* Starts a job in a free slot; false when none is free or a thread cannot
 * be made (try again later). */
bool bot_job_start(struct App *app, BotPurpose purpose, BotKind kind, const Game *g);
/* A job for this purpose and this game is thinking. */
bool bot_job_running(const struct App *app, BotPurpose purpose, const Game *g);
/* The game a bot answers about: the session's live game (NULL: none). */
const Game *bot_live_game(const struct App *app);
bool bot_same_game(const Game *a, const Game *b);
bool bot_same_move(const Move *a, const Move *b);
/* "Ben (computer)" or the name of a seat named like a computer already. */
void bot_player_name(const struct App *app, int player, char *out, size_t size);

/* Tests: the bots' state as key=value lines (ui_testhook.c). */
void bot_dump(struct App *app, FILE *f);


#endif
