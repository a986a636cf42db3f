/* test_save.c: save files: round trips of games in progress and finished
 * (base, Heroes, mixed, multiplayer); every corruption case (cut short at
 * every byte, future version, bad magic, a hand-edited illegal move or
 * result, garbage bytes) gives a message naming the line and leaves the
 * live session untouched; bad files are kept aside; atomic writes leave no
 * .tmp behind; named saves; when a game was last played; the autosave and
 * resuming. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "autosave.h"
#include "rng.h"
#include "save.h"
#include "session_test_util.h"

/* A game of `kind` with `moves` random moves (-1: to the end). */
static Session *make_game(GameKind kind, int players, uint64_t seed, int moves)
{
    char err[SESSION_MESSAGE_MAX];
    GameSettings gs = tu_settings(kind, players, seed);
    Seat seats[MAX_PLAYERS];
    for (int i = 0; i < players; i++)
        session_seat_init(&seats[i], i, i == 0 ? SEAT_HUMAN : SEAT_COMPUTER, "greedy", i == 0 ? "Anna Müller" : NULL);
    Session *s = session_new(&gs, seats, err, sizeof err);
    assert_non_null(s);
    tu_play(s, moves, seed * 31);
    return s;
}

/* Everything that matters of two sessions is the same. */
static void assert_same_session(const Session *a, const Session *b)
{
    char *ta = save_format(a), *tb = save_format(b);
    assert_non_null(ta);
    assert_non_null(tb);
    assert_string_equal(ta, tb);
    free(ta);
    free(tb);
    const Game *ga = session_game(a), *gb = session_game(b);
    assert_int_equal(session_move_count(a), session_move_count(b));
    assert_int_equal(ga->season, gb->season);
    assert_int_equal(ga->row_len, gb->row_len);
    assert_int_equal(ga->deck_len, gb->deck_len);
    assert_int_equal(game_over(ga), game_over(gb));
    for (int p = 0; p < ga->settings.players; p++) {
        assert_int_equal(game_total(ga, p), game_total(gb, p));
        assert_memory_equal(&ga->sheets[p].board, &gb->sheets[p].board, sizeof ga->sheets[p].board);
        assert_string_equal(session_seat(a, p)->name, session_seat(b, p)->name);
    }
    assert_int_equal(game_decision(ga)->kind, game_decision(gb)->kind);
    assert_int_equal(game_decision(ga)->actor, game_decision(gb)->actor);
    assert_int_equal(session_undo_floor(a), session_undo_floor(b));
    assert_string_equal(session_title(a), session_title(b));
}

static void round_trip(Session *s)
{
    char err[SESSION_MESSAGE_MAX];
    char *text = save_format(s);
    assert_non_null(text);
    assert_non_null(strstr(text, "cartographers-save 1\n"));
    Session *t = save_parse(text, strlen(text), err, sizeof err);
    if (!t)
        fail_msg("%s\n%s", err, text);
    assert_same_session(s, t);
    session_free(t);
    free(text);
}

static void test_round_trip(void **state)
{
    (void)state;
    const GameKind kinds[] = {GAME_BASE, GAME_HEROES, GAME_MIXED};
    for (int k = 0; k < 3; k++) {
        for (int players = 1; players <= 4; players += 3) {
            for (int moves = 0; moves <= 30; moves += 15) {
                Session *s = make_game(kinds[k], players, (uint64_t)(100 + k * 10 + players + moves), moves);
                round_trip(s);
                session_free(s);
            }
            Session *s = make_game(kinds[k], players, (uint64_t)(200 + k * 10 + players), -1);
            assert_true(game_over(session_game(s)));
            round_trip(s);
            char *text = save_format(s);
            assert_non_null(strstr(text, "\nresult player 1 total "));
            free(text);
            session_free(s);
        }
    }
    /* six players, a title, a hand-over floor, the house rule */
    char err[SESSION_MESSAGE_MAX];
    GameSettings gs = tu_settings(GAME_HEROES, 6, 77);
    gs.solo_ambush_rule = true;
    Session *s = session_new(&gs, NULL, err, sizeof err);
    assert_true(session_set_title(s, "Familienabend – Runde 2", err, sizeof err));
    tu_play(s, 25, 5);
    session_mark_handover(s);
    tu_play(s, 3, 6);
    round_trip(s);
    session_free(s);
}

static void test_no_deck_in_clear(void **state)
{
    (void)state;
    Session *s = make_game(GAME_BASE, 1, 5, 3);
    char *text = save_format(s);
    /* the cards still in the deck are named nowhere in the file */
    const Game *g = session_game(s);
    for (int i = 0; i < g->deck_len; i++) {
        const Card *c = card_get(g->deck[i]);
        if (c->kind != CARD_AMBUSH)
            assert_null(strstr(text, c->id));
    }
    free(text);
    session_free(s);
}

