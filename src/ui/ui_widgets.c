/* ui_widgets.c: the screens' immediate-mode widgets (see ui_widgets.h),
 * drawn like the setup screen's: parchment buttons with ink outlines. */
#include "ui_widgets.h"

#include <string.h>

#include "i18n.h"
#include "ui_check.h"
#include "ui_gfx.h"
#include "ui_palette.h"

void widgets_begin(Widgets *w, App *app, WidgetMode mode, int px, int py)
{
    memset(w, 0, sizeof *w);
    w->app = app;
    w->mode = mode;
    w->px = px;
    w->py = py;
    w->hover = -1;
    w->clip = gfx_rect(0, 0, app->layout.w, app->layout.h);
}

bool widgets_drawing(const Widgets *w) { return w->mode == WIDGETS_DRAW; }

static bool hovered_now(const Widgets *w, int id) { return w->app->scr.hover == id; }

bool widget_area(Widgets *w, SDL_Rect r, bool *hovered)
{
    int id = ++w->id;
    bool inside = gfx_contains(r, w->px, w->py) && gfx_contains(w->clip, w->px, w->py);
    if (hovered)
        *hovered = hovered_now(w, id);
    if (w->mode == WIDGETS_HOVER && inside)
        w->hover = id;
    if (w->mode == WIDGETS_HIT && inside && !w->used) {
        w->used = true;
        return true;
    }
    return false;
}

int widget_row_height(const App *app) { return text_line_height(&app->text, FONT_BODY) + app->layout.inner; }

int widget_button_width(const App *app, const char *label)
{
    return text_width(&app->text, FONT_BODY, label) + 3 * app->layout.inner;
}

int widget_check_width(const App *app, const char *label)
{
    int box = widget_row_height(app) * 3 / 5;
    return box + 2 * app->layout.inner + text_width(&app->text, FONT_BODY, label);
}

bool widget_button(Widgets *w, SDL_Rect r, const char *label, ButtonLook look)
{
    bool hover;
    bool hit = widget_area(w, r, &hover);
    if (w->mode == WIDGETS_DRAW)
        draw_button(w->app, r, label, look, hover && look != BUTTON_DISABLED);
    return hit && look != BUTTON_DISABLED;
}

bool widget_choice(Widgets *w, SDL_Rect r, const char *label, bool selected)
{
    bool hover;
    bool hit = widget_area(w, r, &hover);
    if (w->mode == WIDGETS_DRAW) {
        const Layout *L = &w->app->layout;
        SDL_Renderer *R = w->app->renderer;
        SDL_Color bg = selected ? gfx_rgb(0xf3d98a) : hover ? gfx_rgb(0xfff6dc) : gfx_rgb(PAL_CARD);
        gfx_fill_round_rect(R, r, L->radius, bg);
        gfx_round_rect_outline(R, r, L->radius, selected ? (float)L->line + 1.5f : (float)L->line,
                               selected ? gfx_rgb(0x8a5208) : gfx_rgb(PAL_INK_SOFT));
        text_draw_in(&w->app->text, R, FONT_BODY, label, gfx_inset(r, 2), ink());
    }
    return hit;
}

bool widget_check(Widgets *w, SDL_Rect r, const char *label, bool on)
{
    bool hover;
    bool hit = widget_area(w, r, &hover);
    if (w->mode == WIDGETS_DRAW) {
        const Layout *L = &w->app->layout;
        SDL_Renderer *R = w->app->renderer;
        int box = widget_row_height(w->app) * 3 / 5;
        SDL_Rect b = {r.x, r.y + (r.h - box) / 2, box, box};
        gfx_fill_rect(R, b, gfx_rgb(hover ? 0xfff6dc : PAL_CARD));
        gfx_rect_outline(R, b, L->line, ink());
        if (on) {
            float x = (float)b.x, y = (float)b.y, s = (float)box;
            gfx_line(R, x + s * 0.2f, y + s * 0.55f, x + s * 0.42f, y + s * 0.78f, (float)L->line + 1.0f, ink());
            gfx_line(R, x + s * 0.42f, y + s * 0.78f, x + s * 0.82f, y + s * 0.24f, (float)L->line + 1.0f, ink());
        }
        int lh = text_line_height(&w->app->text, FONT_BODY);
        text_draw_fit(&w->app->text, R, FONT_BODY, label, b.x + box + L->inner, r.y + (r.h - lh) / 2,
                      r.w - box - L->inner, ink(), ALIGN_LEFT);
    }
    return hit;
}

bool widget_field(Widgets *w, SDL_Rect r, const char *text, bool focus)
{
    return widget_field_selected(w, r, text, focus, false);
}

