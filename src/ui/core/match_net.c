/* match_net.c: a network game behind the Match (see match_net.h): the
 * host or client polled, this seat's view, what changed turned into
 * events with the game after each, the host's computer seats. */
#include "match_net.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "match_think.h"
#include "names.h"
#include "net_words.h"
#include "platform.h"

#define NET_QUEUE 64 /* events with their games; more in one poll drops the oldest */
#define NOTE_SHOWN_MS 8000 /* a player's return, a time run out: on the banner this long */
#define HAND_LEVEL "medium" /* the computer the host hands a gone seat to */

typedef struct Step {
    MatchEvent e;
    bool has_game;
    Game game;
} Step;

struct MatchNet {
    NetHost *host;
    NetClient *client;
    int seat;
    int last_mover; /* match_net_last_actor; -1 before any move here */
    NetRouter *router; /* the host's port forwarding asked of the router, NULL none */
    bool router_told;  /* its public address is in the invite code */
    bool have;    /* the first state was handed out */
    Game rec;     /* the record's game after rec_n moves, as handed out */
    int rec_n;
    int own_shown; /* this seat's moves of the round handed out */
    Game tail;    /* the game of the last step queued (the shown one once all are out) */
    Game shown;
    NetTurn turns[MAX_PLAYERS];
    NetSeatState states[MAX_PLAYERS];
    Step queue[NET_QUEUE];
    int head, count;
    Thinker think; /* the host's computer seats */
    char note[SESSION_MESSAGE_MAX + 200]; /* the banner's last news (a return, a time run out) */
    unsigned long long note_at;    /* ... when (platform_now_ms) */
    bool closed;     /* a client: the host ended the connection for good */
    bool host_lost;  /* a client: the connection to the host was lost, not found again yet */
    bool welcomed;   /* a client: its host answered (WELCOME) since it was started */
    int closed_code; /* ... why (a NetRefusal) */
    ChatLog chat;
};

static MatchNet *adopt(NetHost *h, NetClient *c, int seat)
{
    MatchNet *n = calloc(1, sizeof *n);
    if (!n)
        return NULL;
    n->host = h;
    n->client = c;
    n->seat = seat;
    n->last_mover = -1;
    for (int p = 0; p < MAX_PLAYERS; p++)
        n->turns[p] = NET_TURN_NONE;
    return n;
}

MatchNet *match_net_of_host(NetHost *h)
{
    const NetMatch *m = net_host_match(h);
    for (int s = 0; s < net_match_players(m); s++) {
        NetSeatInfo info;
        net_host_seat(h, s, &info);
        if (info.kind == NET_SEAT_LOCAL)
            return adopt(h, NULL, s);
    }
    return NULL;
}

MatchNet *match_net_of_client(NetClient *c) { return adopt(NULL, c, -1); }

void match_net_free(MatchNet *n)
{
    if (!n)
        return;
    think_shutdown(&n->think);
    net_router_free(n->router); /* the forwarding taken back */
    if (n->host)
        net_host_close(n->host);
    if (n->client)
        net_client_close(n->client);
    free(n);
}

void match_net_ask_router(MatchNet *n, int discover_ms)
{
    if (n->host && !n->router)
        n->router = net_router_ask(net_host_port(n->host), discover_ms);
}

RouterState match_net_router(const MatchNet *n, char *text, size_t size)
{
    unsigned port = n->host ? net_host_port(n->host) : 0;
    RouterState st = n->router ? net_router_state(n->router, NULL) : ROUTER_REFUSED;
    if (!n->router)
        snprintf(text, size, "%s", "");
    else if (st == ROUTER_ASKING)
        snprintf(text, size, _("Asking the router to open UDP port %u for friends on the internet\xE2\x80\xA6"), port);
    else if (st == ROUTER_FORWARDED)
        snprintf(text, size, _("The router forwards UDP port %u: friends on the internet join with this code."), port);
    else
        snprintf(text, size,
                 _("The router did not open the port: for friends on the internet, forward UDP port %u to this "
                   "computer by hand. Players on this network join as they are."),
                 port);
    return st;
}

