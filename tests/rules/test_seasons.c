/* test_seasons.c: seasons and the end of the game (docs/rules.md §3, §5
 * and 6): the time check, the right decrees each season, coins every
 * season, the monster penalty, the reshuffle with an unrevealed ambush (and
 * hero) staying in, the end after winter, the tie-break, and the solo
 * rating and every title threshold. */
#include "rules_util.h"

#include <string.h>

#include "scoring.h"

static int scoring_index(const char *id)
{
    const ScoringCard *c = scoring_card_find(id);
    assert_non_null(c);
    return scoring_card_index(c);
}

/* Base solo on side A with decrees A sentinel_wood, B canal_lake,
 * C wildholds, D borderlands and a sheet on which, by hand:
 *   forest A1 A2 A3 on the edge            sentinel_wood 3
 *   water B1 next to farm B2               canal_lake 1 + 1 = 2
 *   village C1..C6, one cluster of six     wildholds 8
 *   monster K1..K11, a complete row        borderlands 6
 *   empty next to a monster: J1..J11 but the mountain J8 (J6 is empty ruins)  -10
 * and 2 coins. */
static Game *decree_game(void)
{
    GameSettings s;
    game_settings_init(&s, GAME_BASE, 1, 1);
    const char *ids[4] = {"sentinel_wood", "canal_lake", "wildholds", "borderlands"};
    for (int i = 0; i < 4; i++)
        s.decree_cards[i] = scoring_index(ids[i]);
    Game *g = RU_GAME_SETTINGS(&s);
    PUT(g, 0, "A1 A2 A3", CONTENT_FOREST);
    PUT(g, 0, "B1", CONTENT_WATER);
    PUT(g, 0, "B2", CONTENT_FARM);
    PUT(g, 0, "C1 C2 C3 C4 C5 C6", CONTENT_VILLAGE);
    PUT(g, 0, "K1 K2 K3 K4 K5 K6 K7 K8 K9 K10 K11", CONTENT_MONSTER);
    g->sheets[0].coins = 2;
    return g;
}

static void expect_box_at(const char *file, int line, SeasonScore sc, int d0, int d1, int coins, int monsters)
{
    if (sc.decree[0] != d0 || sc.decree[1] != d1 || sc.coins != coins || sc.monsters != monsters ||
        sc.total != d0 + d1 + coins + monsters) {
        print_error("season box %d %d %d %d = %d, expected %d %d %d %d = %d\n", sc.decree[0], sc.decree[1], sc.coins,
                    sc.monsters, sc.total, d0, d1, coins, monsters, d0 + d1 + coins + monsters);
        _fail(file, line);
    }
}
#define EXPECT_BOX(sc, d0, d1, coins, monsters) expect_box_at(__FILE__, __LINE__, (sc), (d0), (d1), (coins), (monsters))

static void test_right_decrees_each_season(void **state)
{
    (void)state;
    Game *g = decree_game();
    EXPECT_BOX(game_project_season(g, 0, 0), 3, 2, 2, -10); /* spring A+B */
    EXPECT_BOX(game_project_season(g, 0, 1), 2, 8, 2, -10); /* summer B+C */
    EXPECT_BOX(game_project_season(g, 0, 2), 8, 6, 2, -10); /* autumn C+D */
    EXPECT_BOX(game_project_season(g, 0, 3), 6, 3, 2, -10); /* winter D+A */
    ru_free(g);
}

static void test_season_end_writes_the_box(void **state)
{
    (void)state;
    Game *g = decree_game();
    g->time = 7;
    RU_RIG(g, "farmland great_river");
    /* the plus of farm at F8 (F9 G8 G9 G10 H9) changes none of the four numbers */
    APPLY(g, "draw card=farmland shape=2 orient=0 at=F8 terrain=farm");
    assert_int_equal(g->season, 1);
    EXPECT_BOX(g->sheets[0].seasons[0], 3, 2, 2, -10);
    assert_int_equal(g->sheets[0].monster_total, -10);
    assert_int_equal(game_total(g, 0), -3);

    /* winter (pretend the middle seasons passed): D+A, then the game is over */
    g->season = 3;
    g->time = 5;
    g->sheets[0].coins = 4;
    RU_RIG(g, "farmland great_river");
    APPLY(g, "draw card=farmland shape=2 orient=0 at=E1 terrain=farm"); /* E2 F1 F2 F3 G2 */
    assert_true(game_over(g));
    EXPECT_BOX(g->sheets[0].seasons[3], 6, 3, 4, -10);
    assert_int_equal(g->sheets[0].monster_total, -20);
    assert_int_equal(game_total(g, 0), -3 + 0 + 0 + 3);
    EXPECT_DECISION(g, DECISION_NONE, 0, 0, NULL);
    assert_int_equal(game_legal_moves(g, NULL, 0), 0);
    REFUSE(g, "draw card=farmland shape=2 orient=0 at=A5 terrain=farm");
    ru_free(g);
}

