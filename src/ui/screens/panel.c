/* panel.c: running a screen's widget walk for input and drawing (see
 * panel.h). */
#include "panel.h"

#include <stdlib.h>

#include "glyphs.h"
#include "touch.h"

void panel_reset(Panel *p)
{
    p->hot = -1;
    p->scroll = 0;
    p->content_h = 0;
    p->active = -1;
    p->touch_scroll = false;
    p->focus = -1;
    p->focus_kind = FOCUS_BUTTON;
}

/* Notes the focus a walk ended with. */
static void end_walk(Panel *p, Widgets *w)
{
    p->focus = widgets_end(w);
    const FocusSpot *s = focus_spot(&w->list, p->focus);
    p->focus_kind = s ? s->kind : FOCUS_BUTTON;
    p->focus_rect = s ? s->r : (SDL_Rect){0, 0, 0, 0};
}

void panel_draw_hints(Panel *p, void *self, Ui *ui, PanelWalk walk, const PadHint *hints, int n)
{
    Widgets w;
    widgets_begin(&w, ui->gfx, WIDGETS_DRAW, -1, -1, p->hot);
    w.focus = p->focus;
    walk(self, ui, &w);
    end_walk(p, &w);
    p->hot_rect = w.hot_rect;
    p->ring = focus_visible(ui->gfx);
    if (hints)
        glyph_hints(ui->gfx, hints, n, ui->gfx->m.h - ui->gfx->m.pad / 2);
    else
        glyph_hints_panel(ui->gfx, false);
}

void panel_draw(Panel *p, void *self, Ui *ui, PanelWalk walk) { panel_draw_hints(p, self, ui, walk, NULL, 0); }

static void scroll_by(Panel *p, int dy)
{
    p->scroll += dy;
    if (p->scroll < 0)
        p->scroll = 0;
}

/* A walk that only lists the controls (the pointer is nowhere). */
static void list_walk(Panel *p, void *self, Ui *ui, PanelWalk walk, Widgets *w)
{
    widgets_begin(w, ui->gfx, WIDGETS_HOVER, -1, -1, p->hot);
    w->focus = p->focus;
    walk(self, ui, w);
    end_walk(p, w);
}

/* The control with the focus takes a click (step 0) or a slider's step. */
static void activate(Panel *p, void *self, Ui *ui, PanelWalk walk, int step)
{
    Widgets w;
    widgets_begin(&w, ui->gfx, WIDGETS_ACTIVATE, -1, -1, p->hot);
    w.focus = p->focus;
    w.step = step;
    walk(self, ui, &w);
    list_walk(p, self, ui, walk, &w); /* the screen may have changed */
}

/* Scrolls the list so that the focused control shows whole; the list's
 * topmost control brings back its top (what stands above it: a row's
 * title, the list's first lines), and so does the window's topmost
 * control outside the list (Close). */
static void scroll_to(Panel *p, const FocusList *l, const FocusSpot *s, int margin)
{
    if (!s)
        return;
    bool topmost = true;
    for (int i = 0; i < l->n && topmost; i++) {
        const FocusSpot *o = &l->spot[i];
        topmost = !SDL_RectEquals(&o->clip, &s->clip) || o->r.y >= s->r.y;
    }
    if (topmost && s->r.y + p->scroll + s->r.h <= s->clip.y + s->clip.h)
        p->scroll = 0;
    else if (s->r.y < s->clip.y)
        scroll_by(p, s->r.y - s->clip.y - margin);
    else if (s->r.y + s->r.h > s->clip.y + s->clip.h)
        scroll_by(p, s->r.y + s->r.h - (s->clip.y + s->clip.h) + margin);
}

/* The focus keys: moving, activating, a slider's steps. */
static bool focus_key(Panel *p, void *self, Ui *ui, const UiEvent *e, PanelWalk walk, bool *taken)
{
    Widgets w;
    *taken = false;
    bool press = e->key == KEY_CONFIRM || e->key == KEY_SPACE;
    if (press && !p->ring) { /* no ring seen: Enter is the main button, not the one clicked last */
        if (e->key == KEY_SPACE)
            return false;
        p->focus = -1;
    }
    FocusMove m = focus_move_of(e);
    /* The first Tab, arrow or pad's direction after the mouse or a finger
     * shows the ring where Enter would act, on the main button, and moves
     * nothing: the player had not seen where the focus was. In a text field,
     * a list's row or on a slider the pointer put it, it goes on from there. */
    bool reveal = m != FOCUS_STAY && ui->gfx->ring_appears && p->focus_kind == FOCUS_BUTTON;
    if (reveal)
        p->focus = -1;
    list_walk(p, self, ui, walk, &w);
    if (p->focus < 0)
        return false;
    if (reveal) {
        p->ring = true;
        *taken = true;
        return true;
    }
    if (p->focus_kind == FOCUS_SLIDER && (m == FOCUS_LEFT || m == FOCUS_RIGHT)) {
        activate(p, self, ui, walk, m == FOCUS_LEFT ? -1 : 1);
        *taken = true;
        return true;
    }
    if (m != FOCUS_STAY) {
        int to = focus_step(&w.list, p->focus, m);
        if (to == p->focus)
            return false; /* nowhere to go that way */
        p->focus = to;
        const FocusSpot *s = focus_spot(&w.list, to);
        p->focus_kind = s->kind;
        p->focus_rect = s->r;
        scroll_to(p, &w.list, s, ui->gfx->m.gap);
        if (s->kind == FOCUS_FIELD || s->kind == FOCUS_ROW)
            activate(p, self, ui, walk, 0);
        *taken = true;
        return true;
    }
    if (!press || p->focus_kind != FOCUS_BUTTON)
        return false;
    activate(p, self, ui, walk, 0);
    *taken = true;
    return true;
}

