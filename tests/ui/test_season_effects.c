/* test_season_effects.c: the season's box names a lasting effect only when
 * it acted that season (season_effects.h): a zombie wave that filled a
 * space, a troll with an empty space next to it; one with nothing to act on
 * is not reported as if it had. */
#include <stdio.h>
#include <string.h>

#include "cards.h"
#include "game.h"
#include "past.h"
#include "season_effects.h"
#include "ui_test.h"

static Game game;

/* A two-player Heroes game whose lasting effects are the zombies and the
 * troll, each with one named monster on sheet 0 at E5 (zombies) and
 * H8 (troll); season 0 scored with these maps. */
static void set_up(PastBoards *past, int *zombie, int *troll)
{
    GameSettings s;
    game_settings_init(&s, GAME_HEROES, 2, 7);
    char err[ERROR_MAX];
    assert_true(game_init(&game, &s, err, sizeof err));
    *zombie = card_find("zombie_plague");
    *troll = card_find("giant_troll_ravage");
    assert_true(*zombie >= 0 && *troll >= 0);
    game.lasting[0] = (int8_t)*zombie;
    game.lasting[1] = (int8_t)*troll;
    game.lasting_len = 2;
    for (int p = 0; p < 2; p++)
        memset(game.sheets[p].named, 0, sizeof game.sheets[p].named);
    Sheet *sh = &game.sheets[0];
    int e5 = 4 * BOARD_SIZE + 4, h8 = 7 * BOARD_SIZE + 7;
    board_put(&sh->board, e5, CONTENT_MONSTER);
    board_put(&sh->board, h8, CONTENT_MONSTER);
    sh->named[game_ambush_number(*zombie)] = bb_single(e5);
    sh->named[game_ambush_number(*troll)] = bb_single(h8);
    past_reset(past);
    for (int p = 0; p < 2; p++)
        past->board[0][p] = game.sheets[p].board;
    past->known[0] = true;
}

/* Fills the spaces next to `at` on sheet 0 with forest (mountains and
 * ruins stay as they are). */
static void surround(int at)
{
    Sheet *sh = &game.sheets[0];
    Bitboard around = bb_and(bb_adjacent(bb_single(at)), board_empty_spaces(&sh->board));
    for (int i = bb_pop(&around); i >= 0; i = bb_pop(&around))
        board_put(&sh->board, i, CONTENT_FOREST);
}

static void test_in_play(void **state)
{
    (void)state;
    PastBoards past;
    int zombie, troll, out[8];
    set_up(&past, &zombie, &troll);
    assert_int_equal(season_effects_in_play(&game, out), 2);
    assert_int_equal(out[0], zombie);
    assert_int_equal(out[1], troll);
    /* the Dragon acts when drawn, not after a scoring */
    game.lasting[0] = (int8_t)card_find("dragon_inferno");
    assert_int_equal(season_effects_in_play(&game, out), 1);
    assert_int_equal(out[0], troll);
}

static void test_zombies(void **state)
{
    (void)state;
    PastBoards past;
    int zombie, troll;
    set_up(&past, &zombie, &troll);
    /* no wave yet: the map is as it was scored */
    assert_false(season_effect_acted(&game, &past, 0, zombie));
    /* a wave: the zombies took F5 after the scoring */
    Sheet *sh = &game.sheets[0];
    int f5 = 5 * BOARD_SIZE + 4;
    board_put(&sh->board, f5, CONTENT_MONSTER);
    sh->named[game_ambush_number(zombie)] = bb_or(sh->named[game_ambush_number(zombie)], bb_single(f5));
    assert_true(season_effect_acted(&game, &past, 0, zombie));
    /* another season's map does not count it */
    assert_false(season_effect_acted(&game, &past, 1, zombie));
}

static void test_troll(void **state)
{
    (void)state;
    PastBoards past;
    int zombie, troll;
    set_up(&past, &zombie, &troll);
    assert_true(season_effect_acted(&game, &past, 0, troll));
    /* every space next to the troll filled before the scoring */
    surround(7 * BOARD_SIZE + 7);
    past.board[0][0] = game.sheets[0].board;
    assert_false(season_effect_acted(&game, &past, 0, troll));
    /* on the other map a troll with room acts */
    Sheet *other = &game.sheets[1];
    int b2 = 1 * BOARD_SIZE + 1;
    if (!bb_test(board_empty_spaces(&other->board), b2))
        b2 = 2 * BOARD_SIZE + 2;
    board_put(&other->board, b2, CONTENT_MONSTER);
    other->named[game_ambush_number(troll)] = bb_single(b2);
    past.board[0][1] = other->board;
    assert_true(season_effect_acted(&game, &past, 0, troll));
}

static void test_troll_after_zombies(void **state)
{
    (void)state;
    PastBoards past;
    int zombie, troll;
    set_up(&past, &zombie, &troll);
    /* the troll's last empty neighbour taken by the zombies' wave after the
     * scoring: nothing left for the troll */
    int h8 = 7 * BOARD_SIZE + 7, g8 = 6 * BOARD_SIZE + 7;
    surround(h8);
    Sheet *sh = &game.sheets[0];
    board_put(&sh->board, g8, CONTENT_EMPTY);
    past.board[0][0] = sh->board; /* scored with G8 empty */
    board_put(&sh->board, g8, CONTENT_MONSTER);
    int zn = game_ambush_number(zombie);
    sh->named[zn] = bb_or(sh->named[zn], bb_single(g8));
    assert_false(season_effect_acted(&game, &past, 0, troll));
    assert_true(season_effect_acted(&game, &past, 0, zombie));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_in_play),
        cmocka_unit_test(test_zombies),
        cmocka_unit_test(test_troll),
        cmocka_unit_test(test_troll_after_zombies),
    };
    return cmocka_run_group_tests_name("ui_season_effects", tests, NULL, NULL);
}
