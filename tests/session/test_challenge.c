/* test_challenge.c: the challenges (challenge.h, challenge_cards.h): the
 * calendar and ISO weeks against dates worked out with Python's datetime,
 * day-by-day consistency, names, the frozen card numbering, every daily of
 * 2000-2030 and every weekly following its rules, and one derivation
 * recomputed by hand. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "challenge.h"
#include "challenge_cards.h"
#include "stats.h"

/* year, month, day, days since 1970-01-01, ISO weekday, ISO week-year, week:
 * from Python: (d.toordinal() - date(1970,1,1).toordinal(), *d.isocalendar()) */
static const struct {
    int y, m, d;
    long n;
    int wd, wy, w;
} dates[] = {
    {1000, 1, 1, -354285L, 3, 1000, 1},    {9999, 12, 31, 2932896L, 5, 9999, 52}, {1970, 1, 1, 0L, 4, 1970, 1},
    {1969, 12, 31, -1L, 3, 1970, 1},       {2000, 2, 29, 11016L, 2, 2000, 9},     {1900, 2, 28, -25509L, 3, 1900, 9},
    {1900, 3, 1, -25508L, 4, 1900, 9},     {2024, 12, 30, 20087L, 1, 2025, 1},    {2027, 1, 1, 20819L, 5, 2026, 53},
    {2026, 11, 24, 20781L, 2, 2026, 48},   {2020, 12, 31, 18627L, 4, 2020, 53},   {2021, 1, 3, 18630L, 7, 2020, 53},
    {2016, 1, 3, 16803L, 7, 2015, 53},     {1582, 10, 15, -141427L, 5, 1582, 41}, {1600, 2, 29, -135081L, 2, 1600, 9},
    {2100, 3, 1, 47541L, 1, 2100, 9},      {2008, 12, 29, 14242L, 1, 2009, 1},    {2010, 1, 3, 14612L, 7, 2009, 53},
    {1999, 12, 31, 10956L, 5, 1999, 52},   {2038, 1, 19, 24855L, 2, 2038, 3},     {6449, 10, 14, 1636208L, 4, 6449, 41},
    {4089, 1, 12, 773961L, 3, 4089, 2},    {8550, 2, 28, 2403354L, 6, 8550, 9},   {7076, 5, 2, 1865050L, 2, 7076, 18},
    {8652, 10, 20, 2440843L, 3, 8652, 43},
};

static void test_calendar_reference(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof dates / sizeof dates[0]; i++) {
        int y, m, d, wy, w;
        assert_true(challenge_date_valid(dates[i].y, dates[i].m, dates[i].d));
        assert_int_equal(challenge_day_number(dates[i].y, dates[i].m, dates[i].d), dates[i].n);
        challenge_date_of_day(dates[i].n, &y, &m, &d);
        assert_int_equal(y, dates[i].y);
        assert_int_equal(m, dates[i].m);
        assert_int_equal(d, dates[i].d);
        assert_int_equal(challenge_weekday(y, m, d), dates[i].wd);
        challenge_iso_week(y, m, d, &wy, &w);
        assert_int_equal(wy, dates[i].wy);
        assert_int_equal(w, dates[i].w);
    }
    /* Python: date.fromisocalendar(Y, 1, 1) */
    assert_int_equal(challenge_iso_week_monday(2026, 1), 20451L); /* 2025-12-29 */
    assert_int_equal(challenge_iso_week_monday(2020, 1), 18260L); /* 2019-12-30 */
    assert_int_equal(challenge_iso_week_monday(1000, 1), -354287L);
    assert_int_equal(challenge_iso_week_monday(9999, 1), 2932535L);
    assert_int_equal(challenge_iso_week_monday(2000, 1), 10959L);
    assert_false(challenge_date_valid(2023, 2, 29));
    assert_true(challenge_date_valid(2024, 2, 29));
    assert_false(challenge_date_valid(1900, 2, 29));
    assert_true(challenge_date_valid(2000, 2, 29));
    assert_false(challenge_date_valid(999, 12, 31));
    assert_false(challenge_date_valid(10000, 1, 1));
    assert_false(challenge_date_valid(2026, 4, 31));
    assert_false(challenge_date_valid(2026, 13, 1));
    assert_false(challenge_date_valid(2026, 0, 1));
    assert_false(challenge_date_valid(2026, 1, 0));
}

