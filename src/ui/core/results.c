/* results.c: a finished game into the statistics, the campaign and the
 * past games, once (see results.h). */
#include "results.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "autosave.h"
#include "i18n.h"
#include "names.h"
#include "past_deleted.h"
#include "past_games.h"
#include "save.h"

/* Appends a sentence to a text of sentences. */
static void add_sentence(char *text, size_t size, const char *sentence)
{
    size_t n = strlen(text);
    if (n > 0 && n + 2 < size) {
        if (text[n - 1] != '.')
            text[n++] = '.';
        text[n++] = ' ';
        text[n] = '\0';
    }
    snprintf(text + n, size - n, "%s", sentence);
}

/* The system's reason at the end of a session's message ("FILE: cannot
 * write: REASON"), without the file. */
static const char *reason_of(const char *why)
{
    const char *colon = strrchr(why, ':');
    return colon && colon[1] == ' ' ? colon + 2 : why;
}

/* A failure, said in full (with the file) and in brief (the reason). */
static void add_error(GameResult *r, const char *full, const char *brief)
{
    r->complete = false;
    add_sentence(r->errors, sizeof r->errors, full);
    add_sentence(r->summary, sizeof r->summary, brief);
}

/* The campaign's news after game g (campaign game idx) was recorded. */
static void campaign_news(const Profile *p, const Game *g, int idx, bool unlocked, char *note, size_t notesize)
{
    const CampaignGame *cg = campaign_game(idx);
    int threshold = 0;
    const char *goal = cg && campaign_title_threshold(cg->goal, &threshold) ? _(game_title_name(threshold)) : "";
    if (unlocked && idx + 1 < campaign_count())
        /* TRANSLATORS: the next campaign game's name. */
        snprintf(note, notesize, _("Goal reached! The next campaign game is open: %s."), name_campaign(idx + 1));
    else if (campaign_completed(&p->campaign, idx) && idx + 1 == campaign_count())
        snprintf(note, notesize, "%s", _("Goal reached: the whole campaign is complete!"));
    else if (game_solo_rating(g) >= threshold)
        /* TRANSLATORS: a solo title. */
        snprintf(note, notesize, _("Campaign goal reached again: %s."), goal);
    else
        /* TRANSLATORS: a solo title. */
        snprintf(note, notesize, _("Campaign goal: %s. Not reached this time."), goal);
}

/* Writes the statistics; when that fails, err says why and they stay
 * marked unsaved, so that the retry writes them again. */
static void save_stats(Profile *p, char *err, size_t errsize)
{
    char path[FILEIO_PATH_MAX], why[SESSION_MESSAGE_MAX];
    if (!profile_can_keep(p) || !profile_path(p, PROFILE_STATS_FILE, path, sizeof path))
        return;
    p->stats_unsaved = !stats_save(&p->stats, path, why, sizeof why);
    if (p->stats_unsaved) {
        fprintf(stderr, "cartographers: %s\n", why);
        snprintf(err, errsize, "%s", why);
    }
}

/* The statistics' part: the game and a challenge's attempt. */
static void record_stats(Profile *p, const Session *s, uint64_t key, bool again, GameResult *out, char *err,
                         size_t errsize)
{
    const Game *g = session_game(s);
    if (again && !recorded_needs(&p->stats.recorded, key)) {
        if (p->stats_unsaved) /* taken in already, but not on disk */
            save_stats(p, err, errsize);
        return;
    }
    char date[STATS_DATE_SIZE];
    profile_today(date);
    const ChallengeTag *tag = session_challenge(s);
    if (tag) {
        out->challenge_done = true;
        out->challenge_tag = *tag;
        stats_challenge_finish(&p->stats, tag, date, g, &out->challenge_counted);
    }
    stats_add_game_marked(&p->stats, date, g, session_hints(s) > 0);
    p->stats.recorded = (RecordedMark){true, key};
    out->taken_in = true;
    save_stats(p, err, errsize);
}

/* Writes the campaign's progress, as save_stats. */
static void save_campaign(Profile *p, char *err, size_t errsize)
{
    char path[FILEIO_PATH_MAX], why[SESSION_MESSAGE_MAX];
    if (!profile_can_keep(p) || !profile_path(p, PROFILE_CAMPAIGN_FILE, path, sizeof path))
        return;
    p->campaign_unsaved = !campaign_save(&p->campaign, path, why, sizeof why);
    if (p->campaign_unsaved) {
        fprintf(stderr, "cartographers: %s\n", why);
        snprintf(err, errsize, "%s", why);
    }
}

