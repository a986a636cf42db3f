/* test_ui_layout.c: the table's layout at many window sizes. Nothing may
 * overlap or leave the window at 1024x700 and above (1x and 2x pixel
 * density), text stays at 14 px or more per window point, and any size,
 * down to 1x1, gives rectangles without negative sizes. The serif faces'
 * digits (the sans figures) meet the serif without a gap. Needs the fonts:
 * CARTOGRAPHERS_ASSETS points at assets/. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include "layout.h"

static TextSystem ts;
static Assets assets;

static void ok(int cond, const char *what, int w, int h, float dpi)
{
    if (!cond)
        fail_msg("%s at %dx%d dpi %.0f", what, w, h, (double)dpi);
}

static void compute_with(Layout *L, int w, int h, float dpi, int players, LayoutBanner banner)
{
    Metrics m;
    metrics_compute(&m, &ts, w, h, dpi, 1.0f);
    layout_compute(L, &m, &ts, players, NULL, banner, NULL);
}


static int inside(SDL_Rect a, SDL_Rect b)
{
    return a.x >= b.x && a.y >= b.y && a.x + a.w <= b.x + b.w && a.y + a.h <= b.y + b.h;
}

static int disjoint(SDL_Rect a, SDL_Rect b)
{
    return a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
}

static int sane(SDL_Rect r) { return r.w >= 0 && r.h >= 0; }

static int all_sane(const Layout *L)
{
    int good = sane(L->top_bar) && sane(L->sheet) && sane(L->grid) && sane(L->coin_track) && sane(L->scores) &&
               sane(L->grand_total) && sane(L->right) && sane(L->row) && sane(L->stack) && sane(L->tools) &&
               sane(L->decrees) && sane(L->bottom_bar) && sane(L->status) && L->cell >= 0;
    for (int i = 0; i < 4; i++)
        good = good && sane(L->decree[i]) && sane(L->season_chip[i]) && sane(L->season_box[i]);
    for (int b = 0; b < BTN_COUNT; b++)
        good = good && sane(L->button[b]);
    for (int i = 0; i < LAYOUT_COINS; i++)
        good = good && sane(L->coin_slot[i]);
    return good;
}

static void check_big(int w, int h, float dpi, int players, LayoutBanner banner)
{
    Layout L;
    compute_with(&L, w, h, dpi, players, banner);
    SDL_Rect win = {0, 0, w, h};
    ok(all_sane(&L), "no negative rectangle", w, h, dpi);
    ok(inside(L.top_bar, win) && inside(L.bottom_bar, win) && inside(L.sheet, win) && inside(L.row, win) &&
           inside(L.decrees, win),
       "regions inside the window", w, h, dpi);
    ok(inside(L.grid, L.sheet) && inside(L.coin_track, L.sheet) && inside(L.scores, L.sheet),
       "grid, coins and scores on the sheet", w, h, dpi);
    int sep = disjoint(L.sheet, L.right) && disjoint(L.sheet, L.top_bar) && disjoint(L.sheet, L.bottom_bar) &&
              disjoint(L.row, L.decrees) && disjoint(L.right, L.bottom_bar) && disjoint(L.right, L.top_bar) &&
              disjoint(L.stack, L.tools);
    ok(sep, "sheet, card row, decrees and bars apart", w, h, dpi);
    int d = 1;
    for (int i = 0; i < 4; i++) {
        d = d && inside(L.decree[i], L.decrees);
        for (int j = i + 1; j < 4; j++)
            d = d && disjoint(L.decree[i], L.decree[j]);
    }
    ok(d, "decrees apart", w, h, dpi);
    int b = 1;
    for (int i = 0; i < BTN_COUNT; i++) {
        if (i == BTN_HAND && banner != BANNER_HAND) { /* only on a banner that offers it */
            b = b && L.button[i].w == 0;
            continue;
        }
        b = b && L.button[i].w > 0 && L.button[i].h > 0 && inside(L.button[i], win);
        for (int j = i + 1; j < BTN_COUNT; j++)
            b = b && disjoint(L.button[i], L.button[j]);
        b = b && disjoint(L.button[i], L.status) && disjoint(L.button[i], L.sheet) &&
            disjoint(L.button[i], L.decrees) && disjoint(L.button[i], L.stack);
    }
    ok(b, "buttons visible and apart", w, h, dpi);
    int c = 1;
    for (int i = 0; i < LAYOUT_COINS; i++) {
        c = c && inside(L.coin_slot[i], L.coin_track) && L.coin_slot[i].w > 0;
        if (i > 0)
            c = c && disjoint(L.coin_slot[i - 1], L.coin_slot[i]);
    }
    ok(c, "coin slots apart on the track", w, h, dpi);
    int s = 1;
    for (int i = 0; i < 4; i++) {
        s = s && inside(L.season_box[i], L.scores);
        s = s && disjoint(L.season_box[i], L.grand_total);
        for (int j = i + 1; j < 4; j++)
            s = s && disjoint(L.season_box[i], L.season_box[j]) && disjoint(L.season_chip[i], L.season_chip[j]);
        s = s && disjoint(L.season_chip[i], L.title) && disjoint(L.season_chip[i], L.seed);
        for (int f = 0; f < SCORE_FIELDS; f++)
            s = s && inside(L.score_cell[i][f], L.season_box[i]) && L.score_cell[i][f].w > 0;
    }
    ok(s, "season boxes and season chips apart", w, h, dpi);
    int f = 1;
    for (int i = 0; i < FONT_COUNT; i++)
        f = f && (float)L.font_px[i] >= 14.0f * dpi - 0.5f;
    ok(f, "text at least 14 px per point", w, h, dpi);
    ok(L.grid.w >= L.decree[0].w && L.grid.w >= L.stack.h, "the map is the largest thing", w, h, dpi);
    ok(L.cell * 11 == L.grid.w && L.grid.w == L.grid.h, "square spaces", w, h, dpi);
    int t = L.ntabs == (players > 1 ? players : 0);
    for (int i = 0; i < L.ntabs; i++) {
        t = t && inside(L.tab[i], win) && disjoint(L.tab[i], L.sheet) && disjoint(L.tab[i], L.right) &&
            disjoint(L.tab[i], L.top_bar) && L.tab[i].w > 0;
        for (int j = i + 1; j < L.ntabs; j++)
            t = t && disjoint(L.tab[i], L.tab[j]);
    }
    ok(t, "player tabs in a strip above the sheet and the cards, apart", w, h, dpi);
    int nb = banner == BANNER_NONE ? L.banner.w == 0 : L.banner.w > 0 && L.banner.h > 0 && inside(L.banner, win);
    nb = nb && disjoint(L.banner, L.sheet) && disjoint(L.banner, L.right) && disjoint(L.banner, L.top_bar);
    for (int i = 0; i < L.ntabs; i++)
        nb = nb && disjoint(L.banner, L.tab[i]);
    if (banner == BANNER_HAND)
        nb = nb && inside(L.button[BTN_HAND], L.banner) && L.button[BTN_HAND].w < L.banner.w / 2;
    ok(nb, "the banner between the tabs and the sheet, its button on it", w, h, dpi);
}

