/* net_msg.c: the messages of a network game to bytes and back, with every
 * length, count and value checked (net_msg.h, docs/formats.md §18). */
#include "net_msg.h"

#include <string.h>

#include "textlines.h"

/* ---- Writing ---- */

typedef struct Writer {
    uint8_t *p;
    size_t len, size;
    bool ok;
} Writer;

static void put_bytes(Writer *w, const void *data, size_t n)
{
    if (!w->ok || n > w->size - w->len) {
        w->ok = false;
        return;
    }
    memcpy(w->p + w->len, data, n);
    w->len += n;
}

static void put_uint(Writer *w, uint64_t v, int bytes)
{
    uint8_t b[8];
    for (int i = 0; i < bytes; i++)
        b[i] = (uint8_t)(v >> (8 * (bytes - 1 - i)));
    put_bytes(w, b, (size_t)bytes);
}

static void put_u8(Writer *w, uint64_t v)
{
    if (v > 0xff)
        w->ok = false;
    put_uint(w, v, 1);
}

static void put_str(Writer *w, const char *s, size_t max)
{
    size_t n = strnlen(s, max);
    if (n >= max || n > 255) {
        w->ok = false;
        return;
    }
    put_u8(w, n);
    put_bytes(w, s, n);
}

static void put_i16(Writer *w, int v)
{
    if (v < -32768 || v > 32767)
        w->ok = false;
    put_uint(w, (uint16_t)(int16_t)v, 2);
}

/* A seat 0-5, or -1 as 0xff. */
static void put_seat(Writer *w, int seat, bool none_ok)
{
    if (seat == -1 && none_ok)
        put_u8(w, 0xff);
    else if (seat >= 0 && seat < MAX_PLAYERS)
        put_u8(w, (uint64_t)seat);
    else
        w->ok = false;
}

static void put_settings(Writer *w, const GameSettings *s)
{
    put_u8(w, (uint64_t)s->kind);
    put_u8(w, (uint64_t)s->side);
    put_u8(w, (uint64_t)s->players);
    put_uint(w, s->seed, 8);
    for (int i = 0; i < DECREES; i++) {
        if (s->decree_cards[i] < 0 || s->decree_cards[i] >= SCORING_CARD_COUNT) {
            w->ok = false;
            return;
        }
        put_str(w, scoring_card(s->decree_cards[i])->id, 64);
    }
    put_u8(w, s->explore_set == SET_HEROES);
    put_u8(w, s->season_set == SET_HEROES);
    put_u8(w, s->heroes);
    put_u8(w, s->ambush_mask);
    put_u8(w, s->solo_ambush_rule);
}

