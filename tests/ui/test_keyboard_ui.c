/* test_keyboard_ui.c: a player's name typed on the on-screen keyboard
 * (screens/keyboard_screen.c) through the whole app (harness.h): with a
 * virtual pad alone (A on the name field opens it, the D-pad and A type,
 * X is Shift, Start is OK) and with a finger alone (a tap on the field
 * opens it, taps type), each name with a letter from the accents page;
 * Cancel (B with nothing to erase, or its key) leaves the field as it was.
 * The game then started has the name at its seat and in its save. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "keyboard.h"
#include "save.h"
#include "setup_screen.h"
#include "ui_test.h"

static bool same(SDL_Rect a, SDL_Rect b) { return a.w > 0 && a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h; }

/* Where the key typing `text` (or doing `action`) is on `page`. */
static void find_key(OskPage page, OskAction action, const char *text, int *row, int *index)
{
    Osk k;
    osk_open(&k, "", 8, NULL);
    k.page = page;
    for (int r = 0; r < OSK_ROWS; r++) {
        const OskKey *keys;
        int n = osk_row(&k, r, &keys);
        for (int i = 0; i < n; i++)
            if (keys[i].action == action && (action != OSK_CHAR || strcmp(keys[i].text, text) == 0)) {
                *row = r;
                *index = i;
                return;
            }
    }
    fail_msg("no key %s", text ? text : "");
}

static OskPage page_of(Harness *h) { return (OskPage)harness_number(h, SCREEN_KEYBOARD, "page"); }

/* The D-pad to the key, A on it. */
static void pad_key(Harness *h, OskAction action, const char *text)
{
    int row, index;
    find_key(page_of(h), action, text, &row, &index);
    char want[16];
    for (int i = 0; i < OSK_ROWS && atoi(harness_value(h, SCREEN_KEYBOARD, "cursor")) != row; i++)
        harness_pad_button(h, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    snprintf(want, sizeof want, "%d_%d", row, index);
    for (int i = 0; i < OSK_UNITS && strcmp(harness_value(h, SCREEN_KEYBOARD, "cursor"), want) != 0; i++)
        harness_pad_button(h, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    check(strcmp(harness_value(h, SCREEN_KEYBOARD, "cursor"), want) == 0, "the D-pad reaches the key");
    harness_pad_button(h, SDL_CONTROLLER_BUTTON_A);
}

/* A tap on the key. */
static void tap_key(Harness *h, OskAction action, const char *text)
{
    int row, index;
    find_key(page_of(h), action, text, &row, &index);
    char name[16];
    snprintf(name, sizeof name, "key_%d_%d", row, index);
    harness_tap_rect(h, harness_spot(h, SCREEN_KEYBOARD, name));
}

/* The name at seat 0 of the game started, and in its save. */
static void check_started(Harness *h, const char *name)
{
    const Session *s = match_session(h->sh.match);
    assert_non_null(s);
    assert_string_equal(session_seat(s, 0)->name, name);
    char *text = save_format(s);
    assert_non_null(text);
    check(strstr(text, name) != NULL, "the name is in the save");
    free(text);
}

static void test_by_pad(void **state)
{
    (void)state;
    Harness h;
    assert_true(harness_start(&h, NULL));
    assert_true(harness_pad_attach(&h));
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A);
    assert_int_equal(harness_top(&h), SCREEN_SETUP);
    SetupState *s = setup_screen_model(shell_screen(&h.sh, SCREEN_SETUP));
    for (int i = 0; i < 80 && !same(harness_spot(&h, SCREEN_SETUP, "focus"), harness_spot(&h, SCREEN_SETUP, "name_0")); i++)
        harness_pad_button(&h, SDL_CONTROLLER_BUTTON_X);
    check(s->focus == 0, "X reaches the name field");
    char before[SETUP_NAME_MAX];
    snprintf(before, sizeof before, "%s", s->names[0]);
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A);
    assert_int_equal(harness_top(&h), SCREEN_KEYBOARD);
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_X); /* Shift */
    pad_key(&h, OSK_CHAR, "Z");
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_X);
    pad_key(&h, OSK_CHAR, "o");
    pad_key(&h, OSK_ACCENTS_KEY, NULL);
    pad_key(&h, OSK_CHAR, "ë");
    pad_key(&h, OSK_ACCENTS_KEY, NULL);
    pad_key(&h, OSK_CHAR, "q");
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_B); /* erases the q */
    assert_string_equal(harness_value(&h, SCREEN_KEYBOARD, "text"), "Zoë");
    check(strcmp(s->names[0], before) == 0, "the field is as it was while the keyboard is open");
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_START); /* OK */
    assert_int_equal(harness_top(&h), SCREEN_SETUP);
    assert_string_equal(s->names[0], "Zoë");
    /* again, typed and cancelled: B erases, then with nothing left cancels */
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A);
    assert_int_equal(harness_top(&h), SCREEN_KEYBOARD);
    assert_string_equal(harness_value(&h, SCREEN_KEYBOARD, "text"), "Zoë");
    for (int i = 0; i < 4; i++)
        harness_pad_button(&h, SDL_CONTROLLER_BUTTON_B);
    assert_int_equal(harness_top(&h), SCREEN_SETUP);
    assert_string_equal(s->names[0], "Zoë");
    /* Start game: B leaves the field, X to the button, A */
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_B);
    for (int i = 0; i < 80 && !same(harness_spot(&h, SCREEN_SETUP, "focus"), harness_spot(&h, SCREEN_SETUP, "start")); i++)
        harness_pad_button(&h, SDL_CONTROLLER_BUTTON_X);
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A);
    assert_int_equal(harness_top(&h), SCREEN_TABLE);
    check_started(&h, "Zoë");
    harness_stop(&h);
}

