/* test_ruins.c: the ruins cards (docs/rules.md §4): the next explore card
 * must cover an empty ruins space with a drawn cell; the requirement waits
 * through ambushes and heroes; two ruins in a row; the 1x1 anywhere when
 * nothing can (or no empty ruins space is left); Rift Lands and Kethra's
 * Gates on an empty ruins space. */
#include "rules_util.h"

#include <string.h>

#define RUINS_A "B6 C2 C10 I2 I10 J6"
#define RUINS_C "B5 D8 G7 H3 J9 K1"

/* Every listed move draws at least one cell on an empty ruins space. */
static void check_all_listed_on_ruins(const Game *g, int sheet)
{
    const Board *b = &g->sheets[sheet].board;
    Bitboard open = bb_and(b->ruins, board_empty_spaces(b));
    Move *moves = test_malloc(sizeof(Move) * MOVES_MAX);
    int n = game_legal_moves(g, moves, MOVES_MAX);
    assert_true(n > 0);
    for (int i = 0; i < n; i++) {
        Bitboard cells;
        assert_true(move_cells(&moves[i], &cells));
        assert_true(bb_intersects(cells, open));
    }
    test_free(moves);
}

static void test_ruins_then_explore(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_BASE, 1, 1);
    RU_RIG(g, "temple_ruins great_river farmland");
    EXPECT_DECISION(g, DECISION_DRAW, 0, 0, "great_river");
    assert_true(game_decision(g)->ruins_needed);
    assert_false(game_decision(g)->single_only);
    assert_int_equal(g->row_len, 2); /* the ruins card and the explore card are both revealed */
    check_all_listed_on_ruins(g, 0);
    /* all six ruins can be reached, so the listed cells cover all of them */
    assert_true(bb_subset(NAMES(RUINS_A), ru_listed_cells(g)));
    REFUSE(g, "draw card=great_river shape=1 orient=0 at=E1 terrain=water");
    REFUSE(g, "draw card=great_river shape=1 orient=0 at=D2 terrain=water"); /* touches C2's column, not C2 */
    APPLY(g, "draw card=great_river shape=1 orient=0 at=A2 terrain=water");  /* A2 B2 C2 */
    /* the requirement is used up: the next explore card is free */
    EXPECT_DECISION(g, DECISION_DRAW, 0, 0, "farmland");
    assert_false(game_decision(g)->ruins_needed);
    APPLY(g, "draw card=farmland shape=1 orient=0 at=E1 terrain=farm");
    ru_free(g);
}

static void test_gap_cell_on_ruins_does_not_count(void **state)
{
    (void)state;
    GameSettings s;
    game_settings_init(&s, GAME_MIXED, 1, 1);
    s.explore_set = SET_HEROES;
    s.side = MAP_SIDE_C;
    Game *g = RU_GAME_SETTINGS(&s);
    RU_RIG(g, "temple_ruins pasture lagoon");
    assert_true(game_decision(g)->ruins_needed);
    /* Pasture shape 1 "#.#" at B4: drawn B4 B6, the gap over the ruins B5 */
    REFUSE(g, "draw card=pasture shape=1 orient=0 at=B4 terrain=farm");
    assert_false(ru_listed(g, "draw card=pasture shape=1 orient=0 at=B4 terrain=farm"));
    APPLY(g, "draw card=pasture shape=1 orient=0 at=B5 terrain=farm"); /* B5 B7 */
    assert_set(ru_layer(g, 0, CONTENT_FARM), "B5 B7");
    ru_free(g);
}

static void test_ruins_then_ambush_then_explore_solo(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_BASE, 1, 1);
    RU_RIG(g, "outpost_ruins goblin_attack great_river");
    EXPECT_DECISION(g, DECISION_AMBUSH, 0, 0, "goblin_attack");
    assert_false(game_decision(g)->ruins_needed); /* ruins never affect ambushes */
    assert_int_equal(game_decision(g)->solo_target, SPACE("K11"));
    int n = 0;
    char *text = ru_legal_text(g, &n);
    assert_string_equal(text, "draw card=goblin_attack shape=1 orient=0 at=I9 terrain=monster\n");
    test_free(text);
    APPLY(g, "draw card=goblin_attack shape=1 orient=0 at=I9 terrain=monster");
    /* the requirement waited for the explore card */
    EXPECT_DECISION(g, DECISION_DRAW, 0, 0, "great_river");
    assert_true(game_decision(g)->ruins_needed);
    check_all_listed_on_ruins(g, 0);
    ru_free(g);
}

