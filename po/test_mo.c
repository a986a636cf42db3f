/* test_mo.c: the built-in .mo reader (src/ui/text/mo.c) and plural rules
 * (plural.c). Prints TAP.
 *
 * Usage: test_mo [REFERENCE MO_FILE]... For each pair: MO_FILE is what
 * msgfmt made of a real po/LANG.po, REFERENCE what Python's gettext module
 * read from it (po/mo_reference.py); every string and every plural form for
 * many n must be the same. Without arguments only the hand-made cases run:
 * plural rules of several languages, and broken files (no magic, a
 * truncated header, offsets outside the file, unterminated strings, an
 * unknown revision), and a file in the other byte order. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fileio.h"
#include "mo.h"
#include "plural.h"

static int test_no;
static int failures;

static void ok(bool cond, const char *what)
{
    test_no++;
    if (!cond)
        failures++;
    printf("%s %d - %s\n", cond ? "ok" : "not ok", test_no, what);
}

/* ---- plural rules ---- */

static unsigned long eval(const char *expr, unsigned long n)
{
    unsigned long v = 999;
    if (!plural_eval(expr, n, &v))
        return 998;
    return v;
}

static void test_plural_rules(void)
{
    PluralRule r;
    /* German, and Hungarian and Dutch (the same rule) */
    ok(plural_rule_from_header("Language: de\nPlural-Forms: nplurals=2; plural=(n != 1);\n", &r) && r.nplurals == 2,
       "the German header's rule parses");
    ok(plural_index(&r, 0) == 1 && plural_index(&r, 1) == 0 && plural_index(&r, 2) == 1 && plural_index(&r, 21) == 1 &&
           plural_index(&r, 1000001) == 1,
       "n != 1: 1 is singular; 0, 2, 21 and a million are plural");
    ok(plural_rule_from_header("Plural-Forms: nplurals=2; plural=n != 1;", &r) && plural_index(&r, 1) == 0 &&
           plural_index(&r, 5) == 1,
       "without parentheses or a newline");
    /* French: 0 and 1 singular */
    ok(eval("(n > 1)", 0) == 0 && eval("(n > 1)", 1) == 0 && eval("(n > 1)", 2) == 1, "French: n > 1");
    /* Polish: three forms */
    const char *pl = "(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)";
    ok(eval(pl, 1) == 0 && eval(pl, 2) == 1 && eval(pl, 4) == 1 && eval(pl, 5) == 2 && eval(pl, 12) == 2 &&
           eval(pl, 22) == 1 && eval(pl, 25) == 2 && eval(pl, 112) == 2 && eval(pl, 0) == 2,
       "Polish: nested ?: with && and ||");
    /* Russian */
    const char *ru = "(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)";
    ok(eval(ru, 1) == 0 && eval(ru, 11) == 2 && eval(ru, 21) == 0 && eval(ru, 3) == 1 && eval(ru, 13) == 2, "Russian");
    /* Arabic: six forms */
    const char *ar = "n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5";
    ok(eval(ar, 0) == 0 && eval(ar, 1) == 1 && eval(ar, 2) == 2 && eval(ar, 5) == 3 && eval(ar, 11) == 4 &&
           eval(ar, 100) == 5 && eval(ar, 102) == 5,
       "Arabic: a chain of six forms");
    ok(eval("0", 5) == 0 && eval("!n", 0) == 1 && eval("!n", 3) == 0 && eval("n+1-2*3/2%4", 10) == 8 &&
           eval("2<=n", 2) == 1 && eval("n>=3", 2) == 0 && eval("n<1", 0) == 1,
       "arithmetic, !, <= and >= as in C");
    unsigned long v;
    ok(!plural_eval("n %", 1, &v) && !plural_eval("(n != 1", 1, &v) && !plural_eval("n ? 1", 1, &v) &&
           !plural_eval("n / 0", 1, &v) && !plural_eval("x", 1, &v) && !plural_eval("", 1, &v) &&
           !plural_eval("n 1", 1, &v),
       "syntax errors and a division by zero are refused");
    ok(!plural_rule_from_header("Plural-Forms: nplurals=2; plural=n;\n", &r) && r.nplurals == 2 &&
           plural_index(&r, 1) == 0 && plural_index(&r, 3) == 1,
       "a rule giving an index past nplurals is not used (English instead)");
    ok(!plural_rule_from_header("Language: de\n", &r) && plural_index(&r, 1) == 0 && plural_index(&r, 0) == 1,
       "no Plural-Forms line: English");
}

/* ---- hand-made files ---- */

typedef struct Builder {
    unsigned char buf[1024];
    size_t len;
    bool big; /* big-endian words */
} Builder;

static void put_word(Builder *b, size_t at, uint32_t v)
{
    for (int i = 0; i < 4; i++)
        b->buf[at + (size_t)i] = (unsigned char)(v >> (b->big ? 24 - 8 * i : 8 * i));
}

