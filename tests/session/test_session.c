/* test_session.c: sessions: applying moves, seats, and the undo/redo rules
 * of session.h (own placements until the next card is revealed; the
 * hand-over floor in multiplayer; redo; a new move clears redo). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "save.h"
#include "session.h"
#include "session_test_util.h"

/* A 2-player base game where player 1 (seat 0) is about to draw an explore
 * card that player 2 draws after them. */
static Session *two_player_at_first_draw(uint64_t seed)
{
    GameSettings gs = tu_settings(GAME_BASE, 2, seed);
    char err[SESSION_MESSAGE_MAX];
    Session *s = session_new(&gs, NULL, err, sizeof err);
    assert_non_null(s);
    uint64_t pick = seed;
    for (;;) {
        const Decision *d = game_decision(session_game(s));
        if (d->kind == DECISION_DRAW && d->sheet == 0 && d->actor == 0)
            return s;
        Move m;
        assert_true(tu_random_move(session_game(s), &pick, &m));
        assert_true(session_apply(s, &m, err, sizeof err));
    }
}

static Move any_move(const Session *s, uint64_t seed)
{
    Move m;
    uint64_t state = seed;
    assert_true(tu_random_move(session_game(s), &state, &m));
    return m;
}

static void test_new_and_seats(void **state)
{
    (void)state;
    char err[SESSION_MESSAGE_MAX];
    GameSettings gs = tu_settings(GAME_HEROES, 3, 5);
    Seat seats[3];
    session_seat_init(&seats[0], 0, SEAT_HUMAN, NULL, "  Anna Müller  ");
    session_seat_init(&seats[1], 1, SEAT_COMPUTER, "greedy", NULL);
    session_seat_init(&seats[2], 2, SEAT_COMPUTER, "random", "Bot");
    Session *s = session_new(&gs, seats, err, sizeof err);
    assert_non_null(s);
    assert_string_equal(session_seat(s, 0)->name, "Anna Müller");
    assert_string_equal(session_seat(s, 1)->name, "Player 2");
    assert_string_equal(session_seat(s, 1)->strength, "greedy");
    assert_null(session_seat(s, 3));
    /* random decrees are dealt and kept in the settings */
    for (int i = 0; i < DECREES; i++)
        assert_int_equal(session_settings(s)->decree_cards[i], session_game(s)->decree_cards[i]);

    Seat bad = seats[1];
    memcpy(bad.strength, "Greedy!", 8);
    assert_false(session_set_seat(s, 1, &bad, err, sizeof err));
    bad = seats[0];
    memcpy(bad.name, "a\tb", 4);
    assert_false(session_set_seat(s, 0, &bad, err, sizeof err));
    assert_false(session_set_title(s, " leading blank", err, sizeof err));
    assert_true(session_set_title(s, "Sunday game", err, sizeof err));
    session_free(s);

    gs.players = 7;
    assert_null(session_new(&gs, NULL, err, sizeof err));
    assert_non_null(strstr(err, "players"));
    /* a long name is cut at a character boundary */
    Seat longname;
    session_seat_init(&longname, 0, SEAT_HUMAN, NULL,
                      "ÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄ");
    assert_true(session_seat_check(&longname, err, sizeof err));
}

static void test_apply_refuses_illegal(void **state)
{
    (void)state;
    char err[SESSION_MESSAGE_MAX];
    GameSettings gs = tu_settings(GAME_BASE, 1, 11);
    Session *s = session_new(&gs, NULL, err, sizeof err);
    char *before = save_format(s);
    assert_false(session_apply_text(s, "destroy card=gorgon_gaze at=A1", err, sizeof err));
    assert_false(session_apply_text(s, "draw card=nonsense", err, sizeof err));
    assert_int_equal(session_move_count(s), 0);
    char *after = save_format(s);
    assert_string_equal(before, after);
    free(before);
    free(after);
    session_free(s);
}

/* session_apply_why gives the engine's refusal as a code, the same as
 * game_check_move_why, for every way a move can be wrong here; nothing
 * changes; and the sentence session_apply writes is the code's. */
static void test_apply_refusal_codes(void **state)
{
    (void)state;
    char err[SESSION_MESSAGE_MAX];
    Session *s = two_player_at_first_draw(11);
    const Game *g = session_game(s);
    Move good = any_move(s, 5);
    Move wrong[5];
    for (int i = 0; i < 5; i++)
        wrong[i] = good;
    wrong[0].card = (int8_t)(good.card == 0 ? 1 : 0); /* another card */
    wrong[1].kind = MOVE_DESTROY;                      /* a destroy when a shape is due */
    wrong[2].orient = 9;                               /* no such orientation */
    wrong[3].at = -1;                                  /* off the map */
    wrong[4].terrain = CONTENT_MOUNTAIN;               /* a terrain the card has not */
    char *before = save_format(s);
    int moves = session_move_count(s);
    for (int i = 0; i < 5; i++) {
        Refusal want, got;
        assert_false(game_check_move_why(g, &wrong[i], &want));
        assert_false(session_apply_why(s, &wrong[i], &got));
        assert_int_equal(got.code, want.code);
        assert_int_not_equal(got.code, REFUSE_NONE);
        assert_int_equal(got.arg[0], want.arg[0]);
        assert_int_equal(got.arg[1], want.arg[1]);
        char sentence[ERROR_MAX];
        game_refusal_text(&want, sentence, sizeof sentence);
        assert_false(session_apply(s, &wrong[i], err, sizeof err));
        assert_string_equal(err, sentence);
    }
    char *after = save_format(s);
    assert_string_equal(before, after);
    assert_int_equal(session_move_count(s), moves);
    assert_true(session_apply_why(s, &good, NULL));
    assert_int_equal(session_move_count(s), moves + 1);
    free(before);
    free(after);
    session_free(s);
}

