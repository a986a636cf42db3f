/* challenge_names.c: the challenges' names in the player's language (see
 * challenge_names.h). */
#include "challenge_names.h"

#include <stdio.h>

#include "i18n.h"

const char *name_challenge_kind(ChallengeKind kind)
{
    return kind == CHALLENGE_WEEKLY ? _("Weekly challenge") : _("Daily challenge");
}

const char *name_weekday(int weekday)
{
    switch (weekday) {
    case 1:
        return _("Monday");
    case 2:
        return _("Tuesday");
    case 3:
        return _("Wednesday");
    case 4:
        return _("Thursday");
    case 5:
        return _("Friday");
    case 6:
        return _("Saturday");
    default:
        return _("Sunday");
    }
}

void name_challenge_when(const ChallengeId *id, char *buf, size_t size)
{
    if (!challenge_id_valid(id)) {
        snprintf(buf, size, "?");
        return;
    }
    if (id->kind == CHALLENGE_DAILY) {
        char date[16];
        snprintf(date, sizeof date, "%04d-%02d-%02d", id->year, id->month, id->day);
        /* TRANSLATORS: a daily challenge's day: a weekday and a date (YYYY-MM-DD). */
        snprintf(buf, size, _("%s, %s"), name_weekday(challenge_weekday(id->year, id->month, id->day)), date);
        return;
    }
    long monday = challenge_iso_week_monday(id->year, id->week);
    int y1, m1, d1, y2, m2, d2;
    challenge_date_of_day(monday, &y1, &m1, &d1);
    challenge_date_of_day(monday + 6, &y2, &m2, &d2);
    char from[16], to[16];
    snprintf(from, sizeof from, "%04d-%02d-%02d", y1, m1, d1);
    snprintf(to, sizeof to, "%04d-%02d-%02d", y2, m2, d2);
    /* TRANSLATORS: a weekly challenge: the week's number, its year, its Monday and Sunday (YYYY-MM-DD). */
    snprintf(buf, size, _("Week %d of %d (%s to %s)"), id->week, id->year, from, to);
}

void name_challenge(const ChallengeId *id, char *buf, size_t size)
{
    char when[96];
    name_challenge_when(id, when, sizeof when);
    snprintf(buf, size, "%s \xC2\xB7 %s", name_challenge_kind(id->kind), when);
}
