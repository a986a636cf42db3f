/* test_setup.c: the setup screen's names, driven by input events through
 * the whole app (harness.h): a name the screen gave is selected when its
 * field is clicked, so typing replaces it; Ctrl+A selects a typed one; a
 * seat given to a computer gets a computer's name and gives the typed one
 * back to a human; a game started from the command line does not wipe the
 * names the setup screen remembers; the names the screen gave go into the
 * game in English and are shown in the language of the moment. */
#include <stdio.h>
#include <string.h>

#include "harness.h"
#include "match.h"
#include "settings.h"
#include "setup_screen.h"
#include "ui_test.h"

static SetupState *model(Harness *h) { return setup_screen_model(shell_screen(&h->sh, SCREEN_SETUP)); }

static void type(Harness *h, const char *text)
{
    for (const char *p = text; *p; p++) {
        char one[2] = {*p, 0};
        harness_text(h, one);
    }
}

static void test_name_fields(void **state)
{
    (void)state;
    Harness h;
    assert_true(harness_start(&h, NULL));
    assert_int_equal(harness_top(&h), SCREEN_MENU);
    shell_push(&h.sh, SCREEN_SETUP, 0); /* New game (Enter on a first start is the tutorial) */
    harness_tick(&h);
    assert_int_equal(harness_top(&h), SCREEN_SETUP);
    SetupState *s = model(&h);
    check(strcmp(s->names[0], "Player 1") == 0, "the name the screen gives");
    harness_click_rect(&h, harness_spot(&h, SCREEN_SETUP, "name_0"));
    check(s->focus == 0 && s->selected, "clicking a given name selects it");
    type(&h, "Anna");
    check(strcmp(s->names[0], "Anna") == 0, "typing replaces the selected name (not 'Player 1Anna')");
    harness_click_rect(&h, harness_spot(&h, SCREEN_SETUP, "name_0"));
    check(s->focus == 0 && !s->selected, "clicking a typed name puts the caret at its end");
    type(&h, "b");
    check(strcmp(s->names[0], "Annab") == 0, "and typing goes on from there");
    harness_key(&h, SDLK_a, KMOD_LCTRL);
    check(s->selected, "Ctrl+A selects the field's text");
    type(&h, "Ben");
    check(strcmp(s->names[0], "Ben") == 0, "typing replaces all of it");
    harness_key(&h, SDLK_a, KMOD_LCTRL);
    harness_key(&h, SDLK_BACKSPACE, 0);
    check(s->names[0][0] == '\0', "Backspace on a selection clears it");
    harness_stop(&h);
}

static void test_seat_names(void **state)
{
    (void)state;
    SetupState s;
    setup_init(&s);
    s.players = 3;
    snprintf(s.names[1], sizeof s.names[1], "Cleo");
    setup_seat(&s, 1, true, 2);
    check(strcmp(s.names[1], "Computer (hard)") == 0, "a computer taking a seat gets a computer's name, not Cleo's");
    Seat seats[MAX_PLAYERS];
    setup_seats(&s, seats);
    check(seats[1].kind == SEAT_COMPUTER && strcmp(seats[1].name, "Computer (hard)") == 0,
          "and plays under it (no 'Cleo (computer)')");
    setup_seat(&s, 1, true, 0);
    check(strcmp(s.names[1], "Computer (easy)") == 0, "its name follows its strength");
    setup_seat(&s, 1, false, 0);
    check(strcmp(s.names[1], "Cleo") == 0, "a human back in the seat gets the typed name back");
    setup_seat(&s, 2, true, 1);
    setup_seat(&s, 2, false, 1);
    check(strcmp(s.names[2], "Player 3") == 0, "a seat without a typed name is 'Player N' again");
}

static void test_command_line_keeps_names(void **state)
{
    (void)state;
    Harness h;
    assert_true(harness_start(&h, NULL));
    shell_push(&h.sh, SCREEN_SETUP, 0); /* New game (Enter on a first start is the tutorial) */
    harness_tick(&h);
    SetupState *s = model(&h);
    harness_click_rect(&h, harness_spot(&h, SCREEN_SETUP, "name_0"));
    type(&h, "Zoe");
    harness_key(&h, SDLK_RETURN, 0); /* Start game: the setup is remembered */
    assert_int_equal(harness_top(&h), SCREEN_TABLE);
    const char *args[] = {"--seed", "26", "--players", "2", NULL};
    assert_true(harness_restart(&h, args));
    s = model(&h);
    check(s->players == 2, "the command line's players are on the setup screen");
    check(strcmp(s->names[0], "Zoe") == 0, "and the remembered name is kept");
    check(strcmp(harness_table(&h)->names[0], "Zoe") == 0, "the command line's game plays under it too");
    harness_stop(&h);
}