/* Parsing fails, with a message that starts "line N:" when `line` > 0. */
static void assert_bad(const char *text, size_t len, int line, const char *words)
{
    char err[SESSION_MESSAGE_MAX] = "";
    Session *s = save_parse(text, len, err, sizeof err);
    if (s)
        fail_msg("accepted a bad save:\n%s", text);
    assert_true(err[0] != '\0');
    if (line > 0) {
        char prefix[32];
        snprintf(prefix, sizeof prefix, "line %d:", line);
        if (strncmp(err, prefix, strlen(prefix)) != 0)
            fail_msg("expected '%s...', got '%s'", prefix, err);
    }
    if (words && !strstr(err, words))
        fail_msg("expected '%s' in '%s'", words, err);
}

static void test_truncated_at_every_byte(void **state)
{
    (void)state;
    Session *games[2] = {make_game(GAME_BASE, 2, 41, -1), make_game(GAME_HEROES, 1, 42, 20)};
    for (int k = 0; k < 2; k++) {
        char *text = save_format(games[k]);
        size_t len = strlen(text);
        int valid = 0;
        for (size_t cut = 0; cut < len; cut++) {
            char *copy = malloc(cut + 1);
            memcpy(copy, text, cut);
            copy[cut] = '\0';
            char err[SESSION_MESSAGE_MAX] = "";
            Session *t = save_parse(copy, cut, err, sizeof err);
            if (t) {
                /* only a cut in the last line's newline can leave a valid game */
                valid++;
                assert_true(cut >= len - 1);
                assert_true(session_move_count(t) <= session_move_count(games[k]));
                session_free(t);
            } else {
                assert_true(err[0] != '\0');
            }
            free(copy);
        }
        assert_true(valid <= 1);
        free(text);
        session_free(games[k]);
    }
}

/* Replaces the first occurrence of `from` in text (malloc'd result). */
static char *replace(const char *text, const char *from, const char *to)
{
    const char *at = strstr(text, from);
    assert_non_null(at);
    size_t a = (size_t)(at - text), lf = strlen(from), lt = strlen(to), n = strlen(text);
    char *out = malloc(n - lf + lt + 1);
    memcpy(out, text, a);
    memcpy(out + a, to, lt);
    memcpy(out + a + lt, at + lf, n - a - lf + 1);
    return out;
}

/* The number of the line holding `needle`. */
static int line_of(const char *text, const char *needle)
{
    const char *at = strstr(text, needle);
    assert_non_null(at);
    int line = 1;
    for (const char *p = text; p < at; p++)
        line += *p == '\n';
    return line;
}

/* The text of move line `index` (0-based) without "move ". */
static void move_line(const char *text, int index, char *out, size_t size)
{
    const char *p = text;
    for (int i = 0; i <= index; i++) {
        p = strstr(p, "\nmove ");
        assert_non_null(p);
        p++;
    }
    const char *end = strchr(p, '\n');
    snprintf(out, size, "%.*s", (int)(end - p), p);
}

