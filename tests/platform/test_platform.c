/* test_platform.c: the platform seam (src/platform/platform.h) and the
 * atomic file writes on top of it (fileio.h), on whichever platform the
 * test is built for: on Linux the POSIX branch, under Wine the Windows one.
 * Replacing an existing file, never replacing one when keeping a file
 * aside, folders, listing, UTF-8 names (a user folder with an umlaut),
 * environment variables in UTF-8, threads and the number of processors, the
 * data folder, random bytes and the clock; two programs writing one file at
 * once (a second copy of this test is started as the other program), the
 * data folder's lock (datalock.h) between programs, and files that are not
 * files (a FIFO, a folder). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#ifdef _WIN32
#include <windows.h>
#else
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

#include "datalock.h"
#include "fileio.h"
#include "platform.h"

static char *scratch;
static char self[FILEIO_PATH_MAX]; /* this program, started again as the other program */

static int setup(void **state)
{
    (void)state;
    scratch = platform_make_temp_dir("carto-platform");
    return scratch ? 0 : -1;
}

static const char *at(const char *name)
{
    static char bufs[4][FILEIO_PATH_MAX];
    static int next;
    char *b = bufs[next++ % 4];
    assert_true(fileio_join(scratch, name, b, sizeof bufs[0]));
    return b;
}

static void put(const char *path, const char *text)
{
    char err[512] = "";
    if (!fileio_write_atomic(path, text, strlen(text), err, sizeof err))
        fail_msg("%s", err);
}

/* The whole file as a string, or NULL. */
static char *get(const char *path)
{
    size_t len;
    bool missing;
    char err[512];
    return fileio_read(path, 1 << 20, &len, &missing, err, sizeof err);
}

static void assert_file(const char *path, const char *want)
{
    char *got = get(path);
    assert_non_null(got);
    assert_string_equal(got, want);
    free(got);
}

static int count_entries(const char *dir, const char *prefix)
{
    bool missing;
    char why[256], name[PLATFORM_NAME_MAX];
    PlatformDir *d = platform_dir_open(dir, &missing, why, sizeof why);
    assert_non_null(d);
    int n = 0;
    while (platform_dir_next(d, name))
        n += strncmp(name, prefix, strlen(prefix)) == 0;
    platform_dir_close(d);
    return n;
}

/* The bug that lost moves on Windows: rename() refuses to replace. */
static void test_atomic_write_replaces_an_existing_file(void **state)
{
    (void)state;
    const char *path = at("current-game.autosave");
    put(path, "first");
    put(path, "second, longer than the first");
    assert_file(path, "second, longer than the first");
    put(path, "3");
    assert_file(path, "3");
    assert_false(platform_stat(at("current-game.autosave.tmp"), NULL, NULL));
    assert_int_equal(count_entries(scratch, "current-game"), 1);
}

static void test_replace_and_move_new(void **state)
{
    (void)state;
    char why[256] = "";
    put(at("a"), "A");
    put(at("b"), "B");
    assert_true(platform_replace(at("a"), at("b"), why, sizeof why));
    assert_false(platform_stat(at("a"), NULL, NULL));
    assert_file(at("b"), "A");

    /* moving to a name that exists changes nothing */
    put(at("c"), "C");
    assert_int_equal(platform_move_new(at("c"), at("b"), why, sizeof why), PLATFORM_TAKEN);
    assert_file(at("b"), "A");
    assert_file(at("c"), "C");
    assert_int_equal(platform_move_new(at("c"), at("d"), why, sizeof why), PLATFORM_MOVED);
    assert_file(at("d"), "C");
    assert_false(platform_stat(at("c"), NULL, NULL));
    assert_int_equal(platform_move_new(at("no-such-file"), at("e"), why, sizeof why), PLATFORM_FAILED);
    assert_true(why[0] != '\0');
    assert_false(platform_replace(at("no-such-file"), at("b"), why, sizeof why));
    assert_file(at("b"), "A");
}

