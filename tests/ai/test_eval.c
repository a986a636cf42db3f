/* test_eval.c: the static evaluation (ai_eval.c) and its shortcuts agree
 * with the engine: the sheet after a draw as ai_sheet_after sees it is the
 * sheet game_apply makes, rescoring only the decrees a move's terrain can
 * change gives the full evaluation, the evaluation of a finished game is
 * its total, the projection counts every season still to come, and the
 * deck-aware line value (ai_finish.c) counts a gap only on the shapes that
 * fill it whole. */
#include <string.h>

#include "ai.h"
#include "ai_test_util.h"

/* Checks every fast-path draw of every decision of a medium-bot game. */
static void check_game(GameKind kind, uint64_t seed)
{
    AiWeights w;
    ai_weights_medium(&w);
    Game *g = at_game(kind, 1, seed);
    Game *trial = test_malloc(sizeof *trial);
    Move *moves = test_malloc(sizeof(Move) * MOVES_MAX);
    Rng rng;
    rng_seed(&rng, seed, 100);
    int checked = 0;
    while (!game_over(g)) {
        const Decision *d = game_decision(g);
        if (!ai_needs_exact(g)) {
            int n = game_legal_moves(g, moves, MOVES_MAX);
            AiView view;
            ai_view_init(&view, g, d->sheet, &w);
            int before[DECREES];
            ai_decree_points(&view, &g->sheets[d->sheet], before);
            for (int i = 0; i < n && i < MOVES_MAX; i += 7) {
                Sheet after;
                ai_sheet_after(g, &moves[i], &after);
                assert_int_equal(ai_eval_sheet_drawn(&view, &after, before, TERRAIN_BIT(moves[i].terrain)),
                                 ai_eval_sheet(&view, &after));
                *trial = *g;
                char err[ERROR_MAX];
                assert_true(game_apply(trial, &moves[i], err, sizeof err));
                if (trial->season == g->season && !game_over(trial)) {
                    const Sheet *real = &trial->sheets[d->sheet];
                    assert_memory_equal(&after.board, &real->board, sizeof after.board);
                    assert_int_equal(after.coins, real->coins);
                    checked++;
                }
            }
        }
        Move m;
        assert_true(bot_choose(BOT_MEDIUM, g, &rng, &m));
        char err[ERROR_MAX];
        assert_true(game_apply(g, &m, err, sizeof err));
    }
    assert_true(checked > 50);
    /* a finished game is worth its total */
    assert_int_equal(ai_eval_game(g, 0, &w), game_total(g, 0) * AI_POINT);
    test_free(moves);
    test_free(trial);
    test_free(g);
}

static void fast_path_matches_engine(void **state)
{
    (void)state;
    check_game(GAME_BASE, 31);
    check_game(GAME_HEROES, 32);
    check_game(GAME_MIXED, 33);
}

/* At the start every decree counts for its two seasons and coins for all four. */
static void projection_weights(void **state)
{
    (void)state;
    AiWeights w;
    ai_weights_medium(&w);
    Game *g = at_game(GAME_BASE, 1, 8);
    AiView v;
    ai_view_init(&v, g, 0, &w);
    assert_int_equal(v.seasons_left, 4);
    assert_int_equal(v.coin_mult, 400);
    for (int d = 0; d < DECREES; d++)
        assert_int_equal(v.decree_mult[d], 100 + w.future_decree);
    /* easy: the current season's two decrees only */
    AiWeights e;
    ai_weights_easy(&e);
    ai_view_init(&v, g, 0, &e);
    assert_int_equal(v.seasons_left, 1);
    assert_int_equal(v.decree_mult[0], 100);
    assert_int_equal(v.decree_mult[1], 100);
    assert_int_equal(v.decree_mult[2], 0);
    assert_int_equal(v.decree_mult[3], 0);
    test_free(g);
}

/* The AI's own Lost Barony gives the scoring card's points on random
 * boards of every density. */
