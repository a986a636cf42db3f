/* cmd_bench_bot.c: `cartographers-cli bench-bot`: how long a computer
 * player thinks. Collects positions from real games (solo games played by
 * the medium bot, base and Heroes in turn, every third decision so that
 * every season and every kind of decision is in the sample), then times one
 * decision of the chosen level on each and prints the median, mean and
 * slowest, in milliseconds. --candidates, --rollouts, --horizon and --sample
 * change the hard bot's budget (bot.h) from its defaults; --threads the
 * threads its look-ahead runs on (0, the default, one per processor). A
 * second line says which decision was the slowest. With more than one
 * thread each decision is also timed on one thread, the baseline, right
 * before or after (the order alternates), the two must choose the same
 * move, and a third line gives the time on the threads as a share of the
 * time on one (and their CPU time as a share of one thread's: near 1 when
 * the threads waste nothing, whatever else the machine runs). A hint is the
 * same call as a hard bot's move, so this is also the Hint button's
 * latency. Target for hard: median <= 500 ms, max <= 2000 ms on the 2-core
 * reference machine, and on its 2 cores at most 0.55x the one-thread time. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bot.h"
#include "cli.h"
#include "game.h"
#include "numtext.h"

static double clock_ms(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Fills positions[0..n) from medium-bot games; returns how many it found. */
static int collect_positions(Game *positions, int n, int kind_choice, int players, uint64_t seed)
{
    Game *g = malloc(sizeof *g);
    if (!g)
        return 0;
    int found = 0;
    for (uint64_t i = 0; found < n && i < 10000; i++) {
        GameKind kind = kind_choice >= 0 ? (GameKind)kind_choice : (i % 2 ? GAME_HEROES : GAME_BASE);
        GameSettings s;
        char err[ERROR_MAX];
        game_settings_init(&s, kind, players, seed + i);
        if (!game_init(g, &s, err, sizeof err))
            break;
        Rng rng;
        rng_seed(&rng, seed + i, 100);
        for (int step = 0; !game_over(g) && found < n; step++) {
            if (step % 3 == 1)
                positions[found++] = *g;
            Move m;
            if (!bot_choose(BOT_MEDIUM, g, &rng, &m) || !game_apply(g, &m, err, sizeof err))
                break;
        }
    }
    free(g);
    return found;
}

/* The median of n values (sorts them). */
static double median_of(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, compare_doubles);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static bool parse_long(const char *s, long lo, long hi, long *out) { return numtext_int(s, lo, hi, out); }

