/* test_touch.c: the play table with the fingers alone, through the whole
 * app (harness.h, harness_touch.c): a tap picks a shape and a tap on the
 * map lays it there, a drag lays it where the finger lets go, a tap on the
 * shape turns it, a two-finger tap mirrors it, a long press shows what
 * hovering shows; a small button answers a finger beside it, at the table
 * and on the screens' panels (the nearest of two, none out of reach, the
 * mouse exactly); SDL's mouse
 * copies of the fingers never act a second time; whole games played by touch agree with the engine. */
#include <stdio.h>
#include <string.h>

#include "harness.h"
#include "hit.h"
#include "panel.h"
#include "play.h"
#include "session.h"
#include "touch.h"
#include "ui_test.h"
#include "view.h"

static SDL_Rect option_rect(Harness *h, int i)
{
    SDL_Rect r[UI_MAX_OPTIONS];
    int n = view_option_rects(harness_table(h), r);
    return i < n ? r[i] : (SDL_Rect){0, 0, 0, 0};
}

static SDL_Rect cell_rect(Harness *h, int space) { return layout_cell(&harness_table(h)->ds.layout, space); }

/* The first option that can be turned (a shape that is not the same every
 * way round), or -1. */
static int turnable_option(Harness *h)
{
    TableView *tv = harness_table(h);
    for (int i = 0; i < tv->move.noptions; i++) {
        tv->move.option = i;
        bool can = play_can_turn(&tv->move, &tv->game);
        tv->move.option = -1;
        if (can)
            return i;
    }
    return -1;
}

/* A solo game's table at 1280x800, the same each time. */
static void start_table(Harness *h)
{
    const char *args[] = {"--seed", "5", "--size", "1280x800", NULL};
    assert_true(harness_start(h, args));
}

static void test_tap_pick_place_turn_mirror(void **state)
{
    (void)state;
    Harness h;
    start_table(&h);
    TableView *tv = harness_table(&h);
    int opt = turnable_option(&h);
    assert_true(opt >= 0);
    harness_tap_rect(&h, option_rect(&h, opt));
    check(tv->move.option == opt, "a tap on an option of the newest card picks it");
    check(!tv->move.placed && !tv->move.dragging, "a tap picks without laying anything down");
    check(h.sh.gfx.input == INPUT_TOUCH, "the fingers were used last");
    check(strstr(tv->facts.status, "tap a space") != NULL, "the status line speaks of taps, not of right-clicks");

    int centre = bb_index(5, 5);
    harness_tap_rect(&h, cell_rect(&h, centre));
    check(tv->move.placed && tv->move.ghost == centre, "a tap on a space lays the shape there");
    check(!tv->move.dragging, "after the finger is up nothing follows it");
    Bitboard before = tv->move.preview.cells;

    /* a tap on the shape turns it a quarter, and only once although SDL's
     * mouse copy of the tap came too */
    Bitboard c = tv->move.preview.cells;
    int on = bb_pop(&c);
    harness_tap_rect(&h, cell_rect(&h, on));
    check(tv->move.orient == 1, "a tap on the shape turns it a quarter turn clockwise, once");
    check(tv->move.ghost == centre && tv->move.placed, "the turned shape stays where it lay");
    check(!bb_equal(before, tv->move.preview.cells) || tv->move.orient == 1, "the shape drawn is the turned one");

    /* a tap on a space off the shape moves it there */
    int corner = bb_index(1, 1);
    assert_false(bb_test(tv->move.preview.cells, corner));
    harness_tap_rect(&h, cell_rect(&h, corner));
    check(tv->move.ghost == corner && tv->move.orient == 1, "a tap beside the shape moves it, turned as it was");

    harness_two_finger_tap(&h, cell_rect(&h, corner).x, cell_rect(&h, corner).y);
    check(tv->move.orient == 7, "a two-finger tap mirrors it (orientation 1 mirrored is 7)");
    check(tv->move.ghost == corner, "mirroring leaves it where it lies");

    /* the on-screen Mirror button does the same */
    harness_tap_rect(&h, tv->ds.layout.button[BTN_MIRROR]);
    check(tv->move.orient == 1, "the Mirror button, tapped, mirrors it back");

    int moves = session_move_count(match_session(h.sh.match));
    bool legal = play_placement_legal(&tv->move);
    harness_tap_rect(&h, tv->ds.layout.button[BTN_CONFIRM]);
    if (legal)
        check(session_move_count(match_session(h.sh.match)) == moves + 1, "a tap on Confirm draws it");
    else
        check(session_move_count(match_session(h.sh.match)) == moves, "an illegal place is not drawn");
    harness_stop(&h);
}

