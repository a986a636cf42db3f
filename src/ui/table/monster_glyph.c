/* monster_glyph.c: the eight monsters' signs (see monster_glyph.h). Each is
 * drawn in a unit square (0..1 both ways, y down) scaled to the rectangle,
 * from circles, convex polygons and thick lines. */
#include "monster_glyph.h"

#include <string.h>

#include "cards.h"
#include "gfx.h"

typedef enum Glyph {
    GLYPH_GOBLIN,
    GLYPH_BUGBEAR,
    GLYPH_KOBOLD,
    GLYPH_GNOLL,
    GLYPH_DRAGON,
    GLYPH_ZOMBIE,
    GLYPH_TROLL,
    GLYPH_GORGON,
    GLYPH_NONE
} Glyph;

typedef struct Pen {
    SDL_Renderer *R;
    float x, y, s; /* the unit square's corner and size */
    SDL_Color c;
    SDL_Color hole; /* what lies under the sign, for the cuts in it */
} Pen;

static void circle(const Pen *p, float cx, float cy, float r)
{
    gfx_fill_circle(p->R, p->x + cx * p->s, p->y + cy * p->s, r * p->s, p->c);
}

static void ring(const Pen *p, float cx, float cy, float r, float w)
{
    gfx_ring(p->R, p->x + cx * p->s, p->y + cy * p->s, r * p->s, w * p->s, p->c);
}

static void line(const Pen *p, float x0, float y0, float x1, float y1, float w)
{
    gfx_line(p->R, p->x + x0 * p->s, p->y + y0 * p->s, p->x + x1 * p->s, p->y + y1 * p->s, w * p->s, p->c);
}

/* A convex polygon of n points (unit coordinates). */
static void poly(const Pen *p, const float *xy, int n)
{
    float v[16];
    for (int i = 0; i < n && i < 8; i++) {
        v[2 * i] = p->x + xy[2 * i] * p->s;
        v[2 * i + 1] = p->y + xy[2 * i + 1] * p->s;
    }
    gfx_fill_convex(p->R, v, n, p->c);
}

static Glyph glyph_of(const Card *c)
{
    static const char *const ids[] = {"goblin_attack",  "bugbear_assault", "kobold_onslaught",   "gnoll_raid",
                                      "dragon_inferno", "zombie_plague",   "giant_troll_ravage", "gorgon_gaze"};
    for (int i = 0; c && i < 8; i++)
        if (strcmp(c->id, ids[i]) == 0)
            return (Glyph)i;
    return GLYPH_NONE;
}

static void draw_glyph(const Pen *p, Glyph g)
{
    switch (g) {
    case GLYPH_GOBLIN: { /* a head with long ears pointing out sideways */
        circle(p, 0.5f, 0.56f, 0.26f);
        static const float left[] = {0.02f, 0.28f, 0.34f, 0.46f, 0.30f, 0.66f};
        static const float right[] = {0.98f, 0.28f, 0.70f, 0.66f, 0.66f, 0.46f};
        poly(p, left, 3);
        poly(p, right, 3);
        break;
    }
    case GLYPH_BUGBEAR: /* a broad head with two round ears on top */
        circle(p, 0.5f, 0.58f, 0.34f);
        circle(p, 0.2f, 0.24f, 0.16f);
        circle(p, 0.8f, 0.24f, 0.16f);
        break;
    case GLYPH_KOBOLD: { /* a small head with two horns */
        circle(p, 0.5f, 0.66f, 0.26f);
        static const float left[] = {0.18f, 0.04f, 0.44f, 0.48f, 0.26f, 0.56f};
        static const float right[] = {0.82f, 0.04f, 0.74f, 0.56f, 0.56f, 0.48f};
        poly(p, left, 3);
        poly(p, right, 3);
        break;
    }
    case GLYPH_GNOLL: /* a paw: a pad and four toes */
        circle(p, 0.5f, 0.68f, 0.24f);
        circle(p, 0.14f, 0.40f, 0.11f);
        circle(p, 0.36f, 0.2f, 0.11f);
        circle(p, 0.64f, 0.2f, 0.11f);
        circle(p, 0.86f, 0.40f, 0.11f);
        break;
    case GLYPH_DRAGON: { /* a bat wing: a spar along the top, the web
                          * scalloped below it */
        static const float web[] = {0.04f, 0.08f, 0.96f, 0.08f, 0.04f, 0.96f};
        poly(p, web, 3);
        Pen cut = *p;
        cut.c = p->hole;
        circle(&cut, 0.74f, 0.6f, 0.2f);
        circle(&cut, 0.4f, 0.9f, 0.18f);
        break;
    }
    case GLYPH_ZOMBIE: { /* a gravestone with a cross cut out */
        circle(p, 0.5f, 0.34f, 0.3f);
        static const float stone[] = {0.2f, 0.34f, 0.8f, 0.34f, 0.8f, 0.96f, 0.2f, 0.96f};
        poly(p, stone, 4);
        Pen cut = *p;
        cut.c = p->hole;
        line(&cut, 0.5f, 0.3f, 0.5f, 0.8f, 0.1f);
        line(&cut, 0.34f, 0.46f, 0.66f, 0.46f, 0.1f);
        break;
    }
    case GLYPH_TROLL: /* a club, thick end up */
        line(p, 0.18f, 0.9f, 0.58f, 0.4f, 0.16f);
        circle(p, 0.66f, 0.3f, 0.26f);
        break;
    case GLYPH_GORGON: /* an eye with its pupil */
        ring(p, 0.5f, 0.5f, 0.42f, 0.12f);
        circle(p, 0.5f, 0.5f, 0.18f);
        break;
    case GLYPH_NONE:
        break;
    }
}

bool draw_monster_glyph(Gfx *g, SDL_Rect r, int card_id, SDL_Color c, SDL_Color hole)
{
    Glyph k = glyph_of(card_get(card_id));
    if (k == GLYPH_NONE || r.w < 4 || r.h < 4)
        return false;
    float s = (float)(r.w < r.h ? r.w : r.h);
    Pen p = {g->renderer, (float)r.x + ((float)r.w - s) / 2.0f, (float)r.y + ((float)r.h - s) / 2.0f, s, c, hole};
    draw_glyph(&p, k);
    return true;
}
