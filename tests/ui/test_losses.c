/* test_losses.c: the smaller losses and hangs, each as a player met it.
 * SIGTERM while the "not saved" box is up ends the game without a question
 * and keeps the moves where it can (a copy in the home folder); closing the
 * window still asks. A data folder that cannot be written is said on the
 * menu at start. A FIFO given as the file to open does not freeze the
 * game. A game ending on a full disk says every part that failed. The real
 * read-only and full disks are tmpfs mounts (root); elsewhere those parts
 * use a folder without write permission, or are skipped. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "harness.h"
#include "ui_test.h"

/* Copies of a game in dir (cartographers-*.cartosave) and their moves. */
static int copies_with_moves(const char *dir, int moves)
{
    char cmd[700];
    snprintf(cmd, sizeof cmd, "n=0; for f in '%s'/cartographers-*.cartosave; do [ -f \"$f\" ] && "
                              "[ \"$(grep -c '^move ' \"$f\")\" = %d ] && n=$((n+1)); done; exit $n",
             dir, moves);
    int rc = system(cmd);
    return rc < 0 ? -1 : WEXITSTATUS(rc);
}

/* SIGTERM (the system shutting down, `kill`) while the box asks whether to
 * quit with moves only in memory: it used to ask again and not end. */
static void test_sigterm_with_moves_not_on_disk(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--seed", "3", NULL};
    assert_true(harness_start(&h, args));
    char home[] = "/tmp/carto-home-XXXXXX";
    assert_non_null(mkdtemp(home));
    setenv("HOME", home, 1);
    assert_true(harness_play_move(&h));
    assert_true(harness_break_folder(h.dir, true));
    assert_true(harness_play_move(&h));
    check(harness_top(&h) == SCREEN_NOT_SAVED, "the failed autosave opens its box");
    h.sh.running = true; /* as the main loop has it */

    SDL_Event close;
    SDL_zero(close);
    close.type = SDL_WINDOWEVENT;
    close.window.event = SDL_WINDOWEVENT_CLOSE;
    shell_event(&h.sh, &close);
    check(h.sh.running && harness_top(&h) == SCREEN_NOT_SAVED, "closing the window asks first");

    /* the signal through SDL's own handler, as the system sends it */
    raise(SIGTERM);
    SDL_PumpEvents();
    SDL_Event ev;
    int quits = 0;
    while (SDL_PollEvent(&ev)) {
        quits += ev.type == SDL_QUIT;
        shell_event(&h.sh, &ev);
    }
    check(quits == 1, "SIGTERM reaches the game as SDL_QUIT");
    check(!h.sh.running, "and ends it, asking nothing");
    check(copies_with_moves(home, 2) == 1, "its moves are kept in a copy in the home folder");
    assert_true(harness_break_folder(h.dir, false));
    harness_stop(&h);
    assert_true(harness_shell("rm -rf", home, ""));
}

/* A read-only data folder: the menu said nothing until the first move's
 * autosave failed. */
static void test_read_only_folder_said_at_start(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    bool mounted = geteuid() == 0 && harness_shell("mount -t tmpfs -o size=64k,ro tmpfs", h.dir, " 2>/dev/null");
    if (!mounted && geteuid() == 0) {
        harness_stop(&h);
        skip(); /* root without the right to mount: no folder it cannot write */
    }
    if (!mounted)
        assert_int_equal(chmod(h.dir, 0500), 0);
    assert_true(harness_restart(&h, args));
    const char *notice = h.sh.profile.notice;
    check(harness_top(&h) == SCREEN_MENU, "the menu");
    check(strstr(notice, "cannot be written") != NULL && strstr(notice, h.dir) != NULL,
          "says at once that the folder cannot be written, and which");
    check(strstr(notice, mounted ? "ead-only" : "ermission denied") != NULL, "and why");
    if (mounted)
        assert_true(harness_shell("umount -l", h.dir, ""));
    else
        assert_int_equal(chmod(h.dir, 0700), 0);
    harness_stop(&h);
}

