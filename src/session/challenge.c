/* challenge.c: challenge names, the calendar and ISO weeks, and the frozen
 * derivation of a challenge's game (challenge.h). */
#include "challenge.h"

#include <stdio.h>
#include <string.h>

#include "challenge_cards.h"
#include "stats.h"

/* ---- Calendar ---- */

static long floor_div(long a, long b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }

bool challenge_leap_year(int year) { return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0; }

int challenge_days_in_month(int year, int month)
{
    static const int days[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (month < 1 || month > 12)
        return 0;
    return month == 2 && challenge_leap_year(year) ? 29 : days[month - 1];
}

bool challenge_date_valid(int year, int month, int day)
{
    return year >= CHALLENGE_YEAR_MIN && year <= CHALLENGE_YEAR_MAX && day >= 1 &&
           day <= challenge_days_in_month(year, month);
}

long challenge_day_number(int year, int month, int day)
{
    /* counted from 0000-03-01, so that the leap day ends a year */
    long y = month <= 2 ? year - 1 : year;
    long era = floor_div(y, 400);
    long yoe = y - era * 400;                                                 /* 0..399 */
    long doy = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1; /* 0..365 */
    long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;                         /* 0..146096 */
    return era * 146097 + doe - 719468;
}

void challenge_date_of_day(long n, int *year, int *month, int *day)
{
    n += 719468;
    long era = floor_div(n, 146097);
    long doe = n - era * 146097;
    long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    long mp = (5 * doy + 2) / 153;
    *day = (int)(doy - (153 * mp + 2) / 5 + 1);
    *month = (int)(mp < 10 ? mp + 3 : mp - 9);
    *year = (int)(yoe + era * 400 + (*month <= 2 ? 1 : 0));
}

static int weekday_of_day(long n) { return (int)((floor_div(n, 7) * -7 + n + 3) % 7) + 1; }

int challenge_weekday(int year, int month, int day) { return weekday_of_day(challenge_day_number(year, month, day)); }

static void iso_week_of_day(long n, int *week_year, int *week)
{
    long thursday = n - (weekday_of_day(n) - 1) + 3;
    int y, m, d;
    challenge_date_of_day(thursday, &y, &m, &d);
    *week_year = y;
    *week = (int)((thursday - challenge_day_number(y, 1, 1)) / 7 + 1);
}

void challenge_iso_week(int year, int month, int day, int *week_year, int *week)
{
    iso_week_of_day(challenge_day_number(year, month, day), week_year, week);
}

int challenge_iso_weeks_in_year(int week_year)
{
    int wy, w;
    challenge_iso_week(week_year, 12, 28, &wy, &w); /* 28 December is always in the last week */
    return w;
}

long challenge_iso_week_monday(int week_year, int week)
{
    long jan4 = challenge_day_number(week_year, 1, 4); /* 4 January is always in week 1 */
    return jan4 - (weekday_of_day(jan4) - 1) + 7L * (week - 1);
}

/* ---- Names ---- */

bool challenge_id_valid(const ChallengeId *id)
{
    if (id->kind == CHALLENGE_DAILY)
        return id->week == 0 && challenge_date_valid(id->year, id->month, id->day);
    if (id->kind == CHALLENGE_WEEKLY)
        return id->month == 0 && id->day == 0 && id->year >= CHALLENGE_YEAR_MIN && id->year <= CHALLENGE_YEAR_MAX &&
               id->week >= 1 && id->week <= challenge_iso_weeks_in_year(id->year);
    return false;
}

bool challenge_id_equal(const ChallengeId *a, const ChallengeId *b)
{
    return a->kind == b->kind && a->year == b->year && a->month == b->month && a->day == b->day && a->week == b->week;
}

static bool make_id(ChallengeKind kind, long day_number, ChallengeId *out)
{
    memset(out, 0, sizeof *out);
    out->kind = kind;
    if (kind == CHALLENGE_DAILY)
        challenge_date_of_day(day_number, &out->year, &out->month, &out->day);
    else
        iso_week_of_day(day_number, &out->year, &out->week);
    return challenge_id_valid(out);
}

bool challenge_of_date(ChallengeKind kind, const char *date, ChallengeId *out)
{
    int y, m, d;
    char tail;
    memset(out, 0, sizeof *out);
    if (!date || strlen(date) != 10 || date[4] != '-' || date[7] != '-')
        return false;
    for (int i = 0; i < 10; i++)
        if (i != 4 && i != 7 && (date[i] < '0' || date[i] > '9'))
            return false;
    if (sscanf(date, "%4d-%2d-%2d%c", &y, &m, &d, &tail) != 3 || !challenge_date_valid(y, m, d))
        return false;
    return make_id(kind, challenge_day_number(y, m, d), out);
}

bool challenge_today(ChallengeKind kind, ChallengeId *out)
{
    char date[STATS_DATE_SIZE];
    stats_today(date);
    return challenge_of_date(kind, date, out);
}

void challenge_id_format(const ChallengeId *id, char *buf, size_t size)
{
    if (id->kind == CHALLENGE_WEEKLY)
        snprintf(buf, size, "weekly:%04d-W%02d", id->year, id->week);
    else
        snprintf(buf, size, "daily:%04d-%02d-%02d", id->year, id->month, id->day);
}

/* n decimal digits at s, into *out. */
static bool digits(const char *s, int n, int *out)
{
    int v = 0;
    for (int i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9')
            return false;
        v = v * 10 + (s[i] - '0');
    }
    *out = v;
    return true;
}

bool challenge_id_parse(const char *name, ChallengeId *out, char *err, size_t errsize)
{
    memset(out, 0, sizeof *out);
    size_t n = name ? strlen(name) : 0;
    if (n >= 6 && strncmp(name, "daily:", 6) == 0) {
        const char *d = name + 6;
        out->kind = CHALLENGE_DAILY;
        if (n != 16 || d[4] != '-' || d[7] != '-' || !digits(d, 4, &out->year) || !digits(d + 5, 2, &out->month) ||
            !digits(d + 8, 2, &out->day)) {
            snprintf(err, errsize, "a daily challenge is 'daily:YYYY-MM-DD', not '%.40s'", name);
            return false;
        }
        if (!challenge_id_valid(out)) {
            snprintf(err, errsize, "'%.40s': there is no such day (years %d to %d)", name, CHALLENGE_YEAR_MIN,
                     CHALLENGE_YEAR_MAX);
            return false;
        }
        return true;
    }
    if (n >= 7 && strncmp(name, "weekly:", 7) == 0) {
        const char *w = name + 7;
        out->kind = CHALLENGE_WEEKLY;
        if (n != 15 || w[4] != '-' || w[5] != 'W' || !digits(w, 4, &out->year) || !digits(w + 6, 2, &out->week)) {
            snprintf(err, errsize, "a weekly challenge is 'weekly:YYYY-Www' (an ISO week), not '%.40s'", name);
            return false;
        }
        if (!challenge_id_valid(out)) {
            if (out->year >= CHALLENGE_YEAR_MIN && out->year <= CHALLENGE_YEAR_MAX && out->week >= 1)
                snprintf(err, errsize, "'%.40s': the year %d has %d ISO weeks", name, out->year,
                         challenge_iso_weeks_in_year(out->year));
            else
                snprintf(err, errsize, "'%.40s': there is no such week (years %d to %d, weeks 01 to 53)", name,
                         CHALLENGE_YEAR_MIN, CHALLENGE_YEAR_MAX);
            return false;
        }
        return true;
    }
    snprintf(err, errsize, "a challenge is 'daily:YYYY-MM-DD' or 'weekly:YYYY-Www', not '%.40s'", name ? name : "");
    return false;
}

long challenge_period(const ChallengeId *id)
{
    if (id->kind == CHALLENGE_WEEKLY)
        return floor_div(challenge_iso_week_monday(id->year, id->week) - 4, 7); /* 1970-01-05 was a Monday */
    return challenge_day_number(id->year, id->month, id->day);
}

bool challenge_step(const ChallengeId *id, long count, ChallengeId *out)
{
    if (!challenge_id_valid(id)) {
        memset(out, 0, sizeof *out);
        return false;
    }
    long n = id->kind == CHALLENGE_WEEKLY ? challenge_iso_week_monday(id->year, id->week) + 7 * count
                                          : challenge_day_number(id->year, id->month, id->day) + count;
    return make_id(id->kind, n, out);
}

/* ---- The derivation ---- */

uint64_t challenge_fnv1a64(const char *text)
{
    uint64_t h = UINT64_C(0xcbf29ce484222325);
    for (const unsigned char *p = (const unsigned char *)text; *p; p++) {
        h ^= *p;
        h *= UINT64_C(0x100000001b3);
    }
    return h;
}

uint64_t challenge_splitmix64(uint64_t *state)
{
    uint64_t z = (*state += UINT64_C(0x9e3779b97f4a7c15));
    z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
    return z ^ (z >> 31);
}

static int pick(uint64_t *state, int n) { return (int)(challenge_splitmix64(state) % (uint64_t)n); }

/* The derivation of challenge.h for a valid id and its name; with
 * `seed_only` it stops once the seed is known (the search of
 * challenge_find). */
static bool derive(const ChallengeId *id, const char *name, GameSettings *out, bool seed_only)
{
    memset(out, 0, sizeof *out);
    uint64_t st = challenge_fnv1a64(name);

    int weekday = id->kind == CHALLENGE_DAILY ? challenge_weekday(id->year, id->month, id->day) : 0;
    GameSettings *s = out;
    uint32_t frozen_ambushes;
    int first_slot, slots;
    s->players = 1;
    s->solo_ambush_rule = false;
    if (weekday == 1 || weekday == 3 || weekday == 5) {
        s->kind = GAME_BASE;
        s->side = (MapSide)(MAP_SIDE_A + pick(&st, 2));
        s->explore_set = s->season_set = SET_BASE;
        s->heroes = false;
        frozen_ambushes = 0x0f;
        first_slot = 0, slots = CHALLENGE_BASE_SLOTS;
    } else if (weekday == 2 || weekday == 4 || weekday == 6) {
        s->kind = GAME_HEROES;
        s->side = (MapSide)(MAP_SIDE_C + pick(&st, 2));
        s->explore_set = s->season_set = SET_HEROES;
        s->heroes = true;
        frozen_ambushes = 0xf0;
        first_slot = CHALLENGE_BASE_SLOTS, slots = CHALLENGE_SLOTS - CHALLENGE_BASE_SLOTS;
    } else { /* Sunday, or a weekly */
        s->kind = GAME_MIXED;
        s->side = (MapSide)(MAP_SIDE_A + pick(&st, 4));
        s->explore_set = pick(&st, 2) ? SET_HEROES : SET_BASE;
        s->season_set = pick(&st, 2) ? SET_HEROES : SET_BASE;
        s->heroes = true;
        frozen_ambushes = 0xff;
        if (weekday == 7) {
            int k = 4 + pick(&st, 3);
            int a[CHALLENGE_AMBUSHES];
            for (int i = 0; i < CHALLENGE_AMBUSHES; i++)
                a[i] = i;
            for (int i = 0; i < k; i++) {
                int j = i + pick(&st, CHALLENGE_AMBUSHES - i);
                int t = a[i];
                a[i] = a[j];
                a[j] = t;
            }
            frozen_ambushes = 0;
            for (int i = 0; i < k; i++)
                frozen_ambushes |= UINT32_C(1) << a[i];
        }
        first_slot = 0, slots = CHALLENGE_SLOTS;
    }
    s->seed = (uint64_t)(CHALLENGE_SEED_MIN + pick(&st, CHALLENGE_SEED_MAX - CHALLENGE_SEED_MIN + 1));
    if (seed_only)
        return true;
    s->ambush_mask = challenge_ambush_mask_to_engine(frozen_ambushes);

    int card[CHALLENGE_CATEGORIES];
    for (int c = 0; c < CHALLENGE_CATEGORIES; c++)
        card[c] = challenge_card_scoring(c, first_slot + pick(&st, slots));
    int order[CHALLENGE_CATEGORIES] = {0, 1, 2, 3};
    for (int i = CHALLENGE_CATEGORIES - 1; i >= 1; i--) {
        int j = pick(&st, i + 1);
        int t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    for (int d = 0; d < DECREES; d++)
        s->decree_cards[d] = card[order[d]];
    char err[ERROR_MAX];
    return game_settings_check(s, err, sizeof err);
}

bool challenge_settings(const ChallengeId *id, GameSettings *out)
{
    memset(out, 0, sizeof *out);
    if (!challenge_id_valid(id))
        return false;
    char name[CHALLENGE_NAME_MAX];
    challenge_id_format(id, name, sizeof name);
    return derive(id, name, out, false);
}

static bool same_settings(const GameSettings *a, const GameSettings *b)
{
    return a->kind == b->kind && a->side == b->side && a->players == b->players && a->seed == b->seed &&
           memcmp(a->decree_cards, b->decree_cards, sizeof a->decree_cards) == 0 && a->explore_set == b->explore_set &&
           a->season_set == b->season_set && a->heroes == b->heroes && a->ambush_mask == b->ambush_mask &&
           a->solo_ambush_rule == b->solo_ambush_rule;
}

bool challenge_settings_match(const ChallengeId *id, const GameSettings *s)
{
    GameSettings want;
    if (!challenge_settings(id, &want))
        return false;
    return same_settings(&want, s);
}

/* Four decimal digits at p. */
static void put4(char *p, int v)
{
    for (int i = 3; i >= 0; i--, v /= 10)
        p[i] = (char)('0' + v % 10);
}

/* Whether the candidate is the game: its seed first (cheap), then all. */
static bool candidate(const ChallengeId *id, const char *name, const GameSettings *want)
{
    GameSettings s;
    if (!derive(id, name, &s, true) || s.seed != want->seed)
        return false;
    return derive(id, name, &s, false) && same_settings(&s, want);
}

bool challenge_find(const GameSettings *game, ChallengeId *out)
{
    memset(out, 0, sizeof *out);
    if (game->players != 1 || game->seed < CHALLENGE_SEED_MIN || game->seed > CHALLENGE_SEED_MAX)
        return false;
    /* the decrees the game plays with (a code leaves out those its seed deals) */
    GameSettings want = *game;
    Game g;
    char err[ERROR_MAX];
    if (!game_init(&g, game, err, sizeof err))
        return false;
    memcpy(want.decree_cards, g.decree_cards, sizeof want.decree_cards);
    char name[CHALLENGE_NAME_MAX];
    ChallengeId id;
    if (want.kind == GAME_MIXED) {
        memcpy(name, "weekly:0000-W00", 16);
        for (int y = CHALLENGE_YEAR_MIN; y <= CHALLENGE_YEAR_MAX; y++) {
            int weeks = challenge_iso_weeks_in_year(y);
            put4(name + 7, y);
            for (int w = 1; w <= weeks; w++) {
                name[13] = (char)('0' + w / 10);
                name[14] = (char)('0' + w % 10);
                id = (ChallengeId){CHALLENGE_WEEKLY, y, 0, 0, w};
                if (candidate(&id, name, &want)) {
                    *out = id;
                    return true;
                }
            }
        }
    }
    memcpy(name, "daily:0000-00-00", 17);
    long first = challenge_day_number(CHALLENGE_YEAR_MIN, 1, 1),
         last = challenge_day_number(CHALLENGE_YEAR_MAX, 12, 31);
    for (long n = first; n <= last; n++) {
        int wd = weekday_of_day(n);
        GameKind kind = wd == 7 ? GAME_MIXED : wd % 2 ? GAME_BASE : GAME_HEROES;
        if (kind != want.kind)
            continue;
        id = (ChallengeId){CHALLENGE_DAILY, 0, 0, 0, 0};
        challenge_date_of_day(n, &id.year, &id.month, &id.day);
        put4(name + 6, id.year);
        name[11] = (char)('0' + id.month / 10);
        name[12] = (char)('0' + id.month % 10);
        name[14] = (char)('0' + id.day / 10);
        name[15] = (char)('0' + id.day % 10);
        if (candidate(&id, name, &want)) {
            *out = id;
            return true;
        }
    }
    return false;
}
