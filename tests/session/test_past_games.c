/* test_past_games.c: the finished games kept by themselves (past_games.h):
 * keeping one (the file, its name, refusing an unfinished game, a folder
 * that cannot be made), the list newest first with what each row shows,
 * loading one back move for move, deleting, files that are bad, unfinished
 * or a newer version's skipped with their reason and left untouched; a
 * game's reviews kept beside it and deleted with it; the statistics' solo
 * games found among them (past_list_find); the keys of deleted games
 * noted (past_deleted.h: the newest few, a bad list kept aside); and
 * deleting a named save (save.h). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "past_deleted.h"
#include "past_games.h"
#include "past_reviews.h"
#include "platform.h"
#include "save.h"
#include "session_test_util.h"

/* 2026-11-18 12:00:00 UTC; the tests read local times through localtime_r too. */
#define T0 1795003200LL

static Session *finished_game(GameKind kind, int players, uint64_t seed, const char *first_name)
{
    char err[SESSION_MESSAGE_MAX];
    GameSettings gs = tu_settings(kind, players, seed);
    Seat seats[MAX_PLAYERS];
    for (int i = 0; i < players; i++)
        session_seat_init(&seats[i], i, i == 0 ? SEAT_HUMAN : SEAT_COMPUTER, "greedy", i == 0 ? first_name : NULL);
    Session *s = session_new(&gs, seats, err, sizeof err);
    assert_non_null(s);
    tu_play(s, -1, seed * 7 + 1);
    assert_true(game_over(session_game(s)));
    return s;
}

/* The scratch data folder with its finished/ folder emptied and removed. */
static void remove_all(char *dir)
{
    char sub[FILEIO_PATH_MAX];
    snprintf(sub, sizeof sub, "%s", tu_path(dir, PAST_GAMES_DIR));
    bool regular = false;
    if (platform_stat(sub, &regular, NULL) && !regular) {
        char *copy = malloc(strlen(sub) + 1);
        assert_non_null(copy);
        strcpy(copy, sub);
        tu_rmdir(copy);
    }
    tu_rmdir(dir);
}

static const char *kept_path(const char *dir, const char *file)
{
    static char path[FILEIO_PATH_MAX];
    snprintf(path, sizeof path, "%s/%s/%s", dir, PAST_GAMES_DIR, file);
    return path;
}

static void expected_name(long long when, const char *suffix, char *out, size_t size)
{
    time_t t = (time_t)when;
    struct tm tm;
    assert_non_null(localtime_r(&t, &tm));
    char stamp[32];
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    snprintf(out, size, "game-%s%s.cartosave", stamp, suffix);
}

static void expected_date(long long when, char *out, size_t size)
{
    time_t t = (time_t)when;
    struct tm tm;
    assert_non_null(localtime_r(&t, &tm));
    strftime(out, size, "%Y-%m-%d %H:%M", &tm);
}

