/* autosave.c: the autosave of the game in progress (autosave.h). */
#include "autosave.h"

#include <stdio.h>
#include <string.h>

#include "fileio.h"
#include "platform.h"
#include "save.h"

static bool autosave_path(const char *dir, char *path, size_t size, char *err, size_t errsize)
{
    if (fileio_join(dir, AUTOSAVE_FILE, path, size))
        return true;
    snprintf(err, errsize, "%s: path too long", dir);
    return false;
}

bool session_autosave(const Session *s, const char *dir, char *err, size_t errsize)
{
    char path[FILEIO_PATH_MAX];
    return autosave_path(dir, path, sizeof path, err, errsize) && save_write(s, path, err, errsize);
}

bool autosave_clear(const char *dir, char *err, size_t errsize)
{
    char path[FILEIO_PATH_MAX];
    if (!autosave_path(dir, path, sizeof path, err, errsize))
        return false;
    if (platform_remove(path) || !platform_stat(path, NULL, NULL))
        return true;
    snprintf(err, errsize, "%s: cannot delete it", AUTOSAVE_FILE);
    return false;
}

/* Loads the autosave; a file that exists but will not load is kept aside,
 * unless a newer version wrote it (*newer). */
static Session *load(const char *dir, bool *missing, bool *newer, char *err, size_t errsize)
{
    *newer = false;
    char path[FILEIO_PATH_MAX];
    *missing = false;
    if (!autosave_path(dir, path, sizeof path, err, errsize))
        return NULL;
    char msg[SESSION_MESSAGE_MAX];
    Session *s = save_load_new(path, missing, msg, sizeof msg);
    if (s)
        return s;
    if (*missing) {
        snprintf(err, errsize, "%s", msg);
        return NULL;
    }
    if (save_file_newer(path)) {
        *newer = true;
        snprintf(err, errsize,
                 "The saved game was made by a newer version of the game and was left as it is for that version: %s",
                 msg);
        return NULL;
    }
    char aside[FILEIO_PATH_MAX], kerr[SESSION_MESSAGE_MAX];
    if (fileio_keep_aside(path, aside, sizeof aside, kerr, sizeof kerr))
        snprintf(err, errsize, "The saved game could not be resumed: %s (kept aside as %s)", msg,
                 fileio_basename(aside));
    else
        snprintf(err, errsize, "The saved game could not be resumed: %s (%s)", msg, kerr);
    return NULL;
}

AutosaveState autosave_probe(const char *dir, AutosaveInfo *info, char *msg, size_t msgsize)
{
    bool missing, newer;
    if (msgsize > 0)
        msg[0] = '\0';
    Session *s = load(dir, &missing, &newer, msg, msgsize);
    if (!s) {
        if (missing && msgsize > 0)
            msg[0] = '\0';
        return missing ? AUTOSAVE_NONE : newer ? AUTOSAVE_NEWER : AUTOSAVE_BAD;
    }
    const Game *g = session_game(s);
    if (info) {
        info->kind = g->settings.kind;
        info->players = g->settings.players;
        info->moves = session_move_count(s);
        info->season = g->season;
        const ChallengeTag *tag = session_challenge(s);
        info->has_challenge = tag != NULL;
        if (tag)
            info->challenge = *tag;
        else
            memset(&info->challenge, 0, sizeof info->challenge);
    }
    AutosaveState state = game_over(g) ? AUTOSAVE_FINISHED : AUTOSAVE_UNFINISHED;
    session_free(s);
    return state;
}

Session *session_resume(const char *dir, char *err, size_t errsize)
{
    bool missing, newer;
    Session *s = load(dir, &missing, &newer, err, errsize);
    if (!s && missing)
        snprintf(err, errsize, "There is no saved game to resume.");
    return s;
}

bool autosave_keep_newer(const char *dir, char *file, size_t filesize, char *err, size_t errsize)
{
    char path[FILEIO_PATH_MAX], name[64], to[FILEIO_PATH_MAX];
    if (!autosave_path(dir, path, sizeof path, err, errsize))
        return false;
    for (int i = 1; i < 1000; i++) {
        snprintf(name, sizeof name, "newer-version-game-%d%s", i, SAVE_EXT);
        if (!fileio_join(dir, name, to, sizeof to)) {
            snprintf(err, errsize, "%s: path too long", dir);
            return false;
        }
        char why[128] = "";
        /* platform_move_new never replaces a file that is there */
        switch (platform_move_new(path, to, why, sizeof why)) {
        case PLATFORM_MOVED:
            snprintf(file, filesize, "%s", name);
            return true;
        case PLATFORM_TAKEN:
            continue;
        case PLATFORM_FAILED:
            break;
        }
        bool regular;
        long long mtime;
        if (!platform_stat(path, &regular, &mtime)) { /* gone already: nothing to keep */
            if (filesize > 0)
                file[0] = '\0';
            return true;
        }
        snprintf(err, errsize, "%s: cannot keep it as %s: %s", AUTOSAVE_FILE, name, why);
        return false;
    }
    snprintf(err, errsize, "%s: too many newer-version games kept already", AUTOSAVE_FILE);
    return false;
}
