/* cmd_bench_review.c: `cartographers-cli bench-review`: how long the
 * strong player's review of a whole solo game takes (src/ai/review.h),
 * against how long one hard decision takes in the same run, so that the
 * figure means the same on a busy machine as on an idle one.
 *
 * For each game (solo, base and Heroes in turn, played by the medium bot
 * from seeds S, S+1, ...): the whole review with the default budget on
 * --threads threads (one per processor by default), timed; then the hard
 * player's decision (its default budget, as a Hint asks for it) on every
 * third of the positions reviewed, timed one by one. One line per game and
 * a summary: seconds per game, a hard decision's mean, and their ratio;
 * and the processors' time a review takes (platform_cpu_seconds, which a
 * busy machine does not lengthen) with what that makes on free processors.
 * Target: a whole solo game in at most 10 s on the 2-core reference
 * machine (docs/ai-tuning.md). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bot.h"
#include "cli.h"
#include "game.h"
#include "numtext.h"
#include "platform.h"
#include "record.h"
#include "review.h"

#define USAGE "usage: bench-review [--games N] [--game base|heroes] [--seed S] [--threads N]"

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* A solo game of the medium bot as a record; false when a move fails. */
static bool play_game(GameKind kind, uint64_t seed, Game *g, Record *rec)
{
    GameSettings s;
    char err[ERROR_MAX];
    game_settings_init(&s, kind, 1, seed);
    if (!game_init(g, &s, err, sizeof err))
        return false;
    record_init(rec, &g->settings);
    Rng rng;
    rng_seed(&rng, seed, 100);
    while (!game_over(g)) {
        Move m;
        if (!bot_choose(BOT_MEDIUM, g, &rng, &m) || !game_apply(g, &m, err, sizeof err) || !record_add(rec, &m))
            return false;
    }
    return true;
}

/* The mean time (seconds) of one hard decision on every third of the
 * positions before the moves `index[0..n)` of the record; *count: how many. */
static double hard_decision_time(const Record *rec, const int *index, int n, Game *g, int *count)
{
    char err[ERROR_MAX];
    *count = 0;
    if (!game_init(g, &rec->settings, err, sizeof err))
        return 0;
    double sum = 0;
    int next = 0;
    for (int i = 0; i < rec->nmoves && next < n; i++) {
        if (i == index[next]) {
            if (next % 3 == 1) {
                Rng rng;
                rng_seed(&rng, (uint64_t)i, 100);
                BotChoice c;
                double t0 = now_s();
                if (bot_think(BOT_HARD, NULL, g, &rng, &c)) {
                    sum += now_s() - t0;
                    (*count)++;
                }
            }
            next++;
        }
        if (!game_apply(g, &rec->moves[i], err, sizeof err))
            break;
    }
    return *count ? sum / *count : 0;
}

int cmd_bench_review(int argc, char **argv)
{
    long games = 4, seed = 1, threads = platform_cpu_count();
    int kind = -1; /* base and Heroes in turn */
    for (int i = 1; i < argc; i += 2) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        bool ok = v != NULL;
        if (ok && strcmp(a, "--games") == 0)
            ok = numtext_int(v, 1, 10000, &games);
        else if (ok && strcmp(a, "--seed") == 0)
            ok = numtext_int(v, 0, 1000000000, &seed);
        else if (ok && strcmp(a, "--threads") == 0)
            ok = numtext_int(v, 1, 64, &threads);
        else if (ok && strcmp(a, "--game") == 0 && (strcmp(v, "base") == 0 || strcmp(v, "heroes") == 0))
            kind = strcmp(v, "base") == 0 ? GAME_BASE : GAME_HEROES;
        else
            ok = false;
        if (!ok) {
            cli_error("bench-review: bad option '%s' (%s)", a, USAGE);
            return CLI_USAGE;
        }
    }
    Game *g = malloc(sizeof *g);
    if (!g) {
        cli_error("bench-review: out of memory");
        return CLI_FAILED;
    }
    ReviewParams params;
    review_params_default(&params);
    double review_sum = 0, decision_sum = 0, slowest = 0, cpu_sum = 0;
    int moves_sum = 0;
    for (long k = 0; k < games; k++) {
        GameKind game_kind = kind >= 0 ? (GameKind)kind : (k % 2 ? GAME_HEROES : GAME_BASE);
        uint64_t game_seed = (uint64_t)seed + (uint64_t)k;
        Record rec;
        char err[ERROR_MAX + 64];
        if (!play_game(game_kind, game_seed, g, &rec)) {
            record_free(&rec);
            cli_error("bench-review: the medium bot's game %llu failed", (unsigned long long)game_seed);
            free(g);
            return CLI_FAILED;
        }
        double t0 = now_s(), cpu0 = platform_cpu_seconds();
        ReviewJob *job = review_job_new(&rec, 0, &params, err, sizeof err);
        Review r;
        bool ok = job != NULL;
        if (ok) {
            review_job_run(job, (int)threads);
            ok = review_job_finish(job, &r);
            review_job_free(job);
        }
        double took = now_s() - t0, cpu = platform_cpu_seconds() - cpu0;
        if (!ok) {
            record_free(&rec);
            cli_error("bench-review: the review of game %llu failed: %s", (unsigned long long)game_seed,
                      job ? "out of memory" : err);
            free(g);
            return CLI_FAILED;
        }
        int *index = malloc(sizeof *index * ((size_t)r.nmoves + 1)), decisions = 0;
        double decision = 0;
        if (index) {
            int n = review_moves_of(&rec, 0, index, r.nmoves);
            decision = hard_decision_time(&rec, index, n, g, &decisions);
        }
        free(index);
        printf("game %ld %s seed %llu: %d moves reviewed in %.2f s on %ld threads (CPU %.2f s); one hard decision "
               "%.0f ms (mean of %d); ratio %.1f\n",
               k + 1, game_kind == GAME_HEROES ? "heroes" : "base", (unsigned long long)game_seed, r.nmoves, took,
               threads, cpu, decision * 1e3, decisions, decision > 0 ? took / decision : 0);
        fflush(stdout);
        review_sum += took;
        cpu_sum += cpu;
        decision_sum += decision;
        moves_sum += r.nmoves;
        if (took > slowest)
            slowest = took;
        review_free(&r);
        record_free(&rec);
    }
    double per_game = review_sum / (double)games, per_decision = decision_sum / (double)games;
    printf("bench-review games %ld threads %ld: %.2f s per game (slowest %.2f s, %.2f s per move); one hard decision "
           "%.0f ms; a game's review takes %.1f hard decisions\n",
           games, threads, per_game, slowest, review_sum / (moves_sum ? moves_sum : 1), per_decision * 1e3,
           per_decision > 0 ? per_game / per_decision : 0);
    /* the processors' time does not grow with the load: on free processors a review takes about this much */
    printf("bench-review CPU %.2f s per game: %.2f s on %ld free processors\n", cpu_sum / (double)games,
           cpu_sum / (double)games / (double)threads, threads);
    free(g);
    return CLI_OK;
}
