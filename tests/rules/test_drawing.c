/* test_drawing.c: drawing a shape (docs/rules.md §3): the 8 orientations,
 * gap cells, filled spaces and the map edge, ruins spaces, coin shapes,
 * mountain coins, the 14-coin limit, the 1x1 when nothing fits (and only
 * then), and a full map skipping its player. */
#include "rules_util.h"

#include <stdio.h>
#include <string.h>

/* A set from a small grid ("..##/###.": rows split by '/', '#' in the set)
 * with its top-left corner on space `at`. */
static Bitboard grid_at(const char *rows, int at)
{
    Bitboard b = bb_empty();
    int r = 0, c = 0;
    for (const char *p = rows; *p; p++) {
        if (*p == '/') {
            r++;
            c = 0;
            continue;
        }
        if (*p == '#')
            bb_set(&b, bb_index(bb_row(at) + r, bb_col(at) + c));
        c++;
    }
    return b;
}

/* Treetop Village "..##/###." has 8 different orientations. Worked out by
 * hand: mirror left-right first for o >= 4, then o % 4 quarter turns
 * clockwise (cards.h). */
static const char *const treetop_orients[8] = {
    "..##/###.",   /* 0 */
    "#./#./##/.#", /* 1: a quarter turn clockwise */
    ".###/##..",   /* 2: half turn */
    "#./##/.#/.#", /* 3: three quarter turns */
    "##../.###",   /* 4: mirrored */
    ".#/##/#./#.", /* 5: mirrored, one turn */
    "###./..##",   /* 6: mirrored, half turn */
    ".#/.#/##/#.", /* 7: mirrored, three turns */
};

static void test_shape_orient_numbering(void **state)
{
    (void)state;
    const Card *c = card_get(RU_CARD("treetop_village"));
    static const int heights[8] = {2, 4, 2, 4, 2, 4, 2, 4};
    for (int o = 0; o < 8; o++) {
        OrientedShape os;
        assert_true(shape_orient(c->shapes[0].pattern, o, &os));
        assert_int_equal(os.ncells, 5);
        assert_int_equal(os.height, heights[o]);
        assert_int_equal(os.width, 6 - heights[o]);
        ru_assert_set_at(__FILE__, __LINE__, os.cells, grid_at(treetop_orients[o], 0), treetop_orients[o]);
        /* `at` is the top-left of the bounding box */
        Bitboard placed;
        assert_true(shape_place(&os, SPACE("D4"), &placed));
        ru_assert_set_at(__FILE__, __LINE__, placed, grid_at(treetop_orients[o], SPACE("D4")), "placed");
    }
}

static void test_draw_in_every_orientation(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_BASE, 1, 1);
    RU_RIG(g, "treetop_village great_river");
    EXPECT_DECISION(g, DECISION_DRAW, 0, 0, "treetop_village");
    Game *copy = test_malloc(sizeof *copy);
    for (int o = 0; o < 8; o++) {
        memcpy(copy, g, sizeof *g);
        char move[MOVE_TEXT_MAX];
        snprintf(move, sizeof move, "draw card=treetop_village shape=1 orient=%d at=A5 terrain=village", o);
        APPLY(copy, move);
        ru_assert_set_at(__FILE__, __LINE__, ru_layer(copy, 0, CONTENT_VILLAGE),
                         grid_at(treetop_orients[o], SPACE("A5")), move);
    }
    /* all 8 orientations differ, so all 8 are listed at a free spot */
    for (int o = 0; o < 8; o++) {
        char move[MOVE_TEXT_MAX];
        snprintf(move, sizeof move, "draw card=treetop_village shape=1 orient=%d at=A5 terrain=forest", o);
        assert_true(ru_listed(g, move));
    }
    test_free(copy);
    ru_free(g);
}

