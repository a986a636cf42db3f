/* draw_cards.c: the row of cards revealed this season, overlapping like
 * the physical row. Every card has a spine on its left (time value or
 * emblem, and its name reading upwards) which stays visible under the next
 * card; the newest card lies on top, fully readable: its shapes, terrains
 * and coin marks. Ruins, ambush, hero and special cards have their own look. */
#include <stdio.h>
#include <string.h>

#include "cards.h"
#include "i18n.h"
#include "look.h"
#include "pieces.h"
#include "regions.h"
#include "terrain.h"
#include "gfx.h"
#include "names.h"
#include "palette.h"
#include "monster_glyph.h"
#include "view.h"

typedef struct CardLook {
    uint32_t base, border, spine, spine_text;
} CardLook;

static CardLook card_look(const Card *c)
{
    CardLook k = {PAL_CARD, PAL_INK, 0xe4d5b0, PAL_INK};
    switch (c->kind) {
    case CARD_RUINS: k = (CardLook){0xe3ddd0, 0x3d3a33, 0x9c9482, 0xfbf5e6}; break;
    case CARD_AMBUSH: k = (CardLook){0xeee3f4, 0x2e1540, 0x6e3f8f, 0xfbf5e6}; break;
    case CARD_HERO: k = (CardLook){0xf8ebc4, 0x4a3304, 0xc2891a, 0xfffbea}; break;
    case CARD_SPECIAL: k = (CardLook){PAL_CARD, PAL_INK, 0x5f8f8a, 0xfbf5e6}; break;
    default: break;
    }
    return k;
}

static int count_terrains(unsigned mask, Content out[5])
{
    int n = 0;
    for (int t = CONTENT_FOREST; t <= CONTENT_HERO; t++)
        if (mask & TERRAIN_BIT(t))
            out[n++] = (Content)t;
    return n;
}

static void draw_spine(TableView *tv, SDL_Rect spine, int card_id, const Card *c, CardLook k)
{
    SDL_Renderer *R = tv->g->renderer;
    int rad = tv->ds.layout.radius;
    gfx_fill_round_rect(R, spine, rad, gfx_rgb(k.spine));
    /* the emblem square, smaller on a short card so that the time value
     * below it stays on the card */
    int side = spine.w - 4;
    if (c->kind == CARD_EXPLORE)
        side = SDL_min(side, spine.h - 8 - text_line_height(&tv->g->text, FONT_BIG) - spine.h / 4);
    else
        side = SDL_min(side, spine.h / 2);
    side = SDL_max(side, 4);
    SDL_Rect badge = {spine.x + (spine.w - side) / 2, spine.y + 4, side, side};
    if (c->kind == CARD_EXPLORE) {
        assets_draw(&tv->g->assets, R, ART_HOURGLASS, gfx_inset(badge, badge.w / 5), 255);
        char buf[8];
        snprintf(buf, sizeof buf, "%d", c->time);
        int lh = text_line_height(&tv->g->text, FONT_BIG);
        SDL_Rect num = {spine.x, badge.y + badge.h, spine.w, lh};
        text_draw_in(&tv->g->text, R, FONT_BIG, buf, num, gfx_rgb(k.spine_text));
        badge.h += lh;
    } else if (c->kind == CARD_AMBUSH) {
        /* the monster's own sign, as on the map */
        draw_monster_glyph(tv->g, gfx_inset(badge, badge.w / 6), card_id, gfx_rgb(k.spine_text),
                           gfx_rgb(k.spine));
    } else {
        ArtId art = c->kind == CARD_RUINS    ? ART_RUINS
                    : c->kind == CARD_AMBUSH ? ART_AMBUSH
                    : c->kind == CARD_HERO   ? ART_HERO
                                             : ART_COMPASS;
        assets_draw(&tv->g->assets, R, art, gfx_inset(badge, badge.w / 8), 255);
    }
    SDL_Rect name = {spine.x, badge.y + badge.h + 4, spine.w, spine.y + spine.h - badge.y - badge.h - 10};
    /* the name, smaller or by its first words on a short spine (the card's
     * tooltip names it whole) */
    static const FontRole roles[] = {FONT_CARD, FONT_SMALL};
    char shown[128];
    FontRole role;
    if (text_words(&tv->g->text, roles, 2, name_card(c), name.h, shown, sizeof shown, &role))
        text_draw_vertical(&tv->g->text, R, role, shown, name, gfx_rgb(k.spine_text));
}

