/* test_finished.c: a finished game is recorded even when the program dies
 * right after the last move (core/results.c, core/match.c). The last move
 * is made in a child process that stops dead (_Exit, as a kill) just after
 * one of the writes that follow it: the autosave, the statistics, the
 * campaign, the past game. The next start must record what is missing, once
 * (a second start changes nothing), for a solo game, a campaign game and
 * the daily challenge. A finished game that cannot be recorded is never
 * overwritten by the next game's autosave; statistics that could not be
 * written are written by the retry before the next game, and a game the
 * player deleted from Past games before that retry stays deleted; and when every
 * write fails (a full disk), the player is told of each. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "autosave.h"
#include "copy.h"
#include "match.h"
#include "past_games.h"
#include "ui_test.h"

static char dir[64];

static void fresh_dir(void)
{
    snprintf(dir, sizeof dir, "/tmp/carto-finished-XXXXXX");
    assert_non_null(mkdtemp(dir));
}

static void remove_dir(void)
{
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    assert_int_equal(system(cmd), 0);
}

static int setup(void **state)
{
    (void)state;
    setenv("CARTOGRAPHERS_TODAY", "2026-11-24", 1);
    return 0;
}

typedef enum Kind { SOLO, CAMPAIGN, DAILY } Kind;
static const char *const kind_names[] = {"a solo game", "a campaign game", "the daily challenge"};

/* Starts a solo game of this seed for Anna: whether the match took it. */
static bool try_solo(Copy *c, uint64_t seed, char *err, size_t errsize)
{
    GameSettings gs;
    Seat seats[MAX_PLAYERS];
    game_settings_init(&gs, GAME_BASE, 1, seed);
    for (int p = 0; p < MAX_PLAYERS; p++)
        session_seat_init(&seats[p], p, SEAT_HUMAN, NULL, "Anna");
    return match_start(c->match, &gs, seats, -1, "", err, errsize);
}

static void start(Copy *c, Kind kind, uint64_t seed)
{
    char err[SESSION_MESSAGE_MAX + 200];
    GameSettings gs;
    Seat seats[MAX_PLAYERS];
    for (int p = 0; p < MAX_PLAYERS; p++)
        session_seat_init(&seats[p], p, SEAT_HUMAN, NULL, "Anna");
    if (kind == DAILY) {
        ChallengeId id;
        assert_true(profile_challenge_today(CHALLENGE_DAILY, &id));
        assert_true(match_start_challenge(c->match, &id, "Anna", err, sizeof err));
        return;
    }
    if (kind == CAMPAIGN)
        assert_true(campaign_settings(0, seed, &gs));
    else
        game_settings_init(&gs, GAME_BASE, 1, seed);
    assert_true(match_start(c->match, &gs, seats, kind == CAMPAIGN ? 0 : -1, "", err, sizeof err));
}

/* The first legal move (false when none). */
static bool first_move(const Game *g, Move *out) { return game_legal_moves(g, out, 1) > 0; }

/* Plays until the next move ends the game; *last gets that move. */
static void play_to_last(Copy *c, Move *last)
{
    for (;;) {
        const Game *g = match_game(c->match);
        assert_true(first_move(g, last));
        Game after = *g;
        char err[ERROR_MAX];
        assert_true(game_apply(&after, last, err, sizeof err));
        if (game_over(&after))
            return;
        assert_true(match_apply(c->match, last, false, NULL));
    }
}

static void play_to_end(Copy *c)
{
    Move m;
    while (!game_over(match_game(c->match)) && first_move(match_game(c->match), &m))
        assert_true(match_apply(c->match, &m, false, NULL));
}

static const char *stop_name;

static void stop_after(const char *path)
{
    const char *slash = strrchr(path, '/'), *name = slash ? slash + 1 : path;
    size_t n = strlen(stop_name);
    bool prefix = stop_name[n - 1] == '*';
    if (prefix ? strncmp(name, stop_name, n - 1) == 0 : strcmp(name, stop_name) == 0)
        _Exit(99);
}

/* The last move in a child that stops just after writing `name`; true when
 * it stopped there (false: that write never came). */
static bool last_move_stopped_at(Copy *c, const Move *last, const char *name)
{
    fflush(NULL);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        stop_name = name;
        fileio_on_written(stop_after);
        match_apply(c->match, last, false, NULL);
        _Exit(0);
    }
    int status = 0;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    assert_true(WIFEXITED(status));
    return WEXITSTATUS(status) == 99;
}