static void test_drag_places(void **state)
{
    (void)state;
    Harness h;
    start_table(&h);
    TableView *tv = harness_table(&h);
    int opt = turnable_option(&h);
    assert_true(opt >= 0);
    SDL_Rect o = option_rect(&h, opt), to = cell_rect(&h, bb_index(6, 3));
    harness_finger(&h, SDL_FINGERDOWN, 1, o.x + o.w / 2, o.y + o.h / 2, SDL_GetTicks() + 60000);
    check(tv->move.option != opt, "a finger resting on an option does nothing yet (a tap, a drag or a long press)");
    for (int i = 1; i <= 8; i++) {
        harness_finger(&h, SDL_FINGERMOTION, 1, o.x + o.w / 2 + (to.x + to.w / 2 - o.x - o.w / 2) * i / 8,
                       o.y + o.h / 2 + (to.y + to.h / 2 - o.y - o.h / 2) * i / 8, SDL_GetTicks() + 60000 + 10u * i);
        if (i == 1)
            check(tv->move.option == opt && tv->move.dragging, "moving the finger picks the option up and drags it");
    }
    check(tv->move.ghost == bb_index(6, 3), "the shape follows the finger onto the map");
    harness_finger(&h, SDL_FINGERUP, 1, to.x + to.w / 2, to.y + to.h / 2, SDL_GetTicks() + 60200);
    check(tv->move.placed && !tv->move.dragging && tv->move.ghost == bb_index(6, 3),
          "letting go lays it where the finger was");

    /* a drag from the shape moves it on */
    Bitboard c = tv->move.preview.cells;
    int on = bb_pop(&c);
    SDL_Rect from = cell_rect(&h, on), dest = cell_rect(&h, bb_index(8, 8));
    int orient = tv->move.orient;
    harness_drag(&h, from.x + from.w / 2, from.y + from.h / 2, dest.x + dest.w / 2, dest.y + dest.h / 2, 5);
    check(tv->move.placed && tv->move.ghost == bb_index(8, 8) && tv->move.orient == orient,
          "a drag from the shape lays it where the finger lets go, not turned");
    harness_stop(&h);
}

