/* challenge_names.h: the daily and weekly challenges as the screen names
 * them, in the player's language: "Daily challenge", "Thursday,
 * 2026-11-26", "Week 48 of 2026 (2026-11-23 to 2026-11-29)". No SDL. */
#ifndef UI_TEXT_CHALLENGE_NAMES_H
#define UI_TEXT_CHALLENGE_NAMES_H

#include <stddef.h>

#include "challenge.h"

/* "Daily challenge" or "Weekly challenge". */
const char *name_challenge_kind(ChallengeKind kind);
/* When the challenge is: the day with its weekday, or the ISO week with its
 * Monday and Sunday. */
void name_challenge_when(const ChallengeId *id, char *buf, size_t size);
/* Both: "Daily challenge · Thursday, 2026-11-26". */
void name_challenge(const ChallengeId *id, char *buf, size_t size);
/* A weekday, 1 = Monday .. 7 = Sunday. */
const char *name_weekday(int weekday);

#endif
