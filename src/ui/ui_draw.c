/* ui_draw.c: one frame: the desk, then every region in back-to-front order. */
#include "ui_draw.h"

#include <stdio.h>

#include "ui_gfx.h"
#include "ui_overlay.h"
#include "ui_palette.h"
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

void draw_frame(App *app)
{
    SDL_Renderer *R = app->renderer;
    const Layout *L = &app->layout;
    if (app->in_setup) {
        draw_setup(app);
        return;
    }
    SDL_SetRenderDrawColor(R, 0x33, 0x27, 0x1d, 255);
    SDL_RenderClear(R);
    gfx_gradient_rect(R, gfx_rect(0, 0, L->w, L->h), gfx_rgb(PAL_DESK_TOP), gfx_rgb(PAL_DESK_BOTTOM));
    draw_bars(app);
    draw_cards(app);
    draw_choice(app);
    draw_decrees(app);
    draw_sheet(app);
    draw_scores(app);
    if (app->ui.overlay != OVERLAY_NONE)
        draw_overlay(app);
    else
        draw_tooltip(app);
}