static void test_53_week_years(void **state)
{
    (void)state;
    int count = 0;
    for (int y = CHALLENGE_YEAR_MIN; y <= CHALLENGE_YEAR_MAX; y++) {
        int weeks = challenge_iso_weeks_in_year(y);
        assert_true(weeks == 52 || weeks == 53);
        count += weeks == 53;
        /* a year has 53 weeks when it starts on a Thursday, or is a leap year starting on a Wednesday */
        int jan1 = challenge_weekday(y, 1, 1);
        assert_int_equal(weeks == 53, jan1 == 4 || (jan1 == 3 && challenge_leap_year(y)));
    }
    assert_int_equal(count, 1598); /* Python: date(y, 12, 28).isocalendar()[1] == 53 */
    assert_int_equal(challenge_iso_weeks_in_year(2026), 53);
    assert_int_equal(challenge_iso_weeks_in_year(2020), 53);
    assert_int_equal(challenge_iso_weeks_in_year(2021), 52);
    assert_int_equal(challenge_iso_weeks_in_year(2025), 52);
}

/* Every day from 1000-01-01 to 9999-12-31: day numbers, weekdays and ISO
 * weeks step as they should. */
static void test_day_by_day(void **state)
{
    (void)state;
    long first = challenge_day_number(1000, 1, 1), last = challenge_day_number(9999, 12, 31);
    int py = 999, pm = 12, pd = 31, pwd = 2, pwy = 1000, pw = 1; /* 999-12-31 was a Tuesday in week 1000-W01 */
    long mondays = 0;
    for (long n = first; n <= last; n++) {
        int y, m, d, wy, w;
        challenge_date_of_day(n, &y, &m, &d);
        assert_true(challenge_date_valid(y, m, d));
        assert_int_equal(challenge_day_number(y, m, d), n);
        /* the calendar's next day */
        if (d != 1)
            assert_true(y == py && m == pm && d == pd + 1);
        else if (m != 1)
            assert_true(y == py && m == pm + 1 && pd == challenge_days_in_month(py, pm));
        else
            assert_true(y == py + 1 && pm == 12 && pd == 31);
        int wd = challenge_weekday(y, m, d);
        assert_int_equal(wd, pwd % 7 + 1);
        challenge_iso_week(y, m, d, &wy, &w);
        if (wd == 1) {
            mondays++;
            assert_int_equal(challenge_iso_week_monday(wy, w), n);
            if (pw == challenge_iso_weeks_in_year(pwy))
                assert_true(wy == pwy + 1 && w == 1);
            else
                assert_true(wy == pwy && w == pw + 1);
        } else {
            assert_true(wy == pwy && w == pw);
        }
        py = y, pm = m, pd = d, pwd = wd, pwy = wy, pw = w;
    }
    assert_int_equal(mondays, 469597); /* Python */
}

