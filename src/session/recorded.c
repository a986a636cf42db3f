/* recorded.c: the mark of the last game a kept file took in (recorded.h). */
#include "recorded.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

RecordedMark recorded_fresh(void) { return (RecordedMark){true, 0}; }

bool recorded_parse(const char *line, RecordedMark *m)
{
    size_t n = strlen(RECORDED_LINE);
    if (strncmp(line, RECORDED_LINE, n) != 0 || line[n] != ' ')
        return false;
    const char *v = line + n + 1;
    m->known = true;
    m->key = 0;
    if (strlen(v) != 16)
        return true;
    uint64_t key = 0;
    for (int i = 0; i < 16; i++) {
        char c = v[i];
        int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
        if (d < 0)
            return true;
        key = key << 4 | (uint64_t)d;
    }
    m->key = key;
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
