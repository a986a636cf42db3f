/* test_scoring_table.c: the scoring card table (ids in docs/formats.md §1 order,
 * categories, solo values of docs/cards.md §4) and every card plus the monster
 * penalty on an empty board and on full boards (all forest, all village,
 * all destroyed, wasteland around the side A mountains). Expected values
 * are worked out by hand from the card texts. */
#include "test_util.h"

#include <string.h>

static const struct {
    const char *id;
    ScoringCategory category;
    bool heroes_set;
    int solo;
} table[SCORING_CARD_COUNT] = {
    {"sentinel_wood", CATEGORY_FOREST, false, 25},
    {"greenbough", CATEGORY_FOREST, false, 22},
    {"treetower", CATEGORY_FOREST, false, 17},
    {"stoneside_forest", CATEGORY_FOREST, false, 18},
    {"canal_lake", CATEGORY_FARM_WATER, false, 24},
    {"mages_valley", CATEGORY_FARM_WATER, false, 22},
    {"golden_granary", CATEGORY_FARM_WATER, false, 20},
    {"shoreside_expanse", CATEGORY_FARM_WATER, false, 27},
    {"wildholds", CATEGORY_VILLAGE, false, 16},
    {"great_city", CATEGORY_VILLAGE, false, 16},
    {"greengold_plains", CATEGORY_VILLAGE, false, 21},
    {"shieldgate", CATEGORY_VILLAGE, false, 20},
    {"borderlands", CATEGORY_ARRANGEMENT, false, 24},
    {"lost_barony", CATEGORY_ARRANGEMENT, false, 24},
    {"broken_road", CATEGORY_ARRANGEMENT, false, 24},
    {"cauldrons", CATEGORY_ARRANGEMENT, false, 20},
    {"faunlost_thicket", CATEGORY_FOREST, true, 16},
    {"deepwood", CATEGORY_FOREST, true, 18},
    {"heart_of_the_forest", CATEGORY_FOREST, true, 22},
    {"sleepy_valley", CATEGORY_FOREST, true, 24},
    {"craylund", CATEGORY_FARM_WATER, true, 12},
    {"ulems_wallow", CATEGORY_FARM_WATER, true, 14},
    {"clawsgrave_peaks", CATEGORY_FARM_WATER, true, 15},
    {"jorekburg", CATEGORY_FARM_WATER, true, 18},
    {"traylo_monastery", CATEGORY_VILLAGE, true, 14},
    {"outer_enclave", CATEGORY_VILLAGE, true, 12},
    {"gnomish_colony", CATEGORY_VILLAGE, true, 12},
    {"caravansary", CATEGORY_VILLAGE, true, 16},
    {"dwarvenholds", CATEGORY_ARRANGEMENT, true, 28},
    {"silos", CATEGORY_ARRANGEMENT, true, 30},
    {"banded_hills", CATEGORY_ARRANGEMENT, true, 28},
    {"starlit_sigil", CATEGORY_ARRANGEMENT, true, 30},
};

static void test_table_order_and_data(void **state)
{
    (void)state;
    for (int i = 0; i < SCORING_CARD_COUNT; i++) {
        const ScoringCard *c = scoring_card(i);
        assert_non_null(c);
        assert_string_equal(c->id, table[i].id);
        assert_int_equal(c->category, table[i].category);
        assert_int_equal(c->heroes_set, table[i].heroes_set);
        assert_int_equal(c->solo_value, table[i].solo);
        assert_non_null(c->score);
        assert_non_null(c->name);
        assert_non_null(c->name_de);
        assert_non_null(c->text);
        assert_ptr_equal(scoring_card_find(table[i].id), c);
        assert_int_equal(scoring_card_index(c), i);
    }
    assert_null(scoring_card(-1));
    assert_null(scoring_card(SCORING_CARD_COUNT));
    assert_null(scoring_card_find("no_such_card"));
    assert_null(scoring_card_find(NULL));
    assert_string_equal(scoring_category_name(CATEGORY_FARM_WATER), "farm-water");
    /* four of each category in each set */
    int per[2][CATEGORY_COUNT] = {{0}};
    for (int i = 0; i < SCORING_CARD_COUNT; i++)
        per[table[i].heroes_set][table[i].category]++;
    for (int s = 0; s < 2; s++)
        for (int c = 0; c < CATEGORY_COUNT; c++)
            assert_int_equal(per[s][c], 4);
}

