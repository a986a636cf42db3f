/* glyphs.c: a gamepad's buttons drawn in code (see glyphs.h). */
#include "glyphs.h"

#include "gfx.h"
#include "i18n.h"
#include "look.h"
#include "palette.h"

/* The face buttons' colours: Xbox's letters on their discs, PlayStation's
 * symbols. */
static const uint32_t xbox_disc[4] = {0x3f9b35, 0xc8372d, 0x2f6fd0, 0xd9a21b};
static const uint32_t ps_symbol[4] = {0x8fb4ff, 0xff7a7a, 0xef9ad8, 0x45d6a6};

static void letter(Gfx *g, const char *s, int cx, int cy, SDL_Color c)
{
    TextSystem *ts = &g->text;
    int lh = text_line_height(ts, FONT_NUMBER);
    text_draw(ts, g->renderer, FONT_NUMBER, s, cx, cy - lh / 2, c, ALIGN_CENTER);
}

static void face(Gfx *g, PadStyle style, int which, int x, int y, int size)
{
    SDL_Renderer *R = g->renderer;
    float r = (float)size / 2.0f, cx = (float)x + r, cy = (float)y + r;
    static const char *const names[4] = {"A", "B", "X", "Y"};
    SDL_Color white = gfx_rgb(0xffffff);
    if (style == PAD_XBOX) {
        gfx_fill_circle(R, cx, cy, r, gfx_rgb(xbox_disc[which]));
        letter(g, names[which], (int)cx, (int)cy, white);
        return;
    }
    gfx_fill_circle(R, cx, cy, r, gfx_rgb(0x26292e));
    gfx_ring(R, cx, cy, r, 1.5f, gfx_rgb(0xbfc3c8)); /* a rim: seen on the dark desk too */
    if (style == PAD_DECK) {
        letter(g, names[which], (int)cx, (int)cy, gfx_rgb(0xe8e8e8));
        return;
    }
    /* PlayStation: cross, circle, square, triangle */
    SDL_Color c = gfx_rgb(ps_symbol[which]);
    float s = r * 0.45f, w = SDL_max(2.0f, r * 0.16f);
    switch (which) {
    case 0:
        gfx_line(R, cx - s, cy - s, cx + s, cy + s, w, c);
        gfx_line(R, cx - s, cy + s, cx + s, cy - s, w, c);
        break;
    case 1: gfx_ring(R, cx, cy, s * 1.05f, w, c); break;
    case 2: gfx_rect_outline(R, gfx_rect((int)(cx - s), (int)(cy - s), (int)(2 * s), (int)(2 * s)), (int)w, c); break;
    default:
        gfx_line(R, cx, cy - s * 1.1f, cx + s * 1.05f, cy + s * 0.75f, w, c);
        gfx_line(R, cx + s * 1.05f, cy + s * 0.75f, cx - s * 1.05f, cy + s * 0.75f, w, c);
        gfx_line(R, cx - s * 1.05f, cy + s * 0.75f, cx, cy - s * 1.1f, w, c);
        break;
    }
}

/* A small plate with a short name (shoulders, trigger). */
static int plate(Gfx *g, const char *name, int x, int y, int size)
{
    TextSystem *ts = &g->text;
    int w = SDL_max(size, text_width(ts, FONT_NUMBER, name) + size / 2);
    SDL_Rect r = gfx_rect(x, y + size / 8, w, size - size / 4);
    gfx_fill_round_rect(g->renderer, r, size / 4, gfx_rgb(0x26292e));
    gfx_round_rect_outline(g->renderer, r, size / 4, 1.5f, gfx_rgb(0xbfc3c8));
    letter(g, name, x + w / 2, y + size / 2, gfx_rgb(0xe8e8e8));
    return w;
}

static void dpad(Gfx *g, int x, int y, int size)
{
    SDL_Renderer *R = g->renderer;
    int t = size / 3;
    SDL_Color c = gfx_rgb(0x26292e);
    gfx_fill_round_rect(R, gfx_rect(x + t, y, t, size), t / 4, c);
    gfx_fill_round_rect(R, gfx_rect(x, y + t, size, t), t / 4, c);
    gfx_fill_circle(R, (float)x + (float)size / 2.0f, (float)y + (float)size / 2.0f, (float)t / 4.0f,
                    gfx_rgb(0x8a8d92));
}

/* Start: three lines on a dark disc (Xbox's Menu, PlayStation's Options,
 * the Deck's ☰ all look so). */
