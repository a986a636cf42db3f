/* check.h: SDL failures the app carries on past. Drawing goes on when a
 * texture cannot be made or a copy fails (the frame misses a piece, the
 * game goes on), but never silently: each failure prints one line on
 * stderr naming what failed and SDL's reason. The same kind of failure is
 * reported the first few times only, so a frame failing each time does not
 * flood the terminal. Loading files and opening the window report their
 * failures where they happen (assets.c, window.c). */
#ifndef UI_GFX_CHECK_H
#define UI_GFX_CHECK_H

#include <stdbool.h>

/* rc is an SDL status: 0 (or more) is success. Returns whether it was. */
bool ui_check(int rc, const char *what);
/* p is what an SDL call made: NULL is failure. Returns p. */
void *ui_check_ptr(void *p, const char *what);

#endif
