/* textlines.c: line-by-line reading of untrusted text files (textlines.h). */
#include "textlines.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "numtext.h"

void textlines_init(TextLines *t, const char *text, size_t len)
{
    /* a UTF-8 byte order mark, as some editors write, carries nothing */
    if (len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0) {
        text += 3;
        len -= 3;
    }
    t->p = text;
    t->end = text + len;
    t->lineno = 0;
}

TextLine textlines_next(TextLines *t, char *buf, size_t size)
{
    if (t->p >= t->end)
        return TEXTLINE_END;
    const char *nl = memchr(t->p, '\n', (size_t)(t->end - t->p));
    const char *stop = nl ? nl : t->end;
    size_t len = (size_t)(stop - t->p);
    const char *start = t->p;
    t->p = nl ? nl + 1 : t->end;
    t->lineno++;
    if (memchr(start, '\0', len))
        return TEXTLINE_NUL;
    while (len > 0 && (start[len - 1] == '\r' || start[len - 1] == ' ' || start[len - 1] == '\t'))
        len--;
    if (len >= size)
        return TEXTLINE_TOO_LONG;
    memcpy(buf, start, len);
    buf[len] = '\0';
    return TEXTLINE_OK;
}

void textlines_error(const TextLines *t, TextLine r, char *err, size_t errsize)
{
    if (r == TEXTLINE_NUL)
        snprintf(err, errsize, "line %d: holds a NUL byte (the file is damaged or not text)", t->lineno);
    else if (r == TEXTLINE_TOO_LONG)
        snprintf(err, errsize, "line %d: line too long (the file is damaged)", t->lineno);
    else
        snprintf(err, errsize, "line %d: unreadable", t->lineno);
}

bool textlines_skip(const char *line) { return line[0] == '\0' || line[0] == '#'; }

char *textlines_split(char *line)
{
    char *space = strchr(line, ' ');
    if (!space)
        return line + strlen(line);
    *space = '\0';
    return space + 1;
}

bool textlines_int(const char *s, long min, long max, long *out) { return numtext_int(s, min, max, out); }

bool textlines_magic(const char *line, const char *magic, int max, const char *what, int *version, char *err,
                     size_t errsize)
{
    size_t n = strlen(magic);
    long v;
    if (strncmp(line, magic, n) != 0 || line[n] != ' ') {
        snprintf(err, errsize, "not %s (the first line should be '%s %d')", what, magic, max);
        return false;
    }
    if (!textlines_int(line + n + 1, 1, 1000000, &v)) {
        snprintf(err, errsize, "the format version '%.20s' is not a number", line + n + 1);
        return false;
    }
    if (v > max) {
        snprintf(err, errsize, "written by a newer version of the game (format %ld; this version reads up to %d)", v,
                 max);
        return false;
    }
    *version = (int)v;
    return true;
}

bool textlines_newer(const char *text, size_t len, const char *magic, int max)
{
    TextLines t;
    textlines_init(&t, text, len);
    char line[TEXTLINES_MAX + 1];
    TextLine r;
    while ((r = textlines_next(&t, line, sizeof line)) == TEXTLINE_OK && textlines_skip(line))
        ;
    size_t n = strlen(magic);
    long v;
    return r == TEXTLINE_OK && strncmp(line, magic, n) == 0 && line[n] == ' ' &&
           textlines_int(line + n + 1, 1, 1000000000L, &v) && v > max;
}

bool textlines_printable_utf8(const char *s)
{
    const unsigned char *p = (const unsigned char *)s;
    while (*p) {
        unsigned c = *p;
        int more;
        unsigned min;
        if (c < 0x20 || c == 0x7f)
            return false;
        if (c < 0x80) {
            p++;
            continue;
        }
        if ((c & 0xe0) == 0xc0) {
            more = 1;
            min = 0x80;
            c &= 0x1f;
        } else if ((c & 0xf0) == 0xe0) {
            more = 2;
            min = 0x800;
            c &= 0x0f;
        } else if ((c & 0xf8) == 0xf0) {
            more = 3;
            min = 0x10000;
            c &= 0x07;
        } else {
            return false;
        }
        p++;
        for (int i = 0; i < more; i++, p++) {
            if ((*p & 0xc0) != 0x80)
                return false;
            c = (c << 6) | (*p & 0x3fu);
        }
        if (c < min || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff) || (c >= 0x80 && c < 0xa0))
            return false;
    }
    return true;
}
