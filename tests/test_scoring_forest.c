/* test_scoring_forest.c: the eight forest scoring cards on hand-made boards.
 * Every expected value and counted set is worked out by hand from the card
 * text (docs/cards.md §4) and docs/rules.md §7; the comments show the sums.
 * Board rows are A..K top to bottom, columns 1..11 left to right. */
#include "test_util.h"

/* ---- Sentinel Wood: 1 per forest space on the map edge ---- */

static void test_sentinel_wood(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        "F.V.F......\n" /* A: A1 A5 forest, A3 village */
        ".F.........\n" /* B: B2 inner */
        "...........\n" /* C */
        "...........\n" /* D */
        "F...F......\n" /* E: E1 edge, E5 inner */
        "..........F\n" /* F: F11 edge */
        ".........F.\n" /* G: G10 inner (next to the edge) */
        "...........\n" /* H */
        "...........\n" /* I */
        "...........\n" /* J */
        "..f..F....F\n" /* K: K3 forest on ruins, K6, K11 */);
    /* A1 A5 E1 F11 K3 K6 K11 = 7 */
    CHECK_CARD("sentinel_wood", &b, false, 7, NAMES("A1 A5 E1 F11 K3 K6 K11"));
    CHECK_CARD("sentinel_wood", &b, true, 7, NAMES("A1 A5 E1 F11 K3 K6 K11"));
}

/* ---- Greenbough: 1 per row and 1 per column with a forest space ---- */

static void test_greenbough_single(void **state)
{
    (void)state;
    Board b = TU_BOARD("...........\n...........\n...........\n...........\n...........\n"
                       ".....F.....\n" /* F6 */
                       "...........\n...........\n...........\n...........\n...........\n");
    /* row F + column 6 */
    CHECK_CARD("greenbough", &b, false, 2, NAMES("F6"));
}

static void test_greenbough_rows_and_columns(void **state)
{
    (void)state;
    Board b = TU_BOARD("FF.........\n" /* A: A1 A2 */
                       "F.........V\n" /* B: B1, village B11 */
                       "...........\n"
                       "...........\n"
                       "...........\n"
                       "...........\n"
                       "...........\n"
                       "...........\n"
                       "...........\n"
                       "...........\n"
                       "..........f\n" /* K: K11 forest on ruins */);
    /* rows A B K = 3, columns 1 2 11 = 3 */
    CHECK_CARD("greenbough", &b, false, 6, NAMES("A1 A2 B1 K11"));
}

static void test_greenbough_diagonal(void **state)
{
    (void)state;
    Board b = TU_BOARD("F..........\n"
                       ".F.........\n"
                       "..F........\n"
                       "...F.......\n"
                       "....F......\n"
                       ".....F.....\n"
                       "......F....\n"
                       ".......F...\n"
                       "........F..\n"
                       ".........F.\n"
                       "..........F\n");
    /* every row and every column once: 22 */
    CHECK_CARD("greenbough", &b, false, 22, NAMES("A1 B2 C3 D4 E5 F6 G7 H8 I9 J10 K11"));
}

/* ---- Treetower: 1 per forest space whose 4 neighbours are filled or edge ---- */

static void test_treetower(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        "FM........F\n" /* A: A1 (corner), A2 mountain, A11 forest */
        "B.M........\n" /* B: B1 wasteland, B3 mountain */
        ".FFF.......\n" /* C: C2 C3 C4 */
        "..P........\n" /* D: D3 farm */
        ".....V.....\n" /* E: E6 village */
        "....BFr....\n" /* F: F5 wasteland, F6 forest, F7 empty ruins */
        ".....D.....\n" /* G: G6 destroyed */
        "...........\n" /* H */
        "...........\n" /* I */
        ".....d.....\n" /* J: J6 destroyed on ruins */
        "....XFH....\n" /* K: K5 monster, K6 forest, K7 hero */);
    /* A1: A2 M, B1 B, edge above and left -> yes.
     * A11: A10 and B11 empty -> no.
     * C2: B2 empty -> no. C3: B3 M, D3 P, C2 F, C4 F -> yes. C4: C5 empty -> no.
     * F6: F7 is an empty ruins space -> no.
     * K6: K5 X, K7 H (filled, heroes or not), J6 d, edge below -> yes. */
    CHECK_CARD("treetower", &b, false, 3, NAMES("A1 C3 K6"));
    CHECK_CARD("treetower", &b, true, 3, NAMES("A1 C3 K6"));
}

/* ---- Stoneside Forest: 3 per mountain sharing a forest cluster with
 * another mountain ---- */

