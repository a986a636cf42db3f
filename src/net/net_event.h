/* net_event.h: what a network host or client reports to its owner (the
 * app's Match, the command line), the way the app's match reports by events:
 * the owner polls (net_host_poll, net_client_poll), then takes the events
 * one by one and never has to look inside. */
#ifndef CARTO_NET_EVENT_H
#define CARTO_NET_EVENT_H

#include <stdbool.h>
#include <stdint.h>

#include "net_msg.h"

typedef enum NetEventKind {
    NET_EV_NONE,
    /* both */
    NET_EV_SEATS,    /* a seat was taken, came back, was lost, was handed to a computer, got ready; `seat` */
    NET_EV_STARTED,  /* the game began */
    NET_EV_ROUND,    /* a new round: every seat with something to decide may decide at once; `round` */
    NET_EV_QUEUE,    /* a seat made or took back a move of the round; `seat` */
    NET_EV_APPLIED,  /* the round's moves went into the record: moves `first` .. `first + count - 1` */
    NET_EV_OVER,     /* the game is over (the record holds every move) */
    NET_EV_CHAT,     /* `seat` (-1: the host) said `text` (cleaned); `code` 1: said before this client (re)joined */
    NET_EV_WARNING,  /* something the player should be told: `code` a NetWarning, `text` in English */
    NET_EV_TIMED,    /* `seat`'s time per card ran out: a computer draws for it this round (`round`) */
    NET_EV_CLOCK,    /* the clocks changed (a round began, a seat went away or came back) */
    NET_EV_HANDED,   /* `seat` is played by a computer (`text`: its level) until its player is back */
    /* the host */
    NET_EV_JOINED,   /* `seat` was taken by a player for the first time, or its player came back */
    NET_EV_LEFT,     /* `seat`'s player lost the connection */
    /* a client */
    NET_EV_WELCOME,      /* the host gave us seat `seat` */
    NET_EV_REFUSED,      /* the host refused request `request`: `code` a NetRefusal, `engine`, `arg` */
    NET_EV_LOST,         /* the connection to the host was lost; trying again (`code`: seconds left) */
    NET_EV_CLOSED,       /* no more connection: `code` a NetRefusal why (NONE: we closed it or gave up) */
    NET_EV_RESYNCED,     /* our game differed from the host's; it was rebuilt from the host's record */
} NetEventKind;

typedef enum NetWarning {
    NET_WARN_SAVE,       /* the match could not be kept on the disk */
    NET_WARN_PORT,       /* the router would not forward the port: forward `arg[0]` (UDP) by hand */
    NET_WARN_FORWARDED,  /* the router forwards the port (`text`: the public address) */
    NET_WARN_LAN,        /* LAN discovery is off (its port is in use) */
    NET_WARN_PEER,       /* a client misbehaved and was refused or dropped (`text` says how) */
} NetWarning;

typedef struct NetEvent {
    NetEventKind kind;
    int seat;
    int code;
    int engine;
    int arg[2];
    uint32_t request;
    uint32_t round;
    int first, count;
    char text[NET_CHAT_MAX];
} NetEvent;

/* The clocks of the round, in milliseconds left (-1: none counting). */
typedef struct NetClock {
    int card;              /* the time per card of the round, for the seats still deciding */
    int away[MAX_PLAYERS]; /* an away seat's time until a computer takes it over */
} NetClock;

#define NET_EVENTS_MAX 256

/* A ring of events; when full the oldest are dropped (an owner that does
 * not take them loses only reports, never game state). */
typedef struct NetEvents {
    NetEvent ev[NET_EVENTS_MAX];
    int head, len;
} NetEvents;

void net_events_push(NetEvents *q, const NetEvent *ev);
bool net_events_pop(NetEvents *q, NetEvent *out);

#endif
