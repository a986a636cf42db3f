/* test_review_seats.c: the review screen of a game of six through the whole
 * app (harness.h), in German (long words): a seat's review left for
 * another seat and picked again goes on from the moves it had reviewed
 * (never from zero); Cancel stops that seat's review and stays on the
 * screen with the names and a line saying whose review stopped, and it
 * stays stopped when another seat is picked and it again; Go on (or its
 * name while it is shown) goes on with it, Esc still leaves; a review
 * closed while it runs goes on from its moves when opened again;
 * finished, the moves are named by the seat's own count ("Zug 7" for its
 * seventh move, never the game log's number), the ring round the last
 * move's point stays inside the chart, and a season line that wraps hangs
 * its next lines after "Sommer: " (at 100 % and 150 % text) and the move's
 * map has room for its rows' letters and columns' numbers. The
 * pad's strip of hints names X (round the buttons) beside A and B. The
 * statistics list a game of six kept among the past games with a Review
 * button (reached by Tab) that opens its review with the names.
 *
 *   test_ui_review_seats BUILD/po */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fonts.h"
#include "glyphs.h"
#include "harness.h"
#include "i18n.h"
#include "names.h"
#include "screens.h"
#include "shell.h"
#include "ui_test.h"

static int done(Harness *h) { return harness_number(h, SCREEN_REVIEW, "done"); }

static bool state_is(Harness *h, const char *state) { return strcmp(harness_value(h, SCREEN_REVIEW, "state"), state) == 0; }

/* Ticks while the review runs until it has reviewed `moves` moves (or is done). */
static void wait_for(Harness *h, int moves)
{
    for (int i = 0; i < 30000 && state_is(h, "running") && done(h) < moves; i++) {
        SDL_Delay(20);
        harness_tick(h);
    }
}

static void click(Harness *h, const char *spot)
{
    SDL_Rect r = harness_spot(h, SCREEN_REVIEW, spot);
    check(r.w > 0, spot);
    harness_click_rect(h, r);
    harness_tick(h);
}

static bool inside(SDL_Rect in, SDL_Rect out)
{
    return in.w > 0 && in.x >= out.x && in.y >= out.y && in.x + in.w <= out.x + out.w && in.y + in.h <= out.y + out.h;
}

/* Every season line that wraps starts its next lines after "<season>: "; true when one did. */
static bool seasons_hang(Harness *h, const char *what)
{
    bool wrapped = false;
    for (int s = 0; s < SEASONS; s++) {
        char name[32], head[64];
        snprintf(name, sizeof name, "season_indent_%d", s);
        int indent = harness_number(h, SCREEN_REVIEW, name);
        if (indent == 0)
            continue;
        wrapped = true;
        snprintf(head, sizeof head, "%s: ", name_season(s));
        int want = text_width(&h->sh.gfx.text, FONT_SMALL, head);
        printf("# %s: %s wraps, its next lines from %d px (\"%s\" is %d px)\n", what, name_season(s), indent, head,
               want);
        check(indent == want, "a wrapped season line hangs after its season's name");
    }
    return wrapped;
}

