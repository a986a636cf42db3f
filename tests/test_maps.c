/* test_maps.c: unit tests of maps.c: the four printed map sides A-D, with
 * their mountains, ruins and wasteland at the positions listed in
 * docs/cards.md §6, and the side letters. */
#include "test_util.h"

#include "maps.h"

static void check_side(const char *file, int line, MapSide side, const char *mountains, const char *ruins,
                       const char *wasteland)
{
    Board b;
    map_side_board(side, &b);
    Bitboard m = tu_names_at(file, line, mountains);
    Bitboard r = tu_names_at(file, line, ruins);
    Bitboard w = tu_names_at(file, line, wasteland);
    tu_assert_bb_at(file, line, b.layer[CONTENT_MOUNTAIN], m, "mountains");
    tu_assert_bb_at(file, line, b.ruins, r, "ruins");
    tu_assert_bb_at(file, line, b.layer[CONTENT_WASTELAND], w, "wasteland");
    /* nothing else is drawn on a printed sheet; ruins are empty */
    tu_assert_bb_at(file, line, board_filled(&b), bb_or(m, w), "filled");
    if (bb_count(m) != 5 || bb_count(r) != 6) {
        print_error("a side has 5 mountains and 6 ruins\n");
        _fail(file, line);
    }
}
#define CHECK_SIDE(side, m, r, w) check_side(__FILE__, __LINE__, (side), (m), (r), (w))

static void test_side_a(void **state)
{
    (void)state;
    CHECK_SIDE(MAP_SIDE_A, "B4 C9 F6 I3 J8", "B6 C2 C10 I2 I10 J6", "");
}

static void test_side_b(void **state)
{
    (void)state;
    CHECK_SIDE(MAP_SIDE_B, "B9 C4 H6 I10 J3", "B7 C3 E7 G2 H9 J4", "D6 E5 E6 F5 F6 F7 G6");
}

static void test_side_c(void **state)
{
    (void)state;
    CHECK_SIDE(MAP_SIDE_C, "B2 D9 F4 I10 J6", "B5 D8 G7 H3 J9 K1", "");
}

static void test_side_d(void **state)
{
    (void)state;
    CHECK_SIDE(MAP_SIDE_D, "B10 D4 F7 I3 I10", "B4 B9 F2 G8 G11 J6", "B2 C2 F10 F11 G10 J1 J2");
}

static void test_side_letters(void **state)
{
    (void)state;
    const char *names[] = {"A", "B", "C", "D"};
    for (int s = 0; s < MAP_SIDE_COUNT; s++) {
        MapSide out = MAP_SIDE_COUNT;
        assert_int_equal(map_side_letter((MapSide)s), 'A' + s);
        assert_true(map_side_parse(names[s], &out));
        assert_int_equal(out, s);
    }
    MapSide out;
    assert_true(map_side_parse("c", &out));
    assert_int_equal(out, MAP_SIDE_C);
    assert_false(map_side_parse("E", &out));
    assert_false(map_side_parse("", &out));
    assert_false(map_side_parse("AB", &out));
    assert_false(map_side_parse(NULL, &out));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_side_a),
        cmocka_unit_test(test_side_b),
        cmocka_unit_test(test_side_c),
        cmocka_unit_test(test_side_d),
        cmocka_unit_test(test_side_letters),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
