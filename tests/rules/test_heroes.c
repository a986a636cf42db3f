/* test_heroes.c: hero cards and the lasting ambush effects of Heroes
 * (docs/rules.md §4): the hero on an empty space, its attack marks in
 * every orientation and off the map, monsters under marks destroyed now and
 * later, the hero's own destruction; the Dragon's coins, the Gorgon's gaze,
 * the Zombie's single wave, the Troll's choice, effects in reveal order, and
 * monsters with no surviving space having no effect.
 *
 * Side C (the Heroes default): mountains B2 D9 F4 I10 J6, ruins B5 D8 G7 H3
 * J9 K1. Side D: mountains B10 D4 F7 I3 I10, wasteland B2 C2 F10 F11 G10 J1
 * J2, ruins B4 B9 F2 G8 G11 J6. */
#include "rules_util.h"

#include <stdio.h>
#include <string.h>

static int named_of(const char *card) { return game_ambush_number(card_find(card)); }

/* ---- Heroes ---- */

static void test_hero_on_an_empty_space(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_HEROES, 1, 1);
    PUT(g, 0, "E5", CONTENT_FOREST);
    RU_RIG(g, "freyla_the_true lagoon");
    EXPECT_DECISION(g, DECISION_HERO, 0, 0, "freyla_the_true");
    ru_assert_set_at(__FILE__, __LINE__, ru_listed_at(g), board_empty_spaces(&g->sheets[0].board), "hero spaces");
    REFUSE(g, "hero card=freyla_the_true orient=0 at=B2"); /* mountain */
    REFUSE(g, "hero card=freyla_the_true orient=0 at=E5"); /* forest */
    REFUSE(g, "draw card=freyla_the_true shape=1 orient=0 at=E6 terrain=hero");
    APPLY(g, "hero card=freyla_the_true orient=0 at=B5"); /* an empty ruins space is empty */
    assert_set(ru_layer(g, 0, CONTENT_HERO), "B5");
    assert_true(bb_test(g->sheets[0].board.ruins, SPACE("B5")));
    assert_set(g->sheets[0].marks, "B6 B7 B8");
    EXPECT_DECISION(g, DECISION_DRAW, 0, 0, "lagoon");
    ru_free(g);
}

static void expect_marks_at(const char *file, int line, const char *hero, const char *at, int o, const char *want)
{
    Bitboard m = hero_marks(card_get(ru_card_at(file, line, hero)), ru_space_at(file, line, at), o);
    char what[64];
    snprintf(what, sizeof what, "%s at %s orient %d", hero, at, o);
    ru_assert_set_at(file, line, m, ru_names_at(file, line, want), what);
}
#define EXPECT_MARKS(hero, at, o, want) expect_marks_at(__FILE__, __LINE__, (hero), (at), (o), (want))

static void test_attack_marks_every_orientation(void **state)
{
    (void)state;
    /* Freyla "H***": mirrored first for o >= 4, then quarter turns clockwise */
    static const char *const freyla[8] = {"F7 F8 F9", "G6 H6 I6", "F3 F4 F5", "C6 D6 E6",
                                          "F3 F4 F5", "C6 D6 E6", "F7 F8 F9", "G6 H6 I6"};
    /* Wren: three marks in a column two spaces to the right of the hero */
    static const char *const wren[8] = {"E8 F8 G8", "H5 H6 H7", "E4 F4 G4", "D5 D6 D7",
                                        "E4 F4 G4", "D5 D6 D7", "E8 F8 G8", "H5 H6 H7"};
    for (int o = 0; o < 8; o++) {
        EXPECT_MARKS("freyla_the_true", "F6", o, freyla[o]);
        EXPECT_MARKS("wren_the_lioness", "F6", o, wren[o]);
        EXPECT_MARKS("dobrik_of_lorkheim", "F6", o, "E6 G6 F5 F7");
        EXPECT_MARKS("dal_of_jolev", "F6", o, "E5 E7 G5 G7");
    }
    /* in a game: Wren turned once at F6 */
    Game *g = RU_GAME(GAME_HEROES, 1, 1);
    RU_RIG(g, "wren_the_lioness lagoon");
    APPLY(g, "hero card=wren_the_lioness orient=1 at=F6");
    assert_set(g->sheets[0].marks, "H5 H6 H7");
    ru_free(g);
}