static void test_corruptions(void **state)
{
    (void)state;
    Session *s = make_game(GAME_BASE, 2, 43, -1);
    char *text = save_format(s);
    size_t len = strlen(text);
    char *bad;

    char newer[32];
    snprintf(newer, sizeof newer, "cartographers-save %d", SAVE_VERSION + 1);
    bad = replace(text, "cartographers-save 1", newer);
    assert_bad(bad, strlen(bad), 1, "newer version");
    free(bad);
    bad = replace(text, "cartographers-save 1", "cartographers-record 1");
    assert_bad(bad, strlen(bad), 1, "not a Cartographers save");
    free(bad);
    bad = replace(text, "cartographers-save 1", "cartographers-save one");
    assert_bad(bad, strlen(bad), 1, NULL);
    free(bad);
    assert_bad("", 0, 0, "empty");
    assert_bad("# just a comment\n\n", 18, 0, "empty");
    /* settings that contradict the game's kind (docs/rules.md §2) */
    bad = replace(text, "\nside A\n", "\nside C\n");
    assert_bad(bad, strlen(bad), 0, "played on map side A or B");
    free(bad);
    bad = replace(text, "\nheroes no\n", "\nheroes yes\n");
    assert_bad(bad, strlen(bad), 0, "no hero cards");
    free(bad);

    /* a hand-edited illegal move (solo: the same draw twice, the count fixed) */
    Session *solo = make_game(GAME_BASE, 1, 53, 20);
    char *solo_text = save_format(solo);
    char mv[200], edited[420];
    move_line(solo_text, 9, mv, sizeof mv);
    snprintf(edited, sizeof edited, "%s\n%s", mv, mv);
    char *tmp = replace(solo_text, mv, edited);
    bad = replace(tmp, "\nend 20", "\nend 21");
    free(tmp);
    /* the copy is the line after the original */
    assert_bad(bad, strlen(bad), line_of(bad, mv) + 1, "move 11 (");
    assert_bad(bad, strlen(bad), line_of(bad, mv) + 1, "not legal");
    free(bad);
    free(solo_text);
    session_free(solo);

    /* a move that does not parse */
    bad = replace(text, "terrain=", "terrain=lava ");
    assert_bad(bad, strlen(bad), line_of(text, "terrain="), "terrain");
    free(bad);
    /* an edited result */
    bad = replace(text, "result player 1 total ", "result player 1 total 1");
    assert_bad(bad, strlen(bad), line_of(text, "result player 1"), "does not match");
    free(bad);
    /* an edited setting: a different seed deals different cards */
    bad = replace(text, "seed 43", "seed 44");
    assert_bad(bad, strlen(bad), 0, "not legal");
    free(bad);
    /* seats */
    bad = replace(text, "seat 2 computer greedy", "seat 3 computer greedy");
    assert_bad(bad, strlen(bad), line_of(text, "seat 2"), "2 players");
    free(bad);
    bad = replace(text, "seat 2 computer greedy", "seat 1 computer greedy");
    assert_bad(bad, strlen(bad), line_of(text, "seat 2"), "twice");
    free(bad);
    bad = replace(text, "seat 1 human -", "seat 1 robot -");
    assert_bad(bad, strlen(bad), line_of(text, "seat 1"), "human or computer");
    free(bad);
    /* end */
    bad = replace(text, "\nend ", "\nend 1");
    assert_bad(bad, strlen(bad), line_of(text, "\nend ") + 1, "moves are missing");
    free(bad);
    bad = replace(text, "\nend ", "\n#end ");
    assert_bad(bad, strlen(bad), 0, "cut short");
    free(bad);
    char *joined = malloc(2 * len + 1);
    memcpy(joined, text, len);
    memcpy(joined + len, text, len + 1);
    assert_bad(joined, 2 * len, line_of(text, "\nend ") + 2, "follow");
    free(joined);
    /* unknown lines, NUL bytes, long lines, CRLF is fine */
    bad = replace(text, "\nside A", "\nsides A");
    assert_bad(bad, strlen(bad), 3, "unknown line");
    free(bad);
    char *nul = malloc(len + 1);
    memcpy(nul, text, len + 1);
    nul[40] = '\0';
    int nul_line = 1;
    for (int k = 0; k < 40; k++)
        nul_line += text[k] == '\n';
    assert_bad(nul, len, nul_line, "NUL");
    free(nul);
    char longline[700];
    memset(longline, 'x', sizeof longline - 1);
    longline[sizeof longline - 1] = '\0';
    bad = replace(text, "\nside A", longline);
    assert_bad(bad, strlen(bad), 0, "too long");
    free(bad);

    free(text);
    session_free(s);
}

static void test_crlf_and_comments_accepted(void **state)
{
    (void)state;
    Session *s = make_game(GAME_HEROES, 2, 44, 12);
    char *text = save_format(s);
    size_t len = strlen(text);
    char *crlf = malloc(2 * len + 64), *q = crlf;
    q += sprintf(q, "\xef\xbb\xbf# my notes\n\n"); /* a BOM too, as some editors write */
    for (const char *p = text; *p; p++) {
        if (*p == '\n')
            *q++ = '\r';
        *q++ = *p;
    }
    *q = '\0';
    char err[SESSION_MESSAGE_MAX];
    Session *t = save_parse(crlf, strlen(crlf), err, sizeof err);
    if (!t)
        fail_msg("%s", err);
    assert_same_session(s, t);
    session_free(t);
    free(crlf);
    free(text);
    session_free(s);
}

static void test_garbage(void **state)
{
    (void)state;
    Rng r;
    rng_seed(&r, 99, 3);
    char buf[4096];
    for (int i = 0; i < 2000; i++) {
        size_t n = rng_below(&r, sizeof buf);
        for (size_t k = 0; k < n; k++)
            buf[k] = (char)rng_below(&r, i % 2 ? 256 : 128);
        char err[SESSION_MESSAGE_MAX] = "";
        Session *s = save_parse(buf, n, err, sizeof err);
        assert_null(s);
        assert_true(err[0] != '\0');
    }
    /* garbage after a valid header */
    Session *s = make_game(GAME_BASE, 1, 45, 5);
    char *text = save_format(s);
    size_t len = strlen(text);
    char *mixed = malloc(len + 200);
    memcpy(mixed, text, len);
    for (int k = 0; k < 200; k++)
        mixed[len / 2 + (size_t)k] = (char)rng_below(&r, 256);
    char err[SESSION_MESSAGE_MAX];
    assert_null(save_parse(mixed, len, err, sizeof err));
    free(mixed);
    free(text);
    session_free(s);
}

