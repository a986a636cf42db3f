/* season_effects.h: which lasting effects (Heroes ambushes, docs/rules.md)
 * acted at the end of a season, for the season's box: a Zombie Plague whose
 * zombies had no empty space next to them, or a Giant Troll with nothing
 * left to destroy, did nothing and is not reported as if it had. */
#ifndef UI_TABLE_SEASON_EFFECTS_H
#define UI_TABLE_SEASON_EFFECTS_H

#include "game.h"
#include "past.h"

/* The end-of-season effects in play (zombies, trolls), in reveal order:
 * their card ids in out; returns how many. */
int season_effects_in_play(const Game *g, int out[8]);
/* Whether the effect of `card` acted at the end of `season` on some map:
 * the zombies spread to a space (the map now holds spaces filled after the
 * scoring, `past`), the troll had an empty space next to it to destroy
 * (at the scoring, and not taken by the zombies since).
 * `g` is the game just after the move that scored the season. */
bool season_effect_acted(const Game *g, const PastBoards *past, int season, int card);

#endif