static void test_gap_cells_not_drawn(void **state)
{
    (void)state;
    /* Timber Grove shape 2 "#o#/#o#": the middle column is a gap */
    Game *g = RU_GAME(GAME_HEROES, 1, 1);
    PUT(g, 0, "E6 F6", CONTENT_VILLAGE);
    RU_RIG(g, "timber_grove lagoon");
    APPLY(g, "draw card=timber_grove shape=2 orient=0 at=E5 terrain=forest");
    assert_set(ru_layer(g, 0, CONTENT_FOREST), "E5 E7 F5 F7");
    assert_set(ru_layer(g, 0, CONTENT_VILLAGE), "E6 F6"); /* gap cells over filled spaces are fine */
    ru_free(g);

    /* an empty space under a gap stays empty */
    g = RU_GAME(GAME_HEROES, 1, 1);
    RU_RIG(g, "timber_grove lagoon");
    APPLY(g, "draw card=timber_grove shape=2 orient=1 at=E5 terrain=forest");
    /* a quarter turn: "##/../##" */
    assert_set(ru_layer(g, 0, CONTENT_FOREST), "E5 E6 G5 G6");
    assert_true(bb_test(board_empty_spaces(&g->sheets[0].board), SPACE("F5")));
    assert_true(bb_test(board_empty_spaces(&g->sheets[0].board), SPACE("F6")));
    ru_free(g);

    /* Forgotten Forest shape 1 "#./.#": two cells touching at a corner */
    g = RU_GAME(GAME_BASE, 1, 1);
    PUT(g, 0, "A2", CONTENT_WATER);
    RU_RIG(g, "forgotten_forest great_river");
    APPLY(g, "draw card=forgotten_forest shape=1 orient=0 at=A1 terrain=forest");
    assert_set(ru_layer(g, 0, CONTENT_FOREST), "A1 B2");
    assert_set(ru_layer(g, 0, CONTENT_WATER), "A2");
    ru_free(g);
}

static void test_no_overlap_no_leaving(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_BASE, 1, 1); /* side A: mountains B4 C9 F6 I3 J8 */
    PUT(g, 0, "E5", CONTENT_FOREST);
    RU_RIG(g, "great_river farmland");
    REFUSE(g, "draw card=great_river shape=1 orient=0 at=A4 terrain=water");  /* B4 mountain */
    REFUSE(g, "draw card=great_river shape=1 orient=0 at=D5 terrain=water");  /* E5 drawn before */
    REFUSE(g, "draw card=great_river shape=1 orient=0 at=J1 terrain=water");  /* J1 K1 and off the map */
    REFUSE(g, "draw card=great_river shape=1 orient=1 at=A10 terrain=water"); /* A10 A11 and off the map */
    REFUSE(g, "draw card=great_river shape=2 orient=0 at=I10 terrain=water");
    assert_false(ru_listed(g, "draw card=great_river shape=1 orient=0 at=D5 terrain=water"));
    assert_true(ru_listed(g, "draw card=great_river shape=1 orient=0 at=I1 terrain=water"));
    APPLY(g, "draw card=great_river shape=1 orient=0 at=I1 terrain=water");
    assert_set(ru_layer(g, 0, CONTENT_WATER), "I1 J1 K1");
    ru_free(g);

    /* side B: wasteland is filled */
    GameSettings s;
    game_settings_init(&s, GAME_BASE, 1, 1);
    s.side = MAP_SIDE_B;
    g = RU_GAME_SETTINGS(&s);
    RU_RIG(g, "great_river farmland");
    REFUSE(g, "draw card=great_river shape=1 orient=0 at=C6 terrain=water"); /* D6 wasteland */
    assert_false(ru_listed(g, "draw card=great_river shape=1 orient=1 at=E3 terrain=water"));
    ru_free(g);

    /* a destroyed space is filled */
    g = RU_GAME(GAME_HEROES, 1, 1);
    PUT(g, 0, "E5", CONTENT_DESTROYED);
    RU_RIG(g, "settlement lagoon");
    REFUSE(g, "draw card=settlement shape=1 orient=0 at=D5 terrain=village");
    APPLY(g, "draw card=settlement shape=1 orient=0 at=F5 terrain=village");
    ru_free(g);
}

