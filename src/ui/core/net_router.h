/* net_router.h: a hosted game asks the router to forward its port (UPnP,
 * net/net_upnp.h) on a thread of its own, so that the lobby keeps drawing
 * while the router is searched for (a second) and answers. Whichever of
 * the asker and the thread is last frees the request; a forwarding the
 * router made is taken back when the request is freed, or by the thread
 * itself when the host left before the router answered. */
#ifndef UI_CORE_NET_ROUTER_H
#define UI_CORE_NET_ROUTER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "net_upnp.h"

typedef enum RouterState {
    ROUTER_ASKING,    /* no answer yet */
    ROUTER_FORWARDED, /* the router forwards the port */
    ROUTER_REFUSED,   /* no UPnP router, or it said no: forward by hand */
} RouterState;

typedef struct NetRouter NetRouter;

/* Starts asking for UDP `port`, waiting up to discover_ms for routers;
 * NULL when no thread could be started. */
NetRouter *net_router_ask(uint16_t port, int discover_ms);
/* Where the asking stands; once forwarded, *out (may be NULL) gets the
 * forwarding (its public address, when the router said it). */
RouterState net_router_state(const NetRouter *r, NetForward *out);
/* Takes the forwarding back (or leaves that to the thread) and frees. */
void net_router_free(NetRouter *r);
/* Waits up to max_ms for every thread still asking (or taking a forwarding
 * back) to finish, so that a program leaving right after a host left does
 * not leave a forwarding on the router; false when one is still running. */
bool net_router_wait_all(int max_ms);
#define ROUTER_QUIT_WAIT_MS 3000 /* how long the app, quitting, waits for them */

#endif