static void test_keep_aside_never_replaces(void **state)
{
    (void)state;
    char aside[FILEIO_PATH_MAX], err[512];
    put(at("prefs.txt"), "bad one");
    assert_true(fileio_keep_aside(at("prefs.txt"), aside, sizeof aside, err, sizeof err));
    assert_string_equal(fileio_basename(aside), "prefs.txt.bad-1");
    put(at("prefs.txt"), "bad two");
    assert_true(fileio_keep_aside(at("prefs.txt"), aside, sizeof aside, err, sizeof err));
    assert_string_equal(fileio_basename(aside), "prefs.txt.bad-2");
    assert_file(at("prefs.txt.bad-1"), "bad one");
    assert_file(at("prefs.txt.bad-2"), "bad two");
    assert_false(platform_stat(at("prefs.txt"), NULL, NULL));
    assert_false(fileio_keep_aside(at("prefs.txt"), aside, sizeof aside, err, sizeof err));
}

static void test_folders_and_listing(void **state)
{
    (void)state;
    char why[256] = "";
    const char *sub = at("saves");
    assert_true(platform_make_dir(sub, why, sizeof why));
    assert_true(platform_make_dir(sub, why, sizeof why)); /* exists: fine */
    bool regular = true;
    long long mtime = 0;
    assert_true(platform_stat(sub, &regular, &mtime));
    assert_false(regular);
    put(at("plain"), "x");
    assert_false(platform_make_dir(at("plain"), why, sizeof why)); /* a file in the way */

    char one[FILEIO_PATH_MAX];
    assert_true(fileio_join(sub, "one.cartosave", one, sizeof one));
    put(one, "1");
    assert_true(platform_stat(one, &regular, &mtime));
    assert_true(regular);
    assert_true(mtime > 1600000000); /* seconds since 1970, not since 1601 */
    assert_int_equal(count_entries(sub, ""), 1);

    bool missing = false;
    assert_null(platform_dir_open(at("not-there"), &missing, why, sizeof why));
    assert_true(missing);

    assert_false(platform_remove_dir(sub)); /* not empty */
    assert_true(platform_remove(one));
    assert_true(platform_remove_dir(sub));
    assert_false(platform_stat(sub, NULL, NULL));
}

/* A data folder under C:\Users\Jürgen: UTF-8 all the way through. */
static void test_utf8_names(void **state)
{
    (void)state;
    char why[256] = "";
    const char *dir = at("Spielst\xC3\xA4nde J\xC3\xBCrgen");
    assert_true(platform_make_dir(dir, why, sizeof why));
    char path[FILEIO_PATH_MAX];
    assert_true(fileio_join(dir,
                            "\xC3\x9C"
                            "bung \xE2\x9C\x93.cartosave",
                            path, sizeof path));
    put(path, "gr\xC3\xBC\xC3\x9F");
    put(path, "again");
    assert_file(path, "again");
    bool missing;
    PlatformDir *d = platform_dir_open(dir, &missing, why, sizeof why);
    assert_non_null(d);
    char name[PLATFORM_NAME_MAX];
    assert_true(platform_dir_next(d, name));
    assert_string_equal(name, "\xC3\x9C"
                              "bung \xE2\x9C\x93.cartosave");
    assert_false(platform_dir_next(d, name));
    platform_dir_close(d);
    FILE *f = platform_fopen(path, "rb");
    assert_non_null(f);
    fclose(f);
    assert_true(platform_remove(path));
    assert_true(platform_remove_dir(dir));
}

static void test_user_languages(void **state)
{
    (void)state;
    char langs[256];
    memset(langs, 'x', sizeof langs);
    platform_user_languages(langs, sizeof langs);
    assert_true(memchr(langs, '\0', sizeof langs) != NULL); /* a string, whatever the system says */
}

/* The home folder is what the system says it is; a buffer too small for it
 * gives false and "", never a cut path. */
/* An environment variable's value arrives in UTF-8, letters outside the
 * ANSI code page too (on Windows set through the wide environment, as
 * Explorer or a shell sets it); unset it is NULL. */
