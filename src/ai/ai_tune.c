/* ai_tune.c: `ai-tune`, the measuring tool behind the computer players'
 * weights and budget (HACKING.md, "Computer players"). Plays solo or
 * multiplayer games with one bot whose evaluation weights and hard budget
 * can be changed from the command line, on two threads, and prints one line
 * per game (seed, seat 1's total and rating) and a summary. Two runs on the
 * same seeds compare variants game by game:
 *
 *   ai-tune --bot hard --games 100 --set hole1=0 > a.txt
 *   ai-tune --bot hard --games 100 > b.txt
 *   paste a.txt b.txt | awk '...'
 *
 * The bots' random streams are seeded as `cartographers-cli play` seeds
 * them, so the default settings give the same games as `play`. `--with
 * borderlands,broken_road` plays only the seeds whose decrees hold one of
 * those cards (the games a change to them can change). `--set oracle=1`
 * deals every rollout the hidden cards as they really are: the same search
 * told the deck's order, a ceiling for what the sampled futures cost. */
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai.h"

typedef struct Job {
    GameKind kind;
    int players;
    BotKind bot;
    BotHardParams params;
    AiWeights weights;
    uint64_t seed;
    long games;
    uint64_t *seeds; /* the seeds played, in order */
    /* shared between the threads */
    pthread_mutex_t lock;
    long next;
    int *totals;
    int *ratings;
    double *max_ms;
    bool failed;
    /* per scoring card: games it was in, points it earned over the game */
    long card_games[SCORING_CARD_COUNT];
    long card_points[SCORING_CARD_COUNT];
    long coins, monsters;
} Job;

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

static bool choose(const Job *job, const Game *g, Rng *rng, Move *out)
{
    BotChoice c;
    bool ok;
    switch (job->bot) {
    case BOT_HARD:
        ok = ai_choose_hard(g, &job->params, &job->weights, rng, &c);
        *out = c.move;
        return ok;
    case BOT_MEDIUM:
    case BOT_EASY:
        return ai_choose_greedy(g, &job->weights, ai_needs_exact(g), rng, out, NULL);
    default:
        return bot_choose(job->bot, g, rng, out);
    }
}

static bool play(Job *job, uint64_t seed, int *total, int *rating, double *max_ms)
{
    GameSettings s;
    game_settings_init(&s, job->kind, job->players, seed);
    Game *g = malloc(sizeof *g);
    char err[ERROR_MAX];
    if (!g || !game_init(g, &s, err, sizeof err)) {
        free(g);
        return false;
    }
    Rng rngs[MAX_PLAYERS];
    for (int p = 0; p < job->players; p++)
        rng_seed(&rngs[p], seed, UINT64_C(100) + (uint64_t)p);
    *max_ms = 0;
    while (!game_over(g)) {
        int actor = game_decision(g)->actor;
        Move m;
        double t0 = now_ms();
        bool ok = choose(job, g, &rngs[actor], &m);
        double ms = now_ms() - t0;
        if (ms > *max_ms)
            *max_ms = ms;
        if (!ok || !game_apply(g, &m, err, sizeof err)) {
            fprintf(stderr, "ai-tune: seed %llu: %s\n", (unsigned long long)seed, ok ? err : "no move");
            free(g);
            return false;
        }
    }
    pthread_mutex_lock(&job->lock);
    for (int season = 0; season < SEASONS; season++) {
        int decrees[2];
        game_season_decrees(season, decrees);
        const SeasonScore *box = &g->sheets[0].seasons[season];
        for (int k = 0; k < 2; k++)
            job->card_points[g->decree_cards[decrees[k]]] += box->decree[k];
        job->monsters += box->monsters;
        job->coins += box->coins;
    }
    for (int d = 0; d < DECREES; d++)
        job->card_games[g->decree_cards[d]]++;
    pthread_mutex_unlock(&job->lock);
    *total = game_total(g, 0);
    *rating = game_solo_rating(g);
    free(g);
    return true;
}

