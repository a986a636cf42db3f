/* touch.c: fingers to UiEvents (see touch.h). */
#include "touch.h"

#include <string.h>

void touch_init(Touch *t)
{
    memset(t, 0, sizeof *t);
    t->state = TOUCH_IDLE;
}

bool touch_is_finger(const SDL_Event *ev)
{
    return ev->type == SDL_FINGERDOWN || ev->type == SDL_FINGERMOTION || ev->type == SDL_FINGERUP;
}

/* A UiEvent at window points (x, y), in output pixels. */
static UiEvent at(const Gfx *g, UiEventKind kind, float x, float y)
{
    UiEvent e;
    memset(&e, 0, sizeof e);
    e.kind = kind;
    e.source = INPUT_TOUCH;
    e.x = (int)x;
    e.y = (int)y;
    window_to_pixels(g, &e.x, &e.y);
    return e;
}

static bool beyond_slop(float x0, float y0, float x, float y)
{
    float dx = x - x0, dy = y - y0;
    return dx * dx + dy * dy > (float)(TOUCH_SLOP * TOUCH_SLOP);
}

/* The pointer that a long press left showing goes when the next touch
 * begins. */
static int leave_hover(Touch *t, const Gfx *g, UiEvent *out)
{
    if (!t->hovering)
        return 0;
    t->hovering = false;
    *out = at(g, UI_POINTER_LEAVE, -1, -1);
    out->x = out->y = -1;
    return 1;
}

static int long_press(Touch *t, const Gfx *g, UiEvent *out)
{
    t->state = TOUCH_LONG;
    t->hovering = true;
    *out = at(g, UI_POINTER_MOVE, t->x, t->y);
    return 1;
}

static int tap(const Gfx *g, float x, float y, UiEvent out[TOUCH_MAX_EVENTS])
{
    out[0] = at(g, UI_POINTER_MOVE, x, y);
    out[1] = at(g, UI_PRESS, x, y);
    out[2] = at(g, UI_RELEASE, x, y);
    out[1].tap = out[2].tap = true;
    out[3] = at(g, UI_POINTER_LEAVE, -1, -1);
    out[3].x = out[3].y = -1;
    return 4;
}

static int down(Touch *t, const Gfx *g, const SDL_TouchFingerEvent *f, float x, float y, UiEvent *out)
{
    if (t->state == TOUCH_IDLE) {
        t->state = TOUCH_PENDING;
        t->finger[0] = f->fingerId;
        t->down[0] = true;
        t->down[1] = false;
        t->x0[0] = t->x = x;
        t->y0[0] = t->y = y;
        t->t0 = f->timestamp;
        return leave_hover(t, g, out);
    }
    if (t->state == TOUCH_PENDING && !SDL_TICKS_PASSED(f->timestamp, t->t0 + TOUCH_LONG_MS)) {
        t->state = TOUCH_TWO;
        t->finger[1] = f->fingerId;
        t->down[1] = true;
        t->x0[1] = x;
        t->y0[1] = y;
        return 0;
    }
    if (t->state == TOUCH_TWO)
        t->state = TOUCH_CANCELLED; /* a third finger: not a tap */
    return 0;                       /* a finger beside a drag or a long press is not followed */
}

/* Which followed finger an event is about: 0, 1, or -1 for another. */
static int which(const Touch *t, SDL_FingerID id)
{
    for (int i = 0; i < 2; i++)
        if (t->down[i] && t->finger[i] == id)
            return i;
    return -1;
}

static int motion(Touch *t, const Gfx *g, const SDL_TouchFingerEvent *f, float x, float y, UiEvent *out)
{
    int i = which(t, f->fingerId);
    if (i < 0)
        return 0;
    if (t->state == TOUCH_TWO) {
        if (beyond_slop(t->x0[i], t->y0[i], x, y))
            t->state = TOUCH_CANCELLED; /* a pinch or a swipe: nothing of ours */
        return 0;
    }
    if (i != 0)
        return 0;
    float px = t->x, py = t->y;
    t->x = x;
    t->y = y;
    switch (t->state) {
    case TOUCH_PENDING: {
        if (!beyond_slop(t->x0[0], t->y0[0], x, y))
            return 0;
        t->state = TOUCH_DRAG;
        out[0] = at(g, UI_PRESS, t->x0[0], t->y0[0]);
        out[1] = at(g, UI_POINTER_MOVE, x, y);
        out[1].held = true;
        int x0 = (int)t->x0[0], y0 = (int)t->y0[0];
        window_to_pixels(g, &x0, &y0);
        out[1].dx = out[1].x - x0;
        out[1].dy = out[1].y - y0;
        return 2;
    }
    case TOUCH_DRAG:
    case TOUCH_LONG: {
        out[0] = at(g, UI_POINTER_MOVE, x, y);
        out[0].held = t->state == TOUCH_DRAG;
        int x0 = (int)px, y0 = (int)py;
        window_to_pixels(g, &x0, &y0);
        out[0].dx = out[0].x - x0;
        out[0].dy = out[0].y - y0;
        return out[0].dx || out[0].dy ? 1 : 0;
    }
    default:
        return 0;
    }
}