/* A load from a bad file leaves the live session exactly as it was. */
static void test_live_session_untouched(void **state)
{
    (void)state;
    char *dir = tu_mkdtemp();
    char err[SESSION_MESSAGE_MAX];
    Session *live = make_game(GAME_MIXED, 2, 46, 33);
    char *live_text = save_format(live);
    Session *other = make_game(GAME_HEROES, 1, 47, -1);
    char *text = save_format(other);
    size_t len = strlen(text);
    char path[1024];
    snprintf(path, sizeof path, "%s", tu_path(dir, "x.cartosave"));

    const char *cases[] = {"truncated", "future", "magic", "garbage", "illegal"};
    for (int c = 0; c < 5; c++) {
        char *bad = NULL;
        size_t blen = 0;
        switch (c) {
        case 0:
            blen = len * 2 / 3;
            bad = malloc(blen + 1);
            memcpy(bad, text, blen);
            break;
        case 1:
            bad = replace(text, "save 1", "save 9");
            blen = strlen(bad);
            break;
        case 2:
            bad = replace(text, "cartographers", "kartographen");
            blen = strlen(bad);
            break;
        case 3:
            blen = 1000;
            bad = malloc(blen);
            for (size_t k = 0; k < blen; k++)
                bad[k] = (char)(k * 37 + 11);
            break;
        case 4: {
            char mv[200];
            move_line(text, 3, mv, sizeof mv);
            char *at = strstr(mv, "at=") + 3;
            at[0] = at[0] == 'A' ? 'B' : 'A';
            char orig[200];
            move_line(text, 3, orig, sizeof orig);
            bad = replace(text, orig, mv);
            blen = strlen(bad);
            break;
        }
        }
        tu_write(path, bad, blen);
        free(bad);
        bool missing = true;
        assert_false(save_load(live, path, &missing, err, sizeof err));
        assert_false(missing);
        assert_non_null(strstr(err, "x.cartosave"));
        char *now = save_format(live);
        if (strcmp(now, live_text) != 0)
            fail_msg("case %s changed the live session", cases[c]);
        free(now);
    }
    /* a missing file */
    bool missing = false;
    assert_false(save_load(live, tu_path(dir, "none.cartosave"), &missing, err, sizeof err));
    assert_true(missing);
    /* and a good one replaces it */
    tu_write(path, text, len);
    assert_true(save_load(live, path, &missing, err, sizeof err));
    assert_same_session(live, other);

    free(text);
    free(live_text);
    session_free(other);
    session_free(live);
    tu_rmdir(dir);
}

static void test_atomic_write_and_keep_aside(void **state)
{
    (void)state;
    char *dir = tu_mkdtemp();
    char err[SESSION_MESSAGE_MAX], aside[1024];
    Session *s = make_game(GAME_BASE, 1, 48, 10);
    char path[1024];
    snprintf(path, sizeof path, "%s", tu_path(dir, "game.cartosave"));
    /* a stale temporary from an earlier crash does not matter; the owner of
     * the folder deletes it (datalock_take) */
    tu_write(tu_path(dir, "game.cartosave.tmp"), "junk", 4);
    tu_write(tu_path(dir, "game.cartosave.tmp-99-3"), "junk", 4);
    assert_true(save_write(s, path, err, sizeof err));
    assert_int_equal(tu_count(dir, ""), 3); /* the save and the two */
    assert_int_equal(fileio_clean_temps(dir), 2);
    assert_int_equal(tu_count(dir, ""), 1); /* the save alone */
    tu_play(s, 5, 1);
    assert_true(save_write(s, path, err, sizeof err));
    assert_int_equal(tu_count(dir, "game.cartosave"), 1);
    Session *t = save_load_new(path, NULL, err, sizeof err);
    assert_non_null(t);
    assert_same_session(s, t);
    session_free(t);

    /* writing into a missing directory fails cleanly */
    assert_false(save_write(s, tu_path(dir, "no/such/dir.cartosave"), err, sizeof err));

    /* keeping aside never overwrites */
    tu_write(path, "bad one", 7);
    assert_true(save_keep_aside(path, aside, sizeof aside, err, sizeof err));
    assert_string_equal(aside, tu_path(dir, "game.cartosave.bad-1"));
    tu_write(path, "bad two", 7);
    assert_true(save_keep_aside(path, aside, sizeof aside, err, sizeof err));
    assert_string_equal(aside, tu_path(dir, "game.cartosave.bad-2"));
    assert_false(tu_exists(path));
    char *one = tu_read(tu_path(dir, "game.cartosave.bad-1"), NULL);
    assert_string_equal(one, "bad one");
    free(one);
    assert_false(save_keep_aside(path, aside, sizeof aside, err, sizeof err));

    session_free(s);
    tu_rmdir(dir);
}

