/* net_host.h: the host of a network game, the referee (docs/formats.md
 * §18-21). Its record is the game: clients send moves, the host checks them
 * on the seat's view of the round, queues them, applies each round in seat
 * order (net_match.h) and tells everybody. Only a holder of the invite's
 * secret takes a seat; every message is decoded with limits and refused
 * with a code when it does not belong (another seat, a round that is over,
 * the rules, too long, too many); no message can stop it serving the others.
 *
 * The match is kept in a file (net_store.h) after every change and before
 * anybody hears of it, so a host killed and started again (net_host_resume)
 * goes on where it stopped, and the clients reconnect by themselves.
 *
 * Poll-driven, no threads: the owner calls net_host_poll (which waits for the
 * network at most the time given) and then takes the events (net_event.h).
 * A computer seat (or a seat handed to a computer) is played by the owner:
 * when net_host_computer_turn says so, it asks its bot on `play`'s view
 * (net_match_play_view) and gives the move to net_host_play, as it does for
 * a seat at the host's own screen. The app's loop waits at most
 * net_host_wait_ms between polls. */
#ifndef CARTO_NET_HOST_H
#define CARTO_NET_HOST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "net_code.h"
#include "net_event.h"
#include "net_match.h"

typedef struct NetHostConfig {
    GameSettings settings;
    NetSeatKind kinds[MAX_PLAYERS];
    char levels[MAX_PLAYERS][NET_LEVEL_MAX]; /* computer seats' levels */
    char names[MAX_PLAYERS][SEAT_NAME_MAX];  /* computer and local seats' names ("" for "Player N") */
    uint16_t port;                           /* 0: any free port */
    /* what the invite code names: 0 for the address (and port) the host
     * finds by itself; set them when players reach the host otherwise (a
     * port forwarded by hand to another number, a relay) */
    uint32_t advertise_ipv4;
    uint16_t advertise_port;
    bool lan;  /* answer LAN discovery (on port NET_DISCOVERY_PORT, and on the game's port) */
    bool upnp; /* ask the router to forward the port (net_upnp.h) */
    uint16_t discovery_port; /* 0: NET_DISCOVERY_PORT */
    char host_name[NET_HOSTNAME_MAX]; /* in discovery answers ("" for "Cartographers") */
    /* a remote seat whose player is gone this long (seconds) is handed to a
     * computer of `away_level`; 0 never */
    int away_seconds;
    char away_level[NET_LEVEL_MAX];
    /* the time per card (seconds, 0 none, at most NET_CARD_SECONDS_MAX): a
     * seat of a person (remote or at the host's screen) still deciding when
     * it runs out is drawn for by a computer of `away_level` for the rest of
     * the round
     * (net_host_computer_turn), and everybody is told (TIMED) */
    int card_seconds;
    /* the match file; "" keeps nothing (a test) */
    char match_path[4096];
    /* per client: messages a second, and how many at once (0: 30 and 90) */
    int rate, burst;
} NetHostConfig;

/* Fills a config with the defaults: every seat remote, port
 * NET_DEFAULT_PORT, LAN discovery and UPnP on, no hand-over. */
void net_host_config_init(NetHostConfig *cfg, const GameSettings *settings);

typedef struct NetHost NetHost;

/* Opens the port and starts a new match (in the lobby); NULL with a message. */
NetHost *net_host_new(const NetHostConfig *cfg, char *err, size_t errsize);
/* Opens the port and goes on with the match kept in cfg->match_path (its
 * settings, seats, secret and record; cfg's game settings and seats are not
 * used). *missing when there is no such file. */
NetHost *net_host_resume(const NetHostConfig *cfg, bool *missing, char *err, size_t errsize);
/* Disconnects everybody (politely, waiting a moment for them to hear it),
 * closes the port and frees the host. The match file stays. */
void net_host_close(NetHost *h);

/* Serves the network for up to timeout_ms (0: only what is waiting);
 * returns the number of events waiting. */
int net_host_poll(NetHost *h, int timeout_ms);
bool net_host_event(NetHost *h, NetEvent *out);
/* The longest the owner's loop should wait between polls. */
int net_host_wait_ms(const NetHost *h);
/* The host's UDP socket, for an owner that waits on many at once (poll,
 * select) and then polls the ones that have something; widened to 64 bits
 * (a SOCKET on Windows). */
uint64_t net_host_socket(const NetHost *h);

/* The invite code and what it holds; the port the host listens on. */
const char *net_host_code(const NetHost *h);
const NetInvite *net_host_invite(const NetHost *h);
uint16_t net_host_port(const NetHost *h);
uint64_t net_host_match_id(const NetHost *h);

/* Changes what the invite code names (say, the router's public address once
 * it forwards the port); 0 keeps the address or port as it is. */
void net_host_advertise(NetHost *h, uint32_t ipv4, uint16_t port);

NetMatchState net_host_state(const NetHost *h);
const NetMatch *net_host_match(const NetHost *h);
void net_host_seat(const NetHost *h, int seat, NetSeatInfo *out);
/* Whether every remote seat is taken and its player connected. */
bool net_host_all_here(const NetHost *h);
/* Lobby to playing; false when a remote seat is not taken yet. */
bool net_host_start(NetHost *h, char *err, size_t errsize);

/* Whether the owner should now run a computer for the seat: a computer
 * seat, a seat handed to one, or a person's seat whose time per card ran
 * out in this round, with a decision waiting. *level gets the
 * computer's level. */
bool net_host_computer_turn(const NetHost *h, int seat, const char **level);
/* A move (or take-back) for a seat the host's owner plays: a computer seat,
 * a handed seat, a seat at the host's screen. */
bool net_host_play(NetHost *h, int seat, const Move *m, NetRefusal *code, Refusal *why);
bool net_host_undo(NetHost *h, int seat, NetRefusal *code);
/* The clocks running now, as the clients hear them (CLOCK). */
void net_host_clock(const NetHost *h, NetClock *out);
/* Hands a remote seat to a computer of `level` (until its player is back). */
bool net_host_hand(NetHost *h, int seat, const char *level);
/* The host's own words in the chat. */
bool net_host_say(NetHost *h, const char *text);

/* Whether the game is over and every connected client has it (or gave no
 * sign for a while): the owner may close. */
bool net_host_done(const NetHost *h);
/* Deletes the match file (once the finished game is kept elsewhere). */
bool net_host_forget(NetHost *h, char *err, size_t errsize);

typedef struct NetStats {
    uint64_t bytes_sent, bytes_received, packets_sent, packets_received;
    uint64_t refused, dropped; /* messages refused, dropped for the rate */
    uint64_t saves;            /* times the match was written */
} NetStats;
void net_host_stats(const NetHost *h, NetStats *out);

#endif
