/* metrics.h: the measures every screen shares, from the window's size in
 * pixels, its pixels per point and the player's UI scale: the scale itself
 * (1.0 = a 1280x800 window at 1x), margins, gaps, line widths, corner radii
 * and the pixel size of every font role. Render cache: recomputed when the
 * window changes, never saved. The table lays its own rectangles out from
 * these (table/layout.h). */
#ifndef UI_GFX_METRICS_H
#define UI_GFX_METRICS_H

#include "fonts.h"

typedef struct Metrics {
    int w, h;    /* output size in pixels */
    float dpi;   /* output pixels per window point */
    float scale; /* pixels per design unit (1.0 = 1280x800 at 1x) */
    float fit;   /* the same at 100 % text: what grows with the window, not with the text size */
    int pad;     /* outer margin */
    int gap;     /* between panels */
    int inner;   /* padding inside panels */
    int line;    /* ink line width */
    int radius;  /* panel corner radius */
    int font_px[FONT_COUNT];
} Metrics;

/* Computes the metrics for an output of w x h pixels (any size, down to
 * 1x1), dpi pixels per point and the player's scale (1.0 = as fitted to the
 * window), and sets the font sizes in ts (never below 14 px at 1x). */
void metrics_compute(Metrics *m, TextSystem *ts, int w, int h, float dpi, float user_scale);

#endif