static void *worker(void *arg)
{
    Job *job = arg;
    for (;;) {
        pthread_mutex_lock(&job->lock);
        long i = job->next++;
        pthread_mutex_unlock(&job->lock);
        if (i >= job->games)
            return NULL;
        if (!play(job, job->seeds[i], &job->totals[i], &job->ratings[i], &job->max_ms[i])) {
            pthread_mutex_lock(&job->lock);
            job->failed = true;
            pthread_mutex_unlock(&job->lock);
        }
    }
}

static bool set_value(Job *job, const char *kv)
{
    const char *eq = strchr(kv, '=');
    if (!eq)
        return false;
    size_t len = (size_t)(eq - kv);
    int v = atoi(eq + 1);
    struct {
        const char *key;
        int *field;
    } fields[] = {
        {"candidates", &job->params.candidates},
        {"rollouts", &job->params.rollouts},
        {"horizon", &job->params.horizon},
        {"sample", &job->params.sample},
        {"future_decree", &job->weights.future_decree},
        {"future_monster", &job->weights.future_monster},
        {"hole1", &job->weights.hole1},
        {"hole2", &job->weights.hole2},
        {"mountain_near", &job->weights.mountain_near},
        {"marked_empty", &job->weights.marked_empty},
        {"potential", &job->weights.potential},
        {"finish_use", &job->weights.finish_use},
        {"finish_max", &job->weights.finish_max},
        {"noise", &job->weights.noise},
    };
    for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++) {
        if (strlen(fields[i].key) == len && strncmp(fields[i].key, kv, len) == 0) {
            *fields[i].field = v;
            return true;
        }
    }
    if (strncmp(kv, "halving", len) == 0 && len == strlen("halving")) {
        job->params.halving = v != 0;
        return true;
    }
    if (strncmp(kv, "oracle", len) == 0 && len == strlen("oracle")) {
        job->params.oracle = v != 0;
        return true;
    }
    if (strncmp(kv, "current_only", len) == 0 && len == strlen("current_only")) {
        job->weights.current_season_only = v != 0;
        return true;
    }
    return false;
}

/* The seeds to play: from job->seed up, every one, or with `with` (scoring
 * card ids, comma-separated) only those whose decrees hold one of them, so
 * that a change to how some cards are played is measured on the games it
 * can change. */
static bool pick_seeds(Job *job, const char *with)
{
    Game *g = malloc(sizeof *g);
    if (!g)
        return false;
    long n = 0;
    for (uint64_t seed = job->seed; n < job->games; seed++) {
        bool take = !with;
        if (with) {
            GameSettings s;
            char err[ERROR_MAX];
            game_settings_init(&s, job->kind, job->players, seed);
            if (!game_init(g, &s, err, sizeof err)) {
                free(g);
                return false;
            }
            for (int d = 0; d < DECREES && !take; d++) {
                const char *id = scoring_card(g->decree_cards[d])->id, *at = strstr(with, id);
                size_t len = strlen(id);
                take = at && (at == with || at[-1] == ',') && (at[len] == '\0' || at[len] == ',');
            }
        }
        if (take)
            job->seeds[n++] = seed;
    }
    free(g);
    return true;
}

