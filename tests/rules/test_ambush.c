/* test_ambush.c: ambush cards (docs/rules.md §4). Multiplayer: the pass
 * direction (who draws on whose map), rotation allowed, the nameless 1x1
 * monster when the shape fits nowhere. Solo: the ring walk from each card's
 * corner in its direction on hand-made boards, the placement covering the
 * target as printed (orient 0), and the discard. Every expected target was
 * worked out by hand from the walk in docs/rules.md §4. */
#include "rules_util.h"

#include <string.h>

/* ---- Boards for the walk ---- */

static int ring_of(int i)
{
    int r = bb_row(i), c = bb_col(i);
    int k = r;
    if (c < k)
        k = c;
    if (10 - r < k)
        k = 10 - r;
    if (10 - c < k)
        k = 10 - c;
    return k;
}

/* Spaces of rings lo..hi. */
static Bitboard rings(int lo, int hi)
{
    Bitboard b = bb_empty();
    for (int i = 0; i < BOARD_SPACES; i++)
        if (ring_of(i) >= lo && ring_of(i) <= hi)
            bb_set(&b, i);
    return b;
}

/* A bare board (no mountains, no ruins) with forest on `filled`. */
static Board board_filled_with(Bitboard filled)
{
    Board b;
    board_clear(&b);
    b.layer[CONTENT_FOREST] = filled;
    return b;
}

/* The spaces in an even row and an even column (A1 A3 ... K11): all apart.
 * Filling every other space leaves no room for a shape of two cells. */
static Bitboard even_even(void)
{
    Bitboard b = bb_empty();
    for (int r = 0; r < 11; r += 2)
        for (int c = 0; c < 11; c += 2)
            bb_set(&b, bb_index(r, c));
    return b;
}

static void expect_target_at(const char *file, int line, const char *card, Bitboard filled, const char *want)
{
    Board b = board_filled_with(filled);
    int t = solo_ambush_target(&b, card_get(ru_card_at(file, line, card)));
    char got[4] = "-";
    if (t >= 0)
        board_space_name(t, got);
    const char *want_name = want ? want : "-";
    if (strcmp(got, want_name) != 0) {
        print_error("%s: target %s, expected %s\n", card, got, want ? want : "discard");
        _fail(file, line);
    }
}
#define EXPECT_TARGET(card, filled, want) expect_target_at(__FILE__, __LINE__, (card), (filled), (want))

static Bitboard column(int col1) { return bb_column(col1 - 1); }
static Bitboard row(char letter) { return bb_row_mask(letter - 'A'); }

/* Zombie Plague: top-left, counter-clockwise (down the left edge first). */
static void test_walk_zombie(void **state)
{
    (void)state;
    EXPECT_TARGET("zombie_plague", bb_empty(), "A1");
    EXPECT_TARGET("zombie_plague", NAMES("A1"), "B1");
    EXPECT_TARGET("zombie_plague", NAMES("A1 B1 C1 D1"), "E1");
    EXPECT_TARGET("zombie_plague", bb_or(column(1), row('K')), "J11");        /* then up the right edge */
    EXPECT_TARGET("zombie_plague", bb_minus(rings(0, 0), NAMES("A2")), "A2"); /* the last space of ring 0 */
    EXPECT_TARGET("zombie_plague", rings(0, 0), "B2");
    EXPECT_TARGET("zombie_plague", bb_or(rings(0, 0), NAMES("B2")), "C2");
    EXPECT_TARGET("zombie_plague", rings(0, 4), "F6"); /* ring 5 is F6 alone */
    EXPECT_TARGET("zombie_plague", bb_not(even_even()), "A1");
    EXPECT_TARGET("zombie_plague", bb_not(NAMES("F6")), "F6");
    EXPECT_TARGET("zombie_plague", bb_all(), NULL);
}

/* Goblin Attack "#../.#./..#": bottom-right, counter-clockwise (up the right edge). */
static void test_walk_goblin(void **state)
{
    (void)state;
    EXPECT_TARGET("goblin_attack", bb_empty(), "K11");
    EXPECT_TARGET("goblin_attack", NAMES("K11"), "J11");
    /* column 11 full: A10 and A9 cannot be covered (the diagonal would reach
     * column 11), A8 can (A8 B9 C10) */
    EXPECT_TARGET("goblin_attack", column(11), "A8");
    EXPECT_TARGET("goblin_attack", rings(0, 0), "J10");
    EXPECT_TARGET("goblin_attack", bb_not(even_even()), NULL);
}

