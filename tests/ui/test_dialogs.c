/* test_dialogs.c: the list of saved games and the settings, driven by input
 * events through the whole app (harness.h): a save that cannot be loaded
 * says why in full when it is picked (its row has room for the start of the
 * reason only) and offers no Load (Enter renames nothing); a new game from
 * the menu, the campaign or --seed says where the unfinished one went;
 * Magyar picked on the settings screen puts the game in
 * Hungarian at once and is kept, English puts it back; the menu fits
 * 1024x700 without scrolling at every text size in every language (a
 * first start, over a game, over one with a game to resume); the menu of
 * a finished game offers New game first and no Save game; the rows of
 * Load game tell games apart, each dated once, when it was last played,
 * and Save game suggests a name without a date. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "harness.h"
#include "i18n.h"
#include "campaign.h"
#include "save.h"
#include "saves_fixture.h"
#include "screens.h"
#include "settings.h"
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
    harness_key(&h, SDLK_DOWN, 0); /* the ring shows */
    harness_key(&h, SDLK_DOWN, 0); /* on the save */
    const char *msg = harness_value(&h, SCREEN_SAVES, "message");
    check(strncmp(msg, "Cannot be loaded: ", 18) == 0, "picking a broken save says it cannot be loaded");
    printf("# %s\n", msg);
    check(strstr(msg, "line 7") != NULL && strlen(msg) > 60,
          "with the whole reason: the line and what is wrong with the move");
    shell_draw(&h.sh);
    check(harness_spot(&h, SCREEN_SAVES, "load").w == 0, "Load is not offered for it");
    harness_key(&h, SDLK_RETURN, 0); /* Enter, which loads a good save */
    char aside[300];
    snprintf(aside, sizeof aside, "%s.bad-1", path);
    check(harness_top(&h) == SCREEN_SAVES && access(path, F_OK) == 0 && access(aside, F_OK) != 0,
          "Enter tries nothing: the file stays as it is, not renamed .bad-1");
    check(strncmp(harness_value(&h, SCREEN_SAVES, "message"), "Cannot be loaded: ", 18) == 0, "it says why again");
    harness_stop(&h);
}

/* A new game says where the unfinished one went, as Load game does: one
 * started from the menu over a game with moves, and one started with --seed
 * while the last run's unfinished game is in the autosave (kept, and said,
 * at the new game's first move: until then Resume still offers it). */