/* Once the router has answered, its public address goes into the code. */
static void router_answered(MatchNet *n)
{
    NetForward fw;
    if (!n->router || n->router_told)
        return;
    RouterState st = net_router_state(n->router, &fw);
    if (st == ROUTER_ASKING)
        return;
    if (st == ROUTER_FORWARDED && fw.external_ipv4)
        net_host_advertise(n->host, fw.external_ipv4, 0);
    n->router_told = true;
}

int match_net_seat(const MatchNet *n) { return n->client ? net_client_seat(n->client) : n->seat; }

int match_net_local_seats(const MatchNet *n)
{
    int count = 0;
    const NetMatch *m = match_net_match(n);
    for (int p = 0; n->host && p < net_match_players(m); p++) {
        NetSeatInfo info;
        net_host_seat(n->host, p, &info);
        count += info.kind == NET_SEAT_LOCAL;
    }
    return count;
}
bool match_net_is_host(const MatchNet *n) { return n->host != NULL; }
NetHost *match_net_host(MatchNet *n) { return n->host; }
NetClient *match_net_client(MatchNet *n) { return n->client; }

const NetMatch *match_net_match(const MatchNet *n)
{
    return n->host ? net_host_match(n->host) : net_client_match(n->client);
}

const Session *match_net_session(const MatchNet *n)
{
    const NetMatch *m = match_net_match(n);
    return m ? net_match_session(m) : NULL;
}

NetMatchState match_net_state(const MatchNet *n)
{
    return n->host ? net_host_state(n->host) : net_client_state(n->client);
}

const Game *match_net_game(const MatchNet *n) { return n->have ? &n->shown : NULL; }

int match_net_wait_ms(const MatchNet *n)
{
    return n->host ? net_host_wait_ms(n->host) : net_client_wait_ms(n->client);
}

NetTurn match_net_turn(const MatchNet *n, int seat)
{
    const NetMatch *m = match_net_match(n);
    return m && seat >= 0 && seat < net_match_players(m) ? net_match_turn(m, seat) : NET_TURN_NONE;
}

void match_net_seat_info(const MatchNet *n, int seat, NetSeatInfo *out)
{
    memset(out, 0, sizeof *out);
    if (n->host)
        net_host_seat(n->host, seat, out);
    else
        net_client_seat_info(n->client, seat, out);
}

void match_net_waiting_for(const MatchNet *n, char *out, size_t size)
{
    const Session *s = match_net_session(n);
    size_t len = 0;
    out[0] = '\0';
    for (int p = 0; s && p < session_settings(s)->players; p++) {
        if (p == match_net_seat(n) || match_net_turn(n, p) != NET_TURN_DECIDING)
            continue;
        const Seat *seat = session_seat(s, p);
        int w = snprintf(out + len, size - len, "%s%s", len ? ", " : "", seat ? name_seat(seat->name) : "");
        if (w < 0 || (size_t)w >= size - len)
            break;
        len += (size_t)w;
    }
}

void match_net_clock(const MatchNet *n, NetClock *out)
{
    if (n->host)
        net_host_clock(n->host, out);
    else
        net_client_clock(n->client, out);
}

int match_net_host_lost_ms(const MatchNet *n) { return n->client ? net_client_lost_ms(n->client) : -1; }

const char *match_net_news(const MatchNet *n)
{
    return n->note[0] && platform_now_ms() - n->note_at < NOTE_SHOWN_MS ? n->note : "";
}

bool match_net_hand(MatchNet *n, int seat)
{
    if (!n->host || !net_host_hand(n->host, seat, HAND_LEVEL))
        return false;
    match_net_poll(n); /* the seat's new state, the notice */
    return true;
}

bool match_net_forget(MatchNet *n)
{
    char err[SESSION_MESSAGE_MAX];
    bool ok = n->host ? net_host_forget(n->host, err, sizeof err) : net_client_forget(n->client, err, sizeof err);
    if (!ok)
        fprintf(stderr, "cartographers: the network game's file: %s\n", err);
    return ok;
}

bool match_net_welcomed(const MatchNet *n) { return n->host || n->welcomed; }

bool match_net_closed(const MatchNet *n, int *code)
{
    if (code)
        *code = n->closed_code;
    return n->closed;
}

/* ---- the view and the events ---- */

/* What a seat drew on sheet t in `drawn`, put into `shown`; the sheet's
 * season boxes stay as `shown` has them. */