/* A catalogue of `count` pairs (originals are NUL-joined like msgfmt's
 * plural entries when they contain '|'), in the given order. */
static void build(Builder *b, bool big, const char *const *orig, const char *const *trans, uint32_t count)
{
    memset(b, 0, sizeof *b);
    b->big = big;
    uint32_t o = 28, t = o + 8 * count;
    size_t at = t + 8 * count;
    put_word(b, 0, 0x950412deu);
    put_word(b, 4, 0);
    put_word(b, 8, count);
    put_word(b, 12, o);
    put_word(b, 16, t);
    for (uint32_t i = 0; i < count; i++) {
        const char *const *s[2] = {&orig[i], &trans[i]};
        uint32_t table[2] = {o, t};
        for (int k = 0; k < 2; k++) {
            size_t len = strlen(*s[k]);
            memcpy(b->buf + at, *s[k], len + 1);
            for (size_t j = 0; j < len; j++)
                if (b->buf[at + j] == '|')
                    b->buf[at + j] = '\0';
            put_word(b, table[k] + 8 * i, (uint32_t)len);
            put_word(b, table[k] + 8 * i + 4, (uint32_t)at);
            at += len + 1;
        }
    }
    b->len = at;
}

static MoCatalog *parse(const Builder *b, size_t len, char *err, size_t errsize)
{
    char *copy = malloc(len ? len : 1);
    memcpy(copy, b->buf, len);
    return mo_parse(copy, len, err, errsize);
}

static void test_hand_made(void)
{
    static const char *const orig[] = {"", "Confirm", "menu\004Load", "%d move|%d moves", "Zebra"};
    static const char *const trans[] = {"Language: xx\nPlural-Forms: nplurals=3; plural=n==1 ? 0 : n==2 ? 1 : 2;\n",
                                        "Best\xC3\xA4tigen", "Laden", "%d Zug|%d Z\xC3\xBCge (2)|%d Z\xC3\xBCge", ""};
    Builder b;
    char err[256];
    for (int big = 0; big < 2; big++) {
        /* entries out of order: the reader sorts them */
        static const char *const o2[] = {"Zebra", "Confirm", "", "%d move|%d moves", "menu\004Load"};
        static const char *const t2[] = {"", "Best\xC3\xA4tigen",
                                         "Language: xx\nPlural-Forms: nplurals=3; plural=n==1 ? 0 : n==2 ? 1 : 2;\n",
                                         "%d Zug|%d Z\xC3\xBCge (2)|%d Z\xC3\xBCge", "Laden"};
        build(&b, big, big ? o2 : orig, big ? t2 : trans, 5);
        MoCatalog *c = parse(&b, b.len, err, sizeof err);
        ok(c != NULL, big ? "a big-endian file loads" : "a little-endian file loads");
        if (!c)
            continue;
        ok(mo_count(c) == 5 && mo_nplurals(c) == 3, "five entries, three plural forms");
        ok(mo_find(c, "Confirm") && !strcmp(mo_find(c, "Confirm"), "Best\xC3\xA4tigen"), "a string is found");
        ok(mo_find(c, "menu\004Load") && !strcmp(mo_find(c, "menu\004Load"), "Laden"), "a string with a context");
        ok(!mo_find(c, "Load") && !mo_find(c, "Confirm ") && !mo_find(c, "Aardvark") && !mo_find(c, "zz"),
           "strings not in the catalogue are not found");
        ok(!mo_find(c, "Zebra"), "an empty translation counts as none");
        ok(mo_find(c, "") && strstr(mo_find(c, ""), "Language: xx"), "the header is the translation of \"\"");
        const char *one = mo_find_plural(c, "%d move", 1), *two = mo_find_plural(c, "%d move", 2),
                   *many = mo_find_plural(c, "%d move", 7);
        ok(one && two && many && !strcmp(one, "%d Zug") && !strcmp(two, "%d Z\xC3\xBCge (2)") &&
               !strcmp(many, "%d Z\xC3\xBCge"),
           "plural forms chosen by the header's rule");
        ok(mo_find(c, "%d move") && !strcmp(mo_find(c, "%d move"), "%d Zug"), "a plural entry's first form");
        mo_free(c);
    }

    build(&b, false, orig, trans, 5);
    MoCatalog *c;
    Builder bad = b;
    bad.buf[0] ^= 0xff;
    ok(!(c = parse(&bad, bad.len, err, sizeof err)) && strstr(err, "magic"), "no magic number: refused");
    mo_free(c);
    ok(!(c = parse(&b, 20, err, sizeof err)), "a header cut short: refused");
    mo_free(c);
    bad = b;
    put_word(&bad, 4, 2u << 16);
    ok(!(c = parse(&bad, bad.len, err, sizeof err)) && strstr(err, "revision"), "an unknown major revision: refused");
    mo_free(c);
    bad = b;
    put_word(&bad, 8, 0x10000000u);
    ok(!(c = parse(&bad, bad.len, err, sizeof err)), "more strings than the file can hold: refused");
    mo_free(c);
    bad = b;
    put_word(&bad, 16, (uint32_t)bad.len - 4);
    ok(!(c = parse(&bad, bad.len, err, sizeof err)) && strstr(err, "outside"), "a table past the end: refused");
    mo_free(c);
    bad = b;
    put_word(&bad, 28 + 8 + 4, (uint32_t)bad.len + 100);
    ok(!(c = parse(&bad, bad.len, err, sizeof err)), "a string past the end: refused");
    mo_free(c);
    ok(!(c = parse(&b, b.len - 1, err, sizeof err)), "the last string without its NUL: refused");
    mo_free(c);
    bad = b;
    put_word(&bad, 28 + 8, 3); /* "Confirm" claimed 3 long: no NUL after "Con" */
    ok(!(c = parse(&bad, bad.len, err, sizeof err)), "a length that does not end at a NUL: refused");
    mo_free(c);
    /* every truncation of a good file is refused or still consistent */
    bool all = true;
    for (size_t len = 0; len < b.len; len++) {
        c = parse(&b, len, err, sizeof err);
        if (c && mo_find(c, "Confirm") && strcmp(mo_find(c, "Confirm"), "Best\xC3\xA4tigen") != 0)
            all = false;
        mo_free(c);
    }
    ok(all, "every truncated file is refused or reads right");
    bool missing = false;
    ok(!mo_load("/nonexistent/dir/x.mo", &missing, err, sizeof err) && missing, "a missing file says so");
}

