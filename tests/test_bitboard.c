/* test_bitboard.c: unit tests of bitboard.h and clusters.h: indices, the
 * 64-bit seam (spaces 63/64 are F9/F10), row and column masks, the edge,
 * neighbour shifts without wrap-around between column 11 and column 1 of the
 * next row, flood fill and cluster splitting, the popcount, and the
 * whole-row and whole-column operations against space-by-space definitions
 * on random sets. */
#include "test_util.h"

#include "clusters.h"
#include "rng.h"

static void test_index_row_col(void **state)
{
    (void)state;
    assert_int_equal(bb_index(0, 0), 0);
    assert_int_equal(bb_index(5, 8), 63);  /* F9 */
    assert_int_equal(bb_index(5, 9), 64);  /* F10 */
    assert_int_equal(bb_index(10, 10), 120); /* K11 */
    for (int i = 0; i < BOARD_SPACES; i++) {
        assert_int_equal(bb_index(bb_row(i), bb_col(i)), i);
        assert_true(bb_row(i) >= 0 && bb_row(i) < BOARD_SIZE);
        assert_true(bb_col(i) >= 0 && bb_col(i) < BOARD_SIZE);
    }
}

static void test_single_set_reset_across_seam(void **state)
{
    (void)state;
    const int idx[] = {0, 1, 62, 63, 64, 65, 119, 120};
    for (size_t k = 0; k < sizeof idx / sizeof idx[0]; k++) {
        Bitboard s = bb_single(idx[k]);
        assert_int_equal(bb_count(s), 1);
        assert_int_equal(bb_first(s), idx[k]);
        for (int i = 0; i < BOARD_SPACES; i++)
            assert_int_equal(bb_test(s, i), i == idx[k]);
        Bitboard b = bb_empty();
        bb_set(&b, idx[k]);
        assert_true(bb_equal(b, s));
        bb_reset(&b, idx[k]);
        assert_true(bb_is_empty(b));
    }
    assert_true(bb_single(63).lo == UINT64_C(1) << 63 && bb_single(63).hi == 0);
    assert_true(bb_single(64).lo == 0 && bb_single(64).hi == 1);
}

static void test_all_not_and_invariant(void **state)
{
    (void)state;
    Bitboard all = bb_all();
    assert_int_equal(bb_count(all), BOARD_SPACES);
    assert_true((all.hi >> (BOARD_SPACES - 64)) == 0); /* bits 121..127 clear */
    assert_true(bb_equal(bb_not(bb_empty()), all));
    assert_true(bb_is_empty(bb_not(all)));
    Bitboard some = NAMES("A1 F9 F10 K11");
    Bitboard inv = bb_not(some);
    assert_int_equal(bb_count(inv), BOARD_SPACES - 4);
    assert_true((inv.hi >> (BOARD_SPACES - 64)) == 0);
    assert_false(bb_intersects(inv, some));
    assert_bb_equal(bb_or(inv, some), all);
}

static void test_set_operations(void **state)
{
    (void)state;
    Bitboard a = NAMES("A1 F9 F10 K11");
    Bitboard b = NAMES("F9 F10 C3");
    assert_bb_equal(bb_and(a, b), NAMES("F9 F10"));
    assert_bb_equal(bb_or(a, b), NAMES("A1 C3 F9 F10 K11"));
    assert_bb_equal(bb_xor(a, b), NAMES("A1 C3 K11"));
    assert_bb_equal(bb_minus(a, b), NAMES("A1 K11"));
    assert_true(bb_intersects(a, b));
    assert_false(bb_intersects(NAMES("F9"), NAMES("F10")));
    assert_true(bb_subset(NAMES("F9 F10"), a));
    assert_false(bb_subset(b, a));
    assert_true(bb_subset(bb_empty(), a));
    assert_int_equal(bb_count(a), 4);
    assert_int_equal(bb_first(bb_empty()), -1);
    assert_int_equal(bb_first(NAMES("F10 K11")), 64);
}

static void test_pop_iterates_in_order(void **state)
{
    (void)state;
    Bitboard a = NAMES("K11 A1 F9 F10 B1");
    const int want[] = {0, 11, 63, 64, 120};
    for (size_t k = 0; k < 5; k++)
        assert_int_equal(bb_pop(&a), want[k]);
    assert_int_equal(bb_pop(&a), -1);
    assert_true(bb_is_empty(a));
}

