/* test_pad.c: whole games from the first start with a gamepad alone,
 * through the whole app (harness.h) and a virtual pad (SDL's virtual
 * joystick with a mapping of our own, so SDL's GameController reads it as
 * any pad): the D-pad and A open New game; X moves the setup screen's focus
 * to the players' choice, the D-pad and A choose their number, Start... A on
 * Start game starts; every decision is made as a player with a pad makes
 * it (X to the option of the greedy bot's move, the trigger to mirror, the
 * shoulder to turn, the D-pad or the stick to its space, A to draw it); each
 * box is answered with A. The pad is pulled out and plugged in again in the
 * middle of the game, which goes on. At the end the record, written out and
 * read back, replays to the totals the app shows, and the final box's New
 * game, reached with X, goes back to the menu. Start opens the menu over
 * the table and goes back to it. One B takes the shape the D-pad put on the
 * map back, the next opens the menu. A held stick or D-pad repeats. The status
 * line names the pad's buttons while the pad was used last (in its style,
 * in English and German), and the keys' again once a key is pressed; so do
 * the guided game's steps, the Undo button's tooltip and the rules'
 * controls (the pad's first); the tooltips of Undo, Redo, Hint and a tab
 * name the keys for the mouse, the pad's buttons with the pad's focus on
 * them, and no key for a long press. A Giant Troll's space and a Gorgon's target
 * (Heroes) are picked and destroyed with the D-pad and A. The lines under
 * the code fields (New game, joining friends) name Ctrl+V to the keys and
 * the mouse only, the pad's A to a pad. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bar_focus.h"
#include "harness.h"
#include "i18n.h"
#include "pads.h"
#include "play.h"
#include "record.h"
#include "setup_screen.h"
#include "screens.h"
#include "status.h"
#include "table.h"
#include "tutorial.h"
#include "ui_test.h"
#include "view.h"

static bool same(SDL_Rect a, SDL_Rect b) { return a.w > 0 && a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h; }

/* Presses X until the focus of screen id is on its spot `name`. */
static bool x_to(Harness *h, ScreenId id, const char *name)
{
    for (int i = 0; i < 80; i++) {
        if (same(harness_spot(h, id, "focus"), harness_spot(h, id, name)))
            return true;
        harness_pad_button(h, SDL_CONTROLLER_BUTTON_X);
    }
    return false;
}

static void press_n(Harness *h, SDL_GameControllerButton b, int n)
{
    for (int i = 0; i < n; i++)
        harness_pad_button(h, b);
}

/* The greedy bot's move for the decision, made with the pad; false when it
 * was not committed. The stick moves the shape every other move. */
static bool pad_move(Harness *h, bool stick)
{
    const Game *g = harness_game(h);
    TableView *tv = harness_table(h);
    HarnessHint hint;
    if (!harness_hint(h, &hint))
        return false;
    int option = hint.option, orient = hint.orient, grip = hint.grip;
    /* (X past the last option goes round the bars' buttons, bar_focus.h) */
    for (int i = 0; i < 32 && ((option >= 0 && tv->move.option != option) || tv->move.bar >= 0); i++)
        harness_pad_button(h, SDL_CONTROLLER_BUTTON_X);
    if (orient >= 4) { /* a trigger mirrors (0 to 4), a shoulder turns within the side */
        harness_pad_axis(h, SDL_CONTROLLER_AXIS_TRIGGERRIGHT, 32767);
        /* let go: the mapping turns the axis's -32768..32767 into the trigger's 0..32767 */
        harness_pad_axis(h, SDL_CONTROLLER_AXIS_TRIGGERRIGHT, -32768);
    }
    press_n(h, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER, orient % 4 == 3 ? 0 : orient % 4);
    if (orient % 4 == 3) /* the other shoulder: one turn back */
        harness_pad_button(h, SDL_CONTROLLER_BUTTON_LEFTSHOULDER);
    if (tv->move.orient != orient) {
        fprintf(stderr, "orientation %d, wanted %d\n", tv->move.orient, orient);
        return false;
    }
    if (tv->move.ghost < 0)
        harness_pad_button(h, SDL_CONTROLLER_BUTTON_DPAD_RIGHT); /* the shape in the middle of the map */
    int dr = bb_row(grip) - bb_row(tv->move.ghost), dc = bb_col(grip) - bb_col(tv->move.ghost);
    if (stick) { /* the stick: out that way and back to the middle, a space each time */
        for (int i = 0; i < abs(dr); i++) {
            harness_pad_axis(h, SDL_CONTROLLER_AXIS_LEFTY, dr > 0 ? 32767 : -32768);
            harness_pad_axis(h, SDL_CONTROLLER_AXIS_LEFTY, 0);
        }
        for (int i = 0; i < abs(dc); i++) {
            harness_pad_axis(h, SDL_CONTROLLER_AXIS_LEFTX, dc > 0 ? 32767 : -32768);
            harness_pad_axis(h, SDL_CONTROLLER_AXIS_LEFTX, 0);
        }
    } else {
        press_n(h, dr > 0 ? SDL_CONTROLLER_BUTTON_DPAD_DOWN : SDL_CONTROLLER_BUTTON_DPAD_UP, abs(dr));
        press_n(h, dc > 0 ? SDL_CONTROLLER_BUTTON_DPAD_RIGHT : SDL_CONTROLLER_BUTTON_DPAD_LEFT, abs(dc));
    }
    if (!tv->move.placed || !play_placement_legal(&tv->move)) {
        fprintf(stderr, "move %d not placed legally with the pad\n", g->moves_applied + 1);
        return false;
    }
    int before = session_move_count(match_session(h->sh.match));
    harness_pad_button(h, SDL_CONTROLLER_BUTTON_A);
    return session_move_count(match_session(h->sh.match)) == before + 1;
}