static const char empty_board[] = "...........\n...........\n...........\n...........\n"
                                  "...........\n...........\n...........\n...........\n"
                                  "...........\n...........\n...........\n";

static void test_empty_board_scores_nothing(void **state)
{
    (void)state;
    Board b = TU_BOARD(empty_board);
    for (int heroes = 0; heroes < 2; heroes++) {
        for (int i = 0; i < SCORING_CARD_COUNT; i++) {
            ScoreResult r = TU_SCORE(table[i].id, &b, heroes);
            if (r.points != 0 || !bb_is_empty(r.counted) || !bb_is_empty(r.chosen)) {
                print_error("%s on an empty board: %d points, %d counted, %d chosen\n", table[i].id, r.points,
                            bb_count(r.counted), bb_count(r.chosen));
                fail();
            }
        }
    }
    ScoreResult m = score_monsters(&b);
    assert_int_equal(m.points, 0);
    assert_bb_equal(m.counted, bb_empty());
}

/* 11 rows of one character. */
static Board uniform(char ch)
{
    char text[BOARD_TEXT_SIZE];
    char *p = text;
    for (int r = 0; r < BOARD_SIZE; r++) {
        memset(p, ch, BOARD_SIZE);
        p[BOARD_SIZE] = '\n';
        p += BOARD_SIZE + 1;
    }
    *p = '\0';
    return TU_BOARD(text);
}

typedef struct Expect {
    const char *id;
    int points;
    Bitboard counted;
} Expect;

/* Checks the listed cards; every card not listed must score 0 with nothing counted. */
static void check_all(const char *file, int line, const Board *b, bool heroes, const Expect *want, size_t n)
{
    for (int i = 0; i < SCORING_CARD_COUNT; i++) {
        const char *id = scoring_card(i)->id;
        int points = 0;
        Bitboard counted = bb_empty();
        for (size_t k = 0; k < n; k++) {
            if (strcmp(want[k].id, id) == 0) {
                points = want[k].points;
                counted = want[k].counted;
            }
        }
        tu_check_card_at(file, line, id, b, heroes, points, counted);
    }
}

static Bitboard odd_columns(void)
{
    Bitboard s = bb_empty();
    for (int c = 0; c < BOARD_SIZE; c += 2)
        s = bb_or(s, bb_column(c));
    return s;
}

/* Spaces (r, c) with r >= c: the 11 down-right diagonals from the left edge. */
static Bitboard lower_triangle(void)
{
    return MASK("#..........\n"
                "##.........\n"
                "###........\n"
                "####.......\n"
                "#####......\n"
                "######.....\n"
                "#######....\n"
                "########...\n"
                "#########..\n"
                "##########.\n"
                "###########\n");
}

static void test_full_forest(void **state)
{
    (void)state;
    Board b = uniform('F');
    Bitboard all = bb_all();
    /* Faunlost Thicket ties across the 11 columns: checked on its own */
    ScoreResult fa = TU_SCORE("faunlost_thicket", &b, false);
    assert_int_equal(fa.points, 22);
    assert_int_equal(bb_count(fa.counted), 11);
    assert_bb_equal(fa.counted, fa.chosen);
    assert_bb_equal(fa.chosen, bb_column(bb_col(bb_first(fa.chosen))));
    const Expect want[] = {
        {"sentinel_wood", 40, bb_edge()}, /* 40 edge spaces */
        {"greenbough", 22, all},          /* 11 rows + 11 columns */
        {"treetower", 121, all},
        {"borderlands", 132, all}, /* 22 complete lines x 6 */
        {"lost_barony", 33, all},  /* an 11x11 square */
        {"broken_road", 33, lower_triangle()},
        {"faunlost_thicket", 22, fa.counted},
        {"deepwood", 6, all}, /* one cluster, no village */
        {"heart_of_the_forest", 242, all},
        {"sleepy_valley", 44, all},
        {"silos", 60, odd_columns()},
    };
    for (int heroes = 0; heroes < 2; heroes++)
        check_all(__FILE__, __LINE__, &b, heroes, want, sizeof want / sizeof want[0]);
    assert_int_equal(score_monsters(&b).points, 0);
}

