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
#include "monster_glyph.h"
#include "view.h"

static void draw_labels(TableView *tv)
{
    const Layout *L = &tv->ds.layout;
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

/* The sign of the named monster on its space (monster_glyph.h), on a dark
 * badge in the top left corner. */
static void draw_monster_sign(TableView *tv, SDL_Rect q, int card)
{
    SDL_Renderer *R = tv->g->renderer;
    int b = q.w * 11 / 20;
    if (b < 10)
        b = q.w - 2;
    SDL_Rect badge = {q.x + 2, q.y + 2, b, b};
    SDL_Color under = gfx_rgba(0x1e0f2a, 215);
    gfx_fill_round_rect(R, badge, b / 4, under);
    draw_monster_glyph(tv->g, gfx_inset(badge, b / 7 + 1), card, gfx_rgb(0xf6eefc), gfx_rgb(0x1e0f2a));
}

static void draw_space(TableView *tv, const ViewSheet *v, int i)
{
    const Layout *L = &tv->ds.layout;
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
    if (v->monster[i] >= 0 && c == CONTENT_MONSTER)
        draw_monster_sign(tv, q, v->monster[i]);
    if (bb_test(v->marks, i)) {
        int s = q.w * 2 / 5;
        SDL_Rect star = {q.x + q.w - s - 1, q.y + 1, s, s};
        assets_draw(&tv->g->assets, R, ART_STAR, star, 255);
    }
}

static void draw_grid_lines(TableView *tv)
{
    const Layout *L = &tv->ds.layout;
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
    const Layout *L = &tv->ds.layout;
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
    const Layout *L = &tv->ds.layout;
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

/* The "+N" tag on the ghost: in the top right corner of one of its own
 * spaces (view_ghost), in the score numbers' face, kept on the map. */
static SDL_Rect ghost_tag(TableView *tv, const ViewGhost *g)
{
    const Layout *L = &tv->ds.layout;
    int lh = text_line_height(&tv->g->text, FONT_NUMBER);
    int tw = text_width(&tv->g->text, FONT_NUMBER, g->label) + L->inner;
    SDL_Rect tag = {g->label_x - tw, g->label_y, tw, lh};
    if (tag.x < L->grid.x)
        tag.x = L->grid.x;
    return tag;
}

static void draw_ghost(TableView *tv, const ViewGhost *g)
{
    const Layout *L = &tv->ds.layout;
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
        SDL_Rect tag = ghost_tag(tv, g);
        gfx_fill_round_rect(R, tag, tag.h / 3, gfx_rgba(g->legal && !g->loss ? 0x1d4f25 : PAL_RED, 225));
        text_draw(&tv->g->text, R, FONT_NUMBER, g->label, tag.x + tag.w / 2, tag.y, gfx_rgb(0xfbf5e6), ALIGN_CENTER);
    }
}

SDL_Rect draw_ghost_bounds(TableView *tv, const ViewGhost *g)
{
    SDL_Rect r = {0, 0, 0, 0};
    if (!g->active)
        return r;
    Bitboard cells = bb_or(bb_or(g->cells, g->marks), g->destroys);
    for (int i = bb_pop(&cells); i >= 0; i = bb_pop(&cells)) {
        SDL_Rect q = layout_cell(&tv->ds.layout, i);
        if (r.w == 0)
            r = q;
        else
            SDL_UnionRect(&r, &q, &r);
    }
    if (g->label[0]) {
        SDL_Rect tag = ghost_tag(tv, g);
        if (r.w == 0)
            r = tag;
        else
            SDL_UnionRect(&r, &tag, &r);
    }
    return r;
}

/* Whether player p's name is the one the game made up for a computer
 * ("Computer 3 (hard)"), which its tab may shorten to "Computer 3". */
static bool computer_name(const TableView *tv, int p)
{
    const char *computer = _("Computer");
    return tv->strength[p] >= 0 && strncmp(tv->names[p], computer, strlen(computer)) == 0;
}

/* Player p's name at a level of shortening: 0 whole; 1 a computer's
 * "Computer N", another's first word (of a longer name); 2 "CN", the
 * initials; 3 the whole name again, cut short when drawn. False when the
 * level has no form of its own (a name of one word at 1, no initials). */
static bool name_at(const TableView *tv, int p, int level, char *out, size_t size)
{
    const char *name = tv->names[p];
    bool computer = computer_name(tv, p);
    if (level == 0 || level >= 3) {
        snprintf(out, size, "%s", name);
        return true;
    }
    if (computer) {
        if (level == 1)
            /* TRANSLATORS: a computer player's short name on its tab; %d: its seat. */
            snprintf(out, size, _("Computer %d"), p + 1);
        else
            /* TRANSLATORS: the shortest name of a computer player (C for computer), %d: its seat. */
            snprintf(out, size, _("C%d"), p + 1);
        return true;
    }
    if (level == 1) {
        size_t first = name_first_word(name);
        snprintf(out, size, "%.*s", (int)first, name);
        return name[first] == ' ';
    }
    /* initials: the first letter (a whole UTF-8 sequence) of each word */
    size_t n = 0;
    for (const char *q = name; *q && n + 5 < size; q++) {
        if (q != name && q[-1] != ' ')
            continue;
        if (*q == ' ')
            continue;
        do
            out[n++] = *q++;
        while (*q && ((unsigned char)*q & 0xC0) == 0x80 && n + 1 < size);
        q--;
    }
    out[n] = '\0';
    return n > 0;
}

/* The least level of shortening (name_at) from `from` at which player p's
 * name fits `room` pixels in `font`: a computer's last is "CN", another's
 * the whole name cut short. */
static int fit_level(const TableView *tv, int p, FontRole font, int room, int from)
{
    int last = computer_name(tv, p) ? 2 : 3;
    char buf[SEAT_NAME_MAX + 8];
    for (int level = from; level < last; level++)
        if (name_at(tv, p, level, buf, sizeof buf) && text_width(&tv->g->text, font, buf) <= room)
            return level;
    return last;
}

/* A network game: at the right of a tab's first line the mark of what its
 * player does (draw_net_mark); "" none. */
static const char *net_mark_glyph(NetMark mark)
{
    static const char *const glyphs[] = {"", "\xE2\x80\xA6", "\xE2\x9C\x93", "\xE2\x9C\x97"};
    return glyphs[mark];
}

/* The room of a tab's name: from x to right on its first line, left of
 * its net mark. */
static void tab_name_room(const TableView *tv, int p, int *x, int *right)
{
    SDL_Rect t = tv->ds.layout.tab[p];
    int cs = t.h - 6;
    *x = t.x + 4 + cs * 3 / 5 + 4;
    *right = t.x + t.w - 4;
    NetMark mark = tv->facts.net_mark[p];
    if (mark != NET_MARK_NONE)
        *right -= text_width(&tv->g->text, FONT_SMALL, net_mark_glyph(mark)) + 3;
}

void draw_tab_names(TableView *tv, int shown, char names[MAX_PLAYERS][TAB_NAME_MAX], FontRole fonts[MAX_PLAYERS])
{
    const Layout *L = &tv->ds.layout;
    const TextSystem *ts = &tv->g->text;
    int computers = 0; /* the level the computers' names all take: the most any needs in the small face */
    for (int p = 0; p < L->ntabs; p++) {
        int x, right;
        tab_name_room(tv, p, &x, &right);
        if (computer_name(tv, p))
            computers = SDL_max(computers, fit_level(tv, p, FONT_SMALL, right - x, 0));
    }
    for (int p = 0; p < L->ntabs; p++) {
        int x, right;
        tab_name_room(tv, p, &x, &right);
        /* in the tab's font when it fits (the raised tab's is larger) */
        FontRole font = p == shown ? FONT_NUMBER : FONT_SMALL;
        int level = computer_name(tv, p) ? computers : fit_level(tv, p, font, right - x, 0);
        name_at(tv, p, level, names[p], TAB_NAME_MAX);
        if (text_width(ts, font, names[p]) > right - x && font != FONT_SMALL) {
            font = FONT_SMALL;
            if (!computer_name(tv, p))
                name_at(tv, p, fit_level(tv, p, font, right - x, 0), names[p], TAB_NAME_MAX);
        }
        fonts[p] = font;
    }
}

/* A network game: at the right of a tab's first line (ending at `right`),
 * "…" while its player draws, a tick once they have drawn, a cross while
 * they are away. */
static void draw_net_mark(TableView *tv, NetMark mark, int right, int y)
{
    if (mark == NET_MARK_NONE)
        return;
    SDL_Color c = mark == NET_MARK_AWAY ? gfx_rgb(PAL_RED) : mark == NET_MARK_DONE ? gfx_rgb(PAL_GREEN_OK) : ink_alpha(150);
    text_draw(&tv->g->text, tv->g->renderer, FONT_SMALL, net_mark_glyph(mark), right, y, c, ALIGN_RIGHT);
}

/* Multiplayer: a tab per player, two lines: the crest with the seat's
 * number (also its key) and a gear for a computer, the name (as much of it
 * as fits, draw_tab_names), and below it the points (draw_tab_points). The
 * sheet shown is raised. */
static void draw_tabs(TableView *tv, int shown)
{
    const Layout *L = &tv->ds.layout;
    SDL_Renderer *R = tv->g->renderer;
    TextSystem *ts = &tv->g->text;
    int lh = text_line_height(ts, FONT_SMALL);
    char names[MAX_PLAYERS][TAB_NAME_MAX];
    FontRole fonts[MAX_PLAYERS];
    draw_tab_names(tv, shown, names, fonts);
    for (int p = 0; p < L->ntabs; p++) {
        SDL_Rect t = L->tab[p];
        bool on = p == shown;
        gfx_fill_round_rect(R, t, L->radius, on ? gfx_rgb(0xfffbf0) : gfx_rgba(PAL_PARCHMENT_DARK, 190));
        gfx_round_rect_outline(R, t, L->radius, on ? (float)L->line + 1.0f : 1.0f, on ? ink() : ink_alpha(120));
        int cs = t.h - 6;
        SDL_Rect crest = {t.x + 4, t.y + 3, cs * 3 / 5, cs};
        float cx = (float)crest.x, cy = (float)crest.y, cw = (float)crest.w, ch = (float)crest.h;
        float shield[12] = {cx, cy, cx + cw, cy, cx + cw, cy + ch * 0.55f, cx + cw * 0.5f, cy + ch,
                            cx, cy + ch * 0.55f, cx, cy};
        gfx_fill_convex(R, shield, 5, gfx_rgb(pal_crest(p)));
        char number[4];
        snprintf(number, sizeof number, "%d", p + 1);
        text_draw(ts, R, FONT_NUMBER, number, crest.x + crest.w / 2, crest.y + (crest.h / 2 - lh) / 2 + 1,
                  gfx_rgb(0xfbf5e6), ALIGN_CENTER);
        if (tv->strength[p] >= 0) { /* a computer's crest wears a gear */
            float gr = (float)crest.w / 3.0f;
            float gx = (float)(crest.x + crest.w / 2), gy = (float)(crest.y + crest.h) - gr * 1.6f;
            gfx_fill_circle(R, gx, gy, gr, gfx_rgb(0xfffbf0));
            gfx_ring(R, gx, gy, gr, 1.0f, ink_alpha(160));
            text_draw(ts, R, FONT_SMALL, "\xE2\x9A\x99", (int)gx, (int)(gy - (float)lh / 2.0f), ink(), ALIGN_CENTER);
        }
        int x, right;
        tab_name_room(tv, p, &x, &right);
        int y1 = t.y + (t.h - 2 * lh) / 2;
        draw_net_mark(tv, tv->facts.net_mark[p], t.x + t.w - 4, y1);
        text_draw_fit(ts, R, fonts[p], names[p], x, y1 + (lh - text_line_height(ts, fonts[p])) / 2, right - x, ink(),
                      ALIGN_LEFT);
    }
}

/* The tabs' second line: the points scored so far and, faded, the points
 * projected, as the Total box reckons them (with the ghost of a legal
 * placement or pick on that map: view_tab_points); drawn in the dynamic
 * pass since they follow the ghost. The map being drawn on at this screen
 * gets a pen (view_pen_sheet: in a network game not the others' maps,
 * drawn at their own screens). */
static void draw_tab_points(TableView *tv)
{
    const Layout *L = &tv->ds.layout;
    SDL_Renderer *R = tv->g->renderer;
    TextSystem *ts = &tv->g->text;
    const Game *g = &tv->game;
    int lh = text_line_height(ts, FONT_SMALL);
    const char *pen_glyph = "\xE2\x9C\x8E";
    for (int p = 0; p < L->ntabs; p++) {
        SDL_Rect t = L->tab[p];
        int cs = t.h - 6;
        int x = t.x + 4 + cs * 3 / 5 + 4, right = t.x + t.w - 4;
        int y2 = t.y + (t.h - 2 * lh) / 2 + lh;
        bool pen = view_pen_sheet(g, tv->facts.home) == p;
        int scored, projected;
        view_tab_points(tv, p, &scored, &projected);
        char points[16], ahead[24];
        snprintf(points, sizeof points, "%d", scored);
        /* TRANSLATORS: on a player's tab, the points projected with the map as it is now. */
        snprintf(ahead, sizeof ahead, _("\xE2\x86\x92 %d"), projected);
        int px = x + text_draw(ts, R, FONT_NUMBER, points, x, y2 + (lh - text_line_height(ts, FONT_NUMBER)) / 2,
                               ink(), ALIGN_LEFT);
        int room = right - px - 4 - (pen ? text_width(ts, FONT_SMALL, pen_glyph) + 2 : 0);
        if (room >= text_width(ts, FONT_SMALL, ahead))
            text_draw(ts, R, FONT_SMALL, ahead, px + 4, y2, gfx_rgb(PAL_INK_SOFT), ALIGN_LEFT);
        if (pen)
            text_draw(ts, R, FONT_SMALL, pen_glyph, right, y2, gfx_rgb(0x8a5208), ALIGN_RIGHT);
    }
}

void draw_sheet(TableView *tv, DrawPass pass)
{
    const Layout *L = &tv->ds.layout;
    ViewSheet v;
    view_sheet(tv, &v);
    if (pass == PASS_DYNAMIC) {
        const Hit *h = &tv->move.hover;
        if (h->kind == HIT_TAB && h->index >= 0 && h->index < L->ntabs && h->index != v.player)
            gfx_round_rect_outline(tv->g->renderer, L->tab[h->index], L->radius, (float)L->line + 1.0f, ink());
        draw_tab_points(tv);
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
        draw_target_frame(tv->g, layout_cell(L, i), L->line, board_get(&v.board, i));
    }
    if (v.target >= 0) {
        SDL_Rect q = layout_cell(L, v.target);
        gfx_rect_outline(tv->g->renderer, gfx_inset(q, -2), L->line + 2, gfx_rgb(PAL_RED));
    }
}
