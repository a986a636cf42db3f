/* profile.c: the data folder and the files kept in it (see profile.h). */
#include "profile.h"

#include <stdio.h>
#include <string.h>

#include <SDL.h>

#include "i18n.h"
#include "names.h"
#include "platform.h"
#include "settings_file.h"

void profile_notice(Profile *p, const char *text)
{
    size_t n = strlen(p->notice);
    if (n > 0 && n + 1 < sizeof p->notice)
        p->notice[n++] = '\n';
    snprintf(p->notice + n, sizeof p->notice - n, "%s", text);
}

bool profile_path(const Profile *p, const char *name, char *out, size_t size)
{
    return p->data_dir[0] && fileio_join(p->data_dir, name, out, size);
}

bool profile_can_keep(const Profile *p) { return p->persist && p->data_dir[0] && !p->read_only; }

const char *profile_read_only_text(void)
{
    return _("Another copy of Cartographers is open and keeps your saved games. This copy only reads them: "
             "nothing done here is kept.");
}

void profile_clear_notice(Profile *p)
{
    p->notice[0] = '\0';
    if (p->read_only)
        profile_notice(p, profile_read_only_text());
}

/* One program at a time writes the data folder (datalock.h): a second copy
 * reads only; a folder that cannot be written is said at once. */
static void take_data_dir(Profile *p)
{
    char why[256] = "";
    switch (datalock_take(p->data_dir, &p->lock, why, sizeof why)) {
    case DATALOCK_OWNED: break;
    case DATALOCK_BUSY:
        p->read_only = true;
        fprintf(stderr, "cartographers: another copy of the game uses %s: this one only reads it\n", p->data_dir);
        profile_notice(p, profile_read_only_text());
        break;
    case DATALOCK_UNWRITABLE: {
        char msg[FILEIO_PATH_MAX + 400];
        /* TRANSLATORS: %s is a folder, then the system's reason (in English). */
        snprintf(msg, sizeof msg,
                 _("The folder for saved games %s cannot be written (%s). You can play, but no game, setting or "
                   "result will be kept."),
                 p->data_dir, why);
        fprintf(stderr, "cartographers: %s\n", msg);
        profile_notice(p, msg);
        break;
    }
    case DATALOCK_NO_LOCKS:
        fprintf(stderr, "cartographers: %s cannot be locked (%s): a second copy of the game would not be stopped\n",
                p->data_dir, why);
        break;
    }
}

/* $CARTOGRAPHERS_DATA_DIR (tests, portable installs) or SDL's place for
 * the user's files. */
static bool find_data_dir(Profile *p)
{
    const char *env = platform_getenv("CARTOGRAPHERS_DATA_DIR");
    if (env && *env) {
        bool regular = false;
        long long mtime = 0;
        if (platform_stat(env, &regular, &mtime) && regular) {
            char msg[FILEIO_PATH_MAX + 200];
            /* TRANSLATORS: %s is a path that names a file where a folder should be. */
            snprintf(msg, sizeof msg, _("The folder for saved games %s is a file, not a folder. Nothing will be saved."),
                     env);
            fprintf(stderr, "cartographers: %s\n", msg);
            profile_notice(p, msg);
            return false;
        }
        char why[256];
        if (!platform_make_dir(env, why, sizeof why)) {
            char msg[FILEIO_PATH_MAX + 200];
            snprintf(msg, sizeof msg, _("The folder for saved games %s cannot be made (%s). Nothing will be saved."),
                     env, why);
            fprintf(stderr, "cartographers: %s\n", msg);
            profile_notice(p, msg);
            return false;
        }
        snprintf(p->data_dir, sizeof p->data_dir, "%s", env);
        return true;
    }
    char *path = SDL_GetPrefPath("cartographers-desktop", "cartographers");
    if (!path) {
        char msg[600];
        snprintf(msg, sizeof msg,
                 _("There is no folder for saved games, settings and statistics (%s). You can play, but nothing "
                   "will be kept."),
                 SDL_GetError());
        fprintf(stderr, "cartographers: %s\n", msg);
        profile_notice(p, msg);
        return false;
    }
    snprintf(p->data_dir, sizeof p->data_dir, "%s", path);
    SDL_free(path);
    size_t n = strlen(p->data_dir);
    while (n > 1 && (p->data_dir[n - 1] == '/' || p->data_dir[n - 1] == '\\'))
        p->data_dir[--n] = '\0';
    return true;
}

static void report_bad(Profile *p, FileStatus st, const char *msg)
{
    if (st != FILE_BAD)
        return;
    char line[SESSION_MESSAGE_MAX + 100];
    if (strstr(msg, "; kept aside as "))
        snprintf(line, sizeof line, _("A file could not be read and was kept aside: %s"), msg);
    else /* (keeping it aside failed too: the message says why) */
        snprintf(line, sizeof line, _("A file could not be read: %s"), msg);
    fprintf(stderr, "cartographers: %s\n", msg);
    profile_notice(p, line);
}