static void test_shifts_across_seam(void **state)
{
    (void)state;
    /* by 1 across the 64-bit boundary, both ways */
    assert_true(bb_equal(bb_shl(bb_single(63), 1), bb_single(64)));
    assert_true(bb_equal(bb_shr(bb_single(64), 1), bb_single(63)));
    /* by a row across the boundary */
    assert_true(bb_equal(bb_shl(bb_single(60), 11), bb_single(71)));
    assert_true(bb_equal(bb_shr(bb_single(71), 11), bb_single(60)));
    assert_true(bb_equal(bb_shl(bb_single(53), 11), bb_single(64)));
    assert_true(bb_equal(bb_shr(bb_single(64), 11), bb_single(53)));
    /* large shifts */
    assert_true(bb_equal(bb_shl(bb_single(0), 63), bb_single(63)));
    assert_true(bb_equal(bb_shl(bb_single(57), 63), bb_single(120)));
    assert_true(bb_equal(bb_shr(bb_single(120), 63), bb_single(57)));
    /* bits past 120 are dropped, bits below 0 fall off */
    assert_true(bb_is_empty(bb_shl(bb_single(120), 1)));
    assert_true(bb_is_empty(bb_shl(bb_single(110), 11)));
    assert_true(bb_is_empty(bb_shr(bb_single(0), 1)));
    assert_true(bb_is_empty(bb_shr(bb_single(10), 11)));
    Bitboard shifted = bb_shl(bb_all(), 1);
    assert_int_equal(bb_count(shifted), BOARD_SPACES - 1);
    assert_true((shifted.hi >> (BOARD_SPACES - 64)) == 0);
}

static void test_row_masks(void **state)
{
    (void)state;
    assert_bb_equal(bb_row_mask(0), NAMES("A1 A2 A3 A4 A5 A6 A7 A8 A9 A10 A11"));
    /* row F holds spaces 55..65: it straddles the seam */
    assert_bb_equal(bb_row_mask(5), NAMES("F1 F2 F3 F4 F5 F6 F7 F8 F9 F10 F11"));
    assert_bb_equal(bb_row_mask(6), NAMES("G1 G2 G3 G4 G5 G6 G7 G8 G9 G10 G11"));
    assert_bb_equal(bb_row_mask(10), NAMES("K1 K2 K3 K4 K5 K6 K7 K8 K9 K10 K11"));
    Bitboard all = bb_empty();
    for (int r = 0; r < BOARD_SIZE; r++) {
        Bitboard m = bb_row_mask(r);
        assert_int_equal(bb_count(m), BOARD_SIZE);
        assert_false(bb_intersects(all, m));
        for (int c = 0; c < BOARD_SIZE; c++)
            assert_true(bb_test(m, bb_index(r, c)));
        all = bb_or(all, m);
    }
    assert_bb_equal(all, bb_all());
}

static void test_column_masks(void **state)
{
    (void)state;
    assert_bb_equal(bb_column(0), NAMES("A1 B1 C1 D1 E1 F1 G1 H1 I1 J1 K1"));
    assert_bb_equal(bb_column(9), NAMES("A10 B10 C10 D10 E10 F10 G10 H10 I10 J10 K10"));
    assert_bb_equal(bb_column(10), NAMES("A11 B11 C11 D11 E11 F11 G11 H11 I11 J11 K11"));
    Bitboard all = bb_empty();
    for (int c = 0; c < BOARD_SIZE; c++) {
        Bitboard m = bb_column(c);
        assert_int_equal(bb_count(m), BOARD_SIZE);
        assert_false(bb_intersects(all, m));
        for (int r = 0; r < BOARD_SIZE; r++)
            assert_true(bb_test(m, bb_index(r, c)));
        all = bb_or(all, m);
    }
    assert_bb_equal(all, bb_all());
    assert_bb_equal(bb_not(bb_not_col_first()), bb_column(0));
    assert_bb_equal(bb_not(bb_not_col_last()), bb_column(10));
}