/* Terrain swatches in a row, centred in r, "or" between them. */
static void draw_terrain_choices(TableView *tv, SDL_Rect r, unsigned mask)
{
    Content t[5];
    int n = count_terrains(mask, t);
    if (n == 0)
        return;
    int s = r.h;
    int or_w = n > 1 ? text_width(&tv->g->text, FONT_ITALIC, _("or")) + 6 : 0;
    while (s > 8 && n * s + (n - 1) * or_w > r.w)
        s--;
    int x = r.x + (r.w - (n * s + (n - 1) * or_w)) / 2;
    int lh = text_line_height(&tv->g->text, FONT_ITALIC);
    for (int i = 0; i < n; i++) {
        SDL_Rect q = {x, r.y + (r.h - s) / 2, s, s};
        draw_terrain(tv->g, q, t[i], 255);
        gfx_rect_outline(tv->g->renderer, q, 1, ink());
        x += s;
        if (i + 1 < n && n <= 2) {
            text_draw(&tv->g->text, tv->g->renderer, FONT_ITALIC, _("or"), x + or_w / 2, r.y + (r.h - lh) / 2,
                      gfx_rgb(PAL_INK_SOFT), ALIGN_CENTER);
            x += or_w;
        } else if (i + 1 < n) {
            x += or_w;
        }
    }
}

static void draw_explore_body(TableView *tv, SDL_Rect body, const Card *c)
{
    SDL_Renderer *R = tv->g->renderer;
    Content t[5];
    int nt = count_terrains(c->terrains, t);
    int sw_h = body.h / 6;
    SDL_Rect shapes = {body.x, body.y, body.w, body.h - sw_h - 6};
    SDL_Rect swatches = {body.x, body.y + body.h - sw_h, body.w, sw_h};
    int ns = c->nshapes < 1 ? 1 : c->nshapes;
    Content fill = nt == 1 ? t[0] : CONTENT_EMPTY;
    for (int i = 0; i < c->nshapes; i++) {
        SDL_Rect slot = {shapes.x, shapes.y + i * shapes.h / ns, shapes.w, shapes.h / ns};
        int coin = c->shapes[i].coin ? slot.h / 3 : 0;
        SDL_Rect area = {slot.x, slot.y + 4, slot.w - coin, slot.h - 8};
        int cell = pattern_fit_cell(c->shapes[i].pattern, -1, area.w - 4, area.h - 4);
        if (cell > area.w / 3)
            cell = area.w / 3;
        if (fill == CONTENT_EMPTY) {
            /* a choice of terrains: the shape in blank, the terrains below */
            draw_pattern(tv->g, area, c->shapes[i].pattern, -1, cell, CONTENT_DESTROYED, 255);
        } else {
            draw_pattern(tv->g, area, c->shapes[i].pattern, -1, cell, fill, 255);
        }
        if (coin) {
            SDL_Rect q = {slot.x + slot.w - coin, slot.y + (slot.h - coin) / 2, coin, coin};
            assets_draw(&tv->g->assets, R, ART_COIN, q, 255);
        }
        if (i + 1 < c->nshapes) {
            int y = slot.y + slot.h;
            gfx_dashed_line(R, (float)slot.x + 8.0f, (float)y, (float)(slot.x + slot.w) - 8.0f, (float)y, 1.0f, 4.0f,
                            4.0f, ink_alpha(120));
        }
    }
    draw_terrain_choices(tv, swatches, c->terrains);
}

static void draw_ambush_body(TableView *tv, SDL_Rect body, const Card *c)
{
    SDL_Renderer *R = tv->g->renderer;
    int lh = text_line_height(&tv->g->text, FONT_SMALL);
    SDL_Rect shape = {body.x, body.y, body.w, body.h * 55 / 100};
    int cell = pattern_fit_cell(c->shapes[0].pattern, -1, shape.w * 3 / 4, shape.h - 8);
    draw_pattern(tv->g, shape, c->shapes[0].pattern, -1, cell, CONTENT_MONSTER, 255);

    /* solo placement: a small map with the start corner and the direction */
    int m = body.h * 22 / 100;
    if (m > body.w / 3)
        m = body.w / 3;
    SDL_Rect map = {body.x + (body.w - m) / 2, shape.y + shape.h + 4, m, m};
    gfx_fill_rect(R, map, gfx_rgba(PAL_PARCHMENT, 255));
    gfx_rect_outline(R, map, 1, ink());
    float dx = (float)map.x, dy = (float)map.y, ds = (float)m;
    float px = (c->corner == CORNER_TOP_RIGHT || c->corner == CORNER_BOTTOM_RIGHT) ? dx + ds - ds / 6 : dx + ds / 6;
    float py = (c->corner == CORNER_BOTTOM_LEFT || c->corner == CORNER_BOTTOM_RIGHT) ? dy + ds - ds / 6 : dy + ds / 6;
    gfx_fill_circle(R, px, py, ds / 8, gfx_rgb(PAL_RED));
    const char *dir = c->direction == DIR_CLOCKWISE ? _("Clockwise") : _("Counterclockwise");
    text_draw_fit(&tv->g->text, R, FONT_SMALL, dir, body.x + body.w / 2, map.y + map.h + 2, body.w, gfx_rgb(PAL_INK_SOFT),
                  ALIGN_CENTER);
    static const char *const effect[] = {"", N_("lasting: the dragon's hoard"), N_("lasting: spreads each season"),
                                         N_("lasting: ravages each season"), N_("its gaze destroys a space")};
    if (c->effect != EFFECT_NONE && body.y + body.h - (map.y + map.h + 2 + lh) >= lh)
        text_draw_fit(&tv->g->text, R, FONT_ITALIC, _(effect[c->effect]), body.x + body.w / 2, map.y + map.h + 2 + lh,
                      body.w, gfx_rgb(0x4a2a60), ALIGN_CENTER);
}

