/* draw_sheet.c: the map sheet: parchment, row letters and column numbers,
 * printed mountains/ruins/wasteland, drawn terrain with its patterns, monster
 * initials, hero attack marks, destroyed crosses, hover highlights and the
 * placement ghost. */
#include <stdio.h>
#include <string.h>

#include "look.h"
#include "pieces.h"
#include "regions.h"
#include "terrain.h"
#include "i18n.h"
#include "gfx.h"
#include "names.h"
#include "palette.h"
#include "view.h"

static void draw_labels(TableView *tv)
{
    const Layout *L = &tv->layout;
    SDL_Renderer *R = tv->g->renderer;
    SDL_Color c = gfx_rgb(PAL_INK_SOFT);
    int lh = text_line_height(&tv->g->text, FONT_SMALL);
    char buf[8];
    for (int i = 0; i < BOARD_SIZE; i++) {
        snprintf(buf, sizeof buf, "%d", i + 1);
        int x = L->grid.x + i * L->cell + L->cell / 2;
        text_draw(&tv->g->text, R, FONT_SMALL, buf, x, L->grid.y - L->label + (L->label - lh) / 2, c, ALIGN_CENTER);
        snprintf(buf, sizeof buf, "%c", 'A' + i);
        int y = L->grid.y + i * L->cell + (L->cell - lh) / 2;
        text_draw(&tv->g->text, R, FONT_SMALL, buf, L->grid.x - L->label / 2, y, c, ALIGN_CENTER);
    }
}

/* The ruins arch: large on an empty space, a small badge in the lower left
 * corner when something is drawn over it. */
static void draw_ruins(TableView *tv, SDL_Rect q, bool covered)
{
    SDL_Renderer *R = tv->g->renderer;
    if (!covered) {
        assets_draw(&tv->g->assets, R, ART_RUINS, gfx_inset(q, q.w / 7), 235);
        return;
    }
    int b = q.w * 2 / 5;
    SDL_Rect badge = {q.x + 2, q.y + q.h - b - 2, b, b};
    gfx_fill_circle(R, (float)badge.x + (float)b / 2.0f, (float)badge.y + (float)b / 2.0f, (float)b / 2.0f + 1.0f,
                    gfx_rgba(PAL_PARCHMENT, 230));
    assets_draw(&tv->g->assets, R, ART_RUINS, gfx_inset(badge, b / 8), 255);
}

static void draw_initial(TableView *tv, SDL_Rect q, const char *initial)
{
    SDL_Renderer *R = tv->g->renderer;
    int lh = text_line_height(&tv->g->text, FONT_NUMBER);
    int tw = text_width(&tv->g->text, FONT_NUMBER, initial);
    int pad = lh / 6 + 1;
    SDL_Rect pill = {q.x + 2, q.y + 2, tw + 2 * pad, lh};
    if (pill.w > q.w - 4)
        pill.w = q.w - 4;
    gfx_fill_round_rect(R, pill, lh / 3, gfx_rgba(0x1e0f2a, 200));
    text_draw(&tv->g->text, R, FONT_NUMBER, initial, pill.x + pill.w / 2, pill.y, gfx_rgb(0xf6eefc), ALIGN_CENTER);
}

static void draw_space(TableView *tv, const ViewSheet *v, int i)
{
    const Layout *L = &tv->layout;
    SDL_Renderer *R = tv->g->renderer;
    SDL_Rect q = layout_cell(L, i);
    Content c = board_get(&v->board, i);
    if (anim_hides_space(tv, v->player, i))
        c = CONTENT_EMPTY; /* fading in: anim.c draws it */
    bool ruins = bb_test(v->board.ruins, i);
    if (c == CONTENT_EMPTY) {
        if (ruins)
            draw_ruins(tv, q, false);
    } else if (c == CONTENT_DESTROYED) {
        Content was = v->destroyed_was[i];
        if (was != CONTENT_EMPTY && was != CONTENT_DESTROYED)
            draw_terrain(tv->g, q, was, 90);
        else
            gfx_fill_rect(R, q, gfx_rgba(PAL_PARCHMENT_DARK, 200));
        if (ruins)
            draw_ruins(tv, q, true);
        assets_draw(&tv->g->assets, R, ART_DESTROYED, gfx_inset(q, q.w / 10), 255);
    } else {
        draw_terrain(tv->g, q, c, 255);
        if (ruins)
            draw_ruins(tv, q, true);
    }
    if (v->initial[i][0] && c == CONTENT_MONSTER)
        draw_initial(tv, q, v->initial[i]);
    if (bb_test(v->marks, i)) {
        int s = q.w * 2 / 5;
        SDL_Rect star = {q.x + q.w - s - 1, q.y + 1, s, s};
        assets_draw(&tv->g->assets, R, ART_STAR, star, 255);
    }
}

