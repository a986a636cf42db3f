/* tutorial_start.h: starting (or going back to) the guided first game, for
 * the menu. */
#ifndef UI_TABLE_TUTORIAL_START_H
#define UI_TABLE_TUTORIAL_START_H

#include <stdbool.h>
#include <stddef.h>

#include "screen.h"

/* Back to the table when the game being played (or the one left in the
 * last run, resumed) is the tutorial's and not over; else loads the
 * unfinished tutorial kept as a named save when another game replaced it;
 * else starts the tutorial's game from its first step (the game in progress
 * is kept first, as for any new game), autosaved at once so that Resume
 * offers it even before its first move. False with err
 * (translated) when it cannot start. */
bool tutorial_start(Ui *ui, char *err, size_t errsize);
/* The same for chapter 2, the Heroes lesson (tutorial_heroes.h). */
bool tutorial_start_heroes(Ui *ui, char *err, size_t errsize);
/* Whether the menu offers the tutorial first: never begun, no game played,
 * nothing to resume. */
bool tutorial_first_start(const Ui *ui);

#endif