static void test_listed_moves_cover_no_filled_space(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_BASE, 1, 1);
    PUT(g, 0, "E5 E6 E7 A1 K11", CONTENT_FARM);
    RU_RIG(g, "marshlands farmland");
    Bitboard filled = board_filled(&g->sheets[0].board);
    Move *moves = test_malloc(sizeof(Move) * MOVES_MAX);
    int n = game_legal_moves(g, moves, MOVES_MAX);
    assert_true(n > 0 && n <= MOVES_MAX);
    for (int i = 0; i < n; i++) {
        Bitboard cells;
        assert_true(move_cells(&moves[i], &cells));
        assert_int_equal(bb_count(cells), 5);
        assert_false(bb_intersects(cells, filled));
    }
    test_free(moves);
    ru_free(g);
}

static void test_ruins_spaces_may_be_covered(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_BASE, 1, 1); /* side A ruins: B6 C2 C10 I2 I10 J6 */
    RU_RIG(g, "great_river farmland");
    APPLY(g, "draw card=great_river shape=1 orient=0 at=B2 terrain=water");
    assert_set(ru_layer(g, 0, CONTENT_WATER), "B2 C2 D2");
    assert_true(bb_test(g->sheets[0].board.ruins, SPACE("C2"))); /* the ruins mark stays */
    assert_int_equal(board_space_char(&g->sheets[0].board, SPACE("C2")), 'w');
    ru_free(g);
}

static void test_coin_shapes(void **state)
{
    (void)state;
    /* shape 1 of Great River has the coin, shape 2 not */
    Game *g = RU_GAME(GAME_BASE, 1, 1);
    RU_RIG(g, "great_river great_river");
    APPLY(g, "draw card=great_river shape=1 orient=0 at=A1 terrain=water");
    assert_int_equal(g->sheets[0].coins, 1);
    APPLY(g, "draw card=great_river shape=2 orient=0 at=A5 terrain=water");
    assert_int_equal(g->sheets[0].coins, 1);
    ru_free(g);

    /* Heroes: Lagoon shape 1 (".#/#.") has the coin, shape 2 not */
    g = RU_GAME(GAME_HEROES, 1, 1);
    RU_RIG(g, "lagoon lagoon timber_grove");
    APPLY(g, "draw card=lagoon shape=2 orient=0 at=A5 terrain=water");
    assert_int_equal(g->sheets[0].coins, 0);
    APPLY(g, "draw card=lagoon shape=1 orient=0 at=E5 terrain=water");
    assert_int_equal(g->sheets[0].coins, 1);
    assert_set(ru_layer(g, 0, CONTENT_WATER), "A5 A6 A7 B6 E6 F5");
    ru_free(g);

    /* every coin shape of the base cards gives exactly one coin */
    const char *coin_moves[][2] = {
        {"great_river farmland", "draw card=great_river shape=1 orient=0 at=E8 terrain=water"},
        {"farmland great_river", "draw card=farmland shape=1 orient=0 at=E8 terrain=farm"},
        {"hamlet farmland", "draw card=hamlet shape=1 orient=0 at=E8 terrain=village"},
        {"forgotten_forest farmland", "draw card=forgotten_forest shape=1 orient=0 at=E8 terrain=forest"},
    };
    for (int i = 0; i < 4; i++) {
        g = RU_GAME(GAME_BASE, 1, 1);
        RU_RIG(g, coin_moves[i][0]);
        APPLY(g, coin_moves[i][1]);
        assert_int_equal(g->sheets[0].coins, 1);
        ru_free(g);
    }
}