static void test_time_check(void **state)
{
    (void)state;
    /* spring lasts 8: 6 + 1 = 7 goes on, 7 + 2 = 9 passes it */
    Game *g = RU_GAME(GAME_BASE, 1, 1);
    g->time = 6;
    RU_RIG(g, "farmland homestead great_river");
    APPLY(g, "draw card=farmland shape=1 orient=0 at=A1 terrain=farm");
    assert_int_equal(g->season, 0);
    assert_int_equal(g->time, 7);
    EXPECT_DECISION(g, DECISION_DRAW, 0, 0, "homestead");
    APPLY(g, "draw card=homestead shape=1 orient=0 at=A5 terrain=farm");
    assert_int_equal(g->season, 1);
    assert_int_equal(g->time, 0);
    ru_free(g);

    /* exactly reaching it ends the season too */
    g = RU_GAME(GAME_BASE, 1, 1);
    g->time = 6;
    RU_RIG(g, "hinterland_stream great_river");
    APPLY(g, "draw card=hinterland_stream shape=1 orient=0 at=A1 terrain=farm");
    assert_int_equal(g->season, 1);
    ru_free(g);

    /* Rift Lands, ambushes and ruins take no time */
    g = RU_GAME(GAME_BASE, 1, 1);
    g->time = 7;
    RU_RIG(g, "rift_lands goblin_attack temple_ruins farmland great_river");
    APPLY(g, "draw card=rift_lands shape=1 orient=0 at=A1 terrain=farm");
    assert_int_equal(g->time, 7);
    EXPECT_DECISION(g, DECISION_AMBUSH, 0, 0, "goblin_attack");
    APPLY_FIRST(g);
    assert_int_equal(g->season, 0);
    EXPECT_DECISION(g, DECISION_DRAW, 0, 0, "farmland");
    APPLY(g, "draw card=farmland shape=1 orient=0 at=B2 terrain=farm"); /* B2 C2: on a ruins space */
    assert_int_equal(g->season, 1);
    ru_free(g);

    /* Heroes summer lasts 7 */
    g = RU_GAME(GAME_HEROES, 1, 1);
    g->season = 1;
    g->time = 5;
    RU_RIG(g, "lagoon hillside_terrace lagoon");
    APPLY(g, "draw card=lagoon shape=1 orient=0 at=A1 terrain=water");
    assert_int_equal(g->season, 1);
    APPLY(g, "draw card=hillside_terrace shape=1 orient=0 at=E5 terrain=farm");
    assert_int_equal(g->season, 2);
    ru_free(g);
}

static void test_monster_penalty(void **state)
{
    (void)state;
    /* E5 and E7 share the empty neighbour E6: counted once */
    Game *g = RU_GAME(GAME_HEROES, 1, 1);
    PUT(g, 0, "E5 E7", CONTENT_MONSTER);
    assert_int_equal(game_project_season(g, 0, 0).monsters, -7); /* D5 F5 E4 E6 D7 F7 E8 */
    /* a destroyed monster is no monster */
    PUT(g, 0, "E5", CONTENT_DESTROYED);
    assert_int_equal(game_project_season(g, 0, 0).monsters, -4); /* D7 F7 E6 E8 */
    /* an empty ruins space is empty: G7 is one on side C */
    PUT(g, 0, "G6", CONTENT_MONSTER);
    assert_int_equal(game_project_season(g, 0, 0).monsters, -8); /* + F6 H6 G5 G7 */
    ru_free(g);
}

