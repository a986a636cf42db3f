/* test_scoring_reference.c: the whole-bitboard scoring cards against their
 * first, space-by-space definitions (scoring_reference.h) on many random
 * boards of every kind: scattered spaces at every density, shapes drawn on
 * the four map sides, boards of one or two contents (long runs, big
 * squares, full lines), and lines laid on purpose. Points, counted spaces
 * and the choice must be the same, with heroes on and off, whether each
 * card is scored on a ScoreBoard of its own or all on one shared board in
 * a random order. */
#include "test_util.h"

#include <stdio.h>
#include <string.h>

#include "maps.h"
#include "rng.h"
#include "scoring_reference.h"

#define BOARDS 12000

static const Content every[] = {CONTENT_FOREST,  CONTENT_VILLAGE, CONTENT_FARM,      CONTENT_WATER,
                                CONTENT_MONSTER, CONTENT_HERO,    CONTENT_MOUNTAIN, CONTENT_WASTELAND,
                                CONTENT_DESTROYED};
#define EVERY (sizeof every / sizeof every[0])

static Content some_content(Rng *rng, unsigned kinds)
{
    return every[rng_below(rng, kinds)];
}

/* Each space filled with chance density/100, with one of the first `kinds` contents. */
static void scattered(Board *b, Rng *rng)
{
    unsigned density = rng_below(rng, 101), kinds = 1 + rng_below(rng, EVERY);
    for (int at = 0; at < BOARD_SPACES; at++)
        if (rng_below(rng, 100) < density)
            board_put(b, at, some_content(rng, kinds));
}

/* A map side with shapes drawn on it as random walks of 1-6 spaces, the
 * way a game fills a sheet. */
static void drawn(Board *b, Rng *rng)
{
    map_side_board((MapSide)rng_below(rng, MAP_SIDE_COUNT), b);
    int spaces = (int)rng_below(rng, BOARD_SPACES + 1);
    for (int drawn_spaces = 0; drawn_spaces < spaces;) {
        Content t = some_content(rng, 6);
        int at = (int)rng_below(rng, BOARD_SPACES), size = 1 + (int)rng_below(rng, 6);
        for (int k = 0; k < size; k++) {
            if (board_get(b, at) == CONTENT_EMPTY) {
                board_put(b, at, t);
                drawn_spaces++;
            }
            Bitboard next = bb_and(bb_adjacent(bb_single(at)), board_empty_spaces(b));
            int options = bb_count(next);
            if (options == 0)
                break;
            for (int skip = (int)rng_below(rng, (uint32_t)options); skip > 0; skip--)
                (void)bb_pop(&next);
            at = bb_first(next);
        }
        if (bb_is_empty(board_empty_spaces(b)))
            break;
    }
}

/* Nearly all of one content, holes of another: long runs, big squares,
 * full lines, and clusters of empty spaces of every small size. */
static void dense(Board *b, Rng *rng)
{
    Content main = some_content(rng, 4), other = some_content(rng, EVERY);
    unsigned holes = rng_below(rng, 40);
    for (int at = 0; at < BOARD_SPACES; at++) {
        unsigned roll = rng_below(rng, 100);
        board_put(b, at, roll < holes / 2 ? CONTENT_EMPTY : roll < holes ? other : main);
    }
}

/* Whole rows, columns and diagonals of random contents over a scattered board. */
static void lines(Board *b, Rng *rng)
{
    scattered(b, rng);
    for (int n = (int)rng_below(rng, 8); n > 0; n--) {
        int which = (int)rng_below(rng, BOARD_SIZE), kind = (int)rng_below(rng, 3);
        for (int k = 0; k < BOARD_SIZE; k++) {
            int at = kind == 0 ? bb_index(which, k) : kind == 1 ? bb_index(k, which) : bb_index(which + k, k);
            if (kind == 2 && which + k >= BOARD_SIZE)
                break;
            board_put(b, at, some_content(rng, 7));
        }
    }
}

