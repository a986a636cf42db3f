/* draw.c: a table's frame (see draw.h): the cached static scene, then the
 * dynamic pass over it. */
#include "draw.h"

#include <stdio.h>
#include <string.h>

#include "bar_focus.h"
#include "check.h"
#include "focus.h"
#include "gfx.h"
#include "look.h"
#include "palette.h"
#include "regions.h"
#include "view.h"

/* The widest a tooltip grows before it wraps: half the window, yet room for
 * a short sentence in a narrow one. */
static int tooltip_max_width(const Layout *L, int line_height)
{
    return SDL_min(L->w - 2 * L->pad, SDL_max(L->w / 2, 20 * line_height));
}

bool table_tooltip_box(TableView *tv, char *buf, size_t size, SDL_Rect *box)
{
    if (!view_tooltip(tv, buf, size))
        return false;
    const Layout *L = &tv->ds.layout;
    TextSystem *ts = &tv->g->text;
    int lh = text_line_height(ts, FONT_BODY);
    HitKind k = tv->move.hover.kind;
    int w = text_width(ts, FONT_BODY, buf) + 2 * L->inner, lines = 1;
    int max_w = tooltip_max_width(L, lh);
    if (k == HIT_DECREE) /* a decree's stays in the column beside the map */
        max_w = SDL_max(SDL_min(max_w, L->w - L->pad - L->right.x), 4 * L->inner);
    if (w > max_w) { /* a long one wraps, never cut */
        w = max_w;
        lines = SDL_max(text_wrap_count(ts, FONT_BODY, buf, w - 2 * L->inner), 1);
    }
    SDL_Rect r = {tv->move.pointer_x + L->gap, tv->move.pointer_y - lines * lh - L->gap, w, lines * lh + L->inner};
    if (r.x + r.w > L->w - L->pad)
        r.x = tv->move.pointer_x - L->gap - r.w;
    if (r.x < L->pad)
        r.x = L->pad;
    if (k == HIT_SCORE || k == HIT_TOTAL) /* keep the numbers around it readable */
        r.y = L->scores.y - r.h - L->gap / 2;
    if (k == HIT_DECREE) { /* over the card row, off the map its spaces light up on */
        r.x = SDL_max(L->right.x, SDL_min(r.x, L->w - L->pad - r.w));
        r.y = L->decrees.y - r.h - L->gap / 2;
    }
    if (SDL_HasIntersection(&r, &L->bottom_bar)) /* over the bar: above it, off the status line it explains */
        r.y = L->bottom_bar.y - r.h - L->gap / 2;
    if (r.y < L->pad)
        r.y = tv->move.pointer_y + 2 * L->gap;
    *box = r;
    return true;
}

/* Where the tooltip draws: its box and the shadow beside it. */
static SDL_Rect tooltip_bounds(SDL_Rect box) { return gfx_rect(box.x, box.y, box.w + 2, box.h + 3); }

static void draw_tooltip_box(TableView *tv, const char *text, SDL_Rect r)
{
    const Layout *L = &tv->ds.layout;
    SDL_Renderer *R = tv->g->renderer;
    gfx_fill_round_rect(R, gfx_rect(r.x + 2, r.y + 3, r.w, r.h), L->radius, gfx_rgba(0x000000, 80));
    gfx_fill_round_rect(R, r, L->radius, gfx_rgb(0xfff8e2));
    gfx_round_rect_outline(R, r, L->radius, 1.0f, ink());
    int lh = text_line_height(&tv->g->text, FONT_BODY);
    if (r.h < 2 * lh) /* one line, measured whole (word by word it may come out a pixel wider) */
        text_draw_fit(&tv->g->text, R, FONT_BODY, text, r.x + L->inner, r.y + L->inner / 2, r.w - 2 * L->inner, ink(),
                      ALIGN_LEFT);
    else
        text_draw_wrapped(&tv->g->text, R, FONT_BODY, text,
                          gfx_rect(r.x + L->inner, r.y + L->inner / 2, r.w - 2 * L->inner, r.h - L->inner / 2), ink(),
                          ALIGN_LEFT);
}