static void on_alarm(int sig)
{
    (void)sig;
    static const char msg[] = "not ok - the game hangs on the FIFO\n";
    if (write(2, msg, sizeof msg - 1) < 0) {
    }
    _Exit(1);
}

/* A FIFO given as the file to open froze the window (opening it waits for
 * a writer): it is refused at once as not a file. */
static void test_fifo_as_the_file(void **state)
{
    (void)state;
    char dir[] = "/tmp/carto-fifo-XXXXXX", fifo[64];
    assert_non_null(mkdtemp(dir));
    snprintf(fifo, sizeof fifo, "%s/game.cartosave", dir);
    assert_int_equal(mkfifo(fifo, 0600), 0);
    Harness h;
    const char *args[] = {fifo, NULL};
    signal(SIGALRM, on_alarm);
    alarm(60);
    assert_true(harness_start(&h, args));
    alarm(0);
    check(harness_top(&h) == SCREEN_MENU, "the game comes up on the menu");
    check(strstr(h.sh.profile.notice, "not a file") != NULL && strstr(h.sh.profile.notice, fifo) != NULL,
          "which says the path is not a file");
    check(!match_has_game(h.sh.match), "nothing was loaded");
    harness_stop(&h);
    assert_true(harness_shell("rm -rf", dir, ""));
}

/* A game ending on a real full disk: the statistics' failure was replaced
 * by the past games' on the status line, and the final box said only the
 * latter. */
static void test_full_disk_at_the_end(void **state)
{
    (void)state;
    Harness h;
    GameSettings s;
    game_settings_init(&s, GAME_BASE, 1, 12);
    char autoplay[16];
    snprintf(autoplay, sizeof autoplay, "%d", harness_moves_to_end(&s) - 1);
    const char *args[] = {"--seed", "12", "--autoplay", autoplay, "--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    harness_stop(&h);
    if (geteuid() != 0) {
        skip(); /* a full disk needs a mount */
    }
    assert_true(harness_start(&h, (const char *const[]){"--size", "1024x700", NULL}));
    if (!harness_shell("mount -t tmpfs -o size=64k tmpfs", h.dir, " 2>/dev/null")) {
        harness_stop(&h);
        skip();
    }
    assert_true(harness_restart(&h, args));
    harness_dismiss(&h);
    assert_true(harness_shell("dd if=/dev/zero bs=1k count=200 2>/dev/null >", h.dir, "/filler; true"));
    assert_true(harness_play_move(&h));
    TableView *tv = harness_table(&h);
    for (int i = 0; i < 4 && harness_box(&h) != SCREEN_FINAL; i++)
        harness_key(&h, SDLK_RETURN, 0); /* the winter's box, the not-saved box */
    check(harness_box(&h) == SCREEN_FINAL, "the final box");
    char kept[SESSION_MESSAGE_MAX * 4];
    snprintf(kept, sizeof kept, "%s", harness_value(&h, SCREEN_FINAL, "kept"));
    check(strstr(kept, "Past games") != NULL && strstr(kept, "statistics could not be saved") != NULL,
          "says the game is neither among the past games nor in the statistics");
    check(strstr(kept, "space") != NULL, "and why");
    print_message("# the final box: %s\n# the status line: %s\n", kept, tv->facts.status);
    check(strstr(tv->facts.status, "Past games") != NULL && strstr(tv->facts.status, "statistics") != NULL,
          "so does the status line");
    assert_true(harness_shell("umount -l", h.dir, ""));
    harness_stop(&h);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sigterm_with_moves_not_on_disk),
        cmocka_unit_test(test_read_only_folder_said_at_start),
        cmocka_unit_test(test_fifo_as_the_file),
        cmocka_unit_test(test_full_disk_at_the_end),
    };
    return cmocka_run_group_tests_name("ui_losses", tests, NULL, NULL);
}
