/* test_placement.c: the whole-board placements against the space-by-space
 * definitions they replaced. game_legal_moves lists exactly the moves, in
 * exactly the order, of game_legal_moves_reference at every decision of
 * random games (base, Heroes and mixed, solo and 2-6 players, the solo
 * ambush rule); game_anchors gives exactly the corners where shape_place
 * and game_placement_ok allow a shape, for every card's shapes in every
 * orientation on random boards with and without the ruins rule and a
 * target; game_shape_fits and the solo ambush rule agree with the same
 * corners found one by one (the rule's walk itself is pinned by
 * tests/rules/data/solo-ambush). */
#include "rules_util.h"

#include <stdio.h>
#include <string.h>

#include "game_internal.h"
#include "game_moves_reference.h"

/* A board with a random part of its spaces filled and random ruins marks. */
static void random_board(Board *b, Rng *rng)
{
    board_clear(b);
    unsigned density = rng_below(rng, 101);
    for (int at = 0; at < BOARD_SPACES; at++) {
        if (rng_below(rng, 100) < density)
            board_put(b, at, (Content)rng_below(rng, CONTENT_COUNT));
        if (rng_below(rng, 8) == 0)
            bb_set(&b->ruins, at);
    }
}

static void test_lists_match_reference(void **state)
{
    (void)state;
    Move *moves = test_malloc(sizeof(Move) * MOVES_MAX), *want = test_malloc(sizeof(Move) * MOVES_MAX);
    Game *g = test_malloc(sizeof *g);
    Rng rng;
    rng_seed(&rng, 99, 5);
    long decisions = 0, ruins = 0, targets = 0;
    for (int game = 0; game < 300; game++) {
        GameSettings s;
        game_settings_init(&s, (GameKind)(game % 3), 1 + game % 6, 1000 + (uint64_t)game);
        s.solo_ambush_rule = s.players > 1 && game % 4 == 1;
        char err[ERROR_MAX];
        assert_true(game_init(g, &s, err, sizeof err));
        while (!game_over(g)) {
            int n = game_legal_moves(g, moves, MOVES_MAX);
            int m = game_legal_moves_reference(g, want, MOVES_MAX);
            decisions++;
            ruins += g->decision.ruins_needed;
            targets += g->decision.solo_target >= 0;
            if (n != m || memcmp(moves, want, sizeof(Move) * (size_t)(n < MOVES_MAX ? n : MOVES_MAX)) != 0)
                fail_msg("game %d, move %d: %d moves listed, the reference lists %d (or another order)", game,
                         g->moves_applied, n, m);
            assert_int_equal(game_legal_moves(g, NULL, 0), n);
            assert_true(n > 0);
            assert_true(game_apply(g, &moves[rng_below(&rng, (uint32_t)(n < MOVES_MAX ? n : MOVES_MAX))], err,
                                   sizeof err));
        }
    }
    /* the games met the ruins rule and solo ambush targets many times */
    assert_true(decisions > 10000);
    assert_true(ruins > 100);
    assert_true(targets > 100);
    test_free(g);
    test_free(moves);
    test_free(want);
}

/* The corners one by one, as game_legal_moves_reference tries them. */
static Bitboard corners_one_by_one(const OrientedShape *os, const Board *b, bool ruins_needed, int target)
{
    Bitboard corners = bb_empty();
    for (int at = 0; at < BOARD_SPACES; at++) {
        Bitboard cells;
        if (shape_place(os, at, &cells) && game_placement_ok(b, cells, ruins_needed, target))
            bb_set(&corners, at);
    }
    return corners;
}

static void test_anchors_match_placements(void **state)
{
    (void)state;
    Rng rng;
    rng_seed(&rng, 4, 4);
    for (int i = 0; i < 300; i++) {
        Board b;
        random_board(&b, &rng);
        Bitboard empty = board_empty_spaces(&b), open_ruins = bb_and(b.ruins, empty);
        for (int id = 0; id < card_count(); id++) {
            const Card *card = card_get(id);
            for (int s = 0; s < card->nshapes; s++) {
                for (int o = 0; o < ORIENTATIONS; o++) {
                    OrientedShape os;
                    if (!shape_orient(card->shapes[s].pattern, o, &os))
                        continue;
                    bool ruins_needed = rng_below(&rng, 2) != 0;
                    int target = rng_below(&rng, 3) == 0 ? (int)rng_below(&rng, BOARD_SPACES) : -1;
                    Bitboard got = game_anchors(&os, empty, open_ruins, ruins_needed, target);
                    Bitboard want = corners_one_by_one(&os, &b, ruins_needed, target);
                    if (!bb_equal(got, want))
                        fail_msg("board %d, %s shape %d orientation %d, ruins %d, target %d: other corners", i,
                                 card->id, s + 1, o, ruins_needed, target);
                }
            }
        }
    }
}

