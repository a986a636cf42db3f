/* test_two_copies.c: two copies of the game on one data folder lose
 * nothing (core/profile.c, core/match.c, src/session/datalock.h). Each
 * "copy" is a Profile and a Match of its own on the same folder, as two
 * programs have; the first owns the folder, the second only reads it. The
 * scenarios are those that lost games and results before: both resumed and
 * both playing; a daily's first attempt started in both; two games
 * finished a moment apart; the daily started again as attempt 1 in the
 * second copy. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "autosave.h"
#include "copy.h"
#include "match.h"
#include "past_games.h"
#include "save.h"
#include "ui_test.h"

static char dir[64];

static int setup(void **state)
{
    (void)state;
    snprintf(dir, sizeof dir, "/tmp/carto-two-XXXXXX");
    setenv("CARTOGRAPHERS_TODAY", "2026-11-24", 1);
    return mkdtemp(dir) ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    return system(cmd) == 0 ? 0 : -1;
}

static bool start(Copy *c, uint64_t seed)
{
    GameSettings gs;
    game_settings_init(&gs, GAME_BASE, 1, seed);
    Seat seats[MAX_PLAYERS];
    for (int p = 0; p < MAX_PLAYERS; p++)
        session_seat_init(&seats[p], p, SEAT_HUMAN, NULL, "Anna");
    char err[SESSION_MESSAGE_MAX + 200];
    return match_start(c->match, &gs, seats, -1, "", err, sizeof err);
}

static bool start_daily(Copy *c, char *err, size_t errsize)
{
    ChallengeId id;
    assert_true(profile_challenge_today(CHALLENGE_DAILY, &id));
    return match_start_challenge(c->match, &id, "Anna", err, errsize);
}

static bool move(Copy *c)
{
    Move m;
    return game_legal_moves(match_game(c->match), &m, 1) > 0 && match_apply(c->match, &m, false, NULL);
}

static void play_to_end(Copy *c)
{
    while (!game_over(match_game(c->match)))
        assert_true(move(c));
}

/* What the disk holds, as a third copy started later reads it. */
typedef struct Disk {
    int autosave_moves; /* -1: no autosave */
    int solo_games;
    int attempts;
    bool counted;
    int past;
} Disk;

static Disk disk(void)
{
    Disk d = {-1, 0, 0, false, 0};
    char path[FILEIO_PATH_MAX], msg[SESSION_MESSAGE_MAX * 2];
    snprintf(path, sizeof path, "%s/stats.txt", dir);
    Stats st;
    stats_load(&st, path, msg, sizeof msg);
    d.solo_games = (int)st.played_solo;
    ChallengeId id;
    assert_true(profile_challenge_today(CHALLENGE_DAILY, &id));
    const StatsChallenge *sc = stats_challenge_find(&st, &id);
    if (sc) {
        d.attempts = sc->attempts;
        d.counted = sc->counted;
    }
    stats_free(&st);
    AutosaveInfo info;
    if (autosave_probe(dir, &info, msg, sizeof msg) != AUTOSAVE_NONE)
        d.autosave_moves = info.moves;
    PastList list;
    if (past_games_list(dir, &list, msg, sizeof msg))
        d.past = list.ngames;
    past_list_free(&list);
    return d;
}

static void test_second_copy_reads_only(void **state)
{
    (void)state;
    Copy a, b;
    copy_open(&a, dir);
    copy_open(&b, dir);
    check(!a.profile.read_only && profile_can_keep(&a.profile), "the first copy owns the data folder");
    check(b.profile.read_only && !profile_can_keep(&b.profile), "the second copy only reads it");
    check(strstr(b.profile.notice, "Another copy of Cartographers is open") != NULL, "and its menu says so");
    copy_close(&a);
    copy_close(&b);
    copy_open(&b, dir);
    check(!b.profile.read_only, "once the first has closed, the next copy owns the folder");
    copy_close(&b);
}

/* Both resumed the game in progress, A played 3 moves and B 2: A's moves
 * were gone (B's autosave replaced A's). The disk is checked first: that
 * is what failed. */
static void test_both_resumed(void **state)
{
    (void)state;
    Copy a, b;
    copy_open(&a, dir);
    assert_true(start(&a, 31) && move(&a) && move(&a));
    copy_close(&a);

    copy_open(&a, dir);
    copy_open(&b, dir);
    char err[SESSION_MESSAGE_MAX + 200], why[SESSION_MESSAGE_MAX + 200];
    check(match_resume(a.match, err, sizeof err), "the first copy resumes the game");
    bool b_resumed = match_resume(b.match, why, sizeof why);
    check(move(&a) && move(&a) && move(&a), "three moves in the first copy");
    check((b_resumed || start(&b, 32)) && move(&b) && move(&b), "two moves in the second");
    check(disk().autosave_moves == 5, "the autosave holds the first copy's game with every move");
    check(!b_resumed && strstr(why, "only reads them") != NULL, "the second copy did not resume it, and said why");
    check(match_not_on_disk(b.match, err, sizeof err) && strstr(err, "only reads them") != NULL,
          "the second copy's game is said not to be saved, and why");
    copy_close(&b);
    copy_close(&a);
    check(disk().autosave_moves == 5, "still, after both closed");
}

