/* strbuf.h: a growing text buffer for writing the session layer's files.
 * Allocation failure is sticky: once it happens every later add is a no-op
 * and strbuf_finish returns NULL, so writers check once at the end. */
#ifndef CARTO_STRBUF_H
#define CARTO_STRBUF_H

#include <stdbool.h>
#include <stddef.h>

typedef struct StrBuf {
    char *buf;
    size_t len, cap;
    bool failed;
} StrBuf;

void strbuf_add(StrBuf *b, const char *s);
void strbuf_addn(StrBuf *b, const char *s, size_t n);
#if defined(__GNUC__) || defined(__clang__)
__attribute__((format(printf, 2, 3)))
#endif
void strbuf_addf(StrBuf *b, const char *fmt, ...);
/* The text (malloc'd, NUL-terminated), or NULL if memory ran out; the
 * buffer is reset either way. */
char *strbuf_finish(StrBuf *b, size_t *len);
void strbuf_free(StrBuf *b);

#endif
