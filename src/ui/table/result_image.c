/* result_image.c: the picture of a finished game (see result_image.h).
 *
 * The page, 1200 x 900: a header on the desk (the game's name, the map's
 * owner with several players, the challenge code), the map sheet on the
 * left as the table draws it, and on the right the four decrees in a 2 x 2
 * grid over a sheet of paper with the result (docs/look.md §2). */
#include "result_image.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "challenge_code.h"
#include "fileio.h"
#include "gfx.h"
#include "i18n.h"
#include "look.h"
#include "names.h"
#include "palette.h"
#include "platform.h"
#include "regions.h"
#include "result_text.h"
#include "scoring.h"
#include "terrain.h"

int result_image_player(const TableView *tv)
{
    const Game *g = &tv->game;
    int n = g->settings.players;
    if (n <= 1)
        return 0;
    int places[MAX_PLAYERS];
    game_ranking(g, places);
    /* the best-placed human (the first seat of them on a tie), else the winner */
    int best = -1;
    for (int pass = 0; pass < 2 && best < 0; pass++)
        for (int p = 0; p < n; p++)
            if ((pass == 1 || tv->strength[p] < 0) && (best < 0 || places[p] < places[best]))
                best = p;
    return best < 0 ? 0 : best;
}

/* A decree's height at width w: band, name, category and its rule text
 * (in the body face when it fits that way, as draw_decrees.c does). */
static int decree_height(const Layout *L, const TextSystem *ts, int card_index, int w)
{
    const ScoringCard *card = scoring_card(card_index);
    int head = L->line * 3 + 2 + L->inner / 2 + text_line_height(ts, FONT_HEADING) +
               text_line_height(ts, FONT_ITALIC) + 4 + L->inner;
    if (!card)
        return head;
    return head + text_wrap_height(ts, FONT_BODY, text_scoring(card), w - 2 * L->inner) + 4;
}

/* The page's rectangles, over the table's layout for the same size (which
 * gives the measures: margins, lines, fonts). Returns the result's panel. */
static SDL_Rect lay_out_page(TableView *tv, int header_h)
{
    Layout *L = &tv->ds.layout;
    TextSystem *ts = &tv->g->text;
    layout_compute(L, &tv->g->m, ts, 1, tv->game.decree_cards, BANNER_NONE, NULL);
    L->ntabs = 0;
    /* the decrees as wide as their longest name needs (in the card face,
     * beside the letter and the points, as draw_decrees.c fits it), the
     * map as large as that leaves, up to 60 % of the page */
    int dw = 0;
    for (int d = 0; d < DECREES; d++) {
        const ScoringCard *card = scoring_card(tv->game.decree_cards[d]);
        if (card)
            dw = SDL_max(dw, text_width(ts, FONT_CARD, name_scoring(card)));
    }
    dw += text_line_height(ts, FONT_HEADING) + 3 * L->inner + text_width(ts, FONT_NUMBER, "888") + 2;
    int sheet_w = SDL_min(L->w * 60 / 100, L->w - 2 * L->pad - 3 * L->gap - 2 * dw);
    SDL_Rect content = {L->pad, header_h, sheet_w, L->h - header_h - L->pad};
    layout_sheet_in(L, ts, content, content.w);
    int x = L->sheet.x + L->sheet.w + 2 * L->gap;
    int w = L->w - L->pad - x;
    dw = (w - L->gap) / 2;
    int y = header_h + (L->sheet.y - header_h);
    for (int row = 0; row < 2; row++) {
        int h = 0;
        for (int col = 0; col < 2; col++)
            h = SDL_max(h, decree_height(L, ts, tv->game.decree_cards[row * 2 + col], dw));
        for (int col = 0; col < 2; col++)
            L->decree[row * 2 + col] = gfx_rect(x + col * (dw + L->gap), y, dw, h);
        y += h + L->gap;
    }
    L->decrees = gfx_rect(x, L->decree[0].y, w, y - L->gap - L->decree[0].y);
    int bottom = L->sheet.y + L->sheet.h;
    return gfx_rect(x, y + L->gap, w, SDL_max(bottom - y - L->gap, 0));
}