static void test_marks_off_the_map_dropped(void **state)
{
    (void)state;
    EXPECT_MARKS("freyla_the_true", "A10", 0, "A11");
    EXPECT_MARKS("freyla_the_true", "B1", 3, "A1");
    EXPECT_MARKS("dobrik_of_lorkheim", "A1", 0, "A2 B1");
    EXPECT_MARKS("dal_of_jolev", "K11", 0, "J10");
    EXPECT_MARKS("wren_the_lioness", "K11", 0, "");
    EXPECT_MARKS("wren_the_lioness", "A1", 1, "C1 C2");
    Game *g = RU_GAME(GAME_HEROES, 1, 1);
    RU_RIG(g, "wren_the_lioness lagoon");
    APPLY(g, "hero card=wren_the_lioness orient=2 at=A1"); /* all three marks off the map */
    assert_true(bb_is_empty(g->sheets[0].marks));
    assert_set(ru_layer(g, 0, CONTENT_HERO), "A1");
    ru_free(g);
}

static void test_marks_destroy_monsters_at_once(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_HEROES, 1, 1);
    PUT(g, 0, "E6 E8 E9", CONTENT_MONSTER);
    PUT(g, 0, "E7", CONTENT_FOREST);
    RU_RIG(g, "freyla_the_true lagoon");
    APPLY(g, "hero card=freyla_the_true orient=0 at=E5"); /* marks E6 E7 E8 */
    assert_set(ru_layer(g, 0, CONTENT_DESTROYED), "E6 E8");
    assert_set(ru_layer(g, 0, CONTENT_MONSTER), "E9");
    assert_set(ru_layer(g, 0, CONTENT_FOREST), "E7"); /* marks destroy monsters only */
    /* the sheet remembers what a destroyed space held, for drawing */
    assert_int_equal(g->sheets[0].destroyed_was[SPACE("E6")], CONTENT_MONSTER);
    assert_int_equal(g->sheets[0].destroyed_was[SPACE("E8")], CONTENT_MONSTER);
    ru_free(g);
}

static void test_marks_destroy_later_ambush(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_HEROES, 2, 1);
    RU_RIG(g, "freyla_the_true giant_troll_ravage lagoon");
    APPLY(g, "hero card=freyla_the_true orient=0 at=E5");  /* sheet 0: marks E6 E7 E8 */
    APPLY(g, "hero card=freyla_the_true orient=2 at=K11"); /* sheet 1: marks K8 K9 K10 */
    /* player 2 draws the troll on sheet 0, over the marks: E6 E7 E8 F7 */
    EXPECT_DECISION(g, DECISION_AMBUSH, 1, 0, "giant_troll_ravage");
    APPLY(g, "draw card=giant_troll_ravage shape=1 orient=0 at=E6 terrain=monster");
    assert_set(ru_layer(g, 0, CONTENT_DESTROYED), "E6 E7 E8");
    assert_set(ru_layer(g, 0, CONTENT_MONSTER), "F7");
    assert_set(g->sheets[0].named[named_of("giant_troll_ravage")], "F7");
    EXPECT_DECISION(g, DECISION_AMBUSH, 0, 1, "giant_troll_ravage");
    APPLY(g, "draw card=giant_troll_ravage shape=1 orient=0 at=J8 terrain=monster"); /* J8 J9 J10 K9 */
    assert_set(ru_layer(g, 1, CONTENT_MONSTER), "J8 J9 J10");
    assert_set(ru_layer(g, 1, CONTENT_DESTROYED), "K9");
    ru_free(g);
}

static void test_marks_destroy_later_own_1x1(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_HEROES, 1, 1);
    RU_RIG(g, "dobrik_of_lorkheim kethras_gates lagoon");
    APPLY(g, "hero card=dobrik_of_lorkheim orient=0 at=E5"); /* marks D5 F5 E4 E6 */
    APPLY(g, "draw card=kethras_gates shape=1 orient=0 at=D5 terrain=monster");
    assert_set(ru_layer(g, 0, CONTENT_DESTROYED), "D5");
    assert_true(bb_is_empty(ru_layer(g, 0, CONTENT_MONSTER)));
    /* other terrains on a marked space stay */
    APPLY(g, "draw card=lagoon shape=1 orient=0 at=E5 terrain=water"); /* E6 F5: marked, but not monsters */
    assert_set(ru_layer(g, 0, CONTENT_WATER), "E6 F5");
    ru_free(g);
}

