/* copy.h: one copy of the game without its window, for tests that start
 * several on one data folder (as two programs would) or start one again
 * (a restart): a Profile and a Match of its own. */
#ifndef UI_TESTS_COPY_H
#define UI_TESTS_COPY_H

#include "match.h"

typedef struct Copy {
    Profile profile;
    Match *match;
} Copy;

/* Brings a copy up on the data folder dir (profile_init, match_new). */
void copy_open(Copy *c, const char *dir);
/* Brings it down; it writes nothing doing so. */
void copy_close(Copy *c);

#endif