/* The record of the game, written as the CLI reads it and read back,
 * replays to the totals the app shows. */
static void check_record(Harness *h)
{
    const Session *s = match_session(h->sh.match);
    Record r;
    record_init(&r, session_settings(s));
    for (int i = 0; i < session_move_count(s); i++)
        assert_true(record_add(&r, session_move(s, i)));
    char *text = record_format(&r, session_game(s));
    record_free(&r);
    assert_non_null(text);
    Record back;
    char err[256];
    assert_true(record_parse(text, &back, err, sizeof err));
    free(text);
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    check(record_replay(&back, g, err, sizeof err), "the record replays");
    check(game_over(g), "to the end");
    const Game *shown = harness_game(h);
    for (int p = 0; p < shown->settings.players; p++) {
        check(game_total(g, p) == game_total(shown, p), "the replay's total is the one the app shows");
        char line[160];
        record_sheet_line(g, p, line, sizeof line);
        check(p < back.nresults && strcmp(line, back.results[p]) == 0, "and the record's result line");
    }
    free(g);
    record_free(&back);
}

static void whole_game(int players)
{
    Harness h;
    assert_true(harness_start(&h, NULL));
    assert_true(harness_pad_attach(&h));
    check(h.sh.gfx.pads.n == 1, "the app opened the pad plugged in");
    assert_int_equal(harness_top(&h), SCREEN_MENU);
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    check(h.sh.gfx.input == INPUT_PAD, "the pad was used last: the ring and the hints are the pad's");
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_DPAD_DOWN); /* (the first showed the ring) New game */
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A);
    assert_int_equal(harness_top(&h), SCREEN_SETUP);
    check(x_to(&h, SCREEN_SETUP, "code"), "X goes round to the code field");
    press_n(&h, SDL_CONTROLLER_BUTTON_X, 6); /* Base, Heroes, Mixed, side A, side B, the players' "1" */
    press_n(&h, SDL_CONTROLLER_BUTTON_DPAD_RIGHT, players - 1);
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A);
    SetupState *s = setup_screen_model(shell_screen(&h.sh, SCREEN_SETUP));
    assert_int_equal(s->players, players);
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_B); /* leaves the name field if the focus took one */
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_B); /* back to the menu */
    assert_int_equal(harness_top(&h), SCREEN_MENU);
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A); /* New game again: the focus on Start game */
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A);
    int moves = 0, replugged = 0;
    bool menu_checked = false;
    for (int step = 0; step < 3000; step++) {
        const Game *g = harness_game(&h);
        if (harness_box(&h) != SCREEN_TABLE) {
            if (g->decision.kind == DECISION_NONE && harness_box(&h) == SCREEN_FINAL)
                break;
            harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A);
            continue;
        }
        if (g->decision.kind == DECISION_NONE)
            break;
        if (moves == 5 && !menu_checked) { /* Start: the menu; Start again: the game */
            harness_pad_button(&h, SDL_CONTROLLER_BUTTON_START);
            check(harness_top(&h) == SCREEN_MENU, "Start opens the menu over the game");
            harness_pad_button(&h, SDL_CONTROLLER_BUTTON_START);
            check(harness_top(&h) == SCREEN_TABLE, "and Start again goes back to it");
            menu_checked = true;
        }
        if (moves == 7 && !replugged) { /* out and in again, in the middle of a move */
            harness_pad_button(&h, SDL_CONTROLLER_BUTTON_X);
            harness_pad_detach(&h);
            check(h.sh.gfx.pads.n == 0, "the pad pulled out is closed");
            assert_true(harness_pad_attach(&h));
            check(h.sh.gfx.pads.n == 1, "plugged in again, it is opened");
            check(harness_top(&h) == SCREEN_TABLE && harness_box(&h) == SCREEN_TABLE, "the game goes on as it was");
            replugged++;
        }
        if (!pad_move(&h, moves % 2 == 1))
            fail_msg("move %d was not made with the pad", moves + 1);
        moves++;
    }
    /* (the seed is the setup screen's random one: how many decisions a game has varies with it) */
    check(moves >= 15, "a whole game's moves made with the pad");
    check(replugged == 1, "the pad went and came back during the game");
    assert_int_equal(harness_box(&h), SCREEN_FINAL);
    check_record(&h);
    check(x_to(&h, SCREEN_FINAL, "new_game"), "X reaches the final box's New game");
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A);
    assert_int_equal(harness_top(&h), SCREEN_MENU);
    harness_stop(&h);
}