static void test_new_game_says_where_the_old_went(void **state)
{
    (void)state;
    Harness h;
    const char *first[] = {"--seed", "5", NULL};
    assert_true(harness_start(&h, first));
    assert_true(harness_play_move(&h));
    harness_key(&h, SDLK_ESCAPE, 0);
    assert_int_equal(harness_top(&h), SCREEN_MENU);
    shell_draw(&h.sh);
    harness_click_rect(&h, harness_spot(&h, SCREEN_MENU, "new"));
    assert_int_equal(harness_top(&h), SCREEN_SETUP);
    shell_draw(&h.sh);
    harness_click_rect(&h, harness_spot(&h, SCREEN_SETUP, "start"));
    harness_tick(&h);
    TableView *tv = harness_table(&h);
    printf("# from the menu: %s\n", tv->facts.status);
    check(harness_top(&h) == SCREEN_TABLE && strstr(tv->facts.status, "The unfinished game is kept as") != NULL,
          "a new game from the menu says where the old one went");
    assert_true(harness_play_move(&h));
    /* a campaign game says it too (its goal was on the campaign screen) */
    GameSettings gs;
    assert_true(campaign_settings(0, 12, &gs));
    char err[SESSION_MESSAGE_MAX];
    assert_true(match_start(h.sh.match, &gs, NULL, 0, "", err, sizeof err));
    harness_tick(&h);
    printf("# a campaign game: %s\n", tv->facts.status);
    check(strstr(tv->facts.status, "The unfinished game is kept as") != NULL,
          "a campaign game over a game with moves says where it went");
    assert_true(harness_play_move(&h));
    const char *again[] = {"--seed", "7", NULL};
    assert_true(harness_restart(&h, again));
    harness_tick(&h);
    tv = harness_table(&h);
    printf("# with --seed, at start: %s\n", tv->facts.status);
    assert_true(harness_play_move(&h));
    harness_tick(&h);
    printf("# with --seed: %s\n", tv->facts.status);
    check(strstr(tv->facts.status, "The unfinished game is kept as") != NULL,
          "a new game with --seed says where the last run's went, at its first move (which keeps it)");
    const char *quote = strstr(tv->facts.status, "\xE2\x80\x9C");
    char title[128] = "";
    if (quote)
        sscanf(quote + 3, "%127[^\xE2]", title);
    char file[256], path[512];
    save_file_name(title, file, sizeof file);
    snprintf(path, sizeof path, "%s/%s", h.dir, file);
    bool listed = title[0] && access(path, F_OK) == 0;
    check(listed, "it is a save of that name (Load game lists it)");
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

/* The menu's items as laid out: each shown one inside the window, whole
 * (not cut by the scrolled list's edge) and over no other, and the items
 * not scrolling; returns how many show. */
static int menu_items_fit(Harness *h, const char *what)
{
    shell_draw(&h->sh);
    const Metrics *L = &h->sh.gfx.m;
    int shown = 0, bh = -1;
    for (int i = 0; i < 64; i++) {
        char item[16];
        snprintf(item, sizeof item, "item_%d", i);
        SDL_Rect r = harness_spot(h, SCREEN_MENU, item);
        if (r.w <= 0)
            continue;
        shown++;
        if (bh < 0)
            bh = r.h;
        if (r.x < 0 || r.y < 0 || r.x + r.w > L->w || r.y + r.h > L->h || r.h != bh)
            fail_msg("%s: menu item %d at %d,%d %dx%d is not whole in the window (%dx%d)", what, i, r.x, r.y, r.w, r.h,
                     L->w, L->h);
        for (int j = 0; j < i; j++) {
            snprintf(item, sizeof item, "item_%d", j);
            SDL_Rect q = harness_spot(h, SCREEN_MENU, item);
            if (q.w > 0 && SDL_HasIntersection(&r, &q))
                fail_msg("%s: menu items %d and %d overlap", what, j, i);
        }
    }
    if (strcmp(harness_value(h, SCREEN_MENU, "scrolls"), "no") != 0)
        fail_msg("%s: the menu's items scroll (%d shown, in %s column(s))", what, shown,
                 harness_value(h, SCREEN_MENU, "columns"));
    return shown;
}

/* The menu fits a window of 1024x700 without scrolling at every text size
 * and in every language, with its most items: a first start (the guided
 * game first), over a game (Back to the game, Save game, Play with
 * friends), and over a new game with the last run's game to resume
 * (Resume the earlier game and its line too). */
static void test_menu_fits(void **state)
{
    (void)state;
    static const char *const langs[] = {"en", "de", "hu", "nl"};
    const SettingDef *scale = settings_def(SET_SCALE);
    int two = 0;
    for (size_t l = 0; l < sizeof langs / sizeof langs[0]; l++) {
        Harness h;
        char what[96];
        const char *fresh[] = {"--size", "1024x700", "--lang", langs[l], NULL};
        assert_true(harness_start(&h, fresh));
        for (int o = 0; o < scale->noptions; o++) {
            harness_text_size(&h, scale->options[o].value);
            snprintf(what, sizeof what, "%s, %d%%, first start", langs[l], scale->options[o].value);
            check(menu_items_fit(&h, what) == 14, "the first start's menu shows its 14 items");
        }
        harness_stop(&h);
        const char *first[] = {"--size", "1024x700", "--lang", langs[l], "--seed", "3", NULL};
        const char *second[] = {"--size", "1024x700", "--lang", langs[l], "--seed", "4", NULL};
        assert_true(harness_start(&h, first));
        harness_dismiss(&h);
        assert_true(harness_play_move(&h));
        for (int o = 0; o < scale->noptions; o++) {
            harness_text_size(&h, scale->options[o].value);
            shell_push(&h.sh, SCREEN_MENU, 0);
            snprintf(what, sizeof what, "%s, %d%%, over a game", langs[l], scale->options[o].value);
            check(menu_items_fit(&h, what) == 15, "the menu over a game shows its 15 items (Back to the game, Save "
                                                  "game and Play with friends among them)");
            harness_key(&h, SDLK_ESCAPE, 0);
        }
        assert_true(harness_restart(&h, second));
        harness_dismiss(&h);
        for (int o = 0; o < scale->noptions; o++) {
            harness_text_size(&h, scale->options[o].value);
            shell_push(&h.sh, SCREEN_MENU, 0);
            snprintf(what, sizeof what, "%s, %d%%, over a new game with one to resume", langs[l],
                     scale->options[o].value);
            check(menu_items_fit(&h, what) == 16, "with Resume the earlier game, 16 items");
            two += !strcmp(harness_value(&h, SCREEN_MENU, "columns"), "2");
            harness_key(&h, SDLK_ESCAPE, 0);
        }
        harness_stop(&h);
    }
    printf("# in two columns %d times of 24\n", two);
    check(two > 0 && two < 24, "two columns where one does not fit, one where it does");
}

/* The menu over a finished game (Esc from the final box): no Save game (the
 * game is kept among the past games), New game first with the focus, and
 * Enter opens the setup of a new game; over a game in progress Save game is
 * there and Back to the game first. */
static void test_menu_finished(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--seed", "5", NULL};
    assert_true(harness_start(&h, args));
    harness_dismiss(&h);
    assert_true(harness_play_move(&h));
    shell_push(&h.sh, SCREEN_MENU, 0);
    shell_draw(&h.sh);
    check(harness_spot(&h, SCREEN_MENU, "save").w > 0, "a game in progress can be saved");
    check(!strcmp(harness_value(&h, SCREEN_MENU, "first"), "Back to the game"), "Back to the game comes first");
    harness_stop(&h);

    const char *end[] = {"--seed", "31", "--autoplay", "999", NULL};
    assert_true(harness_start(&h, end));
    for (int i = 0; i < 8 && harness_box(&h) != SCREEN_FINAL; i++) {
        harness_key(&h, SDLK_RETURN, 0);
        harness_tick(&h);
    }
    assert_true(game_over(harness_game(&h)));
    harness_key(&h, SDLK_ESCAPE, 0);
    if (harness_top(&h) != SCREEN_MENU)
        shell_push(&h.sh, SCREEN_MENU, 0);
    shell_draw(&h.sh);
    check(harness_spot(&h, SCREEN_MENU, "save").w == 0, "a finished game offers no Save game");
    check(harness_spot(&h, SCREEN_MENU, "back").w > 0, "Back to the game shows its result again");
    check(!strcmp(harness_value(&h, SCREEN_MENU, "first"), "New game"), "New game comes first");
    SDL_Rect news = harness_spot(&h, SCREEN_MENU, "new"), back = harness_spot(&h, SCREEN_MENU, "back");
    check(news.y < back.y, "New game stands above Back to the game");
    harness_key(&h, SDLK_RETURN, 0);
    check(harness_top(&h) == SCREEN_SETUP, "Enter on the menu of a finished game opens a new game's setup");
    harness_stop(&h);
}

/* A row's text ("title", "when", "kind", "more"), copied. */
static void row_text(Harness *h, int row, const char *part, char *out, size_t size)
{
    char name[32];
    snprintf(name, sizeof name, "row_%d_%s", row, part);
    snprintf(out, size, "%s", harness_value(h, SCREEN_SAVES, name));
}

/* How many times `needle` occurs in `hay`. */
static int occurrences(const char *hay, const char *needle)
{
    int n = 0;
    for (const char *p = strstr(hay, needle); p; p = strstr(p + 1, needle))
        n++;
    return n;
}

/* Load game tells games apart at a glance: two solo games put aside on two
 * days read "Unfinished game" with each its date once (the day it was last
 * played, the weekday too), and differ in what they hold (moves, points,
 * decrees); a game of three lists its players; a save of an older version
 * is dated by its file; the last played first. Every row's text whole at
 * 1024x700 at every text size in every language. */
static void test_save_rows(void **state)
{
    (void)state;
    static const char *const langs[] = {"en", "de", "hu", "nl"};
    static const char *const dates[] = {"2026-11-25 20:31", "2026-11-24 14:05", "2026-11-22 16:40",
                                        "2026-11-20 10:00"};
    const SettingDef *scale = settings_def(SET_SCALE);
    for (size_t l = 0; l < sizeof langs / sizeof langs[0]; l++) {
        Harness h;
        const char *args[] = {"--size", "1024x700", "--lang", langs[l], NULL};
        assert_true(harness_start(&h, args));
        char err[SESSION_MESSAGE_MAX];
        assert_true(saves_fixture_write(h.dir, err, sizeof err));
        shell_push(&h.sh, SCREEN_SAVES, SAVES_LOAD);
        shell_draw(&h.sh);
        char t[4][SAVES_FIXTURE_COUNT][400];
        static const char *const parts[] = {"title", "when", "kind", "more"};
        for (int r = 0; r < SAVES_FIXTURE_COUNT; r++) {
            char all[1700] = "";
            for (int k = 0; k < 4; k++) {
                row_text(&h, r, parts[k], t[k][r], sizeof t[k][r]);
                strcat(all, t[k][r]);
                strcat(all, " | ");
            }
            printf("# %s: %s\n", langs[l], all);
            check(occurrences(all, dates[r]) == 1 && strstr(t[1][r], dates[r]),
                  "each row shows the day it was last played once, the last played first");
            check(occurrences(all, dates[r]) + occurrences(all, "2026-11-2") == 2, "and no other date");
            check(t[0][r][0] && t[2][r][0] && t[3][r][0], "a title, the kind of game and what tells it apart");
        }
        char empty[8];
        row_text(&h, SAVES_FIXTURE_COUNT, "title", empty, sizeof empty);
        check(!empty[0], "four saves, four rows");
        check(strcmp(t[0][0], t[0][1]) == 0, "two games put aside read alike by their title");
        check(strcmp(t[2][0], t[2][1]) != 0 && strcmp(t[3][0], t[3][1]) != 0,
              "but differ in moves and points, and in their decrees");
        check(strstr(t[3][2], "Anna") && strstr(t[3][2], "Bence"), "a game of three lists its players");
        if (!strcmp(langs[l], "en")) {
            check(!strcmp(t[0][0], "Unfinished game") && !strcmp(t[1][1], "Tuesday, 2026-11-24 14:05"),
                  "\"Unfinished game\", last played \"Tuesday, 2026-11-24 14:05\"");
            check(strstr(t[3][2], "Computer (hard): ") != NULL, "each player with their points so far");
            check(strstr(t[2][0], "points so far") != NULL, "a solo game's points so far");
        }
        TextSystem *ts = &h.sh.gfx.text;
        for (int o = 0; o < scale->noptions; o++) {
            harness_text_size(&h, scale->options[o].value);
            unsigned before = ts->shortened;
            shell_draw(&h.sh);
            if (ts->shortened != before)
                fail_msg("%s, %d%%: \"%s\" cut short in Load game", langs[l], scale->options[o].value,
                         ts->last_shortened);
        }
        harness_stop(&h);
    }
}

/* Save game suggests the kind of game as the name, no date (the row of
 * Load game shows the date), and a number once that name is taken. */
static void test_save_default_name(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--seed", "3", NULL};
    assert_true(harness_start(&h, args));
    harness_dismiss(&h);
    assert_true(harness_play_move(&h));
    shell_push(&h.sh, SCREEN_SAVES, SAVES_SAVE);
    check(!strcmp(harness_value(&h, SCREEN_SAVES, "name"), "Solo \xC2\xB7 Base game"), "the kind of game, no date");
    harness_key(&h, SDLK_RETURN, 0);
    check(harness_top(&h) == SCREEN_TABLE, "saved under it");
    shell_push(&h.sh, SCREEN_SAVES, SAVES_SAVE);
    check(!strcmp(harness_value(&h, SCREEN_SAVES, "name"), "Solo \xC2\xB7 Base game (2)"), "then with a number");
    harness_key(&h, SDLK_ESCAPE, 0);
    shell_push(&h.sh, SCREEN_SAVES, SAVES_LOAD);
    char when[100];
    row_text(&h, 0, "when", when, sizeof when);
    check(!strcmp(harness_value(&h, SCREEN_SAVES, "row_0_title"), "Solo \xC2\xB7 Base game") && strstr(when, "20"),
          "Load game lists it with its date beside it");
    harness_stop(&h);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_broken_save_says_why), cmocka_unit_test(test_new_game_says_where_the_old_went),
        cmocka_unit_test(test_settings_language),    cmocka_unit_test(test_menu_fits),
        cmocka_unit_test(test_menu_finished),
        cmocka_unit_test(test_save_rows),
        cmocka_unit_test(test_save_default_name),
    };
    return cmocka_run_group_tests_name("ui_dialogs", tests, NULL, NULL);
}