static void test_getenv_utf8(void **state)
{
    (void)state;
    const char *want = "C:\\Spiele\\J\xC3\xBCrgen \xC5\x91 \xE2\x82\xAC"; /* ü, ő, € */
#ifdef _WIN32
    assert_int_equal(_wputenv(L"CARTO_TEST_ENV=C:\\Spiele\\J\u00FCrgen \u0151 \u20AC"), 0);
#else
    assert_int_equal(setenv("CARTO_TEST_ENV", want, 1), 0);
#endif
    const char *got = platform_getenv("CARTO_TEST_ENV");
    assert_non_null(got);
    assert_string_equal(got, want);
    assert_string_equal(platform_getenv("CARTO_TEST_ENV"), want);
#ifdef _WIN32
    _wputenv(L"CARTO_TEST_ENV=");
#else
    unsetenv("CARTO_TEST_ENV");
#endif
    assert_null(platform_getenv("CARTO_TEST_ENV"));
    assert_null(platform_getenv("CARTO_TEST_ENV_NEVER_SET"));
}

static void test_home_dir(void **state)
{
    (void)state;
#ifdef _WIN32
    const char *var = "USERPROFILE";
    const char *want = "C:\\Users\\Zoe"; /* the narrow environment is not UTF-8 */
    assert_int_equal(_putenv_s(var, want), 0);
#else
    const char *var = "HOME";
    const char *want = "/home/zo\xC3\xAB";
    assert_int_equal(setenv(var, want, 1), 0);
#endif
    char home[64], *old = getenv(var) ? strdup(getenv(var)) : NULL;
    assert_true(platform_home_dir(home, sizeof home));
    assert_string_equal(home, want);
    char small[5];
    assert_false(platform_home_dir(small, sizeof small));
    assert_string_equal(small, "");
#ifdef _WIN32
    _putenv_s(var, old ? old : "");
#else
    if (old)
        setenv(var, old, 1);
    else
        unsetenv(var);
#endif
    free(old);
}

/* Whatever the system has: a folder that exists, or false with "". */
static void test_pictures_dir_is_a_folder(void **state)
{
    (void)state;
    char dir[FILEIO_PATH_MAX];
    memset(dir, 'x', sizeof dir);
    bool regular = true;
    if (platform_pictures_dir(dir, sizeof dir))
        assert_true(platform_stat(dir, &regular, NULL) && !regular);
    else
        assert_string_equal(dir, "");
}

#ifndef _WIN32
/* The POSIX rules: $XDG_PICTURES_DIR, user-dirs.dirs, ~/Pictures, in a home
 * folder made for the test. */
