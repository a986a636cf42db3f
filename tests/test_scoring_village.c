/* test_scoring_village.c: the eight village scoring cards on hand-made
 * boards: cluster sizes, the Shieldgate tie, Great City's clusters next to
 * mountains, terrain types for Greengold Plains with and without heroes, and
 * the best choice of the choice cards. Every expected value is worked out
 * by hand from the card text (docs/cards.md §4) and docs/rules.md §7.
 * Board rows are A..K top to bottom, columns 1..11 left to right. */
#include "test_util.h"

/* Fails unless `got` equals one of the two sets (ties the rules leave open). */
static void assert_one_of_at(const char *file, int line, Bitboard got, Bitboard a, Bitboard b)
{
    if (bb_equal(got, a) || bb_equal(got, b))
        return;
    char g[400], x[400], y[400];
    tu_names_of(got, g, sizeof g);
    tu_names_of(a, x, sizeof x);
    tu_names_of(b, y, sizeof y);
    print_error("counted [%s], expected [%s] or [%s]\n", g, x, y);
    _fail(file, line);
}
#define assert_one_of(got, a, b) assert_one_of_at(__FILE__, __LINE__, (got), (a), (b))

/* ---- Wildholds: 8 per village cluster of six or more ---- */

static void test_wildholds(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        "VVVVVV.....\n" /* A: 6 */
        "...........\n" /* B */
        "VVVVV......\n" /* C: 5 */
        "...........\n" /* D */
        "VVV........\n" /* E: E1-E3 ... */
        "VvV........\n" /* F: ... F1-F3 (F2 on ruins) ... */
        "V..........\n" /* G: ... G1 = 7 */
        "...........\n" /* H */
        "VVV........\n" /* I: 3 */
        "...VVV.....\n" /* J: 3, meets I3 only at a corner */
        "...........\n" /* K */);
    /* A1-A6 and the 7 of E-G: 2 x 8 */
    CHECK_CARD("wildholds", &b, false, 16, NAMES("A1 A2 A3 A4 A5 A6 E1 E2 E3 F1 F2 F3 G1"));
}

/* ---- Great City: largest village cluster not adjacent to a mountain ---- */

static void test_great_city_drops_clusters_at_mountains(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        "...........\n" /* A */
        "...........\n" /* B */
        "..MVVVVV...\n" /* C: C3 mountain, C4-C8: 5, dropped */
        "...........\n" /* D */
        "...........\n" /* E */
        "VVV........\n" /* F: 3 */
        "...........\n" /* G */
        "....VVVV...\n" /* H: 4 */
        ".........M.\n" /* I: I10 mountain */
        "..........V\n" /* J: J11 ... */
        ".........VV\n" /* K: ... K10 K11: 3, I10 only diagonal */);
    CHECK_CARD("great_city", &b, false, 4, NAMES("H5 H6 H7 H8"));
}

static void test_great_city_diagonal_mountain_is_not_adjacent(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        "..VVVVVVM..\n" /* A: A3-A8: 6, next to the mountain A9 */
        ".M.........\n" /* B: B2 mountain */
        "..VVV......\n" /* C: C3-C5 ... */
        "..VV.......\n" /* D: ... D3 D4 = 5, B2 diagonal to C3 */
        "...........\n...........\n...........\n...........\n...........\n"
        "...........\n...........\n");
    CHECK_CARD("great_city", &b, false, 5, NAMES("C3 C4 C5 D3 D4"));
}

static void test_great_city_all_dropped(void **state)
{
    (void)state;
    Board b = TU_BOARD("...........\n...........\n...........\n...........\n...........\n"
                       "....VMV....\n" /* F5 and F7 both touch the mountain F6 */
                       "...........\n...........\n...........\n...........\n...........\n");
    CHECK_CARD("great_city", &b, false, 0, bb_empty());
}