static void draw_header(TableView *tv, const ChallengeTag *tag, int player, int header_h)
{
    const Layout *L = &tv->ds.layout;
    SDL_Renderer *R = tv->g->renderer;
    TextSystem *ts = &tv->g->text;
    const Game *g = &tv->game;
    char name[160], code[CHALLENGE_CODE_SIZE], line[400];
    int th = text_line_height(ts, FONT_TITLE);
    int y = (header_h - th) / 2;
    int x = L->pad + text_draw(ts, R, FONT_TITLE, _("Cartographers"), L->pad, y, gfx_rgb(PAL_DESK_TEXT), ALIGN_LEFT);
    /* "with hints" as the final box and the summary say it */
    bool hints = tv->ui && tv->ui->match && match_hints(tv->ui->match) > 0;
    result_game_name(g, tag, hints, name, sizeof name);
    int hy = y + (text_ascent(ts, FONT_TITLE) - text_ascent(ts, FONT_HEADING));
    x += L->gap;
    int right = L->w - L->pad;
    result_code(g, code, sizeof code);
    if (code[0]) {
        /* TRANSLATORS: the challenge code on the result image. */
        snprintf(line, sizeof line, _("Code %s"), code);
        int cw = text_width(ts, FONT_BIG, line);
        text_draw(ts, R, FONT_BIG, line, right, y + (th - text_line_height(ts, FONT_BIG)) / 2, gfx_rgb(PAL_GOLD),
                  ALIGN_RIGHT);
        right -= cw + 2 * L->gap;
    }
    if (g->settings.players > 1) {
        char who[200];
        /* TRANSLATORS: the result image of a game of several players shows this player's map. */
        snprintf(who, sizeof who, _("%s's map"), tv->names[player]);
        snprintf(line, sizeof line, "%s  \xC2\xB7  %s", name, who);
    } else {
        snprintf(line, sizeof line, "%s", name);
    }
    text_draw_fit(ts, R, FONT_HEADING, line, x, hy, right - x, gfx_rgb(PAL_DESK_TEXT_DIM), ALIGN_LEFT);
    gfx_fill_rect(R, gfx_rect(L->pad, header_h - L->gap / 2 - 1, L->w - 2 * L->pad, 1),
                  gfx_rgba(PAL_DESK_TEXT_DIM, 120));
}

/* A label on the left, a number on the right, one line at y; returns the
 * next line's y. */
static int draw_row(TableView *tv, SDL_Rect panel, int y, const char *label, int value, FontRole role, SDL_Color c)
{
    TextSystem *ts = &tv->g->text;
    SDL_Renderer *R = tv->g->renderer;
    int ip = 2 * tv->ds.layout.inner;
    char num[16];
    snprintf(num, sizeof num, "%d", value);
    int nw = text_draw(ts, R, role, num, panel.x + panel.w - ip, y, c, ALIGN_RIGHT);
    text_draw_fit(ts, R, role, label, panel.x + ip, y, panel.w - 2 * ip - nw - ip / 2, c, ALIGN_LEFT);
    return y + text_line_height(ts, role);
}

static void rule(TableView *tv, SDL_Rect panel, int y)
{
    int ip = 2 * tv->ds.layout.inner;
    gfx_fill_rect(tv->g->renderer, gfx_rect(panel.x + ip, y, panel.w - 2 * ip, 1), ink_alpha(140));
}

/* Solo: the four seasons, the total, the decrees' solo values, the rating
 * and the title; `draw` false only measures. Returns the height. */
static int solo_result(TableView *tv, SDL_Rect panel, int y0, bool draw)
{
    const Game *g = &tv->game;
    TextSystem *ts = &tv->g->text;
    const Layout *L = &tv->ds.layout;
    int body = text_line_height(ts, FONT_BODY) + L->inner / 3, big = text_line_height(ts, FONT_BIG);
    int half = L->inner / 2;
    int h = SEASONS * body + half + big + body + L->inner + big + L->gap + text_line_height(ts, FONT_ITALIC) +
            text_line_height(ts, FONT_TITLE);
    if (!draw)
        return h;
    int total = game_total(g, 0), rating = game_solo_rating(g);
    int y = y0;
    SDL_Color soft = gfx_rgb(PAL_INK_SOFT);
    for (int s = 0; s < SEASONS; s++) {
        draw_row(tv, panel, y, name_season(s), g->sheets[0].seasons[s].total, FONT_BODY, soft);
        y += body;
    }
    rule(tv, panel, y + half / 2);
    y = draw_row(tv, panel, y + half, _("Total"), total, FONT_BIG, ink());
    int values = 0;
    for (int d = 0; d < DECREES; d++) {
        const ScoringCard *card = scoring_card(g->decree_cards[d]);
        values += card ? card->solo_value : 0;
    }
    /* TRANSLATORS: on the result image, what the solo values of the four decrees take off the total. */
    draw_row(tv, panel, y, _("Solo values of the decrees"), -values, FONT_BODY, soft);
    y += body;
    rule(tv, panel, y + L->inner / 2);
    y = draw_row(tv, panel, y + L->inner, _("Rating"), rating, FONT_BIG, ink());
    int cx = panel.x + panel.w / 2, room = panel.w - 4 * L->inner;
    y += L->gap;
    text_draw_fit(ts, tv->g->renderer, FONT_ITALIC, _("Queen Gimnax grants you the title"), cx, y, room, soft,
                  ALIGN_CENTER);
    y += text_line_height(ts, FONT_ITALIC);
    text_draw_fit(ts, tv->g->renderer, FONT_TITLE, _(game_title_name(rating)), cx, y, room, gfx_rgb(0x8a5208),
                  ALIGN_CENTER);
    return h;
}