static void test_keep(void **state)
{
    (void)state;
    char *dir = tu_mkdtemp();
    char err[SESSION_MESSAGE_MAX], file[PAST_FILE_MAX], want[PAST_FILE_MAX];
    Session *s = finished_game(GAME_BASE, 1, 5, "Anna");

    /* an unfinished game is refused, and nothing is written */
    GameSettings gs = tu_settings(GAME_BASE, 1, 6);
    Session *half = session_new(&gs, NULL, err, sizeof err);
    tu_play(half, 10, 3);
    assert_false(past_games_keep(half, dir, T0, file, sizeof file, err, sizeof err));
    assert_non_null(strstr(err, "not finished"));
    assert_false(tu_exists(tu_path(dir, PAST_GAMES_DIR)));
    session_free(half);

    /* the folder is made, the file named after the time, written whole */
    assert_true(past_games_keep(s, dir, T0, file, sizeof file, err, sizeof err));
    expected_name(T0, "", want, sizeof want);
    assert_string_equal(file, want);
    assert_true(tu_exists(kept_path(dir, file)));
    assert_int_equal(tu_count(tu_path(dir, PAST_GAMES_DIR), ""), 1); /* no .tmp left */
    size_t len;
    char *kept = tu_read(kept_path(dir, file), &len);
    char *same = save_format(s);
    assert_string_equal(kept, same); /* a save file, results and all */
    assert_non_null(strstr(kept, "\nresult player 1 total "));
    free(kept);
    free(same);

    /* the same second again: "-2", the first one left as it was */
    assert_true(past_games_keep(s, dir, T0, file, sizeof file, err, sizeof err));
    expected_name(T0, "-2", want, sizeof want);
    assert_string_equal(file, want);
    assert_int_equal(tu_count(tu_path(dir, PAST_GAMES_DIR), "game-"), 2);

    /* loading it back gives the same game, move for move */
    Session *back = past_games_load(dir, file, err, sizeof err);
    assert_non_null(back);
    assert_int_equal(session_move_count(back), session_move_count(s));
    for (int i = 0; i < session_move_count(s); i++)
        assert_memory_equal(session_move(back, i), session_move(s, i), sizeof(Move));
    assert_int_equal(game_total(session_game(back), 0), game_total(session_game(s), 0));
    session_free(back);
    assert_null(past_games_load(dir, "../prefs.cartosave", err, sizeof err));
    assert_non_null(strstr(err, "not the name of a kept game"));

    session_free(s);
    remove_all(dir);
}

static void test_keep_fails_visibly(void **state)
{
    (void)state;
    char *dir = tu_mkdtemp();
    char err[SESSION_MESSAGE_MAX] = "", file[PAST_FILE_MAX] = "unchanged";
    Session *s = finished_game(GAME_BASE, 1, 9, "Anna");
    /* finished/ is a file: the folder cannot be made, and the message says where */
    tu_write(tu_path(dir, PAST_GAMES_DIR), "x", 1);
    assert_false(past_games_keep(s, dir, T0, file, sizeof file, err, sizeof err));
    assert_non_null(strstr(err, PAST_GAMES_DIR));
    assert_string_equal(file, "unchanged");
    PastList list;
    assert_false(past_games_list(dir, &list, err, sizeof err));
    assert_non_null(strstr(err, "cannot read"));
    assert_int_equal(list.ngames, 0);
    past_list_free(&list);
    /* no data folder at all */
    assert_false(past_games_keep(s, "", T0, file, sizeof file, err, sizeof err));
    assert_true(err[0] != '\0');
    session_free(s);
    remove_all(dir);
}

