/* test_scoring_farm_water.c: the eight farm-water scoring cards on hand-made
 * boards. Every expected value and counted set is worked out by hand from the
 * card text (docs/cards.md §4) and docs/rules.md §7; the comments show how.
 * Board rows are A..K top to bottom, columns 1..11 left to right. */
#include "test_util.h"

#include "maps.h"

/* ---- Canal Lake: 1 per water next to a farm, 1 per farm next to a water ---- */

static void test_canal_lake(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        ".........PW\n" /* A: A10 farm, A11 water */
        ".WP........\n" /* B: B2 water, B3 farm */
        ".P.........\n" /* C: C2 farm (between B2 and D2) */
        "PWP........\n" /* D: D1 farm, D2 water, D3 farm */
        "...........\n" /* E */
        "....W......\n" /* F: F5 water */
        ".....P.....\n" /* G: G6 farm, diagonal to F5 */
        ".......wp..\n" /* H: H8 water, H9 farm, both on ruins */
        "...........\n" /* I */
        "..........W\n" /* J: J11 water */
        "P..........\n" /* K: K1 farm: next index after J11, not adjacent */);
    /* water: A11 B2 D2 H8 (F5, J11 no) = 4; farm: A10 B3 C2 D1 D3 H9
     * (G6, K1 no) = 6; every space once however many partners: 10 */
    CHECK_CARD("canal_lake", &b, false, 10, NAMES("A10 A11 B2 B3 C2 D1 D2 D3 H8 H9"));
}

static void test_canal_lake_no_farm(void **state)
{
    (void)state;
    Board b = TU_BOARD("WWWWWWWWWWW\nWWWWWWWWWWW\nWWWWWWWWWWW\nWWWWWWWWWWW\nWWWWWWWWWWW\nWWWWWWWWWWW\n"
                       "WWWWWWWWWWW\nWWWWWWWWWWW\nWWWWWWWWWWW\nWWWWWWWWWWW\nWWWWWWWWWWW\n");
    CHECK_CARD("canal_lake", &b, false, 0, bb_empty());
    CHECK_CARD("mages_valley", &b, false, 0, bb_empty());
    CHECK_CARD("ulems_wallow", &b, false, 0, bb_empty());
    CHECK_CARD("jorekburg", &b, false, 0, bb_empty());
    CHECK_CARD("shoreside_expanse", &b, false, 0, bb_empty()); /* one cluster on the edge */
}

/* ---- Mages Valley: 2 per water next to a mountain, 1 per farm next to a mountain ---- */

static void test_mages_valley(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        "...W.......\n" /* A: A4 water above B4 */
        "...MP......\n" /* B: B4 mountain, B5 farm */
        "....W.....M\n" /* C: C5 water (diagonal to B4), C11 mountain */
        "W..........\n" /* D: D1 water: next index after C11, not adjacent */
        ".....W.....\n" /* E: E6 water above F6 */
        "....WMP....\n" /* F: F5 water, F6 mountain, F7 farm */
        ".....P.....\n" /* G: G6 farm */
        "...........\n" /* H */
        "..MwM......\n" /* I: I4 water on ruins between two mountains */
        "...........\n" /* J */
        "...........\n" /* K */);
    /* water A4 E6 F5 I4 (once) = 4 x 2 = 8; farm B5 F7 G6 = 3; total 11 */
    CHECK_CARD("mages_valley", &b, false, 11, NAMES("A4 B5 E6 F5 F7 G6 I4"));
}

/* ---- The Golden Granary: 1 per water next to a ruins space (drawn over or
 * not), 3 per farm ON a ruins space ---- */

static void test_golden_granary(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        "...........\n" /* A */
        ".....p...W.\n" /* B: B6 farm on ruins; B10 water */
        ".wW......rW\n" /* C: C2 water on ruins, C3 water, C10 empty ruins, C11 water */
        ".........P.\n" /* D: D10 farm next to ruins, not on */
        "...rWr.....\n" /* E: E5 water between two ruins */
        "..........r\n" /* F: F11 ruins */
        "W..........\n" /* G: G1 water: next index after F11, not adjacent */
        ".........W.\n" /* H: H10 water above I10 */
        "Wv.......fW\n" /* I: I1 water, I2 village on ruins, I10 forest on ruins, I11 water */
        ".....wW..P.\n" /* J: J6 water on ruins, J7 water, J10 farm */
        "pW.........\n" /* K: K1 farm on ruins, K2 water */);
    /* water next to ruins: B10 (C10), C3 (C2 drawn over), C11 (C10), E5 (E4
     * and E6: once), H10 (I10 drawn over), I1 (I2), I11 (I10), J7 (J6), K2
     * (K1) = 9. C2 and J6 lie on ruins but touch none: 0. G1: 0.
     * farm on ruins: B6 K1 = 2 x 3 = 6; D10 J10 only next to ruins: 0.
     * total 15 */
    CHECK_CARD("golden_granary", &b, false, 15, NAMES("B6 B10 C3 C11 E5 H10 I1 I11 J7 K1 K2"));
}

