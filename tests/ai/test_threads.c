/* test_threads.c: the hard bot on worker threads. ai_parallel_for runs
 * every task once, on workers within range, whatever the number of threads
 * and tasks; and a hard decision is the same, bit for bit (the move, what
 * it expects, its gain, its rollouts, and the state the bot's stream is
 * left in), on 1, 2, 3 and 8 threads, in positions of every kind from real
 * games: base, Heroes and mixed, solo and 2-4 players, draws, ambushes on a
 * neighbour's map, heroes, the 1x1 fallback. */
#include <stdatomic.h>
#include <string.h>

#include "ai.h"
#include "ai_test_util.h"

#define TASKS_MAX 200

typedef struct Tally {
    atomic_int runs[TASKS_MAX];
    atomic_int bad_worker;
    int workers;
} Tally;

static void count_task(void *ctx, int worker, int i)
{
    Tally *t = ctx;
    atomic_fetch_add(&t->runs[i], 1);
    if (worker < 0 || worker >= t->workers)
        atomic_fetch_add(&t->bad_worker, 1);
}

static void test_parallel_for_runs_each_task_once(void **state)
{
    (void)state;
    const int counts[] = {0, 1, 2, 3, 7, 64, TASKS_MAX};
    for (int workers = 1; workers <= 9; workers++) {
        for (size_t c = 0; c < sizeof counts / sizeof counts[0]; c++) {
            Tally *t = test_calloc(1, sizeof *t);
            t->workers = workers;
            ai_parallel_for(workers, counts[c], count_task, t);
            for (int i = 0; i < TASKS_MAX; i++)
                assert_int_equal(atomic_load(&t->runs[i]), i < counts[c] ? 1 : 0);
            assert_int_equal(atomic_load(&t->bad_worker), 0);
            test_free(t);
        }
    }
    /* 0 threads: one per processor */
    assert_true(ai_workers(0) >= 1);
    assert_int_equal(ai_workers(3), 3);
    assert_int_equal(ai_workers(1000), 64);
}

typedef struct Collect {
    int step;
} Collect;

/* Every third decision of a medium-bot game. */
static bool every_third(const Game *g, void *arg)
{
    (void)g;
    Collect *c = arg;
    return c->step++ % 3 == 2;
}

static void test_same_decision_on_any_number_of_threads(void **state)
{
    (void)state;
    static const struct {
        GameKind kind;
        int players;
    } games[] = {{GAME_BASE, 1}, {GAME_HEROES, 1}, {GAME_MIXED, 2}, {GAME_HEROES, 3}, {GAME_BASE, 4}};
    static const int threads[] = {1, 2, 3, 8};
    int positions = 0, looked_ahead = 0, kinds[DECISION_TROLL + 1] = {0};
    for (size_t k = 0; k < sizeof games / sizeof games[0]; k++) {
        Game *g = at_game(games[k].kind, games[k].players, 300 + k);
        Collect collect = {0};
        while (at_play_until(g, every_third, &collect)) {
            BotHardParams p;
            bot_hard_params_default(&p);
            p.candidates = 8;
            p.rollouts = 8;
            p.horizon = 2;
            p.sample = 40;
            BotChoice first;
            Rng after_first;
            for (size_t t = 0; t < sizeof threads / sizeof threads[0]; t++) {
                p.threads = threads[t];
                Rng rng;
                rng_seed(&rng, 77, (uint64_t)positions);
                BotChoice c;
                assert_true(bot_think(BOT_HARD, &p, g, &rng, &c));
                if (t == 0) {
                    first = c;
                    after_first = rng;
                    continue;
                }
                char want[MOVE_TEXT_MAX], got[MOVE_TEXT_MAX];
                move_format(&first.move, want, sizeof want);
                move_format(&c.move, got, sizeof got);
                assert_string_equal(got, want);
                assert_int_equal(c.expected, first.expected);
                assert_int_equal(c.gain, first.gain);
                assert_int_equal(c.rollouts, first.rollouts);
                assert_memory_equal(&rng, &after_first, sizeof rng);
            }
            positions++;
            looked_ahead += first.rollouts > 0;
            kinds[game_decision(g)->kind]++;
            char err[ERROR_MAX];
            assert_true(game_apply(g, &first.move, err, sizeof err));
        }
        test_free(g);
    }
    assert_true(positions >= 60);
    assert_true(looked_ahead >= 40);
    assert_true(kinds[DECISION_DRAW] > 0 && kinds[DECISION_AMBUSH] > 0 && kinds[DECISION_HERO] > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_parallel_for_runs_each_task_once),
        cmocka_unit_test(test_same_decision_on_any_number_of_threads),
    };
    return cmocka_run_group_tests_name("ai_threads", tests, NULL, NULL);
}
