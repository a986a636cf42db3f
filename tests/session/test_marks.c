/* test_marks.c: the solo take-back and the game's marks (session.h): a solo
 * draw that revealed the next card can be taken back only as a take-back,
 * which marks the game as not counted; moves made with the Hint showing are
 * counted; both marks survive a save (version 3) and older saves still
 * load without them; a game with hints is marked in the statistics and the
 * campaign (their files: stats version 3, campaign version 2); a network
 * game's hand-overs to a computer survive a save (version 4). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "campaign.h"
#include "save.h"
#include "session.h"
#include "session_test_util.h"
#include "stats.h"

static Session *solo_game(uint64_t seed, int moves)
{
    char err[SESSION_MESSAGE_MAX];
    GameSettings gs = tu_settings(GAME_BASE, 1, seed);
    Session *s = session_new(&gs, NULL, err, sizeof err);
    assert_non_null(s);
    assert_int_equal(tu_play(s, moves, seed), moves);
    return s;
}

static Session *reparse(const Session *s, char **text_out)
{
    char err[SESSION_MESSAGE_MAX];
    char *text = save_format(s);
    assert_non_null(text);
    Session *t = save_parse(text, strlen(text), err, sizeof err);
    if (!t)
        fail_msg("%s\n%s", err, text);
    if (text_out)
        *text_out = text;
    else
        free(text);
    return t;
}

/* The first move of a solo game is an explore card's draw: it reveals the
 * next card, so an ordinary undo refuses it and a take-back marks. */
static void test_solo_take_back_marks(void **state)
{
    (void)state;
    char err[SESSION_MESSAGE_MAX];
    Session *s = solo_game(21, 1);
    Game after = *session_game(s);
    assert_false(session_can_undo(s, 0, err, sizeof err));
    SessionRefusal r;
    assert_true(session_take_back_check(s, 0, &r));
    assert_int_equal(r.code, SESSION_REFUSE_NONE);
    assert_true(session_take_back_marks(s, 0));
    assert_true(session_counts(s));
    assert_int_equal(session_takebacks(s), 0);

    assert_true(session_take_back(s, 0, err, sizeof err));
    assert_int_equal(session_move_count(s), 0);
    assert_int_equal(session_takebacks(s), 1);
    assert_false(session_counts(s));
    /* nothing left to take back */
    assert_false(session_take_back_check(s, 0, &r));
    assert_int_equal(r.code, SESSION_NOTHING_TO_UNDO);
    assert_false(session_take_back(s, 0, err, sizeof err));
    assert_non_null(strstr(err, "nothing to undo"));
    /* redo brings back the same game: the deck follows from the seed */
    assert_true(session_redo(s, 0, err, sizeof err));
    assert_int_equal(session_game(s)->deck_len, after.deck_len);
    assert_int_equal(session_game(s)->row_len, after.row_len);
    assert_memory_equal(session_game(s)->row, after.row, (size_t)after.row_len);
    assert_int_equal(session_takebacks(s), 1); /* the mark stays */
    session_free(s);
}

/* A take-back that reveals nothing (the Gorgon's ambush before its gaze)
 * is an ordinary undo and does not mark the game. */
static void test_take_back_without_reveal_does_not_mark(void **state)
{
    (void)state;
    char err[SESSION_MESSAGE_MAX];
    int found = 0;
    for (uint64_t seed = 1; seed < 400 && found < 2; seed++) {
        GameSettings gs = tu_settings(GAME_HEROES, 1, seed);
        Session *s = session_new(&gs, NULL, err, sizeof err);
        uint64_t pick = seed;
        while (!game_over(session_game(s)) && game_decision(session_game(s))->kind != DECISION_GORGON) {
            Move m;
            assert_true(tu_random_move(session_game(s), &pick, &m));
            assert_true(session_apply(s, &m, err, sizeof err));
        }
        if (!game_over(session_game(s))) {
            found++;
            assert_false(session_take_back_marks(s, 0));
            assert_true(session_take_back(s, 0, err, sizeof err));
            assert_int_equal(session_takebacks(s), 0);
            assert_true(session_counts(s));
        }
        session_free(s);
    }
    assert_int_equal(found, 2);
}

