/* test_past_games.c: finished games kept and found again, through the whole
 * app (harness.h): a game played to its end is kept among the past games
 * and the final box says so; after "View map" the strip under the cards is
 * "Show the result", which (click or Enter) brings the box back with its
 * replay; the Past games screen lists the game with its players and
 * points, replays it move for move, and deletes it only after asking; a
 * game that cannot be kept says why in the box; a deleted game stays
 * deleted after a restart; Load game deletes a save after asking; saving
 * under the title of a save an older version named otherwise replaces it;
 * the buttons of both stay above a pad's hints. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bot.h"
#include "glyphs.h"
#include "harness.h"
#include "past_games.h"
#include "platform.h"
#include "replay.h"
#include "save.h"
#include "screens.h"
#include "table.h"
#include "ui_test.h"
#include "view.h"

/* The arguments of a game of three started one move before its end. */
static const char *const *three_args(void)
{
    GameSettings s;
    game_settings_init(&s, GAME_BASE, 3, 12);
    static char autoplay[16];
    snprintf(autoplay, sizeof autoplay, "%d", harness_moves_to_end(&s) - 1);
    static const char *args[] = {"--seed", "12", "--players", "3", "--autoplay", NULL, "--size", "1024x700", NULL};
    args[5] = autoplay;
    return args;
}

/* That move made: the final box is up. */
static void finish(Harness *h)
{
    harness_dismiss(h);
    assert_true(harness_play_move(h));
    for (int i = 0; i < 4 && harness_top(h) != SCREEN_FINAL; i++)
        harness_key(h, SDLK_RETURN, 0); /* the winter's box */
    assert_int_equal(harness_top(h), SCREEN_FINAL);
}

static int kept_files(const char *data_dir)
{
    PastList list;
    char err[SESSION_MESSAGE_MAX];
    if (!past_games_list(data_dir, &list, err, sizeof err))
        return -1;
    int n = list.ngames;
    past_list_free(&list);
    return n;
}

/* Where the past games screen draws a spot now (its report). */
/* Whether the button at r is drawn red (a pixel beside its label, the
 * frame drawn afresh): the look of an action that throws away for good. */
static bool looks_red(Harness *h, SDL_Rect r)
{
    shell_draw(&h->sh);
    SDL_Rect px = {r.x + SDL_max(r.w / 12, 3), r.y + r.h / 2, 1, 1};
    Uint8 rgba[4] = {0, 0, 0, 0};
    if (r.w <= 0 || SDL_RenderReadPixels(h->sh.gfx.renderer, &px, SDL_PIXELFORMAT_RGBA32, rgba, 4) != 0)
        return false;
    return rgba[0] > 150 && rgba[1] < 90 && rgba[2] < 90;
}

static SDL_Rect past_spot(Harness *h, const char *name)
{
    shell_draw(&h->sh); /* where the screen draws its rows and buttons now */
    return harness_spot(h, SCREEN_PAST, name);
}

static int past_number(Harness *h, const char *name) { return harness_number(h, SCREEN_PAST, name); }