static void test_mountain_coin_own_shape(void **state)
{
    (void)state;
    /* F6 is a mountain on side A; its neighbours are E6 G6 F5 F7 */
    Game *g = RU_GAME(GAME_BASE, 1, 1);
    PUT(g, 0, "E6 G6 F5", CONTENT_FOREST);
    RU_RIG(g, "hinterland_stream homestead orchard");
    APPLY(g, "draw card=hinterland_stream shape=1 orient=0 at=A1 terrain=farm"); /* elsewhere: no coin */
    assert_int_equal(g->sheets[0].coins, 0);
    APPLY(g, "draw card=homestead shape=1 orient=0 at=F7 terrain=farm"); /* F7 G7 G8 H7: fills the 4th */
    assert_int_equal(g->sheets[0].coins, 1);
    assert_true(bb_test(g->sheets[0].mountains_paid, SPACE("F6")));
    APPLY(g, "draw card=orchard shape=1 orient=0 at=D5 terrain=forest"); /* D5 D6 D7 E7: no second coin */
    assert_int_equal(g->sheets[0].coins, 1);
    ru_free(g);
}

static void test_mountain_coin_from_neighbours_monster(void **state)
{
    (void)state;
    /* 2 players; sheet 0's mountain F6 has three neighbours filled; player 2
     * draws the ambush on it and fills the fourth: the coin is sheet 0's */
    Game *g = RU_GAME(GAME_BASE, 2, 1);
    PUT(g, 0, "E6 G6 F5", CONTENT_FOREST);
    RU_RIG(g, "bugbear_assault farmland");
    EXPECT_DECISION(g, DECISION_AMBUSH, 1, 0, "bugbear_assault");
    APPLY(g, "draw card=bugbear_assault shape=1 orient=0 at=F7 terrain=monster"); /* F7 G7 F9 G9 */
    assert_set(ru_layer(g, 0, CONTENT_MONSTER), "F7 G7 F9 G9");
    assert_int_equal(g->sheets[0].coins, 1);
    assert_int_equal(g->sheets[1].coins, 0);
    ru_free(g);
}

static void test_coin_limit(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_BASE, 1, 1);
    g->sheets[0].coins = 14;
    RU_RIG(g, "great_river farmland");
    APPLY(g, "draw card=great_river shape=1 orient=0 at=A1 terrain=water");
    assert_int_equal(g->sheets[0].coins, 14);
    ru_free(g);

    /* 13 + a coin shape + a mountain coin at once: 14, the 15th is lost */
    g = RU_GAME(GAME_BASE, 1, 1);
    g->sheets[0].coins = 13;
    PUT(g, 0, "E6 G6 F5", CONTENT_FOREST);
    RU_RIG(g, "great_river farmland");
    APPLY(g, "draw card=great_river shape=1 orient=0 at=F7 terrain=water");
    assert_int_equal(g->sheets[0].coins, 14);
    assert_true(bb_test(g->sheets[0].mountains_paid, SPACE("F6")));
    ru_free(g);
}

/* Side A with only the spaces (even row, even column) empty (A1 A3 ... K11),
 * except E5 and E7, plus E6: every empty space is alone, so no shape of two
 * or more cells fits. E6 is F6's last empty neighbour. C9 and I3 are
 * mountains on even/even spaces. */
static void isolated_board(Game *g, int player)
{
    char names[512] = "";
    for (int r = 0; r < 11; r += 2) {
        for (int c = 0; c < 11; c += 2) {
            char name[8];
            board_space_name(bb_index(r, c), name);
            if (strcmp(name, "E5") == 0 || strcmp(name, "E7") == 0 || strcmp(name, "C9") == 0 ||
                strcmp(name, "I3") == 0)
                continue;
            strcat(names, name);
            strcat(names, " ");
        }
    }
    strcat(names, "E6");
    FILL_EXCEPT(g, player, names, CONTENT_FOREST);
    /* the other four mountains are enclosed by the hand-filled spaces: count
     * them as paid so that only F6 can pay in the test */
    g->sheets[player].mountains_paid = NAMES("B4 C9 I3 J8");
}