/* Multiplayer keeps the strict rule; a finished game is final in solo too. */
static void test_take_back_refused(void **state)
{
    (void)state;
    char err[SESSION_MESSAGE_MAX];
    GameSettings gs = tu_settings(GAME_BASE, 2, 4);
    Session *s = session_new(&gs, NULL, err, sizeof err);
    uint64_t pick = 9;
    bool met = false;
    for (int i = 0; i < 60 && !met; i++) {
        Move m;
        assert_true(tu_random_move(session_game(s), &pick, &m));
        int actor = game_decision(session_game(s))->actor;
        assert_true(session_apply(s, &m, err, sizeof err));
        SessionRefusal r;
        if (!session_undo_check(s, actor, &r) && r.code == SESSION_CARD_REVEALED) {
            met = true;
            assert_false(session_take_back_check(s, actor, &r));
            assert_int_equal(r.code, SESSION_CARD_REVEALED);
            assert_false(session_take_back_marks(s, actor));
            assert_false(session_take_back(s, actor, err, sizeof err));
            assert_non_null(strstr(err, "revealed"));
        }
    }
    assert_true(met);
    session_free(s);

    s = solo_game(5, 0);
    tu_play(s, -1, 5);
    assert_true(game_over(session_game(s)));
    SessionRefusal r;
    assert_false(session_take_back_check(s, 0, &r));
    assert_int_equal(r.code, SESSION_GAME_OVER);
    assert_false(session_take_back(s, 0, err, sizeof err));
    assert_int_equal(session_takebacks(s), 0);
    session_free(s);
}

/* Both marks are kept in the save as version 3; a game without marks is
 * written as before (version 1), so older builds still read it. */
static void test_marks_saved(void **state)
{
    (void)state;
    char err[SESSION_MESSAGE_MAX];
    Session *s = solo_game(33, 6);
    char *text = save_format(s);
    assert_true(strncmp(text, "cartographers-save 1\n", 21) == 0);
    assert_null(strstr(text, "hints"));
    free(text);

    session_note_hint(s);
    session_note_hint(s);
    assert_int_equal(session_hints(s), 2);
    assert_true(session_take_back(s, 0, err, sizeof err));
    Session *t = reparse(s, &text);
    assert_true(strncmp(text, "cartographers-save 3\n", 21) == 0);
    assert_non_null(strstr(text, "\nhints 2\n"));
    assert_non_null(strstr(text, "\ntook-back 1\n"));
    assert_int_equal(session_hints(t), 2);
    assert_int_equal(session_takebacks(t), 1);
    assert_false(session_counts(t));
    assert_int_equal(session_move_count(t), 5);
    free(text);
    session_free(t);
    session_free(s);

    /* hints alone, in a finished game */
    s = solo_game(34, 0);
    session_note_hint(s);
    tu_play(s, -1, 34);
    t = reparse(s, &text);
    assert_true(game_over(session_game(t)));
    assert_int_equal(session_hints(t), 1);
    assert_true(session_counts(t));
    assert_null(strstr(text, "took-back"));
    free(text);
    session_free(t);
    session_free(s);
}

static void assert_refused(const char *text, int line, const char *part)
{
    char err[SESSION_MESSAGE_MAX];
    Session *s = save_parse(text, strlen(text), err, sizeof err);
    if (s)
        fail_msg("accepted:\n%s", text);
    char want[32];
    snprintf(want, sizeof want, "line %d:", line);
    if (!strstr(err, want) || !strstr(err, part))
        fail_msg("'%s' does not say '%s' and '%s'", err, want, part);
}

/* Marks in an older version, twice, bad numbers, a take-back in a game of
 * two: each refused with its line. */
