/* space_sets.c: sets of spaces as names in test messages, and the set
 * assertion the scoring tests and the rules tests share (space_sets.h). */
#include "space_sets.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

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
