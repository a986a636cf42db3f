/* challenge_play.h: today's daily and weekly challenge from the app's
 * side: which one it is, whether the player has played it (the statistics,
 * stats.h), and where its unfinished first attempt is when there is one (the
 * game on the table, the autosave, or a kept save whose info names it), so
 * the menu can offer to resume that attempt instead of abandoning it. No
 * drawing. */
#ifndef UI_CORE_CHALLENGE_PLAY_H
#define UI_CORE_CHALLENGE_PLAY_H

#include <stdbool.h>

#include "challenge.h"
#include "match.h"
#include "profile.h"
#include "stats.h"

/* Where the unfinished attempt that counts is. */
typedef enum AttemptPlace {
    ATTEMPT_NOWHERE,  /* no game holds it (deleted, or kept where the game cannot see it) */
    ATTEMPT_ON_TABLE, /* the game being played */
    ATTEMPT_AUTOSAVE, /* the game in progress of the last run (Resume) */
    ATTEMPT_SAVED,    /* a named save (`file`, `title`) */
} AttemptPlace;

typedef struct ChallengeOffer {
    ChallengeId id;
    GameSettings settings; /* the challenge's game */
    ChallengeState state;
    bool begun; /* `entry` holds the statistics */
    StatsChallenge entry;
    AttemptPlace place; /* CHALLENGE_IN_PROGRESS: where attempt 1 is (challenge_offer_locate) */
    char file[256];
    char title[SESSION_TITLE_MAX];
} ChallengeOffer;

/* Today's challenge of a kind and what the statistics say of it (cheap:
 * no file is read). False when the date gives no challenge. */
bool challenge_offer_today(const Profile *p, ChallengeKind kind, ChallengeOffer *out);
/* For a challenge in progress: finds its attempt 1 on the table, in the
 * autosave or among the named saves (reads the list of saves). */
void challenge_offer_locate(ChallengeOffer *o, const Match *m, const Profile *p);
/* Puts the unfinished attempt on the table (resume or load; nothing to do
 * when it is there already). False with err (translated). */
bool challenge_offer_resume(const ChallengeOffer *o, Match *m, char *err, size_t errsize);

#endif