/* Which of the menu's items holds the focus, -1 none. */
static int menu_focus(Harness *h)
{
    SDL_Rect f = harness_spot(h, SCREEN_MENU, "focus");
    for (int i = 0; i < 24; i++) {
        char name[16];
        snprintf(name, sizeof name, "item_%d", i);
        if (same(f, harness_spot(h, SCREEN_MENU, name)))
            return i;
    }
    return -1;
}

/* Time passes (more than ms), then the loop goes round once. */
static void after(Harness *h, int ms)
{
    SDL_Delay((Uint32)ms);
    harness_tick(h);
}

/* A held stick or D-pad button repeats its arrow as a held key does: at
 * once, again after the delay, then at the pace; let go, no more. */
static void test_held_repeats(void **state)
{
    (void)state;
    Harness h;
    assert_true(harness_start(&h, NULL));
    assert_true(harness_pad_attach(&h));
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_DPAD_DOWN); /* the first shows the ring, moves nothing */
    int at = menu_focus(&h);
    assert_true(at >= 0);
    Uint32 t0 = SDL_GetTicks();
    harness_pad_axis(&h, SDL_CONTROLLER_AXIS_LEFTY, 32767); /* held down */
    int first = menu_focus(&h);
    check(first > at, "the stick pushed down moves the focus down at once");
    harness_tick(&h);
    if (SDL_GetTicks() - t0 < PADS_REPEAT_DELAY) /* (a slow frame may take longer) */
        check(menu_focus(&h) == first, "and not again before the delay");
    after(&h, PADS_REPEAT_DELAY + 40);
    int second = menu_focus(&h);
    check(second > first, "held past the delay, it moves again");
    after(&h, PADS_REPEAT_EVERY + 30);
    int third = menu_focus(&h);
    check(third > second, "and again at the pace of a held key");
    harness_pad_axis(&h, SDL_CONTROLLER_AXIS_LEFTY, 0); /* let go */
    after(&h, PADS_REPEAT_DELAY + 40);
    check(menu_focus(&h) == third, "let go, it stays");
    SDL_JoystickSetVirtualButton(h.pad, SDL_CONTROLLER_BUTTON_DPAD_UP, SDL_PRESSED);
    harness_pump(&h);
    int up = menu_focus(&h);
    check(up < third, "the D-pad's Up moves it up at once");
    after(&h, PADS_REPEAT_DELAY + 40);
    check(menu_focus(&h) < up, "held, it moves again");
    SDL_JoystickSetVirtualButton(h.pad, SDL_CONTROLLER_BUTTON_DPAD_UP, SDL_RELEASED);
    harness_pump(&h);
    int last = menu_focus(&h);
    after(&h, PADS_REPEAT_DELAY + 40);
    check(menu_focus(&h) == last, "let go, it stays");
    harness_stop(&h);
}

/* One B takes the shape the D-pad moved onto the map back: it is drawn no
 * more and A does not draw it; the next B opens the menu (a solo ambush). */
static void test_b_takes_the_shape_back(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--lang", "hu", "--seed", "295258", NULL};
    assert_true(harness_start(&h, args));
    assert_true(harness_pad_attach(&h));
    while (harness_box(&h) != SCREEN_TABLE)
        harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A);
    TableView *tv = harness_table(&h);
    const Decision *d = &harness_game(&h)->decision;
    assert_true(d->kind == DECISION_AMBUSH && d->solo_target >= 0);
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_DPAD_LEFT);
    check(tv->move.placed && tv->move.preview.legal && bb_test(tv->move.preview.cells, d->solo_target),
          "the first press puts the ambush on the space it must cover");
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_DPAD_UP);
    int moves = session_move_count(match_session(h.sh.match));
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_B);
    check(!tv->move.placed && !tv->move.preview.valid && tv->move.ghost < 0, "one B takes it off the map");
    check(harness_top(&h) == SCREEN_TABLE, "and stays at the table");
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A);
    check(session_move_count(match_session(h.sh.match)) == moves, "A then draws nothing");
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_B);
    check(harness_top(&h) == SCREEN_MENU, "the next B opens the menu");
    harness_stop(&h);
}

