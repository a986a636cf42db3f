/* test_dialogs.c: the list of saved games, driven by input events through
 * the whole app (harness.h): a save that cannot be loaded says why in full
 * when it is picked (its row has room for the start of the reason only). */
#include <stdio.h>
#include <string.h>

#include "harness.h"
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_broken_save_says_why),
    };
    return cmocka_run_group_tests_name("ui_dialogs", tests, NULL, NULL);
}
