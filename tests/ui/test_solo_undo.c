/* test_solo_undo.c: the solo take-back and the game's marks at the table,
 * driven by input events through the whole app (harness.h): the status line
 * asks for a Confirm only when the setting "confirm each placement" is on;
 * Undo in solo warns once, then takes the draw back and marks the game as
 * not counted (kept in the autosave, left out of the campaign and the
 * statistics); a move made with the Hint showing marks the game, the end
 * box, the statistics and the campaign (docs/rules.md §10d). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "autosave.h"
#include "campaign.h"
#include "harness.h"
#include "play.h"
#include "session.h"
#include "settings.h"
#include "stats.h"
#include "draw.h"
#include "table.h"
#include "ui_test.h"
#include "view.h"

/* With SOLO_UNDO_SHOTS=DIR the states the tests reach are also written
 * there as pictures, for looking at (not compared). */
static void shot(Harness *h, const char *name)
{
    const char *dir = getenv("SOLO_UNDO_SHOTS");
    if (!dir || !dir[0])
        return;
    char path[512];
    snprintf(path, sizeof path, "%s/%s.png", dir, name);
    harness_shot(h, path);
}

static int moves_of(Harness *h) { return session_move_count(match_session(h->sh.match)); }

/* A legal space for the picked option: hovering shows a legal ghost. */
static int legal_cell(Harness *h)
{
    TableView *tv = harness_table(h);
    for (int cell = 0; cell < BOARD_SPACES; cell++) {
        SDL_Rect r = layout_cell(&tv->ds.layout, cell);
        harness_move(h, r.x + r.w / 2, r.y + r.h / 2);
        if (tv->move.preview.valid && tv->move.preview.legal && !tv->move.placed)
            return cell;
    }
    return -1;
}

static char *read_text(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    static char buf[1 << 16];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    return buf;
}

/* The status line says "then Confirm" only with the setting on; with it
 * off a shape let go on the map is drawn at once, and the line says so. */
static void test_status_follows_the_setting(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--seed", "3", NULL};
    assert_true(harness_start(&h, args));
    TableView *tv = harness_table(&h);
    Settings *set = &h.sh.profile.settings;
    assert_int_equal(settings_get(set, SET_CONFIRM), 1);
    check(strstr(tv->facts.status, "then Confirm") != NULL, "with confirming on the status asks for a Confirm");

    settings_set(set, SET_CONFIRM, 0);
    SDL_Rect opts[UI_MAX_OPTIONS];
    assert_true(view_option_rects(tv, opts) > 1);
    harness_click_rect(&h, opts[0]);
    harness_key(&h, SDLK_ESCAPE, 0); /* puts the shape back: the decision's line again */
    harness_move(&h, 1, 1);            /* in the mouse's words (the keys draw with Enter) */
    check(strstr(tv->facts.status, "Confirm") == NULL, "with confirming off the status never asks for a Confirm");
    check(strstr(tv->facts.status, "drawn at once") != NULL, "it says the shape is drawn when dropped");

    harness_click_rect(&h, opts[0]);
    int cell = legal_cell(&h);
    assert_true(cell >= 0);
    SDL_Rect r = layout_cell(&tv->ds.layout, cell);
    int before = moves_of(&h);
    harness_press(&h, r.x + r.w / 2, r.y + r.h / 2, SDL_BUTTON_LEFT);
    check(strstr(tv->facts.status, "Let go to draw it there") != NULL && strstr(tv->facts.status, "Confirm") == NULL,
          "holding it on the map: let go to draw (no Confirm)");
    shot(&h, "noconfirm-holding");
    harness_release(&h, r.x + r.w / 2, r.y + r.h / 2, SDL_BUTTON_LEFT);
    check(moves_of(&h) == before + 1, "letting go drew it without a Confirm");
    shot(&h, "noconfirm-next");
    check(strstr(tv->facts.status, "Confirm") == NULL, "the next card's line asks for no Confirm either");

    /* and back on: the line asks for the Confirm again, and a drop waits */
    settings_set(set, SET_CONFIRM, 1);
    assert_true(view_option_rects(tv, opts) > 0);
    assert_int_equal(harness_game(&h)->decision.kind, DECISION_DRAW);
    assert_true(tv->move.noptions > 1);
    harness_click_rect(&h, opts[0]);
    harness_key(&h, SDLK_ESCAPE, 0);
    harness_move(&h, 1, 1); /* the mouse's words again */
    check(strstr(tv->facts.status, "then Confirm") != NULL, "with confirming on again the status asks for it");
    harness_click_rect(&h, opts[0]);
    cell = legal_cell(&h);
    assert_true(cell >= 0);
    r = layout_cell(&tv->ds.layout, cell);
    before = moves_of(&h);
    harness_click(&h, r.x + r.w / 2, r.y + r.h / 2, SDL_BUTTON_LEFT);
    check(moves_of(&h) == before, "with confirming on a drop waits");
    check(strstr(tv->facts.status, "Confirm (Enter)") != NULL, "and the status asks for the Confirm");
    harness_stop(&h);
}