static void start(Gfx *g, int x, int y, int size)
{
    SDL_Renderer *R = g->renderer;
    float r = (float)size / 2.0f, cx = (float)x + r, cy = (float)y + r;
    gfx_fill_circle(R, cx, cy, r, gfx_rgb(0x26292e));
    gfx_ring(R, cx, cy, r, 1.5f, gfx_rgb(0xbfc3c8));
    float w = SDL_max(1.5f, r * 0.14f);
    for (int i = -1; i <= 1; i++)
        gfx_line(R, cx - r * 0.45f, cy + (float)i * r * 0.32f, cx + r * 0.45f, cy + (float)i * r * 0.32f, w,
                 gfx_rgb(0xe8e8e8));
}

/* Back: two overlapping small frames on a dark disc (Xbox's and the Deck's
 * View; PlayStation's Share sits in the same place). */
static void back(Gfx *g, int x, int y, int size)
{
    SDL_Renderer *R = g->renderer;
    float r = (float)size / 2.0f, cx = (float)x + r, cy = (float)y + r;
    gfx_fill_circle(R, cx, cy, r, gfx_rgb(0x26292e));
    gfx_ring(R, cx, cy, r, 1.5f, gfx_rgb(0xbfc3c8));
    int s = SDL_max(4, size * 3 / 10), w = SDL_max(1, size / 14), off = SDL_max(2, size / 8);
    int x0 = (int)cx - (s + off) / 2, y0 = (int)cy - (s + off) / 2;
    gfx_rect_outline(R, gfx_rect(x0, y0, s, s), w, gfx_rgb(0xbfc3c8));
    gfx_fill_rect(R, gfx_rect(x0 + off, y0 + off, s, s), gfx_rgb(0x26292e));
    gfx_rect_outline(R, gfx_rect(x0 + off, y0 + off, s, s), w, gfx_rgb(0xe8e8e8));
}

const char *glyph_name(PadStyle style, PadGlyph glyph)
{
    bool ps = style == PAD_PLAYSTATION, xbox = style == PAD_XBOX;
    switch (glyph) {
    /* TRANSLATORS: the names of a PlayStation pad's face buttons, as the texts name them: "Confirm (Cross)". */
    case GLYPH_A: return ps ? C_("pad button", "Cross") : "A";
    case GLYPH_B: return ps ? C_("pad button", "Circle") : "B";
    case GLYPH_X: return ps ? C_("pad button", "Square") : "X";
    case GLYPH_Y: return ps ? C_("pad button", "Triangle") : "Y";
    case GLYPH_DPAD: return C_("pad button", "D-pad");
    case GLYPH_SHOULDERS: return xbox ? "LB/RB" : "L1/R1";
    case GLYPH_TRIGGER: return xbox ? "LT/RT" : "L2/R2";
    case GLYPH_START: return ps ? C_("pad button", "Options") : C_("pad button", "Menu");
    /* TRANSLATORS: the button left of a pad's face (Back, Select): Xbox and the Steam Deck call it View,
     * PlayStation Share; it undoes. */
    case GLYPH_BACK: return ps ? C_("pad button", "Share") : C_("pad button", "View");
    default: return "";
    }
}

int glyph_draw(Gfx *g, PadStyle style, PadGlyph glyph, int x, int y, int size)
{
    bool ps = style == PAD_PLAYSTATION;
    switch (glyph) {
    case GLYPH_A:
    case GLYPH_B:
    case GLYPH_X:
    case GLYPH_Y: face(g, style, glyph - GLYPH_A, x, y, size); return size;
    case GLYPH_DPAD: dpad(g, x, y, size); return size;
    case GLYPH_SHOULDERS: {
        int w = plate(g, style == PAD_XBOX ? "LB" : "L1", x, y, size);
        return w + size / 6 + plate(g, style == PAD_XBOX ? "RB" : "R1", x + w + size / 6, y, size);
    }
    case GLYPH_TRIGGER: return plate(g, ps || style == PAD_DECK ? "L2" : "LT", x, y, size);
    case GLYPH_START: start(g, x, y, size); return size;
    case GLYPH_BACK: back(g, x, y, size); return size;
    default: return 0;
    }
}

static int glyph_size(const Gfx *g) { return text_line_height(&g->text, FONT_BODY) + g->m.inner / 2; }

const char *glyph_if_pad(const Gfx *g, PadGlyph glyph)
{
    return g && g->input == INPUT_PAD ? glyph_name(g->pads.style, glyph) : NULL;
}

