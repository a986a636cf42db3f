/* test_parsers.c: the engine's parsers on hostile input: the
 * checked number parser (numtext.h) at and past its limits, the record
 * line's format version that once overflowed a signed int, byte order marks
 * and NUL bytes in boards and move logs, space names written without
 * snprintf, and the words of a game's kind and a card set. */
#include "test_util.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "numtext.h"
#include "record.h"

/* LONG_MAX or LONG_MIN as text into buf, and with past the number one
 * beyond it (long is 64 bits on Linux, 32 on Windows) */
static void long_limit(long limit, char *buf, char *past, size_t size)
{
    snprintf(buf, size, "%ld", limit);
    snprintf(past, size, "%s", buf);
    size_t last = strlen(past) - 1;
    assert_true(past[last] >= '0' && past[last] < '9'); /* ...807 and ...808, ...647 and ...648 */
    past[last]++;
}

static void test_numtext_int_limits(void **state)
{
    (void)state;
    long v = 77;
    char max[32], min[32], over_max[32], under_min[32];
    long_limit(LONG_MAX, max, over_max, sizeof max);
    long_limit(LONG_MIN, min, under_min, sizeof min);
    assert_true(numtext_int("0", 0, 10, &v));
    assert_int_equal(v, 0);
    assert_true(numtext_int("-1000", -1000, 1000, &v));
    assert_int_equal(v, -1000);
    assert_true(numtext_int("1000", -1000, 1000, &v));
    assert_int_equal(v, 1000);
    assert_true(numtext_int("0007", 0, 10, &v));
    assert_int_equal(v, 7);
    assert_true(numtext_int(max, LONG_MIN, LONG_MAX, &v));
    assert_true(v == LONG_MAX);
    assert_true(numtext_int(min, LONG_MIN, LONG_MAX, &v));
    assert_true(v == LONG_MIN);
    v = 77;
    const char *bad[] = {"",
                         "-",
                         "+1",
                         " 1",
                         "1 ",
                         "1x",
                         "x1",
                         "1001",
                         "-1001",
                         "9223372036854775808",
                         "-9223372036854775809",
                         "99999999999999999999999999999999999",
                         "1-1",
                         "--1"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        if (numtext_int(bad[i], -1000, 1000, &v))
            fail_msg("'%s' was accepted", bad[i]);
    }
    assert_false(numtext_int(over_max, LONG_MIN, LONG_MAX, &v));
    assert_false(numtext_int(under_min, LONG_MIN, LONG_MAX, &v));
    assert_false(numtext_int("9223372036854775808", LONG_MIN, LONG_MAX, &v));
    assert_false(numtext_int("-9223372036854775809", LONG_MIN, LONG_MAX, &v));
    assert_false(numtext_int("-1", 0, 10, &v));
    assert_false(numtext_int("5", -10, -1, &v));
    assert_int_equal(v, 77); /* untouched by every refusal */
}

static void test_numtext_u64_limits(void **state)
{
    (void)state;
    uint64_t v = 5;
    assert_true(numtext_u64("18446744073709551615", UINT64_MAX, &v));
    assert_true(v == UINT64_MAX);
    assert_false(numtext_u64("18446744073709551616", UINT64_MAX, &v));
    assert_false(numtext_u64("-1", UINT64_MAX, &v));
    assert_false(numtext_u64("", UINT64_MAX, &v));
    assert_true(numtext_u64("42", 42, &v));
    assert_true(v == 42);
    assert_false(numtext_u64("43", 42, &v));
}

/* Parses a record and returns its error ("" when it parsed). */
static const char *parse_record(const char *text, size_t size)
{
    static char err[256];
    Record r;
    err[0] = '\0';
    if (record_parse_bytes(text, size, &r, err, sizeof err))
        record_free(&r);
    return err;
}

static void test_record_version_overflow(void **state)
{
    (void)state;
    /* the 34-byte file that overflowed: digits after a non-digit multiplied
     * a negative number by ten until it wrapped */
    const char crash[] = "cartographers-record 1x9999999999\n";
    assert_int_equal(strlen(crash), 34);
    const char *err = parse_record(crash, strlen(crash));
    assert_non_null(strstr(err, "line 1: format version '1x9999999999' is not supported"));
    err = parse_record("cartographers-record 99999999999999999999999999\n", 48);
    assert_non_null(strstr(err, "is not supported"));
    err = parse_record("cartographers-record -5\n", 24);
    assert_non_null(strstr(err, "is not supported"));
    err = parse_record("cartographers-record 2\n", 23);
    assert_non_null(strstr(err, "format version 2 is newer than this build reads (up to 1)"));
    assert_string_equal(parse_record("cartographers-record 1\n", 23), "");
    err = parse_record("cartographers-record 1\nplayers 99999999999999999999\n", 51);
    assert_non_null(strstr(err, "line 2: players must be 1 to"));
    err = parse_record("cartographers-record 1\nseed 18446744073709551616\n", 48);
    assert_non_null(strstr(err, "line 2: seed must be a whole number"));
}

