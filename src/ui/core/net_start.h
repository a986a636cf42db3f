/* net_start.h: starting a network game from the app's screens: hosting
 * one (or resuming the one this computer hosted), joining one by its
 * invite code or as found on this network, and what went wrong in the
 * player's language (a code with a mistake, the host's refusals). The
 * match files live in the data folder, so a game cut off on either side
 * is kept and can be taken up again. No drawing here. */
#ifndef UI_CORE_NET_START_H
#define UI_CORE_NET_START_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "match.h"
#include "net_code.h"
#include "profile.h"

#define NET_START_FRIEND (-1) /* a seat for a friend on another computer */
#define NET_START_HERE (-2)   /* a seat for another person at the host's screen (hot-seat) */

/* Hosts a new game of these settings: seat 0 is the player at this screen
 * (`name`), each other seat a friend (NET_START_FRIEND), a person at this
 * screen (NET_START_HERE) or a computer of a strength (0 easy, 1 medium, 2
 * hard); `card_seconds` the time per card
 * (0 none). The Match plays it from now on (the game it replaces kept
 * first). False with err (translated). */
bool net_start_host(Match *m, const Profile *p, const GameSettings *gs, const int seat[MAX_PLAYERS],
                    const char *name, int card_seconds, char *err, size_t errsize);
/* Whether this computer hosted a network game that has not ended (its
 * match file is in the data folder), and resuming it. */
bool net_start_host_kept(const Profile *p);
bool net_start_host_resume(Match *m, const Profile *p, char *err, size_t errsize);
/* Whether this computer joined a network game that has not ended (the
 * friend left it, or the program stopped): the invite it was joined with,
 * kept in its match file, takes the seat back with net_start_join. */
bool net_start_join_kept(const Profile *p, NetInvite *out);
/* Forgets that game: it is no longer offered, and its match file is kept
 * aside (network-join.match.left-N, the first N free), never deleted.
 * False with err (translated) when it cannot be moved. */
bool net_start_join_forget(const Profile *p, char *err, size_t errsize);
/* Reads an invite code as typed or pasted; false with why (translated). */
bool net_start_read_code(const char *text, NetInvite *out, char *why, size_t size);
/* Reads an address typed or pasted to join: "HOST:PORT", or "HOST" alone
 * (with a dot, or localhost: a dotted IPv4 address or a name) on the
 * game's port. False with why "" when the text is no address (an invite
 * code, for net_start_read_code), with why (translated) when it is an
 * address with a mistake. */
bool net_start_read_address(const char *text, char *host, size_t size, uint16_t *port, char *why, size_t whysize);
/* Joins the host of the invite as `name`. */
bool net_start_join(Match *m, const Profile *p, const NetInvite *inv, const char *name, char *err, size_t errsize);

#endif