size_t net_msg_encode(const NetMsg *m, uint8_t *buf, size_t size)
{
    Writer w = {buf, 0, size, true};
    bool discovery = m->type == NET_MSG_QUERY || m->type == NET_MSG_ANSWER;
    if (discovery)
        put_bytes(&w, NET_DISCOVERY_MAGIC, NET_DISCOVERY_MAGIC_LEN);
    put_u8(&w, (uint64_t)m->type);
    switch (m->type) {
    case NET_MSG_HELLO:
        put_bytes(&w, NET_MAGIC, 4);
        put_uint(&w, m->hello.version, 2);
        put_uint(&w, m->hello.secret, 8);
        put_uint(&w, m->hello.token, 8);
        put_seat(&w, m->hello.seat, true);
        put_str(&w, m->hello.name, sizeof m->hello.name);
        put_uint(&w, m->hello.have, 4);
        put_uint(&w, m->hello.have_hash, 8);
        put_str(&w, m->hello.client, sizeof m->hello.client);
        break;
    case NET_MSG_MOVE:
        put_uint(&w, m->move.request, 4);
        put_seat(&w, m->move.seat, false);
        put_uint(&w, m->move.round, 4);
        put_str(&w, m->move.text, sizeof m->move.text);
        break;
    case NET_MSG_UNDO:
        put_uint(&w, m->undo.request, 4);
        put_seat(&w, m->undo.seat, false);
        put_uint(&w, m->undo.round, 4);
        break;
    case NET_MSG_CHAT:
        put_str(&w, m->chat.text, sizeof m->chat.text);
        break;
    case NET_MSG_READY:
        put_u8(&w, m->ready.ready);
        break;
    case NET_MSG_SYNC:
        put_uint(&w, m->sync.from, 4);
        break;
    case NET_MSG_BYE:
        put_u8(&w, (uint64_t)m->bye.reason);
        break;
    case NET_MSG_WELCOME:
        put_uint(&w, m->welcome.version, 2);
        put_uint(&w, m->welcome.match, 8);
        put_seat(&w, m->welcome.seat, false);
        put_uint(&w, m->welcome.token, 8);
        put_u8(&w, (uint64_t)m->welcome.state);
        put_settings(&w, &m->welcome.settings);
        put_uint(&w, m->welcome.moves, 4);
        break;
    case NET_MSG_SEATS:
        if (m->seats.count < 1 || m->seats.count > MAX_PLAYERS)
            return 0;
        put_u8(&w, (uint64_t)m->seats.count);
        for (int i = 0; i < m->seats.count; i++) {
            const NetSeatInfo *s = &m->seats.seat[i];
            put_u8(&w, (uint64_t)s->kind);
            put_u8(&w, (uint64_t)s->state);
            put_u8(&w, s->ready);
            put_str(&w, s->name, sizeof s->name);
            put_str(&w, s->level, sizeof s->level);
        }
        break;
    case NET_MSG_MOVES:
        if (m->moves.count < 1 || m->moves.count > NET_BATCH_MAX)
            return 0;
        put_uint(&w, m->moves.first, 4);
        put_u8(&w, (uint64_t)m->moves.count);
        for (int i = 0; i < m->moves.count; i++) {
            put_seat(&w, m->moves.actor[i], false);
            put_str(&w, m->moves.text[i], sizeof m->moves.text[i]);
        }
        put_uint(&w, m->moves.hash, 8);
        break;
    case NET_MSG_QUEUE:
        if (m->queue.count < 0 || m->queue.count > NET_QUEUE_MAX)
            return 0;
        put_uint(&w, m->queue.round, 4);
        put_seat(&w, m->queue.seat, false);
        put_u8(&w, m->queue.done);
        put_u8(&w, (uint64_t)m->queue.count);
        for (int i = 0; i < m->queue.count; i++)
            put_str(&w, m->queue.text[i], sizeof m->queue.text[i]);
        break;
    case NET_MSG_REFUSED:
        put_uint(&w, m->refused.request, 4);
        put_u8(&w, (uint64_t)m->refused.code);
        put_u8(&w, (uint64_t)m->refused.engine);
        put_i16(&w, m->refused.arg[0]);
        put_i16(&w, m->refused.arg[1]);
        break;
    case NET_MSG_SAID:
        put_seat(&w, m->said.seat, true);
        put_str(&w, m->said.text, sizeof m->said.text);
        break;
    case NET_MSG_STATE:
        put_u8(&w, (uint64_t)m->state.state);
        put_uint(&w, m->state.moves, 4);
        put_uint(&w, m->state.hash, 8);
        break;
    case NET_MSG_HANDED:
        if (m->handed.count < 0 || m->handed.count > NET_HANDED_MAX)
            return 0;
        put_u8(&w, (uint64_t)m->handed.count);
        for (int i = 0; i < m->handed.count; i++) {
            const SessionHanded *h = &m->handed.handed[i];
            put_seat(&w, h->seat, false);
            if (h->at < 0)
                w.ok = false;
            put_uint(&w, (uint64_t)h->at, 4);
            put_str(&w, h->level, NET_LEVEL_MAX);
        }
        break;
    case NET_MSG_CLOCK:
        if (m->clock.count < 1 || m->clock.count > MAX_PLAYERS || m->clock.card < 0 || m->clock.card > NET_CLOCK_NONE)
            return 0;
        put_uint(&w, m->clock.round, 4);
        put_uint(&w, (uint64_t)m->clock.card, 2);
        put_u8(&w, (uint64_t)m->clock.count);
        for (int i = 0; i < m->clock.count; i++) {
            if (m->clock.away[i] < 0 || m->clock.away[i] > NET_CLOCK_NONE)
                return 0;
            put_uint(&w, (uint64_t)m->clock.away[i], 2);
        }
        break;
    case NET_MSG_TIMED:
        put_uint(&w, m->timed.round, 4);
        put_seat(&w, m->timed.seat, false);
        break;
    case NET_MSG_QUERY: {
        put_uint(&w, m->query.version, 2);
        put_uint(&w, m->query.nonce, 4);
        static const uint8_t zeros[NET_DISCOVERY_QUERY_SIZE] = {0};
        if (w.len < NET_DISCOVERY_QUERY_SIZE)
            put_bytes(&w, zeros, NET_DISCOVERY_QUERY_SIZE - w.len);
        break;
    }
    case NET_MSG_ANSWER:
        put_uint(&w, m->answer.version, 2);
        put_uint(&w, m->answer.nonce, 4);
        put_uint(&w, m->answer.port, 2);
        put_uint(&w, m->answer.match, 8);
        put_uint(&w, m->answer.secret, 8);
        put_u8(&w, (uint64_t)m->answer.state);
        put_u8(&w, (uint64_t)m->answer.kind);
        put_u8(&w, (uint64_t)m->answer.players);
        put_u8(&w, (uint64_t)m->answer.open);
        put_str(&w, m->answer.host, sizeof m->answer.host);
        break;
    default:
        return 0;
    }
    return w.ok ? w.len : 0;
}