static void test_great_city_tie(void **state)
{
    (void)state;
    Board b = TU_BOARD("VVV........\n...........\n...........\n...........\n...........\n"
                       "...........\n...........\n...........\n...........\n...........\n"
                       "........VVV\n");
    ScoreResult r = TU_SCORE("great_city", &b, false);
    assert_int_equal(r.points, 3);
    assert_one_of(r.counted, NAMES("A1 A2 A3"), NAMES("K9 K10 K11"));
}

/* ---- Greengold Plains: 3 per village cluster adjacent to 3+ terrain types ---- */

static const char greengold_board[] =
    "...........\n"   /* A */
    "..W........\n"   /* B: B3 water */
    ".FVP.......\n"   /* C: C3 village: forest, farm, water -> 3 */
    "...........\n"   /* D */
    "..P...B....\n"   /* E: E3 farm, E7 wasteland */
    ".FVF.XVM...\n"   /* F: F3: forest, forest, farm -> 2; F7: monster, mountain (+ wasteland, destroyed) -> 2 */
    "......D....\n"   /* G: G7 destroyed */
    "..r....W...\n"   /* H: H3 empty ruins, H8 water */
    ".XVM..PVH..\n"   /* I: I3: monster, mountain, forest on ruins -> 3; I8: farm, water, hero */
    "..f.PP.....\n"   /* J: J3 forest on ruins; J5 J6 farm */
    "...FVV.....\n";  /* K: K5-K6: forest, farm (twice) -> 2 */

static void test_greengold_plains(void **state)
{
    (void)state;
    Board b = TU_BOARD(greengold_board);
    /* without heroes: C3 I3 = 2 x 3; I8 sees farm and water only */
    CHECK_CARD("greengold_plains", &b, false, 6, NAMES("C3 I3"));
}

static void test_greengold_plains_heroes(void **state)
{
    (void)state;
    Board b = TU_BOARD(greengold_board);
    /* with heroes the hero I9 is a third type for I8: 3 x 3 */
    CHECK_CARD("greengold_plains", &b, true, 9, NAMES("C3 I3 I8"));
}

/* ---- Shieldgate: 2 per space of the second-largest village cluster ---- */

static void test_shieldgate_one_cluster(void **state)
{
    (void)state;
    Board b = TU_BOARD("VVVVV......\n...........\n...........\n...........\n...........\n"
                       "...........\n...........\n...........\n...........\n...........\n...........\n");
    CHECK_CARD("shieldgate", &b, false, 0, bb_empty());
}

static void test_shieldgate_second_largest(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        "VV.........\n" /* A: 2, first in row-major order */
        "...........\n" /* B */
        "VVVVv......\n" /* C: 5 (C5 on ruins), the largest */
        "...........\n" /* D */
        "VVV........\n" /* E: 3, the second largest */
        "...........\n...........\n...........\n...........\n...........\n"
        "...........\n");
    CHECK_CARD("shieldgate", &b, false, 6, NAMES("E1 E2 E3"));
}

static void test_shieldgate_tie_for_largest(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        "VVVV.......\n" /* A: 4 */
        "...........\n"
        "VV.........\n" /* C: 2 */
        "...........\n"
        "....VVVV...\n" /* E: 4 */
        "...........\n...........\n...........\n...........\n...........\n"
        "...........\n");
    /* two clusters of 4: the second largest is as large as the largest: 2 x 4 */
    ScoreResult r = TU_SCORE("shieldgate", &b, false);
    assert_int_equal(r.points, 8);
    assert_one_of(r.counted, NAMES("A1 A2 A3 A4"), NAMES("E5 E6 E7 E8"));
}

static void test_shieldgate_two_singles(void **state)
{
    (void)state;
    Board b = TU_BOARD("V..........\n...........\n...........\n...........\n...........\n"
                       "...........\n...........\n...........\n...........\n...........\n"
                       "..........V\n");
    ScoreResult r = TU_SCORE("shieldgate", &b, false);
    assert_int_equal(r.points, 2);
    assert_one_of(r.counted, NAMES("A1"), NAMES("K11"));
}

/* ---- Traylo Monastery: 7 per village cluster with 4 in a straight line ---- */