static void fast_lost_barony(void **state)
{
    (void)state;
    GameSettings s;
    game_settings_init(&s, GAME_BASE, 1, 4);
    const char *ids[DECREES] = {"lost_barony", "sentinel_wood", "canal_lake", "great_city"};
    for (int d = 0; d < DECREES; d++)
        s.decree_cards[d] = scoring_card_index(scoring_card_find(ids[d]));
    Game *g = test_malloc(sizeof *g);
    char err[ERROR_MAX];
    assert_true(game_init(g, &s, err, sizeof err));
    AiWeights w;
    ai_weights_medium(&w);
    AiView v;
    ai_view_init(&v, g, 0, &w);
    assert_true(v.fast_barony[0]);
    Rng rng;
    rng_seed(&rng, 1, 1);
    ScoreContext ctx = {false};
    for (int i = 0; i < 3000; i++) {
        Board b;
        board_clear(&b);
        unsigned density = 1 + rng_below(&rng, 99);
        for (int at = 0; at < BOARD_SPACES; at++)
            if (rng_below(&rng, 100) < density)
                board_put(&b, at, CONTENT_FARM);
        assert_int_equal(ai_decree_score(&v, 0, &b),
                         scoring_card_score(scoring_card_find("lost_barony"), &b, &ctx).points);
    }
    test_free(g);
}

/* The deck-aware value of a Silos column (ai_finish.c) whose only empty
 * spaces are a run of `len` down column 4 from row 3, everything else on
 * the map filled: the value a deck of the `explore` set gives it (a mixed
 * game, for the base scoring card with either deck). */
static int silos_gap_value(CardSet explore, int len)
{
    GameSettings s;
    game_settings_init(&s, GAME_MIXED, 1, 5);
    s.explore_set = explore;
    const char *ids[DECREES] = {"silos", "sentinel_wood", "canal_lake", "great_city"};
    for (int d = 0; d < DECREES; d++)
        s.decree_cards[d] = scoring_card_index(scoring_card_find(ids[d]));
    Game *g = test_malloc(sizeof *g);
    char err[ERROR_MAX];
    assert_true(game_init(g, &s, err, sizeof err));
    Board *b = &g->sheets[0].board;
    Bitboard gap = bb_empty();
    for (int k = 0; k < len; k++)
        bb_set(&gap, bb_index(3 + k, 4));
    assert_true(bb_subset(gap, board_empty_spaces(b)));
    Bitboard fill = bb_minus(board_empty_spaces(b), gap);
    int at;
    while ((at = bb_pop(&fill)) >= 0)
        board_put(b, at, CONTENT_FARM);
    AiWeights w;
    ai_weights_medium(&w);
    w.finish_use = 100;
    AiView v;
    ai_view_init(&v, g, 0, &w);
    ai_deck_init(&v.deck, g);
    Bitboard cover[AI_DECK_MAX];
    ai_deck_cover(&v.deck, board_empty_spaces(b), cover);
    int value = ai_finish_lines(&v, 0, AI_LINES_ODD_COLUMNS, b, cover);
    test_free(g);
    return value;
}

/* A gap of a line counts only on the cards one of whose placements covers
 * all of it. Kethra's Gates and Rift Lands (1x1) cover each space of a
 * walled-in run, Pasture's split shape (a cell, a space, a cell) its ends:
 * a run of four needs a straight shape of four, which the base deck has
 * (Fishing Village) and the Heroes deck has not; a run of three a straight
 * three (Great River; none in Heroes); a run of two a domino (both). */
static void gap_needs_one_shape(void **state)
{
    (void)state;
    assert_true(silos_gap_value(SET_BASE, 4) > 0);
    assert_int_equal(silos_gap_value(SET_HEROES, 4), 0);
    assert_true(silos_gap_value(SET_BASE, 3) > 0);
    assert_int_equal(silos_gap_value(SET_HEROES, 3), 0);
    assert_true(silos_gap_value(SET_HEROES, 2) > 0);
    assert_true(silos_gap_value(SET_BASE, 2) > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(fast_path_matches_engine),
        cmocka_unit_test(projection_weights),
        cmocka_unit_test(fast_lost_barony),
        cmocka_unit_test(gap_needs_one_shape),
    };
    return cmocka_run_group_tests_name("ai_eval", tests, NULL, NULL);
}