void profile_init(Profile *p, bool persist)
{
    memset(p, 0, sizeof *p);
    p->persist = persist;
    p->resume_state = AUTOSAVE_NONE;
    settings_defaults(&p->settings);
    campaign_progress_init(&p->campaign);
    stats_init(&p->stats);
    if (!find_data_dir(p))
        return;
    if (persist)
        take_data_dir(p);
    char path[FILEIO_PATH_MAX], msg[SESSION_MESSAGE_MAX * 2];
    if (profile_path(p, PROFILE_PREFS_FILE, path, sizeof path)) {
        FileStatus st = settings_load(&p->settings, path, msg, sizeof msg);
        p->prefs_newer = st == FILE_NEWER;
        if (st == FILE_BAD) {
            report_bad(p, st, msg);
        } else if (msg[0]) {
            char line[sizeof msg + 200];
            fprintf(stderr, "cartographers: %s\n", msg);
            if (st == FILE_NEWER)
                snprintf(line, sizeof line, "%s",
                         _("The settings were saved by a newer version of Cartographers and were left as they are: "
                           "the defaults are used, and changes made here are not saved."));
            else
                /* TRANSLATORS: %s lists the lines of prefs.txt that were not understood (in English). */
                snprintf(line, sizeof line, _("Some settings could not be read and are at their defaults:\n%s"), msg);
            profile_notice(p, line);
        }
    }
    if (profile_path(p, PROFILE_CAMPAIGN_FILE, path, sizeof path))
        report_bad(p, campaign_load(&p->campaign, path, msg, sizeof msg), msg);
    if (profile_path(p, PROFILE_STATS_FILE, path, sizeof path))
        report_bad(p, stats_load(&p->stats, path, msg, sizeof msg), msg);
    if (p->read_only)
        return; /* the game in progress is the other copy's */
    p->resume_state = autosave_probe(p->data_dir, &p->resume_info, msg, sizeof msg);
    if (p->resume_state == AUTOSAVE_NEWER) {
        fprintf(stderr, "cartographers: %s\n", msg);
        /* TRANSLATORS: shown on the menu at start. */
        profile_notice(p, _("The game in progress was saved by a newer version of Cartographers and was left as it "
                            "is. A new game here keeps it as a saved game (Load game) before its first move is "
                            "saved."));
    } else if (p->resume_state == AUTOSAVE_BAD) {
        static const char said[] = "The saved game could not be resumed: ";
        const char *detail = strncmp(msg, said, sizeof said - 1) == 0 ? msg + sizeof said - 1 : msg;
        char line[sizeof msg + 200];
        /* TRANSLATORS: %s is what was wrong with the file (in English). */
        snprintf(line, sizeof line,
                 _("The game in progress could not be read; nothing was deleted, and you can start a "
                   "new game.\nDetails: %s"),
                 detail);
        fprintf(stderr, "cartographers: %s\n", msg);
        profile_notice(p, line);
    }
}

void profile_free(Profile *p)
{
    stats_free(&p->stats);
    datalock_release(p->lock);
    p->lock = NULL;
}

bool profile_save_settings(Profile *p, char *err, size_t errsize)
{
    char path[FILEIO_PATH_MAX];
    err[0] = '\0';
    if (!profile_can_keep(p) || p->prefs_newer || !profile_path(p, PROFILE_PREFS_FILE, path, sizeof path))
        return true; /* (a newer version's file is not overwritten) */
    if (settings_save(&p->settings, path, err, errsize))
        return true;
    fprintf(stderr, "cartographers: %s\n", err);
    return false;
}

int profile_campaign_game(const Profile *p, const Game *g)
{
    if (g->settings.players != 1)
        return -1;
    for (int i = 0; i < campaign_count(); i++)
        if (campaign_unlocked(&p->campaign, i) && campaign_matches(i, g))
            return i;
    return -1;
}

void profile_today(char date[STATS_DATE_SIZE])
{
    const char *env = platform_getenv("CARTOGRAPHERS_TODAY");
    if (env && stats_date_valid(env))
        snprintf(date, STATS_DATE_SIZE, "%s", env);
    else
        stats_today(date);
}

void profile_solo_seats(const Profile *p, Seat seats[MAX_PLAYERS])
{
    char name[SEAT_NAME_MAX];
    const char *remembered = p->settings.setup.name[0];
    if (remembered[0])
        snprintf(name, sizeof name, "%s", remembered);
    else
        snprintf(name, sizeof name, "Player %d", 1); /* kept in English, shown by name_seat */
    for (int i = 0; i < MAX_PLAYERS; i++)
        session_seat_init(&seats[i], i, SEAT_HUMAN, NULL, i == 0 ? name : "");
}

bool profile_challenge_today(ChallengeKind kind, ChallengeId *out)
{
    char date[STATS_DATE_SIZE];
    profile_today(date);
    return challenge_of_date(kind, date, out);
}

bool profile_save_stats(Profile *p, char *err, size_t errsize)
{
    char path[FILEIO_PATH_MAX], why[SESSION_MESSAGE_MAX];
    err[0] = '\0';
    if (!profile_can_keep(p) || !profile_path(p, PROFILE_STATS_FILE, path, sizeof path) ||
        stats_save(&p->stats, path, why, sizeof why))
        return true;
    fprintf(stderr, "cartographers: %s\n", why);
    snprintf(err, errsize, _("The statistics could not be saved: %s"), why);
    return false;
}
