/* net_banner.h: the banner a network game shows under the tabs, on every
 * computer: who lost the connection and how long until a computer draws
 * for them ("Ben lost the connection — waiting, 0:35"; several in one
 * part), a player's return,
 * the host lost, and the time per card left to the players still drawing.
 * The host's banner offers to hand a gone seat to a computer at once. */
#ifndef UI_TABLE_NET_BANNER_H
#define UI_TABLE_NET_BANNER_H

#include "table_view.h"

/* Sets the facts' banner, banner_warn and banner_hand from the match now
 * ("" at one screen or before the game begins); true when they changed. */
bool net_banner_update(TableFacts *f, const Match *m);

/* The banner's part for the friends who lost the connection: one of them
 * "Ben lost the connection — waiting, 0:35" (ms[i] < 0: "... — waiting for
 * them"); two or more in one part, so that it fits: "Lost the connection —
 * waiting for Ben (0:35), Cleo (0:58)". "" for none. */
void net_banner_away_text(const char *const names[], const int ms[], int n, char *out, size_t size);

#endif
