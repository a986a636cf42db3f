/* net_host.c: the host of a network game (net_host.h): clients and their
 * seats, the referee's checks, the round applied and told, the match kept
 * before anybody hears of a change, LAN discovery answered. */
#include "net_host.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "net_store.h"
#include "net_sys.h"

#define PEERS 32                /* connections at once: six seats and room for strays */
#define HELLO_WAIT_MS 5000      /* a connection without HELLO by then is dropped */
#define EVENTS_PER_POLL 4000    /* messages handled before the match is kept and answers go out */
#define SLICE_MS 50             /* the longest ENet waits inside one call */
#define END_WAIT_MS 10000       /* after the end, how long to wait for the clients' BYE */
#define RATE_DROP_LIMIT 2000    /* messages dropped in a row for the rate before the client is cut off */
#define LAN_ANSWERS_PER_SECOND 50

typedef struct Client {
    bool used;
    ENetPeer *peer;
    int seat; /* -1 before an accepted HELLO */
    uint32_t since;
    int tokens; /* rate limit: thousandths of a message */
    uint32_t refill_at;
    uint32_t dropped, told_at;
    uint32_t synced_at; /* the last SYNC answered: the record is sent at most every 2 s */
    int chat_tokens; /* chat: a bucket of its own, smaller (thousandths) */
    uint32_t chat_at;
    bool close_after_send; /* a refusal of HELLO: disconnect once it is sent */
    int close_code;
    bool has_end;
} Client;

typedef struct HostSeat {
    NetSeatKind kind;
    NetSeatState state;
    bool ready;
    uint64_t token;
    char level[NET_LEVEL_MAX];
    Client *client;
    uint32_t away_since;
} HostSeat;

struct NetHost {
    NetHostConfig cfg;
    ENetHost *enet;
    ENetSocket lan;
    NetMatch *match;
    uint64_t id, secret;
    NetMatchState state;
    HostSeat seats[MAX_PLAYERS];
    Client clients[PEERS];
    NetInvite invite;
    char code[NET_CODE_SIZE];
    NetEvents events;
    NetOutbox out;
    bool dirty;
    uint32_t over_at;
    NetStats stats;
    uint32_t lan_window;
    int lan_answers;
    bool save_failed;
    uint32_t round_at;            /* when the round began (the time per card) */
    bool timed[MAX_PLAYERS];      /* its time per card ran out in this round */
    struct {
        int seat;
        char text[NET_CHAT_MAX];
    } chat[NET_CHAT_KEPT]; /* the last lines said (SAID), told again to a player who joins */
    int chat_first, chat_count;
};

/* ENet's intercept callback gets the ENetHost only: which NetHost is it. */
#define REGISTRY_MAX 1024
static struct {
    ENetHost *enet;
    NetHost *host;
} registry[REGISTRY_MAX];

static NetHost *registered(ENetHost *enet)
{
    for (int i = 0; i < REGISTRY_MAX; i++)
        if (registry[i].enet == enet)
            return registry[i].host;
    return NULL;
}

static bool register_host(NetHost *h, ENetHost *enet)
{
    for (int i = 0; i < REGISTRY_MAX; i++) {
        if (!registry[i].enet) {
            registry[i].enet = enet;
            registry[i].host = h;
            return true;
        }
    }
    return false;
}

static void unregister_host(ENetHost *enet)
{
    for (int i = 0; i < REGISTRY_MAX; i++)
        if (registry[i].enet == enet)
            registry[i].enet = NULL;
}

void net_host_config_init(NetHostConfig *cfg, const GameSettings *settings)
{
    memset(cfg, 0, sizeof *cfg);
    cfg->settings = *settings;
    cfg->port = NET_DEFAULT_PORT;
    cfg->lan = true;
    cfg->upnp = true;
    snprintf(cfg->away_level, sizeof cfg->away_level, "medium");
}

/* ---- Events and messages ---- */

static void event(NetHost *h, NetEventKind kind, int seat)
{
    NetEvent ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = kind;
    ev.seat = seat;
    ev.round = net_match_round(h->match);
    net_events_push(&h->events, &ev);
}

/* An event with a text (a warning's, a hand-over's level). */
static void event_text(NetHost *h, NetEventKind kind, int seat, int code, const char *text)
{
    NetEvent ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = kind;
    ev.seat = seat;
    ev.code = code;
    snprintf(ev.text, sizeof ev.text, "%.200s", text);
    net_events_push(&h->events, &ev);
}

static void warn(NetHost *h, NetWarning code, const char *text) { event_text(h, NET_EV_WARNING, 0, code, text); }

static void send_to(NetHost *h, Client *c, const NetMsg *m) { net_outbox_add(&h->out, c->peer, m); }
static void send_all(NetHost *h, const NetMsg *m) { net_outbox_add(&h->out, NULL, m); }

static void refuse(NetHost *h, Client *c, uint32_t request, NetRefusal code, int engine, int a0, int a1)
{
    NetMsg m;
    memset(&m, 0, sizeof m);
    m.type = NET_MSG_REFUSED;
    m.refused.request = request;
    m.refused.code = code;
    m.refused.engine = engine;
    m.refused.arg[0] = a0;
    m.refused.arg[1] = a1;
    send_to(h, c, &m);
    h->stats.refused++;
}

static void seats_message(const NetHost *h, NetMsg *m)
{
    memset(m, 0, sizeof *m);
    m->type = NET_MSG_SEATS;
    m->seats.count = net_match_players(h->match);
    for (int i = 0; i < m->seats.count; i++)
        net_host_seat(h, i, &m->seats.seat[i]);
}

static void tell_seats(NetHost *h, int seat)
{
    NetMsg m;
    seats_message(h, &m);
    send_all(h, &m);
    event(h, NET_EV_SEATS, seat);
}

static void queue_message(const NetHost *h, int seat, NetMsg *m)
{
    memset(m, 0, sizeof *m);
    m->type = NET_MSG_QUEUE;
    m->queue.round = net_match_round(h->match);
    m->queue.seat = seat;
    m->queue.done = net_match_turn(h->match, seat) == NET_TURN_DONE;
    const Move *q;
    m->queue.count = net_match_queue(h->match, seat, &q);
    for (int i = 0; i < m->queue.count; i++)
        move_format(&q[i], m->queue.text[i], sizeof m->queue.text[i]);
}

