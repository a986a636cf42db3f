/* test_focus.c: the screens by the keys alone, through the whole app
 * (harness.h): on a first start the focus is on the guided game, and Down
 * and Enter reach New game and Load game; Tab and Shift+Tab go round in
 * order; Esc goes back; on the setup screen Tab reaches the code field
 * (which then takes the typing), the choices take Space and Enter, a name
 * field the focus arrives at takes the typing, and Enter on the focus the
 * screen opens with starts the game; the final box's buttons by Tab and
 * Enter. */
#include <stdio.h>
#include <string.h>

#include "harness.h"
#include "setup_screen.h"
#include "ui_test.h"

/* The menu's items by their place in its order (menu_screen.c). */
enum { ITEM_GUIDED = 0, ITEM_NEW = 3, ITEM_WEEKLY = 7, ITEM_LOAD = 9, ITEM_QUIT = 16 };

static bool same(SDL_Rect a, SDL_Rect b) { return a.w > 0 && a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h; }

static bool focus_on(Harness *h, ScreenId id, const char *spot)
{
    SDL_Rect f = harness_spot(h, id, "focus");
    return same(f, harness_spot(h, id, spot));
}

static bool menu_focus_on(Harness *h, int item)
{
    char name[16];
    snprintf(name, sizeof name, "item_%d", item);
    return focus_on(h, SCREEN_MENU, name);
}

/* Down until the focus is on the item; false when it never gets there. */
static bool down_to(Harness *h, int item)
{
    for (int i = 0; i < 20 && !menu_focus_on(h, item); i++)
        harness_key(h, SDLK_DOWN, 0);
    return menu_focus_on(h, item);
}

static void test_menu_first_start(void **state)
{
    (void)state;
    Harness h;
    assert_true(harness_start(&h, NULL));
    assert_int_equal(harness_top(&h), SCREEN_MENU);
    check(menu_focus_on(&h, ITEM_GUIDED), "on a first start the focus is on the guided first game");
    harness_key(&h, SDLK_DOWN, 0);
    check(menu_focus_on(&h, ITEM_NEW), "Down goes to New game");
    harness_key(&h, SDLK_RETURN, 0);
    assert_int_equal(harness_top(&h), SCREEN_SETUP);
    harness_key(&h, SDLK_ESCAPE, 0);
    assert_int_equal(harness_top(&h), SCREEN_MENU);
    check(menu_focus_on(&h, ITEM_NEW), "back on the menu, the focus is where it was");
    check(down_to(&h, ITEM_LOAD), "Down reaches Load game");
    harness_key(&h, SDLK_SPACE, 0);
    assert_int_equal(harness_top(&h), SCREEN_SAVES);
    harness_key(&h, SDLK_ESCAPE, 0);
    assert_int_equal(harness_top(&h), SCREEN_MENU);
    harness_key(&h, SDLK_TAB, KMOD_LSHIFT);
    check(menu_focus_on(&h, ITEM_WEEKLY), "Shift+Tab goes back in order");
    harness_key(&h, SDLK_UP, 0);
    harness_key(&h, SDLK_DOWN, 0);
    check(menu_focus_on(&h, ITEM_WEEKLY), "Up and Down are opposites");
    check(down_to(&h, ITEM_QUIT), "Down reaches Quit");
    harness_key(&h, SDLK_DOWN, 0);
    check(menu_focus_on(&h, ITEM_QUIT), "Down from the last item stays there");
    harness_key(&h, SDLK_TAB, 0);
    check(menu_focus_on(&h, ITEM_GUIDED), "Tab from the last item goes round to the first");
    harness_key(&h, SDLK_RETURN, 0);
    assert_int_equal(harness_top(&h), SCREEN_TABLE);
    harness_stop(&h);
}

static SetupState *model(Harness *h) { return setup_screen_model(shell_screen(&h->sh, SCREEN_SETUP)); }

static void type(Harness *h, const char *text)
{
    for (const char *p = text; *p; p++) {
        char one[2] = {*p, 0};
        harness_text(h, one);
    }
}

