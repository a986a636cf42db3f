/* net_msg.h: the messages of a network game, to bytes and back
 * (docs/formats.md §18).
 *
 * One message per ENet packet, all on channel 0 (reliable, in order).
 * Integers are unsigned big-endian (u8, u16, u32, u64); i16 is two's
 * complement. A string is a u8 length and that many bytes, each with its
 * own limit below. The first byte is the message's type: below 0x80 from a
 * client to the host, 0x80 and above from the host. LAN discovery uses
 * two more, in plain UDP datagrams that start with the 8 bytes
 * NET_DISCOVERY_MAGIC.
 *
 * Decoding trusts nothing: every length, count and value is checked against
 * its limit, a message must be exactly as long as its fields, strings must
 * be printable UTF-8 (move text: printable ASCII) without NUL. A decoded
 * message is still only text and numbers: move text goes to move_parse and
 * the rules, names through session_name_clean, settings through
 * game_settings_check before they are used. */
#ifndef CARTO_NET_MSG_H
#define CARTO_NET_MSG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "game.h"
#include "session.h"

#define NET_PROTOCOL_VERSION 3
#define NET_MAGIC "CRTG" /* the first bytes of HELLO */
#define NET_DISCOVERY_MAGIC "\xff" "CRTGLAN"
#define NET_DISCOVERY_MAGIC_LEN 8
#define NET_DISCOVERY_QUERY_SIZE 64 /* queries are padded to this: an answer is never much bigger */
#define NET_DEFAULT_PORT 29170
#define NET_DISCOVERY_PORT 29171

#define NET_CLIENT_MSG_MAX 512   /* no client message is longer */
#define NET_HOST_MSG_MAX 8192    /* no host message is longer */
#define NET_CHAT_MAX 201         /* bytes with the NUL */
#define NET_CHAT_KEPT 40         /* the last lines said a host tells again to a player who joins */
#define NET_CLIENT_NAME_MAX 32   /* the program's name and version, with the NUL */
#define NET_LEVEL_MAX 16         /* a computer seat's level ("hard"), with the NUL */
#define NET_BATCH_MAX 48         /* moves in one MOVES message */
#define NET_QUEUE_MAX 4          /* moves one seat makes in one round (a draw and the Gorgon's space) */
#define NET_HOSTNAME_MAX 48      /* the host's name in a discovery answer, with the NUL */
#define NET_HANDED_MAX SESSION_HANDED_MAX /* hand-overs in one HANDED message: all of a game's */
#define NET_CLOCK_NONE 0xffff    /* CLOCK: no time is counting */
#define NET_CARD_SECONDS_MAX 3600 /* the longest time per card a host may give */

typedef enum NetMsgType {
    /* client to host */
    NET_MSG_HELLO = 0x01,
    NET_MSG_MOVE = 0x02,
    NET_MSG_UNDO = 0x03,
    NET_MSG_CHAT = 0x04,
    NET_MSG_READY = 0x05,
    NET_MSG_SYNC = 0x06,
    NET_MSG_BYE = 0x07,
    /* host to client */
    NET_MSG_WELCOME = 0x81,
    NET_MSG_SEATS = 0x82,
    NET_MSG_MOVES = 0x83,
    NET_MSG_QUEUE = 0x84,
    NET_MSG_REFUSED = 0x85,
    NET_MSG_SAID = 0x86,
    NET_MSG_STATE = 0x87,
    NET_MSG_HANDED = 0x88,
    NET_MSG_CLOCK = 0x89,
    NET_MSG_TIMED = 0x8a,
    /* LAN discovery, plain UDP */
    NET_MSG_QUERY = 0x10,
    NET_MSG_ANSWER = 0x11,
} NetMsgType;

/* Why the host refuses something (REFUSED, and the ENet disconnect data). */
typedef enum NetRefusal {
    NET_REFUSE_NONE,
    NET_REFUSE_SECRET,     /* the invite's secret is wrong */
    NET_REFUSE_FULL,       /* every seat is taken */
    NET_REFUSE_VERSION,    /* another protocol version: arg0 the host's */
    NET_REFUSE_SEAT,       /* a move or undo for a seat that is not the sender's */
    NET_REFUSE_TURN,       /* the seat has nothing to decide now (done, or not its round) */
    NET_REFUSE_ROUND,      /* the move answers a round that is over: arg0 the round now */
    NET_REFUSE_ILLEGAL,    /* the rules refuse it: engine the RefusalCode, arg0/arg1 its arguments */
    NET_REFUSE_MALFORMED,  /* not a message, not one a client sends, or move text that does not parse */
    NET_REFUSE_TOO_LONG,   /* longer than any client message */
    NET_REFUSE_RATE,       /* too many messages: arg0 how many were dropped */
    NET_REFUSE_UNDO,       /* nothing of the seat's to take back in this round */
    NET_REFUSE_OVER,       /* the game is over */
    NET_REFUSE_NOT_STARTED, /* the game has not begun */
    NET_REFUSE_HELLO,      /* a message before HELLO, or HELLO twice */
    NET_REFUSE_TAKEN,      /* the seat asked for is someone else's */
    NET_REFUSE_GONE,       /* the host is closing the match */
    NET_REFUSE_TIMED,      /* the seat's time for this card ran out: a computer draws it (version 3) */
    NET_REFUSE_COUNT
} NetRefusal;