static void test_finished_game_kept_and_found(void **state)
{
    (void)state;
    Harness h;
    assert_true(harness_start(&h, three_args()));
    finish(&h);
    TableView *tv = harness_table(&h);
    const Game *g = harness_game(&h);
    int moves = session_move_count(match_session(h.sh.match));
    check(match_past(h.sh.match, NULL, 0) == PAST_KEPT, "the finished game was kept");
    check(kept_files(h.dir) == 1, "one game in the folder of past games");
    check(harness_spot(&h, SCREEN_FINAL, "replay").w > 0, "the final box offers the replay");

    /* View map: the box goes, the strip under the cards brings it back */
    harness_click_rect(&h, harness_spot(&h, SCREEN_FINAL, "continue"));
    check(harness_top(&h) == SCREEN_TABLE, "View map shows the map");
    SDL_Rect result;
    check(view_result_button(tv, &result), "the finished table has a Show the result button");
    check(result.w > 0 && result.h > 0, "the button has a place");
    harness_click_rect(&h, result);
    check(harness_top(&h) == SCREEN_FINAL, "Show the result brings the final box back");
    harness_click_rect(&h, harness_spot(&h, SCREEN_FINAL, "replay"));
    check(harness_top(&h) == SCREEN_REPLAY, "and its Watch replay opens the replay");
    harness_key(&h, SDLK_ESCAPE, 0);
    check(harness_top(&h) == SCREEN_FINAL, "Esc closes the replay: back to the final box");
    harness_key(&h, SDLK_RETURN, 0); /* the box closes: the map again */
    check(harness_top(&h) == SCREEN_TABLE, "Enter over the box shows the map");
    harness_key(&h, SDLK_RETURN, 0);
    check(harness_top(&h) == SCREEN_FINAL, "Enter on the finished table brings the box back");
    harness_key(&h, SDLK_ESCAPE, 0);

    /* the menu's Past games: the game with its players and points */
    harness_key(&h, SDLK_ESCAPE, 0);
    check(harness_top(&h) == SCREEN_MENU, "Esc on the table opens the menu");
    shell_draw(&h.sh);
    harness_click_rect(&h, harness_spot(&h, SCREEN_MENU, "past"));
    check(harness_top(&h) == SCREEN_PAST, "the menu opens Past games");
    shell_draw(&h.sh);
    assert_int_equal(past_number(&h, "games"), 1);
    assert_int_equal(past_number(&h, "0_players"), 3);
    assert_int_equal(past_number(&h, "0_moves"), moves);
    int places[MAX_PLAYERS];
    game_ranking(g, places);
    for (int q = 0; q < 3; q++) {
        char key[32];
        snprintf(key, sizeof key, "0_total_%d", q);
        assert_int_equal(past_number(&h, key), game_total(g, q));
        snprintf(key, sizeof key, "0_place_%d", q);
        assert_int_equal(past_number(&h, key), places[q]);
        snprintf(key, sizeof key, "0_name_%d", q);
        assert_string_equal(harness_value(&h, SCREEN_PAST, key), tv->names[q]);
    }
    char date[64];
    snprintf(date, sizeof date, "%s", harness_value(&h, SCREEN_PAST, "0_date"));
    check(past_spot(&h, "replay").w == 0, "no Watch replay before a game is picked");

    /* picked, watched to the end: the same totals */
    harness_click_rect(&h, past_spot(&h, "row0"));
    shell_draw(&h.sh);
    assert_int_equal(past_number(&h, "selected"), 0);
    harness_click_rect(&h, past_spot(&h, "replay"));
    check(harness_top(&h) == SCREEN_REPLAY, "Watch replay opens the replay of the past game");
    harness_key(&h, SDLK_END, 0);
    TableView *rv = replay_view_of(shell_screen(&h.sh, SCREEN_REPLAY));
    assert_int_equal(rv->facts.replay_count, moves);
    assert_int_equal(rv->facts.replay_pos, moves);
    for (int q = 0; q < 3; q++)
        assert_int_equal(game_total(&rv->game, q), game_total(g, q));
    harness_key(&h, SDLK_ESCAPE, 0);
    check(harness_top(&h) == SCREEN_PAST, "closing the replay comes back to Past games");

    /* Delete asks; Keep it keeps; asked again and confirmed, it goes */
    harness_click_rect(&h, past_spot(&h, "row0"));
    harness_click_rect(&h, past_spot(&h, "delete"));
    check(past_spot(&h, "yes").w > 0 && past_number(&h, "confirming") == 1, "Delete asks first");
    check(looks_red(&h, past_spot(&h, "yes")), "Delete for good is red, not the green main action");
    check(strstr(harness_value(&h, SCREEN_PAST, "message"), date) != NULL, "the question names the game's date");
    check(kept_files(h.dir) == 1, "asking deletes nothing");
    harness_click_rect(&h, past_spot(&h, "delete")); /* now "Keep it" */
    check(past_number(&h, "confirming") == 0 && kept_files(h.dir) == 1, "Keep it keeps the game");
    harness_key(&h, SDLK_DELETE, 0);
    check(past_number(&h, "confirming") == 1, "the Delete key asks too");
    harness_click_rect(&h, past_spot(&h, "yes"));
    shell_draw(&h.sh);
    check(kept_files(h.dir) == 0 && past_number(&h, "games") == 0,
          "confirmed, the game is deleted and gone from the list");
    check(strstr(harness_value(&h, SCREEN_PAST, "message"), "deleted") != NULL, "and the screen says so");
    harness_stop(&h);
}

/* The tester's case: a Heroes solo game (seed 9, 25 moves by itself, the
 * rest by hand) deleted from Past games, then quit (the shell stopped) and
 * started again, twice: it stays deleted, reviews and all. */
