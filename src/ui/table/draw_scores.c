/* draw_scores.c: the lower part of the sheet: the coin track of 14 slots,
 * the four season boxes (decree, decree, coins, monsters, total) and the
 * grand total. Seasons not scored yet show their projection, faded. */
#include <stdio.h>

#include "i18n.h"
#include "look.h"
#include "pieces.h"
#include "regions.h"
#include "terrain.h"
#include "gfx.h"
#include "names.h"
#include "palette.h"
#include "view.h"

static void draw_coins(TableView *tv, int coins)
{
    const Layout *L = &tv->ds.layout;
    SDL_Renderer *R = tv->g->renderer;
    for (int i = 0; i < LAYOUT_COINS; i++) {
        SDL_Rect s = L->coin_slot[i];
        float cx = (float)s.x + (float)s.w / 2.0f, cy = (float)s.y + (float)s.h / 2.0f;
        float rad = (float)s.w / 2.0f - 1.0f;
        if (i < coins) {
            if (!assets_draw(&tv->g->assets, R, ART_COIN, s, 255))
                gfx_fill_circle(R, cx, cy, rad, gfx_rgb(PAL_GOLD));
        } else {
            gfx_fill_circle(R, cx, cy, rad, gfx_rgba(PAL_PARCHMENT_DARK, 160));
            gfx_ring(R, cx, cy, rad, (float)L->line, ink_alpha(110));
        }
    }
}

static void draw_number(TableView *tv, SDL_Rect box, int value, FontRole role, SDL_Color c)
{
    char buf[16];
    snprintf(buf, sizeof buf, "%d", value);
    /* a number cut short says nothing: a smaller face when it does not fit
     * (a large UI scale in a small window), and never an ellipsis */
    if (text_width(&tv->g->text, role, buf) > box.w && role != FONT_SMALL)
        role = text_width(&tv->g->text, FONT_NUMBER, buf) <= box.w ? FONT_NUMBER : FONT_SMALL;
    int h = text_line_height(&tv->g->text, role);
    text_draw(&tv->g->text, tv->g->renderer, role, buf, box.x + box.w / 2, box.y + (box.h - h) / 2, c, ALIGN_CENTER);
}

/* A tiny label in the corner of a score box: what the number is. */
static void draw_corner(TableView *tv, SDL_Rect box, int field, const char letters[2])
{
    SDL_Renderer *R = tv->g->renderer;
    int s = box.h / 2;
    /* only where the number leaves room beside it */
    if (s < 10 || box.w < 2 * s + text_width(&tv->g->text, FONT_NUMBER, "-88"))
        return;
    SDL_Rect q = {box.x + 3, box.y + (box.h - s) / 2, s, s};
    switch (field) {
    case SCORE_DECREE1:
    case SCORE_DECREE2: {
        /* the decree letter lives in the season label; mark the box by tint */
        (void)letters;
        break;
    }
    case SCORE_COINS: assets_draw(&tv->g->assets, R, ART_COIN, q, 170); break;
    case SCORE_MONSTERS: assets_draw(&tv->g->assets, R, ART_MONSTER, q, 150); break;
    default: break;
    }
}

/* The season's label at a level of shortening: 0 "Spring  A+B", 1 "Spring
 * A+B", 2 "Spring", 3 the season's short name (the cells' corners name the
 * decrees too, and their tooltips the season whole). */
static void season_label(const ViewScores *v, int s, int level, char *out, size_t size)
{
    if (level <= 1)
        snprintf(out, size, level == 0 ? "%s  %c+%c" : "%s %c+%c", name_season(s), v->decree_letters[s][0],
                 v->decree_letters[s][1]);
    else
        snprintf(out, size, "%s", level == 2 ? name_season(s) : name_season_short(s));
}

/* The width a season's label may take: its box and the gap after it, up to
 * a space before the next box's label (or the grand total), the labels
 * being left-aligned 2 pixels into their boxes. The four boxes are as wide
 * and as far apart, so the four labels are shortened alike. */
static int season_label_room(TableView *tv, int s)
{
    const Layout *L = &tv->ds.layout;
    SDL_Rect box = L->season_box[s];
    int next = s + 1 < SEASONS ? L->season_box[s + 1].x : L->grand_total.x;
    int room = next - box.x - text_width(&tv->g->text, FONT_SMALL, " ");
    return SDL_max(room, box.w - 4);
}

void draw_season_labels(TableView *tv, const ViewScores *v, char labels[SEASONS][SEASON_LABEL_MAX])
{
    int level = 0;
    for (; level < 3; level++) {
        bool all = true;
        for (int s = 0; s < SEASONS && all; s++) {
            season_label(v, s, level, labels[s], SEASON_LABEL_MAX);
            all = text_width(&tv->g->text, FONT_SMALL, labels[s]) <= season_label_room(tv, s);
        }
        if (all)
            break;
    }
    for (int s = 0; s < SEASONS; s++)
        season_label(v, s, level, labels[s], SEASON_LABEL_MAX);
}

/* The season's label and, for the current season, its frame (static). */
static void draw_season_frame(TableView *tv, const ViewScores *v, int s, const char *label)
{
    const Layout *L = &tv->ds.layout;
    SDL_Renderer *R = tv->g->renderer;
    SeasonState st = v->state[s];
    bool current = st == SEASON_CURRENT;
    SDL_Rect box = L->season_box[s];
    SDL_Color lc = current ? ink() : gfx_rgba(PAL_INK, st == SEASON_PAST ? 220 : 150);
    text_draw_fit(&tv->g->text, R, FONT_SMALL, label, box.x + 2, box.y, season_label_room(tv, s), lc, ALIGN_LEFT);
    if (current) {
        SDL_Rect body = {box.x, L->score_cell[s][0].y, box.w, box.y + box.h - L->score_cell[s][0].y};
        gfx_rect_outline(R, gfx_inset(body, -L->line - 1), L->line + 1, gfx_rgb(0xc0851a));
    }
}

