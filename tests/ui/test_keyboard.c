/* test_keyboard.c: the on-screen keyboard's model (gfx/keyboard.h) without
 * a window: a name typed by moving the cursor and pressing, a non-ASCII
 * letter from the accents page, Shift, backspace of a whole UTF-8
 * character, the field's limit and filter, Cancel giving the field's text
 * back, the moves round the edges and over the wide keys of the last row,
 * and every key of every page a whole, valid character. */
#include <string.h>

#include "keyboard.h"
#include "ui_test.h"

/* Moves the cursor to the key typing `text` on the current page (by the
 * D-pad only, as a pad would) and presses it. */
static OskResult pad_type(Osk *k, const char *text)
{
    for (int tries = 0; tries < OSK_ROWS; tries++) {
        for (int i = 0; i < OSK_UNITS; i++) {
            if (osk_current(k)->action == OSK_CHAR && strcmp(osk_current(k)->text, text) == 0)
                return osk_press(k);
            osk_move(k, 1, 0);
        }
        osk_move(k, 0, 1);
    }
    fail_msg("no key types %s on page %d", text, (int)k->page);
    return OSK_NOTHING;
}

static void test_type_a_name_with_the_pad(void **state)
{
    (void)state;
    Osk k;
    osk_open(&k, "", 20, NULL);
    assert_int_equal(osk_do(&k, OSK_SHIFT), OSK_CHANGED);
    assert_int_equal(pad_type(&k, "Z"), OSK_CHANGED);
    osk_do(&k, OSK_SHIFT);
    osk_do(&k, OSK_ACCENTS_KEY);
    assert_int_equal(pad_type(&k, "ő"), OSK_CHANGED); /* Hungarian */
    osk_do(&k, OSK_ACCENTS_KEY);
    pad_type(&k, "l");
    pad_type(&k, "d");
    osk_do(&k, OSK_SPACE);
    pad_type(&k, "x");
    assert_int_equal(osk_do(&k, OSK_BACKSPACE), OSK_CHANGED);
    assert_int_equal(osk_do(&k, OSK_BACKSPACE), OSK_CHANGED); /* the space */
    assert_string_equal(k.text, "Zőld");
    osk_do(&k, OSK_BACKSPACE);
    osk_do(&k, OSK_BACKSPACE);
    assert_string_equal(k.text, "Ző");
    osk_do(&k, OSK_BACKSPACE);
    assert_string_equal(k.text, "Z"); /* ő went whole */
    osk_do(&k, OSK_ACCENTS_KEY);
    pad_type(&k, "ß");
    /* OK by its key: the last row, moved to from below the first */
    k.row = 0;
    osk_move(&k, 0, -1);
    assert_int_equal(k.row, OSK_ROWS - 1);
    while (osk_current(&k)->action != OSK_OK)
        osk_move(&k, 1, 0);
    assert_int_equal(osk_press(&k), OSK_DONE);
    assert_string_equal(k.text, "Zß");
}

static bool digits_only(const char *text, const char *add)
{
    (void)text;
    for (const char *p = add; *p; p++)
        if (*p < '0' || *p > '9')
            return false;
    return true;
}

static void test_limit_filter_and_cancel(void **state)
{
    (void)state;
    Osk k;
    osk_open(&k, "12", 4, digits_only);
    assert_int_equal(pad_type(&k, "3"), OSK_CHANGED);
    assert_int_equal(pad_type(&k, "a"), OSK_NOTHING); /* the filter */
    assert_int_equal(osk_do(&k, OSK_SPACE), OSK_NOTHING);
    assert_int_equal(pad_type(&k, "4"), OSK_CHANGED);
    assert_int_equal(pad_type(&k, "5"), OSK_NOTHING); /* the limit */
    assert_string_equal(k.text, "1234");
    osk_open(&k, "Ann", 4, NULL);
    osk_do(&k, OSK_ACCENTS_KEY);
    assert_int_equal(pad_type(&k, "á"), OSK_NOTHING); /* two bytes where one is left: never half */
    assert_string_equal(k.text, "Ann");
    pad_type(&k, "_");
    assert_string_equal(k.text, "Ann_");
    assert_int_equal(osk_do(&k, OSK_CANCEL), OSK_CANCELLED);
    assert_string_equal(k.text, "Ann"); /* the field's text back */
    osk_open(&k, "", 8, NULL);
    assert_int_equal(osk_do(&k, OSK_BACKSPACE), OSK_NOTHING);
}