static void test_bad_marks(void **state)
{
    (void)state;
    Session *s = solo_game(40, 2);
    session_note_hint(s);
    char *text = save_format(s);
    session_free(s);
    char *hints = strstr(text, "hints 1\n");
    assert_non_null(hints);
    int line = 1;
    for (const char *p = text; p < hints; p++)
        line += *p == '\n';
    size_t cut = (size_t)(hints - text);
    char buf[8192];

    /* version 2 cannot hold marks */
    snprintf(buf, sizeof buf, "cartographers-save 2%s", text + strlen("cartographers-save 3"));
    assert_refused(buf, line, "came in version 3");
    /* a second hints line */
    snprintf(buf, sizeof buf, "%.*shints 1\n%s", (int)cut, text, hints);
    assert_refused(buf, line + 1, "a second hints line");
    /* not a number */
    snprintf(buf, sizeof buf, "%.*shints many\n%s", (int)cut, text, hints + strlen("hints 1\n"));
    assert_refused(buf, line, "number of moves");
    snprintf(buf, sizeof buf, "%.*stook-back 0\n%s", (int)cut, text, hints);
    assert_refused(buf, line, "number of moves");
    free(text);

    GameSettings gs = tu_settings(GAME_BASE, 2, 41);
    char err[SESSION_MESSAGE_MAX];
    s = session_new(&gs, NULL, err, sizeof err);
    session_note_hint(s);
    text = save_format(s);
    session_free(s);
    hints = strstr(text, "hints 1\n");
    assert_non_null(hints);
    line = 1;
    for (const char *p = text; p < hints; p++)
        line += *p == '\n';
    snprintf(buf, sizeof buf, "%.*stook-back 1\n%s", (int)(hints - text), text, hints);
    assert_refused(buf, line, "only a solo game");
    free(text);
}

/* A network game's hand-overs (seats a computer played for a player gone)
 * are kept in the save (version 4) in the order noted and come back; bad
 * ones are refused by session_note_handed and by the parser, each with its
 * line; a save without them is written as before. */
static void test_handed_saved(void **state)
{
    (void)state;
    char err[SESSION_MESSAGE_MAX];
    GameSettings gs = tu_settings(GAME_BASE, 3, 60);
    Session *s = session_new(&gs, NULL, err, sizeof err);
    assert_non_null(s);
    assert_int_equal(tu_play(s, 10, 60), 10);
    assert_int_equal(session_handed(s, NULL), 0);
    char *text = save_format(s);
    assert_true(strncmp(text, "cartographers-save 1\n", 21) == 0);
    free(text);

    assert_true(session_note_handed(s, 1, 4, "medium", err, sizeof err));
    assert_true(session_note_handed(s, 2, 10, "hard", err, sizeof err));
    assert_false(session_note_handed(s, 3, 5, "easy", err, sizeof err)); /* no fourth seat */
    assert_non_null(strstr(err, "3 players"));
    assert_false(session_note_handed(s, 0, 11, "easy", err, sizeof err)); /* past the record */
    assert_non_null(strstr(err, "10 moves"));
    assert_false(session_note_handed(s, 0, 3, "two words", err, sizeof err));
    assert_false(session_note_handed(s, 0, 3, "", err, sizeof err));
    assert_false(session_note_handed(s, 0, 3, "abcdefghijklmnopqrstuvwxyz", err, sizeof err));
    assert_int_equal(session_handed(s, NULL), 2);

    Session *t = reparse(s, &text);
    assert_true(strncmp(text, "cartographers-save 4\n", 21) == 0);
    assert_non_null(strstr(text, "\nhanded 2 4 medium\nhanded 3 10 hard\n"));
    const SessionHanded *h;
    assert_int_equal(session_handed(t, &h), 2);
    assert_int_equal(h[0].seat, 1);
    assert_int_equal(h[0].at, 4);
    assert_string_equal(h[0].level, "medium");
    assert_int_equal(h[1].seat, 2);
    assert_int_equal(h[1].at, 10);
    assert_string_equal(h[1].level, "hard");
    session_free(t);

    /* refused lines: in version 3, past the record, a seat not in the game,
     * not three fields */
    char *at = strstr(text, "handed 2 4 medium\n");
    int line = 1;
    for (const char *p = text; p < at; p++)
        line += *p == '\n';
    size_t cut = (size_t)(at - text);
    const char *rest = at + strlen("handed 2 4 medium\n");
    char buf[8192];
    snprintf(buf, sizeof buf, "cartographers-save 3%s", text + strlen("cartographers-save 4"));
    assert_refused(buf, line, "came in version 4");
    snprintf(buf, sizeof buf, "%.*shanded 2 11 medium\n%s", (int)cut, text, rest);
    assert_refused(buf, line, "the record has 10 moves");
    snprintf(buf, sizeof buf, "%.*shanded 4 3 medium\n%s", (int)cut, text, rest);
    assert_refused(buf, line, "the game has 3 players");
    snprintf(buf, sizeof buf, "%.*shanded 2 3\n%s", (int)cut, text, rest);
    assert_refused(buf, line, "'handed SEAT MOVES LEVEL'");
    snprintf(buf, sizeof buf, "%.*shanded 2 3 very\tbad\n%s", (int)cut, text, rest);
    assert_refused(buf, line, "one word");
    free(text);

    /* an undo past a hand-over drops it: the save stays readable */
    assert_int_equal(tu_play(s, 1, 61), 1);
    assert_true(session_note_handed(s, 0, 11, "easy", err, sizeof err));
    bool undone = false;
    for (int actor = 0; actor < 3 && !undone; actor++)
        undone = session_undo(s, actor, err, sizeof err);
    assert_true(undone);
    assert_int_equal(session_move_count(s), 10);
    assert_int_equal(session_handed(s, &h), 2);
    assert_int_equal(h[1].at, 10);
    session_free(reparse(s, NULL));

    session_clear_handed(s);
    assert_int_equal(session_handed(s, NULL), 0);
    text = save_format(s);
    assert_true(strncmp(text, "cartographers-save 1\n", 21) == 0);
    free(text);
    session_free(s);
}