bool widget_field_selected(Widgets *w, SDL_Rect r, const char *text, bool focus, bool selected)
{
    bool hit = widget_area(w, r, NULL);
    if (w->mode == WIDGETS_DRAW) {
        const Layout *L = &w->app->layout;
        SDL_Renderer *R = w->app->renderer;
        TextSystem *ts = &w->app->text;
        gfx_fill_rect(R, r, gfx_rgb(0xfffbf0));
        gfx_rect_outline(R, r, focus ? L->line + 1 : L->line, focus ? gfx_rgb(0x8a5208) : gfx_rgb(PAL_INK_SOFT));
        int lh = text_line_height(ts, FONT_BODY);
        int tx = r.x + L->inner / 2;
        if (selected && text[0]) /* typing replaces it */
            gfx_fill_rect(R, gfx_rect(tx - 1, r.y + (r.h - lh) / 2, SDL_min(text_width(ts, FONT_BODY, text), r.w - L->inner) + 2, lh),
                          gfx_rgb(0xbcd3f0));
        int shown = text_draw_fit(ts, R, FONT_BODY, text, tx, r.y + (r.h - lh) / 2, r.w - L->inner, ink(),
                                  ALIGN_LEFT);
        if (focus)
            gfx_fill_rect(R, gfx_rect(tx + shown + 1, r.y + (r.h - lh) / 2 + 2, L->line, lh - 4), ink());
    }
    return hit;
}

bool widget_frame(Widgets *w, int design_w, int design_h, const char *title, SDL_Rect *body)
{
    App *app = w->app;
    const Layout *L = &app->layout;
    SDL_Renderer *R = app->renderer;
    int pw = SDL_min(L->w - 2 * L->pad, (int)((float)design_w * L->scale));
    int ph = L->h - 2 * L->pad;
    if (design_h > 0)
        ph = SDL_min(ph, (int)((float)design_h * L->scale));
    SDL_Rect panel = gfx_rect((L->w - pw) / 2, (L->h - ph) / 2, pw, ph);
    int pad = 2 * L->inner;
    int th = text_line_height(&app->text, FONT_TITLE);
    const char *close = _("Close");
    int bw = widget_button_width(app, close) + L->inner, bh = widget_row_height(app);
    SDL_Rect rclose = gfx_rect(panel.x + panel.w - bw - L->inner, panel.y + L->inner, bw, bh);
    if (w->mode == WIDGETS_DRAW) {
        gfx_gradient_rect(R, gfx_rect(0, 0, L->w, L->h), gfx_rgb(PAL_DESK_TOP), gfx_rgb(PAL_DESK_BOTTOM));
        draw_paper(app, panel, gfx_rgb(PAL_PARCHMENT), true);
        text_draw_fit(&app->text, R, FONT_TITLE, title, panel.x + pad, panel.y + L->inner / 2,
                      rclose.x - panel.x - pad - L->gap, ink(), ALIGN_LEFT);
    }
    bool closed = widget_button(w, rclose, close, BUTTON_NORMAL);
    int top = SDL_max(th + L->inner, bh + L->inner * 3 / 2);
    *body = gfx_rect(panel.x + pad, panel.y + top, panel.w - 2 * pad, panel.h - top - pad);
    if (w->mode == WIDGETS_DRAW)
        gfx_fill_rect(R, gfx_rect(body->x, body->y - L->inner / 2, body->w, 1), ink_alpha(90));
    return closed;
}

void widgets_begin_scroll(Widgets *w, SDL_Rect body, int content_h, int *scroll)
{
    const Layout *L = &w->app->layout;
    int max_scroll = SDL_max(content_h - body.h, 0);
    if (*scroll > max_scroll)
        *scroll = max_scroll;
    if (*scroll < 0)
        *scroll = 0;
    w->clip = body;
    if (w->mode == WIDGETS_DRAW) {
        ui_check(SDL_RenderSetClipRect(w->app->renderer, &body), "clip a list");
        if (max_scroll > 0) {
            int bar_h = SDL_max(body.h * body.h / SDL_max(content_h, 1), L->gap);
            int bar_y = body.y + (body.h - bar_h) * *scroll / max_scroll;
            SDL_RenderSetClipRect(w->app->renderer, NULL);
            gfx_fill_rect(w->app->renderer, gfx_rect(body.x + body.w + L->inner / 2, bar_y, L->line + 2, bar_h),
                          ink_alpha(120));
            SDL_RenderSetClipRect(w->app->renderer, &body);
        }
    }
}

void widgets_end_scroll(Widgets *w)
{
    w->clip = gfx_rect(0, 0, w->app->layout.w, w->app->layout.h);
    if (w->mode == WIDGETS_DRAW)
        SDL_RenderSetClipRect(w->app->renderer, NULL);
}

int widget_text(Widgets *w, FontRole role, const char *text, SDL_Rect box, SDL_Color c)
{
    TextSystem *ts = &w->app->text;
    int h = text_wrap_count(ts, role, text, box.w) * text_line_height(ts, role);
    box.h = h;
    if (w->mode == WIDGETS_DRAW && h > 0)
        text_draw_wrapped(ts, w->app->renderer, role, text, box, c, ALIGN_LEFT);
    return h;
}