static const int sizes[][2] = {{1024, 700}, {1280, 800}, {1366, 768}, {1440, 900}, {1600, 900},
                               {1920, 1080}, {1920, 1200}, {2560, 1440}, {3840, 2160}, {1200, 1000}};

static void test_window_sizes(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        check_big(sizes[i][0], sizes[i][1], 1.0f, 1, BANNER_NONE);
        check_big(2 * sizes[i][0], 2 * sizes[i][1], 2.0f, 1, BANNER_NONE);
        check_big(sizes[i][0], sizes[i][1], 1.0f, 6, BANNER_NONE);
        check_big(2 * sizes[i][0], 2 * sizes[i][1], 2.0f, 3, BANNER_NONE);
        check_big(sizes[i][0], sizes[i][1], 1.0f, 6, BANNER_HAND);
        check_big(sizes[i][0], sizes[i][1], 1.0f, 2, BANNER_TEXT);
        check_big(2 * sizes[i][0], 2 * sizes[i][1], 2.0f, 3, BANNER_HAND);
    }
}

/* tiny and odd sizes: only sanity */
static void test_tiny_sizes(void **state)
{
    (void)state;
    for (int w = 1; w <= 1200; w = w * 3 + 1)
        for (int h = 1; h <= 900; h = h * 3 + 1) {
            Layout L;
            compute_with(&L, w, h, 1.0f, 1 + (w + h) % 6, (LayoutBanner)((w + h) % 3));
            ok(all_sane(&L), "tiny sizes stay sane", w, h, 1.0f);
        }
}

/* Digits in a serif role are the sans face's figures (fonts.c): a number
 * in brackets keeps upright brackets, and a run's slanted overhang does not
 * push the next run away ("49. hét (2026 )" had a gap before the bracket). */
static void test_figures_in_serif(void **state)
{
    (void)state;
    TTF_Font *fig = ts.figures[FONT_ITALIC];
    assert_non_null(fig);
    int w = 0, h = 0;
    assert_int_equal(TTF_SizeUTF8(fig, "(2026)", &w, &h), 0);
    assert_int_equal(text_width(&ts, FONT_ITALIC, "(2026)"), w);
    int joined = text_width(&ts, FONT_ITALIC, "f12"), apart = text_width(&ts, FONT_ITALIC, "f") + text_width(&ts, FONT_ITALIC, "12");
    if (joined >= apart)
        print_error("\"f12\" is %d wide, \"f\" and \"12\" %d\n", joined, apart);
    assert_true(joined < apart);
}

static int setup(void **state)
{
    (void)state;
    if (SDL_Init(0) != 0 || TTF_Init() != 0) {
        print_error("SDL: %s\n", SDL_GetError());
        return -1;
    }
    if (!assets_load(&assets, NULL, false) || !text_init(&ts, &assets)) {
        print_error("no assets (set CARTOGRAPHERS_ASSETS)\n");
        return -1;
    }
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    text_free(&ts);
    assets_free(&assets);
    TTF_Quit();
    SDL_Quit();
    return 0;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_window_sizes),
        cmocka_unit_test(test_tiny_sizes),
        cmocka_unit_test(test_figures_in_serif),
    };
    return cmocka_run_group_tests_name("ui_layout", tests, setup, teardown);
}