static void test_marks_destroy_later_fallback_monster(void **state)
{
    (void)state;
    /* 2 players, sheet 0 has lone empty spaces only: the ambush becomes a 1x1 monster */
    Game *g = RU_GAME(GAME_HEROES, 2, 1);
    FILL_EXCEPT(g, 0, "A1 A3 E5 K11", CONTENT_FARM);
    g->sheets[0].marks = NAMES("E5");
    RU_RIG(g, "giant_troll_ravage lagoon");
    assert_true(game_decision(g)->single_only);
    APPLY(g, "single card=giant_troll_ravage at=E5 terrain=monster");
    assert_true(bb_test(ru_layer(g, 0, CONTENT_DESTROYED), SPACE("E5")));
    assert_false(bb_test(ru_layer(g, 0, CONTENT_MONSTER), SPACE("E5")));
    ru_free(g);
}

static void test_destroyed_hero_keeps_its_marks(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_HEROES, 2, 1);
    RU_RIG(g, "freyla_the_true gorgon_gaze kethras_gates lagoon");
    APPLY(g, "hero card=freyla_the_true orient=0 at=E5"); /* sheet 0: marks E6 E7 E8 */
    APPLY(g, "hero card=freyla_the_true orient=2 at=K11");
    /* the Gorgon C4 C6 D5 on sheet 0, next to the hero */
    APPLY(g, "draw card=gorgon_gaze shape=1 orient=0 at=C4 terrain=monster");
    EXPECT_DECISION(g, DECISION_GORGON, 1, 0, "gorgon_gaze");
    assert_set(ru_listed_at(g), "B4 B6 C3 C5 C7 D4 D6 E5");
    APPLY(g, "destroy card=gorgon_gaze at=E5");
    assert_set(ru_layer(g, 0, CONTENT_DESTROYED), "E5");
    assert_true(bb_is_empty(ru_layer(g, 0, CONTENT_HERO)));
    assert_set(g->sheets[0].marks, "E6 E7 E8");
    /* sheet 1 */
    APPLY(g, "draw card=gorgon_gaze shape=1 orient=0 at=C4 terrain=monster");
    EXPECT_DECISION(g, DECISION_GORGON, 0, 1, "gorgon_gaze");
    APPLY_FIRST(g);
    /* a monster drawn later on a mark of the destroyed hero is destroyed */
    EXPECT_DECISION(g, DECISION_DRAW, 0, 0, "kethras_gates");
    APPLY(g, "draw card=kethras_gates shape=1 orient=0 at=E7 terrain=monster");
    assert_set(ru_layer(g, 0, CONTENT_DESTROYED), "E5 E7");
    ru_free(g);
}

static void test_hero_skipped_on_a_full_map(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_HEROES, 3, 1);
    FILL_EXCEPT(g, 1, "", CONTENT_VILLAGE);
    RU_RIG(g, "dal_of_jolev lagoon");
    EXPECT_DECISION(g, DECISION_HERO, 0, 0, "dal_of_jolev");
    APPLY(g, "hero card=dal_of_jolev orient=0 at=E5");
    EXPECT_DECISION(g, DECISION_HERO, 2, 2, "dal_of_jolev");
    APPLY(g, "hero card=dal_of_jolev orient=0 at=E5");
    EXPECT_DECISION(g, DECISION_DRAW, 0, 0, "lagoon");
    assert_true(bb_is_empty(g->sheets[1].marks));
    ru_free(g);
}

/* ---- Dragon Inferno ---- */

/* The Dragon drawn at E5 covers E7 F5 F6 F7 G5; the spaces around it are
 * D7 E5 E6 E8 F8 G4 G6 G7 H5 and the mountain F4. */
#define DRAGON_MOVE "draw card=dragon_inferno shape=1 orient=0 at=E5 terrain=monster"
#define DRAGON_AROUND "D7 E5 E6 E8 F8 G4 G6 G7 H5"

