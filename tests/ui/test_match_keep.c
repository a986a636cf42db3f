/* test_match_keep.c: never lose a game (core/match.c), without a window.
 * Every path that replaces the game being played keeps it first when it
 * has moves saved under no name: a new game (the setup screen, the
 * campaign, the command line), a loaded one, a resumed one; with a game
 * open, and after a restart, when the only copy of the unfinished game is
 * the autosave of the last run. A finished or untouched game is not kept;
 * when keeping fails, nothing is replaced. A game kept is dated when it was
 * last played. A game saved and not played since is not kept twice. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <utime.h>

#include "autosave.h"
#include "match.h"
#include "save.h"
#include "ui_test.h"

typedef struct World {
    char dir[64];
    Profile profile;
    Match *match;
} World;

/* Starts the app's side anew on the data folder (as a restart does). */
static void boot(World *w)
{
    if (w->match) {
        match_free(w->match);
        profile_free(&w->profile);
    }
    setenv("CARTOGRAPHERS_DATA_DIR", w->dir, 1);
    profile_init(&w->profile, true);
    w->match = match_new(&w->profile);
    assert_non_null(w->match);
}

static int setup(void **state)
{
    World *w = calloc(1, sizeof *w);
    snprintf(w->dir, sizeof w->dir, "/tmp/carto-keep-XXXXXX");
    if (!w || !mkdtemp(w->dir))
        return -1;
    boot(w);
    *state = w;
    return 0;
}

static int teardown(void **state)
{
    World *w = *state;
    match_free(w->match);
    profile_free(&w->profile);
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", w->dir);
    int rc = system(cmd);
    free(w);
    return rc == 0 ? 0 : -1;
}

static bool start(World *w, uint64_t seed, int campaign)
{
    GameSettings gs;
    if (campaign >= 0)
        assert_true(campaign_settings(campaign, seed, &gs));
    else
        game_settings_init(&gs, GAME_BASE, 1, seed);
    Seat seats[MAX_PLAYERS];
    for (int p = 0; p < MAX_PLAYERS; p++)
        session_seat_init(&seats[p], p, SEAT_HUMAN, NULL, "Anna");
    char err[SESSION_MESSAGE_MAX + 200];
    return match_start(w->match, &gs, seats, campaign, "", err, sizeof err);
}

static bool move(World *w)
{
    Move m;
    return game_legal_moves(match_game(w->match), &m, 1) > 0 && match_apply(w->match, &m, false, NULL);
}

/* The number of saves; *kept gets the newest "Unfinished game" one (or
 * the newest save when there is none). */
static int count_saves(const World *w, SaveInfo *kept)
{
    SaveInfo *list = NULL;
    char err[SESSION_MESSAGE_MAX];
    int n = save_list(w->dir, &list, err, sizeof err);
    if (n > 0 && kept) {
        *kept = list[0];
        for (int i = n - 1; i >= 0; i--)
            if (strncmp(list[i].title, "Unfinished game, ", 17) == 0)
                *kept = list[i];
    }
    free(list);
    return n;
}

/* The last event of a kind since the queue was last drained, or false. */
static bool find_event(World *w, MatchEventKind kind, MatchEvent *out)
{
    MatchEvent e;
    bool found = false;
    while (match_next_event(w->match, &e))
        if (e.kind == kind) {
            *out = e;
            found = true;
        }
    return found;
}

static void drain(World *w)
{
    MatchEvent e;
    while (match_next_event(w->match, &e))
        ;
}