/* What the files hold, as a start reads them. */
typedef struct Kept {
    long solo;    /* games in the statistics */
    int campaign; /* campaign game 1 finished */
    bool daily_counted;
    int daily_attempts;
    int past;
} Kept;

static Kept kept_of(const Profile *p)
{
    Kept k = {p->stats.played_solo, p->campaign.games[0].played, false, 0, 0};
    ChallengeId id;
    assert_true(profile_challenge_today(CHALLENGE_DAILY, &id));
    const StatsChallenge *sc = stats_challenge_find(&p->stats, &id);
    if (sc) {
        k.daily_counted = sc->counted;
        k.daily_attempts = sc->attempts;
    }
    PastList list;
    char err[SESSION_MESSAGE_MAX];
    if (past_games_list(dir, &list, err, sizeof err))
        k.past = list.ngames;
    past_list_free(&list);
    return k;
}

static void check_once(const Kept *k, Kind kind, const char *when)
{
    char what[200];
    snprintf(what, sizeof what, "%s: the game is in the statistics once", when);
    check(k->solo == 1, what);
    snprintf(what, sizeof what, "%s: among the past games once", when);
    check(k->past == 1, what);
    snprintf(what, sizeof what, "%s: the campaign counts it once", when);
    check(k->campaign == (kind == CAMPAIGN ? 1 : 0), what);
    snprintf(what, sizeof what, "%s: the daily's attempt 1 counts", when);
    check(kind != DAILY || (k->daily_counted && k->daily_attempts == 1), what);
}

static bool autosave_gone(void)
{
    AutosaveInfo info;
    char msg[SESSION_MESSAGE_MAX];
    return autosave_probe(dir, &info, msg, sizeof msg) == AUTOSAVE_NONE;
}

/* In a fresh folder, a game of this kind played to its last move, made in
 * a child that stops just after writing `name`: whether it stopped there. */
static bool stopped_in_fresh_folder(Kind kind, uint64_t seed, const char *name)
{
    fresh_dir();
    Copy a;
    copy_open(&a, dir);
    start(&a, kind, seed);
    Move last;
    play_to_last(&a, &last);
    bool stopped = last_move_stopped_at(&a, &last, name);
    copy_close(&a); /* (nothing is written: the child did) */
    return stopped;
}

static void stopped_at(Kind kind, const char *name)
{
    if (!stopped_in_fresh_folder(kind, 55, name)) { /* no such write for this game (the campaign's for a solo game) */
        check(kind != CAMPAIGN || strcmp(name, "campaign.txt") != 0, "a campaign game writes the campaign");
        remove_dir();
        return;
    }
    char when[160];
    print_message("# %s, stopped after writing %s\n", kind_names[kind], name);
    Copy b;
    copy_open(&b, dir);
    Kept k = kept_of(&b.profile);
    snprintf(when, sizeof when, "%s stopped after %s, started again", kind_names[kind], name);
    check_once(&k, kind, when);
    bool all_written = name[0] == 'g'; /* the past game is the last write */
    check(all_written || strstr(b.profile.notice, "its result is kept now") != NULL,
          "the menu says the last game's result was kept at start");
    check(b.profile.resume_state == AUTOSAVE_FINISHED, "the start found the finished game in the autosave");
    check(autosave_gone(), "and, the game wholly kept, deleted the autosave");
    copy_close(&b);

    copy_open(&b, dir);
    k = kept_of(&b.profile);
    snprintf(when, sizeof when, "%s stopped after %s, started twice", kind_names[kind], name);
    check_once(&k, kind, when);
    check(strstr(b.profile.notice, "kept now") == NULL, "the second start has nothing to record");
    start(&b, SOLO, 56); /* the next game overwrites the autosave */
    Move m;
    assert_true(first_move(match_game(b.match), &m) && match_apply(b.match, &m, false, NULL));
    copy_close(&b);
    copy_open(&b, dir);
    k = kept_of(&b.profile);
    snprintf(when, sizeof when, "%s stopped after %s, then another game", kind_names[kind], name);
    check_once(&k, kind, when);
    copy_close(&b);
    remove_dir();
}

static const char *const writes[] = {"current-game.autosave", "stats.txt", "campaign.txt", "game-*"};

