/* match_net.h: the app's side of a network game (src/net), behind the
 * Match: the seat at this screen plays a match whose referee is the host
 * (a NetHost in the hosting app, a NetClient in a joining one).
 *
 * Everyone draws at once, so the game the table is shown is this seat's
 * own view of the round (net_match_view); what the others did arrives when
 * the host applies the round, and is handed out move by move, each with the
 * game as it was after it (match_net_next), so the table animates, outlines
 * and notes ("since your last turn") a neighbour's monster on this map as
 * it does at one screen. The host's computer seats think in threads of
 * their own (match_think.h) on `play`'s view and play through the host.
 *
 * No drawing and no SDL windows here; the Match (match.c) owns one and
 * asks it for the game, the moves and the events. */
#ifndef UI_CORE_MATCH_NET_H
#define UI_CORE_MATCH_NET_H

#include <stdbool.h>
#include <stddef.h>

#include "chat_log.h"
#include "match.h"
#include "net_client.h"
#include "net_host.h"
#include "net_router.h"

typedef struct MatchNet MatchNet;

/* Takes the host (or client) over: freed with match_net_free. The host's
 * seat at this screen is its first NET_SEAT_LOCAL seat. NULL when out of
 * memory or the host has no seat for this screen (the host is then left
 * to the caller). */
MatchNet *match_net_of_host(NetHost *h);
MatchNet *match_net_of_client(NetClient *c);
/* The host asks the router to forward its port for friends on the
 * internet (net_router.h: off the UI thread); once forwarded, the invite
 * code names the router's public address. Nothing for a client. */
void match_net_ask_router(MatchNet *n, int discover_ms);
/* Where that stands, and a line for the lobby in the player's language
 * ("" and ROUTER_REFUSED when nothing was asked). */
RouterState match_net_router(const MatchNet *n, char *text, size_t size);
/* Closes the connection (the match files stay) and frees. */
void match_net_free(MatchNet *n);

/* Serves the network (never waiting), plays the host's computer seats
 * and turns what happened into events (match_net_next). */
void match_net_poll(MatchNet *n);
/* The longest the app's loop may wait before the next poll. */
int match_net_wait_ms(const MatchNet *n);

/* The seat at this screen (-1 until the host has given one); on a host
 * with several seats at its screen, the one it shows now (the next when
 * it has drawn, as at one screen). */
int match_net_seat(const MatchNet *n);
/* How many seats the host's screen plays (0 on a client). */
int match_net_local_seats(const MatchNet *n);
bool match_net_is_host(const MatchNet *n);
NetHost *match_net_host(MatchNet *n);
NetClient *match_net_client(MatchNet *n);
/* The match, NULL until the host has welcomed this client. */
const NetMatch *match_net_match(const MatchNet *n);
const Session *match_net_session(const MatchNet *n);
NetMatchState match_net_state(const MatchNet *n);
/* The game shown: this seat's view as far as the events handed out tell;
 * NULL before the first. */
const Game *match_net_game(const MatchNet *n);
/* Deletes the match file (once the finished game is kept elsewhere: the
 * past games); the connection stays until the Match lets it go. */
bool match_net_forget(MatchNet *n);
/* Whether the game is shown: a host's at once; a client's once its host
 * answered since it was started (a game it left and kept is not shown
 * before: its host may be gone). */
bool match_net_welcomed(const MatchNet *n);
/* A client: the host ended the connection for good (or it gave up trying);
 * *code (may be NULL) a NetRefusal, why. */
bool match_net_closed(const MatchNet *n, int *code);
/* The next event (oldest first), the shown game moving on with it. */
bool match_net_next(MatchNet *n, MatchEvent *out);

/* What a seat is doing in this round, and whether its player is here. */
NetTurn match_net_turn(const MatchNet *n, int seat);
void match_net_seat_info(const MatchNet *n, int seat, NetSeatInfo *out);
/* "Anna, Ben" : the seats still drawing in this round, this one aside
 * ("" none). */
void match_net_waiting_for(const MatchNet *n, char *out, size_t size);

/* The clocks running (the time per card, away seats' time until a
 * computer takes over), in ms left, -1 none. */
void match_net_clock(const MatchNet *n, NetClock *out);
/* A client that lost the host: ms left of trying again; -1 connected. */
int match_net_host_lost_ms(const MatchNet *n);
/* The last news of the last few seconds ("Ben is back.", "Ben's time ran
 * out: ..."), translated; "" none. */
const char *match_net_news(const MatchNet *n);
/* The host: hands an away seat to a computer now (until its player is
 * back); false when this is no host or the seat is not away. */
bool match_net_hand(MatchNet *n, int seat);

/* The chat as heard here (the host's and this computer's own words too, as
 * the host passed them on), and this computer's words said to everybody
 * (cleaned and cut to NET_CHAT_MAX by the network layer); false when
 * they could not be sent. */
const ChatLog *match_net_chat(const MatchNet *n);
bool match_net_say(MatchNet *n, const char *text);

/* This seat's move of the round, checked on its view first (refused: why);
 * the host's answer comes as an event. */
bool match_net_play(MatchNet *n, const Move *mv, Refusal *why);
/* The seat whose move was made last at this computer: the host's screen
 * passes between its own seats, and until the next one moves the screen is
 * still the last mover's (its hand-over box offers their Undo). This seat
 * before any move. */
int match_net_last_actor(const MatchNet *n);
/* Takes back the last move of the round of `seat`, a seat played at this
 * computer; the screen shows that seat again. False when it has none. */
bool match_net_can_undo(const MatchNet *n, int seat);
bool match_net_undo(MatchNet *n, int seat);

#endif