static void drawing_into(Game *shown, const Game *drawn, int t)
{
    Sheet kept = shown->sheets[t];
    shown->sheets[t] = drawn->sheets[t];
    memcpy(shown->sheets[t].seasons, kept.seasons, sizeof kept.seasons);
    shown->sheets[t].monster_total = kept.monster_total;
}

/* This seat's view now: its own round, or the record's game when it has
 * nothing to decide. A seat whose moves come last in the round closes the
 * round in its own view, which would show what only the whole round brings
 * while the others still draw: the next card, a season's scoring, the end.
 * Then the record's game is shown, with what this seat drew on the maps it
 * decided on (docs/rules.md §10e: the round is played when all have drawn). */
static void live_view(const MatchNet *n, Game *out)
{
    const NetMatch *m = match_net_match(n);
    const Game *rec = net_match_game(m);
    int seat = match_net_seat(n);
    if (!net_match_view(m, seat, out)) {
        *out = *rec;
        return;
    }
    if (game_round(out) == game_round(rec))
        return;
    Game drawn = *out, own;
    *out = *rec;
    for (int t = 0; t < rec->settings.players; t++)
        if (game_round_view(rec, t, &own) && own.decision.actor == seat)
            drawing_into(out, &drawn, t);
}

static Step *push(MatchNet *n, MatchEventKind kind, const Game *g)
{
    if (n->count == NET_QUEUE) {
        n->head = (n->head + 1) % NET_QUEUE;
        n->count--;
    }
    Step *st = &n->queue[(n->head + n->count++) % NET_QUEUE];
    memset(&st->e, 0, sizeof st->e);
    st->e.kind = kind;
    st->e.actor = st->e.sheet = -1;
    st->e.season_scored = -1;
    st->e.campaign = -1;
    st->has_game = g != NULL;
    if (g) {
        st->game = *g;
        n->tail = *g;
    }
    return st;
}

static void say(MatchNet *n, MatchEventKind kind, const char *text)
{
    snprintf(push(n, kind, NULL)->e.text, sizeof n->queue[0].e.text, "%s", text);
}

bool match_net_next(MatchNet *n, MatchEvent *out)
{
    if (n->count == 0)
        return false;
    Step *st = &n->queue[n->head];
    n->head = (n->head + 1) % NET_QUEUE;
    n->count--;
    if (st->has_game)
        n->shown = st->game;
    *out = st->e;
    return true;
}

static bool by_computer(const MatchNet *n, int seat)
{
    NetSeatInfo info;
    match_net_seat_info(n, seat, &info);
    return info.kind == NET_SEAT_COMPUTER || info.state == NET_SEAT_HANDED;
}

static void moved(MatchNet *n, const Game *before, const Game *after, const Move *mv, int actor, int sheet)
{
    Step *st = push(n, MATCH_MOVED, after);
    st->e.move = *mv;
    st->e.actor = actor;
    st->e.sheet = sheet;
    st->e.by_computer = by_computer(n, actor);
    st->e.season_scored = game_seasons_scored(after) > game_seasons_scored(before) ? game_seasons_scored(before) : -1;
}

/* The record and this seat's view as handed out start again from now (the
 * first state, or a record rebuilt from the host's). */
static void restart(MatchNet *n, MatchEventKind kind)
{
    const NetMatch *m = match_net_match(n);
    const Move *q;
    Game view;
    n->rec = *net_match_game(m);
    n->rec_n = session_move_count(net_match_session(m));
    n->own_shown = net_match_queue(m, match_net_seat(n), &q);
    live_view(n, &view);
    push(n, kind, &view);
    n->have = true;
}

/* The moves the record gained, one event each with the game after it;
 * this seat's own moves of the round were handed out as it made them. */
static void record_grew(MatchNet *n, int to)
{
    const NetMatch *m = match_net_match(n);
    const Session *s = net_match_session(m);
    int seat = match_net_seat(n), own = n->own_shown;
    Game g = n->rec;
    for (int k = n->rec_n; k < to; k++) {
        const Move *mv = session_move(s, k);
        Game before = g;
        Refusal why;
        if (!mv || !game_apply_why(&g, mv, &why)) { /* cannot be: the mirror checked it */
            restart(n, MATCH_UNDONE);
            return;
        }
        int actor = net_match_actor(m, k);
        bool closes = game_seasons_scored(&g) > game_seasons_scored(&before) || game_over(&g);
        if (actor == seat && own > 0) {
            own--;
            if (!closes) /* (its view left a season's scoring and the end to the round: live_view) */
                continue;
        }
        moved(n, &before, &g, mv, actor, before.decision.sheet);
    }
    n->rec = g;
    n->rec_n = to;
    n->own_shown = 0;
}