/* ---- Reading ---- */

typedef struct Reader {
    const uint8_t *p;
    size_t len, pos;
    NetDecodeFault fault;
} Reader;

static bool failed(Reader *r, NetDecodeFault f)
{
    if (r->fault == NET_DECODE_OK)
        r->fault = f;
    return false;
}

static bool get_bytes(Reader *r, void *out, size_t n)
{
    if (r->fault != NET_DECODE_OK)
        return false;
    if (n > r->len - r->pos)
        return failed(r, NET_DECODE_SHORT);
    memcpy(out, r->p + r->pos, n);
    r->pos += n;
    return true;
}

static uint64_t get_uint(Reader *r, int bytes)
{
    uint8_t b[8];
    if (!get_bytes(r, b, (size_t)bytes))
        return 0;
    uint64_t v = 0;
    for (int i = 0; i < bytes; i++)
        v = (v << 8) | b[i];
    return v;
}

/* A number 0..max, else a range fault. */
static int get_u8_max(Reader *r, int max)
{
    int v = (int)get_uint(r, 1);
    if (v > max)
        failed(r, NET_DECODE_RANGE);
    return v;
}

static bool get_bool(Reader *r) { return get_u8_max(r, 1) != 0; }

static int get_i16(Reader *r) { return (int16_t)(uint16_t)get_uint(r, 2); }

static int get_seat(Reader *r, bool none_ok)
{
    int v = (int)get_uint(r, 1);
    if (v == 0xff && none_ok)
        return -1;
    if (v >= MAX_PLAYERS)
        failed(r, NET_DECODE_RANGE);
    return v;
}

/* Move text: printable ASCII (move_parse reads it later). */
static bool ascii_ok(const char *s)
{
    for (; *s; s++)
        if ((unsigned char)*s < 0x20 || (unsigned char)*s > 0x7e)
            return false;
    return true;
}

/* A string into out (size bytes with the NUL); utf8: printable UTF-8,
 * else printable ASCII. */
static void get_str(Reader *r, char *out, size_t size, bool utf8)
{
    out[0] = '\0';
    size_t n = (size_t)get_uint(r, 1);
    if (r->fault != NET_DECODE_OK)
        return;
    if (n >= size) {
        failed(r, NET_DECODE_STRING);
        return;
    }
    if (!get_bytes(r, out, n))
        return;
    out[n] = '\0';
    if (memchr(out, '\0', n) || !(utf8 ? textlines_printable_utf8(out) : ascii_ok(out))) {
        out[0] = '\0';
        failed(r, NET_DECODE_STRING);
    }
}

