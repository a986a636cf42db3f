/* window_place.h: the window's size, place and maximised state kept between
 * runs (the settings' window-* rows, in prefs.txt). Plain arithmetic on
 * rectangles, so the tests need no display: the shell asks SDL for the
 * displays and the window's flags and passes them in. */
#ifndef UI_CORE_WINDOW_PLACE_H
#define UI_CORE_WINDOW_PLACE_H

#include <stdbool.h>

#include <SDL.h>

#include "args.h"
#include "settings.h"

#define WINDOW_DEFAULT_W 1280
#define WINDOW_DEFAULT_H 800
#define WINDOW_PLACE_MAX_DISPLAYS 8

typedef struct WindowPlace {
    int w, h;     /* in SDL's window units (points; pixels on Windows) */
    bool centred; /* x, y unused: the display's centre */
    int x, y;
    bool maximised; /* maximise it once open */
} WindowPlace;

/* The window to open. Size: --size as it is, else the remembered size, else
 * 1280x800; the latter two shrunk to fit the display (the default to 9/10 of
 * it). Place: the remembered one when enough of the window's top (a strip of
 * its title bar, 120 x 40 points) is on one of the displays' usable areas,
 * else centred on the first display. `usable`: the displays' usable bounds
 * (n may be 0: nothing known, nothing shrunk). `scale`: the first display's
 * pixels per point where sizes are in pixels (window_display_scale: Windows
 * at 125 % is 1.25), by which the default size grows before it is fitted;
 * --size and the remembered size are the window's own units as they are. */
WindowPlace window_place(const Settings *s, const UiArgs *args, const SDL_Rect *usable, int n, float scale);

/* A window once shown, all of it on its display: `inside` is where its
 * inside is (SDL's window rectangle), `top`, `left`, `bottom`, `right` the
 * frame the window manager put round it (SDL_GetWindowBordersSize), `usable`
 * the display's usable area. When the frame and the inside together do not
 * lie within `usable` (a window asked for as large as the screen, under a
 * title bar), `out` gets the inside shrunk to what the area leaves beside
 * the frame and moved so that the frame lies on it, and it returns true;
 * else false, and the window stays as it is. */
bool window_fit(SDL_Rect inside, int top, int left, int bottom, int right, SDL_Rect usable, SDL_Rect *out);

/* The same for a live window that is neither maximised nor fullscreen:
 * resized and moved where it does not fit; true when it was. `asked`: the
 * inside's place it was opened at (a remembered one), or NULL: a window
 * manager that put its frame there instead (the inside one frame lower, so
 * a window crept down at every start) has the inside moved there once the
 * frame is known. `framed`: whether the window manager's frame is known (on
 * X11 a moment after the window is shown, never without a window manager). */
bool window_fit_live(SDL_Window *window, const SDL_Point *asked, bool *framed);

/* How long after the start the window is fitted again as its frame
 * becomes known (shell.c). */
#define WINDOW_FIT_MS 3000

/* Records the window as it is now into the settings: its size and place
 * when it is a normal window (not maximised, fullscreen or minimised), and
 * whether it is maximised (left alone while fullscreen or minimised, which
 * say nothing of it). `flags`: SDL_GetWindowFlags. True when a value
 * changed. */
bool window_remember(Settings *s, Uint32 flags, int x, int y, int w, int h);

/* The same for a live window (reads SDL). */
bool window_remember_live(Settings *s, SDL_Window *window);
/* The usable bounds of up to `max` displays; returns how many. */
int window_displays(SDL_Rect *usable, int max);

#endif