static void test_record_bom_and_nul(void **state)
{
    (void)state;
    const char bom[] = "\xef\xbb\xbf"
                       "cartographers-record 1\nplayers 3\n";
    Record r;
    char err[256];
    assert_true(record_parse(bom, &r, err, sizeof err));
    assert_int_equal(r.settings.players, 3);
    record_free(&r);
    const char nul[] = "cartographers-record 1\nplay\0ers 3\n";
    const char *e = parse_record(nul, sizeof nul - 1);
    assert_non_null(strstr(e, "line 2: holds a NUL byte"));
    /* a BOM anywhere else is not skipped */
    const char late[] = "cartographers-record 1\n\xef\xbb\xbfplayers 3\n";
    e = parse_record(late, strlen(late));
    assert_non_null(strstr(e, "line 2: unknown line"));
}

static const char rows[] = "F..........\n"
                           "...........\n"
                           "...........\n"
                           "...........\n"
                           "...........\n"
                           "...........\n"
                           "...........\n"
                           "...........\n"
                           "...........\n"
                           "...........\n"
                           "..........W\n";

static void test_board_bom_and_nul(void **state)
{
    (void)state;
    char text[256];
    char err[BOARD_ERROR_MAX];
    Board b;
    snprintf(text, sizeof text, "\xef\xbb\xbf%s", rows);
    assert_true(board_parse(text, &b, err, sizeof err));
    assert_true(bb_test(b.layer[CONTENT_FOREST], bb_index(0, 0)));
    assert_true(bb_test(b.layer[CONTENT_WATER], bb_index(10, 10)));
    /* a BOM before a comment line too */
    snprintf(text, sizeof text, "\xef\xbb\xbf; comment\n%s", rows);
    assert_true(board_parse(text, &b, err, sizeof err));

    /* a NUL byte at line 3, column 6 is named as such, not as another byte */
    memcpy(text, rows, sizeof rows);
    text[2 * 12 + 5] = '\0';
    assert_false(board_parse_bytes(text, sizeof rows - 1, &b, err, sizeof err));
    assert_string_equal(err, "line 3, column 6: unknown space character byte 0x00");
}

static void test_space_names(void **state)
{
    (void)state;
    char name[4];
    board_space_name(bb_index(0, 0), name);
    assert_string_equal(name, "A1");
    board_space_name(bb_index(10, 10), name);
    assert_string_equal(name, "K11");
    board_space_name(bb_index(3, 9), name);
    assert_string_equal(name, "D10");
    for (int i = 0; i < BOARD_SIZE * BOARD_SIZE; i++) {
        board_space_name(bb_index(i / BOARD_SIZE, i % BOARD_SIZE), name);
        assert_int_equal(board_parse_space(name), bb_index(i / BOARD_SIZE, i % BOARD_SIZE));
    }
}

/* The kinds' and the sets' words go back and forth; any other word (a
 * capital, a space, a set's word that is a kind's alone) is refused and
 * leaves the value as it was. */
static void test_kind_and_set_words(void **state)
{
    (void)state;
    static const char *const kinds[] = {"base", "heroes", "mixed"};
    for (GameKind k = GAME_BASE; k <= GAME_MIXED; k++) {
        assert_string_equal(game_kind_name(k), kinds[k]);
        GameKind back = (GameKind)-1;
        assert_true(game_kind_parse(kinds[k], &back));
        assert_int_equal(back, k);
    }
    static const char *const bad[] = {"", "Base", "heroes ", " mixed", "hero", "basemixed"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        GameKind k = GAME_HEROES;
        assert_false(game_kind_parse(bad[i], &k));
        assert_int_equal(k, GAME_HEROES);
        CardSet set = SET_HEROES;
        assert_false(card_set_parse(bad[i], &set));
        assert_int_equal(set, SET_HEROES);
    }
    CardSet set = SET_HEROES;
    assert_true(card_set_parse("base", &set));
    assert_int_equal(set, SET_BASE);
    assert_true(card_set_parse(card_set_name(SET_HEROES), &set));
    assert_int_equal(set, SET_HEROES);
    assert_false(card_set_parse("mixed", &set));
    assert_int_equal(set, SET_HEROES);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_numtext_int_limits),      cmocka_unit_test(test_numtext_u64_limits),
        cmocka_unit_test(test_record_version_overflow), cmocka_unit_test(test_record_bom_and_nul),
        cmocka_unit_test(test_board_bom_and_nul),       cmocka_unit_test(test_space_names),
        cmocka_unit_test(test_kind_and_set_words),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
