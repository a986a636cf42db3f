/* offscreen.h: a Gfx that draws into a picture in memory instead of a
 * window, at a size of its own (the result image: the same drawing code at
 * a fixed size whatever the window's). It borrows the window's loaded fonts
 * and art (the bytes, not the textures: those belong to a renderer) and
 * has its own software renderer, text cache, grain and metrics. */
#ifndef UI_GFX_OFFSCREEN_H
#define UI_GFX_OFFSCREEN_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>

#include "window.h"

typedef struct Offscreen {
    Gfx g; /* no window, no sound; g.renderer draws into `surface` */
    SDL_Surface *surface;
} Offscreen;

/* A w x h picture drawn with `from`'s fonts and art (which must outlive
 * it), measured at scale 1 for its size. False with SDL's reason in why. */
bool offscreen_open(Offscreen *o, const Gfx *from, int w, int h, char *why, size_t whysize);
/* Everything drawn so far, on the surface (the renderer's queue flushed). */
SDL_Surface *offscreen_pixels(Offscreen *o);
/* Writes the picture as a PNG at a UTF-8 path; false with the reason. */
bool offscreen_save_png(Offscreen *o, const char *path, char *why, size_t whysize);
void offscreen_close(Offscreen *o);

#endif
