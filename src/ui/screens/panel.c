/* panel.c: running a screen's widget walk for input and drawing (see
 * panel.h). */
#include "panel.h"

#include <stdlib.h>

void panel_reset(Panel *p)
{
    p->hot = -1;
    p->scroll = 0;
    p->content_h = 0;
    p->active = -1;
}

void panel_draw(Panel *p, void *self, Ui *ui, PanelWalk walk)
{
    Widgets w;
    widgets_begin(&w, ui->gfx, WIDGETS_DRAW, -1, -1, p->hot);
    walk(self, ui, &w);
}

static void scroll_by(Panel *p, int dy)
{
    p->scroll += dy;
    if (p->scroll < 0)
        p->scroll = 0;
}

bool panel_event(Panel *p, void *self, Ui *ui, const UiEvent *e, PanelWalk walk, bool *taken)
{
    const Metrics *m = &ui->gfx->m;
    Widgets w;
    *taken = true;
    switch (e->kind) {
    case UI_POINTER_MOVE:
    case UI_POINTER_LEAVE: {
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
        widgets_begin(&w, ui->gfx, WIDGETS_HIT, e->x, e->y, p->hot);
        walk(self, ui, &w);
        p->active = w.pressed;
        /* the widget under the pointer may have changed with the screen */
        widgets_begin(&w, ui->gfx, WIDGETS_HOVER, e->x, e->y, p->hot);
        walk(self, ui, &w);
        p->hot = w.hover;
        return true;
    case UI_RELEASE:
        p->active = -1;
        break; /* not taken: the screen may want it too */
    case UI_WHEEL: scroll_by(p, -e->dy * m->gap * 3); return true;
    case UI_KEY:
        switch (e->key) {
        case KEY_PAGE_UP: scroll_by(p, -m->h / 2); return true;
        case KEY_PAGE_DOWN: scroll_by(p, m->h / 2); return true;
        case KEY_HOME: p->scroll = 0; return true;
        case KEY_END: p->scroll = m->h * 100; return true; /* clamped when drawn */
        default: break;
        }
        break;
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

bool panel_screen_event(void *self, Ui *ui, const UiEvent *e, PanelWalk walk)
{
    bool taken;
    bool changed = panel_event(self, self, ui, e, walk, &taken);
    return taken ? changed : panel_list_key(self, ui, e);
}
