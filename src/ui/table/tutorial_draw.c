/* tutorial_draw.c: the tutorial's box, highlight and arrow (see
 * tutorial_draw.h). */
#include "tutorial_draw.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "focus.h"
#include "gfx.h"
#include "i18n.h"
#include "look.h"
#include "names.h"
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
    int h = text_wrap_height(ts, FONT_BODY, tutorial_text(t, tv), w);
    if (t->why[0])
        h += tv->ds.layout.inner / 2 + text_wrap_height(ts, FONT_SMALL, t->why, w);
    return h;
}

/* What the box must not cover, with how much each pixel of it costs. */
typedef struct Guard {
    SDL_Rect r;
    int weight;
    bool crossed; /* the arrow may run across it: what it points at and the room around that */
} Guard;

#define MAX_GUARDS (MAX_AIMS * 4 + BOARD_SPACES + 80)
#define MAX_CANDIDATES (25 + 17 * 25)
#define W_AIM 1000  /* what the step points at, and a box laid over the table */
#define W_TAUGHT 600 /* what the step before pointed at */
#define W_KEEP 250  /* what the lessons teach: the drawn spaces, seasons, coins, scores, decree names; the buttons */
#define W_ROOM 25   /* the room around what the step points at */

static int add_guard(Guard *g, int n, SDL_Rect r, int weight, bool crossed)
{
    if (n < MAX_GUARDS && r.w > 0 && r.h > 0)
        g[n++] = (Guard){r, weight, crossed};
    return n;
}

/* The guards after g[panel] (a box laid over the table) cut to what it
 * leaves in sight. */
static int unhide(Guard *g, int n, int panel)
{
    Guard was[MAX_GUARDS];
    memcpy(was, g, (size_t)n * sizeof *g);
    SDL_Rect over = g[panel].r;
    int out = panel + 1;
    for (int i = panel + 1; i < n; i++) {
        SDL_Rect r = was[i].r, in;
        if (!SDL_IntersectRect(&r, &over, &in)) {
            g[out++] = was[i];
            continue;
        }
        /* the strips above, below, left and right of the hidden part */
        SDL_Rect part[4] = {{r.x, r.y, r.w, in.y - r.y},
                            {r.x, in.y + in.h, r.w, r.y + r.h - in.y - in.h},
                            {r.x, in.y, in.x - r.x, in.h},
                            {in.x + in.w, in.y, r.x + r.w - in.x - in.w, in.h}};
        for (int k = 0; k < 4; k++)
            out = add_guard(g, out, part[k], was[i].weight, was[i].crossed);
    }
    return out;
}

/* Whether the player may draw anywhere on the map at this step: the map
 * is then theirs, and the box keeps off it. */
static bool draws_anywhere(int step)
{
    return step == TUT_CONFIRM || step == TUT_LAST || step == TUT_FREE || step == TUT_H_FIRST ||
           step == TUT_H_THIRD || step == TUT_H_PLAY;
}

/* The guards of a step: what it points at, what the step before pointed
 * at, a box laid over the table (its numbers are the lesson), the shape
 * laid on the map, what the lessons teach, then the rest of the table,
 * cheaper. */