/* A solo game with hints joins the statistics marked; the file keeps the
 * mark (version 3) and is version 1 without it. */
static void test_stats_mark_hints(void **state)
{
    (void)state;
    char *dir = tu_mkdtemp();
    char path[1024], msg[SESSION_MESSAGE_MAX], err[SESSION_MESSAGE_MAX];
    snprintf(path, sizeof path, "%s/stats.txt", dir);
    Stats st, back;
    stats_init(&st);
    Session *a = solo_game(50, 0), *b = solo_game(51, 0);
    tu_play(a, -1, 50);
    tu_play(b, -1, 51);
    assert_true(stats_add_game(&st, "2026-11-20", session_game(a)));
    assert_true(stats_save(&st, path, err, sizeof err));
    size_t len;
    char *text = tu_read(path, &len);
    assert_true(strncmp(text, "cartographers-stats 1\n", 22) == 0);
    free(text);
    assert_true(stats_add_game_marked(&st, "2026-11-21", session_game(b), true));
    assert_int_equal(st.played_solo, 2);
    assert_int_equal(stats_hinted_games(&st), 1);
    assert_false(st.games[0].hints);
    assert_true(st.games[1].hints);
    assert_true(stats_save(&st, path, err, sizeof err));
    text = tu_read(path, &len);
    assert_true(strncmp(text, "cartographers-stats 3\n", 22) == 0);
    assert_non_null(strstr(text, " hints\n"));
    free(text);
    assert_int_equal(stats_load(&back, path, msg, sizeof msg), FILE_LOADED);
    assert_int_equal(back.ngames, 2);
    assert_true(tu_stats_games_equal(back.games, st.games, 2));
    assert_int_equal(stats_hinted_games(&back), 1);
    stats_free(&back);

    const char *bad[] = {
        "cartographers-stats 2\nplayed solo 1\nsolo 2024-12-01 base 1 2 treetower golden_granary great_city "
        "cauldrons hints\n",
        "cartographers-stats 3\nplayed solo 1\nsolo 2024-12-01 base 1 2 treetower golden_granary great_city "
        "cauldrons help\n",
        "cartographers-stats 3\nplayed solo 1\nsolo 2024-12-01 base 1 2 treetower golden_granary great_city "
        "cauldrons hints hints\n",
    };
    const char *why[] = {"version 3", "only 'hints'", "expected"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        tu_write(path, bad[i], strlen(bad[i]));
        assert_int_equal(stats_load(&back, path, msg, sizeof msg), FILE_BAD);
        if (!strstr(msg, "line 3") || !strstr(msg, why[i]))
            fail_msg("case %zu: %s", i, msg);
        stats_free(&back);
    }
    stats_free(&st);
    session_free(a);
    session_free(b);
    tu_rmdir(dir);
}