static void test_live_game_kept(void **state)
{
    World *w = *state;
    assert_true(start(w, 5, -1));
    assert_true(start(w, 6, -1));
    check(count_saves(w, NULL) == 0, "a game without moves is replaced without a save");
    check(move(w) && move(w) && move(w), "three moves in the game");
    drain(w);
    check(start(w, 7, -1), "a new game starts over the unfinished one");
    SaveInfo kept;
    memset(&kept, 0, sizeof kept);
    check(count_saves(w, &kept) == 1, "the unfinished game is kept as a named save");
    check(kept.ok && kept.moves == 3 && strncmp(kept.title, "Unfinished game, ", 17) == 0,
          "the save holds its three moves, titled \"Unfinished game, DATE\"");
    MatchEvent e;
    check(find_event(w, MATCH_INSTALLED, &e) && strcmp(e.kept, kept.title) == 0,
          "the new game's event says where the old one is kept (the table shows it)");

    check(kept.put_aside, "marked as put aside (not a save of the player's)");

    char err[SESSION_MESSAGE_MAX + 200];
    check(match_load(w->match, kept.file, kept.title, err, sizeof err), "it loads back");
    check(session_move_count(match_session(w->match)) == 3, "with its moves");
    check(find_event(w, MATCH_INSTALLED, &e) && e.how == INSTALL_LOADED && e.kept[0] == '\0',
          "loading over a game without moves keeps nothing");
    check(count_saves(w, NULL) == 0, "taken up again, its copy leaves the list: the autosave holds it");
    check(start(w, 10, -1) && count_saves(w, &kept) == 1 && kept.moves == 3 && kept.put_aside,
          "replaced, even with no move since, it is put aside again: once");
    check(move(w) && move(w), "two moves in a new game");
    check(match_load(w->match, kept.file, kept.title, err, sizeof err) && count_saves(w, &kept) == 1 &&
              kept.moves == 2,
          "loading the copy keeps the unfinished game first, and the copy leaves the list");

    /* a save the player named is theirs: loaded, it stays; its game replaced unplayed is not kept twice */
    char file[256];
    check(save_named_write(match_session(w->match), w->dir, "Mine", file, sizeof file, err, sizeof err), "saved as Mine");
    check(start(w, 13, -1), "another game");
    int before = count_saves(w, NULL);
    check(match_load(w->match, file, "Mine", err, sizeof err) && count_saves(w, NULL) == before, "Mine loaded stays");
    check(start(w, 14, -1) && count_saves(w, NULL) == before, "and replaced unplayed, it is not kept again");
}

static void test_finished_not_kept(void **state)
{
    World *w = *state;
    assert_true(start(w, 8, -1));
    while (!game_over(match_game(w->match)) && move(w))
        ;
    check(game_over(match_game(w->match)), "a game played to its end");
    MatchEvent e;
    check(find_event(w, MATCH_FINISHED, &e), "its end is reported");
    check(w->profile.stats.ngames == 1, "and it went into the statistics");
    check(start(w, 9, -1) && count_saves(w, NULL) == 0, "a finished game is not kept as unfinished");
}

static void test_unwritable_refuses(void **state)
{
    World *w = *state;
    assert_true(start(w, 11, -1));
    check(move(w), "a move in the game");
    snprintf(w->profile.data_dir, sizeof w->profile.data_dir, "%s/missing/folder", w->dir);
    int moves = session_move_count(match_session(w->match));
    check(!start(w, 12, -1), "when it cannot be kept, the new game does not start");
    check(session_move_count(match_session(w->match)) == moves, "and the old one stays");
    snprintf(w->profile.data_dir, sizeof w->profile.data_dir, "%s", w->dir);
}

/* The last run's unfinished game survives only in the autosave: whatever
 * replaces it after a restart keeps it first. */
static void replaced_after_restart(World *w, const char *how)
{
    assert_true(start(w, 21, -1));
    assert_true(move(w) && move(w) && move(w));
    boot(w); /* a restart: no game open, the autosave offers Resume */
    check(w->profile.resume_state == AUTOSAVE_UNFINISHED, "after a restart the menu offers to resume");
    int before = count_saves(w, NULL);
    if (strcmp(how, "new") == 0)
        check(start(w, 22, -1) && move(w), "a new game from the menu, and a move in it");
    else if (strcmp(how, "campaign") == 0)
        check(start(w, 22, 0) && move(w), "a campaign game, and a move in it");
    else if (strcmp(how, "command line") == 0)
        check(start(w, 26, -1) && move(w), "a game from the command line, and a move in it");
    else {
        SaveInfo first;
        assert_true(count_saves(w, &first) > 0);
        char err[SESSION_MESSAGE_MAX + 200];
        check(match_load(w->match, first.file, first.title, err, sizeof err), "a saved game loaded");
    }
    SaveInfo kept;
    check(count_saves(w, &kept) == before + 1, "the unfinished game of the last run is kept as a named save");
    check(kept.ok && kept.moves == 3 && strncmp(kept.title, "Unfinished game, ", 17) == 0,
          "with its three moves, as \"Unfinished game, DATE\"");
    check(w->profile.resume_state == AUTOSAVE_NONE, "Resume is no longer offered: the autosave is the new game's");
}