static void test_list_newest_first(void **state)
{
    (void)state;
    char *dir = tu_mkdtemp();
    char err[SESSION_MESSAGE_MAX];
    PastList list;
    /* no folder yet: an empty list */
    assert_true(past_games_list(dir, &list, err, sizeof err));
    assert_int_equal(list.ngames, 0);
    assert_int_equal(list.nskipped, 0);
    past_list_free(&list);

    Session *solo = finished_game(GAME_BASE, 1, 21, "Anna");
    Session *heroes = finished_game(GAME_HEROES, 1, 22, "Ben");
    Session *three = finished_game(GAME_BASE, 3, 23, "Cleo");
    assert_true(session_set_title(heroes, "Campaign game 4", err, sizeof err));
    /* kept out of order: a day later, three days later, an hour later, the same second as the first */
    const long long when[] = {T0 + 86400, T0 + 3 * 86400, T0 + 3600, T0 + 86400};
    Session *games[] = {solo, heroes, three, solo};
    for (int i = 0; i < 4; i++)
        assert_true(past_games_keep(games[i], dir, when[i], NULL, 0, err, sizeof err));

    assert_true(past_games_list(dir, &list, err, sizeof err));
    assert_int_equal(list.ngames, 4);
    assert_int_equal(list.nskipped, 0);
    char want[PAST_FILE_MAX], date[32];
    expected_name(T0 + 3 * 86400, "", want, sizeof want);
    assert_string_equal(list.games[0].file, want);
    expected_name(T0 + 86400, "-2", want, sizeof want); /* kept later in the same second */
    assert_string_equal(list.games[1].file, want);
    expected_name(T0 + 86400, "", want, sizeof want);
    assert_string_equal(list.games[2].file, want);
    expected_name(T0 + 3600, "", want, sizeof want);
    assert_string_equal(list.games[3].file, want);
    for (int i = 0; i + 1 < list.ngames; i++)
        assert_true(list.games[i].order >= list.games[i + 1].order);
    expected_date(T0 + 3 * 86400, date, sizeof date);
    assert_string_equal(list.games[0].date, date);
    expected_date(T0 + 3600, date, sizeof date);
    assert_string_equal(list.games[3].date, date);

    /* what a row shows: solo */
    const PastGame *h = &list.games[0];
    const Game *gh = session_game(heroes);
    assert_int_equal(h->kind, GAME_HEROES);
    assert_int_equal(h->players, 1);
    assert_string_equal(h->names[0], "Ben");
    assert_false(h->computer[0]);
    assert_int_equal(h->totals[0], game_total(gh, 0));
    assert_int_equal(h->rating, game_solo_rating(gh));
    assert_non_null(h->title_id);
    assert_string_equal(h->title_id, game_title_id(game_solo_rating(gh)));
    assert_int_equal(h->winner, -1);
    assert_string_equal(h->title, "Campaign game 4");
    assert_int_equal(h->moves, session_move_count(heroes));
    assert_string_equal(list.games[2].names[0], "Anna");
    assert_string_equal(list.games[2].title, "");

    /* three players: names, computers, every total, places and the winner */
    const PastGame *t = &list.games[3];
    const Game *gt = session_game(three);
    int places[MAX_PLAYERS];
    game_ranking(gt, places);
    assert_int_equal(t->players, 3);
    assert_null(t->title_id);
    assert_string_equal(t->names[0], "Cleo");
    assert_string_equal(t->names[1], session_seat(three, 1)->name);
    int firsts = 0, winner = -1;
    for (int p = 0; p < 3; p++) {
        assert_int_equal(t->totals[p], game_total(gt, p));
        assert_int_equal(t->places[p], places[p]);
        assert_int_equal(t->computer[p], p > 0);
        if (places[p] == 1) {
            firsts++;
            winner = p;
        }
    }
    assert_int_equal(t->winner, firsts == 1 ? winner : -1);
    for (int p = 0; p < 3; p++) /* the winner has the highest total */
        if (t->winner >= 0)
            assert_true(t->totals[t->winner] >= t->totals[p]);
    past_list_free(&list);
    assert_null(list.games);

    session_free(solo);
    session_free(heroes);
    session_free(three);
    remove_all(dir);
}

/* The statistics keep no file name: their solo game is found by its day,
 * kind, scoring cards, total and rating, the newest first; a game of
 * another day, a changed total or a deleted game is not found. */