/* Several players: a row each in the order of the ranking (the place, the
 * seat's colour, the name, the four seasons, the total), the player whose
 * map is shown marked in gold; `draw` false only measures. */
static int ranking_result(TableView *tv, SDL_Rect panel, int y0, int shown, bool draw)
{
    const Game *g = &tv->game;
    TextSystem *ts = &tv->g->text;
    SDL_Renderer *R = tv->g->renderer;
    const Layout *L = &tv->ds.layout;
    int n = g->settings.players;
    int lh = text_line_height(ts, FONT_NUMBER) + L->inner / 2;
    if (!draw)
        return (n + 1) * lh;
    int ip = 2 * L->inner;
    /* the numbers' columns, from the right: total, winter .. spring */
    int col_w = SDL_max(text_width(ts, FONT_SMALL, _("Total")), text_width(ts, FONT_NUMBER, "888")) + L->inner;
    for (int s = 0; s < SEASONS; s++)
        col_w = SDL_max(col_w, text_width(ts, FONT_SMALL, name_season(s)) + L->inner);
    int right = panel.x + panel.w - ip;
    float r = (float)lh * 0.28f;
    int x = panel.x + ip + (int)(2.0f * r) + L->inner / 2;
    /* the seasons' columns where the longest name leaves room for them,
     * else the totals alone */
    int name_w = 0;
    for (int p = 0; p < n; p++) {
        char label[SEAT_NAME_MAX + 16];
        result_place_name(p + 1, tv->names[p], label, sizeof label);
        name_w = SDL_max(name_w, text_width(ts, FONT_NUMBER, label));
    }
    int first = right - 5 * col_w - L->inner - x >= name_w ? 0 : SEASONS;
    int name_right = right - (5 - first) * col_w;
    int y = y0;
    SDL_Color soft = gfx_rgb(PAL_INK_SOFT);
    int sh = text_line_height(ts, FONT_SMALL);
    for (int c = first; c < 5; c++) {
        const char *head = c < SEASONS ? name_season(c) : _("Total");
        text_draw_fit(ts, R, FONT_SMALL, head, name_right + (c - first) * col_w + col_w - 2, y + (lh - sh) / 2,
                      col_w - 2, soft, ALIGN_RIGHT);
    }
    rule(tv, panel, y + lh - 1);
    y += lh;
    int places[MAX_PLAYERS];
    game_ranking(g, places);
    for (int place = 1; place <= n; place++)
        for (int p = 0; p < n; p++) {
            if (places[p] != place)
                continue;
            if (p == shown)
                gfx_fill_rect(R, gfx_rect(panel.x + L->inner, y, panel.w - 2 * L->inner, lh), gfx_rgba(PAL_GOLD, 70));
            gfx_fill_circle(R, (float)(panel.x + ip) + r, (float)y + (float)lh / 2.0f, r, gfx_rgb(pal_crest(p)));
            char label[SEAT_NAME_MAX + 16];
            result_place_name(place, tv->names[p], label, sizeof label);
            FontRole role = place == 1 ? FONT_NUMBER : FONT_BODY;
            text_draw_fit(ts, R, role, label, x, y + (lh - text_line_height(ts, role)) / 2, name_right - x - L->inner,
                          ink(), ALIGN_LEFT);
            for (int c = first; c < 5; c++) {
                char num[16];
                snprintf(num, sizeof num, "%d", c < SEASONS ? g->sheets[p].seasons[c].total : game_total(g, p));
                FontRole nr = c < SEASONS ? FONT_BODY : FONT_NUMBER;
                text_draw(ts, R, nr, num, name_right + (c - first) * col_w + col_w - 2,
                          y + (lh - text_line_height(ts, nr)) / 2, c < SEASONS ? soft : ink(), ALIGN_RIGHT);
            }
            y += lh;
        }
    return (n + 1) * lh;
}

/* The result on a sheet of paper: its heading, then the solo result or
 * the ranking, in the middle of the sheet. */
