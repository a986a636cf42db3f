/* net_upnp.h: asking the router to forward the host's UDP port with UPnP
 * (miniupnpc), so that players from the internet reach a host at home. It
 * blocks for at most about the discovery time given plus the router's
 * answers (a few requests on the local network), so an app runs it in a
 * thread of its own; the command line calls it before printing the invite.
 * When it cannot (no UPnP router, the router says no), `why` says so and
 * the caller tells the player which port to forward by hand. NAT-PMP is
 * not spoken (miniupnpc has only UPnP). */
#ifndef CARTO_NET_UPNP_H
#define CARTO_NET_UPNP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct NetForward {
    bool ok;
    uint32_t external_ipv4; /* the router's public address, 0 if it did not say */
    uint16_t port;
    char control_url[512];
    char service[256];
} NetForward;

/* Forwards UDP `port` of this computer (the same number outside); waits up
 * to discover_ms for routers to answer. False with the reason. */
bool net_upnp_forward(uint16_t port, int discover_ms, NetForward *out, char *why, size_t whysize);
/* Takes a forwarding back (when the host closes). */
void net_upnp_remove(const NetForward *f);

#endif
