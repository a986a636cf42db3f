/* tap.h: the few lines of TAP output the UI's C test programs share
 * (meson reads them with protocol: 'tap'). Include once, in the program. */
#ifndef UI_TESTS_TAP_H
#define UI_TESTS_TAP_H

#include <stdio.h>

static int tap_count, tap_failures;

/* One test line; returns cond. */
static int ok(int cond, const char *what)
{
    tap_count++;
    if (!cond)
        tap_failures++;
    printf("%s %d - %s\n", cond ? "ok" : "not ok", tap_count, what);
    return cond;
}

/* The plan line last, and the exit status. */
static int tap_done(void)
{
    printf("1..%d\n", tap_count);
    return tap_failures ? 1 : 0;
}

#endif