static void test_pictures_dir_posix(void **state)
{
    (void)state;
    char *old_home = getenv("HOME") ? strdup(getenv("HOME")) : NULL;
    char *old_config = getenv("XDG_CONFIG_HOME") ? strdup(getenv("XDG_CONFIG_HOME")) : NULL;
    char *old_pictures = getenv("XDG_PICTURES_DIR") ? strdup(getenv("XDG_PICTURES_DIR")) : NULL;
    char home[FILEIO_PATH_MAX], pictures[FILEIO_PATH_MAX], bilder[FILEIO_PATH_MAX], config[FILEIO_PATH_MAX],
        dirs[FILEIO_PATH_MAX], got[FILEIO_PATH_MAX], why[256];
    snprintf(home, sizeof home, "%s", at("home"));
    assert_true(fileio_join(home, "Pictures", pictures, sizeof pictures));
    assert_true(fileio_join(home, "Bilder", bilder, sizeof bilder));
    assert_true(fileio_join(home, "config", config, sizeof config));
    assert_true(fileio_join(config, "user-dirs.dirs", dirs, sizeof dirs));
    assert_true(platform_make_dir(home, why, sizeof why));
    setenv("HOME", home, 1);
    setenv("XDG_CONFIG_HOME", config, 1);
    unsetenv("XDG_PICTURES_DIR");

    assert_false(platform_pictures_dir(got, sizeof got)); /* no such folder yet */
    assert_string_equal(got, "");
    assert_true(platform_make_dir(pictures, why, sizeof why));
    assert_true(platform_pictures_dir(got, sizeof got));
    assert_string_equal(got, pictures);

    /* the user's own folder from user-dirs.dirs */
    assert_true(platform_make_dir(config, why, sizeof why));
    assert_true(platform_make_dir(bilder, why, sizeof why));
    put(dirs, "# written by xdg-user-dirs-update\nXDG_DESKTOP_DIR=\"$HOME/Schreibtisch\"\n"
              "XDG_PICTURES_DIR=\"$HOME/Bilder\"\n");
    assert_true(platform_pictures_dir(got, sizeof got));
    assert_string_equal(got, bilder);
    /* set to the home folder: switched off */
    put(dirs, "XDG_PICTURES_DIR=\"$HOME/\"\n");
    assert_false(platform_pictures_dir(got, sizeof got));
    /* a folder that does not exist */
    put(dirs, "XDG_PICTURES_DIR=\"$HOME/Fotos\"\n");
    assert_false(platform_pictures_dir(got, sizeof got));
    /* the environment first */
    setenv("XDG_PICTURES_DIR", bilder, 1);
    assert_true(platform_pictures_dir(got, sizeof got));
    assert_string_equal(got, bilder);

    assert_true(platform_remove(dirs));
    assert_true(platform_remove_dir(config));
    assert_true(platform_remove_dir(bilder));
    assert_true(platform_remove_dir(pictures));
    assert_true(platform_remove_dir(home));
    const char *vars[] = {"HOME", "XDG_CONFIG_HOME", "XDG_PICTURES_DIR"};
    char *olds[] = {old_home, old_config, old_pictures};
    for (int i = 0; i < 3; i++) {
        if (olds[i])
            setenv(vars[i], olds[i], 1);
        else
            unsetenv(vars[i]);
        free(olds[i]);
    }
}
#endif

/* The text a writer writes the i-th time: long enough that two writers
 * overlap, the same length each time, its first line naming it. */
static char *writer_text(const char *who, int i)
{
    enum { SIZE = 96 * 1024 };
    char *t = malloc(SIZE + 1);
    assert_non_null(t);
    int n = snprintf(t, SIZE, "%s %d\n", who, i);
    memset(t + n, who[0], SIZE - (size_t)n - 1);
    t[SIZE - 1] = '\n';
    t[SIZE] = '\0';
    return t;
}

/* Whether text is one whole writer_text of either writer. */
static bool whole_text(const char *text)
{
    char who[16];
    int i;
    if (!text || sscanf(text, "%15s %d", who, &i) != 2)
        return false;
    char *want = writer_text(who, i);
    bool same = strcmp(text, want) == 0;
    free(want);
    return same;
}

/* The other program: "--write PATH N" writes N texts; "--lock PATH" tries
 * the lock and ends without letting it go (the system must). Says how it
 * went on stdout. */
static int other_program(int argc, char **argv)
{
    char err[512] = "";
    if (argc == 4 && strcmp(argv[1], "--write") == 0) {
        int n = atoi(argv[3]), failed = 0;
        for (int i = 0; i < n; i++) {
            char *t = writer_text("other", i);
            if (!fileio_write_atomic(argv[2], t, strlen(t), err, sizeof err) && failed++ == 0)
                printf("failed: %s\n", err);
            free(t);
        }
        printf("wrote %d of %d\n", n - failed, n);
        return 0;
    }
    if (argc == 3 && strcmp(argv[1], "--lock") == 0) {
        /* held to the end on purpose; static, so the leak checker sees it kept */
        static PlatformLock *l;
        PlatformLockResult r = platform_lock(argv[2], &l, err, sizeof err);
        printf("%s %ld\n", r == PLATFORM_LOCK_TAKEN ? "taken" : r == PLATFORM_LOCK_BUSY ? "busy" : "failed",
               platform_process_id());
        return 0;
    }
    fprintf(stderr, "unknown arguments\n");
    return 2;
}

/* Starts this program as the other one with these words. */
static FILE *start_other(const char *words)
{
    char cmd[4 * FILEIO_PATH_MAX];
#ifdef _WIN32
    /* cmd.exe /c drops the outer quotes: keep the inner ones */
    snprintf(cmd, sizeof cmd, "\"\"%s\" %s\"", self, words);
#else
    snprintf(cmd, sizeof cmd, "'%s' %s", self, words);
#endif
    FILE *p = popen(cmd, "r");
    assert_non_null(p);
    return p;
}

