/* mo.c: the .mo reader (mo.h). The format (GNU gettext manual, "The Format
 * of GNU MO Files"): a header of 32-bit words in the writer's byte order
 *   0  magic 0x950412de (read as 0xde120495 when the order is swapped)
 *   4  revision (major 0 or 1; anything else is refused)
 *   8  N, the number of strings
 *   12 O, offset of the originals' table: N pairs (length, offset)
 *   16 T, offset of the translations' table: the same for translations
 *   20 S, 24 H: size and offset of a hash table (not used here)
 * Each string is `length` bytes followed by a NUL; an original with a
 * plural is "msgid\0msgid_plural", a translation with plurals is its forms
 * separated by NULs. Every offset and length is checked against the file's
 * size before use. Lookup is a binary search over the originals, which are
 * sorted here once (msgfmt sorts them already, but a file need not). */
#include "mo.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fileio.h"
#include "plural.h"

#define MO_MAGIC 0x950412deu
#define MO_MAGIC_SWAPPED 0xde120495u

typedef struct MoEntry {
    const char *original;    /* NUL-terminated msgid (then the plural msgid) */
    const char *translation; /* the forms, NUL-separated */
    uint32_t translation_len;
} MoEntry;

struct MoCatalog {
    char *data;
    size_t size;
    MoEntry *entries; /* sorted by original */
    size_t count;
    PluralRule plural;
};

static uint32_t word(const unsigned char *p, bool swapped)
{
    if (swapped)
        return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
    return (uint32_t)p[3] << 24 | (uint32_t)p[2] << 16 | (uint32_t)p[1] << 8 | (uint32_t)p[0];
}

/* The little-endian reading tells which order the file is in. */
static bool read_order(const unsigned char *d, bool *swapped)
{
    uint32_t magic = word(d, false);
    if (magic == MO_MAGIC) {
        *swapped = false;
        return true;
    }
    if (magic == MO_MAGIC_SWAPPED) {
        *swapped = true;
        return true;
    }
    return false;
}

static int by_original(const void *a, const void *b)
{
    return strcmp(((const MoEntry *)a)->original, ((const MoEntry *)b)->original);
}

/* String i of the table at `table`: checks that it lies in the file and
 * ends with a NUL. */
static bool string_at(const MoCatalog *c, uint32_t table, uint32_t i, bool swapped, const char **s, uint32_t *len)
{
    uint64_t at = (uint64_t)table + (uint64_t)i * 8u;
    if (at + 8u > c->size)
        return false;
    const unsigned char *d = (const unsigned char *)c->data;
    uint32_t l = word(d + at, swapped), off = word(d + at + 4, swapped);
    if ((uint64_t)off + l + 1u > c->size || c->data[(size_t)off + l] != '\0')
        return false;
    *s = c->data + off;
    *len = l;
    return true;
}

MoCatalog *mo_parse(char *data, size_t len, char *err, size_t errsize)
{
    MoCatalog *c = calloc(1, sizeof *c);
    if (!c) {
        free(data);
        snprintf(err, errsize, "out of memory");
        return NULL;
    }
    c->data = data;
    c->size = len;
    const unsigned char *d = (const unsigned char *)data;
    bool swapped = false;
    if (len < 28 || !read_order(d, &swapped)) {
        snprintf(err, errsize, "not a .mo file (no magic number)");
        mo_free(c);
        return NULL;
    }
    uint32_t revision = word(d + 4, swapped);
    if (revision >> 16 > 1) {
        snprintf(err, errsize, "a .mo file of revision %u.%u, which this reader does not know", revision >> 16,
                 revision & 0xffffu);
        mo_free(c);
        return NULL;
    }
    uint32_t n = word(d + 8, swapped), originals = word(d + 12, swapped), translations = word(d + 16, swapped);
    if ((uint64_t)n * 16u > len) {
        snprintf(err, errsize, "the .mo file claims %u strings, more than it can hold", n);
        mo_free(c);
        return NULL;
    }
    c->entries = calloc(n ? n : 1, sizeof *c->entries);
    if (!c->entries) {
        snprintf(err, errsize, "out of memory");
        mo_free(c);
        return NULL;
    }
    for (uint32_t i = 0; i < n; i++) {
        MoEntry *e = &c->entries[i];
        uint32_t olen;
        if (!string_at(c, originals, i, swapped, &e->original, &olen) ||
            !string_at(c, translations, i, swapped, &e->translation, &e->translation_len)) {
            snprintf(err, errsize, "string %u of the .mo file lies outside it or is not terminated", i);
            mo_free(c);
            return NULL;
        }
    }
    c->count = n;
    qsort(c->entries, c->count, sizeof *c->entries, by_original);
    plural_rule_from_header(mo_find(c, ""), &c->plural);
    return c;
}

MoCatalog *mo_load(const char *path, bool *missing, char *err, size_t errsize)
{
    size_t len;
    char *data = fileio_read(path, FILEIO_MAX_SIZE, &len, missing, err, errsize);
    if (!data)
        return NULL;
    char why[256];
    MoCatalog *c = mo_parse(data, len, why, sizeof why);
    if (!c)
        snprintf(err, errsize, "%s: %s", path, why);
    return c;
}

void mo_free(MoCatalog *c)
{
    if (!c)
        return;
    free(c->entries);
    free(c->data);
    free(c);
}

static const MoEntry *lookup(const MoCatalog *c, const char *msgid)
{
    if (!c || !msgid)
        return NULL;
    MoEntry key = {msgid, NULL, 0};
    const MoEntry *e = bsearch(&key, c->entries, c->count, sizeof *c->entries, by_original);
    /* an empty translation means "not translated" */
    return e && e->translation_len > 0 ? e : NULL;
}

const char *mo_find(const MoCatalog *c, const char *msgid)
{
    const MoEntry *e = lookup(c, msgid);
    return e ? e->translation : NULL;
}

const char *mo_find_plural(const MoCatalog *c, const char *msgid, unsigned long n)
{
    const MoEntry *e = lookup(c, msgid);
    if (!e)
        return NULL;
    unsigned long want = plural_index(&c->plural, n);
    const char *form = e->translation, *end = e->translation + e->translation_len;
    for (unsigned long i = 0; i < want; i++) {
        form += strlen(form) + 1;
        if (form >= end)
            return NULL;
    }
    return form;
}

size_t mo_count(const MoCatalog *c) { return c ? c->count : 0; }

unsigned long mo_nplurals(const MoCatalog *c) { return c ? c->plural.nplurals : 2; }