/* The campaign's part, and its news. */
static void record_campaign(Profile *p, const Session *s, int campaign_index, uint64_t key, bool again, GameResult *out,
                            char *err, size_t errsize)
{
    const Game *g = session_game(s);
    int idx = campaign_index >= 0 ? campaign_index : profile_campaign_game(p, g);
    if (idx < 0)
        return;
    if (again && !recorded_needs(&p->campaign.recorded, key)) {
        if (p->campaign_unsaved) /* taken in already, but not on disk */
            save_campaign(p, err, errsize);
        return;
    }
    bool unlocked = false, hints = session_hints(s) > 0;
    if (!campaign_record_game_marked(&p->campaign, idx, g, hints, &unlocked))
        return;
    p->campaign.recorded = (RecordedMark){true, key};
    out->taken_in = true;
    save_campaign(p, err, errsize);
    campaign_news(p, g, idx, unlocked, out->note, sizeof out->note);
}

/* The game among the past games. */
static void record_past(Profile *p, const Session *s, uint64_t key, bool again, GameResult *out, char *err,
                        size_t errsize)
{
    if (!profile_can_keep(p))
        return;
    char why[SESSION_MESSAGE_MAX];
    if (again && past_games_find(p->data_dir, key, out->past_file, sizeof out->past_file)) {
        out->past = PAST_KEPT;
        return;
    }
    if (again && past_deleted_has(p->data_dir, key)) /* kept before, and the player deleted it since */
        return;
    if (past_games_keep(s, p->data_dir, (long long)time(NULL), out->past_file, sizeof out->past_file, why,
                        sizeof why)) {
        out->past = PAST_KEPT;
        out->taken_in = true;
        return;
    }
    fprintf(stderr, "cartographers: keeping the finished game: %s\n", why);
    out->past = PAST_FAILED;
    snprintf(err, errsize, "%s", why);
}

void results_record(Profile *p, const Session *s, int campaign_index, bool again, GameResult *out)
{
    memset(out, 0, sizeof *out);
    out->past = PAST_NOT_KEPT;
    out->complete = true;
    if (!game_over(session_game(s)))
        return;
    if (p->read_only) {
        snprintf(out->note, sizeof out->note, "%s",
                 _("Not counted: this copy of Cartographers only reads the saved games, another copy keeps them."));
        return;
    }
    uint64_t key = save_game_key(s);
    char stats_err[SESSION_MESSAGE_MAX + 200] = "", campaign_err[sizeof stats_err] = "",
                                         past_err[sizeof stats_err] = "";
    if (session_counts(s)) {
        record_stats(p, s, key, again, out, stats_err, sizeof stats_err);
        record_campaign(p, s, campaign_index, key, again, out, campaign_err, sizeof campaign_err);
        bool hints = session_hints(s) > 0;
        if (hints && out->note[0]) {
            char with[sizeof out->note];
            /* TRANSLATORS: the campaign's news after a game played with hints. */
            snprintf(with, sizeof with, _("With hints \xC2\xB7 %s"), out->note);
            snprintf(out->note, sizeof out->note, "%s", with);
        } else if (hints) {
            snprintf(out->note, sizeof out->note, "%s", _("Played with hints."));
        }
    } else {
        /* docs/rules.md §10d: a solo take-back after a reveal */
        snprintf(out->note, sizeof out->note, "%s",
                 _("Not counted: a draw was taken back after the next card showed."));
    }
    record_past(p, s, key, again, out, past_err, sizeof past_err);
    char full[sizeof past_err + 200], brief[sizeof past_err + 200];
    if (past_err[0]) {
        /* TRANSLATORS: %s is why (a file and the system's reason, in English). */
        snprintf(full, sizeof full, _("This game could not be kept in Past games: %s"), past_err);
        snprintf(brief, sizeof brief, _("This game could not be kept in Past games: %s"), reason_of(past_err));
        add_error(out, full, brief);
    }
    if (stats_err[0]) {
        snprintf(full, sizeof full, _("The statistics could not be saved: %s"), stats_err);
        snprintf(brief, sizeof brief, _("The statistics could not be saved: %s"), reason_of(stats_err));
        add_error(out, full, brief);
    }
    if (campaign_err[0]) {
        snprintf(full, sizeof full, _("The campaign could not be saved: %s"), campaign_err);
        snprintf(brief, sizeof brief, _("The campaign could not be saved: %s"), reason_of(campaign_err));
        add_error(out, full, brief);
    }
}

bool results_record_autosave(Profile *p, GameResult *out)
{
    if (!profile_can_keep(p))
        return false;
    char why[SESSION_MESSAGE_MAX];
    Session *s = session_resume(p->data_dir, why, sizeof why);
    bool over = s && game_over(session_game(s));
    if (over)
        results_record(p, s, -1, true, out);
    session_free(s);
    return over;
}