static void test_long_press_shows_what_hover_shows(void **state)
{
    (void)state;
    Harness h;
    start_table(&h);
    TableView *tv = harness_table(&h);
    char tip[512];
    ViewSheet vs;
    SDL_Rect d = tv->ds.layout.decree[0];
    harness_tap_rect(&h, d);
    check(tv->move.hover.kind == HIT_NONE, "a tap leaves nothing lit (there is no pointer)");
    harness_long_press(&h, d.x + d.w / 2, d.y + d.h / 2);
    check(tv->move.hover.kind == HIT_DECREE && tv->move.hover.index == 0, "a long press on a decree points at it");
    view_sheet(tv, &vs);
    check(vs.highlight, "the spaces the decree counts are highlighted, as on hover");

    SDL_Rect s = tv->ds.layout.score_cell[0][SCORE_DECREE1];
    harness_long_press(&h, s.x + s.w / 2, s.y + s.h / 2);
    check(tv->move.hover.kind == HIT_SCORE && tv->move.hover.index == SCORE_DECREE1,
          "a long press on a score points at it");
    check(view_tooltip(tv, tip, sizeof tip) && tip[0], "and its tooltip shows, as the mouse's hover shows it");
    view_sheet(tv, &vs);
    check(vs.highlight, "with the spaces it counts highlighted");
    check(view_tooltip(tv, tip, sizeof tip), "the tooltip stays once the finger is up");

    int ids[LAYOUT_MAX_CARDS];
    int n = view_row(tv, ids);
    assert_true(n > 0);
    SDL_Rect cards[LAYOUT_MAX_CARDS];
    layout_cards(&tv->ds.layout, n, cards);
    harness_long_press(&h, cards[n - 1].x + cards[n - 1].w / 2, cards[n - 1].y + cards[n - 1].h / 8);
    check(tv->move.hover.kind == HIT_CARD || tv->move.hover.kind == HIT_OPTION,
          "a long press on the newest card points at it");
    check(tv->move.option < 0 || tv->move.noptions == 1, "and picks nothing");

    int moves = session_move_count(match_session(h.sh.match));
    harness_tap(&h, 5, 5);
    check(tv->move.hover.kind == HIT_NONE, "the next touch puts the tooltip away");
    check(session_move_count(match_session(h.sh.match)) == moves, "a long press changes nothing in the game");
    harness_stop(&h);
}

/* At 1024x700 the table's buttons are about 25 pixels high: while the
 * fingers are used each answers a finger's width (TOUCH_TARGET points)
 * around its middle, as long as nothing else that acts is there; the
 * mouse still needs the button itself. */
static void test_finger_sized_targets(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--seed", "5", "--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    TableView *tv = harness_table(&h);
    const Layout *L = &tv->ds.layout;
    int reach = (int)(TOUCH_TARGET * h.sh.gfx.m.dpi + 0.5f);
    int small = 0;
    for (int b = 0; b < BTN_COUNT; b++) {
        SDL_Rect r = L->button[b];
        if (r.w <= 0 || r.h >= reach)
            continue;
        small++;
        int x = r.x + r.w / 2, above = r.y + r.h / 2 - reach / 2 + 1, below = r.y + r.h / 2 + reach / 2 - 2;
        h.sh.gfx.input = INPUT_TOUCH;
        Hit up = hit_test(tv, x, above), down = hit_test(tv, x, below);
        h.sh.gfx.input = INPUT_MOUSE;
        Hit mouse = hit_test(tv, x, above);
        if (up.kind != HIT_BUTTON || up.index != b || down.kind != HIT_BUTTON || down.index != b ||
            (mouse.kind == HIT_BUTTON && mouse.index == b))
            fprintf(stderr, "button %d at %d,%d %dx%d: finger above %d/%d, below %d/%d, mouse %d/%d\n", b, r.x, r.y,
                    r.w, r.h, up.kind, up.index, down.kind, down.index, mouse.kind, mouse.index);
        check(up.kind == HIT_BUTTON && up.index == b && down.kind == HIT_BUTTON && down.index == b,
              "a finger a little above or below a small button hits it");
        check(!(mouse.kind == HIT_BUTTON && mouse.index == b), "the mouse there does not");
    }
    check(small >= 5, "the buttons of the bars and the tools are smaller than a finger at 1024x700");

    /* a real tap just above Rules opens them; a click there does not */
    SDL_Rect rules = L->button[BTN_RULES];
    int x = rules.x + rules.w / 2, y = rules.y + rules.h / 2 - reach / 2 + 2;
    harness_click(&h, x, y, SDL_BUTTON_LEFT);
    check(harness_top(&h) == SCREEN_TABLE, "a click beside Rules does nothing");
    harness_tap(&h, x, y);
    check(harness_top(&h) == SCREEN_RULES, "a tap beside Rules opens them");
    harness_stop(&h);
}