static void test_dragon_enclosed_when_drawn(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_HEROES, 2, 1);
    PUT(g, 0, DRAGON_AROUND, CONTENT_FOREST);
    RU_RIG(g, "dragon_inferno kethras_gates lagoon");
    EXPECT_DECISION(g, DECISION_AMBUSH, 1, 0, "dragon_inferno");
    APPLY(g, DRAGON_MOVE);
    assert_set(ru_layer(g, 0, CONTENT_MONSTER), "E7 F5 F6 F7 G5");
    assert_int_equal(g->sheets[0].coins, 3);
    assert_int_equal(g->sheets[1].coins, 0);
    APPLY(g, DRAGON_MOVE); /* sheet 1: nothing around it */
    assert_int_equal(g->sheets[1].coins, 0);
    /* once only */
    APPLY(g, "draw card=kethras_gates shape=1 orient=0 at=A1 terrain=forest");
    assert_int_equal(g->sheets[0].coins, 3);
    ru_free(g);
}

static void test_dragon_enclosed_later(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_HEROES, 2, 1);
    PUT(g, 0, "D7 E5 E6 F8 G4 G6 G7 H5", CONTENT_FOREST); /* E8 still empty */
    RU_RIG(g, "dragon_inferno kethras_gates lagoon");
    APPLY(g, DRAGON_MOVE);
    assert_int_equal(g->sheets[0].coins, 0);
    APPLY(g, DRAGON_MOVE);
    APPLY(g, "draw card=kethras_gates shape=1 orient=0 at=E8 terrain=farm");
    assert_int_equal(g->sheets[0].coins, 3);
    APPLY(g, "draw card=kethras_gates shape=1 orient=0 at=E8 terrain=farm");
    assert_int_equal(g->sheets[1].coins, 0);
    APPLY(g, "draw card=lagoon shape=2 orient=0 at=A5 terrain=water");
    assert_int_equal(g->sheets[0].coins, 3);
    ru_free(g);
}

static void test_dragon_destroyed_spaces_count(void **state)
{
    (void)state;
    /* E7 F5 F6 are destroyed as drawn (marks); F7 and G5 are enclosed by
     * G7 F8 H5 G4 G6 and the destroyed spaces; D7 E5 E6 E8 stay empty */
    Game *g = RU_GAME(GAME_HEROES, 2, 1);
    PUT(g, 0, "G7 F8 H5 G4 G6", CONTENT_FOREST);
    g->sheets[0].marks = NAMES("E7 F5 F6");
    RU_RIG(g, "dragon_inferno lagoon");
    APPLY(g, DRAGON_MOVE);
    assert_set(ru_layer(g, 0, CONTENT_DESTROYED), "E7 F5 F6");
    assert_int_equal(g->sheets[0].coins, 3);
    ru_free(g);

    /* every space destroyed: the coins come at once */
    g = RU_GAME(GAME_HEROES, 2, 1);
    g->sheets[0].marks = NAMES("E7 F5 F6 F7 G5");
    g->sheets[0].coins = 12;
    RU_RIG(g, "dragon_inferno lagoon");
    APPLY(g, DRAGON_MOVE);
    assert_true(bb_is_empty(ru_layer(g, 0, CONTENT_MONSTER)));
    assert_int_equal(g->sheets[0].coins, 14); /* 12 + 3, limited to 14 */
    ru_free(g);

    /* without the marks the same board pays nothing */
    g = RU_GAME(GAME_HEROES, 2, 1);
    PUT(g, 0, "G7 F8 H5 G4 G6", CONTENT_FOREST);
    RU_RIG(g, "dragon_inferno lagoon");
    APPLY(g, DRAGON_MOVE);
    assert_int_equal(g->sheets[0].coins, 0);
    ru_free(g);
}

/* ---- Gorgon Gaze ---- */

static void test_gorgon_gaze_solo(void **state)
{
    (void)state;
    /* solo walk from K11 clockwise: K11 cannot be covered, K10 can (J9 J11 K10) */
    Game *g = RU_GAME(GAME_HEROES, 1, 1);
    RU_RIG(g, "gorgon_gaze lagoon");
    assert_int_equal(game_decision(g)->solo_target, SPACE("K10"));
    APPLY(g, "draw card=gorgon_gaze shape=1 orient=0 at=J9 terrain=monster");
    EXPECT_DECISION(g, DECISION_GORGON, 0, 0, "gorgon_gaze");
    assert_set(ru_listed_at(g), "I9 I11 J8 J10 K9 K11");
    APPLY(g, "destroy card=gorgon_gaze at=J10");
    assert_set(ru_layer(g, 0, CONTENT_DESTROYED), "J10");
    EXPECT_DECISION(g, DECISION_DRAW, 0, 0, "lagoon");
    ru_free(g);
}