/* A seat as everybody sees it. */
typedef enum NetSeatKind { NET_SEAT_REMOTE, NET_SEAT_COMPUTER, NET_SEAT_LOCAL } NetSeatKind;
typedef enum NetSeatState {
    NET_SEAT_OPEN,    /* a remote seat nobody has taken yet */
    NET_SEAT_HERE,    /* connected (computer and local seats are always here) */
    NET_SEAT_AWAY,    /* its player lost the connection */
    NET_SEAT_HANDED,  /* away, and a computer plays it (`level`) until its player is back */
} NetSeatState;

typedef struct NetSeatInfo {
    NetSeatKind kind;
    NetSeatState state;
    bool ready;
    char name[SEAT_NAME_MAX];
    char level[NET_LEVEL_MAX]; /* computer seats and handed ones: the computer's level */
} NetSeatInfo;

/* The match's state in STATE and WELCOME. */
typedef enum NetMatchState { NET_LOBBY, NET_PLAYING, NET_OVER } NetMatchState;

typedef struct NetMsg {
    NetMsgType type;
    union {
        struct {
            uint16_t version;
            uint64_t secret;
            uint64_t token; /* the seat's token from an earlier WELCOME, or 0 */
            int seat;       /* the seat asked for, 0-based, or -1 for any */
            char name[SEAT_NAME_MAX];
            uint32_t have;      /* moves of the record the client holds */
            uint64_t have_hash; /* game_state_hash after them */
            char client[NET_CLIENT_NAME_MAX];
        } hello;
        struct {
            uint32_t request; /* echoed in a REFUSED */
            int seat;
            uint32_t round; /* game_round of the round it answers */
            char text[MOVE_TEXT_MAX];
        } move;
        struct {
            uint32_t request;
            int seat;
            uint32_t round;
        } undo;
        struct {
            char text[NET_CHAT_MAX];
        } chat;
        struct {
            bool ready;
        } ready;
        struct {
            uint32_t from; /* send the record again from this move on */
        } sync;
        struct {
            int reason; /* 0 leaving, 1 the game's end is kept */
        } bye;
        struct {
            uint16_t version;
            uint64_t match;
            int seat;
            uint64_t token;
            NetMatchState state;
            GameSettings settings; /* decrees always the four cards in play */
            uint32_t moves;        /* the record's length on the host */
        } welcome;
        struct {
            int count;
            NetSeatInfo seat[MAX_PLAYERS];
        } seats;
        struct {
            uint32_t first; /* the index of the first move in the record */
            int count;
            int actor[NET_BATCH_MAX];
            char text[NET_BATCH_MAX][MOVE_TEXT_MAX];
            uint64_t hash; /* game_state_hash after the last of them */
        } moves;
        struct {
            uint32_t round;
            int seat;
            bool done; /* the seat has made every decision of the round */
            int count;
            char text[NET_QUEUE_MAX][MOVE_TEXT_MAX];
        } queue;
        struct {
            uint32_t request;
            NetRefusal code;
            int engine; /* NET_REFUSE_ILLEGAL: the RefusalCode */
            int arg[2];
        } refused;
        struct {
            int seat; /* -1: the host itself */
            char text[NET_CHAT_MAX];
        } said;
        struct {
            NetMatchState state;
            uint32_t moves;
            uint64_t hash;
        } state;
        struct {
            int count; /* every hand-over of the game so far, in order (session_handed) */
            SessionHanded handed[NET_HANDED_MAX];
        } handed;
        struct {
            uint32_t round;
            int card; /* seconds left to draw the round's card, NET_CLOCK_NONE: no time per card */
            int count; /* seats */
            int away[MAX_PLAYERS]; /* seconds until the away seat goes to a computer, NET_CLOCK_NONE */
        } clock;
        struct {
            uint32_t round;
            int seat; /* its time ran out: a computer draws for it this round */
        } timed;
        struct {
            uint16_t version;
            uint32_t nonce;
        } query;
        struct {
            uint16_t version;
            uint32_t nonce;
            uint16_t port;
            uint64_t match;
            uint64_t secret; /* only to a querier on a private network, else 0 */
            NetMatchState state;
            GameKind kind;
            int players;
            int open; /* remote seats nobody has taken */
            char host[NET_HOSTNAME_MAX];
        } answer;
    };
} NetMsg;

/* Writes the message into buf; returns its length, or 0 when a field is out
 * of its range or it does not fit. */
size_t net_msg_encode(const NetMsg *m, uint8_t *buf, size_t size);

/* Why decoding failed. */
typedef enum NetDecodeFault {
    NET_DECODE_OK,
    NET_DECODE_EMPTY,
    NET_DECODE_TYPE,      /* no such message type */
    NET_DECODE_SHORT,     /* ends inside a field */
    NET_DECODE_LONG,      /* bytes after the last field */
    NET_DECODE_STRING,    /* a string too long for its field, or not printable */
    NET_DECODE_RANGE,     /* a number outside its range (a seat, a count, a kind) */
    NET_DECODE_SETTINGS,  /* settings the rules refuse */
    NET_DECODE_MAGIC,     /* HELLO or discovery without the magic */
} NetDecodeFault;

/* Decodes len bytes into *out (cleared first). */
NetDecodeFault net_msg_decode(const uint8_t *data, size_t len, NetMsg *out);
const char *net_decode_fault_text(NetDecodeFault f);
/* "the invite's secret is wrong", ... (English, for the CLI and logs). */
const char *net_refusal_text(NetRefusal r);

#endif
