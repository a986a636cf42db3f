/* match_think.c: bots in worker threads (see match_think.h). */
#include "match_think.h"

#include <stdio.h>
#include <string.h>

#include "platform.h"

bool think_same_game(const Game *a, const Game *b) { return memcmp(a, b, sizeof *a) == 0; }

bool think_same_move(const Move *a, const Move *b)
{
    if (a->kind != b->kind || a->at != b->at || a->card != b->card)
        return false;
    switch (a->kind) {
    case MOVE_DRAW: return a->shape == b->shape && a->orient == b->orient && a->terrain == b->terrain;
    case MOVE_SINGLE: return a->terrain == b->terrain;
    case MOVE_HERO: return a->orient == b->orient;
    default: return true;
    }
}

static int job_main(void *data)
{
    ThinkJob *j = data;
    Uint64 t0 = SDL_GetPerformanceCounter();
    BotHardParams params;
    bot_hard_params_default(&params);
    params.stop = &j->stop;
    j->ok = bot_think(j->kind, &params, &j->game, &j->rng, &j->choice);
    j->ms = (double)(SDL_GetPerformanceCounter() - t0) * 1000.0 / (double)SDL_GetPerformanceFrequency();
    SDL_AtomicSet(&j->done, 1);
    SDL_Event ev;
    SDL_zero(ev);
    ev.type = j->wake_event;
    SDL_PushEvent(&ev); /* wakes the event loop; think_collect finds the answer */
    return 0;
}

bool think_start(Thinker *t, ThinkPurpose purpose, BotKind kind, const Game *g)
{
    if (t->wake_event == 0) {
        Uint32 type = SDL_RegisterEvents(1);
        if (type == (Uint32)-1)
            return false;
        t->wake_event = type;
    }
    ThinkJob *j = NULL;
    for (int i = 0; i < THINK_JOBS && !j; i++)
        if (!t->jobs[i].thread)
            j = &t->jobs[i];
    if (!j)
        return false;
    j->purpose = purpose;
    j->kind = kind;
    j->game = *g;
    /* the bot's own stream, from the game: the same position gets the same answer */
    rng_seed(&j->rng, g->settings.seed ^ ((uint64_t)g->moves_applied << 24), 0xb07u + 2u * (unsigned)purpose);
    j->wake_event = t->wake_event;
    j->ok = false;
    j->ms = 0;
    atomic_store(&j->stop, 0);
    SDL_AtomicSet(&j->done, 0);
    j->thread = SDL_CreateThread(job_main, purpose == THINK_FOR_HINT ? "hint" : "bot", j);
    if (!j->thread) {
        fprintf(stderr, "cartographers: cannot start a thread for the computer player: %s\n", SDL_GetError());
        return false;
    }
    return true;
}

bool think_running(const Thinker *t, ThinkPurpose purpose, const Game *g)
{
    for (int i = 0; i < THINK_JOBS; i++) {
        const ThinkJob *j = &t->jobs[i];
        if (j->thread && j->purpose == purpose && think_same_game(&j->game, g))
            return true;
    }
    return false;
}

int think_busy(const Thinker *t)
{
    int n = 0;
    for (int i = 0; i < THINK_JOBS; i++)
        n += t->jobs[i].thread != NULL && !SDL_AtomicGet((SDL_atomic_t *)&t->jobs[i].done);
    return n;
}

static bool timing(void) { return platform_getenv("CARTOGRAPHERS_TIMING") != NULL; }

const ThinkJob *think_collect(Thinker *t)
{
    for (int i = 0; i < THINK_JOBS; i++) {
        ThinkJob *j = &t->jobs[i];
        if (!j->thread || !SDL_AtomicGet(&j->done))
            continue;
        SDL_WaitThread(j->thread, NULL);
        j->thread = NULL;
        t->thinks++;
        if (j->ms > t->think_max_ms)
            t->think_max_ms = j->ms;
        if (timing())
            fprintf(stderr, "think %s %s %.1f ms\n", j->purpose == THINK_FOR_HINT ? "hint" : "seat", bot_name(j->kind),
                    j->ms);
        return j;
    }
    return NULL;
}

void think_stop_stale(Thinker *t, const Game *live)
{
    for (int i = 0; i < THINK_JOBS; i++) {
        ThinkJob *j = &t->jobs[i];
        if (j->thread && !SDL_AtomicGet(&j->done) && (!live || !think_same_game(&j->game, live)))
            atomic_store(&j->stop, 1);
    }
}

void think_shutdown(Thinker *t)
{
    for (int i = 0; i < THINK_JOBS; i++)
        atomic_store(&t->jobs[i].stop, 1);
    for (int i = 0; i < THINK_JOBS; i++)
        if (t->jobs[i].thread) {
            SDL_WaitThread(t->jobs[i].thread, NULL);
            t->jobs[i].thread = NULL;
        }
}
