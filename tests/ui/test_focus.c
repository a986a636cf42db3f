/* test_focus.c: the screens by the keys alone, through the whole app
 * (harness.h): on a first start the focus is on the guided game, and Down
 * and Enter reach New game and Load game; opened from a new game while an
 * earlier one waits, the menu offers Back to the game first, then Resume; in
 * two columns the arrows go across and Down from the left column's end on
 * to the right one; Tab and Shift+Tab go round in
 * order; Esc goes back; on the setup screen Tab reaches the code field
 * (which then takes the typing), the choices take Space and Enter, a name
 * field the focus arrives at takes the typing, and Enter on the focus the
 * screen opens with starts the game; the final box's buttons by Tab and
 * Enter; the table's bars (Undo to Menu, the seat tabs) by Tab past the
 * options, the arrows, Enter and Esc; a replay's controls, Rules, Menu and
 * season chips, and the review's
 * Close, chart (where the arrows put the ring), costliest moves and seats
 * (by the keys and a pad; while it runs or is stopped the D-pad goes from
 * Close to the names and Cancel or Go on); on every screen beside the
 * table, Tab goes through the controls in reading order (left to right,
 * top to bottom; docs/look.md "The focus"), a list's rows before the
 * buttons under it; and on the settings the D-pad's Down from Close goes
 * to the first row under it; on the solo campaign the D-pad goes down
 * through every game (the locked ones' rows too), the list scrolling so
 * that the ring's control shows whole, and back up to Play and Close with
 * the list at its top; the pointer's highlight waits, once a pad or a key
 * was used, until the pointer moves again. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bar_focus.h"
#include "harness.h"
#include "match.h"
#include "replay.h"
#include "save.h"
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
    check(strcmp(harness_value(&h, SCREEN_MENU, "ring"), "no") == 0, "where no ring shows yet");
    harness_key(&h, SDLK_DOWN, 0);
    check(menu_focus_on(&h, ITEM_GUIDED) && strcmp(harness_value(&h, SCREEN_MENU, "ring"), "yes") == 0,
          "the first Down shows the ring there and moves nothing");
    harness_key(&h, SDLK_DOWN, 0);
    check(menu_focus_on(&h, ITEM_NEW), "the next Down goes to New game");
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

/* The saved games in the data folder (the games kept under a name). */
static int saves_in(Harness *h)
{
    SaveInfo *list = NULL;
    char err[SESSION_MESSAGE_MAX];
    int n = save_list(h->dir, &list, err, sizeof err);
    free(list);
    return n;
}

/* The menu opened from a new game with no move yet while the last run's
 * unfinished game waits: "Back to the game" first, with the focus, and
 * "Resume the earlier game" under it; Back goes back to the new game,
 * Resume takes up the earlier one with its moves (the new one had none: no
 * save is made, nothing lost), and after it the menu offers Back alone. */
