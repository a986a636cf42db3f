/* test_dialogs.c: the list of saved games and the settings, driven by input
 * events through the whole app (harness.h): a save that cannot be loaded
 * says why in full when it is picked (its row has room for the start of the
 * reason only); Magyar picked on the settings screen puts the game in
 * Hungarian at once and is kept, English puts it back. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "i18n.h"
#include "screens.h"
#include "ui_test.h"

static void test_broken_save_says_why(void **state)
{
    (void)state;
    Harness h;
    assert_true(harness_start(&h, NULL));
    char path[256];
    snprintf(path, sizeof path, "%s/broken.cartosave", h.dir);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs("cartographers-save 1\nkind base\nside A\nplayers 1\nseed 5\n"
          "seat 1 human - Anna\n"
          "move draw card=great_river shape=1 orient=0 at=K11 terrain=water\n"
          "end 1\n", f);
    fclose(f);
    shell_push(&h.sh, SCREEN_SAVES, SAVES_LOAD);
    harness_key(&h, SDLK_DOWN, 0);
    const char *msg = saves_screen_message(shell_screen(&h.sh, SCREEN_SAVES));
    check(strncmp(msg, "Cannot be loaded: ", 18) == 0, "picking a broken save says it cannot be loaded");
    printf("# %s\n", msg);
    check(strstr(msg, "line 7") != NULL && strlen(msg) > 60,
          "with the whole reason: the line and what is wrong with the move");
    harness_stop(&h);
}

/* The whole prefs file contains this line. */
static bool prefs_say(const Harness *h, const char *line)
{
    char path[256], buf[2048];
    snprintf(path, sizeof path, "%s/prefs.txt", h->dir);
    FILE *f = fopen(path, "r");
    if (!f)
        return false;
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    return strstr(buf, line) != NULL;
}

static void test_settings_language(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    check(!strcmp(_("Confirm"), "Confirm"), "the tests' locale gives English");
    shell_push(&h.sh, SCREEN_SETTINGS, 0);
    /* the language row's buttons at 1024x700: Like the system, English,
     * Deutsch, Magyar, Nederlands (where the English screen puts Magyar) */
    harness_click(&h, 639, 225, SDL_BUTTON_LEFT);
    check(!strcmp(settings_language(&h.sh.profile.settings), "hu"), "clicking Magyar chooses Hungarian");
    check(!strcmp(_("Confirm"), "Rendben") && !strcmp(i18n_language(), "hu"), "the game speaks Hungarian at once");
    check(prefs_say(&h, "\nlanguage hu\n"), "and keeps the choice");

    /* a restart on the same folder comes up in Hungarian */
    assert_true(harness_restart(&h, args));
    check(!strcmp(_("Settings"), "Beállítások"), "the next start is in Hungarian");
    shell_push(&h.sh, SCREEN_SETTINGS, 0);
    /* English on the Hungarian screen */
    harness_click(&h, 458, 225, SDL_BUTTON_LEFT);
    check(!strcmp(settings_language(&h.sh.profile.settings), "en") && !strcmp(_("Confirm"), "Confirm"),
          "clicking English puts it back");
    harness_stop(&h);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_broken_save_says_why),
        cmocka_unit_test(test_settings_language),
    };
    return cmocka_run_group_tests_name("ui_dialogs", tests, NULL, NULL);
}
