/* bar_focus.c: the keys' focus on the table's bars (see bar_focus.h). */
#include "bar_focus.h"

#include <string.h>

#include "focus.h"
#include "hit.h"

/* The controls of the bars in Tab order: Undo to Menu, then the tabs. */
static void list(const TableView *tv, FocusList *l)
{
    const Layout *L = &tv->ds.layout;
    focus_list_clear(l);
    SDL_Rect all = {0, 0, L->w, L->h};
    for (int b = BTN_UNDO; b <= BTN_MENU; b++)
        focus_list_add(l, b, L->button[b], all, FOCUS_BUTTON);
    for (int t = 0; t < L->ntabs; t++)
        focus_list_add(l, BAR_TAB + t, L->tab[t], all, FOCUS_BUTTON);
    for (int d = 0; d < DECREES; d++)
        if (L->decree[d].w > 0)
            focus_list_add(l, BAR_DECREE + d, L->decree[d], all, FOCUS_BUTTON);
}

static bool on_decree(int bar) { return bar >= BAR_DECREE && bar < BAR_DECREE + DECREES; }

/* What the focus on the bar shows as the pointer over it would: a decree
 * lights the spaces it counts, and one that had to abridge its name or rule
 * gives both whole in its tooltip; Undo, Redo and Hint give their tooltip
 * (what they do, why not, with the key or the pad's button), a seat tab its
 * score. The focus gone, so is that hover. */
static bool shows_tooltip(int bar)
{
    return on_decree(bar) || bar == BTN_UNDO || bar == BTN_REDO || bar == BTN_HINT ||
           (bar >= BAR_TAB && bar < BAR_DECREE);
}

static void follow_bar(TableView *tv)
{
    TableMove *st = &tv->move;
    SDL_Rect r;
    if (shows_tooltip(st->bar) && bar_focus_rect(tv, &r)) {
        st->hover = on_decree(st->bar)   ? (Hit){HIT_DECREE, st->bar - BAR_DECREE}
                    : st->bar >= BAR_TAB ? (Hit){HIT_TAB, st->bar - BAR_TAB}
                                         : (Hit){HIT_BUTTON, st->bar};
        st->pointer_x = r.x + r.w / 2;
        st->pointer_y = r.y + r.h / 2;
    } else if (st->hover.kind == HIT_DECREE || st->hover.kind == HIT_TAB ||
               (st->hover.kind == HIT_BUTTON && shows_tooltip(st->hover.index))) {
        st->hover = (Hit){HIT_NONE, -1};
    }
}

/* Whether the options of the card can be picked (the player's own map is shown). */
static bool options_usable(const TableView *tv)
{
    const TableMove *st = &tv->move;
    return st->noptions > 0 && (st->view < 0 || st->view == tv->game.decision.sheet);
}

/* Whether Tab goes on through the options rather than to the bars. */
static bool tab_in_options(const TableView *tv, int dx)
{
    const TableMove *st = &tv->move;
    if (!options_usable(tv))
        return false;
    if (st->option < 0)
        return true;
    return dx > 0 ? st->option < st->noptions - 1 : st->option > 0;
}

static bool only_focus(TableAction *out)
{
    memset(out, 0, sizeof *out);
    out->kind = ACT_BAR_FOCUS;
    out->cell = -1;
    return true;
}

static bool bar_key(TableView *tv, const UiEvent *e, TableAction *out)
{
    TableMove *st = &tv->move;
    if (e->kind != UI_KEY || tv->mode != VIEW_PLAY)
        return false;
    FocusList l;
    list(tv, &l);
    if (l.n == 0)
        return false;
    int dx = e->shift ? -1 : 1;
    if (st->bar < 0) { /* the move has the focus: only Tab past the options comes here */
        if (e->key != KEY_NEXT || tab_in_options(tv, dx))
            return false;
        st->bar = dx > 0 ? l.spot[0].id : l.spot[l.n - 1].id;
        return only_focus(out);
    }
    st->bar = focus_resolve(&l, st->bar);
    FocusMove m = focus_move_of(e);
    switch (e->key) {
    case KEY_NEXT: {
        int to = focus_step(&l, st->bar, m);
        bool wrapped = dx > 0 ? to == l.spot[0].id : to == l.spot[l.n - 1].id;
        st->bar = wrapped ? -1 : to;
        only_focus(out);
        if (wrapped && options_usable(tv)) { /* past the last: the first option (Shift: the last) */
            st->option = -1;
            out->kind = ACT_NEXT_OPTION;
            out->dx = dx;
        }
        return true;
    }
    case KEY_LEFT:
    case KEY_RIGHT:
    case KEY_UP:
    case KEY_DOWN: {
        int to = focus_step(&l, st->bar, m);
        if (to == st->bar && (m == FOCUS_UP || m == FOCUS_DOWN))
            to = -1; /* none that way: back to the map */
        st->bar = to;
        return only_focus(out);
    }
    case KEY_CANCEL: st->bar = -1; return only_focus(out);
    case KEY_CONFIRM:
    case KEY_SPACE: {
        if (on_decree(st->bar)) /* nothing to press: it shows what it counts */
            return only_focus(out);
        Hit h = st->bar >= BAR_TAB ? (Hit){HIT_TAB, st->bar - BAR_TAB} : (Hit){HIT_BUTTON, st->bar};
        return hit_press(tv, h, out);
    }
    default: return false; /* the letters and the rest keep their meaning */
    }
}

bool bar_focus_key(TableView *tv, const UiEvent *e, TableAction *out)
{
    if (!bar_key(tv, e, out))
        return false;
    follow_bar(tv);
    return true;
}

bool bar_focus_rect(const TableView *tv, SDL_Rect *r)
{
    const Layout *L = &tv->ds.layout;
    int b = tv->move.bar;
    if (tv->mode != VIEW_PLAY || b < 0)
        return false;
    if (b >= BAR_TAB && b - BAR_TAB < L->ntabs)
        *r = L->tab[b - BAR_TAB];
    else if (b >= BTN_UNDO && b <= BTN_MENU)
        *r = L->button[b];
    else if (on_decree(b))
        *r = L->decree[b - BAR_DECREE];
    else
        return false;
    return true;
}