static void state_message(const NetHost *h, NetMsg *m)
{
    memset(m, 0, sizeof *m);
    m->type = NET_MSG_STATE;
    m->state.state = h->state;
    m->state.moves = (uint32_t)session_move_count(net_match_session(h->match));
    m->state.hash = game_state_hash(net_match_game(h->match));
}

/* Milliseconds left of `total_s` seconds begun at `since`, at least 0. */
static int left_ms(uint32_t since, int total_s)
{
    uint32_t gone = net_sys_since(since), total = (uint32_t)total_s * 1000u;
    return gone >= total ? 0 : (int)(total - gone);
}

void net_host_clock(const NetHost *h, NetClock *out)
{
    out->card = -1;
    for (int i = 0; i < MAX_PLAYERS; i++)
        out->away[i] = -1;
    if (h->state != NET_PLAYING)
        return;
    if (h->cfg.card_seconds > 0)
        out->card = left_ms(h->round_at, h->cfg.card_seconds);
    for (int i = 0; i < net_match_players(h->match); i++)
        if (h->cfg.away_seconds > 0 && h->seats[i].kind == NET_SEAT_REMOTE && h->seats[i].state == NET_SEAT_AWAY)
            out->away[i] = left_ms(h->seats[i].away_since, h->cfg.away_seconds);
}

/* Seconds for CLOCK, rounded up (a clock never shows 0 while it runs). */
static int clock_seconds(int ms)
{
    if (ms < 0)
        return NET_CLOCK_NONE;
    int s = (ms + 999) / 1000;
    return s < NET_CLOCK_NONE ? s : NET_CLOCK_NONE - 1;
}

static void clock_message(const NetHost *h, NetMsg *m)
{
    NetClock c;
    net_host_clock(h, &c);
    memset(m, 0, sizeof *m);
    m->type = NET_MSG_CLOCK;
    m->clock.round = net_match_round(h->match);
    m->clock.card = clock_seconds(c.card);
    m->clock.count = net_match_players(h->match);
    for (int i = 0; i < m->clock.count; i++)
        m->clock.away[i] = clock_seconds(c.away[i]);
}

/* The clocks changed: everybody hears how they stand. */
static void tell_clock(NetHost *h)
{
    NetMsg m;
    clock_message(h, &m);
    send_all(h, &m);
    event(h, NET_EV_CLOCK, -1);
}

/* A round begins: every seat has the whole time per card again. */
static void round_begun(NetHost *h)
{
    h->round_at = net_sys_now();
    memset(h->timed, 0, sizeof h->timed);
    event(h, NET_EV_ROUND, -1);
    tell_clock(h);
}

/* Every hand-over of the game so far (the record's, session_handed). */
static void handed_message(const NetHost *h, NetMsg *m)
{
    memset(m, 0, sizeof *m);
    m->type = NET_MSG_HANDED;
    const SessionHanded *list;
    m->handed.count = session_handed(net_match_session(h->match), &list);
    memcpy(m->handed.handed, list, sizeof *list * (size_t)m->handed.count);
}

/* The record from move `from` on, NET_BATCH_MAX moves a message, each
 * with the state hash after its last move. */
static void send_record(NetHost *h, Client *c, int from)
{
    const Session *s = net_match_session(h->match);
    int n = session_move_count(s);
    if (from >= n)
        return;
    Game *g = malloc(sizeof *g);
    char err[ERROR_MAX];
    if (!g || !session_game_at(s, from, g, err, sizeof err)) {
        free(g);
        return;
    }
    NetMsg m;
    memset(&m, 0, sizeof m);
    m.type = NET_MSG_MOVES;
    for (int i = from; i < n; i++) {
        const Move *mv = session_move(s, i);
        if (m.moves.count == 0)
            m.moves.first = (uint32_t)i;
        m.moves.actor[m.moves.count] = net_match_actor(h->match, i);
        move_format(mv, m.moves.text[m.moves.count], sizeof m.moves.text[0]);
        m.moves.count++;
        game_apply(g, mv, err, sizeof err);
        if (m.moves.count == NET_BATCH_MAX || i == n - 1) {
            m.moves.hash = game_state_hash(g);
            if (c)
                send_to(h, c, &m);
            else
                send_all(h, &m);
            m.moves.count = 0;
        }
    }
    free(g);
}

/* ---- The match file ---- */

static void stored_of(const NetHost *h, NetStored *st)
{
    memset(st, 0, sizeof *st);
    st->host = true;
    st->port = h->enet ? net_host_port(h) : 0;
    st->match = h->id;
    st->secret = h->secret;
    st->state = h->state;
    st->card_seconds = h->cfg.card_seconds;
    for (int i = 0; i < net_match_players(h->match); i++) {
        const HostSeat *hs = &h->seats[i];
        st->seats[i].kind = hs->kind;
        st->seats[i].state = hs->state;
        st->seats[i].token = hs->token;
        snprintf(st->seats[i].level, sizeof st->seats[i].level, "%s", hs->level);
        const Move *q;
        st->nqueue[i] = net_match_queue(h->match, i, &q);
        memcpy(st->queue[i], q, sizeof *q * (size_t)st->nqueue[i]);
    }
}

/* Keeps the match, then lets out what waited for it. */
static void commit(NetHost *h)
{
    if (h->dirty && h->cfg.match_path[0]) {
        NetStored st;
        stored_of(h, &st);
        char err[SESSION_MESSAGE_MAX];
        if (net_store_write(h->cfg.match_path, &st, net_match_session(h->match), err, sizeof err)) {
            h->stats.saves++;
            h->save_failed = false;
        } else if (!h->save_failed) {
            h->save_failed = true; /* said once until it works again */
            warn(h, NET_WARN_SAVE, err);
        }
    }
    h->dirty = false;
    ENetPeer *everyone[PEERS];
    int n = 0;
    for (int i = 0; i < PEERS; i++)
        if (h->clients[i].used && h->clients[i].seat >= 0)
            everyone[n++] = h->clients[i].peer;
    net_outbox_send(&h->out, everyone, n);
    for (int i = 0; i < PEERS; i++) {
        Client *c = &h->clients[i];
        if (c->used && c->close_after_send) {
            c->close_after_send = false;
            enet_peer_disconnect_later(c->peer, (enet_uint32)c->close_code);
        }
    }
    enet_host_flush(h->enet);
}

