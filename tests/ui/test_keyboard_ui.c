/* test_keyboard_ui.c: text typed on the on-screen keyboard
 * (screens/keyboard_screen.c) through the whole app (harness.h): with a
 * virtual pad alone (A on the field opens it, the D-pad and A type, X is
 * Shift, Start is OK) and with a finger alone (a tap on the field opens it,
 * taps type), each text with a letter from the accents page; Cancel (B
 * with nothing to erase, or its key) leaves the field as it was. A
 * player's name on the setup screen (the game then started has it at its
 * seat and in its save); the invite code of Join a game (a physical key
 * still types straight into the field); the lobby's chat line and the
 * table's chat (the keyboard's OK, which says Send there, sends the line typed); the name of a save
 * (a finger). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "match_net.h"
#include "net_start.h"
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

/* The D-pad to the key. */
static void pad_to_key(Harness *h, OskAction action, const char *text)
{
    int row = 0, index = 0;
    find_key(page_of(h), action, text, &row, &index);
    char want[32];
    for (int i = 0; i < OSK_ROWS && atoi(harness_value(h, SCREEN_KEYBOARD, "cursor")) != row; i++)
        harness_pad_button(h, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    snprintf(want, sizeof want, "%d_%d", row, index);
    for (int i = 0; i < OSK_UNITS && strcmp(harness_value(h, SCREEN_KEYBOARD, "cursor"), want) != 0; i++)
        harness_pad_button(h, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    check(strcmp(harness_value(h, SCREEN_KEYBOARD, "cursor"), want) == 0, "the D-pad reaches the key");
}

/* The D-pad to the key, A on it. */
static void pad_key(Harness *h, OskAction action, const char *text)
{
    pad_to_key(h, action, text);
    harness_pad_button(h, SDL_CONTROLLER_BUTTON_A);
}

/* On a chat line the OK key and the pad's Start say Send, which they do. */
static void says_send(Harness *h, const char *where)
{
    if (!strstr(harness_value(h, SCREEN_KEYBOARD, "pad_hints"), "Menu Send"))
        fail_msg("%s: the strip's Start says \"%s\", not Send", where, harness_value(h, SCREEN_KEYBOARD, "pad_hints"));
    pad_to_key(h, OSK_OK, NULL);
    if (strcmp(harness_value(h, SCREEN_KEYBOARD, "key"), "Send") != 0)
        fail_msg("%s: the OK key says \"%s\", not Send", where, harness_value(h, SCREEN_KEYBOARD, "key"));
}

/* A tap on the key. */
static void tap_key(Harness *h, OskAction action, const char *text)
{
    int row = 0, index = 0;
    find_key(page_of(h), action, text, &row, &index);
    char name[32];
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
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_DPAD_DOWN); /* the ring shows */
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_DPAD_DOWN); /* New game */
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
    /* the pad's strip says what its buttons do here, in the pad's style */
    assert_string_equal(harness_value(&h, SCREEN_KEYBOARD, "pad_hints"), "A Type, B Delete, X Shift, Y Space, Menu OK");
    pad_to_key(&h, OSK_OK, NULL);
    check(strcmp(harness_value(&h, SCREEN_KEYBOARD, "key"), "OK") == 0, "a name's OK key says OK");
    h.sh.gfx.pads.style = PAD_PLAYSTATION;
    check(strstr(harness_value(&h, SCREEN_KEYBOARD, "pad_hints"), "Cross Type, Circle Delete, Square Shift") != NULL,
          "a PlayStation pad's buttons");
    h.sh.gfx.pads.style = PAD_XBOX;
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

/* The pad's X until the ring (the spot "focus", the friends screen's
 * "ring") is on the spot `name` of screen `id`. */
static void pad_ring_to(Harness *h, ScreenId id, const char *name)
{
    const char *ring = id == SCREEN_FRIENDS ? "ring" : "focus";
    for (int i = 0; i < 80 && !same(harness_spot(h, id, ring), harness_spot(h, id, name)); i++)
        harness_pad_button(h, SDL_CONTROLLER_BUTTON_X);
    check(same(harness_spot(h, id, ring), harness_spot(h, id, name)), "X brings the ring to the spot");
}

static void open_screen(Harness *h, ScreenId id)
{
    ui_push(&h->sh.ui, id, 0);
    shell_settle(&h->sh);
    h->sh.redraw = true;
    harness_tick(h); /* drawn: the spots known */
    assert_int_equal(harness_top(h), id);
}

/* Play with friends, Join a game: the invite code's field. */
static void open_join(Harness *h)
{
    open_screen(h, SCREEN_FRIENDS);
    harness_click_rect(h, harness_spot(h, SCREEN_FRIENDS, "join"));
    assert_int_equal(harness_number(h, SCREEN_FRIENDS, "step"), 2);
}

static void test_join_by_pad(void **state)
{
    (void)state;
    Harness h;
    assert_true(harness_start(&h, NULL));
    assert_true(harness_pad_attach(&h));
    open_join(&h);
    pad_ring_to(&h, SCREEN_FRIENDS, "field");
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A);
    assert_int_equal(harness_top(&h), SCREEN_KEYBOARD);
    pad_key(&h, OSK_CHAR, "k");
    pad_key(&h, OSK_ACCENTS_KEY, NULL);
    pad_key(&h, OSK_CHAR, "ő");
    pad_key(&h, OSK_ACCENTS_KEY, NULL);
    pad_key(&h, OSK_CHAR, "7");
    assert_string_equal(harness_value(&h, SCREEN_KEYBOARD, "text"), "kő7");
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_START); /* OK */
    assert_int_equal(harness_top(&h), SCREEN_FRIENDS);
    assert_string_equal(harness_value(&h, SCREEN_FRIENDS, "code_text"), "kő7");
    /* typed and cancelled: the field as it was */
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A);
    assert_int_equal(harness_top(&h), SCREEN_KEYBOARD);
    assert_string_equal(harness_value(&h, SCREEN_KEYBOARD, "text"), "kő7");
    pad_key(&h, OSK_CHAR, "x");
    pad_key(&h, OSK_CANCEL, NULL);
    assert_int_equal(harness_top(&h), SCREEN_FRIENDS);
    assert_string_equal(harness_value(&h, SCREEN_FRIENDS, "code_text"), "kő7");
    /* a physical keyboard types straight into the field */
    harness_text(&h, "9");
    assert_int_equal(harness_top(&h), SCREEN_FRIENDS);
    assert_string_equal(harness_value(&h, SCREEN_FRIENDS, "code_text"), "kő79");
    harness_stop(&h);
}

