/* cmd_play.c: `cartographers-cli play`: whole games with computer players
 * (docs/formats.md §7), the final score sheets or a summary over many games, and a
 * replayable move log. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "platform.h"
#include "play_options.h"
#include "record.h"

/* Plays one game to the end, recording its moves. */
static bool play_one(const PlayOptions *o, const GameSettings *s, Game *g, Record *rec)
{
    char err[ERROR_MAX];
    record_init(rec, s); /* first: the caller frees it whatever happens */
    if (!game_init(g, s, err, sizeof err)) {
        cli_error("play: %s", err);
        return false;
    }
    Rng bot_rng[MAX_PLAYERS];
    for (int p = 0; p < s->players; p++)
        rng_seed(&bot_rng[p], s->seed, UINT64_C(100) + (uint64_t)p);
    while (!game_over(g)) {
        const Decision *d = game_decision(g);
        Move m;
        int actor = d->actor;
        if (!bot_choose(o->bots[actor], g, &bot_rng[actor], &m)) {
            cli_error("play: bot %s found no move (seed %llu)", bot_name(o->bots[actor]),
                      (unsigned long long)s->seed);
            return false;
        }
        if (!game_apply(g, &m, err, sizeof err)) {
            char mv[MOVE_TEXT_MAX];
            move_format(&m, mv, sizeof mv);
            cli_error("play: bot %s made an illegal move '%s': %s", bot_name(o->bots[actor]), mv, err);
            return false;
        }
        if (!record_add(rec, &m)) {
            cli_error("play: out of memory");
            return false;
        }
    }
    return true;
}

void cli_print_sheets(const Game *g)
{
    char line[200];
    for (int p = 0; p < g->settings.players; p++) {
        record_sheet_line(g, p, line, sizeof line);
        puts(line);
    }
    if (g->settings.players == 1) {
        int rating = game_solo_rating(g);
        printf("rating %d title %s\n", rating, game_title_id(rating));
    }
}

static int compare_ints(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

/* A number with at most one decimal: "73", "73.5", "-4.2". */
static void format_number(double v, char *buf, size_t size)
{
    long tenths = (long)(v * 10.0 + (v < 0 ? -0.5 : 0.5));
    if (tenths % 10 == 0)
        snprintf(buf, size, "%ld", tenths / 10);
    else
        snprintf(buf, size, "%s%ld.%ld", tenths < 0 ? "-" : "", labs(tenths) / 10, labs(tenths) % 10);
}

static double mean_of(const int *v, long n)
{
    double sum = 0;
    for (long i = 0; i < n; i++)
        sum += v[i];
    return n ? sum / (double)n : 0;
}

static double median_of(int *v, long n)
{
    qsort(v, (size_t)n, sizeof *v, compare_ints);
    if (n == 0)
        return 0;
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2.0;
}

/* Writes the log into the file opened before the game (so that a path that
 * cannot be written is a usage error before anything is played or printed). */
static int write_log(FILE *f, const char *path, const Record *rec, const Game *g)
{
    char *text = record_format(rec, g);
    if (!text) {
        fclose(f);
        cli_error("play: out of memory writing the log");
        return CLI_FAILED;
    }
    bool ok = fputs(text, f) >= 0;
    ok = fclose(f) == 0 && ok;
    free(text);
    if (!ok) {
        cli_error("play: error writing log '%s'", path);
        return CLI_FAILED;
    }
    return CLI_OK;
}

/* Whether `--games` is among the options (play_options_parse accepted them,
 * so every word at an option's place is an option, and all but
 * --solo-ambush-rule are followed by their value). */
static bool games_given(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--games") == 0)
            return true;
        if (strcmp(argv[i], "--solo-ambush-rule") != 0)
            i++;
    }
    return false;
}

int cmd_play(int argc, char **argv)
{
    PlayOptions o;
    if (!play_options_parse(argc, argv, "play", &o))
        return CLI_USAGE;
    if (o.log_path && o.games > 1) {
        cli_error("play: --log writes one game's moves; use it without --games or with --games 1");
        return CLI_USAGE;
    }
    /* docs/formats.md §7: --games N prints the summary line instead of the sheets,
     * for N = 1 too */
    bool summary = games_given(argc, argv);
    FILE *log = NULL;
    if (o.log_path) {
        log = platform_fopen(o.log_path, "wb"); /* "\n" line ends on every platform (docs/formats.md) */
        if (!log) {
            cli_error("play: --log: cannot write '%s': %s", o.log_path, strerror(errno));
            return CLI_USAGE;
        }
    }
    Game *g = malloc(sizeof *g);
    if (!g) {
        if (log)
            fclose(log);
        cli_error("play: out of memory");
        return CLI_FAILED;
    }
    if (!summary) {
        Record rec;
        int status = CLI_OK;
        if (!play_one(&o, &o.settings, g, &rec)) {
            status = CLI_FAILED;
            if (log)
                fclose(log);
        } else {
            cli_print_sheets(g);
            if (log)
                status = write_log(log, o.log_path, &rec, g);
        }
        record_free(&rec);
        free(g);
        return status;
    }
    int players = o.settings.players;
    int *totals = malloc(sizeof(int) * (size_t)o.games * (size_t)players);
    int *ratings = malloc(sizeof(int) * (size_t)o.games);
    if (!totals || !ratings) {
        if (log)
            fclose(log);
        free(totals);
        free(ratings);
        free(g);
        cli_error("play: out of memory");
        return CLI_FAILED;
    }
    long nt = 0;
    for (long i = 0; i < o.games; i++) {
        GameSettings s = o.settings;
        s.seed = o.settings.seed + (uint64_t)i;
        Record rec;
        bool ok = play_one(&o, &s, g, &rec);
        if (ok && log) {
            int status = write_log(log, o.log_path, &rec, g); /* --games 1 only */
            log = NULL;
            ok = status == CLI_OK;
        }
        record_free(&rec);
        if (!ok) {
            if (log)
                fclose(log);
            free(totals);
            free(ratings);
            free(g);
            return CLI_FAILED;
        }
        for (int p = 0; p < players; p++)
            totals[nt++] = game_total(g, p);
        ratings[i] = game_solo_rating(g);
    }
    char mean[32], median[32];
    format_number(mean_of(totals, nt), mean, sizeof mean);
    format_number(median_of(totals, nt), median, sizeof median);
    printf("games %ld total mean %s median %s min %d max %d", o.games, mean, median, totals[0], totals[nt - 1]);
    if (players == 1) {
        format_number(mean_of(ratings, o.games), mean, sizeof mean);
        format_number(median_of(ratings, o.games), median, sizeof median);
        printf(" rating mean %s median %s", mean, median);
    }
    putchar('\n');
    free(totals);
    free(ratings);
    free(g);
    return CLI_OK;
}