static void test_deleted_game_stays_deleted(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--kind", "heroes", "--seed", "9", "--autoplay", "25", "--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    check(!game_over(harness_game(&h)), "the game is not over after 25 moves");
    for (int i = 0; i < 200 && !game_over(harness_game(&h)); i++) {
        harness_dismiss(&h);
        if (!game_over(harness_game(&h)))
            assert_true(harness_play_move(&h));
    }
    assert_true(game_over(harness_game(&h)));
    check(match_past(h.sh.match, NULL, 0) == PAST_KEPT && kept_files(h.dir) == 1, "the finished game is kept");
    for (int i = 0; i < 6 && harness_top(&h) != SCREEN_MENU; i++)
        harness_key(&h, SDLK_ESCAPE, 0);
    assert_int_equal(harness_top(&h), SCREEN_MENU);
    shell_draw(&h.sh);
    harness_click_rect(&h, harness_spot(&h, SCREEN_MENU, "past"));
    assert_int_equal(harness_top(&h), SCREEN_PAST);
    harness_click_rect(&h, past_spot(&h, "row0"));
    harness_click_rect(&h, past_spot(&h, "delete"));
    harness_click_rect(&h, past_spot(&h, "yes"));
    check(kept_files(h.dir) == 0, "Delete for good deletes it");
    const char *again[] = {"--size", "1024x700", NULL};
    for (int run = 1; run <= 2; run++) {
        assert_true(harness_restart(&h, again)); /* quit, and started again */
        char what[120];
        snprintf(what, sizeof what, "started again (%d): the deleted game is not kept again", run);
        check(kept_files(h.dir) == 0, what);
        check(strstr(h.sh.profile.notice, "kept now") == NULL, "the menu says nothing of a game kept at start");
        shell_draw(&h.sh);
        harness_click_rect(&h, harness_spot(&h, SCREEN_MENU, "past"));
        assert_int_equal(harness_top(&h), SCREEN_PAST);
        shell_draw(&h.sh);
        check(past_number(&h, "games") == 0, "Past games lists nothing");
    }
    check(h.sh.profile.stats.played_solo == 1, "the statistics still count the game once");
    harness_stop(&h);
}

/* Where the pad's hints strip beside a screen begins (glyphs.c draws it at
 * the window's bottom right, half a margin above the edge). */
static int pad_strip_top(const Gfx *g)
{
    return g->m.h - g->m.pad / 2 - (glyph_hints_height(g, HINTS_ROW) + g->m.inner);
}

static bool above(SDL_Rect r, int y) { return r.w > 0 && r.y + r.h <= y; }

/* A pad used last at 1024x700 and 150 % text: the buttons at the bottom of
 * Past games and Load game stay above its hints strip ("A Press, B
 * Back"), and come down to the frame's bottom for the mouse. */
static void test_buttons_above_the_pad_hints(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--seed", "3", "--autoplay", "6", "--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    char err[SESSION_MESSAGE_MAX];
    assert_true(match_save(h.sh.match, "Sunday", NULL, 0, err, sizeof err));
    assert_true(harness_keep_six(h.dir));
    harness_text_size(&h, 150);
    if (!harness_pad_attach(&h)) {
        print_message("# no virtual pad: skipped\n");
        harness_stop(&h);
        skip();
    }
    Gfx *g = &h.sh.gfx;
    const ScreenId ids[] = {SCREEN_PAST, SCREEN_SAVES};
    const char *const buttons[][3] = {{"replay", "review", "delete"}, {"load", "delete", NULL}};
    for (int i = 0; i < 2; i++) {
        shell_push(&h.sh, ids[i], ids[i] == SCREEN_SAVES ? SAVES_LOAD : 0);
        harness_tick(&h);
        harness_pad_button(&h, SDL_CONTROLLER_BUTTON_DPAD_DOWN); /* the ring shows */
        harness_pad_button(&h, SDL_CONTROLLER_BUTTON_DPAD_DOWN); /* a game picked: its buttons */
        check(g->input == INPUT_PAD, "the pad was used last: its hints show");
        shell_draw(&h.sh);
        char what[160];
        for (int b = 0; b < 3 && buttons[i][b]; b++) {
            SDL_Rect r = harness_spot(&h, ids[i], buttons[i][b]);
            snprintf(what, sizeof what, "%s: %s (y %d, h %d) above the pad's hints (from y %d)",
                     i == 0 ? "Past games" : "Load game", buttons[i][b], r.y, r.h, pad_strip_top(g));
            check(above(r, pad_strip_top(g)), what);
        }
        SDL_Rect r = harness_spot(&h, ids[i], buttons[i][0]);
        harness_move(&h, r.x + r.w / 2, r.y + r.h / 2); /* the mouse: no strip, the frame's bottom again */
        shell_draw(&h.sh);
        SDL_Rect low = harness_spot(&h, ids[i], buttons[i][0]);
        check(g->input == INPUT_MOUSE && low.y > r.y, "for the mouse the buttons sit at the frame's bottom");
        harness_key(&h, SDLK_ESCAPE, 0);
    }
    harness_stop(&h);
}