static Game *side_d_game(void)
{
    GameSettings s;
    game_settings_init(&s, GAME_HEROES, 2, 1);
    s.side = MAP_SIDE_D;
    return RU_GAME_SETTINGS(&s);
}

/* On side D the Gorgon drawn at B3 covers B3 B5 C4; around it: A3 A5 B4 B6
 * C3 C5, the wasteland B2 and the mountain D4. */
#define GORGON_D_MOVE "draw card=gorgon_gaze shape=1 orient=0 at=B3 terrain=monster"

static void test_gorgon_gaze_choices(void **state)
{
    (void)state;
    Game *g = side_d_game();
    PUT(g, 0, "A5", CONTENT_DESTROYED);
    PUT(g, 0, "C5", CONTENT_VILLAGE);
    RU_RIG(g, "gorgon_gaze lagoon");
    EXPECT_DECISION(g, DECISION_AMBUSH, 1, 0, "gorgon_gaze");
    APPLY(g, GORGON_D_MOVE);
    /* the player who drew it chooses: not a mountain, wasteland or destroyed space */
    EXPECT_DECISION(g, DECISION_GORGON, 1, 0, "gorgon_gaze");
    assert_set(ru_listed_at(g), "A3 B4 B6 C3 C5");
    REFUSE(g, "destroy card=gorgon_gaze at=B2");
    REFUSE(g, "destroy card=gorgon_gaze at=D4");
    REFUSE(g, "destroy card=gorgon_gaze at=A5");
    REFUSE(g, "destroy card=gorgon_gaze at=E5");
    REFUSE(g, "destroy card=gorgon_gaze at=B3"); /* the gorgon itself */
    APPLY(g, "destroy card=gorgon_gaze at=C5");  /* a filled space may be chosen */
    assert_set(ru_layer(g, 0, CONTENT_DESTROYED), "A5 C5");
    assert_true(bb_is_empty(ru_layer(g, 0, CONTENT_VILLAGE)));
    assert_int_equal(g->sheets[0].destroyed_was[SPACE("C5")], CONTENT_VILLAGE);
    EXPECT_DECISION(g, DECISION_AMBUSH, 0, 1, "gorgon_gaze");
    ru_free(g);
}

static void test_gorgon_gaze_nothing_to_choose(void **state)
{
    (void)state;
    Game *g = side_d_game();
    PUT(g, 0, "A3 A5 B4 B6 C3 C5", CONTENT_DESTROYED);
    RU_RIG(g, "gorgon_gaze lagoon");
    APPLY(g, GORGON_D_MOVE);
    EXPECT_DECISION(g, DECISION_AMBUSH, 0, 1, "gorgon_gaze");
    ru_free(g);
}

static void test_gorgon_gaze_from_surviving_spaces(void **state)
{
    (void)state;
    /* a mark on B3: it is destroyed first, then the gaze looks from B5 and C4 only */
    Game *g = side_d_game();
    g->sheets[0].marks = NAMES("B3");
    RU_RIG(g, "gorgon_gaze lagoon");
    APPLY(g, GORGON_D_MOVE);
    assert_set(ru_layer(g, 0, CONTENT_DESTROYED), "B3");
    EXPECT_DECISION(g, DECISION_GORGON, 1, 0, "gorgon_gaze");
    assert_set(ru_listed_at(g), "A5 B4 B6 C3 C5");
    ru_free(g);

    /* all three marked: no surviving space, no gaze */
    g = side_d_game();
    g->sheets[0].marks = NAMES("B3 B5 C4");
    RU_RIG(g, "gorgon_gaze lagoon");
    APPLY(g, GORGON_D_MOVE);
    assert_set(ru_layer(g, 0, CONTENT_DESTROYED), "B3 B5 C4");
    EXPECT_DECISION(g, DECISION_AMBUSH, 0, 1, "gorgon_gaze");
    ru_free(g);
}