static void test_stats_game_found(void **state)
{
    (void)state;
    char *dir = tu_mkdtemp();
    char err[SESSION_MESSAGE_MAX], date[32], file[PAST_FILE_MAX], newest[PAST_FILE_MAX];
    Session *solo = finished_game(GAME_BASE, 1, 31, "Anna");
    Session *other = finished_game(GAME_HEROES, 1, 32, "Anna");
    Session *three = finished_game(GAME_BASE, 3, 33, "Cleo");
    assert_true(past_games_keep(solo, dir, T0, NULL, 0, err, sizeof err));
    assert_true(past_games_keep(other, dir, T0 + 60, NULL, 0, err, sizeof err));
    assert_true(past_games_keep(three, dir, T0 + 120, NULL, 0, err, sizeof err));
    assert_true(past_games_keep(solo, dir, T0 + 180, newest, sizeof newest, err, sizeof err)); /* the same again */
    Stats st;
    stats_init(&st);
    expected_date(T0, date, sizeof date);
    date[10] = '\0';
    assert_true(stats_add_game(&st, date, session_game(solo)));
    assert_true(stats_add_game(&st, date, session_game(other)));
    assert_true(stats_add_game(&st, "1999-01-01", session_game(solo)));
    PastList list;
    assert_true(past_games_list(dir, &list, err, sizeof err));
    assert_int_equal(list.ngames, 4);
    const Game *g = session_game(solo);
    assert_memory_equal(list.games[0].decrees, g->decree_cards, sizeof list.games[0].decrees);
    int i = past_list_find(&list, &st.games[0]);
    assert_true(i >= 0);
    assert_string_equal(list.games[i].file, newest); /* the newest of the two */
    i = past_list_find(&list, &st.games[1]);
    assert_true(i >= 0);
    assert_int_equal(list.games[i].kind, GAME_HEROES);
    assert_int_equal(past_list_find(&list, &st.games[2]), -1); /* another day */
    StatsGame changed = st.games[0];
    changed.total++;
    assert_int_equal(past_list_find(&list, &changed), -1);
    changed = st.games[0];
    changed.decrees[0] ^= 1; /* another scoring card for decree A */
    assert_int_equal(past_list_find(&list, &changed), -1);
    past_list_free(&list);

    /* both copies deleted: not found */
    expected_name(T0, "", file, sizeof file);
    assert_true(past_games_delete(dir, file, err, sizeof err));
    assert_true(past_games_delete(dir, newest, err, sizeof err));
    assert_true(past_games_list(dir, &list, err, sizeof err));
    assert_int_equal(past_list_find(&list, &st.games[0]), -1);
    past_list_free(&list);

    stats_free(&st);
    session_free(solo);
    session_free(other);
    session_free(three);
    remove_all(dir);
}

static void test_delete(void **state)
{
    (void)state;
    char *dir = tu_mkdtemp();
    char err[SESSION_MESSAGE_MAX], a[PAST_FILE_MAX], b[PAST_FILE_MAX];
    Session *s = finished_game(GAME_BASE, 2, 31, "Anna");
    assert_true(past_games_keep(s, dir, T0, a, sizeof a, err, sizeof err));
    assert_true(past_games_keep(s, dir, T0 + 60, b, sizeof b, err, sizeof err));
    tu_write(tu_path(dir, "prefs.txt"), "keep me\n", 8);

    assert_true(past_games_delete(dir, a, err, sizeof err));
    assert_false(tu_exists(kept_path(dir, a)));
    assert_true(tu_exists(kept_path(dir, b)));
    PastList list;
    assert_true(past_games_list(dir, &list, err, sizeof err));
    assert_int_equal(list.ngames, 1);
    assert_string_equal(list.games[0].file, b);
    past_list_free(&list);

    /* again: said, not silent */
    assert_false(past_games_delete(dir, a, err, sizeof err));
    assert_non_null(strstr(err, "no such file"));
    /* nothing but a kept game's name is deleted */
    const char *bad[] = {"../prefs.txt", "prefs.txt", "../x.cartosave", ".cartosave", "", "a/b.cartosave"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        assert_false(past_games_delete(dir, bad[i], err, sizeof err));
        assert_non_null(strstr(err, "not the name of a kept game"));
    }
    assert_true(tu_exists(tu_path(dir, "prefs.txt")));
    assert_true(tu_exists(kept_path(dir, b)));
    session_free(s);
    remove_all(dir);
}

/* A game's reviews are kept beside it, read back, left out of the list,
 * and deleted with it. */
