/* metrics.c: the shared measures (see metrics.h). */
#include "metrics.h"

#include <math.h>
#include <string.h>

static const int font_base[FONT_COUNT] = {
    [FONT_TITLE] = 28, [FONT_HEADING] = 22, [FONT_CARD] = 19, [FONT_BODY] = 15,
    [FONT_SMALL] = 14, [FONT_NUMBER] = 16,  [FONT_BIG] = 21,  [FONT_ITALIC] = 17, [FONT_FINE] = 14,
};

static int iround(float f) { return (int)lroundf(f); }
static int imax(int a, int b) { return a > b ? a : b; }
static int imin(int a, int b) { return a < b ? a : b; }

void metrics_compute(Metrics *m, TextSystem *ts, int w, int h, float dpi, float user_scale)
{
    memset(m, 0, sizeof *m);
    m->w = imax(w, 1);
    m->h = imax(h, 1);
    m->dpi = dpi > 0.25f ? dpi : 1.0f;
    float wp = (float)m->w / m->dpi, hp = (float)m->h / m->dpi;
    float s = fminf(wp / 1280.0f, hp / 800.0f);
    /* the fine face keeps the size of 100 % text (never more than the small one) */
    m->fit = fmaxf(0.5f, fminf(s, 4.0f)) * m->dpi;
    float fine = m->fit;
    if (user_scale >= 0.25f && user_scale <= 4.0f)
        s *= user_scale;
    s = fmaxf(0.5f, fminf(s, 4.0f));
    m->scale = s * m->dpi;
    m->pad = imax(iround(12.0f * m->scale), 2);
    m->gap = imax(iround(12.0f * m->scale), 2);
    m->inner = imax(iround(10.0f * m->scale), 2);
    m->line = imax(iround(1.5f * m->scale), 1);
    m->radius = imax(iround(8.0f * m->scale), 2);
    int min_px = iround(14.0f * m->dpi);
    for (int i = 0; i < FONT_COUNT; i++)
        m->font_px[i] = imax(iround((float)font_base[i] * m->scale), min_px);
    m->font_px[FONT_FINE] = imax(imin(iround((float)font_base[FONT_FINE] * fine), m->font_px[FONT_SMALL]), min_px);
    if (ts)
        text_set_sizes(ts, m->font_px);
}