static void test_names(void **state)
{
    (void)state;
    ChallengeId id, again;
    char err[200], name[CHALLENGE_NAME_MAX];
    assert_true(challenge_id_parse("daily:2026-11-24", &id, err, sizeof err));
    assert_int_equal(id.kind, CHALLENGE_DAILY);
    assert_int_equal(id.year, 2026);
    assert_int_equal(id.month, 11);
    assert_int_equal(id.day, 24);
    challenge_id_format(&id, name, sizeof name);
    assert_string_equal(name, "daily:2026-11-24");
    assert_true(challenge_id_parse("weekly:2026-W53", &id, err, sizeof err));
    assert_int_equal(id.kind, CHALLENGE_WEEKLY);
    assert_int_equal(id.week, 53);
    challenge_id_format(&id, name, sizeof name);
    assert_string_equal(name, "weekly:2026-W53");
    assert_true(challenge_id_parse("daily:1000-01-01", &id, err, sizeof err));
    assert_true(challenge_id_parse("weekly:9999-W52", &id, err, sizeof err));

    static const char *const bad[] = {
        "daily:2023-02-29", "daily:1900-02-29",  "daily:0999-12-31",
        "daily:2026-11-4",  "daily:2026-11-24 ", " daily:2026-11-24",
        "Daily:2026-11-24", "daily:2026/11/24",  "daily:2026-13-01",
        "daily:20261124",   "weekly:2021-W53",   "weekly:2026-W00",
        "weekly:2026-w48",  "weekly:2026-W4",    "weekly:0999-W52",
        "weekly:2026-48",   "monthly:2026-11",   "",
        "daily:",           "weekly:2026-W48x",  "daily:+026-11-24",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        err[0] = '\0';
        assert_false(challenge_id_parse(bad[i], &id, err, sizeof err));
        assert_true(strlen(err) > 10);
    }
    assert_true(challenge_id_parse("weekly:2021-W52", &id, err, sizeof err));
    assert_false(challenge_id_parse("weekly:2021-W53", &id, err, sizeof err));
    assert_non_null(strstr(err, "52 ISO weeks"));

    /* a date's challenges */
    assert_true(challenge_of_date(CHALLENGE_WEEKLY, "2027-01-01", &id));
    challenge_id_format(&id, name, sizeof name);
    assert_string_equal(name, "weekly:2026-W53");
    assert_true(challenge_of_date(CHALLENGE_WEEKLY, "2024-12-30", &id));
    challenge_id_format(&id, name, sizeof name);
    assert_string_equal(name, "weekly:2025-W01");
    assert_true(challenge_of_date(CHALLENGE_DAILY, "2024-02-29", &id));
    challenge_id_format(&id, name, sizeof name);
    assert_string_equal(name, "daily:2024-02-29");
    assert_false(challenge_of_date(CHALLENGE_DAILY, "2023-02-29", &id));
    assert_false(challenge_of_date(CHALLENGE_DAILY, "2023-2-28", &id));
    assert_true(challenge_of_date(CHALLENGE_WEEKLY, "1000-01-01", &id)); /* a Wednesday */
    challenge_id_format(&id, name, sizeof name);
    assert_string_equal(name, "weekly:1000-W01");

    /* steps and periods */
    assert_true(challenge_id_parse("daily:2024-12-31", &id, err, sizeof err));
    assert_true(challenge_step(&id, 1, &again));
    challenge_id_format(&again, name, sizeof name);
    assert_string_equal(name, "daily:2025-01-01");
    assert_int_equal(challenge_period(&again), challenge_period(&id) + 1);
    assert_true(challenge_id_parse("weekly:2026-W53", &id, err, sizeof err));
    assert_true(challenge_step(&id, 1, &again));
    challenge_id_format(&again, name, sizeof name);
    assert_string_equal(name, "weekly:2027-W01");
    assert_int_equal(challenge_period(&again), challenge_period(&id) + 1);
    assert_true(challenge_step(&again, -2, &id));
    challenge_id_format(&id, name, sizeof name);
    assert_string_equal(name, "weekly:2026-W52");
    assert_true(challenge_id_parse("daily:9999-12-31", &id, err, sizeof err));
    assert_false(challenge_step(&id, 1, &again));

    /* today is the local date's */
    char today[STATS_DATE_SIZE];
    stats_today(today);
    ChallengeId want;
    assert_true(challenge_today(CHALLENGE_DAILY, &id));
    assert_true(challenge_of_date(CHALLENGE_DAILY, today, &want));
    assert_true(challenge_id_equal(&id, &want));
    assert_true(challenge_today(CHALLENGE_WEEKLY, &id));
    assert_true(challenge_of_date(CHALLENGE_WEEKLY, today, &want));
    assert_true(challenge_id_equal(&id, &want));
}

