/* cmd_review.c: `cartographers-cli review [--seat N] LOG_FILE`: the strong
 * computer player's review of a finished game (src/ai/review.h), one line
 * per move of the seat's and the points lost over the game
 * (docs/formats.md, "review"). The moves are reviewed on worker threads
 * (review_job_run, the hard bot's); the result is the same on any number of threads. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "platform.h"
#include "record.h"
#include "review.h"

#define USAGE                                                                                                          \
    "usage: review [--seat N] [--threads N] [--seasons] [--candidates K] [--rollouts R] [--verify V] [--horizon H] "   \
    "[--seed S] LOG_FILE"

/* Centipoints as points with one decimal ("118.5", "-3.0"). */
static void points(int centi, char *buf, size_t size)
{
    int tenths = (centi >= 0 ? centi + 5 : centi - 5) / 10;
    snprintf(buf, size, "%s%d.%d", tenths < 0 ? "-" : "", abs(tenths) / 10, abs(tenths) % 10);
}

static const char *const season_names[SEASONS] = {"spring", "summer", "autumn", "winter"};

/* A term's id for the season lines: the decree letter's card, coins, monsters, map. */
static const char *term_id(const Review *r, int term)
{
    if (term < 0)
        return "-";
    if (term < DECREES)
        return scoring_card(r->decree_cards[term])->id;
    return term == REVIEW_TERM_COINS ? "coins" : term == REVIEW_TERM_MONSTERS ? "monsters" : "map";
}

static void print_review(const Review *r, bool seasons)
{
    for (int i = 0; i < r->nmoves; i++) {
        const ReviewMove *m = &r->moves[i];
        char played[MOVE_TEXT_MAX], best[MOVE_TEXT_MAX], pv[16], bv[16], loss[16], se[16];
        move_format(&m->played, played, sizeof played);
        move_format(&m->best, best, sizeof best);
        points(m->played_value, pv, sizeof pv);
        points(m->best_value, bv, sizeof bv);
        points(m->loss, loss, sizeof loss);
        points(m->loss_se, se, sizeof se);
        const char *mark = m->loss == 0 ? "best" : m->mistake ? "mistake" : "noise";
        printf("%d | %s | %s | %s | %s | %s | %s | %s\n", m->number, played, pv, best, bv, loss, se, mark);
    }
    if (seasons) {
        for (int s = 0; s < SEASONS; s++) {
            const ReviewSeason *rs = &r->seasons[s];
            char loss[16], se[16];
            points(rs->loss, loss, sizeof loss);
            points(rs->loss_se, se, sizeof se);
            printf("season %s moves %d mistakes %d lost %s se %s mostly %s\n", season_names[s], rs->moves, rs->mistakes,
                   loss, se, term_id(r, review_main_term(rs->why)));
        }
    }
    char total[16];
    points(r->total_loss, total, sizeof total);
    printf("total-lost %s\n", total);
}

/* A whole number option value in [lo, hi]. */
static bool int_arg(const char *opt, const char *v, long lo, long hi, long *out)
{
    char *end;
    long n = v ? strtol(v, &end, 10) : 0;
    if (!v || end == v || *end || n < lo || n > hi) {
        cli_error("review: %s needs a whole number from %ld to %ld, not '%s' (%s)", opt, lo, hi, v ? v : "", USAGE);
        return false;
    }
    *out = n;
    return true;
}

int cmd_review(int argc, char **argv)
{
    ReviewParams params;
    review_params_default(&params);
    long seat = 1, threads = platform_cpu_count();
    bool seasons = false;
    const char *path = NULL;
    long candidates = params.candidates, rollouts = params.rollouts, verify = params.verify, seed = 1,
         horizon = params.verify_horizon;
    const struct {
        const char *name;
        long lo, hi;
        long *value;
    } numeric[] = {
        {"--seat", 1, MAX_PLAYERS, &seat},   {"--threads", 1, 64, &threads},   {"--candidates", 1, 1000, &candidates},
        {"--rollouts", 1, 10000, &rollouts}, {"--verify", 2, 100000, &verify}, {"--seed", 0, 1000000000, &seed},
        {"--horizon", 0, 1000, &horizon},
    };
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--seasons") == 0) {
            seasons = true;
            continue;
        }
        size_t k = 0;
        while (k < sizeof numeric / sizeof numeric[0] && strcmp(a, numeric[k].name) != 0)
            k++;
        if (k < sizeof numeric / sizeof numeric[0]) {
            if (!int_arg(a, v, numeric[k].lo, numeric[k].hi, numeric[k].value))
                return CLI_USAGE;
            i++;
            continue;
        }
        if (a[0] == '-') {
            cli_error("review: unknown option '%s' (%s)", a, USAGE);
            return CLI_USAGE;
        }
        if (path) {
            cli_error("review: one log file only, not '%s' and '%s' (%s)", path, a, USAGE);
            return CLI_USAGE;
        }
        path = a;
    }
    if (!path) {
        cli_error("review: no log file given (%s)", USAGE);
        return CLI_USAGE;
    }
    params.candidates = (int)candidates;
    params.rollouts = (int)rollouts;
    params.verify = (int)verify;
    params.seed = (uint64_t)seed;
    params.verify_horizon = (int)horizon;
    Record rec;
    if (!cli_read_record(path, &rec))
        return CLI_USAGE;
    if (seat > rec.settings.players) {
        if (rec.settings.players == 1)
            cli_error("%s: the game has no seat %ld (a solo game)", path, seat);
        else
            cli_error("%s: the game has no seat %ld (it has %d players)", path, seat, rec.settings.players);
        record_free(&rec);
        return CLI_USAGE;
    }
    char err[ERROR_MAX + 64];
    ReviewJob *job = review_job_new(&rec, (int)seat - 1, &params, err, sizeof err);
    record_free(&rec);
    if (!job) {
        cli_error("%s: %s", path, err);
        return CLI_FAILED;
    }
    review_job_run(job, (int)threads);
    Review r;
    bool ok = review_job_finish(job, &r);
    review_job_free(job);
    if (!ok) {
        cli_error("%s: out of memory", path);
        return CLI_FAILED;
    }
    print_review(&r, seasons);
    review_free(&r);
    return CLI_OK;
}