static void test_nothing_to_undo(void **state)
{
    (void)state;
    char why[SESSION_MESSAGE_MAX];
    GameSettings gs = tu_settings(GAME_BASE, 1, 3);
    Session *s = session_new(&gs, NULL, why, sizeof why);
    assert_false(session_can_undo(s, 0, why, sizeof why));
    assert_non_null(strstr(why, "nothing"));
    assert_false(session_can_redo(s, 0, why, sizeof why));
    assert_int_equal(session_last_actor(s), -1);
    session_free(s);
}

static void test_undo_own_placement(void **state)
{
    (void)state;
    char err[SESSION_MESSAGE_MAX];
    for (uint64_t seed = 1; seed <= 5; seed++) {
        Session *s = two_player_at_first_draw(seed);
        char *before = save_format(s);
        int n = session_move_count(s);
        Move m = any_move(s, seed);
        assert_true(session_apply(s, &m, err, sizeof err));
        assert_int_equal(session_last_actor(s), 0);
        assert_int_equal(game_decision(session_game(s))->actor, 1);
        assert_true(session_can_undo(s, 0, err, sizeof err));
        assert_true(session_undo(s, 0, err, sizeof err));
        assert_int_equal(session_move_count(s), n);
        assert_int_equal(session_redo_count(s), 1);
        char *after = save_format(s);
        assert_string_equal(before, after);
        const Decision *d = game_decision(session_game(s));
        assert_int_equal(d->actor, 0);
        assert_int_equal(d->kind, DECISION_DRAW);
        free(before);
        free(after);
        session_free(s);
    }
}

static void test_undo_other_players_move_refused(void **state)
{
    (void)state;
    char why[SESSION_MESSAGE_MAX];
    Session *s = two_player_at_first_draw(2);
    Move m = any_move(s, 9);
    assert_true(session_apply(s, &m, why, sizeof why));
    assert_false(session_can_undo(s, 1, why, sizeof why));
    assert_non_null(strstr(why, "Player 1"));
    assert_false(session_undo(s, 1, why, sizeof why));
    assert_int_equal(session_last_actor(s), 0);
    session_free(s);
}

static void test_undo_after_reveal_refused(void **state)
{
    (void)state;
    char why[SESSION_MESSAGE_MAX];
    /* multiplayer: the second player's draw ends the card, the next is revealed */
    Session *s = two_player_at_first_draw(4);
    Move m = any_move(s, 1);
    assert_true(session_apply(s, &m, why, sizeof why));
    int row = session_game(s)->row_len, deck = session_game(s)->deck_len;
    m = any_move(s, 2);
    assert_true(session_apply(s, &m, why, sizeof why));
    assert_true(session_game(s)->row_len != row || session_game(s)->deck_len != deck);
    assert_false(session_can_undo(s, 1, why, sizeof why));
    assert_non_null(strstr(why, "revealed"));
    session_free(s);

    /* solo: a draw reveals the next card at once */
    GameSettings gs = tu_settings(GAME_BASE, 1, 21);
    s = session_new(&gs, NULL, why, sizeof why);
    for (int i = 0; i < 10; i++) {
        const Game *g = session_game(s);
        int before_row = g->row_len, before_season = g->season;
        int before_deck = g->deck_len;
        m = any_move(s, (uint64_t)i);
        assert_true(session_apply(s, &m, why, sizeof why));
        bool revealed = g->row_len != before_row || g->season != before_season || g->deck_len != before_deck;
        assert_int_equal(session_can_undo(s, 0, why, sizeof why), !revealed);
        if (revealed)
            assert_false(session_undo(s, 0, why, sizeof why));
    }
    session_free(s);
}

/* Solo: drawing the Gorgon reveals nothing, its gaze is still to come, so
 * the player may take the ambush back. */
