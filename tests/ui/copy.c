/* copy.c: a copy of the game without its window (copy.h). */
#include "copy.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui_test.h"

void copy_open(Copy *c, const char *dir)
{
    setenv("CARTOGRAPHERS_DATA_DIR", dir, 1);
    profile_init(&c->profile, true);
    c->match = match_new(&c->profile);
    assert_non_null(c->match);
}

void copy_close(Copy *c)
{
    match_free(c->match);
    profile_free(&c->profile);
    memset(c, 0, sizeof *c);
}
