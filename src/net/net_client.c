/* net_client.c: one seat of a network game from another computer
 * (net_client.h): connecting and reconnecting, the mirror of the host's
 * match kept in step and checked, the client's copy on the disk. */
#include "net_client.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "net_store.h"
#include "net_sys.h"

#define SLICE_MS 50
#define RETRY_MS 1000
#define ATTEMPT_MS 3000 /* a connection attempt not answered by then is given up and tried again */
/* Nothing at all from the host this long (it pings every half second):
 * it is gone, even if ENet would wait longer (up to 30 s) to say so. */
#define SILENCE_MS 8000

typedef enum Status { CONNECTING, JOINED, LOST, CLOSED } Status;

struct NetClient {
    NetClientConfig cfg;
    ENetHost *enet;
    ENetPeer *peer;
    Status status;
    bool connected; /* the ENet connection is up */
    uint32_t connected_at;
    uint32_t lost_at, tried_at;
    NetRefusal refused; /* why the host refused HELLO */
    uint64_t id, token;
    int seat;
    NetMatchState state;
    NetMatch *match;
    NetSeatInfo seats[MAX_PLAYERS];
    NetEvents events;
    uint32_t request;
    bool resyncing; /* asked for the record from the start */
    bool catching_up; /* between WELCOME and STATE: the chat so far is told again */
    uint32_t synced_at; /* when; asked again after a while (the host answers one ask every 2 s) */
    NetStats stats;
    SessionHanded handed[NET_HANDED_MAX]; /* the host's hand-overs (HANDED) */
    int nhanded;
    bool clock_heard;
    uint32_t clock_at; /* when the host's last CLOCK came, and what it said (seconds or NET_CLOCK_NONE) */
    int clock_card;
    int clock_away[MAX_PLAYERS];
};

static void event(NetClient *c, NetEventKind kind, int seat)
{
    NetEvent ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = kind;
    ev.seat = seat;
    ev.round = c->match ? net_match_round(c->match) : 0;
    net_events_push(&c->events, &ev);
}

static bool send_msg(NetClient *c, const NetMsg *m)
{
    if (!c->connected || !c->peer)
        return false;
    bool ok = net_sys_send(c->peer, m);
    enet_host_flush(c->enet);
    return ok;
}

static void keep(NetClient *c)
{
    if (!c->cfg.state_path[0] || !c->match)
        return;
    NetStored st;
    memset(&st, 0, sizeof st);
    st.host = false;
    st.match = c->id;
    st.secret = c->cfg.secret;
    st.ipv4 = c->cfg.ipv4;
    st.port = c->cfg.port;
    st.seat = c->seat;
    st.token = c->token;
    st.state = c->state;
    char err[SESSION_MESSAGE_MAX];
    if (!net_store_write(c->cfg.state_path, &st, net_match_session(c->match), err, sizeof err)) {
        NetEvent ev;
        memset(&ev, 0, sizeof ev);
        ev.kind = NET_EV_WARNING;
        ev.code = NET_WARN_SAVE;
        snprintf(ev.text, sizeof ev.text, "%.200s", err);
        net_events_push(&c->events, &ev);
    }
}

static void say_hello(NetClient *c)
{
    NetMsg m;
    memset(&m, 0, sizeof m);
    m.type = NET_MSG_HELLO;
    m.hello.version = NET_PROTOCOL_VERSION;
    m.hello.secret = c->cfg.secret;
    m.hello.token = c->token;
    m.hello.seat = c->token ? c->seat : c->cfg.seat;
    session_name_clean(m.hello.name, sizeof m.hello.name, c->cfg.name);
    if (c->match && !c->resyncing) {
        m.hello.have = (uint32_t)session_move_count(net_match_session(c->match));
        m.hello.have_hash = game_state_hash(net_match_game(c->match));
    }
    snprintf(m.hello.client, sizeof m.hello.client, "%s", c->cfg.program[0] ? c->cfg.program : "cartographers");
    send_msg(c, &m);
}

static bool connect_now(NetClient *c)
{
    ENetAddress a;
    net_sys_address(&a, c->cfg.ipv4, c->cfg.port);
    c->tried_at = net_sys_now();
    c->peer = enet_host_connect(c->enet, &a, 2, 0);
    c->connected = false;
    return c->peer != NULL;
}

/* ---- The match ---- */

