/* test_board.c: unit tests of board.c: every character of the board text
 * table (docs/formats.md §2), the ruins layer, parse errors with line and column,
 * comments, blank lines and CRLF, the format round trip, space names, and
 * the content helpers (filled, terrain spaces, terrain types). */
#include "test_util.h"

#include <stdio.h>
#include <string.h>

/* Every character of the docs/formats.md §2 table, in rows A and B. */
static const char all_chars[] = "; every board character\n"
                                ".rFfVvPpWwX\n" /* A */
                                "xHhDdMB....\n" /* B */
                                "...........\n" /* C */
                                "...........\n" /* D */
                                "...........\n" /* E */
                                "...........\n" /* F */
                                "...........\n" /* G */
                                "...........\n" /* H */
                                "...........\n" /* I */
                                "...........\n" /* J */
                                "...........\n"; /* K */

static const char empty_rows[] = "...........\n";

/* Builds board text: 11 rows of '.', with row `row` (0-based) replaced by
 * `line` (no newline) when line is not NULL, and `rows` rows in total. */
static void make_text(char *buf, size_t size, int rows, int row, const char *line)
{
    buf[0] = '\0';
    for (int r = 0; r < rows; r++) {
        if (r == row && line) {
            strncat(buf, line, size - strlen(buf) - 1);
            strncat(buf, "\n", size - strlen(buf) - 1);
        } else {
            strncat(buf, empty_rows, size - strlen(buf) - 1);
        }
    }
}

/* Parses text that must fail; checks the message holds `expect`. */
static void expect_error_at(const char *file, int line, const char *text, const char *expect)
{
    Board b;
    char err[BOARD_ERROR_MAX] = "";
    if (board_parse(text, &b, err, sizeof err)) {
        print_error("board text parsed, expected an error with \"%s\"\n", expect);
        _fail(file, line);
    }
    if (!strstr(err, expect)) {
        print_error("error \"%s\" does not contain \"%s\"\n", err, expect);
        _fail(file, line);
    }
}
#define EXPECT_ERROR(text, expect) expect_error_at(__FILE__, __LINE__, (text), (expect))

static void test_parse_every_character(void **state)
{
    (void)state;
    Board b = TU_BOARD(all_chars);
    struct {
        const char *space;
        Content content;
        bool ruin;
    } want[] = {
        {"A1", CONTENT_EMPTY, false},    {"A2", CONTENT_EMPTY, true},      {"A3", CONTENT_FOREST, false},
        {"A4", CONTENT_FOREST, true},    {"A5", CONTENT_VILLAGE, false},   {"A6", CONTENT_VILLAGE, true},
        {"A7", CONTENT_FARM, false},     {"A8", CONTENT_FARM, true},       {"A9", CONTENT_WATER, false},
        {"A10", CONTENT_WATER, true},    {"A11", CONTENT_MONSTER, false},  {"B1", CONTENT_MONSTER, true},
        {"B2", CONTENT_HERO, false},     {"B3", CONTENT_HERO, true},       {"B4", CONTENT_DESTROYED, false},
        {"B5", CONTENT_DESTROYED, true}, {"B6", CONTENT_MOUNTAIN, false},  {"B7", CONTENT_WASTELAND, false},
        {"B8", CONTENT_EMPTY, false},    {"K11", CONTENT_EMPTY, false},
    };
    for (size_t k = 0; k < sizeof want / sizeof want[0]; k++) {
        int idx = board_parse_space(want[k].space);
        assert_true(idx >= 0);
        if (board_get(&b, idx) != want[k].content || bb_test(b.ruins, idx) != want[k].ruin) {
            print_error("%s: content %d ruin %d, expected %d %d\n", want[k].space, board_get(&b, idx),
                        bb_test(b.ruins, idx), want[k].content, want[k].ruin);
            fail();
        }
    }
    assert_bb_equal(b.ruins, NAMES("A2 A4 A6 A8 A10 B1 B3 B5"));
    assert_bb_equal(board_filled(&b), NAMES("A3 A4 A5 A6 A7 A8 A9 A10 A11 B1 B2 B3 B4 B5 B6 B7"));
    assert_bb_equal(b.layer[CONTENT_FOREST], NAMES("A3 A4"));
    assert_bb_equal(b.layer[CONTENT_VILLAGE], NAMES("A5 A6"));
    assert_bb_equal(b.layer[CONTENT_FARM], NAMES("A7 A8"));
    assert_bb_equal(b.layer[CONTENT_WATER], NAMES("A9 A10"));
    assert_bb_equal(b.layer[CONTENT_MONSTER], NAMES("A11 B1"));
    assert_bb_equal(b.layer[CONTENT_HERO], NAMES("B2 B3"));
    assert_bb_equal(b.layer[CONTENT_DESTROYED], NAMES("B4 B5"));
    assert_bb_equal(b.layer[CONTENT_MOUNTAIN], NAMES("B6"));
    assert_bb_equal(b.layer[CONTENT_WASTELAND], NAMES("B7"));
    /* the layers are pairwise disjoint */
    for (int i = 0; i < CONTENT_COUNT; i++)
        for (int j = i + 1; j < CONTENT_COUNT; j++)
            assert_false(bb_intersects(b.layer[i], b.layer[j]));
}