static void test_after_restart_new_game(void **state) { replaced_after_restart(*state, "new"); }
static void test_after_restart_campaign(void **state) { replaced_after_restart(*state, "campaign"); }
static void test_after_restart_command_line(void **state) { replaced_after_restart(*state, "command line"); }

static void test_after_restart_load(void **state)
{
    World *w = *state;
    assert_true(start(w, 30, -1));
    assert_true(move(w));
    char file[256], err[SESSION_MESSAGE_MAX + 200];
    assert_true(match_save(w->match, "A save", file, sizeof file, err, sizeof err));
    replaced_after_restart(w, "load");
}

/* A game saved under a name and not played since: after a restart the
 * autosave holds nothing the save does not, so a new game keeps no second
 * copy of it; one move more after the save and it is kept. */
static void test_saved_game_not_kept_twice(void **state)
{
    World *w = *state;
    assert_true(start(w, 40, -1));
    assert_true(move(w) && move(w));
    char file[256], err[SESSION_MESSAGE_MAX + 200];
    assert_true(match_save(w->match, "Sunday forest", file, sizeof file, err, sizeof err));
    boot(w);
    check(w->profile.resume_state == AUTOSAVE_UNFINISHED, "after a restart the menu offers to resume it");
    check(start(w, 41, -1) && move(w), "a new game, and a move in it");
    SaveInfo kept;
    check(count_saves(w, &kept) == 1 && strcmp(kept.title, "Sunday forest") == 0,
          "the saved game is in the list once, under its name");
    MatchEvent e;
    check(find_event(w, MATCH_INSTALLED, &e) && e.kept[0] == '\0', "and the new game says nothing was kept");

    assert_true(start(w, 42, -1));
    assert_true(move(w));
    assert_true(match_save(w->match, "Monday", file, sizeof file, err, sizeof err));
    assert_true(move(w)); /* played on after the save */
    int before = count_saves(w, NULL);
    boot(w);
    check(w->profile.resume_state == AUTOSAVE_UNFINISHED, "after a restart the menu offers to resume the later game");
    check(start(w, 43, -1) && move(w), "another new game after a restart, and a move in it");
    int after = count_saves(w, NULL);
    bool two = false;
    SaveInfo *list = NULL;
    int n = save_list(w->dir, &list, err, sizeof err);
    for (int i = 0; i < n; i++)
        two |= list[i].put_aside && list[i].moves == 2;
    free(list);
    check(after == before + 1 && two, "a game played on after its save is kept, with its two moves");
}

static void test_untouched_new_game_keeps_resume(void **state)
{
    World *w = *state;
    assert_true(start(w, 40, -1));
    assert_true(move(w) && move(w));
    boot(w);
    int before = count_saves(w, NULL);
    check(start(w, 41, -1), "a new game after a restart");
    check(count_saves(w, NULL) == before, "nothing is kept while the new game has no move");
    boot(w);
    check(w->profile.resume_state == AUTOSAVE_UNFINISHED && w->profile.resume_info.moves == 2,
          "quitting before a move leaves the old game to resume");
    char err[SESSION_MESSAGE_MAX + 200];
    check(match_resume(w->match, err, sizeof err) && session_move_count(match_session(w->match)) == 2,
          "and it resumes with its moves");
    check(move(w) && count_saves(w, NULL) == before, "a resumed game's own autosave is not kept as another game");
}

/* A newer version's autosave is left where it is at start (the menu says
 * why), and kept unread as a named save before this build's first autosave
 * replaces it. */
static void test_newer_autosave_left(void **state)
{
    World *w = *state;
    char path[128];
    snprintf(path, sizeof path, "%s/current-game.autosave", w->dir);
    static const char newer[] = "cartographers-save 9\nfuture stuff\n";
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fputs(newer, f);
    fclose(f);
    boot(w);
    check(w->profile.resume_state == AUTOSAVE_NEWER, "a newer autosave is found as such");
    check(strstr(w->profile.notice, "newer version") != NULL, "the menu says it was made by a newer version");
    check(access(path, F_OK) == 0, "it is left where it is");
    char aside[160];
    snprintf(aside, sizeof aside, "%s.bad-1", path);
    check(access(aside, F_OK) != 0, "nothing is renamed .bad-1");
    boot(w);
    check(w->profile.resume_state == AUTOSAVE_NEWER, "a second start finds it again");
    check(start(w, 50, -1) && move(w), "a new game here, and a move in it");
    MatchEvent e;
    check(find_event(w, MATCH_KEPT, &e) && strcmp(e.text, "newer-version-game-1.cartosave") == 0,
          "the newer game was kept as a named save");
    char kept[160];
    snprintf(kept, sizeof kept, "%s/newer-version-game-1.cartosave", w->dir);
    f = fopen(kept, "rb");
    assert_non_null(f);
    char buf[128] = "";
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    check(n == strlen(newer) && memcmp(buf, newer, n) == 0, "unchanged, byte for byte");
    boot(w);
    check(w->profile.resume_state == AUTOSAVE_UNFINISHED, "and the autosave is this game's now");
}

