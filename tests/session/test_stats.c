/* test_stats.c: statistics (games, ratings over time, titles, best game per
 * scoring-card set; file round trip and bad files). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "stats.h"
#include "session_test_util.h"

static Session *finished(GameKind kind, int players, uint64_t seed)
{
    char err[SESSION_MESSAGE_MAX];
    GameSettings gs = tu_settings(kind, players, seed);
    Session *s = session_new(&gs, NULL, err, sizeof err);
    tu_play(s, -1, seed);
    return s;
}

static void test_stats_add(void **state)
{
    (void)state;
    Stats st;
    stats_init(&st);
    Session *a = finished(GAME_BASE, 1, 1), *b = finished(GAME_HEROES, 1, 2), *c = finished(GAME_BASE, 3, 3);
    Session *unfinished = finished(GAME_BASE, 1, 4);
    char err[SESSION_MESSAGE_MAX];
    GameSettings gs = tu_settings(GAME_BASE, 1, 4);
    session_free(unfinished);
    unfinished = session_new(&gs, NULL, err, sizeof err);

    assert_true(stats_add_game(&st, "2024-05-01", session_game(a)));
    assert_true(stats_add_game(&st, "2024-05-02", session_game(b)));
    assert_true(stats_add_game(&st, "2024-05-02", session_game(a)));
    assert_true(stats_add_game(&st, "2024-05-03", session_game(c)));
    assert_false(stats_add_game(&st, "2024-05-03", session_game(unfinished)));
    assert_false(stats_add_game(&st, "May 3rd", session_game(a)));
    assert_int_equal(st.played_solo, 3);
    assert_int_equal(st.played_multi, 1);
    assert_int_equal(st.ngames, 3);
    assert_int_equal(st.games[1].rating, game_solo_rating(session_game(b)));
    assert_int_equal(st.games[1].kind, GAME_HEROES);
    assert_string_equal(st.games[1].date, "2024-05-02");

    StatsTitle titles[10];
    int nt = stats_titles(&st, titles, 10), sum = 0;
    for (int i = 0; i < nt; i++)
        sum += titles[i].count;
    assert_int_equal(sum, 3);

    /* the same four cards in another decree order are the same set */
    StatsGame g = st.games[0];
    int t = g.decrees[0];
    g.decrees[0] = g.decrees[3];
    g.decrees[3] = t;
    g.rating = 99;
    assert_true(stats_push(&st, &g));
    StatsBest best[10];
    int nb = stats_best_games(&st, best, 10);
    assert_int_equal(nb, 2);
    assert_int_equal(best[0].game, 3);
    assert_int_equal(best[0].count, 3);
    assert_int_equal(best[1].count, 1);

    char today[STATS_DATE_SIZE];
    stats_today(today);
    assert_true(stats_date_valid(today));

    stats_free(&st);
    session_free(a);
    session_free(b);
    session_free(c);
    session_free(unfinished);
}

static void test_stats_file(void **state)
{
    (void)state;
    char *dir = tu_mkdtemp();
    char path[1024], msg[SESSION_MESSAGE_MAX], err[SESSION_MESSAGE_MAX];
    snprintf(path, sizeof path, "%s/stats.txt", dir);
    Stats st, back;
    assert_int_equal(stats_load(&st, path, msg, sizeof msg), FILE_MISSING);
    for (uint64_t seed = 1; seed <= 4; seed++) {
        Session *s = finished(seed % 2 ? GAME_MIXED : GAME_HEROES, seed == 3 ? 2 : 1, seed);
        assert_true(stats_add_game(&st, "2025-01-0" "1", session_game(s)));
        session_free(s);
    }
    assert_true(stats_save(&st, path, err, sizeof err));
    assert_int_equal(stats_load(&back, path, msg, sizeof msg), FILE_LOADED);
    assert_int_equal(back.played_solo, st.played_solo);
    assert_int_equal(back.played_multi, st.played_multi);
    assert_int_equal(back.ngames, st.ngames);
    assert_true(tu_stats_games_equal(back.games, st.games, st.ngames));
    stats_free(&back);

    const char *bad[] = {
        "cartographers-stats 4\n",
        "cartographers-stats 1\nplayed solo 1\nsolo 2024-13-01 base 1 2 treetower golden_granary great_city cauldrons\n",
        "cartographers-stats 1\nplayed solo 1\nsolo 2024-12-01 base 1 2 treetower golden_granary great_city\n",
        "cartographers-stats 1\nplayed solo 1\nsolo 2024-12-01 base 1 2 treetower golden_granary great_city nope\n",
        "cartographers-stats 1\nplayed solo 0\nsolo 2024-12-01 base 1 2 treetower golden_granary great_city cauldrons\n",
        "cartographers-stats 1\nplayed solo 1\nplayed solo 1\n",
        "cartographers-stats 1\nplayed often 1\n",
        "garbage\n",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        tu_write(path, bad[i], strlen(bad[i]));
        assert_int_equal(stats_load(&back, path, msg, sizeof msg), FILE_BAD);
        assert_non_null(strstr(msg, "line "));
        assert_non_null(strstr(msg, "kept aside as stats.txt.bad-"));
        assert_int_equal(back.ngames, 0);
        assert_int_equal(back.played_solo, 0);
        assert_false(tu_exists(path));
        stats_free(&back);
    }
    assert_int_equal(tu_count(dir, "stats.txt.bad-"), (int)(sizeof bad / sizeof bad[0]));
    stats_free(&st);
    tu_rmdir(dir);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_stats_add),
        cmocka_unit_test(test_stats_file),
    };
    return cmocka_run_group_tests_name("stats", tests, NULL, NULL);
}
