/* widgets.c: the screens' widget kit (see widgets.h): parchment buttons
 * and fields with ink outlines. */
#include "widgets.h"

#include <stdio.h>
#include <string.h>

#include "check.h"
#include "gfx.h"
#include "glyphs.h"
#include "i18n.h"
#include "palette.h"
#include "touch.h"

void widgets_begin(Widgets *w, Gfx *g, WidgetMode mode, int px, int py, int hot)
{
    memset(w, 0, sizeof *w);
    w->g = g;
    w->mode = mode;
    w->px = px;
    w->py = py;
    /* keys or a pad used last: the ring alone shows where they act, not
     * the pointer resting somewhere too */
    w->hot = g->input == INPUT_KEYS || g->input == INPUT_PAD ? -1 : hot;
    w->hover = -1;
    w->pressed = -1;
    w->active = -1;
    w->near = -1;
    w->clip = gfx_rect(0, 0, g->m.w, g->m.h);
    w->focus = -1;
    focus_list_clear(&w->list);
}

bool widgets_drawing(const Widgets *w) { return w->mode == WIDGETS_DRAW; }

int widgets_end(Widgets *w)
{
    int focus = focus_resolve(&w->list, w->focus);
    const FocusSpot *s = focus_spot(&w->list, focus);
    if (w->mode == WIDGETS_DRAW && s && focus_visible(w->g))
        focus_draw_ring(w->g, s->r, s->clip);
    return focus;
}

bool widget_area_as(Widgets *w, SDL_Rect r, bool *hovered, FocusKind kind, bool focusable)
{
    int id = ++w->id;
    bool inside = gfx_contains(r, w->px, w->py) && gfx_contains(w->clip, w->px, w->py);
    if (focusable)
        focus_list_add(&w->list, id, r, w->clip, kind);
    if (hovered)
        *hovered = w->hot == id;
    if (w->hot == id)
        w->hot_rect = r;
    if (w->mode == WIDGETS_HOVER && inside) {
        w->hover = id;
        w->hover_drags = false;
    }
    bool hit = w->mode == WIDGETS_HIT && inside;
    if (w->mode == WIDGETS_HIT && !inside && w->reach > 0) { /* a finger beside it: the nearest is noted */
        SDL_Rect shown;
        SDL_Point at;
        long d2 = SDL_IntersectRect(&r, &w->clip, &shown) ? touch_distance2(shown, w->px, w->py, &at) : -1;
        if (d2 >= 0 && d2 <= (long)w->reach * w->reach && (w->near < 0 || d2 < w->near_d2)) {
            w->near = id;
            w->near_d2 = d2;
            w->near_at = at;
        }
    }
    bool activated = w->mode == WIDGETS_ACTIVATE && focusable && id == w->focus;
    if ((hit || activated) && !w->used) {
        w->used = true;
        w->pressed = id;
        return true;
    }
    return false;
}

bool widget_area(Widgets *w, SDL_Rect r, bool *hovered) { return widget_area_as(w, r, hovered, FOCUS_BUTTON, true); }

bool widget_row(Widgets *w, SDL_Rect r, bool picked, bool *hovered)
{
    bool hit = widget_area_as(w, r, hovered, FOCUS_ROW, true);
    if (picked && w->list.n > 0 && w->list.spot[w->list.n - 1].id == w->id)
        w->list.spot[w->list.n - 1].picked = true;
    return hit;
}

int widget_row_height(const Gfx *g) { return text_line_height(&g->text, FONT_BODY) + g->m.inner; }

int widget_button_width(const Gfx *g, const char *label) { return text_width(&g->text, FONT_BODY, label) + 3 * g->m.inner; }

int widget_check_width(const Gfx *g, const char *label)
{
    int box = widget_row_height(g) * 3 / 5;
    return box + 2 * g->m.inner + text_width(&g->text, FONT_BODY, label);
}

bool widget_button(Widgets *w, SDL_Rect r, const char *label, ButtonLook look)
{
    bool hover;
    /* the main button, or a question's red answer, is what Enter means */
    if ((look == BUTTON_PRIMARY || look == BUTTON_DANGER) && w->list.primary < 0)
        w->list.primary = w->id + 1;
    bool hit = widget_area_as(w, r, &hover, FOCUS_BUTTON, look != BUTTON_DISABLED);
    if (w->mode == WIDGETS_DRAW)
        draw_button(w->g, r, label, look, hover && look != BUTTON_DISABLED);
    if (hit && look != BUTTON_DISABLED)
        sound_play(&w->g->sound, SOUND_CLICK);
    return hit && look != BUTTON_DISABLED;
}

