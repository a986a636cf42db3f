/* test_map_share.c: the map keeps its share of the window at every text
 * size (docs/look.md, 7a). For each language, window (1024x700, 1400x900,
 * 1920x1080), solo and six players and every text size the settings offer,
 * the table is laid out with room for any scoring card's rule, and:
 *   - the map's side is at least 4/5 of its side at 100 % text in the same
 *     window (2/3 at 1024x700, the smallest window, where the longest German
 *     rule in the fine face still needs a wider decree);
 *   - from 1400x900 up, the map's side is at least half the window's
 *     shorter side;
 *   - the map is the largest thing on the table: more area than a decree
 *     or a card.
 * Layout alone (no window): fast.
 *
 *   test_ui_map_share BUILD/po LANG...
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include <cmocka.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include "i18n.h"
#include "layout.h"
#include "settings.h"

static TextSystem ts;
static Assets assets;
static const char *const *langs;
static int nlangs;

static const int windows[][2] = {{1024, 700}, {1400, 900}, {1920, 1080}};

static void lay_out(Layout *L, int w, int h, int percent, int players)
{
    Metrics m;
    metrics_compute(&m, &ts, w, h, 1.0f, (float)percent / 100.0f);
    layout_compute(L, &m, &ts, players, NULL, BANNER_NONE, NULL);
}

static long area(SDL_Rect r) { return (long)r.w * r.h; }

static void test_map_share(void **state)
{
    (void)state;
    const SettingDef *scale = settings_def(SET_SCALE);
    assert_true(scale->noptions >= 4 && scale->options[0].value <= 80 &&
                scale->options[scale->noptions - 1].value >= 150);
    int bad = 0, checked = 0;
    for (int l = 0; l < nlangs; l++) {
        assert_true(i18n_init(langs[l], getenv("CARTOGRAPHERS_LOCALEDIR")));
        for (size_t z = 0; z < sizeof windows / sizeof windows[0]; z++)
            for (int players = 1; players <= 6; players += 5) {
                int w = windows[z][0], h = windows[z][1], shorter = w < h ? w : h;
                Layout L;
                lay_out(&L, w, h, 100, players);
                int full = L.grid.w;
                for (int o = 0; o < scale->noptions; o++) {
                    int pct = scale->options[o].value;
                    lay_out(&L, w, h, pct, players);
                    int side = L.grid.w;
                    /* 4/5 (or 2/3 in the smallest window) of the side at 100 % */
                    int share_num = z == 0 ? 2 : 4, share_den = z == 0 ? 3 : 5;
                    bool kept = side * share_den >= full * share_num;
                    bool half = z == 0 || 2 * side >= shorter;
                    bool largest = true;
                    for (int d = 0; d < 4; d++)
                        largest = largest && area(L.grid) > area(L.decree[d]);
                    SDL_Rect card[1];
                    layout_cards(&L, 1, card);
                    largest = largest && area(L.grid) > area(card[0]);
                    checked++;
                    if (!kept || !half || !largest) {
                        printf("# %s, %dx%d, %d player(s), %d %%: the map %d px (%d at 100 %%, the window's shorter "
                               "side %d)%s%s%s\n",
                               langs[l], w, h, players, pct, side, full, shorter, kept ? "" : ", shrunk too much",
                               half ? "" : ", under half the window", largest ? "" : ", not the largest thing");
                        bad++;
                    }
                }
            }
    }
    printf("# %d layouts\n", checked);
    assert_int_equal(checked, nlangs * 3 * 2 * scale->noptions);
    assert_int_equal(bad, 0);
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

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: %s BUILD/po LANG...\n", argv[0]);
        return 2;
    }
    setenv("CARTOGRAPHERS_LOCALEDIR", argv[1], 1);
    langs = (const char *const *)argv + 2;
    nlangs = argc - 2;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_map_share),
    };
    return cmocka_run_group_tests_name("ui_map_share", tests, setup, teardown);
}
