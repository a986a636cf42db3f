/* plural.h: the plural rule of a gettext catalogue, from its header line
 * "Plural-Forms: nplurals=2; plural=(n != 1);". The rule is a C expression
 * in n (numbers, n, ! * / % + - < > <= >= == != && || ?: and parentheses),
 * evaluated as gettext does, with unsigned arithmetic. No SDL. */
#ifndef UI_TEXT_PLURAL_H
#define UI_TEXT_PLURAL_H

#include <stdbool.h>
#include <stddef.h>

#define PLURAL_EXPR_MAX 256

/* The plural rule of one catalogue. */
typedef struct PluralRule {
    unsigned long nplurals;
    char expr[PLURAL_EXPR_MAX];
} PluralRule;

/* The rule in a catalogue's header (the translation of ""). False, with the
 * English rule (nplurals=2; plural=n != 1) in *rule, when the header has no
 * Plural-Forms line or one that does not parse or gives an index out of
 * range for some n. */
bool plural_rule_from_header(const char *header, PluralRule *rule);

/* Evaluates expr for n into *out; false on a syntax error or a division by
 * zero. */
bool plural_eval(const char *expr, unsigned long n, unsigned long *out);

/* Which form to use for n: always < rule->nplurals. */
unsigned long plural_index(const PluralRule *rule, unsigned long n);

#endif