static bool says(Harness *h, const char *a)
{
    const char *line = harness_table(h)->facts.status;
    if (strstr(line, a))
        return true;
    fprintf(stderr, "the status line \"%s\" lacks \"%s\"\n", line, a);
    return false;
}

static bool lacks(Harness *h, const char *a)
{
    const char *line = harness_table(h)->facts.status;
    if (!strstr(line, a))
        return true;
    fprintf(stderr, "the status line \"%s\" has \"%s\"\n", line, a);
    return false;
}

/* The status line's words follow what was used last: a pad's buttons (in
 * `lang`), the keys' when a key is pressed, the pad's again. `enter` is the
 * language's word for the Enter key in the line of a shape placed. */
static void pad_words(const char *lang, const char *enter)
{
    Harness h;
    const char *args[] = {"--lang", lang, "--seed", "3", NULL};
    assert_true(harness_start(&h, args));
    assert_true(harness_pad_attach(&h));
    assert_int_equal(harness_top(&h), SCREEN_TABLE);
    while (harness_box(&h) != SCREEN_TABLE) /* the first season's box */
        harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A);
    TableView *tv = harness_table(&h);
    assert_true(tv->game.decision.kind == DECISION_DRAW);
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_START); /* the menu and back: only the pad used */
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_START);
    assert_int_equal(harness_top(&h), SCREEN_TABLE);
    check(h.sh.gfx.input == INPUT_PAD, "the pad was used last");
    check(says(&h, ", A"), "the decision's line names the pad's A");
    check(lacks(&h, "Right-click") && lacks(&h, "Rechtsklick"), "and not the mouse");
    for (int i = 0; i < 4 && tv->move.option < 0; i++)
        harness_pad_button(&h, SDL_CONTROLLER_BUTTON_X); /* the first option */
    check(tv->move.option >= 0 && says(&h, ", A ") && lacks(&h, "Tab"), "the option's line names the pad's buttons");
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_DPAD_RIGHT); /* the shape on the map */
    for (int i = 0; i < 40 && !play_placement_legal(&tv->move); i++) /* to where it may lie */
        harness_pad_button(&h, i % 8 == 7 ? SDL_CONTROLLER_BUTTON_DPAD_DOWN : SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    assert_true(tv->move.placed && play_placement_legal(&tv->move));
    check(says(&h, "(A)") && lacks(&h, enter) && lacks(&h, "Esc"), "the placed shape's line: A confirms, B takes back");
    int orient = tv->move.orient;
    for (int i = 0; i < 4; i++)
        harness_key(&h, SDLK_r, 0); /* turned where it lies, round to where it was */
    check(h.sh.gfx.input == INPUT_KEYS && tv->move.placed && tv->move.orient == orient, "a key turned the shape");
    check(says(&h, enter) && says(&h, "Esc") && lacks(&h, "(A)"), "a key brings the keys' words back");
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_DPAD_LEFT); /* away, and back to where it may lie */
    h.sh.gfx.pads.style = PAD_PLAYSTATION; /* (the virtual pad is read as an Xbox one) */
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    h.sh.gfx.pads.style = PAD_PLAYSTATION;
    h.sh.redraw = true;
    harness_tick(&h); /* drawn: the line in the new style, by itself */
    const char *cross = i18n_pgettext("pad button\004Cross", "Cross");
    check(says(&h, cross) && says(&h, i18n_pgettext("pad button\004Circle", "Circle")) && lacks(&h, enter),
          "a PlayStation pad's Cross and Circle");
    harness_stop(&h);
}

static void test_pad_words(void **state)
{
    (void)state;
    pad_words("en", "Enter");
    pad_words("de", "Eingabe");
}

static void test_solo_by_pad(void **state)
{
    (void)state;
    whole_game(1);
}

static void test_three_players_by_pad(void **state)
{
    (void)state;
    whole_game(3);
}

static bool has(const char *text, const char *a)
{
    if (strstr(text, a))
        return true;
    fprintf(stderr, "\"%s\" lacks \"%s\"\n", text, a);
    return false;
}

static bool hasnt(const char *text, const char *a)
{
    if (!strstr(text, a))
        return true;
    fprintf(stderr, "\"%s\" has \"%s\"\n", text, a);
    return false;
}