/* Runs profile_init on `dir` with stderr in a file; returns how many times
 * `needle` was printed there. */
static int boot_counting(World *w, const char *dir, const char *needle)
{
    char log[96];
    snprintf(log, sizeof log, "%s.stderr", w->dir);
    fflush(stderr);
    int saved = dup(2);
    FILE *f = freopen(log, "w", stderr);
    assert_non_null(f);
    match_free(w->match);
    profile_free(&w->profile);
    setenv("CARTOGRAPHERS_DATA_DIR", dir, 1);
    profile_init(&w->profile, true);
    w->match = match_new(&w->profile);
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
    clearerr(stderr);
    FILE *in = fopen(log, "r");
    assert_non_null(in);
    char buf[4096];
    size_t n = fread(buf, 1, sizeof buf - 1, in);
    buf[n] = '\0';
    fclose(in);
    remove(log);
    int count = 0;
    for (const char *p = buf; (p = strstr(p, needle)) != NULL; p++)
        count++;
    return count;
}

/* Bad values in prefs.txt: said once on stderr, and on the menu; a
 * newer version's prefs.txt is left alone and never written. */
static void test_prefs_warnings_once_and_newer(void **state)
{
    World *w = *state;
    char path[128];
    snprintf(path, sizeof path, "%s/prefs.txt", w->dir);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs("cartographers-prefs 1\nui-scale 9999\n", f);
    fclose(f);
    check(boot_counting(w, w->dir, "ui-scale: bad value '9999'") == 1, "a bad value is said once on stderr");
    check(strstr(w->profile.notice, "ui-scale: bad value '9999'") != NULL, "and on the menu");

    static const char newer[] = "cartographers-prefs 2\nui-scale 150\nsomething-new yes\n";
    f = fopen(path, "w");
    assert_non_null(f);
    fputs(newer, f);
    fclose(f);
    check(boot_counting(w, w->dir, "newer version") == 1, "a newer prefs.txt is said once on stderr");
    check(w->profile.prefs_newer && strstr(w->profile.notice, "newer version") != NULL, "and on the menu");
    char err[SESSION_MESSAGE_MAX];
    check(profile_save_settings(&w->profile, err, sizeof err), "saving the settings is no error");
    f = fopen(path, "r");
    assert_non_null(f);
    char buf[128] = "";
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    check(n == strlen(newer) && memcmp(buf, newer, n) == 0, "but the newer file is not written over");
    char aside[160];
    snprintf(aside, sizeof aside, "%s.bad-1", path);
    check(access(aside, F_OK) != 0, "nor renamed");
}

/* A data folder path that names a file: one true sentence, nothing "kept aside". */
static void test_data_folder_is_a_file(void **state)
{
    World *w = *state;
    char path[128];
    snprintf(path, sizeof path, "%s/not-a-folder", w->dir);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fclose(f);
    check(boot_counting(w, path, "is a file, not a folder") == 1, "stderr says the folder is a file, once");
    check(strstr(w->profile.notice, "is a file, not a folder") != NULL, "so does the menu");
    check(strstr(w->profile.notice, "kept aside") == NULL, "and claims nothing was kept aside");
    check(strchr(w->profile.notice, '\n') == NULL, "in one paragraph");
    check(!profile_can_keep(&w->profile), "nothing is kept");
    setenv("CARTOGRAPHERS_DATA_DIR", w->dir, 1);
}

/* "Unfinished game, DATE" with DATE the local time `when` as match.c
 * writes it. */
static void aside_title(long long when, char *out, size_t size)
{
    time_t t = (time_t)when;
    struct tm local;
    char date[32] = "";
    if (localtime_r(&t, &local))
        strftime(date, sizeof date, "%Y-%m-%d %H:%M:%S", &local);
    snprintf(out, size, "Unfinished game, %s", date);
}