static void test_setup_by_keys(void **state)
{
    (void)state;
    Harness h;
    assert_true(harness_start(&h, NULL));
    harness_key(&h, SDLK_DOWN, 0);
    harness_key(&h, SDLK_RETURN, 0);
    assert_int_equal(harness_top(&h), SCREEN_SETUP);
    SetupState *s = model(&h);
    check(s->focus < 0, "no text field takes the typing as the screen opens");
    harness_key(&h, SDLK_TAB, 0);
    check(focus_on(&h, SCREEN_SETUP, "code"), "Tab from Start game goes round to the code field");
    check(s->focus == SETUP_FIELD_CODE, "the code field the focus arrives at takes the typing");
    type(&h, "ZZ");
    check(strcmp(s->code, "ZZ") == 0, "typed into the code field");
    harness_key(&h, SDLK_BACKSPACE, 0);
    harness_key(&h, SDLK_BACKSPACE, 0);
    check(s->code[0] == '\0', "Backspace there");
    harness_key(&h, SDLK_TAB, 0);
    check(s->focus < 0, "the focus on a choice: no field takes the typing");
    harness_key(&h, SDLK_RIGHT, 0);
    harness_key(&h, SDLK_SPACE, 0);
    check(s->kind == GAME_HEROES, "Right to Heroes, Space chooses it");
    harness_key(&h, SDLK_LEFT, 0);
    harness_key(&h, SDLK_RETURN, 0);
    check(s->kind == GAME_BASE, "Left to the base game, Enter chooses it");
    /* Base, Heroes, Mixed, the base sides A and B, then the players 1..6 */
    for (int i = 0; i < 5; i++)
        harness_key(&h, SDLK_TAB, 0);
    harness_key(&h, SDLK_RIGHT, 0);
    harness_key(&h, SDLK_RIGHT, 0);
    harness_key(&h, SDLK_RETURN, 0);
    check(s->players == 3, "the third of the players' choices, by the arrows");
    harness_key(&h, SDLK_DOWN, 0);
    check(focus_on(&h, SCREEN_SETUP, "name_0"), "Down goes to the first seat's name");
    check(s->focus == 0 && s->selected, "it takes the typing, the given name selected");
    type(&h, "Anna");
    check(strcmp(s->names[0], "Anna") == 0, "typing replaces the given name");
    harness_key(&h, SDLK_SPACE, 0); /* SDL types a space as text too */
    type(&h, " ");
    check(strcmp(s->names[0], "Anna ") == 0, "Space in a field types, it activates nothing");
    harness_key(&h, SDLK_BACKSPACE, 0);
    harness_key(&h, SDLK_DOWN, 0);
    check(focus_on(&h, SCREEN_SETUP, "name_1"), "Down goes to the next seat's name");
    harness_key(&h, SDLK_ESCAPE, 0);
    check(s->focus < 0 && harness_top(&h) == SCREEN_SETUP, "Esc first leaves the field");
    harness_key(&h, SDLK_ESCAPE, 0);
    assert_int_equal(harness_top(&h), SCREEN_MENU);
    harness_key(&h, SDLK_RETURN, 0);
    assert_int_equal(harness_top(&h), SCREEN_SETUP);
    harness_key(&h, SDLK_RETURN, 0);
    check(harness_box(&h) == SCREEN_HANDOVER, "Enter started the game: the hand-over to Anna");
    const Game *g = harness_game(&h);
    assert_non_null(g);
    assert_int_equal(g->settings.players, 3);
    harness_stop(&h);
}

/* The final box: the focus starts on its main button, Tab goes round its
 * buttons, Enter presses the one it is on (New game: the menu). */
static void test_final_box_by_keys(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--size", "1024x700", "--seed", "31", "--autoplay", "999", NULL};
    assert_true(harness_start(&h, args));
    for (int i = 0; i < 8 && harness_box(&h) != SCREEN_FINAL; i++) {
        harness_key(&h, SDLK_RETURN, 0);
        harness_tick(&h);
    }
    assert_int_equal(harness_box(&h), SCREEN_FINAL);
    check(focus_on(&h, SCREEN_FINAL, "continue"), "the final box's focus starts on its main button");
    bool found = false;
    for (int i = 0; i < 12 && !found; i++) {
        harness_key(&h, SDLK_TAB, 0);
        check(!focus_on(&h, SCREEN_FINAL, "panel"), "the focus is on a button");
        found = focus_on(&h, SCREEN_FINAL, "new_game");
    }
    check(found, "Tab reaches New game");
    harness_key(&h, SDLK_TAB, KMOD_LSHIFT);
    check(!focus_on(&h, SCREEN_FINAL, "new_game"), "Shift+Tab leaves it");
    harness_key(&h, SDLK_TAB, 0);
    check(focus_on(&h, SCREEN_FINAL, "new_game"), "and Tab comes back");
    harness_key(&h, SDLK_RETURN, 0);
    assert_int_equal(harness_top(&h), SCREEN_MENU);
    harness_stop(&h);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_menu_first_start),
        cmocka_unit_test(test_setup_by_keys),
        cmocka_unit_test(test_final_box_by_keys),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