static void test_named_saves(void **state)
{
    (void)state;
    char *dir = tu_mkdtemp();
    char err[SESSION_MESSAGE_MAX], file[256];
    Session *a = make_game(GAME_BASE, 1, 49, 10), *b = make_game(GAME_HEROES, 3, 50, -1);
    assert_true(save_named_write(a, dir, "My first game!", file, sizeof file, err, sizeof err));
    assert_string_equal(file, "my-first-game.cartosave");
    assert_true(save_named_write(b, dir, "Familie Müller", file, sizeof file, err, sizeof err));
    assert_string_equal(file, "familie-muller.cartosave");
    tu_write(tu_path(dir, "broken.cartosave"), "cartographers-save 1\nkind base\n", 31);
    tu_write(tu_path(dir, "notes.txt"), "not a save", 10);

    SaveInfo *list;
    int n = save_list(dir, &list, err, sizeof err);
    assert_int_equal(n, 3);
    int ok = 0, found_b = -1;
    for (int i = 0; i < n; i++) {
        if (list[i].ok)
            ok++;
        else
            assert_non_null(strstr(list[i].error, "cut short"));
        if (strcmp(list[i].title, "Familie Müller") == 0)
            found_b = i;
    }
    assert_int_equal(ok, 2);
    assert_true(found_b >= 0);
    assert_int_equal(list[found_b].players, 3);
    assert_true(list[found_b].finished);
    assert_int_equal(list[found_b].kind, GAME_HEROES);

    Session *live = make_game(GAME_MIXED, 1, 51, 3);
    assert_true(save_named_load(live, dir, list[found_b].file, err, sizeof err));
    assert_int_equal(session_move_count(live), session_move_count(b));
    assert_string_equal(session_title(live), "Familie Müller");
    free(list);

    /* a bad named save is kept aside and leaves the list */
    char *before = save_format(live);
    assert_false(save_named_load(live, dir, "broken.cartosave", err, sizeof err));
    assert_non_null(strstr(err, "kept aside as broken.cartosave.bad-1"));
    char *after = save_format(live);
    assert_string_equal(before, after);
    free(before);
    free(after);
    n = save_list(dir, &list, err, sizeof err);
    assert_int_equal(n, 2);
    free(list);
    /* names that leave the directory are refused */
    assert_false(save_named_load(live, dir, "../x.cartosave", err, sizeof err));
    assert_false(save_named_load(live, dir, ".cartosave", err, sizeof err));
    /* an empty or missing directory is an empty list */
    assert_int_equal(save_list(tu_path(dir, "nothing-here"), &list, err, sizeof err), 0);

    session_free(live);
    session_free(a);
    session_free(b);
    tu_rmdir(dir);
}

/* A game put aside: the comment line "#put-aside" (older versions skip
 * it), read back into the session and the list; the game's key is the
 * game's, wherever the file came from. Two moments of one game are the
 * same game; another seed or another line of play are not. */
static void test_put_aside(void **state)
{
    (void)state;
    char *dir = tu_mkdtemp();
    char err[SESSION_MESSAGE_MAX], file[256];
    Session *a = make_game(GAME_BASE, 2, 61, 12);
    uint64_t key = save_game_key(a);
    session_set_put_aside(a, true);
    assert_int_equal(save_game_key(a), key);
    char *text = save_format(a);
    assert_non_null(strstr(text, "\n#put-aside\n"));
    free(text);
    assert_true(save_named_write(a, dir, "Unfinished game, 2026-11-29 01:00:00", file, sizeof file, err, sizeof err));
    SaveInfo *list;
    assert_int_equal(save_list(dir, &list, err, sizeof err), 1);
    assert_true(list[0].ok && list[0].put_aside);
    free(list);
    Session *back = save_named_load_new(dir, file, err, sizeof err);
    assert_non_null(back);
    assert_true(session_put_aside(back));
    session_set_put_aside(a, false);
    text = save_format(a);
    assert_null(strstr(text, "#put-aside"));
    free(text);

    /* one game at two moments, both ways */
    Session *later = make_game(GAME_BASE, 2, 61, 20);
    assert_true(save_same_game(back, later));
    assert_true(save_same_game(later, back));
    assert_true(save_same_game(a, a));
    Session *other_seed = make_game(GAME_BASE, 2, 62, 12);
    assert_false(save_same_game(a, other_seed));
    /* the same start, another move at move 12 */
    Session *other_line = make_game(GAME_BASE, 2, 61, 11);
    Move moves[MOVES_MAX];
    int n = game_legal_moves(session_game(other_line), moves, MOVES_MAX);
    assert_true(n > 1);
    const Move *played = session_move(a, 11);
    int k = 0;
    char mt[MOVE_TEXT_MAX], pt[MOVE_TEXT_MAX];
    move_format(played, pt, sizeof pt);
    for (;; k++) {
        move_format(&moves[k], mt, sizeof mt);
        if (strcmp(mt, pt) != 0)
            break;
    }
    assert_true(session_apply(other_line, &moves[k], err, sizeof err));
    assert_false(save_same_game(a, other_line));
    Session *fresh = make_game(GAME_BASE, 2, 61, 0); /* no move yet: the first moment of it */
    assert_true(save_same_game(back, fresh));
    session_free(fresh);

    session_free(other_line);
    session_free(other_seed);
    session_free(later);
    session_free(back);
    session_free(a);
    tu_rmdir(dir);
}