/* The campaign counts a game with hints and marks its best; a game as good
 * without hints takes the mark away; the file keeps it (version 2). */
static void test_campaign_mark_hints(void **state)
{
    (void)state;
    char *dir = tu_mkdtemp();
    char path[1024], msg[SESSION_MESSAGE_MAX], err[SESSION_MESSAGE_MAX];
    snprintf(path, sizeof path, "%s/campaign.txt", dir);
    GameSettings gs;
    assert_true(campaign_settings(0, 99, &gs));
    Session *s = session_new(&gs, NULL, err, sizeof err);
    tu_play(s, -1, 7);
    const Game *g = session_game(s);
    CampaignProgress p, q;
    campaign_progress_init(&p);
    bool next;
    assert_true(campaign_record_game_marked(&p, 0, g, true, &next));
    assert_int_equal(p.games[0].played, 1);
    assert_int_equal(p.games[0].best_rating, game_solo_rating(g));
    assert_true(p.games[0].best_hints);
    assert_true(campaign_save(&p, path, err, sizeof err));
    size_t len;
    char *text = tu_read(path, &len);
    assert_true(strncmp(text, "cartographers-campaign 2\n", 25) == 0);
    assert_non_null(strstr(text, " hints\n"));
    free(text);
    assert_int_equal(campaign_load(&q, path, msg, sizeof msg), FILE_LOADED);
    assert_true(tu_campaign_results_equal(p.games, q.games, CAMPAIGN_GAMES)); /* the marks; `recorded` is the bookkeeping of recorded.h */

    /* a worse game with or without hints changes nothing of the best */
    assert_true(campaign_record_rating(&p, 0, game_solo_rating(g) - 1, NULL));
    assert_true(p.games[0].best_hints);
    /* the same rating with hints again: still marked */
    assert_true(campaign_record_game_marked(&p, 0, g, true, NULL));
    assert_true(p.games[0].best_hints);
    /* the same rating without hints: the best is now unmarked */
    assert_true(campaign_record_game(&p, 0, g, NULL));
    assert_false(p.games[0].best_hints);
    assert_int_equal(p.games[0].played, 4);
    /* one more as good without hints: the file needs no mark */
    assert_true(campaign_record_rating(&p, 0, game_solo_rating(g), NULL));
    assert_true(campaign_save(&p, path, err, sizeof err));
    text = tu_read(path, &len);
    assert_true(strncmp(text, "cartographers-campaign 1\n", 25) == 0); /* no mark: version 1 */
    free(text);

    const char *bad[] = {
        "cartographers-campaign 1\ngame first_commission 1 12 journeyman_topographer hints\n",
        "cartographers-campaign 2\ngame first_commission 1 12 journeyman_topographer help\n",
        "cartographers-campaign 2\ngame first_commission 0 - - hints\n",
    };
    const char *why[] = {"version 2", "only 'hints'", "not played"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        tu_write(path, bad[i], strlen(bad[i]));
        assert_int_equal(campaign_load(&q, path, msg, sizeof msg), FILE_BAD);
        if (!strstr(msg, "line 2") || !strstr(msg, why[i]))
            fail_msg("case %zu: %s", i, msg);
    }
    session_free(s);
    tu_rmdir(dir);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_solo_take_back_marks),
        cmocka_unit_test(test_take_back_without_reveal_does_not_mark),
        cmocka_unit_test(test_take_back_refused),
        cmocka_unit_test(test_marks_saved),
        cmocka_unit_test(test_bad_marks),
        cmocka_unit_test(test_handed_saved),
        cmocka_unit_test(test_stats_mark_hints),
        cmocka_unit_test(test_campaign_mark_hints),
    };
    return cmocka_run_group_tests_name("session_marks", tests, NULL, NULL);
}