static void test_keeping_fails_visibly(void **state)
{
    (void)state;
    Harness h;
    /* the folder of past games cannot be made: a file has its name */
    const char *first[] = {"--size", "1024x700", NULL};
    assert_true(harness_start(&h, first));
    char path[FILEIO_PATH_MAX];
    snprintf(path, sizeof path, "%s/%s", h.dir, PAST_GAMES_DIR);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs("in the way\n", f);
    fclose(f);
    assert_true(harness_restart(&h, three_args()));
    finish(&h);
    char why[SESSION_MESSAGE_MAX + 200];
    check(match_past(h.sh.match, why, sizeof why) == PAST_FAILED, "keeping the game failed");
    check(strstr(why, "could not be kept") != NULL && strstr(why, PAST_GAMES_DIR) != NULL,
          "the reason names the folder");
    check(strcmp(harness_value(&h, SCREEN_FINAL, "kept"), why) == 0, "the final box says it");
    bool regular = false;
    check(platform_stat(path, &regular, NULL) && regular, "the file in the way is left as it was");
    harness_stop(&h);
}

/* A solo game with a long name of its own: Past games wraps the name in
 * the game column and cuts nothing, the rating's title least of all, at
 * 1024x700 at 100 % and 150 % text. */
static void test_long_name_beside_the_title(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--seed", "3", "--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    GameSettings gs;
    game_settings_init(&gs, GAME_BASE, 1, 3);
    char err[SESSION_MESSAGE_MAX];
    const char *name = "The long Sunday game with the whole family at the lake";
    assert_true(match_start(h.sh.match, &gs, NULL, 0, name, err, sizeof err));
    for (int i = 0; i < 200 && !game_over(harness_game(&h)); i++) {
        harness_dismiss(&h);
        if (!game_over(harness_game(&h)))
            assert_true(harness_play_move(&h));
    }
    assert_true(game_over(harness_game(&h)));
    for (int i = 0; i < 6 && harness_top(&h) != SCREEN_MENU; i++)
        harness_key(&h, SDLK_ESCAPE, 0);
    check(harness_top(&h) == SCREEN_MENU, "Esc leads to the menu");
    shell_draw(&h.sh);
    harness_click_rect(&h, harness_spot(&h, SCREEN_MENU, "past"));
    check(harness_top(&h) == SCREEN_PAST, "the menu opens Past games");
    const int sizes[] = {100, 150};
    for (int k = 0; k < 2; k++) {
        harness_text_size(&h, sizes[k]);
        shell_draw(&h.sh);
        unsigned before = h.sh.gfx.text.shortened;
        shell_draw(&h.sh);
        char what[200];
        snprintf(what, sizeof what, "Past games cuts nothing beside a long name at %d %% (cut: \"%s\")", sizes[k],
                 h.sh.gfx.text.shortened != before ? h.sh.gfx.text.last_shortened : "");
        check(h.sh.gfx.text.shortened == before, what);
        const char *dir = getenv("PAST_SHOTS");
        if (dir && dir[0]) {
            char path[512];
            snprintf(path, sizeof path, "%s/past-long-name-%d.png", dir, sizes[k]);
            harness_shot(&h, path);
        }
    }
    harness_stop(&h);
}