/* When a game was last played ("#played", a comment to older versions):
 * kept through a save and back, no part of the game's key, ignored when
 * it is no plain number; the list of saves dates each save by it (else by
 * the file's time: an older version's save) and lists the last played
 * first. */
static void test_played(void **state)
{
    (void)state;
    char *dir = tu_mkdtemp();
    char err[SESSION_MESSAGE_MAX], file[256];
    const long long tuesday = 1637676300; /* Tuesday, 2021-11-23 14:05 UTC */
    Session *a = make_game(GAME_BASE, 1, 71, 12);
    assert_int_equal(session_played(a), 0);
    uint64_t key = save_game_key(a);
    char *text = save_format(a);
    assert_null(strstr(text, "#played"));
    free(text);
    session_set_played(a, tuesday);
    assert_int_equal(save_game_key(a), key);
    text = save_format(a);
    assert_non_null(strstr(text, "\n#played 1637676300\n"));
    Session *back = save_parse(text, strlen(text), err, sizeof err);
    assert_non_null(back);
    assert_int_equal(session_played(back), tuesday);
    session_free(back);

    /* a bad value is ignored: the file loads, the time is unknown */
    static const char *const bad[] = {"#played", "#played ", "#played abc", "#played -5", "#played 17640000x",
                                      "#played 1234567890123"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char *p = strstr(text, "#played 1637676300");
        size_t head = (size_t)(p - text), len = strlen(text), badlen = strlen(bad[i]);
        size_t oldlen = strlen("#played 1637676300");
        char *edited = malloc(len - oldlen + badlen + 1);
        memcpy(edited, text, head);
        memcpy(edited + head, bad[i], badlen);
        memcpy(edited + head + badlen, p + oldlen, len - head - oldlen + 1);
        Session *b = save_parse(edited, strlen(edited), err, sizeof err);
        assert_non_null(b);
        assert_int_equal(session_played(b), 0);
        session_free(b);
        free(edited);
    }
    free(text);

    /* the list: a save played on Tuesday (written now), one of an older
     * version (no line: its file's time), one played later than both */
    assert_true(save_named_write(a, dir, "Tuesday", file, sizeof file, err, sizeof err));
    Session *old = make_game(GAME_BASE, 1, 72, 3);
    assert_true(save_named_write(old, dir, "Older version", file, sizeof file, err, sizeof err));
    Session *later = make_game(GAME_BASE, 1, 73, 5);
    session_set_played(later, 4000000000LL); /* 2096: after any file's time */
    assert_true(save_named_write(later, dir, "Zuletzt", file, sizeof file, err, sizeof err));
    SaveInfo *list;
    assert_int_equal(save_list(dir, &list, err, sizeof err), 3);
    assert_string_equal(list[0].title, "Zuletzt");
    assert_int_equal(list[0].played, 4000000000LL);
    assert_string_equal(list[1].title, "Older version");
    assert_true(list[1].played == list[1].mtime && list[1].mtime > tuesday);
    assert_string_equal(list[2].title, "Tuesday");
    assert_int_equal(list[2].played, tuesday);
    assert_true(list[2].mtime > tuesday);
    /* and what tells the rows apart: the decrees, the points so far */
    assert_int_equal(list[2].moves, session_move_count(a));
    assert_false(game_over(session_game(a)));
    assert_true(list[2].scored > 0 && list[2].totals[0] != 0);
    for (int d = 0; d < DECREES; d++)
        assert_int_equal(list[2].decrees[d], session_game(a)->decree_cards[d]);
    assert_int_equal(list[2].scored, game_seasons_scored(session_game(a)));
    assert_int_equal(list[2].totals[0], game_total(session_game(a), 0));
    assert_string_equal(list[2].names[0], "Anna Müller");
    free(list);
    session_free(later);
    session_free(old);
    session_free(a);
    tu_rmdir(dir);
}