/* ---- Rounds ---- */

static void try_round(NetHost *h)
{
    while (h->state == NET_PLAYING && net_match_round_complete(h->match)) {
        char err[ERROR_MAX];
        int first = session_move_count(net_match_session(h->match));
        int n = net_match_apply_round(h->match, err, sizeof err);
        if (n <= 0) {
            warn(h, NET_WARN_SAVE, err);
            return;
        }
        h->dirty = true;
        send_record(h, NULL, first);
        NetEvent ev;
        memset(&ev, 0, sizeof ev);
        ev.kind = NET_EV_APPLIED;
        ev.first = first;
        ev.count = n;
        net_events_push(&h->events, &ev);
        if (game_over(net_match_game(h->match))) {
            h->state = NET_OVER;
            h->over_at = net_sys_now();
            NetMsg m;
            state_message(h, &m);
            send_all(h, &m);
            event(h, NET_EV_OVER, -1);
        } else {
            round_begun(h);
        }
    }
}

static void queue_changed(NetHost *h, int seat)
{
    NetMsg m;
    queue_message(h, seat, &m);
    send_all(h, &m);
    h->dirty = true;
    event(h, NET_EV_QUEUE, seat);
    try_round(h);
}

/* ---- Clients ---- */

static Client *client_of(NetHost *h, ENetPeer *peer)
{
    size_t i = (size_t)(peer - h->enet->peers);
    return i < PEERS ? &h->clients[i] : NULL;
}

static void seat_lost(NetHost *h, int seat)
{
    HostSeat *hs = &h->seats[seat];
    hs->client = NULL;
    if (hs->state == NET_SEAT_HERE) {
        hs->state = NET_SEAT_AWAY;
        hs->away_since = net_sys_now();
    }
    h->dirty = true;
    tell_seats(h, seat);
    tell_clock(h);
    event(h, NET_EV_LEFT, seat);
}

static void drop_client(NetHost *h, Client *c)
{
    if (!c->used)
        return;
    if (c->seat >= 0 && h->seats[c->seat].client == c)
        seat_lost(h, c->seat);
    memset(c, 0, sizeof *c);
}

/* The seat a HELLO takes, or a refusal. */
static int choose_seat(NetHost *h, const NetMsg *m, const char *name, NetRefusal *why)
{
    int players = net_match_players(h->match);
    *why = NET_REFUSE_NONE;
    if (m->hello.token) {
        for (int i = 0; i < players; i++)
            if (h->seats[i].kind == NET_SEAT_REMOTE && h->seats[i].token == m->hello.token)
                return i;
    }
    if (m->hello.seat >= 0) {
        int i = m->hello.seat;
        if (i >= players || h->seats[i].kind != NET_SEAT_REMOTE) {
            *why = NET_REFUSE_SEAT;
            return -1;
        }
        if (h->seats[i].state == NET_SEAT_OPEN)
            return i;
        /* a player back without its token (another computer): by its name */
        if (h->seats[i].state != NET_SEAT_HERE && strcmp(session_seat(net_match_session(h->match), i)->name, name) == 0)
            return i;
        *why = NET_REFUSE_TAKEN;
        return -1;
    }
    for (int i = 0; i < players; i++)
        if (h->seats[i].kind == NET_SEAT_REMOTE && h->seats[i].state == NET_SEAT_OPEN)
            return i;
    for (int i = 0; i < players; i++)
        if (h->seats[i].kind == NET_SEAT_REMOTE && h->seats[i].state != NET_SEAT_HERE &&
            strcmp(session_seat(net_match_session(h->match), i)->name, name) == 0)
            return i;
    *why = NET_REFUSE_FULL;
    return -1;
}

static void refuse_hello(NetHost *h, Client *c, NetRefusal code, int arg)
{
    refuse(h, c, 0, code, 0, arg, 0);
    c->close_after_send = true;
    c->close_code = code;
}

static void welcome(NetHost *h, Client *c, const NetMsg *hello, const char *name)
{
    NetRefusal why;
    int seat = choose_seat(h, hello, name, &why);
    if (seat < 0) {
        refuse_hello(h, c, why, 0);
        return;
    }
    HostSeat *hs = &h->seats[seat];
    if (hs->client && hs->client != c) {
        /* the seat's old connection is stale: its player is here again */
        Client *old = hs->client;
        hs->client = NULL;
        old->seat = -1;
        enet_peer_disconnect_later(old->peer, NET_REFUSE_TAKEN);
    }
    bool first = hs->state == NET_SEAT_OPEN;
    if (!hs->token && !net_sys_random64(&hs->token)) {
        refuse_hello(h, c, NET_REFUSE_GONE, 0);
        return;
    }
    if (first) {
        Seat s;
        session_seat_init(&s, seat, SEAT_HUMAN, NULL, name);
        char err[200];
        session_set_seat(net_match_session_seats(h->match), seat, &s, err, sizeof err);
    }
    hs->state = NET_SEAT_HERE;
    hs->client = c;
    c->seat = seat;
    h->dirty = true;

    NetMsg m;
    memset(&m, 0, sizeof m);
    m.type = NET_MSG_WELCOME;
    m.welcome.version = NET_PROTOCOL_VERSION;
    m.welcome.match = h->id;
    m.welcome.seat = seat;
    m.welcome.token = hs->token;
    m.welcome.state = h->state;
    m.welcome.settings = *session_settings(net_match_session(h->match));
    m.welcome.moves = (uint32_t)session_move_count(net_match_session(h->match));
    send_to(h, c, &m);
    /* the chat so far, between WELCOME and STATE (a client keeps these
     * lines without showing them as news: docs/formats.md §18) */
    for (int i = 0; i < h->chat_count; i++) {
        const int k = (h->chat_first + i) % NET_CHAT_KEPT;
        NetMsg said;
        memset(&said, 0, sizeof said);
        said.type = NET_MSG_SAID;
        said.said.seat = h->chat[k].seat;
        memcpy(said.said.text, h->chat[k].text, sizeof said.said.text);
        send_to(h, c, &said);
    }
    tell_seats(h, seat);
    /* the record after what the client holds, if it holds the host's */
    int have = (int)hello->hello.have, from = 0, n = session_move_count(net_match_session(h->match));
    if (have > 0 && have <= n) {
        Game *g = malloc(sizeof *g);
        char err[ERROR_MAX];
        if (g && session_game_at(net_match_session(h->match), have, g, err, sizeof err) &&
            game_state_hash(g) == hello->hello.have_hash)
            from = have;
        free(g);
    }
    send_record(h, c, from);
    for (int i = 0; i < net_match_players(h->match); i++) {
        queue_message(h, i, &m);
        send_to(h, c, &m);
    }
    handed_message(h, &m);
    if (m.handed.count > 0)
        send_to(h, c, &m);
    state_message(h, &m);
    send_to(h, c, &m);
    tell_clock(h); /* the client's, and the seat is no longer away */
    /* no line in the chat: every computer words "is back" in its own
     * language from the seat's state (SEATS) */
    event(h, NET_EV_JOINED, seat);
}