/* A season's five numbers: decrees, coins, monsters, total. */
static void season_values(const ViewScores *v, int s, int out[SCORE_FIELDS])
{
    const SeasonScore *sc = &v->season[s];
    out[0] = sc->decree[0];
    out[1] = sc->decree[1];
    out[2] = sc->coins;
    out[3] = sc->monsters;
    out[4] = sc->total;
}

void draw_score_faces(TableView *tv, const ViewScores *v, FontRole faces[2])
{
    const Layout *L = &tv->ds.layout;
    static const FontRole sizes[] = {FONT_BIG, FONT_NUMBER, FONT_SMALL}; /* largest first */
    int first[2] = {1, 0}; /* the cells start from the number face, the totals from the big one */
    for (int k = 0; k < 2; k++) {
        int i = first[k];
        for (; i < 2; i++) { /* the largest face in which every number of the row fits its cell */
            bool all = true;
            for (int s = 0; s < SEASONS && all; s++) {
                int values[SCORE_FIELDS];
                season_values(v, s, values);
                for (int f = 0; f < SCORE_FIELDS && all; f++) {
                    if ((f == SCORE_TOTAL) != (k == 1))
                        continue;
                    char buf[16];
                    snprintf(buf, sizeof buf, "%d", values[f]);
                    all = text_width(&tv->g->text, sizes[i], buf) <= L->score_cell[s][f].w;
                }
            }
            if (all)
                break;
        }
        faces[k] = sizes[i];
    }
}

/* The season's five numbers (dynamic: projections follow the ghost), in
 * the faces of draw_score_faces. The cells are opaque, so they can be drawn
 * over the cached scene. */
static void draw_season_numbers(TableView *tv, const ViewScores *v, int s, const FontRole faces[2])
{
    const Layout *L = &tv->ds.layout;
    SDL_Renderer *R = tv->g->renderer;
    SeasonState st = v->state[s];
    Uint8 num_alpha = st == SEASON_PAST ? 255 : 120;
    int values[SCORE_FIELDS];
    season_values(v, s, values);
    for (int f = 0; f < SCORE_FIELDS; f++) {
        SDL_Rect cell = L->score_cell[s][f];
        bool hover = tv->move.hover.kind == HIT_SCORE && tv->move.hover.index == s * SCORE_FIELDS + f;
        SDL_Color bg = f == SCORE_TOTAL ? gfx_rgb(0xe8dbbb) : gfx_rgb(0xf7efdc);
        if (hover)
            bg = gfx_rgb(PAL_HIGHLIGHT);
        gfx_fill_rect(R, cell, bg);
        gfx_rect_outline(R, gfx_rect(cell.x, cell.y, cell.w + 1, cell.h + 1), 1, gfx_rgb(0x8e8068));
        draw_corner(tv, cell, f, v->decree_letters[s]);
        draw_number(tv, cell, values[f], faces[f == SCORE_TOTAL],
                    gfx_rgba(f == SCORE_MONSTERS && values[f] < 0 ? 0x6e1f1a : PAL_INK, num_alpha));
    }
}

void draw_scores(TableView *tv, DrawPass pass)
{
    const Layout *L = &tv->ds.layout;
    SDL_Renderer *R = tv->g->renderer;
    ViewScores v;
    view_scores(tv, &v);
    SDL_Rect t = L->grand_total;
    int lh = text_line_height(&tv->g->text, FONT_SMALL);
    SDL_Rect box = {t.x, t.y + lh, t.w, t.h - lh};
    if (pass == PASS_STATIC) {
        draw_coins(tv, anim_coins_shown(tv, view_player(tv), v.coins));
        char labels[SEASONS][SEASON_LABEL_MAX];
        draw_season_labels(tv, &v, labels);
        for (int s = 0; s < SEASONS; s++)
            draw_season_frame(tv, &v, s, labels[s]);
        text_draw_fit(&tv->g->text, R, FONT_SMALL, _("Total"), t.x + t.w / 2, t.y, t.w, gfx_rgba(PAL_INK, 200),
                      ALIGN_CENTER);
        return;
    }
    if (tv->move.hover.kind == HIT_COIN && tv->move.hover.index >= v.coins && tv->move.hover.index < LAYOUT_COINS) {
        SDL_Rect c = L->coin_slot[tv->move.hover.index];
        gfx_ring(R, (float)c.x + (float)c.w / 2.0f, (float)c.y + (float)c.h / 2.0f, (float)c.w / 2.0f - 1.0f,
                 (float)L->line, ink_alpha(220));
    }
    FontRole faces[2];
    draw_score_faces(tv, &v, faces);
    for (int s = 0; s < SEASONS; s++)
        draw_season_numbers(tv, &v, s, faces);
    gfx_fill_rect(R, box, gfx_rgb(0xe4d5b2));
    gfx_rect_outline(R, box, L->line + 1, ink());
    bool over = tv->game.season >= SEASONS;
    int shown = over ? v.grand_total : v.projected_total;
    char buf[16];
    snprintf(buf, sizeof buf, "%d", shown);
    text_draw_in(&tv->g->text, R, FONT_BIG, buf, box, over ? ink() : ink_alpha(140));
}