static void test_reviews_beside_games(void **state)
{
    (void)state;
    char *dir = tu_mkdtemp();
    char err[SESSION_MESSAGE_MAX], a[PAST_FILE_MAX], name[PAST_FILE_MAX + 32];
    Session *s = finished_game(GAME_BASE, 2, 32, "Anna");
    assert_true(past_games_keep(s, dir, T0, a, sizeof a, err, sizeof err));
    size_t len;
    bool missing;
    assert_null(past_review_read(dir, a, 0, &len, &missing, err, sizeof err));
    assert_true(missing);
    assert_true(past_review_keep(dir, a, 0, "seat one\n", err, sizeof err));
    assert_true(past_review_keep(dir, a, 1, "seat two\n", err, sizeof err));
    char *text = past_review_read(dir, a, 1, &len, &missing, err, sizeof err);
    assert_non_null(text);
    assert_string_equal(text, "seat two\n");
    free(text);
    /* the names: the game's, with the seat from the second on */
    char expected[PAST_FILE_MAX + 32];
    assert_true(past_review_name(a, 0, name, sizeof name));
    snprintf(expected, sizeof expected, "%.*s.cartoreview", (int)(strlen(a) - strlen(".cartosave")), a);
    assert_string_equal(name, expected);
    assert_true(tu_exists(kept_path(dir, name)));
    assert_true(past_review_name(a, 1, name, sizeof name));
    snprintf(expected, sizeof expected, "%.*s-seat2.cartoreview", (int)(strlen(a) - strlen(".cartosave")), a);
    assert_string_equal(name, expected);
    const char *bad[] = {"../prefs.txt", "x.cartoreview", "../x.cartosave", ".cartosave", "", "a/b.cartosave"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        assert_false(past_review_name(bad[i], 0, name, sizeof name));
        assert_false(past_review_keep(dir, bad[i], 0, "x\n", err, sizeof err));
        assert_non_null(strstr(err, "not the name of a kept game"));
    }
    assert_false(past_review_name(a, MAX_PLAYERS, name, sizeof name));
    /* the list shows the game, and no review as a skipped file */
    PastList list;
    assert_true(past_games_list(dir, &list, err, sizeof err));
    assert_int_equal(list.ngames, 1);
    assert_int_equal(list.nskipped, 0);
    past_list_free(&list);
    /* deleting the game deletes its reviews */
    assert_true(past_games_delete(dir, a, err, sizeof err));
    assert_true(past_review_name(a, 0, name, sizeof name));
    assert_false(tu_exists(kept_path(dir, name)));
    assert_true(past_review_name(a, 1, name, sizeof name));
    assert_false(tu_exists(kept_path(dir, name)));
    session_free(s);
    remove_all(dir);
}

static void test_bad_files_skipped_and_left(void **state)
{
    (void)state;
    char *dir = tu_mkdtemp();
    char err[SESSION_MESSAGE_MAX], good[PAST_FILE_MAX];
    Session *s = finished_game(GAME_BASE, 1, 41, "Anna");
    assert_true(past_games_keep(s, dir, T0, good, sizeof good, err, sizeof err));

    /* garbage, a newer version's game, an unfinished game, a file cut short */
    static const char garbage[] = "this is not a saved game\n";
    static const char newer[] = "cartographers-save 99\nsomething new 1\nend 0\n";
    tu_write(kept_path(dir, "a-garbage.cartosave"), garbage, sizeof garbage - 1);
    tu_write(kept_path(dir, "b-newer.cartosave"), newer, sizeof newer - 1);
    GameSettings gs = tu_settings(GAME_BASE, 1, 42);
    Session *half = session_new(&gs, NULL, err, sizeof err);
    tu_play(half, 12, 5);
    char *half_text = save_format(half);
    tu_write(kept_path(dir, "c-unfinished.cartosave"), half_text, strlen(half_text));
    char *full = save_format(s);
    size_t cut = strlen(full) / 2;
    tu_write(kept_path(dir, "d-cut.cartosave"), full, cut);
    /* not games at all: left out without a word */
    tu_write(kept_path(dir, "notes.txt"), "x", 1);
    tu_write(kept_path(dir, "game-1.cartosave.tmp"), "x", 1);
    tu_write(kept_path(dir, "old.cartosave.bad-1"), "x", 1);

    PastList list;
    assert_true(past_games_list(dir, &list, err, sizeof err));
    assert_int_equal(list.ngames, 1);
    assert_string_equal(list.games[0].file, good);
    assert_int_equal(list.nskipped, 4);
    assert_string_equal(list.skipped[0].file, "a-garbage.cartosave");
    assert_false(list.skipped[0].newer);
    assert_non_null(strstr(list.skipped[0].why, "line 1"));
    assert_string_equal(list.skipped[1].file, "b-newer.cartosave");
    assert_true(list.skipped[1].newer);
    assert_non_null(strstr(list.skipped[1].why, "newer version"));
    assert_string_equal(list.skipped[2].file, "c-unfinished.cartosave");
    assert_false(list.skipped[2].newer);
    assert_non_null(strstr(list.skipped[2].why, "not finished"));
    assert_string_equal(list.skipped[3].file, "d-cut.cartosave");
    assert_true(list.skipped[3].why[0] != '\0');
    past_list_free(&list);

    /* nothing renamed, deleted or changed */
    size_t len;
    char *back = tu_read(kept_path(dir, "a-garbage.cartosave"), &len);
    assert_int_equal(len, sizeof garbage - 1);
    assert_memory_equal(back, garbage, len);
    free(back);
    back = tu_read(kept_path(dir, "b-newer.cartosave"), &len);
    assert_int_equal(len, sizeof newer - 1);
    assert_memory_equal(back, newer, len);
    free(back);
    assert_true(tu_exists(kept_path(dir, "c-unfinished.cartosave")));
    back = tu_read(kept_path(dir, "d-cut.cartosave"), &len);
    assert_int_equal(len, cut);
    free(back);
    assert_int_equal(tu_count(tu_path(dir, PAST_GAMES_DIR), ""), 8);
    assert_int_equal(tu_count(tu_path(dir, PAST_GAMES_DIR), "a-garbage.cartosave.bad"), 0);

    /* loading one says why, and leaves it too */
    assert_null(past_games_load(dir, "b-newer.cartosave", err, sizeof err));
    assert_non_null(strstr(err, "newer version"));
    assert_true(tu_exists(kept_path(dir, "b-newer.cartosave")));
    /* a bad one can still be deleted from the list */
    assert_true(past_games_delete(dir, "a-garbage.cartosave", err, sizeof err));
    assert_false(tu_exists(kept_path(dir, "a-garbage.cartosave")));

    free(half_text);
    free(full);
    session_free(half);
    session_free(s);
    remove_all(dir);
}

