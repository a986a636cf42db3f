/* stats_challenges.h: the statistics screen's section on the daily and
 * weekly challenges (stats.h): for each kind the challenges played, the
 * results that counted, the best rating, the streak and the longest streak,
 * then the latest challenges with their result and replays. */
#ifndef UI_SCREENS_STATS_CHALLENGES_H
#define UI_SCREENS_STATS_CHALLENGES_H

#include <stdbool.h>

#include "stats.h"
#include "window.h"

/* Lays the section out in `box` (its height is not used) from its top,
 * drawing it when `draw`; returns the height it takes. */
int stats_challenges_section(Gfx *g, const Stats *st, SDL_Rect box, bool draw);

#endif