static int guards(const Tutorial *t, TableView *tv, const BoxOver *over, const SDL_Rect *aims, int naims, Guard *g)
{
    const Layout *L = &tv->ds.layout;
    int n = 0;
    for (int i = 0; i < naims; i++) {
        n = add_guard(g, n, gfx_inset(aims[i], -L->gap), W_AIM, true);
        n = add_guard(g, n, gfx_inset(aims[i], -L->cell * 3 / 2), W_ROOM, true); /* and around it */
    }
    int panel = -1; /* a box laid over the table: what it hides needs no guarding */
    if (over->id != SCREEN_TABLE) {
        panel = n;
        n = add_guard(g, n, over->panel, W_AIM, false);
    }
    if (t->prev_step >= 0 && t->prev_step != t->step) {
        Tutorial before = *t;
        before.step = t->prev_step;
        before.why[0] = '\0';
        SDL_Rect taught[MAX_AIMS];
        int nt = tutorial_aim_rects(&before, tv, over, taught, MAX_AIMS);
        for (int i = 0; i < nt; i++)
            n = add_guard(g, n, taught[i], W_TAUGHT, false);
    }
    /* the shape laid on the map, its +N beside it (not one following the
     * pointer: the box would run from the pointer on its way to Next) */
    if (tv->move.preview.valid && tv->move.placed && tv->move.ghost >= 0) {
        Bitboard shape = tv->move.preview.cells;
        SDL_Rect around = {0, 0, 0, 0};
        for (int c = bb_pop(&shape); c >= 0; c = bb_pop(&shape)) {
            SDL_Rect q = layout_cell(L, c);
            n = add_guard(g, n, q, W_AIM, false);
            if (around.w == 0)
                around = q;
            else
                SDL_UnionRect(&around, &q, &around);
        }
        n = add_guard(g, n, gfx_inset(around, -L->cell / 2), W_KEEP, false);
    }
    if (draws_anywhere(t->step))
        n = add_guard(g, n, L->grid, W_KEEP, false);
    const Board *b = &tv->game.sheets[view_player(tv)].board;
    Bitboard printed = bb_or(board_layer(b, CONTENT_MOUNTAIN), b->ruins);
    Bitboard drawn = bb_minus(board_filled(b), printed);
    for (int c = bb_pop(&drawn); c >= 0; c = bb_pop(&drawn))
        n = add_guard(g, n, layout_cell(L, c), W_KEEP, false);
    for (int c = bb_pop(&printed); c >= 0; c = bb_pop(&printed)) /* mountains and ruins, printed */
        n = add_guard(g, n, layout_cell(L, c), 8, false);
    for (int s = 0; s < LAYOUT_SEASONS; s++) /* over once the game is: the final box says it */
        n = add_guard(g, n, L->season_chip[s], game_over(&tv->game) ? 10 : W_KEEP, false);
    n = add_guard(g, n, L->coin_track, W_KEEP, false);
    n = add_guard(g, n, gfx_rect(L->grid.x, L->grid.y - L->label, L->grid.w, L->label), W_KEEP, false); /* 1..11 */
    n = add_guard(g, n, gfx_rect(L->grid.x - L->label, L->grid.y, L->label, L->grid.h), W_KEEP, false); /* A..K */
    n = add_guard(g, n, L->scores, W_KEEP, false);
    int head = 2 * text_line_height(&tv->g->text, FONT_HEADING);
    for (int d = 0; d < 4; d++) /* a decree's letter, name and category, inside the card's margins */
        n = add_guard(g, n,
                      gfx_rect(L->decree[d].x + L->inner, L->decree[d].y, L->decree[d].w - 2 * L->inner,
                               SDL_min(head, L->decree[d].h)),
                      W_KEEP, false);
    for (int d = 0; d < 4; d++) { /* its rule, below: rather not */
        const ScoringCard *card = scoring_card(tv->game.decree_cards[d]);
        SDL_Rect r = gfx_rect(L->decree[d].x + L->inner, L->decree[d].y + head, L->decree[d].w - 2 * L->inner, 0);
        if (card)
            r.h = SDL_min(text_wrap_height(&tv->g->text, FONT_BODY, text_scoring(card), r.w),
                          L->decree[d].y + L->decree[d].h - r.y);
        n = add_guard(g, n, r, 6, false);
    }
    int ids[LAYOUT_MAX_CARDS];
    SDL_Rect cards[LAYOUT_MAX_CARDS];
    int ncards = view_row(tv, ids);
    layout_cards(L, ncards, cards);
    for (int k = 0; k < ncards; k++) { /* the newest card is the one played from; its name is read whole */
        SDL_Rect spine, name, body;
        layout_card_parts(L, cards[k], &spine, &name, &body);
        if (k == ncards - 1)
            n = add_guard(g, n, name, W_KEEP, false);
        n = add_guard(g, n, cards[k], k == ncards - 1 ? 10 : 3, false);
    }
    for (int k = 0; k < BTN_COUNT; k++) /* the buttons stay in reach */
        n = add_guard(g, n, L->button[k], W_KEEP, false);
    n = add_guard(g, n, L->tools, 4, false);
    n = add_guard(g, n, L->bottom_bar, 10, false); /* the status line */
    n = add_guard(g, n, L->grid, 2, false);
    n = add_guard(g, n, L->top_bar, 2, false);
    n = add_guard(g, n, L->decrees, 3, false);
    return panel < 0 ? n : unhide(g, n, panel);
}