/* A choice that takes the focus as `kind`. */
static bool choice_as(Widgets *w, SDL_Rect r, const char *label, bool selected, FocusKind kind)
{
    bool hover;
    bool hit = widget_area_as(w, r, &hover, kind, true);
    if (w->mode == WIDGETS_DRAW) {
        const Metrics *m = &w->g->m;
        SDL_Renderer *R = w->g->renderer;
        SDL_Color bg = selected ? gfx_rgb(0xf3d98a) : hover ? gfx_rgb(0xfff6dc) : gfx_rgb(PAL_CARD);
        gfx_fill_round_rect(R, r, m->radius, bg);
        gfx_round_rect_outline(R, r, m->radius, selected ? (float)m->line + 1.5f : (float)m->line,
                               selected ? gfx_rgb(0x8a5208) : gfx_rgb(PAL_INK_SOFT));
        text_draw_in(&w->g->text, R, FONT_BODY, label, gfx_inset(r, 2), ink());
    }
    if (hit)
        sound_play(&w->g->sound, SOUND_CLICK);
    return hit;
}

bool widget_choice(Widgets *w, SDL_Rect r, const char *label, bool selected)
{
    return choice_as(w, r, label, selected, FOCUS_BUTTON);
}

bool widget_choice_row(Widgets *w, SDL_Rect r, const char *label, bool selected)
{
    return choice_as(w, r, label, selected, FOCUS_ROW);
}

bool widget_check(Widgets *w, SDL_Rect r, const char *label, bool on)
{
    bool hover;
    bool hit = widget_area(w, r, &hover);
    if (w->mode == WIDGETS_DRAW) {
        const Metrics *m = &w->g->m;
        SDL_Renderer *R = w->g->renderer;
        int box = widget_row_height(w->g) * 3 / 5;
        SDL_Rect b = {r.x, r.y + (r.h - box) / 2, box, box};
        gfx_fill_rect(R, b, gfx_rgb(hover ? 0xfff6dc : PAL_CARD));
        gfx_rect_outline(R, b, m->line, ink());
        if (on) {
            float x = (float)b.x, y = (float)b.y, s = (float)box;
            gfx_line(R, x + s * 0.2f, y + s * 0.55f, x + s * 0.42f, y + s * 0.78f, (float)m->line + 1.0f, ink());
            gfx_line(R, x + s * 0.42f, y + s * 0.78f, x + s * 0.82f, y + s * 0.24f, (float)m->line + 1.0f, ink());
        }
        int lh = text_line_height(&w->g->text, FONT_BODY);
        text_draw_fit(&w->g->text, R, FONT_BODY, label, b.x + box + m->inner, r.y + (r.h - lh) / 2,
                      r.w - box - m->inner, ink(), ALIGN_LEFT);
    }
    if (hit)
        sound_play(&w->g->sound, SOUND_CLICK);
    return hit;
}

/* The slider's track: the rectangle less the room for its number. */
static void slider_track(const Gfx *g, SDL_Rect r, int max, int *x0, int *x1)
{
    char digits[16];
    snprintf(digits, sizeof digits, "%d", max);
    int knob = widget_row_height(g) / 3;
    *x0 = r.x + knob;
    *x1 = r.x + r.w - text_width(&g->text, FONT_BODY, digits) - g->m.inner - knob;
    if (*x1 <= *x0)
        *x1 = *x0 + 1;
}

