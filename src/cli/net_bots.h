/* net_bots.h: computer players in a network game, for `host` (its computer
 * seats and seats handed to a computer) and `join` (the seat it plays).
 *
 * A bot decides exactly as in `play` (docs/formats.md §20, the contract):
 * with the seat's own random stream, seeded as `play` seeds it, on `play`'s
 * view of the round (net_match_play_view), one decision after the other. A
 * decision is made once: if the host did not get it (it was killed, the
 * connection was lost), the same move is sent again rather than thought
 * again. A program started again first replays the seat's decisions so far
 * through its bot, so that the stream stands where it stood. */
#ifndef CARTO_NET_BOTS_H
#define CARTO_NET_BOTS_H

#include <stdbool.h>

#include "bot.h"
#include "net_match.h"

typedef struct NetBots {
    bool active[MAX_PLAYERS];
    BotKind kind[MAX_PLAYERS];
    Rng rng[MAX_PLAYERS];
    int decisions[MAX_PLAYERS]; /* decisions the stream has been used for */
    /* the decisions of the round made so far, by their place in the seat's
     * queue, so that one is never made twice */
    uint32_t round[MAX_PLAYERS];
    Move made[MAX_PLAYERS][NET_QUEUE_MAX];
    int nmade[MAX_PLAYERS];
} NetBots;

void net_bots_init(NetBots *b, uint64_t seed);
void net_bots_set(NetBots *b, int seat, BotKind kind);

/* The seat's next move when `play`'s view for it exists: false when the
 * seat has nothing to decide or waits for the seats before it. On a bot's
 * failure, false with err set. */
bool net_bots_move(NetBots *b, int seat, const NetMatch *m, Move *out, char *err, size_t errsize);

#endif
