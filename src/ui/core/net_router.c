/* net_router.c: asking the router off the UI thread (net_router.h). */
#include "net_router.h"

#include <stdlib.h>

#include <SDL.h>

enum { ASK_RUNNING, ASK_DONE, ASK_LEFT };

struct NetRouter {
    uint16_t port;
    int discover_ms;
    NetForward fw; /* written by the thread before it says ASK_DONE */
    bool ok;
    SDL_atomic_t state;
};

/* The threads still asking or taking a forwarding back, for net_router_wait_all. */
static SDL_atomic_t running;

static int ask_run(void *data)
{
    NetRouter *r = data;
    char why[200];
    r->ok = net_upnp_forward(r->port, r->discover_ms, &r->fw, why, sizeof why);
    if (!SDL_AtomicCAS(&r->state, ASK_RUNNING, ASK_DONE)) { /* the host left meanwhile */
        if (r->ok)
            net_upnp_remove(&r->fw);
        free(r);
    }
    SDL_AtomicAdd(&running, -1);
    return 0;
}

NetRouter *net_router_ask(uint16_t port, int discover_ms)
{
    NetRouter *r = calloc(1, sizeof *r);
    if (!r)
        return NULL;
    r->port = port;
    r->discover_ms = discover_ms;
    SDL_AtomicSet(&r->state, ASK_RUNNING);
    SDL_AtomicAdd(&running, 1);
    SDL_Thread *t = SDL_CreateThread(ask_run, "router", r);
    if (!t) {
        SDL_AtomicAdd(&running, -1);
        free(r);
        return NULL;
    }
    SDL_DetachThread(t);
    return r;
}

RouterState net_router_state(const NetRouter *r, NetForward *out)
{
    if (SDL_AtomicGet((SDL_atomic_t *)&r->state) != ASK_DONE)
        return ROUTER_ASKING;
    SDL_MemoryBarrierAcquire(); /* what the thread wrote before it said so */
    if (!r->ok)
        return ROUTER_REFUSED;
    if (out)
        *out = r->fw;
    return ROUTER_FORWARDED;
}

void net_router_free(NetRouter *r)
{
    if (!r || SDL_AtomicCAS(&r->state, ASK_RUNNING, ASK_LEFT))
        return; /* the thread takes it from here */
    SDL_MemoryBarrierAcquire();
    if (r->ok)
        net_upnp_remove(&r->fw);
    free(r);
}

bool net_router_wait_all(int max_ms)
{
    Uint32 t0 = SDL_GetTicks();
    while (SDL_AtomicGet(&running) > 0) {
        if ((int)(SDL_GetTicks() - t0) >= max_ms)
            return false;
        SDL_Delay(10);
    }
    return true;
}
