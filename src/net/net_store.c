/* net_store.c: a network match on the disk and back (net_store.h,
 * docs/formats.md §21). */
#include "net_store.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fileio.h"
#include "net_code.h"
#include "save.h"
#include "strbuf.h"
#include "textlines.h"

static const char *const kind_words[] = {"remote", "computer", "local"};
static const char *const state_words[] = {"open", "here", "away", "handed"};
static const char *const match_words[] = {"lobby", "playing", "over"};

char *net_store_format(const NetStored *st, const Session *s, size_t *len)
{
    StrBuf b = {0};
    strbuf_addf(&b, "%s %d\n", NET_STORE_MAGIC, NET_STORE_VERSION);
    strbuf_addf(&b, "role %s\n", st->host ? "host" : "client");
    strbuf_addf(&b, "match %016" PRIx64 "\n", st->match);
    strbuf_addf(&b, "secret %016" PRIx64 "\n", st->secret);
    int players = session_settings(s)->players;
    if (!st->host) {
        char ip[16];
        net_ipv4_text(st->ipv4, ip, sizeof ip);
        strbuf_addf(&b, "address %s %u\n", ip, (unsigned)st->port);
        strbuf_addf(&b, "seat %d\n", st->seat + 1);
        strbuf_addf(&b, "token %016" PRIx64 "\n", st->token);
    } else if (st->port) {
        strbuf_addf(&b, "port %u\n", (unsigned)st->port);
    }
    strbuf_addf(&b, "state %s\n", match_words[st->state]);
    if (st->host && st->card_seconds > 0)
        strbuf_addf(&b, "card-seconds %d\n", st->card_seconds);
    for (int i = 0; st->host && i < players; i++) {
        const NetStoredSeat *seat = &st->seats[i];
        if (seat->token)
            strbuf_addf(&b, "netseat %d %s %s %016" PRIx64 " %s\n", i + 1, kind_words[seat->kind],
                        state_words[seat->state], seat->token, seat->level[0] ? seat->level : "-");
        else
            strbuf_addf(&b, "netseat %d %s %s - %s\n", i + 1, kind_words[seat->kind], state_words[seat->state],
                        seat->level[0] ? seat->level : "-");
    }
    for (int i = 0; i < players; i++) {
        for (int k = 0; k < st->nqueue[i]; k++) {
            char mv[MOVE_TEXT_MAX];
            move_format(&st->queue[i][k], mv, sizeof mv);
            strbuf_addf(&b, "queue %d %s\n", i + 1, mv);
        }
    }
    char *save = save_format(s);
    if (!save) {
        strbuf_free(&b);
        return NULL;
    }
    strbuf_add(&b, save);
    free(save);
    return strbuf_finish(&b, len);
}

static bool hex64(const char *v, uint64_t *out)
{
    uint64_t x = 0;
    int n = 0;
    for (; *v; v++, n++) {
        int d = *v >= '0' && *v <= '9' ? *v - '0' : *v >= 'a' && *v <= 'f' ? *v - 'a' + 10 : -1;
        if (d < 0 || n >= 16)
            return false;
        x = (x << 4) | (uint64_t)d;
    }
    *out = x;
    return n > 0;
}

static int word_index(const char *w, const char *const *words, int n)
{
    for (int i = 0; i < n; i++)
        if (strcmp(w, words[i]) == 0)
            return i;
    return -1;
}

static bool bad_line(const TextLines *t, char *err, size_t errsize, const char *what)
{
    snprintf(err, errsize, "line %d: %s", t->lineno, what);
    return false;
}

/* "N REST" with N a seat 1..6: the seat (0-based) and REST. */
static bool seat_field(char *v, int *seat, char **rest)
{
    char *r = textlines_split(v);
    long n;
    if (!textlines_int(v, 1, MAX_PLAYERS, &n))
        return false;
    *seat = (int)n - 1;
    *rest = r;
    return true;
}

static bool parse_netseat(char *v, NetStored *out)
{
    int seat;
    char *rest;
    if (!seat_field(v, &seat, &rest))
        return false;
    char *state = textlines_split(rest);
    char *token = textlines_split(state);
    char *level = textlines_split(token);
    int k = word_index(rest, kind_words, 3), s = word_index(state, state_words, 4);
    NetStoredSeat *ns = &out->seats[seat];
    if (k < 0 || s < 0 || strchr(level, ' ') || strlen(level) >= sizeof ns->level || !level[0])
        return false;
    ns->kind = (NetSeatKind)k;
    ns->state = (NetSeatState)s;
    ns->token = 0;
    if (strcmp(token, "-") != 0 && !hex64(token, &ns->token))
        return false;
    snprintf(ns->level, sizeof ns->level, "%s", strcmp(level, "-") == 0 ? "" : level);
    return true;
}