/* This seat's moves of the round, made or taken back. */
static void queue_changed(MatchNet *n)
{
    const NetMatch *m = match_net_match(n);
    const Move *q;
    int len = net_match_queue(m, match_net_seat(n), &q);
    if (len == n->own_shown)
        return;
    Game before = n->tail, view;
    live_view(n, &view);
    if (len > n->own_shown)
        moved(n, &before, &view, &q[len - 1], before.decision.actor, before.decision.sheet);
    else
        push(n, MATCH_UNDONE, &view);
    n->own_shown = len;
}

static const char *seat_name(const MatchNet *n, int seat);

/* News for the banner, for a while (table/net_banner.c reads it at every
 * turn of the loop): the status line keeps saying what to do now. */
static void news(MatchNet *n, const char *text)
{
    snprintf(n->note, sizeof n->note, "%s", text);
    n->note_at = platform_now_ms();
}

/* A player gone (away, or played by a computer) is here again. */
static void came_back(MatchNet *n, int p)
{
    char text[sizeof n->queue[0].e.text];
    /* TRANSLATORS: a player's name. */
    snprintf(text, sizeof text, _("%s is back."), seat_name(n, p));
    news(n, text);
}

/* Seats drawing, done, here or away: the marks on the tabs. */
static bool marks_changed(MatchNet *n)
{
    bool changed = false;
    const NetMatch *m = match_net_match(n);
    for (int p = 0; p < net_match_players(m); p++) {
        NetSeatInfo info;
        match_net_seat_info(n, p, &info);
        NetTurn t = net_match_turn(m, p);
        if (n->have && info.state == NET_SEAT_HERE &&
            (n->states[p] == NET_SEAT_AWAY || n->states[p] == NET_SEAT_HANDED) && p != match_net_seat(n))
            came_back(n, p);
        changed |= t != n->turns[p] || info.state != n->states[p];
        n->turns[p] = t;
        n->states[p] = info.state;
    }
    return changed;
}

/* The host's screen passes between its seats as at one screen: when the
 * seat it shows has nothing more to decide in the round and another of its
 * seats has, that one's view is shown (the table hands the screen over). */
static bool next_local_seat(MatchNet *n)
{
    const NetMatch *m = match_net_match(n);
    if (!n->host || net_match_turn(m, n->seat) == NET_TURN_DECIDING)
        return false;
    for (int p = 0; p < net_match_players(m); p++) {
        NetSeatInfo info;
        net_host_seat(n->host, p, &info);
        if (p != n->seat && info.kind == NET_SEAT_LOCAL && net_match_turn(m, p) == NET_TURN_DECIDING) {
            n->seat = p;
            return true;
        }
    }
    return false;
}

static void follow(MatchNet *n, bool resynced)
{
    const NetMatch *m = match_net_match(n);
    if (!m || match_net_seat(n) < 0 || match_net_state(n) == NET_LOBBY)
        return; /* the lobby (its own screen) until the game begins */
    if (!match_net_welcomed(n))
        return; /* a game this computer left, kept here: shown once its host answers (Play with friends says
                   "Connecting to the host..." meanwhile, or that it did not answer) */
    int R = session_move_count(net_match_session(m));
    if (!n->have) {
        restart(n, MATCH_INSTALLED);
        marks_changed(n);
        return;
    }
    if (resynced || R < n->rec_n) {
        restart(n, MATCH_UNDONE);
        return;
    }
    if (R > n->rec_n)
        record_grew(n, R);
    queue_changed(n);
    if (next_local_seat(n)) {
        restart(n, MATCH_NET_CHANGED);
        marks_changed(n);
        return;
    }
    Game view;
    live_view(n, &view);
    bool marks = marks_changed(n);
    if (!think_same_game(&view, &n->tail))
        push(n, MATCH_NET_CHANGED, &view);
    else if (marks)
        push(n, MATCH_NET_CHANGED, NULL);
}