static void every_write(Kind kind)
{
    for (size_t i = 0; i < sizeof writes / sizeof writes[0]; i++)
        stopped_at(kind, writes[i]);
}

static void test_solo_stopped(void **state)
{
    (void)state;
    every_write(SOLO);
}

static void test_campaign_stopped(void **state)
{
    (void)state;
    every_write(CAMPAIGN);
}

static void test_daily_stopped(void **state)
{
    (void)state;
    every_write(DAILY);
}

/* A file in the way of the past games: they cannot be written. */
static void block_past(bool blocked)
{
    char path[FILEIO_PATH_MAX];
    snprintf(path, sizeof path, "%s/finished", dir);
    if (blocked) {
        FILE *f = fopen(path, "w");
        assert_non_null(f);
        fclose(f);
    } else {
        assert_int_equal(unlink(path), 0);
    }
}

static int past_count(void)
{
    PastList list;
    char err[SESSION_MESSAGE_MAX];
    int n = past_games_list(dir, &list, err, sizeof err) ? list.ngames : -1;
    past_list_free(&list);
    return n;
}

/* Deletes the one past game of the folder, as Past games does. */
static void delete_past(void)
{
    PastList list;
    char err[SESSION_MESSAGE_MAX];
    assert_true(past_games_list(dir, &list, err, sizeof err));
    assert_int_equal(list.ngames, 1);
    bool ok = past_games_delete(dir, list.games[0].file, err, sizeof err);
    past_list_free(&list);
    assert_true(ok);
}

/* The game stopped after writing `name` is recorded at the next start; then
 * the player deletes it from Past games and the program is killed (a Copy
 * closes writing nothing): it stays deleted at every later start, and the
 * statistics still count it once. */
static void deleted_after_stop(Kind kind, const char *name)
{
    if (!stopped_in_fresh_folder(kind, 57, name)) {
        remove_dir();
        return;
    }
    print_message("# %s stopped after writing %s, then deleted from Past games\n", kind_names[kind], name);
    char what[200];
    Copy a;
    copy_open(&a, dir);
    snprintf(what, sizeof what, "stopped after %s: the next start keeps the game", name);
    check(past_count() == 1, what);
    delete_past();
    copy_close(&a); /* killed: nothing more is written */
    for (int run = 1; run <= 2; run++) {
        copy_open(&a, dir);
        Kept k = kept_of(&a.profile);
        snprintf(what, sizeof what, "stopped after %s, deleted: start %d keeps it no more", name, run);
        check(k.past == 0, what);
        snprintf(what, sizeof what, "stopped after %s, deleted: start %d, still in the statistics once", name, run);
        check(k.solo == 1 && k.campaign == (kind == CAMPAIGN ? 1 : 0), what);
        check(strstr(a.profile.notice, "kept now") == NULL, "nothing is said of a game to keep");
        copy_close(&a);
    }
    snprintf(what, sizeof what, "stopped after %s: the game wholly kept, its autosave went", name);
    check(autosave_gone(), what);
    remove_dir();
}

static void test_deleted_after_a_stop_stays_deleted(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof writes / sizeof writes[0]; i++) {
        deleted_after_stop(SOLO, writes[i]);
        deleted_after_stop(CAMPAIGN, writes[i]);
    }
}

/* The game ends, the player deletes it from Past games at once and the
 * program is killed (the child stops dead): the next starts do not keep it
 * again; the statistics count it once. The next game is kept as always. */
static void test_deleted_then_killed_stays_deleted(void **state)
{
    (void)state;
    fresh_dir();
    fflush(NULL);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        Copy c;
        copy_open(&c, dir);
        start(&c, SOLO, 58);
        play_to_end(&c);
        if (match_past(c.match, NULL, 0) != PAST_KEPT || past_count() != 1)
            _Exit(2);
        delete_past();
        _Exit(past_count() == 0 ? 0 : 3); /* killed: no copy_close, nothing more written */
    }
    int status = 0;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    check(WIFEXITED(status) && WEXITSTATUS(status) == 0,
          "the child kept the game and deleted it");
    Copy a;
    for (int run = 1; run <= 2; run++) {
        copy_open(&a, dir);
        check(past_count() == 0, "after the kill the deleted game is not kept again");
        check(a.profile.stats.played_solo == 1, "the statistics count it once");
        copy_close(&a);
    }
    copy_open(&a, dir);
    start(&a, SOLO, 59);
    play_to_end(&a);
    check(past_count() == 1 && a.profile.stats.played_solo == 2, "the next game is kept and counted");
    copy_close(&a);
    remove_dir();
}

