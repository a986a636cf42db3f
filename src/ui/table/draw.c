/* draw.c: a table's frame (see draw.h): the cached static scene, then the
 * dynamic pass over it. */
#include "draw.h"

#include <stdio.h>
#include <string.h>

#include "check.h"
#include "gfx.h"
#include "look.h"
#include "palette.h"
#include "regions.h"
#include "view.h"

/* A one-line explanation beside the pointer, kept inside the window. */
void table_draw_tooltip(TableView *tv)
{
    char buf[200];
    if (!view_tooltip(tv, buf, sizeof buf))
        return;
    const Layout *L = &tv->ds.layout;
    TextSystem *ts = &tv->g->text;
    int lh = text_line_height(ts, FONT_BODY);
    int w = text_width(ts, FONT_BODY, buf) + 2 * L->inner;
    if (w > L->w - 2 * L->pad)
        w = L->w - 2 * L->pad;
    SDL_Rect r = {tv->move.pointer_x + L->gap, tv->move.pointer_y - lh - L->gap, w, lh + L->inner};
    if (r.x + r.w > L->w - L->pad)
        r.x = tv->move.pointer_x - L->gap - r.w;
    if (r.x < L->pad)
        r.x = L->pad;
    HitKind k = tv->move.hover.kind;
    if (k == HIT_SCORE || k == HIT_TOTAL) /* keep the numbers around it readable */
        r.y = L->scores.y - r.h - L->gap / 2;
    if (r.y < L->pad)
        r.y = tv->move.pointer_y + 2 * L->gap;
    gfx_fill_round_rect(tv->g->renderer, gfx_rect(r.x + 2, r.y + 3, r.w, r.h), L->radius, gfx_rgba(0x000000, 80));
    gfx_fill_round_rect(tv->g->renderer, r, L->radius, gfx_rgb(0xfff8e2));
    gfx_round_rect_outline(tv->g->renderer, r, L->radius, 1.0f, ink());
    text_draw_fit(ts, tv->g->renderer, FONT_BODY, buf, r.x + L->inner, r.y + L->inner / 2, r.w - 2 * L->inner, ink(),
                  ALIGN_LEFT);
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
                  f->status_error,   (int)tv->mode, f->can_undo,     f->can_redo,   f->can_hint,
                  f->computer_turn,  f->replay_pos, f->replay_count, (int)tv->ds.layout_generation};
    h = fnv(h, ints, sizeof ints);
    h = fnv(h, &mv->targets, sizeof mv->targets);
    h = fnv(h, f->recent, sizeof f->recent);
    h = fnv(h, f->status, strlen(f->status));
    h = fnv(h, tv->strength, sizeof tv->strength);
    int anim[] = {anim_hides_newest_card(tv), anim_coins_shown(tv, view_player(tv), 99), tv->ds.anim.cells_start != 0};
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

void table_draw(TableView *tv)
{
    SDL_Renderer *R = tv->g->renderer;
    table_view_layout(tv);
    const Layout *L = &tv->ds.layout;
    anim_running(tv); /* retires finished animations before the key is taken */
    prepare_card_layer(tv);
    uint64_t key = scene_key(tv);
    if (!tv->ds.scene && !tv->ds.scene_failed) {
        tv->ds.scene = ui_check_ptr(SDL_CreateTexture(R, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, L->w, L->h),
                                 "keep the table in a texture (every frame draws all of it)");
        tv->ds.scene_failed = tv->ds.scene == NULL;
        tv->ds.scene_valid = false;
    }
    if (tv->ds.scene && (!tv->ds.scene_valid || key != tv->ds.scene_key)) {
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
    if (!tv->ds.scene) { /* no render targets: draw everything every frame */
        draw_static(tv);
        draw_dynamic(tv);
        return;
    }
    SDL_SetTextureBlendMode(tv->ds.scene, SDL_BLENDMODE_NONE);
    ui_check(SDL_RenderCopy(R, tv->ds.scene, NULL, NULL), "draw the table");
    draw_dynamic(tv);
}