static void test_space_char(void **state)
{
    (void)state;
    Board b = TU_BOARD(all_chars);
    const char *rowa = ".rFfVvPpWwX";
    const char *rowb = "xHhDdMB....";
    for (int c = 0; c < BOARD_SIZE; c++) {
        assert_int_equal(board_space_char(&b, bb_index(0, c)), rowa[c]);
        assert_int_equal(board_space_char(&b, bb_index(1, c)), rowb[c]);
    }
}

static void test_wrong_characters(void **state)
{
    (void)state;
    char text[400];
    /* letters that look right but are not in the table */
    const char *bad[] = {"....Z......", "....m......", "....b......", "....R......", "....f.....?",
                         "....\t......", ".... ......", "....0......", "....\x01......"};
    const char *where[] = {"line 3, column 5", "line 3, column 5", "line 3, column 5",
                           "line 3, column 5", "line 3, column 11", "line 3, column 5",
                           "line 3, column 5", "line 3, column 5", "line 3, column 5"};
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        make_text(text, sizeof text, BOARD_SIZE, 2, bad[k]);
        EXPECT_ERROR(text, where[k]);
    }
    /* the column counts from 1; the first and the last column */
    make_text(text, sizeof text, BOARD_SIZE, 0, "#..........");
    EXPECT_ERROR(text, "line 1, column 1");
    make_text(text, sizeof text, BOARD_SIZE, 10, "..........Q");
    EXPECT_ERROR(text, "line 11, column 11");
}

static void test_short_and_long_lines(void **state)
{
    (void)state;
    char text[400];
    make_text(text, sizeof text, BOARD_SIZE, 3, "..........");
    EXPECT_ERROR(text, "line 4, column 11");
    make_text(text, sizeof text, BOARD_SIZE, 3, "...........F");
    EXPECT_ERROR(text, "line 4, column 12");
    make_text(text, sizeof text, BOARD_SIZE, 3, "F");
    EXPECT_ERROR(text, "line 4, column 2");
    /* a trailing space makes a line too long */
    make_text(text, sizeof text, BOARD_SIZE, 10, "........... ");
    EXPECT_ERROR(text, "line 11, column 12");
}

static void test_line_count(void **state)
{
    (void)state;
    char text[400];
    make_text(text, sizeof text, 12, -1, NULL);
    EXPECT_ERROR(text, "line 12");
    EXPECT_ERROR(text, "too many");
    make_text(text, sizeof text, 10, -1, NULL);
    EXPECT_ERROR(text, "line 11");
    EXPECT_ERROR(text, "too few");
    EXPECT_ERROR("", "too few");
    EXPECT_ERROR("; only a comment\n\n", "too few");
    /* too many lines, counted after comments and blank lines */
    char more[600] = "; c\n\n";
    make_text(more + strlen(more), sizeof more - strlen(more), 12, -1, NULL);
    EXPECT_ERROR(more, "line 14");
}

