/* test_stats_challenge.c: challenges in the statistics: the attempt that
 * counts, replays, an abandoned first attempt, refusals, history newest
 * first, streaks, and the file (version 2 with challenges, version 1
 * without; bad challenge lines refused). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "session_test_util.h"
#include "stats.h"

static ChallengeId daily(int y, int m, int d)
{
    ChallengeId id = {CHALLENGE_DAILY, y, m, d, 0};
    return id;
}

/* A challenge's game played to the end with random moves. */
static Session *finished_challenge(const ChallengeId *id, uint64_t pick)
{
    GameSettings s;
    char err[SESSION_MESSAGE_MAX];
    assert_true(challenge_settings(id, &s));
    Session *ses = session_new(&s, NULL, err, sizeof err);
    assert_non_null(ses);
    tu_play(ses, -1, pick);
    assert_true(game_over(session_game(ses)));
    return ses;
}

static void test_counted_and_replays(void **state)
{
    (void)state;
    Stats st;
    stats_init(&st);
    ChallengeId id = daily(2026, 11, 23);
    assert_int_equal(stats_challenge_state(&st, &id), CHALLENGE_NEW);
    assert_null(stats_challenge_find(&st, &id));
    assert_int_equal(stats_challenge_begin(&st, &id), 1);
    assert_int_equal(stats_challenge_state(&st, &id), CHALLENGE_IN_PROGRESS);
    Session *a = finished_challenge(&id, 1), *b = finished_challenge(&id, 2), *c = finished_challenge(&id, 3);
    bool counted = false;
    ChallengeTag tag = {id, 1};
    assert_true(stats_challenge_finish(&st, &tag, "2026-11-23", session_game(a), &counted));
    assert_true(counted);
    assert_int_equal(stats_challenge_state(&st, &id), CHALLENGE_COUNTED);
    const StatsChallenge *e = stats_challenge_find(&st, &id);
    assert_non_null(e);
    assert_int_equal(e->attempts, 1);
    assert_true(e->counted);
    assert_string_equal(e->date, "2026-11-23");
    assert_int_equal(e->rating, game_solo_rating(session_game(a)));
    assert_int_equal(e->total, game_total(session_game(a), 0));
    assert_int_equal(e->replays, 0);

    /* later games are replays: counted apart, the best kept */
    tag.attempt = stats_challenge_begin(&st, &id);
    assert_int_equal(tag.attempt, 2);
    assert_true(stats_challenge_finish(&st, &tag, "2026-11-24", session_game(b), &counted));
    assert_false(counted);
    tag.attempt = stats_challenge_begin(&st, &id);
    assert_int_equal(tag.attempt, 3);
    assert_true(stats_challenge_finish(&st, &tag, "2026-11-24", session_game(c), &counted));
    assert_false(counted);
    e = stats_challenge_find(&st, &id);
    int rb = game_solo_rating(session_game(b)), rc = game_solo_rating(session_game(c));
    assert_int_equal(e->replays, 2);
    assert_int_equal(e->best_replay, rb > rc ? rb : rc);
    assert_int_equal(e->rating, game_solo_rating(session_game(a))); /* the counted one stays */
    assert_int_equal(e->attempts, 3);
    assert_int_equal(stats_challenge_state(&st, &id), CHALLENGE_COUNTED);

    /* refusals change nothing */
    StatsChallenge before = *e;
    ChallengeId other = daily(2026, 11, 25);
    ChallengeTag wrong = {other, 1};
    assert_false(stats_challenge_finish(&st, &wrong, "2026-11-25", session_game(a), &counted)); /* not its game */
    tag.attempt = 0;
    assert_false(stats_challenge_finish(&st, &tag, "2026-11-25", session_game(a), &counted));
    tag.attempt = 1;
    assert_false(stats_challenge_finish(&st, &tag, "2026-13-25", session_game(a), &counted));
    GameSettings gs;
    assert_true(challenge_settings(&id, &gs));
    char err[SESSION_MESSAGE_MAX];
    Session *unfinished = session_new(&gs, NULL, err, sizeof err);
    tu_play(unfinished, 5, 9);
    assert_false(stats_challenge_finish(&st, &tag, "2026-11-25", session_game(unfinished), &counted));
    assert_true(tu_stats_challenges_equal(stats_challenge_find(&st, &id), &before, 1));
    assert_int_equal(st.nchallenges, 1);
    ChallengeId bad = daily(2026, 2, 30);
    assert_int_equal(stats_challenge_begin(&st, &bad), 0);

    stats_free(&st);
    session_free(a);
    session_free(b);
    session_free(c);
    session_free(unfinished);
}