/* A glyph's width as glyph_draw draws it. */
static int glyph_width(Gfx *g, PadStyle style, PadGlyph glyph, int size)
{
    if (glyph != GLYPH_SHOULDERS && glyph != GLYPH_TRIGGER)
        return size;
    const char *a = glyph == GLYPH_TRIGGER ? (style == PAD_XBOX ? "LT" : "L2") : (style == PAD_XBOX ? "LB" : "L1");
    int w = SDL_max(size, text_width(&g->text, FONT_NUMBER, a) + size / 2);
    return glyph == GLYPH_SHOULDERS ? 2 * w + size / 6 : w;
}

/* The glyphs' side in a row of that look: a small row's follows the small face. */
static int look_size(const Gfx *g, HintsLook look)
{
    return look == HINTS_SMALL ? text_line_height(&g->text, FONT_SMALL) : glyph_size(g);
}

static FontRole look_font(HintsLook look) { return look == HINTS_SMALL ? FONT_SMALL : FONT_BODY; }

/* The room between one hint and the next: twice the inner margin, the
 * inner margin alone in a tight or small row. */
static int hints_space(const Gfx *g, HintsLook look) { return look == HINTS_ROW ? 2 * g->m.inner : g->m.inner; }

int glyph_hints_width(Gfx *g, const PadHint *hints, int n, HintsLook look)
{
    int size = look_size(g, look), gap = g->m.inner, w = 0;
    for (int i = 0; i < n; i++)
        w += glyph_width(g, g->pads.style, hints[i].glyph, size) + gap / 2 +
             text_width(&g->text, look_font(look), hints[i].label) + (i + 1 < n ? hints_space(g, look) : 0);
    return w;
}

void glyph_hints_at(Gfx *g, const PadHint *hints, int n, HintsLook look, int x, int y, SDL_Color c)
{
    TextSystem *ts = &g->text;
    int size = look_size(g, look), gap = g->m.inner;
    int lh = text_line_height(ts, look_font(look));
    for (int i = 0; i < n; i++) {
        x += glyph_draw(g, g->pads.style, hints[i].glyph, x, y, size) + gap / 2;
        x += text_draw(ts, g->renderer, look_font(look), hints[i].label, x, y + (size - lh) / 2, c, ALIGN_LEFT) +
             hints_space(g, look);
    }
}

int glyph_hints_height(const Gfx *g, HintsLook look) { return look_size(g, look); }

/* The strip's height. */
static int strip_height(const Gfx *g) { return glyph_size(g) + g->m.inner; }

/* Where the strip of these hints is drawn with its bottom edge at `bottom`
 * ({0} while no pad was used last). */
static SDL_Rect strip_rect(Gfx *g, const PadHint *hints, int n, int bottom)
{
    if (g->input != INPUT_PAD || n <= 0)
        return (SDL_Rect){0, 0, 0, 0};
    const Metrics *m = &g->m;
    int w = glyph_hints_width(g, hints, n, HINTS_ROW) + 2 * m->inner, h = strip_height(g);
    return gfx_rect(m->w - w - m->pad / 2, bottom - h, w, h);
}

void glyph_hints(Gfx *g, const PadHint *hints, int n, int bottom)
{
    SDL_Rect strip = strip_rect(g, hints, n, bottom);
    g->hints_strip = strip;
    if (strip.w <= 0)
        return;
    const Metrics *m = &g->m;
    int gap = m->inner;
    gfx_fill_round_rect(g->renderer, strip, m->radius, gfx_rgba(PAL_PARCHMENT, 235));
    gfx_round_rect_outline(g->renderer, strip, m->radius, 1.0f, ink_alpha(120));
    glyph_hints_at(g, hints, n, HINTS_ROW, strip.x + gap, strip.y + gap / 2, ink());
}

/* Where the strip beside the screens ends: near the window's bottom. */
static int panel_bottom(const Gfx *g) { return g->m.h - g->m.pad / 2; }

int glyph_panel_hints(PadHint h[3], bool next)
{
    h[0] = (PadHint){GLYPH_A, C_("pad hint", "Press")};
    h[1] = (PadHint){GLYPH_B, C_("pad hint", "Back")};
    h[2] = (PadHint){GLYPH_X, C_("pad hint", "Next")};
    return next ? 3 : 2;
}

void glyph_hints_panel(Gfx *g, bool next)
{
    PadHint h[3];
    int n = glyph_panel_hints(h, next);
    glyph_hints(g, h, n, panel_bottom(g));
}

SDL_Rect glyph_hints_panel_rect(Gfx *g, bool next)
{
    PadHint h[3];
    int n = glyph_panel_hints(h, next);
    return strip_rect(g, h, n, panel_bottom(g));
}

int glyph_hints_panel_top(const Gfx *g) { return g->input == INPUT_PAD ? panel_bottom(g) - strip_height(g) : g->m.h; }