/* Bugbear Assault "#o#/#o#": top-right, clockwise (down the right edge). */
static void test_walk_bugbear(void **state)
{
    (void)state;
    EXPECT_TARGET("bugbear_assault", bb_empty(), "A11");
    EXPECT_TARGET("bugbear_assault", NAMES("A11"), "B11");
    /* the gap cells may be filled: A9 B9 A11 B11 still fit over A10 B10 */
    EXPECT_TARGET("bugbear_assault", NAMES("A10 B10"), "A11");
    /* A9 filled: A11 cannot be covered (only the placement A9 B9 A11 B11 reaches it) */
    EXPECT_TARGET("bugbear_assault", NAMES("A9"), "B11");
    EXPECT_TARGET("bugbear_assault", rings(0, 0), "B10");
    EXPECT_TARGET("bugbear_assault", bb_not(even_even()), NULL);
}

/* Kobold Onslaught "#./##/#.": bottom-left, clockwise (up the left edge). */
static void test_walk_kobold(void **state)
{
    (void)state;
    EXPECT_TARGET("kobold_onslaught", bb_empty(), "K1");
    EXPECT_TARGET("kobold_onslaught", NAMES("K1"), "J1");
    EXPECT_TARGET("kobold_onslaught", column(1), "A2"); /* past A1, along the top edge */
    EXPECT_TARGET("kobold_onslaught", rings(0, 0), "J2");
    EXPECT_TARGET("kobold_onslaught", bb_not(even_even()), NULL);
}

/* Gnoll Raid "##/#./##": top-left, counter-clockwise (down the left edge). */
static void test_walk_gnoll(void **state)
{
    (void)state;
    EXPECT_TARGET("gnoll_raid", bb_empty(), "A1");
    EXPECT_TARGET("gnoll_raid", NAMES("A1"), "B1");
    /* A2 B2 filled: A1 and B1 cannot be covered any more, C1 can (C1 C2 D1 E1 E2) */
    EXPECT_TARGET("gnoll_raid", NAMES("A2 B2"), "C1");
    EXPECT_TARGET("gnoll_raid", rings(0, 0), "B2");
    EXPECT_TARGET("gnoll_raid", bb_not(even_even()), NULL);
}

/* Dragon Inferno "..#/###/#..": bottom-left, counter-clockwise (right along the bottom). */
static void test_walk_dragon(void **state)
{
    (void)state;
    EXPECT_TARGET("dragon_inferno", bb_empty(), "K1");
    EXPECT_TARGET("dragon_inferno", NAMES("K1"), "K2");
    EXPECT_TARGET("dragon_inferno", rings(0, 0), "J2");
    EXPECT_TARGET("dragon_inferno", bb_not(even_even()), NULL);
}

/* Giant Troll Ravage "###/.#.": top-right, clockwise (down the right edge). */
static void test_walk_troll(void **state)
{
    (void)state;
    EXPECT_TARGET("giant_troll_ravage", bb_empty(), "A11");
    EXPECT_TARGET("giant_troll_ravage", NAMES("A11"), "B11");
    /* column 11 full: along the bottom edge only the lower middle cell can
     * touch row K; K10 would need J11, so K9 (J8 J9 J10 K9) */
    EXPECT_TARGET("giant_troll_ravage", column(11), "K9");
    EXPECT_TARGET("giant_troll_ravage", rings(0, 0), "B10");
    EXPECT_TARGET("giant_troll_ravage", bb_not(even_even()), NULL);
}

/* Gorgon Gaze "#.#/.#.": bottom-right, clockwise (left along the bottom).
 * Its bounding box's bottom-right cell is not drawn, so K11 never is the target. */
static void test_walk_gorgon(void **state)
{
    (void)state;
    EXPECT_TARGET("gorgon_gaze", bb_empty(), "K10");
    EXPECT_TARGET("gorgon_gaze", NAMES("K10"), "K9");
    /* ring 0 full: J10 cannot be covered without ring 0, J9 can (I8 I10 J9) */
    EXPECT_TARGET("gorgon_gaze", rings(0, 0), "J9");
    EXPECT_TARGET("gorgon_gaze", bb_not(even_even()), NULL);
}

