/* autosave.h: the game in progress, saved after every committed move so
 * that nothing is lost when the app is closed or killed, and found again at
 * the next start (docs/formats.md §14).
 *
 * The app calls session_autosave after every change it commits (a move,
 * an undo or redo, a hand-over). The file is written atomically, so a kill
 * at any moment leaves either the previous autosave or the new one. At
 * start the app calls autosave_probe: an unfinished game is offered for
 * resuming with session_resume. */
#ifndef CARTO_AUTOSAVE_H
#define CARTO_AUTOSAVE_H

#include <stdbool.h>
#include <stddef.h>

#include "session.h"

#define AUTOSAVE_FILE "current-game.autosave" /* not *SAVE_EXT: not a named save */

typedef enum AutosaveState {
    AUTOSAVE_NONE,       /* no autosave */
    AUTOSAVE_UNFINISHED, /* a game to resume */
    AUTOSAVE_FINISHED,   /* the last game was played to the end */
    AUTOSAVE_BAD,        /* it could not be read; it has been kept aside */
    AUTOSAVE_NEWER,      /* a newer version of the game wrote it: left as it is */
} AutosaveState;

typedef struct AutosaveInfo {
    GameKind kind;
    int players;
    int moves;
    int season; /* 0..3; 4 when finished */
    bool has_challenge; /* the game is a challenge's: `challenge` says which */
    ChallengeTag challenge;
} AutosaveInfo;

/* Saves the session as dir's autosave. */
bool session_autosave(const Session *s, const char *dir, char *err, size_t errsize);
/* Deletes dir's autosave: no game is in progress (a finished game loaded
 * to be looked at is not one, and its file is elsewhere). True when there
 * is none afterwards. */
bool autosave_clear(const char *dir, char *err, size_t errsize);

/* What dir's autosave holds; `info` (may be NULL) describes a readable one.
 * A bad autosave is kept aside at once (never overwritten by the next
 * game's autosave) and msg says what was wrong and where it went. */
AutosaveState autosave_probe(const char *dir, AutosaveInfo *info, char *msg, size_t msgsize);

/* The autosaved game as a new session, or NULL with a message; a bad file
 * is kept aside as with autosave_probe, a newer version's left as it is. */
Session *session_resume(const char *dir, char *err, size_t errsize);

/* Before this build's first autosave replaces a newer version's autosave:
 * renames it, unread, to a free named save "newer-version-game-N" + SAVE_EXT
 * (which the newer version lists and loads); `file` gets its name ("" when
 * there was no autosave any more). */
bool autosave_keep_newer(const char *dir, char *file, size_t filesize, char *err, size_t errsize);

#endif
