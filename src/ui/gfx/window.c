/* window.c: the window, its renderer and the render cache (see window.h). */
#include "window.h"

#include <stdio.h>
#include <string.h>

#include <SDL_image.h>

#include "check.h"
#include "paper.h"
#include "window_icon.h" /* generated from the desktop icon (src/ui/meson.build) */

SDL_Surface *window_icon(void)
{
    SDL_RWops *rw = SDL_RWFromConstMem(window_icon_png, (int)sizeof window_icon_png);
    SDL_Surface *s = rw ? IMG_LoadPNG_RW(rw) : NULL;
    if (rw)
        SDL_RWclose(rw);
    return s;
}

/* The software renderer draws into the window's own pixels. On X11, SDL
 * 2.26 hands those to an accelerated renderer as a texture unless told not
 * to, and on a machine without a GPU that starts OpenGL in software
 * (llvmpipe: some 60 ms and 80 MiB) only to show what is drawn already;
 * X11 shared memory shows it for almost nothing (SDL does so on Windows
 * anyway). SDL_FRAMEBUFFER_ACCELERATION in the environment wins. Called
 * before the software renderer is made: SDL decides once, at the first
 * window surface. */
static void software_framebuffer(void) { SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0"); }

bool window_open_at(Gfx *g, const char *title, int x, int y, int w, int h, bool maximised, bool offscreen)
{
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    if (maximised && !offscreen)
        flags |= SDL_WINDOW_MAXIMIZED;
    if (g->user_scale <= 0.0f)
        g->user_scale = 1.0f;
    g->window = SDL_CreateWindow(title, x, y, w, h, flags);
    if (!g->window) {
        fprintf(stderr, "cartographers: cannot open a window: %s\n", SDL_GetError());
        return false;
    }
    SDL_Surface *icon = offscreen ? NULL : window_icon();
    if (icon) {
        SDL_SetWindowIcon(g->window, icon);
        SDL_FreeSurface(icon);
    }
    /* a frame for a file may have any size (tests draw at degenerate ones) */
    if (!offscreen)
        SDL_SetWindowMinimumSize(g->window, WINDOW_MIN_W, WINDOW_MIN_H);
    const char *driver = SDL_GetHint(SDL_HINT_RENDER_DRIVER);
    if (driver && SDL_strcasecmp(driver, "software") == 0)
        software_framebuffer();
    g->renderer = SDL_CreateRenderer(g->window, -1, offscreen ? 0 : SDL_RENDERER_PRESENTVSYNC);
    if (!g->renderer) {
        software_framebuffer();
        g->renderer = SDL_CreateRenderer(g->window, -1, SDL_RENDERER_SOFTWARE);
    }
    if (!g->renderer) {
        fprintf(stderr, "cartographers: cannot draw in the window: %s\n", SDL_GetError());
        return false;
    }
    if (!assets_load(&g->assets, g->window, !offscreen))
        return false;
    if (!text_init(&g->text, &g->assets))
        return false;
    g->paper = paper_create(g->renderer);
    if (!offscreen) {
        sound_open(&g->sound, g->assets.dir);
        pads_open(&g->pads);
    }
    return true;
}

void window_close(Gfx *g)
{
    sound_close(&g->sound);
    pads_close(&g->pads);
    text_free(&g->text);
    assets_free(&g->assets);
    if (g->paper)
        SDL_DestroyTexture(g->paper);
    if (g->renderer)
        SDL_DestroyRenderer(g->renderer);
    if (g->window)
        SDL_DestroyWindow(g->window);
    g->paper = NULL;
    g->renderer = NULL;
    g->window = NULL;
}

float window_display_scale(int display)
{
    /* SDL's Windows driver gives the display's effective DPI, which is the
     * scale setting (96 = 100 %; Windows offers up to 500 %); X11's is the
     * screen's physical DPI, no setting */
    const char *driver = SDL_GetCurrentVideoDriver();
    float dpi = 0.0f;
    if (driver && strcmp(driver, "windows") == 0 && display >= 0 && SDL_GetDisplayDPI(display, NULL, &dpi, NULL) == 0 &&
        dpi >= 96.0f && dpi <= 96.0f * 5.0f)
        return dpi / 96.0f;
    return 1.0f;
}

void window_measure(Gfx *g)
{
    int pw = 0, ph = 0;
    SDL_GetWindowSize(g->window, &g->win_w, &g->win_h);
    if (SDL_GetRendererOutputSize(g->renderer, &pw, &ph) != 0 || pw <= 0 || ph <= 0) {
        pw = g->win_w;
        ph = g->win_h;
    }
    float dpi = g->win_w > 0 ? (float)pw / (float)g->win_w : 1.0f;
    /* a window sized in pixels (Windows) on a display scaled by the system:
     * its DPI scales the layout as SDL's points do elsewhere */
    if (pw == g->win_w)
        dpi = window_display_scale(SDL_GetWindowDisplayIndex(g->window));
    assets_flush(&g->assets);
    metrics_compute(&g->m, &g->text, pw, ph, dpi, g->user_scale);
    g->generation++;
}

void window_new_texts(Gfx *g)
{
    text_flush(&g->text);
    window_measure(g);
}

void window_raise(Gfx *g)
{
    if (!g->window)
        return;
    if (SDL_GetWindowFlags(g->window) & SDL_WINDOW_MINIMIZED)
        SDL_RestoreWindow(g->window);
    SDL_RaiseWindow(g->window);
}

bool window_keeps_pixels(const Gfx *g)
{
    SDL_RendererInfo info;
    return g->renderer && SDL_RenderGetWindow(g->renderer) == g->window &&
           SDL_GetRendererInfo(g->renderer, &info) == 0 && (info.flags & SDL_RENDERER_SOFTWARE) &&
           SDL_GetRenderTarget(g->renderer) == NULL;
}

void window_frame_begin(Gfx *g) { g->ndamage = -1; }

void window_damage(Gfx *g, const SDL_Rect *rects, int n)
{
    g->ndamage = n >= 0 && n <= WINDOW_DAMAGE_MAX ? n : -1;
    for (int i = 0; i < n && i < WINDOW_DAMAGE_MAX; i++)
        g->damage[i] = rects[i];
}

void window_present(Gfx *g)
{
    /* the window changed size since it was measured (leaving fullscreen: the
     * window's pixels are remade before the resize event arrives): parts of
     * the old size would lie outside them, so the whole frame is shown */
    int pw = 0, ph = 0;
    SDL_GetWindowSizeInPixels(g->window, &pw, &ph);
    bool same_size = pw == g->m.w && ph == g->m.h;
    if (g->ndamage >= 0 && !g->show_all && same_size && window_keeps_pixels(g)) {
        /* the renderer's queue into the window's pixels, then only the parts that changed to the screen */
        SDL_Rect whole = {0, 0, g->m.w, g->m.h}, parts[WINDOW_DAMAGE_MAX];
        int n = 0;
        for (int i = 0; i < g->ndamage; i++)
            if (SDL_IntersectRect(&g->damage[i], &whole, &parts[n]))
                n++;
        ui_check(SDL_RenderFlush(g->renderer), "finish a frame");
        if (n > 0)
            ui_check(SDL_UpdateWindowSurfaceRects(g->window, parts, n), "show a frame");
        g->frames_in_part++;
    } else {
        SDL_RenderPresent(g->renderer);
    }
    g->show_all = false;
    g->ndamage = -1;
    g->frames++;
}

bool window_save_png(Gfx *g, const char *path)
{
    int w = g->m.w, h = g->m.h;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s) {
        fprintf(stderr, "cartographers: screenshot: %s\n", SDL_GetError());
        return false;
    }
    bool ok = SDL_RenderReadPixels(g->renderer, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch) == 0;
    if (!ok)
        fprintf(stderr, "cartographers: screenshot: cannot read pixels: %s\n", SDL_GetError());
    else if (IMG_SavePNG(s, path) != 0) {
        fprintf(stderr, "cartographers: screenshot: cannot write %s: %s\n", path, IMG_GetError());
        ok = false;
    }
    SDL_FreeSurface(s);
    return ok;
}

void window_to_pixels(const Gfx *g, int *x, int *y)
{
    if (g->win_w > 0 && g->win_h > 0) {
        *x = (int)((long)*x * g->m.w / g->win_w);
        *y = (int)((long)*y * g->m.h / g->win_h);
    }
}

void window_to_points(const Gfx *g, int x, int y, int *px, int *py)
{
    *px = g->m.w > 0 ? (int)((long)x * g->win_w / g->m.w) : x;
    *py = g->m.h > 0 ? (int)((long)y * g->win_h / g->m.h) : y;
}
