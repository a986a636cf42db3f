/* challenge_code.h: any game's settings as a short code a player can give
 * a friend ("play my game"), and back.
 *
 * THE CODE. Crockford base 32 (0-9 and A-Z without I, L, O, U), printed in
 * upper case in groups of four: "1E4F-76RE-6SD6". Reading accepts either
 * case, I and L as 1, O as 0, and blanks and dashes anywhere; U is refused.
 * The first character is the format version (1); a newer version is
 * refused as such (when the rest has a code's length and checks out; else
 * what is wrong is said, as for any text). The last is a check character: running c = 2c XOR v in
 * GF(32) (field polynomial x^5 + x^2 + 1) over the values v of every
 * character, check included, ends at 0; this catches every single wrong
 * character and every swap of two neighbours.
 *
 * Between them, version 1 holds these bits, most significant first, padded
 * with zero bits to whole characters:
 *   kind 2 (0 base, 1 Heroes, 2 mixed), map side 2 (A-D), players - 1 3,
 *   seed size 2 (0: 20 bits, 1: 32, 2: 48, 3: 64; the smallest that holds
 *   it), the seed, then two flags: decrees given 1, extras given 1;
 *   decrees (only when they differ from what the seed deals): the slot
 *   (0-7) of the card of each category 0-3 in challenge_cards.h's frozen
 *   numbering, 3 bits each, then which category is on decrees A-D as the
 *   rank (0-23) of that permutation in lexicographic order, 5 bits;
 *   extras (only when they differ from game_settings_init's for the kind):
 *   explore set 1, season set 1 (1 = Heroes), heroes 1, solo-ambush house
 *   rule 1, the ambushes 8 (bit 7 - f = frozen ambush f).
 * A challenge (daily, base game) takes 12 characters, any game at most 23.
 *
 * Every game has exactly one code: the parser refuses any other spelling
 * (a bigger seed size than needed, decrees or extras equal to what they
 * would be without them, padding that is not zero, a character too many),
 * so parsing a code and formatting the result gives the code back. */
#ifndef CARTO_CHALLENGE_CODE_H
#define CARTO_CHALLENGE_CODE_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"

#define CHALLENGE_CODE_VERSION 1
#define CHALLENGE_CODE_MIN_CHARS 9 /* code characters, without dashes */
#define CHALLENGE_CODE_MAX_CHARS 23
#define CHALLENGE_CODE_SIZE 32      /* the formatted code with its dashes and the NUL */
#define CHALLENGE_CODE_TEXT_MAX 256 /* longer input is refused at once */

/* What is wrong with a code. A front end translates the message from the
 * fault and its arguments; `message` is the English sentence. */
typedef enum ChallengeCodeFault {
    CHALLENGE_FAULT_NONE,
    CHALLENGE_FAULT_EMPTY,     /* nothing but blanks and dashes */
    CHALLENGE_FAULT_TOO_LONG,  /* got code characters (or bytes), expected at most */
    CHALLENGE_FAULT_CHARACTER, /* `character` at offset/place is no code character (U included) */
    CHALLENGE_FAULT_VERSION,   /* a newer version: got, expected (the newest known) */
    CHALLENGE_FAULT_NOT_CODE,  /* it does not start with a version digit: not a code */
    CHALLENGE_FAULT_TOO_SHORT, /* got characters, expected at least */
    CHALLENGE_FAULT_LENGTH,    /* the contents need `expected` characters, it has `got` */
    CHALLENGE_FAULT_CHECK,     /* the check fails: a character is wrong or two are swapped */
    CHALLENGE_FAULT_INVALID,   /* the check passes but the contents are no game (message says why) */
} ChallengeCodeFault;

typedef struct ChallengeCodeError {
    ChallengeCodeFault fault;
    int offset;     /* byte offset of the bad character in the text, or -1 */
    int place;      /* its place counted in UTF-8 characters from 1, or 0 */
    char character; /* CHARACTER: the bad byte (the first of a UTF-8 sequence) */
    int expected, got;
    char message[200];
} ChallengeCodeError;

/* The code of a game's settings into out (CHALLENGE_CODE_SIZE bytes are
 * always enough); false when the settings are not valid. Random decrees
 * (-1) and decrees equal to what the seed deals give the same code. */
bool challenge_code_format(const GameSettings *s, char *out, size_t size);

/* Reads a code. The settings have decree_cards -1 when the code holds no
 * decrees (the seed deals them). On failure *out is cleared and *err (if
 * not NULL) says what is wrong. */
bool challenge_code_parse(const char *text, GameSettings *out, ChallengeCodeError *err);

/* The settings a code stands for, as challenge_code_parse returns them:
 * decrees -1 when they are what the seed deals, extras as given. For
 * comparing a game with a code. */
void challenge_code_canonical(const GameSettings *s, GameSettings *out);

#endif
