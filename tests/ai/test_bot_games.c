/* test_bot_games.c: every computer player finishes whole games of base,
 * Heroes and mixed Cartographers, solo and with 2 to 6 players, with only
 * legal moves, and the games replay from their records. Multiplayer seats
 * mix the levels, so bots also meet each other's ambushes. */
#include "ai_test_util.h"

static const BotKind levels[] = {BOT_RANDOM, BOT_GREEDY, BOT_EASY, BOT_MEDIUM, BOT_HARD};
#define LEVELS (int)(sizeof levels / sizeof levels[0])

static void play_kind(GameKind kind)
{
    BotHardParams hard;
    at_small_budget(&hard);
    for (int players = 1; players <= MAX_PLAYERS; players++) {
        /* solo: every level; multiplayer: every level in seat 1, the others after it */
        for (int first = 0; first < LEVELS; first++) {
            BotKind bots[MAX_PLAYERS];
            for (int p = 0; p < MAX_PLAYERS; p++)
                bots[p] = levels[(first + p) % LEVELS];
            Game *g = at_game(kind, players, UINT64_C(500) + (uint64_t)(players * 10 + first));
            int moves = at_play(g, bots, &hard, NULL, 0);
            assert_true(game_over(g));
            assert_true(moves >= 20);
            test_free(g);
        }
    }
}

static void base_games(void **state)
{
    (void)state;
    play_kind(GAME_BASE);
}

static void heroes_games(void **state)
{
    (void)state;
    play_kind(GAME_HEROES);
}

static void mixed_games(void **state)
{
    (void)state;
    play_kind(GAME_MIXED);
}

/* Multiplayer with the house option: ambushes by the solo rule on one's own map. */
static void solo_ambush_rule_games(void **state)
{
    (void)state;
    BotHardParams hard;
    at_small_budget(&hard);
    BotKind bots[MAX_PLAYERS] = {BOT_HARD, BOT_MEDIUM, BOT_EASY, BOT_HARD, BOT_MEDIUM, BOT_EASY};
    GameSettings s;
    game_settings_init(&s, GAME_MIXED, 3, 77);
    s.solo_ambush_rule = true;
    Game *g = test_malloc(sizeof *g);
    char err[ERROR_MAX];
    assert_true(game_init(g, &s, err, sizeof err));
    at_play(g, bots, &hard, NULL, 0);
    test_free(g);
}

/* The games above met every kind of decision (run after them). */
static void every_decision_kind(void **state)
{
    (void)state;
    assert_true(at_seen(DECISION_DRAW) > 0);
    assert_true(at_seen(DECISION_AMBUSH) > 0);
    assert_true(at_seen(DECISION_HERO) > 0);
    assert_true(at_seen(DECISION_GORGON) > 0);
    assert_true(at_seen(DECISION_TROLL) > 0);
    assert_true(at_seen_fallback() > 0);
}

/* The hard bot at its real budget makes a solo game's first decision. */
static void hard_default_budget(void **state)
{
    (void)state;
    Game *g = at_game(GAME_BASE, 1, 3);
    Rng rng;
    rng_seed(&rng, 3, 100);
    Move m;
    char err[ERROR_MAX];
    assert_true(bot_choose(BOT_HARD, g, &rng, &m));
    assert_true(game_apply(g, &m, err, sizeof err));
    test_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(base_games),          cmocka_unit_test(heroes_games),
        cmocka_unit_test(mixed_games),         cmocka_unit_test(solo_ambush_rule_games),
        cmocka_unit_test(every_decision_kind), cmocka_unit_test(hard_default_budget),
    };
    return cmocka_run_group_tests_name("ai_games", tests, NULL, NULL);
}