/* ---- Solo ambushes in a game ---- */

static void test_solo_placement_covers_target_unturned(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_BASE, 1, 1);
    PUT(g, 0, "K1", CONTENT_FARM);
    RU_RIG(g, "kobold_onslaught farmland");
    EXPECT_DECISION(g, DECISION_AMBUSH, 0, 0, "kobold_onslaught");
    assert_int_equal(game_decision(g)->solo_target, SPACE("J1"));
    int n = 0;
    char *text = ru_legal_text(g, &n);
    assert_string_equal(text, "draw card=kobold_onslaught shape=1 orient=0 at=H1 terrain=monster\n");
    test_free(text);
    /* turned, it would cover J1 too (J1 J2 J3 K2), but solo ambushes are drawn as printed */
    REFUSE(g, "draw card=kobold_onslaught shape=1 orient=1 at=J1 terrain=monster");
    REFUSE(g, "draw card=kobold_onslaught shape=1 orient=0 at=E5 terrain=monster"); /* misses J1 */
    REFUSE(g, "single card=kobold_onslaught at=J1 terrain=monster");
    APPLY(g, "draw card=kobold_onslaught shape=1 orient=0 at=H1 terrain=monster");
    assert_set(ru_layer(g, 0, CONTENT_MONSTER), "H1 I1 I2 J1");
    assert_set(g->sheets[0].named[game_ambush_number(RU_CARD("kobold_onslaught"))], "H1 I1 I2 J1");
    EXPECT_DECISION(g, DECISION_DRAW, 0, 0, "farmland");
    ru_free(g);
}

static void test_solo_walk_on_printed_map(void **state)
{
    (void)state;
    /* side C (mountains B2 D9 F4 I10 J6): the Troll's walk starts at A11,
     * which the placement A9 A10 A11 B10 covers */
    Game *g = RU_GAME(GAME_HEROES, 1, 1);
    RU_RIG(g, "giant_troll_ravage lagoon");
    assert_int_equal(game_decision(g)->solo_target, SPACE("A11"));
    APPLY(g, "draw card=giant_troll_ravage shape=1 orient=0 at=A9 terrain=monster");
    assert_set(ru_layer(g, 0, CONTENT_MONSTER), "A9 A10 A11 B10");
    ru_free(g);
}

static void test_solo_discard(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_BASE, 1, 1);
    FILL_EXCEPT(g, 0, "A1 A3 A5 A7 A9 A11 E1 E3 E5 K11", CONTENT_FOREST);
    Board before = g->sheets[0].board;
    RU_RIG(g, "goblin_attack farmland");
    /* nothing to draw: the ambush is discarded, no 1x1 in solo */
    EXPECT_DECISION(g, DECISION_DRAW, 0, 0, "farmland");
    assert_int_equal(g->row_len, 2);
    assert_memory_equal(&g->sheets[0].board, &before, sizeof before);
    ru_free(g);
}

static void test_solo_rule_house_option(void **state)
{
    (void)state;
    GameSettings s;
    game_settings_init(&s, GAME_BASE, 2, 1);
    s.solo_ambush_rule = true;
    Game *g = RU_GAME_SETTINGS(&s);
    RU_RIG(g, "gnoll_raid farmland");
    for (int p = 0; p < 2; p++) {
        /* each player draws on their own map by the solo walk */
        EXPECT_DECISION(g, DECISION_AMBUSH, p, p, "gnoll_raid");
        assert_int_equal(game_decision(g)->solo_target, SPACE("A1"));
        REFUSE(g, "draw card=gnoll_raid shape=1 orient=4 at=A1 terrain=monster");
        APPLY(g, "draw card=gnoll_raid shape=1 orient=0 at=A1 terrain=monster");
        assert_set(ru_layer(g, p, CONTENT_MONSTER), "A1 A2 B1 C1 C2");
    }
    ru_free(g);
}

/* ---- Multiplayer ---- */