/* What the other program said (its first line), after it ended. */
static void finish_other(FILE *p, char *said, size_t size)
{
    said[0] = '\0';
    char line[1024];
    while (fgets(line, sizeof line, p))
        if (!said[0])
            snprintf(said, size, "%s", line);
    assert_int_equal(pclose(p), 0);
    size_t n = strlen(said);
    while (n > 0 && (said[n - 1] == '\n' || said[n - 1] == '\r'))
        said[--n] = '\0';
}

/* Two copies of the game used to share PATH.tmp: one truncated the
 * other's file midway, and the file left could be half of each. */
static void test_two_programs_write_one_file(void **state)
{
    (void)state;
    enum { WRITES = 150 };
    const char *path = at("current-game.autosave");
    char words[FILEIO_PATH_MAX + 64], said[1024], err[512] = "";
    snprintf(words, sizeof words, "--write \"%s\" %d", path, WRITES);
    FILE *other = start_other(words);
    int failed = 0;
    for (int i = 0; i < WRITES; i++) {
        char *t = writer_text("this", i);
        if (!fileio_write_atomic(path, t, strlen(t), err, sizeof err) && failed++ == 0)
            print_message("# this program: %s\n", err);
        free(t);
        char *got = get(path);
        if (got && !whole_text(got))
            fail_msg("after write %d the file is not one whole text", i);
        free(got);
    }
    finish_other(other, said, sizeof said);
    assert_int_equal(failed, 0);
    char want[64];
    snprintf(want, sizeof want, "wrote %d of %d", WRITES, WRITES);
    assert_string_equal(said, want);
    char *last = get(path);
    assert_true(whole_text(last));
    free(last);
    assert_int_equal(count_entries(scratch, "current-game"), 1); /* no temporary file left */
    assert_true(platform_remove(path));
}

static void test_write_new_never_replaces(void **state)
{
    (void)state;
    char err[512] = "";
    const char *path = at("game-20261124-101500.cartosave");
    assert_int_equal(fileio_write_new(path, "first", 5, err, sizeof err), FILEIO_NEW_WRITTEN);
    assert_int_equal(fileio_write_new(path, "second", 6, err, sizeof err), FILEIO_NEW_TAKEN);
    assert_file(path, "first");
    assert_int_equal(count_entries(scratch, "game-"), 1);
    assert_true(platform_remove(path));
}

static void test_clean_temps(void **state)
{
    (void)state;
    put(at("stats.txt"), "kept");
    put(at("stats.txt.tmp-4242-7"), "cut short");
    put(at("campaign.txt.tmp"), "from an older version");
    put(at("notes.tmpl"), "not ours");
    assert_int_equal(fileio_clean_temps(scratch), 2);
    assert_file(at("stats.txt"), "kept");
    assert_file(at("notes.tmpl"), "not ours");
    assert_int_equal(count_entries(scratch, "stats.txt"), 1);
    assert_int_equal(count_entries(scratch, "campaign.txt"), 0);
    assert_true(platform_remove(at("stats.txt")));
    assert_true(platform_remove(at("notes.tmpl")));
}

/* One program owns a data folder; the lock goes with the program. */
static void test_lock_between_programs(void **state)
{
    (void)state;
    char why[256] = "", words[FILEIO_PATH_MAX + 64], said[1024];
    const char *path = at("in-use.lock");
    PlatformLock *mine = NULL, *again = NULL;
    assert_int_equal(platform_lock(path, &mine, why, sizeof why), PLATFORM_LOCK_TAKEN);
    /* a second lock on the file fails, in this program too */
    assert_int_equal(platform_lock(path, &again, why, sizeof why), PLATFORM_LOCK_BUSY);
    assert_null(again);
    snprintf(words, sizeof words, "--lock \"%s\"", path);
    finish_other(start_other(words), said, sizeof said);
    assert_true(strncmp(said, "busy ", 5) == 0);
    /* the owner's id is readable while it holds the lock */
    assert_int_equal(datalock_owner(scratch), platform_process_id());
    platform_unlock(mine);

    /* the other program takes it and ends without letting it go */
    finish_other(start_other(words), said, sizeof said);
    assert_true(strncmp(said, "taken ", 6) == 0);
    long other = atol(said + 6);
    assert_true(other > 0 && other != platform_process_id());
    assert_int_equal(datalock_owner(scratch), other);
    assert_int_equal(platform_lock(path, &mine, why, sizeof why), PLATFORM_LOCK_TAKEN);
    platform_unlock(mine);
    assert_true(platform_remove(path));
}

