/* test_tutorial.c: the guided first game's steps (table/tutorial.h) and its
 * progress file (core/tutorial_progress.h): the fixed game still deals the
 * cards the lessons teach, the marked placements are legal and give the
 * coins they promise, each position has its step, and, through the whole
 * app (harness.h), the lessons wait for the player, hold back a move that
 * is not the lesson's with a reason, and go on from the progress file after
 * a restart; the same for chapter 2, the Heroes lesson. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "autosave.h"
#include "bot.h"
#include "gfx.h"
#include "harness.h"
#include "i18n.h"
#include "play.h"
#include "table.h"
#include "tutorial.h"
#include "tutorial_start.h"
#include "tutorial_draw.h"
#include "tutorial_progress.h"
#include "ui_test.h"
#include "view.h"

/* The lessons over the table with no box over it. */
static const BoxOver no_box = {SCREEN_TABLE, {0, 0, 0, 0}, {0, 0, 0, 0}};

static Game tutorial_game(void)
{
    GameSettings s;
    tutorial_game_settings(&s);
    Game g;
    char err[ERROR_MAX];
    assert_true(game_init(&g, &s, err, sizeof err));
    return g;
}

static Bitboard spaces(const char *list)
{
    Bitboard b = bb_empty();
    for (const char *p = list; *p;) {
        int row = p[0] - 'A', col = atoi(p + 1) - 1;
        bb_set(&b, bb_index(row, col));
        p = strchr(p, ' ');
        if (!p)
            break;
        p++;
    }
    return b;
}

/* The legal move of the pending decision that fills exactly `cells` (in
 * `terrain`, or any when -1); false when there is none. */
static bool move_onto(const Game *g, Bitboard cells, int terrain, Move *out)
{
    static Move moves[4096];
    int n = game_legal_moves(g, moves, 4096);
    for (int i = 0; i < n; i++) {
        Bitboard c;
        if (move_cells(&moves[i], &c) && bb_equal(c, cells) && (terrain < 0 || moves[i].terrain == terrain)) {
            *out = moves[i];
            return true;
        }
    }
    return false;
}

static void apply(Game *g, const Move *m)
{
    char err[ERROR_MAX];
    if (!game_apply(g, m, err, sizeof err))
        fail_msg("the move was refused: %s", err);
}

static const char *current_id(const Game *g) { return card_get(g->decision.card)->id; }

/* The lessons' placements on the real game: the cards come in the order
 * the steps teach them, the coin shape and the mountain give their coins. */
static void test_the_game_teaches(void **state)
{
    (void)state;
    Game g = tutorial_game();
    check(tutorial_is_game(&g), "the tutorial's game is recognised");
    check(g.decision.kind == DECISION_DRAW && strcmp(current_id(&g), "homestead") == 0, "Homestead first");
    Move m;
    /* anywhere away from the kept spaces, as the Confirm step asks */
    assert_true(move_onto(&g, spaces("G8 H8 H9 I8"), -1, &m));
    apply(&g, &m);
    check(strcmp(current_id(&g), "hamlet") == 0, "then Hamlet");
    check(!move_onto(&g, spaces("A3 A4 B3"), CONTENT_FARM, &m), "Hamlet offers no farm");
    assert_true(move_onto(&g, spaces("A3 A4 B3"), CONTENT_VILLAGE, &m));
    check(card_get(m.card)->shapes[m.shape].coin, "the marked spaces take the coin shape");
    apply(&g, &m);
    check(g.sheets[0].coins == 1, "the coin shape gives a coin");
    check(strcmp(current_id(&g), "orchard") == 0, "then Orchard");
    assert_true(move_onto(&g, spaces("B5 C3 C4 C5"), -1, &m));
    apply(&g, &m);
    check(g.sheets[0].coins == 2 && bb_test(g.sheets[0].mountains_paid, bb_index(1, 3)),
          "the mountain at B4 is surrounded and pays its coin");
    check(g.decision.ruins_needed && strcmp(current_id(&g), "forgotten_forest") == 0,
          "then the ruins card with Forgotten Forest, which must cover ruins");
    check(!move_onto(&g, spaces("E5 F6"), -1, &m), "off the ruins is not allowed");
    assert_true(move_onto(&g, spaces("B6 C7"), -1, &m));
    apply(&g, &m);
    check(g.decision.kind == DECISION_AMBUSH && strcmp(current_id(&g), "kobold_onslaught") == 0,
          "then the ambush Kobold Onslaught");
    check(g.decision.solo_target >= 0, "placed by the solo rule");
    check(g.season == 0, "all of it in spring");
}

static void test_step_for_each_position(void **state)
{
    (void)state;
    Game g = tutorial_game();
    check(tutorial_step_for(&g, SCREEN_TABLE) == TUT_WELCOME, "a new game: the welcome");
    static const char *const targets[] = {"G8 H8 H9 I8", "A3 A4 B3", "B5 C3 C4 C5", "B6 C7"};
    static const int steps[] = {TUT_COIN, TUT_COIN_DONE, TUT_SURROUND_DONE, TUT_AMBUSH};
    for (int i = 0; i < 4; i++) {
        Move m;
        assert_true(move_onto(&g, spaces(targets[i]), i == 1 ? CONTENT_VILLAGE : -1, &m));
        apply(&g, &m);
        char what[80];
        snprintf(what, sizeof what, "after move %d: step %s", i + 1, tutorial_step_name(steps[i]));
        check(tutorial_step_for(&g, SCREEN_TABLE) == steps[i], what);
    }
    Move moves[64];
    assert_true(game_legal_moves(&g, moves, 64) > 0);
    apply(&g, &moves[0]);
    check(tutorial_step_for(&g, SCREEN_TABLE) == TUT_SCORES, "the monster drawn: what monsters cost, in the score box");
    assert_true(game_legal_moves(&g, moves, 64) > 0);
    apply(&g, &moves[0]);
    check(g.season == 1, "Hinterland Stream ends spring");
    check(tutorial_step_for(&g, SCREEN_SEASON) == TUT_SEASON, "spring's scores shown: the season step");
    check(tutorial_step_for(&g, SCREEN_TABLE) == TUT_FREE, "then playing on alone");
    GameSettings other;
    game_settings_init(&other, GAME_BASE, 1, 7576);
    Game o;
    char err[ERROR_MAX];
    assert_true(game_init(&o, &other, err, sizeof err));
    check(!tutorial_is_game(&o), "another seed is not the tutorial's game");
}

