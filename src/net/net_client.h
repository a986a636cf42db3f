/* net_client.h: one seat of a network game, played from another computer
 * (docs/formats.md §18-21). The client holds a mirror of the host's match
 * (net_match.h): the record, checked by the rules move by move and by the
 * state hash after every batch (a difference rebuilds it from the host's
 * record and says so), and every seat's moves of the round. It sends its
 * seat's moves and take-backs; the host decides.
 *
 * Never lose a game: the client keeps its copy of the match in a file
 * (net_store.h) with the seat's token, so a client started again with the
 * same invite takes its seat back and gets only what it missed; a lost
 * connection is tried again by itself (for retry_seconds), which is also
 * how it finds a host that was killed and started again.
 *
 * Poll-driven, no threads, like the host: net_client_poll waits for the
 * network at most the time given, then the owner takes the events. */
#ifndef CARTO_NET_CLIENT_H
#define CARTO_NET_CLIENT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "net_event.h"
#include "net_host.h"
#include "net_match.h"

typedef struct NetClientConfig {
    uint32_t ipv4; /* where the host is */
    uint16_t port;
    uint64_t secret;
    char name[SEAT_NAME_MAX];
    int seat; /* the seat wanted, 0-based, or -1 for any */
    char state_path[4096]; /* the client's copy of the match; "" keeps nothing */
    int retry_seconds;     /* how long to try to reach a lost host (0: 600) */
    char program[NET_CLIENT_NAME_MAX];
} NetClientConfig;

typedef struct NetClient NetClient;

/* Starts connecting (reading cfg->state_path first if it holds this
 * match's copy); NULL with a message. */
NetClient *net_client_new(const NetClientConfig *cfg, char *err, size_t errsize);
/* Says goodbye to the host, disconnects and frees. The copy stays. */
void net_client_close(NetClient *c);

int net_client_poll(NetClient *c, int timeout_ms);
bool net_client_event(NetClient *c, NetEvent *out);
int net_client_wait_ms(const NetClient *c);
/* The client's UDP socket (as net_host_socket). */
uint64_t net_client_socket(const NetClient *c);

/* The match, NULL until the host has welcomed us; valid until the next
 * poll (a resynchronisation builds the mirror anew): ask again each time. */
const NetMatch *net_client_match(const NetClient *c);
int net_client_seat(const NetClient *c);
NetMatchState net_client_state(const NetClient *c);
bool net_client_connected(const NetClient *c);
void net_client_seat_info(const NetClient *c, int seat, NetSeatInfo *out);

/* Our seat's next move of the round, a take-back, a word in the chat, ready
 * in the lobby. Returns the request's number (echoed in a refusal), 0 when
 * it could not be sent (not connected). */
uint32_t net_client_move(NetClient *c, const Move *m);
/* The clocks as the host last told them (CLOCK), counted on since. */
void net_client_clock(const NetClient *c, NetClock *out);
/* The connection to the host is lost: how long the client still tries to
 * reach it (ms); -1 while connected or connecting. */
int net_client_lost_ms(const NetClient *c);
uint32_t net_client_undo(NetClient *c);
bool net_client_chat(NetClient *c, const char *text);
bool net_client_ready(NetClient *c, bool ready);

/* Sends bytes to the host as one message, whatever they are: for the tests
 * of the host's defences (anybody can change a client to send anything). */
bool net_client_send_bytes(NetClient *c, const void *data, size_t n);

/* Deletes the copy (once the finished game is kept elsewhere). */
bool net_client_forget(NetClient *c, char *err, size_t errsize);
void net_client_stats(const NetClient *c, NetStats *out);

#endif
