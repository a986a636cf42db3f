/* cmd_bench_engine.c: `cartographers-cli bench-engine`: the rules engine's
 * speed. Prints the median time to list every legal placement of one
 * explore card on a half-filled sheet, and complete solo games per second
 * with the random bot on one core. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bot.h"
#include "cli.h"
#include "game.h"
#include "numtext.h"

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
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

int cmd_bench_engine(int argc, char **argv)
{
    long games = 2000;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--games") == 0 && i + 1 < argc) {
            /* the whole word, in range: "5abc" is not 5, thirty digits do not run for ever */
            if (!numtext_int(argv[++i], 1, 10000000, &games)) {
                cli_error("bench-engine: --games must be a whole number from 1 to 10000000, not '%s'", argv[i]);
                return CLI_USAGE;
            }
        } else {
            cli_error("bench-engine: unknown option '%s' (usage: bench-engine [--games N])", argv[i]);
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
    enum { BATCHES = 51, REPS = 2000 };
    double samples[BATCHES];
    volatile int sink = 0;
    int nmoves = 0;
    for (int b = 0; b < BATCHES; b++) {
        double t0 = now_seconds();
        for (int r = 0; r < REPS; r++)
            sink += nmoves = game_legal_moves(g, moves, MOVES_MAX);
        samples[b] = (now_seconds() - t0) / REPS * 1e6;
    }
    qsort(samples, BATCHES, sizeof samples[0], compare_doubles);
    const Card *c = card_get(game_decision(g)->card);
    printf("legal placements: %s on a sheet with %d filled spaces: %d moves, median %.2f us (target <= 20 us)\n",
           c->id, bb_count(board_filled(&g->sheets[0].board)), nmoves, samples[BATCHES / 2]);

    char err[ERROR_MAX];
    double t0 = now_seconds();
    long moves_played = 0;
    for (long i = 0; i < games; i++) {
        GameSettings s;
        game_settings_init(&s, GAME_BASE, 1, (uint64_t)i + 1);
        if (!game_init(g, &s, err, sizeof err))
            break;
        Rng rng;
        rng_seed(&rng, (uint64_t)i + 1, 100);
        Move m;
        while (!game_over(g) && bot_choose(BOT_RANDOM, g, &rng, &m) && game_apply(g, &m, err, sizeof err))
            moves_played++;
    }
    double elapsed = now_seconds() - t0;
    printf("random solo games: %ld games, %ld moves in %.3f s: %.0f games/s (target >= 1000)\n", games,
           moves_played, elapsed, (double)games / elapsed);
    free(g);
    free(moves);
    return sink == -1 ? CLI_FAILED : CLI_OK;
}
