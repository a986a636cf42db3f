/* review_chart.c: the review screen's drawings (review_screen.c): the
 * line chart of the expected final score through the game, and a small map
 * of a position with a move on it. */
#include <stdio.h>

#include "fonts.h"
#include "names.h"
#include "palette.h"
#include "pieces.h"
#include "review_chart.h"

/* The letters and numbers round the map, as on the table's sheet (rows A-K
 * on the left, columns 1-11 on top), so that "C5" in the words can be
 * found; every other one where a cell is too small for all. */
static void map_labels(Gfx *g, const ReviewMapGrid *m)
{
    TextSystem *ts = &g->text;
    int lh = text_line_height(ts, FONT_SMALL);
    SDL_Color c = gfx_rgb(PAL_INK_SOFT);
    char buf[16];
    for (int i = 0; i < BOARD_SIZE; i += m->step) {
        snprintf(buf, sizeof buf, "%d", i + 1);
        text_draw(ts, g->renderer, FONT_SMALL, buf, m->grid.x + i * m->cell + m->cell / 2, m->grid.y - lh, c,
                  ALIGN_CENTER);
        snprintf(buf, sizeof buf, "%c", 'A' + i);
        text_draw(ts, g->renderer, FONT_SMALL, buf, m->grid.x - m->band / 2,
                  m->grid.y + i * m->cell + (m->cell - lh) / 2, c, ALIGN_CENTER);
    }
}

ReviewMapGrid review_map_grid(const Gfx *g, SDL_Rect r)
{
    TextSystem *ts = (TextSystem *)&g->text;
    ReviewMapGrid m;
    m.area = r;
    int lh = text_line_height(ts, FONT_SMALL);
    m.band = SDL_max(lh, text_width(ts, FONT_SMALL, "M") + g->m.inner);
    m.cell = (SDL_min(r.w, r.h) - m.band) / BOARD_SIZE;
    int side = m.cell * BOARD_SIZE + m.band;
    m.grid = gfx_rect(r.x + (r.w - side) / 2 + m.band, r.y + (r.h - side) / 2 + lh, m.cell * BOARD_SIZE,
                      m.cell * BOARD_SIZE);
    /* all the labels when "11" and a row's letter fit their cell, else every other one */
    bool all = text_width(ts, FONT_SMALL, "11") + 2 <= m.cell && lh * 3 <= m.cell * 4;
    m.step = all ? 1 : 2;
    return m;
}

ReviewMapGrid review_map_draw(Gfx *g, SDL_Rect r, const Board *b, const Move *m, SDL_Color outline)
{
    SDL_Renderer *R = g->renderer;
    ReviewMapGrid grid = review_map_grid(g, r);
    int cell = grid.cell, x0 = grid.grid.x, y0 = grid.grid.y;
    map_labels(g, &grid);
    gfx_fill_rect(R, gfx_rect(x0 - 1, y0 - 1, cell * BOARD_SIZE + 2, cell * BOARD_SIZE + 2), ink_alpha(160));
    Bitboard cells = {0, 0};
    bool shows = m && (m->kind == MOVE_DRAW || m->kind == MOVE_SINGLE) && move_cells(m, &cells);
    for (int i = 0; i < BOARD_SPACES; i++) {
        SDL_Rect c = gfx_rect(x0 + (i % BOARD_SIZE) * cell, y0 + (i / BOARD_SIZE) * cell, cell - 1, cell - 1);
        Content content = board_get(b, i);
        bool moved = shows && bb_test(cells, i);
        if (moved)
            draw_terrain(g, c, (Content)m->terrain, 255);
        else if (content == CONTENT_EMPTY)
            gfx_fill_rect(R, c, gfx_rgb(PAL_PARCHMENT));
        else
            draw_terrain(g, c, content, 255);
        if (m && !moved && !(!shows && i == m->at)) /* the rest paler, so that the move stands out */
            gfx_fill_rect(R, c, gfx_rgba(PAL_PARCHMENT, 120));
        if (bb_test(b->ruins, i) && content == CONTENT_EMPTY)
            gfx_ring(R, (float)c.x + (float)c.w / 2.0f, (float)c.y + (float)c.h / 2.0f, (float)c.w / 3.0f, 1.5f,
                     ink_alpha(150));
    }
    int th = SDL_max(2, cell / 6);
    for (int i = 0; m && i < BOARD_SPACES; i++) {
        bool in = shows ? bb_test(cells, i) : i == m->at;
        if (in)
            gfx_rect_outline(
                R, gfx_rect(x0 + (i % BOARD_SIZE) * cell - 1, y0 + (i / BOARD_SIZE) * cell - 1, cell + 1, cell + 1), th,
                outline);
    }
    return grid;
}

/* The chart's value at point k: 0 the start, k >= 1 after move k-1. */
static int chart_value(const Review *r, int k) { return k == 0 ? r->start_value : r->moves[k - 1].played_value; }

/* The ring round the picked move's point: its radius and its line. */
static float ring_radius(const Gfx *g) { return 10.0f * g->m.scale; }
#define RING_LINE 2.0f

/* The chart's scale: values lo..hi (whole 5 points around every value),
 * drawn in plot (inside area, the values' labels left of it and the
 * seasons' under it, room on the right for the ring round the last move's
 * point); dx is a move's width. */
typedef struct Plot {
    int lo, hi;
    SDL_Rect plot;
    float dx;
} Plot;