bool widget_slider(Widgets *w, SDL_Rect r, int *value, int min, int max, int step)
{
    Gfx *g = w->g;
    int id = w->id + 1;
    bool hover;
    bool hit = widget_area_as(w, r, &hover, FOCUS_SLIDER, true);
    if (w->mode == WIDGETS_HOVER && w->hover == id)
        w->hover_drags = true;
    int x0, x1;
    slider_track(g, r, max, &x0, &x1);
    if (step < 1)
        step = 1;
    bool changed = false;
    if (hit && w->mode == WIDGETS_ACTIVATE) { /* Left and Right: a step */
        int v = SDL_clamp(*value + w->step * step, min, max);
        changed = v != *value;
        *value = v;
    } else if (hit || (w->mode == WIDGETS_DRAG && w->active == id)) {
        int px = SDL_clamp(w->px, x0, x1);
        int v = min + (int)(((long)(px - x0) * (max - min) + (x1 - x0) / 2) / (x1 - x0));
        v = min + (v - min + step / 2) / step * step;
        v = SDL_clamp(v, min, max);
        changed = v != *value;
        *value = v;
    }
    if (w->mode == WIDGETS_DRAW) {
        SDL_Renderer *R = g->renderer;
        const Metrics *m = &g->m;
        float cy = (float)r.y + (float)r.h / 2.0f;
        float at = (float)x0 + (float)(x1 - x0) * (float)(*value - min) / (float)SDL_max(max - min, 1);
        gfx_line(R, (float)x0, cy, (float)x1, cy, (float)m->line + 2.0f, ink_alpha(90));
        gfx_line(R, (float)x0, cy, at, cy, (float)m->line + 2.0f, gfx_rgb(0x8a5208));
        float knob = (float)widget_row_height(g) / 3.0f;
        gfx_fill_circle(R, at, cy, knob, gfx_rgb(hover || w->active == id ? 0xfff6dc : PAL_CARD));
        gfx_ring(R, at, cy, knob, (float)m->line + 0.5f, ink());
        char num[16];
        snprintf(num, sizeof num, "%d", *value);
        int lh = text_line_height(&g->text, FONT_BODY);
        text_draw_fit(&g->text, R, FONT_BODY, num, x1 + (int)knob + m->inner, r.y + (r.h - lh) / 2,
                      r.x + r.w - x1 - (int)knob - m->inner, ink(), ALIGN_LEFT);
    }
    return changed;
}

bool widget_field(Widgets *w, SDL_Rect r, const char *text, bool focus, bool selected)
{
    bool hit = widget_area_as(w, r, NULL, FOCUS_FIELD, true);
    if (w->mode == WIDGETS_DRAW) {
        const Metrics *m = &w->g->m;
        SDL_Renderer *R = w->g->renderer;
        TextSystem *ts = &w->g->text;
        gfx_fill_rect(R, r, gfx_rgb(0xfffbf0));
        gfx_rect_outline(R, r, focus ? m->line + 1 : m->line, focus ? gfx_rgb(0x8a5208) : gfx_rgb(PAL_INK_SOFT));
        int lh = text_line_height(ts, FONT_BODY);
        int tx = r.x + m->inner / 2;
        if (selected && text[0]) /* typing replaces it */
            gfx_fill_rect(R, gfx_rect(tx - 1, r.y + (r.h - lh) / 2, SDL_min(text_width(ts, FONT_BODY, text), r.w - m->inner) + 2, lh),
                          gfx_rgb(0xbcd3f0));
        int shown = text_draw_fit(ts, R, FONT_BODY, text, tx, r.y + (r.h - lh) / 2, r.w - m->inner, ink(),
                                  ALIGN_LEFT);
        if (focus)
            gfx_fill_rect(R, gfx_rect(tx + shown + 1, r.y + (r.h - lh) / 2 + 2, m->line, lh - 4), ink());
    }
    return hit;
}

bool widget_frame(Widgets *w, int design_w, int design_h, const char *title, SDL_Rect *body)
{
    Gfx *g = w->g;
    const Metrics *m = &g->m;
    SDL_Renderer *R = g->renderer;
    int pw = SDL_min(m->w - 2 * m->pad, (int)((float)design_w * m->scale));
    int ph = m->h - 2 * m->pad;
    if (design_h > 0)
        ph = SDL_min(ph, (int)((float)design_h * m->scale));
    SDL_Rect panel = gfx_rect((m->w - pw) / 2, (m->h - ph) / 2, pw, ph);
    int pad = 2 * m->inner;
    int th = text_line_height(&g->text, FONT_TITLE);
    const char *close = _("Close");
    int bw = widget_button_width(g, close) + m->inner, bh = widget_row_height(g);
    SDL_Rect rclose = gfx_rect(panel.x + panel.w - bw - m->inner, panel.y + m->inner, bw, bh);
    if (w->mode == WIDGETS_DRAW) {
        draw_desk(g);
        draw_paper(g, panel, gfx_rgb(PAL_PARCHMENT), true);
        text_draw_fit(&g->text, R, FONT_TITLE, title, panel.x + pad, panel.y + m->inner / 2,
                      rclose.x - panel.x - pad - m->gap, ink(), ALIGN_LEFT);
    }
    bool closed = widget_button(w, rclose, close, BUTTON_NORMAL);
    int top = SDL_max(th + m->inner, bh + m->inner * 3 / 2);
    *body = gfx_rect(panel.x + pad, panel.y + top, panel.w - 2 * pad, panel.h - top - pad);
    /* the body (a list, the buttons at its bottom) ends above the pad's strip of hints */
    body->h = SDL_min(body->h, glyph_hints_panel_top(g) - m->inner / 2 - body->y);
    if (w->mode == WIDGETS_DRAW)
        gfx_fill_rect(R, gfx_rect(body->x, body->y - m->inner / 2, body->w, 1), ink_alpha(90));
    return closed;
}