static void test_mouse_copies_do_nothing(void **state)
{
    (void)state;
    Harness h;
    start_table(&h);
    TableView *tv = harness_table(&h);
    SDL_Rect o = option_rect(&h, 0);
    SDL_Event ev;
    SDL_zero(ev);
    ev.type = SDL_MOUSEBUTTONDOWN;
    ev.button.which = SDL_TOUCH_MOUSEID;
    ev.button.button = SDL_BUTTON_LEFT;
    ev.button.x = o.x + o.w / 2;
    ev.button.y = o.y + o.h / 2;
    shell_event(&h.sh, &ev);
    check(tv->move.option == -1 || tv->move.noptions == 1, "SDL's mouse copy of a finger alone picks nothing");
    SDL_zero(ev);
    ev.type = SDL_FINGERDOWN;
    ev.tfinger.touchId = SDL_MOUSE_TOUCHID;
    ev.tfinger.fingerId = 1;
    ev.tfinger.x = (float)(o.x + o.w / 2) / (float)h.sh.gfx.win_w;
    ev.tfinger.y = (float)(o.y + o.h / 2) / (float)h.sh.gfx.win_h;
    shell_event(&h.sh, &ev);
    ev.type = SDL_FINGERUP;
    shell_event(&h.sh, &ev);
    check(tv->move.option == -1 || tv->move.noptions == 1, "SDL's touch copy of the mouse acts neither");
    /* a real mouse still works */
    harness_click_rect(&h, o);
    check(tv->move.option == 0, "the mouse itself picks");
    check(h.sh.gfx.input == INPUT_MOUSE, "and the mouse was used last");
    harness_stop(&h);
}

/* A finger's drag from (x, y) by dy pixels, in a few motions. */
static void drag_by(Harness *h, int x, int y, int dy) { harness_drag(h, x, y, x, y + dy, 6); }

static void test_screens_by_touch(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--seed", "5", "--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    harness_tap_rect(&h, harness_table(&h)->ds.layout.button[BTN_MENU]);
    check(harness_top(&h) == SCREEN_MENU, "a tap on Menu opens the menu");
    harness_tap_rect(&h, harness_spot(&h, SCREEN_MENU, "item_13")); /* MENU_RULES */
    check(harness_top(&h) == SCREEN_RULES, "a tap on Rules opens the rules");
    int w = h.sh.gfx.m.w, ht = h.sh.gfx.m.h;
    drag_by(&h, w / 2, ht * 3 / 4, -ht / 3);
    int scrolled = harness_number(&h, SCREEN_RULES, "scroll");
    check(scrolled > ht / 4, "a finger dragged up scrolls the rules with it");
    SDL_Rect close = harness_spot(&h, SCREEN_RULES, "close");
    drag_by(&h, close.x + close.w / 2, close.y + close.h / 2, ht / 8);
    check(harness_top(&h) == SCREEN_RULES, "a drag that begins on Close scrolls and does not close");
    check(harness_number(&h, SCREEN_RULES, "scroll") < scrolled, "it scrolls back down");
    harness_tap_rect(&h, close);
    check(harness_top(&h) == SCREEN_MENU, "a tap on Close closes the rules");

    harness_stop(&h);
}

/* A screen's list taller than its window: sixty buttons in a scrolled
 * body, and a slider below it (panel.h, widgets.h). */
typedef struct Lister {
    Panel panel;
    int clicked; /* the button last clicked, -1 none */
    int value;   /* the slider's */
} Lister;

static void lister_walk(void *self, Ui *ui, Widgets *w)
{
    Lister *l = self;
    (void)ui;
    SDL_Rect body = {100, 100, 400, 300};
    widgets_begin_scroll(w, body, 60 * 50, &l->panel.scroll);
    for (int i = 0; i < 60; i++)
        if (widget_button(w, (SDL_Rect){110, 100 + i * 50 - l->panel.scroll, 200, 40}, "item", BUTTON_NORMAL))
            l->clicked = i;
    widgets_end_scroll(w);
    widget_slider(w, (SDL_Rect){100, 450, 300, 40}, &l->value, 0, 100, 1);
}