bool panel_pad_types(const Panel *p, const UiEvent *e)
{
    return e->kind == UI_KEY && e->key == KEY_CONFIRM && e->source == INPUT_PAD &&
           (p->focus < 0 || p->focus_kind == FOCUS_FIELD);
}

bool panel_event(Panel *p, void *self, Ui *ui, const UiEvent *e, PanelWalk walk, bool *taken)
{
    const Metrics *m = &ui->gfx->m;
    Widgets w;
    *taken = true;
    switch (e->kind) {
    case UI_POINTER_MOVE:
    case UI_POINTER_LEAVE: {
        if (e->kind == UI_POINTER_MOVE && e->held && p->touch_scroll) { /* the list follows the finger */
            scroll_by(p, -e->dy);
            return e->dy != 0;
        }
        if (e->kind == UI_POINTER_MOVE && e->held && p->active >= 0) { /* a slider follows the pointer */
            widgets_begin(&w, ui->gfx, WIDGETS_DRAG, e->x, e->y, p->hot);
            w.active = p->active;
            walk(self, ui, &w);
            return true;
        }
        widgets_begin(&w, ui->gfx, WIDGETS_HOVER, e->x, e->y, p->hot);
        walk(self, ui, &w);
        bool changed = w.hover != p->hot;
        p->hot = w.hover;
        return changed;
    }
    case UI_PRESS:
        if (e->button != UI_BUTTON_LEFT)
            return false;
        if (e->source == INPUT_TOUCH && !e->tap) {
            /* a finger's drag: a slider follows it, anything else scrolls
             * (a drag that begins on a button does not press it) */
            widgets_begin(&w, ui->gfx, WIDGETS_HOVER, e->x, e->y, p->hot);
            walk(self, ui, &w);
            p->touch_scroll = !w.hover_drags;
            if (p->touch_scroll)
                return false;
        }
        widgets_begin(&w, ui->gfx, WIDGETS_HIT, e->x, e->y, p->hot);
        if (e->source == INPUT_TOUCH && e->tap)
            w.reach = touch_near_px(ui->gfx);
        walk(self, ui, &w);
        if (w.pressed < 0 && w.near >= 0) { /* a finger beside a control: the nearest takes the tap */
            SDL_Point at = w.near_at;
            widgets_begin(&w, ui->gfx, WIDGETS_HIT, at.x, at.y, p->hot);
            walk(self, ui, &w);
        }
        p->active = w.pressed;
        if (focus_spot(&w.list, w.pressed)) { /* the focus goes where the click went */
            p->focus = w.pressed;
            p->focus_kind = focus_spot(&w.list, w.pressed)->kind;
            p->focus_rect = focus_spot(&w.list, w.pressed)->r;
        }
        /* the widget under the pointer may have changed with the screen */
        widgets_begin(&w, ui->gfx, WIDGETS_HOVER, e->x, e->y, p->hot);
        walk(self, ui, &w);
        p->hot = w.hover;
        return true;
    case UI_RELEASE:
        p->active = -1;
        p->touch_scroll = false;
        break; /* not taken: the screen may want it too */
    case UI_WHEEL: scroll_by(p, -e->dy * m->gap * 3); return true;
    case UI_KEY:
        switch (e->key) {
        case KEY_PAGE_UP: scroll_by(p, -m->h / 2); return true;
        case KEY_PAGE_DOWN: scroll_by(p, m->h / 2); return true;
        case KEY_HOME: p->scroll = 0; return true;
        case KEY_END: p->scroll = m->h * 100; return true; /* clamped when drawn */
        default: return focus_key(p, self, ui, e, walk, taken);
        }
    default: break;
    }
    *taken = false;
    return false;
}

bool panel_list_key(Panel *p, Ui *ui, const UiEvent *e)
{
    if (e->kind != UI_KEY)
        return false;
    switch (e->key) {
    case KEY_UP:
    case KEY_DOWN: scroll_by(p, (e->key == KEY_UP ? -1 : 1) * ui->gfx->m.gap * 3); return true;
    case KEY_CANCEL:
    case KEY_CONFIRM: ui_pop(ui); return true;
    default: return false;
    }
}

void *panel_screen_create(size_t size)
{
    Panel *p = calloc(1, size);
    if (p)
        panel_reset(p);
    return p;
}

void panel_screen_enter(void *self, Ui *ui, const NavRequest *why)
{
    (void)ui;
    (void)why;
    panel_reset(self);
}

void panel_screen_leave_typing(void *self, Ui *ui)
{
    (void)self;
    (void)ui;
    SDL_StopTextInput();
}

bool panel_screen_event(void *self, Ui *ui, const UiEvent *e, PanelWalk walk)
{
    bool taken;
    bool changed = panel_event(self, self, ui, e, walk, &taken);
    return taken ? changed : panel_list_key(self, ui, e);
}

void panel_report(const Panel *p, ScreenReport *r)
{
    r->spot(r, "focus", p->focus_rect);
    r->spot(r, "hover", p->hot_rect);
    report_value(r, "ring", "%s", p->ring ? "yes" : "no");
}

void panel_screen_report(void *self, Ui *ui, ScreenReport *r)
{
    (void)ui;
    panel_report(self, r);
}
