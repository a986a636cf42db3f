/* result_text.c: the words a finished game is shared with (see
 * result_text.h). */
#include "result_text.h"

#include <stdio.h>
#include <string.h>

#include "challenge_code.h"
#include "i18n.h"
#include "names.h"

/* The challenge's period as its name writes it: "2026-11-26", "2026-W48"
 * (the weekly's in file names only: players read "week 48, 2026"). */
static void period(const ChallengeTag *tag, char *out, size_t size)
{
    char name[CHALLENGE_NAME_MAX];
    challenge_id_format(&tag->id, name, sizeof name);
    const char *colon = strchr(name, ':');
    snprintf(out, size, "%s", colon ? colon + 1 : name);
}

static void seed_text(const Game *g, char *out, size_t size)
{
    snprintf(out, size, "%llu", (unsigned long long)g->settings.seed);
}

/* "Daily challenge 2026-11-26" or "Weekly challenge, week 48, 2026". */
static void challenge_name(const ChallengeTag *tag, char *out, size_t size)
{
    if (tag->id.kind == CHALLENGE_DAILY) {
        char when[CHALLENGE_NAME_MAX];
        period(tag, when, sizeof when);
        /* TRANSLATORS: the name of a daily challenge; a date, 2026-11-26. */
        snprintf(out, size, _("Daily challenge %s"), when);
    } else {
        /* TRANSLATORS: the name of a weekly challenge: the week's number and its year, "week 48, 2026". */
        snprintf(out, size, _("Weekly challenge, week %d, %d"), tag->id.week, tag->id.year);
    }
}

void result_game_name(const Game *g, const ChallengeTag *tag, bool hints, char *out, size_t size)
{
    char name[200], seed[24], kind[96];
    if (tag) {
        challenge_name(tag, name, sizeof name);
    } else {
        seed_text(g, seed, sizeof seed);
        describe_game(g->settings.players, g->settings.kind, kind, sizeof kind);
        /* TRANSLATORS: a game that is no challenge: its kind (Solo · Heroes), its seed. */
        snprintf(name, sizeof name, _("%s \xC2\xB7 seed %s"), kind, seed);
    }
    if (hints)
        snprintf(out, size, "%s \xC2\xB7 %s", name, _("with hints"));
    else
        snprintf(out, size, "%s", name);
}

void result_put_aside_name(const ChallengeTag *tag, char *out, size_t size)
{
    char name[200];
    challenge_name(tag, name, sizeof name);
    if (tag->attempt > 1)
        /* TRANSLATORS: a challenge's name, which attempt at it (2 and up). */
        snprintf(out, size, _("%s, attempt %d"), name, tag->attempt);
    else
        snprintf(out, size, "%s", name);
}

void result_code(const Game *g, char *out, size_t size)
{
    char code[CHALLENGE_CODE_SIZE];
    if (!challenge_code_format(&g->settings, code, sizeof code))
        code[0] = '\0';
    snprintf(out, size, "%s", code);
}

/* "1. Anna 92, 2. Bob 85, ..." in the order of the ranking. */
static void ranking(const Game *g, const char *const names[MAX_PLAYERS], char *out, size_t size)
{
    int places[MAX_PLAYERS];
    game_ranking(g, places);
    out[0] = '\0';
    size_t len = 0;
    int n = g->settings.players;
    for (int place = 1; place <= n; place++)
        for (int p = 0; p < n; p++) {
            if (places[p] != place)
                continue;
            char one[160];
            /* TRANSLATORS: one player in the summary's ranking: the place, the name, the points (the players
             * are joined by ", "). A name may start with a number of its own ("Computer 2 (hard)" where that
             * is written "2. ..."): write the place so that the two cannot be read together. */
            snprintf(one, sizeof one, C_("summary: place, name, points", "%d. %s %d"), place, names[p] ? names[p] : "",
                     game_total(g, p));
            int k = snprintf(out + len, size - len, "%s%s", len ? ", " : "", one);
            if (k < 0 || (size_t)k >= size - len)
                return; /* cut at the end of the buffer */
            len += (size_t)k;
        }
}

void result_place_name(int place, const char *name, char *out, size_t size)
{
    /* TRANSLATORS: a place and a player's name in the result image's ranking. A name may start with a number
     * of its own ("Computer 2 (hard)" where that is written "2. ..."): write the place so that the two cannot
     * be read together. */
    snprintf(out, size, C_("place, name", "%d. %s"), place, name ? name : "");
}

void result_summary(const Game *g, const ChallengeTag *tag, bool hints, const char *const names[MAX_PLAYERS],
                    char *out, size_t size)
{
    char head[200], result[RESULT_TEXT_MAX], code[CHALLENGE_CODE_SIZE], tail[CHALLENGE_CODE_SIZE + 40] = "";
    if (tag) {
        char when[CHALLENGE_NAME_MAX];
        period(tag, when, sizeof when);
        if (tag->id.kind == CHALLENGE_DAILY)
            /* TRANSLATORS: the start of the summary copied for sharing; a date, 2026-11-26. */
            snprintf(head, sizeof head, _("Cartographers daily %s"), when);
        else
            /* TRANSLATORS: the start of the summary copied for sharing: the week's number and its year, "week 48,
             * 2026". */
            snprintf(head, sizeof head, _("Cartographers weekly, week %d, %d"), tag->id.week, tag->id.year);
    } else {
        char kind[96], seed[24];
        describe_game(g->settings.players, g->settings.kind, kind, sizeof kind);
        seed_text(g, seed, sizeof seed);
        /* TRANSLATORS: the start of the summary copied for sharing: the kind of game, its seed. */
        snprintf(head, sizeof head, _("Cartographers (%s, seed %s)"), kind, seed);
    }
    if (g->settings.players <= 1) {
        int total = game_total(g, 0), rating = game_solo_rating(g);
        /* TRANSLATORS: a solo result in the summary: the points, the rating, the title. */
        snprintf(result, sizeof result, ngettext("%d point, rating %d (%s)", "%d points, rating %d (%s)", total),
                 total, rating, _(game_title_name(rating)));
    } else {
        ranking(g, names, result, sizeof result);
    }
    if (hints) {
        size_t len = strlen(head);
        snprintf(head + len, sizeof head - len, " \xC2\xB7 %s", _("with hints"));
    }
    result_code(g, code, sizeof code);
    if (code[0])
        /* TRANSLATORS: the end of the summary: the game's challenge code. */
        snprintf(tail, sizeof tail, _(" \xE2\x80\x94 code %s"), code);
    snprintf(out, size, "%s: %s%s", head, result, tail);
}

void result_file_name(const Game *g, const ChallengeTag *tag, const char *today, int n, char *out, size_t size)
{
    char stem[96], when[CHALLENGE_NAME_MAX], seed[24];
    if (tag) {
        period(tag, when, sizeof when);
        snprintf(stem, sizeof stem, "cartographers-%s-%s", when, tag->id.kind == CHALLENGE_DAILY ? "daily" : "weekly");
    } else {
        seed_text(g, seed, sizeof seed);
        snprintf(stem, sizeof stem, "cartographers-%.10s-seed-%s", today ? today : "", seed);
    }
    if (n >= 2)
        snprintf(out, size, "%s-%d.png", stem, n);
    else
        snprintf(out, size, "%s.png", stem);
}