static int up(Touch *t, const Gfx *g, const SDL_TouchFingerEvent *f, float x, float y, UiEvent out[TOUCH_MAX_EVENTS])
{
    int i = which(t, f->fingerId);
    if (i < 0)
        return 0;
    t->down[i] = false;
    bool all_up = !t->down[0] && !t->down[1];
    bool soon = !SDL_TICKS_PASSED(f->timestamp, t->t0 + TOUCH_LONG_MS);
    TouchState s = t->state;
    if (s == TOUCH_TWO || s == TOUCH_CANCELLED) {
        if (s == TOUCH_TWO && (beyond_slop(t->x0[i], t->y0[i], x, y) || !soon))
            t->state = s = TOUCH_CANCELLED;
        if (!all_up)
            return 0;
        t->state = TOUCH_IDLE;
        if (s != TOUCH_TWO)
            return 0;
        out[0] = at(g, UI_TWO_FINGER_TAP, t->x0[0], t->y0[0]);
        return 1;
    }
    if (i != 0)
        return 0;
    t->state = TOUCH_IDLE;
    t->down[1] = false;
    switch (s) {
    case TOUCH_PENDING:
        if (!soon) { /* held long, the loop did not wake in time: still a long press */
            t->x = t->x0[0];
            t->y = t->y0[0];
            int n = long_press(t, g, out);
            t->state = TOUCH_IDLE;
            return n;
        }
        return tap(g, t->x0[0], t->y0[0], out);
    case TOUCH_DRAG:
        out[0] = at(g, UI_RELEASE, x, y);
        out[1] = at(g, UI_POINTER_LEAVE, -1, -1);
        out[1].x = out[1].y = -1;
        return 2;
    default:
        return 0; /* a long press: what it shows stays */
    }
}

int touch_translate(Touch *t, const Gfx *g, const SDL_Event *ev, UiEvent out[TOUCH_MAX_EVENTS])
{
    if (!touch_is_finger(ev))
        return 0;
    const SDL_TouchFingerEvent *f = &ev->tfinger;
    if (f->touchId == SDL_MOUSE_TOUCHID)
        return 0; /* SDL's touches made from the mouse: the mouse acts already */
    /* normalised to the window: window points */
    float x = f->x * (float)g->win_w, y = f->y * (float)g->win_h;
    switch (ev->type) {
    case SDL_FINGERDOWN:
        return down(t, g, f, x, y, out);
    case SDL_FINGERMOTION:
        return motion(t, g, f, x, y, out);
    default:
        return up(t, g, f, x, y, out);
    }
}

int touch_due(Touch *t, const Gfx *g, Uint32 now, UiEvent out[TOUCH_MAX_EVENTS])
{
    if (t->state != TOUCH_PENDING || !SDL_TICKS_PASSED(now, t->t0 + TOUCH_LONG_MS))
        return 0;
    return long_press(t, g, out);
}

int touch_wait_ms(const Touch *t, Uint32 now)
{
    if (t->state != TOUCH_PENDING)
        return -1;
    Uint32 due = t->t0 + TOUCH_LONG_MS;
    return SDL_TICKS_PASSED(now, due) ? 0 : (int)(due - now);
}

SDL_Rect touch_reach(const Gfx *g, SDL_Rect r)
{
    int least = (int)(TOUCH_TARGET * g->m.dpi + 0.5f);
    if (r.w < least) {
        r.x -= (least - r.w) / 2;
        r.w = least;
    }
    if (r.h < least) {
        r.y -= (least - r.h) / 2;
        r.h = least;
    }
    return r;
}

int touch_nearest(const Gfx *g, const SDL_Rect *r, int n, int x, int y)
{
    int best = -1;
    long best_d = 0;
    for (int i = 0; i < n; i++) {
        SDL_Rect a = touch_reach(g, r[i]);
        if (r[i].w <= 0 || r[i].h <= 0 || !(x >= a.x && y >= a.y && x < a.x + a.w && y < a.y + a.h))
            continue;
        long dx = 2L * x - (2L * r[i].x + r[i].w), dy = 2L * y - (2L * r[i].y + r[i].h);
        long d = dx * dx + dy * dy;
        if (best < 0 || d < best_d) {
            best = i;
            best_d = d;
        }
    }
    return best;
}

int touch_near_px(const Gfx *g) { return (int)(TOUCH_NEAR * g->m.dpi + 0.5f); }

long touch_distance2(SDL_Rect r, int x, int y, SDL_Point *at)
{
    if (r.w <= 0 || r.h <= 0)
        return -1;
    at->x = SDL_clamp(x, r.x, r.x + r.w - 1);
    at->y = SDL_clamp(y, r.y, r.y + r.h - 1);
    long dx = x - at->x, dy = y - at->y;
    return dx * dx + dy * dy;
}
