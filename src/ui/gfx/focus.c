/* focus.c: the focus of the keys and the pad over a list of controls (see
 * focus.h): moving it in Tab order or by direction, and its ring. */
#include "focus.h"

#include <limits.h>
#include <stdlib.h>

#include "gfx.h"

void focus_list_clear(FocusList *l)
{
    l->n = 0;
    l->primary = -1;
}

void focus_list_add(FocusList *l, int id, SDL_Rect r, SDL_Rect clip, FocusKind kind)
{
    if (l->n >= FOCUS_MAX || r.w <= 0 || r.h <= 0)
        return;
    l->spot[l->n++] = (FocusSpot){id, r, clip, kind, false};
}

static int index_of(const FocusList *l, int id)
{
    for (int i = 0; i < l->n; i++)
        if (l->spot[i].id == id)
            return i;
    return -1;
}

const FocusSpot *focus_spot(const FocusList *l, int id)
{
    int i = index_of(l, id);
    return i < 0 ? NULL : &l->spot[i];
}

int focus_resolve(const FocusList *l, int focus)
{
    if (l->n == 0)
        return -1;
    if (index_of(l, focus) >= 0)
        return focus;
    if (index_of(l, l->primary) >= 0)
        return l->primary;
    return l->spot[0].id;
}

/* The gap between [a0, a1) and [b0, b1), 0 when they overlap. */
static int gap(int a0, int a1, int b0, int b1)
{
    if (b0 >= a1)
        return b0 - a1;
    if (a0 >= b1)
        return a0 - b1;
    return 0;
}

/* r seen from a frame in which direction m points down (the y axis
 * turned or flipped), so that one rule serves the four arrows. */
static SDL_Rect turned(SDL_Rect r, FocusMove m)
{
    switch (m) {
    case FOCUS_UP: return (SDL_Rect){r.x, -(r.y + r.h), r.w, r.h};
    case FOCUS_RIGHT: return (SDL_Rect){r.y, r.x, r.h, r.w};
    case FOCUS_LEFT: return (SDL_Rect){r.y, -(r.x + r.w), r.h, r.w};
    default: return r;
    }
}

/* How long [a0, a1) and [b0, b1) overlap, 0 when they do not. */
static int overlap(int a0, int a1, int b0, int b1) { return SDL_max(SDL_min(a1, b1) - SDL_max(a0, b0), 0); }

/* How far `to` lies from `from` in direction m (an arrow), lower is
 * nearer; -1 when it does not lie that way: its middle must be past
 * `from`'s middle and its near edge past `from`'s middle too (so that a
 * neighbour in the same row is not "below"). Across the direction a
 * control that shares no column (row) with `from` counts thrice its
 * distance. Of two as near, Up and Down take the one whose span shares
 * more of the narrower one's width with `from` (a column is read down:
 * the control right under a small one; under a whole-width button every
 * half of the row under it shares all), Left and Right the one whose
 * middle lies nearer in steps of 8 px; two alike tie, and the first in
 * reading order is taken (Down from the menu's Past games goes to
 * Statistics, not to Settings, whose middle the rounding put a pixel
 * nearer). */
static long long distance(SDL_Rect from, SDL_Rect to, FocusMove m)
{
    from = turned(from, m);
    to = turned(to, m);
    int fx = from.x + from.w / 2, fy = from.y + from.h / 2;
    int tx = to.x + to.w / 2, ty = to.y + to.h / 2;
    if (ty <= fy || to.y < fy)
        return -1;
    long long along = SDL_max(to.y - (from.y + from.h), 0);
    long long across = gap(from.x, from.x + from.w, to.x, to.x + to.w);
    /* lower is nearer, under 1 << 32: for Up and Down the share of the
     * narrower one's width, in 1/4096 */
    long long tie;
    if (m == FOCUS_UP || m == FOCUS_DOWN)
        tie = 4096 -
              (long long)overlap(from.x, from.x + from.w, to.x, to.x + to.w) * 4096 / SDL_max(1, SDL_min(from.w, to.w));
    else
        tie = SDL_min(labs((long)tx - fx) / 8, 0xffffff);
    return ((along + 3 * across) << 32) + tie;
}

/* The index of the control an arrow m goes to from spot cur, -1 none: the
 * nearest by distance(). Up and Down go to the next row that way first: of
 * the controls that lie that way, the one whose near edge is nearest
 * (ties: the nearer by distance()) makes the row, and only the controls
 * reaching into it count (so that Down from a Close at the right goes to
 * the first row under it, not to a lower row that reaches under Close).
 * (Left and Right keep to distance() alone: the controls of rows beside
 * each other seldom line up in columns.) */
