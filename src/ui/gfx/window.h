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
#include "sound.h"

#define WINDOW_MIN_W 800
#define WINDOW_MIN_H 500

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
/* Forgets every rendered string (a new language) and measures again. */
void window_new_texts(Gfx *g);
/* Saves what the renderer holds now as a PNG; false with a message. */
bool window_save_png(Gfx *g, const char *path);
/* Window points to output pixels, and back. */
void window_to_pixels(const Gfx *g, int *x, int *y);
void window_to_points(const Gfx *g, int x, int y, int *px, int *py);

#endif
