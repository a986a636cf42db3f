/* ui_test.h: what the UI's cmocka tests share: cmocka itself and a check
 * that names what failed. */
#ifndef UI_TESTS_UI_TEST_H
#define UI_TESTS_UI_TEST_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

/* Fails the running test with `what` when cond is false. */
#define check(cond, what)                                                                                           \
    do {                                                                                                            \
        if (!(cond))                                                                                                \
            fail_msg("%s", what);                                                                                   \
    } while (0)

#endif