static void draw_grid_lines(TableView *tv)
{
    const Layout *L = &tv->layout;
    SDL_Renderer *R = tv->g->renderer;
    SDL_Color thin = ink_alpha(90);
    for (int i = 1; i < BOARD_SIZE; i++) {
        int x = L->grid.x + i * L->cell, y = L->grid.y + i * L->cell;
        gfx_fill_rect(R, gfx_rect(x, L->grid.y, 1, L->grid.h), thin);
        gfx_fill_rect(R, gfx_rect(L->grid.x, y, L->grid.w, 1), thin);
    }
    int t = L->line + 1;
    SDL_Rect border = {L->grid.x - t / 2, L->grid.y - t / 2, L->grid.w + t, L->grid.h + t};
    gfx_rect_outline(R, border, t, ink());
}

/* Dims the sheet outside `spaces` and rings the spaces in gold. */
static void draw_highlight(TableView *tv, Bitboard spaces, Bitboard chosen)
{
    const Layout *L = &tv->layout;
    SDL_Renderer *R = tv->g->renderer;
    for (int i = 0; i < BOARD_SPACES; i++)
        if (!bb_test(spaces, i))
            gfx_fill_rect(R, layout_cell(L, i), gfx_rgba(PAL_PARCHMENT, 150));
    for (int i = 0; i < BOARD_SPACES; i++) {
        if (bb_test(chosen, i))
            gfx_rect_outline(R, gfx_inset(layout_cell(L, i), 1), L->line + 1, gfx_rgba(0x1f6fd0, 230));
        if (bb_test(spaces, i))
            gfx_rect_outline(R, layout_cell(L, i), L->line + 1, gfx_rgb(0xf2b705));
    }
}

/* The outline of a group of spaces: the edges that border a space outside
 * it, t pixels thick, inside the spaces. */
static void draw_outline(TableView *tv, Bitboard cells, int t, SDL_Color edge)
{
    const Layout *L = &tv->layout;
    SDL_Renderer *R = tv->g->renderer;
    for (int i = 0; i < BOARD_SPACES; i++) {
        if (!bb_test(cells, i))
            continue;
        SDL_Rect q = layout_cell(L, i);
        int r = i / BOARD_SIZE, c = i % BOARD_SIZE;
        if (r == 0 || !bb_test(cells, i - BOARD_SIZE))
            gfx_fill_rect(R, gfx_rect(q.x, q.y, q.w, t), edge);
        if (r == BOARD_SIZE - 1 || !bb_test(cells, i + BOARD_SIZE))
            gfx_fill_rect(R, gfx_rect(q.x, q.y + q.h - t, q.w, t), edge);
        if (c == 0 || !bb_test(cells, i - 1))
            gfx_fill_rect(R, gfx_rect(q.x, q.y, t, q.h), edge);
        if (c == BOARD_SIZE - 1 || !bb_test(cells, i + 1))
            gfx_fill_rect(R, gfx_rect(q.x + q.w - t, q.y, t, q.h), edge);
    }
}

