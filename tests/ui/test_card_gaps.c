/* test_card_gaps.c: the shapes of the explore cards are drawn as printed
 * (docs/cards.md): every drawn cell filled with its terrain, every gap cell
 * ('o', dashed on the card) as a dashed square with nothing inside, and
 * the other spaces of the shape's box left blank. The pattern is drawn on
 * white by the table's own draw_pattern and each cell is read back. */
#include <stdio.h>
#include <string.h>

#include "cards.h"
#include "harness.h"
#include "pieces.h"
#include "ui_test.h"

#define CELL 24

typedef struct Counts {
    int filled, gaps, blank;
} Counts;

static bool white(const Uint32 *px, int pitch, int x, int y)
{
    Uint32 v = px[y * pitch + x];
    return (v & 0xffffffu) == 0xffffffu;
}

/* Draws shape s of card `id` as printed and sorts its box's cells. */
static Counts count_cells(Harness *h, const char *id, int s)
{
    Counts n = {0, 0, 0};
    const Card *c = card_get(card_find(id));
    assert_non_null(c);
    const char *pattern = c->shapes[s].pattern;
    int rows = 1, cols = 0, col = 0;
    for (const char *p = pattern; *p; p++)
        if (*p == '/') {
            rows++;
            col = 0;
        } else if (++col > cols)
            cols = col;
    SDL_Renderer *R = h->sh.gfx.renderer;
    SDL_Rect box = {10, 10, cols * CELL, rows * CELL};
    SDL_SetRenderDrawColor(R, 255, 255, 255, 255);
    SDL_RenderClear(R);
    draw_pattern(&h->sh.gfx, box, pattern, -1, CELL, CONTENT_FOREST, 255);
    static Uint32 px[200 * 200];
    SDL_Rect read = {0, 0, 200, 200};
    assert_int_equal(SDL_RenderReadPixels(R, &read, SDL_PIXELFORMAT_ARGB8888, px, 200 * 4), 0);
    for (int r = 0; r < rows; r++)
        for (int k = 0; k < cols; k++) {
            int x = box.x + k * CELL, y = box.y + r * CELL;
            bool centre = !white(px, 200, x + CELL / 2, y + CELL / 2);
            int edge = 0; /* ink along the cell's top, in its first rows (the most of any) */
            for (int dy = 1; dy <= 4; dy++) {
                int row = 0;
                for (int i = 3; i < CELL - 3; i++)
                    row += !white(px, 200, x + i, y + dy);
                edge = row > edge ? row : edge;
            }
            if (centre)
                n.filled++;
            else if (edge > 0 && edge < CELL - 6)
                n.gaps++; /* dashed: ink with breaks */
            else if (edge == 0)
                n.blank++;
        }
    return n;
}

static void test_gap_cells_drawn(void **state)
{
    (void)state;
    Harness h;
    assert_true(harness_start(&h, (const char *[]){"--size", "400x300", NULL}));
    /* Timber Grove's second shape: two columns of two forests with a gap
     * column between them */
    Counts t = count_cells(&h, "timber_grove", 1);
    printf("# timber grove: %d filled, %d gaps, %d blank\n", t.filled, t.gaps, t.blank);
    assert_int_equal(t.filled, 4);
    assert_int_equal(t.gaps, 2);
    assert_int_equal(t.blank, 0);
    /* Pasture's first shape: two farms with a gap between */
    Counts p = count_cells(&h, "pasture", 0);
    assert_int_equal(p.filled, 2);
    assert_int_equal(p.gaps, 1);
    /* Bugbear Assault, dashed column as printed */
    Counts b = count_cells(&h, "bugbear_assault", 0);
    assert_int_equal(b.filled, 4);
    assert_int_equal(b.gaps, 2);
    /* Forgotten Forest's diagonal: the card shows no dashed cells */
    Counts f = count_cells(&h, "forgotten_forest", 0);
    assert_int_equal(f.filled, 2);
    assert_int_equal(f.gaps, 0);
    assert_int_equal(f.blank, 2);
    harness_stop(&h);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_gap_cells_drawn)};
    return cmocka_run_group_tests_name("ui_card_gaps", tests, NULL, NULL);
}
