/* check.c: reporting SDL failures (see check.h). The count of
 * reports is the one piece of state here: a limit on messages, never
 * anything the game depends on. */
#include "check.h"

#include <stdio.h>

#include <SDL.h>

#define UI_CHECK_REPORTS 20

static void report(const char *what)
{
    static int reports;
    if (reports > UI_CHECK_REPORTS)
        return;
    if (++reports > UI_CHECK_REPORTS)
        fprintf(stderr, "cartographers: (more drawing failures are not shown)\n");
    else
        fprintf(stderr, "cartographers: cannot %s: %s\n", what, SDL_GetError());
}

bool ui_check(int rc, const char *what)
{
    if (rc >= 0)
        return true;
    report(what);
    return false;
}

void *ui_check_ptr(void *p, const char *what)
{
    if (!p)
        report(what);
    return p;
}