static void test_ruins_then_ambush_then_explore_multiplayer(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_BASE, 2, 1);
    RU_RIG(g, "temple_ruins gnoll_raid great_river");
    for (int sheet = 0; sheet < 2; sheet++) {
        assert_int_equal(game_decision(g)->kind, DECISION_AMBUSH);
        assert_int_equal(game_decision(g)->sheet, sheet);
        assert_false(game_decision(g)->ruins_needed);
        /* a placement far from every ruins space is legal */
        assert_true(ru_listed(g, "draw card=gnoll_raid shape=1 orient=0 at=E4 terrain=monster"));
        APPLY(g, "draw card=gnoll_raid shape=1 orient=0 at=E4 terrain=monster");
    }
    for (int sheet = 0; sheet < 2; sheet++) {
        EXPECT_DECISION(g, DECISION_DRAW, sheet, sheet, "great_river");
        assert_true(game_decision(g)->ruins_needed);
        check_all_listed_on_ruins(g, sheet);
        APPLY(g, "draw card=great_river shape=1 orient=0 at=H10 terrain=water"); /* H10 I10 J10 */
    }
    ru_free(g);
}

static void test_ruins_then_hero_then_explore(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_MIXED, 1, 1); /* base explore set, side A, heroes on */
    RU_RIG(g, "temple_ruins dal_of_jolev zombie_plague great_river");
    EXPECT_DECISION(g, DECISION_HERO, 0, 0, "dal_of_jolev");
    assert_true(ru_listed(g, "hero card=dal_of_jolev orient=0 at=E5"));
    APPLY(g, "hero card=dal_of_jolev orient=0 at=E5"); /* not a ruins space: fine */
    /* then an ambush: still pending */
    EXPECT_DECISION(g, DECISION_AMBUSH, 0, 0, "zombie_plague");
    APPLY(g, "draw card=zombie_plague shape=1 orient=0 at=A1 terrain=monster");
    EXPECT_DECISION(g, DECISION_DRAW, 0, 0, "great_river");
    assert_true(game_decision(g)->ruins_needed);
    check_all_listed_on_ruins(g, 0);
    ru_free(g);
}

static void test_two_ruins_in_a_row(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_BASE, 1, 1);
    RU_RIG(g, "temple_ruins outpost_ruins great_river farmland");
    EXPECT_DECISION(g, DECISION_DRAW, 0, 0, "great_river");
    assert_int_equal(g->row_len, 3);
    assert_true(game_decision(g)->ruins_needed);
    check_all_listed_on_ruins(g, 0);
    APPLY(g, "draw card=great_river shape=1 orient=0 at=I6 terrain=water"); /* I6 J6 K6 */
    EXPECT_DECISION(g, DECISION_DRAW, 0, 0, "farmland");
    assert_false(game_decision(g)->ruins_needed);
    ru_free(g);
}

static void test_no_empty_ruins_left(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_BASE, 1, 1);
    PUT(g, 0, RUINS_A, CONTENT_FOREST);
    RU_RIG(g, "temple_ruins great_river farmland");
    EXPECT_DECISION(g, DECISION_DRAW, 0, 0, "great_river");
    assert_true(game_decision(g)->single_only);
    assert_false(game_decision(g)->ruins_needed);
    int n = 0;
    test_free(ru_legal_text(g, &n));
    assert_int_equal(n, (121 - 5 - 6) * 5); /* every empty space, five terrains */
    REFUSE(g, "draw card=great_river shape=1 orient=0 at=E1 terrain=water");
    APPLY(g, "single card=great_river at=E5 terrain=village");
    assert_set(ru_layer(g, 0, CONTENT_VILLAGE), "E5");
    assert_int_equal(g->sheets[0].coins, 0);
    ru_free(g);
}