static void draw_ghost(TableView *tv, const ViewGhost *g)
{
    const Layout *L = &tv->layout;
    SDL_Renderer *R = tv->g->renderer;
    Bitboard cells = g->cells;
    SDL_Color edge = g->legal ? ink() : gfx_rgb(PAL_RED);
    for (int i = bb_pop(&cells); i >= 0; i = bb_pop(&cells)) {
        SDL_Rect q = layout_cell(L, i);
        if (g->terrain == CONTENT_DESTROYED)
            assets_draw(&tv->g->assets, R, ART_DESTROYED, gfx_inset(q, q.w / 8), 210);
        else
            draw_terrain(tv->g, q, (Content)g->terrain, 160);
        if (bb_test(g->bad, i)) {
            gfx_fill_rect(R, q, gfx_rgba(PAL_RED, 90));
            gfx_line(R, (float)q.x + 3.0f, (float)q.y + 3.0f, (float)(q.x + q.w) - 3.0f, (float)(q.y + q.h) - 3.0f,
                     (float)L->line + 1.0f, gfx_rgb(PAL_RED));
        }
    }
    draw_outline(tv, g->cells, L->line + 1, edge);
    Bitboard marks = g->marks;
    for (int i = bb_pop(&marks); i >= 0; i = bb_pop(&marks)) {
        SDL_Rect q = layout_cell(L, i);
        int s = q.w / 2;
        assets_draw(&tv->g->assets, R, ART_STAR, gfx_rect(q.x + q.w - s - 1, q.y + 1, s, s), 200);
    }
    Bitboard doomed = g->destroys;
    for (int i = bb_pop(&doomed); i >= 0; i = bb_pop(&doomed))
        assets_draw(&tv->g->assets, R, ART_DESTROYED, gfx_inset(layout_cell(L, i), L->cell / 6), 170);
    if (g->label[0]) {
        int lh = text_line_height(&tv->g->text, FONT_BIG);
        int tw = text_width(&tv->g->text, FONT_BIG, g->label) + L->inner;
        SDL_Rect tag = {g->label_x, g->label_y - lh, tw, lh};
        if (tag.x + tag.w > L->grid.x + L->grid.w)
            tag.x = L->grid.x + L->grid.w - tag.w;
        if (tag.y < L->sheet.y)
            tag.y = L->sheet.y;
        gfx_fill_round_rect(R, tag, lh / 3, gfx_rgba(g->legal ? 0x1d4f25 : PAL_RED, 225));
        text_draw(&tv->g->text, R, FONT_BIG, g->label, tag.x + tag.w / 2, tag.y, gfx_rgb(0xfbf5e6), ALIGN_CENTER);
    }
}

/* The name a tab has room for: the whole name; else for a computer its
 * strength (the gear on the crest says it is a computer); else nothing for
 * a default "Player N" (the crest shows the number); else the name, cut by
 * text_draw_fit. The full name is in the tab's tooltip. */
static const char *tab_name(TableView *tv, int p, FontRole font, int room, char *buf, size_t size, bool *whole)
{
    const char *name = tv->names[p];
    *whole = true;
    if (text_width(&tv->g->text, font, name) <= room)
        return name;
    if (tv->strength[p] >= 0) {
        snprintf(buf, size, "%s", name_strength(tv->strength[p]));
        *whole = text_width(&tv->g->text, font, buf) <= room;
        return buf;
    }
    *whole = false;
    snprintf(buf, size, _("Player %d"), p + 1);
    return strcmp(buf, name) == 0 ? "" : name;
}

/* Multiplayer: a tab per player (crest with the seat's number, which is
 * also its key, then the name and the points so far); the sheet shown is
 * raised, the one being decided on is marked with a pen. The points always
 * show; a name that does not fit is shortened (full name in the tooltip). */