/* The point of r nearest to (x, y). */
static void nearest(SDL_Rect r, float x, float y, float *nx, float *ny)
{
    *nx = x < r.x ? (float)r.x : x > r.x + r.w ? (float)(r.x + r.w) : x;
    *ny = y < r.y ? (float)r.y : y > r.y + r.h ? (float)(r.y + r.h) : y;
}

/* The arrow from the box to what it points at (draw_arrow's line). */
static void arrow_ends(SDL_Rect box, SDL_Rect aim, float *bx, float *by, float *ax, float *ay)
{
    float cx = (float)aim.x + (float)aim.w / 2.0f, cy = (float)aim.y + (float)aim.h / 2.0f;
    nearest(box, cx, cy, bx, by);
    nearest(aim, *bx, *by, ax, ay);
}

/* How long a part of the line from (x1, y1) to (x2, y2) runs across r. */
static long crossing(SDL_Rect r, float x1, float y1, float x2, float y2)
{
    int ax = (int)lroundf(x1), ay = (int)lroundf(y1), bx = (int)lroundf(x2), by = (int)lroundf(y2);
    if (r.w <= 0 || r.h <= 0 || !SDL_IntersectRectAndLine(&r, &ax, &ay, &bx, &by))
        return 0;
    return 1 + SDL_max(abs(bx - ax), abs(by - ay));
}

/* What a box at r costs: the guards it covers, what the arrow runs across,
 * and how far it is from what it points at (stopping early once it costs
 * more than `enough`, the best so far, when that is not negative). */
