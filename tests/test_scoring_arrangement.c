/* test_scoring_arrangement.c: the eight arrangement scoring cards on
 * hand-made boards: complete lines (wasteland, destroyed, hero and drawn-over
 * ruins fill a space; empty ruins do not), Lost Barony's square, The Broken
 * Road's diagonals down to the bottom edge incl. K1, The Cauldrons, Silos'
 * odd columns, Banded Hills with and without heroes, and Starlit Sigil's
 * clusters of exactly 3. Every expected value is worked out by hand from the
 * card text (docs/cards.md §4) and docs/rules.md §7.
 * Board rows are A..K top to bottom, columns 1..11 left to right. */
#include "test_util.h"

/* ---- Borderlands: 6 per complete row or column of filled spaces ---- */

static void test_borderlands(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        "F.........F\n" /* A */
        "F.........F\n" /* B */
        "FVPWXHMBDdx\n" /* C: complete, every kind of filled space */
        "F.........W\n" /* D */
        "FFFFFrFFFFF\n" /* E: E6 is an empty ruins space */
        "M.........M\n" /* F */
        "B.........B\n" /* G */
        "D.........D\n" /* H */
        "X.........X\n" /* I */
        "H.........h\n" /* J */
        "..........P\n" /* K: K1 empty: column 1 incomplete */);
    /* row C + column 11 = 2 x 6 */
    Bitboard lines = bb_or(bb_row_mask(2), bb_column(10));
    CHECK_CARD("borderlands", &b, false, 12, lines);
    CHECK_CARD("borderlands", &b, true, 12, lines);
    /* Dwarvenholds: C7 and F11 are mountains, so the same two lines: 2 x 7 */
    CHECK_CARD("dwarvenholds", &b, false, 14, lines);
}

/* ---- Dwarvenholds: 7 per complete row or column holding a mountain ---- */

static void test_dwarvenholds(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        "F.........F\n" /* A */
        "F.........F\n" /* B */
        "FVPWXHMBDdx\n" /* C: complete, mountain C7 */
        "F.........W\n" /* D */
        "FFFFFFFFFFF\n" /* E: complete, no mountain */
        "B.........M\n" /* F: F11 mountain */
        "D.........B\n" /* G */
        "X.........D\n" /* H */
        "H.........X\n" /* I */
        "h.........h\n" /* J */
        "P.........P\n" /* K */);
    /* complete: rows C E, columns 1 11. With a mountain: row C, column 11 */
    CHECK_CARD("dwarvenholds", &b, false, 14, bb_or(bb_row_mask(2), bb_column(10)));
    CHECK_CARD("borderlands", &b, false, 24,
               bb_or(bb_or(bb_row_mask(2), bb_row_mask(4)), bb_or(bb_column(0), bb_column(10))));
}

/* ---- Lost Barony: 3 x the side of the largest square of filled spaces ---- */

static void test_lost_barony(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        "...........\n" /* A */
        ".MBD.......\n" /* B: B2-D4: a 3x3 of mountain, wasteland, destroyed, */
        ".xHV.......\n" /* C:   monster on ruins, hero, village, */
        ".FPW.......\n" /* D:   forest, farm, water */
        "...........\n" /* E */
        ".....FFFF..\n" /* F: F6-I9: a 4x4 ... */
        ".....FrFF..\n" /* G: ... with the empty ruins G7: every 3x3 in it holds G7 */
        ".....FFFF..\n" /* H */
        ".....FFFF..\n" /* I */
        "VVVVV......\n" /* J: J1-K5: 2 rows x 5: squares of 2 */
        "VVVVV......\n" /* K */);
    CHECK_CARD("lost_barony", &b, false, 9, NAMES("B2 B3 B4 C2 C3 C4 D2 D3 D4"));
}

static void test_lost_barony_single_space(void **state)
{
    (void)state;
    Board b = TU_BOARD("...........\n...........\n...........\n...........\n...........\n"
                       ".....M.....\n" /* F6: side 1 */
                       "...........\n...........\n...........\n...........\n...........\n");
    CHECK_CARD("lost_barony", &b, false, 3, NAMES("F6"));
}

