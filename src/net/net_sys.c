/* net_sys.c: ENet started once, the clock, addresses, random numbers and
 * the outbox (net_sys.h); the event ring (net_event.h). */
#include "net_sys.h"

#include <stdlib.h>
#include <string.h>

#include "platform.h"

static int started; /* enet_initialize calls not yet undone */

bool net_sys_start(char *err, size_t errsize)
{
    if (started == 0 && enet_initialize() != 0) {
        snprintf(err, errsize, "the network could not be started");
        return false;
    }
    started++;
    return true;
}

void net_sys_stop(void)
{
    if (started > 0 && --started == 0)
        enet_deinitialize();
}

uint32_t net_sys_now(void) { return (uint32_t)platform_now_ms(); }

uint32_t net_sys_since(uint32_t then) { return net_sys_now() - then; }

bool net_sys_random64(uint64_t *out)
{
    uint64_t v = 0;
    if (!platform_random_bytes(&v, sizeof v))
        return false;
    *out = v ? v : 1;
    return true;
}

void net_sys_address(ENetAddress *a, uint32_t ipv4, uint16_t port)
{
    a->host = ENET_HOST_TO_NET_32(ipv4);
    a->port = port;
}

uint32_t net_sys_ipv4_of(const ENetAddress *a) { return ENET_NET_TO_HOST_32(a->host); }

bool net_sys_resolve(const char *host, uint32_t *ipv4)
{
    ENetAddress a;
    if (enet_address_set_host(&a, host) != 0)
        return false;
    *ipv4 = net_sys_ipv4_of(&a);
    return true;
}

uint32_t net_sys_local_ipv4(void)
{
    uint32_t local = 0x7f000001;
    ENetSocket s = enet_socket_create(ENET_SOCKET_TYPE_DATAGRAM);
    if (s == ENET_SOCKET_NULL)
        return local;
    /* connecting a datagram socket sends nothing: it only picks the route
     * (to a documentation address, 192.0.2.1) */
    ENetAddress to, me;
    net_sys_address(&to, 0xc0000201, 9);
    if (enet_socket_connect(s, &to) == 0 && enet_socket_get_address(s, &me) == 0 && me.host != ENET_HOST_ANY)
        local = net_sys_ipv4_of(&me);
    enet_socket_destroy(s);
    return local;
}

ENetPacket *net_sys_packet(const NetMsg *m)
{
    uint8_t buf[NET_HOST_MSG_MAX];
    size_t n = net_msg_encode(m, buf, sizeof buf);
    if (n == 0)
        return NULL;
    return enet_packet_create(buf, n, ENET_PACKET_FLAG_RELIABLE);
}

bool net_sys_send(ENetPeer *peer, const NetMsg *m)
{
    ENetPacket *p = net_sys_packet(m);
    if (!p)
        return false;
    if (enet_peer_send(peer, 0, p) != 0) {
        enet_packet_destroy(p);
        return false;
    }
    return true;
}

bool net_outbox_add(NetOutbox *o, ENetPeer *peer, const NetMsg *m)
{
    if (o->n == o->cap) {
        int cap = o->cap ? o->cap * 2 : 32;
        ENetPeer **np = realloc(o->peer, sizeof *np * (size_t)cap);
        if (!np)
            return false;
        o->peer = np;
        ENetPacket **pp = realloc(o->packet, sizeof *pp * (size_t)cap);
        if (!pp)
            return false;
        o->packet = pp;
        o->cap = cap;
    }
    ENetPacket *p = net_sys_packet(m);
    if (!p)
        return false;
    o->peer[o->n] = peer;
    o->packet[o->n] = p;
    o->n++;
    return true;
}

void net_outbox_send(NetOutbox *o, ENetPeer *const *everyone, int neveryone)
{
    for (int i = 0; i < o->n; i++) {
        ENetPacket *p = o->packet[i];
        if (o->peer[i]) {
            if (enet_peer_send(o->peer[i], 0, p) != 0 && p->referenceCount == 0)
                enet_packet_destroy(p);
            continue;
        }
        for (int k = 0; k < neveryone; k++)
            if (everyone[k])
                enet_peer_send(everyone[k], 0, p);
        if (p->referenceCount == 0)
            enet_packet_destroy(p);
    }
    o->n = 0;
}

void net_outbox_free(NetOutbox *o)
{
    for (int i = 0; i < o->n; i++)
        enet_packet_destroy(o->packet[i]);
    free(o->peer);
    free(o->packet);
    memset(o, 0, sizeof *o);
}

void net_events_push(NetEvents *q, const NetEvent *ev)
{
    if (q->len == NET_EVENTS_MAX) {
        q->head = (q->head + 1) % NET_EVENTS_MAX;
        q->len--;
    }
    q->ev[(q->head + q->len) % NET_EVENTS_MAX] = *ev;
    q->len++;
}

bool net_events_pop(NetEvents *q, NetEvent *out)
{
    if (q->len == 0)
        return false;
    *out = q->ev[q->head];
    q->head = (q->head + 1) % NET_EVENTS_MAX;
    q->len--;
    return true;
}