static void test_golden_granary_water_on_neighbouring_ruins(void **state)
{
    (void)state;
    Board b = TU_BOARD("ww.........\n" /* A1 A2 water, both on ruins, next to each other */
                       "...........\n...........\n...........\n...........\n...........\n"
                       "...........\n...........\n...........\n...........\n...........\n");
    CHECK_CARD("golden_granary", &b, false, 2, NAMES("A1 A2"));
}

static void test_golden_granary_printed_sheet(void **state)
{
    (void)state;
    Board b;
    map_side_board(MAP_SIDE_A, &b);
    CHECK_CARD("golden_granary", &b, false, 0, bb_empty());
    /* side A ruins B6 C2 C10 I2 I10 J6: a farm on each, a water beside C2 */
    int farms[] = {board_parse_space("B6"), board_parse_space("C10"), board_parse_space("I2")};
    for (int k = 0; k < 3; k++)
        board_put(&b, farms[k], CONTENT_FARM);
    board_put(&b, board_parse_space("D2"), CONTENT_WATER);
    /* 3 x 3 + 1 */
    CHECK_CARD("golden_granary", &b, false, 10, NAMES("B6 C10 I2 D2"));
}

/* ---- Shoreside Expanse: 3 per farm cluster adjacent to no water and not
 * on the edge, 3 per water cluster adjacent to no farm and not on the edge ---- */

static void test_shoreside_expanse(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        ".....PP....\n" /* A: farm on the top edge */
        "........WWW\n" /* B: water touching the right edge */
        "..PP.......\n" /* C: C3 C4 farm, inland */
        "...........\n" /* D */
        "..WWW......\n" /* E: E3 E4 E5 water, inland */
        "...........\n" /* F */
        "..PW.......\n" /* G: G3 farm next to G4 water: neither */
        "......P....\n" /* H: H7 farm */
        ".......W...\n" /* I: I8 water, diagonal to H7: both count */
        "..p........\n" /* J: J3 farm on ruins, inland */
        "........W..\n" /* K: water on the bottom edge */);
    /* farm: C3-C4, H7, J3 = 3 clusters; water: E3-E5, I8 = 2; 5 x 3 */
    CHECK_CARD("shoreside_expanse", &b, false, 15, NAMES("C3 C4 E3 E4 E5 H7 I8 J3"));
}

static void test_shoreside_expanse_edge_cluster(void **state)
{
    (void)state;
    /* a long cluster counts as on the edge if any space of it is */
    Board b = TU_BOARD(
        "...........\n"
        ".PPPPPPPPP.\n" /* B2-B10: inland */
        "...........\n"
        ".WWWWWWWWWW\n" /* D2-D11: reaches the edge at D11 */
        "...........\n...........\n...........\n...........\n...........\n"
        "...........\n...........\n");
    CHECK_CARD("shoreside_expanse", &b, false, 3, NAMES("B2 B3 B4 B5 B6 B7 B8 B9 B10"));
}

/* ---- Craylund: 7 per farm cluster adjacent to 3+ distinct water spaces ---- */

static void test_craylund(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        ".WW........\n" /* A: A2 A3 water */
        ".PPW.......\n" /* B: B2 B3 farm, B4 water */
        ".....W.....\n" /* C: C6 water */
        ".....P.....\n" /* D: D6 farm: 2 waters */
        ".....W.....\n" /* E: E6 water */
        ".....W.....\n" /* F: F6 water */
        "....WPW....\n" /* G: G6 farm with 4 waters */
        ".....W.....\n" /* H: H6 water */
        ".WP........\n" /* I: I2 water, I3 farm */
        ".PP........\n" /* J: J2 J3 farm */
        ".W.........\n" /* K: K2 water */);
    /* B2-B3: A2 A3 B4 = 3 -> 7. D6: C6 E6 = 2 -> 0. G6: F6 H6 G5 G7 -> 7.
     * I3-J2-J3: I2 (touching two farm spaces, counted once) and K2 = 2 -> 0.
     * total 14 */
    CHECK_CARD("craylund", &b, false, 14, NAMES("B2 B3 G6"));
}