static void test_lost_barony_rectangle(void **state)
{
    (void)state;
    Board b = TU_BOARD("FFFFFFFFFFF\nVVVVVVVVVVV\nBBBBBBBBBBB\n...........\n...........\n"
                       "...........\n...........\n...........\n...........\n...........\n...........\n");
    /* rows A-C complete: 3 x 11, the largest square has side 3 (9 places) */
    ScoreResult r = TU_SCORE("lost_barony", &b, false);
    assert_int_equal(r.points, 9);
    assert_int_equal(bb_count(r.counted), 9);
    int first = bb_first(r.counted);
    Bitboard square = bb_empty();
    for (int dr = 0; dr < 3; dr++)
        for (int dc = 0; dc < 3; dc++)
            bb_set(&square, bb_index(bb_row(first) + dr, bb_col(first) + dc));
    assert_bb_equal(r.counted, square);
    assert_int_equal(bb_row(first), 0);
}

/* ---- The Broken Road: 3 per complete diagonal from the left edge
 * down-right to the bottom edge ---- */

static void test_broken_road_k1(void **state)
{
    (void)state;
    Board b = TU_BOARD("...........\n...........\n...........\n...........\n...........\n"
                       "...........\n...........\n...........\n...........\n...........\n"
                       "D..........\n" /* K1 alone: the one-space diagonal */);
    CHECK_CARD("broken_road", &b, false, 3, NAMES("K1"));
}

static void test_broken_road_directions(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        ".F.........\n" /* A: A2 ... a diagonal from the top edge to the right edge */
        "..F........\n" /* B */
        "...F.......\n" /* C */
        "....F......\n" /* D */
        ".....F.....\n" /* E */
        "......F....\n" /* F */
        ".......F...\n" /* G */
        "F.......F..\n" /* H: H1 I2 J3 K4: broken at J3 */
        ".F.......F.\n" /* I */
        "B.r.......F\n" /* J: J1 wasteland + K2 destroyed: complete; J3 empty ruins */
        ".D.F.......\n" /* K */);
    CHECK_CARD("broken_road", &b, false, 3, NAMES("J1 K2"));
}

static void test_broken_road_main_diagonal(void **state)
{
    (void)state;
    Board b = TU_BOARD("X..........\n.x.........\n..H........\n...M.......\n....V......\n"
                       ".....W.....\n......P....\n.......F...\n........D..\n.........B.\n"
                       "..........f\n");
    CHECK_CARD("broken_road", &b, false, 3, NAMES("A1 B2 C3 D4 E5 F6 G7 H8 I9 J10 K11"));
}

static void test_broken_road_up_right_does_not_count(void **state)
{
    (void)state;
    Board b = TU_BOARD("..........F\n.........F.\n........F..\n.......F...\n......F....\n"
                       ".....F.....\n....F......\n...F.......\n..F........\n.F.........\n"
                       "F..........\n");
    /* K1 to A11 runs up-right: only its first space, K1, is a down-right
     * diagonal (of length 1) */
    CHECK_CARD("broken_road", &b, false, 3, NAMES("K1"));
}

/* ---- The Cauldrons: 1 per empty space whose 4 neighbours are filled or edge ---- */

static void test_cauldrons(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        ".F.........\n" /* A: A1 empty in the corner */
        "F..FF......\n" /* B */
        "..F..F.....\n" /* C: C4 C5: two empties side by side */
        "...FF......\n" /* D */
        ".....M.....\n" /* E */
        "....DrH....\n" /* F: F6 empty ruins among destroyed, hero, ... */
        ".....B....F\n" /* G: ... wasteland */
        ".........F.\n" /* H: H11 has the empty I11 below */
        "...........\n" /* I */
        ".....w.....\n" /* J */
        "....X.X....\n" /* K: K6 on the bottom edge */);
    CHECK_CARD("cauldrons", &b, false, 3, NAMES("A1 F6 K6"));
    CHECK_CARD("cauldrons", &b, true, 3, NAMES("A1 F6 K6"));
}

/* ---- Silos: 10 per complete odd-numbered column (1, 3, 5, 7, 9, 11) ---- */

static void test_silos(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        "FMB.X....DW\n" /* A */
        "FMB.X....DW\n" /* B */
        "FMB.X....DW\n" /* C */
        "FMB.X....DW\n" /* D */
        "FMB.r....DW\n" /* E: E5 empty ruins: column 5 incomplete */
        "FMB.X....DW\n" /* F */
        "FMB.X....DW\n" /* G */
        "fMB.x....dw\n" /* H: on ruins */
        "FMB.X....DW\n" /* I */
        "FMB.X....DW\n" /* J */
        "FMB.X....DW\n" /* K */);
    /* complete columns 1 2 3 10 11; odd: 1 3 11 = 3 x 10 */
    CHECK_CARD("silos", &b, false, 30, bb_or(bb_or(bb_column(0), bb_column(2)), bb_column(10)));
    CHECK_CARD("borderlands", &b, false, 30,
               bb_or(bb_or(bb_or(bb_column(0), bb_column(1)), bb_or(bb_column(2), bb_column(9))), bb_column(10)));
    /* only column 2 holds mountains */
    CHECK_CARD("dwarvenholds", &b, false, 7, bb_column(1));
}