static int compare_ints(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

typedef struct Stats {
    double mean, median, sd;
    int min, max;
} Stats;

/* Sorts v. */
static Stats stats_of(int *v, long n)
{
    Stats s = {0, 0, 0, 0, 0};
    double sum = 0, sq = 0;
    for (long i = 0; i < n; i++) {
        sum += v[i];
        sq += (double)v[i] * v[i];
    }
    qsort(v, (size_t)n, sizeof *v, compare_ints);
    s.mean = sum / (double)n;
    s.sd = sqrt(sq / (double)n - s.mean * s.mean);
    s.median = n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2.0;
    s.min = v[0];
    s.max = v[n - 1];
    return s;
}

int main(int argc, char **argv)
{
    Job job;
    memset(&job, 0, sizeof job);
    job.kind = GAME_BASE;
    job.players = 1;
    job.bot = BOT_HARD;
    job.seed = 1;
    job.games = 20;
    int threads = 2;
    bot_hard_params_default(&job.params);
    job.params.threads = 1; /* the games run in parallel instead */
    ai_weights_medium(&job.weights);
    bool quiet = false, cards = false;
    const char *with = NULL;
    /* --bot first, so that --set applies on top of that bot's defaults */
    for (int i = 1; i + 1 < argc; i++) {
        if (strcmp(argv[i], "--bot") == 0) {
            if (!bot_parse(argv[i + 1], &job.bot)) {
                fprintf(stderr, "ai-tune: unknown bot %s\n", argv[i + 1]);
                return 2;
            }
            if (job.bot == BOT_EASY)
                ai_weights_easy(&job.weights);
        }
    }
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--quiet") == 0) {
            quiet = true;
            continue;
        }
        if (strcmp(a, "--cards") == 0) {
            cards = true;
            continue;
        }
        if (!v) {
            fprintf(stderr, "ai-tune: %s needs a value\n", a);
            return 2;
        }
        i++;
        if (strcmp(a, "--bot") == 0)
            continue;
        if (strcmp(a, "--game") == 0) {
            if (!game_kind_parse(v, &job.kind)) {
                fprintf(stderr, "ai-tune: --game must be base, heroes or mixed, not '%s'\n", v);
                return 2;
            }
        } else if (strcmp(a, "--games") == 0)
            job.games = atol(v);
        else if (strcmp(a, "--seed") == 0)
            job.seed = strtoull(v, NULL, 10);
        else if (strcmp(a, "--players") == 0)
            job.players = atoi(v);
        else if (strcmp(a, "--with") == 0)
            with = v;
        else if (strcmp(a, "--threads") == 0)
            threads = atoi(v);
        else if (strcmp(a, "--set") == 0) {
            if (!set_value(&job, v)) {
                fprintf(stderr, "ai-tune: unknown setting %s\n", v);
                return 2;
            }
        } else {
            fprintf(stderr, "ai-tune: unknown option %s\n", a);
            return 2;
        }
    }
    if (job.games < 1 || job.players < 1 || job.players > MAX_PLAYERS || threads < 1 || threads > 16)
        return 2;
    job.seeds = calloc((size_t)job.games, sizeof *job.seeds);
    if (!job.seeds || !pick_seeds(&job, with))
        return 2;
    job.totals = calloc((size_t)job.games, sizeof(int));
    job.ratings = calloc((size_t)job.games, sizeof(int));
    job.max_ms = calloc((size_t)job.games, sizeof(double));
    pthread_mutex_init(&job.lock, NULL);
    pthread_t tids[16];
    double t0 = now_ms();
    for (int t = 0; t < threads; t++)
        pthread_create(&tids[t], NULL, worker, &job);
    for (int t = 0; t < threads; t++)
        pthread_join(tids[t], NULL);
    double elapsed = now_ms() - t0;
    if (job.failed)
        return 1;
    double worst = 0;
    for (long i = 0; i < job.games; i++) {
        if (!quiet)
            printf("%llu %d %d\n", (unsigned long long)job.seeds[i], job.totals[i], job.ratings[i]);
        if (job.max_ms[i] > worst)
            worst = job.max_ms[i];
    }
    double n = (double)job.games;
    Stats total = stats_of(job.totals, job.games), rating = stats_of(job.ratings, job.games);
    fprintf(quiet ? stdout : stderr,
            "games %ld total mean %.2f median %.1f sd %.2f min %d max %d rating mean %.2f median %.1f sd %.2f "
            "min %d max %d; slowest decision %.0f ms; %.1f s\n",
            job.games, total.mean, total.median, total.sd, total.min, total.max, rating.mean, rating.median, rating.sd,
            rating.min, rating.max, worst, elapsed / 1e3);
    for (int c = 0; cards && c < SCORING_CARD_COUNT; c++) {
        if (job.card_games[c] == 0)
            continue;
        const ScoringCard *sc = scoring_card(c);
        double mean = (double)job.card_points[c] / (double)job.card_games[c];
        printf("card %-20s games %4ld points %5.1f solo %2d margin %5.1f\n", sc->id, job.card_games[c], mean,
               sc->solo_value, mean - sc->solo_value);
    }
    if (cards)
        printf("coins %.1f monsters %.1f (per game, summed over seasons)\n", (double)job.coins / n,
               (double)job.monsters / n);
    free(job.seeds);
    free(job.totals);
    free(job.ratings);
    free(job.max_ms);
    return 0;
}
