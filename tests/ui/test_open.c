/* test_open.c: a save file named on the command line (the desktop entry's
 * %f, core/args.c and shell/start.c): it is loaded as Load game loads one,
 * after keeping the unfinished game of the last run; a file that cannot be
 * read leaves everything as it was, the menu says why, and the file itself
 * is neither renamed nor changed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "save.h"
#include "session_test_util.h"
#include "ui_test.h"

/* Saves named "Unfinished game, DATE" with this many moves. */
static int count_unfinished(const char *dir, int moves)
{
    SaveInfo *list = NULL;
    char err[SESSION_MESSAGE_MAX];
    int n = save_list(dir, &list, err, sizeof err), found = 0;
    for (int i = 0; i < n; i++)
        if (strncmp(list[i].title, "Unfinished game, ", 17) == 0 && list[i].moves == moves)
            found++;
    free(list);
    return found;
}

static void test_open_from_command_line(void **state)
{
    (void)state;
    char *outside = tu_mkdtemp(); /* the player's folder, not the game's */
    char path[256], bad[256], missing[256], err[SESSION_MESSAGE_MAX];
    snprintf(path, sizeof path, "%s/Sunday game.cartosave", outside);
    snprintf(bad, sizeof bad, "%s/broken.cartosave", outside);
    snprintf(missing, sizeof missing, "%s/nowhere.cartosave", outside);

    /* a game of seed 5 with three moves, saved under a name, copied out */
    Harness h;
    assert_true(harness_start(&h, (const char *const[]){"--seed", "5", NULL}));
    for (int i = 0; i < 3; i++)
        assert_true(harness_play_move(&h));
    char file[256], saved[320];
    assert_true(match_save(h.sh.match, "Sunday game", file, sizeof file, err, sizeof err));
    snprintf(saved, sizeof saved, "%s/%s", h.dir, file);
    size_t len;
    char *text = tu_read(saved, &len);
    tu_write(path, text, len);

    /* an unfinished game of seed 9 with two moves is the game in progress */
    assert_true(harness_restart(&h, (const char *const[]){"--seed", "9", NULL}));
    for (int i = 0; i < 2; i++)
        assert_true(harness_play_move(&h));
    assert_int_equal(count_unfinished(h.dir, 2), 0);

    /* the next run opens the file: the seed-9 game is kept, seed 5 is played */
    assert_true(harness_restart(&h, (const char *const[]){path, NULL}));
    check(harness_top(&h) == SCREEN_TABLE, "the table, not the menu");
    assert_non_null(harness_game(&h));
    assert_int_equal(harness_game(&h)->settings.seed, 5);
    assert_int_equal(session_move_count(match_session(h.sh.match)), 3);
    check(count_unfinished(h.dir, 2) == 1, "the unfinished game of the last run was kept as a save");
    size_t len2;
    char *after = tu_read(path, &len2);
    check(len2 == len && memcmp(after, text, len) == 0, "the opened file is not changed");
    free(after);
    /* it goes on as any game does: a move, then a restart offers Resume */
    assert_true(harness_play_move(&h));
    assert_true(harness_restart(&h, NULL));
    check(harness_top(&h) == SCREEN_MENU && h.sh.profile.resume_state == AUTOSAVE_UNFINISHED,
          "the opened game is the one in progress");
    check(h.sh.profile.notice[0] == '\0', "no notice after a good file");

    /* a file that is not a save: the menu says why, nothing is lost */
    const char *junk = "cartographers-save 1\nkind chess\n";
    tu_write(bad, junk, strlen(junk));
    assert_true(harness_restart(&h, (const char *const[]){bad, NULL}));
    check(harness_top(&h) == SCREEN_MENU, "the menu, since there is nothing to play");
    check(strstr(h.sh.profile.notice, "cannot be opened") && strstr(h.sh.profile.notice, bad) &&
              strstr(h.sh.profile.notice, "line 2"),
          "the notice names the file and the line at fault");
    check(h.sh.profile.resume_state == AUTOSAVE_UNFINISHED, "the game in progress is still offered");
    char *still = tu_read(bad, &len2);
    check(still && len2 == strlen(junk) && memcmp(still, junk, len2) == 0, "the bad file is left as it is");
    free(still);
    char aside[300];
    snprintf(aside, sizeof aside, "%s.bad-1", bad);
    check(!tu_exists(aside), "and not renamed");

    /* no such file */
    assert_true(harness_restart(&h, (const char *const[]){missing, NULL}));
    check(harness_top(&h) == SCREEN_MENU && strstr(h.sh.profile.notice, "there is no such file"),
          "a missing file is named as missing");
    harness_stop(&h);
    free(text);
    tu_rmdir(outside);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_open_from_command_line),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