static void test_nothing_fits_single_only(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_BASE, 1, 1);
    isolated_board(g, 0);
    Bitboard empty = board_empty_spaces(&g->sheets[0].board);
    assert_int_equal(bb_count(empty), 34 + 1 - 2);
    RU_RIG(g, "great_river farmland");
    const Decision *d = game_decision(g);
    assert_int_equal(d->kind, DECISION_DRAW);
    assert_true(d->single_only);
    int n = 0;
    char *text = ru_legal_text(g, &n);
    assert_int_equal(n, bb_count(empty) * 5); /* every empty space, five terrains */
    assert_non_null(strstr(text, "single card=great_river at=A1 terrain=forest\n"));
    assert_non_null(strstr(text, "single card=great_river at=A1 terrain=village\n"));
    assert_non_null(strstr(text, "single card=great_river at=A1 terrain=farm\n"));
    assert_non_null(strstr(text, "single card=great_river at=A1 terrain=water\n"));
    assert_non_null(strstr(text, "single card=great_river at=A1 terrain=monster\n"));
    assert_null(strstr(text, "terrain=hero"));
    assert_null(strstr(text, "draw "));
    test_free(text);
    Bitboard at = ru_listed_at(g);
    ru_assert_set_at(__FILE__, __LINE__, at, empty, "listed spaces");

    /* hero and mountain are not among the choices; a filled space is refused */
    Move hero = {MOVE_SINGLE, (int8_t)RU_CARD("great_river"), 0, 0, (int8_t)SPACE("A1"), CONTENT_HERO};
    REFUSE_MOVE(g, &hero);
    REFUSE(g, "single card=great_river at=A1 terrain=mountain");
    REFUSE(g, "single card=great_river at=A2 terrain=water");
    REFUSE(g, "draw card=great_river shape=1 orient=0 at=A1 terrain=water");

    /* the 1x1 earns no coin-shape coin, but completes F6's surround */
    APPLY(g, "single card=great_river at=A1 terrain=water");
    assert_int_equal(g->sheets[0].coins, 0);
    EXPECT_DECISION(g, DECISION_DRAW, 0, 0, "farmland");
    APPLY(g, "single card=farmland at=E6 terrain=monster");
    assert_int_equal(g->sheets[0].coins, 1);
    assert_set(ru_layer(g, 0, CONTENT_WATER), "A1");
    assert_set(ru_layer(g, 0, CONTENT_MONSTER), "E6");
    ru_free(g);
}

static void test_single_refused_when_a_shape_fits(void **state)
{
    (void)state;
    /* empty spaces on a checkerboard: Forgotten Forest's diagonal shape fits */
    Game *g = RU_GAME(GAME_BASE, 1, 1);
    char names[1024] = "";
    for (int i = 0; i < BOARD_SPACES; i++) {
        if ((bb_row(i) + bb_col(i)) % 2)
            continue;
        char name[8];
        board_space_name(i, name);
        strcat(names, name);
        strcat(names, " ");
    }
    FILL_EXCEPT(g, 0, names, CONTENT_VILLAGE);
    RU_RIG(g, "forgotten_forest great_river");
    assert_false(game_decision(g)->single_only);
    REFUSE(g, "single card=forgotten_forest at=A1 terrain=forest");
    assert_true(ru_listed(g, "draw card=forgotten_forest shape=1 orient=0 at=A1 terrain=forest"));
    APPLY(g, "draw card=forgotten_forest shape=1 orient=0 at=A1 terrain=forest");
    assert_set(ru_layer(g, 0, CONTENT_FOREST), "A1 B2");
    /* Great River fits nowhere on the checkerboard */
    assert_true(game_decision(g)->single_only);
    ru_free(g);
}