static void test_frozen_cards(void **state)
{
    (void)state;
    static const char *const firsts[CHALLENGE_CATEGORIES] = {"sentinel_wood", "canal_lake", "wildholds", "borderlands"};
    static const char *const lasts[CHALLENGE_CATEGORIES] = {"sleepy_valley", "jorekburg", "caravansary",
                                                            "starlit_sigil"};
    bool seen[SCORING_CARD_COUNT] = {false};
    for (int c = 0; c < CHALLENGE_CATEGORIES; c++) {
        assert_string_equal(scoring_card(challenge_card_scoring(c, 0))->id, firsts[c]);
        assert_string_equal(scoring_card(challenge_card_scoring(c, 7))->id, lasts[c]);
        for (int sl = 0; sl < CHALLENGE_SLOTS; sl++) {
            int idx = challenge_card_scoring(c, sl), cat, slot;
            assert_true(idx >= 0 && idx < SCORING_CARD_COUNT);
            assert_false(seen[idx]);
            seen[idx] = true;
            const ScoringCard *card = scoring_card(idx);
            assert_int_equal(card->heroes_set, sl >= CHALLENGE_BASE_SLOTS);
            assert_true(challenge_card_slot(idx, &cat, &slot));
            assert_int_equal(cat, c);
            assert_int_equal(slot, sl);
        }
    }
    /* the frozen categories are the engine's */
    assert_int_equal(scoring_card(challenge_card_scoring(0, 3))->category, CATEGORY_FOREST);
    assert_int_equal(scoring_card(challenge_card_scoring(1, 5))->category, CATEGORY_FARM_WATER);
    assert_int_equal(scoring_card(challenge_card_scoring(2, 2))->category, CATEGORY_VILLAGE);
    assert_int_equal(scoring_card(challenge_card_scoring(3, 6))->category, CATEGORY_ARRANGEMENT);
    assert_int_equal(challenge_card_scoring(4, 0), -1);
    assert_int_equal(challenge_card_scoring(0, 8), -1);
    int cat, slot;
    assert_false(challenge_card_slot(-1, &cat, &slot));
    assert_false(challenge_card_slot(SCORING_CARD_COUNT, &cat, &slot));

    static const char *const ambushes[CHALLENGE_AMBUSHES] = {
        "goblin_attack",  "bugbear_assault", "kobold_onslaught",   "gnoll_raid",
        "dragon_inferno", "zombie_plague",   "giant_troll_ravage", "gorgon_gaze"};
    for (int f = 0; f < CHALLENGE_AMBUSHES; f++) {
        int e = challenge_ambush_engine(f);
        assert_string_equal(card_get(game_ambush_card(e))->id, ambushes[f]);
        assert_int_equal(challenge_ambush_frozen(e), f);
        assert_int_equal(challenge_ambush_mask_to_engine(challenge_ambush_mask_to_frozen(UINT32_C(1) << e)), UINT32_C(1)
                                                                                                                 << e);
    }
    assert_int_equal(challenge_ambush_engine(8), -1);
    assert_int_equal(challenge_ambush_frozen(-1), -1);
}

/* The pool slots of a kind. */
static void pool(GameKind kind, int *first, int *count)
{
    *first = kind == GAME_HEROES ? CHALLENGE_BASE_SLOTS : 0;
    *count = kind == GAME_MIXED ? CHALLENGE_SLOTS : CHALLENGE_BASE_SLOTS;
}

/* What every challenge has, whatever its kind. */
static void check_common(const ChallengeId *id, const GameSettings *s)
{
    char err[ERROR_MAX];
    assert_true(game_settings_check(s, err, sizeof err));
    assert_int_equal(s->players, 1);
    assert_false(s->solo_ambush_rule);
    assert_true(s->seed >= CHALLENGE_SEED_MIN && s->seed <= CHALLENGE_SEED_MAX);
    int first, count;
    pool(s->kind, &first, &count);
    bool cat_seen[CHALLENGE_CATEGORIES] = {false};
    for (int d = 0; d < DECREES; d++) {
        int cat, slot;
        assert_true(challenge_card_slot(s->decree_cards[d], &cat, &slot));
        assert_false(cat_seen[cat]);
        cat_seen[cat] = true;
        assert_true(slot >= first && slot < first + count);
    }
    assert_true(challenge_settings_match(id, s));
    GameSettings again;
    assert_true(challenge_settings(id, &again));
    assert_memory_equal(&again, s, sizeof again);
}

static int popcount(uint32_t x)
{
    int n = 0;
    for (; x; x &= x - 1)
        n++;
    return n;
}