static void test_traylo_monastery(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        "VVVV.......\n" /* A: a row of 4 */
        "...........\n" /* B */
        ".VV....V...\n" /* C: 2x2 square C2-D3; C8 ... */
        ".VV....VV..\n" /* D: ... D8 D9 ... */
        ".......V...\n" /* E: ... E8 ... */
        ".......V.VV\n" /* F: ... F8: a column of 4 in a cluster of 5; F10 F11 */
        "VV.........\n" /* G: G1 G2: F10 F11 G1 G2 are consecutive indices, not a line */
        "...........\n" /* H */
        "VVvV.......\n" /* I: a row of 4, I3 on ruins */
        ".....VVV...\n" /* J: J6-J8 ... */
        "VVVVV..V...\n" /* K: K1-K5 (two lines, one cluster); K8 makes J6-J8 an L */);
    /* A1-A4, C8-F8 + D9, I1-I4, K1-K5 = 4 x 7 */
    CHECK_CARD("traylo_monastery", &b, false, 28,
               NAMES("A1 A2 A3 A4 C8 D8 D9 E8 F8 I1 I2 I3 I4 K1 K2 K3 K4 K5"));
}

/* ---- Outer Enclave: the best village cluster, 1 per distinct empty space
 * adjacent to it ---- */

static void test_outer_enclave(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        "VV.........\n" /* A: A1 A2: A3 B1 B2 = 3 */
        "...........\n" /* B */
        "..M........\n" /* C: C3 mountain */
        ".VVVVF.....\n" /* D: D2-D5, D6 forest: C2 C4 C5 D1 E2 E3 E4 E5 = 8 */
        "...r.......\n" /* E: E4 empty ruins counts as empty */
        ".....V.....\n" /* F: F6 alone = 4 */
        "...........\n" /* G */
        ".V.V.......\n" /* H: H2 H4 ... */
        ".VVV.......\n" /* I: ... I2-I4: a U around H3 */
        "...........\n" /* J */
        "...........\n" /* K */);
    /* the U: G2 G4 H1 H3 H5 I1 I5 J2 J3 J4 = 10 (H3 touches three of its
     * spaces and counts once). Best: 10 */
    Bitboard u = NAMES("H2 H4 I2 I3 I4");
    CHECK_CARD("outer_enclave", &b, false, 10, NAMES("G2 G4 H1 H3 H5 I1 I5 J2 J3 J4"));
    assert_bb_equal(TU_SCORE("outer_enclave", &b, false).chosen, u);
}

static void test_outer_enclave_surrounded(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        ".M.........\n"
        "MVM........\n" /* B2: all four neighbours filled */
        ".M.........\n"
        "...........\n...........\n...........\n...........\n...........\n"
        "...........\n...........\n...........\n");
    ScoreResult r = TU_SCORE("outer_enclave", &b, false);
    assert_int_equal(r.points, 0);
    assert_bb_equal(r.counted, bb_empty());
    assert_bb_equal(r.chosen, NAMES("B2"));
}

/* ---- Gnomish Colony: 6 per village cluster containing a 2x2 square ---- */

static void test_gnomish_colony(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        "VV..VV.....\n" /* A: A1 A2 ...; A5 A6 ... */
        "VV..V......\n" /* B: ... B1 B2: a square; ... B5: three corners of a square */
        "..........V\n" /* C: C11 ... */
        "V...VVVV..V\n" /* D: D1; D5-D8; D11: C11 D1 D11 E1 is no square */
        "V...VV.....\n" /* E: E1; E5 E6: square D5-E6 in a cluster of 7 */
        "....V......\n" /* F: F5 */
        "........VV.\n" /* G: G9 G10 ... */
        "VVV.....Vv.\n" /* H: H1-H3 (2x3 with I1-I3: two squares, once); H9 H10 */
        "VVV........\n" /* I */
        "........V..\n" /* J: J9 ... */
        ".......VV..\n" /* K: ... K8 K9: an L of 3 */);
    /* A1-B2, D5-F5 cluster, G9-H10, H1-I3 = 4 x 6 */
    CHECK_CARD("gnomish_colony", &b, false, 24,
               NAMES("A1 A2 B1 B2 D5 D6 D7 D8 E5 E6 F5 G9 G10 H9 H10 H1 H2 H3 I1 I2 I3"));
}