static void test_rift_lands_and_kethras_gates_terrains(void **state)
{
    (void)state;
    /* a 1x1 of forest, village, farm, water or monster: never hero or mountain */
    const char *cards[2][2] = {{"rift_lands", "farmland"}, {"kethras_gates", "lagoon"}};
    for (int k = 0; k < 2; k++) {
        Game *g = RU_GAME(k == 0 ? GAME_BASE : GAME_HEROES, 1, 1);
        char ids[64];
        snprintf(ids, sizeof ids, "%s %s", cards[k][0], cards[k][1]);
        RU_RIG(g, ids);
        int n = 0;
        char *text = ru_legal_text(g, &n);
        assert_int_equal(n, bb_count(board_empty_spaces(&g->sheets[0].board)) * 5);
        assert_null(strstr(text, "terrain=hero"));
        test_free(text);
        char move[MOVE_TEXT_MAX];
        snprintf(move, sizeof move, "draw card=%s shape=1 orient=0 at=E5 terrain=hero", cards[k][0]);
        REFUSE(g, move);
        snprintf(move, sizeof move, "draw card=%s shape=1 orient=0 at=E5 terrain=monster", cards[k][0]);
        APPLY(g, move);
        assert_set(ru_layer(g, 0, CONTENT_MONSTER), "E5");
        assert_int_equal(g->sheets[0].coins, 0);
        ru_free(g);
    }
}

static void test_full_map_skips_the_player(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_BASE, 3, 1);
    FILL_EXCEPT(g, 1, "", CONTENT_FARM);
    RU_RIG(g, "great_river rift_lands bugbear_assault farmland");
    EXPECT_DECISION(g, DECISION_DRAW, 0, 0, "great_river");
    APPLY(g, "draw card=great_river shape=1 orient=0 at=A1 terrain=water");
    EXPECT_DECISION(g, DECISION_DRAW, 2, 2, "great_river"); /* player 2 (sheet 1) is skipped */
    APPLY(g, "draw card=great_river shape=1 orient=0 at=A1 terrain=water");
    EXPECT_DECISION(g, DECISION_DRAW, 0, 0, "rift_lands");
    APPLY(g, "draw card=rift_lands shape=1 orient=0 at=K1 terrain=farm");
    EXPECT_DECISION(g, DECISION_DRAW, 2, 2, "rift_lands");
    APPLY(g, "draw card=rift_lands shape=1 orient=0 at=K1 terrain=farm");
    /* the ambush: nobody draws on the full sheet 1 */
    assert_int_equal(game_decision(g)->kind, DECISION_AMBUSH);
    assert_int_equal(game_decision(g)->sheet, 0);
    APPLY_FIRST(g);
    assert_int_equal(game_decision(g)->kind, DECISION_AMBUSH);
    assert_int_equal(game_decision(g)->sheet, 2);
    APPLY_FIRST(g);
    EXPECT_DECISION(g, DECISION_DRAW, 0, 0, "farmland");
    ru_free(g);

    /* solo with a full map: nothing to decide, the game runs to its end */
    g = RU_GAME(GAME_BASE, 1, 1);
    FILL_EXCEPT(g, 0, "", CONTENT_FARM);
    Board before = g->sheets[0].board;
    RU_RIG(g, "great_river farmland");
    assert_true(game_over(g));
    assert_int_equal(game_decision(g)->kind, DECISION_NONE);
    assert_memory_equal(&g->sheets[0].board, &before, sizeof before);
    ru_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_shape_orient_numbering),
        cmocka_unit_test(test_draw_in_every_orientation),
        cmocka_unit_test(test_gap_cells_not_drawn),
        cmocka_unit_test(test_no_overlap_no_leaving),
        cmocka_unit_test(test_listed_moves_cover_no_filled_space),
        cmocka_unit_test(test_ruins_spaces_may_be_covered),
        cmocka_unit_test(test_coin_shapes),
        cmocka_unit_test(test_mountain_coin_own_shape),
        cmocka_unit_test(test_mountain_coin_from_neighbours_monster),
        cmocka_unit_test(test_coin_limit),
        cmocka_unit_test(test_nothing_fits_single_only),
        cmocka_unit_test(test_single_refused_when_a_shape_fits),
        cmocka_unit_test(test_rift_lands_and_kethras_gates_terrains),
        cmocka_unit_test(test_full_map_skips_the_player),
    };
    return cmocka_run_group_tests_name("rules drawing", tests, NULL, NULL);
}