/* card_orientations: shape_orient's shapes, with shape_orientation_repeats' left out. */
static void test_orientations(void **state)
{
    (void)state;
    for (int id = 0; id < card_count(); id++) {
        const Card *card = card_get(id);
        for (int limit = 1; limit <= ORIENTATIONS; limit += ORIENTATIONS - 1) {
            CardOrientations list;
            card_orientations(card, limit, &list);
            int k = 0;
            for (int s = 0; s < card->nshapes; s++) {
                for (int o = 0; o < limit; o++) {
                    OrientedShape os;
                    if (shape_orientation_repeats(card->shapes[s].pattern, o) ||
                        !shape_orient(card->shapes[s].pattern, o, &os))
                        continue;
                    assert_true(k < list.n);
                    assert_int_equal(list.item[k].shape, s);
                    assert_int_equal(list.item[k].orient, o);
                    assert_memory_equal(&list.item[k].os, &os, sizeof os);
                    k++;
                }
            }
            assert_int_equal(list.n, k);
        }
    }
}

/* The spaces some placement of the ambush's shape, as printed, would
 * cover: found corner by corner. */
static Bitboard coverable_one_by_one(const Board *b, const Card *ambush)
{
    OrientedShape os;
    Bitboard coverable = bb_empty();
    if (!shape_orient(ambush->shapes[0].pattern, 0, &os))
        return coverable;
    Bitboard corners = corners_one_by_one(&os, b, false, -1);
    int at;
    while ((at = bb_pop(&corners)) >= 0) {
        Bitboard cells;
        assert_true(shape_place(&os, at, &cells));
        coverable = bb_or(coverable, cells);
    }
    return coverable;
}

static void test_solo_targets_and_fits(void **state)
{
    (void)state;
    Rng rng;
    rng_seed(&rng, 8, 8);
    Game *g = RU_GAME(GAME_MIXED, 1, 3);
    for (int i = 0; i < 2000; i++) {
        Board b;
        random_board(&b, &rng);
        g->sheets[0].board = b;
        /* the solo ambush rule (docs/rules.md §4) discards exactly when no
         * placement fits, and otherwise names a space a placement covers */
        for (int k = 0; k < 8; k++) {
            const Card *ambush = card_get(game_ambush_card(k));
            Bitboard coverable = coverable_one_by_one(&b, ambush);
            int target = solo_ambush_target(&b, ambush);
            if (bb_is_empty(coverable))
                assert_int_equal(target, -1);
            else
                assert_true(target >= 0 && bb_test(coverable, target));
        }
        for (int id = 0; id < card_count(); id++) {
            const Card *card = card_get(id);
            if (card->kind != CARD_EXPLORE && card->kind != CARD_AMBUSH)
                continue;
            bool ruins_needed = rng_below(&rng, 2) != 0, any = rng_below(&rng, 2) != 0;
            int target = rng_below(&rng, 4) == 0 ? (int)rng_below(&rng, BOARD_SPACES) : -1;
            bool fits = false;
            for (int s = 0; s < card->nshapes && !fits; s++) {
                for (int o = 0; o < (any ? ORIENTATIONS : 1) && !fits; o++) {
                    OrientedShape os;
                    fits = shape_orient(card->shapes[s].pattern, o, &os) &&
                           !bb_is_empty(corners_one_by_one(&os, &b, ruins_needed, target));
                }
            }
            assert_int_equal(game_shape_fits(g, id, 0, ruins_needed, any, target), fits);
        }
    }
    ru_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lists_match_reference),
        cmocka_unit_test(test_anchors_match_placements),
        cmocka_unit_test(test_orientations),
        cmocka_unit_test(test_solo_targets_and_fits),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