static void test_progress_file(void **state)
{
    (void)state;
    TutorialProgress tp = {true, 1, TUT_SURROUND, 2, false}, back;
    char text[160], err[200];
    tutorial_progress_format(&tp, text, sizeof text);
    assert_true(tutorial_progress_parse(text, strlen(text), &back, err, sizeof err));
    check(back.started && back.step == TUT_SURROUND && back.moves == 2 && !back.finished && back.chapter == 1,
          "the progress reads back as written");
    TutorialProgress heroes = {true, 2, TUT_H_HERO, 3, false};
    tutorial_progress_format(&heroes, text, sizeof text);
    assert_true(tutorial_progress_parse(text, strlen(text), &back, err, sizeof err));
    check(back.chapter == 2 && back.step == TUT_H_HERO && back.moves == 3, "chapter 2's progress reads back");
    const char *three = "cartographers-tutorial 1\nchapter 3\n";
    check(!tutorial_progress_parse(three, strlen(three), &back, err, sizeof err),
          "a chapter that does not exist is refused");
    const char *bad = "cartographers-tutorial 1\nstep twelve\n";
    check(!tutorial_progress_parse(bad, strlen(bad), &back, err, sizeof err), "a bad line is refused");
    check(strstr(err, "line 2") != NULL, "and named");
    check(!back.started, "a bad file is as never started");
    const char *wrong = "something else 1\n";
    check(!tutorial_progress_parse(wrong, strlen(wrong), &back, err, sizeof err), "another file is refused");
}

/* The table's tutorial (table.h) in the harness's app. */
static Tutorial *tut_of(Harness *h) { return (Tutorial *)table_tutorial_of(shell_screen(&h->sh, SCREEN_TABLE)); }

static void click_option(Harness *h, int i)
{
    TableView *tv = harness_table(h);
    table_view_layout(tv);
    SDL_Rect r[UI_MAX_OPTIONS];
    int n = view_option_rects(tv, r);
    assert_true(i < n);
    harness_click_rect(h, r[i]);
}

static void click_space(Harness *h, const char *name)
{
    TableView *tv = harness_table(h);
    harness_click_rect(h, layout_cell(&tv->ds.layout, bb_first(spaces(name))));
}

/* The box over the table as the lessons see it (the table's own, as
 * boxes.c gives it): which, its panel and its Continue button. */
static BoxOver box_over(Harness *h)
{
    BoxOver o = {harness_box(h), {0, 0, 0, 0}, {0, 0, 0, 0}};
    if (o.id != SCREEN_TABLE) {
        o.panel = harness_spot(h, o.id, "panel");
        o.go_on = harness_spot(h, o.id, "continue");
    }
    return o;
}

/* The first of `names` whose space the tutorial's box leaves free to click. */
static const char *clear_of_box(Harness *h, const char *const *names)
{
    TableView *tv = harness_table(h);
    TutorialBox b;
    BoxOver over = box_over(h);
    tutorial_box_layout(tut_of(h), tv, &over, &b);
    for (; *names; names++) {
        SDL_Rect cell = layout_cell(&tv->ds.layout, bb_first(spaces(*names))), in;
        if (!SDL_IntersectRect(&cell, &b.box, &in))
            return *names;
    }
    fail_msg("the box covers every space tried");
    return NULL;
}

/* Moves the shape in hand onto the ringed place `go` (the space under
 * the shape's grip clicked, as a player would). */
static void to_ringed(Harness *h, Bitboard go)
{
    TableView *tv = harness_table(h);
    Move ringed = tv->move.preview.move;
    for (int at = 0; at < BOARD_SPACES; at++) {
        Bitboard cells;
        ringed.at = (int8_t)at;
        if (move_cells(&ringed, &cells) && bb_equal(cells, go))
            break;
    }
    const Card *hc = card_get(ringed.card);
    OrientedShape os;
    assert_true(shape_orient(hc->shapes[ringed.shape].pattern, ringed.orient, &os));
    int grip = bb_index(bb_row(ringed.at) + (os.height - 1) / 2, bb_col(ringed.at) + (os.width - 1) / 2);
    harness_click_rect(h, layout_cell(&tv->ds.layout, grip));
    harness_release(h, tv->move.pointer_x, tv->move.pointer_y, SDL_BUTTON_LEFT);
}

