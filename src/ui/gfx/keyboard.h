/* keyboard.h: the on-screen keyboard's model, for typing into a text field
 * with a gamepad or a finger alone (no drawing here: its keys, where each
 * lies on the grid, the moves of the D-pad between them, and the text being
 * typed with the field's limit and filter).
 *
 * Four pages: the small letters with the digits, the capitals (Shift), and
 * the accented letters the game's languages need (German ä ö ü ß, Hungarian
 * á é í ó ö ő ú ü ű, Dutch ë ï è and the "ij"), small and capital. Every
 * page ends in the same row of actions: Shift, accents, space, backspace,
 * Cancel and OK. Each row is OSK_UNITS wide; a key spans `w` units, so a
 * move up or down keeps the cursor over the same place of the row.
 *
 * The text starts as the field's and Cancel gives the field's back; OK
 * hands the typed text over. Typing stops at `max` bytes (a character is
 * never cut in two) and at what the field's `accept` refuses. */
#ifndef UI_GFX_KEYBOARD_H
#define UI_GFX_KEYBOARD_H

#include <stdbool.h>

#define OSK_UNITS 10 /* every row is this many units wide */
#define OSK_ROWS 5   /* four rows of characters, then the actions */
#define OSK_TEXT_MAX 256 /* bytes with the NUL: a chat line (NET_CHAT_MAX) fits */

typedef enum OskPage { OSK_SMALL, OSK_CAPITALS, OSK_ACCENTS, OSK_ACCENT_CAPITALS, OSK_PAGES } OskPage;

typedef enum OskAction {
    OSK_CHAR,      /* types `text` */
    OSK_SHIFT,     /* small letters <-> capitals */
    OSK_ACCENTS_KEY, /* plain letters <-> accented ones */
    OSK_SPACE,
    OSK_BACKSPACE,
    OSK_CANCEL,
    OSK_OK,
} OskAction;

typedef struct OskKey {
    OskAction action;
    const char *text; /* OSK_CHAR: what it types (UTF-8); "" a gap in the row */
    int x, w;         /* where in its row, in units */
} OskKey;

/* What a key press (or a pad button) did. */
typedef enum OskResult {
    OSK_NOTHING,   /* refused (the limit, the filter) or a gap */
    OSK_CHANGED,   /* the text or the page changed */
    OSK_DONE,      /* OK: the text is the field's now */
    OSK_CANCELLED, /* Cancel: the field keeps what it held */
} OskResult;

/* Whether `add` may follow `text` in the field (NULL: anything). */
typedef bool (*OskAccept)(const char *text, const char *add);

typedef struct Osk {
    char text[OSK_TEXT_MAX];     /* as typed so far */
    char original[OSK_TEXT_MAX]; /* the field's when opened (Cancel) */
    int max;                     /* bytes the field holds at most */
    OskAccept accept;
    OskPage page;
    int row, col; /* the cursor: row, and the key's index in it */
} Osk;

/* Opens on the field's text; the cursor on the first letter. */
void osk_open(Osk *k, const char *text, int max, OskAccept accept);
/* The keys of a row on the keyboard's page; their number. */
int osk_row(const Osk *k, int row, const OskKey **keys);
/* The key under the cursor. */
const OskKey *osk_current(const Osk *k);
/* Moves the cursor one key (dx) or one row (dy), round at the edges. */
void osk_move(Osk *k, int dx, int dy);
/* Presses the key under the cursor. */
OskResult osk_press(Osk *k);
/* Presses the key at (row, index), e.g. a finger's; the cursor goes there. */
OskResult osk_press_at(Osk *k, int row, int index);
/* The pad's shortcuts: backspace (B), Shift (X), space (Y), OK (Start). */
OskResult osk_do(Osk *k, OskAction action);

#endif