static bool same_settings(const GameSettings *a, const GameSettings *b)
{
    return a->kind == b->kind && a->side == b->side && a->players == b->players && a->seed == b->seed &&
           memcmp(a->decree_cards, b->decree_cards, sizeof a->decree_cards) == 0 && a->explore_set == b->explore_set &&
           a->season_set == b->season_set && a->heroes == b->heroes && a->ambush_mask == b->ambush_mask &&
           a->solo_ambush_rule == b->solo_ambush_rule;
}

/* A fresh mirror of the host's game (no moves); `settings` may be the old
 * mirror's own. */
static bool new_match(NetClient *c, const GameSettings *settings)
{
    char err[ERROR_MAX];
    GameSettings copy = *settings;
    const GameSettings *s = &copy;
    NetMatch *m = net_match_new(s, NULL, err, sizeof err);
    if (!m)
        return false;
    net_match_free(c->match);
    c->match = m;
    for (int i = 0; i < s->players; i++) {
        Seat seat;
        session_seat_init(&seat, i, c->seats[i].kind == NET_SEAT_COMPUTER ? SEAT_COMPUTER : SEAT_HUMAN,
                          c->seats[i].level[0] ? c->seats[i].level : "computer", c->seats[i].name);
        session_set_seat(net_match_session_seats(m), i, &seat, err, sizeof err);
    }
    return true;
}

/* The record's hand-overs are the host's, those up to the moves the mirror
 * holds (the rest when the moves come). */
static void note_handed(NetClient *c)
{
    if (!c->match)
        return;
    Session *s = net_match_session_seats(c->match);
    session_clear_handed(s);
    char why[SESSION_MESSAGE_MAX];
    for (int i = 0; i < c->nhanded; i++)
        if (c->handed[i].at <= session_move_count(s))
            session_note_handed(s, c->handed[i].seat, c->handed[i].at, c->handed[i].level, why, sizeof why);
}

static void on_handed(NetClient *c, const NetMsg *m)
{
    if (!c->match)
        return;
    int known = c->nhanded;
    c->nhanded = 0;
    for (int i = 0; i < m->handed.count; i++)
        if (m->handed.handed[i].seat < net_match_players(c->match))
            c->handed[c->nhanded++] = m->handed.handed[i];
    note_handed(c);
    keep(c);
    /* a hand-over made while this client plays is news (HANDED, worded here:
     * the host sends no chat line); those told on (re)joining are the past */
    for (int i = known; !c->catching_up && i < c->nhanded; i++) {
        NetEvent ev;
        memset(&ev, 0, sizeof ev);
        ev.kind = NET_EV_HANDED;
        ev.seat = c->handed[i].seat;
        ev.round = net_match_round(c->match);
        snprintf(ev.text, sizeof ev.text, "%s", c->handed[i].level);
        net_events_push(&c->events, &ev);
    }
}

static void on_clock(NetClient *c, const NetMsg *m)
{
    c->clock_heard = true;
    c->clock_at = net_sys_now();
    c->clock_card = m->clock.card;
    for (int i = 0; i < MAX_PLAYERS; i++)
        c->clock_away[i] = i < m->clock.count ? m->clock.away[i] : NET_CLOCK_NONE;
    event(c, NET_EV_CLOCK, -1);
}

static void on_timed(NetClient *c, const NetMsg *m)
{
    if (!c->match || m->timed.seat >= net_match_players(c->match))
        return;
    NetEvent ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = NET_EV_TIMED;
    ev.seat = m->timed.seat;
    ev.round = m->timed.round;
    net_events_push(&c->events, &ev);
}

/* What is left of `s` seconds told at `at` (-1 for NET_CLOCK_NONE). */
static int clock_left(uint32_t at, int s)
{
    if (s == NET_CLOCK_NONE)
        return -1;
    uint32_t gone = net_sys_since(at), total = (uint32_t)s * 1000u;
    return gone >= total ? 0 : (int)(total - gone);
}

void net_client_clock(const NetClient *c, NetClock *out)
{
    bool playing = c->state == NET_PLAYING && c->clock_heard;
    out->card = playing ? clock_left(c->clock_at, c->clock_card) : -1;
    for (int i = 0; i < MAX_PLAYERS; i++)
        out->away[i] = playing ? clock_left(c->clock_at, c->clock_away[i]) : -1;
}

int net_client_lost_ms(const NetClient *c)
{
    if (c->status != LOST)
        return -1;
    uint32_t gone = net_sys_since(c->lost_at), total = (uint32_t)c->cfg.retry_seconds * 1000u;
    return gone >= total ? 0 : (int)(total - gone);
}