void table_draw_tooltip(TableView *tv)
{
    char buf[512];
    SDL_Rect r;
    if (!table_tooltip_box(tv, buf, sizeof buf, &r))
        return;
    Gfx *g = tv->g;
    if (g->ndamage < 0) {
        draw_tooltip_box(tv, buf, r);
        return;
    }
    /* a frame in part: the tooltip over the parts drawn again, as in a whole frame */
    SDL_Rect bounds = tooltip_bounds(r), clip;
    for (int i = 0; i < g->ndamage; i++) {
        if (!SDL_IntersectRect(&bounds, &g->damage[i], &clip))
            continue;
        SDL_RenderSetClipRect(g->renderer, &clip);
        draw_tooltip_box(tv, buf, r);
    }
    SDL_RenderSetClipRect(g->renderer, NULL);
}

static void draw_static(TableView *tv)
{
    SDL_Renderer *R = tv->g->renderer;
    const Layout *L = &tv->ds.layout;
    SDL_SetRenderDrawColor(R, 0x33, 0x27, 0x1d, 255);
    ui_check(SDL_RenderClear(R), "clear the window");
    gfx_gradient_rect(R, gfx_rect(0, 0, L->w, L->h), gfx_rgb(PAL_DESK_TOP), gfx_rgb(PAL_DESK_BOTTOM));
    draw_bars(tv, PASS_STATIC);
    draw_cards(tv, PASS_STATIC);
    draw_choice(tv, PASS_STATIC);
    draw_decrees(tv, PASS_STATIC);
    draw_sheet(tv, PASS_STATIC);
    draw_scores(tv, PASS_STATIC);
    SDL_Rect ring;
    if (focus_visible(tv->g) && bar_focus_rect(tv, &ring)) /* the keys' focus on a bar */
        focus_draw_ring(tv->g, ring, gfx_rect(0, 0, L->w, L->h));
}

static void draw_dynamic(TableView *tv)
{
    anim_draw(tv);
    draw_sheet(tv, PASS_DYNAMIC);
    draw_scores(tv, PASS_DYNAMIC);
    draw_cards(tv, PASS_DYNAMIC);
    draw_choice(tv, PASS_DYNAMIC);
    draw_decrees(tv, PASS_DYNAMIC);
    draw_bars(tv, PASS_DYNAMIC);
    SDL_Rect ring; /* the keys' focus on the banner's button: over the banner */
    const Layout *L = &tv->ds.layout;
    if (focus_visible(tv->g) && bar_focus_rect(tv, &ring) && SDL_HasIntersection(&ring, &L->banner))
        focus_draw_ring(tv->g, ring, gfx_rect(0, 0, L->w, L->h));
}

static uint64_t fnv(uint64_t h, const void *data, size_t n)
{
    const unsigned char *p = data;
    for (size_t i = 0; i < n; i++)
        h = (h ^ p[i]) * 1099511628211u;
    return h;
}

/* Everything the static pass depends on: when this changes, the cached
 * scene is drawn again. Hover, pointer, ghost and preview are left out. */
static uint64_t scene_key(const TableView *tv)
{
    const TableMove *mv = &tv->move;
    const TableFacts *f = &tv->facts;
    uint64_t h = 14695981039346656037u;
    h = fnv(h, &tv->game, sizeof tv->game);
    h = fnv(h, &tv->ds.layout.w, sizeof tv->ds.layout.w);
    h = fnv(h, &tv->ds.layout.h, sizeof tv->ds.layout.h);
    int ints[] = {mv->option,        mv->orient,    mv->placed,      mv->noptions,  mv->view,
                  f->status_error,   (int)tv->mode, f->can_undo,     f->can_redo,   f->can_hint,   f->covered,
                  f->computer_turn,  f->replay_pos, f->replay_count, (int)tv->ds.layout_generation,
                  (int)tv->g->input, (int)tv->g->pads.style, /* the status line's pad hints */
                  mv->bar};
    h = fnv(h, ints, sizeof ints);
    h = fnv(h, &mv->targets, sizeof mv->targets);
    h = fnv(h, f->recent, sizeof f->recent);
    h = fnv(h, f->status, strlen(f->status));
    h = fnv(h, tv->strength, sizeof tv->strength);
    h = fnv(h, f->net_mark, sizeof f->net_mark);
    int anim[] = {anim_hides_newest_card(tv), anim_coins_shown(tv, view_player(tv), 99), tv->ds.anim.cells_start != 0,
                  tv->g->assets.colour_blind};
    h = fnv(h, anim, sizeof anim);
    for (int p = 0; p < MAX_PLAYERS; p++)
        h = fnv(h, tv->names[p], strlen(tv->names[p]));
    return h;
}