/* With the pointer on Undo after its warning: the tooltip says the whole
 * warning (wrapped, not cut), inside the window, and leaves the status
 * line that says it too readable; at the largest text size as well. */
static void undo_tooltip_clear(Harness *h)
{
    TableView *tv = harness_table(h);
    const int sizes[] = {100, 150};
    for (int i = 0; i < 2; i++) {
        harness_text_size(h, sizes[i]);
        harness_tick(h);
        const Layout *L = &tv->ds.layout;
        SDL_Rect undo = L->button[BTN_UNDO];
        harness_move(h, undo.x + undo.w / 2, undo.y + undo.h / 2);
        harness_tick(h);
        char tip[200], what[120];
        SDL_Rect box;
        check(table_tooltip_box(tv, tip, sizeof tip, &box) && strstr(tip, "no longer count") != NULL,
              "the Undo tooltip says what the take-back costs");
        TextSystem *ts = &h->sh.gfx.text;
        int lines = text_wrap_count(ts, FONT_BODY, tip, box.w - 2 * L->inner);
        snprintf(what, sizeof what, "every line of the tooltip fits in its box (%d %%)", sizes[i]);
        check(lines * text_line_height(ts, FONT_BODY) <= box.h, what);
        snprintf(what, sizeof what, "a tooltip too wide for its box wraps (%d %%)", sizes[i]);
        check(text_width(ts, FONT_BODY, tip) + 2 * L->inner <= box.w || lines > 1, what);
        snprintf(what, sizeof what, "the tooltip is inside the window (%d %%)", sizes[i]);
        check(box.x >= 0 && box.y >= 0 && box.x + box.w <= L->w && box.y + box.h <= L->h, what);
        snprintf(what, sizeof what, "the tooltip leaves the status line's warning readable (%d %%)", sizes[i]);
        check(!SDL_HasIntersection(&box, &L->status), what);
        shot(h, sizes[i] == 100 ? "takeback-tooltip" : "takeback-tooltip-150");
    }
    harness_text_size(h, 100);
    harness_move(h, 1, 1);
    harness_tick(h);
}

/* Undo in solo after the next card showed: the first press warns and
 * changes nothing, the second takes the draw back and marks the game; the
 * autosave keeps the mark; the finished game stays out of the campaign and
 * the statistics, and the end box says why. */