static void test_moves_and_touch(void **state)
{
    (void)state;
    Osk k;
    osk_open(&k, "", 20, NULL);
    assert_string_equal(osk_current(&k)->text, "q");
    osk_move(&k, -1, 0); /* round the left edge */
    assert_string_equal(osk_current(&k)->text, "p");
    /* down from the middle of the letters lands on the space bar and back */
    k.row = 3;
    k.col = 4; /* b */
    osk_move(&k, 0, 1);
    assert_int_equal(osk_current(&k)->action, OSK_SPACE);
    osk_move(&k, 0, -1);
    const OskKey *under = osk_current(&k);
    check(under->x >= 3 && under->x < 5, "up from the space bar lands over it");
    osk_move(&k, 0, 1);
    osk_move(&k, 1, 0);
    assert_int_equal(osk_current(&k)->action, OSK_BACKSPACE);
    /* a finger's press on a key */
    assert_int_equal(osk_press_at(&k, 2, 0), OSK_CHANGED);
    assert_string_equal(k.text, "a");
    assert_int_equal(osk_press_at(&k, 9, 0), OSK_NOTHING);
    const OskKey *keys;
    int n = osk_row(&k, OSK_ROWS - 1, &keys);
    int ok = -1;
    for (int i = 0; i < n; i++)
        if (keys[i].action == OSK_OK)
            ok = i;
    assert_int_equal(osk_press_at(&k, OSK_ROWS - 1, ok), OSK_DONE);
}

/* Whether s is whole UTF-8 (no cut or stray sequence). */
static bool whole_utf8(const char *s)
{
    for (const unsigned char *p = (const unsigned char *)s; *p;) {
        int more = *p < 0x80 ? 0 : (*p & 0xE0) == 0xC0 ? 1 : (*p & 0xF0) == 0xE0 ? 2 : (*p & 0xF8) == 0xF0 ? 3 : -1;
        if (more < 0)
            return false;
        p++;
        for (int i = 0; i < more; i++, p++)
            if ((*p & 0xC0) != 0x80)
                return false;
    }
    return true;
}

static void test_every_key(void **state)
{
    (void)state;
    Osk k;
    osk_open(&k, "", 20, NULL);
    for (int p = 0; p < OSK_PAGES; p++) {
        k.page = (OskPage)p;
        for (int r = 0; r < OSK_ROWS; r++) {
            const OskKey *keys;
            int n = osk_row(&k, r, &keys), x = 0;
            for (int i = 0; i < n; i++) {
                check(keys[i].x == x && keys[i].w > 0, "the keys of a row follow each other");
                x += keys[i].w;
                if (keys[i].action == OSK_CHAR)
                    check(keys[i].text[0] && whole_utf8(keys[i].text), "a key types a whole character");
            }
            assert_int_equal(x, OSK_UNITS);
        }
    }
    /* what the four languages need is on the keyboard */
    static const char *const needed[] = {"ä", "ö", "ü", "ß", "á", "é", "í", "ó", "ő", "ú", "ű", "ë", "ï", "ij",
                                         "Ä", "Ö", "Ü", "Á", "É", "Í", "Ó", "Ő", "Ú", "Ű", "IJ"};
    for (size_t i = 0; i < sizeof needed / sizeof needed[0]; i++) {
        bool found = false;
        for (int p = 0; p < OSK_PAGES && !found; p++) {
            k.page = (OskPage)p;
            for (int r = 0; r < OSK_ROWS - 1 && !found; r++) {
                const OskKey *keys;
                int n = osk_row(&k, r, &keys);
                for (int j = 0; j < n; j++)
                    found |= strcmp(keys[j].text, needed[i]) == 0;
            }
        }
        check(found, needed[i]);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_type_a_name_with_the_pad),
        cmocka_unit_test(test_limit_filter_and_cancel),
        cmocka_unit_test(test_moves_and_touch),
        cmocka_unit_test(test_every_key),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
