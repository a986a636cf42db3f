/* match_think.h: computer players thinking off the UI thread (for the
 * match, match.c). Each question, a computer seat's move or a hint, runs
 * bot_think (src/ai) in a thread of its own on a copy of the game, writes
 * its answer into its job and posts an SDL user event that wakes the event
 * loop; think_collect joins the finished threads and hands their answers
 * back with the game they were about, so an answer about a game that has
 * moved on (an undo, a new or loaded game) is recognised and dropped. A
 * stale question is told to stop early (BotHardParams.stop). */
#ifndef UI_CORE_MATCH_THINK_H
#define UI_CORE_MATCH_THINK_H

#include <stdatomic.h>
#include <stdbool.h>

#include <SDL.h>

#include "bot.h"
#include "game.h"

#define THINK_JOBS 4 /* thoughts at once: one wanted, the rest stale ones finishing */
#define THINK_TIMES 64

typedef enum ThinkPurpose { THINK_FOR_SEAT, THINK_FOR_HINT } ThinkPurpose;

/* One question to a bot. The worker thread reads `game`, `kind` and `rng`
 * and writes `ok`, `choice` and `ms`, then sets `done`; the UI thread
 * reads the answer only after seeing `done`. */
typedef struct ThinkJob {
    SDL_Thread *thread; /* NULL: the slot is free */
    SDL_atomic_t done;
    atomic_int stop; /* set when the answer is no longer wanted: the search ends early */
    ThinkPurpose purpose;
    BotKind kind;
    Game game;
    Rng rng;
    Uint32 wake_event;
    bool ok;
    BotChoice choice;
    double ms; /* thinking time */
} ThinkJob;

typedef struct Thinker {
    Uint32 wake_event; /* the user event finished jobs post (0 until registered) */
    ThinkJob jobs[THINK_JOBS];
    /* measurements for tests and benchmarks */
    int thinks;
    double think_max_ms;
} Thinker;

/* Starts a job in a free slot; false when none is free or a thread cannot
 * be made (try again later). */
bool think_start(Thinker *t, ThinkPurpose purpose, BotKind kind, const Game *g);
/* A job for this purpose and this game is thinking. */
bool think_running(const Thinker *t, ThinkPurpose purpose, const Game *g);
/* The number of jobs thinking now. */
int think_busy(const Thinker *t);
/* The next finished job (joined; its slot stays readable until the next
 * call), or NULL. */
const ThinkJob *think_collect(Thinker *t);
/* Tells the jobs about another game than `live` (NULL: all) to stop. */
void think_stop_stale(Thinker *t, const Game *live);
/* Stops and joins every job (at exit). */
void think_shutdown(Thinker *t);

bool think_same_game(const Game *a, const Game *b);
bool think_same_move(const Move *a, const Move *b);

#endif
