/* hit.c: hit-testing and the table's reading of input (see hit.h). */
#include "hit.h"

#include <string.h>

#include "gfx.h"
#include "touch.h"
#include "view.h"

static Hit make_hit(HitKind kind, int index)
{
    Hit h = {kind, index};
    return h;
}

/* What is drawn under a pixel. */
static Hit drawn_hit(const TableView *tv, int x, int y)
{
    const Layout *L = &tv->ds.layout;
    for (int t = 0; t < L->ntabs; t++)
        if (gfx_contains(L->tab[t], x, y))
            return make_hit(HIT_TAB, t);
    int cell = layout_cell_at(L, x, y);
    if (cell >= 0)
        return make_hit(HIT_CELL, cell);
    SDL_Rect result;
    if (view_result_button(tv, &result) && gfx_contains(result, x, y))
        return make_hit(HIT_BUTTON, BTN_CONFIRM); /* "Show the result" */
    SDL_Rect lasting[8];
    int nl = view_lasting_rects(tv, lasting);
    for (int i = 0; i < nl; i++)
        if (gfx_contains(lasting[i], x, y))
            return make_hit(HIT_LASTING, i);
    for (int b = 0; b < BTN_COUNT; b++)
        if (gfx_contains(L->button[b], x, y))
            return make_hit(HIT_BUTTON, b);
    SDL_Rect opts[UI_MAX_OPTIONS];
    int nopts = view_option_rects(tv, opts);
    for (int i = 0; i < nopts; i++)
        if (gfx_contains(opts[i], x, y))
            return make_hit(HIT_OPTION, i);
    for (int s = 0; s < LAYOUT_SEASONS; s++)
        for (int f = 0; f < SCORE_FIELDS; f++)
            if (gfx_contains(L->score_cell[s][f], x, y))
                return make_hit(HIT_SCORE, s * SCORE_FIELDS + f);
    if (gfx_contains(L->grand_total, x, y))
        return make_hit(HIT_TOTAL, 0);
    for (int i = 0; i < LAYOUT_COINS; i++)
        if (gfx_contains(L->coin_slot[i], x, y))
            return make_hit(HIT_COIN, i);
    for (int d = 0; d < 4; d++)
        if (gfx_contains(L->decree[d], x, y))
            return make_hit(HIT_DECREE, d);
    for (int s = 0; s < LAYOUT_SEASONS; s++)
        if (gfx_contains(L->season_chip[s], x, y))
            return make_hit(HIT_SEASON, s);
    int ids[LAYOUT_MAX_CARDS];
    int n = view_row(tv, ids);
    if (n > 0) {
        SDL_Rect cards[LAYOUT_MAX_CARDS];
        layout_cards(L, n, cards);
        /* the newest lies on top: test from the top down */
        for (int i = n - 1; i >= 0; i--)
            if (gfx_contains(cards[i], x, y))
                return make_hit(HIT_CARD, i);
    }
    if (gfx_contains(L->status, x, y))
        return make_hit(HIT_STATUS, 0);
    return make_hit(HIT_NONE, 0);
}

/* Whether what is hit is only looked at (a tooltip, a highlight): a finger
 * beside a button then means the button. */
static bool only_looked_at(HitKind k)
{
    return k == HIT_NONE || k == HIT_CARD || k == HIT_DECREE || k == HIT_SCORE || k == HIT_TOTAL || k == HIT_COIN ||
           k == HIT_SEASON || k == HIT_LASTING || k == HIT_STATUS;
}

/* The button, tab or option within a finger's reach of a pixel (the
 * nearest: touch_nearest), else HIT_NONE. */
static Hit finger_hit(const TableView *tv, int x, int y)
{
    const Layout *L = &tv->ds.layout;
    SDL_Rect r[BTN_COUNT + 1 + 6 + UI_MAX_OPTIONS];
    Hit what[BTN_COUNT + 1 + 6 + UI_MAX_OPTIONS];
    int n = 0;
    for (int b = 0; b < BTN_COUNT; b++) {
        r[n] = L->button[b];
        what[n++] = make_hit(HIT_BUTTON, b);
    }
    if (view_result_button(tv, &r[n]))
        what[n++] = make_hit(HIT_BUTTON, BTN_CONFIRM);
    for (int t = 0; t < L->ntabs && t < 6; t++) {
        r[n] = L->tab[t];
        what[n++] = make_hit(HIT_TAB, t);
    }
    int nopts = view_option_rects(tv, &r[n]);
    for (int i = 0; i < nopts; i++)
        what[n++] = make_hit(HIT_OPTION, i);
    int i = touch_nearest(tv->g, r, n, x, y);
    return i >= 0 ? what[i] : make_hit(HIT_NONE, 0);
}

Hit hit_test(const TableView *tv, int x, int y)
{
    Hit h = drawn_hit(tv, x, y);
    if (tv->g && tv->g->input == INPUT_TOUCH && only_looked_at(h.kind)) {
        Hit near = finger_hit(tv, x, y);
        if (near.kind != HIT_NONE)
            return near;
    }
    return h;
}

static TableAction make(TableActionKind k)
{
    TableAction a;
    memset(&a, 0, sizeof a);
    a.kind = k;
    a.cell = -1;
    return a;
}

static TableActionKind button_action(int b)
{
    switch (b) {
    case BTN_ROTATE: return ACT_TURN;
    case BTN_MIRROR: return ACT_MIRROR;
    case BTN_CANCEL: return ACT_CANCEL;
    case BTN_CONFIRM: return ACT_CONFIRM;
    case BTN_UNDO: return ACT_UNDO;
    case BTN_REDO: return ACT_REDO;
    case BTN_HINT: return ACT_HINT;
    default: return ACT_BUTTON;
    }
}