static void get_settings(Reader *r, GameSettings *s)
{
    int kind = get_u8_max(r, GAME_MIXED), side = get_u8_max(r, MAP_SIDE_COUNT - 1);
    int players = get_u8_max(r, MAX_PLAYERS);
    uint64_t seed = get_uint(r, 8);
    if (r->fault != NET_DECODE_OK)
        return;
    game_settings_init(s, (GameKind)kind, players, seed);
    s->side = (MapSide)side;
    for (int i = 0; i < DECREES; i++) {
        char id[64];
        get_str(r, id, sizeof id, false);
        const ScoringCard *c = r->fault == NET_DECODE_OK ? scoring_card_find(id) : NULL;
        if (!c) {
            failed(r, NET_DECODE_SETTINGS);
            return;
        }
        s->decree_cards[i] = scoring_card_index(c);
    }
    s->explore_set = get_bool(r) ? SET_HEROES : SET_BASE;
    s->season_set = get_bool(r) ? SET_HEROES : SET_BASE;
    s->heroes = get_bool(r);
    s->ambush_mask = (uint32_t)get_uint(r, 1);
    s->solo_ambush_rule = get_bool(r);
    char err[ERROR_MAX];
    if (r->fault == NET_DECODE_OK && !game_settings_check(s, err, sizeof err))
        failed(r, NET_DECODE_SETTINGS);
}

static void get_magic(Reader *r, const char *magic, size_t n)
{
    uint8_t b[NET_DISCOVERY_MAGIC_LEN];
    if (get_bytes(r, b, n) && memcmp(b, magic, n) != 0)
        failed(r, NET_DECODE_MAGIC);
}

