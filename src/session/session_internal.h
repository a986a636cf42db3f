/* session_internal.h: the inside of a Session, shared by session.c and the
 * save loader (save_parse.c) and nobody else. */
#ifndef CARTO_SESSION_INTERNAL_H
#define CARTO_SESSION_INTERNAL_H

#include "challenge.h"
#include "session.h"

struct Session {
    Record record; /* settings (decrees dealt) + every committed move */
    Game game;     /* the record replayed */
    Seat seats[MAX_PLAYERS];
    char title[SESSION_TITLE_MAX];
    bool put_aside; /* a save kept when another game replaced it (save.h, "#put-aside") */
    long long played; /* seconds since 1970 when it was last played (save.h, "#played"); 0 unknown */
    Move *redo; /* undone moves, the next to redo last */
    int nredo, redo_cap;
    int undo_floor; /* moves below this index are final */
    /* the undo question for the last move, answered once per change */
    int last_actor;     /* who made it, -1 with no moves */
    bool last_revealed; /* it revealed cards (or ended a season) */
    bool has_challenge; /* the game is played as a challenge (session_set_challenge) */
    ChallengeTag challenge;
    int hints;     /* moves made with the Hint's answer showing */
    int takebacks; /* solo take-backs after a reveal: the game does not count */
    SessionHanded handed[SESSION_HANDED_MAX]; /* seats a computer played for a player gone */
    int nhanded;
};

/* An empty session for `settings` (already checked), without moves. */
Session *session_alloc(const GameSettings *settings, const Seat *seats, char *err, size_t errsize);
/* Works out last_actor and last_revealed by replaying all but the last move. */
void session_refresh_undo(Session *s);
/* Exchanges the contents of two sessions (loading replaces the live one). */
void session_swap(Session *a, Session *b);

/* Drops the hand-overs noted after the record's last move (an undo took
 * it back), so that the save stays readable. */
void session_trim_handed(Session *s);

#endif
