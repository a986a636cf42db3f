/* gfx.c: drawing primitives (see gfx.h). Geometry is built in small
 * stack buffers and handed to SDL_RenderGeometry in one call per shape.
 *
 * SDL's software renderer scans the whole bounding box of every triangle,
 * and a blended one through a temporary surface of that size; the shapes
 * here are cut so that it scans little more than their area (a strip of
 * thin triangles, opaque ones unblended, an opaque gradient as runs of
 * rows), with the very pixels the plain triangles would give. */
#include "gfx.h"

#include <math.h>
#include <stdbool.h>

#include "check.h"

#define PI_F 3.14159265f

SDL_Color gfx_rgb(uint32_t hex) { return gfx_rgba(hex, 255); }

SDL_Color gfx_rgba(uint32_t hex, Uint8 alpha)
{
    SDL_Color c = {(Uint8)(hex >> 16), (Uint8)(hex >> 8), (Uint8)hex, alpha};
    return c;
}

static void set_color(SDL_Renderer *r, SDL_Color c)
{
    SDL_SetRenderDrawBlendMode(r, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
}

void gfx_fill_rect(SDL_Renderer *r, SDL_Rect rect, SDL_Color c)
{
    if (rect.w <= 0 || rect.h <= 0)
        return;
    set_color(r, c);
    ui_check(SDL_RenderFillRect(r, &rect), "fill a rectangle");
}

void gfx_rect_outline(SDL_Renderer *r, SDL_Rect rect, int t, SDL_Color c)
{
    if (rect.w <= 0 || rect.h <= 0 || t <= 0)
        return;
    if (2 * t >= rect.w || 2 * t >= rect.h) {
        gfx_fill_rect(r, rect, c);
        return;
    }
    SDL_Rect parts[4] = {
        {rect.x, rect.y, rect.w, t},
        {rect.x, rect.y + rect.h - t, rect.w, t},
        {rect.x, rect.y + t, t, rect.h - 2 * t},
        {rect.x + rect.w - t, rect.y + t, t, rect.h - 2 * t},
    };
    set_color(r, c);
    ui_check(SDL_RenderFillRects(r, parts, 4), "draw an outline");
}

bool gfx_clipped_out(SDL_Renderer *r, SDL_Rect rect)
{
    SDL_Rect clip;
    if (!SDL_RenderIsClipEnabled(r))
        return false;
    SDL_RenderGetClipRect(r, &clip);
    return !SDL_HasIntersection(&rect, &clip);
}

/* Triangles from a list of vertices sharing one colour. */
static void draw_triangles(SDL_Renderer *r, const float *xy, int nverts, const int *indices, int nindices, SDL_Color c)
{
    enum { MAXV = 256 };
    SDL_Vertex v[MAXV];
    if (nverts > MAXV)
        nverts = MAXV;
    if (nverts > 0 && SDL_RenderIsClipEnabled(r)) { /* nothing to draw outside the clip */
        float x0 = xy[0], y0 = xy[1], x1 = xy[0], y1 = xy[1];
        for (int i = 1; i < nverts; i++) {
            x0 = fminf(x0, xy[2 * i]);
            x1 = fmaxf(x1, xy[2 * i]);
            y0 = fminf(y0, xy[2 * i + 1]);
            y1 = fmaxf(y1, xy[2 * i + 1]);
        }
        if (gfx_clipped_out(r, gfx_rect((int)floorf(x0) - 1, (int)floorf(y0) - 1, (int)(x1 - x0) + 3, (int)(y1 - y0) + 3)))
            return;
    }
    for (int i = 0; i < nverts; i++) {
        v[i].position.x = xy[2 * i];
        v[i].position.y = xy[2 * i + 1];
        v[i].color = c;
        v[i].tex_coord.x = 0.0f;
        v[i].tex_coord.y = 0.0f;
    }
    /* opaque: written straight to the target, the same pixels as blended */
    SDL_SetRenderDrawBlendMode(r, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    ui_check(SDL_RenderGeometry(r, NULL, v, nverts, indices, nindices), "draw a shape");
}

/* The triangles of a convex polygon (n >= 3 points in order) as a zig-zag
 * strip down both sides from its top point, so each triangle covers a thin
 * band of rows (a fan from one corner gives triangles as large as the
 * shape). Where both sides go on at the same height, the side walked
 * backwards (the left one of a clockwise polygon) steps first: two
 * triangles sharing a top-left to bottom-right diagonal of an upright
 * rectangle are drawn by SDL's software renderer as a filled rectangle,
 * which blends a translucent colour with other rounding. Returns the
 * number of indices (3 * (n - 2)). */
static int strip_indices(const float *xy, int n, int *idx)
{
    int top = 0;
    for (int i = 1; i < n; i++)
        if (xy[2 * i + 1] < xy[2 * top + 1])
            top = i;
    int a = (top + 1) % n, b = (top + n - 1) % n; /* a walks forwards, b backwards */
    int k = 0;
    idx[k++] = top;
    idx[k++] = a;
    idx[k++] = b;
    while ((a + 1) % n != b) {
        int na = (a + 1) % n, nb = (b + n - 1) % n;
        if (xy[2 * nb + 1] <= xy[2 * na + 1]) {
            idx[k++] = b;
            idx[k++] = a;
            idx[k++] = nb;
            b = nb;
        } else {
            idx[k++] = a;
            idx[k++] = na;
            idx[k++] = b;
            a = na;
        }
    }
    return k;
}

void gfx_fill_convex(SDL_Renderer *r, const float *xy, int n, SDL_Color c)
{
    enum { MAXP = 120 };
    int idx[3 * MAXP];
    if (n < 3)
        return;
    if (n > MAXP)
        n = MAXP;
    int k = 0;
    for (int i = 1; i + 1 < n; i++) {
        idx[k++] = 0;
        idx[k++] = i;
        idx[k++] = i + 1;
    }
    draw_triangles(r, xy, n, idx, k, c);
}

void gfx_line(SDL_Renderer *r, float x0, float y0, float x1, float y1, float width, SDL_Color c)
{
    float dx = x1 - x0, dy = y1 - y0;
    float len = sqrtf(dx * dx + dy * dy);
    if (len < 0.001f || width <= 0.0f)
        return;
    float nx = -dy / len * width * 0.5f, ny = dx / len * width * 0.5f;
    float xy[8] = {x0 + nx, y0 + ny, x1 + nx, y1 + ny, x1 - nx, y1 - ny, x0 - nx, y0 - ny};
    gfx_fill_convex(r, xy, 4, c);
}

void gfx_dashed_line(SDL_Renderer *r, float x0, float y0, float x1, float y1, float width, float dash, float gap,
                     SDL_Color c)
{
    float dx = x1 - x0, dy = y1 - y0;
    float len = sqrtf(dx * dx + dy * dy);
    if (len < 0.001f || dash <= 0.0f)
        return;
    float ux = dx / len, uy = dy / len;
    for (float s = 0.0f; s < len; s += dash + gap) {
        float e = s + dash < len ? s + dash : len;
        gfx_line(r, x0 + ux * s, y0 + uy * s, x0 + ux * e, y0 + uy * e, width, c);
    }
}

static int circle_segments(float radius)
{
    int n = (int)(radius * 0.9f) + 12;
    return n > 96 ? 96 : n;
}

void gfx_fill_circle(SDL_Renderer *r, float cx, float cy, float radius, SDL_Color c)
{
    float xy[2 * 97];
    if (radius <= 0.0f)
        return;
    int n = circle_segments(radius);
    for (int i = 0; i < n; i++) {
        float a = 2.0f * PI_F * (float)i / (float)n;
        xy[2 * i] = cx + cosf(a) * radius;
        xy[2 * i + 1] = cy + sinf(a) * radius;
    }
    gfx_fill_convex(r, xy, n, c);
}

/* A closed band between two polylines of n points each (outer, inner). */
static void draw_band(SDL_Renderer *r, const float *outer, const float *inner, int n, SDL_Color c)
{
    enum { MAXN = 120 };
    float xy[4 * MAXN];
    int idx[6 * MAXN];
    if (n > MAXN)
        n = MAXN;
    for (int i = 0; i < n; i++) {
        xy[2 * i] = outer[2 * i];
        xy[2 * i + 1] = outer[2 * i + 1];
        xy[2 * (n + i)] = inner[2 * i];
        xy[2 * (n + i) + 1] = inner[2 * i + 1];
    }
    int k = 0;
    for (int i = 0; i < n; i++) {
        int j = (i + 1) % n;
        idx[k++] = i;
        idx[k++] = j;
        idx[k++] = n + i;
        idx[k++] = j;
        idx[k++] = n + j;
        idx[k++] = n + i;
    }
    draw_triangles(r, xy, 2 * n, idx, k, c);
}

void gfx_ring(SDL_Renderer *r, float cx, float cy, float radius, float width, SDL_Color c)
{
    float outer[2 * 96], inner[2 * 96];
    if (radius <= 0.0f || width <= 0.0f)
        return;
    int n = circle_segments(radius);
    float ro = radius, ri = radius - width > 0.0f ? radius - width : 0.0f;
    for (int i = 0; i < n; i++) {
        float a = 2.0f * PI_F * (float)i / (float)n;
        outer[2 * i] = cx + cosf(a) * ro;
        outer[2 * i + 1] = cy + sinf(a) * ro;
        inner[2 * i] = cx + cosf(a) * ri;
        inner[2 * i + 1] = cy + sinf(a) * ri;
    }
    draw_band(r, outer, inner, n, c);
}

/* Points around a rounded rectangle (radius clamped), clockwise from the
 * top-left corner's arc. Returns the count (4 arcs of `seg` + 1 points). */
static int round_rect_points(float x, float y, float w, float h, float rad, int seg, float *xy)
{
    static const float corner_angle[4] = {PI_F, 1.5f * PI_F, 0.0f, 0.5f * PI_F};
    float cxs[4] = {x + rad, x + w - rad, x + w - rad, x + rad};
    float cys[4] = {y + rad, y + rad, y + h - rad, y + h - rad};
    int n = 0;
    for (int k = 0; k < 4; k++) {
        for (int i = 0; i <= seg; i++) {
            float a = corner_angle[k] + 0.5f * PI_F * (float)i / (float)seg;
            xy[2 * n] = cxs[k] + cosf(a) * rad;
            xy[2 * n + 1] = cys[k] + sinf(a) * rad;
            n++;
        }
    }
    return n;
}

static float clamp_radius(SDL_Rect rect, float radius)
{
    float m = (float)(rect.w < rect.h ? rect.w : rect.h) * 0.5f;
    if (radius > m)
        radius = m;
    return radius < 0.0f ? 0.0f : radius;
}

void gfx_fill_round_rect(SDL_Renderer *r, SDL_Rect rect, int radius, SDL_Color c)
{
    if (rect.w <= 0 || rect.h <= 0)
        return;
    float rad = clamp_radius(rect, (float)radius);
    if (rad < 1.0f) {
        gfx_fill_rect(r, rect, c);
        return;
    }
    float xy[2 * 4 * 9];
    int idx[3 * 4 * 9];
    int n = round_rect_points((float)rect.x, (float)rect.y, (float)rect.w, (float)rect.h, rad, 8, xy);
    draw_triangles(r, xy, n, idx, strip_indices(xy, n, idx), c);
}

void gfx_round_rect_outline(SDL_Renderer *r, SDL_Rect rect, int radius, float t, SDL_Color c)
{
    if (rect.w <= 0 || rect.h <= 0 || t <= 0.0f)
        return;
    float rad = clamp_radius(rect, (float)radius);
    float rin = rad - t > 0.0f ? rad - t : 0.0f;
    float outer[2 * 4 * 9], inner[2 * 4 * 9];
    int n = round_rect_points((float)rect.x, (float)rect.y, (float)rect.w, (float)rect.h, rad, 8, outer);
    round_rect_points((float)rect.x + t, (float)rect.y + t, (float)rect.w - 2.0f * t, (float)rect.h - 2.0f * t, rin, 8,
                      inner);
    draw_band(r, outer, inner, n, c);
}

/* Whether r is SDL's software renderer. */
static bool software(SDL_Renderer *r)
{
    SDL_RendererInfo info;
    return SDL_GetRendererInfo(r, &info) == 0 && (info.flags & SDL_RENDERER_SOFTWARE) != 0;
}

/* One channel of row y (from the top) of a vertical gradient h rows high,
 * exactly as SDL's software renderer shades the two triangles of a
 * rectangle: it samples pixel centres in half pixels, and its weights sum
 * to 4wh, of which 2w(2(h - y) - 1) are the top's, truncated. */
static Uint8 gradient_channel(Uint8 top, Uint8 bottom, int y, int h)
{
    long long t = 2LL * (h - y) - 1, b = 2LL * y + 1;
    return (Uint8)((t * top + b * bottom) / (2LL * h));
}

/* An opaque gradient as runs of rows of one colour: filled rectangles
 * instead of a per-pixel shading of the whole area. */
static void gradient_rows(SDL_Renderer *r, SDL_Rect rect, SDL_Color top, SDL_Color bottom)
{
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
    int y = 0;
    while (y < rect.h) {
        SDL_Color c = {gradient_channel(top.r, bottom.r, y, rect.h), gradient_channel(top.g, bottom.g, y, rect.h),
                       gradient_channel(top.b, bottom.b, y, rect.h), 255};
        int end = y + 1;
        while (end < rect.h && gradient_channel(top.r, bottom.r, end, rect.h) == c.r &&
               gradient_channel(top.g, bottom.g, end, rect.h) == c.g &&
               gradient_channel(top.b, bottom.b, end, rect.h) == c.b)
            end++;
        SDL_Rect run = {rect.x, rect.y + y, rect.w, end - y};
        SDL_SetRenderDrawColor(r, c.r, c.g, c.b, 255);
        ui_check(SDL_RenderFillRect(r, &run), "draw a gradient");
        y = end;
    }
}

void gfx_gradient_rect(SDL_Renderer *r, SDL_Rect rect, SDL_Color top, SDL_Color bottom)
{
    if (rect.w <= 0 || rect.h <= 0)
        return;
    if (top.a == 255 && bottom.a == 255 && software(r)) {
        gradient_rows(r, rect, top, bottom);
        return;
    }
    SDL_Vertex v[4];
    float x0 = (float)rect.x, y0 = (float)rect.y, x1 = (float)(rect.x + rect.w), y1 = (float)(rect.y + rect.h);
    float pos[8] = {x0, y0, x1, y0, x1, y1, x0, y1};
    for (int i = 0; i < 4; i++) {
        v[i].position.x = pos[2 * i];
        v[i].position.y = pos[2 * i + 1];
        v[i].color = i < 2 ? top : bottom;
        v[i].tex_coord.x = 0.0f;
        v[i].tex_coord.y = 0.0f;
    }
    static const int idx[6] = {0, 1, 2, 0, 2, 3};
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    ui_check(SDL_RenderGeometry(r, NULL, v, 4, idx, 6), "draw a gradient");
}

int gfx_merge_rects(SDL_Rect *r, int n)
{
    int k = 0;
    for (int i = 0; i < n; i++)
        if (r[i].w > 0 && r[i].h > 0)
            r[k++] = r[i];
    for (bool merged = true; merged;) {
        merged = false;
        for (int i = 0; i < k && !merged; i++)
            for (int j = i + 1; j < k && !merged; j++)
                if (SDL_HasIntersection(&r[i], &r[j])) {
                    SDL_UnionRect(&r[i], &r[j], &r[i]);
                    r[j] = r[--k];
                    merged = true;
                }
    }
    return k;
}

SDL_Rect gfx_inset(SDL_Rect rect, int by)
{
    rect.x += by;
    rect.y += by;
    rect.w -= 2 * by;
    rect.h -= 2 * by;
    if (rect.w < 0)
        rect.w = 0;
    if (rect.h < 0)
        rect.h = 0;
    return rect;
}

SDL_Rect gfx_rect(int x, int y, int w, int h)
{
    SDL_Rect r = {x, y, w < 0 ? 0 : w, h < 0 ? 0 : h};
    return r;
}

int gfx_contains(SDL_Rect rect, int x, int y)
{
    return x >= rect.x && y >= rect.y && x < rect.x + rect.w && y < rect.y + rect.h;
}