static void test_join_by_touch(void **state)
{
    (void)state;
    Harness h;
    assert_true(harness_start(&h, NULL));
    open_join(&h);
    harness_tap_rect(&h, harness_spot(&h, SCREEN_FRIENDS, "field"));
    assert_int_equal(harness_top(&h), SCREEN_KEYBOARD);
    tap_key(&h, OSK_CHAR, "a");
    tap_key(&h, OSK_ACCENTS_KEY, NULL);
    tap_key(&h, OSK_CHAR, "ü");
    tap_key(&h, OSK_ACCENTS_KEY, NULL);
    tap_key(&h, OSK_CHAR, "3");
    tap_key(&h, OSK_OK, NULL);
    assert_int_equal(harness_top(&h), SCREEN_FRIENDS);
    assert_string_equal(harness_value(&h, SCREEN_FRIENDS, "code_text"), "aü3");
    harness_tap_rect(&h, harness_spot(&h, SCREEN_FRIENDS, "field"));
    assert_int_equal(harness_top(&h), SCREEN_KEYBOARD);
    tap_key(&h, OSK_BACKSPACE, NULL);
    tap_key(&h, OSK_CANCEL, NULL);
    assert_int_equal(harness_top(&h), SCREEN_FRIENDS);
    assert_string_equal(harness_value(&h, SCREEN_FRIENDS, "code_text"), "aü3");
    /* the player's name above it too */
    harness_tap_rect(&h, harness_spot(&h, SCREEN_FRIENDS, "name_field"));
    assert_int_equal(harness_top(&h), SCREEN_KEYBOARD);
    tap_key(&h, OSK_CANCEL, NULL);
    assert_int_equal(harness_top(&h), SCREEN_FRIENDS);
    harness_stop(&h);
}

/* A game hosted here: the lobby waiting for a friend, or (started) the
 * table with a computer. */
static void host(Harness *h, bool start)
{
    GameSettings gs;
    game_settings_init(&gs, GAME_BASE, 2, 77);
    int seat[MAX_PLAYERS] = {0, start ? 0 : NET_START_FRIEND};
    char err[300];
    assert_true(net_start_host(h->sh.match, &h->sh.profile, &gs, seat, "Anna", 0, err, sizeof err));
    if (start)
        assert_true(net_host_start(match_net_host(match_net(h->sh.match)), err, sizeof err));
    harness_tick(h);
}

