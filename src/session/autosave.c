/* autosave.c: the autosave of the game in progress (autosave.h). */
#include "autosave.h"

#include <stdio.h>
#include <string.h>

#include "fileio.h"
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

/* Loads the autosave; a file that exists but will not load is kept aside. */
static Session *load(const char *dir, bool *missing, char *err, size_t errsize)
{
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
    bool missing;
    if (msgsize > 0)
        msg[0] = '\0';
    Session *s = load(dir, &missing, msg, msgsize);
    if (!s) {
        if (missing && msgsize > 0)
            msg[0] = '\0';
        return missing ? AUTOSAVE_NONE : AUTOSAVE_BAD;
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
    bool missing;
    Session *s = load(dir, &missing, err, errsize);
    if (!s && missing)
        snprintf(err, errsize, "There is no saved game to resume.");
    return s;
}
