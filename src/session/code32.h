/* code32.h: what the game's codes share: Crockford base 32 (0-9 and A-Z
 * without I, L, O, U, printed in upper case in groups of four with dashes;
 * read in either case, I and L as 1, O as 0, blanks and dashes anywhere) and
 * a check character: running c = 2c XOR v in GF(32) (field polynomial
 * x^5 + x^2 + 1) over the values v of every character, check included,
 * ends at 0, which catches every single wrong character and every swap of
 * two neighbours. Challenge codes (challenge_code.h) and network invite
 * codes (src/net/net_code.h) are written in it. */
#ifndef CARTO_CODE32_H
#define CARTO_CODE32_H

#include <stdbool.h>
#include <stddef.h>

#define CODE32_TEXT_MAX 256 /* longer input is refused at once */

/* The character of a value 0-31. */
char code32_char(int value);
/* The value of a character, or -1 for none (I and L read as 1, O as 0). */
int code32_value(unsigned char c);

/* The check character's value for the n values before it. */
int code32_check_value(const int *v, int n);
/* Whether n values, the check character last, check out. */
bool code32_checks(const int *v, int n);

/* Writes n values as characters in groups of four joined by dashes; false
 * when it does not fit in size bytes with the NUL. */
bool code32_format(const int *v, int n, char *out, size_t size);

typedef enum Code32Fault {
    CODE32_OK,
    CODE32_EMPTY,         /* nothing but blanks and dashes */
    CODE32_TEXT_TOO_LONG, /* more than CODE32_TEXT_MAX bytes */
    CODE32_CHARACTER,     /* `character` at offset/place is no code character */
    CODE32_TOO_MANY,      /* more than `max` code characters; offset/place: the first one too many */
} Code32Fault;

typedef struct Code32Read {
    Code32Fault fault;
    int count;          /* the code characters read (all of them, even past max) */
    int first_offset;   /* byte offset and place of the first code character */
    int first_place;
    int offset, place;  /* CHARACTER and TOO_MANY: where (place counted in UTF-8 characters from 1) */
    unsigned char character; /* CHARACTER: the byte (the first of a UTF-8 sequence) */
    int char_bytes;     /* CHARACTER: the bytes of that UTF-8 character in the text */
    size_t text_len;    /* TEXT_TOO_LONG: how long it was (at least) */
} Code32Read;

/* Reads the code characters of text into v (at most max values); false
 * with the fault in *r. */
bool code32_read(const char *text, int *v, int max, Code32Read *r);

#endif