static void random_board(Board *b, Rng *rng, int i)
{
    board_clear(b);
    switch (i % 4) {
    case 0: scattered(b, rng); break;
    case 1: drawn(b, rng); break;
    case 2: dense(b, rng); break;
    default: lines(b, rng); break;
    }
    if (rng_below(rng, 3) == 0) /* ruins marks anywhere, under anything */
        for (int at = 0; at < BOARD_SPACES; at++)
            if (rng_below(rng, 10) == 0)
                bb_set(&b->ruins, at);
}

static void fail_on(const Board *b, const char *id, bool heroes, const char *what, int board)
{
    char text[BOARD_TEXT_SIZE];
    board_format(b, text);
    print_error("board %d, %s%s: %s differ from the reference\n%s", board, id, heroes ? " (heroes)" : "", what, text);
    fail();
}

static void check_same(const Board *b, int card, bool heroes, ScoreResult got, ScoreResult want, int board)
{
    const char *id = scoring_card(card)->id;
    if (got.points != want.points)
        fail_on(b, id, heroes, "the points", board);
    if (!bb_equal(got.counted, want.counted))
        fail_on(b, id, heroes, "the counted spaces", board);
    if (!bb_equal(got.chosen, want.chosen))
        fail_on(b, id, heroes, "the chosen spaces", board);
}

static void test_cards_match_reference(void **state)
{
    (void)state;
    Rng rng;
    rng_seed(&rng, 2024, 21);
    int compared = 0;
    for (int i = 0; i < BOARDS; i++) {
        Board b;
        random_board(&b, &rng, i);
        for (int heroes = 0; heroes < 2; heroes++) {
            ScoreContext ctx = {heroes != 0};
            ScoreBoard shared;
            score_board_init(&shared, &b, &ctx);
            int8_t order[SCORING_CARD_COUNT];
            for (int c = 0; c < SCORING_CARD_COUNT; c++)
                order[c] = (int8_t)c;
            rng_shuffle(&rng, order, SCORING_CARD_COUNT);
            for (int k = 0; k < SCORING_CARD_COUNT; k++) {
                int c = order[k];
                ScoreReferenceFn reference = scoring_reference(c);
                ScoreResult alone = scoring_card_score(scoring_card(c), &b, &ctx);
                ScoreResult together = scoring_card(c)->score(&shared);
                check_same(&b, c, heroes, together, alone, i);
                if (reference) {
                    check_same(&b, c, heroes, alone, reference(&b, &ctx), i);
                    compared++;
                }
            }
        }
    }
    /* every card with a reference, on every board, both ways */
    assert_int_equal(compared, BOARDS * 2 * 24);
}

/* The boards the random ones rarely make: empty, full of each content. */
static void test_edge_boards(void **state)
{
    (void)state;
    for (size_t k = 0; k <= EVERY; k++) {
        Board b;
        board_clear(&b);
        for (int at = 0; k < EVERY && at < BOARD_SPACES; at++)
            board_put(&b, at, every[k]);
        for (int heroes = 0; heroes < 2; heroes++) {
            ScoreContext ctx = {heroes != 0};
            for (int c = 0; c < SCORING_CARD_COUNT; c++)
                if (scoring_reference(c))
                    check_same(&b, c, heroes, scoring_card_score(scoring_card(c), &b, &ctx),
                               scoring_reference(c)(&b, &ctx), -1);
        }
    }
}

/* The cards without a reference are the ones whose code never changed. */
static void test_which_cards_have_a_reference(void **state)
{
    (void)state;
    static const char *const same[] = {"sentinel_wood", "treetower",      "heart_of_the_forest", "canal_lake",
                                       "mages_valley",  "golden_granary", "ulems_wallow",        "cauldrons"};
    int without = 0;
    for (int c = 0; c < SCORING_CARD_COUNT; c++) {
        if (scoring_reference(c))
            continue;
        without++;
        bool listed = false;
        for (size_t k = 0; k < sizeof same / sizeof same[0]; k++)
            listed = listed || strcmp(same[k], scoring_card(c)->id) == 0;
        assert_true(listed);
    }
    assert_int_equal(without, 8);
    assert_null(scoring_reference(-1));
    assert_null(scoring_reference(SCORING_CARD_COUNT));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cards_match_reference),
        cmocka_unit_test(test_edge_boards),
        cmocka_unit_test(test_which_cards_have_a_reference),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
