/* test_setup.c: setup (docs/rules.md §2 and §9): the explore deck of base,
 * Heroes and mixed games with its ambush and hero, the ambush and hero
 * piles, season durations, decrees chosen or dealt one per category, and
 * the same seed giving the same game. */
#include "rules_util.h"

#include <string.h>

#include "maps.h"
#include "scoring.h"

/* docs/rules.md §2 (item 5) and docs/cards.md §1a, §1b, written out by hand */
static const char *const base_explore[] = {"temple_ruins", "outpost_ruins",    "great_river",       "farmland",
                                           "hamlet",       "forgotten_forest", "hinterland_stream", "homestead",
                                           "orchard",      "treetop_village",  "marshlands",        "fishing_village",
                                           "rift_lands"};
static const char *const base_ambushes[] = {"goblin_attack", "bugbear_assault", "kobold_onslaught", "gnoll_raid"};
static const char *const heroes_ambushes[] = {"dragon_inferno", "zombie_plague", "giant_troll_ravage", "gorgon_gaze"};
static const char *const heroes_cards[] = {"dobrik_of_lorkheim", "wren_the_lioness", "freyla_the_true", "dal_of_jolev"};

#define COUNT(a) ((int)(sizeof(a) / sizeof((a)[0])))

/* How often each card id occurs in the explore deck, revealed cards included. */
static void deck_counts(const Game *g, int counts[MAX_CARDS * 4])
{
    memset(counts, 0, sizeof(int) * MAX_CARDS * 4);
    for (int i = 0; i < g->row_len; i++)
        counts[g->row[i]]++;
    for (int i = 0; i < g->deck_len; i++)
        counts[g->deck[i]]++;
}

static int count_of_kind(const int counts[], CardKind kind)
{
    int n = 0;
    for (int i = 0; i < card_count(); i++)
        if (card_get(i)->kind == kind)
            n += counts[i];
    return n;
}

static bool in_list(int card, const char *const *ids, int n)
{
    for (int i = 0; i < n; i++)
        if (card == card_find(ids[i]))
            return true;
    return false;
}

/* Every explore card of `ids` exactly once, nothing else of kind explore,
 * ruins or special. */
static void check_explore_cards(const Game *g, const char *const *ids, int n)
{
    int counts[MAX_CARDS * 4];
    deck_counts(g, counts);
    for (int i = 0; i < n; i++)
        assert_int_equal(counts[RU_CARD(ids[i])], 1);
    int others = 0;
    for (int i = 0; i < card_count(); i++) {
        CardKind k = card_get(i)->kind;
        if ((k == CARD_EXPLORE || k == CARD_RUINS || k == CARD_SPECIAL) && !in_list(i, ids, n))
            others += counts[i];
    }
    assert_int_equal(others, 0);
}

/* The ambush in the deck plus the pile are exactly `ids`, each once. */
static void check_ambushes(const Game *g, const char *const *ids, int n)
{
    int counts[MAX_CARDS * 4];
    deck_counts(g, counts);
    assert_int_equal(count_of_kind(counts, CARD_AMBUSH), 1);
    assert_int_equal(g->ambush_len, n - 1);
    for (int i = 0; i < g->ambush_len; i++)
        counts[g->ambush_pile[i]]++;
    for (int i = 0; i < n; i++)
        assert_int_equal(counts[RU_CARD(ids[i])], 1);
    assert_int_equal(count_of_kind(counts, CARD_AMBUSH), n);
}

static void check_heroes(const Game *g, bool on)
{
    int counts[MAX_CARDS * 4];
    deck_counts(g, counts);
    if (!on) {
        assert_int_equal(count_of_kind(counts, CARD_HERO), 0);
        assert_int_equal(g->hero_len, 0);
        return;
    }
    assert_int_equal(count_of_kind(counts, CARD_HERO), 1);
    assert_int_equal(g->hero_len, 3);
    for (int i = 0; i < g->hero_len; i++)
        counts[g->hero_pile[i]]++;
    for (int i = 0; i < COUNT(heroes_cards); i++)
        assert_int_equal(counts[RU_CARD(heroes_cards[i])], 1);
}

