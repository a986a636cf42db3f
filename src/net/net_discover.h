/* net_discover.h: finding network games: on the local network by a
 * broadcast query every host answers (docs/formats.md §18, "LAN
 * discovery"), or one host by its address ("HOST:PORT" typed by a player:
 * the query goes to the game's own port). A host on the same private
 * network answers with the match's secret, so its players need no invite
 * code; from elsewhere the secret is 0 and the code is needed.
 * Poll-driven, like the host and the client. */
#ifndef CARTO_NET_DISCOVER_H
#define CARTO_NET_DISCOVER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "net_msg.h"

typedef struct NetFound {
    uint32_t ipv4; /* where the answer came from */
    uint16_t port; /* the game's port */
    uint64_t match;
    uint64_t secret; /* 0 when the host would not tell it */
    NetMatchState state;
    GameKind kind;
    int players, open;
    char host[NET_HOSTNAME_MAX];
} NetFound;

#define NET_FOUND_MAX 32

typedef struct NetDiscover NetDiscover;

NetDiscover *net_discover_new(char *err, size_t errsize);
void net_discover_free(NetDiscover *d);
/* Sends a query: to the broadcast address on the discovery port (ipv4
 * 0xffffffff, port 0 for NET_DISCOVERY_PORT), or to one host's port. */
bool net_discover_ask(NetDiscover *d, uint32_t ipv4, uint16_t port);
/* Collects answers for up to timeout_ms; returns how many hosts were found
 * so far (each once). */
int net_discover_poll(NetDiscover *d, int timeout_ms);
const NetFound *net_discover_found(const NetDiscover *d, int i);
/* A host name or dotted address to IPv4 (with a NetDiscover open, so the
 * network is started); false when it does not resolve. */
bool net_discover_resolve(const NetDiscover *d, const char *host, uint32_t *ipv4);

#endif
