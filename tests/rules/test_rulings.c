/* test_rulings.c: the questions the printed rules leave open and this
 * project answered itself (docs/rules.md §10), pinned as the engine answers
 * them: coins gained after winter's scoring (§10b) and the base cards on
 * the Heroes sheet (§10c). The dragon whose spaces were all destroyed
 * (§10a) is test_dragon_destroyed_spaces_count in test_heroes.c.
 *
 * Side C: mountains B2 D9 F4 I10 J6, ruins B5 D8 G7 H3 J9 K1. */
#include "rules_util.h"

#include <stdio.h>
#include <string.h>

#include "record.h"

/* §10b: the zombie's wave after winter's scoring surrounds the mountain B2;
 * the coin is gained (the final sheet line shows it) but scores nothing. */
static void test_coin_after_winter_counts_on_the_track_only(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_HEROES, 1, 1);
    /* B2's neighbours: B3 and C2 filled by hand, A2 and B1 left for the wave */
    PUT(g, 0, "B3 C2", CONTENT_FARM);
    PUT(g, 0, "A3", CONTENT_FOREST);
    g->season = 3; /* winter, 6 long with the Heroes seasons */
    g->time = 5;
    RU_RIG(g, "zombie_plague lagoon");
    /* solo: the walk from the top-left corner meets A1 first */
    assert_int_equal(game_decision(g)->solo_target, SPACE("A1"));
    APPLY(g, "draw card=zombie_plague shape=1 orient=0 at=A1 terrain=monster");
    APPLY(g, "draw card=lagoon shape=2 orient=0 at=H4 terrain=water"); /* time 6: winter ends */
    assert_true(game_over(g));
    const Sheet *s = &g->sheets[0];
    /* winter was scored with no coin; then the wave filled A2 and B1 */
    assert_int_equal(s->seasons[3].coins, 0);
    assert_int_equal(s->seasons[3].monsters, -2); /* A2 and B1, empty when scored */
    assert_set(ru_layer(g, 0, CONTENT_MONSTER), "A1 A2 B1");
    assert_int_equal(s->coins, 1);
    /* the total is the four boxes: the late coin adds nothing */
    assert_int_equal(game_total(g, 0),
                     s->seasons[0].total + s->seasons[1].total + s->seasons[2].total + s->seasons[3].total);
    char line[200], expected[200];
    record_sheet_line(g, 0, line, sizeof line);
    snprintf(expected, sizeof expected, "player 1 total %d season %d %d %d %d monsters %d coins 1", game_total(g, 0),
             s->seasons[0].total, s->seasons[1].total, s->seasons[2].total, s->seasons[3].total, s->monster_total);
    assert_string_equal(line, expected);
    ru_free(g);
}

/* §10c: a base game on side C or D is refused; the base cards on the
 * Heroes sheet are a mixed game, which plays to its end with base cards
 * only. */
static void test_base_game_on_the_heroes_sheet(void **state)
{
    (void)state;
    for (MapSide side = MAP_SIDE_C; side <= MAP_SIDE_D; side++) {
        GameSettings s;
        char err[ERROR_MAX];
        game_settings_init(&s, GAME_BASE, 2, 7);
        s.side = side;
        assert_false(game_settings_check(&s, err, sizeof err));
        assert_non_null(strstr(err, "mixed game"));
        s.kind = GAME_MIXED; /* base explore and season cards, no heroes, the four base ambushes */
        assert_true(game_settings_check(&s, err, sizeof err));
        Game *g = RU_GAME_SETTINGS(&s);
        Board printed;
        map_side_board(side, &printed);
        assert_memory_equal(&g->sheets[0].board.ruins, &printed.ruins, sizeof printed.ruins);
        assert_memory_equal(&g->sheets[1].board.layer[CONTENT_MOUNTAIN], &printed.layer[CONTENT_MOUNTAIN],
                            sizeof(Bitboard));
        assert_false(g->settings.heroes);
        assert_int_equal(g->hero_len, 0);
        assert_int_equal(game_season_duration(g, 1), 8); /* base summer; Heroes would be 7 */
        /* the explore deck (with what is revealed): base cards only, both ruins cards among them */
        int ruins = 0;
        for (int i = 0; i < g->deck_len + g->row_len; i++) {
            const Card *c = card_get(i < g->deck_len ? g->deck[i] : g->row[i - g->deck_len]);
            assert_int_equal(c->set, SET_BASE);
            assert_true(c->kind != CARD_HERO);
            ruins += c->kind == CARD_RUINS;
        }
        assert_int_equal(ruins, 2);
        /* to the end, never a hero, never a hero space */
        int steps = 0;
        while (!game_over(g) && steps++ < 1000) {
            assert_true(game_decision(g)->kind != DECISION_HERO);
            APPLY_FIRST(g);
        }
        assert_true(game_over(g));
        for (int p = 0; p < 2; p++)
            assert_true(bb_is_empty(ru_layer(g, p, CONTENT_HERO)));
        CHECK_INVARIANTS(g);
        ru_free(g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_coin_after_winter_counts_on_the_track_only),
        cmocka_unit_test(test_base_game_on_the_heroes_sheet),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