static void test_solo_take_back(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--seed", "3", "--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    GameSettings gs;
    assert_true(campaign_settings(0, 11, &gs));
    char err[SESSION_MESSAGE_MAX];
    assert_true(match_start(h.sh.match, &gs, NULL, 0, "", err, sizeof err));
    harness_tick(&h);
    TableView *tv = harness_table(&h);
    check(!tv->facts.can_undo, "nothing to undo at the start");

    assert_true(harness_play_move(&h));
    harness_tick(&h);
    const Game *g = harness_game(&h);
    int moves = moves_of(&h);
    check(tv->facts.can_undo && tv->facts.undo_marks, "Undo is offered in solo, as a take-back that marks the game");
    check(match_counts(h.sh.match), "the game counts so far");
    Game before = *g;

    harness_key(&h, SDLK_z, KMOD_LCTRL);
    check(moves_of(&h) == moves, "the first Undo only warns");
    check(strstr(tv->facts.status, "no longer counts") != NULL && strstr(tv->facts.status, "Undo again") != NULL,
          "the warning says what the take-back costs");
    check(match_counts(h.sh.match), "still counted after the warning");
    shot(&h, "takeback-warning");
    undo_tooltip_clear(&h);

    harness_key(&h, SDLK_z, KMOD_LCTRL);
    check(moves_of(&h) == moves - 1, "the second Undo takes the draw back");
    check(!match_counts(h.sh.match), "the game no longer counts");
    check(strstr(tv->facts.status, "no longer counts") != NULL, "the status line says so");
    check(session_takebacks(match_session(h.sh.match)) == 1, "one take-back");

    /* the autosave holds the mark */
    char path[256];
    snprintf(path, sizeof path, "%s/%s", h.dir, AUTOSAVE_FILE);
    const char *text = read_text(path);
    check(text && strncmp(text, "cartographers-save 3\n", 21) == 0 && strstr(text, "\ntook-back 1\n"),
          "the autosave keeps the take-back");

    /* redo gives the same game back (the deck follows from the seed) */
    harness_key(&h, SDLK_y, KMOD_LCTRL);
    check(moves_of(&h) == moves && harness_game(&h)->deck_len == before.deck_len &&
              harness_game(&h)->row_len == before.row_len,
          "redo puts the draw back with the same card showing");

    /* a game already marked takes back without asking again */
    harness_tick(&h);
    harness_key(&h, SDLK_z, KMOD_LCTRL);
    check(moves_of(&h) == moves - 1, "a marked game takes back at once");
    check(session_takebacks(match_session(h.sh.match)) == 2, "two take-backs");

    for (int i = 0; i < 200 && !game_over(harness_game(&h)); i++) {
        harness_dismiss(&h);
        if (!game_over(harness_game(&h)))
            assert_true(harness_play_move(&h));
    }
    assert_true(game_over(harness_game(&h)));
    check(h.sh.profile.stats.played_solo == 0 && h.sh.profile.stats.ngames == 0, "the statistics leave the game out");
    check(h.sh.profile.campaign.games[0].played == 0, "the campaign leaves it out");
    check(strstr(match_result_note(h.sh.match), "Not counted") != NULL, "the end box says it does not count");
    while (harness_box(&h) != SCREEN_TABLE && harness_box(&h) != SCREEN_FINAL)
        harness_key(&h, SDLK_RETURN, 0); /* the season's box first */
    check(harness_top(&h) == SCREEN_FINAL, "the end box shows");
    shot(&h, "takeback-end-box");
    harness_dismiss(&h);
    shot(&h, "takeback-end-table");
    check(strstr(tv->facts.status, "Not counted") != NULL, "the final status line says so");
    harness_stop(&h);
}

/* A move made with the Hint showing marks the game; the finished game is
 * counted and marked in the statistics and the campaign. */
static void test_hint_marks_the_game(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--seed", "3", NULL};
    assert_true(harness_start(&h, args));
    GameSettings gs;
    assert_true(campaign_settings(0, 12, &gs));
    char err[SESSION_MESSAGE_MAX];
    assert_true(match_start(h.sh.match, &gs, NULL, 0, "", err, sizeof err));
    harness_tick(&h);
    TableView *tv = harness_table(&h);

    assert_true(harness_play_move(&h));
    check(match_hints(h.sh.match) == 0, "a move without the Hint leaves no mark");
    harness_key(&h, SDLK_h, 0);
    for (int i = 0; i < 3000 && match_hint_state(h.sh.match) != HINT_SHOWN; i++)
        harness_tick(&h);
    assert_int_equal(match_hint_state(h.sh.match), HINT_SHOWN);
    harness_tick(&h);
    int moves = moves_of(&h);
    harness_key(&h, SDLK_RETURN, 0);
    check(moves_of(&h) == moves + 1, "Enter takes the hint's move");
    check(match_hints(h.sh.match) == 1, "the move made with the hint marks the game");

    char path[256];
    snprintf(path, sizeof path, "%s/%s", h.dir, AUTOSAVE_FILE);
    const char *text = read_text(path);
    check(text && strstr(text, "\nhints 1\n") != NULL, "the autosave keeps the mark");

    for (int i = 0; i < 200 && !game_over(harness_game(&h)); i++) {
        harness_dismiss(&h);
        if (!game_over(harness_game(&h)))
            assert_true(harness_play_move(&h));
    }
    assert_true(game_over(harness_game(&h)));
    check(match_hints(h.sh.match) == 1, "the later moves were made without the hint");
    const Stats *st = &h.sh.profile.stats;
    check(st->played_solo == 1 && st->ngames == 1 && st->games[0].hints, "the statistics count it, marked");
    const CampaignResult *cr = &h.sh.profile.campaign.games[0];
    check(cr->played == 1 && cr->best_hints, "the campaign counts it, marked");
    check(strstr(match_result_note(h.sh.match), "With hints") != NULL, "the end box says it was played with hints");
    while (harness_box(&h) != SCREEN_TABLE && harness_box(&h) != SCREEN_FINAL)
        harness_key(&h, SDLK_RETURN, 0);
    check(harness_top(&h) == SCREEN_FINAL, "the end box shows");
    /* the summary says what the box says */
    harness_click_rect(&h, harness_spot(&h, SCREEN_FINAL, "copy_summary"));
    char *summary = SDL_GetClipboardText();
    check(summary && strstr(summary, " \xC2\xB7 with hints: ") != NULL, "Copy summary says \"with hints\"");
    printf("# %s\n", summary ? summary : "(nothing)");
    SDL_free(summary);
    shot(&h, "hints-end-box");
    harness_dismiss(&h);
    check(strstr(tv->facts.status, "Played with hints") != NULL, "the final status line says so");
    if (getenv("SOLO_UNDO_SHOTS")) {
        ui_push(&h.sh.ui, SCREEN_STATS, 0);
        harness_tick(&h);
        shot(&h, "hints-stats");
        ui_push(&h.sh.ui, SCREEN_CAMPAIGN, 0);
        harness_tick(&h);
        shot(&h, "hints-campaign");
    }

    snprintf(path, sizeof path, "%s/stats.txt", h.dir);
    text = read_text(path);
    check(text && strstr(text, " hints\n") != NULL, "the statistics file keeps the mark");
    harness_stop(&h);
}