static void test_hero_is_a_terrain_type_with_heroes(void **state)
{
    (void)state;
    /* Banded Hills: 4 per row with five or more terrain types. Row E holds
     * forest, village, farm, water and a hero: five types with heroes, four without */
    GameSettings s;
    const char *ids[4] = {"banded_hills", "deepwood", "jorekburg", "caravansary"};
    for (int heroes = 0; heroes < 2; heroes++) {
        game_settings_init(&s, GAME_MIXED, 1, 1);
        s.side = MAP_SIDE_C;
        s.heroes = heroes != 0;
        for (int i = 0; i < 4; i++)
            s.decree_cards[i] = scoring_index(ids[i]);
        Game *g = RU_GAME_SETTINGS(&s);
        PUT(g, 0, "E1", CONTENT_FOREST);
        PUT(g, 0, "E2", CONTENT_VILLAGE);
        PUT(g, 0, "E3", CONTENT_FARM);
        PUT(g, 0, "E4", CONTENT_WATER);
        PUT(g, 0, "E5", CONTENT_HERO);
        assert_int_equal(game_project_season(g, 0, 0).decree[0], heroes ? 4 : 0);
        ru_free(g);
    }
}

/* Cards in the deck and the revealed row, by id. */
static void deck_multiset(const Game *g, int counts[64])
{
    memset(counts, 0, sizeof(int) * 64);
    for (int i = 0; i < g->row_len; i++)
        counts[g->row[i]]++;
    for (int i = 0; i < g->deck_len; i++)
        counts[g->deck[i]]++;
}

static void expect_count_at(const char *file, int line, const int counts[64], const char *id, int n)
{
    int have = counts[ru_card_at(file, line, id)];
    if (have != n) {
        print_error("%s: %d in the deck, expected %d\n", id, have, n);
        _fail(file, line);
    }
}
#define EXPECT_COUNT(counts, id, n) expect_count_at(__FILE__, __LINE__, (counts), (id), (n))

static const char *const base13[] = {"temple_ruins", "outpost_ruins",    "great_river",       "farmland",
                                     "hamlet",       "forgotten_forest", "hinterland_stream", "homestead",
                                     "orchard",      "treetop_village",  "marshlands",        "fishing_village",
                                     "rift_lands"};

static void test_reshuffle_keeps_unrevealed_ambush(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_BASE, 1, 1);
    g->ambush_pile[0] = (int8_t)RU_CARD("bugbear_assault");
    g->ambush_pile[1] = (int8_t)RU_CARD("gnoll_raid"); /* the top */
    g->ambush_len = 2;
    /* spring reveals 1+1+1+1+2+2 = 8 and the kobold; the goblin at the bottom stays unrevealed */
    RU_RIG(g, "great_river kobold_onslaught farmland hamlet forgotten_forest hinterland_stream homestead orchard "
              "treetop_village marshlands fishing_village rift_lands temple_ruins outpost_ruins goblin_attack");
    while (g->season == 0)
        APPLY_FIRST(g);
    int counts[64];
    deck_multiset(g, counts);
    for (int i = 0; i < 13; i++)
        EXPECT_COUNT(counts, base13[i], 1);
    /* the summer deck holds two ambushes: the unrevealed goblin and the next one */
    EXPECT_COUNT(counts, "goblin_attack", 1);
    EXPECT_COUNT(counts, "gnoll_raid", 1);
    EXPECT_COUNT(counts, "bugbear_assault", 0);
    EXPECT_COUNT(counts, "kobold_onslaught", 0); /* revealed: it left the game */
    assert_int_equal(g->row_len + g->deck_len, 15);
    assert_int_equal(g->ambush_len, 1);
    assert_int_equal(g->ambush_pile[0], RU_CARD("bugbear_assault"));

    /* through summer: what is revealed of the ambushes leaves the game */
    int8_t summer[MAX_CARDS];
    int summer_len = 0;
    while (g->season == 1) {
        memcpy(summer, g->row, sizeof summer);
        summer_len = g->row_len;
        APPLY_FIRST(g);
    }
    bool goblin_seen = false, gnoll_seen = false;
    for (int i = 0; i < summer_len; i++) {
        goblin_seen |= summer[i] == RU_CARD("goblin_attack");
        gnoll_seen |= summer[i] == RU_CARD("gnoll_raid");
    }
    deck_multiset(g, counts);
    for (int i = 0; i < 13; i++)
        EXPECT_COUNT(counts, base13[i], 1);
    EXPECT_COUNT(counts, "goblin_attack", goblin_seen ? 0 : 1);
    EXPECT_COUNT(counts, "gnoll_raid", gnoll_seen ? 0 : 1);
    EXPECT_COUNT(counts, "bugbear_assault", 1);
    EXPECT_COUNT(counts, "kobold_onslaught", 0);
    assert_int_equal(g->ambush_len, 0);
    ru_free(g);
}