/* The first paragraph after the rules' heading "Controls". */
typedef struct Controls {
    bool after;
    char first[600];
} Controls;

static void keep_first(ScreenReport *r, const char *name, const char *text)
{
    Controls *c = r->ctx;
    if (strcmp(name, "text") != 0)
        return;
    if (c->after && !c->first[0])
        snprintf(c->first, sizeof c->first, "%s", text);
    c->after |= strcmp(text, "Controls") == 0;
}

static void no_spot(ScreenReport *r, const char *name, SDL_Rect where)
{
    (void)r;
    (void)name;
    (void)where;
}

static const char *controls_first(Harness *h, Controls *c)
{
    memset(c, 0, sizeof *c);
    ScreenReport r = {no_spot, keep_first, c};
    rules_screen()->report(NULL, &h->sh.ui, &r);
    return c->first;
}

/* The guided game, played with the pad: its steps name the pad's buttons,
 * not the mouse's or the keys'; so do the Undo button's tooltip and the
 * rules' first paragraph of controls, and the keys' words come back with a
 * key. */
static void test_pad_texts(void **state)
{
    (void)state;
    Harness h;
    assert_true(harness_start(&h, NULL));
    assert_true(harness_pad_attach(&h));
    assert_int_equal(harness_top(&h), SCREEN_MENU);
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A); /* the first item: the guided first game */
    assert_int_equal(harness_top(&h), SCREEN_TABLE);
    const Tutorial *t = table_tutorial_of(shell_screen(&h.sh, SCREEN_TABLE));
    TableView *tv = harness_table(&h);
    assert_true(t && t->active);
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A); /* Next */
    assert_int_equal(t->step, TUT_PICK);
    check(has(tutorial_text(t, tv), "X goes") && hasnt(tutorial_text(t, tv), "click"), "pick: X, not a click");
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_X);
    assert_int_equal(t->step, TUT_DRAG);
    check(has(tutorial_text(t, tv), "D-pad") && hasnt(tutorial_text(t, tv), "Drag"), "the D-pad, not a drag");
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    assert_int_equal(t->step, TUT_MIRROR);
    check(has(tutorial_text(t, tv), "LT/RT") && hasnt(tutorial_text(t, tv), "F"), "mirror: the triggers, not F");
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A); /* too soon */
    check(has(t->why, "LT/RT") && hasnt(t->why, "F "), "the reason names the triggers");
    char tip[400];
    tv->move.hover = (Hit){HIT_BUTTON, BTN_UNDO};
    check(view_tooltip(tv, tip, sizeof tip) && has(tip, "B takes") && hasnt(tip, "Esc"), "Undo's tooltip: B");
    Controls c;
    check(has(controls_first(&h, &c), "With a gamepad: X goes"), "the rules' controls begin with the pad's");
    h.sh.gfx.pads.style = PAD_PLAYSTATION;
    check(has(controls_first(&h, &c), "Square goes") && has(c.first, "L1/R1"), "in the pad's style");
    check(has(tutorial_text(t, tv), "L2/R2"), "the step too");
    check(has(harness_value(&h, SCREEN_SETTINGS, "confirm"), "(Cross or Confirm)"), "the settings' Placing");
    harness_key(&h, SDLK_h, 0); /* a key (a hint asked for, held back by the lesson): the keys' words */
    assert_int_equal(h.sh.gfx.input, INPUT_KEYS);
    check(has(tutorial_text(t, tv), "F"), "the step's words are the keys' again");
    check(view_tooltip(tv, tip, sizeof tip) && has(tip, "Esc"), "and the tooltip's");
    check(has(controls_first(&h, &c), "Drag a shape"), "and the rules' first");
    check(has(harness_value(&h, SCREEN_SETTINGS, "confirm"), "(Enter or Confirm)"), "and the settings' Placing");
    harness_stop(&h);
}

/* The guided game's reason of a move held back follows what was used last
 * at once, not at the next game event: written for the pad, the keys' words
 * when the mouse moves, a finger's after a long press, the pad's again (in
 * its style) after the pad's Start took the menu out and back. */
