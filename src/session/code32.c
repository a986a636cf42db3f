/* code32.c: Crockford base 32 and the GF(32) check character the game's
 * codes share (code32.h). */
#include "code32.h"

#include <string.h>

static const char alphabet[33] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

char code32_char(int value) { return value >= 0 && value < 32 ? alphabet[value] : '?'; }

int code32_value(unsigned char c)
{
    if (c >= 'a' && c <= 'z')
        c = (unsigned char)(c - 'a' + 'A');
    if (c == 'I' || c == 'L')
        return 1;
    if (c == 'O')
        return 0;
    const char *p = c ? strchr(alphabet, c) : NULL;
    return p ? (int)(p - alphabet) : -1;
}

static int gf_double(int c) { return ((c << 1) ^ ((c & 0x10) ? 0x25 : 0)) & 0x1f; }

static int check_run(const int *v, int n)
{
    int c = 0;
    for (int i = 0; i < n; i++)
        c = gf_double(c) ^ v[i];
    return c;
}

int code32_check_value(const int *v, int n) { return gf_double(check_run(v, n)); }

bool code32_checks(const int *v, int n) { return check_run(v, n) == 0; }

bool code32_format(const int *v, int n, char *out, size_t size)
{
    size_t need = (size_t)n + (n > 0 ? (size_t)(n - 1) / 4 : 0) + 1;
    if (size > 0)
        out[0] = '\0';
    if (need > size)
        return false;
    size_t t = 0;
    for (int i = 0; i < n; i++) {
        if (i > 0 && i % 4 == 0)
            out[t++] = '-';
        out[t++] = code32_char(v[i]);
    }
    out[t] = '\0';
    return true;
}

static bool is_blank(unsigned char c) { return c == ' ' || c == '\t' || c == '-' || c == '\n' || c == '\r'; }

static int utf8_length(unsigned char c) { return c < 0x80 ? 1 : c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1; }

bool code32_read(const char *text, int *v, int max, Code32Read *r)
{
    memset(r, 0, sizeof *r);
    r->first_offset = r->offset = -1;
    if (!text)
        text = "";
    size_t len = strnlen(text, CODE32_TEXT_MAX + 1);
    if (len > CODE32_TEXT_MAX) {
        r->fault = CODE32_TEXT_TOO_LONG;
        r->text_len = len;
        return false;
    }
    int place = 0;
    for (size_t i = 0; i < len; i += (size_t)utf8_length((unsigned char)text[i])) {
        unsigned char c = (unsigned char)text[i];
        place++;
        if (is_blank(c))
            continue;
        int value = code32_value(c);
        if (value < 0) {
            r->fault = CODE32_CHARACTER;
            r->offset = (int)i;
            r->place = place;
            r->character = c;
            int n8 = utf8_length(c);
            r->char_bytes = i + (size_t)n8 > len ? (int)(len - i) : n8;
            return false;
        }
        if (r->count == 0) {
            r->first_offset = (int)i;
            r->first_place = place;
        }
        if (r->count == max && r->offset < 0) {
            r->offset = (int)i;
            r->place = place;
        }
        if (r->count < max)
            v[r->count] = value;
        r->count++;
    }
    if (r->count == 0) {
        r->fault = CODE32_EMPTY;
        return false;
    }
    if (r->count > max) {
        r->fault = CODE32_TOO_MANY;
        return false;
    }
    return true;
}
