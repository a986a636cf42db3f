/* net_discover.c: LAN discovery and asking one host (net_discover.h). */
#include "net_discover.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "net_sys.h"

struct NetDiscover {
    ENetSocket s;
    uint32_t nonce;
    NetFound found[NET_FOUND_MAX];
    int nfound;
};

NetDiscover *net_discover_new(char *err, size_t errsize)
{
    NetDiscover *d = calloc(1, sizeof *d);
    if (!d) {
        snprintf(err, errsize, "out of memory");
        return NULL;
    }
    if (!net_sys_start(err, errsize)) {
        free(d);
        return NULL;
    }
    d->s = enet_socket_create(ENET_SOCKET_TYPE_DATAGRAM);
    ENetAddress any;
    net_sys_address(&any, 0, 0);
    if (d->s == ENET_SOCKET_NULL || enet_socket_bind(d->s, &any) != 0) {
        if (d->s != ENET_SOCKET_NULL)
            enet_socket_destroy(d->s);
        net_sys_stop();
        free(d);
        snprintf(err, errsize, "cannot open a network socket");
        return NULL;
    }
    enet_socket_set_option(d->s, ENET_SOCKOPT_BROADCAST, 1);
    enet_socket_set_option(d->s, ENET_SOCKOPT_NONBLOCK, 1);
    uint64_t r;
    d->nonce = net_sys_random64(&r) ? (uint32_t)r : 1;
    return d;
}

void net_discover_free(NetDiscover *d)
{
    if (!d)
        return;
    enet_socket_destroy(d->s);
    net_sys_stop();
    free(d);
}

bool net_discover_ask(NetDiscover *d, uint32_t ipv4, uint16_t port)
{
    NetMsg q;
    memset(&q, 0, sizeof q);
    q.type = NET_MSG_QUERY;
    q.query.version = NET_PROTOCOL_VERSION;
    q.query.nonce = d->nonce;
    uint8_t buf[NET_DISCOVERY_QUERY_SIZE];
    size_t n = net_msg_encode(&q, buf, sizeof buf);
    if (n == 0)
        return false;
    ENetAddress to;
    net_sys_address(&to, ipv4, port ? port : NET_DISCOVERY_PORT);
    ENetBuffer b = {.data = buf, .dataLength = n};
    bool sent = enet_socket_send(d->s, &to, &b, 1) == (int)n;
    if (ipv4 == 0xffffffffu) {
        /* and to this computer's own loopback: a broadcast has no way out
         * on a computer without a network (or a test's namespace with only
         * the loopback), and a host here answers its loopback with the
         * secret whatever its outside address */
        net_sys_address(&to, 0x7f000001u, port ? port : NET_DISCOVERY_PORT);
        sent |= enet_socket_send(d->s, &to, &b, 1) == (int)n;
    }
    return sent;
}

static void take(NetDiscover *d, const ENetAddress *from, const uint8_t *data, size_t len)
{
    NetMsg a;
    if (net_msg_decode(data, len, &a) != NET_DECODE_OK || a.type != NET_MSG_ANSWER || a.answer.nonce != d->nonce ||
        a.answer.version != NET_PROTOCOL_VERSION)
        return;
    uint32_t ip = net_sys_ipv4_of(from);
    NetFound *f = NULL;
    for (int i = 0; i < d->nfound && !f; i++)
        if (d->found[i].match == a.answer.match && d->found[i].port == a.answer.port) {
            if (d->found[i].secret || !a.answer.secret)
                return;
            f = &d->found[i]; /* heard again, now with the secret (by the loopback) */
        }
    if (!f && d->nfound == NET_FOUND_MAX)
        return;
    if (!f)
        f = &d->found[d->nfound++];
    f->ipv4 = ip;
    f->port = a.answer.port;
    f->match = a.answer.match;
    f->secret = a.answer.secret;
    f->state = a.answer.state;
    f->kind = a.answer.kind;
    f->players = a.answer.players;
    f->open = a.answer.open;
    snprintf(f->host, sizeof f->host, "%s", a.answer.host);
}

int net_discover_poll(NetDiscover *d, int timeout_ms)
{
    uint32_t start = net_sys_now();
    for (;;) {
        uint8_t buf[512];
        ENetBuffer b = {.data = buf, .dataLength = sizeof buf};
        ENetAddress from;
        int n = enet_socket_receive(d->s, &from, &b, 1);
        if (n > 0) {
            take(d, &from, buf, (size_t)n);
            continue;
        }
        int left = timeout_ms - (int)net_sys_since(start);
        if (left <= 0)
            break;
        enet_uint32 cond = ENET_SOCKET_WAIT_RECEIVE;
        enet_socket_wait(d->s, &cond, (enet_uint32)(left < 50 ? left : 50));
    }
    return d->nfound;
}

const NetFound *net_discover_found(const NetDiscover *d, int i)
{
    return i >= 0 && i < d->nfound ? &d->found[i] : NULL;
}

bool net_discover_resolve(const NetDiscover *d, const char *host, uint32_t *ipv4)
{
    (void)d;
    return net_sys_resolve(host, ipv4);
}