/* ---- msgfmt's output against Python's reading of it ---- */

#define REFERENCE_NS 47 /* how many n mo_reference.py tries for each plural entry */

/* Undoes mo_reference.py's \xHH escapes in place. */
static void unescape(char *s)
{
    char *w = s;
    for (const char *r = s; *r;) {
        if (r[0] == '\\' && r[1] == 'x' && r[2] && r[3]) {
            char hex[3] = {r[2], r[3], 0};
            *w++ = (char)strtol(hex, NULL, 16);
            r += 4;
        } else {
            *w++ = *r++;
        }
    }
    *w = '\0';
}

static void test_against_reference(const char *ref_path, const char *mo_path)
{
    char err[1024], what[1200];
    bool missing;
    size_t len;
    MoCatalog *c = mo_load(mo_path, &missing, err, sizeof err);
    snprintf(what, sizeof what, "%s loads", fileio_basename(mo_path));
    ok(c != NULL, what);
    char *ref = fileio_read(ref_path, FILEIO_MAX_SIZE, &len, &missing, err, sizeof err);
    ok(ref != NULL, "its reference loads");
    if (!c || !ref) {
        mo_free(c);
        free(ref);
        return;
    }
    int strings = 0, forms = 0, wrong = 0;
    for (char *line = strtok(ref, "\n"); line; line = strtok(NULL, "\n")) {
        char *f[4] = {line, NULL, NULL, NULL};
        int nf = 1;
        for (char *p = line; *p && nf < 4; p++)
            if (*p == '\t') {
                *p = '\0';
                f[nf++] = p + 1;
            }
        for (int i = 1; i < nf; i++)
            unescape(f[i]);
        const char *got = NULL, *want = NULL;
        if (!strcmp(f[0], "S") && nf == 3) {
            got = mo_find(c, f[1]);
            want = f[2];
            strings++;
        } else if (!strcmp(f[0], "P") && nf == 4) {
            got = mo_find_plural(c, f[1], strtoul(f[2], NULL, 10));
            want = f[3];
            forms++;
        } else {
            printf("# bad reference line starting %s\n", f[0]);
            wrong++;
            continue;
        }
        if (!got || strcmp(got, want) != 0) {
            if (wrong++ < 10)
                printf("# \"%s\" %s: ours \"%s\", Python's \"%s\"\n", f[1], f[0][0] == 'P' ? f[2] : "",
                       got ? got : "(none)", want);
        }
    }
    snprintf(what, sizeof what, "%s: %d strings and %d plural forms as Python's gettext reads them",
             fileio_basename(ref_path), strings, forms);
    ok(wrong == 0 && strings > 100 && forms > 0, what);
    /* every catalogue entry is in the reference (the header is one) */
    snprintf(what, sizeof what, "%s: the catalogue holds %zu entries, the reference %d strings",
             fileio_basename(ref_path), mo_count(c), strings);
    ok(mo_count(c) == (size_t)strings + (size_t)forms / REFERENCE_NS, what);
    free(ref);
    mo_free(c);
}

int main(int argc, char **argv)
{
    test_plural_rules();
    test_hand_made();
    for (int i = 1; i + 1 < argc; i += 2)
        test_against_reference(argv[i], argv[i + 1]);
    printf("1..%d\n", test_no);
    return failures ? 1 : 0;
}
