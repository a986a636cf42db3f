/* space_sets.c: what the scoring tests and the rules tests share
 * (space_sets.h): boards and sets of spaces from text, sets as names in
 * test messages, and the set assertion. */
#include "space_sets.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

void tu_names_of(Bitboard set, char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = '\0';
    int i;
    while ((i = bb_pop(&set)) >= 0) {
        char name[4];
        board_space_name(i, name);
        int w = snprintf(buf + used, size - used, "%s%s", used ? " " : "", name);
        if (w < 0 || (size_t)w >= size - used)
            break;
        used += (size_t)w;
    }
}

void tu_assert_bb_at(const char *file, int line, Bitboard actual, Bitboard expected, const char *what)
{
    if (bb_equal(actual, expected))
        return;
    char missing[600], extra[600];
    tu_names_of(bb_minus(expected, actual), missing, sizeof missing);
    tu_names_of(bb_minus(actual, expected), extra, sizeof extra);
    print_error("%s differs: missing [%s] extra [%s]\n", what, missing, extra);
    _fail(file, line);
}

Board tu_board_at(const char *file, int line, const char *text)
{
    Board b;
    char err[BOARD_ERROR_MAX];
    if (!board_parse(text, &b, err, sizeof err)) {
        print_error("board text does not parse: %s\n", err);
        _fail(file, line);
    }
    return b;
}

Bitboard tu_names_at(const char *file, int line, const char *names)
{
    Bitboard set = bb_empty();
    const char *p = names;
    while (*p) {
        while (*p == ' ')
            p++;
        if (!*p)
            break;
        char name[8];
        size_t n = 0;
        while (p[n] && p[n] != ' ')
            n++;
        if (n >= sizeof name) {
            print_error("space name too long in \"%s\"\n", names);
            _fail(file, line);
        }
        memcpy(name, p, n);
        name[n] = '\0';
        int idx = board_parse_space(name);
        if (idx < 0) {
            print_error("bad space name \"%s\" in \"%s\"\n", name, names);
            _fail(file, line);
        }
        if (bb_test(set, idx)) {
            print_error("space %s listed twice in \"%s\"\n", name, names);
            _fail(file, line);
        }
        bb_set(&set, idx);
        p += n;
    }
    return set;
}