static void test_file_names(void **state)
{
    (void)state;
    static const struct {
        const char *title, *file;
    } names[] = {
        {"  Hello,  World  ", "hello-world"},
        /* the letters of the four languages without their accents */
        {"befejezetlen játék, 2026-11-29 23:40", "befejezetlen-jatek-2026-11-29-23-40"},
        {"Árvíztűrő tükörfúrógép", "arvizturo-tukorfurogep"},
        {"Größe ÄÖÜ äöü", "grosse-aou-aou"},
        {"Ruïne, één café", "ruine-een-cafe"},
        /* Latin-1 and Latin Extended-A: the letters pairs stand for, the
         * first and the last of each block, signs that are no letters */
        {"Æsir Œuvre Þing Ĳssel ÿ Ā ſ", "aesir-oeuvre-thing-ijssel-y-a-s"},
        {"2×3÷4", "2-3-4"},
        {"Łódź Ščřž ĞŞİ", "lodz-scrz-gsi"},
        {"äöü", "aou"},
        /* other characters as before: a run of them is one dash */
        {"\xE2\x80\x94 €→ Ω", "game"},
        {"a\xC3", "a"}, /* a letter cut short: no letter */
        {"a\xC3(b", "a-b"},
        {"ƀ Ѐ a", "a"}, /* past Latin Extended-A */
        {"", "game"},
        /* at most 60 bytes, a pair of letters cut there too */
        {"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaß",
         "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaas"},
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        char name[80], want[80];
        save_file_name(names[i].title, name, sizeof name);
        snprintf(want, sizeof want, "%s.cartosave", names[i].file);
        assert_string_equal(name, want);
    }
    char small[16];
    save_file_name("a very long title indeed", small, sizeof small);
    assert_true(strlen(small) < sizeof small);
    assert_non_null(strstr(small, ".cartosave"));
}

static void test_autosave_and_resume(void **state)
{
    (void)state;
    char *dir = tu_mkdtemp();
    char msg[SESSION_MESSAGE_MAX];
    AutosaveInfo info;
    assert_int_equal(autosave_probe(dir, &info, msg, sizeof msg), AUTOSAVE_NONE);
    assert_null(session_resume(dir, msg, sizeof msg));

    /* autosave after every move, as the app does; each one resumes */
    char err[SESSION_MESSAGE_MAX];
    GameSettings gs = tu_settings(GAME_HEROES, 2, 52);
    Session *s = session_new(&gs, NULL, err, sizeof err);
    uint64_t pick = 52;
    int moves = 0;
    while (!game_over(session_game(s))) {
        Move m;
        assert_true(tu_random_move(session_game(s), &pick, &m));
        assert_true(session_apply(s, &m, err, sizeof err));
        assert_true(session_autosave(s, dir, err, sizeof err));
        moves++;
        if (moves % 10 == 0 && !game_over(session_game(s))) {
            assert_int_equal(autosave_probe(dir, &info, msg, sizeof msg), AUTOSAVE_UNFINISHED);
            assert_int_equal(info.moves, moves);
            Session *r = session_resume(dir, msg, sizeof msg);
            assert_non_null(r);
            assert_same_session(s, r);
            session_free(r);
        }
    }
    assert_int_equal(tu_count(dir, ""), 1);
    assert_int_equal(autosave_probe(dir, &info, msg, sizeof msg), AUTOSAVE_FINISHED);
    assert_int_equal(info.season, 4);

    /* a damaged autosave is reported and kept aside before anything can overwrite it */
    char path[1024];
    snprintf(path, sizeof path, "%s", tu_path(dir, AUTOSAVE_FILE));
    size_t len;
    char *text = tu_read(path, &len);
    tu_write(path, text, len / 2);
    assert_int_equal(autosave_probe(dir, &info, msg, sizeof msg), AUTOSAVE_BAD);
    assert_non_null(strstr(msg, "kept aside as " AUTOSAVE_FILE ".bad-1"));
    assert_false(tu_exists(path));
    assert_int_equal(autosave_probe(dir, &info, msg, sizeof msg), AUTOSAVE_NONE);
    assert_true(session_autosave(s, dir, err, sizeof err));
    size_t kept_len;
    char *kept = tu_read(tu_path(dir, AUTOSAVE_FILE ".bad-1"), &kept_len);
    assert_int_equal(kept_len, len / 2);
    free(kept);
    /* a newer version's autosave is not bad: it stays where that version looks for it */
    static const char newer[] = "\xef\xbb\xbf# notes\ncartographers-save 7\nsomething new\n";
    tu_write(path, newer, sizeof newer - 1);
    assert_null(session_resume(dir, msg, sizeof msg));
    assert_non_null(strstr(msg, "made by a newer version of the game and was left as it is"));
    assert_int_equal(autosave_probe(dir, &info, msg, sizeof msg), AUTOSAVE_NEWER);
    assert_non_null(strstr(msg, "newer version"));
    assert_true(tu_exists(path));
    assert_false(tu_exists(tu_path(dir, AUTOSAVE_FILE ".bad-2")));
    /* before this build autosaves over it, it becomes a named save, unread */
    char file[64];
    assert_true(autosave_keep_newer(dir, file, sizeof file, err, sizeof err));
    assert_string_equal(file, "newer-version-game-1" SAVE_EXT);
    assert_false(tu_exists(path));
    kept = tu_read(tu_path(dir, file), &kept_len);
    assert_int_equal(kept_len, sizeof newer - 1);
    assert_memory_equal(kept, newer, kept_len);
    free(kept);
    tu_write(path, newer, sizeof newer - 1);
    assert_true(autosave_keep_newer(dir, file, sizeof file, err, sizeof err));
    assert_string_equal(file, "newer-version-game-2" SAVE_EXT);
    /* and loading it by name leaves it too */
    assert_null(save_named_load_new(dir, "newer-version-game-1" SAVE_EXT, msg, sizeof msg));
    assert_non_null(strstr(msg, "left as it is"));
    assert_true(tu_exists(tu_path(dir, "newer-version-game-1" SAVE_EXT)));
    /* a damaged file that only looks old is still kept aside */
    tu_write(path, "cartographers-save 1\ngarbage\n", 29);
    assert_int_equal(autosave_probe(dir, &info, msg, sizeof msg), AUTOSAVE_BAD);
    assert_true(tu_exists(tu_path(dir, AUTOSAVE_FILE ".bad-2")));

    free(text);
    session_free(s);
    tu_rmdir(dir);
}