static void test_by_touch(void **state)
{
    (void)state;
    Harness h;
    assert_true(harness_start(&h, NULL));
    harness_tap_rect(&h, harness_spot(&h, SCREEN_MENU, "new"));
    assert_int_equal(harness_top(&h), SCREEN_SETUP);
    SetupState *s = setup_screen_model(shell_screen(&h.sh, SCREEN_SETUP));
    harness_tap_rect(&h, harness_spot(&h, SCREEN_SETUP, "name_0"));
    assert_int_equal(harness_top(&h), SCREEN_KEYBOARD);
    tap_key(&h, OSK_SHIFT, NULL);
    tap_key(&h, OSK_CHAR, "G");
    tap_key(&h, OSK_SHIFT, NULL);
    tap_key(&h, OSK_ACCENTS_KEY, NULL);
    tap_key(&h, OSK_CHAR, "á");
    tap_key(&h, OSK_ACCENTS_KEY, NULL);
    tap_key(&h, OSK_CHAR, "b");
    tap_key(&h, OSK_CHAR, "o");
    tap_key(&h, OSK_CHAR, "r");
    tap_key(&h, OSK_OK, NULL);
    assert_int_equal(harness_top(&h), SCREEN_SETUP);
    assert_string_equal(s->names[0], "Gábor");
    harness_tap_rect(&h, harness_spot(&h, SCREEN_SETUP, "name_0"));
    assert_int_equal(harness_top(&h), SCREEN_KEYBOARD);
    tap_key(&h, OSK_BACKSPACE, NULL);
    tap_key(&h, OSK_CHAR, "x");
    tap_key(&h, OSK_CANCEL, NULL);
    assert_int_equal(harness_top(&h), SCREEN_SETUP);
    assert_string_equal(s->names[0], "Gábor");
    harness_tap_rect(&h, harness_spot(&h, SCREEN_SETUP, "start"));
    assert_int_equal(harness_top(&h), SCREEN_TABLE);
    check_started(&h, "Gábor");
    harness_stop(&h);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_by_pad),
        cmocka_unit_test(test_by_touch),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