void widgets_begin_scroll(Widgets *w, SDL_Rect body, int content_h, int *scroll)
{
    const Metrics *m = &w->g->m;
    int max_scroll = SDL_max(content_h - body.h, 0);
    if (*scroll > max_scroll)
        *scroll = max_scroll;
    if (*scroll < 0)
        *scroll = 0;
    w->clip = body;
    if (w->mode == WIDGETS_DRAW) {
        ui_check(SDL_RenderSetClipRect(w->g->renderer, &body), "clip a list");
        if (max_scroll > 0) {
            int bar_h = SDL_max(body.h * body.h / SDL_max(content_h, 1), m->gap);
            int bar_y = body.y + (body.h - bar_h) * *scroll / max_scroll;
            SDL_RenderSetClipRect(w->g->renderer, NULL);
            gfx_fill_rect(w->g->renderer, gfx_rect(body.x + body.w + m->inner / 2, bar_y, m->line + 2, bar_h),
                          ink_alpha(120));
            SDL_RenderSetClipRect(w->g->renderer, &body);
        }
    }
}

void widgets_end_scroll(Widgets *w)
{
    w->clip = gfx_rect(0, 0, w->g->m.w, w->g->m.h);
    if (w->mode == WIDGETS_DRAW)
        SDL_RenderSetClipRect(w->g->renderer, NULL);
}

int widget_text(Widgets *w, FontRole role, const char *text, SDL_Rect box, SDL_Color c)
{
    TextSystem *ts = &w->g->text;
    int h = text_wrap_height(ts, role, text, box.w);
    box.h = h;
    if (w->mode == WIDGETS_DRAW && h > 0)
        text_draw_wrapped(ts, w->g->renderer, role, text, box, c, ALIGN_LEFT);
    return h;
}

/* ---- rows ---- */

void flow_row(Flow *f, const char *label)
{
    f->x = f->left;
    if (widgets_drawing(f->w) && label && *label) {
        TextSystem *ts = &f->w->g->text;
        int lh = text_line_height(ts, FONT_BODY);
        text_draw_fit(ts, f->w->g->renderer, FONT_BODY, label, f->label_x, f->y + (f->row_h - lh) / 2,
                      f->left - f->label_x - f->gap, gfx_rgb(PAL_INK_SOFT), ALIGN_LEFT);
    }
}

void flow_row_end(Flow *f) { f->y += f->row_h + f->gap; }

SDL_Rect flow_place(Flow *f, int w)
{
    w = SDL_min(w, f->right - f->left);
    if (f->x + w > f->right && f->x > f->left) {
        f->x = f->left;
        f->y += f->row_h + f->gap / 2;
    }
    SDL_Rect r = gfx_rect(f->x, f->y, w, f->row_h);
    f->x += w + f->gap / 2;
    return r;
}

bool flow_choice(Flow *f, const char *label, bool selected)
{
    return widget_choice(f->w, flow_place(f, widget_button_width(f->w->g, label)), label, selected);
}

bool flow_check(Flow *f, const char *label, bool on)
{
    return widget_check(f->w, flow_place(f, widget_check_width(f->w->g, label)), label, on);
}

bool flow_slider(Flow *f, int width, int *value, int min, int max, int step)
{
    return widget_slider(f->w, flow_place(f, width), value, min, max, step);
}

void flow_note(Flow *f, const char *text, SDL_Color c)
{
    TextSystem *ts = &f->w->g->text;
    SDL_Rect r = flow_place(f, text_width(ts, FONT_SMALL, text) + 2);
    if (widgets_drawing(f->w))
        text_draw_fit(ts, f->w->g->renderer, FONT_SMALL, text, r.x, r.y + (r.h - text_line_height(ts, FONT_SMALL)) / 2,
                      r.w, c, ALIGN_LEFT);
}