static void on_hello(NetHost *h, Client *c, const NetMsg *m)
{
    if (m->hello.version != NET_PROTOCOL_VERSION) {
        refuse_hello(h, c, NET_REFUSE_VERSION, NET_PROTOCOL_VERSION);
        return;
    }
    if (m->hello.secret != h->secret) {
        refuse_hello(h, c, NET_REFUSE_SECRET, 0);
        warn(h, NET_WARN_PEER, "a client with the wrong secret was refused");
        return;
    }
    char name[SEAT_NAME_MAX];
    session_name_clean(name, sizeof name, m->hello.name);
    welcome(h, c, m, name);
}

static bool playing_check(NetHost *h, Client *c, uint32_t request, int seat, uint32_t round)
{
    if (seat != c->seat) {
        refuse(h, c, request, NET_REFUSE_SEAT, 0, seat, c->seat);
        return false;
    }
    if (h->state != NET_PLAYING) {
        refuse(h, c, request, h->state == NET_OVER ? NET_REFUSE_OVER : NET_REFUSE_NOT_STARTED, 0, 0, 0);
        return false;
    }
    if (round != net_match_round(h->match)) {
        refuse(h, c, request, NET_REFUSE_ROUND, 0, (int)(net_match_round(h->match) & 0x7fff), 0);
        return false;
    }
    if (h->timed[seat]) { /* everybody was told a computer draws it: a late move is not taken */
        refuse(h, c, request, NET_REFUSE_TIMED, 0, 0, 0);
        return false;
    }
    return true;
}

static void on_move(NetHost *h, Client *c, const NetMsg *m)
{
    if (!playing_check(h, c, m->move.request, m->move.seat, m->move.round))
        return;
    Move mv;
    char err[ERROR_MAX];
    if (!move_parse(m->move.text, &mv, err, sizeof err)) {
        refuse(h, c, m->move.request, NET_REFUSE_MALFORMED, 0, 0, 0);
        return;
    }
    NetRefusal code;
    Refusal why;
    if (!net_match_submit(h->match, c->seat, &mv, &code, &why)) {
        refuse(h, c, m->move.request, code, why.code, why.arg[0], why.arg[1]);
        return;
    }
    queue_changed(h, c->seat);
}

static void on_undo(NetHost *h, Client *c, const NetMsg *m)
{
    if (!playing_check(h, c, m->undo.request, m->undo.seat, m->undo.round))
        return;
    NetRefusal code;
    if (!net_match_take_back(h->match, c->seat, &code)) {
        refuse(h, c, m->undo.request, code, 0, 0, 0);
        return;
    }
    queue_changed(h, c->seat);
}

static void said(NetHost *h, int seat, const char *text)
{
    NetMsg m;
    memset(&m, 0, sizeof m);
    m.type = NET_MSG_SAID;
    m.said.seat = seat;
    session_name_clean(m.said.text, sizeof m.said.text, text);
    if (!m.said.text[0])
        return;
    send_all(h, &m);
    int kept = (h->chat_first + h->chat_count) % NET_CHAT_KEPT;
    h->chat[kept].seat = seat;
    memcpy(h->chat[kept].text, m.said.text, sizeof h->chat[kept].text);
    if (h->chat_count < NET_CHAT_KEPT)
        h->chat_count++;
    else
        h->chat_first = (h->chat_first + 1) % NET_CHAT_KEPT;
    NetEvent ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = NET_EV_CHAT;
    ev.seat = seat;
    snprintf(ev.text, sizeof ev.text, "%s", m.said.text);
    net_events_push(&h->events, &ev);
}

/* Rate limit: a bucket of `burst` messages refilled at `rate` a second. */
static bool take_token(NetHost *h, Client *c)
{
    int rate = h->cfg.rate > 0 ? h->cfg.rate : 30, burst = h->cfg.burst > 0 ? h->cfg.burst : 90;
    uint32_t now = net_sys_now(), dt = now - c->refill_at;
    c->refill_at = now;
    long t = (long)c->tokens + (long)(dt > 60000 ? 60000 : dt) * rate;
    c->tokens = t > burst * 1000L ? burst * 1000 : (int)t;
    if (c->tokens >= 1000) {
        c->tokens -= 1000;
        c->dropped = 0;
        return true;
    }
    c->dropped++;
    h->stats.dropped++;
    if (net_sys_since(c->told_at) >= 1000) {
        c->told_at = now;
        refuse(h, c, 0, NET_REFUSE_RATE, 0, (int)(c->dropped > 32767 ? 32767 : c->dropped), 0);
    }
    if (c->dropped >= RATE_DROP_LIMIT) {
        warn(h, NET_WARN_PEER, "a client sent far too many messages and was cut off");
        refuse_hello(h, c, NET_REFUSE_RATE, 0);
    }
    return false;
}