static void test_edge(void **state)
{
    (void)state;
    assert_bb_equal(bb_edge(), MASK("###########\n"
                                    "#.........#\n"
                                    "#.........#\n"
                                    "#.........#\n"
                                    "#.........#\n"
                                    "#.........#\n"
                                    "#.........#\n"
                                    "#.........#\n"
                                    "#.........#\n"
                                    "#.........#\n"
                                    "###########\n"));
    assert_int_equal(bb_count(bb_edge()), 40);
}

static void test_directions_no_wrap(void **state)
{
    (void)state;
    /* east = the space to the right; nothing right of column 11 */
    assert_bb_equal(bb_east(NAMES("A1")), NAMES("A2"));
    assert_bb_equal(bb_east(NAMES("A11")), bb_empty()); /* not B1 */
    assert_bb_equal(bb_east(NAMES("E11")), bb_empty()); /* not F1 */
    assert_bb_equal(bb_east(NAMES("F9")), NAMES("F10")); /* across the seam */
    assert_bb_equal(bb_east(NAMES("F10")), NAMES("F11"));
    assert_bb_equal(bb_east(NAMES("F11")), bb_empty()); /* not G1 */
    assert_bb_equal(bb_east(NAMES("K11")), bb_empty());
    /* west = the space to the left; nothing left of column 1 */
    assert_bb_equal(bb_west(NAMES("B1")), bb_empty()); /* not A11 */
    assert_bb_equal(bb_west(NAMES("G1")), bb_empty()); /* not F11 */
    assert_bb_equal(bb_west(NAMES("F10")), NAMES("F9"));
    assert_bb_equal(bb_west(NAMES("K11")), NAMES("K10"));
    /* south and north */
    assert_bb_equal(bb_south(NAMES("A1")), NAMES("B1"));
    assert_bb_equal(bb_south(NAMES("E10")), NAMES("F10")); /* 53 -> 64 */
    assert_bb_equal(bb_south(NAMES("K5")), bb_empty());
    assert_bb_equal(bb_north(NAMES("F10")), NAMES("E10"));
    assert_bb_equal(bb_north(NAMES("A5")), bb_empty());
    assert_bb_equal(bb_north(NAMES("K11")), NAMES("J11"));
    /* a whole column moved east loses nothing but does not enter column 1 */
    assert_bb_equal(bb_east(bb_column(10)), bb_empty());
    assert_bb_equal(bb_west(bb_column(0)), bb_empty());
    assert_bb_equal(bb_east(bb_column(3)), bb_column(4));
    assert_bb_equal(bb_west(bb_column(3)), bb_column(2));
}

static void test_adjacent_at_row_ends(void **state)
{
    (void)state;
    assert_bb_equal(bb_adjacent(NAMES("A1")), NAMES("A2 B1"));
    assert_bb_equal(bb_adjacent(NAMES("A11")), NAMES("A10 B11"));
    assert_bb_equal(bb_adjacent(NAMES("B1")), NAMES("A1 C1 B2"));
    assert_bb_equal(bb_adjacent(NAMES("B11")), NAMES("A11 C11 B10"));
    assert_bb_equal(bb_adjacent(NAMES("F10")), NAMES("E10 G10 F9 F11"));
    assert_bb_equal(bb_adjacent(NAMES("F9")), NAMES("E9 G9 F8 F10"));
    assert_bb_equal(bb_adjacent(NAMES("F11")), NAMES("E11 G11 F10"));
    assert_bb_equal(bb_adjacent(NAMES("G1")), NAMES("F1 H1 G2"));
    assert_bb_equal(bb_adjacent(NAMES("K11")), NAMES("K10 J11"));
    assert_bb_equal(bb_adjacent(NAMES("F6")), NAMES("E6 G6 F5 F7"));
    /* two neighbours of each other: adjacent() holds both, border() neither */
    assert_bb_equal(bb_adjacent(NAMES("C3 C4")), NAMES("C2 C3 C4 C5 B3 B4 D3 D4"));
    assert_bb_equal(bb_border(NAMES("C3 C4")), NAMES("C2 C5 B3 B4 D3 D4"));
    assert_bb_equal(bb_border(NAMES("A11 B1")), NAMES("A10 B11 A1 C1 B2"));
    assert_bb_equal(bb_adjacent(bb_all()), bb_all());
    assert_bb_equal(bb_adjacent(bb_empty()), bb_empty());
}