/* Fingers through touch.c into a Lister's panel. */
static void lister_finger(Harness *h, Touch *t, Lister *l, Uint32 type, int x, int y, Uint32 ms)
{
    SDL_Event ev;
    SDL_zero(ev);
    ev.type = type;
    ev.tfinger.timestamp = ms;
    ev.tfinger.touchId = 7;
    ev.tfinger.fingerId = 1;
    ev.tfinger.x = ((float)x + 0.5f) / (float)h->sh.gfx.win_w;
    ev.tfinger.y = ((float)y + 0.5f) / (float)h->sh.gfx.win_h;
    UiEvent out[TOUCH_MAX_EVENTS];
    int n = touch_translate(t, &h->sh.gfx, &ev, out);
    for (int i = 0; i < n; i++) {
        bool taken;
        panel_event(&l->panel, l, &h->sh.ui, &out[i], lister_walk, &taken);
    }
}

static void lister_drag(Harness *h, Touch *t, Lister *l, int x, int y0, int x1, int y1)
{
    Uint32 ms = SDL_GetTicks() + 60000;
    lister_finger(h, t, l, SDL_FINGERDOWN, x, y0, ms);
    for (int i = 1; i <= 5; i++)
        lister_finger(h, t, l, SDL_FINGERMOTION, x + (x1 - x) * i / 5, y0 + (y1 - y0) * i / 5, ms + 10u * i);
    lister_finger(h, t, l, SDL_FINGERUP, x1, y1, ms + 60);
}

static void test_lists_scroll_by_drag(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--seed", "5", "--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    Touch t;
    touch_init(&t);
    Lister l;
    memset(&l, 0, sizeof l);
    panel_reset(&l.panel);
    l.clicked = -1;
    l.value = 50;
    lister_drag(&h, &t, &l, 150, 380, 150, 180);
    check(l.panel.scroll == 200, "a finger dragged up 200 pixels scrolls the list 200 pixels");
    check(l.clicked == -1, "a drag that begins on a button does not press it");
    Uint32 ms = SDL_GetTicks() + 60000;
    lister_finger(&h, &t, &l, SDL_FINGERDOWN, 150, 120, ms);
    lister_finger(&h, &t, &l, SDL_FINGERUP, 150, 120, ms + 50);
    check(l.clicked == 4, "a tap presses the button under it, where the list is scrolled to");
    check(l.panel.scroll == 200, "and scrolls nothing");
    lister_drag(&h, &t, &l, 250, 470, 380, 470);
    check(l.value > 80, "a drag that begins on a slider moves the slider");
    check(l.panel.scroll == 200, "and not the list");
    harness_stop(&h);
}

/* A finger's tap at x, y and a mouse click there first: the click must do
 * nothing to `name` (a value of `screen`), the tap set it to `want`. */
static void near_tap(Harness *h, ScreenId screen, const char *name, int x, int y, int want, const char *what)
{
    int was = harness_number(h, screen, name);
    harness_click(h, x, y, SDL_BUTTON_LEFT);
    if (harness_number(h, screen, name) != was)
        fprintf(stderr, "%s: a click at %d,%d changed %s from %d to %d\n", what, x, y, name, was,
                harness_number(h, screen, name));
    check(harness_number(h, screen, name) == was, "a mouse click beside a control does nothing");
    harness_tap(h, x, y);
    if (harness_number(h, screen, name) != want)
        fprintf(stderr, "%s: a tap at %d,%d left %s at %d, not %d\n", what, x, y, name, harness_number(h, screen, name),
                want);
    check(harness_number(h, screen, name) == want, what);
    check(harness_top(h) == screen, "the screen stays");
}