/* ---- what the network says ---- */

static const char *seat_name(const MatchNet *n, int seat)
{
    const Session *s = match_net_session(n);
    const Seat *st = s ? session_seat(s, seat) : NULL;
    return st ? name_seat(st->name) : "?";
}

/* Who said a line of the chat: a seat's player, or the host's ("Anna
 * (host)": the host speaks for the player at its screen, seat 0). */
static const char *chat_name(const MatchNet *n, int seat, char *out, size_t size)
{
    if (seat >= 0)
        return seat_name(n, seat);
    /* TRANSLATORS: the name of the player who hosts the game, in the chat. */
    snprintf(out, size, _("%s (host)"), seat_name(n, 0));
    return out;
}

static void warning(MatchNet *n, const NetEvent *ev)
{
    char text[sizeof n->queue[0].e.text];
    switch (ev->code) {
    case NET_WARN_SAVE:
        snprintf(text, sizeof text, "%s", _("The network game could not be kept on the disk."));
        break;
    case NET_WARN_PORT:
        /* TRANSLATORS: a port number. */
        snprintf(text, sizeof text,
                 _("The router would not open the game's port: players from the internet need UDP port %d forwarded "
                   "to this computer; players on this network can join as they are."),
                 ev->arg[0]);
        break;
    default:
        return; /* said on the command line; nothing a player must do */
    }
    say(n, MATCH_WARNING, text);
}

static void take(MatchNet *n, const NetEvent *ev, bool *resynced)
{
    char text[sizeof n->queue[0].e.text];
    switch (ev->kind) {
    case NET_EV_CHAT:
        chat_log_add(&n->chat, chat_name(n, ev->seat, text, sizeof text), ev->text, platform_now_ms());
        if (!ev->code) /* (a line said before this computer joined again is kept, not news) */
            say(n, MATCH_NET_CHAT, chat_log_line(&n->chat, chat_log_count(&n->chat) - 1)->text);
        break;
    /* A friend gone, played by a computer, the host lost: the banner says so
     * (net_banner.c, from the seats and the clocks) as long as it lasts, in
     * one place; the status line keeps saying what to do now. */
    case NET_EV_LOST:
        n->host_lost = true;
        break;
    case NET_EV_WELCOME: /* again after a loss: the status line's "cannot be reached" is over */
        n->welcomed = true;
        chat_log_clear(&n->chat); /* the host tells the chat so far again, with what was said meanwhile */
        if (n->host_lost)
            news(n, _("The host is back: the game goes on."));
        n->host_lost = false;
        break;
    case NET_EV_TIMED:
        if (ev->seat == match_net_seat(n))
            snprintf(text, sizeof text, "%s", _("Your time ran out: a computer drew this card for you."));
        else
            /* TRANSLATORS: a player's name. */
            snprintf(text, sizeof text, _("%s's time ran out: a computer draws this card for them."),
                     seat_name(n, ev->seat));
        news(n, text);
        break;
    case NET_EV_CLOCK: /* the banner reads the clocks itself; a redraw once the table shows the game */
        if (n->have)
            push(n, MATCH_NET_CHANGED, NULL);
        break;
    case NET_EV_CLOSED:
        n->closed = true;
        n->closed_code = ev->code;
        if (ev->code == NET_REFUSE_NONE && n->host_lost) /* tried again for 10 minutes */
            say(n, MATCH_NET_NOTICE, _("The host could not be reached any more: this game cannot go on here."));
        else
            say(n, MATCH_NET_NOTICE, _("The host closed the game."));
        break;
    case NET_EV_REFUSED:
        net_refusal_words(ev->code, text, sizeof text);
        say(n, MATCH_WARNING, text);
        break;
    case NET_EV_RESYNCED:
        *resynced = true;
        break;
    case NET_EV_WARNING:
        warning(n, ev);
        break;
    default:
        break;
    }
}

/* ---- the host's computer seats ---- */