static void test_named_save_delete(void **state)
{
    (void)state;
    char *dir = tu_mkdtemp();
    char err[SESSION_MESSAGE_MAX], file[256];
    GameSettings gs = tu_settings(GAME_BASE, 1, 51);
    Session *s = session_new(&gs, NULL, err, sizeof err);
    tu_play(s, 8, 2);
    assert_true(save_named_write(s, dir, "Sunday", file, sizeof file, err, sizeof err));
    assert_true(save_named_write(s, dir, "Monday", NULL, 0, err, sizeof err));
    tu_write(tu_path(dir, "prefs.txt"), "x", 1);
    assert_true(save_named_delete(dir, file, err, sizeof err));
    SaveInfo *saves;
    assert_int_equal(save_list(dir, &saves, err, sizeof err), 1);
    assert_string_equal(saves[0].title, "Monday");
    free(saves);
    assert_false(save_named_delete(dir, file, err, sizeof err));
    assert_non_null(strstr(err, "no such file"));
    assert_false(save_named_delete(dir, "prefs.txt", err, sizeof err));
    assert_false(save_named_delete(dir, "../monday.cartosave", err, sizeof err));
    assert_true(tu_exists(tu_path(dir, "prefs.txt")));
    assert_true(tu_exists(tu_path(dir, "monday.cartosave")));
    session_free(s);
    tu_rmdir(dir);
}

/* Deleting a game notes its key (past_deleted.h), so that recording it
 * again does not keep it again; the list keeps the newest
 * PAST_DELETED_KEEP keys; a list that cannot be understood or read (too
 * long) is kept aside and started afresh; the list of past games leaves the file out. */
