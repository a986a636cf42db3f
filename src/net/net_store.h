/* net_store.h: a network match kept on the disk (docs/formats.md §21): the
 * host's is the match itself (a host killed and started again resumes it),
 * each client's is its copy of the record with what it needs to take its
 * seat back. Written atomically after every change, before anybody is told
 * of the change.
 *
 *   cartographers-match 1
 *   role host                  host or client
 *   match 1f2e3d4c5b6a7988     the match's id (hex)
 *   secret 2f1e2d3c4b5a6978    the invite's secret (hex)
 *   address 192.168.1.20 29170 client: where the host is
 *   port 29170                 host: the UDP port it listens on (again when resumed)
 *   seat 2                     client: its seat (from 1)
 *   token 5a5a5a5a5a5a5a5a     client: the seat's token (hex)
 *   state playing              lobby, playing or over
 *   card-seconds 60            host: the time per card (none: no limit)
 *   netseat 1 remote here 5a5a5a5a5a5a5a5a -    host: seat, kind, state,
 *   netseat 2 computer here - hard                token (- for none), level
 *   queue 1 draw card=... ...  the seat's moves of the round, in order
 *   cartographers-save 1       the rest is a save (docs/formats.md §13), with
 *   ...                        the seats handed to a computer (session_handed)
 *   ...
 *
 * Reading checks every line and the save as save_parse does; the first
 * problem is named ("line N: ..."). */
#ifndef CARTO_NET_STORE_H
#define CARTO_NET_STORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "net_msg.h"
#include "session.h"

#define NET_STORE_MAGIC "cartographers-match"
#define NET_STORE_VERSION 1

typedef struct NetStoredSeat {
    NetSeatKind kind;
    NetSeatState state;
    uint64_t token; /* 0: none */
    char level[NET_LEVEL_MAX];
} NetStoredSeat;

typedef struct NetStored {
    bool host; /* role */
    uint64_t match, secret;
    uint32_t ipv4; /* client */
    uint16_t port; /* client: the host's; host: its own (0: not known) */
    int seat;      /* client, 0-based */
    uint64_t token;
    NetMatchState state;
    int card_seconds; /* host: the time per card, 0 none */
    NetStoredSeat seats[MAX_PLAYERS]; /* host */
    Move queue[MAX_PLAYERS][NET_QUEUE_MAX];
    int nqueue[MAX_PLAYERS];
} NetStored;

/* The file's text (malloc'd), or NULL when memory runs out. */
char *net_store_format(const NetStored *st, const Session *s, size_t *len);
/* Reads a match file's text; *session gets the game (a new session). */
bool net_store_parse(const char *text, size_t len, NetStored *out, Session **session, char *err, size_t errsize);

bool net_store_write(const char *path, const NetStored *st, const Session *s, char *err, size_t errsize);
/* NULL session with *missing when there is no such file. */
bool net_store_read(const char *path, NetStored *out, Session **session, bool *missing, char *err, size_t errsize);
/* Deletes the match file `path` names (nothing when path is "") and
 * empties path, so that it is not written again (the game is over and
 * kept in Past games). */
bool net_store_forget(char *path, char *err, size_t errsize);

#endif
