/* gfx.h: drawing primitives on top of SDL_Renderer: filled and outlined
 * (rounded) rectangles, thick lines, circles and polygons, all with alpha.
 * Shapes that SDL cannot draw natively go through SDL_RenderGeometry, which
 * every renderer (the software one included) supports. */
#ifndef UI_GFX_GFX_H
#define UI_GFX_GFX_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

SDL_Color gfx_rgb(uint32_t hex);
SDL_Color gfx_rgba(uint32_t hex, Uint8 alpha);

void gfx_fill_rect(SDL_Renderer *r, SDL_Rect rect, SDL_Color c);
/* An outline drawn inside the rectangle. */
void gfx_rect_outline(SDL_Renderer *r, SDL_Rect rect, int thickness, SDL_Color c);
void gfx_fill_round_rect(SDL_Renderer *r, SDL_Rect rect, int radius, SDL_Color c);
void gfx_round_rect_outline(SDL_Renderer *r, SDL_Rect rect, int radius, float thickness, SDL_Color c);

void gfx_line(SDL_Renderer *r, float x0, float y0, float x1, float y1, float width, SDL_Color c);
/* A dashed line: dash and gap lengths in pixels. */
void gfx_dashed_line(SDL_Renderer *r, float x0, float y0, float x1, float y1, float width, float dash, float gap,
                     SDL_Color c);
void gfx_fill_circle(SDL_Renderer *r, float cx, float cy, float radius, SDL_Color c);
void gfx_ring(SDL_Renderer *r, float cx, float cy, float radius, float width, SDL_Color c);
/* A convex polygon, points as x0, y0, x1, y1, ... */
void gfx_fill_convex(SDL_Renderer *r, const float *xy, int npoints, SDL_Color c);
/* A vertical gradient from `top` to `bottom`. */
void gfx_gradient_rect(SDL_Renderer *r, SDL_Rect rect, SDL_Color top, SDL_Color bottom);

/* Rectangle helpers. gfx_merge_rects drops the empty rectangles of r[0..n-1]
 * and replaces any two that overlap by their union until none do; returns
 * how many are left. */
int gfx_merge_rects(SDL_Rect *r, int n);
/* Whether the renderer clips drawing to a rectangle that rect does not
 * touch (then drawing in rect can be skipped). */
bool gfx_clipped_out(SDL_Renderer *r, SDL_Rect rect);
SDL_Rect gfx_inset(SDL_Rect rect, int by);
SDL_Rect gfx_rect(int x, int y, int w, int h);
int gfx_contains(SDL_Rect rect, int x, int y);

#endif
