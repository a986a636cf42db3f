/* session_handed.c: the seats a computer played for their absent players
 * (a network game's hand-overs, session.h), checked as saves check them. */
#include <stdio.h>
#include <string.h>

#include "session_internal.h"

bool session_note_handed(Session *s, int seat, int at, const char *level, char *why, size_t whysize)
{
    if (seat < 0 || seat >= s->record.settings.players) {
        snprintf(why, whysize, "seat %d, but the game has %d players", seat + 1, s->record.settings.players);
        return false;
    }
    if (at < 0 || at > s->record.nmoves) {
        snprintf(why, whysize, "handed after move %d, but the record has %d moves", at, s->record.nmoves);
        return false;
    }
    size_t n = level ? strlen(level) : 0;
    bool word = n > 0 && n < SEAT_STRENGTH_MAX;
    for (size_t i = 0; word && i < n; i++)
        word = level[i] > ' ' && level[i] < 0x7f;
    if (!word) {
        snprintf(why, whysize, "the computer's level must be one word of letters, digits or signs");
        return false;
    }
    if (s->nhanded == SESSION_HANDED_MAX) {
        snprintf(why, whysize, "more than %d hand-overs", SESSION_HANDED_MAX);
        return false;
    }
    SessionHanded *h = &s->handed[s->nhanded++];
    h->seat = seat;
    h->at = at;
    memcpy(h->level, level, n + 1);
    return true;
}

int session_handed(const Session *s, const SessionHanded **out)
{
    if (out)
        *out = s->handed;
    return s->nhanded;
}

void session_clear_handed(Session *s) { s->nhanded = 0; }

void session_trim_handed(Session *s)
{
    int n = 0;
    for (int i = 0; i < s->nhanded; i++)
        if (s->handed[i].at <= s->record.nmoves)
            s->handed[n++] = s->handed[i];
    s->nhanded = n;
}