static void computer_answers(MatchNet *n)
{
    const ThinkJob *j;
    const NetMatch *m = net_host_match(n->host);
    while ((j = think_collect(&n->think)) != NULL) {
        int s = j->game.decision.actor;
        const char *level;
        Game now;
        if (!j->ok || !net_host_computer_turn(n->host, s, &level) || !net_match_play_view(m, s, &now) ||
            !think_same_game(&now, &j->game))
            continue; /* stale */
        NetRefusal code;
        Refusal why;
        if (net_host_play(n->host, s, &j->choice.move, &code, &why))
            continue;
        Move any[1]; /* a game never stops at a computer's turn */
        if (game_legal_moves(&now, any, 1) > 0)
            net_host_play(n->host, s, &any[0], &code, &why);
    }
}

static void computers_think(MatchNet *n)
{
    const NetMatch *m = net_host_match(n->host);
    for (int s = 0; s < net_match_players(m); s++) {
        const char *level;
        BotKind k;
        Game g;
        if (!net_host_computer_turn(n->host, s, &level) || !net_match_play_view(m, s, &g))
            continue;
        if (!bot_parse(level, &k))
            k = BOT_MEDIUM;
        if (!think_running(&n->think, THINK_FOR_SEAT, &g))
            think_start(&n->think, THINK_FOR_SEAT, k, &g);
    }
}

void match_net_poll(MatchNet *n)
{
    NetEvent ev;
    bool resynced = false;
    if (n->host) {
        router_answered(n);
        computer_answers(n);
        net_host_poll(n->host, 0);
        while (net_host_event(n->host, &ev))
            take(n, &ev, &resynced);
        if (net_host_state(n->host) == NET_PLAYING)
            computers_think(n);
    } else {
        net_client_poll(n->client, 0);
        while (net_client_event(n->client, &ev))
            take(n, &ev, &resynced);
    }
    follow(n, resynced);
}

/* ---- the chat ---- */

const ChatLog *match_net_chat(const MatchNet *n) { return &n->chat; }

bool match_net_say(MatchNet *n, const char *text)
{
    if (!text[0])
        return false;
    return n->host ? net_host_say(n->host, text) : net_client_chat(n->client, text);
}

/* ---- this seat's moves ---- */

bool match_net_play(MatchNet *n, const Move *mv, Refusal *why)
{
    const NetMatch *m = match_net_match(n);
    int seat = match_net_seat(n);
    Game view;
    *why = (Refusal){.code = REFUSE_NO_DECISION};
    if (!m || seat < 0 || net_match_turn(m, seat) != NET_TURN_DECIDING || !net_match_view(m, seat, &view) ||
        view.decision.actor != seat)
        return false;
    if (!game_check_move_why(&view, mv, why))
        return false;
    if (n->client && !net_client_connected(n->client)) {
        /* (no rule refuses it: the table shows why) */
        say(n, MATCH_WARNING,
            _("The host cannot be reached now, so your drawing was not sent. Draw it again once the connection is "
              "back."));
        return false;
    }
    NetRefusal code;
    bool ok = n->host ? net_host_play(n->host, seat, mv, &code, why) : net_client_move(n->client, mv) != 0;
    if (ok) {
        n->last_mover = seat;
        follow(n, false); /* the host's own move is in its queue already */
    }
    return ok;
}

int match_net_last_actor(const MatchNet *n) { return n->last_mover >= 0 ? n->last_mover : match_net_seat(n); }

/* Whether `seat` is played at this computer's screen. */
static bool played_here(const MatchNet *n, int seat)
{
    if (!n->host)
        return seat >= 0 && seat == match_net_seat(n);
    NetSeatInfo info;
    net_host_seat(n->host, seat, &info);
    return info.kind == NET_SEAT_LOCAL;
}

bool match_net_can_undo(const MatchNet *n, int seat)
{
    const NetMatch *m = match_net_match(n);
    const Move *q;
    return m && seat >= 0 && seat < net_match_players(m) && played_here(n, seat) && net_match_queue(m, seat, &q) > 0;
}

bool match_net_undo(MatchNet *n, int seat)
{
    if (!match_net_can_undo(n, seat))
        return false;
    NetRefusal code;
    bool ok = n->host ? net_host_undo(n->host, seat, &code) : net_client_undo(n->client) != 0;
    if (!ok)
        return false;
    if (seat != match_net_seat(n)) { /* the host's screen had passed on: back to the one who takes back */
        n->seat = seat;
        restart(n, MATCH_UNDONE);
        marks_changed(n);
    } else {
        follow(n, false);
    }
    return true;
}
