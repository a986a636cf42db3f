/* strbuf.c: a growing text buffer (strbuf.h). */
#include "strbuf.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool reserve(StrBuf *b, size_t extra)
{
    if (b->failed)
        return false;
    if (extra >= (size_t)-1 / 2 - b->len) {
        b->failed = true;
        return false;
    }
    if (b->len + extra + 1 <= b->cap)
        return true;
    size_t cap = b->cap ? b->cap : 256;
    while (cap < b->len + extra + 1)
        cap *= 2;
    char *nb = realloc(b->buf, cap);
    if (!nb) {
        b->failed = true;
        return false;
    }
    b->buf = nb;
    b->cap = cap;
    return true;
}

void strbuf_addn(StrBuf *b, const char *s, size_t n)
{
    if (!reserve(b, n))
        return;
    memcpy(b->buf + b->len, s, n);
    b->len += n;
    b->buf[b->len] = '\0';
}

void strbuf_add(StrBuf *b, const char *s) { strbuf_addn(b, s, strlen(s)); }

void strbuf_addf(StrBuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0) {
        b->failed = true;
    } else if (reserve(b, (size_t)n)) {
        vsnprintf(b->buf + b->len, (size_t)n + 1, fmt, ap2);
        b->len += (size_t)n;
    }
    va_end(ap2);
}

char *strbuf_finish(StrBuf *b, size_t *len)
{
    char *out = NULL;
    if (!b->failed) {
        if (!b->buf && reserve(b, 0))
            b->buf[0] = '\0';
        out = b->failed ? NULL : b->buf;
        if (out && len)
            *len = b->len;
    }
    if (!out)
        free(b->buf);
    b->buf = NULL;
    b->len = b->cap = 0;
    b->failed = false;
    return out;
}

void strbuf_free(StrBuf *b)
{
    free(b->buf);
    b->buf = NULL;
    b->len = b->cap = 0;
    b->failed = false;
}