/* Chat: 5 at once, one a second: what everybody is sent must not flood them. */
static bool take_chat_token(Client *c)
{
    uint32_t now = net_sys_now(), dt = now - c->chat_at;
    c->chat_at = now;
    long t = (long)c->chat_tokens + (long)(dt > 10000 ? 10000 : dt);
    c->chat_tokens = t > 5000 ? 5000 : (int)t;
    if (c->chat_tokens < 1000)
        return false;
    c->chat_tokens -= 1000;
    return true;
}

static void on_packet(NetHost *h, Client *c, const ENetPacket *p)
{
    h->stats.packets_received++;
    if (c->close_after_send)
        return; /* on its way out */
    if (!take_token(h, c))
        return;
    if (p->dataLength > NET_CLIENT_MSG_MAX) {
        refuse(h, c, 0, NET_REFUSE_TOO_LONG, 0, 0, 0);
        return;
    }
    NetMsg m;
    if (net_msg_decode(p->data, p->dataLength, &m) != NET_DECODE_OK || m.type >= 0x80 || m.type == NET_MSG_QUERY ||
        m.type == NET_MSG_ANSWER) {
        refuse(h, c, 0, NET_REFUSE_MALFORMED, 0, 0, 0);
        if (c->seat < 0)
            refuse_hello(h, c, NET_REFUSE_HELLO, 0);
        return;
    }
    if (c->seat < 0) {
        if (m.type != NET_MSG_HELLO)
            refuse_hello(h, c, NET_REFUSE_HELLO, 0);
        else
            on_hello(h, c, &m);
        return;
    }
    switch (m.type) {
    case NET_MSG_HELLO: refuse(h, c, 0, NET_REFUSE_HELLO, 0, 0, 0); break;
    case NET_MSG_MOVE: on_move(h, c, &m); break;
    case NET_MSG_UNDO: on_undo(h, c, &m); break;
    case NET_MSG_CHAT:
        if (take_chat_token(c))
            said(h, c->seat, m.chat.text);
        else
            refuse(h, c, 0, NET_REFUSE_RATE, 0, 1, 0);
        break;
    case NET_MSG_READY:
        h->seats[c->seat].ready = m.ready.ready;
        tell_seats(h, c->seat);
        break;
    case NET_MSG_SYNC:
        /* the record again is the biggest answer there is: not on every ask */
        if (c->synced_at && net_sys_since(c->synced_at) < 2000) {
            refuse(h, c, 0, NET_REFUSE_RATE, 0, 1, 0);
            break;
        }
        c->synced_at = net_sys_now();
        send_record(h, c, (int)m.sync.from);
        break;
    case NET_MSG_BYE:
        if (m.bye.reason == 1) {
            c->has_end = true;
        } else { /* leaving: its seat is away now, not when ENet gives up on it (5 to 30 s later) */
            ENetPeer *peer = c->peer;
            drop_client(h, c);
            enet_peer_disconnect(peer, 0);
        }
        break;
    default: refuse(h, c, 0, NET_REFUSE_MALFORMED, 0, 0, 0); break;
    }
}

static void on_enet(NetHost *h, ENetEvent *ev)
{
    Client *c = ev->peer ? client_of(h, ev->peer) : NULL;
    switch (ev->type) {
    case ENET_EVENT_TYPE_CONNECT:
        if (!c)
            break;
        memset(c, 0, sizeof *c);
        c->used = true;
        c->peer = ev->peer;
        c->seat = -1;
        c->since = c->refill_at = net_sys_now();
        c->tokens = (h->cfg.burst > 0 ? h->cfg.burst : 90) * 1000;
        c->chat_tokens = 5000;
        c->chat_at = c->since;
        break;
    case ENET_EVENT_TYPE_RECEIVE:
        h->stats.bytes_received += ev->packet->dataLength;
        if (c && c->used)
            on_packet(h, c, ev->packet);
        enet_packet_destroy(ev->packet);
        break;
    case ENET_EVENT_TYPE_DISCONNECT:
        if (c)
            drop_client(h, c);
        break;
    case ENET_EVENT_TYPE_NONE:
        break;
    }
}

/* ---- LAN discovery ---- */

static bool answer_query(NetHost *h, ENetSocket s, const ENetAddress *from, const uint8_t *data, size_t len)
{
    NetMsg q;
    if (len < NET_DISCOVERY_MAGIC_LEN || memcmp(data, NET_DISCOVERY_MAGIC, NET_DISCOVERY_MAGIC_LEN) != 0)
        return false;
    if (!h->cfg.lan || net_msg_decode(data, len, &q) != NET_DECODE_OK || q.type != NET_MSG_QUERY)
        return true; /* ours, but nothing to answer */
    uint32_t now = net_sys_now();
    if (now - h->lan_window >= 1000) {
        h->lan_window = now;
        h->lan_answers = 0;
    }
    if (++h->lan_answers > LAN_ANSWERS_PER_SECOND)
        return true;
    NetMsg a;
    memset(&a, 0, sizeof a);
    a.type = NET_MSG_ANSWER;
    a.answer.version = NET_PROTOCOL_VERSION;
    a.answer.nonce = q.query.nonce;
    a.answer.port = h->invite.port;
    a.answer.match = h->id;
    /* a private address, or this computer's own (a second copy here) */
    uint32_t asker = net_sys_ipv4_of(from);
    a.answer.secret = net_ipv4_private(asker) || asker == net_sys_local_ipv4() ? h->secret : 0;
    a.answer.state = h->state;
    a.answer.kind = session_settings(net_match_session(h->match))->kind;
    a.answer.players = net_match_players(h->match);
    for (int i = 0; i < a.answer.players; i++)
        a.answer.open += h->seats[i].kind == NET_SEAT_REMOTE && h->seats[i].state == NET_SEAT_OPEN;
    session_name_clean(a.answer.host, sizeof a.answer.host, h->cfg.host_name[0] ? h->cfg.host_name : "Cartographers");
    uint8_t buf[256];
    size_t n = net_msg_encode(&a, buf, sizeof buf);
    if (n > 0) {
        ENetBuffer b = {.data = buf, .dataLength = n};
        enet_socket_send(s, from, &b, 1);
        h->stats.bytes_sent += n;
    }
    return true;
}

