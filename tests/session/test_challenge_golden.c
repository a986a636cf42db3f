/* test_challenge_golden.c: the challenges' games are exactly those pinned
 * in tests/session/data/challenges.txt (its path in CHALLENGES_GOLDEN):
 * codes, settings, piles and every season's deck. A difference means a
 * change made every player's challenge of those days another game. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "challenge_golden.h"
#include "session_test_util.h"

static void test_golden(void **state)
{
    (void)state;
    const char *path = getenv("CHALLENGES_GOLDEN");
    assert_non_null(path);
    size_t len;
    char *want = tu_read(path, &len);
    assert_non_null(want);
    char *got = challenge_golden_text();
    assert_non_null(got);
    /* the first differing line, to say which challenge changed */
    const char *w = want, *g = got;
    int line = 1;
    size_t at = 0; /* where the line starts */
    while (*w && *w == *g) {
        if (*w == '\n') {
            line++;
            at = (size_t)(w - want) + 1;
        }
        w++, g++;
    }
    w = want + at;
    g = got + at;
    if (*w || *g) {
        const char *we = strchr(w, '\n'), *ge = strchr(g, '\n');
        fail_msg("challenges.txt line %d differs:\n  file: %.*s\n  now:  %.*s", line, we ? (int)(we - w) : 60, w,
                 ge ? (int)(ge - g) : 60, g);
    }
    assert_true(strstr(want, "challenge daily:2026-11-24\ncode 1E19-VE3B-5P4Q\n") != NULL);
    free(want);
    free(got);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_golden)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