/* Names are cleaned where they enter, so a save and a reload keep them
 * exactly: control characters become spaces, a long name
 * is cut at a character boundary, and a hand-edited save is cleaned alike. */
static void test_names_survive_a_reload(void **state)
{
    (void)state;
    char name[SEAT_NAME_MAX];
    session_name_clean(name, sizeof name, "\tAnna\tM\xc3\xbcller\r\n");
    assert_string_equal(name, "Anna M\xc3\xbcller");
    session_name_clean(name, sizeof name, "Bo\x7f\xc2\x85" "b\xff\xfe");
    assert_string_equal(name, "Bo  b");
    /* 30 two-byte letters: 60 bytes, cut to 23 letters (46 bytes), not mid-letter */
    char longname[128] = "";
    for (int i = 0; i < 30; i++)
        strcat(longname, "\xc3\xa9");
    session_name_clean(name, sizeof name, longname);
    assert_int_equal(strlen(name), 46);
    char again[SEAT_NAME_MAX];
    session_name_clean(again, sizeof again, name);
    assert_string_equal(again, name);

    char err[SESSION_MESSAGE_MAX];
    GameSettings gs = tu_settings(GAME_BASE, 2, 61);
    Seat seats[MAX_PLAYERS];
    session_seat_init(&seats[0], 0, SEAT_HUMAN, NULL, "Anna\tM\xc3\xbcller\r");
    session_seat_init(&seats[1], 1, SEAT_HUMAN, NULL, longname);
    assert_string_equal(seats[0].name, "Anna M\xc3\xbcller");
    Session *s = session_new(&gs, seats, err, sizeof err);
    assert_non_null(s);
    tu_play(s, 3, 61);
    char *text = save_format(s);
    Session *t = save_parse(text, strlen(text), err, sizeof err);
    assert_non_null(t);
    assert_string_equal(session_seat(t, 0)->name, "Anna M\xc3\xbcller");
    assert_string_equal(session_seat(t, 1)->name, seats[1].name);
    session_free(t);

    /* a TAB and a long name typed into the file by hand: cleaned, not refused */
    char *edited = malloc(strlen(text) + 256);
    const char *at = strstr(text, "Anna M\xc3\xbcller");
    assert_non_null(at);
    size_t head = (size_t)(at - text);
    memcpy(edited, text, head);
    strcpy(edited + head, "Anna\tMaria\x01 Smith-Jones-Featherstonehaugh-Cholmondeley-Marjoribanks");
    strcat(edited, strchr(at, '\n'));
    t = save_parse(edited, strlen(edited), err, sizeof err);
    if (!t)
        fail_msg("%s", err);
    assert_string_equal(session_seat(t, 0)->name, "Anna Maria  Smith-Jones-Featherstonehaugh-Cholm"); /* 47 bytes */
    session_free(t);
    free(edited);
    free(text);
    session_free(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_no_deck_in_clear),
        cmocka_unit_test(test_truncated_at_every_byte),
        cmocka_unit_test(test_corruptions),
        cmocka_unit_test(test_crlf_and_comments_accepted),
        cmocka_unit_test(test_garbage),
        cmocka_unit_test(test_live_session_untouched),
        cmocka_unit_test(test_atomic_write_and_keep_aside),
        cmocka_unit_test(test_named_saves),
        cmocka_unit_test(test_file_names),
        cmocka_unit_test(test_put_aside),
        cmocka_unit_test(test_played),
        cmocka_unit_test(test_autosave_and_resume),
        cmocka_unit_test(test_names_survive_a_reload),
    };
    return cmocka_run_group_tests_name("save", tests, NULL, NULL);
}