static void test_deleted_keys_noted(void **state)
{
    (void)state;
    char *dir = tu_mkdtemp();
    char err[SESSION_MESSAGE_MAX], a[PAST_FILE_MAX], b[PAST_FILE_MAX];
    Session *s = finished_game(GAME_BASE, 1, 41, "Anna"), *other = finished_game(GAME_BASE, 1, 42, "Anna");
    uint64_t key = save_game_key(s), other_key = save_game_key(other);
    assert_true(key != other_key);
    assert_false(past_deleted_has(dir, key)); /* no folder, no file: nothing deleted */
    assert_true(past_games_keep(s, dir, T0, a, sizeof a, err, sizeof err));
    assert_true(past_games_keep(other, dir, T0 + 60, b, sizeof b, err, sizeof err));
    assert_true(past_games_delete(dir, a, err, sizeof err));
    assert_true(past_deleted_has(dir, key));
    assert_false(past_deleted_has(dir, other_key));
    PastList list;
    assert_true(past_games_list(dir, &list, err, sizeof err));
    assert_int_equal(list.ngames, 1);
    assert_int_equal(list.nskipped, 0); /* deleted.txt is no game */
    past_list_free(&list);
    char path[FILEIO_PATH_MAX];
    snprintf(path, sizeof path, "%s", kept_path(dir, PAST_DELETED_FILE));
    size_t len;
    char *text = tu_read(path, &len);
    char line[64];
    snprintf(line, sizeof line, "cartographers-deleted 1\ndeleted %016llx\n", (unsigned long long)key);
    assert_string_equal(text, line);
    free(text);

    /* the newest PAST_DELETED_KEEP stay: the first goes after that many more */
    for (uint64_t k = 1; k < PAST_DELETED_KEEP; k++)
        assert_true(past_deleted_note(dir, k, err, sizeof err));
    assert_true(past_deleted_has(dir, key) && past_deleted_has(dir, 1));
    assert_true(past_deleted_note(dir, 1, err, sizeof err)); /* noted already: nothing changes */
    assert_true(past_deleted_has(dir, key));
    assert_true(past_deleted_note(dir, other_key, err, sizeof err));
    assert_false(past_deleted_has(dir, key));
    assert_true(past_deleted_has(dir, 1) && past_deleted_has(dir, other_key));

    /* a bad list: read as far as it goes, kept aside when written again */
    tu_write(path, "cartographers-deleted 1\ndeleted 00000000000000aa\nnonsense\n", 58);
    assert_true(past_deleted_has(dir, 0xaa));
    assert_true(past_deleted_note(dir, 0xbb, err, sizeof err));
    assert_true(tu_exists(kept_path(dir, PAST_DELETED_FILE ".bad-1")));
    assert_true(past_deleted_has(dir, 0xbb) && !past_deleted_has(dir, 0xaa));
    /* a newer version's is kept aside too, never written over */
    tu_write(path, "cartographers-deleted 9\n", 24);
    assert_false(past_deleted_has(dir, 0xbb));
    assert_true(past_deleted_note(dir, 0xcc, err, sizeof err));
    assert_true(tu_exists(kept_path(dir, PAST_DELETED_FILE ".bad-2")));
    assert_true(past_deleted_has(dir, 0xcc));
    /* one too long to be read (it was never written by the game) is kept
     * aside as well: the keys noted after it are not lost */
    char *big = malloc(8192);
    memset(big, '\n', 8192);
    memcpy(big, "cartographers-deleted 1\n", 24);
    tu_write(path, big, 8192);
    free(big);
    assert_false(past_deleted_has(dir, 0xcc));
    assert_true(past_deleted_note(dir, 0xdd, err, sizeof err));
    assert_true(tu_exists(kept_path(dir, PAST_DELETED_FILE ".bad-3")));
    assert_true(past_deleted_has(dir, 0xdd));
    session_free(s);
    session_free(other);
    remove_all(dir);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_keep),
        cmocka_unit_test(test_keep_fails_visibly),
        cmocka_unit_test(test_list_newest_first),
        cmocka_unit_test(test_stats_game_found),
        cmocka_unit_test(test_delete),
        cmocka_unit_test(test_deleted_keys_noted),
        cmocka_unit_test(test_reviews_beside_games),
        cmocka_unit_test(test_bad_files_skipped_and_left),
        cmocka_unit_test(test_named_save_delete),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