/* A game put aside is dated when it was last played, not when it was set
 * aside: a move dates the game; the game played on "Tuesday" and replaced
 * now is kept under Tuesday's date and listed at it (its file is of now);
 * the same for the autosave of the last run, and for one written by an
 * older version (no date inside: the file's time). */
static void test_kept_dated_when_played(void **state)
{
    World *w = *state;
    const long long tuesday = 1637676300; /* Tuesday, 2021-11-23 14:05 UTC */
    char title[80];
    assert_true(start(w, 5, -1));
    long long before = (long long)time(NULL);
    assert_true(move(w) && move(w));
    long long played = session_played(match_session(w->match));
    check(played >= before && played <= (long long)time(NULL), "a move dates the game: now");
    session_set_played((Session *)match_session(w->match), tuesday); /* as if those moves were Tuesday's */
    drain(w);
    assert_true(start(w, 6, -1));
    SaveInfo kept;
    memset(&kept, 0, sizeof kept);
    assert_int_equal(count_saves(w, &kept), 1);
    aside_title(tuesday, title, sizeof title);
    printf("# kept: %s, played %lld, file %lld\n", kept.title, kept.played, kept.mtime);
    check(kept.played == tuesday && kept.mtime >= before, "kept now, listed as played on Tuesday");
    check(strcmp(kept.title, title) == 0, "titled with Tuesday's date");
    char err[SESSION_MESSAGE_MAX + 200];
    check(save_named_delete(w->dir, kept.file, err, sizeof err), "deleted");

    /* the last run's game, only in the autosave: played on Tuesday */
    assert_true(move(w));
    session_set_played((Session *)match_session(w->match), tuesday);
    check(session_autosave(match_session(w->match), w->dir, err, sizeof err), "its autosave says Tuesday");
    boot(w);
    assert_true(start(w, 7, -1));
    assert_true(move(w)); /* the new game's first autosave keeps the old one first */
    check(count_saves(w, &kept) == 1 && kept.played == tuesday && kept.moves == 1,
          "the last run's game is kept, listed as played on Tuesday");
    check(save_named_delete(w->dir, kept.file, err, sizeof err), "deleted");

    /* an older version's autosave: no date inside, its file of Tuesday */
    session_set_played((Session *)match_session(w->match), 0);
    check(session_autosave(match_session(w->match), w->dir, err, sizeof err), "an autosave without a date");
    char path[FILEIO_PATH_MAX];
    snprintf(path, sizeof path, "%s/%s", w->dir, AUTOSAVE_FILE);
    struct utimbuf times = {.actime = (time_t)tuesday, .modtime = (time_t)tuesday};
    assert_int_equal(utime(path, &times), 0);
    boot(w);
    assert_true(start(w, 8, -1));
    assert_true(move(w));
    aside_title(tuesday, title, sizeof title);
    check(count_saves(w, &kept) == 1 && kept.played == tuesday && strcmp(kept.title, title) == 0,
          "an older version's game is dated by its autosave's time");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_live_game_kept, setup, teardown),
        cmocka_unit_test_setup_teardown(test_kept_dated_when_played, setup, teardown),
        cmocka_unit_test_setup_teardown(test_finished_not_kept, setup, teardown),
        cmocka_unit_test_setup_teardown(test_unwritable_refuses, setup, teardown),
        cmocka_unit_test_setup_teardown(test_after_restart_new_game, setup, teardown),
        cmocka_unit_test_setup_teardown(test_after_restart_campaign, setup, teardown),
        cmocka_unit_test_setup_teardown(test_after_restart_command_line, setup, teardown),
        cmocka_unit_test_setup_teardown(test_after_restart_load, setup, teardown),
        cmocka_unit_test_setup_teardown(test_saved_game_not_kept_twice, setup, teardown),
        cmocka_unit_test_setup_teardown(test_untouched_new_game_keeps_resume, setup, teardown),
        cmocka_unit_test_setup_teardown(test_newer_autosave_left, setup, teardown),
        cmocka_unit_test_setup_teardown(test_prefs_warnings_once_and_newer, setup, teardown),
        cmocka_unit_test_setup_teardown(test_data_folder_is_a_file, setup, teardown),
    };
    return cmocka_run_group_tests_name("match_keep", tests, NULL, NULL);
}