static void test_lobby_chat(void **state)
{
    (void)state;
    Harness h;
    assert_true(harness_start(&h, NULL));
    assert_true(harness_pad_attach(&h));
    host(&h, false);
    open_screen(&h, SCREEN_FRIENDS);
    assert_int_equal(harness_number(&h, SCREEN_FRIENDS, "step"), 3);
    /* a finger */
    harness_tap_rect(&h, harness_spot(&h, SCREEN_FRIENDS, "chat"));
    assert_int_equal(harness_top(&h), SCREEN_KEYBOARD);
    tap_key(&h, OSK_CHAR, "h");
    tap_key(&h, OSK_ACCENTS_KEY, NULL);
    tap_key(&h, OSK_CHAR, "é");
    tap_key(&h, OSK_OK, NULL);
    assert_int_equal(harness_top(&h), SCREEN_FRIENDS);
    harness_tick(&h);
    check(strstr(harness_value(&h, SCREEN_FRIENDS, "chat_last"), "hé") != NULL, "OK says the line");
    assert_string_equal(harness_value(&h, SCREEN_FRIENDS, "chat_text"), "");
    check(strstr(harness_value(&h, SCREEN_FRIENDS, "chat_how"), "Tap the chat line") != NULL, "the hint: a tap");
    /* the pad: A on the line types, Start (OK) sends, Cancel keeps the line */
    pad_ring_to(&h, SCREEN_FRIENDS, "chat");
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A);
    assert_int_equal(harness_top(&h), SCREEN_KEYBOARD);
    says_send(&h, "the lobby's chat");
    pad_key(&h, OSK_CHAR, "j");
    pad_key(&h, OSK_ACCENTS_KEY, NULL);
    pad_key(&h, OSK_CHAR, "ö");
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_START);
    assert_int_equal(harness_top(&h), SCREEN_FRIENDS);
    harness_tick(&h);
    check(strstr(harness_value(&h, SCREEN_FRIENDS, "chat_last"), "jö") != NULL, "the pad's line is said");
    assert_string_equal(harness_value(&h, SCREEN_FRIENDS, "chat_text"), "");
    check(strstr(harness_value(&h, SCREEN_FRIENDS, "chat_how"), "A on the chat line") != NULL, "the hint: the pad's A");
    harness_text(&h, "ab"); /* a line begun on the keys */
    assert_string_equal(harness_value(&h, SCREEN_FRIENDS, "chat_text"), "ab");
    pad_ring_to(&h, SCREEN_FRIENDS, "chat");
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A);
    assert_int_equal(harness_top(&h), SCREEN_KEYBOARD);
    pad_key(&h, OSK_CHAR, "j");
    for (int i = 0; i < 5; i++) /* B erases, then cancels */
        harness_pad_button(&h, SDL_CONTROLLER_BUTTON_B);
    assert_int_equal(harness_top(&h), SCREEN_FRIENDS);
    assert_string_equal(harness_value(&h, SCREEN_FRIENDS, "chat_text"), "ab");
    check(strstr(harness_value(&h, SCREEN_FRIENDS, "chat_last"), "jö") != NULL, "nothing more said");
    harness_stop(&h);
}

static void test_table_chat(void **state)
{
    (void)state;
    Harness h;
    assert_true(harness_start(&h, NULL));
    assert_true(harness_pad_attach(&h));
    host(&h, true);
    open_screen(&h, SCREEN_CHAT);
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_DPAD_DOWN); /* (the ring stays on the line) */
    check(strstr(harness_value(&h, SCREEN_CHAT, "how"), "A on the line writes it, then Send; B goes back") != NULL,
          "the hint under the line names the pad's buttons");
    harness_key(&h, SDLK_LSHIFT, 0);
    /* the pad: A (the ring on no button) opens the keyboard on the line */
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A);
    assert_int_equal(harness_top(&h), SCREEN_KEYBOARD);
    says_send(&h, "the table's chat");
    pad_key(&h, OSK_ACCENTS_KEY, NULL);
    pad_key(&h, OSK_CHAR, "ű");
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_START); /* OK: the line is sent */
    assert_int_equal(harness_top(&h), SCREEN_CHAT);
    harness_tick(&h);
    check(strstr(harness_value(&h, SCREEN_CHAT, "last"), "ű") != NULL, "the pad's line is said");
    assert_string_equal(harness_value(&h, SCREEN_CHAT, "draft"), "");
    /* a finger: typed and sent; typed, then cancelled, the line as it was */
    harness_tap_rect(&h, harness_spot(&h, SCREEN_CHAT, "field"));
    assert_int_equal(harness_top(&h), SCREEN_KEYBOARD);
    tap_key(&h, OSK_CHAR, "o");
    tap_key(&h, OSK_CHAR, "k");
    tap_key(&h, OSK_OK, NULL);
    harness_tick(&h);
    check(strstr(harness_value(&h, SCREEN_CHAT, "last"), "ok") != NULL, "the finger's line is said");
    assert_string_equal(harness_value(&h, SCREEN_CHAT, "draft"), "");
    harness_text(&h, "ab"); /* a line begun on the keys */
    harness_tap_rect(&h, harness_spot(&h, SCREEN_CHAT, "field"));
    assert_int_equal(harness_top(&h), SCREEN_KEYBOARD);
    tap_key(&h, OSK_CHAR, "z");
    tap_key(&h, OSK_CANCEL, NULL);
    assert_int_equal(harness_top(&h), SCREEN_CHAT);
    assert_string_equal(harness_value(&h, SCREEN_CHAT, "draft"), "ab");
    harness_stop(&h);
}