static void test_panel_controls_answer_a_near_finger(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--seed", "5", "--size", "1280x800", "--lang", "en", NULL};
    assert_true(harness_start(&h, args));
    int reach = touch_near_px(&h.sh.gfx);
    check(reach >= 20 && reach <= 24, "a finger reaches about 20 pixels beside a control at 1280x800");

    /* New game: the player counts (small, 7 or so pixels apart) and a check box */
    shell_push(&h.sh, SCREEN_SETUP, 0);
    harness_tick(&h);
    assert_int_equal(harness_top(&h), SCREEN_SETUP);
    SDL_Rect p1 = harness_spot(&h, SCREEN_SETUP, "players_1"), p2 = harness_spot(&h, SCREEN_SETUP, "players_2");
    assert_true(p1.w > 0 && p2.w > 0 && p2.h < 40);
    assert_int_equal(harness_number(&h, SCREEN_SETUP, "players"), 1);
    near_tap(&h, SCREEN_SETUP, "players", p2.x + p2.w / 2, p2.y + p2.h + 4, 2, "a tap 5 pixels under 2 picks 2 players");
    SDL_Rect p3 = harness_spot(&h, SCREEN_SETUP, "players_3"), p4 = harness_spot(&h, SCREEN_SETUP, "players_4");
    int gap = p4.x - (p3.x + p3.w);
    check(gap >= 5 && gap < reach, "the player counts stand closer than a finger");
    near_tap(&h, SCREEN_SETUP, "players", p4.x - 2, p4.y + p4.h / 2, 4, "a tap between 3 and 4, nearer 4, picks 4");
    near_tap(&h, SCREEN_SETUP, "players", p3.x + p3.w + 1, p3.y + p3.h / 2, 3,
             "a tap between 3 and 4, nearer 3, picks 3");
    SDL_Rect rule = harness_spot(&h, SCREEN_SETUP, "ambush_rule");
    assert_true(rule.w > 0);
    int on = harness_number(&h, SCREEN_SETUP, "ambush_rule_on");
    near_tap(&h, SCREEN_SETUP, "ambush_rule_on", rule.x + 4, rule.y - 4, !on, "a tap just above a check box ticks it");
    /* out of reach nothing; just within it the nearest */
    p1 = harness_spot(&h, SCREEN_SETUP, "players_1");
    harness_tap(&h, p1.x - reach - 3, p1.y + p1.h / 2);
    check(harness_number(&h, SCREEN_SETUP, "players") == 3, "a tap farther than a finger's reach picks nothing");
    harness_tap(&h, p1.x - 3 * reach, p1.y + p1.h / 2);
    check(harness_number(&h, SCREEN_SETUP, "players") == 3, "nor does one far from every control");
    near_tap(&h, SCREEN_SETUP, "players", p1.x - reach + 3, p1.y + p1.h / 2, 1, "a tap within reach of 1 picks it");
    ui_pop(&h.sh.ui);
    harness_tick(&h);

    /* Settings: the choices of a row and its check boxes */
    shell_push(&h.sh, SCREEN_SETTINGS, 0);
    harness_tick(&h);
    assert_int_equal(harness_top(&h), SCREEN_SETTINGS);
    SDL_Rect off = harness_spot(&h, SCREEN_SETTINGS, "animation-speed_0"), slow = harness_spot(&h, SCREEN_SETTINGS, "animation-speed_1"),
             normal = harness_spot(&h, SCREEN_SETTINGS, "animation-speed_2");
    assert_true(off.w > 0 && slow.w > 0 && normal.w > 0);
    near_tap(&h, SCREEN_SETTINGS, "animation-speed", off.x + off.w / 2, off.y + off.h + 5, ANIM_OFF,
             "a tap 5 pixels under Off turns the animations off");
    near_tap(&h, SCREEN_SETTINGS, "animation-speed", normal.x - 2, normal.y + normal.h / 2, ANIM_NORMAL,
             "a tap between Slow and Normal, nearer Normal, picks Normal");
    near_tap(&h, SCREEN_SETTINGS, "animation-speed", slow.x + slow.w + 1, slow.y + 2, ANIM_SLOW,
             "a tap between Slow and Normal, nearer Slow, picks Slow");
    SDL_Rect confirm = harness_spot(&h, SCREEN_SETTINGS, "confirm-commit_0");
    assert_true(confirm.w > 0);
    on = harness_number(&h, SCREEN_SETTINGS, "confirm-commit");
    near_tap(&h, SCREEN_SETTINGS, "confirm-commit", confirm.x - 4, confirm.y + confirm.h / 2, !on,
             "a tap just left of Placing's check box ticks it");
    harness_stop(&h);
}