static void test_reshuffle_keeps_unrevealed_hero(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_HEROES, 1, 1);
    g->ambush_pile[0] = (int8_t)RU_CARD("giant_troll_ravage");
    g->ambush_pile[1] = (int8_t)RU_CARD("gorgon_gaze");
    g->ambush_len = 2;
    g->hero_pile[0] = (int8_t)RU_CARD("wren_the_lioness");
    g->hero_pile[1] = (int8_t)RU_CARD("dal_of_jolev");
    g->hero_len = 2;
    /* spring reveals Freyla and the Dragon too; the Zombie and Dobrik stay unrevealed */
    RU_RIG(g, "lagoon freyla_the_true pasture dragon_inferno settlement timber_grove hillside_terrace "
              "frontier_dwelling wildwood_garden woodland_crossroads coastal_encampment mangrove_swamp kethras_gates "
              "zombie_plague dobrik_of_lorkheim");
    while (g->season == 0)
        APPLY_FIRST(g);
    int counts[64];
    deck_multiset(g, counts);
    for (int i = 0; i < RU_HEROES_EXPLORE; i++)
        EXPECT_COUNT(counts, ru_heroes_explore[i], 1);
    EXPECT_COUNT(counts, "zombie_plague", 1);
    EXPECT_COUNT(counts, "gorgon_gaze", 1);
    EXPECT_COUNT(counts, "dobrik_of_lorkheim", 1);
    EXPECT_COUNT(counts, "dal_of_jolev", 1);
    EXPECT_COUNT(counts, "wren_the_lioness", 0);
    EXPECT_COUNT(counts, "giant_troll_ravage", 0);
    EXPECT_COUNT(counts, "freyla_the_true", 0);
    EXPECT_COUNT(counts, "dragon_inferno", 0);
    assert_int_equal(g->row_len + g->deck_len, 15);
    assert_int_equal(g->hero_len, 1);
    ru_free(g);
}

static void test_game_over_after_winter(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_HEROES, 2, 77);
    int last_season = 0;
    while (!game_over(g)) {
        assert_true(game_decision(g)->kind != DECISION_NONE);
        assert_true(g->season >= last_season && g->season <= 3);
        last_season = g->season;
        APPLY_FIRST(g);
    }
    assert_int_equal(last_season, 3);
    assert_int_equal(g->season, 4);
    EXPECT_DECISION(g, DECISION_NONE, 0, 0, NULL);
    for (int p = 0; p < 2; p++) {
        int sum = 0, monsters = 0;
        for (int s = 0; s < 4; s++) {
            const SeasonScore *b = &g->sheets[p].seasons[s];
            assert_int_equal(b->total, b->decree[0] + b->decree[1] + b->coins + b->monsters);
            sum += b->total;
            monsters += b->monsters;
        }
        assert_int_equal(game_total(g, p), sum);
        assert_int_equal(g->sheets[p].monster_total, monsters);
    }
    REFUSE(g, "draw card=lagoon shape=1 orient=0 at=A1 terrain=water");
    ru_free(g);
}

/* A finished 4-player game whose season boxes and monster totals are then set by hand. */
static Game *finished_game(void)
{
    Game *g = RU_GAME(GAME_BASE, 4, 5);
    while (!game_over(g))
        APPLY_FIRST(g);
    return g;
}

static void set_result(Game *g, int p, int total, int monsters)
{
    memset(g->sheets[p].seasons, 0, sizeof g->sheets[p].seasons);
    g->sheets[p].seasons[0].total = total;
    g->sheets[p].monster_total = monsters;
}