static void test_base_deck(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        Game *g = RU_GAME(GAME_BASE, 1, seed);
        /* 13 base cards (2 ruins) + 1 base ambush; 3 ambushes left in the pile */
        assert_int_equal(g->row_len + g->deck_len, 14);
        check_explore_cards(g, base_explore, COUNT(base_explore));
        check_ambushes(g, base_ambushes, COUNT(base_ambushes));
        check_heroes(g, false);
        assert_int_equal(g->season, 0);
        ru_free(g);
    }
}

static void test_heroes_deck(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        Game *g = RU_GAME(GAME_HEROES, 1, seed);
        /* 11 Heroes explore cards, no ruins cards, 1 ambush, 1 hero */
        assert_int_equal(g->row_len + g->deck_len, 13);
        check_explore_cards(g, ru_heroes_explore, RU_HEROES_EXPLORE);
        check_ambushes(g, heroes_ambushes, COUNT(heroes_ambushes));
        check_heroes(g, true);
        ru_free(g);
    }
}

static void test_mixed_decks(void **state)
{
    (void)state;
    const char *all_ambushes[8];
    for (int i = 0; i < 4; i++) {
        all_ambushes[i] = base_ambushes[i];
        all_ambushes[4 + i] = heroes_ambushes[i];
    }
    /* heroes explore set chosen: the base ruins cards are added */
    const char *heroes_plus_ruins[RU_HEROES_EXPLORE + 2];
    for (int i = 0; i < RU_HEROES_EXPLORE; i++)
        heroes_plus_ruins[i] = ru_heroes_explore[i];
    heroes_plus_ruins[RU_HEROES_EXPLORE] = "temple_ruins";
    heroes_plus_ruins[RU_HEROES_EXPLORE + 1] = "outpost_ruins";

    for (uint64_t seed = 1; seed <= 10; seed++) {
        GameSettings s;
        game_settings_init(&s, GAME_MIXED, 2, seed);
        s.explore_set = SET_BASE;
        s.heroes = true;
        s.ambush_mask = 0xff;
        Game *g = RU_GAME_SETTINGS(&s);
        check_explore_cards(g, base_explore, COUNT(base_explore));
        check_ambushes(g, all_ambushes, 8);
        check_heroes(g, true);
        ru_free(g);

        s.explore_set = SET_HEROES;
        g = RU_GAME_SETTINGS(&s);
        assert_int_equal(g->row_len + g->deck_len, 11 + 2 + 1 + 1);
        check_explore_cards(g, heroes_plus_ruins, COUNT(heroes_plus_ruins));
        check_ambushes(g, all_ambushes, 8);
        check_heroes(g, true);
        ru_free(g);

        /* heroes off, four ambushes from both sets */
        s.heroes = false;
        s.ambush_mask = 0;
        const char *four[] = {"goblin_attack", "kobold_onslaught", "zombie_plague", "gorgon_gaze"};
        for (int i = 0; i < 4; i++)
            s.ambush_mask |= UINT32_C(1) << game_ambush_number(RU_CARD(four[i]));
        g = RU_GAME_SETTINGS(&s);
        check_explore_cards(g, heroes_plus_ruins, COUNT(heroes_plus_ruins));
        check_ambushes(g, four, 4);
        check_heroes(g, false);
        ru_free(g);
    }
}

static void test_mixed_needs_four_ambushes(void **state)
{
    (void)state;
    GameSettings s;
    game_settings_init(&s, GAME_MIXED, 1, 1);
    s.ambush_mask = 0x07; /* three ambushes */
    char err[ERROR_MAX] = "";
    Game *g = test_malloc(sizeof *g);
    assert_false(game_init(g, &s, err, sizeof err));
    assert_true(err[0] != '\0');
    s.ambush_mask = 0x71; /* four: goblin + three Heroes ambushes */
    assert_true(game_init(g, &s, err, sizeof err));
    test_free(g);
}