static void test_abandoned(void **state)
{
    (void)state;
    Stats st;
    stats_init(&st);
    ChallengeId id = daily(2026, 11, 23);
    Session *a = finished_challenge(&id, 4), *b = finished_challenge(&id, 5);
    assert_int_equal(stats_challenge_begin(&st, &id), 1);
    assert_int_equal(stats_challenge_begin(&st, &id), 2); /* attempt 1 is abandoned for good */
    assert_int_equal(stats_challenge_state(&st, &id), CHALLENGE_ABANDONED);
    bool counted = true;
    ChallengeTag first = {id, 1}, second = {id, 2};
    assert_true(stats_challenge_finish(&st, &first, "2026-11-23", session_game(a), &counted));
    assert_false(counted);
    assert_true(stats_challenge_finish(&st, &second, "2026-11-23", session_game(b), &counted));
    assert_false(counted);
    const StatsChallenge *e = stats_challenge_find(&st, &id);
    assert_false(e->counted);
    assert_int_equal(e->replays, 2);
    assert_int_equal(stats_challenge_state(&st, &id), CHALLENGE_ABANDONED);

    /* a game of a challenge these statistics never saw begin: attempt 1 counts */
    Stats fresh;
    stats_init(&fresh);
    assert_true(stats_challenge_finish(&fresh, &first, "2026-11-23", session_game(a), &counted));
    assert_true(counted);
    assert_int_equal(stats_challenge_state(&fresh, &id), CHALLENGE_COUNTED);
    /* ...and attempt 3 of one it never saw is a replay */
    ChallengeId w = {CHALLENGE_WEEKLY, 2026, 0, 0, 48};
    Session *weekly = finished_challenge(&w, 6);
    ChallengeTag third = {w, 3};
    assert_true(stats_challenge_finish(&fresh, &third, "2026-11-23", session_game(weekly), &counted));
    assert_false(counted);
    assert_int_equal(stats_challenge_find(&fresh, &w)->attempts, 3);
    assert_int_equal(stats_challenge_state(&fresh, &w), CHALLENGE_ABANDONED);
    stats_free(&fresh);
    stats_free(&st);
    session_free(a);
    session_free(b);
    session_free(weekly);
}

static void push(Stats *st, ChallengeId id, int attempts, bool counted, int rating)
{
    StatsChallenge c;
    memset(&c, 0, sizeof c);
    c.id = id;
    c.attempts = attempts;
    c.counted = counted;
    if (counted)
        snprintf(c.date, sizeof c.date, "2026-11-30");
    c.rating = rating;
    c.total = rating + 80;
    assert_true(stats_challenge_push(st, &c));
}

static void test_history_and_streaks(void **state)
{
    (void)state;
    Stats st;
    stats_init(&st);
    /* counted 1-5 Nov, 7 Nov, abandoned 8 Nov, counted 9-11 Nov, in progress 12 Nov; begun out of order */
    int days[] = {9, 1, 2, 3, 4, 5, 7, 10, 11, 8, 12};
    for (size_t i = 0; i < sizeof days / sizeof days[0]; i++) {
        int d = days[i];
        push(&st, daily(2026, 11, d), d == 8 ? 2 : 1, d != 8 && d != 12, d * 3 - 10);
    }
    push(&st, (ChallengeId){CHALLENGE_WEEKLY, 2026, 0, 0, 45}, 1, true, 70);
    push(&st, (ChallengeId){CHALLENGE_WEEKLY, 2026, 0, 0, 46}, 1, true, 50);
    const StatsChallenge *h[20];
    int n = stats_challenge_history(&st, CHALLENGE_DAILY, h, 20);
    assert_int_equal(n, 11);
    for (int i = 0; i < n; i++)
        assert_int_equal(h[i]->id.day, 12 - i - (i >= 6)); /* 12 11 10 9 8 7 5 4 3 2 1 */
    assert_int_equal(stats_challenge_history(&st, CHALLENGE_DAILY, h, 3), 11);
    assert_int_equal(h[2]->id.day, 10);
    assert_int_equal(stats_challenge_history(&st, CHALLENGE_WEEKLY, h, 20), 2);
    assert_int_equal(h[0]->id.week, 46);

    ChallengeSummary sum;
    ChallengeId today = daily(2026, 11, 12);
    stats_challenge_summary(&st, CHALLENGE_DAILY, &today, &sum);
    assert_int_equal(sum.played, 11);
    assert_int_equal(sum.counted, 9);
    assert_int_equal(sum.abandoned, 1);
    assert_int_equal(sum.best, 11 * 3 - 10);
    assert_int_equal(sum.rating_sum, (1 + 2 + 3 + 4 + 5 + 7 + 9 + 10 + 11) * 3 - 9 * 10);
    assert_int_equal(sum.streak, 3); /* 9, 10, 11: today's is not finished yet */
    assert_int_equal(sum.longest_streak, 5);
    today = daily(2026, 11, 11);
    stats_challenge_summary(&st, CHALLENGE_DAILY, &today, &sum);
    assert_int_equal(sum.streak, 3);
    today = daily(2026, 11, 13);
    stats_challenge_summary(&st, CHALLENGE_DAILY, &today, &sum);
    assert_int_equal(sum.streak, 0); /* the 12th was not finished */
    today = daily(2026, 11, 6);
    stats_challenge_summary(&st, CHALLENGE_DAILY, &today, &sum);
    assert_int_equal(sum.streak, 5);
    stats_challenge_summary(&st, CHALLENGE_DAILY, NULL, &sum);
    assert_int_equal(sum.streak, 0);
    /* weeks across the year's end count as consecutive */
    ChallengeId wk = {CHALLENGE_WEEKLY, 2027, 0, 0, 1};
    push(&st, (ChallengeId){CHALLENGE_WEEKLY, 2026, 0, 0, 53}, 1, true, 10);
    push(&st, (ChallengeId){CHALLENGE_WEEKLY, 2026, 0, 0, 52}, 1, true, 10);
    push(&st, wk, 1, true, 10);
    stats_challenge_summary(&st, CHALLENGE_WEEKLY, &wk, &sum);
    assert_int_equal(sum.streak, 3);
    assert_int_equal(sum.longest_streak, 3);
    assert_int_equal(sum.best, 70);
    stats_free(&st);
}

