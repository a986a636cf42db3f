/* recorded.c: the mark of the last game a kept file took in (recorded.h). */
#include "recorded.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

RecordedMark recorded_fresh(void) { return (RecordedMark){true, 0}; }

bool recorded_key_parse(const char *hex, uint64_t *key)
{
    if (strlen(hex) != 16)
        return false;
    uint64_t k = 0;
    for (int i = 0; i < 16; i++) {
        char c = hex[i];
        int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
        if (d < 0)
            return false;
        k = k << 4 | (uint64_t)d;
    }
    *key = k;
    return true;
}

bool recorded_parse(const char *line, RecordedMark *m)
{
    size_t n = strlen(RECORDED_LINE);
    if (strncmp(line, RECORDED_LINE, n) != 0 || line[n] != ' ')
        return false;
    m->known = true;
    if (!recorded_key_parse(line + n + 1, &m->key))
        m->key = 0;
    return true;
}

void recorded_add(StrBuf *b, const RecordedMark *m)
{
    if (m->key)
        strbuf_addf(b, "%s %016" PRIx64 "\n", RECORDED_LINE, m->key);
    else
        strbuf_addf(b, "%s -\n", RECORDED_LINE);
}

bool recorded_needs(RecordedMark *m, uint64_t key)
{
    if (!m->known) {
        *m = (RecordedMark){true, key};
        return false;
    }
    return m->key != key;
}