/* The data folder's owner, a second copy, the request to come forward,
 * and what the owner cleans up when it takes the folder. */
static void test_datalock(void **state)
{
    (void)state;
    char why[256] = "", err[512] = "", past[FILEIO_PATH_MAX], stale[FILEIO_PATH_MAX];
    const char *dir = at("data");
    assert_true(platform_make_dir(dir, why, sizeof why));
    assert_true(fileio_join(dir, "finished", past, sizeof past));
    assert_true(platform_make_dir(past, why, sizeof why));
    assert_true(fileio_join(past, "game-20261124-101500.cartosave.tmp-77-0", stale, sizeof stale));
    put(stale, "cut short");
    char forward[FILEIO_PATH_MAX];
    assert_true(fileio_join(dir, DATALOCK_FORWARD_FILE, forward, sizeof forward));
    put(forward, "1\n"); /* meant for an owner that is gone */

    DataLock *first = NULL, *second = NULL;
    assert_int_equal(datalock_take(dir, &first, why, sizeof why), DATALOCK_OWNED);
    assert_non_null(first);
    assert_false(platform_stat(stale, NULL, NULL));
    assert_false(datalock_forward_waiting(dir));
    assert_false(datalock_forward_asked(first));

    assert_int_equal(datalock_take(dir, &second, why, sizeof why), DATALOCK_BUSY);
    assert_null(second);
    assert_int_equal(datalock_owner(dir), platform_process_id());
    assert_true(datalock_ask_forward(dir, err, sizeof err));
    assert_true(datalock_forward_waiting(dir));
    assert_true(datalock_forward_asked(first));
    assert_false(datalock_forward_waiting(dir)); /* seen: the second copy may close */
    assert_false(datalock_forward_asked(first)); /* once */
    assert_true(datalock_ask_forward(dir, err, sizeof err));
    datalock_cancel_forward(dir);
    assert_false(datalock_forward_asked(first));

    datalock_release(first);
    assert_int_equal(datalock_take(dir, &second, why, sizeof why), DATALOCK_OWNED);
    datalock_release(second);
    char lockfile[FILEIO_PATH_MAX];
    assert_true(fileio_join(dir, DATALOCK_FILE, lockfile, sizeof lockfile));
    assert_true(platform_remove(lockfile));
    assert_true(platform_remove_dir(past));
    assert_true(platform_remove_dir(dir));
}

/* Reading a file: a folder or a device is refused at once. */
static void test_only_regular_files_are_read(void **state)
{
    (void)state;
    char why[256] = "", err[512] = "";
    const char *dir = at("a folder.cartosave");
    assert_true(platform_make_dir(dir, why, sizeof why));
    bool not_regular = false, missing = true;
    size_t len;
    assert_null(platform_fopen_regular(dir, &not_regular));
    assert_true(not_regular);
    assert_null(fileio_read(dir, 1024, &len, &missing, err, sizeof err));
    assert_false(missing);
    assert_non_null(strstr(err, "not a file"));
    assert_true(platform_remove_dir(dir));
    assert_null(platform_fopen_regular(at("not-there"), &not_regular));
    assert_false(not_regular);
    put(at("plain.cartosave"), "x");
    FILE *f = platform_fopen_regular(at("plain.cartosave"), &not_regular);
    assert_non_null(f);
    assert_int_equal(fgetc(f), 'x');
    fclose(f);
    assert_true(platform_remove(at("plain.cartosave")));
#ifdef _WIN32
    assert_null(platform_fopen_regular("NUL", &not_regular));
    assert_true(not_regular);
#else
    assert_null(platform_fopen_regular("/dev/zero", &not_regular));
    assert_true(not_regular);
    /* a FIFO nobody writes: opening it used to wait for ever (the alarm
     * ends the test instead) */
    const char *fifo = at("pipe.cartosave");
    assert_int_equal(mkfifo(fifo, 0600), 0);
    alarm(10);
    assert_null(fileio_read(fifo, 1024, &len, &missing, err, sizeof err));
    alarm(0);
    assert_false(missing);
    assert_non_null(strstr(err, "not a file"));
    assert_true(platform_remove(fifo));
#endif
}