static void test_lessons_wait_and_explain(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--size", "1280x800", NULL};
    assert_true(harness_start(&h, args));
    check(harness_top(&h) == SCREEN_MENU, "the first start shows the menu");
    harness_key(&h, SDLK_RETURN, 0); /* its first item: the guided first game */
    check(harness_top(&h) == SCREEN_TABLE, "the tutorial opens on the table");
    Tutorial *t = tut_of(&h);
    check(t->active && t->step == TUT_WELCOME, "at its welcome");
    harness_key(&h, SDLK_RETURN, 0);
    check(t->step == TUT_PICK, "Enter is Next");
    harness_key(&h, SDLK_RETURN, 0);
    check(t->step == TUT_PICK && t->why[0] != '\0', "Enter at the pick step is explained, not taken");
    harness_key(&h, SDLK_h, 0);
    check(strstr(t->why, "Hint") != NULL, "so is a hint during the lessons");
    check(match_hint_state(h.sh.match) == HINT_NONE, "and no hint is asked for");
    click_option(&h, 0);
    check(t->step == TUT_DRAG, "an option picked: drag it");
    click_space(&h, "G8");
    harness_release(&h, harness_table(&h)->move.pointer_x, harness_table(&h)->move.pointer_y, SDL_BUTTON_LEFT);
    check(t->step == TUT_MIRROR, "on the map: mirror it");
    harness_key(&h, SDLK_RETURN, 0);
    check(t->step == TUT_MIRROR && harness_game(&h)->moves_applied == 0 && t->why[0], "Confirm waits for the mirror");
    /* turned first, Homestead's T points down and looks the same mirrored */
    harness_key(&h, SDLK_r, 0);
    check(t->step == TUT_MIRROR && tutorial_aim(t, harness_table(&h), &no_box) == AIM_ROTATE,
          "turned so that a mirror shows nothing: the box says to turn it once more");
    Bitboard before_mirror = harness_table(&h)->move.preview.cells;
    harness_key(&h, SDLK_f, 0);
    check(bb_equal(before_mirror, harness_table(&h)->move.preview.cells) && t->step == TUT_MIRROR && t->why[0],
          "a mirror that changes nothing to see does not count, and is explained");
    harness_key(&h, SDLK_r, 0);
    check(t->step == TUT_MIRROR && tutorial_aim(t, harness_table(&h), &no_box) == AIM_MIRROR && !t->why[0],
          "turned again: now the mirror shows");
    before_mirror = harness_table(&h)->move.preview.cells;
    harness_key(&h, SDLK_f, 0);
    check(!bb_equal(before_mirror, harness_table(&h)->move.preview.cells) && t->step == TUT_TURN,
          "F mirrored it, visibly: turn it");
    harness_key(&h, SDLK_RETURN, 0);
    check(t->step == TUT_TURN && harness_game(&h)->moves_applied == 0 && t->why[0], "Confirm waits for the turn");
    harness_key(&h, SDLK_r, 0);
    check(t->step == TUT_CONFIRM, "R turned it: confirm");
    click_space(&h, "C4");
    harness_release(&h, harness_table(&h)->move.pointer_x, harness_table(&h)->move.pointer_y, SDL_BUTTON_LEFT);
    harness_key(&h, SDLK_RETURN, 0);
    check(harness_game(&h)->moves_applied == 0, "a move onto the kept spaces is not drawn");
    check(strstr(t->why, "B4") != NULL, "the box says which spaces to keep free");
    Bitboard kept = spaces("A3 A4 B3 B5 C3 C4 C5");
    check(bb_test(t->avoid, 25) && bb_subset(t->avoid, kept), "and strikes them out");
    Bitboard go = tutorial_cells(t, harness_table(&h));
    check(tutorial_aim(t, harness_table(&h), &no_box) == AIM_CELLS && !bb_is_empty(go) && !bb_intersects(go, kept),
          "the ring shows a place to go, clear of them");
    /* an illegal place (over the mountain at F6): a ring where it may go */
    click_space(&h, "F6");
    harness_release(&h, harness_table(&h)->move.pointer_x, harness_table(&h)->move.pointer_y, SDL_BUTTON_LEFT);
    harness_key(&h, SDLK_RETURN, 0);
    go = tutorial_cells(t, harness_table(&h));
    check(harness_game(&h)->moves_applied == 0 && strstr(t->why, "Try another place") != NULL,
          "a place the rules refuse: try another");
    check(tutorial_aim(t, harness_table(&h), &no_box) == AIM_CELLS && !bb_is_empty(go) && !bb_intersects(go, kept) &&
              bb_is_empty(t->avoid),
          "the ring shows a place to go, not the kept spaces");
    to_ringed(&h, go);
    check(bb_equal(harness_table(&h)->move.preview.cells, go) && t->why[0] == '\0',
          "on the ringed place the complaint goes");
    harness_key(&h, SDLK_RETURN, 0);
    check(harness_game(&h)->moves_applied == 1 && t->step == TUT_COIN, "drawn there: the coin lesson");
    check(t->why[0] == '\0', "the old reason is gone");

    /* the coin lesson takes only its placement */
    TableView *tv = harness_table(&h);
    click_option(&h, 0);
    click_space(&h, "E5"); /* E5 F5 F6: F6 is a mountain */
    harness_release(&h, tv->move.pointer_x, tv->move.pointer_y, SDL_BUTTON_LEFT);
    harness_key(&h, SDLK_RETURN, 0);
    check(harness_game(&h)->moves_applied == 1 && strstr(t->why, "filled") != NULL,
          "an illegal place is refused and the box gives the rule's reason");
    click_space(&h, clear_of_box(&h, (const char *const[]){"D9", "H9", "H3", "D3", NULL}));
    harness_release(&h, tv->move.pointer_x, tv->move.pointer_y, SDL_BUTTON_LEFT);
    check(t->why[0] == '\0', "a legal place clears it");
    harness_key(&h, SDLK_RETURN, 0);
    check(harness_game(&h)->moves_applied == 1 && strstr(t->why, "coin") != NULL,
          "the coin shape elsewhere is held back, with the reason");

    /* a restart goes on at the step kept in the data folder */
    assert_true(harness_restart(&h, args));
    check(harness_top(&h) == SCREEN_MENU, "the menu again");
    harness_key(&h, SDLK_RETURN, 0); /* Resume */
    t = tut_of(&h);
    check(harness_top(&h) == SCREEN_TABLE && t->active && t->step == TUT_COIN, "resumed at the coin lesson");

    /* after another restart, the menu's Tutorial resumes it too (no new game) */
    assert_true(harness_restart(&h, args));
    char err[SESSION_MESSAGE_MAX + 200];
    assert_true(tutorial_start(&h.sh.ui, err, sizeof err));
    harness_tick(&h);
    t = tut_of(&h);
    check(harness_top(&h) == SCREEN_TABLE && t->active && t->step == TUT_COIN && harness_game(&h)->moves_applied == 1,
          "Tutorial in the menu goes back to the unfinished tutorial");
    harness_stop(&h);
}

/* The step kept in tutorial.txt, -1 without one. */
static int kept_step(Harness *h)
{
    TutorialProgress tp;
    char err[SESSION_MESSAGE_MAX + 200];
    tutorial_progress_load(&h->sh.profile, &tp, err, sizeof err);
    return tp.started ? tp.step : -1;
}

/* Before the first shape is drawn: a kill or Ctrl+Q, then Tutorial in the
 * menu, goes on at the kept step instead of the welcome (which overwrote
 * the step). A shape in hand is not kept: its lesson starts at the pick. */
static void test_step_kept_before_the_first_shape(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--size", "1280x800", NULL};
    char err[SESSION_MESSAGE_MAX + 200];
    assert_true(harness_start(&h, args));
    harness_key(&h, SDLK_RETURN, 0); /* the guided first game */
    harness_key(&h, SDLK_RETURN, 0); /* Next */
    Tutorial *t = tut_of(&h);
    check(t->step == TUT_PICK && kept_step(&h) == TUT_PICK, "at the pick, kept in the data folder");
    assert_true(harness_restart(&h, args));
    check(kept_step(&h) == TUT_PICK, "a restart leaves the kept step");
    assert_true(tutorial_start(&h.sh.ui, err, sizeof err));
    harness_tick(&h);
    t = tut_of(&h);
    check(t->active && t->step == TUT_PICK && harness_game(&h)->moves_applied == 0,
          "Tutorial in the menu goes on at the pick, not the welcome");
    check(kept_step(&h) == TUT_PICK, "and the file keeps it");

    click_option(&h, 0);
    click_space(&h, "G8");
    harness_release(&h, harness_table(&h)->move.pointer_x, harness_table(&h)->move.pointer_y, SDL_BUTTON_LEFT);
    check(t->step == TUT_MIRROR && kept_step(&h) == TUT_MIRROR, "a shape on the map: mirror it");
    h.sh.running = true; /* (the loop's) */
    harness_key(&h, SDLK_q, KMOD_CTRL);
    check(!h.sh.running, "Ctrl+Q quits");
    assert_true(harness_restart(&h, args));
    assert_true(tutorial_start(&h.sh.ui, err, sizeof err));
    harness_tick(&h);
    t = tut_of(&h);
    check(t->active && t->step == TUT_PICK, "the placement lesson starts again at the pick (no shape in hand)");
    check(kept_step(&h) == TUT_PICK, "never the welcome");
    harness_stop(&h);
}