static void test_gorgon_gaze_completes_a_mountain(void **state)
{
    (void)state;
    /* side C: F4's neighbours E4 G4 F3 F5; G4 F3 F5 filled; the Gorgon at
     * E5 E7 F6 lets player 2 destroy E4, which pays sheet 0's owner */
    Game *g = RU_GAME(GAME_HEROES, 2, 1);
    PUT(g, 0, "G4 F3 F5", CONTENT_FARM);
    RU_RIG(g, "gorgon_gaze lagoon");
    APPLY(g, "draw card=gorgon_gaze shape=1 orient=0 at=E5 terrain=monster");
    assert_int_equal(g->sheets[0].coins, 0);
    EXPECT_DECISION(g, DECISION_GORGON, 1, 0, "gorgon_gaze");
    APPLY(g, "destroy card=gorgon_gaze at=E4");
    assert_int_equal(g->sheets[0].coins, 1);
    assert_int_equal(g->sheets[1].coins, 0);
    ru_free(g);
}

/* ---- Zombie Plague ---- */

/* Solo: the Zombie goes on A1 (its walk starts there); Lagoon ends the season. */
static Game *zombie_game(void)
{
    Game *g = RU_GAME(GAME_HEROES, 1, 1);
    PUT(g, 0, "A3", CONTENT_FOREST);
    g->time = 7;
    RU_RIG(g, "zombie_plague lagoon");
    APPLY(g, "draw card=zombie_plague shape=1 orient=0 at=A1 terrain=monster");
    return g;
}

/* Ends the current season with a Lagoon drawn far away. */
static void end_season_with_lagoon(Game *g, const char *at)
{
    g->time = game_season_duration(g, g->season) - 1;
    RU_RIG(g, "lagoon lagoon");
    char move[MOVE_TEXT_MAX];
    snprintf(move, sizeof move, "draw card=lagoon shape=2 orient=0 at=%s terrain=water", at);
    APPLY(g, move);
}

static void test_zombie_single_wave_after_scoring(void **state)
{
    (void)state;
    Game *g = zombie_game();
    assert_int_equal(g->season, 0);
    APPLY(g, "draw card=lagoon shape=2 orient=0 at=H4 terrain=water"); /* ends spring */
    assert_int_equal(g->season, 1);
    /* spring was scored before the wave: A2 and B1 were empty next to the zombie */
    assert_int_equal(g->sheets[0].seasons[0].monsters, -2);
    /* one wave: A2 and B1 (B2 is a mountain); A3 holds forest; C1 is not reached */
    assert_set(ru_layer(g, 0, CONTENT_MONSTER), "A1 A2 B1");
    assert_set(g->sheets[0].named[named_of("zombie_plague")], "A1 A2 B1");
    /* summer: C1 is the only empty space next to a zombie */
    end_season_with_lagoon(g, "H8");
    assert_int_equal(g->season, 2);
    assert_int_equal(g->sheets[0].seasons[1].monsters, -1);
    assert_set(ru_layer(g, 0, CONTENT_MONSTER), "A1 A2 B1 C1");
    /* autumn: C2 and D1 */
    end_season_with_lagoon(g, "D5");
    assert_int_equal(g->sheets[0].seasons[2].monsters, -2);
    assert_set(ru_layer(g, 0, CONTENT_MONSTER), "A1 A2 B1 C1 C2 D1");
    /* winter: scored, then one more wave (it changes nothing that is scored) */
    end_season_with_lagoon(g, "G1");
    assert_true(game_over(g));
    assert_int_equal(g->sheets[0].seasons[3].monsters, -3); /* C3 D2 E1 */
    assert_set(ru_layer(g, 0, CONTENT_MONSTER), "A1 A2 B1 C1 C2 C3 D1 D2 E1");
    ru_free(g);
}

static void test_zombie_completes_a_mountain(void **state)
{
    (void)state;
    /* B2's neighbours A2 B1 B3 C2: B3 and C2 filled by hand, A2 and B1 by the wave */
    Game *g = RU_GAME(GAME_HEROES, 1, 1);
    PUT(g, 0, "B3 C2", CONTENT_FARM);
    PUT(g, 0, "A3", CONTENT_FOREST);
    g->time = 7;
    RU_RIG(g, "zombie_plague lagoon");
    APPLY(g, "draw card=zombie_plague shape=1 orient=0 at=A1 terrain=monster");
    APPLY(g, "draw card=lagoon shape=2 orient=0 at=H4 terrain=water");
    assert_int_equal(g->season, 1);
    assert_int_equal(g->sheets[0].seasons[0].coins, 0); /* scored before the wave */
    assert_int_equal(g->sheets[0].coins, 1);            /* then the wave surrounded B2 */
    ru_free(g);
}