bool net_store_parse(const char *text, size_t len, NetStored *out, Session **session, char *err, size_t errsize)
{
    memset(out, 0, sizeof *out);
    *session = NULL;
    TextLines t;
    textlines_init(&t, text, len);
    char line[TEXTLINES_MAX + 1];
    int version = 0;
    bool seen_role = false, seen_match = false;
    for (;;) {
        const char *at = t.p;
        TextLine r = textlines_next(&t, line, sizeof line);
        if (r == TEXTLINE_END)
            return bad_line(&t, err, errsize, "the file ends before its game");
        if (r != TEXTLINE_OK) {
            textlines_error(&t, r, err, errsize);
            return false;
        }
        if (version == 0) {
            if (!textlines_magic(line, NET_STORE_MAGIC, NET_STORE_VERSION, "a network match file", &version, err,
                                 errsize))
                return false;
            continue;
        }
        if (textlines_skip(line))
            continue;
        if (strncmp(line, SAVE_MAGIC " ", strlen(SAVE_MAGIC) + 1) == 0) {
            if (!seen_role || !seen_match)
                return bad_line(&t, err, errsize, "the game comes before the match's role and id");
            int first = t.lineno;
            char msg[SESSION_MESSAGE_MAX];
            *session = save_parse(at, (size_t)(text + len - at), msg, sizeof msg);
            if (!*session) {
                snprintf(err, errsize, "in the game from line %d: %s", first, msg);
                return false;
            }
            int players = session_settings(*session)->players;
            bool bad = out->host ? false : out->seat >= players;
            for (int i = players; i < MAX_PLAYERS; i++)
                bad = bad || out->nqueue[i] > 0 || (out->host && out->seats[i].token != 0);
            if (bad) {
                session_free(*session);
                *session = NULL;
                snprintf(err, errsize, "a seat named above is not in the game");
                return false;
            }
            return true;
        }
        char *v = textlines_split(line);
        const char *key = line;
        if (strcmp(key, "role") == 0) {
            if (strcmp(v, "host") != 0 && strcmp(v, "client") != 0)
                return bad_line(&t, err, errsize, "role must be host or client");
            out->host = strcmp(v, "host") == 0;
            seen_role = true;
        } else if (strcmp(key, "match") == 0) {
            if (!hex64(v, &out->match))
                return bad_line(&t, err, errsize, "match must be a hexadecimal number");
            seen_match = true;
        } else if (strcmp(key, "secret") == 0) {
            if (!hex64(v, &out->secret) || out->secret == 0 || (out->secret & ~NET_SECRET_MASK) != 0)
                return bad_line(&t, err, errsize, "secret must be a hexadecimal number of 62 bits");
        } else if (strcmp(key, "address") == 0) {
            char *port = textlines_split(v);
            long p;
            if (!net_ipv4_parse(v, &out->ipv4) || !textlines_int(port, 1, 65535, &p))
                return bad_line(&t, err, errsize, "address must be an IPv4 address and a port");
            out->port = (uint16_t)p;
        } else if (strcmp(key, "port") == 0) {
            long p;
            if (!textlines_int(v, 1, 65535, &p))
                return bad_line(&t, err, errsize, "port must be 1 to 65535");
            out->port = (uint16_t)p;
        } else if (strcmp(key, "seat") == 0) {
            long n;
            if (!textlines_int(v, 1, MAX_PLAYERS, &n))
                return bad_line(&t, err, errsize, "seat must be 1 to 6");
            out->seat = (int)n - 1;
        } else if (strcmp(key, "token") == 0) {
            if (!hex64(v, &out->token))
                return bad_line(&t, err, errsize, "token must be a hexadecimal number");
        } else if (strcmp(key, "state") == 0) {
            int s = word_index(v, match_words, 3);
            if (s < 0)
                return bad_line(&t, err, errsize, "state must be lobby, playing or over");
            out->state = (NetMatchState)s;
        } else if (strcmp(key, "card-seconds") == 0) {
            long n;
            if (!textlines_int(v, 1, NET_CARD_SECONDS_MAX, &n))
                return bad_line(&t, err, errsize, "card-seconds must be 1 to 3600");
            out->card_seconds = (int)n;
        } else if (strcmp(key, "netseat") == 0) {
            if (!parse_netseat(v, out))
                return bad_line(&t, err, errsize, "netseat must be: seat, kind, state, token or -, level or -");
        } else if (strcmp(key, "queue") == 0) {
            int seat;
            char *mv, msg[ERROR_MAX];
            if (!seat_field(v, &seat, &mv))
                return bad_line(&t, err, errsize, "queue must be a seat and a move");
            if (out->nqueue[seat] == NET_QUEUE_MAX)
                return bad_line(&t, err, errsize, "too many queued moves for one seat");
            if (!move_parse(mv, &out->queue[seat][out->nqueue[seat]], msg, sizeof msg))
                return bad_line(&t, err, errsize, msg);
            out->nqueue[seat]++;
        } else {
            return bad_line(&t, err, errsize, "unknown line");
        }
    }
}

bool net_store_write(const char *path, const NetStored *st, const Session *s, char *err, size_t errsize)
{
    size_t len;
    char *text = net_store_format(st, s, &len);
    return fileio_write_taken(path, text, len, err, errsize);
}

bool net_store_read(const char *path, NetStored *out, Session **session, bool *missing, char *err, size_t errsize)
{
    size_t len;
    *session = NULL;
    char *text = fileio_read(path, SAVE_MAX_SIZE + 65536, &len, missing, err, errsize);
    if (!text)
        return false;
    char msg[SESSION_MESSAGE_MAX];
    bool ok = net_store_parse(text, len, out, session, msg, sizeof msg);
    if (!ok)
        snprintf(err, errsize, "%s: %s", fileio_basename(path), msg);
    free(text);
    return ok;
}

bool net_store_forget(char *path, char *err, size_t errsize)
{
    if (!path[0])
        return true;
    if (!fileio_delete(path, path, err, errsize))
        return false;
    path[0] = '\0';
    return true;
}