/* A folder in the place of the statistics: they cannot be written. */
static void block_stats(bool blocked)
{
    char stats[FILEIO_PATH_MAX], inside[FILEIO_PATH_MAX];
    snprintf(stats, sizeof stats, "%s/stats.txt", dir);
    snprintf(inside, sizeof inside, "%s/stats.txt/x", dir);
    if (blocked) {
        assert_int_equal(mkdir(stats, 0700), 0);
        FILE *f = fopen(inside, "w");
        assert_non_null(f);
        fclose(f);
    } else {
        assert_int_equal(unlink(inside), 0);
        assert_int_equal(rmdir(stats), 0);
    }
}

/* The finished game could not be kept among the past games: the next
 * game does not overwrite it (at once, and after a restart). */
static void test_unkept_game_not_overwritten(void **state)
{
    (void)state;
    fresh_dir();
    Copy a;
    copy_open(&a, dir);
    start(&a, SOLO, 61);
    block_past(true);
    play_to_end(&a);
    check(match_past(a.match, NULL, 0) == PAST_FAILED, "the past game could not be written");
    char err[SESSION_MESSAGE_MAX + 200], msg[SESSION_MESSAGE_MAX];
    check(!try_solo(&a, 62, err, sizeof err), "a new game does not replace it");
    check(strstr(err, "could not be kept in Past games") != NULL, "and says why");
    copy_close(&a);

    copy_open(&a, dir);
    check(strstr(a.profile.notice, "could not be kept") != NULL, "at the next start the menu says so");
    assert_true(try_solo(&a, 62, err, sizeof err));
    Move m;
    assert_true(first_move(match_game(a.match), &m) && match_apply(a.match, &m, false, NULL));
    check(match_not_on_disk(a.match, err, sizeof err) && strstr(err, "The last game's result could not be kept"),
          "the new game is not saved over it, and the player is told");
    AutosaveInfo info;
    check(autosave_probe(dir, &info, msg, sizeof msg) == AUTOSAVE_FINISHED, "the autosave still holds it");
    block_past(false);
    check(match_retry_autosave(a.match), "once the folder is fixed, the autosave works");
    check(past_count() == 1, "after keeping the finished game");
    check(a.profile.stats.played_solo == 1, "which is in the statistics once");
    copy_close(&a);
    remove_dir();
}

/* A game that came in finished (loaded, or played all by itself at start
 * in tests) is no game that ended here: a restart does not record it. */
static void test_loaded_finished_not_recorded(void **state)
{
    (void)state;
    fresh_dir();
    Copy a;
    copy_open(&a, dir);
    start(&a, SOLO, 81);
    play_to_end(&a);
    check(a.profile.stats.played_solo == 1 && past_count() == 1, "a game played to its end is recorded");
    PastList list;
    char err[SESSION_MESSAGE_MAX + 200], path[FILEIO_PATH_MAX], msg[SESSION_MESSAGE_MAX];
    assert_true(past_games_list(dir, &list, err, sizeof err) && list.ngames == 1);
    snprintf(path, sizeof path, "%s/%s/%s", dir, PAST_GAMES_DIR, list.games[0].file);
    past_list_free(&list);
    check(match_open_file(a.match, path, err, sizeof err), "it is opened again from its file");
    AutosaveInfo info;
    check(autosave_probe(dir, &info, msg, sizeof msg) == AUTOSAVE_NONE, "no game is in progress");
    copy_close(&a);
    copy_open(&a, dir);
    check(a.profile.stats.played_solo == 1 && past_count() == 1, "after a restart it still counts once");
    match_set_autoplay(a.match, 999);
    start(&a, SOLO, 82);
    check(game_over(match_game(a.match)), "a game played all by itself at start");
    copy_close(&a);
    copy_open(&a, dir);
    check(a.profile.stats.played_solo == 1 && past_count() == 1, "is not recorded at the next start");
    copy_close(&a);
    remove_dir();
}

/* The statistics could not be written as the game ended: the retry before
 * the next game writes them (the game was in them in memory already, and
 * the retry used to find nothing to do and call the game recorded). */