/* A game of three begun in German: the seats keep "Player 1", "Computer 2
 * (hard)", "Computer 3 (easy)" in English, the table shows them in German,
 * and in Hungarian as soon as the language is switched (the names stayed in
 * the language the game was begun in). */
static void test_given_names_follow_language(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--lang", "de", "--seats", "human,hard,easy", "--seed", "5", NULL};
    assert_true(harness_start(&h, args));
    assert_int_equal(harness_top(&h), SCREEN_TABLE);
    const Session *gs = match_session(h.sh.match);
    assert_non_null(gs);
    check(strcmp(session_seat(gs, 0)->name, "Player 1") == 0, "the game keeps 'Player 1' in English");
    check(strcmp(session_seat(gs, 1)->name, "Computer 2 (hard)") == 0, "and 'Computer 2 (hard)'");
    check(strcmp(session_seat(gs, 2)->name, "Computer 3 (easy)") == 0, "and 'Computer 3 (easy)'");
    TableView *tv = harness_table(&h);
    check(strcmp(tv->names[0], "Spieler 1") == 0, "the table says 'Spieler 1' in German");
    check(strcmp(tv->names[1], "Computer 2 (schwer)") == 0, "and 'Computer 2 (schwer)'");
    h.sh.args.lang = NULL; /* the settings' language from now on */
    const SettingDef *lang = settings_def(SET_LANGUAGE);
    for (int o = 0; o < lang->noptions; o++)
        if (lang->options[o].word && strcmp(lang->options[o].word, "hu") == 0)
            assert_true(settings_set(&h.sh.profile.settings, SET_LANGUAGE, lang->options[o].value));
    assert_string_equal(settings_language(&h.sh.profile.settings), "hu");
    h.sh.ui.settings_changed |= 1u << SET_LANGUAGE;
    harness_tick(&h);
    check(strcmp(tv->names[0], "1. j\xC3\xA1t\xC3\xA9kos") == 0, "after the switch the table says '1. játékos'");
    check(strcmp(tv->names[1], "2. g\xC3\xA9p (neh\xC3\xA9z)") == 0, "and '2. gép (nehéz)'");
    check(strcmp(tv->names[2], "3. g\xC3\xA9p (k\xC3\xB6nny\xC5\xB1)") == 0, "and '3. gép (könnyű)'");
    harness_stop(&h);
}

/* The setup screen's names given in English, the language switched to
 * German: opened again, the screen gives them in German ("Computer 2
 * (schwer)"), the game keeps them in English, and the settings remember no
 * name for them (they were taken for typed names and stuck in the first
 * language); a typed name stays. */
static void test_setup_names_follow_language(void **state)
{
    (void)state;
    Harness h;
    assert_true(harness_start(&h, NULL));
    shell_push(&h.sh, SCREEN_SETUP, 0);
    harness_tick(&h);
    SetupState *s = model(&h);
    s->players = 3;
    snprintf(s->names[0], sizeof s->names[0], "Anna");
    setup_seat(s, 1, true, 2);
    setup_seat(s, 2, true, 0);
    check(strcmp(s->names[1], "Computer 2 (hard)") == 0, "in English the screen gives 'Computer 2 (hard)'");
    harness_key(&h, SDLK_ESCAPE, 0);
    const SettingDef *lang = settings_def(SET_LANGUAGE);
    for (int o = 0; o < lang->noptions; o++)
        if (lang->options[o].word && strcmp(lang->options[o].word, "de") == 0)
            assert_true(settings_set(&h.sh.profile.settings, SET_LANGUAGE, lang->options[o].value));
    h.sh.ui.settings_changed |= 1u << SET_LANGUAGE;
    harness_tick(&h);
    shell_push(&h.sh, SCREEN_SETUP, 0);
    harness_tick(&h);
    check(strcmp(s->names[1], "Computer 2 (schwer)") == 0 && strcmp(s->names[2], "Computer 3 (leicht)") == 0,
          "opened again in German it gives 'Computer 2 (schwer)' and 'Computer 3 (leicht)'");
    check(strcmp(s->names[0], "Anna") == 0, "a typed name stays");
    Seat seats[MAX_PLAYERS];
    setup_seats(s, seats);
    check(strcmp(seats[1].name, "Computer 2 (hard)") == 0, "the game keeps the given name in English");
    SetupMemory m;
    setup_to_memory(s, &m);
    check(m.name[1][0] == '\0' && m.name[2][0] == '\0' && strcmp(m.name[0], "Anna") == 0,
          "the settings remember only the typed name");
    harness_stop(&h);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_name_fields),
        cmocka_unit_test(test_seat_names),
        cmocka_unit_test(test_command_line_keeps_names),
        cmocka_unit_test(test_given_names_follow_language),
        cmocka_unit_test(test_setup_names_follow_language),
    };
    return cmocka_run_group_tests_name("ui_setup", tests, NULL, NULL);
}
