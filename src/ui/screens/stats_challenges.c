/* stats_challenges.c: the challenges on the statistics screen (see
 * stats_challenges.h). */
#include "stats_challenges.h"

#include <stdio.h>

#include "challenge_names.h"
#include "gfx.h"
#include "i18n.h"
#include "look.h"
#include "palette.h"
#include "profile.h"

#define RECENT_SHOWN 5

/* Wrapped text at (x, y) in width w; returns its height. */
static int text_at(Gfx *g, bool draw, FontRole role, const char *s, int x, int y, int w, SDL_Color c)
{
    TextSystem *ts = &g->text;
    int h = text_wrap_height(ts, role, s, w);
    if (draw)
        text_draw_wrapped(ts, g->renderer, role, s, gfx_rect(x, y, w, h), c, ALIGN_LEFT);
    return h;
}

/* "Thursday, 2026-11-26: 117 points, rating 31 · 2 replays, best rating 35" */
static void history_line(const StatsChallenge *c, bool current_in_progress, char *buf, size_t size)
{
    char when[96], result[160], replays[96] = "";
    name_challenge_when(&c->id, when, sizeof when);
    if (c->counted)
        /* TRANSLATORS: a challenge's counted result: points and rating. */
        snprintf(result, sizeof result, _("%d points, rating %d"), c->total, c->rating);
    else if (c->attempts == 1 && current_in_progress)
        snprintf(result, sizeof result, "%s", _("in progress"));
    else if (c->attempts == 1)
        snprintf(result, sizeof result, "%s", _("not finished"));
    else
        snprintf(result, sizeof result, "%s", _("no result (abandoned)"));
    if (c->replays > 0)
        /* TRANSLATORS: replays of a challenge and the best one's rating. */
        snprintf(replays, sizeof replays,
                 ngettext(" \xC2\xB7 %d replay, best rating %d", " \xC2\xB7 %d replays, best rating %d", c->replays),
                 c->replays, c->best_replay);
    /* TRANSLATORS: a challenge in the history: when, its result, its replays. */
    snprintf(buf, size, _("%s: %s%s"), when, result, replays);
}

/* One kind's column; returns its height. */
static int column(Gfx *g, const Stats *st, ChallengeKind kind, int x, int y, int w, bool draw)
{
    const Metrics *L = &g->m;
    ChallengeId today;
    bool have_today = profile_challenge_today(kind, &today);
    ChallengeSummary sum;
    stats_challenge_summary(st, kind, have_today ? &today : NULL, &sum);
    char buf[400];
    int y0 = y;
    y += text_at(g, draw, FONT_NUMBER, name_challenge_kind(kind), x, y, w, ink());
    /* TRANSLATORS: challenges begun, results that counted, first attempts abandoned. */
    snprintf(buf, sizeof buf, _("Played %d \xC2\xB7 counted %d \xC2\xB7 abandoned %d"), sum.played, sum.counted,
             sum.abandoned);
    y += text_at(g, draw, FONT_BODY, buf, x, y, w, ink());
    if (sum.counted > 0)
        /* TRANSLATORS: the best and the mean rating of a kind of challenge's counted results. */
        snprintf(buf, sizeof buf, _("Best rating %d \xC2\xB7 mean %ld"), sum.best, sum.rating_sum / sum.counted);
    else
        snprintf(buf, sizeof buf, "%s", _("No result counted yet."));
    y += text_at(g, draw, FONT_BODY, buf, x, y, w, ink());
    /* TRANSLATORS: consecutive challenges with a counted result: now, and the longest run. */
    snprintf(buf, sizeof buf, _("Streak %d \xC2\xB7 longest %d"), sum.streak, sum.longest_streak);
    y += text_at(g, draw, FONT_BODY, buf, x, y, w, ink()) + L->inner / 2;
    const StatsChallenge *recent[RECENT_SHOWN];
    int n = SDL_min(stats_challenge_history(st, kind, recent, RECENT_SHOWN), RECENT_SHOWN);
    for (int i = 0; i < n; i++) {
        bool current = have_today && challenge_id_equal(&recent[i]->id, &today) &&
                       stats_challenge_state(st, &today) == CHALLENGE_IN_PROGRESS;
        history_line(recent[i], current, buf, sizeof buf);
        y += text_at(g, draw, FONT_SMALL, buf, x, y, w, gfx_rgb(PAL_INK_SOFT));
    }
    return y - y0;
}

int stats_challenges_section(Gfx *g, const Stats *st, SDL_Rect box, bool draw)
{
    const Metrics *L = &g->m;
    TextSystem *ts = &g->text;
    int hh = text_line_height(ts, FONT_HEADING);
    if (draw)
        text_draw(ts, g->renderer, FONT_HEADING, _("Daily and weekly challenges"), box.x, box.y, ink(), ALIGN_LEFT);
    int cw = (box.w - L->gap) / 2;
    int a = column(g, st, CHALLENGE_DAILY, box.x, box.y + hh, cw, draw);
    int b = column(g, st, CHALLENGE_WEEKLY, box.x + cw + L->gap, box.y + hh, cw, draw);
    return hh + SDL_max(a, b);
}
