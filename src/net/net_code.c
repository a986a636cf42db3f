/* net_code.c: the invite code and "HOST:PORT" (net_code.h). */
#include "net_code.h"

#include <stdio.h>
#include <string.h>

#include "code32.h"

#define VERSION_VALUE 21 /* the letter N */
#define DATA_CHARS (NET_CODE_CHARS - 2)

bool net_code_format(const NetInvite *inv, char *out, size_t size)
{
    if (size > 0)
        out[0] = '\0';
    if (inv->port == 0 || inv->secret == 0 || (inv->secret & ~NET_SECRET_MASK) != 0)
        return false;
    /* 110 bits: address, port, secret, most significant first */
    uint64_t hi = ((uint64_t)inv->ipv4 << 16) | inv->port; /* 48 bits */
    uint64_t lo = inv->secret;                              /* 62 bits */
    int v[NET_CODE_CHARS], n = 0;
    v[n++] = VERSION_VALUE;
    for (int i = 0; i < DATA_CHARS; i++) {
        int bit = (DATA_CHARS - 1 - i) * 5; /* of the value's lowest bit, counted from the end */
        int x = 0;
        for (int b = 4; b >= 0; b--) {
            int at = bit + b; /* 0..109 from the end */
            int one = at < NET_SECRET_BITS ? (int)((lo >> at) & 1) : (int)((hi >> (at - NET_SECRET_BITS)) & 1);
            x = (x << 1) | one;
        }
        v[n++] = x;
    }
    v[n] = code32_check_value(v, n);
    n++;
    return code32_format(v, n, out, size);
}

static bool fail(NetCodeError *e, NetCodeFault f, const char *message)
{
    if (e) {
        e->fault = f;
        snprintf(e->message, sizeof e->message, "%s", message);
    }
    return false;
}

bool net_code_parse(const char *text, NetInvite *out, NetCodeError *e)
{
    memset(out, 0, sizeof *out);
    if (e)
        memset(e, 0, sizeof *e);
    int v[NET_CODE_CHARS];
    Code32Read r;
    if (!code32_read(text, v, NET_CODE_CHARS, &r)) {
        if (r.fault == CODE32_EMPTY)
            return fail(e, NET_CODE_EMPTY, "There is no code: type or paste the invite code.");
        if (r.fault == CODE32_CHARACTER) {
            if (e) {
                e->place = r.place;
                e->character = r.character;
            }
            return fail(e, NET_CODE_CHARACTER, "A character is not used in codes: they have only letters and digits.");
        }
        if (e)
            e->got = r.count;
        return fail(e, NET_CODE_LENGTH, "An invite code has 24 characters; this has more.");
    }
    if (v[0] <= 9)
        return fail(e, NET_CODE_CHALLENGE, "This is a game's code, for a new game, not an invite to join one.");
    if (v[0] != VERSION_VALUE)
        return fail(e, NET_CODE_NOT_INVITE, "This is not an invite code: invite codes start with N.");
    if (r.count != NET_CODE_CHARS) {
        if (e)
            e->got = r.count;
        return fail(e, NET_CODE_LENGTH, "An invite code has 24 characters; one is missing or one too many.");
    }
    if (!code32_checks(v, NET_CODE_CHARS))
        return fail(e, NET_CODE_CHECK, "The code does not check out: a character is wrong or two are swapped.");
    uint64_t hi = 0, lo = 0;
    for (int i = 1; i <= DATA_CHARS; i++) {
        for (int b = 4; b >= 0; b--) {
            int at = (DATA_CHARS - i) * 5 + b;
            uint64_t one = (uint64_t)((v[i] >> b) & 1);
            if (at < NET_SECRET_BITS)
                lo |= one << at;
            else
                hi |= one << (at - NET_SECRET_BITS);
        }
    }
    NetInvite inv = {(uint32_t)(hi >> 16), (uint16_t)(hi & 0xffff), lo};
    if (inv.port == 0 || inv.secret == 0 || inv.ipv4 == 0)
        return fail(e, NET_CODE_INVALID, "The code holds no address, port or secret.");
    *out = inv;
    return true;
}

bool net_is_address(const char *text) { return text && strchr(text, ':') != NULL; }

static bool host_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '-' ||
           c == '_';
}

bool net_address_split(const char *text, char *host, size_t size, uint16_t *port, char *why, size_t whysize)
{
    if (size > 0)
        host[0] = '\0';
    *port = 0;
    if (!text)
        text = "";
    while (*text == ' ' || *text == '\t')
        text++;
    size_t len = strnlen(text, 300);
    while (len > 0 && (text[len - 1] == ' ' || text[len - 1] == '\t' || text[len - 1] == '\n' || text[len - 1] == '\r'))
        len--;
    const char *colon = memchr(text, ':', len);
    if (!colon || len >= 300) {
        snprintf(why, whysize, "write the address as HOST:PORT, for instance 192.168.1.20:29170");
        return false;
    }
    size_t hlen = (size_t)(colon - text);
    if (hlen == 0 || hlen >= size) {
        snprintf(why, whysize, "the address needs a host name or number before the ':'");
        return false;
    }
    for (size_t i = 0; i < hlen; i++) {
        if (!host_char(text[i])) {
            snprintf(why, whysize, "a host name has only letters, digits, '.' and '-'");
            return false;
        }
    }
    unsigned long p = 0;
    const char *d = colon + 1, *end = text + len;
    if (d == end) {
        snprintf(why, whysize, "the address needs a port after the ':' (1 to 65535)");
        return false;
    }
    for (; d < end; d++) {
        if (*d < '0' || *d > '9' || p > 65535) {
            snprintf(why, whysize, "the port must be a number from 1 to 65535");
            return false;
        }
        p = p * 10 + (unsigned long)(*d - '0');
    }
    if (p < 1 || p > 65535) {
        snprintf(why, whysize, "the port must be a number from 1 to 65535");
        return false;
    }
    memcpy(host, text, hlen);
    host[hlen] = '\0';
    *port = (uint16_t)p;
    return true;
}

void net_ipv4_text(uint32_t a, char *out, size_t size)
{
    snprintf(out, size, "%u.%u.%u.%u", (unsigned)(a >> 24), (unsigned)(a >> 16) & 255u, (unsigned)(a >> 8) & 255u,
             (unsigned)a & 255u);
}

bool net_ipv4_parse(const char *text, uint32_t *out)
{
    uint32_t a = 0;
    const char *p = text;
    for (int part = 0; part < 4; part++) {
        unsigned v = 0;
        int digits = 0;
        while (*p >= '0' && *p <= '9' && digits < 4) {
            v = v * 10 + (unsigned)(*p++ - '0');
            digits++;
        }
        if (digits == 0 || digits > 3 || v > 255)
            return false;
        a = (a << 8) | v;
        if (part < 3 && *p++ != '.')
            return false;
    }
    if (*p != '\0')
        return false;
    *out = a;
    return true;
}

bool net_ipv4_private(uint32_t a)
{
    return (a >> 24) == 10 || (a >> 20) == 0xac1 || (a >> 16) == 0xc0a8 || (a >> 16) == 0xa9fe || (a >> 24) == 127;
}