/* The newest card alone on the animation's transparent layer, once per slide. */
static void prepare_card_layer(TableView *tv)
{
    Anim *a = &tv->ds.anim;
    if (!a->card_start || a->card_layer_ready)
        return;
    SDL_Renderer *R = tv->g->renderer;
    SDL_Texture *layer = anim_card_layer(a, R, tv->ds.layout.w, tv->ds.layout.h);
    if (!layer)
        return;
    SDL_Texture *old = SDL_GetRenderTarget(R);
    if (!ui_check(SDL_SetRenderTarget(R, layer), "draw into the layer of the sliding card"))
        return;
    SDL_SetRenderDrawBlendMode(R, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(R, 0, 0, 0, 0);
    SDL_RenderClear(R);
    draw_newest_card(tv);
    a->card_layer_ready = ui_check(SDL_SetRenderTarget(R, old), "draw on the window again");
}

/* ---- frames in part ----
 * Dragging a shape changes little of the window: the ghost, the projected
 * scores, Confirm. The dynamic layer is seen as a few items, each with the
 * rectangle it draws in and a signature of what it draws there; when the
 * window still shows the table's own last frame, the next one redraws only
 * the rectangles of the items that changed, old and new: the cached scene
 * under them, then the dynamic pass and the tooltip clipped to them, which
 * gives the very pixels a whole frame would. */

enum { ITEM_GHOST, ITEM_HIGHLIGHT, ITEM_HOVER, ITEM_SCORES, ITEM_CONFIRM, ITEM_TOOLTIP, ITEM_BANNER };

static uint64_t mix(uint64_t h, uint64_t v) { return fnv(h, &v, sizeof v); }

static uint64_t mix_bb(uint64_t h, Bitboard b) { return mix(mix(h, b.lo), b.hi); }

static SDL_Rect grow(SDL_Rect r, int by) { return r.w > 0 && r.h > 0 ? gfx_inset(r, -by) : r; }

/* The rectangle the hovered thing's mark is drawn in (an outline, a ring, a
 * lit button), empty for what shows only a tooltip; false for a kind whose
 * mark this does not know (a whole frame is drawn then). */
static bool hover_rect(TableView *tv, SDL_Rect *out)
{
    const Layout *L = &tv->ds.layout;
    const Hit *h = &tv->move.hover;
    SDL_Rect none = {0, 0, 0, 0}, rects[LAYOUT_MAX_CARDS > UI_MAX_OPTIONS ? LAYOUT_MAX_CARDS : UI_MAX_OPTIONS];
    int ids[LAYOUT_MAX_CARDS], n;
    *out = none;
    switch (h->kind) {
    case HIT_NONE:
    case HIT_CELL:
    case HIT_TOTAL:
    case HIT_SEASON:
    case HIT_LASTING:
    case HIT_STATUS:
    case HIT_SCORE: /* the scores' item */
        return true;
    case HIT_TAB:
        if (h->index >= 0 && h->index < L->ntabs)
            *out = L->tab[h->index];
        return true;
    case HIT_CARD:
        n = view_row(tv, ids);
        layout_cards(L, n, rects);
        if (h->index >= 0 && h->index < n)
            *out = rects[h->index];
        return true;
    case HIT_OPTION:
        n = view_option_rects(tv, rects);
        if (h->index >= 0 && h->index < n)
            *out = rects[h->index];
        return true;
    case HIT_DECREE:
        if (h->index >= 0 && h->index < DECREES)
            *out = L->decree[h->index];
        return true;
    case HIT_COIN:
        if (h->index >= 0 && h->index < LAYOUT_COINS)
            *out = L->coin_slot[h->index];
        return true;
    case HIT_BUTTON:
        if (h->index >= 0 && h->index < BTN_COUNT)
            *out = L->button[h->index];
        return true;
    default:
        return false;
    }
}

/* The dynamic layer's items now (see above); false when one of them cannot
 * be told apart (a whole frame then). */
static bool frame_items(TableView *tv, TableFrame *f)
{
    const Layout *L = &tv->ds.layout;
    const TableMove *mv = &tv->move;
    ViewSheet v;
    view_sheet(tv, &v);
    uint64_t h0 = 14695981039346656037u;

    const ViewGhost *gh = &v.ghost;
    f->rect[ITEM_GHOST] = draw_ghost_bounds(tv, gh);
    uint64_t h = mix(h0, gh->active);
    if (gh->active) {
        h = mix(mix(mix(h, gh->legal), (uint64_t)gh->terrain), (uint64_t)(unsigned)gh->label_x);
        h = mix(h, (uint64_t)(unsigned)gh->label_y);
        h = mix_bb(mix_bb(mix_bb(mix_bb(h, gh->cells), gh->bad), gh->marks), gh->destroys);
        h = fnv(h, gh->label, strlen(gh->label));
    }
    f->sig[ITEM_GHOST] = h;

    f->rect[ITEM_HIGHLIGHT] = L->grid;
    h = mix(h0, v.highlight);
    if (v.highlight)
        h = mix_bb(mix_bb(h, v.highlight_spaces), v.highlight_chosen);
    f->sig[ITEM_HIGHLIGHT] = h;

    if (!hover_rect(tv, &f->rect[ITEM_HOVER]))
        return false;
    h = mix(mix(h0, (uint64_t)mv->hover.kind), (uint64_t)(unsigned)mv->hover.index);
    h = mix(mix(h, (uint64_t)v.player), (uint64_t)(unsigned)mv->option);
    for (int b = 0; b < BTN_COUNT; b++)
        h = mix(h, b >= BTN_ROTATE && b <= BTN_CONFIRM ? (uint64_t)draw_tool_look(tv, b) : 0);
    h = mix(mix(mix(mix(h, tv->facts.can_undo), tv->facts.can_redo), tv->facts.can_hint), tv->facts.covered);
    f->sig[ITEM_HOVER] = h;

    ViewScores sc;
    view_scores(tv, &sc);
    SDL_Rect r = L->grand_total;
    for (int s = 0; s < SEASONS; s++)
        for (int k = 0; k < SCORE_FIELDS; k++) {
            SDL_Rect cell = grow(L->score_cell[s][k], 1);
            SDL_UnionRect(&r, &cell, &r);
        }
    f->rect[ITEM_SCORES] = r;
    h = mix(mix(h0, (uint64_t)(unsigned)sc.grand_total), (uint64_t)(unsigned)sc.projected_total);
    h = mix(mix(h, (uint64_t)tv->game.season), (uint64_t)(mv->hover.kind == HIT_SCORE ? mv->hover.index + 1 : 0));
    for (int s = 0; s < SEASONS; s++) {
        const SeasonScore *x = &sc.season[s];
        int values[] = {x->decree[0], x->decree[1], x->coins, x->monsters, x->total, (int)sc.state[s],
                        sc.decree_letters[s][0], sc.decree_letters[s][1]};
        h = fnv(h, values, sizeof values);
    }
    f->sig[ITEM_SCORES] = h;

    SDL_Rect result;
    f->rect[ITEM_CONFIRM] = L->button[BTN_CONFIRM];
    h = mix(mix(h0, (uint64_t)draw_tool_look(tv, BTN_CONFIRM)), mv->hover.kind == HIT_BUTTON);
    h = mix(h, (uint64_t)(unsigned)mv->hover.index);
    if (view_result_button(tv, &result)) {
        SDL_UnionRect(&f->rect[ITEM_CONFIRM], &result, &f->rect[ITEM_CONFIRM]);
        h = mix(h, 1);
    }
    f->sig[ITEM_CONFIRM] = h;

    char tip[512];
    SDL_Rect box = {0, 0, 0, 0};
    h = h0;
    if (table_tooltip_box(tv, tip, sizeof tip, &box)) {
        h = fnv(mix(mix(mix(mix(h, (uint64_t)(unsigned)box.x), (uint64_t)(unsigned)box.y), (uint64_t)box.w),
                    (uint64_t)box.h),
                tip, strlen(tip));
        box = tooltip_bounds(box);
    }
    f->rect[ITEM_TOOLTIP] = box;
    f->sig[ITEM_TOOLTIP] = h;

    /* the banner counts down once a second: that strip alone, not the scene */
    const TableFacts *facts = &tv->facts;
    SDL_Rect ring;
    bool ringed = focus_visible(tv->g) && bar_focus_rect(tv, &ring) && SDL_HasIntersection(&ring, &L->banner);
    f->rect[ITEM_BANNER] = facts->banner[0] ? grow(L->banner, ringed ? L->gap : 0) : (SDL_Rect){0, 0, 0, 0};
    h = fnv(h0, facts->banner, strlen(facts->banner));
    h = mix(mix(mix(h, (uint64_t)facts->banner_warn), (uint64_t)(unsigned)facts->banner_hand), ringed);
    f->sig[ITEM_BANNER] = h;
    return true;
}

/* The rectangles to draw again to go from the last frame to `now`: those
 * of the items that changed, as they were and as they are. Returns how
 * many (0: nothing changed), or -1 when a whole frame is cheaper or needed. */
static int frame_damage(const TableView *tv, const TableFrame *now, SDL_Rect out[WINDOW_DAMAGE_MAX])
{
    int n = 0;
    for (int i = 0; i < TABLE_FRAME_ITEMS; i++)
        if (now->sig[i] != tv->ds.frame.sig[i] || !SDL_RectEquals(&now->rect[i], &tv->ds.frame.rect[i])) {
            out[n++] = tv->ds.frame.rect[i];
            out[n++] = now->rect[i];
        }
    n = gfx_merge_rects(out, n);
    long area = 0;
    for (int i = 0; i < n; i++)
        area += (long)out[i].w * out[i].h;
    return area * 2 > (long)tv->ds.layout.w * tv->ds.layout.h ? -1 : n;
}

void table_draw(TableView *tv)
{
    SDL_Renderer *R = tv->g->renderer;
    Gfx *g = tv->g;
    table_view_layout(tv);
    const Layout *L = &tv->ds.layout;
    bool moving = anim_running(tv); /* retires finished animations before the key is taken */
    prepare_card_layer(tv);
    uint64_t key = scene_key(tv);
    bool redrawn = false;
    if (!tv->ds.scene && !tv->ds.scene_failed) {
        tv->ds.scene = ui_check_ptr(SDL_CreateTexture(R, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, L->w, L->h),
                                 "keep the table in a texture (every frame draws all of it)");
        tv->ds.scene_failed = tv->ds.scene == NULL;
        tv->ds.scene_valid = false;
    }
    if (tv->ds.scene && (!tv->ds.scene_valid || key != tv->ds.scene_key)) {
        redrawn = true;
        if (ui_check(SDL_SetRenderTarget(R, tv->ds.scene), "draw into the table's texture")) {
            draw_static(tv);
            tv->ds.scene_key = key;
            tv->ds.scene_valid = ui_check(SDL_SetRenderTarget(R, NULL), "draw on the window again");
        } else {
            /* draw the whole table every frame from now on */
            SDL_DestroyTexture(tv->ds.scene);
            tv->ds.scene = NULL;
            tv->ds.scene_valid = false;
            tv->ds.scene_failed = true;
        }
    }
    TableFrame now;
    memset(&now, 0, sizeof now);
    bool known = frame_items(tv, &now);
    now.at = g->frames;
    now.alone = tv->ds.alone && known;
    /* in part: the window shows the table's last frame, which nothing covered, and only the dynamic layer moved */
    bool in_part = now.alone && tv->ds.frame.alone && tv->ds.frame.at + 1 == g->frames && !g->show_all && tv->ds.scene &&
                   !redrawn && !moving && window_keeps_pixels(g);
    SDL_Rect damage[WINDOW_DAMAGE_MAX];
    int n = in_part ? frame_damage(tv, &now, damage) : -1;
    tv->ds.frame = now;
    if (!tv->ds.scene) { /* no render targets: draw everything every frame */
        window_damage(g, NULL, -1);
        draw_static(tv);
        draw_dynamic(tv);
        return;
    }
    SDL_SetTextureBlendMode(tv->ds.scene, SDL_BLENDMODE_NONE);
    if (n < 0) {
        window_damage(g, NULL, -1);
        ui_check(SDL_RenderCopy(R, tv->ds.scene, NULL, NULL), "draw the table");
        draw_dynamic(tv);
        return;
    }
    for (int i = 0; i < n; i++) {
        SDL_RenderSetClipRect(R, &damage[i]);
        ui_check(SDL_RenderCopy(R, tv->ds.scene, &damage[i], &damage[i]), "draw the table");
        draw_dynamic(tv);
    }
    SDL_RenderSetClipRect(R, NULL);
    window_damage(g, damage, n);
}