static void test_undo_solo_without_reveal(void **state)
{
    (void)state;
    char err[SESSION_MESSAGE_MAX];
    int found = 0;
    for (uint64_t seed = 1; seed < 400 && found < 3; seed++) {
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
            assert_true(session_can_undo(s, 0, err, sizeof err));
            int n = session_move_count(s);
            assert_true(session_undo(s, 0, err, sizeof err));
            assert_int_equal(session_move_count(s), n - 1);
            assert_int_equal(game_decision(session_game(s))->kind, DECISION_AMBUSH);
            assert_true(session_redo(s, 0, err, sizeof err));
            assert_int_equal(game_decision(session_game(s))->kind, DECISION_GORGON);
        }
        session_free(s);
    }
    assert_int_equal(found, 3);
}

static void test_handover_floor(void **state)
{
    (void)state;
    char why[SESSION_MESSAGE_MAX];
    Session *s = two_player_at_first_draw(6);
    Move m = any_move(s, 3);
    assert_true(session_apply(s, &m, why, sizeof why));
    assert_true(session_can_undo(s, 0, why, sizeof why));
    session_mark_handover(s);
    assert_int_equal(session_undo_floor(s), session_move_count(s));
    assert_false(session_can_undo(s, 0, why, sizeof why));
    assert_non_null(strstr(why, "handed over"));
    assert_false(session_undo(s, 0, why, sizeof why));
    /* the floor survives a save and a load */
    char *text = save_format(s);
    Session *t = save_parse(text, strlen(text), why, sizeof why);
    assert_non_null(t);
    assert_int_equal(session_undo_floor(t), session_undo_floor(s));
    assert_false(session_can_undo(t, 0, why, sizeof why));
    session_free(t);
    free(text);
    session_free(s);
}

static void test_redo_and_apply_clears_redo(void **state)
{
    (void)state;
    char err[SESSION_MESSAGE_MAX];
    Session *s = two_player_at_first_draw(8);
    Move m = any_move(s, 5);
    assert_true(session_apply(s, &m, err, sizeof err));
    char *done = save_format(s);
    assert_true(session_undo(s, 0, err, sizeof err));
    assert_false(session_can_redo(s, 1, err, sizeof err));
    assert_true(session_can_redo(s, 0, err, sizeof err));
    assert_true(session_redo(s, 0, err, sizeof err));
    char *redone = save_format(s);
    assert_string_equal(done, redone);
    assert_int_equal(session_redo_count(s), 0);
    /* undo again, then a new move: redo is gone */
    assert_true(session_undo(s, 0, err, sizeof err));
    assert_int_equal(session_redo_count(s), 1);
    Move other = any_move(s, 77);
    assert_true(session_apply(s, &other, err, sizeof err));
    assert_int_equal(session_redo_count(s), 0);
    assert_false(session_can_redo(s, 0, err, sizeof err));
    assert_non_null(strstr(err, "nothing"));
    free(done);
    free(redone);
    session_free(s);
}

static void test_game_over_is_final(void **state)
{
    (void)state;
    char why[SESSION_MESSAGE_MAX];
    GameSettings gs = tu_settings(GAME_MIXED, 2, 13);
    Session *s = session_new(&gs, NULL, why, sizeof why);
    tu_play(s, -1, 13);
    assert_true(game_over(session_game(s)));
    for (int actor = 0; actor < 2; actor++)
        assert_false(session_can_undo(s, actor, why, sizeof why));
    session_free(s);
}

static void test_game_at(void **state)
{
    (void)state;
    char err[SESSION_MESSAGE_MAX];
    GameSettings gs = tu_settings(GAME_HEROES, 2, 17);
    Session *s = session_new(&gs, NULL, err, sizeof err);
    Game start = *session_game(s);
    tu_play(s, 40, 17);
    Game g;
    assert_true(session_game_at(s, 0, &g, err, sizeof err));
    assert_int_equal(g.deck_len, start.deck_len);
    assert_int_equal(g.row_len, start.row_len);
    assert_true(session_game_at(s, session_move_count(s), &g, err, sizeof err));
    assert_int_equal(g.moves_applied, session_game(s)->moves_applied);
    assert_int_equal(game_total(&g, 1), game_total(session_game(s), 1));
    assert_memory_equal(&g.sheets[0].board, &session_game(s)->sheets[0].board, sizeof g.sheets[0].board);
    assert_false(session_game_at(s, session_move_count(s) + 1, &g, err, sizeof err));
    session_free(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_new_and_seats),
        cmocka_unit_test(test_apply_refuses_illegal),
        cmocka_unit_test(test_apply_refusal_codes),
        cmocka_unit_test(test_nothing_to_undo),
        cmocka_unit_test(test_undo_own_placement),
        cmocka_unit_test(test_undo_other_players_move_refused),
        cmocka_unit_test(test_undo_after_reveal_refused),
        cmocka_unit_test(test_undo_solo_without_reveal),
        cmocka_unit_test(test_handover_floor),
        cmocka_unit_test(test_redo_and_apply_clears_redo),
        cmocka_unit_test(test_game_over_is_final),
        cmocka_unit_test(test_game_at),
    };
    return cmocka_run_group_tests_name("session", tests, NULL, NULL);
}