static void test_comments_and_blank_lines(void **state)
{
    (void)state;
    const char *text = "; a comment\n"
                       "\n"
                       "F..........\n" /* line 3 = row A */
                       "; between rows\n"
                       "   \n"
                       ".V.........\n" /* line 6 = row B */
                       "...........\n"
                       "...........\n"
                       "...........\n"
                       "...........\n"
                       "\n"
                       "...........\n"
                       "...........\n"
                       "...........\n"
                       "...........\n"
                       "..........W\n" /* row K */
                       "; trailing comment\n"
                       "\n";
    Board b = TU_BOARD(text);
    assert_bb_equal(b.layer[CONTENT_FOREST], NAMES("A1"));
    assert_bb_equal(b.layer[CONTENT_VILLAGE], NAMES("B2"));
    assert_bb_equal(b.layer[CONTENT_WATER], NAMES("K11"));
    assert_int_equal(bb_count(board_filled(&b)), 3);
    /* line numbers count the skipped lines */
    const char *bad = "; a comment\n"
                      "\n"
                      "...........\n"
                      "...........\n"
                      ".Z.........\n";
    EXPECT_ERROR(bad, "line 5, column 2");
}

static void test_crlf_and_no_final_newline(void **state)
{
    (void)state;
    char lf[400], crlf[600];
    make_text(lf, sizeof lf, BOARD_SIZE, 4, "F.........w");
    size_t k = 0;
    for (const char *p = lf; *p; p++) {
        if (*p == '\n')
            crlf[k++] = '\r';
        crlf[k++] = *p;
    }
    crlf[k] = '\0';
    Board a = TU_BOARD(lf);
    Board b = TU_BOARD(crlf);
    for (int i = 0; i < CONTENT_COUNT; i++)
        assert_bb_equal(a.layer[i], b.layer[i]);
    assert_bb_equal(b.ruins, NAMES("E11"));
    assert_bb_equal(b.layer[CONTENT_FOREST], NAMES("E1"));
    /* without the last newline */
    lf[strlen(lf) - 1] = '\0';
    Board c = TU_BOARD(lf);
    assert_bb_equal(c.layer[CONTENT_WATER], NAMES("E11"));
    /* a CR in the middle of a line is a wrong character */
    char text[400];
    make_text(text, sizeof text, BOARD_SIZE, 1, ".....\r.....");
    EXPECT_ERROR(text, "line 2, column 6");
}

static void test_format_round_trip(void **state)
{
    (void)state;
    Board b = TU_BOARD(all_chars);
    char buf[BOARD_TEXT_SIZE];
    board_format(&b, buf);
    /* the text without its comment line */
    assert_string_equal(buf, strchr(all_chars, '\n') + 1);
    /* and back: a board built by board_put survives format + parse */
    Board built;
    board_clear(&built);
    for (int i = 0; i < BOARD_SPACES; i++) {
        int k = (i * 7 + 3) % 11; /* 0..8 content, 9..10 empty */
        if (k < CONTENT_COUNT)
            board_put(&built, i, (Content)k);
        if (k != CONTENT_MOUNTAIN && k != CONTENT_WASTELAND && i % 3 == 0)
            bb_set(&built.ruins, i);
    }
    board_format(&built, buf);
    assert_int_equal(strlen(buf), BOARD_TEXT_SIZE - 1);
    Board back = TU_BOARD(buf);
    for (int i = 0; i < CONTENT_COUNT; i++)
        assert_bb_equal(back.layer[i], built.layer[i]);
    assert_bb_equal(back.ruins, built.ruins);
}

