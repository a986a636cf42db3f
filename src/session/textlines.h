/* textlines.h: reading the session layer's line-based text files (saves,
 * campaign progress, statistics, preferences) one numbered line at a time,
 * never trusting the bytes: lines are length-checked, NUL bytes are refused,
 * '\r\n' is accepted and trailing blanks are dropped; a UTF-8 byte order
 * mark at the start is skipped. */
#ifndef CARTO_TEXTLINES_H
#define CARTO_TEXTLINES_H

#include <stdbool.h>
#include <stddef.h>

#define TEXTLINES_MAX 512 /* longest line, '\n' excluded */

typedef struct TextLines {
    const char *p, *end;
    int lineno; /* number of the line last returned, from 1 */
} TextLines;

typedef enum TextLine {
    TEXTLINE_OK,       /* buf holds the line */
    TEXTLINE_END,      /* no more lines */
    TEXTLINE_TOO_LONG, /* the line does not fit in buf */
    TEXTLINE_NUL,      /* the line holds a NUL byte */
} TextLine;

void textlines_init(TextLines *t, const char *text, size_t len);
/* The next line, without its end and trailing blanks, into buf. */
TextLine textlines_next(TextLines *t, char *buf, size_t size);
/* A message for a failed textlines_next ("line 7: ..."). */
void textlines_error(const TextLines *t, TextLine r, char *err, size_t errsize);
/* Blank lines and lines starting with '#' carry nothing. */
bool textlines_skip(const char *line);
/* Splits "key value..." at the first space: ends the key, returns the value
 * ("" when there is none). */
char *textlines_split(char *line);
/* Checks a first line "MAGIC VERSION" with 1 <= VERSION <= max. `what`
 * names the file kind in messages ("a campaign progress file"). */
bool textlines_magic(const char *line, const char *magic, int max, const char *what, int *version, char *err,
                     size_t errsize);
/* Whether text's first line that carries something is "MAGIC VERSION" with
 * a VERSION above max: a file written by a newer version of the game, to be
 * left where it is rather than kept aside as bad. */
bool textlines_newer(const char *text, size_t len, const char *magic, int max);
/* A whole decimal number in [min, max]; false for anything else. */
bool textlines_int(const char *s, long min, long max, long *out);
/* Whether s is well-formed UTF-8 without control characters. */
bool textlines_printable_utf8(const char *s);

#endif