static void test_flood(void **state)
{
    (void)state;
    /* A11 and B1 are consecutive indices but not neighbours */
    Bitboard pair = NAMES("A11 B1");
    assert_bb_equal(bb_flood(NAMES("A11"), pair), NAMES("A11"));
    assert_bb_equal(bb_flood(NAMES("B1"), pair), NAMES("B1"));
    /* E11 / F1 and F11 / G1: consecutive indices at row ends */
    Bitboard wraps = NAMES("E11 F1");
    assert_bb_equal(bb_flood(NAMES("F1"), wraps), NAMES("F1"));
    assert_bb_equal(bb_flood(NAMES("E11"), wraps), NAMES("E11"));
    wraps = NAMES("F11 G1");
    assert_bb_equal(bb_flood(NAMES("F11"), wraps), NAMES("F11"));
    assert_bb_equal(bb_flood(NAMES("G1"), wraps), NAMES("G1"));
    /* a winding path through the seam */
    Bitboard snake = MASK("#..........\n"
                          "#..........\n"
                          "#####......\n"
                          "....#......\n"
                          "....#####..\n"
                          "........#..\n"
                          "...######..\n"
                          "...#.......\n"
                          "...#......#\n"
                          "...###....#\n"
                          "..........#\n");
    Bitboard tail = NAMES("I11 J11 K11");
    Bitboard path = bb_minus(snake, tail);
    assert_bb_equal(bb_flood(NAMES("A1"), snake), path);
    assert_bb_equal(bb_flood(NAMES("J6"), snake), path);
    assert_bb_equal(bb_flood(NAMES("K11"), snake), tail);
    /* a seed outside `within` gives nothing; several seeds give the union */
    assert_bb_equal(bb_flood(NAMES("B2"), snake), bb_empty());
    assert_bb_equal(bb_flood(NAMES("A1 K11"), snake), snake);
    assert_bb_equal(bb_flood(NAMES("F6"), bb_all()), bb_all());
}

static void test_clusters_split(void **state)
{
    (void)state;
    Bitboard out[CLUSTERS_MAX];
    assert_int_equal(clusters_split(bb_empty(), out), 0);
    /* ordered by lowest space; a cluster on both sides of the seam */
    Bitboard set = NAMES("K11 F9 F10 G10 A11 B1 C1");
    int n = clusters_split(set, out);
    assert_int_equal(n, 4);
    assert_bb_equal(out[0], NAMES("A11"));
    assert_bb_equal(out[1], NAMES("B1 C1"));
    assert_bb_equal(out[2], NAMES("F9 F10 G10"));
    assert_bb_equal(out[3], NAMES("K11"));
    /* the most clusters possible: a checkerboard of 61 single spaces */
    Bitboard checker = bb_empty();
    for (int i = 0; i < BOARD_SPACES; i++)
        if ((bb_row(i) + bb_col(i)) % 2 == 0)
            bb_set(&checker, i);
    assert_int_equal(clusters_split(checker, out), 61);
    for (int i = 0; i < 61; i++)
        assert_int_equal(bb_count(out[i]), 1);
    assert_int_equal(clusters_split(bb_all(), out), 1);
    assert_bb_equal(out[0], bb_all());
}

static uint64_t random64(Rng *rng) { return (uint64_t)rng_next(rng) << 32 | rng_next(rng); }

/* Random sets of every density, including empty and full rows. */
static Bitboard random_set(Rng *rng)
{
    Bitboard b = {random64(rng), random64(rng) & BB_HI_MASK};
    switch (rng_below(rng, 4)) {
    case 0: return bb_and(b, (Bitboard){random64(rng), random64(rng) & BB_HI_MASK}); /* sparse */
    case 1: return bb_or(b, (Bitboard){random64(rng), random64(rng) & BB_HI_MASK});  /* dense */
    case 2: {
        Bitboard full = b; /* whole rows and columns on top */
        for (int k = 0; k < BOARD_SIZE; k++) {
            if (rng_below(rng, 3) == 0)
                full = bb_or(full, bb_row_mask(k));
            if (rng_below(rng, 3) == 0)
                full = bb_or(full, bb_column(k));
        }
        return full;
    }
    default: return b;
    }
}