/* Plays to the end by touch alone; the record replayed by the engine must
 * give the totals the table shows. */
static void play_by_touch(const char *const *args, int humans_moves_min)
{
    Harness h;
    assert_true(harness_start(&h, args));
    int made = 0;
    for (int i = 0; i < 400 && !game_over(harness_game(&h)); i++) {
        while (harness_box(&h) != SCREEN_TABLE) {
            ScreenId box = harness_box(&h);
            SDL_Rect go = harness_spot(&h, box, "continue");
            check(go.w > 0, "every box over the table has a button to tap");
            harness_tap_rect(&h, go);
            if (harness_box(&h) == box && harness_top(&h) == box)
                fail_msg("the box %d stays after a tap on its button", box);
        }
        if (game_over(harness_game(&h)))
            break;
        assert_true(harness_touch_move(&h, made % 3 == 1));
        made++;
    }
    check(game_over(harness_game(&h)), "the game was played to its end by touch");
    check(made >= humans_moves_min, "every move was made with the fingers");
    const Session *s = match_session(h.sh.match);
    Game replay;
    char err[200];
    assert_true(game_init(&replay, session_settings(s), err, sizeof err));
    for (int i = 0; i < session_move_count(s); i++)
        assert_true(game_apply(&replay, session_move(s, i), err, sizeof err));
    assert_true(game_over(&replay));
    for (int p = 0; p < replay.settings.players; p++)
        check(game_total(&replay, p) == game_total(harness_game(&h), p),
              "the record replayed by the engine gives the totals the table shows");
    harness_stop(&h);
}

static void test_whole_solo_game_by_touch(void **state)
{
    (void)state;
    const char *args[] = {"--seed", "21", "--size", "1280x800", NULL};
    play_by_touch(args, 20);
}

static void test_whole_three_player_game_by_touch(void **state)
{
    (void)state;
    const char *args[] = {"--seed", "22", "--players", "3", "--kind", "heroes", "--size", "1024x700", NULL};
    play_by_touch(args, 60);
}

/* Without arguments the gestures; with "games" the whole games (slow:
 * their own test, ui_touch_games). */
int main(int argc, char **argv)
{
    const struct CMUnitTest gestures[] = {
        cmocka_unit_test(test_tap_pick_place_turn_mirror),
        cmocka_unit_test(test_drag_places),
        cmocka_unit_test(test_long_press_shows_what_hover_shows),
        cmocka_unit_test(test_mouse_copies_do_nothing),
        cmocka_unit_test(test_finger_sized_targets),
        cmocka_unit_test(test_screens_by_touch),
        cmocka_unit_test(test_lists_scroll_by_drag),
        cmocka_unit_test(test_panel_controls_answer_a_near_finger),
    };
    const struct CMUnitTest games[] = {
        cmocka_unit_test(test_whole_solo_game_by_touch),
        cmocka_unit_test(test_whole_three_player_game_by_touch),
    };
    if (argc > 1 && strcmp(argv[1], "games") == 0)
        return cmocka_run_group_tests(games, NULL, NULL);
    return cmocka_run_group_tests(gestures, NULL, NULL);
}