static void test_zombie_onto_a_mark_is_destroyed(void **state)
{
    (void)state;
    Game *g = zombie_game();
    g->sheets[0].marks = NAMES("B1");
    APPLY(g, "draw card=lagoon shape=2 orient=0 at=H4 terrain=water");
    assert_set(ru_layer(g, 0, CONTENT_MONSTER), "A1 A2");
    assert_set(ru_layer(g, 0, CONTENT_DESTROYED), "B1");
    assert_set(g->sheets[0].named[named_of("zombie_plague")], "A1 A2");
    /* the destroyed space does not spread: nothing is empty next to A1 A2 now */
    end_season_with_lagoon(g, "H8");
    assert_int_equal(g->sheets[0].seasons[1].monsters, 0);
    assert_set(ru_layer(g, 0, CONTENT_MONSTER), "A1 A2");
    ru_free(g);
}

static void test_zombie_destroyed_has_no_effect(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_HEROES, 1, 1);
    g->sheets[0].marks = NAMES("A1");
    g->time = 7;
    RU_RIG(g, "zombie_plague lagoon");
    APPLY(g, "draw card=zombie_plague shape=1 orient=0 at=A1 terrain=monster");
    assert_set(ru_layer(g, 0, CONTENT_DESTROYED), "A1");
    APPLY(g, "draw card=lagoon shape=2 orient=0 at=H4 terrain=water");
    assert_int_equal(g->season, 1);
    assert_true(bb_is_empty(ru_layer(g, 0, CONTENT_MONSTER)));
    ru_free(g);
}

/* ---- Giant Troll Ravage ---- */

static void test_troll_owner_destroys_one_empty_space(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_HEROES, 2, 1);
    PUT(g, 0, "F5", CONTENT_FOREST);
    PUT(g, 1, "A2 A6 B3 B5 C4", CONTENT_FARM); /* sheet 1's troll will have no empty neighbour */
    g->time = 7;
    RU_RIG(g, "giant_troll_ravage lagoon");
    APPLY(g, "draw card=giant_troll_ravage shape=1 orient=0 at=E5 terrain=monster"); /* E5 E6 E7 F6 */
    APPLY(g, "draw card=giant_troll_ravage shape=1 orient=0 at=A3 terrain=monster"); /* A3 A4 A5 B4 */
    APPLY(g, "draw card=lagoon shape=2 orient=0 at=J1 terrain=water");
    APPLY(g, "draw card=lagoon shape=2 orient=0 at=J1 terrain=water");
    /* spring is scored, then the troll: the map's owner chooses */
    EXPECT_DECISION(g, DECISION_TROLL, 0, 0, "giant_troll_ravage");
    assert_int_equal(g->sheets[0].seasons[0].monsters, -7);
    assert_set(ru_listed_at(g), "D5 D6 D7 E4 E8 F7 G6");
    REFUSE(g, "destroy card=giant_troll_ravage at=F5"); /* filled */
    REFUSE(g, "destroy card=giant_troll_ravage at=H8"); /* not next to the troll */
    APPLY(g, "destroy card=giant_troll_ravage at=D6");
    assert_set(ru_layer(g, 0, CONTENT_DESTROYED), "D6");
    /* sheet 1 has nothing to destroy: the next season begins */
    assert_int_equal(g->season, 1);
    assert_true(game_decision(g)->kind != DECISION_TROLL);
    ru_free(g);
}

static void test_troll_destroyed_has_no_effect(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_HEROES, 2, 1);
    g->sheets[0].marks = NAMES("E5 E6 E7 F6");
    FILL_EXCEPT(g, 1, "", CONTENT_FARM);
    g->time = 7;
    RU_RIG(g, "giant_troll_ravage lagoon");
    APPLY(g, "draw card=giant_troll_ravage shape=1 orient=0 at=E5 terrain=monster");
    assert_set(ru_layer(g, 0, CONTENT_DESTROYED), "E5 E6 E7 F6");
    APPLY(g, "draw card=lagoon shape=2 orient=0 at=J1 terrain=water");
    assert_int_equal(g->season, 1);
    assert_true(game_decision(g)->kind != DECISION_TROLL);
    ru_free(g);
}

/* ---- Order of the end-of-season effects ---- */

/* Sheet 0: the troll at E5 E6 E7 F6 and a zombie at G7; F7 and G6 are next
 * to both. Sheet 1 is full, so it is skipped throughout. */