/* A new game begun from the menu (by a finger's taps or the mouse's
 * clicks), then Save game over it. */
static void open_save_game(Harness *h, bool by_touch)
{
    assert_true(harness_start(h, NULL));
    void (*press)(Harness *, SDL_Rect) = by_touch ? harness_tap_rect : harness_click_rect;
    press(h, harness_spot(h, SCREEN_MENU, "new"));
    press(h, harness_spot(h, SCREEN_SETUP, "start"));
    assert_int_equal(harness_top(h), SCREEN_TABLE);
    ui_push(&h->sh.ui, SCREEN_SAVES, SAVES_SAVE);
    shell_settle(&h->sh);
    h->sh.redraw = true;
    harness_tick(h);
    assert_int_equal(harness_top(h), SCREEN_SAVES);
}

/* Save game: a finger on the name opens the keyboard on it; OK names the
 * save, Cancel keeps the name. */
static void test_save_name(void **state)
{
    (void)state;
    Harness h;
    open_save_game(&h, true);
    char want[200];
    snprintf(want, sizeof want, "%s", harness_value(&h, SCREEN_SAVES, "name"));
    harness_tap_rect(&h, harness_spot(&h, SCREEN_SAVES, "name_field"));
    assert_int_equal(harness_top(&h), SCREEN_KEYBOARD);
    assert_string_equal(harness_value(&h, SCREEN_KEYBOARD, "text"), want); /* the name suggested, to add to */
    tap_key(&h, OSK_CHAR, "t");
    tap_key(&h, OSK_ACCENTS_KEY, NULL);
    tap_key(&h, OSK_CHAR, "ó");
    tap_key(&h, OSK_OK, NULL);
    assert_int_equal(harness_top(&h), SCREEN_SAVES);
    strcat(want, "tó");
    assert_string_equal(harness_value(&h, SCREEN_SAVES, "name"), want);
    harness_tap_rect(&h, harness_spot(&h, SCREEN_SAVES, "name_field"));
    tap_key(&h, OSK_BACKSPACE, NULL);
    tap_key(&h, OSK_CANCEL, NULL);
    assert_string_equal(harness_value(&h, SCREEN_SAVES, "name"), want);
    harness_stop(&h);
}

/* One letter or a space typed on a real keyboard: its key, then its text. */
static void type_key(Harness *h, SDL_Keycode key, const char *text)
{
    harness_key(h, key, 0);
    harness_text(h, text);
}

/* Save game opens with the suggested name taking the typing: a title typed
 * on the keyboard, spaces and all, replaces it (a space does not press
 * Save, though the letters before it show the focus ring), and Enter saves
 * it. */
static void test_save_title_typed(void **state)
{
    (void)state;
    Harness h;
    open_save_game(&h, false);
    type_key(&h, SDLK_a, "a");
    type_key(&h, SDLK_b, "b");
    type_key(&h, SDLK_SPACE, " ");
    assert_int_equal(harness_top(&h), SCREEN_SAVES);
    type_key(&h, SDLK_c, "c");
    assert_string_equal(harness_value(&h, SCREEN_SAVES, "name"), "ab c");
    assert_string_equal(harness_value(&h, SCREEN_SAVES, "message"), "");
    harness_key(&h, SDLK_RETURN, 0);
    assert_int_equal(harness_top(&h), SCREEN_TABLE);
    SaveInfo *list;
    char err[300];
    int n = save_list(h.dir, &list, err, sizeof err);
    assert_int_equal(n, 1);
    assert_string_equal(list[0].title, "ab c");
    assert_string_equal(list[0].file, "ab-c.cartosave");
    free(list);
    harness_stop(&h);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_by_pad),
        cmocka_unit_test(test_by_touch),
        cmocka_unit_test(test_join_by_pad),
        cmocka_unit_test(test_join_by_touch),
        cmocka_unit_test(test_lobby_chat),
        cmocka_unit_test(test_table_chat),
        cmocka_unit_test(test_save_name),
        cmocka_unit_test(test_save_title_typed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