static void test_space_names(void **state)
{
    (void)state;
    char name[4];
    for (int i = 0; i < BOARD_SPACES; i++) {
        board_space_name(i, name);
        char want[8];
        snprintf(want, sizeof want, "%c%d", 'A' + i / 11, i % 11 + 1);
        assert_string_equal(name, want);
        assert_int_equal(board_parse_space(name), i);
    }
    board_space_name(0, name);
    assert_string_equal(name, "A1");
    board_space_name(64, name);
    assert_string_equal(name, "F10");
    board_space_name(120, name);
    assert_string_equal(name, "K11");
    assert_int_equal(board_parse_space("A1"), 0);
    assert_int_equal(board_parse_space("a1"), 0);
    assert_int_equal(board_parse_space("B1"), 11);
    assert_int_equal(board_parse_space("A11"), 10);
    assert_int_equal(board_parse_space("k11"), 120);
    const char *bad[] = {"", "A", "1", "L1", "A0", "A12", "A01", "A1x", "AA1", " A1", "A-1", "K111", "Z5"};
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        if (board_parse_space(bad[k]) != -1) {
            print_error("\"%s\" parsed as a space\n", bad[k]);
            fail();
        }
    }
    assert_int_equal(board_parse_space(NULL), -1);
}

static void test_put_get_keeps_ruins(void **state)
{
    (void)state;
    Board b;
    board_clear(&b);
    int f10 = board_parse_space("F10");
    bb_set(&b.ruins, f10);
    assert_int_equal(board_get(&b, f10), CONTENT_EMPTY);
    assert_int_equal(board_space_char(&b, f10), 'r');
    board_put(&b, f10, CONTENT_FARM);
    assert_int_equal(board_get(&b, f10), CONTENT_FARM);
    assert_int_equal(board_space_char(&b, f10), 'p');
    board_put(&b, f10, CONTENT_WATER); /* replaces, layers stay disjoint */
    assert_int_equal(board_get(&b, f10), CONTENT_WATER);
    assert_false(bb_test(b.layer[CONTENT_FARM], f10));
    assert_int_equal(board_space_char(&b, f10), 'w');
    board_put(&b, f10, CONTENT_EMPTY);
    assert_int_equal(board_get(&b, f10), CONTENT_EMPTY);
    assert_true(bb_test(b.ruins, f10));
    assert_true(bb_is_empty(board_filled(&b)));
    assert_bb_equal(board_empty_spaces(&b), bb_all());
}

static void test_terrain_spaces_and_types(void **state)
{
    (void)state;
    Board b = TU_BOARD(all_chars);
    /* forest, village, farm, water, monster, mountain; hero only with heroes;
     * never destroyed, wasteland, empty or empty ruins */
    Bitboard base = NAMES("A3 A4 A5 A6 A7 A8 A9 A10 A11 B1 B6");
    assert_bb_equal(board_terrain_spaces(&b, false), base);
    assert_bb_equal(board_terrain_spaces(&b, true), bb_or(base, NAMES("B2 B3")));
    assert_int_equal(board_terrain_types_in(&b, bb_all(), false), 6);
    assert_int_equal(board_terrain_types_in(&b, bb_all(), true), 7);
    assert_int_equal(board_terrain_types_in(&b, NAMES("B2 B3 B4 B5 B7 A1 A2"), false), 0);
    assert_int_equal(board_terrain_types_in(&b, NAMES("B2 B3 B4 B5 B7 A1 A2"), true), 1);
    assert_int_equal(board_terrain_types_in(&b, NAMES("A3 A4 A5"), false), 2);
    assert_int_equal(board_terrain_types_in(&b, bb_empty(), true), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_parse_every_character),
        cmocka_unit_test(test_space_char),
        cmocka_unit_test(test_wrong_characters),
        cmocka_unit_test(test_short_and_long_lines),
        cmocka_unit_test(test_line_count),
        cmocka_unit_test(test_comments_and_blank_lines),
        cmocka_unit_test(test_crlf_and_no_final_newline),
        cmocka_unit_test(test_format_round_trip),
        cmocka_unit_test(test_space_names),
        cmocka_unit_test(test_put_get_keeps_ruins),
        cmocka_unit_test(test_terrain_spaces_and_types),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
