/* stats_challenge.c: the challenges in the statistics: attempts, the
 * result that counts, replays, history and streaks (rules in stats.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stats.h"

static StatsChallenge *find(const Stats *st, const ChallengeId *id)
{
    for (int i = 0; i < st->nchallenges; i++)
        if (challenge_id_equal(&st->challenges[i].id, id))
            return &st->challenges[i];
    return NULL;
}

const StatsChallenge *stats_challenge_find(const Stats *st, const ChallengeId *id) { return find(st, id); }

ChallengeState stats_challenge_state(const Stats *st, const ChallengeId *id)
{
    const StatsChallenge *c = find(st, id);
    if (!c || c->attempts == 0)
        return CHALLENGE_NEW;
    if (c->counted)
        return CHALLENGE_COUNTED;
    return c->attempts == 1 ? CHALLENGE_IN_PROGRESS : CHALLENGE_ABANDONED;
}

bool stats_challenge_push(Stats *st, const StatsChallenge *c)
{
    if (find(st, &c->id) || st->nchallenges >= STATS_MAX_CHALLENGES)
        return false;
    if (st->nchallenges == st->challenge_cap) {
        int cap = st->challenge_cap ? st->challenge_cap * 2 : 32;
        StatsChallenge *nc = realloc(st->challenges, (size_t)cap * sizeof *nc);
        if (!nc)
            return false;
        st->challenges = nc;
        st->challenge_cap = cap;
    }
    st->challenges[st->nchallenges++] = *c;
    return true;
}

/* The entry of a challenge, made when there is none. */
static StatsChallenge *entry(Stats *st, const ChallengeId *id)
{
    StatsChallenge *c = find(st, id);
    if (c)
        return c;
    StatsChallenge fresh;
    memset(&fresh, 0, sizeof fresh);
    fresh.id = *id;
    if (!stats_challenge_push(st, &fresh))
        return NULL;
    return &st->challenges[st->nchallenges - 1];
}

int stats_challenge_begin(Stats *st, const ChallengeId *id)
{
    if (!challenge_id_valid(id))
        return 0;
    StatsChallenge *c = entry(st, id);
    if (!c)
        return 0;
    return ++c->attempts;
}

static int clamp(int v) { return v < -1000 ? -1000 : v > 1000 ? 1000 : v; }

bool stats_challenge_finish(Stats *st, const ChallengeTag *tag, const char *date, const Game *g, bool *counted)
{
    if (counted)
        *counted = false;
    if (!game_over(g) || g->settings.players != 1 || tag->attempt < 1 || !stats_date_valid(date) ||
        !challenge_settings_match(&tag->id, &g->settings))
        return false;
    StatsChallenge *c = entry(st, &tag->id);
    if (!c)
        return false;
    if (c->attempts < tag->attempt)
        c->attempts = tag->attempt; /* begun where these statistics were not kept */
    int rating = clamp(game_solo_rating(g));
    if (tag->attempt == 1 && c->attempts == 1 && !c->counted) {
        c->counted = true;
        snprintf(c->date, sizeof c->date, "%s", date);
        c->rating = rating;
        c->total = clamp(game_total(g, 0));
        if (counted)
            *counted = true;
        return true;
    }
    if (c->replays == 0 || rating > c->best_replay)
        c->best_replay = rating;
    c->replays++;
    return true;
}

/* Newest first: the later period first. */
static int newest_first(const void *a, const void *b)
{
    long pa = challenge_period(&(*(const StatsChallenge *const *)a)->id);
    long pb = challenge_period(&(*(const StatsChallenge *const *)b)->id);
    return (pa < pb) - (pa > pb);
}

/* Every challenge of a kind, newest first (malloc'd; *n how many). */
static const StatsChallenge **sorted(const Stats *st, ChallengeKind kind, int *n)
{
    *n = 0;
    const StatsChallenge **all = malloc(((size_t)st->nchallenges + 1) * sizeof *all);
    if (!all)
        return NULL;
    for (int i = 0; i < st->nchallenges; i++)
        if (st->challenges[i].id.kind == kind)
            all[(*n)++] = &st->challenges[i];
    qsort(all, (size_t)*n, sizeof *all, newest_first);
    return all;
}

int stats_challenge_history(const Stats *st, ChallengeKind kind, const StatsChallenge **out, int max)
{
    int n;
    const StatsChallenge **all = sorted(st, kind, &n);
    if (!all)
        return 0;
    for (int i = 0; i < n && i < max; i++)
        out[i] = all[i];
    free(all);
    return n;
}

void stats_challenge_summary(const Stats *st, ChallengeKind kind, const ChallengeId *current, ChallengeSummary *out)
{
    memset(out, 0, sizeof *out);
    int n;
    const StatsChallenge **all = sorted(st, kind, &n);
    if (!all)
        return;
    long run_end = 0;
    int run = 0;
    for (int i = 0; i < n; i++) { /* newest first */
        const StatsChallenge *c = all[i];
        out->played++;
        if (!c->counted) {
            out->abandoned += c->attempts > 1;
            continue;
        }
        if (out->counted == 0 || c->rating > out->best)
            out->best = c->rating;
        out->counted++;
        out->rating_sum += c->rating;
        long p = challenge_period(&c->id);
        if (run > 0 && p == run_end - run)
            run++;
        else {
            run = 1;
            run_end = p;
        }
        if (run > out->longest_streak)
            out->longest_streak = run;
    }
    if (current && current->kind == kind) {
        /* the run of counted periods that ends now, or just before now */
        long now = challenge_period(current);
        const StatsChallenge *at_now = find(st, current);
        long end = at_now && at_now->counted ? now : now - 1;
        int streak = 0;
        for (int i = 0; i < n; i++) {
            long p = challenge_period(&all[i]->id);
            if (p > end || !all[i]->counted)
                continue;
            if (p != end - streak)
                break;
            streak++;
        }
        out->streak = streak;
    }
    free(all);
}