static void decode_body(Reader *r, NetMsg *m)
{
    switch (m->type) {
    case NET_MSG_HELLO:
        get_magic(r, NET_MAGIC, 4);
        m->hello.version = (uint16_t)get_uint(r, 2);
        m->hello.secret = get_uint(r, 8);
        m->hello.token = get_uint(r, 8);
        m->hello.seat = get_seat(r, true);
        get_str(r, m->hello.name, sizeof m->hello.name, true);
        m->hello.have = (uint32_t)get_uint(r, 4);
        m->hello.have_hash = get_uint(r, 8);
        get_str(r, m->hello.client, sizeof m->hello.client, true);
        break;
    case NET_MSG_MOVE:
        m->move.request = (uint32_t)get_uint(r, 4);
        m->move.seat = get_seat(r, false);
        m->move.round = (uint32_t)get_uint(r, 4);
        get_str(r, m->move.text, sizeof m->move.text, false);
        break;
    case NET_MSG_UNDO:
        m->undo.request = (uint32_t)get_uint(r, 4);
        m->undo.seat = get_seat(r, false);
        m->undo.round = (uint32_t)get_uint(r, 4);
        break;
    case NET_MSG_CHAT:
        get_str(r, m->chat.text, sizeof m->chat.text, true);
        break;
    case NET_MSG_READY:
        m->ready.ready = get_bool(r);
        break;
    case NET_MSG_SYNC:
        m->sync.from = (uint32_t)get_uint(r, 4);
        break;
    case NET_MSG_BYE:
        m->bye.reason = get_u8_max(r, 1);
        break;
    case NET_MSG_WELCOME:
        m->welcome.version = (uint16_t)get_uint(r, 2);
        m->welcome.match = get_uint(r, 8);
        m->welcome.seat = get_seat(r, false);
        m->welcome.token = get_uint(r, 8);
        m->welcome.state = (NetMatchState)get_u8_max(r, NET_OVER);
        get_settings(r, &m->welcome.settings);
        m->welcome.moves = (uint32_t)get_uint(r, 4);
        if (r->fault == NET_DECODE_OK && m->welcome.seat >= m->welcome.settings.players)
            failed(r, NET_DECODE_RANGE);
        break;
    case NET_MSG_SEATS:
        m->seats.count = get_u8_max(r, MAX_PLAYERS);
        if (r->fault == NET_DECODE_OK && m->seats.count < 1)
            failed(r, NET_DECODE_RANGE);
        for (int i = 0; i < m->seats.count && r->fault == NET_DECODE_OK; i++) {
            NetSeatInfo *s = &m->seats.seat[i];
            s->kind = (NetSeatKind)get_u8_max(r, NET_SEAT_LOCAL);
            s->state = (NetSeatState)get_u8_max(r, NET_SEAT_HANDED);
            s->ready = get_bool(r);
            get_str(r, s->name, sizeof s->name, true);
            get_str(r, s->level, sizeof s->level, false);
        }
        break;
    case NET_MSG_MOVES:
        m->moves.first = (uint32_t)get_uint(r, 4);
        m->moves.count = get_u8_max(r, NET_BATCH_MAX);
        if (r->fault == NET_DECODE_OK && m->moves.count < 1)
            failed(r, NET_DECODE_RANGE);
        for (int i = 0; i < m->moves.count && r->fault == NET_DECODE_OK; i++) {
            m->moves.actor[i] = get_seat(r, false);
            get_str(r, m->moves.text[i], sizeof m->moves.text[i], false);
        }
        m->moves.hash = get_uint(r, 8);
        break;
    case NET_MSG_QUEUE:
        m->queue.round = (uint32_t)get_uint(r, 4);
        m->queue.seat = get_seat(r, false);
        m->queue.done = get_bool(r);
        m->queue.count = get_u8_max(r, NET_QUEUE_MAX);
        for (int i = 0; i < m->queue.count && r->fault == NET_DECODE_OK; i++)
            get_str(r, m->queue.text[i], sizeof m->queue.text[i], false);
        break;
    case NET_MSG_REFUSED:
        m->refused.request = (uint32_t)get_uint(r, 4);
        m->refused.code = (NetRefusal)get_u8_max(r, NET_REFUSE_COUNT - 1);
        m->refused.engine = (int)get_uint(r, 1);
        m->refused.arg[0] = get_i16(r);
        m->refused.arg[1] = get_i16(r);
        break;
    case NET_MSG_SAID:
        m->said.seat = get_seat(r, true);
        get_str(r, m->said.text, sizeof m->said.text, true);
        break;
    case NET_MSG_STATE:
        m->state.state = (NetMatchState)get_u8_max(r, NET_OVER);
        m->state.moves = (uint32_t)get_uint(r, 4);
        m->state.hash = get_uint(r, 8);
        break;
    case NET_MSG_HANDED:
        m->handed.count = get_u8_max(r, NET_HANDED_MAX);
        for (int i = 0; i < m->handed.count && r->fault == NET_DECODE_OK; i++) {
            SessionHanded *h = &m->handed.handed[i];
            h->seat = get_seat(r, false);
            uint32_t at = (uint32_t)get_uint(r, 4);
            if (at > 0x7fffffffu)
                failed(r, NET_DECODE_RANGE);
            h->at = (int)at;
            get_str(r, h->level, NET_LEVEL_MAX, false);
            if (r->fault == NET_DECODE_OK && (!h->level[0] || strchr(h->level, ' ')))
                failed(r, NET_DECODE_STRING);
        }
        break;
    case NET_MSG_CLOCK:
        m->clock.round = (uint32_t)get_uint(r, 4);
        m->clock.card = (int)get_uint(r, 2);
        m->clock.count = get_u8_max(r, MAX_PLAYERS);
        if (r->fault == NET_DECODE_OK &&
            (m->clock.count < 1 || (m->clock.card > NET_CARD_SECONDS_MAX && m->clock.card != NET_CLOCK_NONE)))
            failed(r, NET_DECODE_RANGE);
        for (int i = 0; i < m->clock.count && r->fault == NET_DECODE_OK; i++)
            m->clock.away[i] = (int)get_uint(r, 2);
        break;
    case NET_MSG_TIMED:
        m->timed.round = (uint32_t)get_uint(r, 4);
        m->timed.seat = get_seat(r, false);
        break;
    case NET_MSG_QUERY:
        m->query.version = (uint16_t)get_uint(r, 2);
        m->query.nonce = (uint32_t)get_uint(r, 4);
        /* the padding: zeros up to the query's size, no more */
        if (r->fault == NET_DECODE_OK && r->len != NET_DISCOVERY_QUERY_SIZE)
            failed(r, r->len < NET_DISCOVERY_QUERY_SIZE ? NET_DECODE_SHORT : NET_DECODE_LONG);
        while (r->fault == NET_DECODE_OK && r->pos < r->len)
            if (r->p[r->pos++] != 0)
                failed(r, NET_DECODE_RANGE);
        break;
    case NET_MSG_ANSWER:
        m->answer.version = (uint16_t)get_uint(r, 2);
        m->answer.nonce = (uint32_t)get_uint(r, 4);
        m->answer.port = (uint16_t)get_uint(r, 2);
        m->answer.match = get_uint(r, 8);
        m->answer.secret = get_uint(r, 8);
        m->answer.state = (NetMatchState)get_u8_max(r, NET_OVER);
        m->answer.kind = (GameKind)get_u8_max(r, GAME_MIXED);
        m->answer.players = get_u8_max(r, MAX_PLAYERS);
        m->answer.open = get_u8_max(r, MAX_PLAYERS);
        get_str(r, m->answer.host, sizeof m->answer.host, true);
        if (r->fault == NET_DECODE_OK && (m->answer.port == 0 || m->answer.players < 1))
            failed(r, NET_DECODE_RANGE);
        break;
    default:
        failed(r, NET_DECODE_TYPE);
        break;
    }
}