static void ask_sync(NetClient *c, uint32_t from)
{
    NetMsg m;
    memset(&m, 0, sizeof m);
    m.type = NET_MSG_SYNC;
    m.sync.from = from;
    send_msg(c, &m);
}

static void resync(NetClient *c, const char *why)
{
    NetEvent ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = NET_EV_RESYNCED;
    snprintf(ev.text, sizeof ev.text, "%s", why);
    net_events_push(&c->events, &ev);
    c->resyncing = true;
    c->synced_at = net_sys_now();
    ask_sync(c, 0);
}

static void on_welcome(NetClient *c, const NetMsg *m)
{
    bool same = c->match && c->id == m->welcome.match &&
                same_settings(session_settings(net_match_session(c->match)), &m->welcome.settings);
    if (!same && !new_match(c, &m->welcome.settings)) {
        c->status = CLOSED;
        return;
    }
    if (!same)
        c->nhanded = 0; /* another match's */
    c->id = m->welcome.match;
    c->token = m->welcome.token;
    c->seat = m->welcome.seat;
    c->state = m->welcome.state;
    c->status = JOINED;
    c->catching_up = true; /* the chat so far comes before the STATE */
    keep(c);
    event(c, NET_EV_WELCOME, c->seat);
}

static void on_seats(NetClient *c, const NetMsg *m)
{
    if (!c->match || m->seats.count != net_match_players(c->match))
        return;
    for (int i = 0; i < m->seats.count; i++) {
        c->seats[i] = m->seats.seat[i];
        Seat seat;
        char err[200];
        session_seat_init(&seat, i, c->seats[i].kind == NET_SEAT_COMPUTER ? SEAT_COMPUTER : SEAT_HUMAN,
                          c->seats[i].level[0] ? c->seats[i].level : "computer", c->seats[i].name);
        session_set_seat(net_match_session_seats(c->match), i, &seat, err, sizeof err);
    }
    event(c, NET_EV_SEATS, -1);
}

static void on_moves(NetClient *c, const NetMsg *m)
{
    if (!c->match)
        return;
    int have = session_move_count(net_match_session(c->match));
    if (m->moves.first == 0 && have > 0) {
        /* the record again from its start: ours is rebuilt */
        if (!new_match(c, session_settings(net_match_session(c->match))))
            return;
        have = 0;
    }
    if ((int)m->moves.first != have) {
        if ((int)m->moves.first > have)
            ask_sync(c, (uint32_t)have);
        return; /* moves we hold already (a SYNC's answer crossing a round) */
    }
    for (int i = 0; i < m->moves.count; i++) {
        Move mv;
        char err[ERROR_MAX];
        if (!move_parse(m->moves.text[i], &mv, err, sizeof err) ||
            game_decision(net_match_game(c->match))->actor != m->moves.actor[i] ||
            !net_match_append(c->match, &mv, err, sizeof err)) {
            resync(c, "a move from the host does not fit our game");
            return;
        }
    }
    if (game_state_hash(net_match_game(c->match)) != m->moves.hash) {
        resync(c, "our game differs from the host's");
        return;
    }
    c->resyncing = false;
    note_handed(c);
    keep(c);
    NetEvent ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = NET_EV_APPLIED;
    ev.first = (int)m->moves.first;
    ev.count = m->moves.count;
    ev.round = net_match_round(c->match);
    net_events_push(&c->events, &ev);
    if (!game_over(net_match_game(c->match)) && c->state == NET_PLAYING)
        event(c, NET_EV_ROUND, -1);
}

static void on_queue(NetClient *c, const NetMsg *m)
{
    if (!c->match || c->resyncing)
        return;
    Move q[NET_QUEUE_MAX];
    for (int i = 0; i < m->queue.count; i++) {
        char err[ERROR_MAX];
        if (!move_parse(m->queue.text[i], &q[i], err, sizeof err)) {
            resync(c, "a queued move from the host does not read");
            return;
        }
    }
    if (m->queue.round != net_match_round(c->match))
        return; /* a round we have not reached or have passed: the record will tell */
    if (!net_match_set_queue(c->match, m->queue.round, m->queue.seat, q, m->queue.count)) {
        resync(c, "a queued move from the host does not fit our game");
        return;
    }
    event(c, NET_EV_QUEUE, m->queue.seat);
}