/* Killed while spring's scores were showing: the game resumes without
 * that box, so the lesson goes on after it (it said "Continue goes on."
 * with no Continue button). */
static void test_resumed_after_the_season_box(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--size", "1280x800", NULL};
    char err[SESSION_MESSAGE_MAX + 200];
    assert_true(harness_start(&h, args));
    GameSettings gs;
    tutorial_game_settings(&gs);
    Seat seats[MAX_PLAYERS];
    for (int p = 0; p < MAX_PLAYERS; p++)
        session_seat_init(&seats[p], p, SEAT_HUMAN, NULL, "Anna");
    Session *s = session_new(&gs, seats, err, sizeof err);
    assert_non_null(s);
    Rng rng;
    rng_seed(&rng, 5, 5);
    while (game_seasons_scored(session_game(s)) == 0) {
        Move m;
        assert_true(bot_choose(BOT_GREEDY, session_game(s), &rng, &m) && session_apply(s, &m, err, sizeof err));
    }
    check(session_move_count(s) == 6, "spring ends after six moves");
    assert_true(session_autosave(s, h.dir, err, sizeof err));
    session_free(s);
    TutorialProgress tp = {true, 1, TUT_SEASON, 6, false};
    assert_true(tutorial_progress_save(&h.sh.profile, &tp, err, sizeof err));
    assert_true(harness_restart(&h, args));
    check(harness_top(&h) == SCREEN_MENU && h.sh.profile.resume_state == AUTOSAVE_UNFINISHED, "Resume is offered");
    harness_key(&h, SDLK_RETURN, 0);
    Tutorial *t = tut_of(&h);
    TableView *tv = harness_table(&h);
    check(harness_top(&h) == SCREEN_TABLE && harness_box(&h) == SCREEN_TABLE, "the game resumes, no box over it");
    check(t->active && t->step == TUT_FREE, "the lesson goes on after spring's scores");
    check(tutorial_aim(t, tv, &no_box) != AIM_CONTINUE, "pointing at no Continue button");
    harness_stop(&h);
}

/* Left before its first Confirm (the app quit with an option picked),
 * the tutorial is offered by Resume (autosaved at its start) and by
 * Tutorial, at the pick (a shape in hand is not kept), not the welcome. */
static void test_left_before_first_confirm(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    harness_key(&h, SDLK_RETURN, 0); /* the guided first game */
    harness_key(&h, SDLK_RETURN, 0); /* Next */
    click_option(&h, 0);
    check(tut_of(&h)->step == TUT_DRAG && harness_game(&h)->moves_applied == 0, "at the drag step, nothing drawn");
    assert_true(harness_restart(&h, args));
    check(harness_top(&h) == SCREEN_MENU && h.sh.profile.resume_state == AUTOSAVE_UNFINISHED,
          "after a restart the menu offers Resume");
    harness_key(&h, SDLK_RETURN, 0); /* Resume, the first item */
    check(harness_top(&h) == SCREEN_TABLE && tut_of(&h)->active && tut_of(&h)->step == TUT_PICK,
          "Resume goes on at the pick");
    assert_true(harness_restart(&h, args));
    char err[SESSION_MESSAGE_MAX + 200];
    assert_true(tutorial_start(&h.sh.ui, err, sizeof err));
    harness_tick(&h);
    check(harness_top(&h) == SCREEN_TABLE && tut_of(&h)->active && tut_of(&h)->step == TUT_PICK,
          "so does Tutorial in the menu");
    harness_stop(&h);
}

/* A tutorial put aside for another game is kept as a save; Tutorial in
 * the menu loads it again at its step instead of starting afresh. */
static void test_replaced_tutorial_reloaded(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    harness_key(&h, SDLK_RETURN, 0); /* the guided first game */
    Move m;
    assert_true(move_onto(harness_game(&h), spaces("G8 H8 H9 I8"), -1, &m));
    Refusal why;
    assert_true(match_apply(h.sh.match, &m, false, &why));
    harness_tick(&h);
    check(tut_of(&h)->step == TUT_COIN, "one move in: the coin lesson");
    GameSettings gs;
    game_settings_init(&gs, GAME_BASE, 1, 42);
    Seat seats[MAX_PLAYERS];
    profile_solo_seats(h.sh.ui.profile, seats);
    char err[SESSION_MESSAGE_MAX + 200];
    assert_true(match_start(h.sh.match, &gs, seats, -1, "", err, sizeof err));
    harness_tick(&h);
    check(!tut_of(&h)->active, "another game took its place");
    assert_true(tutorial_start(&h.sh.ui, err, sizeof err));
    harness_tick(&h);
    check(harness_top(&h) == SCREEN_TABLE && tutorial_chapter_of(harness_game(&h)) == 1 &&
              harness_game(&h)->moves_applied == 1 && tut_of(&h)->active && tut_of(&h)->step == TUT_COIN,
          "Tutorial loads the kept tutorial at the coin lesson");
    harness_stop(&h);
}

/* A game that is not the tutorial's has no lessons; the menu no longer
 * offers the tutorial first once it was begun. */
static void test_other_games_have_none(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--seed", "7575", "--size", "1280x800", NULL};
    assert_true(harness_start(&h, args));
    check(harness_top(&h) == SCREEN_TABLE, "a game from the command line");
    check(!tut_of(&h)->active, "a game from the command line has no lessons (decrees dealt)");
    harness_stop(&h);
}

/* ---- chapter 2: the Heroes lesson ---- */

static Game heroes_game(void)
{
    GameSettings s;
    tutorial_chapter_settings(&s, 2);
    Game g;
    char err[ERROR_MAX];
    assert_true(game_init(&g, &s, err, sizeof err));
    return g;
}