static void test_full_village(void **state)
{
    (void)state;
    Board b = uniform('V');
    Bitboard all = bb_all();
    ScoreResult oe = TU_SCORE("outer_enclave", &b, false);
    assert_bb_equal(oe.chosen, all); /* the only cluster, with no empty neighbour */
    ScoreResult ca = TU_SCORE("caravansary", &b, false);
    assert_bb_equal(ca.chosen, all);
    const Expect want[] = {
        {"borderlands", 132, all},
        {"lost_barony", 33, all},
        {"broken_road", 33, lower_triangle()},
        {"silos", 60, odd_columns()},
        {"wildholds", 8, all},    /* one cluster of 121 */
        {"great_city", 121, all}, /* no mountain */
        {"traylo_monastery", 7, all},
        {"gnomish_colony", 6, all},
        {"caravansary", 22, all},
        /* greengold_plains 0: nothing around the cluster; shieldgate 0: one
         * cluster; outer_enclave 0: no empty space */
    };
    for (int heroes = 0; heroes < 2; heroes++)
        check_all(__FILE__, __LINE__, &b, heroes, want, sizeof want / sizeof want[0]);
}

static void test_full_destroyed(void **state)
{
    (void)state;
    /* destroyed spaces are filled but have no terrain type */
    Board b = uniform('D');
    Bitboard all = bb_all();
    const Expect want[] = {
        {"borderlands", 132, all},
        {"lost_barony", 33, all},
        {"broken_road", 33, lower_triangle()},
        {"silos", 60, odd_columns()},
    };
    for (int heroes = 0; heroes < 2; heroes++)
        check_all(__FILE__, __LINE__, &b, heroes, want, sizeof want / sizeof want[0]);
    Board d = uniform('d'); /* the same on ruins */
    assert_bb_equal(d.ruins, all);
    for (int heroes = 0; heroes < 2; heroes++)
        check_all(__FILE__, __LINE__, &d, heroes, want, sizeof want / sizeof want[0]);
}

static void test_full_wasteland_with_mountains(void **state)
{
    (void)state;
    /* side A's mountains, every other space wasteland */
    Board b = TU_BOARD("BBBBBBBBBBB\n" /* A */
                       "BBBMBBBBBBB\n" /* B: B4 */
                       "BBBBBBBBMBB\n" /* C: C9 */
                       "BBBBBBBBBBB\n" /* D */
                       "BBBBBBBBBBB\n" /* E */
                       "BBBBBMBBBBB\n" /* F: F6 */
                       "BBBBBBBBBBB\n" /* G */
                       "BBBBBBBBBBB\n" /* H */
                       "BBMBBBBBBBB\n" /* I: I3 */
                       "BBBBBBBMBBB\n" /* J: J8 */
                       "BBBBBBBBBBB\n" /* K */);
    Bitboard all = bb_all();
    /* Dwarvenholds: rows B, C, F, I, J and columns 3, 4, 6, 8, 9 */
    Bitboard lines = MASK("..##.#.##..\n"
                          "###########\n"
                          "###########\n"
                          "..##.#.##..\n"
                          "..##.#.##..\n"
                          "###########\n"
                          "..##.#.##..\n"
                          "..##.#.##..\n"
                          "###########\n"
                          "###########\n"
                          "..##.#.##..\n");
    const Expect want[] = {
        {"borderlands", 132, all},
        {"lost_barony", 33, all},
        {"broken_road", 33, lower_triangle()},
        {"silos", 60, odd_columns()},
        {"dwarvenholds", 70, lines}, /* 10 lines x 7 */
    };
    for (int heroes = 0; heroes < 2; heroes++)
        check_all(__FILE__, __LINE__, &b, heroes, want, sizeof want / sizeof want[0]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_table_order_and_data),
        cmocka_unit_test(test_empty_board_scores_nothing),
        cmocka_unit_test(test_full_forest),
        cmocka_unit_test(test_full_village),
        cmocka_unit_test(test_full_destroyed),
        cmocka_unit_test(test_full_wasteland_with_mountains),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