static void test_tutorial_reason_follows_input(void **state)
{
    (void)state;
    Harness h;
    assert_true(harness_start(&h, NULL));
    assert_true(harness_pad_attach(&h));
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A); /* the guided first game */
    const Tutorial *t = table_tutorial_of(shell_screen(&h.sh, SCREEN_TABLE));
    assert_true(t && t->active);
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A); /* Next */
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_X);
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    assert_int_equal(t->step, TUT_MIRROR);
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A); /* too soon */
    check(has(t->why, "with LT/RT"), "the reason in the pad's words");
    harness_move(&h, 2, 2); /* the mouse: nothing but a pointer moved */
    assert_int_equal(h.sh.gfx.input, INPUT_MOUSE);
    assert_int_equal(t->step, TUT_MIRROR);
    check(has(t->why, "with F or the Mirror button") && hasnt(t->why, "LT/RT"), "the mouse moved: the keys' words");
    harness_long_press(&h, 2, 2);
    assert_int_equal(h.sh.gfx.input, INPUT_TOUCH);
    check(has(t->why, "two fingers") && hasnt(t->why, " F "), "a finger held still: a finger's words");
    h.sh.gfx.pads.style = PAD_PLAYSTATION; /* (the virtual pad is read as an Xbox one) */
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_START); /* the menu, */
    h.sh.gfx.pads.style = PAD_PLAYSTATION;
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_START); /* and back */
    assert_int_equal(harness_top(&h), SCREEN_TABLE);
    h.sh.gfx.pads.style = PAD_PLAYSTATION;
    h.sh.redraw = true;
    harness_tick(&h);
    check(has(t->why, "with L2/R2") && hasnt(t->why, "fingers"), "the pad again, in a PlayStation pad's words");
    harness_stop(&h);
}

/* The tooltip of the control under the pointer or with the focus. */
static const char *tooltip(Harness *h, char *tip, size_t size)
{
    if (!view_tooltip(harness_table(h), tip, size))
        snprintf(tip, size, "(none)");
    return tip;
}

static bool hovers(Harness *h, HitKind kind, int index)
{
    const Hit *hit = &harness_table(h)->move.hover;
    return hit->kind == kind && hit->index == index;
}

/* Undo's, Redo's and Hint's tooltips name what does the same in the words
 * of what was used last: the keys for the mouse (`ctrl_z`, `ctrl_y`: the
 * language's Ctrl+Z and Ctrl+Y), the pad's Back (View; Share in a
 * PlayStation pad's words) and Y for a pad, whose focus on the bar shows
 * them, no key for a finger's long press; nor for Redo with a pad, which
 * has no button for it. A seat's tab: its digit key, A with the pad, a tap
 * by touch. */