static void draw_result(TableView *tv, SDL_Rect panel, int shown)
{
    const Layout *L = &tv->ds.layout;
    TextSystem *ts = &tv->g->text;
    if (panel.w < 40 || panel.h < 40)
        return;
    draw_paper(tv->g, panel, gfx_rgb(PAL_PARCHMENT), true);
    bool solo = tv->game.settings.players <= 1;
    int head = text_line_height(ts, FONT_HEADING) + L->gap;
    int h = head + (solo ? solo_result(tv, panel, 0, false) : ranking_result(tv, panel, 0, shown, false));
    int y = panel.y + SDL_max((panel.h - h) / 2, L->inner);
    text_draw_fit(ts, tv->g->renderer, FONT_HEADING, _("Final scores"), panel.x + panel.w / 2, y,
                  panel.w - 2 * L->inner, ink(), ALIGN_CENTER);
    y += head;
    if (solo)
        solo_result(tv, panel, y, true);
    else
        ranking_result(tv, panel, y, shown, true);
}

bool result_image_draw(Offscreen *o, const TableView *src, const ChallengeTag *tag, int player, char *why,
                       size_t whysize)
{
    TableView *tv = calloc(1, sizeof *tv);
    if (!tv) {
        snprintf(why, whysize, "out of memory");
        return false;
    }
    tv->ui = src->ui;
    tv->g = &o->g;
    tv->mode = VIEW_REPLAY; /* no pink outlines of others' moves */
    table_move_reset(&tv->move);
    table_facts_reset(&tv->facts);
    tv->game = src->game;
    memcpy(tv->names, src->names, sizeof tv->names);
    memcpy(tv->strength, src->strength, sizeof tv->strength);
    tv->move.view = player >= 0 && player < tv->game.settings.players ? player : 0;
    SDL_Renderer *R = o->g.renderer;
    int header_h = text_line_height(&o->g.text, FONT_TITLE) + 2 * o->g.m.inner + o->g.m.gap / 2;
    SDL_Rect panel = lay_out_page(tv, header_h);
    SDL_SetRenderDrawColor(R, 0x33, 0x27, 0x1d, 255);
    bool ok = SDL_RenderClear(R) == 0;
    if (!ok)
        snprintf(why, whysize, "%s", SDL_GetError());
    gfx_gradient_rect(R, gfx_rect(0, 0, tv->ds.layout.w, tv->ds.layout.h), gfx_rgb(PAL_DESK_TOP), gfx_rgb(PAL_DESK_BOTTOM));
    draw_header(tv, tag, tv->move.view, header_h);
    draw_sheet(tv, PASS_STATIC);
    draw_scores(tv, PASS_STATIC);
    draw_scores(tv, PASS_DYNAMIC); /* the numbers (nothing hovers here) */
    draw_decrees(tv, PASS_STATIC);
    draw_result(tv, panel, tv->move.view);
    free(tv);
    return ok;
}

/* Draws the picture once into a file of its own beside the target. */
static bool write_part(const TableView *tv, const ChallengeTag *tag, const char *part, char *why, size_t whysize)
{
    Offscreen o;
    if (!offscreen_open(&o, tv->g, RESULT_IMAGE_W, RESULT_IMAGE_H, why, whysize))
        return false;
    bool ok = result_image_draw(&o, tv, tag, result_image_player(tv), why, whysize) &&
              offscreen_save_png(&o, part, why, whysize);
    offscreen_close(&o);
    return ok;
}

bool result_image_save(const TableView *tv, const ChallengeTag *tag, const char *folder, const char *today,
                       char *path, size_t pathsize, char *why, size_t whysize)
{
    char name[160], part[FILEIO_PATH_MAX];
    result_file_name(&tv->game, tag, today, 1, name, sizeof name);
    if (!fileio_join(folder, name, path, pathsize) || snprintf(part, sizeof part, "%s.part", path) >= (int)sizeof part) {
        snprintf(why, whysize, "the folder's name is too long");
        return false;
    }
    if (!write_part(tv, tag, part, why, whysize)) {
        platform_remove(part);
        return false;
    }
    /* the first free name; moving never replaces, even against a race */
    for (int n = 2; n <= 1000; n++) {
        PlatformMove m = platform_move_new(part, path, why, whysize);
        if (m == PLATFORM_MOVED)
            return true;
        if (m == PLATFORM_FAILED)
            break;
        result_file_name(&tv->game, tag, today, n, name, sizeof name);
        if (!fileio_join(folder, name, path, pathsize))
            break;
        snprintf(why, whysize, "every name is taken");
    }
    platform_remove(part);
    path[0] = '\0';
    return false;
}