static int ENET_CALLBACK intercept(ENetHost *enet, ENetEvent *ev)
{
    (void)ev;
    NetHost *h = registered(enet);
    if (!h)
        return 0;
    return answer_query(h, enet->socket, &enet->receivedAddress, enet->receivedData, enet->receivedDataLength) ? 1
                                                                                                               : 0;
}

static void lan_poll(NetHost *h)
{
    if (h->lan == ENET_SOCKET_NULL)
        return;
    for (int i = 0; i < 64; i++) {
        uint8_t buf[512];
        ENetBuffer b = {.data = buf, .dataLength = sizeof buf};
        ENetAddress from;
        int n = enet_socket_receive(h->lan, &from, &b, 1);
        if (n <= 0)
            break;
        answer_query(h, h->lan, &from, buf, (size_t)n);
    }
}

static void lan_open(NetHost *h)
{
    h->lan = ENET_SOCKET_NULL;
    if (!h->cfg.lan)
        return;
    ENetSocket s = enet_socket_create(ENET_SOCKET_TYPE_DATAGRAM);
    if (s == ENET_SOCKET_NULL)
        return;
    enet_socket_set_option(s, ENET_SOCKOPT_REUSEADDR, 1);
    enet_socket_set_option(s, ENET_SOCKOPT_BROADCAST, 1);
    enet_socket_set_option(s, ENET_SOCKOPT_NONBLOCK, 1);
    ENetAddress a;
    net_sys_address(&a, 0, h->cfg.discovery_port ? h->cfg.discovery_port : NET_DISCOVERY_PORT);
    if (enet_socket_bind(s, &a) != 0) {
        enet_socket_destroy(s);
        warn(h, NET_WARN_LAN, "LAN discovery is off: its port is in use");
        return;
    }
    h->lan = s;
}

/* ---- Opening and closing ---- */

static bool open_port(NetHost *h, char *err, size_t errsize)
{
    if (!net_sys_start(err, errsize))
        return false;
    ENetAddress a;
    net_sys_address(&a, 0, h->cfg.port);
    h->enet = enet_host_create(&a, PEERS, 2, 0, 0);
    if (!h->enet) {
        net_sys_stop();
        snprintf(err, errsize, "cannot listen on UDP port %u (in use, or not allowed)", (unsigned)h->cfg.port);
        return false;
    }
    if (!register_host(h, h->enet)) {
        enet_host_destroy(h->enet);
        h->enet = NULL;
        net_sys_stop();
        snprintf(err, errsize, "too many hosts in one program");
        return false;
    }
    h->enet->maximumPacketSize = 4096;
    h->enet->maximumWaitingData = 256 * 1024;
    h->enet->intercept = intercept;
    ENetAddress bound;
    uint16_t port = h->cfg.port;
    if (enet_socket_get_address(h->enet->socket, &bound) == 0)
        port = bound.port;
    h->invite.ipv4 = h->cfg.advertise_ipv4 ? h->cfg.advertise_ipv4 : net_sys_local_ipv4();
    h->invite.port = h->cfg.advertise_port ? h->cfg.advertise_port : port;
    h->invite.secret = h->secret;
    net_code_format(&h->invite, h->code, sizeof h->code);
    lan_open(h);
    return true;
}

static NetHost *host_alloc(const NetHostConfig *cfg)
{
    NetHost *h = calloc(1, sizeof *h);
    if (!h)
        return NULL;
    h->cfg = *cfg;
    h->lan = ENET_SOCKET_NULL;
    return h;
}

static void host_free(NetHost *h)
{
    if (!h)
        return;
    if (h->lan != ENET_SOCKET_NULL)
        enet_socket_destroy(h->lan);
    if (h->enet) {
        unregister_host(h->enet);
        enet_host_destroy(h->enet);
        net_sys_stop();
    }
    net_outbox_free(&h->out);
    net_match_free(h->match);
    free(h);
}

NetHost *net_host_new(const NetHostConfig *cfg, char *err, size_t errsize)
{
    NetHost *h = host_alloc(cfg);
    if (!h) {
        snprintf(err, errsize, "out of memory");
        return NULL;
    }
    int players = cfg->settings.players;
    Seat seats[MAX_PLAYERS];
    for (int i = 0; i < players; i++) {
        HostSeat *hs = &h->seats[i];
        hs->kind = cfg->kinds[i];
        hs->state = hs->kind == NET_SEAT_REMOTE ? NET_SEAT_OPEN : NET_SEAT_HERE;
        if (hs->kind == NET_SEAT_COMPUTER)
            snprintf(hs->level, sizeof hs->level, "%s", cfg->levels[i][0] ? cfg->levels[i] : "medium");
        session_seat_init(&seats[i], i, hs->kind == NET_SEAT_COMPUTER ? SEAT_COMPUTER : SEAT_HUMAN, hs->level,
                          cfg->names[i]);
    }
    uint64_t secret;
    if (!net_sys_random64(&h->id) || !net_sys_random64(&secret)) {
        snprintf(err, errsize, "the system gives no random numbers for the invite's secret");
        host_free(h);
        return NULL;
    }
    h->secret = (secret & NET_SECRET_MASK) ? secret & NET_SECRET_MASK : 1;
    h->match = net_match_new(&cfg->settings, seats, err, errsize);
    if (!h->match || !open_port(h, err, errsize)) {
        host_free(h);
        return NULL;
    }
    h->state = NET_LOBBY;
    h->dirty = true;
    commit(h);
    return h;
}

