/* ai_test_util.c: helpers for the computer-player tests (ai_test_util.h). */
#include "ai_test_util.h"

#include <stdio.h>
#include <string.h>

#include "record.h"

Game *at_game(GameKind kind, int players, uint64_t seed)
{
    GameSettings s;
    game_settings_init(&s, kind, players, seed);
    Game *g = test_malloc(sizeof *g);
    char err[ERROR_MAX];
    if (!game_init(g, &s, err, sizeof err))
        fail_msg("game_init: %s", err);
    return g;
}

void at_small_budget(BotHardParams *p)
{
    bot_hard_params_default(p);
    p->candidates = 3;
    p->rollouts = 2;
    p->horizon = 2;
    p->sample = 8;
}

/* test-program state: decisions met by at_play, by kind */
static int seen[DECISION_TROLL + 1];
static int seen_fallback;

int at_seen(DecisionKind kind) { return seen[kind]; }
int at_seen_fallback(void) { return seen_fallback; }

int at_play(Game *g, const BotKind bots[MAX_PLAYERS], const BotHardParams *hard, char (*moves)[MOVE_TEXT_MAX], int max)
{
    Rng rngs[MAX_PLAYERS];
    for (int p = 0; p < g->settings.players; p++)
        rng_seed(&rngs[p], g->settings.seed, UINT64_C(100) + (uint64_t)p);
    Record rec;
    record_init(&rec, &g->settings);
    int n = 0;
    while (!game_over(g)) {
        int actor = game_decision(g)->actor;
        seen[game_decision(g)->kind]++;
        if (game_decision(g)->single_only)
            seen_fallback++;
        BotChoice c;
        assert_true(bot_think(bots[actor], hard, g, &rngs[actor], &c));
        char err[ERROR_MAX], text[MOVE_TEXT_MAX];
        move_format(&c.move, text, sizeof text);
        if (!game_apply(g, &c.move, err, sizeof err))
            fail_msg("%s bot, seed %llu, move %d: illegal move '%s': %s", bot_name(bots[actor]),
                     (unsigned long long)g->settings.seed, n + 1, text, err);
        if (!game_check_invariants(g, err, sizeof err))
            fail_msg("after '%s': %s", text, err);
        assert_true(record_add(&rec, &c.move));
        if (moves && n < max)
            memcpy(moves[n], text, MOVE_TEXT_MAX);
        n++;
        assert_true(n < 2000);
    }
    /* the record replays to the same game */
    Game *again = test_malloc(sizeof *again);
    char err[ERROR_MAX];
    if (!record_replay(&rec, again, err, sizeof err))
        fail_msg("replay: %s", err);
    assert_true(game_over(again));
    for (int p = 0; p < g->settings.players; p++)
        assert_int_equal(game_total(again, p), game_total(g, p));
    test_free(again);
    record_free(&rec);
    return n;
}

bool at_play_until(Game *g, bool (*stop)(const Game *g, void *arg), void *arg)
{
    Rng rng;
    rng_seed(&rng, g->settings.seed, 100);
    while (!game_over(g)) {
        if (stop(g, arg))
            return true;
        Move m;
        char err[ERROR_MAX];
        assert_true(bot_choose(BOT_MEDIUM, g, &rng, &m));
        if (!game_apply(g, &m, err, sizeof err))
            fail_msg("medium bot: %s", err);
    }
    return false;
}