static void test_six(void **state)
{
    (void)state;
    const char *args[] = {"--size", "1024x700", "--lang", "de", "--seats", "human,easy,easy,medium,easy,easy",
                          "--seed", "11", "--autoplay", "999", NULL};
    Harness h;
    assert_true(harness_start(&h, args));
    for (int i = 0; i < 10 && harness_box(&h) != SCREEN_FINAL; i++) {
        harness_key(&h, SDLK_RETURN, 0);
        harness_tick(&h);
    }
    harness_click_rect(&h, harness_spot(&h, SCREEN_FINAL, "review"));
    harness_tick(&h);
    check(harness_top(&h) == SCREEN_REVIEW && state_is(&h, "running") && harness_number(&h, SCREEN_REVIEW, "seat") == 0,
          "the review of the first seat runs");
    int tasks = harness_number(&h, SCREEN_REVIEW, "tasks");

    /* another seat and back: the moves reviewed are not reviewed again */
    wait_for(&h, 3);
    int before = done(&h);
    click(&h, "seat_1");
    check(harness_number(&h, SCREEN_REVIEW, "seat") == 1 && state_is(&h, "running") && done(&h) < before,
          "the second seat's review starts on its own");
    click(&h, "seat_0");
    printf("# the first seat: %d moves reviewed when left, %d when picked again\n", before, done(&h));
    check(harness_number(&h, SCREEN_REVIEW, "seat") == 0 && state_is(&h, "running") && done(&h) >= before,
          "picked again, the first seat's review goes on from the moves it had reviewed");

    /* Cancel: that seat's review stops, the screen stays */
    wait_for(&h, before + 1);
    click(&h, "cancel");
    int stopped = done(&h);
    check(harness_top(&h) == SCREEN_REVIEW && state_is(&h, "stopped") && stopped > before && stopped < tasks,
          "Cancel stops the seat's review and stays on the review screen");
    check(harness_spot(&h, SCREEN_REVIEW, "seat_5").w > 0 && harness_spot(&h, SCREEN_REVIEW, "resume").w > 0,
          "with the names and Go on");
    click(&h, "seat_2");
    click(&h, "seat_0");
    check(state_is(&h, "stopped") && done(&h) == stopped && harness_spot(&h, SCREEN_REVIEW, "resume").w > 0,
          "the stopped seat picked again after another is still stopped, with its moves and Go on");
    click(&h, "seat_0");
    check(state_is(&h, "running") && done(&h) >= stopped, "its name picked again while it is shown goes on with it");
    click(&h, "cancel");
    stopped = done(&h);
    click(&h, "resume");
    check(state_is(&h, "running") && done(&h) >= stopped, "Go on goes on with it");

    /* closed while it runs and opened again: it goes on from the moves it had reviewed */
    wait_for(&h, stopped + 1);
    int left = done(&h);
    harness_key(&h, SDLK_ESCAPE, 0);
    harness_tick(&h);
    check(harness_top(&h) != SCREEN_REVIEW && harness_box(&h) == SCREEN_FINAL, "Esc leaves the review while it runs");
    harness_click_rect(&h, harness_spot(&h, SCREEN_FINAL, "review"));
    harness_tick(&h);
    printf("# closed with %d moves reviewed; opened again with %d\n", left, done(&h));
    check(harness_top(&h) == SCREEN_REVIEW && harness_number(&h, SCREEN_REVIEW, "seat") == 0 &&
              state_is(&h, "running") && left > stopped && done(&h) >= left,
          "opened again, the review goes on from the moves it had reviewed (it began again from none)");

    /* finished: the seat's own count of its moves */
    wait_for(&h, tasks + 1); /* (all reviewed, then collected) */
    check(state_is(&h, "done") && harness_number(&h, SCREEN_REVIEW, "moves") == tasks, "the review ends");
    harness_key(&h, SDLK_END, 0);
    char want[32];
    snprintf(want, sizeof want, "Zug %d (", tasks);
    const char *sentence = harness_value(&h, SCREEN_REVIEW, "sentence");
    printf("# the last move: %s\n", sentence);
    check(strncmp(sentence, want, strlen(want)) == 0, "the last move is named by the seat's own count");

    /* the ring inside the chart; the season lines hanging */
    bool wrapped = false;
    const int sizes[] = {100, 150};
    for (int k = 0; k < 2; k++) {
        harness_text_size(&h, sizes[k]);
        harness_tick(&h);
        SDL_Rect ring = harness_spot(&h, SCREEN_REVIEW, "ring"), chart = harness_spot(&h, SCREEN_REVIEW, "chart");
        printf("# %d%%: the ring %d,%d %dx%d, the chart %d,%d %dx%d\n", sizes[k], ring.x, ring.y, ring.w, ring.h,
               chart.x, chart.y, chart.w, chart.h);
        check(inside(ring, chart), "the ring round the last move's point is inside the chart");
        /* the move's map has its rows' letters left of it and its columns' numbers above */
        SDL_Rect grid = harness_spot(&h, SCREEN_REVIEW, "map_played"),
                 area = harness_spot(&h, SCREEN_REVIEW, "map_area");
        int band = harness_number(&h, SCREEN_REVIEW, "map_band"), cell = harness_number(&h, SCREEN_REVIEW, "map_cell");
        int step = harness_number(&h, SCREEN_REVIEW, "map_step");
        TextSystem *ts = &h.sh.gfx.text;
        printf("# %d%%: the map %d,%d %dx%d in %d,%d %dx%d, cells of %d px, letters in %d px, every %d labelled\n",
               sizes[k], grid.x, grid.y, grid.w, grid.h, area.x, area.y, area.w, area.h, cell, band, step);
        check(grid.w == BOARD_SIZE * cell && inside(grid, area), "the move's map is drawn");
        check(band >= text_width(ts, FONT_SMALL, "K") && grid.x - band >= area.x &&
                  grid.y - text_line_height(ts, FONT_SMALL) >= area.y,
              "with room for the rows' letters left of it and the columns' numbers above it");
        check(step == 1 ? text_width(ts, FONT_SMALL, "11") + 2 <= cell
                        : step == 2 && text_width(ts, FONT_SMALL, "11") + 2 > cell,
              "every row and column labelled where a cell holds \"11\", else every other one");
        wrapped |= seasons_hang(&h, sizes[k] == 100 ? "100%" : "150%");
    }
    check(wrapped, "a season line wraps at 150 % (the hanging indent was seen)");

    /* with a pad, the strip names X too: the arrows step through the moves, X goes round the buttons */
    if (harness_pad_attach(&h)) {
        harness_pad_button(&h, SDL_CONTROLLER_BUTTON_X);
        h.sh.redraw = true;
        harness_tick(&h);
        PadHint three[3];
        int n = glyph_panel_hints(three, true);
        check(n == 3 &&
                  h.sh.gfx.hints_strip.w == glyph_hints_width(&h.sh.gfx, three, n, HINTS_ROW) + 2 * h.sh.gfx.m.inner,
              "the review's pad strip shows A, B and X");
        harness_pad_detach(&h);
    }

    harness_key(&h, SDLK_ESCAPE, 0);
    harness_tick(&h);
    check(harness_top(&h) != SCREEN_REVIEW && harness_box(&h) == SCREEN_FINAL, "Esc leaves for the final box");

    /* a game of six among the past games (a game autoplayed to its end is
     * never kept): the statistics list it with a Review button, which the
     * ring reaches by Tab and which opens the review with the names */
    check(harness_keep_six(h.dir), "a game of six is kept among the past games");
    shell_push(&h.sh, SCREEN_STATS, 0);
    harness_tick(&h);
    printf("# the statistics: %s games of several players listed\n", harness_value(&h, SCREEN_STATS, "multi"));
    check(harness_number(&h, SCREEN_STATS, "multi") == 1, "the statistics list the latest game of several players");
    /* its players "1. Anna: 84 · 2. ...": lines break between them, each
     * one's place, name and points on one line (no-break spaces) */
    char players[1024];
    snprintf(players, sizeof players, "%s", harness_value(&h, SCREEN_STATS, "multi_players_0"));
    printf("# its players: %s\n", players);
    int parts = 0;
    bool whole = true;
    for (char *p = players, *dot; p; p = dot ? dot + 4 : NULL, parts++) {
        dot = strstr(p, " \xC2\xB7 ");
        size_t len = dot ? (size_t)(dot - p) : strlen(p);
        whole &= len > 0 && memchr(p, ' ', len) == NULL;
    }
    check(parts == 6 && whole, "six players, each one's place, name and points kept together");
    SDL_Rect button = harness_spot(&h, SCREEN_STATS, "multi_review_0");
    bool ringed = false;
    for (int i = 0; i < 20 && !ringed; i++) {
        harness_key(&h, SDLK_TAB, 0);
        SDL_Rect f = harness_spot(&h, SCREEN_STATS, "focus");
        ringed = button.w > 0 && f.x == button.x && f.y == button.y;
    }
    check(ringed, "Tab takes the ring to its Review button");
    char file[128];
    snprintf(file, sizeof file, "%s", harness_value(&h, SCREEN_STATS, "multi_file_0"));
    harness_key(&h, SDLK_RETURN, 0);
    harness_tick(&h);
    check(harness_top(&h) == SCREEN_REVIEW && harness_number(&h, SCREEN_REVIEW, "seat") == 0 &&
              harness_spot(&h, SCREEN_REVIEW, "seat_5").w > 0 &&
              strcmp(harness_value(&h, SCREEN_REVIEW, "file"), file) == 0,
          "Enter opens the review of its first seat (the person's) with the six names");
    check(state_is(&h, "running"), "its review runs");
    harness_key(&h, SDLK_ESCAPE, 0);
    harness_tick(&h);
    check(harness_top(&h) == SCREEN_STATS, "Esc goes back to the statistics");
    harness_stop(&h);
}

int main(int argc, char **argv)
{
    if (argc > 1)
        setenv("CARTOGRAPHERS_LOCALEDIR", argv[1], 1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_six),
    };
    return cmocka_run_group_tests_name("ui_review_seats", tests, NULL, NULL);
}