static void apply_text(Game *g, const char *text)
{
    char err[ERROR_MAX];
    if (!game_apply_text(g, text, err, sizeof err))
        fail_msg("%s was refused: %s", text, err);
}

/* The hero move that destroys the most of the dragon (and how many). */
static int best_hero_move(const Game *g, Move *out)
{
    static Move moves[4096];
    int n = game_legal_moves(g, moves, 4096), best = -1;
    const Card *hero = card_get(g->decision.card);
    Bitboard dragon = bb_and(g->sheets[0].dragon, g->sheets[0].board.layer[CONTENT_MONSTER]);
    for (int i = 0; i < n && i < 4096; i++) {
        int k = bb_count(bb_and(hero_marks(hero, moves[i].at, moves[i].orient), dragon));
        if (k > best) {
            best = k;
            *out = moves[i];
        }
    }
    return best;
}

/* The fixed game still deals what the lesson teaches, in spring: Hillside
 * Terrace, the Dragon Inferno (solo rule, lasting), Frontier Dwelling, Wren
 * the Lioness, whose marks can destroy three dragon spaces. */
static void test_heroes_game_teaches(void **state)
{
    (void)state;
    Game g = heroes_game();
    check(tutorial_chapter_of(&g) == 2 && tutorial_is_game(&g), "the Heroes lesson's game is recognised");
    check(g.settings.kind == GAME_HEROES && g.settings.side == MAP_SIDE_C && g.settings.heroes, "Heroes, side C");
    check(g.decision.kind == DECISION_DRAW && strcmp(current_id(&g), "hillside_terrace") == 0,
          "Hillside Terrace first");
    apply_text(&g, "draw card=hillside_terrace shape=1 orient=0 at=E8 terrain=water");
    check(g.decision.kind == DECISION_AMBUSH && strcmp(current_id(&g), "dragon_inferno") == 0,
          "then the ambush Dragon Inferno");
    check(g.decision.solo_target >= 0, "placed by the solo rule");
    Move moves[64];
    int n = game_legal_moves(&g, moves, 64);
    check(n >= 1, "the dragon has a place");
    apply(&g, &moves[0]);
    check(g.lasting_len == 1 && strcmp(card_get(g.lasting[0])->id, "dragon_inferno") == 0,
          "its card stays: a lasting effect");
    check(bb_count(g.sheets[0].dragon) == 5, "the dragon's five spaces are known");
    check(g.decision.kind == DECISION_DRAW && strcmp(current_id(&g), "frontier_dwelling") == 0,
          "then Frontier Dwelling");
    apply_text(&g, "draw card=frontier_dwelling shape=1 orient=0 at=A7 terrain=farm");
    check(g.decision.kind == DECISION_HERO && strcmp(current_id(&g), "wren_the_lioness") == 0,
          "then the hero Wren the Lioness");
    Move hero;
    check(best_hero_move(&g, &hero) == 3, "her marks can destroy three dragon spaces");
    int coins = g.sheets[0].coins;
    apply(&g, &hero);
    Bitboard gone = bb_and(g.sheets[0].dragon, g.sheets[0].board.layer[CONTENT_DESTROYED]);
    check(bb_count(gone) == 3, "three dragon spaces are destroyed");
    check(g.sheets[0].coins == coins, "two are left: no dragon coins yet");
    check(g.season == 0, "all of it in spring");
}

static void test_heroes_step_for_each_position(void **state)
{
    (void)state;
    Game g = heroes_game();
    check(tutorial_step_for(&g, SCREEN_TABLE) == TUT_H_WELCOME, "a new game: the welcome");
    apply_text(&g, "draw card=hillside_terrace shape=1 orient=0 at=E8 terrain=water");
    check(tutorial_step_for(&g, SCREEN_TABLE) == TUT_H_DRAGON, "the dragon");
    Move moves[64];
    assert_true(game_legal_moves(&g, moves, 64) > 0);
    apply(&g, &moves[0]);
    check(tutorial_step_for(&g, SCREEN_TABLE) == TUT_H_LASTING, "the lasting effect");
    apply_text(&g, "draw card=frontier_dwelling shape=1 orient=0 at=A7 terrain=farm");
    check(tutorial_step_for(&g, SCREEN_TABLE) == TUT_H_HERO_CARD, "the hero card");
    Move hero;
    best_hero_move(&g, &hero);
    apply(&g, &hero);
    check(tutorial_step_for(&g, SCREEN_TABLE) == TUT_H_DESTROYED, "the spaces destroyed");
    while (g.season == 0) {
        assert_true(game_legal_moves(&g, moves, 64) > 0);
        check(tutorial_step_for(&g, SCREEN_TABLE) == (g.moves_applied == 4 ? TUT_H_DESTROYED : TUT_H_PLAY),
              "playing on in spring");
        apply(&g, &moves[0]);
    }
    check(tutorial_step_for(&g, SCREEN_SEASON) == TUT_H_SEASON, "spring's scores shown: the season step");
    check(tutorial_step_for(&g, SCREEN_TABLE) == TUT_H_END, "then the end of the lesson");
    check(tutorial_has_next(TUT_H_END) && !tutorial_has_next(TUT_H_HERO) && tutorial_has_next(TUT_H_LASTING),
          "Next where the steps only explain");
    check(tutorial_step_final(TUT_H_END) && tutorial_step_final(TUT_END) && !tutorial_step_final(TUT_H_PLAY),
          "the chapters' last steps");
    GameSettings other;
    game_settings_init(&other, GAME_HEROES, 1, 1260);
    Game o;
    char err[ERROR_MAX];
    assert_true(game_init(&o, &other, err, sizeof err));
    check(tutorial_chapter_of(&o) == 0, "the seed with dealt decrees is not the lesson's game");
}

/* Clicks space `cell` and lets go (the ghost is centred on it). */
static void click_cell(Harness *h, int cell)
{
    TableView *tv = harness_table(h);
    harness_click_rect(h, layout_cell(&tv->ds.layout, cell));
    harness_release(h, harness_table(h)->move.pointer_x, harness_table(h)->move.pointer_y, SDL_BUTTON_LEFT);
}

/* Through the app: the menu's Heroes lesson, each step waiting for the
 * player, a hero placement that destroys nothing explained and not drawn,
 * the progress kept with chapter 2 and resumed after a restart. */