/* ---- Caravansary: the best village cluster, 1 per row and 1 per column
 * holding one of its spaces ---- */

static void test_caravansary(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        "...........\n" /* A */
        ".VVVVV.....\n" /* B: 1 row + 5 columns = 6 */
        "...........\n" /* C */
        "........V..\n" /* D: a staircase D9 ... */
        "........VV.\n" /* E */
        ".........VV\n" /* F */
        "..........V\n" /* G */
        "..........V\n" /* H: ... H11: rows D-H 5 + columns 9-11 3 = 8 */
        "VVV........\n" /* I: a 3x3 block, the largest cluster: 3 + 3 = 6 */
        "VVV........\n" /* J */
        "VVV........\n" /* K */);
    Bitboard stair = NAMES("D9 E9 E10 F10 F11 G11 H11");
    CHECK_CARD("caravansary", &b, false, 8, stair);
    assert_bb_equal(TU_SCORE("caravansary", &b, false).chosen, stair);
}

/* ---- All village cards on clusters across the 64-bit seam (F9 = 63, F10 = 64) ---- */

static void test_village_cards_across_seam(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        "...........\n" /* A */
        "...........\n" /* B */
        "...........\n" /* C */
        "..V........\n" /* D: D3 ... a column of 4 (F3 = 57, G3 = 68) */
        "..V........\n" /* E */
        "..V....VVVV\n" /* F: F3; F8-F11 = 62..65 ... */
        "..V......VV\n" /* G: G3; ... G10 G11: the square F10-G11 */
        "...........\n...........\n...........\n...........\n");
    Bitboard big = NAMES("F8 F9 F10 F11 G10 G11"), line = NAMES("D3 E3 F3 G3");
    CHECK_CARD("wildholds", &b, false, 8, big);
    CHECK_CARD("great_city", &b, false, 6, big);
    CHECK_CARD("shieldgate", &b, false, 8, line);
    CHECK_CARD("traylo_monastery", &b, false, 14, bb_or(big, line));
    CHECK_CARD("gnomish_colony", &b, false, 6, big);
    CHECK_CARD("greengold_plains", &b, false, 0, bb_empty());
    /* big: rows F G + columns 8-11 = 6; line: rows D-G + column 3 = 5 */
    CHECK_CARD("caravansary", &b, false, 6, big);
    /* big: E8-E11, F7, G8 G9, H10 H11 = 9; line: C3 H3 + D2 D4 E2 E4 F2 F4 G2 G4 = 10 */
    CHECK_CARD("outer_enclave", &b, false, 10, NAMES("C3 H3 D2 D4 E2 E4 F2 F4 G2 G4"));
    assert_bb_equal(TU_SCORE("outer_enclave", &b, false).chosen, line);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_wildholds),
        cmocka_unit_test(test_great_city_drops_clusters_at_mountains),
        cmocka_unit_test(test_great_city_diagonal_mountain_is_not_adjacent),
        cmocka_unit_test(test_great_city_all_dropped),
        cmocka_unit_test(test_great_city_tie),
        cmocka_unit_test(test_greengold_plains),
        cmocka_unit_test(test_greengold_plains_heroes),
        cmocka_unit_test(test_shieldgate_one_cluster),
        cmocka_unit_test(test_shieldgate_second_largest),
        cmocka_unit_test(test_shieldgate_tie_for_largest),
        cmocka_unit_test(test_shieldgate_two_singles),
        cmocka_unit_test(test_traylo_monastery),
        cmocka_unit_test(test_outer_enclave),
        cmocka_unit_test(test_outer_enclave_surrounded),
        cmocka_unit_test(test_gnomish_colony),
        cmocka_unit_test(test_caravansary),
        cmocka_unit_test(test_village_cards_across_seam),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