/* Signed numbers ("+5", "-3") in a text. */
static int signed_numbers(const char *s)
{
    int n = 0;
    for (const char *q = s; *q; q++)
        n += (*q == '+' || *q == '-') && q[1] >= '0' && q[1] <= '9';
    return n;
}

/* The hint says one number once: the "+N" beside the ghost, what the move
 * adds to the projected total (the Total box's change); the status line
 * and the tooltips repeat no other number for it. */
static void test_hint_says_one_number(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--seed", "11", NULL};
    assert_true(harness_start(&h, args));
    TableView *tv = harness_table(&h);
    ViewScores before;
    view_scores(tv, &before);
    harness_key(&h, SDLK_h, 0);
    for (int i = 0; i < 3000 && match_hint_state(h.sh.match) != HINT_SHOWN; i++)
        harness_tick(&h);
    assert_int_equal(match_hint_state(h.sh.match), HINT_SHOWN);
    harness_tick(&h);
    ViewGhost ghost;
    view_ghost(tv, &ghost);
    ViewScores after;
    view_scores(tv, &after);
    char label[24];
    snprintf(label, sizeof label, "%+d", after.projected_total - before.projected_total);
    check(ghost.active && strcmp(ghost.label, label) == 0, "the ghost's number is the Total box's change");
    check(signed_numbers(tv->facts.status) == 0, "the status line gives the hint no second number");
    Bitboard cells = tv->move.preview.cells;
    SDL_Rect q = layout_cell(&tv->ds.layout, bb_pop(&cells));
    harness_move(&h, q.x + q.w / 2, q.y + q.h / 2);
    char tip[600];
    check(view_tooltip(tv, tip, sizeof tip) && signed_numbers(tip) == 0,
          "the ghost's tooltip says what its number is, with no second one");
    SDL_Rect b = tv->ds.layout.button[BTN_HINT];
    harness_move(&h, b.x + b.w / 2, b.y + b.h / 2);
    check(view_tooltip(tv, tip, sizeof tip) && signed_numbers(tip) == 0, "so does the Hint button's");
    shot(&h, "hint-one-number");
    harness_stop(&h);
}

/* H shows at once that the hint is thinking, and an Enter pressed before it
 * comes is not lost: the hint's move is drawn once it comes. */
static void test_enter_while_the_hint_thinks(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--seed", "11", NULL};
    assert_true(harness_start(&h, args));
    TableView *tv = harness_table(&h);
    int moves = moves_of(&h);
    harness_key(&h, SDLK_h, 0);
    check(match_hint_state(h.sh.match) == HINT_THINKING && strstr(tv->facts.status, "thinking") != NULL,
          "H says at once that the hint is thinking");
    harness_key(&h, SDLK_RETURN, 0);
    check(moves_of(&h) == moves && !tv->facts.status_error, "Enter meanwhile commits nothing yet, and is no error");
    printf("# %s\n", tv->facts.status);
    shot(&h, "hint-enter-queued");
    for (int i = 0; i < 3000 && moves_of(&h) == moves; i++)
        harness_tick(&h);
    check(moves_of(&h) == moves + 1, "once the hint comes, the Enter draws its move");
    check(match_hints(h.sh.match) == 1, "a move made with the hint");
    harness_stop(&h);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_status_follows_the_setting),
        cmocka_unit_test(test_solo_take_back),
        cmocka_unit_test(test_hint_marks_the_game),
        cmocka_unit_test(test_hint_says_one_number),
        cmocka_unit_test(test_enter_while_the_hint_thinks),
    };
    return cmocka_run_group_tests_name("ui_solo_undo", tests, NULL, NULL);
}
