/* challenge.h: the daily and weekly challenges: the same solo
 * game for every player on a given day or ISO week, derived from the
 * challenge's name alone, identical on every machine and in every future
 * version (tests/session/data/challenges.txt pins a list of them).
 *
 * NAMES. "daily:YYYY-MM-DD" (a date of the proleptic Gregorian calendar)
 * and "weekly:YYYY-Www" (an ISO-8601 week: weeks start on Monday, week 1 is
 * the week that holds the year's first Thursday, so a year has 52 or 53
 * weeks and YYYY is the week's year, which differs from the calendar year
 * around New Year). Years 1000 to 9999.
 *
 * THE DERIVATION (frozen: changing any step changes every challenge).
 *   h = FNV-1a-64 of the name's bytes (offset 0xcbf29ce484222325, prime
 *       0x100000001b3), the state of a SplitMix64 stream: next() adds
 *       0x9e3779b97f4a7c15 to the state and returns it mixed (xor-shift 30,
 *       times 0xbf58476d1ce4e5b9, xor-shift 27, times 0x94d049bb133111eb,
 *       xor-shift 31). pick(n) = next() % n. The picks, in this order:
 *   1. the game, by the kind and (daily) the ISO weekday of the date:
 *      Mon/Wed/Fri  base game:   side = A + pick(2)
 *      Tue/Thu/Sat  Heroes game: side = C + pick(2)
 *      Sunday       mixed game:  side = A + pick(4); explore set = pick(2)
 *                   (0 base, 1 Heroes); season set = pick(2); heroes in;
 *                   k = 4 + pick(3) ambushes: for i = 0..k-1, j = i +
 *                   pick(8 - i), swap a[i] and a[j] in a = 0..7 (frozen
 *                   ambush numbers, challenge_cards.h); a[0..k-1] are in
 *      weekly       mixed game:  side = A + pick(4); explore set = pick(2);
 *                   season set = pick(2); heroes in; all 8 ambushes
 *      base games have the base explore and season sets and ambushes 0-3,
 *      Heroes games the Heroes sets, heroes, and ambushes 4-7.
 *   2. seed = 100000 + pick(900000).
 *   3. decrees: for each category 0..3 (challenge_cards.h), its card's
 *      slot = first + pick(count) of the game's pool (base: slots 0-3,
 *      Heroes: 4-7, mixed: 0-7); then the categories onto decrees A-D:
 *      c = [0, 1, 2, 3]; for i = 3 down to 1: swap c[i] and c[pick(i+1)];
 *      decree A is category c[0]'s card, B c[1]'s, and so on.
 *   Always solo (1 player), the solo rules, the solo-ambush house rule off.
 * The decrees are always given in the settings, so they never depend on
 * how the engine deals a seed's scoring cards. */
#ifndef CARTO_CHALLENGE_H
#define CARTO_CHALLENGE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "game.h"

typedef enum ChallengeKind { CHALLENGE_DAILY, CHALLENGE_WEEKLY } ChallengeKind;

/* A challenge. daily: year, month, day (week 0); weekly: the ISO week-year
 * in `year` and `week` (month and day 0). */
typedef struct ChallengeId {
    ChallengeKind kind;
    int year;
    int month;
    int day;
    int week;
} ChallengeId;

/* A game played as a challenge: which one, and which attempt (1 = the one
 * that counts, when finished before another begins; stats.h). */
typedef struct ChallengeTag {
    ChallengeId id;
    int attempt; /* 1.. */
} ChallengeTag;

#define CHALLENGE_NAME_MAX 24 /* bytes with the NUL: "daily:2026-11-24" */
#define CHALLENGE_YEAR_MIN 1000
#define CHALLENGE_YEAR_MAX 9999
#define CHALLENGE_SEED_MIN 100000
#define CHALLENGE_SEED_MAX 999999

/* ---- Calendar (proleptic Gregorian) ---- */
bool challenge_leap_year(int year);
int challenge_days_in_month(int year, int month); /* 0 for a bad month */
/* A real date with a year of 1000..9999. */
bool challenge_date_valid(int year, int month, int day);
/* Days since 1970-01-01 (negative before), and back. */
long challenge_day_number(int year, int month, int day);
void challenge_date_of_day(long day_number, int *year, int *month, int *day);
/* 1 = Monday .. 7 = Sunday. */
int challenge_weekday(int year, int month, int day);
/* The ISO week of a date: its week-year and week (1..53). */
void challenge_iso_week(int year, int month, int day, int *week_year, int *week);
/* 52 or 53: the ISO weeks of a week-year. */
int challenge_iso_weeks_in_year(int week_year);
/* The Monday of an ISO week, as a day number. */
long challenge_iso_week_monday(int week_year, int week);

/* ---- Names ---- */
bool challenge_id_valid(const ChallengeId *id);
bool challenge_id_equal(const ChallengeId *a, const ChallengeId *b);
/* The challenge of a date ("YYYY-MM-DD"): that day's daily or the weekly of
 * its ISO week. False for a bad date. */
bool challenge_of_date(ChallengeKind kind, const char *date, ChallengeId *out);
/* Today's challenge on the player's local date (stats_today). */
bool challenge_today(ChallengeKind kind, ChallengeId *out);
/* "daily:2026-11-24" / "weekly:2026-W48". */
void challenge_id_format(const ChallengeId *id, char *buf, size_t size);
/* Parses a name exactly as challenge_id_format writes it (lower-case kind,
 * two-digit month, day and week); err says what is wrong. */
bool challenge_id_parse(const char *name, ChallengeId *out, char *err, size_t errsize);
/* The period's number: the day number of a daily, the week's Monday / 7
 * for a weekly; consecutive challenges of a kind differ by one. */
long challenge_period(const ChallengeId *id);
/* The challenge one period later (count = 1) or earlier (-1). */
bool challenge_step(const ChallengeId *id, long count, ChallengeId *out);

/* ---- The game ---- */
/* The challenge's settings (the derivation above); false for a bad id. */
bool challenge_settings(const ChallengeId *id, GameSettings *out);
/* Whether a game's settings are the challenge's. */
bool challenge_settings_match(const ChallengeId *id, const GameSettings *s);

/* The challenge whose game this is (decrees random, as a code without
 * decrees gives them, count as the ones the seed deals): every weekly and
 * daily of the years 1000-9999 is tried, weeklies first; about a second at
 * worst. False when it is no challenge's game. */
bool challenge_find(const GameSettings *game, ChallengeId *out);

/* The FNV-1a-64 hash and SplitMix64 step of the derivation (for tests). */
uint64_t challenge_fnv1a64(const char *text);
uint64_t challenge_splitmix64(uint64_t *state);

#endif
