/* plural.c: a recursive-descent evaluator for gettext plural rules (see
 * plural.h). The grammar, loosest binding first:
 *   cond  = or [ "?" cond ":" cond ]
 *   or    = and { "||" and }        and = eq { "&&" eq }
 *   eq    = rel { ("==" | "!=") rel }
 *   rel   = add { ("<" | ">" | "<=" | ">=") add }
 *   add   = mul { ("+" | "-") mul }  mul = unary { ("*" | "/" | "%") unary }
 *   unary = "!" unary | "n" | NUMBER | "(" cond ")" */
#include "plural.h"

#include <stdio.h>
#include <string.h>

typedef struct Parser {
    const char *p;
    unsigned long n;
    bool ok;
} Parser;

static void skip_space(Parser *ps)
{
    while (*ps->p == ' ' || *ps->p == '\t' || *ps->p == '\n' || *ps->p == '\r')
        ps->p++;
}

/* Consumes `tok` if it comes next (and is not the start of a longer
 * operator such as "<=" when tok is "<"). */
static bool accept(Parser *ps, const char *tok)
{
    skip_space(ps);
    size_t len = strlen(tok);
    if (strncmp(ps->p, tok, len) != 0)
        return false;
    if (len == 1 && (tok[0] == '<' || tok[0] == '>' || tok[0] == '!') && ps->p[1] == '=')
        return false;
    ps->p += len;
    return true;
}

static unsigned long cond(Parser *ps);

static unsigned long unary(Parser *ps)
{
    if (accept(ps, "!"))
        return !unary(ps);
    if (accept(ps, "(")) {
        unsigned long v = cond(ps);
        if (!accept(ps, ")"))
            ps->ok = false;
        return v;
    }
    skip_space(ps);
    if (*ps->p == 'n') {
        ps->p++;
        return ps->n;
    }
    if (*ps->p >= '0' && *ps->p <= '9') {
        unsigned long v = 0;
        while (*ps->p >= '0' && *ps->p <= '9')
            v = v * 10 + (unsigned long)(*ps->p++ - '0');
        return v;
    }
    ps->ok = false;
    return 0;
}

static unsigned long mul(Parser *ps)
{
    unsigned long v = unary(ps);
    for (;;) {
        int op = accept(ps, "*") ? '*' : accept(ps, "/") ? '/' : accept(ps, "%") ? '%' : 0;
        if (!op)
            return v;
        unsigned long r = unary(ps);
        if (op == '*') {
            v *= r;
        } else if (r == 0) {
            ps->ok = false;
            v = 0;
        } else {
            v = op == '/' ? v / r : v % r;
        }
    }
}

static unsigned long add(Parser *ps)
{
    unsigned long v = mul(ps);
    for (;;) {
        if (accept(ps, "+"))
            v += mul(ps);
        else if (accept(ps, "-"))
            v -= mul(ps);
        else
            return v;
    }
}

static unsigned long rel(Parser *ps)
{
    unsigned long v = add(ps);
    for (;;) {
        if (accept(ps, "<="))
            v = v <= add(ps);
        else if (accept(ps, ">="))
            v = v >= add(ps);
        else if (accept(ps, "<"))
            v = v < add(ps);
        else if (accept(ps, ">"))
            v = v > add(ps);
        else
            return v;
    }
}

static unsigned long eq(Parser *ps)
{
    unsigned long v = rel(ps);
    for (;;) {
        if (accept(ps, "=="))
            v = v == rel(ps);
        else if (accept(ps, "!="))
            v = v != rel(ps);
        else
            return v;
    }
}

/* Both sides are always parsed (the parser must get past them); the rules
 * have no side effects, so evaluating both is harmless. */
static unsigned long and_(Parser *ps)
{
    unsigned long v = eq(ps);
    while (accept(ps, "&&")) {
        unsigned long r = eq(ps);
        v = v && r;
    }
    return v;
}

static unsigned long or_(Parser *ps)
{
    unsigned long v = and_(ps);
    while (accept(ps, "||")) {
        unsigned long r = and_(ps);
        v = v || r;
    }
    return v;
}

static unsigned long cond(Parser *ps)
{
    unsigned long c = or_(ps);
    if (!accept(ps, "?"))
        return c;
    unsigned long a = cond(ps);
    if (!accept(ps, ":"))
        ps->ok = false;
    unsigned long b = cond(ps);
    return c ? a : b;
}

bool plural_eval(const char *expr, unsigned long n, unsigned long *out)
{
    Parser ps = {expr, n, true};
    unsigned long v = cond(&ps);
    skip_space(&ps);
    if (*ps.p == ';')
        ps.p++;
    skip_space(&ps);
    if (!ps.ok || *ps.p != '\0')
        return false;
    *out = v;
    return true;
}

static void english(PluralRule *rule)
{
    rule->nplurals = 2;
    snprintf(rule->expr, sizeof rule->expr, "n != 1");
}

bool plural_rule_from_header(const char *header, PluralRule *rule)
{
    english(rule);
    const char *line = header ? strstr(header, "Plural-Forms:") : NULL;
    if (!line)
        return false;
    const char *np = strstr(line, "nplurals=");
    const char *pl = strstr(line, "plural=");
    const char *eol = strchr(line, '\n');
    if (!np || !pl || (eol && (np > eol || pl > eol)))
        return false;
    unsigned long count = 0;
    for (const char *d = np + strlen("nplurals="); *d >= '0' && *d <= '9'; d++)
        count = count * 10 + (unsigned long)(*d - '0');
    const char *start = pl + strlen("plural=");
    size_t len = eol ? (size_t)(eol - start) : strlen(start);
    if (count == 0 || count > 16 || len >= sizeof rule->expr)
        return false;
    PluralRule got;
    got.nplurals = count;
    memcpy(got.expr, start, len);
    got.expr[len] = '\0';
    /* a rule that fails or points past the forms for some n is not used */
    for (unsigned long n = 0; n < 1000; n++) {
        unsigned long idx;
        if (!plural_eval(got.expr, n, &idx) || idx >= count)
            return false;
    }
    *rule = got;
    return true;
}

unsigned long plural_index(const PluralRule *rule, unsigned long n)
{
    unsigned long idx;
    if (!plural_eval(rule->expr, n, &idx) || idx >= rule->nplurals)
        return n == 1 ? 0 : (rule->nplurals > 1 ? 1 : 0);
    return idx;
}