static void test_dailies_follow_rules(void **state)
{
    (void)state;
    ChallengeId id;
    char err[200];
    assert_true(challenge_id_parse("daily:2000-01-01", &id, err, sizeof err));
    int sides[3][MAP_SIDE_COUNT] = {{0}}, kinds[3] = {0}, nambush[9] = {0}, days = 0;
    int sets[2][2] = {{0}};
    uint64_t seed_sum = 0;
    while (id.year <= 2030) {
        GameSettings s;
        assert_true(challenge_settings(&id, &s));
        check_common(&id, &s);
        int wd = challenge_weekday(id.year, id.month, id.day);
        GameKind want = wd == 7 ? GAME_MIXED : wd % 2 ? GAME_BASE : GAME_HEROES;
        assert_int_equal(s.kind, want);
        switch (s.kind) {
        case GAME_BASE:
            assert_true(s.side == MAP_SIDE_A || s.side == MAP_SIDE_B);
            assert_int_equal(s.explore_set, SET_BASE);
            assert_int_equal(s.season_set, SET_BASE);
            assert_false(s.heroes);
            assert_int_equal(challenge_ambush_mask_to_frozen(s.ambush_mask), 0x0f);
            break;
        case GAME_HEROES:
            assert_true(s.side == MAP_SIDE_C || s.side == MAP_SIDE_D);
            assert_int_equal(s.explore_set, SET_HEROES);
            assert_int_equal(s.season_set, SET_HEROES);
            assert_true(s.heroes);
            assert_int_equal(challenge_ambush_mask_to_frozen(s.ambush_mask), 0xf0);
            break;
        case GAME_MIXED:
            assert_true(s.heroes);
            assert_true(popcount(s.ambush_mask) >= 4 && popcount(s.ambush_mask) <= 6);
            nambush[popcount(s.ambush_mask)]++;
            sets[s.explore_set][s.season_set]++;
            break;
        }
        kinds[s.kind]++;
        sides[s.kind][s.side]++;
        seed_sum += s.seed;
        days++;
        ChallengeId next;
        assert_true(challenge_step(&id, 1, &next));
        id = next;
    }
    assert_int_equal(days, 11323); /* 2000-01-01 .. 2030-12-31 */
    /* everything the rules allow happens, about as often as it should */
    assert_true(kinds[GAME_BASE] > 4800 && kinds[GAME_HEROES] > 4800 && kinds[GAME_MIXED] > 1600);
    for (int side = 0; side < MAP_SIDE_COUNT; side++)
        assert_true(sides[GAME_MIXED][side] > 300);
    assert_true(sides[GAME_BASE][MAP_SIDE_A] > 2200 && sides[GAME_BASE][MAP_SIDE_B] > 2200);
    assert_true(sides[GAME_HEROES][MAP_SIDE_C] > 2200 && sides[GAME_HEROES][MAP_SIDE_D] > 2200);
    for (int k = 4; k <= 6; k++)
        assert_true(nambush[k] > 450);
    for (int e = 0; e < 2; e++)
        for (int f = 0; f < 2; f++)
            assert_true(sets[e][f] > 300);
    uint64_t mean = seed_sum / (uint64_t)days;
    assert_true(mean > 530000 && mean < 570000);
}

static void test_weeklies_follow_rules(void **state)
{
    (void)state;
    int sides[MAP_SIDE_COUNT] = {0}, weeks = 0;
    for (int y = 2000; y <= 2030; y++) {
        for (int w = 1; w <= challenge_iso_weeks_in_year(y); w++) {
            ChallengeId id = {CHALLENGE_WEEKLY, y, 0, 0, w};
            GameSettings s;
            assert_true(challenge_settings(&id, &s));
            check_common(&id, &s);
            assert_int_equal(s.kind, GAME_MIXED);
            assert_true(s.heroes);
            assert_int_equal(s.ambush_mask, 0xffu);
            sides[s.side]++;
            weeks++;
        }
    }
    assert_int_equal(weeks, 31 * 52 + 5); /* 53 weeks in 2004, 2009, 2015, 2020, 2026 */
    for (int side = 0; side < MAP_SIDE_COUNT; side++)
        assert_true(sides[side] > 300);
    /* a weekly of the past and far future */
    ChallengeId far = {CHALLENGE_WEEKLY, 9999, 0, 0, 52};
    GameSettings s;
    assert_true(challenge_settings(&far, &s));
    ChallengeId none = {CHALLENGE_WEEKLY, 2021, 0, 0, 53};
    assert_false(challenge_settings(&none, &s));
}

/* The derivation of daily:2026-11-24 (a Tuesday: a Heroes game) with a
 * hash and stream written out again here, step by step. */