static int key(const UiEvent *e, TableAction *out)
{
    switch (e->key) {
    case KEY_CONFIRM: *out = make(ACT_CONFIRM); return 1;
    case KEY_CANCEL: *out = make(ACT_CANCEL); return 1;
    case KEY_SPACE: *out = make(ACT_ROTATE); return 1;
    case KEY_NEXT:
        *out = make(ACT_NEXT_OPTION);
        out->dx = e->shift ? -1 : 1;
        return 1;
    case KEY_UNDO:
    case KEY_BACKSPACE: *out = make(ACT_UNDO); return 1;
    case KEY_REDO: *out = make(ACT_REDO); return 1;
    case KEY_HOME: *out = make(ACT_HOME); return 1;
    case KEY_END: *out = make(ACT_END); return 1;
    case KEY_PAGE_UP:
    case KEY_PAGE_DOWN:
        *out = make(ACT_PAGE);
        out->dy = e->key == KEY_PAGE_UP ? -1 : 1;
        return 1;
    case KEY_LEFT:
    case KEY_RIGHT:
    case KEY_UP:
    case KEY_DOWN:
        *out = make(ACT_MOVE_GHOST);
        out->dx = e->key == KEY_LEFT ? -1 : e->key == KEY_RIGHT ? 1 : 0;
        out->dy = e->key == KEY_UP ? -1 : e->key == KEY_DOWN ? 1 : 0;
        return 1;
    case KEY_CHAR:
        switch (e->ch) {
        case 'r': /* Shift+R (a pad's left shoulder) turns the other way */
            *out = make(ACT_TURN);
            out->dx = e->shift ? -1 : 1;
            return 1;
        case 'f': *out = make(ACT_MIRROR); return 1;
        case 'u': *out = make(ACT_UNDO); return 1;
        case 'h': *out = make(ACT_HINT); return 1;
        case 'c': /* the banner's "A computer draws for them" (the host's, while a player is away) */
            *out = make(ACT_BUTTON);
            out->hit = make_hit(HIT_BUTTON, BTN_HAND);
            return 1;
        default:
            if (e->ch >= '1' && e->ch <= '6') { /* the sheet of player N, as a click on its tab */
                *out = make(ACT_BUTTON);
                out->hit = make_hit(HIT_TAB, e->ch - '1');
                return 1;
            }
            return 0;
        }
    default: return 0;
    }
}

/* A finger's tap on the shape laid on the map (touch turns it there). */
static bool tap_on_ghost(const TableView *tv, const UiEvent *e, Hit h)
{
    const TableMove *st = &tv->move;
    return e->source == INPUT_TOUCH && e->tap && h.kind == HIT_CELL && st->placed && !st->dragging &&
           st->preview.valid && view_player(tv) == tv->game.decision.sheet && bb_test(st->preview.cells, h.index);
}

bool hit_press(const TableView *tv, Hit h, TableAction *out)
{
    TableAction a = make(ACT_NONE);
    a.hit = h;
    if (h.kind == HIT_OPTION)
        a.kind = ACT_PICK;
    else if (h.kind == HIT_CELL) {
        a.kind = ACT_CLICK_CELL;
        a.cell = h.index;
    } else if (h.kind == HIT_BUTTON)
        a.kind = button_action(h.index);
    else if (h.kind == HIT_BOX_BUTTON || h.kind == HIT_TAB || h.kind == HIT_REPLAY ||
             (h.kind == HIT_SEASON && tv->mode == VIEW_REPLAY))
        a.kind = ACT_BUTTON;
    if (a.kind == ACT_NONE)
        return false;
    *out = a;
    return true;
}

int hit_interpret(TableView *tv, const UiEvent *e, Hit over, TableAction out[2])
{
    TableMove *st = &tv->move;
    switch (e->kind) {
    case UI_TWO_FINGER_TAP: out[0] = make(ACT_MIRROR); return 1;
    case UI_POINTER_LEAVE: out[0] = make(ACT_HOVER); return 1;
    case UI_POINTER_MOVE:
        st->pointer_x = e->x;
        st->pointer_y = e->y;
        out[0] = make(ACT_HOVER);
        out[0].hit = over.kind != HIT_NONE ? over : hit_test(tv, e->x, e->y);
        out[0].cell = over.kind != HIT_NONE ? -1 : layout_cell_at(&tv->ds.layout, e->x, e->y);
        if (st->dragging) {
            out[1] = make(ACT_DRAG_TO);
            out[1].cell = out[0].cell;
            return 2;
        }
        return 1;
    case UI_PRESS: {
        Hit h = over.kind != HIT_NONE ? over : hit_test(tv, e->x, e->y);
        st->bar = -1; /* a click gives the keys' focus back to the move */
        if (e->button == UI_BUTTON_RIGHT) {
            out[0] = make(ACT_ROTATE);
            return 1;
        }
        if (e->button != UI_BUTTON_LEFT)
            return 0;
        if (tap_on_ghost(tv, e, h)) {
            out[0] = make(ACT_TURN);
            out[0].hit = h;
            return 1;
        }
        return hit_press(tv, h, &out[0]) ? 1 : 0;
    }
    case UI_RELEASE:
        if (e->button != UI_BUTTON_LEFT || !st->dragging)
            return 0;
        out[0] = make(ACT_DROP);
        out[0].cell = over.kind != HIT_NONE ? -1 : layout_cell_at(&tv->ds.layout, e->x, e->y);
        return 1;
    case UI_WHEEL:
        if (tv->mode != VIEW_REPLAY)
            return 0;
        out[0] = make(ACT_SCROLL);
        out[0].dy = e->dy;
        return 1;
    case UI_KEY: return key(e, out);
    default: return 0;
    }
}