static void test_stoneside_forest(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        "...........\n" /* A */
        "...........\n" /* B */
        "..MFfFM....\n" /* C: C3 M, C4 C5(ruins) C6 forest, C7 M */
        "......FFF..\n" /* D: D7 D8 D9 forest */
        "........M..\n" /* E: E9 M */
        "...........\n" /* F */
        "...........\n" /* G */
        "..MF..FFM..\n" /* H: H3 M, H4 F; H7 H8 F, H9 M */
        "...........\n" /* I */
        "...........\n" /* J */
        "MM.........\n" /* K: K1 K2 mountains, no forest */);
    /* cluster C4-C6 touches C3 and C7; cluster D7-D9 touches C7 and E9
     * (C6 and D7 only meet at a corner: two clusters); C7 counts once.
     * H3/H4 and H7-H8/H9: one mountain per cluster. K1 K2: no forest.
     * C3 C7 E9 = 3 x 3 = 9 */
    CHECK_CARD("stoneside_forest", &b, false, 9, NAMES("C3 C7 E9"));
}

static void test_stoneside_single_forest_between(void **state)
{
    (void)state;
    Board b = TU_BOARD("...........\n...........\n...........\n...........\n...........\n"
                       "...........\n...........\n...........\n"
                       "....M.M....\n" /* I: I5 I7 mountains, diagonal forest only */
                       ".....F.....\n" /* J: J6 touches neither (diagonal) */
                       "....MFM....\n" /* K: K5 M, K6 F, K7 M */);
    /* K6 alone is a cluster touching K5 and K7: 6. J6 joins K6 (same
     * cluster) but I5/I7 are diagonal to J6: not adjacent. */
    CHECK_CARD("stoneside_forest", &b, false, 6, NAMES("K5 K7"));
}

/* ---- Faunlost Thicket: 2 per forest space of the longest vertical line ---- */

static void test_faunlost_thicket_best_column(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        "........F..\n" /* A: A9 */
        "......F.f..\n" /* B: B7, B9 on ruins */
        "..F...F.F..\n" /* C: C3 C7 C9 */
        "..F.....F..\n" /* D: D3, D7 gap, D9 */
        "..F...F.M..\n" /* E: E3 E7, E9 mountain breaks column 9 */
        "......F.F..\n" /* F: F7 F9 */
        "......F....\n" /* G: G7 */
        "FFFFFFFF...\n" /* H: a horizontal line of 8 */
        "...........\n" /* I */
        "...........\n" /* J */
        "...........\n" /* K */);
    /* column 3: C3-E3 = 3 (H3 is a run of 1); column 7: B7-C7 = 2, then
     * E7 F7 G7 H7 = 4 (H7 belongs to the row too); column 9: A9-D9 = 4
     * (B9 on ruins), E9 mountain, F9 = 1. The longest is 4, in two columns:
     * 8 points, either run highlighted. */
    ScoreResult r = TU_SCORE("faunlost_thicket", &b, false);
    assert_int_equal(r.points, 8);
    Bitboard col7 = NAMES("E7 F7 G7 H7"), col9 = NAMES("A9 B9 C9 D9");
    if (bb_equal(r.counted, col7))
        assert_bb_equal(r.chosen, bb_column(6));
    else {
        assert_bb_equal(r.counted, col9);
        assert_bb_equal(r.chosen, bb_column(8));
    }
}

static void test_faunlost_thicket_longest_not_first(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        "F.........F\n" /* A */
        "F.........F\n" /* B */
        "F.........F\n" /* C */
        ".FFFFFFFF.F\n" /* D: a row does not count */
        "..........F\n" /* E */
        "F.........V\n" /* F: F1; village F11 ends the run */
        "F.........F\n" /* G */
        "...........\n"
        "...........\n"
        "...........\n"
        "...........\n");
    /* column 1: A1-C1 = 3, F1-G1 = 2; column 11: A11-E11 = 5, G11 = 1 */
    ScoreResult r = TU_SCORE("faunlost_thicket", &b, false);
    assert_int_equal(r.points, 10);
    assert_bb_equal(r.counted, NAMES("A11 B11 C11 D11 E11"));
    assert_bb_equal(r.chosen, bb_column(10));
}

static void test_faunlost_thicket_full_column(void **state)
{
    (void)state;
    Board b = TU_BOARD("F..........\nF..........\nF..........\nF..........\nF..........\nf..........\n"
                       "F..........\nF..........\nF..........\nF..........\nF..........\n");
    /* A1..K1, one on ruins: 11 x 2 */
    ScoreResult r = TU_SCORE("faunlost_thicket", &b, false);
    assert_int_equal(r.points, 22);
    assert_bb_equal(r.counted, bb_column(0));
    assert_bb_equal(r.chosen, bb_column(0));
}

/* ---- Deepwood: 6 per forest cluster of 5+ not adjacent to a village ---- */

