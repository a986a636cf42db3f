/* keyboard.c: the on-screen keyboard's pages, the cursor's moves and the
 * text typed (keyboard.h). */
#include "keyboard.h"

#include <stdio.h>
#include <string.h>

#include "fonts.h"

/* The four rows of characters of each page, ten keys a row. */
static const char *const CHARS[OSK_PAGES][4][OSK_UNITS] = {
    [OSK_SMALL] = {
        {"1", "2", "3", "4", "5", "6", "7", "8", "9", "0"},
        {"q", "w", "e", "r", "t", "y", "u", "i", "o", "p"},
        {"a", "s", "d", "f", "g", "h", "j", "k", "l", "'"},
        {"z", "x", "c", "v", "b", "n", "m", ".", ":", "-"},
    },
    [OSK_CAPITALS] = {
        {"1", "2", "3", "4", "5", "6", "7", "8", "9", "0"},
        {"Q", "W", "E", "R", "T", "Y", "U", "I", "O", "P"},
        {"A", "S", "D", "F", "G", "H", "J", "K", "L", "'"},
        {"Z", "X", "C", "V", "B", "N", "M", ".", ":", "-"},
    },
    [OSK_ACCENTS] = {
        {"á", "é", "í", "ó", "ú", "ö", "ő", "ü", "ű", "ä"},
        {"ß", "ë", "ï", "è", "à", "â", "ç", "ê", "ô", "ñ"},
        {"ij", "œ", "å", "ø", "æ", "ì", "ò", "ù", "û", "î"},
        {"!", "?", "&", "(", ")", "+", "/", "#", "@", "_"},
    },
    [OSK_ACCENT_CAPITALS] = {
        {"Á", "É", "Í", "Ó", "Ú", "Ö", "Ő", "Ü", "Ű", "Ä"},
        {"ß", "Ë", "Ï", "È", "À", "Â", "Ç", "Ê", "Ô", "Ñ"},
        {"IJ", "Œ", "Å", "Ø", "Æ", "Ì", "Ò", "Ù", "Û", "Î"},
        {"!", "?", "&", "(", ")", "+", "/", "#", "@", "_"},
    },
};

static const OskKey ACTIONS[] = {
    {OSK_SHIFT, "", 0, 2},     {OSK_ACCENTS_KEY, "", 2, 1}, {OSK_SPACE, " ", 3, 2},
    {OSK_BACKSPACE, "", 5, 2}, {OSK_CANCEL, "", 7, 2},      {OSK_OK, "", 9, 1},
};
#define N_ACTIONS ((int)(sizeof ACTIONS / sizeof ACTIONS[0]))

/* The character rows as keys, built once. */
static OskKey char_keys[OSK_PAGES][4][OSK_UNITS];
static bool built;

static void build(void)
{
    if (built)
        return;
    for (int p = 0; p < OSK_PAGES; p++)
        for (int r = 0; r < 4; r++)
            for (int c = 0; c < OSK_UNITS; c++)
                char_keys[p][r][c] = (OskKey){OSK_CHAR, CHARS[p][r][c], c, 1};
    built = true;
}

void osk_open(Osk *k, const char *text, int max, OskAccept accept)
{
    memset(k, 0, sizeof *k);
    snprintf(k->text, sizeof k->text, "%s", text);
    snprintf(k->original, sizeof k->original, "%s", text);
    k->max = max > 0 && max < OSK_TEXT_MAX ? max : OSK_TEXT_MAX - 1;
    k->accept = accept;
    k->page = OSK_SMALL;
    k->row = 1; /* q: the first letter */
    k->col = 0;
}

int osk_row(const Osk *k, int row, const OskKey **keys)
{
    build();
    if (row == OSK_ROWS - 1) {
        *keys = ACTIONS;
        return N_ACTIONS;
    }
    *keys = char_keys[k->page][row];
    return OSK_UNITS;
}

const OskKey *osk_current(const Osk *k)
{
    const OskKey *keys;
    osk_row(k, k->row, &keys);
    return &keys[k->col];
}

void osk_move(Osk *k, int dx, int dy)
{
    const OskKey *keys;
    int n = osk_row(k, k->row, &keys);
    if (dx) {
        k->col = ((k->col + dx) % n + n) % n;
        return;
    }
    if (!dy)
        return;
    int centre = 2 * keys[k->col].x + keys[k->col].w; /* in half units */
    k->row = ((k->row + dy) % OSK_ROWS + OSK_ROWS) % OSK_ROWS;
    n = osk_row(k, k->row, &keys);
    k->col = n - 1;
    for (int i = 0; i < n; i++)
        if (2 * (keys[i].x + keys[i].w) > centre) {
            k->col = i;
            break;
        }
}

static OskResult type(Osk *k, const char *add)
{
    size_t n = strlen(k->text), a = strlen(add);
    if (a == 0 || n + a > (size_t)k->max)
        return OSK_NOTHING;
    if (k->accept && !k->accept(k->text, add))
        return OSK_NOTHING;
    memcpy(k->text + n, add, a + 1);
    return OSK_CHANGED;
}

OskResult osk_do(Osk *k, OskAction action)
{
    switch (action) {
    case OSK_CHAR: return type(k, osk_current(k)->text);
    case OSK_SHIFT:
        k->page ^= 1; /* small <-> capitals, on either pair */
        return OSK_CHANGED;
    case OSK_ACCENTS_KEY:
        k->page ^= 2; /* plain <-> accented, keeping Shift */
        return OSK_CHANGED;
    case OSK_SPACE: return type(k, " ");
    case OSK_BACKSPACE:
        if (!k->text[0])
            return OSK_NOTHING;
        text_drop_last_char(k->text);
        return OSK_CHANGED;
    case OSK_CANCEL:
        snprintf(k->text, sizeof k->text, "%s", k->original);
        return OSK_CANCELLED;
    case OSK_OK: return OSK_DONE;
    }
    return OSK_NOTHING;
}

OskResult osk_press(Osk *k)
{
    return osk_do(k, osk_current(k)->action);
}

OskResult osk_press_at(Osk *k, int row, int index)
{
    const OskKey *keys;
    if (row < 0 || row >= OSK_ROWS)
        return OSK_NOTHING;
    int n = osk_row(k, row, &keys);
    if (index < 0 || index >= n)
        return OSK_NOTHING;
    k->row = row;
    k->col = index;
    return osk_press(k);
}