static void draw_hero_body(TableView *tv, SDL_Rect body, const Card *c)
{
    SDL_Renderer *R = tv->g->renderer;
    const char *p = c->attack;
    int rows = 1, cols = 0, col = 0;
    for (const char *q = p; q && *q; q++) {
        if (*q == '/') {
            rows++;
            col = 0;
        } else if (++col > cols) {
            cols = col;
        }
    }
    if (cols == 0)
        return;
    int cell = body.w * 3 / 4 / cols;
    if (cell * rows > body.h * 3 / 4)
        cell = body.h * 3 / 4 / rows;
    int x0 = body.x + (body.w - cols * cell) / 2, y0 = body.y + (body.h - rows * cell) / 2;
    int row = 0;
    col = 0;
    for (const char *q = p; *q; q++) {
        if (*q == '/') {
            row++;
            col = 0;
            continue;
        }
        SDL_Rect cr = {x0 + col * cell, y0 + row * cell, cell, cell};
        if (*q == 'H')
            draw_terrain(tv->g, cr, CONTENT_HERO, 255);
        else
            gfx_fill_rect(R, cr, gfx_rgba(PAL_PARCHMENT, 255));
        if (*q == '*')
            assets_draw(&tv->g->assets, R, ART_STAR, gfx_inset(cr, cell / 8), 255);
        gfx_rect_outline(R, gfx_rect(cr.x, cr.y, cr.w + 1, cr.h + 1), 1, ink_alpha(160));
        col++;
    }
}

static void draw_text_body(TableView *tv, SDL_Rect body, ArtId art, const char *text)
{
    int icon = body.w * 2 / 3;
    if (icon > body.h / 2)
        icon = body.h / 2;
    SDL_Rect q = {body.x + (body.w - icon) / 2, body.y + body.h / 10, icon, icon};
    assets_draw(&tv->g->assets, tv->g->renderer, art, q, 255);
    SDL_Rect t = {body.x, q.y + q.h + 6, body.w, body.y + body.h - q.y - q.h - 6};
    text_draw_wrapped(&tv->g->text, tv->g->renderer, FONT_BODY, text, t, gfx_rgb(PAL_INK_SOFT), ALIGN_CENTER);
}

static void draw_ambush_footer(TableView *tv, SDL_Rect body, const Card *c)
{
    static const char *const corners[] = {N_("solo: from the top left,"), N_("solo: from the top right,"),
                                          N_("solo: from the bottom right,"), N_("solo: from the bottom left,")};
    /* with several players (and not the solo house rule) the arrow says
     * which way the maps go */
    const GameSettings *gs = &tv->game.settings;
    bool solo = gs->players <= 1 || gs->solo_ambush_rule;
    /* TRANSLATORS: followed by "clockwise" or "counterclockwise" on the next line. */
    const char *line = solo ? _(corners[c->corner]) : _("maps pass");
    const char *dir = c->direction == DIR_CLOCKWISE ? _("clockwise") : _("counterclockwise");
    TextSystem *ts = &tv->g->text;
    int lh = text_line_height(ts, FONT_SMALL);
    SDL_Color col = gfx_rgb(0x4a2a60);
    /* two lines when they fit; in a narrow body the words flow over as
     * many lines as they need, from the bottom up (never cut) */
    if (text_width(ts, FONT_SMALL, line) <= body.w && text_width(ts, FONT_SMALL, dir) <= body.w) {
        int y = body.y + body.h - 2 * lh;
        text_draw(ts, tv->g->renderer, FONT_SMALL, line, body.x + body.w / 2, y, col, ALIGN_CENTER);
        text_draw(ts, tv->g->renderer, FONT_SMALL, dir, body.x + body.w / 2, y + lh, col, ALIGN_CENTER);
        return;
    }
    char both[160];
    snprintf(both, sizeof both, "%s %s", line, dir);
    int n = text_wrap_count(ts, FONT_SMALL, both, body.w);
    SDL_Rect box = {body.x, body.y + body.h - n * lh, body.w, n * lh};
    text_draw_wrapped(ts, tv->g->renderer, FONT_SMALL, both, box, col, ALIGN_CENTER);
}

