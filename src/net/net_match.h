/* net_match.h: a network game as the host and every client hold it: the
 * game's record (a Session: settings, seats, every move applied) and, for
 * the round being played, each seat's moves made but not yet applied.
 *
 * Everyone plays at once (docs/rules.md §10e). When a round begins every
 * seat with something to decide may decide it at once, on its own view of
 * the round (net_match_view). Its moves are checked there and queued
 * (net_match_submit); it may take them back (net_match_take_back) until the
 * round is applied. When every seat has made all of its decisions
 * (net_match_round_complete), the host applies the round: the queued moves
 * go into the record in seat order, the order `cartographers-cli play`
 * makes them in (net_match_apply_round), and the next round begins. The
 * record is therefore the same as the same moves make at one table.
 *
 * A computer player decides on `play`'s view (net_match_play_view): the
 * game with the round's queued moves of the seats before it applied, which
 * exists only once those seats have decided. That makes a network game of
 * computer players the same game as `play`'s with the same seed.
 *
 * The host is the referee: it changes a NetMatch with submit and take-back.
 * A client mirrors the host's: the host's record arrives move by move
 * (net_match_append) and each seat's queue as a whole (net_match_set_queue);
 * both are checked by the rules again. Pure C on the session and the
 * engine: no sockets here. */
#ifndef CARTO_NET_MATCH_H
#define CARTO_NET_MATCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "net_msg.h"
#include "session.h"

typedef struct NetMatch NetMatch;

/* A new match with no moves; NULL with a message for bad settings or seats. */
NetMatch *net_match_new(const GameSettings *settings, const Seat *seats, char *err, size_t errsize);
/* A match continuing a session (a resumed match: its record so far); the
 * match owns the session from now on. */
NetMatch *net_match_adopt(Session *s);
void net_match_free(NetMatch *m);

const Session *net_match_session(const NetMatch *m);
/* For changing seats' names and kinds (session_set_seat) and noting a seat
 * handed to a computer (session_note_handed), not moves. */
Session *net_match_session_seats(NetMatch *m);
/* The game as the record has it (the round's queued moves not applied). */
const Game *net_match_game(const NetMatch *m);
int net_match_players(const NetMatch *m);
uint32_t net_match_round(const NetMatch *m);

/* What a seat has to do in this round. */
typedef enum NetTurn {
    NET_TURN_NONE,     /* nothing to decide this round (a full map, the game over) */
    NET_TURN_DECIDING, /* a decision is waiting */
    NET_TURN_DONE,     /* every decision made; waiting for the others */
} NetTurn;
NetTurn net_match_turn(const NetMatch *m, int seat);

/* The seat's queued moves of this round (valid until the next change). */
int net_match_queue(const NetMatch *m, int seat, const Move **moves);

/* The seat's own view: the round's game with the seat's queued moves
 * applied, so out's decision is the seat's next one while it is deciding
 * (DONE: the view after its last move). False when it has nothing to decide
 * in this round. */
bool net_match_view(const NetMatch *m, int seat, Game *out);

/* `play`'s view for the seat's next decision: the record's game with the
 * round's queued moves applied in seat order up to that decision. False
 * until the seats before it have decided (or when it is not deciding). */
bool net_match_play_view(const NetMatch *m, int seat, Game *out);

/* Queues a move of `seat` for its next decision of this round after
 * checking it on the seat's view. On refusal nothing changes and *code
 * (and for NET_REFUSE_ILLEGAL *why) say why. */
bool net_match_submit(NetMatch *m, int seat, const Move *move, NetRefusal *code, Refusal *why);
/* Takes back the seat's last queued move. */
bool net_match_take_back(NetMatch *m, int seat, NetRefusal *code);

/* Whether every seat has made every decision of the round. */
bool net_match_round_complete(const NetMatch *m);
/* Applies the complete round's moves to the record in seat order; the next
 * round begins with empty queues. Returns the moves applied, -1 with a
 * message if one was refused (which the checks above rule out) and the
 * round left as it was. */
int net_match_apply_round(NetMatch *m, char *err, size_t errsize);

/* A client: the host's next move of the record; refused (false, with why)
 * when the rules refuse it. Clears the queues when the round changes. */
bool net_match_append(NetMatch *m, const Move *move, char *err, size_t errsize);
/* A client: the seat's queue as the host says it is now (n moves of round
 * `round`); false when the round is not this one or the rules refuse a
 * move on the seat's view. */
bool net_match_set_queue(NetMatch *m, uint32_t round, int seat, const Move *moves, int n);
/* Drops every queue (a client that resynchronises). */
void net_match_clear_queues(NetMatch *m);

/* The actor of the record's move `index` (the player who made it). */
int net_match_actor(const NetMatch *m, int index);

#endif
