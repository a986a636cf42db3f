/* session_challenge.c: the challenge a game is played as (session.h). */
#include <stdio.h>

#include "session_internal.h"

bool session_set_challenge(Session *s, const ChallengeTag *tag, char *err, size_t errsize)
{
    if (!tag) {
        s->has_challenge = false;
        return true;
    }
    char name[CHALLENGE_NAME_MAX];
    if (!challenge_id_valid(&tag->id)) {
        snprintf(err, errsize, "no such challenge");
        return false;
    }
    challenge_id_format(&tag->id, name, sizeof name);
    if (tag->attempt < 1 || tag->attempt > 1000000) {
        snprintf(err, errsize, "%s: the attempt must be a number from 1, not %d", name, tag->attempt);
        return false;
    }
    if (!challenge_settings_match(&tag->id, &s->record.settings)) {
        snprintf(err, errsize, "this game is not the game of the challenge %s", name);
        return false;
    }
    s->has_challenge = true;
    s->challenge = *tag;
    return true;
}

const ChallengeTag *session_challenge(const Session *s) { return s->has_challenge ? &s->challenge : NULL; }