static void on_state(NetClient *c, const NetMsg *m)
{
    NetMatchState was = c->state;
    c->state = m->state.state;
    c->catching_up = false;
    if (c->match && (uint32_t)session_move_count(net_match_session(c->match)) == m->state.moves &&
        game_state_hash(net_match_game(c->match)) != m->state.hash) {
        resync(c, "our game differs from the host's");
        return;
    }
    keep(c);
    if (was == NET_LOBBY && c->state == NET_PLAYING) {
        event(c, NET_EV_STARTED, -1);
        event(c, NET_EV_ROUND, -1);
    }
    if (c->state == NET_OVER && c->match && game_over(net_match_game(c->match)) && !c->resyncing) {
        NetMsg bye;
        memset(&bye, 0, sizeof bye);
        bye.type = NET_MSG_BYE;
        bye.bye.reason = 1;
        send_msg(c, &bye);
        event(c, NET_EV_OVER, -1);
    }
}

static void on_packet(NetClient *c, const ENetPacket *p)
{
    NetMsg m;
    c->stats.packets_received++;
    c->stats.bytes_received += p->dataLength;
    if (p->dataLength > NET_HOST_MSG_MAX || net_msg_decode(p->data, p->dataLength, &m) != NET_DECODE_OK ||
        m.type < 0x80)
        return; /* not from a host of ours */
    switch (m.type) {
    case NET_MSG_WELCOME: on_welcome(c, &m); break;
    case NET_MSG_SEATS: on_seats(c, &m); break;
    case NET_MSG_MOVES: on_moves(c, &m); break;
    case NET_MSG_QUEUE: on_queue(c, &m); break;
    case NET_MSG_STATE: on_state(c, &m); break;
    case NET_MSG_HANDED: on_handed(c, &m); break;
    case NET_MSG_CLOCK: on_clock(c, &m); break;
    case NET_MSG_TIMED: on_timed(c, &m); break;
    case NET_MSG_REFUSED: {
        if (c->status == CONNECTING)
            c->refused = m.refused.code;
        NetEvent ev;
        memset(&ev, 0, sizeof ev);
        ev.kind = NET_EV_REFUSED;
        ev.request = m.refused.request;
        ev.code = m.refused.code;
        ev.engine = m.refused.engine;
        ev.arg[0] = m.refused.arg[0];
        ev.arg[1] = m.refused.arg[1];
        net_events_push(&c->events, &ev);
        break;
    }
    case NET_MSG_SAID: {
        NetEvent ev;
        memset(&ev, 0, sizeof ev);
        ev.kind = NET_EV_CHAT;
        ev.seat = m.said.seat;
        ev.code = c->catching_up; /* a line said before this player (re)joined */
        session_name_clean(ev.text, sizeof ev.text, m.said.text);
        net_events_push(&c->events, &ev);
        break;
    }
    default: break;
    }
}

static void closed(NetClient *c, NetRefusal why)
{
    c->status = CLOSED;
    NetEvent ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = NET_EV_CLOSED;
    ev.code = why;
    net_events_push(&c->events, &ev);
}

static void on_enet(NetClient *c, ENetEvent *ev)
{
    switch (ev->type) {
    case ENET_EVENT_TYPE_CONNECT:
        c->connected = true;
        c->connected_at = net_sys_now();
        c->refused = NET_REFUSE_NONE;
        if (c->status == LOST)
            c->status = CONNECTING;
        enet_peer_timeout(ev->peer, 0, 5000, 30000);
        say_hello(c);
        break;
    case ENET_EVENT_TYPE_RECEIVE:
        on_packet(c, ev->packet);
        enet_packet_destroy(ev->packet);
        break;
    case ENET_EVENT_TYPE_DISCONNECT: {
        bool was_connected = c->connected;
        c->connected = false;
        c->peer = NULL;
        NetRefusal why = c->refused ? c->refused : (NetRefusal)ev->data;
        if (why == NET_REFUSE_SECRET || why == NET_REFUSE_VERSION || why == NET_REFUSE_FULL ||
            why == NET_REFUSE_TAKEN || why == NET_REFUSE_SEAT) {
            closed(c, why);
            break;
        }
        if (c->status == CLOSED)
            break;
        if (c->status != LOST) {
            c->status = LOST;
            c->lost_at = was_connected ? net_sys_now() : c->tried_at;
        }
        if (was_connected) {
            NetEvent e;
            memset(&e, 0, sizeof e);
            e.kind = NET_EV_LOST;
            e.code = c->cfg.retry_seconds;
            net_events_push(&c->events, &e);
        }
        break;
    }
    case ENET_EVENT_TYPE_NONE: break;
    }
}