static void test_tie_break(void **state)
{
    (void)state;
    Game *g = finished_game();
    set_result(g, 0, 40, -5);
    set_result(g, 1, 40, -3);
    set_result(g, 2, 40, -3);
    set_result(g, 3, 41, -20);
    int places[MAX_PLAYERS];
    game_ranking(g, places);
    assert_int_equal(places[3], 1); /* the higher total wins, whatever the monsters */
    assert_int_equal(places[1], 2); /* tied on total, fewer monster points lost */
    assert_int_equal(places[2], 2); /* still tied: the place is shared */
    assert_true(places[0] > 2);
    /* fewer points lost beats more, even by one */
    set_result(g, 0, 40, -2);
    game_ranking(g, places);
    assert_int_equal(places[0], 2);
    assert_true(places[1] > 2 && places[2] > 2);
    ru_free(g);
}

static void test_solo_rating(void **state)
{
    (void)state;
    /* solo values (docs/cards.md §4a): sentinel_wood 25, canal_lake 24, wildholds 16, borderlands 24 = 89 */
    GameSettings s;
    game_settings_init(&s, GAME_BASE, 1, 3);
    const char *ids[4] = {"sentinel_wood", "canal_lake", "wildholds", "borderlands"};
    for (int i = 0; i < 4; i++)
        s.decree_cards[i] = scoring_index(ids[i]);
    Game *g = RU_GAME_SETTINGS(&s);
    while (!game_over(g))
        APPLY_FIRST(g);
    memset(g->sheets[0].seasons, 0, sizeof g->sheets[0].seasons);
    g->sheets[0].seasons[0].total = 30;
    g->sheets[0].seasons[1].total = 30;
    g->sheets[0].seasons[2].total = 30;
    g->sheets[0].seasons[3].total = 29;
    assert_int_equal(game_solo_rating(g), 119 - 89);
    assert_string_equal(game_title_id(game_solo_rating(g)), "legendary_cartographer");
    g->sheets[0].seasons[3].total = 28;
    assert_string_equal(game_title_id(game_solo_rating(g)), "master_mapsmith");
    ru_free(g);
}

static void test_title_thresholds(void **state)
{
    (void)state;
    static const struct {
        int rating;
        const char *id;
    } cases[] = {
        {100, "legendary_cartographer"}, {30, "legendary_cartographer"}, {29, "master_mapsmith"},
        {20, "master_mapsmith"},         {19, "journeyman_topographer"}, {10, "journeyman_topographer"},
        {9, "apprentice_surveyor"},      {0, "apprentice_surveyor"},     {-1, "amateur_assessor"},
        {-5, "amateur_assessor"},        {-6, "inept_assistant"},        {-10, "inept_assistant"},
        {-11, "dimwitted_doodler"},      {-20, "dimwitted_doodler"},     {-21, "oblivious_inkdrinker"},
        {-30, "oblivious_inkdrinker"},   {-31, "oblivious_inkdrinker"},  {-500, "oblivious_inkdrinker"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        if (strcmp(game_title_id(cases[i].rating), cases[i].id) != 0)
            fail_msg("rating %d: %s, expected %s", cases[i].rating, game_title_id(cases[i].rating), cases[i].id);
    }
    assert_string_equal(game_title_name(-30), "Oblivious Inkdrinker");
    assert_string_equal(game_title_name(30), "Legendary Cartographer");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_right_decrees_each_season),
        cmocka_unit_test(test_season_end_writes_the_box),
        cmocka_unit_test(test_time_check),
        cmocka_unit_test(test_monster_penalty),
        cmocka_unit_test(test_hero_is_a_terrain_type_with_heroes),
        cmocka_unit_test(test_reshuffle_keeps_unrevealed_ambush),
        cmocka_unit_test(test_reshuffle_keeps_unrevealed_hero),
        cmocka_unit_test(test_game_over_after_winter),
        cmocka_unit_test(test_tie_break),
        cmocka_unit_test(test_solo_rating),
        cmocka_unit_test(test_title_thresholds),
    };
    return cmocka_run_group_tests_name("rules seasons", tests, NULL, NULL);
}