static void test_stats_written_on_retry(void **state)
{
    (void)state;
    fresh_dir();
    Copy a;
    copy_open(&a, dir);
    start(&a, SOLO, 91);
    block_stats(true);
    play_to_end(&a);
    check(a.profile.stats.played_solo == 1, "the game is in the statistics in memory");
    char err[SESSION_MESSAGE_MAX + 200];
    check(!try_solo(&a, 92, err, sizeof err), "no new game while they cannot be written");
    check(strstr(err, "statistics") != NULL, "and the player is told why");
    block_stats(false);
    check(try_solo(&a, 92, err, sizeof err), "the next game starts once they can");
    Move m;
    assert_true(first_move(match_game(a.match), &m) && match_apply(a.match, &m, false, NULL));
    copy_close(&a);
    copy_open(&a, dir);
    check(a.profile.stats.played_solo == 1, "the finished game is in the statistics on disk");
    check(past_count() == 1, "and among the past games once");
    copy_close(&a);
    remove_dir();
}

/* The statistics could not be written as the game ended, and the player
 * deletes the game from Past games before the retry: the retry (before the
 * next game, or at the next start after a kill) writes the statistics but
 * does not keep the deleted game again (past_deleted.h). */
static void deleted_before_retry(bool killed)
{
    fresh_dir();
    Copy a;
    copy_open(&a, dir);
    start(&a, SOLO, killed ? 95 : 93);
    block_stats(true);
    play_to_end(&a);
    check(past_count() == 1, "the game is kept among the past games though the statistics failed");
    delete_past();
    block_stats(false);
    char err[SESSION_MESSAGE_MAX + 200];
    if (killed) {
        copy_close(&a); /* killed: the statistics are only in the autosave's game */
        copy_open(&a, dir);
        check(a.profile.resume_state == AUTOSAVE_FINISHED, "the start found the finished game in the autosave");
        check(autosave_gone(), "and recorded it wholly");
    } else {
        check(try_solo(&a, 94, err, sizeof err), "the retry writes the statistics: the next game starts");
    }
    check(past_count() == 0, "the game deleted before the retry is not kept again");
    check(a.profile.stats.played_solo == 1, "the statistics count it");
    copy_close(&a);
    copy_open(&a, dir);
    check(a.profile.stats.played_solo == 1, "on disk, once");
    check(past_count() == 0, "and it stays deleted at the next start");
    copy_close(&a);
    remove_dir();
}

static void test_deleted_before_retry_stays_deleted(void **state)
{
    (void)state;
    deleted_before_retry(false);
    deleted_before_retry(true);
}

/* A game that ends on a full disk: every write fails, and the player is
 * told of each (the past games' failure used to replace the statistics'). */
static void test_full_disk_says_all(void **state)
{
    (void)state;
    fresh_dir();
    Copy a;
    copy_open(&a, dir);
    start(&a, SOLO, 71);
    Move last;
    play_to_last(&a, &last);
    block_stats(true);
    block_past(true);
    MatchEvent e;
    while (match_next_event(a.match, &e))
        ;
    assert_true(match_apply(a.match, &last, false, NULL));
    char warning[sizeof e.text] = "";
    while (match_next_event(a.match, &e))
        if (e.kind == MATCH_WARNING)
            snprintf(warning, sizeof warning, "%s", e.text);
    check(strstr(warning, "The statistics could not be saved") != NULL, "the status line says the statistics failed");
    check(strstr(warning, "could not be kept in Past games") != NULL, "and the past games");
    char why[2000];
    check(match_past(a.match, why, sizeof why) == PAST_FAILED, "the end box says the game is not kept");
    check(strstr(why, "The statistics could not be saved") != NULL && strstr(why, "Past games") != NULL,
          "and why, both");
    copy_close(&a);
    remove_dir();
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_solo_stopped),
        cmocka_unit_test(test_campaign_stopped),
        cmocka_unit_test(test_daily_stopped),
        cmocka_unit_test(test_unkept_game_not_overwritten),
        cmocka_unit_test(test_loaded_finished_not_recorded),
        cmocka_unit_test(test_full_disk_says_all),
        cmocka_unit_test(test_stats_written_on_retry),
        cmocka_unit_test(test_deleted_before_retry_stays_deleted),
        cmocka_unit_test(test_deleted_after_a_stop_stays_deleted),
        cmocka_unit_test(test_deleted_then_killed_stays_deleted),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