NetClient *net_client_new(const NetClientConfig *cfg, char *err, size_t errsize)
{
    NetClient *c = calloc(1, sizeof *c);
    if (!c) {
        snprintf(err, errsize, "out of memory");
        return NULL;
    }
    c->cfg = *cfg;
    if (c->cfg.retry_seconds <= 0)
        c->cfg.retry_seconds = 600;
    c->seat = cfg->seat;
    if (cfg->state_path[0]) {
        NetStored st;
        Session *s;
        bool missing;
        char msg[SESSION_MESSAGE_MAX];
        if (net_store_read(cfg->state_path, &st, &s, &missing, msg, sizeof msg)) {
            if (!st.host && st.secret == cfg->secret) {
                c->match = net_match_adopt(s);
                if (!c->match)
                    session_free(s);
                c->id = st.match;
                c->token = st.token;
                c->seat = st.seat;
                c->state = st.state;
                for (int i = 0; c->match && i < net_match_players(c->match); i++)
                    snprintf(c->seats[i].name, sizeof c->seats[i].name, "%s",
                             session_seat(net_match_session(c->match), i)->name);
                const SessionHanded *kept;
                if (c->match && (c->nhanded = session_handed(net_match_session(c->match), &kept)) > 0)
                    memcpy(c->handed, kept, sizeof *kept * (size_t)c->nhanded);
            } else {
                session_free(s);
            }
        }
    }
    if (!net_sys_start(err, errsize)) {
        net_match_free(c->match);
        free(c);
        return NULL;
    }
    c->enet = enet_host_create(NULL, 1, 2, 0, 0);
    if (!c->enet) {
        net_sys_stop();
        net_match_free(c->match);
        free(c);
        snprintf(err, errsize, "cannot open a network socket");
        return NULL;
    }
    c->enet->maximumPacketSize = NET_HOST_MSG_MAX * 2;
    c->enet->maximumWaitingData = 1024 * 1024;
    c->status = CONNECTING;
    if (!connect_now(c)) {
        net_client_close(c);
        snprintf(err, errsize, "cannot start a connection");
        return NULL;
    }
    return c;
}

void net_client_close(NetClient *c)
{
    if (!c)
        return;
    if (c->enet) {
        if (c->peer && c->connected) {
            NetMsg m;
            memset(&m, 0, sizeof m);
            m.type = NET_MSG_BYE;
            m.bye.reason = c->state == NET_OVER ? 1 : 0;
            send_msg(c, &m);
            enet_peer_disconnect_later(c->peer, 0);
            uint32_t start = net_sys_now();
            ENetEvent ev;
            while (net_sys_since(start) < 1000) {
                int r = enet_host_service(c->enet, &ev, 20);
                if (r > 0 && ev.type == ENET_EVENT_TYPE_DISCONNECT)
                    break;
                if (r > 0 && ev.type == ENET_EVENT_TYPE_RECEIVE)
                    enet_packet_destroy(ev.packet);
            }
        }
        enet_host_destroy(c->enet);
        net_sys_stop();
    }
    net_match_free(c->match);
    free(c);
}

/* A host gone silent, an attempt not answered, the next attempt. */
static void check_connection(NetClient *c)
{
    if (c->status == CLOSED)
        return;
    if (c->resyncing && c->connected && net_sys_since(c->synced_at) > 3000) {
        c->synced_at = net_sys_now();
        ask_sync(c, 0);
    }
    /* lastReceiveTime: ENet's clock when the host last acknowledged
     * something (0 before the first time; then the connection's start) */
    if (c->connected && c->peer &&
        (c->peer->lastReceiveTime ? ENET_TIME_DIFFERENCE(enet_time_get(), c->peer->lastReceiveTime) > SILENCE_MS
                                  : net_sys_since(c->connected_at) > SILENCE_MS)) {
        enet_peer_reset(c->peer);
        ENetEvent ev;
        memset(&ev, 0, sizeof ev);
        ev.type = ENET_EVENT_TYPE_DISCONNECT;
        on_enet(c, &ev);
    }
    if (!c->connected && c->peer && net_sys_since(c->tried_at) >= ATTEMPT_MS) {
        enet_peer_reset(c->peer);
        c->peer = NULL;
        if (c->status != LOST) {
            c->status = LOST;
            c->lost_at = c->tried_at;
        }
    }
    if (!c->connected && !c->peer && c->status != CLOSED) {
        if (net_sys_since(c->lost_at) >= (uint32_t)c->cfg.retry_seconds * 1000u)
            closed(c, NET_REFUSE_NONE);
        else if (net_sys_since(c->tried_at) >= RETRY_MS)
            connect_now(c);
    }
}