static void test_menu_back_before_resume(void **state)
{
    (void)state;
    Harness h;
    const char *first[] = {"--seed", "3", "--size", "1024x700", NULL};
    assert_true(harness_start(&h, first));
    harness_dismiss(&h);
    assert_true(harness_play_move(&h));
    harness_dismiss(&h);
    assert_true(harness_play_move(&h));
    assert_int_equal(session_move_count(match_session(h.sh.match)), 2);

    /* started again with no game: Resume is the first item, as it was */
    assert_true(harness_restart(&h, (const char *const[]){"--size", "1024x700", NULL}));
    assert_int_equal(harness_top(&h), SCREEN_MENU);
    check(harness_spot(&h, SCREEN_MENU, "back").w == 0, "no game on the table: no Back");
    check(focus_on(&h, SCREEN_MENU, "resume"), "the focus starts on Resume");
    check(strcmp(harness_value(&h, SCREEN_MENU, "resume_label"), "Resume the game") == 0, "called Resume the game");

    /* started again on a new game: the menu from its table */
    const char *second[] = {"--seed", "4", "--size", "1024x700", NULL};
    assert_true(harness_restart(&h, second));
    harness_dismiss(&h);
    assert_int_equal(harness_top(&h), SCREEN_TABLE);
    assert_int_equal(session_move_count(match_session(h.sh.match)), 0);
    harness_key(&h, SDLK_ESCAPE, 0);
    assert_int_equal(harness_top(&h), SCREEN_MENU);
    SDL_Rect back = harness_spot(&h, SCREEN_MENU, "back"), resume = harness_spot(&h, SCREEN_MENU, "resume");
    check(back.w > 0 && resume.w > 0, "both Back to the game and Resume are offered");
    check(back.y < resume.y, "Back to the game above Resume");
    check(focus_on(&h, SCREEN_MENU, "back"), "the focus starts on Back to the game");
    check(strcmp(harness_value(&h, SCREEN_MENU, "resume_label"), "Resume the earlier game") == 0,
          "Resume says it is the earlier game");
    harness_key(&h, SDLK_RETURN, 0);
    check(harness_top(&h) == SCREEN_TABLE && harness_game(&h)->settings.seed == 4 &&
              session_move_count(match_session(h.sh.match)) == 0,
          "Enter: back to the new game");

    harness_key(&h, SDLK_ESCAPE, 0);
    assert_int_equal(harness_top(&h), SCREEN_MENU);
    int saves = saves_in(&h);
    harness_click_rect(&h, harness_spot(&h, SCREEN_MENU, "resume"));
    harness_dismiss(&h);
    check(harness_top(&h) == SCREEN_TABLE && harness_game(&h)->settings.seed == 3 &&
              session_move_count(match_session(h.sh.match)) == 2,
          "Resume takes up the earlier game with its two moves");
    check(saves_in(&h) == saves, "the new game had no move: nothing to keep, no save made");
    harness_key(&h, SDLK_ESCAPE, 0);
    assert_int_equal(harness_top(&h), SCREEN_MENU);
    check(harness_spot(&h, SCREEN_MENU, "resume").w == 0, "then Resume is no longer offered");
    check(focus_on(&h, SCREEN_MENU, "back"), "and the focus is on Back to the game");
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
    harness_key(&h, SDLK_DOWN, 0); /* (the first shows the ring) */
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
/* A solo game played to its end by the bot, Enter to its final box. */
static void start_at_final_box(Harness *h)
{
    const char *args[] = {"--size", "1024x700", "--seed", "31", "--autoplay", "999", NULL};
    assert_true(harness_start(h, args));
    for (int i = 0; i < 8 && harness_box(h) != SCREEN_FINAL; i++) {
        harness_key(h, SDLK_RETURN, 0);
        harness_tick(h);
    }
    assert_int_equal(harness_box(h), SCREEN_FINAL);
}

static void test_final_box_by_keys(void **state)
{
    (void)state;
    Harness h;
    start_at_final_box(&h);
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
    harness_move(&h, 5, 5); /* the mouse: no ring */
    harness_key(&h, SDLK_TAB, 0);
    check(focus_on(&h, SCREEN_FINAL, "new_game"), "the first Tab after the mouse shows the ring where it was");
    harness_key(&h, SDLK_RETURN, 0);
    assert_int_equal(harness_top(&h), SCREEN_MENU);
    harness_stop(&h);
}

static const char *replay_status(Harness *h)
{
    return replay_view_of(shell_screen(&h->sh, SCREEN_REPLAY))->facts.status;
}

/* A solo game's replay, opened from its final box by Tab and Enter. */
static void open_replay(Harness *h)
{
    start_at_final_box(h);
    for (int i = 0; i < 12 && !focus_on(h, SCREEN_FINAL, "replay"); i++)
        harness_key(h, SDLK_TAB, 0);
    harness_key(h, SDLK_RETURN, 0);
    assert_int_equal(harness_top(h), SCREEN_REPLAY);
}

/* The replay of a finished game by the keys: Tab takes the ring through its
 * controls, Rules, Menu and the season chips in order and past the last
 * back to none; Enter presses the one with the ring (Back steps back,
 * Review opens the review, whose Tab rings and picks the costliest moves
 * and whose Enter presses its ringed Close); Esc gives the ring up, and
 * Enter then steps forward again and Esc closes. */
static void test_replay_and_review_by_keys(void **state)
{
    (void)state;
    Harness h;
    open_replay(&h);
    check(harness_spot(&h, SCREEN_REPLAY, "focus").w == 0, "the replay opens with no ring: the arrows step");
    harness_key(&h, SDLK_RIGHT, 0);
    harness_key(&h, SDLK_RIGHT, 0);
    static const char *const order[] = {"start", "back",     "forward",  "end",      "review",  "close",
                                        "rules", "menu",     "season_0", "season_1", "season_2", "season_3"};
    int norder = (int)(sizeof order / sizeof order[0]);
    for (int i = 0; i < norder; i++) {
        harness_key(&h, SDLK_TAB, 0);
        check(focus_on(&h, SCREEN_REPLAY, order[i]), "Tab goes through the controls, Rules, Menu and the seasons");
    }
    harness_key(&h, SDLK_TAB, 0);
    check(harness_spot(&h, SCREEN_REPLAY, "focus").w == 0, "past the last season: none");
    harness_key(&h, SDLK_TAB, KMOD_LSHIFT);
    check(focus_on(&h, SCREEN_REPLAY, "season_3"), "Shift+Tab goes back to the last season");
    for (int i = 0; i < norder && !focus_on(&h, SCREEN_REPLAY, "back"); i++)
        harness_key(&h, SDLK_TAB, KMOD_LSHIFT);
    check(strstr(replay_status(&h), "move 2 ") != NULL, "two moves shown");
    harness_key(&h, SDLK_RETURN, 0);
    check(strstr(replay_status(&h), "move 1 ") != NULL, "Enter on Back steps back");
    for (int i = 0; i < 6 && !focus_on(&h, SCREEN_REPLAY, "review"); i++)
        harness_key(&h, SDLK_TAB, 0);
    harness_key(&h, SDLK_SPACE, 0);
    assert_int_equal(harness_top(&h), SCREEN_REVIEW);
    for (int i = 0; i < 3000 && strcmp(harness_value(&h, SCREEN_REVIEW, "state"), "running") == 0; i++) {
        SDL_Delay(20);
        harness_tick(&h);
    }
    check(harness_number(&h, SCREEN_REVIEW, "costly") >= 2, "a game with two costly moves at least");
    harness_key(&h, SDLK_RIGHT, 0);
    int stepped = harness_number(&h, SCREEN_REVIEW, "selected");
    check(focus_on(&h, SCREEN_REVIEW, "chart"), "Right steps through the moves and puts the ring on the chart");
    harness_key(&h, SDLK_TAB, 0);
    int first = harness_number(&h, SCREEN_REVIEW, "selected");
    check(focus_on(&h, SCREEN_REVIEW, "costly_0") && first >= 0 && first != stepped,
          "Tab takes the ring from the chart to the costliest move and picks it");
    harness_key(&h, SDLK_TAB, 0);
    check(focus_on(&h, SCREEN_REVIEW, "costly_1") && harness_number(&h, SCREEN_REVIEW, "selected") != first,
          "Tab again: the next of them, picked");
    harness_key(&h, SDLK_TAB, KMOD_LSHIFT);
    harness_key(&h, SDLK_TAB, KMOD_LSHIFT);
    check(focus_on(&h, SCREEN_REVIEW, "chart"), "Shift+Tab twice: back on the chart");
    harness_key(&h, SDLK_TAB, KMOD_LSHIFT);
    check(harness_spot(&h, SCREEN_REVIEW, "focus").y < harness_spot(&h, SCREEN_REVIEW, "chart").y,
          "Shift+Tab once more: back on Close, above the chart");
    harness_key(&h, SDLK_RETURN, 0);
    assert_int_equal(harness_top(&h), SCREEN_REPLAY);
    check(focus_on(&h, SCREEN_REPLAY, "review"), "Enter pressed the review's ringed Close: back, the ring kept");
    harness_key(&h, SDLK_ESCAPE, 0);
    check(harness_top(&h) == SCREEN_REPLAY && harness_spot(&h, SCREEN_REPLAY, "focus").w == 0,
          "Esc gives the ring up");
    harness_key(&h, SDLK_RETURN, 0);
    check(strstr(replay_status(&h), "move 2 ") != NULL, "then Enter steps forward");
    harness_key(&h, SDLK_ESCAPE, 0);
    check(harness_top(&h) != SCREEN_REPLAY, "and Esc closes");
    harness_stop(&h);
}

/* The table's bars: Tab past the last option comes to Undo, then Redo,
 * Hint, Rules, Menu, the seat tabs and the four decrees, then back to the
 * move; the arrows go along them, Enter presses, Esc and a click give the
 * focus back. */
/* A replay's Rules, Menu and season chips by the keys: Enter on a season
 * chip shows that season's start as a click on it does, on Rules opens the
 * rules and on Menu the menu, the ring kept on the replay beneath. */
static void test_replay_bar_and_seasons_by_keys(void **state)
{
    (void)state;
    Harness h;
    open_replay(&h);
    char clicked[1024], start[1024];
    snprintf(start, sizeof start, "%s", replay_status(&h));
    harness_click_rect(&h, harness_spot(&h, SCREEN_REPLAY, "season_2"));
    snprintf(clicked, sizeof clicked, "%s", replay_status(&h));
    check(strcmp(clicked, start) != 0, "a click on the autumn's chip jumps");
    harness_key(&h, SDLK_HOME, 0);
    check(strcmp(replay_status(&h), start) == 0, "Home: back to the start");
    for (int i = 0; i < 12 && !focus_on(&h, SCREEN_REPLAY, "season_2"); i++)
        harness_key(&h, SDLK_TAB, 0);
    check(focus_on(&h, SCREEN_REPLAY, "season_2"), "Tab reaches the autumn's chip");
    harness_key(&h, SDLK_RETURN, 0);
    check(strcmp(replay_status(&h), clicked) == 0, "Enter on it shows what the click showed");
    for (int i = 0; i < 12 && !focus_on(&h, SCREEN_REPLAY, "rules"); i++)
        harness_key(&h, SDLK_TAB, KMOD_LSHIFT);
    harness_key(&h, SDLK_RETURN, 0);
    check(harness_top(&h) == SCREEN_RULES, "Enter on Rules opens the rules");
    harness_key(&h, SDLK_ESCAPE, 0);
    check(harness_top(&h) == SCREEN_REPLAY && focus_on(&h, SCREEN_REPLAY, "rules"), "Esc: back, the ring on Rules");
    harness_key(&h, SDLK_TAB, 0);
    check(focus_on(&h, SCREEN_REPLAY, "menu"), "Tab: Menu");
    harness_key(&h, SDLK_SPACE, 0);
    check(harness_top(&h) == SCREEN_MENU, "Space on Menu opens the menu");
    harness_stop(&h);
}

static bool review_state_is(Harness *h, const char *state)
{
    return strcmp(harness_value(h, SCREEN_REVIEW, "state"), state) == 0;
}

/* Up until the ring is above the names (on Close); false when it never gets there. */
static bool up_to_close(Harness *h)
{
    for (int i = 0; i < 4 && harness_spot(h, SCREEN_REVIEW, "focus").y >= harness_spot(h, SCREEN_REVIEW, "seat_0").y;
         i++)
        harness_pad_button(h, SDL_CONTROLLER_BUTTON_DPAD_UP);
    SDL_Rect f = harness_spot(h, SCREEN_REVIEW, "focus");
    return f.w > 0 && f.y < harness_spot(h, SCREEN_REVIEW, "seat_0").y;
}

/* While a review runs, and once it is stopped, the D-pad moves the ring
 * from Close down to the names and on to Cancel (Go on), and back up. */
static void review_dpad(Harness *h)
{
    int seat_y = harness_spot(h, SCREEN_REVIEW, "seat_0").y;
    check(review_state_is(h, "running"), "the review runs");
    check(up_to_close(h), "Up from a name: Close");
    harness_pad_button(h, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    check(harness_spot(h, SCREEN_REVIEW, "focus").y == seat_y, "the D-pad's Down from Close: a name");
    harness_pad_button(h, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    check(focus_on(h, SCREEN_REVIEW, "cancel"), "Down again: Cancel");
    printf("# %d of %d moves reviewed as A presses Cancel\n", harness_number(h, SCREEN_REVIEW, "done"),
           harness_number(h, SCREEN_REVIEW, "tasks"));
    check(review_state_is(h, "running"), "the review still runs");
    harness_pad_button(h, SDL_CONTROLLER_BUTTON_A);
    check(harness_top(h) == SCREEN_REVIEW && review_state_is(h, "stopped"), "A on Cancel stops it");
    check(up_to_close(h), "stopped, Up goes to Close");
    harness_pad_button(h, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    check(harness_spot(h, SCREEN_REVIEW, "focus").y == seat_y, "the D-pad's Down from Close: a name");
    harness_pad_button(h, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    check(focus_on(h, SCREEN_REVIEW, "resume"), "Down again: Go on");
    harness_pad_button(h, SDL_CONTROLLER_BUTTON_A);
    check(harness_top(h) == SCREEN_REVIEW && review_state_is(h, "running"), "A on Go on goes on with the review");
}

/* The review of a game of three: Tab takes the ring from Close to the
 * names, Enter picks the seat the ring is on and the ring stays there; a
 * pad's X and A do the same, and its D-pad moves the ring between Close,
 * the names and Cancel (Go on) while the review runs (is stopped). */
static void test_review_seats_by_keys_and_pad(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--size", "1024x700", "--seats", "human,easy,easy", "--seed", "31", "--autoplay", "999", NULL};
    assert_true(harness_start(&h, args));
    for (int i = 0; i < 10 && harness_box(&h) != SCREEN_FINAL; i++) {
        harness_key(&h, SDLK_RETURN, 0);
        harness_tick(&h);
    }
    assert_int_equal(harness_box(&h), SCREEN_FINAL);
    for (int i = 0; i < 12 && !focus_on(&h, SCREEN_FINAL, "review"); i++)
        harness_key(&h, SDLK_TAB, 0);
    harness_key(&h, SDLK_RETURN, 0);
    assert_int_equal(harness_top(&h), SCREEN_REVIEW);
    assert_int_equal(harness_number(&h, SCREEN_REVIEW, "seat"), 0);
    harness_key(&h, SDLK_TAB, 0);
    check(focus_on(&h, SCREEN_REVIEW, "seat_0"), "Tab goes from Close to the first name");
    harness_key(&h, SDLK_TAB, 0);
    check(focus_on(&h, SCREEN_REVIEW, "seat_1"), "then to the second");
    check(harness_number(&h, SCREEN_REVIEW, "seat") == 0, "the ring alone picks no seat");
    harness_key(&h, SDLK_RETURN, 0);
    check(harness_number(&h, SCREEN_REVIEW, "seat") == 1, "Enter picks the seat with the ring");
    check(focus_on(&h, SCREEN_REVIEW, "seat_1"), "and the ring stays on its name");
    assert_true(harness_pad_attach(&h));
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_X);
    check(focus_on(&h, SCREEN_REVIEW, "seat_2"), "the pad's X moves the ring on");
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A);
    check(harness_number(&h, SCREEN_REVIEW, "seat") == 2, "the pad's A picks that seat");
    review_dpad(&h);
    harness_pad_detach(&h);
    harness_stop(&h);
}

static void test_table_bars_by_keys(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--size", "1024x700", "--seed", "5", "--players", "3", NULL};
    assert_true(harness_start(&h, args));
    harness_dismiss(&h); /* the hand-over to the first player */
    TableView *tv = harness_table(&h);
    assert_int_equal(harness_top(&h), SCREEN_TABLE);
    assert_true(tv->move.noptions > 1);
    int presses = 0;
    while (tv->move.bar < 0 && presses < 20) {
        harness_key(&h, SDLK_TAB, 0);
        presses++;
    }
    check(presses == tv->move.noptions + 1 && tv->move.bar == BTN_UNDO,
          "Tab goes through the options, then to Undo");
    check(tv->move.option == tv->move.noptions - 1, "the last option stays picked");
    int order[] = {BTN_REDO,    BTN_HINT,       BTN_RULES,      BTN_MENU,       BAR_TAB + 0,   BAR_TAB + 1,
                   BAR_TAB + 2, BAR_DECREE + 0, BAR_DECREE + 1, BAR_DECREE + 2, BAR_DECREE + 3};
    for (size_t i = 0; i < sizeof order / sizeof order[0]; i++) {
        harness_key(&h, SDLK_TAB, 0);
        check(tv->move.bar == order[i], "Tab goes along the bars in order");
    }
    harness_key(&h, SDLK_TAB, 0);
    check(tv->move.bar < 0 && tv->move.option == 0, "past the last decree, back to the move: the first option");
    harness_key(&h, SDLK_TAB, KMOD_LSHIFT);
    check(tv->move.bar == BAR_DECREE + 3, "Shift+Tab goes back to the last decree");
    harness_key(&h, SDLK_RETURN, 0);
    check(tv->move.bar == BAR_DECREE + 3 && harness_top(&h) == SCREEN_TABLE && tv->move.hover.kind == HIT_DECREE,
          "Enter on a decree presses nothing: it shows what it counts");
    for (int i = 0; i < DECREES; i++)
        harness_key(&h, SDLK_TAB, KMOD_LSHIFT);
    check(tv->move.bar == BAR_TAB + 2, "Shift+Tab goes back along the decrees to the last tab");
    harness_key(&h, SDLK_LEFT, 0);
    check(tv->move.bar == BAR_TAB + 1, "Left goes to the tab beside it");
    harness_key(&h, SDLK_RETURN, 0);
    check(tv->move.view == 1, "Enter on a tab shows that player's map");
    harness_key(&h, SDLK_DOWN, 0);
    for (int i = 0; i < DECREES && tv->move.bar >= BAR_DECREE; i++)
        harness_key(&h, SDLK_DOWN, 0); /* the decrees are on the way at the right */
    check(tv->move.bar >= BTN_UNDO && tv->move.bar <= BTN_MENU, "Down goes from the tabs to the bottom bar");
    while (tv->move.bar != BTN_RULES && tv->move.bar >= 0)
        harness_key(&h, tv->move.bar < BTN_RULES ? SDLK_RIGHT : SDLK_LEFT, 0);
    harness_key(&h, SDLK_SPACE, 0);
    check(harness_top(&h) == SCREEN_RULES, "Space on Rules opens the rules");
    harness_key(&h, SDLK_ESCAPE, 0);
    assert_int_equal(harness_top(&h), SCREEN_TABLE);
    check(tv->move.bar == BTN_RULES, "back from the rules, the focus is where it was");
    harness_key(&h, SDLK_RIGHT, 0);
    harness_key(&h, SDLK_RETURN, 0);
    check(harness_top(&h) == SCREEN_MENU, "Enter on Menu opens the menu");
    harness_key(&h, SDLK_ESCAPE, 0);
    assert_int_equal(harness_top(&h), SCREEN_TABLE);
    harness_key(&h, SDLK_ESCAPE, 0);
    check(tv->move.bar < 0 && harness_top(&h) == SCREEN_TABLE, "Esc gives the focus back to the move");
    for (int i = 0; i <= DECREES; i++)
        harness_key(&h, SDLK_TAB, KMOD_LSHIFT);
    check(tv->move.bar == BAR_TAB + 2, "Shift+Tab past the options and the decrees comes to the last tab");
    harness_key(&h, SDLK_UP, 0);
    check(tv->move.bar < 0 && tv->move.hover.kind != HIT_DECREE, "Up from a tab, with nothing above, goes back to the map");
    harness_key(&h, SDLK_TAB, KMOD_LSHIFT);
    check(tv->move.bar >= 0, "Shift+Tab past the options comes to the bars");
    harness_click_rect(&h, tv->ds.layout.grand_total);
    check(tv->move.bar < 0, "a click gives the focus back to the move");
    harness_stop(&h);
}

/* Whether b is read after a: on the same line (their middles within each
 * other's height) further right, else lower down. */
static bool reads_after(SDL_Rect a, SDL_Rect b)
{
    int am = a.y + a.h / 2, bm = b.y + b.h / 2;
    bool same_line = (bm >= a.y && bm < a.y + a.h) || (am >= b.y && am < b.y + b.h);
    return same_line ? b.x > a.x : b.y > a.y;
}

/* Tab round screen id's controls (once, at most FOCUS_MAX): each comes
 * after the one before in reading order, but for the one step from the
 * last back to the first. Returns how many controls were met. */
static int check_reading_order(Harness *h, ScreenId id, const char *name)
{
    enum { MAX = 64 };
    const char *ring = id == SCREEN_FRIENDS ? "ring" : "focus";
    SDL_Rect seen[MAX];
    int n = 0;
    for (; n < MAX; n++) {
        harness_key(h, SDLK_TAB, 0);
        seen[n] = harness_spot(h, id, ring);
        if (harness_number(h, id, "scroll") > 0) /* a scrolled list (the campaign's): where it lies in the list */
            seen[n].y += harness_number(h, id, "scroll");
        if (n > 0 && same(seen[n], seen[0]))
            break;
    }
    char what[160];
    snprintf(what, sizeof what, "%s: Tab comes back round to where it began (%d controls)", name, n);
    check(n >= 1 && n < MAX, what);
    int backs = 0;
    for (int i = 0; i < n; i++) {
        SDL_Rect a = seen[i], b = seen[(i + 1) % n];
        if (reads_after(a, b))
            continue;
        backs++;
        if (backs > 1) {
            snprintf(what, sizeof what, "%s: Tab goes from (%d,%d %dx%d) back to (%d,%d %dx%d) before the last control",
                     name, a.x, a.y, a.w, a.h, b.x, b.y, b.w, b.h);
            check(false, what);
        }
    }
    snprintf(what, sizeof what, "%s: the order goes back to the top once, from the last control", name);
    check(backs == 1, what);
    return n;
}

/* Every screen beside the table, with a saved game and a past game to list
 * (the first row picked, so that its buttons act): Tab in reading order,
 * the rows before the buttons under them. (The rules have one control,
 * Close, always in the ring.) */
static void test_panels_tab_in_reading_order(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--size", "1024x700", "--seed", "11", "--autoplay", "6", NULL};
    assert_true(harness_start(&h, args));
    char err[SESSION_MESSAGE_MAX];
    assert_true(match_save(h.sh.match, "Sunday", NULL, 0, err, sizeof err));
    assert_true(harness_keep_six(h.dir));
    static const struct {
        ScreenId id;
        int arg;
        const char *name, *row; /* the spot of a row to pick first, NULL none */
    } screens[] = {
        {SCREEN_MENU, 0, "menu", NULL},
        {SCREEN_SETUP, 0, "setup", NULL},
        {SCREEN_CAMPAIGN, 0, "campaign", NULL},
        {SCREEN_CHALLENGE, CHALLENGE_DAILY, "daily challenge", NULL},
        {SCREEN_CHALLENGE, CHALLENGE_WEEKLY, "weekly challenge", NULL},
        {SCREEN_SAVES, SAVES_LOAD, "load game", "row0"},
        {SCREEN_SAVES, SAVES_SAVE, "save game", NULL},
        {SCREEN_PAST, 0, "past games", "row0"},
        {SCREEN_STATS, 0, "statistics", NULL},
        {SCREEN_SETTINGS, 0, "settings", NULL},
        {SCREEN_FRIENDS, 0, "play with friends", NULL},
    };
    for (size_t i = 0; i < sizeof screens / sizeof screens[0]; i++) {
        shell_push(&h.sh, screens[i].id, screens[i].arg);
        harness_tick(&h);
        assert_int_equal(harness_top(&h), screens[i].id);
        if (screens[i].row) {
            SDL_Rect row = harness_spot(&h, screens[i].id, screens[i].row);
            check(row.w > 0, "the list shows its first row");
            harness_click_rect(&h, row);
        }
        print_message("# %s: %d controls\n", screens[i].name, check_reading_order(&h, screens[i].id, screens[i].name));
        while (harness_top(&h) == screens[i].id)
            harness_key(&h, SDLK_ESCAPE, 0);
        harness_tick(&h);
    }
    harness_stop(&h);
}

/* The menu: Down from Past games (the whole width) goes to Statistics, the
 * first of the two halves of the row under it (it went to Settings, a
 * pixel nearer by rounding); Up from Rules too. */
static void test_menu_down_to_the_first_half(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    harness_key(&h, SDLK_TAB, 0); /* the ring shows, on the first item */
    SDL_Rect past = harness_spot(&h, SCREEN_MENU, "past"), stats = harness_spot(&h, SCREEN_MENU, "stats");
    for (int i = 0; i < 20 && !same(harness_spot(&h, SCREEN_MENU, "focus"), past); i++)
        harness_key(&h, SDLK_TAB, 0);
    check(same(harness_spot(&h, SCREEN_MENU, "focus"), past), "Tab reaches Past games");
    harness_key(&h, SDLK_DOWN, 0);
    SDL_Rect down = harness_spot(&h, SCREEN_MENU, "focus");
    print_message("# Past games %d,%d %dx%d; Statistics %d,%d %dx%d; Down: %d,%d %dx%d\n", past.x, past.y, past.w,
                  past.h, stats.x, stats.y, stats.w, stats.h, down.x, down.y, down.w, down.h);
    check(same(down, stats), "Down from Past games goes to Statistics, the first of the row under it");
    harness_key(&h, SDLK_DOWN, 0); /* Rules */
    harness_key(&h, SDLK_UP, 0);
    check(same(harness_spot(&h, SCREEN_MENU, "focus"), stats), "Up from Rules goes back to Statistics");
    harness_stop(&h);
}

/* The item the menu's focus is on, -1 none. */
static int menu_item_at_focus(Harness *h)
{
    for (int k = 0; k <= ITEM_QUIT; k++)
        if (menu_focus_on(h, k))
            return k;
    return -1;
}

/* Up and Down read a column down: from Past games (the whole width) Down
 * goes to Statistics, then Rules, then the tutorial, each the first of
 * the two halves of a row (they went to Settings and the Heroes lesson,
 * whose middles the rounding put a pixel nearer), and Up comes back the
 * same way; in one column (1024x700 at 125 %) and in two (at 150 %). And
 * on the setup screen Down from the game's kind (the whole width) goes to
 * the first choice of the row under it, not the middle one. */
static void test_arrows_read_a_column_down(void **state)
{
    (void)state;
    enum { PAST = 10, STATS = 11, RULES = 13, TUTORIAL = 14 };
    static const int sizes[] = {125, 150};
    for (int s = 0; s < 2; s++) {
        Harness h;
        const char *args[] = {"--size", "1024x700", NULL};
        assert_true(harness_start(&h, args));
        harness_text_size(&h, sizes[s]);
        harness_tick(&h);
        print_message("# at %d %%: %s column(s)\n", sizes[s], harness_value(&h, SCREEN_MENU, "columns"));
        check(strcmp(harness_value(&h, SCREEN_MENU, "columns"), s == 0 ? "1" : "2") == 0, "one column, then two");
        harness_key(&h, SDLK_TAB, 0); /* the ring shows */
        for (int i = 0; i < 20 && !menu_focus_on(&h, PAST); i++)
            harness_key(&h, SDLK_TAB, 0);
        check(menu_focus_on(&h, PAST), "Tab reaches Past games");
        static const int down[] = {STATS, RULES, TUTORIAL}, up[] = {RULES, STATS, PAST};
        int went[6];
        for (int i = 0; i < 3; i++) {
            harness_key(&h, SDLK_DOWN, 0);
            went[i] = menu_item_at_focus(&h);
        }
        for (int i = 0; i < 3; i++) {
            harness_key(&h, SDLK_UP, 0);
            went[3 + i] = menu_item_at_focus(&h);
        }
        print_message("# Down: %d %d %d, Up: %d %d %d\n", went[0], went[1], went[2], went[3], went[4], went[5]);
        for (int i = 0; i < 3; i++) {
            check(went[i] == down[i], "Down from Past games: Statistics, Rules, the tutorial");
            check(went[3 + i] == up[i], "Up comes back: Rules, Statistics, Past games");
        }
        harness_stop(&h);
    }

    Harness h;
    const char *args[] = {"--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    harness_dismiss(&h);
    shell_push(&h.sh, SCREEN_SETUP, 0);
    harness_tick(&h);
    harness_key(&h, SDLK_TAB, 0); /* the ring shows, on Start */
    harness_key(&h, SDLK_TAB, 0); /* round to the first control */
    SDL_Rect kind = harness_spot(&h, SCREEN_SETUP, "focus");
    harness_key(&h, SDLK_DOWN, 0);
    SDL_Rect down = harness_spot(&h, SCREEN_SETUP, "focus");
    print_message("# setup: %d,%d %dx%d; Down: %d,%d %dx%d\n", kind.x, kind.y, kind.w, kind.h, down.x, down.y, down.w,
                  down.h);
    check(down.y > kind.y && down.x == kind.x && down.w < kind.w,
          "Down from the game's kind goes to the first choice of the row under it");
    harness_stop(&h);
}

/* The text at 150 %: the menu at 1024x700 stands in two columns. */
static void menu_at_150(Harness *h)
{
    harness_text_size(h, 150);
    harness_tick(h);
    check(strcmp(harness_value(h, SCREEN_MENU, "columns"), "2") == 0, "the menu is in two columns");
}

/* The menu in two columns (1024x700 at 150 %): Right goes from an item of
 * the left column to the right column, Left comes back, and Down from the
 * last item of the left column goes on to the first of the right one (the
 * items are read column by column), Up from there comes back. */
static void test_menu_two_columns_by_arrows(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    menu_at_150(&h);
    harness_key(&h, SDLK_TAB, 0); /* the ring shows, on the first item */
    SDL_Rect first = harness_spot(&h, SCREEN_MENU, "focus");
    SDL_Rect load = harness_spot(&h, SCREEN_MENU, "item_9"), quit = harness_spot(&h, SCREEN_MENU, "item_16");
    check(load.x > first.x + first.w, "Load game stands in the right column");
    harness_key(&h, SDLK_RIGHT, 0);
    SDL_Rect right = harness_spot(&h, SCREEN_MENU, "focus");
    print_message("# first %d,%d %dx%d; Right: %d,%d %dx%d\n", first.x, first.y, first.w, first.h, right.x, right.y,
                  right.w, right.h);
    check(right.x > first.x + first.w, "Right goes to the right column");
    harness_key(&h, SDLK_LEFT, 0);
    check(same(harness_spot(&h, SCREEN_MENU, "focus"), first), "Left comes back to the first item");
    SDL_Rect last = first; /* Down to the left column's last item */
    for (int i = 0; i < 12; i++) {
        harness_key(&h, SDLK_DOWN, 0);
        SDL_Rect f = harness_spot(&h, SCREEN_MENU, "focus");
        if (f.x > first.x + first.w)
            break;
        last = f;
    }
    SDL_Rect next = harness_spot(&h, SCREEN_MENU, "focus");
    print_message("# left column's last %d,%d; Down: %d,%d %dx%d\n", last.x, last.y, next.x, next.y, next.w, next.h);
    check(next.x > first.x + first.w && next.y < last.y, "Down from the left column's last item goes on to the right column's first");
    harness_key(&h, SDLK_UP, 0);
    check(same(harness_spot(&h, SCREEN_MENU, "focus"), last), "Up from there comes back");
    for (int i = 0; i < 12; i++)
        harness_key(&h, SDLK_DOWN, 0);
    check(same(harness_spot(&h, SCREEN_MENU, "focus"), quit), "Down ends at Quit");
    harness_stop(&h);
}

/* The same with a game to resume, whose item has a line of its own under
 * it (where the right column's rows lay nearer to the arrows): Down from
 * the first item walks the left column, then the right one, and Up walks
 * all of it back, each step to the item before in that order, never a row
 * of the other column. */
static void test_menu_two_columns_with_resume(void **state)
{
    (void)state;
    Harness h;
    const char *first[] = {"--seed", "3", "--size", "1024x700", NULL};
    assert_true(harness_start(&h, first));
    harness_dismiss(&h);
    assert_true(harness_play_move(&h));
    assert_true(harness_restart(&h, (const char *const[]){"--size", "1024x700", NULL}));
    menu_at_150(&h);
    check(harness_spot(&h, SCREEN_MENU, "resume").w > 0, "Resume is offered");
    harness_key(&h, SDLK_TAB, 0); /* the first Tab shows the ring on the main item, the first */
    SDL_Rect path[24];
    int n = 0;
    path[n++] = harness_spot(&h, SCREEN_MENU, "focus");
    check(same(path[0], harness_spot(&h, SCREEN_MENU, "resume")), "the ring starts on Resume");
    for (int i = 0; i < 22; i++) {
        harness_key(&h, SDLK_DOWN, 0);
        SDL_Rect f = harness_spot(&h, SCREEN_MENU, "focus");
        if (same(f, path[n - 1]))
            break;
        path[n++] = f;
    }
    print_message("# Down went through %d items\n", n);
    check(same(path[n - 1], harness_spot(&h, SCREEN_MENU, "item_16")), "Down ends at Quit");
    bool columns_in_order = true;
    for (int i = 1; i < n; i++) {
        bool was_right = path[i - 1].x > path[0].x + path[0].w, right = path[i].x > path[0].x + path[0].w;
        columns_in_order &= right == was_right ? path[i].y > path[i - 1].y : right; /* lower, or on to the right */
    }
    check(columns_in_order, "each step down lies lower in its column, or in the right column after the left");
    bool back = true;
    for (int i = n - 2; i >= 0; i--) {
        harness_key(&h, SDLK_UP, 0);
        back &= same(harness_spot(&h, SCREEN_MENU, "focus"), path[i]);
    }
    check(back, "Up walks the same way back");
    check(same(harness_spot(&h, SCREEN_MENU, "focus"), path[0]), "and ends on Resume");
    harness_stop(&h);
}

/* Past games with three games: Down picks the second, and Tab goes on to
 * the buttons keeping that pick (it went through the rows, picking each,
 * so the Review reached by Tab was the last game's); Shift+Tab comes back
 * to the picked row. */
static void test_past_games_tab_keeps_the_pick(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    for (int k = 0; k < 3; k++)
        assert_true(harness_keep_six(h.dir));
    shell_push(&h.sh, SCREEN_PAST, 0);
    harness_tick(&h);
    assert_int_equal(harness_number(&h, SCREEN_PAST, "games"), 3);
    harness_click_rect(&h, harness_spot(&h, SCREEN_PAST, "row0"));
    harness_key(&h, SDLK_DOWN, 0);
    check(harness_number(&h, SCREEN_PAST, "selected") == 1, "Down picks the second game");
    SDL_Rect row = harness_spot(&h, SCREEN_PAST, "focus");
    harness_key(&h, SDLK_TAB, 0);
    SDL_Rect next = harness_spot(&h, SCREEN_PAST, "focus");
    bool on_button = same(next, harness_spot(&h, SCREEN_PAST, "delete")) ||
                     same(next, harness_spot(&h, SCREEN_PAST, "review")) ||
                     same(next, harness_spot(&h, SCREEN_PAST, "replay"));
    print_message("# the row %d,%d; after Tab the ring at %d,%d %dx%d, game %d picked\n", row.x, row.y, next.x, next.y,
                  next.w, next.h, harness_number(&h, SCREEN_PAST, "selected"));
    check(on_button && harness_number(&h, SCREEN_PAST, "selected") == 1,
          "Tab goes from the picked row to the buttons, the second game still picked");
    harness_key(&h, SDLK_TAB, KMOD_LSHIFT);
    check(same(harness_spot(&h, SCREEN_PAST, "focus"), row) && harness_number(&h, SCREEN_PAST, "selected") == 1,
          "Shift+Tab comes back to the picked row");
    harness_stop(&h);
}

/* The settings by a pad: the D-pad's Down from Close, where the ring
 * starts, goes to the first row under it (Window, the row X goes to), not
 * past it to a lower row that reaches under Close (the languages). */
/* On a slider (the volume) a click put the focus: the first arrow after
 * the mouse steps it, and does not go back to the main button. */
static void test_slider_keeps_the_keys_after_the_mouse(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--size", "1280x800", NULL};
    assert_true(harness_start(&h, args));
    shell_push(&h.sh, SCREEN_SETTINGS, 0);
    harness_tick(&h);
    Settings *set = &h.sh.profile.settings;
    SDL_Rect slider = harness_spot(&h, SCREEN_SETTINGS, "volume");
    assert_true(slider.w > 0);
    harness_click_rect(&h, slider); /* the focus where the click went: the slider (the volume half way) */
    harness_move(&h, 3, 3);         /* and the pointer away */
    int before = settings_get(set, SET_VOLUME);
    harness_key(&h, SDLK_LEFT, 0);
    check(settings_get(set, SET_VOLUME) == before - 5 && same(harness_spot(&h, SCREEN_SETTINGS, "focus"), slider),
          "after the mouse the first arrow steps the slider the click gave the focus");
    harness_stop(&h);
}

static void test_settings_down_from_close_by_pad(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    shell_push(&h.sh, SCREEN_SETTINGS, 0);
    harness_tick(&h);
    assert_true(harness_pad_attach(&h));
    SDL_Rect close = harness_spot(&h, SCREEN_SETTINGS, "focus");
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_X);
    check(same(harness_spot(&h, SCREEN_SETTINGS, "focus"), close) &&
              strcmp(harness_value(&h, SCREEN_SETTINGS, "ring"), "yes") == 0,
          "the pad's first X shows the ring on Close");
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_X);
    SDL_Rect first = harness_spot(&h, SCREEN_SETTINGS, "focus");
    check(close.w > 0 && first.y > close.y, "the ring starts on Close and X takes it to the first row under it");
    harness_key(&h, SDLK_TAB, KMOD_LSHIFT);
    check(same(harness_spot(&h, SCREEN_SETTINGS, "focus"), close), "Shift+Tab: back on Close");
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    SDL_Rect down = harness_spot(&h, SCREEN_SETTINGS, "focus");
    print_message("# Close %d,%d %dx%d; the first row's first choice %d,%d %dx%d; Down: %d,%d %dx%d\n", close.x,
                  close.y, close.w, close.h, first.x, first.y, first.w, first.h, down.x, down.y, down.w, down.h);
    check(down.y == first.y, "the D-pad's Down from Close goes to the first row under it");
    harness_pad_detach(&h);
    harness_stop(&h);
}

/* The pointer resting on the menu's Weekly challenge lights it; once the
 * pad (or a key) moves the ring, only the ring shows where they act, until
 * the pointer moves again. */
static void test_hover_waits_after_pad_and_keys(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--size", "1280x800", NULL};
    assert_true(harness_start(&h, args));
    assert_int_equal(harness_top(&h), SCREEN_MENU);
    char name[16];
    snprintf(name, sizeof name, "item_%d", ITEM_WEEKLY);
    SDL_Rect weekly = harness_spot(&h, SCREEN_MENU, name);
    harness_move(&h, weekly.x + weekly.w / 2, weekly.y + weekly.h / 2);
    h.sh.redraw = true;
    harness_tick(&h);
    check(same(harness_spot(&h, SCREEN_MENU, "hover"), weekly), "the pointer lights Weekly challenge");
    assert_true(harness_pad_attach(&h));
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    harness_tick(&h);
    check(menu_focus_on(&h, ITEM_GUIDED) && strcmp(harness_value(&h, SCREEN_MENU, "ring"), "yes") == 0,
          "the pad's Down shows the ring on the guided game");
    check(harness_spot(&h, SCREEN_MENU, "hover").w == 0, "and Weekly challenge is no longer lit by the pointer");
    harness_move(&h, weekly.x + weekly.w / 2 + 3, weekly.y + weekly.h / 2);
    harness_tick(&h);
    check(same(harness_spot(&h, SCREEN_MENU, "hover"), weekly), "the pointer moved: it lights it again");
    harness_key(&h, SDLK_DOWN, 0);
    harness_tick(&h);
    check(harness_spot(&h, SCREEN_MENU, "hover").w == 0, "a key too puts the pointer's light out");
    harness_pad_detach(&h);
    harness_stop(&h);
}

static bool inside(SDL_Rect r, SDL_Rect in)
{
    return r.w > 0 && r.x >= in.x && r.y >= in.y && r.x + r.w <= in.x + in.w && r.y + r.h <= in.y + in.h;
}

static void campaign_by_pad(const char *size)
{
    Harness h;
    const char *args[] = {"--size", size, NULL};
    assert_true(harness_start(&h, args));
    shell_push(&h.sh, SCREEN_CAMPAIGN, 0);
    harness_tick(&h);
    assert_true(harness_pad_attach(&h));
    SDL_Rect list = harness_spot(&h, SCREEN_CAMPAIGN, "list");
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_DPAD_DOWN); /* the ring shows */
    SDL_Rect play = harness_spot(&h, SCREEN_CAMPAIGN, "focus");
    if (!inside(play, list)) { /* on Close: Down takes it to game 1's Play */
        harness_pad_button(&h, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
        play = harness_spot(&h, SCREEN_CAMPAIGN, "focus");
    }
    check(inside(play, list) && harness_number(&h, SCREEN_CAMPAIGN, "scroll") == 0,
          "the ring on game 1's Play, the list at its top");
    char what[200];
    int steps = 0, last_y = play.y;
    for (int i = 0; i < 12; i++) {
        int scroll = harness_number(&h, SCREEN_CAMPAIGN, "scroll");
        harness_pad_button(&h, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
        SDL_Rect f = harness_spot(&h, SCREEN_CAMPAIGN, "focus");
        snprintf(what, sizeof what,
                 "at %s Down %d: the ring's control (%d,%d %dx%d) shows whole in the list (%d,%d %dx%d)", size, i + 1,
                 f.x, f.y, f.w, f.h, list.x, list.y, list.w, list.h);
        check(inside(f, list), what);
        if (f.y + harness_number(&h, SCREEN_CAMPAIGN, "scroll") == last_y + scroll)
            break; /* the last game: nowhere further */
        last_y = f.y;
        steps++;
    }
    snprintf(what, sizeof what, "at %s the D-pad goes through the nine games after the first (%d steps)", size, steps);
    check(steps == 9 && harness_number(&h, SCREEN_CAMPAIGN, "scroll") > 0, what);
    for (int i = 0; i < 9; i++)
        harness_pad_button(&h, SDL_CONTROLLER_BUTTON_DPAD_UP);
    check(same(harness_spot(&h, SCREEN_CAMPAIGN, "focus"), play) && harness_number(&h, SCREEN_CAMPAIGN, "scroll") == 0,
          "Up nine times: back on game 1's Play, whole, the list at its top (game 1's title shows)");
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_DPAD_UP);
    SDL_Rect up = harness_spot(&h, SCREEN_CAMPAIGN, "focus");
    check(up.w > 0 && up.y + up.h <= list.y && harness_number(&h, SCREEN_CAMPAIGN, "scroll") == 0,
          "Up again: Close, above the list");
    harness_pad_detach(&h);
    harness_stop(&h);
}

/* at 1024x700 and on a Steam Deck */
static void test_campaign_by_pad(void **state)
{
    (void)state;
    campaign_by_pad("1024x700");
    campaign_by_pad("1280x800");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_menu_first_start),
        cmocka_unit_test(test_menu_back_before_resume),
        cmocka_unit_test(test_setup_by_keys),
        cmocka_unit_test(test_final_box_by_keys),
        cmocka_unit_test(test_replay_and_review_by_keys),
        cmocka_unit_test(test_replay_bar_and_seasons_by_keys),
        cmocka_unit_test(test_review_seats_by_keys_and_pad),
        cmocka_unit_test(test_table_bars_by_keys),
        cmocka_unit_test(test_panels_tab_in_reading_order),
        cmocka_unit_test(test_settings_down_from_close_by_pad),
        cmocka_unit_test(test_campaign_by_pad),
        cmocka_unit_test(test_hover_waits_after_pad_and_keys),
        cmocka_unit_test(test_slider_keeps_the_keys_after_the_mouse),
        cmocka_unit_test(test_past_games_tab_keeps_the_pick),
        cmocka_unit_test(test_menu_down_to_the_first_half),
        cmocka_unit_test(test_arrows_read_a_column_down),
        cmocka_unit_test(test_menu_two_columns_by_arrows),
        cmocka_unit_test(test_menu_two_columns_with_resume),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