/* ---- Ulem's Wallow: 4 per water space adjacent to 2+ farm spaces ---- */

static void test_ulems_wallow(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        ".........PW\n" /* A: A11 water in the corner, A10 farm */
        "PWP.......P\n" /* B: B2 water between farms; B11 farm */
        "...........\n" /* C */
        "...PW......\n" /* D: D5 water, one farm */
        ".....P.....\n" /* E */
        "....PWP....\n" /* F: F6 water with 4 farms */
        ".....P.....\n" /* G */
        ".pw........\n" /* H: H3 water on ruins, H2 farm on ruins */
        "..P........\n" /* I: I3 farm */
        ".........PW\n" /* J: J11 water, J10 farm */
        "P..PWW.....\n" /* K: K1 farm (not next to J11), K5 K6 water */);
    /* A11 (A10 B11), B2 (B1 B3), F6 (4, once), H3 (H2 I3) = 4 x 4.
     * D5, J11, K5: one farm each; K6: none. */
    CHECK_CARD("ulems_wallow", &b, false, 16, NAMES("A11 B2 F6 H3"));
}

/* ---- Clawsgrave Peaks: 5 per mountain adjacent to a water cluster that is
 * adjacent to a farm space ---- */

static void test_clawsgrave_peaks(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        "......PWMWP\n" /* A: farm-water-MOUNTAIN-water-farm */
        "...........\n" /* B */
        "..MWWWP....\n" /* C: C3 mountain, C4-C6 water, C7 farm */
        "...........\n" /* D */
        "...........\n" /* E */
        "..MW...PM..\n" /* F: F3 M + water, no farm; F8 farm right next to F9 M */
        "...........\n" /* G */
        ".....P.....\n" /* H: H6 farm */
        "....MWM....\n" /* I: I5 I7 mountains share the water I6 */
        "P..........\n" /* J: J1 farm: next to K1, not to the water */
        "MWW........\n" /* K: K1 mountain, K2 K3 water */);
    /* A9: two qualifying clusters, once. C3: via C4-C6 to C7. F3: water but no
     * farm. F9: farm but no water. I5 I7: via I6 to H6. K1: K2-K3 has no farm.
     * A9 C3 I5 I7 = 4 x 5 */
    CHECK_CARD("clawsgrave_peaks", &b, false, 20, NAMES("A9 C3 I5 I7"));
}

/* ---- Jorekburg: 4 per column with as many farm as water spaces, at least
 * one of each ---- */

static void test_jorekburg(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        "PP..W......\n" /* A: A1 A2 farm, A5 water */
        ".P..W......\n" /* B: B2 farm, B5 water */
        ".W..W......\n" /* C: C2 water, C5 water */
        "..p........\n" /* D: D3 farm on ruins */
        "..P........\n" /* E: E3 farm */
        "..w..PW....\n" /* F: F3 water on ruins; F6 farm, F7 water (a row) */
        "..W........\n" /* G: G3 water */
        "..........P\n" /* H: H11 farm */
        "..........W\n" /* I: I11 water */
        "..........V\n" /* J: J11 village */
        "W..........\n" /* K: K1 water */);
    /* col 1: 1 farm 1 water -> 4. col 2: 2 farm 1 water. col 3: 2 and 2 -> 4.
     * col 5: 3 water, no farm. col 6, col 7: one kind only. col 11: 1 and 1
     * -> 4. total 12 */
    CHECK_CARD("jorekburg", &b, false, 12, NAMES("A1 K1 D3 E3 F3 G3 H11 I11"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_canal_lake),
        cmocka_unit_test(test_canal_lake_no_farm),
        cmocka_unit_test(test_mages_valley),
        cmocka_unit_test(test_golden_granary),
        cmocka_unit_test(test_golden_granary_water_on_neighbouring_ruins),
        cmocka_unit_test(test_golden_granary_printed_sheet),
        cmocka_unit_test(test_shoreside_expanse),
        cmocka_unit_test(test_shoreside_expanse_edge_cluster),
        cmocka_unit_test(test_craylund),
        cmocka_unit_test(test_ulems_wallow),
        cmocka_unit_test(test_clawsgrave_peaks),
        cmocka_unit_test(test_jorekburg),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