static void draw_tabs(TableView *tv, int shown)
{
    const Layout *L = &tv->layout;
    SDL_Renderer *R = tv->g->renderer;
    TextSystem *ts = &tv->g->text;
    const Game *g = &tv->game;
    for (int p = 0; p < L->ntabs; p++) {
        SDL_Rect t = L->tab[p];
        bool on = p == shown;
        gfx_fill_round_rect(R, t, L->radius, on ? gfx_rgb(0xfffbf0) : gfx_rgba(PAL_PARCHMENT_DARK, 190));
        gfx_round_rect_outline(R, t, L->radius, on ? (float)L->line + 1.0f : 1.0f, on ? ink() : ink_alpha(120));
        int cs = t.h - 6;
        SDL_Rect crest = {t.x + 4, t.y + 3, cs * 4 / 5, cs};
        float cx = (float)crest.x, cy = (float)crest.y, cw = (float)crest.w, ch = (float)crest.h;
        float shield[12] = {cx, cy, cx + cw, cy, cx + cw, cy + ch * 0.55f, cx + cw * 0.5f, cy + ch,
                            cx, cy + ch * 0.55f, cx, cy};
        gfx_fill_convex(R, shield, 5, gfx_rgb(pal_crest(p)));
        char number[4];
        snprintf(number, sizeof number, "%d", p + 1);
        text_draw(ts, R, FONT_SMALL, number, crest.x + crest.w / 2, crest.y + (crest.h - text_line_height(ts, FONT_SMALL)) / 3,
                  gfx_rgb(0xfbf5e6), ALIGN_CENTER);
        if (tv->strength[p] >= 0) { /* a computer's crest wears a gear */
            float gr = (float)crest.h / 4.0f;
            float gx = (float)(crest.x + crest.w) - gr / 2.0f, gy = (float)(crest.y + crest.h) - gr;
            gfx_fill_circle(R, gx, gy, gr, gfx_rgb(0xfffbf0));
            gfx_ring(R, gx, gy, gr, 1.0f, ink_alpha(160));
            int glh = text_line_height(ts, FONT_SMALL);
            text_draw(ts, R, FONT_SMALL, "\xE2\x9A\x99", (int)gx, (int)(gy - (float)glh / 2.0f), ink(), ALIGN_CENTER);
        }
        int total = 0;
        for (int s = 0; s < game_seasons_scored(g); s++)
            total += g->sheets[p].seasons[s].total;
        char points[16];
        snprintf(points, sizeof points, "%d", total);
        bool pen = g->decision.kind != DECISION_NONE && g->decision.sheet == p;
        const char *pen_glyph = "\xE2\x9C\x8E";
        char shown_name[SEAT_NAME_MAX + 8];
        /* the tab's own font, or the small one when the name does not fit */
        FontRole font = on ? FONT_NUMBER : FONT_BODY;
        int x = crest.x + crest.w + 4, right = 0;
        for (int attempt = 0; attempt < 2; attempt++) {
            right = t.x + t.w - 4 - (pen ? text_width(ts, font, pen_glyph) + 3 : 0) - text_width(ts, font, points) - 5;
            bool whole;
            tab_name(tv, p, font, right - x, shown_name, sizeof shown_name, &whole);
            if (whole)
                break;
            font = FONT_SMALL;
        }
        int lh = text_line_height(ts, font), y = t.y + (t.h - lh) / 2;
        int edge = t.x + t.w - 4;
        if (pen) {
            text_draw(ts, R, font, pen_glyph, edge, y, gfx_rgb(0x8a5208), ALIGN_RIGHT);
            edge -= text_width(ts, font, pen_glyph) + 3;
        }
        text_draw(ts, R, font, points, edge, y, ink(), ALIGN_RIGHT);
        bool whole;
        const char *label = tab_name(tv, p, font, right - x, shown_name, sizeof shown_name, &whole);
        if (right > x)
            text_draw_fit(ts, R, font, label, x, y, right - x, ink(), ALIGN_LEFT);
    }
}

void draw_sheet(TableView *tv, DrawPass pass)
{
    const Layout *L = &tv->layout;
    ViewSheet v;
    view_sheet(tv, &v);
    if (pass == PASS_DYNAMIC) {
        const Hit *h = &tv->st.hover;
        if (h->kind == HIT_TAB && h->index >= 0 && h->index < L->ntabs && h->index != v.player)
            gfx_round_rect_outline(tv->g->renderer, L->tab[h->index], L->radius, (float)L->line + 1.0f, ink());
        if (v.highlight)
            draw_highlight(tv, v.highlight_spaces, v.highlight_chosen);
        if (v.ghost.active)
            draw_ghost(tv, &v.ghost);
        return;
    }
    draw_paper(tv->g, L->sheet, gfx_rgb(PAL_PARCHMENT), true);
    draw_tabs(tv, v.player);
    draw_labels(tv);
    for (int i = 0; i < BOARD_SPACES; i++)
        draw_space(tv, &v, i);
    draw_grid_lines(tv);
    draw_outline(tv, v.recent, L->line + 2, gfx_rgba(PAL_RECENT, 230));
    Bitboard targets = v.targets;
    for (int i = bb_pop(&targets); i >= 0; i = bb_pop(&targets)) {
        SDL_Rect q = gfx_inset(layout_cell(L, i), 2);
        float x0 = (float)q.x, y0 = (float)q.y, x1 = (float)(q.x + q.w), y1 = (float)(q.y + q.h);
        float lw = (float)L->line + 0.5f, dash = (float)L->cell / 8.0f;
        SDL_Color c = gfx_rgb(0xc0851a);
        gfx_dashed_line(tv->g->renderer, x0, y0, x1, y0, lw, dash, dash, c);
        gfx_dashed_line(tv->g->renderer, x0, y1, x1, y1, lw, dash, dash, c);
        gfx_dashed_line(tv->g->renderer, x0, y0, x0, y1, lw, dash, dash, c);
        gfx_dashed_line(tv->g->renderer, x1, y0, x1, y1, lw, dash, dash, c);
    }
    if (v.target >= 0) {
        SDL_Rect q = layout_cell(L, v.target);
        gfx_rect_outline(tv->g->renderer, gfx_inset(q, -2), L->line + 2, gfx_rgb(PAL_RED));
    }
}