/* Applies, for each sheet in turn, a monster shape at `move` and checks who draws. */
static void expect_actors_at(const char *file, int line, Game *g, const char *card, const int *actors, int players,
                             const char *move)
{
    for (int sheet = 0; sheet < players; sheet++) {
        ru_expect_decision_at(file, line, g, DECISION_AMBUSH, actors[sheet], sheet, card);
        ru_apply_at(file, line, g, move);
        while (game_decision(g)->kind == DECISION_GORGON)
            ru_apply_first_at(file, line, g);
    }
}
#define EXPECT_ACTORS(g, card, actors, players, move)                                                                  \
    expect_actors_at(__FILE__, __LINE__, (g), (card), (actors), (players), (move))

static void test_pass_direction_three_players(void **state)
{
    (void)state;
    /* clockwise: each map goes to the next player, so player k+1 draws on
     * player k's map; counter-clockwise: player k-1 does */
    const int cw[3] = {1, 2, 0}, ccw[3] = {2, 0, 1};
    Game *g = RU_GAME(GAME_BASE, 3, 1);
    RU_RIG(g, "bugbear_assault goblin_attack kobold_onslaught gnoll_raid farmland");
    EXPECT_ACTORS(g, "bugbear_assault", cw, 3, "draw card=bugbear_assault shape=1 orient=0 at=A1 terrain=monster");
    EXPECT_ACTORS(g, "goblin_attack", ccw, 3, "draw card=goblin_attack shape=1 orient=0 at=E7 terrain=monster");
    EXPECT_ACTORS(g, "kobold_onslaught", cw, 3, "draw card=kobold_onslaught shape=1 orient=0 at=H5 terrain=monster");
    EXPECT_ACTORS(g, "gnoll_raid", ccw, 3, "draw card=gnoll_raid shape=1 orient=0 at=D1 terrain=monster");
    EXPECT_DECISION(g, DECISION_DRAW, 0, 0, "farmland");
    ru_free(g);
}

static void test_pass_direction_heroes_ambushes(void **state)
{
    (void)state;
    /* Dragon and Zombie counter-clockwise, Troll and Gorgon clockwise (docs/cards.md §2b) */
    const int cw[4] = {1, 2, 3, 0}, ccw[4] = {3, 0, 1, 2};
    Game *g = RU_GAME(GAME_HEROES, 4, 1);
    RU_RIG(g, "dragon_inferno zombie_plague giant_troll_ravage gorgon_gaze lagoon");
    EXPECT_ACTORS(g, "dragon_inferno", ccw, 4, "draw card=dragon_inferno shape=1 orient=0 at=H1 terrain=monster");
    EXPECT_ACTORS(g, "zombie_plague", ccw, 4, "draw card=zombie_plague shape=1 orient=0 at=A1 terrain=monster");
    EXPECT_ACTORS(g, "giant_troll_ravage", cw, 4,
                  "draw card=giant_troll_ravage shape=1 orient=0 at=A9 terrain=monster");
    /* the gorgon's gaze is decided by whoever drew it */
    for (int sheet = 0; sheet < 4; sheet++) {
        EXPECT_DECISION(g, DECISION_AMBUSH, cw[sheet], sheet, "gorgon_gaze");
        APPLY(g, "draw card=gorgon_gaze shape=1 orient=0 at=E5 terrain=monster");
        EXPECT_DECISION(g, DECISION_GORGON, cw[sheet], sheet, "gorgon_gaze");
        APPLY_FIRST(g);
    }
    EXPECT_DECISION(g, DECISION_DRAW, 0, 0, "lagoon");
    ru_free(g);
}

static void test_pass_direction_two_players(void **state)
{
    (void)state;
    const int other[2] = {1, 0};
    Game *g = RU_GAME(GAME_BASE, 2, 1);
    RU_RIG(g, "bugbear_assault goblin_attack farmland");
    EXPECT_ACTORS(g, "bugbear_assault", other, 2, "draw card=bugbear_assault shape=1 orient=0 at=A1 terrain=monster");
    EXPECT_ACTORS(g, "goblin_attack", other, 2, "draw card=goblin_attack shape=1 orient=0 at=E7 terrain=monster");
    ru_free(g);
}