static void test_challenge_file(void **state)
{
    (void)state;
    char *dir = tu_mkdtemp();
    char path[1024], msg[SESSION_MESSAGE_MAX], err[SESSION_MESSAGE_MAX];
    snprintf(path, sizeof path, "%s/stats.txt", dir);
    Stats st, back;
    stats_init(&st);
    ChallengeId id = daily(2024, 2, 29), w = {CHALLENGE_WEEKLY, 2026, 0, 0, 53};
    Session *a = finished_challenge(&id, 7);
    assert_true(stats_add_game(&st, "2024-02-29", session_game(a)));
    /* without challenges: version 1, which older versions read */
    assert_true(stats_save(&st, path, err, sizeof err));
    size_t len;
    char *text = tu_read(path, &len);
    assert_true(strncmp(text, "cartographers-stats 1\n", 22) == 0);
    free(text);

    ChallengeTag tag = {id, stats_challenge_begin(&st, &id)};
    assert_true(stats_challenge_finish(&st, &tag, "2024-02-29", session_game(a), NULL));
    stats_challenge_begin(&st, &id);
    stats_challenge_begin(&st, &w);
    stats_challenge_begin(&st, &w);
    assert_true(stats_save(&st, path, err, sizeof err));
    text = tu_read(path, &len);
    assert_true(strncmp(text, "cartographers-stats 2\n", 22) == 0);
    char line[200];
    snprintf(line, sizeof line, "\nchallenge daily:2024-02-29 2 0 0 2024-02-29 %d %d\n",
             game_solo_rating(session_game(a)), game_total(session_game(a), 0));
    assert_non_null(strstr(text, line));
    assert_non_null(strstr(text, "\nchallenge weekly:2026-W53 2 0 0\n"));
    free(text);
    assert_int_equal(stats_load(&back, path, msg, sizeof msg), FILE_LOADED);
    assert_int_equal(back.nchallenges, 2);
    assert_true(tu_stats_challenges_equal(back.challenges, st.challenges, 2));
    assert_int_equal(back.ngames, 1);
    assert_int_equal(stats_challenge_state(&back, &w), CHALLENGE_ABANDONED);
    stats_free(&back);

    /* a version-1 file still reads */
    const char *v1 = "cartographers-stats 1\nplayed solo 1\nplayed multiplayer 2\n"
                     "solo 2024-12-01 base 1 2 treetower golden_granary great_city cauldrons\n";
    tu_write(path, v1, strlen(v1));
    assert_int_equal(stats_load(&back, path, msg, sizeof msg), FILE_LOADED);
    assert_int_equal(back.ngames, 1);
    assert_int_equal(back.played_multi, 2);
    assert_int_equal(back.nchallenges, 0);
    stats_free(&back);

    const char *bad[] = {
        "cartographers-stats 1\nchallenge daily:2026-11-24 1 0 0\n",
        "cartographers-stats 2\nchallenge daily:2026-02-30 1 0 0\n",
        "cartographers-stats 2\nchallenge daily:2026-11-24 0 0 0\n",
        "cartographers-stats 2\nchallenge daily:2026-11-24 1 2 0\n",
        "cartographers-stats 2\nchallenge daily:2026-11-24 1 0\n",
        "cartographers-stats 2\nchallenge daily:2026-11-24 1 0 0 2026-11-24 5\n",
        "cartographers-stats 2\nchallenge daily:2026-11-24 1 0 0 2026-11-44 5 90\n",
        "cartographers-stats 2\nchallenge daily:2026-11-24 1 0 0 2026-11-24 five 90\n",
        "cartographers-stats 2\nchallenge daily:2026-11-24 1 0 0\nchallenge daily:2026-11-24 2 0 0\n",
        "cartographers-stats 2\nchallenge weekly:2021-W53 1 0 0\n",
        "cartographers-stats 4\n",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        tu_write(path, bad[i], strlen(bad[i]));
        assert_int_equal(stats_load(&back, path, msg, sizeof msg), FILE_BAD);
        assert_non_null(strstr(msg, "line "));
        assert_int_equal(back.nchallenges, 0);
        stats_free(&back);
    }
    assert_int_equal(tu_count(dir, "stats.txt.bad-"), (int)(sizeof bad / sizeof bad[0]));
    stats_free(&st);
    session_free(a);
    tu_rmdir(dir);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_counted_and_replays),
        cmocka_unit_test(test_abandoned),
        cmocka_unit_test(test_history_and_streaks),
        cmocka_unit_test(test_challenge_file),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