int cmd_bench_bot(int argc, char **argv)
{
    BotKind level = BOT_HARD;
    long moves = 60, players = 1, seed = 1;
    int kind = -1; /* base and Heroes in turn */
    BotHardParams params;
    bot_hard_params_default(&params);
    struct {
        const char *option;
        int *field;
    } budget[] = {{"--candidates", &params.candidates},
                  {"--rollouts", &params.rollouts},
                  {"--horizon", &params.horizon},
                  {"--sample", &params.sample},
                  {"--threads", &params.threads}};
    /* options come in pairs: --name value */
    for (int i = 1; i < argc; i += 2) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        bool ok = v != NULL;
        if (ok && strcmp(a, "--level") == 0)
            ok = bot_parse(v, &level);
        else if (ok && strcmp(a, "--moves") == 0)
            ok = parse_long(v, 1, 100000, &moves);
        else if (ok && strcmp(a, "--players") == 0)
            ok = parse_long(v, 1, MAX_PLAYERS, &players);
        else if (ok && strcmp(a, "--seed") == 0)
            ok = parse_long(v, 0, 1000000000, &seed);
        else if (ok && strcmp(a, "--game") == 0) {
            GameKind k;
            ok = game_kind_parse(v, &k);
            kind = ok ? (int)k : kind;
        } else {
            ok = false;
            for (size_t k = 0; v && k < sizeof budget / sizeof budget[0]; k++) {
                long value;
                if (strcmp(a, budget[k].option) == 0 && parse_long(v, 0, 100000, &value)) {
                    *budget[k].field = (int)value;
                    ok = true;
                }
            }
        }
        if (!ok) {
            cli_error("bench-bot: bad option '%s' (usage: bench-bot [--level easy|medium|hard] [--moves N] "
                      "[--game base|heroes|mixed] [--players K] [--seed S] [--candidates K] [--rollouts R] "
                      "[--horizon H] [--sample S] [--threads T])",
                      a);
            return CLI_USAGE;
        }
    }
    Game *positions = malloc(sizeof *positions * (size_t)moves);
    double *ms = malloc(sizeof *ms * (size_t)moves);
    int n = positions && ms ? collect_positions(positions, (int)moves, kind, (int)players, (uint64_t)seed) : 0;
    if (n == 0) {
        cli_error("bench-bot: could not collect positions");
        free(positions);
        free(ms);
        return CLI_FAILED;
    }
    int threads = level == BOT_HARD ? bot_hard_threads(&params) : 1;
    BotHardParams one = params;
    one.threads = 1;
    double sum = 0, sum_one = 0, slowest = -1, cpu = 0, cpu_one = 0;
    double *ratio = malloc(sizeof *ratio * (size_t)n), *ms_one = malloc(sizeof *ms_one * (size_t)n);
    char slowest_text[200] = "";
    for (int i = 0; ratio && ms_one && i < n; i++) {
        BotChoice c, c_one;
        const Game *pos = &positions[i];
        const Decision *d = game_decision(pos);
        static const char *const kinds[] = {"none", "draw", "ambush", "hero", "gorgon", "troll"};
        int legal = game_legal_moves(pos, NULL, 0);
        char what[200];
        snprintf(what, sizeof what, "slowest: %s %s in season %d, %d legal moves, %d players", kinds[d->kind],
                 card_get(d->card)->id, pos->season + 1, legal, pos->settings.players);
        bool ok = true;
        for (int run = 0; run < (threads > 1 ? 2 : 1); run++) {
            bool baseline = threads > 1 && run == i % 2; /* one thread first in every other position */
            Rng rng;
            rng_seed(&rng, (uint64_t)seed + (uint64_t)i, 100);
            double t0 = now_ms(), c0 = clock_ms(CLOCK_PROCESS_CPUTIME_ID);
            ok = ok && bot_think(level, baseline ? &one : &params, pos, &rng, baseline ? &c_one : &c);
            (baseline ? ms_one : ms)[i] = now_ms() - t0;
            *(baseline ? &cpu_one : &cpu) += clock_ms(CLOCK_PROCESS_CPUTIME_ID) - c0;
        }
        if (threads > 1) {
            char a[MOVE_TEXT_MAX], b[MOVE_TEXT_MAX];
            move_format(&c.move, a, sizeof a);
            move_format(&c_one.move, b, sizeof b);
            if (strcmp(a, b) != 0) {
                cli_error("bench-bot: %d threads chose '%s', one thread '%s' in position %d", threads, a, b, i);
                ok = false;
            }
            sum_one += ms_one[i];
            ratio[i] = ms[i] / ms_one[i];
        }
        sum += ms[i];
        if (ms[i] > slowest) {
            slowest = ms[i];
            memcpy(slowest_text, what, sizeof what);
        }
        char err[ERROR_MAX];
        if (!ok || !game_apply(&positions[i], &c.move, err, sizeof err)) {
            cli_error("bench-bot: the %s bot made no legal move in position %d", bot_name(level), i);
            free(positions);
            free(ms);
            free(ms_one);
            free(ratio);
            return CLI_FAILED;
        }
    }
    if (!ratio || !ms_one) {
        cli_error("bench-bot: out of memory");
        free(positions);
        free(ms);
        free(ms_one);
        free(ratio);
        return CLI_FAILED;
    }
    printf("bench-bot level %s decisions %d median %.1f ms mean %.1f ms max %.1f ms threads %d\n", bot_name(level), n,
           median_of(ms, n), sum / n, slowest, threads);
    printf("%s\n", slowest_text);
    if (threads > 1)
        printf("bench-bot one thread (baseline, same positions, alternating): median %.1f ms mean %.1f ms; %d threads "
               "take %.2fx the time in all, median decision %.2fx; their CPU time %.2fx one thread's\n",
               median_of(ms_one, n), sum_one / n, threads, sum / sum_one, median_of(ratio, n), cpu / cpu_one);
    free(positions);
    free(ms);
    free(ms_one);
    free(ratio);
    return CLI_OK;
}