static void test_season_durations(void **state)
{
    (void)state;
    static const int base[4] = {8, 8, 7, 6}, heroes[4] = {8, 7, 7, 6};
    Game *g = RU_GAME(GAME_BASE, 1, 1);
    for (int s = 0; s < 4; s++)
        assert_int_equal(game_season_duration(g, s), base[s]);
    ru_free(g);
    g = RU_GAME(GAME_HEROES, 1, 1);
    for (int s = 0; s < 4; s++)
        assert_int_equal(game_season_duration(g, s), heroes[s]);
    ru_free(g);
    /* mixed: the chosen season set decides */
    GameSettings st;
    game_settings_init(&st, GAME_MIXED, 1, 1);
    st.season_set = SET_HEROES;
    g = RU_GAME_SETTINGS(&st);
    for (int s = 0; s < 4; s++)
        assert_int_equal(game_season_duration(g, s), heroes[s]);
    ru_free(g);
    st.season_set = SET_BASE;
    st.explore_set = SET_HEROES;
    g = RU_GAME_SETTINGS(&st);
    for (int s = 0; s < 4; s++)
        assert_int_equal(game_season_duration(g, s), base[s]);
    ru_free(g);
}

static void test_season_decrees_pairs(void **state)
{
    (void)state;
    /* spring A+B, summer B+C, autumn C+D, winter D+A */
    static const int want[4][2] = {{0, 1}, {1, 2}, {2, 3}, {3, 0}};
    for (int s = 0; s < 4; s++) {
        int d[2];
        game_season_decrees(s, d);
        assert_int_equal(d[0], want[s][0]);
        assert_int_equal(d[1], want[s][1]);
    }
}

static int scoring_index(const char *id)
{
    const ScoringCard *c = scoring_card_find(id);
    assert_non_null(c);
    return scoring_card_index(c);
}

static void test_chosen_decrees(void **state)
{
    (void)state;
    const char *ids[4] = {"greenbough", "ulems_wallow", "great_city", "silos"};
    GameSettings s;
    game_settings_init(&s, GAME_MIXED, 3, 9);
    for (int i = 0; i < 4; i++)
        s.decree_cards[i] = scoring_index(ids[i]);
    Game *g = RU_GAME_SETTINGS(&s);
    for (int i = 0; i < 4; i++)
        assert_int_equal(g->decree_cards[i], scoring_index(ids[i]));
    ru_free(g);
    /* all four or none */
    s.decree_cards[3] = -1;
    char err[ERROR_MAX] = "";
    assert_false(game_settings_check(&s, err, sizeof err));
    assert_true(err[0] != '\0');
    /* one card of each category (docs/rules.md §2): two forest cards are refused */
    s.decree_cards[3] = scoring_index("sentinel_wood");
    err[0] = '\0';
    assert_false(game_settings_check(&s, err, sizeof err));
    assert_non_null(strstr(err, "forest"));
    /* and the same four in another order are fine */
    s.decree_cards[0] = scoring_index("silos");
    s.decree_cards[3] = scoring_index("greenbough");
    assert_true(game_settings_check(&s, err, sizeof err));
}

/* A base or a Heroes game is played with its own box: sides, card sets,
 * ambushes, heroes and scoring cards (docs/rules.md §2); anything else is a
 * mixed game (§9), which takes all of them. */
