/* pieces.c: pieces the table's draw_* files share: cards, terrain squares,
 * shape patterns and monster initials (see pieces.h). */
#include "pieces.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "cards.h"
#include "check.h"
#include "gfx.h"
#include "palette.h"
#include "terrain.h"

void draw_card_base(Gfx *g, SDL_Rect r, SDL_Color base, SDL_Color border)
{
    SDL_Renderer *R = g->renderer;
    int rad = g->m.radius;
    SDL_Rect sh = {r.x + 2, r.y + 3, r.w, r.h};
    gfx_fill_round_rect(R, sh, rad, gfx_rgba(0x000000, 70));
    gfx_fill_round_rect(R, r, rad, base);
    SDL_Rect in = gfx_inset(r, rad / 2);
    if (g->paper)
        SDL_SetTextureAlphaMod(g->paper, 255);
    draw_grain(g, in);
    float t = (float)g->m.line + 0.5f;
    gfx_round_rect_outline(R, r, rad, t, border);
}

void draw_terrain(Gfx *g, SDL_Rect r, Content c, Uint8 alpha)
{
    ArtId art = terrain_tile(c);
    if (art != ART_COUNT && r.w >= 6 && assets_draw(&g->assets, g->renderer, art, r, alpha))
        return;
    gfx_fill_rect(g->renderer, r, gfx_rgba(pal_terrain_cb(c, g->assets.colour_blind), alpha));
}

/* Relative luminance (WCAG) of a colour, 0 (black) to 1 (white). */
static double luminance(SDL_Color c)
{
    const Uint8 v[3] = {c.r, c.g, c.b};
    const double w[3] = {0.2126, 0.7152, 0.0722};
    double l = 0;
    for (int i = 0; i < 3; i++) {
        double x = v[i] / 255.0;
        l += w[i] * (x <= 0.03928 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4));
    }
    return l;
}

void draw_target_frame(Gfx *g, SDL_Rect cell, int line, Content c)
{
    SDL_Renderer *R = g->renderer;
    int t = line < 2 ? 2 : line; /* 2 px at least: a 1 px line is a hairline */
    SDL_Color dark = ink(), light = gfx_rgb(0xfff8e6);
    /* the outer stripes in whichever of the two stands further from the
     * terrain's colour, the middle one in the other */
    double l = luminance(gfx_rgb(pal_terrain_cb(c, g->assets.colour_blind)));
    double to_dark = (l + 0.05) / (luminance(dark) + 0.05), to_light = (luminance(light) + 0.05) / (l + 0.05);
    SDL_Color outer = to_dark > to_light ? dark : light, middle = to_dark > to_light ? light : dark;
    SDL_Rect band = cell, mid = gfx_inset(band, t);
    gfx_rect_outline(R, band, 3 * t, outer);
    gfx_rect_outline(R, mid, t, middle);
}

/* ---- patterns ---- */

typedef struct PatCell {
    int row, col;
    bool gap;
} PatCell;

static int pattern_cells(const char *p, PatCell *out, int max)
{
    int n = 0, row = 0, col = 0;
    for (; p && *p; p++) {
        if (*p == '/') {
            row++;
            col = 0;
            continue;
        }
        if ((*p == '#' || *p == 'o') && n < max) {
            out[n].row = row;
            out[n].col = col;
            out[n].gap = *p == 'o';
            n++;
        }
        col++;
    }
    return n;
}

/* Orients cells (mirror, then quarter turns clockwise) and normalises them;
 * returns the bounding box size. */
static void orient_cells(PatCell *c, int n, int orient, int *h, int *w)
{
    int minr = 1000, minc = 1000, maxr = -1000, maxc = -1000;
    for (int i = 0; i < n; i++) {
        int r = c[i].row, col = c[i].col;
        if (orient >= 4)
            col = -col;
        for (int k = 0; k < (orient < 0 ? 0 : orient % 4); k++) {
            int t = r;
            r = col;
            col = -t;
        }
        c[i].row = r;
        c[i].col = col;
        minr = r < minr ? r : minr;
        minc = col < minc ? col : minc;
        maxr = r > maxr ? r : maxr;
        maxc = col > maxc ? col : maxc;
    }
    for (int i = 0; i < n; i++) {
        c[i].row -= minr;
        c[i].col -= minc;
    }
    *h = n ? maxr - minr + 1 : 0;
    *w = n ? maxc - minc + 1 : 0;
}

int pattern_fit_cell(const char *pattern, int orient, int w, int h)
{
    PatCell c[16];
    int n = pattern_cells(pattern, c, 16), ph, pw;
    orient_cells(c, n, orient, &ph, &pw);
    if (ph <= 0 || pw <= 0)
        return 0;
    int a = w / pw, b = h / ph;
    return a < b ? a : b;
}

void draw_pattern(Gfx *g, SDL_Rect r, const char *pattern, int orient, int cell, Content terrain, Uint8 alpha)
{
    PatCell c[16];
    int n = pattern_cells(pattern, c, 16), ph, pw;
    if (n == 0 || cell <= 0)
        return;
    orient_cells(c, n, orient, &ph, &pw);
    int x0 = r.x + (r.w - pw * cell) / 2, y0 = r.y + (r.h - ph * cell) / 2;
    SDL_Renderer *R = g->renderer;
    float lw = cell >= 16 ? 1.5f : 1.0f;
    for (int i = 0; i < n; i++) {
        SDL_Rect q = {x0 + c[i].col * cell, y0 + c[i].row * cell, cell, cell};
        if (c[i].gap) {
            float x = (float)q.x + 2.0f, y = (float)q.y + 2.0f, e = (float)cell - 4.0f;
            SDL_Color d = ink_alpha((Uint8)(alpha * 3 / 5));
            float dash = (float)cell / 6.0f + 1.0f;
            gfx_dashed_line(R, x, y, x + e, y, lw, dash, dash, d);
            gfx_dashed_line(R, x, y + e, x + e, y + e, lw, dash, dash, d);
            gfx_dashed_line(R, x, y, x, y + e, lw, dash, dash, d);
            gfx_dashed_line(R, x + e, y, x + e, y + e, lw, dash, dash, d);
            continue;
        }
        draw_terrain(g, q, terrain, alpha);
    }
    /* ink outlines on top so shared edges are drawn once and crisp */
    for (int i = 0; i < n; i++) {
        if (c[i].gap)
            continue;
        SDL_Rect q = {x0 + c[i].col * cell, y0 + c[i].row * cell, cell + 1, cell + 1};
        gfx_rect_outline(R, q, 1, ink_alpha((Uint8)(alpha * 4 / 5)));
    }
}
