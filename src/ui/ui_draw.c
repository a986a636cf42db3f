/* ui_draw.c: one frame: the desk, then every region in back-to-front order. */
#include "ui_draw.h"

#include <stdio.h>
#include <string.h>

#include "ui_check.h"
#include "ui_gfx.h"
#include "ui_overlay.h"
#include "ui_palette.h"
#include "ui_rules.h"
#include "ui_session.h"
#include "ui_view.h"

/* A one-line explanation beside the pointer, kept inside the window. */
static void draw_tooltip(App *app)
{
    char buf[200];
    if (!view_tooltip(app, buf, sizeof buf))
        return;
    const Layout *L = &app->layout;
    TextSystem *ts = &app->text;
    int lh = text_line_height(ts, FONT_BODY);
    int w = text_width(ts, FONT_BODY, buf) + 2 * L->inner;
    if (w > L->w - 2 * L->pad)
        w = L->w - 2 * L->pad;
    SDL_Rect r = {app->ui.pointer_x + L->gap, app->ui.pointer_y - lh - L->gap, w, lh + L->inner};
    if (r.x + r.w > L->w - L->pad)
        r.x = app->ui.pointer_x - L->gap - r.w;
    if (r.x < L->pad)
        r.x = L->pad;
    HitKind k = app->ui.hover.kind;
    if (k == HIT_SCORE || k == HIT_TOTAL) /* keep the numbers around it readable */
        r.y = L->scores.y - r.h - L->gap / 2;
    if (r.y < L->pad)
        r.y = app->ui.pointer_y + 2 * L->gap;
    gfx_fill_round_rect(app->renderer, gfx_rect(r.x + 2, r.y + 3, r.w, r.h), L->radius, gfx_rgba(0x000000, 80));
    gfx_fill_round_rect(app->renderer, r, L->radius, gfx_rgb(0xfff8e2));
    gfx_round_rect_outline(app->renderer, r, L->radius, 1.0f, ink());
    text_draw_fit(ts, app->renderer, FONT_BODY, buf, r.x + L->inner, r.y + L->inner / 2, r.w - 2 * L->inner, ink(),
                  ALIGN_LEFT);
}

static void draw_static(App *app)
{
    SDL_Renderer *R = app->renderer;
    const Layout *L = &app->layout;
    SDL_SetRenderDrawColor(R, 0x33, 0x27, 0x1d, 255);
    ui_check(SDL_RenderClear(R), "clear the window");
    gfx_gradient_rect(R, gfx_rect(0, 0, L->w, L->h), gfx_rgb(PAL_DESK_TOP), gfx_rgb(PAL_DESK_BOTTOM));
    draw_bars(app, PASS_STATIC);
    draw_cards(app, PASS_STATIC);
    draw_choice(app, PASS_STATIC);
    draw_decrees(app, PASS_STATIC);
    draw_sheet(app, PASS_STATIC);
    draw_scores(app, PASS_STATIC);
}

static void draw_dynamic(App *app)
{
    anim_draw(app);
    draw_sheet(app, PASS_DYNAMIC);
    draw_scores(app, PASS_DYNAMIC);
    draw_cards(app, PASS_DYNAMIC);
    draw_choice(app, PASS_DYNAMIC);
    draw_decrees(app, PASS_DYNAMIC);
    draw_bars(app, PASS_DYNAMIC);
    if (app->replay.active)
        draw_replay(app);
    if (app->ui.overlay != OVERLAY_NONE)
        draw_overlay(app);
    else
        draw_tooltip(app);
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
static uint64_t scene_key(const App *app)
{
    const UiState *ui = &app->ui;
    uint64_t h = 14695981039346656037u;
    h = fnv(h, &app->game, sizeof app->game);
    h = fnv(h, &app->layout.w, sizeof app->layout.w);
    h = fnv(h, &app->layout.h, sizeof app->layout.h);
    int ints[] = {ui->option, ui->orient, ui->placed, ui->noptions, ui->view, ui->status_error, app->demo,
                  app_can_undo(app), app_can_redo(app), app->replay.active, app->replay.pos, hint_enabled(app)};
    h = fnv(h, ints, sizeof ints);
    h = fnv(h, &ui->targets, sizeof ui->targets);
    h = fnv(h, ui->recent, sizeof ui->recent);
    h = fnv(h, ui->status, strlen(ui->status));
    int anim[] = {anim_hides_newest_card(app), anim_coins_shown(app, view_player(app), 99),
                  app->anim.cells_start != 0};
    h = fnv(h, anim, sizeof anim);
    for (int p = 0; p < MAX_PLAYERS; p++)
        h = fnv(h, app->names[p], strlen(app->names[p]));
    return h;
}

void draw_frame(App *app)
{
    SDL_Renderer *R = app->renderer;
    const Layout *L = &app->layout;
    if (app->in_setup) {
        draw_setup(app);
        return;
    }
    if (app->scr.screen != SCREEN_NONE) {
        draw_screen(app);
        if (app->rules_open)
            draw_rules(app);
        return;
    }
    anim_running(app); /* retires finished animations before the key is taken */
    anim_prepare(app);
    uint64_t key = scene_key(app);
    if (!app->scene && !app->scene_failed) {
        app->scene = ui_check_ptr(SDL_CreateTexture(R, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, L->w, L->h),
                                  "keep the table in a texture (every frame draws all of it)");
        app->scene_failed = app->scene == NULL;
        app->scene_valid = false;
    }
    if (app->scene && (!app->scene_valid || key != app->scene_key)) {
        if (ui_check(SDL_SetRenderTarget(R, app->scene), "draw into the table's texture")) {
            draw_static(app);
            app->scene_key = key;
            app->scene_valid = ui_check(SDL_SetRenderTarget(R, NULL), "draw on the window again");
        } else {
            draw_forget_scene(app); /* draw the whole table every frame from now on */
            app->scene_failed = true;
        }
    }
    if (!app->scene) { /* no render targets: draw everything every frame */
        draw_static(app);
        draw_dynamic(app);
        if (app->rules_open)
            draw_rules(app);
        return;
    }
    SDL_SetTextureBlendMode(app->scene, SDL_BLENDMODE_NONE);
    ui_check(SDL_RenderCopy(R, app->scene, NULL, NULL), "draw the table");
    draw_dynamic(app);
    if (app->rules_open)
        draw_rules(app);
}

void draw_forget_scene(App *app)
{
    if (app->scene)
        SDL_DestroyTexture(app->scene);
    app->scene = NULL;
    app->scene_valid = false;
    app->scene_failed = false;
}

/* The layout for the renderer's output size (ui_app.h); the caches drawn
 * for the old size are dropped. */
void app_relayout(App *app)
{
    int pw = 0, ph = 0;
    SDL_GetWindowSize(app->window, &app->win_w, &app->win_h);
    if (SDL_GetRendererOutputSize(app->renderer, &pw, &ph) != 0 || pw <= 0 || ph <= 0) {
        pw = app->win_w;
        ph = app->win_h;
    }
    float dpi = app->win_w > 0 ? (float)pw / (float)app->win_w : 1.0f;
    assets_flush(&app->assets);
    draw_forget_scene(app);
    layout_compute_scaled(&app->layout, &app->text, pw, ph, dpi, app->game.settings.players,
                          (float)app->prefs.ui_scale / 100.0f);
    app->redraw = true;
}
