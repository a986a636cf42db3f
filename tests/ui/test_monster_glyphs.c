/* test_monster_glyphs.c: the eight monsters' signs (monster_glyph.h) are
 * all drawn, each a solid sign, and no two look alike, down to the size of
 * a small map space: each is drawn white on black at 12 and 32 pixels and
 * read back, and every pair must differ in a good share of its pixels. */
#include <stdio.h>
#include <string.h>

#include "cards.h"
#include "game.h"
#include "gfx.h"
#include "harness.h"
#include "monster_glyph.h"
#include "ui_test.h"

#define MAXS 32

/* The sign of ambush number n as a mask of s x s pixels (ink or not). */
static int mask_of(Harness *h, int n, int s, bool mask[MAXS * MAXS])
{
    SDL_Renderer *R = h->sh.gfx.renderer;
    SDL_SetRenderDrawColor(R, 0, 0, 0, 255);
    SDL_RenderClear(R);
    SDL_Color white = {255, 255, 255, 255}, black = {0, 0, 0, 255};
    assert_true(draw_monster_glyph(&h->sh.gfx, gfx_rect(4, 4, s, s), game_ambush_card(n), white, black));
    static Uint32 px[MAXS * MAXS];
    SDL_Rect read = {4, 4, s, s};
    assert_int_equal(SDL_RenderReadPixels(R, &read, SDL_PIXELFORMAT_ARGB8888, px, s * 4), 0);
    int ink = 0;
    for (int i = 0; i < s * s; i++) {
        mask[i] = (px[i] & 0xff) > 127;
        ink += mask[i];
    }
    return ink;
}

static void test_signs_differ(void **state)
{
    (void)state;
    Harness h;
    assert_true(harness_start(&h, (const char *[]){"--size", "200x200", NULL}));
    static const int sizes[] = {12, 32};
    for (size_t z = 0; z < 2; z++) {
        int s = sizes[z];
        static bool masks[8][MAXS * MAXS];
        for (int n = 0; n < 8; n++) {
            int ink = mask_of(&h, n, s, masks[n]);
            /* a solid sign, not a speck nor a filled square */
            if (ink < s * s / 6 || ink > s * s * 3 / 4)
                fail_msg("%s at %d px: %d of %d pixels inked", card_get(game_ambush_card(n))->id, s, ink, s * s);
        }
        int least = s * s;
        for (int a = 0; a < 8; a++)
            for (int b = a + 1; b < 8; b++) {
                int diff = 0;
                for (int i = 0; i < s * s; i++)
                    diff += masks[a][i] != masks[b][i];
                if (diff < least)
                    least = diff;
                /* at least a sixth of the square tells them apart */
                if (diff < s * s / 6)
                    fail_msg("%s and %s at %d px differ in only %d pixels", card_get(game_ambush_card(a))->id,
                             card_get(game_ambush_card(b))->id, s, diff);
            }
        printf("# %d px: the closest two signs differ in %d of %d pixels\n", s, least, s * s);
    }
    /* a card that is no ambush has no sign */
    SDL_Color c = {255, 255, 255, 255};
    assert_false(draw_monster_glyph(&h.sh.gfx, gfx_rect(0, 0, 20, 20), card_find("timber_grove"), c, c));
    harness_stop(&h);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_signs_differ)};
    return cmocka_run_group_tests_name("ui_monster_glyphs", tests, NULL, NULL);
}