static void test_deepwood(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        "...........\n" /* A */
        ".FFF...FFF.\n" /* B: B2 B3 B4 | B8 B9 B10 */
        ".F......F..\n" /* C: C2 | C9 */
        ".F.........\n" /* D: D2 */
        "...........\n" /* E */
        ".FFFFFF....\n" /* F: F2-F7 */
        "...V.......\n" /* G: G4 village under F4 */
        "...V.M.....\n" /* H: H4 village (diagonal to I5), H6 mountain */
        "....FFFFF..\n" /* I: I5-I9 */
        "..v......V.\n" /* J: J3 village on ruins, J10 village (diagonal to I9) */
        "FFFFF......\n" /* K: K1-K5 */);
    /* B2 B3 B4 C2 D2: 5, no village near -> 6.
     * B8 B9 B10 C9: 4 -> no. F2-F7: 6 but G4 village -> no.
     * I5-I9: 5, villages H4 and J10 only diagonal, H6 mountain is fine -> 6.
     * K1-K5: 5, J3 village on ruins above K3 -> no. Total 12. */
    CHECK_CARD("deepwood", &b, false, 12, NAMES("B2 B3 B4 C2 D2 I5 I6 I7 I8 I9"));
}

/* ---- Heart of the Forest: 2 per forest space whose 4 neighbours are
 * forest or the map edge ---- */

static void test_heart_of_the_forest_blocks(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        "...........\n" /* A */
        "...........\n" /* B */
        "...........\n" /* C */
        "...FFF.....\n" /* D */
        "...FfF.....\n" /* E: E5 forest on ruins in the middle */
        "...FFF.....\n" /* F */
        "...........\n" /* G */
        ".......FFF.\n" /* H */
        ".......FFV.\n" /* I: I10 village next to I9 */
        ".......FFF.\n" /* J */
        "...........\n" /* K */);
    /* block D4-F6: only E5 is surrounded by forest. Block H8-J10 minus I10:
     * I9 has the village I10 beside it -> no. 1 x 2 */
    CHECK_CARD("heart_of_the_forest", &b, false, 2, NAMES("E5"));
}

static void test_heart_of_the_forest_edges(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        "FF.........\n" /* A: A1 A2 */
        "FF.........\n" /* B: B1 B2 */
        "...........\n"
        "...........\n"
        "....M......\n" /* E: E5 mountain */
        "...FFF.....\n" /* F: F4 F5 F6 */
        "...FFF.....\n" /* G: G4 G5 G6 */
        "...FFF.....\n" /* H: H4 H5 H6 */
        "...........\n"
        "..........F\n" /* J: J11 */
        ".........fF\n" /* K: K10 on ruins, K11 */);
    /* A1: A2 and B1 forest, edge above/left -> yes. A2: A3 empty. B1: C1
     * empty. B2: B3 empty. G5: F5 G4 G6 H5 forest -> yes (the mountain E5 is
     * beside F5, not G5). F5: E5 mountain -> no. K11: K10 and J11 forest,
     * edge right/below -> yes. K10: K9 empty. J11: I11 empty.
     * A1 G5 K11 = 3 x 2 */
    CHECK_CARD("heart_of_the_forest", &b, false, 6, NAMES("A1 G5 K11"));
}

/* ---- Sleepy Valley: 4 per row with three or more forest spaces ---- */

static void test_sleepy_valley(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        "F...F.....F\n" /* A: 3 apart -> yes */
        "FF.........\n" /* B: 2 -> no */
        "..FFf......\n" /* C: 3, one on ruins -> yes */
        "...........\n" /* D */
        "FFFF.......\n" /* E: 4 -> yes (once) */
        "F.F.V.V.V..\n" /* F: 2 forest, 3 village -> no */
        "...........\n" /* G */
        "...........\n" /* H */
        "...........\n" /* I */
        "...........\n" /* J */
        "FFV........\n" /* K: 2 -> no */);
    /* rows A C E = 12 */
    CHECK_CARD("sleepy_valley", &b, false, 12, NAMES("A1 A5 A11 C3 C4 C5 E1 E2 E3 E4"));
}

static void test_sleepy_valley_column_does_not_count(void **state)
{
    (void)state;
    Board b = TU_BOARD("F..........\nF..........\nF..........\nF..........\n...........\n...........\n"
                       "...........\n...........\n...........\n...........\n...........\n");
    CHECK_CARD("sleepy_valley", &b, false, 0, bb_empty());
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sentinel_wood),
        cmocka_unit_test(test_greenbough_single),
        cmocka_unit_test(test_greenbough_rows_and_columns),
        cmocka_unit_test(test_greenbough_diagonal),
        cmocka_unit_test(test_treetower),
        cmocka_unit_test(test_stoneside_forest),
        cmocka_unit_test(test_stoneside_single_forest_between),
        cmocka_unit_test(test_faunlost_thicket_best_column),
        cmocka_unit_test(test_faunlost_thicket_longest_not_first),
        cmocka_unit_test(test_faunlost_thicket_full_column),
        cmocka_unit_test(test_deepwood),
        cmocka_unit_test(test_heart_of_the_forest_blocks),
        cmocka_unit_test(test_heart_of_the_forest_edges),
        cmocka_unit_test(test_sleepy_valley),
        cmocka_unit_test(test_sleepy_valley_column_does_not_count),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