static void test_load_game_deletes_after_asking(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--seed", "3", "--autoplay", "6", "--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    char file[256], err[SESSION_MESSAGE_MAX];
    assert_true(match_save(h.sh.match, "Sunday", file, sizeof file, err, sizeof err));
    assert_true(match_save(h.sh.match, "Monday", NULL, 0, err, sizeof err));
    shell_push(&h.sh, SCREEN_SAVES, SAVES_LOAD);
    harness_tick(&h); /* the saves' events reach the screen */
    shell_draw(&h.sh);
    check(harness_spot(&h, SCREEN_SAVES, "delete").w == 0, "no Delete before a save is picked");
    harness_key(&h, SDLK_DOWN, 0); /* the ring shows */
    harness_key(&h, SDLK_DOWN, 0); /* the newest save */
    shell_draw(&h.sh);
    harness_click_rect(&h, harness_spot(&h, SCREEN_SAVES, "delete"));
    shell_draw(&h.sh);
    check(harness_spot(&h, SCREEN_SAVES, "yes").w > 0 && strstr(harness_value(&h, SCREEN_SAVES, "message"), "for good?"),
          "Delete asks first");
    check(looks_red(&h, harness_spot(&h, SCREEN_SAVES, "yes")), "Delete for good is red, not the green main action");
    SaveInfo *list;
    assert_int_equal(save_list(h.dir, &list, err, sizeof err), 2);
    char title[SESSION_TITLE_MAX];
    snprintf(title, sizeof title, "%s", list[0].title);
    free(list);
    check(strstr(harness_value(&h, SCREEN_SAVES, "message"), title) != NULL, "the question names the save");
    harness_key(&h, SDLK_ESCAPE, 0);
    check(harness_top(&h) == SCREEN_SAVES, "Esc takes the question back, not the screen");
    assert_int_equal(save_list(h.dir, &list, err, sizeof err), 2);
    free(list);
    harness_key(&h, SDLK_DELETE, 0);
    harness_key(&h, SDLK_RETURN, 0); /* Enter confirms */
    assert_int_equal(save_list(h.dir, &list, err, sizeof err), 1);
    check(strcmp(list[0].title, title) != 0, "the picked save went, the other stayed");
    free(list);
    check(strstr(harness_value(&h, SCREEN_SAVES, "message"), "was deleted") != NULL, "the screen says so");
    harness_stop(&h);
}

/* A save an older version named with dashes for accented letters
 * ("familie-m-ller.cartosave" for "Familie Müller"): saving under that
 * title again asks first, as for any save of the title, and then replaces
 * it: one save of the title is left, under the name made now. */
static void test_older_file_name_replaced(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--seed", "3", "--autoplay", "6", "--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    const char *title = "Familie M\xC3\xBCller";
    char file[256], err[SESSION_MESSAGE_MAX], from[600], to[600];
    assert_true(match_save(h.sh.match, title, file, sizeof file, err, sizeof err));
    assert_string_equal(file, "familie-muller.cartosave");
    snprintf(from, sizeof from, "%s/%s", h.dir, file);
    snprintf(to, sizeof to, "%s/familie-m-ller.cartosave", h.dir);
    assert_int_equal(rename(from, to), 0);

    shell_push(&h.sh, SCREEN_SAVES, SAVES_SAVE);
    harness_tick(&h);
    harness_text(&h, title); /* over the name offered, which is selected */
    check(strcmp(harness_value(&h, SCREEN_SAVES, "name"), title) == 0, "the title typed");
    harness_key(&h, SDLK_RETURN, 0);
    check(harness_top(&h) == SCREEN_SAVES && strstr(harness_value(&h, SCREEN_SAVES, "message"), "already"),
          "a save of that title under its older file name: Save asks first");
    harness_key(&h, SDLK_RETURN, 0);
    check(harness_top(&h) != SCREEN_SAVES, "Save again: saved");
    SaveInfo *list;
    int n = save_list(h.dir, &list, err, sizeof err), same = 0;
    for (int i = 0; i < n; i++)
        if (strcmp(list[i].title, title) == 0) {
            same++;
            check(strcmp(list[i].file, "familie-muller.cartosave") == 0, "under the name made now");
        }
    free(list);
    check(n == 1 && same == 1, "one save of the title, the older file replaced");
    harness_stop(&h);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_finished_game_kept_and_found),
        cmocka_unit_test(test_keeping_fails_visibly),
        cmocka_unit_test(test_deleted_game_stays_deleted),
        cmocka_unit_test(test_buttons_above_the_pad_hints),
        cmocka_unit_test(test_load_game_deletes_after_asking),
        cmocka_unit_test(test_older_file_name_replaced),
        cmocka_unit_test(test_long_name_beside_the_title),
    };
    return cmocka_run_group_tests_name("ui_past_games", tests, NULL, NULL);
}