static int nearest_that_way(const FocusList *l, int cur, FocusMove m)
{
    SDL_Rect from = l->spot[cur].r;
    int row = -1;
    long long row_edge = 0, row_d = 0;
    for (int i = 0; i < l->n; i++) {
        long long d = i == cur ? -1 : distance(from, l->spot[i].r, m);
        long long edge = turned(l->spot[i].r, m).y;
        if (d >= 0 && (row < 0 || edge < row_edge || (edge == row_edge && d < row_d))) {
            row = i;
            row_edge = edge;
            row_d = d;
        }
    }
    if (row < 0)
        return -1;
    SDL_Rect band = turned(l->spot[row].r, m);
    int best = row;
    for (int i = 0; i < l->n; i++) {
        long long d = i == cur ? -1 : distance(from, l->spot[i].r, m);
        bool in_row = m == FOCUS_LEFT || m == FOCUS_RIGHT || turned(l->spot[i].r, m).y < band.y + band.h;
        if (d >= 0 && d < row_d && in_row) {
            best = i;
            row_d = d;
        }
    }
    return best;
}

/* Whether Tab passes spot i by: a row of a list (a run of rows) that has
 * another row picked. */
static bool tab_passes(const FocusList *l, int i)
{
    if (l->spot[i].kind != FOCUS_ROW || l->spot[i].picked)
        return false;
    for (int j = i - 1; j >= 0 && l->spot[j].kind == FOCUS_ROW; j--)
        if (l->spot[j].picked)
            return true;
    for (int j = i + 1; j < l->n && l->spot[j].kind == FOCUS_ROW; j++)
        if (l->spot[j].picked)
            return true;
    return false;
}

int focus_step(const FocusList *l, int focus, FocusMove m)
{
    int cur = index_of(l, focus_resolve(l, focus));
    if (cur < 0)
        return -1;
    if (m == FOCUS_NEXT || m == FOCUS_PREV) {
        int to = cur;
        for (int k = 0; k < l->n; k++) {
            to = (to + (m == FOCUS_NEXT ? 1 : l->n - 1)) % l->n;
            if (!tab_passes(l, to))
                break;
        }
        return l->spot[to].id;
    }
    int to = m < FOCUS_LEFT ? -1 : nearest_that_way(l, cur, m);
    return l->spot[to < 0 ? cur : to].id;
}

FocusMove focus_move_of(const UiEvent *e)
{
    if (e->kind != UI_KEY)
        return FOCUS_STAY;
    switch (e->key) {
    case KEY_NEXT: return e->shift ? FOCUS_PREV : FOCUS_NEXT;
    case KEY_LEFT: return FOCUS_LEFT;
    case KEY_RIGHT: return FOCUS_RIGHT;
    case KEY_UP: return FOCUS_UP;
    case KEY_DOWN: return FOCUS_DOWN;
    default: return FOCUS_STAY;
    }
}

bool focus_visible(const Gfx *g) { return g->input == INPUT_KEYS || g->input == INPUT_PAD; }

void focus_draw_ring(Gfx *g, SDL_Rect r, SDL_Rect clip)
{
    const Metrics *m = &g->m;
    SDL_Renderer *R = g->renderer;
    int out = m->line + 3;
    SDL_Rect ring = {r.x - out, r.y - out, r.w + 2 * out, r.h + 2 * out};
    SDL_Rect old;
    bool clipped = SDL_RenderIsClipEnabled(R);
    SDL_RenderGetClipRect(R, &old);
    SDL_Rect wide = {clip.x - 2 * out, clip.y - 2 * out, clip.w + 4 * out, clip.h + 4 * out};
    SDL_RenderSetClipRect(R, &wide);
    /* a dark halo under a bright blue line: seen on parchment, on the gold
     * of a primary button and on the dimmed table alike */
    float width = (float)SDL_max(3, m->line + 2);
    SDL_Rect halo = {ring.x - 1, ring.y - 1, ring.w + 2, ring.h + 2};
    gfx_round_rect_outline(R, halo, m->radius + out + 1, width + 2.0f, gfx_rgba(0x10202e, 170));
    gfx_round_rect_outline(R, ring, m->radius + out, width, gfx_rgb(0x2f8fe8));
    SDL_RenderSetClipRect(R, clipped ? &old : NULL);
}