static long box_cost(SDL_Rect r, SDL_Rect aim, int gap, const Guard *g, int n, long enough)
{
    long cost = 0;
    for (int i = 0; i < n; i++)
        cost += (long)g[i].weight * overlap(r, g[i].r);
    if (aim.w <= 0 || (enough >= 0 && cost > enough))
        return cost; /* no better than the best so far */
    float bx, by, ax, ay;
    arrow_ends(r, aim, &bx, &by, &ax, &ay);
    float len = sqrtf((ax - bx) * (ax - bx) + (ay - by) * (ay - by));
    SDL_Point mid = {aim.x + aim.w / 2, aim.y + aim.h / 2};
    for (int i = 0; i < n; i++) {
        if (g[i].crossed || g[i].weight < 10)
            continue;
        SDL_Rect on = g[i].r;
        if (SDL_PointInRect(&mid, &on)) {
            /* it holds the aim (the box over the table holding its button):
             * the arrow enters it, beside or below the button (its texts
             * are above), the shorter the better */
            on.h = SDL_max(aim.y - on.y - gap, 0);
            cost += crossing(gfx_rect(on.x, on.y + on.h, on.w, g[i].r.h - on.h), bx, by, ax, ay) * W_ROOM * 60;
        }
        cost += crossing(on, bx, by, ax, ay) * g[i].weight * 60;
    }
    return cost + (long)(len * 25.0f);
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
    /* candidates: around what the step aims at and around a box laid over
     * the table, then places all over the window; the one that covers least
     * of what matters, with the shortest arrow, wins */
    SDL_Rect a = out->aim;
    int gap = L->gap * 2 + L->line * 4;
    SDL_Rect c[MAX_CANDIDATES];
    int nc = 0;
    SDL_Rect around[2] = {a, over->id != SCREEN_TABLE ? over->panel : gfx_rect(0, 0, 0, 0)};
    for (int k = 0; k < 2; k++) {
        SDL_Rect q = around[k];
        if (q.w <= 0)
            continue;
        int xs[3] = {q.x + q.w / 2 - w / 2, q.x, q.x + q.w - w};
        int ys[3] = {q.y + q.h / 2 - h / 2, q.y, q.y + q.h - h};
        for (int i = 0; i < 3; i++) {
            c[nc++] = gfx_rect(xs[i], q.y + q.h + gap, w, h);
            c[nc++] = gfx_rect(xs[i], q.y - gap - h, w, h);
            c[nc++] = gfx_rect(q.x + q.w + gap, ys[i], w, h);
            c[nc++] = gfx_rect(q.x - gap - w, ys[i], w, h);
        }
    }
    int middle = nc; /* nothing to point at: the middle of the map (only Next to press) */
    c[nc++] = gfx_rect(L->sheet.x + L->sheet.w / 2 - w / 2, L->sheet.y + L->sheet.h / 2 - h / 2, w, h);
    int cols = SDL_clamp((L->w - w) / SDL_max(w / 4, 1), 2, 16), rows = SDL_clamp((L->h - h) / SDL_max(h / 2, 1), 2, 24);
    for (int i = 0; i <= cols && nc < MAX_CANDIDATES; i++)
        for (int j = 0; j <= rows && nc < MAX_CANDIDATES; j++)
            c[nc++] = gfx_rect(L->pad / 2 + i * (L->w - w - L->pad) / cols, L->pad / 2 + j * (L->h - h - L->pad) / rows, w,
                               h);
    Guard g[MAX_GUARDS];
    int ng = guards(t, tv, over, aims, n, g);
    long best = -1;
    for (int i = 0; i < nc; i++) {
        SDL_Rect r = c[i];
        r.x = clampi(r.x, L->pad / 2, SDL_max(L->w - w - L->pad / 2, 0));
        r.y = clampi(r.y, L->pad / 2, SDL_max(L->h - h - L->pad / 2, 0));
        long cost = box_cost(r, a, L->gap, g, ng, best);
        if (a.w == 0 && i == middle && over->id == SCREEN_TABLE && bb_is_empty(board_filled(&tv->game.sheets[0].board)))
            cost = 0; /* the welcome: nothing drawn, nothing to point at */
        if (best < 0 || cost < best) {
            best = cost;
            out->box = r;
        }
    }
    if (bh > 0) {
        int bw = SDL_max(text_width(&tv->g->text, FONT_BODY, next_label(t)) + 4 * L->inner, (int)(96.0f * L->scale));
        out->next = gfx_rect(out->box.x + out->box.w - pad - bw, out->box.y + out->box.h - pad - bh, bw, bh);
        out->next_ring = tv->g->input == INPUT_PAD;
    }
}

static void draw_arrow(TableView *tv, SDL_Rect box, SDL_Rect aim)
{
    SDL_Renderer *R = tv->g->renderer;
    const Layout *L = &tv->ds.layout;
    float ax, ay, bx, by;
    arrow_ends(box, aim, &bx, &by, &ax, &ay);
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
    if (b.next.w > 0) {
        draw_button(tv->g, b.next, next_label(t), BUTTON_PRIMARY,
                    !b.next_ring && gfx_contains(b.next, tv->move.pointer_x, tv->move.pointer_y));
        if (b.next_ring)
            focus_draw_ring(tv->g, b.next, gfx_rect(0, 0, L->w, L->h));
    }
}