static void test_popcount(void **state)
{
    (void)state;
    Rng rng;
    rng_seed(&rng, 7, 7);
    for (int i = 0; i < 20000; i++) {
        uint64_t x = random64(&rng);
        if (i % 3 == 0)
            x &= random64(&rng);
        int n = 0;
        for (int k = 0; k < 64; k++)
            n += (int)((x >> k) & 1);
        assert_int_equal(bb_popcount64(x), n);
    }
    assert_int_equal(bb_popcount64(0), 0);
    assert_int_equal(bb_popcount64(~UINT64_C(0)), 64);
    assert_int_equal(bb_count(bb_all()), BOARD_SPACES);
}

static void test_rows_and_columns(void **state)
{
    (void)state;
    Rng rng;
    rng_seed(&rng, 11, 3);
    for (int i = 0; i < 20000; i++) {
        Bitboard a = random_set(&rng);
        unsigned rows_with = 0, rows_full = 0, cols_with = 0, cols_full = 0;
        for (int k = 0; k < BOARD_SIZE; k++) {
            Bitboard row = bb_row_mask(k), col = bb_column(k);
            unsigned bits = 0;
            for (int c = 0; c < BOARD_SIZE; c++)
                bits |= (unsigned)bb_test(a, bb_index(k, c)) << c;
            assert_int_equal(bb_row_bits(a, k), bits);
            rows_with |= (unsigned)bb_intersects(a, row) << k;
            rows_full |= (unsigned)bb_subset(row, a) << k;
            cols_with |= (unsigned)bb_intersects(a, col) << k;
            cols_full |= (unsigned)bb_subset(col, a) << k;
        }
        assert_int_equal(bb_rows_with(a), rows_with);
        assert_int_equal(bb_rows_full(a), rows_full);
        assert_int_equal(bb_columns_with(a), cols_with);
        assert_int_equal(bb_columns_full(a), cols_full);
        unsigned lines = rng_below(&rng, 1u << BOARD_SIZE);
        Bitboard rows = bb_empty(), cols = bb_empty();
        for (int k = 0; k < BOARD_SIZE; k++) {
            if ((lines >> k) & 1) {
                rows = bb_or(rows, bb_row_mask(k));
                cols = bb_or(cols, bb_column(k));
            }
        }
        assert_bb_equal(bb_rows_of(lines), rows);
        assert_bb_equal(bb_columns_of(lines), cols);
    }
}

/* clusters_list: the clusters of clusters_split, with their borders and sizes. */
static void test_clusters_list(void **state)
{
    (void)state;
    Rng rng;
    rng_seed(&rng, 5, 9);
    ClusterList list;
    clusters_list(bb_empty(), &list);
    assert_int_equal(list.n, 0);
    for (int i = 0; i < 5000; i++) {
        Bitboard set = random_set(&rng), out[CLUSTERS_MAX];
        int n = clusters_split(set, out);
        clusters_list(set, &list);
        assert_int_equal(list.n, n);
        for (int k = 0; k < n; k++) {
            assert_bb_equal(list.c[k].spaces, out[k]);
            assert_bb_equal(list.c[k].border, bb_border(out[k]));
            assert_int_equal(list.c[k].size, bb_count(out[k]));
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_index_row_col),
        cmocka_unit_test(test_single_set_reset_across_seam),
        cmocka_unit_test(test_all_not_and_invariant),
        cmocka_unit_test(test_set_operations),
        cmocka_unit_test(test_pop_iterates_in_order),
        cmocka_unit_test(test_shifts_across_seam),
        cmocka_unit_test(test_row_masks),
        cmocka_unit_test(test_column_masks),
        cmocka_unit_test(test_edge),
        cmocka_unit_test(test_directions_no_wrap),
        cmocka_unit_test(test_adjacent_at_row_ends),
        cmocka_unit_test(test_flood),
        cmocka_unit_test(test_clusters_split),
        cmocka_unit_test(test_popcount),
        cmocka_unit_test(test_rows_and_columns),
        cmocka_unit_test(test_clusters_list),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