static Game *troll_and_zombie(const char *order)
{
    Game *g = RU_GAME(GAME_HEROES, 2, 1);
    FILL_EXCEPT(g, 1, "", CONTENT_FARM);
    g->time = 7;
    RU_RIG(g, order);
    while (game_decision(g)->kind == DECISION_AMBUSH) {
        if (game_decision(g)->card == card_find("giant_troll_ravage"))
            APPLY(g, "draw card=giant_troll_ravage shape=1 orient=0 at=E5 terrain=monster");
        else
            APPLY(g, "draw card=zombie_plague shape=1 orient=0 at=G7 terrain=monster");
    }
    APPLY(g, "draw card=lagoon shape=2 orient=0 at=J1 terrain=water");
    return g;
}

static void test_effects_in_reveal_order(void **state)
{
    (void)state;
    /* troll first: it may take F7 before the zombies spread */
    Game *g = troll_and_zombie("giant_troll_ravage zombie_plague lagoon");
    EXPECT_DECISION(g, DECISION_TROLL, 0, 0, "giant_troll_ravage");
    assert_set(ru_listed_at(g), "D5 D6 D7 E4 E8 F5 F7 G6");
    APPLY(g, "destroy card=giant_troll_ravage at=F7");
    assert_set(ru_layer(g, 0, CONTENT_DESTROYED), "F7");
    assert_set(ru_layer(g, 0, CONTENT_MONSTER), "E5 E6 E7 F6 G7 G6 G8 H7");
    ru_free(g);

    /* zombie first: F7 and G6 are zombies before the troll chooses */
    g = troll_and_zombie("zombie_plague giant_troll_ravage lagoon");
    EXPECT_DECISION(g, DECISION_TROLL, 0, 0, "giant_troll_ravage");
    assert_set(ru_layer(g, 0, CONTENT_MONSTER), "E5 E6 E7 F6 G7 F7 G6 G8 H7");
    assert_set(ru_listed_at(g), "D5 D6 D7 E4 E8 F5");
    ru_free(g);
}

static void test_heroes_ambush_stays_as_reminder(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_MIXED, 1, 1);
    RU_RIG(g, "goblin_attack zombie_plague farmland");
    APPLY_FIRST(g);
    APPLY_FIRST(g);
    /* only the Heroes ambush has a lasting effect */
    assert_int_equal(g->lasting_len, 1);
    assert_int_equal(g->lasting[0], card_find("zombie_plague"));
    ru_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hero_on_an_empty_space),
        cmocka_unit_test(test_attack_marks_every_orientation),
        cmocka_unit_test(test_marks_off_the_map_dropped),
        cmocka_unit_test(test_marks_destroy_monsters_at_once),
        cmocka_unit_test(test_marks_destroy_later_ambush),
        cmocka_unit_test(test_marks_destroy_later_own_1x1),
        cmocka_unit_test(test_marks_destroy_later_fallback_monster),
        cmocka_unit_test(test_destroyed_hero_keeps_its_marks),
        cmocka_unit_test(test_hero_skipped_on_a_full_map),
        cmocka_unit_test(test_dragon_enclosed_when_drawn),
        cmocka_unit_test(test_dragon_enclosed_later),
        cmocka_unit_test(test_dragon_destroyed_spaces_count),
        cmocka_unit_test(test_gorgon_gaze_solo),
        cmocka_unit_test(test_gorgon_gaze_choices),
        cmocka_unit_test(test_gorgon_gaze_nothing_to_choose),
        cmocka_unit_test(test_gorgon_gaze_from_surviving_spaces),
        cmocka_unit_test(test_gorgon_gaze_completes_a_mountain),
        cmocka_unit_test(test_zombie_single_wave_after_scoring),
        cmocka_unit_test(test_zombie_completes_a_mountain),
        cmocka_unit_test(test_zombie_onto_a_mark_is_destroyed),
        cmocka_unit_test(test_zombie_destroyed_has_no_effect),
        cmocka_unit_test(test_troll_owner_destroys_one_empty_space),
        cmocka_unit_test(test_troll_destroyed_has_no_effect),
        cmocka_unit_test(test_effects_in_reveal_order),
        cmocka_unit_test(test_heroes_ambush_stays_as_reminder),
    };
    return cmocka_run_group_tests_name("rules heroes", tests, NULL, NULL);
}
