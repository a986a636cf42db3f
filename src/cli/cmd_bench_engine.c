/* cmd_bench_engine.c: `cartographers-cli bench-engine [--games N] [--rounds
 * R]`: the rules engine's speed, each figure with its baseline in the same
 * run. The median time to list every legal placement of one explore card on
 * a half-filled sheet, against the space-by-space list
 * (game_moves_reference.h); and complete solo games with random legal moves
 * per second of CPU time, against the same games with the moves listed by
 * the reference. R rounds of N games alternate between the two; both must
 * play the very same games (the same moves in the same order), which the
 * command checks. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bot.h"
#include "cli.h"
#include "game.h"
#include "game_moves_reference.h"
#include "numtext.h"

typedef int (*Lister)(const Game *g, Move *out, int max);

static double now_seconds(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* A solo game played with the random bot until about half the sheet is
 * filled and a two-shape explore card is to be drawn. */
static bool half_filled_position(Game *g)
{
    for (uint64_t seed = 1; seed < 1000; seed++) {
        GameSettings s;
        char err[ERROR_MAX];
        game_settings_init(&s, GAME_BASE, 1, seed);
        if (!game_init(g, &s, err, sizeof err))
            return false;
        Rng rng;
        rng_seed(&rng, seed, 7);
        while (!game_over(g)) {
            const Decision *d = game_decision(g);
            const Card *c = card_get(d->card);
            int filled = bb_count(board_filled(&g->sheets[0].board));
            if (filled >= 60 && d->kind == DECISION_DRAW && c->nshapes == 2 && !d->single_only &&
                !d->ruins_needed)
                return true;
            Move m;
            if (!bot_choose(BOT_RANDOM, g, &rng, &m) || !game_apply(g, &m, err, sizeof err))
                break;
        }
    }
    return false;
}

/* Median microseconds of one listing, over 51 batches. */
static double time_listing(const Game *g, Move *moves, Lister list, int *nmoves)
{
    enum { BATCHES = 51, REPS = 2000 };
    double samples[BATCHES];
    volatile int sink = 0;
    for (int b = 0; b < BATCHES; b++) {
        double t0 = now_seconds(CLOCK_MONOTONIC);
        for (int r = 0; r < REPS; r++)
            sink += *nmoves = list(g, moves, MOVES_MAX);
        samples[b] = (now_seconds(CLOCK_MONOTONIC) - t0) / REPS * 1e6;
    }
    qsort(samples, BATCHES, sizeof samples[0], compare_doubles);
    return sink == -1 ? 0 : samples[BATCHES / 2];
}

/* Solo base games first_seed.. with a uniformly random listed move at each
 * decision (what the random bot does); returns the moves played and adds
 * the CPU seconds taken to *cpu. */
static long play_games(Game *g, Move *moves, Lister list, long first_seed, long games, double *cpu)
{
    char err[ERROR_MAX];
    long played = 0;
    double t0 = now_seconds(CLOCK_PROCESS_CPUTIME_ID);
    for (long i = 0; i < games; i++) {
        GameSettings s;
        game_settings_init(&s, GAME_BASE, 1, (uint64_t)(first_seed + i));
        if (!game_init(g, &s, err, sizeof err))
            break;
        Rng rng;
        rng_seed(&rng, (uint64_t)(first_seed + i), 100);
        while (!game_over(g)) {
            int n = list(g, moves, MOVES_MAX);
            if (n > MOVES_MAX)
                n = MOVES_MAX;
            if (n <= 0 || !game_apply(g, &moves[rng_below(&rng, (uint32_t)n)], err, sizeof err))
                break;
            played++;
        }
    }
    *cpu += now_seconds(CLOCK_PROCESS_CPUTIME_ID) - t0;
    return played;
}

int cmd_bench_engine(int argc, char **argv)
{
    long games = 2000, rounds = 5;
    for (int i = 1; i < argc; i++) {
        const char *name = argv[i];
        long *field = strcmp(name, "--games") == 0 ? &games : strcmp(name, "--rounds") == 0 ? &rounds : NULL;
        if (!field || i + 1 >= argc) {
            cli_error("bench-engine: bad option '%s' (usage: bench-engine [--games N] [--rounds R])", name);
            return CLI_USAGE;
        }
        /* the whole word, in range: "5abc" is not 5, thirty digits do not run for ever */
        if (!numtext_int(argv[++i], 1, 100000000L, field)) {
            cli_error("bench-engine: %s must be a whole number from 1 to 100000000, not '%s'", name, argv[i]);
            return CLI_USAGE;
        }
    }
    Game *g = malloc(sizeof *g);
    Move *moves = malloc(sizeof(Move) * MOVES_MAX);
    if (!g || !moves || !half_filled_position(g)) {
        cli_error("bench-engine: could not set up the position");
        free(g);
        free(moves);
        return CLI_FAILED;
    }
    int nmoves = 0, nwant = 0;
    double list_us = time_listing(g, moves, game_legal_moves, &nmoves);
    double list_ref = time_listing(g, moves, game_legal_moves_reference, &nwant);
    const Card *c = card_get(game_decision(g)->card);
    printf("legal placements: %s on a sheet with %d filled spaces: %d moves, median %.2f us (target <= 20 us); "
           "reference %.2f us: %.2fx the time\n",
           c->id, bb_count(board_filled(&g->sheets[0].board)), nmoves, list_us, list_ref, list_us / list_ref);

    double cpu = 0, cpu_ref = 0;
    long played = 0;
    for (long r = 0; r < rounds; r++) {
        long first = 1 + r * games;
        long a = play_games(g, moves, game_legal_moves, first, games, &cpu);
        long b = play_games(g, moves, game_legal_moves_reference, first, games, &cpu_ref);
        if (a != b || nmoves != nwant) {
            cli_error("bench-engine: the reference lists other moves (%ld moves played against %ld)", a, b);
            free(g);
            free(moves);
            return CLI_FAILED;
        }
        played += a;
    }
    long total = games * rounds;
    printf("random solo games: %ld games, %ld moves in %.3f s of CPU: %.0f games per CPU-second (target >= 1000)\n",
           total, played, cpu, (double)total / cpu);
    printf("random solo games, moves listed by the reference: %.3f s of CPU, %.0f games per CPU-second: "
           "%.2fx as many games per CPU-second (%ld rounds, alternating)\n",
           cpu_ref, (double)total / cpu_ref, cpu_ref / cpu, rounds);
    free(g);
    free(moves);
    return CLI_OK;
}