static void test_no_shape_reaches_a_ruins_space(void **state)
{
    (void)state;
    /* every ruins space is empty but walled in: no shape of Great River can
     * cover one, so the player draws a 1x1 anywhere */
    Game *g = RU_GAME(GAME_BASE, 1, 1);
    PUT(g, 0, "A6 C6 B5 B7  B2 D2 C1 C3  B10 D10 C11  H2 J2 I1  H10 J10 I9 I11  I6 K6 J5 J7", CONTENT_FARM);
    RU_RIG(g, "temple_ruins great_river farmland");
    assert_true(game_decision(g)->single_only);
    assert_false(game_decision(g)->ruins_needed);
    assert_true(ru_listed(g, "single card=great_river at=E5 terrain=forest"));
    assert_true(ru_listed(g, "single card=great_river at=C2 terrain=water"));
    APPLY(g, "single card=great_river at=E5 terrain=forest");
    ru_free(g);
}

static void test_ruins_then_rift_lands(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_BASE, 1, 1);
    RU_RIG(g, "temple_ruins rift_lands farmland");
    EXPECT_DECISION(g, DECISION_DRAW, 0, 0, "rift_lands");
    assert_true(game_decision(g)->ruins_needed);
    int n = 0;
    test_free(ru_legal_text(g, &n));
    assert_int_equal(n, 6 * 5);
    assert_set(ru_listed_at(g), RUINS_A);
    REFUSE(g, "draw card=rift_lands shape=1 orient=0 at=E5 terrain=forest");
    APPLY(g, "draw card=rift_lands shape=1 orient=0 at=J6 terrain=monster");
    assert_set(ru_layer(g, 0, CONTENT_MONSTER), "J6");
    EXPECT_DECISION(g, DECISION_DRAW, 0, 0, "farmland");
    assert_false(game_decision(g)->ruins_needed);
    ru_free(g);

    /* no empty ruins space: Rift Lands goes anywhere */
    g = RU_GAME(GAME_BASE, 1, 1);
    PUT(g, 0, RUINS_A, CONTENT_WATER);
    RU_RIG(g, "outpost_ruins rift_lands farmland");
    assert_false(game_decision(g)->ruins_needed);
    ru_assert_set_at(__FILE__, __LINE__, ru_listed_at(g), board_empty_spaces(&g->sheets[0].board), "anywhere");
    ru_free(g);
}

static void test_ruins_then_kethras_gates(void **state)
{
    (void)state;
    GameSettings s;
    game_settings_init(&s, GAME_MIXED, 1, 1);
    s.explore_set = SET_HEROES;
    s.side = MAP_SIDE_C;
    Game *g = RU_GAME_SETTINGS(&s);
    PUT(g, 0, "K1", CONTENT_FOREST);
    RU_RIG(g, "outpost_ruins kethras_gates lagoon");
    EXPECT_DECISION(g, DECISION_DRAW, 0, 0, "kethras_gates");
    assert_set(ru_listed_at(g), "B5 D8 G7 H3 J9");
    APPLY(g, "draw card=kethras_gates shape=1 orient=0 at=D8 terrain=village");
    ru_free(g);
}

static void test_ruins_rule_per_player(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_BASE, 2, 1);
    PUT(g, 1, RUINS_A, CONTENT_VILLAGE);
    RU_RIG(g, "temple_ruins great_river farmland");
    EXPECT_DECISION(g, DECISION_DRAW, 0, 0, "great_river");
    assert_true(game_decision(g)->ruins_needed);
    APPLY(g, "draw card=great_river shape=1 orient=0 at=A2 terrain=water");
    EXPECT_DECISION(g, DECISION_DRAW, 1, 1, "great_river");
    assert_true(game_decision(g)->single_only);
    APPLY(g, "single card=great_river at=A2 terrain=water");
    ru_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ruins_then_explore),
        cmocka_unit_test(test_gap_cell_on_ruins_does_not_count),
        cmocka_unit_test(test_ruins_then_ambush_then_explore_solo),
        cmocka_unit_test(test_ruins_then_ambush_then_explore_multiplayer),
        cmocka_unit_test(test_ruins_then_hero_then_explore),
        cmocka_unit_test(test_two_ruins_in_a_row),
        cmocka_unit_test(test_no_empty_ruins_left),
        cmocka_unit_test(test_no_shape_reaches_a_ruins_space),
        cmocka_unit_test(test_ruins_then_rift_lands),
        cmocka_unit_test(test_ruins_then_kethras_gates),
        cmocka_unit_test(test_ruins_rule_per_player),
    };
    return cmocka_run_group_tests_name("rules ruins", tests, NULL, NULL);
}