static void test_heroes_lesson_in_the_app(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--size", "1280x800", NULL};
    assert_true(harness_start(&h, args));
    char err[SESSION_MESSAGE_MAX + 200];
    assert_true(tutorial_start_heroes(&h.sh.ui, err, sizeof err));
    harness_tick(&h);
    Tutorial *t = tut_of(&h);
    check(harness_top(&h) == SCREEN_TABLE && t->active && t->chapter == 2 && t->step == TUT_H_WELCOME,
          "the Heroes lesson opens at its welcome");
    harness_key(&h, SDLK_RETURN, 0);
    check(t->step == TUT_H_FIRST && tutorial_aim(t, harness_table(&h), &no_box) == AIM_OPTIONS, "Next: the first card");
    click_option(&h, 0);
    check(tutorial_aim(t, harness_table(&h), &no_box) == AIM_SHEET, "picked: the map");
    click_cell(&h, bb_index(4, 8));
    check(tutorial_aim(t, harness_table(&h), &no_box) == AIM_CONFIRM, "placed: Confirm");
    harness_key(&h, SDLK_RETURN, 0);
    const Game *g = harness_game(&h);
    check(g->moves_applied == 1 && t->step == TUT_H_DRAGON, "drawn: the dragon");
    Bitboard marked = tutorial_cells(t, harness_table(&h));
    check(bb_count(marked) >= 5 && tutorial_aim(t, harness_table(&h), &no_box) == AIM_CELLS, "its place is marked");
    Move moves[64];
    assert_true(game_legal_moves(g, moves, 64) > 0);
    click_cell(&h, moves[0].at + BOARD_SIZE + 1); /* the middle of its 3 x 3 box */
    harness_key(&h, SDLK_RETURN, 0);
    check(g->moves_applied == 2 && t->step == TUT_H_LASTING, "drawn: its lasting effect");
    SDL_Rect r[8];
    check(tutorial_aim(t, harness_table(&h), &no_box) == AIM_LASTING && tutorial_aim_rects(t, harness_table(&h), &no_box, r, 8) == 1,
          "the box points at the effect's chip");
    harness_key(&h, SDLK_RETURN, 0);
    check(t->step == TUT_H_THIRD, "Next: the next card");
    click_option(&h, 0);
    click_cell(&h, bb_index(1, 8));
    harness_key(&h, SDLK_RETURN, 0);
    check(g->moves_applied == 3 && t->step == TUT_H_HERO_CARD, "the hero card");
    check(tutorial_aim(t, harness_table(&h), &no_box) == AIM_OPTIONS, "pointed at");
    harness_key(&h, SDLK_RETURN, 0);
    check(t->step == TUT_H_HERO && bb_count(tutorial_cells(t, harness_table(&h))) == 5, "place it: the dragon marked");
    /* far from the dragon: explained, not drawn */
    click_cell(&h, bb_index(0, 10));
    harness_key(&h, SDLK_RETURN, 0);
    check(g->moves_applied == 3 && strstr(t->why, "star") != NULL, "a hero that destroys nothing is explained");
    check(strstr(t->why, " R,") && strstr(tutorial_text(t, harness_table(&h)), " R,"), "in the keys' words");
    /* a pad used (the menu and back: no game event): the reason and the step
     * name its buttons at once; the mouse moved, the keys' words are back */
    assert_true(harness_pad_attach(&h));
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_START);
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_START);
    assert_int_equal(harness_top(&h), SCREEN_TABLE);
    check(strstr(t->why, "star") && strstr(t->why, "LB/RB") && strstr(t->why, "press A") && !strstr(t->why, " R,"),
          "the pad used: the reason names its buttons at once");
    check(strstr(tutorial_text(t, harness_table(&h)), "LB/RB") != NULL, "and so does the step");
    harness_move(&h, 2, 2);
    check(strstr(t->why, " R,") && !strstr(t->why, "LB/RB"), "the mouse moved: the keys' words again");
    harness_pad_detach(&h);
    Move hero;
    check(best_hero_move(g, &hero) == 3, "Wren can destroy three");
    for (int k = 0; k < 8 && harness_table(&h)->move.orient != hero.orient; k++)
        harness_key(&h, SDLK_r, 0);
    check(harness_table(&h)->move.orient == hero.orient, "R turns the pattern");
    click_cell(&h, hero.at);
    check(t->why[0] == '\0' && bb_count(harness_table(&h)->move.preview.destroys) == 3, "on the dragon: three crosses");
    harness_key(&h, SDLK_RETURN, 0);
    check(g->moves_applied == 4 && t->step == TUT_H_DESTROYED && bb_count(tutorial_cells(t, harness_table(&h))) == 3,
          "drawn: the destroyed spaces marked");

    /* a restart goes on at the step, in chapter 2 */
    TutorialProgress tp;
    assert_true(tutorial_progress_load(h.sh.ui.profile, &tp, err, sizeof err));
    check(tp.chapter == 2 && tp.step == TUT_H_DESTROYED && tp.moves == 4 && !tp.finished, "the progress file");
    assert_true(harness_restart(&h, args));
    harness_key(&h, SDLK_RETURN, 0); /* Resume */
    t = tut_of(&h);
    check(harness_top(&h) == SCREEN_TABLE && t->active && t->chapter == 2 && t->step == TUT_H_DESTROYED,
          "resumed at the step");
    harness_key(&h, SDLK_RETURN, 0);
    check(t->step == TUT_H_PLAY, "Next: play on");
    harness_stop(&h);
}

/* ---- where the box goes ---- */

static bool meets(SDL_Rect a, SDL_Rect b)
{
    SDL_Rect i;
    return a.w > 0 && b.w > 0 && SDL_IntersectRect(&a, &b, &i);
}

static bool inside(SDL_Rect r, float x, float y)
{
    return r.w > 0 && x >= (float)r.x && x < (float)(r.x + r.w) && y >= (float)(r.y + 0) && y < (float)(r.y + r.h);
}

/* The box of the step on screen covers nothing it points at or the step
 * before pointed at, no box laid over the table, neither the shape laid on
 * the map nor anything drawn on the map (nor the map at all where the
 * player may draw anywhere),
 * neither the season bar, the coin track, the score
 * boxes, a decree's name nor a button; its arrow runs across none of
 * those but what it points at (and the coin track's empty rings). */
