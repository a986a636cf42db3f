/* challenge_play.c: today's challenges and their unfinished attempts (see
 * challenge_play.h). */
#include "challenge_play.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "save.h"

bool challenge_offer_today(const Profile *p, ChallengeKind kind, ChallengeOffer *out)
{
    memset(out, 0, sizeof *out);
    if (!profile_challenge_today(kind, &out->id) || !challenge_settings(&out->id, &out->settings))
        return false;
    out->state = stats_challenge_state(&p->stats, &out->id);
    const StatsChallenge *e = stats_challenge_find(&p->stats, &out->id);
    out->begun = e != NULL;
    if (e)
        out->entry = *e;
    return true;
}

static bool first_attempt(const ChallengeTag *tag, const ChallengeId *id)
{
    return tag && tag->attempt == 1 && challenge_id_equal(&tag->id, id);
}

void challenge_offer_locate(ChallengeOffer *o, const Match *m, const Profile *p)
{
    o->place = ATTEMPT_NOWHERE;
    o->file[0] = o->title[0] = '\0';
    if (o->state != CHALLENGE_IN_PROGRESS)
        return;
    const Session *s = match_session(m);
    if (s && !game_over(session_game(s)) && first_attempt(session_challenge(s), &o->id)) {
        o->place = ATTEMPT_ON_TABLE;
        return;
    }
    const AutosaveInfo *in = &p->resume_info;
    if (p->resume_state == AUTOSAVE_UNFINISHED && in->has_challenge && first_attempt(&in->challenge, &o->id)) {
        o->place = ATTEMPT_AUTOSAVE;
        return;
    }
    if (!p->data_dir[0])
        return;
    SaveInfo *list = NULL;
    char err[SESSION_MESSAGE_MAX];
    int n = save_list(p->data_dir, &list, err, sizeof err);
    for (int i = 0; i < n; i++) /* newest first */
        if (list[i].ok && !list[i].finished && list[i].has_challenge && first_attempt(&list[i].challenge, &o->id)) {
            o->place = ATTEMPT_SAVED;
            snprintf(o->file, sizeof o->file, "%s", list[i].file);
            snprintf(o->title, sizeof o->title, "%s", list[i].title);
            break;
        }
    free(list);
}

bool challenge_offer_resume(const ChallengeOffer *o, Match *m, char *err, size_t errsize)
{
    switch (o->place) {
    case ATTEMPT_ON_TABLE:
        return true;
    case ATTEMPT_AUTOSAVE:
        return match_resume(m, err, errsize);
    case ATTEMPT_SAVED:
        return match_load(m, o->file, o->title, err, errsize);
    default:
        snprintf(err, errsize, "%s", _("The unfinished attempt is in no saved game."));
        return false;
    }
}