static void button_tooltips(const char *lang, const char *ctrl_z, const char *ctrl_y)
{
    Harness h;
    const char *args[] = {"--lang", lang, "--seed", "3", NULL};
    assert_true(harness_start(&h, args));
    assert_true(harness_pad_attach(&h));
    harness_dismiss(&h);
    assert_true(harness_play_move(&h));
    harness_dismiss(&h);
    TableView *tv = harness_table(&h);
    assert_true(tv->facts.can_undo);
    char tip[600], want[80];
    const char *view = i18n_pgettext("pad button\004View", "View");
    const char *share = i18n_pgettext("pad button\004Share", "Share");

    SDL_Rect undo = tv->ds.layout.button[BTN_UNDO];
    harness_move(&h, undo.x + undo.w / 2, undo.y + undo.h / 2);
    assert_true(hovers(&h, HIT_BUTTON, BTN_UNDO));
    snprintf(want, sizeof want, "(%s)", ctrl_z);
    check(has(tooltip(&h, tip, sizeof tip), want), "the mouse: Undo's tooltip names the keys");

    for (int i = 0; i < 40 && tv->move.bar != BTN_UNDO; i++)
        harness_pad_button(&h, SDL_CONTROLLER_BUTTON_X); /* past the options to the bar */
    assert_int_equal(tv->move.bar, BTN_UNDO);
    check(hovers(&h, HIT_BUTTON, BTN_UNDO), "the pad's focus on Undo shows its tooltip");
    snprintf(want, sizeof want, "(%s)", view);
    check(has(tooltip(&h, tip, sizeof tip), want) && hasnt(tip, ctrl_z), "the pad's: Back (View), not the keys");
    h.sh.gfx.pads.style = PAD_PLAYSTATION;
    snprintf(want, sizeof want, "(%s)", share);
    check(has(tooltip(&h, tip, sizeof tip), want), "in a PlayStation pad's words: Share");
    h.sh.gfx.pads.style = PAD_XBOX;
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    assert_int_equal(tv->move.bar, BTN_HINT);
    check(hovers(&h, HIT_BUTTON, BTN_HINT) && has(tooltip(&h, tip, sizeof tip), "(Y)") && hasnt(tip, "(H)"),
          "Hint's: the pad's Y");
    harness_long_press(&h, undo.x + undo.w / 2, undo.y + undo.h / 2);
    assert_int_equal(h.sh.gfx.input, INPUT_TOUCH);
    check(hovers(&h, HIT_BUTTON, BTN_UNDO) && hasnt(tooltip(&h, tip, sizeof tip), "(") && has(tip, ":"),
          "a long press: Undo's tooltip names no key");

    for (int i = 0; i < 2 && !tv->facts.can_redo; i++) /* the first warns (docs/rules.md §10d), the second undoes */
        harness_key(&h, SDLK_z, KMOD_CTRL);
    assert_true(tv->facts.can_redo);
    SDL_Rect redo = tv->ds.layout.button[BTN_REDO];
    harness_move(&h, redo.x + redo.w / 2, redo.y + redo.h / 2);
    snprintf(want, sizeof want, "(%s)", ctrl_y);
    check(hovers(&h, HIT_BUTTON, BTN_REDO) && has(tooltip(&h, tip, sizeof tip), want), "Redo's: the keys");
    for (int i = 0; i < 40 && tv->move.bar != BTN_REDO; i++)
        harness_pad_button(&h, SDL_CONTROLLER_BUTTON_X);
    assert_int_equal(tv->move.bar, BTN_REDO);
    check(hasnt(tooltip(&h, tip, sizeof tip), "(") && has(tip, ":"), "with the pad, which has no Redo: no key");
    harness_stop(&h);

    const char *two[] = {"--lang", lang, "--seed", "3", "--players", "2", NULL};
    assert_true(harness_start(&h, two));
    assert_true(harness_pad_attach(&h));
    harness_dismiss(&h);
    tv = harness_table(&h);
    SDL_Rect tab = tv->ds.layout.tab[1];
    harness_move(&h, tab.x + tab.w / 2, tab.y + tab.h / 2);
    check(hovers(&h, HIT_TAB, 1) && has(tooltip(&h, tip, sizeof tip), " 2 "), "the mouse: a tab's tooltip, its key");
    for (int i = 0; i < 40 && tv->move.bar != BAR_TAB + 1; i++)
        harness_pad_button(&h, SDL_CONTROLLER_BUTTON_X);
    assert_int_equal(tv->move.bar, BAR_TAB + 1);
    check(hovers(&h, HIT_TAB, 1) && has(tooltip(&h, tip, sizeof tip), "(A ") && hasnt(tip, " 2 "),
          "with the pad's focus on it: A shows the map, not its key");
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_B);
    check(tv->move.bar < 0 && !hovers(&h, HIT_TAB, 1), "B: the focus back on the move, the tooltip gone");
    harness_long_press(&h, tab.x + tab.w / 2, tab.y + tab.h / 2);
    check(hovers(&h, HIT_TAB, 1) && hasnt(tooltip(&h, tip, sizeof tip), " 2 ") && hasnt(tip, "(A "),
          "a long press: no key");
    harness_stop(&h);
}

static void test_button_tooltips(void **state)
{
    (void)state;
    button_tooltips("en", "Ctrl+Z", "Ctrl+Y");
    button_tooltips("de", "Strg+Z", "Strg+Y");
}

static DecisionKind wanted_kind;

/* The decision looked for, the human's at seat 0 (`scored`, `after_winter` unused). */
static bool wanted(const Game *g, int scored, bool after_winter)
{
    (void)scored;
    (void)after_winter;
    return g->decision.kind == wanted_kind && g->decision.actor == 0;
}

/* A Heroes game at the decision `kind` (a Giant Troll's space, a Gorgon's
 * target), made with the pad alone: the D-pad takes the ghost to a space it
 * may destroy, the line names A, and A destroys it. */