void draw_card_face(TableView *tv, SDL_Rect r, int card_id, bool print_body)
{
    const Card *c = card_get(card_id);
    if (!c || r.w < 8 || r.h < 8)
        return;
    CardLook k = card_look(c);
    draw_card_base(tv->g, r, gfx_rgb(k.base), gfx_rgb(k.border));
    SDL_Rect spine, name, body;
    layout_card_parts(&tv->ds.layout, r, &spine, &name, &body);
    draw_spine(tv, spine, card_id, c, k);
    static const FontRole roles[] = {FONT_CARD, FONT_BODY, FONT_SMALL};
    char shown[128];
    FontRole role;
    if (text_words(&tv->g->text, roles, 3, name_card(c), name.w, shown, sizeof shown, &role)) {
        int dy = (name.h - text_line_height(&tv->g->text, role)) / 2;
        text_draw(&tv->g->text, tv->g->renderer, role, shown, name.x + name.w / 2, name.y + (dy > 0 ? dy : 0),
                  gfx_rgb(k.border), ALIGN_CENTER);
    }
    if (!print_body) {
        if (c->kind == CARD_AMBUSH)
            draw_ambush_footer(tv, body, c);
        return; /* the option tiles go there (draw_choice.c) */
    }
    switch (c->kind) {
    case CARD_EXPLORE: draw_explore_body(tv, body, c); break;
    case CARD_SPECIAL: {
        SDL_Rect top = {body.x, body.y, body.w, body.h / 3};
        draw_pattern(tv->g, top, "#", -1, top.h * 2 / 3, CONTENT_DESTROYED, 255);
        SDL_Rect sw = {body.x, body.y + body.h / 3 + 4, body.w, body.h / 4};
        draw_terrain_choices(tv, sw, c->terrains);
        SDL_Rect t = {body.x, sw.y + sw.h + 4, body.w, body.y + body.h - sw.y - sw.h - 4};
        text_draw_wrapped(&tv->g->text, tv->g->renderer, FONT_SMALL, _("one space of any terrain"), t,
                          gfx_rgb(PAL_INK_SOFT), ALIGN_CENTER);
        break;
    }
    case CARD_RUINS: draw_text_body(tv, body, ART_RUINS, _("The next shape must cover a ruins space.")); break;
    case CARD_AMBUSH:
        draw_ambush_body(tv, body, c);
        break;
    case CARD_HERO: draw_hero_body(tv, body, c); break;
    }
}

void draw_cards(TableView *tv, DrawPass pass)
{
    const Layout *L = &tv->ds.layout;
    SDL_Rect rects[LAYOUT_MAX_CARDS];
    int ids[LAYOUT_MAX_CARDS];
    int n = view_row(tv, ids);
    if (pass == PASS_DYNAMIC) {
        int i = tv->move.hover.index;
        if (tv->move.hover.kind == HIT_CARD && i >= 0 && i + 1 < n) {
            layout_cards(L, n, rects);
            gfx_round_rect_outline(tv->g->renderer, rects[i], L->radius, (float)L->line + 1.0f, gfx_rgb(PAL_HIGHLIGHT));
        }
        return;
    }
    if (n == 0) {
        text_draw_in(&tv->g->text, tv->g->renderer, FONT_ITALIC, _("No cards revealed yet"), L->stack,
                     gfx_rgb(PAL_DESK_TEXT_DIM));
        return;
    }
    SDL_Rect area;
    bool options = view_options_area(tv, &area);
    layout_cards(L, n, rects);
    bool hide = anim_hides_newest_card(tv);
    for (int i = 0; i < n; i++) {
        if (hide && i == n - 1)
            break; /* sliding in: anim.c draws it */
        /* a card half under the next one shows its spine and a blank strip:
         * the cut edges of its shapes would only be noise */
        bool covered = i + 1 < n && rects[i + 1].x < rects[i].x + rects[i].w - 2;
        draw_card_face(tv, rects[i], ids[i], !(options && i == n - 1) && !covered);
    }
}

void draw_newest_card(TableView *tv)
{
    SDL_Rect rects[LAYOUT_MAX_CARDS];
    int ids[LAYOUT_MAX_CARDS];
    int n = view_row(tv, ids);
    if (n == 0)
        return;
    SDL_Rect area;
    bool options = view_options_area(tv, &area);
    layout_cards(&tv->ds.layout, n, rects);
    draw_card_face(tv, rects[n - 1], ids[n - 1], !options);
    if (options)
        draw_options(tv);
}
