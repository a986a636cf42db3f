/* window.h: the window and what is drawn with it: the renderer, the assets
 * and fonts, the parchment grain and the shared metrics. Every screen draws
 * through one Gfx; it knows nothing of the game.
 *
 * Coordinates: SDL reports the pointer in window points, drawing is in
 * output pixels (they differ on high-DPI displays); events.c converts once,
 * so screens only ever see pixels. */
#ifndef UI_GFX_WINDOW_H
#define UI_GFX_WINDOW_H

#include <stdbool.h>

#include <SDL.h>

#include "assets.h"
#include "fonts.h"
#include "metrics.h"
#include "pads.h"
#include "sound.h"

#define WINDOW_MIN_W 800
#define WINDOW_MIN_H 500
#define WINDOW_DAMAGE_MAX 16

/* What the player used last: the focus ring and the button hints follow it
 * (focus.h). */
typedef enum InputSource { INPUT_MOUSE, INPUT_KEYS, INPUT_PAD, INPUT_TOUCH } InputSource;

typedef struct Gfx {
    SDL_Window *window;
    SDL_Renderer *renderer;
    Assets assets;
    TextSystem text;
    SDL_Texture *paper; /* parchment grain, stretched over panels (paper.h) */
    Metrics m;
    int win_w, win_h;   /* window size in points (for pointer coordinates) */
    float user_scale;   /* the player's text and button size (1.0: as fitted) */
    unsigned generation; /* counts measurements: a screen's layout made for another is stale */
    Sound sound;         /* opened with the window (not for a frame drawn for a file) */
    /* frames (window_present): how many were shown; whether the next must
     * show the whole window (it was resized or uncovered); the parts this
     * one changed when it changed only those (window_damage, -1: all) */
    unsigned frames, frames_in_part;
    bool show_all;
    int ndamage;
    SDL_Rect damage[WINDOW_DAMAGE_MAX];
    InputSource input;   /* what the player used last (the shell sets it from each event's source) */
    bool ring_appears;   /* the event being handled is a key or a pad's after the mouse or a finger: the focus ring shows again */
    Pads pads;           /* the gamepads plugged in (opened with the window, not for a frame drawn for a file) */
    SDL_Rect hints_strip; /* where the pad's strip of hints was drawn last ({0}: not drawn; glyphs.h), for tests */
} Gfx;

/* Opens a window of w x h points titled `title` at a place (x, y: points,
 * or SDL_WINDOWPOS_CENTERED), maximised if asked (not offscreen), with the
 * game's icon; its renderer, the assets, fonts and grain, and the sound (off
 * when there is no audio device). `offscreen`: a frame drawn for a file
 * (--screenshot): any size, no vsync, no message boxes. False (with a
 * message on stderr, and a message box where it helps) when any of it
 * fails. */
bool window_open_at(Gfx *g, const char *title, int x, int y, int w, int h, bool maximised, bool offscreen);
/* The game's icon (the desktop icon's 128 px render, built in), or NULL;
 * the caller frees it. */
SDL_Surface *window_icon(void);
void window_close(Gfx *g);
/* Measures the window again (after a resize, a new scale or language):
 * metrics and fonts; the art rasterised for the old size is dropped. */
void window_measure(Gfx *g);
/* Pixels per point on display `display` where SDL counts in pixels and the
 * system scales by a setting: Windows, where the manifest makes the game
 * per-monitor DPI aware (data/windows/cartographers.manifest), so that
 * Windows does not stretch a blurred bitmap of the window; 1.5 at 150 %.
 * Else 1: SDL itself tells points from pixels elsewhere (macOS, Wayland),
 * and X11 has no such setting SDL reads. */
float window_display_scale(int display);
/* Forgets every rendered string (a new language) and measures again. */
void window_new_texts(Gfx *g);
/* Frames. A frame starts whole (window_frame_begin); a screen that redraws
 * only what changed since the last frame it drew says which parts
 * (window_damage), and window_present shows those alone. That is only
 * possible where the window keeps what was drawn into it from one frame
 * to the next (window_keeps_pixels): SDL's software renderer draws into
 * the window's own pixels; an accelerated one starts every frame afresh.
 * Presenting counts the frames (Gfx.frames, and of them those shown in
 * part), so a screen knows whether the window still shows the frame it
 * drew last. */
bool window_keeps_pixels(const Gfx *g);
void window_frame_begin(Gfx *g);
/* This frame changed only rects[0..n-1] (n 0: nothing), drawn already;
 * n < 0, or more rectangles than the list holds, make it a whole frame. */
void window_damage(Gfx *g, const SDL_Rect *rects, int n);
void window_present(Gfx *g);
/* Saves what the renderer holds now as a PNG; false with a message. */
bool window_save_png(Gfx *g, const char *path);
/* Brings the window to the front (restored first when minimised). */
void window_raise(Gfx *g);
/* Window points to output pixels, and back. */
void window_to_pixels(const Gfx *g, int *x, int *y);
void window_to_points(const Gfx *g, int x, int y, int *px, int *py);

#endif