/* A daily's first attempt started in one copy was overwritten by the
 * other's; the second copy started the same daily again as attempt 1 and
 * its result counted. */
static void test_daily_in_two_copies(void **state)
{
    (void)state;
    Copy a, b;
    copy_open(&a, dir);
    copy_open(&b, dir);
    char err[SESSION_MESSAGE_MAX + 200], why[SESSION_MESSAGE_MAX + 200];
    check(start_daily(&a, err, sizeof err) && move(&a) && move(&a), "the first copy starts today's daily, two moves");
    bool b_started = start_daily(&b, why, sizeof why);
    if (b_started)
        check(move(&b), "a move in the second copy's");
    Disk d = disk();
    check(d.attempts == 1 && d.autosave_moves == 2, "attempt 1 of the first copy, with its moves, is on disk");
    play_to_end(&a);
    int a_total = game_total(match_game(a.match), 0);
    if (b_started)
        play_to_end(&b);
    d = disk();
    check(d.attempts == 1 && d.counted, "one attempt, finished and counted");
    char path[FILEIO_PATH_MAX], msg[SESSION_MESSAGE_MAX * 2];
    snprintf(path, sizeof path, "%s/stats.txt", dir);
    Stats st;
    stats_load(&st, path, msg, sizeof msg);
    ChallengeId id;
    assert_true(profile_challenge_today(CHALLENGE_DAILY, &id));
    check(stats_challenge_find(&st, &id)->total == a_total, "the result that counts is the first copy's");
    stats_free(&st);
    check(!b_started && strstr(why, "Challenges are played in the copy") != NULL,
          "the second copy could not start the daily, and said why");
    copy_close(&b);
    copy_close(&a);

    copy_open(&b, dir);
    ChallengeTag tag;
    bool counted = true;
    check(start_daily(&b, err, sizeof err), "a copy started afterwards may play it again");
    check(session_challenge(match_session(b.match))->attempt == 2, "as attempt 2, a replay");
    play_to_end(&b);
    check(match_challenge_outcome(b.match, &tag, &counted) && !counted, "which does not count");
    d = disk();
    check(d.attempts == 2 && d.counted, "the first attempt's result stays the one that counts");
    copy_close(&b);
}

/* Two games finished a moment apart in two copies: one was counted (each
 * copy wrote the statistics it had read at start, with its own game: the
 * last one written won). */
static void test_two_games_finished(void **state)
{
    (void)state;
    Copy a, b;
    copy_open(&a, dir);
    copy_open(&b, dir);
    assert_true(start(&a, 41) && start(&b, 43));
    play_to_end(&a);
    play_to_end(&b);
    int a_total = game_total(match_game(a.match), 0), b_total = game_total(match_game(b.match), 0);
    assert_true(a_total != b_total); /* (else the test could not tell the games apart) */
    char path[FILEIO_PATH_MAX], msg[SESSION_MESSAGE_MAX * 2];
    snprintf(path, sizeof path, "%s/stats.txt", dir);
    Stats st;
    stats_load(&st, path, msg, sizeof msg);
    check(st.ngames >= 1 && st.games[0].total == a_total, "the first copy's game is in the statistics");
    stats_free(&st);
    PastList list;
    check(past_games_list(dir, &list, msg, sizeof msg) && list.ngames >= 1 && list.games[0].totals[0] == a_total,
          "and among the past games");
    past_list_free(&list);
    Disk d = disk();
    check(d.solo_games == 1 && d.past == 1, "the second copy wrote nothing over them");
    check(strstr(match_result_note(b.match), "Not counted") != NULL, "the second copy's end says it is not counted");
    check(match_past(b.match, NULL, 0) == PAST_NOT_KEPT, "nor kept");
    copy_close(&b);
    copy_close(&a);
    d = disk();
    check(d.solo_games == 1 && d.past == 1, "so after both closed");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_second_copy_reads_only, setup, teardown),
        cmocka_unit_test_setup_teardown(test_both_resumed, setup, teardown),
        cmocka_unit_test_setup_teardown(test_daily_in_two_copies, setup, teardown),
        cmocka_unit_test_setup_teardown(test_two_games_finished, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
