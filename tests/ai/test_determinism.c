/* test_determinism.c: a bot's choices follow from the game and its own
 * random stream only: the same seed gives the same game, move for move, at
 * every level, and a hard decision repeated from the same stream state is
 * the same move. */
#include <stdatomic.h>
#include <string.h>

#include "ai_test_util.h"

#define MOVES_KEPT 400

static bool bot_same_choice(const Move *a, const Move *b)
{
    char ta[MOVE_TEXT_MAX], tb[MOVE_TEXT_MAX];
    move_format(a, ta, sizeof ta);
    move_format(b, tb, sizeof tb);
    return strcmp(ta, tb) == 0;
}

static void same_game_twice(BotKind kind, GameKind game, int players, uint64_t seed)
{
    BotHardParams hard;
    at_small_budget(&hard);
    BotKind bots[MAX_PLAYERS];
    for (int p = 0; p < MAX_PLAYERS; p++)
        bots[p] = kind;
    static char first[MOVES_KEPT][MOVE_TEXT_MAX], second[MOVES_KEPT][MOVE_TEXT_MAX];
    Game *a = at_game(game, players, seed), *b = at_game(game, players, seed);
    int na = at_play(a, bots, &hard, first, MOVES_KEPT);
    int nb = at_play(b, bots, &hard, second, MOVES_KEPT);
    assert_int_equal(na, nb);
    for (int i = 0; i < na && i < MOVES_KEPT; i++)
        assert_string_equal(first[i], second[i]);
    for (int p = 0; p < players; p++)
        assert_int_equal(game_total(a, p), game_total(b, p));
    test_free(a);
    test_free(b);
}

static void same_seed_same_game(void **state)
{
    (void)state;
    const BotKind kinds[] = {BOT_EASY, BOT_MEDIUM, BOT_HARD};
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
        same_game_twice(kinds[i], GAME_BASE, 1, 11);
        same_game_twice(kinds[i], GAME_HEROES, 2, 12);
    }
}

static void same_stream_same_decision(void **state)
{
    (void)state;
    Game *g = at_game(GAME_HEROES, 1, 21);
    BotHardParams p;
    bot_hard_params_default(&p);
    p.rollouts = 6;
    Rng r1, r2;
    rng_seed(&r1, 99, 1);
    rng_seed(&r2, 99, 1);
    BotChoice c1, c2;
    assert_true(bot_think(BOT_HARD, &p, g, &r1, &c1));
    assert_true(bot_think(BOT_HARD, &p, g, &r2, &c2));
    char t1[MOVE_TEXT_MAX], t2[MOVE_TEXT_MAX];
    move_format(&c1.move, t1, sizeof t1);
    move_format(&c2.move, t2, sizeof t2);
    assert_string_equal(t1, t2);
    assert_int_equal(c1.expected, c2.expected);
    assert_int_equal(c1.gain, c2.gain);
    /* and the bot did not touch the game */
    Game *fresh = at_game(GAME_HEROES, 1, 21);
    assert_int_equal(g->deck_len, fresh->deck_len);
    assert_memory_equal(g->deck, fresh->deck, (size_t)g->deck_len);
    assert_memory_equal(&g->sheets[0].board, &fresh->sheets[0].board, sizeof(Board));
    assert_int_equal(g->moves_applied, fresh->moves_applied);
    test_free(fresh);
    test_free(g);
}

/* A search told to stop (BotHardParams.stop, set by the app when the answer
 * is no longer wanted) runs no rollouts: it answers at once with the best
 * move of the static evaluation, which is legal; left alone, the rollouts
 * change the choice in some of the same positions. */
static void stopped_search_answers_at_once(void **state)
{
    (void)state;
    atomic_int stop;
    atomic_init(&stop, 1);
    int differs = 0, looked_ahead = 0;
    Game *g = at_game(GAME_BASE, 1, 31);
    for (int step = 0; step < 24 && !game_over(g); step++) {
        BotHardParams full, stopped, none;
        bot_hard_params_default(&full);
        full.rollouts = 6;
        stopped = full;
        stopped.stop = &stop;
        none = full;
        none.rollouts = 0;
        Rng r1, r2, r3;
        rng_seed(&r1, 5, 1);
        rng_seed(&r2, 5, 1);
        rng_seed(&r3, 5, 1);
        BotChoice a, b, c;
        assert_true(bot_think(BOT_HARD, &stopped, g, &r1, &a));
        assert_true(bot_think(BOT_HARD, &none, g, &r2, &b));
        assert_true(bot_think(BOT_HARD, &full, g, &r3, &c));
        char err[ERROR_MAX];
        assert_true(game_check_move(g, &a.move, err, sizeof err));
        assert_true(bot_same_choice(&a.move, &b.move));
        assert_int_equal(a.rollouts, 0); /* no forecast behind a stopped search */
        differs += !bot_same_choice(&a.move, &c.move);
        looked_ahead += c.rollouts > 0;
        assert_true(game_apply(g, &c.move, err, sizeof err));
    }
    assert_true(differs > 0);
    assert_true(looked_ahead > 0);
    test_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(same_seed_same_game),
        cmocka_unit_test(same_stream_same_decision),
        cmocka_unit_test(stopped_search_answers_at_once),
    };
    return cmocka_run_group_tests_name("ai_determinism", tests, NULL, NULL);
}