static void test_neighbour_may_turn_and_mirror(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_BASE, 2, 1);
    RU_RIG(g, "bugbear_assault kobold_onslaught farmland");
    /* a quarter turn of "#o#/#o#" is "##/oo/##" */
    assert_true(ru_listed(g, "draw card=bugbear_assault shape=1 orient=1 at=A1 terrain=monster"));
    APPLY(g, "draw card=bugbear_assault shape=1 orient=1 at=A1 terrain=monster");
    assert_set(ru_layer(g, 0, CONTENT_MONSTER), "A1 A2 C1 C2");
    assert_set(g->sheets[0].named[game_ambush_number(RU_CARD("bugbear_assault"))], "A1 A2 C1 C2");
    APPLY(g, "draw card=bugbear_assault shape=1 orient=0 at=A1 terrain=monster");
    assert_set(ru_layer(g, 1, CONTENT_MONSTER), "A1 B1 A3 B3");
    /* Kobold "#./##/#." mirrored is ".#/##/.#", the same as turned twice
     * (listed once, as orient 2); either is accepted */
    assert_true(ru_listed(g, "draw card=kobold_onslaught shape=1 orient=2 at=E1 terrain=monster"));
    APPLY(g, "draw card=kobold_onslaught shape=1 orient=4 at=E1 terrain=monster");
    assert_set(ru_layer(g, 0, CONTENT_MONSTER), "A1 A2 C1 C2 E2 F1 F2 G2");
    /* the monster is a monster: other terrains are refused */
    REFUSE(g, "draw card=kobold_onslaught shape=1 orient=0 at=E1 terrain=forest");
    ru_free(g);
}

static void test_monster_fallback_1x1(void **state)
{
    (void)state;
    /* Heroes, 2 players: sheet 0 has only lone empty spaces; the Gorgon fits nowhere */
    Game *g = RU_GAME(GAME_HEROES, 2, 1);
    Bitboard keep = even_even();
    char names[512];
    ru_names_of(keep, names, sizeof names);
    FILL_EXCEPT(g, 0, names, CONTENT_FARM);
    int empties = bb_count(board_empty_spaces(&g->sheets[0].board));
    RU_RIG(g, "gorgon_gaze lagoon");
    EXPECT_DECISION(g, DECISION_AMBUSH, 1, 0, "gorgon_gaze");
    assert_true(game_decision(g)->single_only);
    int n = 0;
    char *text = ru_legal_text(g, &n);
    assert_int_equal(n, empties); /* one per empty space: monster only */
    assert_null(strstr(text, "terrain=forest"));
    assert_null(strstr(text, "draw "));
    test_free(text);
    REFUSE(g, "single card=gorgon_gaze at=E5 terrain=forest");
    REFUSE(g, "draw card=gorgon_gaze shape=1 orient=0 at=E5 terrain=monster");
    APPLY(g, "single card=gorgon_gaze at=E5 terrain=monster");
    assert_true(bb_test(ru_layer(g, 0, CONTENT_MONSTER), SPACE("E5")));
    /* no name, no effect: no gaze follows, the next sheet's ambush does */
    for (int i = 0; i < 8; i++)
        assert_true(bb_is_empty(g->sheets[0].named[i]));
    EXPECT_DECISION(g, DECISION_AMBUSH, 0, 1, "gorgon_gaze");
    ru_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_walk_zombie),
        cmocka_unit_test(test_walk_goblin),
        cmocka_unit_test(test_walk_bugbear),
        cmocka_unit_test(test_walk_kobold),
        cmocka_unit_test(test_walk_gnoll),
        cmocka_unit_test(test_walk_dragon),
        cmocka_unit_test(test_walk_troll),
        cmocka_unit_test(test_walk_gorgon),
        cmocka_unit_test(test_solo_placement_covers_target_unturned),
        cmocka_unit_test(test_solo_walk_on_printed_map),
        cmocka_unit_test(test_solo_discard),
        cmocka_unit_test(test_solo_rule_house_option),
        cmocka_unit_test(test_pass_direction_three_players),
        cmocka_unit_test(test_pass_direction_heroes_ambushes),
        cmocka_unit_test(test_pass_direction_two_players),
        cmocka_unit_test(test_neighbour_may_turn_and_mirror),
        cmocka_unit_test(test_monster_fallback_1x1),
    };
    return cmocka_run_group_tests_name("rules ambush", tests, NULL, NULL);
}