#ifndef _WIN32
/* A folder that cannot be written is said to be so at once (as root, who
 * writes anywhere a mode forbids, a folder of /proc). */
static void test_datalock_unwritable_folder(void **state)
{
    (void)state;
    char why[256] = "";
    bool root = geteuid() == 0;
    const char *dir = root ? "/proc/self" : at("read-only");
    if (!root) {
        assert_true(platform_make_dir(dir, why, sizeof why));
        assert_int_equal(chmod(dir, 0500), 0);
    }
    DataLock *l = NULL;
    why[0] = '\0';
    assert_int_equal(datalock_take(dir, &l, why, sizeof why), DATALOCK_UNWRITABLE);
    assert_null(l);
    if (root) {
        assert_true(why[0] != '\0');
    } else {
        assert_string_equal(why, "Permission denied");
        chmod(dir, 0700);
        assert_true(platform_remove_dir(dir));
    }
}
#endif

/* What each test thread does: adds 1..n into its own slot, and counts itself in a shared total. */
typedef struct ThreadWork {
    long n;
    long long sum;
    atomic_int *started;
} ThreadWork;

static void add_up(void *arg)
{
    ThreadWork *w = arg;
    atomic_fetch_add(w->started, 1);
    for (long i = 1; i <= w->n; i++)
        w->sum += i;
}

/* Threads run their function once each and are joined; many at once, and
 * again after the first ones ended. */
static void test_threads(void **state)
{
    (void)state;
    enum { THREADS = 16 };
    atomic_int started = 0;
    for (int round = 0; round < 2; round++) {
        ThreadWork work[THREADS];
        PlatformThread *t[THREADS];
        for (int i = 0; i < THREADS; i++) {
            work[i].n = 100000 + i;
            work[i].sum = 0;
            work[i].started = &started;
            t[i] = platform_thread_start(add_up, &work[i]);
            assert_non_null(t[i]);
        }
        for (int i = 0; i < THREADS; i++)
            platform_thread_join(t[i]);
        for (int i = 0; i < THREADS; i++)
            assert_true(work[i].sum == (long long)work[i].n * (work[i].n + 1) / 2);
        assert_int_equal(atomic_load(&started), (round + 1) * THREADS);
    }
    platform_thread_join(NULL); /* nothing to wait for */
    int cpus = platform_cpu_count();
    assert_true(cpus >= 1 && cpus <= 1024);
}

/* The process's processor time grows with work it does, and no faster
 * than the clock allows on the cores there are (at most a few threads here:
 * one). */
static void test_cpu_seconds_count_work(void **state)
{
    (void)state;
    double t0 = platform_cpu_seconds();
    clock_t c0 = clock();
    volatile unsigned long x = 1;
    while (platform_cpu_seconds() - t0 < 0.05)
        for (int i = 0; i < 100000; i++)
            x = x * 6364136223846793005u + 1;
    double used = platform_cpu_seconds() - t0;
    double clocked = (double)(clock() - c0) / CLOCKS_PER_SEC;
    assert_true(used >= 0.05);
    assert_true(used < 5.0);
    /* clock() is the process's time too where the C library says so (not on Windows) */
#ifndef _WIN32
    assert_true(clocked > used * 0.5 && clocked < used * 2.0 + 0.02);
#else
    (void)clocked;
#endif
}

