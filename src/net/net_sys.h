/* net_sys.h: what the host, the clients and discovery share below the game:
 * ENet started once for the process, the time, addresses, random numbers,
 * and the outbox that holds messages back until the match is on the disk.
 * Inside src/net only. */
#ifndef CARTO_NET_SYS_H
#define CARTO_NET_SYS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <enet/enet.h>
#include <enet/time.h>

#include "net_event.h"
#include "net_msg.h"

/* enet_initialize once per process (counted); false with a message. */
bool net_sys_start(char *err, size_t errsize);
void net_sys_stop(void);

/* Milliseconds of a clock that only goes forward (wraps after 49 days;
 * compare with net_sys_since). */
uint32_t net_sys_now(void);
uint32_t net_sys_since(uint32_t then);

/* A random 64-bit number from the system's random source (never 0). */
bool net_sys_random64(uint64_t *out);

/* The IPv4 address other computers on the network reach this one by (the
 * one the system would send from), or 127.0.0.1 without a network. */
uint32_t net_sys_local_ipv4(void);

/* ENet's address (network byte order host) from ours (host order) and back. */
void net_sys_address(ENetAddress *a, uint32_t ipv4, uint16_t port);
uint32_t net_sys_ipv4_of(const ENetAddress *a);
/* A host name or dotted address to IPv4 (host order); false when it does
 * not resolve. */
bool net_sys_resolve(const char *host, uint32_t *ipv4);

/* Sends one message to a peer on channel 0, reliably; false when it does
 * not encode or ENet refuses. */
bool net_sys_send(ENetPeer *peer, const NetMsg *m);
/* Bytes of the message as sent (for the outbox). */
ENetPacket *net_sys_packet(const NetMsg *m);

/* Messages held until the match is kept: (peer or everybody, packet). */
typedef struct NetOutbox {
    ENetPeer **peer; /* NULL: every connected peer with a seat */
    ENetPacket **packet;
    int n, cap;
} NetOutbox;
bool net_outbox_add(NetOutbox *o, ENetPeer *peer, const NetMsg *m);
/* Sends everything held (to `everyone`'s peers for NULL) and empties it. */
void net_outbox_send(NetOutbox *o, ENetPeer *const *everyone, int neveryone);
void net_outbox_free(NetOutbox *o);

#endif
