/* tutorial_draw.c: the tutorial's box, highlight and arrow (see
 * tutorial_draw.h). */
#include "tutorial_draw.h"

#include <math.h>
#include <string.h>

#include "gfx.h"
#include "i18n.h"
#include "look.h"
#include "palette.h"
#include "view.h"

#define MAX_AIMS 40

/* The box's button: Next; at the end of the first game the Heroes lesson,
 * at the end of that Close (the game goes on without the box). */
static const char *next_label(const Tutorial *t)
{
    if (t->step == TUT_END)
        return _("Heroes lesson");
    return t->step == TUT_H_END ? _("Close") : _("Next");
}

static SDL_Rect rect_union(const SDL_Rect *r, int n)
{
    SDL_Rect u = {0, 0, 0, 0};
    for (int i = 0; i < n; i++) {
        if (r[i].w <= 0 || r[i].h <= 0)
            continue;
        if (u.w == 0)
            u = r[i];
        else
            SDL_UnionRect(&u, &r[i], &u);
    }
    return u;
}

static long overlap(SDL_Rect a, SDL_Rect b)
{
    SDL_Rect i;
    return SDL_IntersectRect(&a, &b, &i) ? (long)i.w * i.h : 0;
}

static int clampi(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

/* The box's text: the step's sentence, then why a move was held back. */
static int text_height(const Tutorial *t, TableView *tv, int w)
{
    TextSystem *ts = &tv->g->text;
    int h = text_wrap_count(ts, FONT_BODY, tutorial_text(t, tv), w) * text_line_height(ts, FONT_BODY);
    if (t->why[0])
        h += tv->ds.layout.inner / 2 + text_wrap_count(ts, FONT_SMALL, t->why, w) * text_line_height(ts, FONT_SMALL);
    return h;
}

void tutorial_box_layout(const Tutorial *t, TableView *tv, const BoxOver *over, TutorialBox *out)
{
    memset(out, 0, sizeof *out);
    const Layout *L = &tv->ds.layout;
    SDL_Rect aims[MAX_AIMS];
    int n = tutorial_aim_rects(t, tv, over, aims, MAX_AIMS);
    out->aim = rect_union(aims, n);
    int w = SDL_min((int)(400.0f * L->scale), L->w - 2 * L->pad);
    if (w < 40)
        w = SDL_max(L->w - 2, 1);
    int pad = L->inner;
    int inner_w = SDL_max(w - 2 * pad, 1);
    int h = pad + text_height(t, tv, inner_w) + pad;
    int bh = 0;
    if (tutorial_has_next(t->step)) {
        bh = text_line_height(&tv->g->text, FONT_BODY) + L->inner;
        h += bh + pad / 2;
    }
    /* candidates: around what the step aims at, then the window's corners;
     * the one covering least of what matters wins */
    SDL_Rect a = out->aim;
    int gap = L->gap * 2 + L->line * 4;
    SDL_Rect c[20];
    int nc = 0;
    if (a.w > 0) {
        int xs[3] = {a.x + a.w / 2 - w / 2, a.x, a.x + a.w - w};
        int ys[3] = {a.y + a.h / 2 - h / 2, a.y, a.y + a.h - h};
        for (int i = 0; i < 3; i++) {
            c[nc++] = gfx_rect(xs[i], a.y + a.h + gap, w, h);
            c[nc++] = gfx_rect(xs[i], a.y - gap - h, w, h);
            c[nc++] = gfx_rect(a.x + a.w + gap, ys[i], w, h);
            c[nc++] = gfx_rect(a.x - gap - w, ys[i], w, h);
        }
    }
    c[nc++] = gfx_rect(L->stack.x + L->stack.w - w, L->stack.y, w, h); /* the desk beside few cards */
    c[nc++] = gfx_rect(L->sheet.x + L->sheet.w / 2 - w / 2, L->sheet.y + L->sheet.h / 2 - h / 2, w, h);
    c[nc++] = gfx_rect(L->right.x, L->decrees.y, w, h);
    c[nc++] = gfx_rect(L->pad, L->h - L->pad - h, w, h);
    c[nc++] = gfx_rect(L->w - L->pad - w, L->pad, w, h);
    int ids[LAYOUT_MAX_CARDS];
    SDL_Rect cards[LAYOUT_MAX_CARDS];
    int ncards = view_row(tv, ids);
    layout_cards(L, ncards, cards);
    long best = -1;
    for (int i = 0; i < nc; i++) {
        SDL_Rect r = c[i];
        r.x = clampi(r.x, L->pad / 2, SDL_max(L->w - w - L->pad / 2, 0));
        r.y = clampi(r.y, L->pad / 2, SDL_max(L->h - h - L->pad / 2, 0));
        long cost = 0;
        if (a.w > 0)
            cost += 50 * overlap(r, gfx_inset(a, -L->gap));
        if (over->id != SCREEN_TABLE)
            cost += 50 * overlap(r, over->panel); /* its numbers are the lesson */
        for (int k = 0; k < ncards; k++)
            cost += 4 * overlap(r, cards[k]);
        cost += 4 * overlap(r, L->tools) + 3 * overlap(r, L->bottom_bar);
        cost += 2 * overlap(r, L->grid) + 2 * overlap(r, L->scores) + overlap(r, L->decrees) + overlap(r, L->top_bar);
        if (a.w == 0 && i == nc - 4 && over->id == SCREEN_TABLE)
            cost = 0; /* nothing to point at: the middle of the map (only Next to press) */
        if (best < 0 || cost < best) {
            best = cost;
            out->box = r;
        }
    }
    if (bh > 0) {
        int bw = SDL_max(text_width(&tv->g->text, FONT_BODY, next_label(t)) + 4 * L->inner, (int)(96.0f * L->scale));
        out->next = gfx_rect(out->box.x + out->box.w - pad - bw, out->box.y + out->box.h - pad - bh, bw, bh);
    }
}

/* The point of r nearest to (x, y). */
static void nearest(SDL_Rect r, float x, float y, float *nx, float *ny)
{
    *nx = x < r.x ? (float)r.x : x > r.x + r.w ? (float)(r.x + r.w) : x;
    *ny = y < r.y ? (float)r.y : y > r.y + r.h ? (float)(r.y + r.h) : y;
}

static void draw_arrow(TableView *tv, SDL_Rect box, SDL_Rect aim)
{
    SDL_Renderer *R = tv->g->renderer;
    const Layout *L = &tv->ds.layout;
    float ax, ay, bx, by;
    float cx = aim.x + aim.w / 2.0f, cy = aim.y + aim.h / 2.0f;
    nearest(box, cx, cy, &bx, &by);
    nearest(aim, bx, by, &ax, &ay);
    float dx = ax - bx, dy = ay - by;
    float len = sqrtf(dx * dx + dy * dy);
    float head = 10.0f * L->scale + 6.0f;
    if (len < head * 1.5f)
        return; /* the box touches it: no arrow needed */
    float ux = dx / len, uy = dy / len;
    float tipx = ax - ux * L->line * 2.0f, tipy = ay - uy * L->line * 2.0f;
    float basex = tipx - ux * head, basey = tipy - uy * head;
    SDL_Color col = gfx_rgb(PAL_RED);
    float width = SDL_max(3.0f * L->scale, 2.0f);
    gfx_line(R, bx, by, basex, basey, width, col);
    float tri[6] = {tipx, tipy, basex - uy * head * 0.6f, basey + ux * head * 0.6f, basex + uy * head * 0.6f,
                    basey - ux * head * 0.6f};
    gfx_fill_convex(R, tri, 3, col);
}

void tutorial_draw(const Tutorial *t, TableView *tv, const BoxOver *over)
{
    if (!t->active)
        return;
    table_view_layout(tv);
    const Layout *L = &tv->ds.layout;
    SDL_Renderer *R = tv->g->renderer;
    TextSystem *ts = &tv->g->text;
    /* the highlight: a red ring round each thing aimed at */
    SDL_Rect aims[MAX_AIMS];
    int n = tutorial_aim_rects(t, tv, over, aims, MAX_AIMS);
    Uint8 alpha = 230;
    float ring = SDL_max(3.0f * L->scale, 2.0f);
    for (int i = 0; i < n; i++) {
        if (tutorial_aim(t, tv, over) == AIM_CELLS)
            gfx_fill_rect(R, gfx_inset(aims[i], L->line), gfx_rgba(PAL_GOLD, 70));
        gfx_round_rect_outline(R, gfx_inset(aims[i], -(int)ring), L->radius / 2, ring, gfx_rgba(PAL_RED, alpha));
    }
    /* the spaces to keep free: struck out in red */
    Bitboard avoid = t->avoid;
    for (int c = bb_pop(&avoid); c >= 0; c = bb_pop(&avoid)) {
        SDL_Rect q = gfx_inset(layout_cell(L, c), L->cell / 5);
        float x0 = (float)q.x, y0 = (float)q.y, x1 = (float)(q.x + q.w), y1 = (float)(q.y + q.h);
        gfx_fill_rect(R, gfx_inset(layout_cell(L, c), L->line), gfx_rgba(PAL_RED, 40));
        gfx_line(R, x0, y0, x1, y1, ring, gfx_rgba(PAL_RED, alpha));
        gfx_line(R, x0, y1, x1, y0, ring, gfx_rgba(PAL_RED, alpha));
    }
    TutorialBox b;
    tutorial_box_layout(t, tv, over, &b);
    if (b.aim.w > 0)
        draw_arrow(tv, b.box, b.aim);
    draw_paper(tv->g, b.box, gfx_rgb(PAL_HIGHLIGHT), true);
    gfx_round_rect_outline(R, b.box, L->radius, SDL_max(2.0f * L->scale, 1.5f), gfx_rgb(PAL_RED));
    int pad = L->inner;
    SDL_Rect text = gfx_rect(b.box.x + pad, b.box.y + pad, b.box.w - 2 * pad, b.box.h - 2 * pad);
    int used = text_draw_wrapped(ts, R, FONT_BODY, tutorial_text(t, tv), text, ink(), ALIGN_LEFT);
    if (t->why[0]) {
        SDL_Rect why = gfx_rect(text.x, text.y + used + L->inner / 2, text.w, SDL_max(text.h - used, 1));
        text_draw_wrapped(ts, R, FONT_SMALL, t->why, why, gfx_rgb(PAL_RED), ALIGN_LEFT);
    }
    if (b.next.w > 0)
        draw_button(tv->g, b.next, next_label(t), BUTTON_PRIMARY, gfx_contains(b.next, tv->move.pointer_x, tv->move.pointer_y));
}