NetHost *net_host_resume(const NetHostConfig *cfg, bool *missing, char *err, size_t errsize)
{
    NetStored st;
    Session *s;
    *missing = false;
    if (!net_store_read(cfg->match_path, &st, &s, missing, err, errsize))
        return NULL;
    if (!st.host) {
        session_free(s);
        snprintf(err, errsize, "%s is a client's copy of a match, not a host's", cfg->match_path);
        return NULL;
    }
    NetHost *h = host_alloc(cfg);
    if (h)
        h->match = net_match_adopt(s);
    if (!h || !h->match) {
        session_free(s); /* not adopted */
        free(h);
        snprintf(err, errsize, "out of memory");
        return NULL;
    }
    h->id = st.match;
    h->secret = st.secret;
    h->state = st.state;
    h->cfg.card_seconds = st.card_seconds;
    h->round_at = net_sys_now(); /* the round's time begins again */
    int players = net_match_players(h->match);
    for (int i = 0; i < players; i++) {
        HostSeat *hs = &h->seats[i];
        hs->kind = st.seats[i].kind;
        hs->token = st.seats[i].token;
        snprintf(hs->level, sizeof hs->level, "%s", st.seats[i].level);
        hs->state = st.seats[i].state;
        if (hs->kind == NET_SEAT_REMOTE && hs->state == NET_SEAT_HERE) {
            hs->state = NET_SEAT_AWAY; /* until its player reconnects */
            hs->away_since = net_sys_now();
        }
        if (hs->state == NET_SEAT_AWAY)
            hs->away_since = net_sys_now();
        /* the round's moves made before the host stopped */
        for (int k = 0; k < st.nqueue[i]; k++) {
            NetRefusal code;
            Refusal why;
            if (!net_match_submit(h->match, i, &st.queue[i][k], &code, &why))
                break; /* the seat decides again */
        }
    }
    /* The port it listened on before: the invite code its players hold
     * names it, and they look for the host there. Taken meanwhile, any
     * port when the caller allows one (cfg->port 0; the players then need
     * the new code). */
    bool opened = false;
    if (st.port) {
        h->cfg.port = st.port;
        opened = open_port(h, err, errsize);
        if (!opened)
            h->cfg.port = cfg->port;
    }
    if (!opened && (!st.port || cfg->port == 0))
        opened = open_port(h, err, errsize);
    if (!opened) {
        host_free(h);
        return NULL;
    }
    if (h->state == NET_OVER)
        h->over_at = net_sys_now();
    try_round(h);
    return h;
}

void net_host_close(NetHost *h)
{
    if (!h)
        return;
    if (h->enet) {
        commit(h);
        int connected = 0;
        for (int i = 0; i < PEERS; i++) {
            if (h->clients[i].used) {
                enet_peer_disconnect_later(h->clients[i].peer, NET_REFUSE_GONE);
                connected++;
            }
        }
        uint32_t start = net_sys_now();
        while (connected > 0 && net_sys_since(start) < 1000) {
            ENetEvent ev;
            int r = enet_host_service(h->enet, &ev, 20);
            if (r > 0 && ev.type == ENET_EVENT_TYPE_DISCONNECT)
                connected--;
            else if (r > 0 && ev.type == ENET_EVENT_TYPE_RECEIVE)
                enet_packet_destroy(ev.packet);
        }
    }
    host_free(h);
}

/* ---- Time ---- */

static void timers(NetHost *h)
{
    for (int i = 0; i < PEERS; i++) {
        Client *c = &h->clients[i];
        if (c->used && c->seat < 0 && !c->close_after_send && net_sys_since(c->since) > HELLO_WAIT_MS)
            refuse_hello(h, c, NET_REFUSE_HELLO, 0);
    }
    if (h->state != NET_PLAYING)
        return;
    for (int i = 0; h->cfg.card_seconds > 0 && i < net_match_players(h->match); i++) {
        if (h->seats[i].kind != NET_SEAT_COMPUTER && h->seats[i].state != NET_SEAT_HANDED && !h->timed[i] &&
            net_match_turn(h->match, i) == NET_TURN_DECIDING && left_ms(h->round_at, h->cfg.card_seconds) == 0) {
            h->timed[i] = true;
            NetMsg m;
            memset(&m, 0, sizeof m);
            m.type = NET_MSG_TIMED;
            m.timed.round = net_match_round(h->match);
            m.timed.seat = i;
            send_all(h, &m);
            event(h, NET_EV_TIMED, i);
        }
    }
    if (h->cfg.away_seconds <= 0)
        return;
    for (int i = 0; i < net_match_players(h->match); i++) {
        HostSeat *hs = &h->seats[i];
        if (hs->kind == NET_SEAT_REMOTE && hs->state == NET_SEAT_AWAY &&
            net_sys_since(hs->away_since) >= (uint32_t)h->cfg.away_seconds * 1000u)
            net_host_hand(h, i, h->cfg.away_level);
    }
}

int net_host_poll(NetHost *h, int timeout_ms)
{
    uint32_t start = net_sys_now();
    for (;;) {
        int left = timeout_ms - (int)net_sys_since(start);
        if (left < 0)
            left = 0;
        ENetEvent ev;
        int handled = 0;
        int r = enet_host_service(h->enet, &ev, (enet_uint32)(left < SLICE_MS ? left : SLICE_MS));
        while (r > 0 && handled < EVENTS_PER_POLL) {
            on_enet(h, &ev);
            handled++;
            r = enet_host_service(h->enet, &ev, 0);
        }
        if (r > 0)
            on_enet(h, &ev);
        lan_poll(h);
        timers(h);
        commit(h);
        h->stats.bytes_sent = h->enet->totalSentData;
        h->stats.packets_sent = h->enet->totalSentPackets;
        if (h->events.len > 0 || net_sys_since(start) >= (uint32_t)timeout_ms)
            break;
    }
    return h->events.len;
}

bool net_host_event(NetHost *h, NetEvent *out) { return net_events_pop(&h->events, out); }

uint64_t net_host_socket(const NetHost *h) { return (uint64_t)h->enet->socket; }

int net_host_wait_ms(const NetHost *h)
{
    (void)h;
    return SLICE_MS;
}

/* ---- The owner's side ---- */