static void test_kind_settings_refused(void **state)
{
    (void)state;
    char err[ERROR_MAX];
    static const struct {
        GameKind kind;
        const char *change;
        const char *words;
    } cases[] = {
        {GAME_BASE, "side C", "map side A or B"},
        {GAME_BASE, "side D", "map side A or B"},
        {GAME_HEROES, "side A", "map side C or D"},
        {GAME_HEROES, "side B", "map side C or D"},
        {GAME_BASE, "explore heroes", "explore and season"},
        {GAME_BASE, "seasons heroes", "explore and season"},
        {GAME_HEROES, "explore base", "explore and season"},
        {GAME_BASE, "heroes", "no hero cards"},
        {GAME_HEROES, "no heroes", "has hero cards"},
        {GAME_BASE, "ambush dragon", "four base ambush"},
        {GAME_HEROES, "ambush goblin", "four heroes ambush"},
        {GAME_BASE, "three ambushes", "four base ambush"},
        {GAME_BASE, "heroes decree", "not a base scoring card"},
        {GAME_HEROES, "base decree", "not a heroes scoring card"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        GameSettings s;
        game_settings_init(&s, cases[i].kind, 2, 5);
        assert_true(game_settings_check(&s, err, sizeof err));
        const char *c = cases[i].change;
        if (strcmp(c, "side C") == 0)
            s.side = MAP_SIDE_C;
        else if (strcmp(c, "side D") == 0)
            s.side = MAP_SIDE_D;
        else if (strcmp(c, "side A") == 0)
            s.side = MAP_SIDE_A;
        else if (strcmp(c, "side B") == 0)
            s.side = MAP_SIDE_B;
        else if (strcmp(c, "explore heroes") == 0)
            s.explore_set = SET_HEROES;
        else if (strcmp(c, "seasons heroes") == 0)
            s.season_set = SET_HEROES;
        else if (strcmp(c, "explore base") == 0)
            s.explore_set = SET_BASE;
        else if (strcmp(c, "heroes") == 0)
            s.heroes = true;
        else if (strcmp(c, "no heroes") == 0)
            s.heroes = false;
        else if (strcmp(c, "ambush dragon") == 0)
            s.ambush_mask |= 1u << 4;
        else if (strcmp(c, "ambush goblin") == 0)
            s.ambush_mask |= 1u;
        else if (strcmp(c, "three ambushes") == 0)
            s.ambush_mask = 0x07;
        else {
            bool base_game = strcmp(c, "heroes decree") == 0;
            const char *ids[2][4] = {{"greenbough", "golden_granary", "great_city", "borderlands"},
                                     {"faunlost_thicket", "ulems_wallow", "gnomish_colony", "dwarvenholds"}};
            for (int d = 0; d < 4; d++)
                s.decree_cards[d] = scoring_index(ids[base_game ? 0 : 1][d]); /* the game's own set */
            s.decree_cards[2] = scoring_index(ids[base_game ? 1 : 0][2]);     /* one of the other set */
        }
        err[0] = '\0';
        if (game_settings_check(&s, err, sizeof err))
            fail_msg("%s game with %s was accepted", cases[i].kind == GAME_BASE ? "a base" : "a heroes", c);
        if (!strstr(err, cases[i].words))
            fail_msg("%s: '%s' does not say '%s'", c, err, cases[i].words);
        Game g;
        assert_false(game_init(&g, &s, err, sizeof err));
        /* the same settings as a mixed game are fine (at least 4 ambushes) */
        s.kind = GAME_MIXED;
        if (strcmp(c, "three ambushes") == 0)
            s.ambush_mask = 0x0f;
        if (!game_settings_check(&s, err, sizeof err))
            fail_msg("as a mixed game, %s is refused: %s", c, err);
    }
    /* the kinds' own settings, every side of their box */
    for (int side = MAP_SIDE_A; side <= MAP_SIDE_D; side++) {
        GameSettings s;
        game_settings_init(&s, side <= MAP_SIDE_B ? GAME_BASE : GAME_HEROES, 1, 5);
        s.side = (MapSide)side;
        assert_true(game_settings_check(&s, err, sizeof err));
    }
}

/* Random decrees: one of each category, from the game's own set(s), shuffled onto A-D. */
static void check_random_decrees(GameKind kind, int want_heroes_set)
{
    int first_category_seen[CATEGORY_COUNT] = {0};
    int sets_seen[2] = {0, 0};
    for (uint64_t seed = 1; seed <= 60; seed++) {
        Game *g = RU_GAME(kind, 1, seed);
        int per_category[CATEGORY_COUNT] = {0};
        for (int i = 0; i < 4; i++) {
            const ScoringCard *c = scoring_card(g->decree_cards[i]);
            assert_non_null(c);
            per_category[c->category]++;
            sets_seen[c->heroes_set ? 1 : 0]++;
            if (want_heroes_set >= 0)
                assert_int_equal(c->heroes_set ? 1 : 0, want_heroes_set);
        }
        for (int k = 0; k < CATEGORY_COUNT; k++)
            assert_int_equal(per_category[k], 1);
        first_category_seen[scoring_card(g->decree_cards[0])->category]++;
        ru_free(g);
    }
    /* shuffled onto A-D: decree A is not always the same category */
    int distinct = 0;
    for (int k = 0; k < CATEGORY_COUNT; k++)
        distinct += first_category_seen[k] > 0;
    assert_true(distinct >= 3);
    if (want_heroes_set < 0) {
        /* mixed: any of the 32 */
        assert_true(sets_seen[0] > 0 && sets_seen[1] > 0);
    }
}

static void test_random_decrees(void **state)
{
    (void)state;
    check_random_decrees(GAME_BASE, 0);
    check_random_decrees(GAME_HEROES, 1);
    check_random_decrees(GAME_MIXED, -1);
}

static void test_same_seed_same_game(void **state)
{
    (void)state;
    GameKind kinds[3] = {GAME_BASE, GAME_HEROES, GAME_MIXED};
    for (int k = 0; k < 3; k++) {
        Game *a = RU_GAME(kinds[k], 3, 12345);
        Game *b = RU_GAME(kinds[k], 3, 12345);
        assert_memory_equal(a, b, sizeof *a);
        /* the same moves keep them equal to the end */
        while (!game_over(a)) {
            APPLY_FIRST(a);
            APPLY_FIRST(b);
            assert_memory_equal(a, b, sizeof *a);
        }
        ru_free(a);
        ru_free(b);
    }
    /* different seeds give different decks (for at least one of a few pairs) */
    int differ = 0;
    for (uint64_t seed = 1; seed <= 5; seed++) {
        Game *a = RU_GAME(GAME_BASE, 1, seed);
        Game *b = RU_GAME(GAME_BASE, 1, seed + 100);
        differ += a->row[0] != b->row[0] || memcmp(a->deck, b->deck, sizeof a->deck) != 0;
        ru_free(a);
        ru_free(b);
    }
    assert_true(differ >= 4);
}

static void test_sheets_start_as_printed(void **state)
{
    (void)state;
    for (int side = 0; side < MAP_SIDE_COUNT; side++) {
        GameSettings s;
        game_settings_init(&s, side < 2 ? GAME_BASE : GAME_HEROES, 5, 3);
        s.side = (MapSide)side;
        Game *g = RU_GAME_SETTINGS(&s);
        Board printed;
        map_side_board((MapSide)side, &printed);
        for (int p = 0; p < 5; p++) {
            /* the first card may already be waiting for a decision, but nothing is drawn yet */
            assert_memory_equal(&g->sheets[p].board, &printed, sizeof printed);
            assert_int_equal(g->sheets[p].coins, 0); /* the coin track starts empty */
        }
        ru_free(g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_base_deck),
        cmocka_unit_test(test_heroes_deck),
        cmocka_unit_test(test_mixed_decks),
        cmocka_unit_test(test_mixed_needs_four_ambushes),
        cmocka_unit_test(test_season_durations),
        cmocka_unit_test(test_season_decrees_pairs),
        cmocka_unit_test(test_chosen_decrees),
        cmocka_unit_test(test_random_decrees),
        cmocka_unit_test(test_kind_settings_refused),
        cmocka_unit_test(test_same_seed_same_game),
        cmocka_unit_test(test_sheets_start_as_printed),
    };
    return cmocka_run_group_tests_name("rules setup", tests, NULL, NULL);
}
