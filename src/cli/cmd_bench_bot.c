/* cmd_bench_bot.c: `cartographers-cli bench-bot`: how long a computer
 * player thinks. Collects positions from real games (solo games played by
 * the medium bot, base and Heroes in turn, every third decision so that
 * every season and every kind of decision is in the sample), then times one
 * decision of the chosen level on each and prints the median, mean and
 * slowest, in milliseconds. --candidates, --rollouts, --horizon and --sample
 * change the hard bot's budget (bot.h) from its defaults. A second line
 * says which decision was the slowest. A hint is the same call as a hard bot's move, so
 * this is also the Hint button's latency. Target for hard: median <= 500 ms,
 * max <= 2000 ms on the 2-core reference machine. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bot.h"
#include "cli.h"
#include "game.h"
#include "numtext.h"

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
                  {"--sample", &params.sample}};
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
            if (strcmp(v, "base") == 0)
                kind = GAME_BASE;
            else if (strcmp(v, "heroes") == 0)
                kind = GAME_HEROES;
            else if (strcmp(v, "mixed") == 0)
                kind = GAME_MIXED;
            else
                ok = false;
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
                      "[--horizon H] [--sample S])",
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
    double sum = 0, slowest = -1;
    char slowest_text[200] = "";
    for (int i = 0; i < n; i++) {
        Rng rng;
        rng_seed(&rng, (uint64_t)seed + (uint64_t)i, 100);
        BotChoice c;
        const Game *pos = &positions[i];
        const Decision *d = game_decision(pos);
        static const char *const kinds[] = {"none", "draw", "ambush", "hero", "gorgon", "troll"};
        int legal = game_legal_moves(pos, NULL, 0);
        char what[200];
        snprintf(what, sizeof what, "slowest: %s %s in season %d, %d legal moves, %d players", kinds[d->kind],
                 card_get(d->card)->id, pos->season + 1, legal, pos->settings.players);
        double t0 = now_ms();
        bool ok = bot_think(level, &params, pos, &rng, &c);
        ms[i] = now_ms() - t0;
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
            return CLI_FAILED;
        }
    }
    qsort(ms, (size_t)n, sizeof *ms, compare_doubles);
    double median = n % 2 ? ms[n / 2] : (ms[n / 2 - 1] + ms[n / 2]) / 2;
    printf("bench-bot level %s decisions %d median %.1f ms mean %.1f ms max %.1f ms\n", bot_name(level), n, median,
           sum / n, ms[n - 1]);
    printf("%s\n", slowest_text);
    free(positions);
    free(ms);
    return CLI_OK;
}