NetDecodeFault net_msg_decode(const uint8_t *data, size_t len, NetMsg *out)
{
    memset(out, 0, sizeof *out);
    Reader r = {data, len, 0, NET_DECODE_OK};
    if (len == 0)
        return NET_DECODE_EMPTY;
    bool discovery = len >= NET_DISCOVERY_MAGIC_LEN && memcmp(data, NET_DISCOVERY_MAGIC, NET_DISCOVERY_MAGIC_LEN) == 0;
    if (discovery)
        r.pos = NET_DISCOVERY_MAGIC_LEN;
    int type = (int)get_uint(&r, 1);
    if (r.fault != NET_DECODE_OK)
        return r.fault;
    bool discovery_type = type == NET_MSG_QUERY || type == NET_MSG_ANSWER;
    if (discovery != discovery_type)
        return discovery ? NET_DECODE_TYPE : (discovery_type ? NET_DECODE_MAGIC : NET_DECODE_TYPE);
    out->type = (NetMsgType)type;
    decode_body(&r, out);
    if (r.fault == NET_DECODE_OK && r.pos != r.len)
        r.fault = NET_DECODE_LONG;
    if (r.fault != NET_DECODE_OK) {
        NetMsgType t = out->type;
        memset(out, 0, sizeof *out);
        out->type = t;
    }
    return r.fault;
}

const char *net_decode_fault_text(NetDecodeFault f)
{
    switch (f) {
    case NET_DECODE_OK: return "no fault";
    case NET_DECODE_EMPTY: return "an empty message";
    case NET_DECODE_TYPE: return "no such message";
    case NET_DECODE_SHORT: return "the message ends inside a field";
    case NET_DECODE_LONG: return "bytes after the message's last field";
    case NET_DECODE_STRING: return "a text too long for its field, or not printable";
    case NET_DECODE_RANGE: return "a number out of its range";
    case NET_DECODE_SETTINGS: return "settings the rules refuse";
    case NET_DECODE_MAGIC: return "not a Cartographers message";
    }
    return "?";
}

const char *net_refusal_text(NetRefusal r)
{
    switch (r) {
    case NET_REFUSE_NONE: return "no refusal";
    case NET_REFUSE_SECRET: return "the invite's secret is wrong";
    case NET_REFUSE_FULL: return "every seat is taken";
    case NET_REFUSE_VERSION: return "the host plays another version of the network game";
    case NET_REFUSE_SEAT: return "that seat is not yours";
    case NET_REFUSE_TURN: return "you have nothing to decide now";
    case NET_REFUSE_ROUND: return "that round is over";
    case NET_REFUSE_ILLEGAL: return "the rules do not allow that move";
    case NET_REFUSE_MALFORMED: return "a message the host cannot read";
    case NET_REFUSE_TOO_LONG: return "a message too long";
    case NET_REFUSE_RATE: return "too many messages";
    case NET_REFUSE_UNDO: return "nothing of yours to take back in this round";
    case NET_REFUSE_OVER: return "the game is over";
    case NET_REFUSE_NOT_STARTED: return "the game has not begun";
    case NET_REFUSE_HELLO: return "a message out of order";
    case NET_REFUSE_TAKEN: return "that seat is someone else's";
    case NET_REFUSE_GONE: return "the host closed the match";
    case NET_REFUSE_TIMED: return "your time for this card ran out: a computer draws it";
    case NET_REFUSE_COUNT: break;
    }
    return "?";
}