const char *net_host_code(const NetHost *h) { return h->code; }
const NetInvite *net_host_invite(const NetHost *h) { return &h->invite; }
uint16_t net_host_port(const NetHost *h)
{
    ENetAddress a;
    return enet_socket_get_address(h->enet->socket, &a) == 0 ? a.port : h->cfg.port;
}
uint64_t net_host_match_id(const NetHost *h) { return h->id; }

void net_host_advertise(NetHost *h, uint32_t ipv4, uint16_t port)
{
    if (ipv4)
        h->invite.ipv4 = ipv4;
    if (port)
        h->invite.port = port;
    net_code_format(&h->invite, h->code, sizeof h->code);
}
NetMatchState net_host_state(const NetHost *h) { return h->state; }
const NetMatch *net_host_match(const NetHost *h) { return h->match; }

void net_host_seat(const NetHost *h, int seat, NetSeatInfo *out)
{
    memset(out, 0, sizeof *out);
    const Seat *s = session_seat(net_match_session(h->match), seat);
    if (!s)
        return;
    const HostSeat *hs = &h->seats[seat];
    out->kind = hs->kind;
    out->state = hs->state;
    out->ready = hs->ready || hs->kind != NET_SEAT_REMOTE;
    snprintf(out->name, sizeof out->name, "%s", s->name);
    snprintf(out->level, sizeof out->level, "%s", hs->level);
}

bool net_host_all_here(const NetHost *h)
{
    for (int i = 0; i < net_match_players(h->match); i++)
        if (h->seats[i].kind == NET_SEAT_REMOTE && h->seats[i].state != NET_SEAT_HERE)
            return false;
    return true;
}

bool net_host_start(NetHost *h, char *err, size_t errsize)
{
    if (h->state != NET_LOBBY) {
        snprintf(err, errsize, "the game has begun already");
        return false;
    }
    for (int i = 0; i < net_match_players(h->match); i++) {
        if (h->seats[i].kind == NET_SEAT_REMOTE && h->seats[i].state == NET_SEAT_OPEN) {
            snprintf(err, errsize, "seat %d is not taken yet", i + 1);
            return false;
        }
    }
    h->state = NET_PLAYING;
    h->dirty = true;
    NetMsg m;
    state_message(h, &m);
    send_all(h, &m);
    event(h, NET_EV_STARTED, -1);
    round_begun(h);
    commit(h);
    return true;
}

bool net_host_computer_turn(const NetHost *h, int seat, const char **level)
{
    if (seat < 0 || seat >= net_match_players(h->match) || h->state != NET_PLAYING)
        return false;
    const HostSeat *hs = &h->seats[seat];
    bool computer = hs->kind == NET_SEAT_COMPUTER || hs->state == NET_SEAT_HANDED || h->timed[seat];
    if (!computer || net_match_turn(h->match, seat) != NET_TURN_DECIDING)
        return false;
    if (level)
        *level = hs->kind == NET_SEAT_COMPUTER || hs->state == NET_SEAT_HANDED ? hs->level : h->cfg.away_level;
    return true;
}

/* Whether the owner plays the seat (and not a client). */
static bool owners_seat(const NetHost *h, int seat)
{
    if (seat < 0 || seat >= net_match_players(h->match))
        return false;
    const HostSeat *hs = &h->seats[seat];
    return hs->kind != NET_SEAT_REMOTE || hs->state == NET_SEAT_HANDED || h->timed[seat];
}

bool net_host_play(NetHost *h, int seat, const Move *m, NetRefusal *code, Refusal *why)
{
    why->code = REFUSE_NONE;
    if (!owners_seat(h, seat)) {
        *code = NET_REFUSE_SEAT;
        return false;
    }
    if (h->state != NET_PLAYING) {
        *code = h->state == NET_OVER ? NET_REFUSE_OVER : NET_REFUSE_NOT_STARTED;
        return false;
    }
    if (!net_match_submit(h->match, seat, m, code, why))
        return false;
    queue_changed(h, seat);
    commit(h);
    return true;
}

bool net_host_undo(NetHost *h, int seat, NetRefusal *code)
{
    if (!owners_seat(h, seat)) {
        *code = NET_REFUSE_SEAT;
        return false;
    }
    if (!net_match_take_back(h->match, seat, code))
        return false;
    queue_changed(h, seat);
    commit(h);
    return true;
}

bool net_host_hand(NetHost *h, int seat, const char *level)
{
    if (seat < 0 || seat >= net_match_players(h->match) || h->seats[seat].kind != NET_SEAT_REMOTE ||
        h->seats[seat].state == NET_SEAT_HERE || h->seats[seat].state == NET_SEAT_HANDED || !level || !level[0])
        return false;
    HostSeat *hs = &h->seats[seat];
    hs->state = NET_SEAT_HANDED;
    snprintf(hs->level, sizeof hs->level, "%s", level);
    /* the record says so (its saves and Past games), on every computer */
    Session *s = net_match_session_seats(h->match);
    char why[SESSION_MESSAGE_MAX];
    if (!session_note_handed(s, seat, session_move_count(s), level, why, sizeof why))
        warn(h, NET_WARN_SAVE, why);
    h->dirty = true;
    tell_seats(h, seat);
    NetMsg hm;
    handed_message(h, &hm);
    send_all(h, &hm);
    event_text(h, NET_EV_HANDED, seat, 0, level);
    tell_clock(h);
    /* (no chat line: each computer words the hand-over from SEATS and HANDED
     * in its own language, docs/formats.md §18) */
    commit(h);
    return true;
}

bool net_host_say(NetHost *h, const char *text)
{
    said(h, -1, text);
    return true;
}

bool net_host_done(const NetHost *h)
{
    if (h->state != NET_OVER)
        return false;
    if (net_sys_since(h->over_at) >= END_WAIT_MS)
        return true;
    for (int i = 0; i < PEERS; i++)
        if (h->clients[i].used && h->clients[i].seat >= 0 && !h->clients[i].has_end)
            return false;
    return true;
}

bool net_host_forget(NetHost *h, char *err, size_t errsize)
{
    return net_store_forget(h->cfg.match_path, err, errsize);
}

void net_host_stats(const NetHost *h, NetStats *out) { *out = h->stats; }