static void box_clear(Harness *h, const char *size)
{
    TableView *tv = harness_table(h);
    Tutorial *t = tut_of(h);
    table_view_layout(tv);
    if (!t->active)
        return;
    const Layout *L = &tv->ds.layout;
    BoxOver over = box_over(h);
    TutorialBox b;
    tutorial_box_layout(t, tv, &over, &b);
    SDL_Rect keep[BOARD_SPACES + 200];
    const char *what[BOARD_SPACES + 200];
    int n = 0;
    SDL_Rect aims[64];
    int na = tutorial_aim_rects(t, tv, &over, aims, 64);
    for (int i = 0; i < na; i++) {
        keep[n] = aims[i];
        what[n++] = "what it points at";
    }
    int own = n; /* the arrow may end on those */
    if (over.id != SCREEN_TABLE) {
        keep[n] = over.panel;
        what[n++] = "the box over the table";
    }
    if (t->prev_step >= 0 && t->prev_step != t->step) {
        Tutorial before = *t;
        before.step = t->prev_step;
        before.why[0] = '\0';
        int nb = tutorial_aim_rects(&before, tv, &over, keep + n, 64);
        for (int i = 0; i < nb; i++)
            what[n + i] = "what the step before pointed at";
        n += nb;
    }
    if (tv->move.preview.valid && tv->move.placed && tv->move.ghost >= 0) {
        Bitboard shape = tv->move.preview.cells;
        for (int c = bb_pop(&shape); c >= 0; c = bb_pop(&shape)) {
            keep[n] = layout_cell(L, c);
            what[n++] = "the shape laid on the map";
        }
    }
    static const int anywhere[] = {TUT_CONFIRM, TUT_LAST, TUT_FREE};
    for (int i = 0; i < 3; i++)
        if (t->step == anywhere[i]) {
            keep[n] = L->grid;
            what[n++] = "the map, where the player may draw anywhere";
        }
    const Board *board = &harness_game(h)->sheets[0].board;
    Bitboard drawn = bb_minus(board_filled(board), board_layer(board, CONTENT_MOUNTAIN));
    for (int c = bb_pop(&drawn); c >= 0; c = bb_pop(&drawn)) {
        keep[n] = layout_cell(L, c);
        what[n++] = "a space drawn on";
    }
    for (int s = 0; s < 4 && !game_over(harness_game(h)); s++) { /* after the game: all over, as the final box says */
        keep[n] = L->season_chip[s];
        what[n++] = "the season bar";
    }
    keep[n] = L->coin_track;
    what[n++] = "the coin track";
    keep[n] = L->scores;
    what[n++] = "the score boxes";
    int head = 2 * text_line_height(&tv->g->text, FONT_HEADING);
    for (int d = 0; d < 4; d++) {
        keep[n] = (SDL_Rect){L->decree[d].x + L->inner, L->decree[d].y, L->decree[d].w - 2 * L->inner, head};
        what[n++] = "a decree's name";
    }
    for (int k = 0; k < BTN_COUNT; k++) {
        keep[n] = L->button[k];
        what[n++] = "a button";
    }
    char where[160];
    snprintf(where, sizeof where, "%s, step %s", size, tutorial_step_name(t->step));
    for (int i = 0; i < n; i++)
        if (meets(b.box, keep[i]))
            fail_msg("%s: the box (%d,%d %dx%d) covers %s (%d,%d %dx%d)", where, b.box.x, b.box.y, b.box.w, b.box.h,
                     what[i], keep[i].x, keep[i].y, keep[i].w, keep[i].h);
    if (b.aim.w <= 0)
        return;
    /* the arrow: from the box's point nearest the aim's middle to the aim */
    float cx = (float)b.aim.x + (float)b.aim.w / 2.0f, cy = (float)b.aim.y + (float)b.aim.h / 2.0f;
    float bx = SDL_clamp(cx, (float)b.box.x, (float)(b.box.x + b.box.w));
    float by = SDL_clamp(cy, (float)b.box.y, (float)(b.box.y + b.box.h));
    float ax = SDL_clamp(bx, (float)b.aim.x, (float)(b.aim.x + b.aim.w));
    float ay = SDL_clamp(by, (float)b.aim.y, (float)(b.aim.y + b.aim.h));
    for (int k = 1; k < 40; k++) {
        float x = bx + (ax - bx) * (float)k / 40.0f, y = by + (ay - by) * (float)k / 40.0f;
        bool on_aim = false;
        for (int i = 0; i < own; i++)
            on_aim |= inside(gfx_inset(keep[i], -L->gap), x, y);
        SDL_Rect panel = over.id != SCREEN_TABLE ? over.panel : (SDL_Rect){0, 0, 0, 0};
        if (!on_aim && inside(panel, x, y) && y < (float)(b.aim.y - L->gap))
            fail_msg("%s: the arrow runs across the texts of the box over the table at %.0f,%.0f", where, (double)x,
                     (double)y);
        for (int i = own; i < n && !on_aim; i++) {
            if (!inside(keep[i], x, y) || inside(keep[i], cx, cy)) /* the arrow enters what holds the aim */
                continue;
            if (inside(panel, x, y) && !SDL_RectEquals(&keep[i], &panel)) /* what that box hides is out of sight */
                continue;
            if (strcmp(what[i], "what the step before pointed at") != 0 &&
                strcmp(what[i], "the coin track") != 0) /* a line of empty rings: no words to cross out */
                fail_msg("%s: the arrow runs across %s at %.0f,%.0f", where, what[i], (double)x, (double)y);
        }
    }
}