static uint64_t mix_state;
static uint64_t next_by_hand(void)
{
    mix_state += 0x9e3779b97f4a7c15u;
    uint64_t z = mix_state;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

static void test_derivation_by_hand(void **state)
{
    (void)state;
    /* published test vectors */
    assert_true(challenge_fnv1a64("") == 0xcbf29ce484222325u);
    assert_true(challenge_fnv1a64("a") == 0xaf63dc4c8601ec8cu);
    assert_true(challenge_fnv1a64("foobar") == 0x85944171f73967e8u);
    uint64_t st = 0;
    assert_true(challenge_splitmix64(&st) == 0xe220a8397b1dcdafu);
    assert_true(challenge_splitmix64(&st) == 0x6e789e6aa1b965f4u);
    assert_true(challenge_splitmix64(&st) == 0x06c45d188009454fu);

    const char *name = "daily:2026-11-24";
    uint64_t h = 0xcbf29ce484222325u;
    for (const char *p = name; *p; p++)
        h = (h ^ (unsigned char)*p) * 0x100000001b3u;
    mix_state = h;
    MapSide side = (MapSide)(MAP_SIDE_C + (int)(next_by_hand() % 2));
    uint64_t seed = 100000 + next_by_hand() % 900000;
    const char *const heroes_cards[4][4] = {
        {"faunlost_thicket", "deepwood", "heart_of_the_forest", "sleepy_valley"},
        {"craylund", "ulems_wallow", "clawsgrave_peaks", "jorekburg"},
        {"traylo_monastery", "outer_enclave", "gnomish_colony", "caravansary"},
        {"dwarvenholds", "silos", "banded_hills", "starlit_sigil"},
    };
    const char *card[4];
    for (int c = 0; c < 4; c++)
        card[c] = heroes_cards[c][next_by_hand() % 4];
    int order[4] = {0, 1, 2, 3};
    for (int i = 3; i >= 1; i--) {
        int j = (int)(next_by_hand() % (uint64_t)(i + 1)), t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    ChallengeId id;
    char err[200];
    assert_true(challenge_id_parse(name, &id, err, sizeof err));
    GameSettings s;
    assert_true(challenge_settings(&id, &s));
    assert_int_equal(s.kind, GAME_HEROES);
    assert_int_equal(s.side, side);
    assert_true(s.seed == seed);
    for (int d = 0; d < 4; d++)
        assert_string_equal(scoring_card(s.decree_cards[d])->id, card[order[d]]);
    /* and as it came out when the derivation was frozen */
    assert_int_equal(s.side, MAP_SIDE_D);
    assert_true(s.seed == 685793);
    assert_string_equal(scoring_card(s.decree_cards[0])->id, "outer_enclave");
    assert_string_equal(scoring_card(s.decree_cards[1])->id, "silos");
    assert_string_equal(scoring_card(s.decree_cards[2])->id, "craylund");
    assert_string_equal(scoring_card(s.decree_cards[3])->id, "deepwood");
}

/* A challenge's game leads back to the challenge; other games to none. */
static void test_find(void **state)
{
    (void)state;
    static const char *const names[] = {"daily:2026-11-23", "daily:2026-11-24", "daily:2026-11-29",
                                        "daily:2024-02-29", "daily:1000-01-01", "daily:9999-12-31",
                                        "weekly:2026-W53",  "weekly:1000-W01",  "weekly:9999-W52"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        ChallengeId id, found;
        char err[200], name[CHALLENGE_NAME_MAX];
        assert_true(challenge_id_parse(names[i], &id, err, sizeof err));
        GameSettings s;
        assert_true(challenge_settings(&id, &s));
        assert_true(challenge_find(&s, &found));
        challenge_id_format(&found, name, sizeof name);
        assert_string_equal(name, names[i]);
        /* with the decrees left to the seed it is another game (unless the seed deals them) */
        s.decree_cards[0] = s.decree_cards[1] = s.decree_cards[2] = s.decree_cards[3] = -1;
        assert_false(challenge_find(&s, &found));
    }
    GameSettings s;
    game_settings_init(&s, GAME_BASE, 1, 42);
    ChallengeId found;
    assert_false(challenge_find(&s, &found));
    ChallengeId may2 = {CHALLENGE_DAILY, 2026, 5, 2, 0}; /* its decrees are what its seed deals */
    assert_true(challenge_settings(&may2, &s));
    s.players = 2;
    assert_false(challenge_find(&s, &found));
    s.players = 1;
    s.decree_cards[0] = s.decree_cards[1] = s.decree_cards[2] = s.decree_cards[3] = -1;
    assert_true(challenge_find(&s, &found));
    assert_true(challenge_id_equal(&found, &may2));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_calendar_reference),
        cmocka_unit_test(test_53_week_years),
        cmocka_unit_test(test_day_by_day),
        cmocka_unit_test(test_names),
        cmocka_unit_test(test_frozen_cards),
        cmocka_unit_test(test_dailies_follow_rules),
        cmocka_unit_test(test_weeklies_follow_rules),
        cmocka_unit_test(test_derivation_by_hand),
        cmocka_unit_test(test_find),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
