/* numtext.h: whole decimal numbers read from untrusted text (files, the
 * command line) without overflow: the one checked parser the engine, the
 * session and the tools share. */
#ifndef CARTO_NUMTEXT_H
#define CARTO_NUMTEXT_H

#include <stdbool.h>
#include <stdint.h>

/* Whether s is a whole decimal number ("-" allowed, no '+', no blanks) in
 * [min, max]; *out is set only then. Any length of digits is safe. */
bool numtext_int(const char *s, long min, long max, long *out);
/* The same for an unsigned 64-bit number (seeds): digits only. */
bool numtext_u64(const char *s, uint64_t max, uint64_t *out);

#endif