static void destroy_by_pad(DecisionKind kind)
{
    uint64_t seed = 0;
    int before = 0, players = 1;
    wanted_kind = kind;
    while (players <= 3 && !harness_find_game(GAME_HEROES, players, wanted, false, &seed, &before))
        players++;
    assert_true(players <= 3);
    char seed_text[24], autoplay[16], nplayers[4];
    snprintf(seed_text, sizeof seed_text, "%llu", (unsigned long long)seed);
    snprintf(autoplay, sizeof autoplay, "%d", before + 1);
    snprintf(nplayers, sizeof nplayers, "%d", players);
    Harness h;
    const char *args[] = {"--seed", seed_text, "--kind", "heroes", "--players", nplayers, "--autoplay", autoplay, NULL};
    assert_true(harness_start(&h, args));
    assert_true(harness_pad_attach(&h));
    for (int i = 0; i < 8 && harness_box(&h) != SCREEN_TABLE; i++)
        harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A); /* a season's box, a hand-over */
    const Game *g = harness_game(&h);
    TableView *tv = harness_table(&h);
    assert_int_equal(g->decision.kind, kind);
    if (tv->move.ghost < 0)
        harness_pad_button(&h, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    assert_true(tv->move.ghost >= 0);
    Bitboard targets = tv->move.targets;
    int target = bb_pop(&targets);
    assert_true(target >= 0);
    int dr = bb_row(target) - bb_row(tv->move.ghost), dc = bb_col(target) - bb_col(tv->move.ghost);
    press_n(&h, dr > 0 ? SDL_CONTROLLER_BUTTON_DPAD_DOWN : SDL_CONTROLLER_BUTTON_DPAD_UP, abs(dr));
    press_n(&h, dc > 0 ? SDL_CONTROLLER_BUTTON_DPAD_RIGHT : SDL_CONTROLLER_BUTTON_DPAD_LEFT, abs(dc));
    check(tv->move.ghost == target && tv->move.placed && play_placement_legal(&tv->move), "the D-pad reaches the space");
    check(says(&h, "(A)") && lacks(&h, "Enter"), "the line: A destroys it");
    int moves = session_move_count(match_session(h.sh.match));
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A);
    check(session_move_count(match_session(h.sh.match)) == moves + 1, "A destroyed it");
    const Move *m = session_move(match_session(h.sh.match), moves);
    check(m && m->kind == MOVE_DESTROY && m->at == target, "the space was destroyed");
    harness_stop(&h);
}

static void test_troll_by_pad(void **state)
{
    (void)state;
    destroy_by_pad(DECISION_TROLL);
}

static void test_gorgon_by_pad(void **state)
{
    (void)state;
    destroy_by_pad(DECISION_GORGON);
}

/* The lines under the code fields (New game's challenge code, Play with
 * friends' invite code) name Ctrl+V only to the keys and the mouse: to a
 * pad they name its button that opens the on-screen keyboard. */
static void code_lines(const char *lang)
{
    Harness h;
    const char *args[] = {"--lang", lang, NULL};
    assert_true(harness_start(&h, args));
    assert_true(harness_pad_attach(&h));
    shell_push(&h.sh, SCREEN_SETUP, 0);
    harness_tick(&h);
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_X);
    h.sh.redraw = true;
    harness_tick(&h);
    char what[600];
    const char *line = harness_value(&h, SCREEN_SETUP, "code_how");
    snprintf(what, sizeof what, "%s, New game by a pad: \"%s\" names A, not Ctrl+V", lang, line);
    check(line[0] && !strstr(line, "Ctrl+V") && !strstr(line, "Strg+V") && strstr(line, "A "), what);
    harness_key(&h, SDLK_TAB, 0);
    h.sh.redraw = true;
    harness_tick(&h);
    line = harness_value(&h, SCREEN_SETUP, "code_how");
    snprintf(what, sizeof what, "%s, New game by the keys: \"%s\" names Ctrl+V", lang, line);
    check(strstr(line, "Ctrl+V") || strstr(line, "Strg+V"), what);
    while (harness_top(&h) != SCREEN_MENU)
        harness_key(&h, SDLK_ESCAPE, 0);
    shell_push(&h.sh, SCREEN_FRIENDS, 0);
    harness_tick(&h);
    harness_click_rect(&h, harness_spot(&h, SCREEN_FRIENDS, "join"));
    harness_tick(&h);
    line = harness_value(&h, SCREEN_FRIENDS, "join_how");
    snprintf(what, sizeof what, "%s, joining by the mouse: \"%s\" names Ctrl+V", lang, line);
    check(strstr(line, "Ctrl+V") || strstr(line, "Strg+V"), what);
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_X);
    h.sh.redraw = true;
    harness_tick(&h);
    line = harness_value(&h, SCREEN_FRIENDS, "join_how");
    snprintf(what, sizeof what, "%s, joining by a pad: \"%s\" names A, not Ctrl+V", lang, line);
    check(line[0] && !strstr(line, "Ctrl+V") && !strstr(line, "Strg+V") && strstr(line, "A "), what);
    harness_pad_detach(&h);
    harness_stop(&h);
}

static void test_code_lines_follow_input(void **state)
{
    (void)state;
    code_lines("en");
    code_lines("nl");
    code_lines("hu");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_held_repeats),
        cmocka_unit_test(test_b_takes_the_shape_back),
        cmocka_unit_test(test_pad_words),
        cmocka_unit_test(test_pad_texts),
        cmocka_unit_test(test_code_lines_follow_input),
        cmocka_unit_test(test_button_tooltips),
        cmocka_unit_test(test_tutorial_reason_follows_input),
        cmocka_unit_test(test_troll_by_pad),
        cmocka_unit_test(test_gorgon_by_pad),
        cmocka_unit_test(test_solo_by_pad),
        cmocka_unit_test(test_three_players_by_pad),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
