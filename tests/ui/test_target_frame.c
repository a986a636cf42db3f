/* test_target_frame.c: the frame of a space the Gorgon or the Troll may
 * destroy reads on every terrain, the gold hero's included, in both
 * palettes (docs/look.md, the table). Each terrain's tile is drawn by the table's
 * own draw_terrain, once bare and once framed by draw_target_frame; at every
 * point along each side, across the frame, at least two pixels must differ
 * from the bare tile by a contrast of 3:1 (WCAG's ratio of luminances). */
#include <math.h>
#include <stdio.h>

#include "harness.h"
#include "pieces.h"
#include "ui_test.h"

#define SIDE 200

static double channel(Uint32 v)
{
    double c = (double)v / 255.0;
    return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4);
}

static double luminance(Uint32 argb)
{
    return 0.2126 * channel((argb >> 16) & 0xff) + 0.7152 * channel((argb >> 8) & 0xff) + 0.0722 * channel(argb & 0xff);
}

static double contrast(Uint32 a, Uint32 b)
{
    double la = luminance(a), lb = luminance(b);
    return la > lb ? (la + 0.05) / (lb + 0.05) : (lb + 0.05) / (la + 0.05);
}

static void read_cell(Harness *h, SDL_Rect cell, Content c, bool frame, int line, Uint32 *px)
{
    SDL_Renderer *R = h->sh.gfx.renderer;
    SDL_SetRenderDrawColor(R, 255, 255, 255, 255);
    SDL_RenderClear(R);
    draw_terrain(&h->sh.gfx, cell, c, 255);
    if (frame)
        draw_target_frame(&h->sh.gfx, cell, line, c);
    SDL_Rect read = {0, 0, SIDE, SIDE};
    assert_int_equal(SDL_RenderReadPixels(R, &read, SDL_PIXELFORMAT_ARGB8888, px, SIDE * 4), 0);
}

/* The fewest clearly changed pixels across the frame, over the middle half
 * of each of the four sides. */
static int weakest_cross_section(Harness *h, int size, int line, Content c)
{
    static Uint32 bare[SIDE * SIDE], framed[SIDE * SIDE];
    SDL_Rect cell = {20, 20, size, size};
    read_cell(h, cell, c, false, line, bare);
    read_cell(h, cell, c, true, line, framed);
    int weakest = size, depth = size / 3;
    for (int side = 0; side < 4; side++)
        for (int along = size / 4; along < size - size / 4; along++) {
            int n = 0;
            for (int d = 0; d < depth; d++) {
                int x, y;
                switch (side) {
                case 0: x = cell.x + along, y = cell.y + d; break;
                case 1: x = cell.x + along, y = cell.y + size - 1 - d; break;
                case 2: x = cell.x + d, y = cell.y + along; break;
                default: x = cell.x + size - 1 - d, y = cell.y + along; break;
                }
                n += contrast(bare[y * SIDE + x], framed[y * SIDE + x]) >= 3.0;
            }
            weakest = n < weakest ? n : weakest;
        }
    return weakest;
}

static void test_frame_reads_on_every_terrain(void **state)
{
    (void)state;
    Harness h;
    assert_true(harness_start(&h, (const char *[]){"--size", "400x300", NULL}));
    static const Content terrains[] = {CONTENT_FOREST, CONTENT_VILLAGE,  CONTENT_FARM,      CONTENT_WATER,
                                       CONTENT_MONSTER, CONTENT_HERO, CONTENT_WASTELAND};
    static const struct {
        int size, line;
    } sizes[] = {{24, 1}, {40, 1}, {56, 2}, {80, 3}};
    int failures = 0;
    for (int cb = 0; cb < 2; cb++) {
        assets_set_colour_blind(&h.sh.gfx.assets, cb);
        for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
            for (size_t t = 0; t < sizeof terrains / sizeof terrains[0]; t++) {
                int n = weakest_cross_section(&h, sizes[s].size, sizes[s].line, terrains[t]);
                if (n < 2) {
                    printf("# %s palette, %d px space, line %d, terrain %d: only %d clear pixels across the frame\n",
                           cb ? "colour-blind" : "normal", sizes[s].size, sizes[s].line, (int)terrains[t], n);
                    failures++;
                }
            }
    }
    assets_set_colour_blind(&h.sh.gfx.assets, false);
    harness_stop(&h);
    assert_int_equal(failures, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_frame_reads_on_every_terrain),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