int net_client_poll(NetClient *c, int timeout_ms)
{
    uint32_t start = net_sys_now();
    for (;;) {
        int left = timeout_ms - (int)net_sys_since(start);
        if (left < 0)
            left = 0;
        ENetEvent ev;
        int r = enet_host_service(c->enet, &ev, (enet_uint32)(left < SLICE_MS ? left : SLICE_MS));
        for (int n = 0; r > 0 && n < 10000; n++) {
            on_enet(c, &ev);
            r = enet_host_service(c->enet, &ev, 0);
        }
        check_connection(c);
        c->stats.bytes_sent = c->enet->totalSentData;
        c->stats.packets_sent = c->enet->totalSentPackets;
        if (c->events.len > 0 || c->status == CLOSED || net_sys_since(start) >= (uint32_t)timeout_ms)
            break;
    }
    return c->events.len;
}

bool net_client_event(NetClient *c, NetEvent *out) { return net_events_pop(&c->events, out); }

uint64_t net_client_socket(const NetClient *c) { return (uint64_t)c->enet->socket; }

int net_client_wait_ms(const NetClient *c)
{
    (void)c;
    return SLICE_MS;
}

const NetMatch *net_client_match(const NetClient *c) { return c->status == JOINED || c->match ? c->match : NULL; }
int net_client_seat(const NetClient *c) { return c->seat; }
NetMatchState net_client_state(const NetClient *c) { return c->state; }
bool net_client_connected(const NetClient *c) { return c->connected && c->status == JOINED; }

void net_client_seat_info(const NetClient *c, int seat, NetSeatInfo *out)
{
    memset(out, 0, sizeof *out);
    if (seat >= 0 && seat < MAX_PLAYERS)
        *out = c->seats[seat];
}

uint32_t net_client_move(NetClient *c, const Move *mv)
{
    if (!net_client_connected(c) || !c->match)
        return 0;
    NetMsg m;
    memset(&m, 0, sizeof m);
    m.type = NET_MSG_MOVE;
    m.move.request = ++c->request;
    m.move.seat = c->seat;
    m.move.round = net_match_round(c->match);
    move_format(mv, m.move.text, sizeof m.move.text);
    return send_msg(c, &m) ? m.move.request : 0;
}

uint32_t net_client_undo(NetClient *c)
{
    if (!net_client_connected(c) || !c->match)
        return 0;
    NetMsg m;
    memset(&m, 0, sizeof m);
    m.type = NET_MSG_UNDO;
    m.undo.request = ++c->request;
    m.undo.seat = c->seat;
    m.undo.round = net_match_round(c->match);
    return send_msg(c, &m) ? m.undo.request : 0;
}

bool net_client_chat(NetClient *c, const char *text)
{
    NetMsg m;
    memset(&m, 0, sizeof m);
    m.type = NET_MSG_CHAT;
    session_name_clean(m.chat.text, sizeof m.chat.text, text);
    return m.chat.text[0] && send_msg(c, &m);
}

bool net_client_ready(NetClient *c, bool ready)
{
    NetMsg m;
    memset(&m, 0, sizeof m);
    m.type = NET_MSG_READY;
    m.ready.ready = ready;
    return send_msg(c, &m);
}

bool net_client_send_bytes(NetClient *c, const void *data, size_t n)
{
    if (!c->connected || !c->peer)
        return false;
    ENetPacket *p = enet_packet_create(data, n, ENET_PACKET_FLAG_RELIABLE);
    if (!p)
        return false;
    if (enet_peer_send(c->peer, 0, p) != 0) {
        enet_packet_destroy(p);
        return false;
    }
    return true;
}

bool net_client_forget(NetClient *c, char *err, size_t errsize)
{
    return net_store_forget(c->cfg.state_path, err, errsize);
}

void net_client_stats(const NetClient *c, NetStats *out) { *out = c->stats; }