/* ---- Banded Hills: 4 per row with five or more different terrain types ---- */

static const char banded_board[] =
    "FVPWX......\n"  /* A: 5 types */
    "FVPWDBr....\n"  /* B: 4 types; destroyed, wasteland, ruins are none */
    "FVPWH......\n"  /* C: 4, or 5 with heroes */
    "FFVVPPWW...\n"  /* D: 8 spaces, 4 types */
    "fvpwxM.....\n"  /* E: 6 types, 5 of them on ruins */
    "MMMMMFVPW..\n"  /* F: 5 types */
    "XHDBFVP....\n"  /* G: monster forest village farm = 4, or 5 with heroes */
    "...........\n"
    "...........\n"
    "...........\n"
    "...........\n";

static void test_banded_hills(void **state)
{
    (void)state;
    Board b = TU_BOARD(banded_board);
    /* rows A E F = 3 x 4; counted: their terrain spaces */
    CHECK_CARD("banded_hills", &b, false, 12,
               NAMES("A1 A2 A3 A4 A5 E1 E2 E3 E4 E5 E6 F1 F2 F3 F4 F5 F6 F7 F8 F9"));
}

static void test_banded_hills_heroes(void **state)
{
    (void)state;
    Board b = TU_BOARD(banded_board);
    /* rows A C E F G = 5 x 4; G3 (destroyed) and G4 (wasteland) not counted */
    CHECK_CARD("banded_hills", &b, true, 20,
               NAMES("A1 A2 A3 A4 A5 C1 C2 C3 C4 C5 E1 E2 E3 E4 E5 E6 F1 F2 F3 F4 F5 F6 F7 F8 F9 "
                     "G1 G2 G5 G6 G7"));
}

/* ---- Starlit Sigil: 4 per cluster of exactly three empty spaces ---- */

static void test_starlit_sigil(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        "PPPPPPPPP..\n" /* A: A10 A11 + B11: 3 in the corner */
        "P...PPPPPP.\n" /* B: B2-B4: 3 */
        "PPPPPPPPPPP\n" /* C */
        "P..PPPP.PPP\n" /* D: D2 D3: 2; D8: 1 */
        "PPPPPPPPP..\n" /* E: E10 E11: 2 (F1 is not next to E11) */
        ".P...rPPPPP\n" /* F: F1: 1; F3 F4 F5 + empty ruins F6: 4 */
        "PPPPPPPPPPP\n" /* G */
        "Pr.PPPPPPPP\n" /* H: H2 (empty ruins) H3 + I3: 3 */
        "PP.PPPPPPPP\n" /* I */
        "PPPPPPPP...\n" /* J: J9-J11: 3 */
        "PPPPP...PPP\n" /* K: K6-K8: 3, K8 and J9 only meet at a corner */);
    CHECK_CARD("starlit_sigil", &b, false, 20, NAMES("A10 A11 B11 B2 B3 B4 H2 H3 I3 J9 J10 J11 K6 K7 K8"));
    /* the lone empties D8 and F1 (F1 has the edge on its left) */
    CHECK_CARD("cauldrons", &b, false, 2, NAMES("D8 F1"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_borderlands),
        cmocka_unit_test(test_dwarvenholds),
        cmocka_unit_test(test_lost_barony),
        cmocka_unit_test(test_lost_barony_single_space),
        cmocka_unit_test(test_lost_barony_rectangle),
        cmocka_unit_test(test_broken_road_k1),
        cmocka_unit_test(test_broken_road_directions),
        cmocka_unit_test(test_broken_road_main_diagonal),
        cmocka_unit_test(test_broken_road_up_right_does_not_count),
        cmocka_unit_test(test_cauldrons),
        cmocka_unit_test(test_silos),
        cmocka_unit_test(test_banded_hills),
        cmocka_unit_test(test_banded_hills_heroes),
        cmocka_unit_test(test_starlit_sigil),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