static Plot plot_of(const Review *r, const Gfx *g, SDL_Rect area)
{
    TextSystem *ts = (TextSystem *)&g->text;
    Plot p;
    p.lo = p.hi = chart_value(r, 0);
    for (int k = 0; k <= r->nmoves; k++) {
        p.lo = SDL_min(p.lo, chart_value(r, k));
        p.hi = SDL_max(p.hi, chart_value(r, k));
    }
    p.lo = (p.lo / 500 - 1) * 500;
    p.hi = (p.hi / 500 + 1) * 500;
    char lab[32];
    snprintf(lab, sizeof lab, "%d", p.hi / 100);
    int pad = g->m.inner, sh = text_line_height(ts, FONT_SMALL), label_w = text_width(ts, FONT_SMALL, lab) + pad;
    int right = SDL_max(pad, (int)(ring_radius(g) + 0.999f) + 2);
    p.plot = gfx_rect(area.x + pad + label_w, area.y + pad, area.w - pad - right - label_w, area.h - 2 * pad - sh);
    p.dx = (float)p.plot.w / (float)SDL_max(1, r->nmoves);
    return p;
}

SDL_Rect review_chart_draw(const Review *r, Gfx *g, SDL_Rect area, int selected, int hovered)
{
    SDL_Renderer *R = g->renderer;
    TextSystem *ts = &g->text;
    int n = r->nmoves;
    SDL_Rect ring = {0, 0, 0, 0};
    gfx_fill_round_rect(R, area, g->m.radius, gfx_rgb(PAL_CARD));
    gfx_round_rect_outline(R, area, g->m.radius, 1.0f, ink_alpha(110));
    if (n == 0)
        return ring;
    Plot p = plot_of(r, g, area);
    int lo = p.lo, hi = p.hi, sh = text_line_height(ts, FONT_SMALL), pad = g->m.inner;
    SDL_Rect plot = p.plot;
    float dx = p.dx;
    char lab[32];
#define PX(k) ((float)plot.x + dx * (float)(k))
#define PY(v) ((float)plot.y + (float)plot.h * (float)(hi - (v)) / (float)(hi - lo))
    /* the grid: points every 5 or 10, seasons as columns */
    int step = hi - lo > 4000 ? 1000 : 500;
    for (int v = lo; v <= hi; v += step) {
        gfx_line(R, (float)plot.x, PY(v), (float)(plot.x + plot.w), PY(v), 1.0f, ink_alpha(40));
        snprintf(lab, sizeof lab, "%d", v / 100);
        text_draw(ts, R, FONT_SMALL, lab, plot.x - pad / 2, (int)PY(v) - sh / 2, gfx_rgb(PAL_INK_SOFT), ALIGN_RIGHT);
    }
    for (int s = 0, k0 = 0; s < SEASONS; s++) {
        int k1 = k0;
        while (k1 < n && r->moves[k1].season == s)
            k1++;
        if (k1 > k0) {
            if (s > 0) /* between the season's first move and the move before it */
                gfx_dashed_line(R, PX(k0 + 0.5f), (float)plot.y, PX(k0 + 0.5f), (float)(plot.y + plot.h), 1.0f,
                                4.0f, 4.0f, ink_alpha(90));
            text_draw_fit(ts, R, FONT_SMALL, name_season(s), (int)((PX(k0) + PX(k1)) / 2.0f), plot.y + plot.h,
                          (int)(PX(k1) - PX(k0)), gfx_rgb(PAL_INK_SOFT), ALIGN_CENTER);
        }
        k0 = k1;
    }
    /* the line, then the losses as dots (mistakes red, the noise grey) */
    for (int k = 0; k < n; k++)
        gfx_line(R, PX(k), PY(chart_value(r, k)), PX(k + 1), PY(chart_value(r, k + 1)), 2.5f, gfx_rgb(PAL_INK));
    for (int i = 0; i < n; i++) {
        const ReviewMove *m = &r->moves[i];
        float x = PX(i + 1), y = PY(m->played_value);
        if (i == selected || i == hovered) { /* the move's band, inside the plot */
            int x0 = SDL_max(plot.x, (int)(x - dx / 2)), x1 = SDL_min(plot.x + plot.w, (int)(x + dx / 2));
            gfx_fill_rect(R, gfx_rect(x0, plot.y, SDL_max(1, x1 - x0), plot.h),
                          gfx_rgba(PAL_HIGHLIGHT, i == selected ? 200 : 110));
        }
        if (m->loss <= 0)
            continue;
        float rad = 3.0f + SDL_min(9.0f, (float)m->loss / 100.0f * 1.5f) * g->m.scale;
        gfx_fill_circle(R, x, y, rad, m->mistake ? gfx_rgb(PAL_RED) : gfx_rgb(PAL_INK_FAINT));
    }
    if (selected >= 0 && selected < n) {
        float x = PX(selected + 1), y = PY(r->moves[selected].played_value), rad = ring_radius(g);
        gfx_ring(R, x, y, rad, RING_LINE, gfx_rgb(PAL_INK));
        int out = (int)(rad + 0.999f) + 1; /* the ring lies inside its radius; a pixel for the smoothing */
        ring = gfx_rect((int)x - out, (int)y - out, 2 * out, 2 * out);
    }
#undef PX
#undef PY
    return ring;
}

SDL_Rect review_chart_column(const Review *r, const Gfx *g, SDL_Rect area, int i)
{
    Plot p = plot_of(r, g, area);
    int x0 = (int)((float)p.plot.x + p.dx * ((float)i + 0.5f)), x1 = (int)((float)p.plot.x + p.dx * ((float)i + 1.5f));
    return gfx_rect(x0, area.y, SDL_max(1, x1 - x0), area.h);
}
