/* stats.c: the statistics and what the statistics screen works out from
 * them (stats.h). */
#include "stats.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

void stats_init(Stats *st)
{
    memset(st, 0, sizeof *st);
    st->recorded = recorded_fresh();
}

void stats_free(Stats *st)
{
    free(st->games);
    free(st->challenges);
    stats_init(st);
}

void stats_today(char date[STATS_DATE_SIZE])
{
    time_t now = time(NULL);
    struct tm tm;
    if (localtime_r(&now, &tm) == NULL || strftime(date, STATS_DATE_SIZE, "%Y-%m-%d", &tm) != 10)
        snprintf(date, STATS_DATE_SIZE, "1970-01-01");
}

bool stats_date_valid(const char *s)
{
    if (strlen(s) != 10 || s[4] != '-' || s[7] != '-')
        return false;
    for (int i = 0; i < 10; i++)
        if (i != 4 && i != 7 && (s[i] < '0' || s[i] > '9'))
            return false;
    int month = (s[5] - '0') * 10 + (s[6] - '0'), day = (s[8] - '0') * 10 + (s[9] - '0');
    return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

bool stats_push(Stats *st, const StatsGame *g)
{
    if (st->ngames == STATS_MAX_GAMES) {
        memmove(st->games, st->games + 1, (size_t)(st->ngames - 1) * sizeof *st->games);
        st->ngames--;
    }
    if (st->ngames == st->cap) {
        int cap = st->cap ? st->cap * 2 : 64;
        if (cap > STATS_MAX_GAMES)
            cap = STATS_MAX_GAMES;
        StatsGame *ng = realloc(st->games, (size_t)cap * sizeof *ng);
        if (!ng)
            return false;
        st->games = ng;
        st->cap = cap;
    }
    st->games[st->ngames++] = *g;
    return true;
}

/* The range the file accepts. */
static int clamp(int v) { return v < -1000 ? -1000 : v > 1000 ? 1000 : v; }

bool stats_add_game(Stats *st, const char *date, const Game *g) { return stats_add_game_marked(st, date, g, false); }

int stats_hinted_games(const Stats *st)
{
    int n = 0;
    for (int i = 0; i < st->ngames; i++)
        n += st->games[i].hints;
    return n;
}

bool stats_add_game_marked(Stats *st, const char *date, const Game *g, bool hints)
{
    if (!game_over(g) || !stats_date_valid(date))
        return false;
    if (g->settings.players > 1) {
        st->played_multi++;
        return true;
    }
    StatsGame e;
    memset(&e, 0, sizeof e);
    snprintf(e.date, sizeof e.date, "%s", date);
    e.kind = g->settings.kind;
    e.rating = clamp(game_solo_rating(g));
    e.total = clamp(game_total(g, 0));
    e.hints = hints;
    for (int i = 0; i < DECREES; i++)
        e.decrees[i] = g->decree_cards[i];
    if (!stats_push(st, &e))
        return false;
    st->played_solo++;
    return true;
}

int stats_titles(const Stats *st, StatsTitle *out, int max)
{
    /* the titles in order, best first, found by walking the ratings down */
    const char *ids[16];
    int nids = 0;
    for (int r = 200; r >= -200 && nids < 16; r--) {
        const char *id = game_title_id(r);
        if (nids == 0 || strcmp(ids[nids - 1], id) != 0)
            ids[nids++] = id;
    }
    int n = 0;
    for (int t = 0; t < nids; t++) {
        int count = 0;
        for (int i = 0; i < st->ngames; i++)
            if (strcmp(game_title_id(st->games[i].rating), ids[t]) == 0)
                count++;
        if (count == 0)
            continue;
        if (n < max) {
            out[n].id = ids[t];
            out[n].count = count;
        }
        n++;
    }
    return n;
}

static void sorted_cards(const StatsGame *g, int out[DECREES])
{
    memcpy(out, g->decrees, sizeof g->decrees);
    for (int i = 1; i < DECREES; i++)
        for (int j = i; j > 0 && out[j - 1] > out[j]; j--) {
            int t = out[j];
            out[j] = out[j - 1];
            out[j - 1] = t;
        }
}

/* Whether x goes before y: the better rating, then the older game. */
static bool better(const Stats *st, const StatsBest *x, const StatsBest *y)
{
    int rx = st->games[x->game].rating, ry = st->games[y->game].rating;
    return rx != ry ? rx > ry : x->game < y->game;
}

int stats_best_games(const Stats *st, StatsBest *out, int max)
{
    if (st->ngames == 0)
        return 0;
    StatsBest *all = malloc((size_t)st->ngames * sizeof *all);
    int (*keys)[DECREES] = malloc((size_t)st->ngames * sizeof *keys);
    if (!all || !keys) {
        free(all);
        free(keys);
        return 0;
    }
    int n = 0;
    for (int i = 0; i < st->ngames; i++) {
        int key[DECREES];
        sorted_cards(&st->games[i], key);
        int k = 0;
        while (k < n && memcmp(keys[k], key, sizeof key) != 0)
            k++;
        if (k == n) {
            memcpy(keys[n], key, sizeof key);
            all[n].game = i;
            all[n].count = 0;
            n++;
        }
        all[k].count++;
        if (st->games[i].rating > st->games[all[k].game].rating)
            all[k].game = i;
    }
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && better(st, &all[j], &all[j - 1]); j--) {
            StatsBest t = all[j];
            all[j] = all[j - 1];
            all[j - 1] = t;
        }
    for (int i = 0; i < n && i < max; i++)
        out[i] = all[i];
    free(all);
    free(keys);
    return n;
}
