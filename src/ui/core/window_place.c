/* window_place.c: where the window opens and what is remembered of it (see
 * window_place.h). */
#include "window_place.h"

/* How much of the window's top must be on a display for its remembered
 * place to be used: enough title bar to grab it. */
#define GRIP_W 120
#define GRIP_H 40

static int overlap(int a0, int a1, int b0, int b1)
{
    int lo = a0 > b0 ? a0 : b0, hi = a1 < b1 ? a1 : b1;
    return hi > lo ? hi - lo : 0;
}

/* The display the grip strip of a window at (x, y) of width w lies on, or -1. */
static int display_of(int x, int y, int w, const SDL_Rect *usable, int n)
{
    int need_w = w < GRIP_W ? w : GRIP_W;
    for (int i = 0; i < n; i++) {
        const SDL_Rect *d = &usable[i];
        if (overlap(x, x + w, d->x, d->x + d->w) >= need_w && y >= d->y && y + GRIP_H <= d->y + d->h)
            return i;
    }
    return -1;
}

static void fit(int *w, int *h, const SDL_Rect *d, int num, int den)
{
    if (!d || d->w <= 0 || d->h <= 0)
        return;
    if (*w > d->w * num / den)
        *w = d->w * num / den;
    if (*h > d->h * num / den)
        *h = d->h * num / den;
}

WindowPlace window_place(const Settings *s, const UiArgs *args, const SDL_Rect *usable, int n, float scale)
{
    if (!(scale >= 1.0f && scale <= 5.0f))
        scale = 1.0f;
    WindowPlace p = {(int)(WINDOW_DEFAULT_W * scale + 0.5f), (int)(WINDOW_DEFAULT_H * scale + 0.5f), true, 0, 0, false};
    const SDL_Rect *first = n > 0 ? &usable[0] : NULL;
    p.maximised = settings_get(s, SET_WINDOW_MAXIMISED) != 0 && !args->width;
    if (args->width > 0 && args->height > 0) {
        p.w = args->width;
        p.h = args->height;
        return p;
    }
    int w = settings_get(s, SET_WINDOW_W), h = settings_get(s, SET_WINDOW_H);
    if (w < WINDOW_MIN_W || h < WINDOW_MIN_H) { /* never measured (or nonsense): the default */
        fit(&p.w, &p.h, first, 9, 10);
        return p;
    }
    p.w = w;
    p.h = h;
    int x = settings_get(s, SET_WINDOW_X), y = settings_get(s, SET_WINDOW_Y);
    int on = display_of(x, y, w, usable, n);
    fit(&p.w, &p.h, on >= 0 ? &usable[on] : first, 1, 1);
    if (on >= 0) {
        /* shrunk to the display: keep it on it */
        const SDL_Rect *d = &usable[on];
        p.centred = false;
        p.x = x + p.w > d->x + d->w ? d->x + d->w - p.w : x;
        p.y = y + p.h > d->y + d->h ? d->y + d->h - p.h : y;
        if (p.x < d->x)
            p.x = d->x;
        if (p.y < d->y)
            p.y = d->y;
    }
    return p;
}

/* The place of an inside of length `len` with frames `before` and `after`
 * on the span [lo, lo + room): as near `at` as keeps the frame on it. */
static int keep_on(int at, int len, int before, int after, int lo, int room)
{
    int least = lo + before, most = lo + room - after - len;
    if (at > most)
        at = most;
    return at < least ? least : at;
}

bool window_fit(SDL_Rect inside, int top, int left, int bottom, int right, SDL_Rect usable, SDL_Rect *out)
{
    if (usable.w <= 0 || usable.h <= 0 || top < 0 || left < 0 || bottom < 0 || right < 0)
        return false;
    if (inside.x - left >= usable.x && inside.y - top >= usable.y &&
        inside.x + inside.w + right <= usable.x + usable.w && inside.y + inside.h + bottom <= usable.y + usable.h)
        return false;
    SDL_Rect r = inside;
    if (r.w > usable.w - left - right)
        r.w = usable.w - left - right;
    if (r.h > usable.h - top - bottom)
        r.h = usable.h - top - bottom;
    if (r.w <= 0 || r.h <= 0) /* nothing of it would be left: as it is */
        return false;
    r.x = keep_on(inside.x, r.w, left, right, usable.x, usable.w);
    r.y = keep_on(inside.y, r.h, top, bottom, usable.y, usable.h);
    *out = r;
    return true;
}

bool window_fit_live(SDL_Window *window, const SDL_Point *asked, bool *framed)
{
    *framed = false;
    if (!window || (SDL_GetWindowFlags(window) & (SDL_WINDOW_MAXIMIZED | SDL_WINDOW_FULLSCREEN)))
        return false;
    int top = 0, left = 0, bottom = 0, right = 0, display = SDL_GetWindowDisplayIndex(window);
    SDL_Rect inside, usable, fitted;
    if (display < 0 || SDL_GetDisplayUsableBounds(display, &usable) != 0 ||
        SDL_GetWindowBordersSize(window, &top, &left, &bottom, &right) != 0)
        return false; /* nothing known (SDL's dummy driver) */
    *framed = top > 0 || left > 0 || bottom > 0 || right > 0;
    SDL_GetWindowPosition(window, &inside.x, &inside.y);
    SDL_GetWindowSize(window, &inside.w, &inside.h);
    bool moved = false;
    if (*framed && asked && (inside.x != asked->x || inside.y != asked->y)) {
        inside.x = asked->x;
        inside.y = asked->y;
        moved = true;
    }
    if (!window_fit(inside, top, left, bottom, right, usable, &fitted)) {
        if (moved) /* one move, the fitted one where it must: SDL allows for the frame */
            SDL_SetWindowPosition(window, inside.x, inside.y);
        return moved;
    }
    SDL_SetWindowSize(window, fitted.w, fitted.h);
    SDL_SetWindowPosition(window, fitted.x, fitted.y);
    return true;
}

static bool put(Settings *s, SettingId id, int v)
{
    if (settings_get(s, id) == v)
        return false;
    return settings_set(s, id, v);
}

bool window_remember(Settings *s, Uint32 flags, int x, int y, int w, int h)
{
    if (flags & (SDL_WINDOW_FULLSCREEN | SDL_WINDOW_MINIMIZED | SDL_WINDOW_HIDDEN))
        return false;
    bool maximised = (flags & SDL_WINDOW_MAXIMIZED) != 0;
    bool changed = put(s, SET_WINDOW_MAXIMISED, maximised);
    if (maximised || w < WINDOW_MIN_W || h < WINDOW_MIN_H)
        return changed;
    changed |= put(s, SET_WINDOW_W, w);
    changed |= put(s, SET_WINDOW_H, h);
    changed |= put(s, SET_WINDOW_X, x);
    changed |= put(s, SET_WINDOW_Y, y);
    return changed;
}

bool window_remember_live(Settings *s, SDL_Window *window)
{
    if (!window)
        return false;
    int x, y, w, h;
    SDL_GetWindowPosition(window, &x, &y);
    SDL_GetWindowSize(window, &w, &h);
    return window_remember(s, SDL_GetWindowFlags(window), x, y, w, h);
}

int window_displays(SDL_Rect *usable, int max)
{
    int n = SDL_GetNumVideoDisplays(), k = 0;
    for (int i = 0; i < n && k < max; i++)
        if (SDL_GetDisplayUsableBounds(i, &usable[k]) == 0 && usable[k].w > 0 && usable[k].h > 0)
            k++;
    return k;
}