/* The data folder ends in the app's own two folders; on POSIX it follows
 * $XDG_DATA_HOME. */
static void test_data_dir(void **state)
{
    (void)state;
    char got[FILEIO_PATH_MAX];
    assert_true(platform_data_dir(got, sizeof got));
    const char *tail = "/cartographers-desktop/cartographers";
    assert_true(strlen(got) > strlen(tail));
    assert_string_equal(got + strlen(got) - strlen(tail), tail);
    assert_false(platform_data_dir(got, 8)); /* does not fit */
    assert_string_equal(got, "");
#ifndef _WIN32
    char *old = getenv("XDG_DATA_HOME") ? strdup(getenv("XDG_DATA_HOME")) : NULL;
    setenv("XDG_DATA_HOME", "/srv/data", 1);
    assert_true(platform_data_dir(got, sizeof got));
    assert_string_equal(got, "/srv/data/cartographers-desktop/cartographers");
    if (old)
        setenv("XDG_DATA_HOME", old, 1);
    else
        unsetenv("XDG_DATA_HOME");
    free(old);
#endif
}

/* Random bytes: of any length, and not the same twice (two draws of 32
 * bytes agree with probability 2^-256). */
static void test_random_bytes(void **state)
{
    (void)state;
    unsigned char a[32], b[32], big[5000];
    assert_true(platform_random_bytes(a, sizeof a));
    assert_true(platform_random_bytes(b, sizeof b));
    assert_memory_not_equal(a, b, sizeof a);
    assert_true(platform_random_bytes(big, sizeof big));
    int counts[256] = {0};
    for (size_t i = 0; i < sizeof big; i++)
        counts[big[i]]++;
    for (int v = 0; v < 256; v++)
        assert_true(counts[v] < 60); /* about 20 each: no stuck value */
    assert_true(platform_random_bytes(a, 0));
}

/* The clock goes forward, by milliseconds. */
static void test_now_ms(void **state)
{
    (void)state;
    unsigned long long a = platform_now_ms(), b = a;
    for (long i = 0; i < 200000000 && b - a < 20; i++)
        b = platform_now_ms();
    assert_true(b >= a + 20 && b < a + 5000);
}

static int teardown(void **state)
{
    (void)state;
    bool missing;
    char why[256], name[PLATFORM_NAME_MAX];
    PlatformDir *d = platform_dir_open(scratch, &missing, why, sizeof why);
    while (d && platform_dir_next(d, name))
        platform_remove(at(name));
    platform_dir_close(d);
    bool gone = platform_remove_dir(scratch);
    free(scratch);
    return gone ? 0 : -1;
}

int main(int argc, char **argv)
{
    if (argc > 1)
        return other_program(argc, argv);
#ifdef _WIN32
    GetModuleFileNameA(NULL, self, sizeof self);
#else
    snprintf(self, sizeof self, "%s", argv[0]);
#endif
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_atomic_write_replaces_an_existing_file),
        cmocka_unit_test(test_replace_and_move_new),
        cmocka_unit_test(test_keep_aside_never_replaces),
        cmocka_unit_test(test_folders_and_listing),
        cmocka_unit_test(test_utf8_names),
        cmocka_unit_test(test_user_languages),
        cmocka_unit_test(test_getenv_utf8),
        cmocka_unit_test(test_home_dir),
        cmocka_unit_test(test_pictures_dir_is_a_folder),
        cmocka_unit_test(test_threads),
        cmocka_unit_test(test_cpu_seconds_count_work),
        cmocka_unit_test(test_data_dir),
        cmocka_unit_test(test_random_bytes),
        cmocka_unit_test(test_now_ms),
#ifndef _WIN32
        cmocka_unit_test(test_pictures_dir_posix),
        cmocka_unit_test(test_datalock_unwritable_folder),
#endif
        cmocka_unit_test(test_two_programs_write_one_file),
        cmocka_unit_test(test_write_new_never_replaces),
        cmocka_unit_test(test_clean_temps),
        cmocka_unit_test(test_lock_between_programs),
        cmocka_unit_test(test_datalock),
        cmocka_unit_test(test_only_regular_files_are_read),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