/* Next, or the step's own thing done, through the harness. */
static void lessons_box_clear(const char *size, const char *lang)
{
    Harness h;
    const char *args[] = {"--size", size, "--lang", lang, NULL};
    char label[32];
    snprintf(label, sizeof label, "%s %s", size, lang);
    assert_true(harness_start(&h, args));
    harness_key(&h, SDLK_RETURN, 0); /* the menu's first item: the guided first game */
    Tutorial *t = tut_of(&h);
    TableView *tv = harness_table(&h);
    assert_true(t->active);
    box_clear(&h, label); /* welcome */
    harness_key(&h, SDLK_RETURN, 0);
    box_clear(&h, label); /* pick */
    click_option(&h, 0);
    box_clear(&h, label); /* drag */
    click_space(&h, "G8");
    harness_release(&h, tv->move.pointer_x, tv->move.pointer_y, SDL_BUTTON_LEFT);
    box_clear(&h, label); /* mirror */
    harness_key(&h, SDLK_f, 0);
    box_clear(&h, label); /* turn */
    harness_key(&h, SDLK_r, 0);
    box_clear(&h, label); /* confirm */
    click_space(&h, "C4");
    harness_release(&h, tv->move.pointer_x, tv->move.pointer_y, SDL_BUTTON_LEFT);
    harness_key(&h, SDLK_RETURN, 0);
    check(t->step == TUT_CONFIRM && t->why[0], "the move onto the kept spaces is held back");
    box_clear(&h, label); /* confirm, with why */
    to_ringed(&h, tutorial_cells(t, tv));
    harness_key(&h, SDLK_RETURN, 0);
    check(t->step == TUT_COIN, "drawn on the ringed place: the coin lesson");
    static const char *const lessons[] = {"A3 A4 B3", "B5 C3 C4 C5", "B6 C7"};
    for (int i = 0; i < 3; i++) {
        box_clear(&h, label); /* coin, surround, ruins */
        Move m;
        assert_true(move_onto(harness_game(&h), spaces(lessons[i]), i == 0 ? CONTENT_VILLAGE : -1, &m));
        Refusal why;
        assert_true(match_apply(h.sh.match, &m, false, &why));
        harness_tick(&h);
        box_clear(&h, label); /* coin_done, surround_done, ambush */
        if (tutorial_has_next(t->step))
            harness_key(&h, SDLK_RETURN, 0);
    }
    check(t->step == TUT_AMBUSH, "the ambush");
    for (int i = 0; i < 2; i++) { /* the monster, spring's last card */
        Move moves[64];
        assert_true(game_legal_moves(harness_game(&h), moves, 64) > 0);
        Refusal why;
        assert_true(match_apply(h.sh.match, &moves[0], false, &why));
        harness_tick(&h);
        box_clear(&h, label); /* scores, season */
        harness_key(&h, SDLK_RETURN, 0);
        box_clear(&h, label); /* last, free */
    }
    check(t->step == TUT_FREE, "playing on alone");
    for (int i = 0; i < 200 && !game_over(harness_game(&h)); i++) {
        if (harness_box(&h) != SCREEN_TABLE)
            harness_key(&h, SDLK_RETURN, 0);
        else
            assert_true(harness_play_move(&h));
    }
    for (int i = 0; i < 8 && harness_box(&h) != SCREEN_FINAL; i++)
        harness_key(&h, SDLK_RETURN, 0);
    check(t->step == TUT_END, "the end");
    box_clear(&h, label); /* end */
    harness_stop(&h);
}

static void test_box_covers_nothing_taught(void **state)
{
    (void)state;
    lessons_box_clear("1024x700", "en");
    lessons_box_clear("1920x1080", "en");
    lessons_box_clear("1024x700", "de"); /* longer sentences: taller boxes */
    lessons_box_clear("1024x700", "hu");
}

/* The Heroes lesson by a pad, at 1024x700 and on a Steam Deck, in English,
 * Dutch and Hungarian: the welcome names the pad's A (not "Next"), its
 * Next shows the ring, the box leaves the newest card's name whole; A goes
 * on, and the first card's step names A too (not "Confirm"). */
static void heroes_by_pad(const char *size, const char *lang)
{
    Harness h;
    const char *args[] = {"--size", size, "--lang", lang, NULL};
    assert_true(harness_start(&h, args));
    char err[SESSION_MESSAGE_MAX + 200];
    assert_true(tutorial_start_heroes(&h.sh.ui, err, sizeof err));
    harness_tick(&h);
    assert_true(harness_pad_attach(&h));
    Tutorial *t = tut_of(&h);
    TableView *tv = harness_table(&h);
    assert_true(t->active && t->step == TUT_H_WELCOME);
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER); /* the pad used: turns nothing yet */
    check(h.sh.gfx.input == INPUT_PAD && t->step == TUT_H_WELCOME, "the pad was used, the welcome stays");
    char what[700];
    const char *next = i18n_gettext("Next"), *confirm = i18n_gettext("Confirm");
    const char *line = tutorial_text(t, tv);
    snprintf(what, sizeof what, "%s %s, the welcome by a pad: \"%s\" names A, not %s", size, lang, line, next);
    check(strstr(line, " A.") && !strstr(line, next), what);
    table_view_layout(tv);
    BoxOver over = box_over(&h);
    TutorialBox b;
    tutorial_box_layout(t, tv, &over, &b);
    check(b.next.w > 0 && b.next_ring, "its Next shows the ring");
    int ids[LAYOUT_MAX_CARDS];
    SDL_Rect cards[LAYOUT_MAX_CARDS], spine, name, body;
    int n = view_row(tv, ids);
    layout_cards(&tv->ds.layout, n, cards);
    assert_true(n > 0);
    layout_card_parts(&tv->ds.layout, cards[n - 1], &spine, &name, &body);
    snprintf(what, sizeof what, "%s %s: the box (%d,%d %dx%d) leaves the card's name (%d,%d %dx%d) whole", size, lang,
             b.box.x, b.box.y, b.box.w, b.box.h, name.x, name.y, name.w, name.h);
    check(name.w > 0 && !SDL_HasIntersection(&b.box, &name), what);
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A);
    check(t->step == TUT_H_FIRST, "A presses Next");
    line = tutorial_text(t, tv);
    snprintf(what, sizeof what, "%s %s, the first card by a pad: \"%s\" names A, not %s", size, lang, line, confirm);
    check(strstr(line, " A.") && !strstr(line, confirm), what);
    harness_pad_detach(&h);
    harness_stop(&h);
}

static void test_heroes_lesson_by_pad(void **state)
{
    (void)state;
    static const char *const langs[] = {"en", "nl", "hu"};
    for (int i = 0; i < 3; i++) {
        heroes_by_pad("1024x700", langs[i]);
        heroes_by_pad("1280x800", langs[i]);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_game_teaches),
        cmocka_unit_test(test_step_for_each_position),
        cmocka_unit_test(test_progress_file),
        cmocka_unit_test(test_lessons_wait_and_explain),
        cmocka_unit_test(test_step_kept_before_the_first_shape),
        cmocka_unit_test(test_resumed_after_the_season_box),
        cmocka_unit_test(test_box_covers_nothing_taught),
        cmocka_unit_test(test_left_before_first_confirm),
        cmocka_unit_test(test_replaced_tutorial_reloaded),
        cmocka_unit_test(test_other_games_have_none),
        cmocka_unit_test(test_heroes_game_teaches),
        cmocka_unit_test(test_heroes_step_for_each_position),
        cmocka_unit_test(test_heroes_lesson_in_the_app),
        cmocka_unit_test(test_heroes_lesson_by_pad),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
