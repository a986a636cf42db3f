/* layout.c: the table's rectangles from the window size (see layout.h).
 *
 * The map sheet is the largest thing: it takes the full height between the
 * top and bottom bars, its spaces square, and at most ~58% of the width. The
 * column beside it holds the card row (cards and the pending choice) above
 * the four decrees in a 2 x 2 grid. A larger text size grows what holds
 * text (the bars' lines, the labels, the season boxes' numbers) but not the
 * map's frame (its margins, the coin track), which grow with the window
 * alone (Layout.fit), so the map keeps its share (docs/look.md, 7a). */
#include "layout.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "bitboard.h"
#include "cards.h"
#include "i18n.h"
#include "scoring.h"
#include "names.h"

static int iround(float f) { return (int)lroundf(f); }
static int imax(int a, int b) { return a > b ? a : b; }
static int imin(int a, int b) { return a < b ? a : b; }

static SDL_Rect rect(int x, int y, int w, int h)
{
    SDL_Rect r = {x, y, w < 0 ? 0 : w, h < 0 ? 0 : h};
    return r;
}

static void layout_top(Layout *L, TextSystem *ts, const char *corner)
{
    int title_w = text_width(ts, FONT_TITLE, _("Cartographers")) + L->pad;
    L->title = rect(L->pad, 0, title_w, 0);
    char seed[48];
    snprintf(seed, sizeof seed, _("Seed: %s"), "0000000000");
    int seed_w = imax(text_width(ts, FONT_SMALL, seed), corner && *corner ? text_width(ts, FONT_SMALL, corner) : 0) +
                 L->pad;
    L->seed = rect(L->w - L->pad - seed_w, 0, seed_w, 0);
    /* the season chips share the middle; each wants its name and, beside
     * it, the time (the current one in the bold face); when four do not
     * fit, the title gives way */
    int want = 0;
    for (int s = 0; s < LAYOUT_SEASONS; s++)
        want = imax(want, text_width(ts, FONT_NUMBER, name_season(s)) + text_width(ts, FONT_NUMBER, "88 / 88") +
                              3 * L->inner);
    int room = L->seed.x - L->gap - (L->title.x + L->title.w + L->gap) - 3 * L->gap / 2;
    if (room < 4 * want)
        L->title.w = 0;
    /* as tall as the window's design wants, or as the text needs: the
     * current season's chip (its line and the pips under it, draw_bars.c,
     * with a margin inside and one above and below it) and the title while
     * it is shown */
    int margin = imax(iround(5.0f * L->frame), 3);
    int chip_need = text_line_height(ts, FONT_NUMBER) + L->inner / 2 + 4 + 3 * margin;
    int th = imax(iround(46.0f * L->frame), chip_need);
    if (L->title.w)
        th = imax(th, text_line_height(ts, FONT_TITLE) + 2 * L->inner / 2);
    L->top_bar = rect(0, 0, L->w, th);
    L->title.h = th;
    L->seed.h = th;
    int x0 = L->title.w ? L->title.x + L->title.w + L->gap : L->pad, x1 = L->seed.x - L->gap;
    int chip_w = imin((x1 - x0 - 3 * L->gap / 2) / 4, imax(iround(190.0f * L->scale), want));
    int total = 4 * chip_w + 3 * L->gap / 2;
    int cx = x0 + (x1 - x0 - total) / 2;
    int ch = th - 2 * margin;
    for (int s = 0; s < LAYOUT_SEASONS; s++)
        L->season_chip[s] = rect(cx + s * (chip_w + L->gap / 2), (th - ch) / 2, chip_w, ch);
}

static void layout_bottom(Layout *L, TextSystem *ts)
{
    int bh = imax(iround(42.0f * L->frame), text_line_height(ts, FONT_BODY) * 2);
    L->bottom_bar = rect(0, L->h - bh, L->w, bh);
    int x = L->w - L->pad;
    int btn_h = bh - 2 * imax(L->inner / 2, 3);
    for (int b = BTN_MENU; b >= BTN_UNDO; b--) {
        int bw = text_width(ts, FONT_BODY, layout_button_name((ButtonId)b)) + 2 * L->inner + L->gap;
        x -= bw;
        L->button[b] = rect(x, L->bottom_bar.y + (bh - btn_h) / 2, bw, btn_h);
        x -= L->gap / 2;
    }
    L->status = rect(L->pad, L->bottom_bar.y, x - L->gap - L->pad, bh);
    /* the status line holds the longest prompts (about 130 letters in
     * German) in the small face: a third line when two are too few */
    int letter = imax(text_width(ts, FONT_SMALL, "abcdefghijklmnopqrstuvwxyz") / 26, 1);
    int per_line = imax(L->status.w / letter, 1);
    if (2 * per_line < 130) {
        int grow = 3 * text_line_height(ts, FONT_SMALL) + 4 - bh;
        if (grow > 0) {
            L->bottom_bar = rect(0, L->h - bh - grow, L->w, bh + grow);
            for (int b = BTN_UNDO; b <= BTN_MENU; b++) /* centred in the taller bar */
                L->button[b].y -= grow / 2;
            L->status = rect(L->status.x, L->bottom_bar.y, L->status.w, bh + grow);
        }
    }
}

/* Multiplayer: a strip of tabs, one per player, across the window under
 * the top bar, two lines each (the name, then the points); returns where
 * the content below starts. */
static int layout_tabs(Layout *L, TextSystem *ts, int players)
{
    L->ntabs = players > 1 ? imin(players, 6) : 0;
    if (!L->ntabs)
        return L->top_bar.h;
    int h = 2 * text_line_height(ts, FONT_SMALL) + imax(iround(5.0f * L->frame), 4);
    int g = imax(L->gap / 2, 2);
    int x0 = L->pad, x1 = L->w - L->pad;
    int tw = imin((x1 - x0 - (L->ntabs - 1) * g) / L->ntabs, iround(330.0f * L->scale));
    for (int i = 0; i < L->ntabs; i++)
        L->tab[i] = rect(x0 + i * (tw + g), L->top_bar.h, tw, h);
    return L->top_bar.h + h + imax(iround(4.0f * L->frame), 2);
}

/* A network game's banner: a line across the window under the tabs, the
 * hand-over button at its right; returns where the content below starts. */
static int layout_banner(Layout *L, TextSystem *ts, int top, LayoutBanner banner)
{
    if (banner == BANNER_NONE)
        return top;
    int h = text_line_height(ts, FONT_BODY) + 2 * imax(L->inner / 2, 3);
    L->banner = rect(L->pad, top, L->w - 2 * L->pad, h);
    if (banner == BANNER_HAND) {
        int bw = text_width(ts, FONT_BODY, layout_button_name(BTN_HAND)) + 2 * L->inner;
        int bh = h - 4;
        L->button[BTN_HAND] = rect(L->banner.x + L->banner.w - bw - 2, top + 2, bw, bh);
    }
    return top + h + imax(L->gap / 3, 2);
}

/* The season boxes: per season a label line, then two rows of two numbers
 * (decrees; coins and monsters) beside a total spanning both rows. */
static void layout_scores(Layout *L, TextSystem *ts, SDL_Rect area)
{
    L->scores = area;
    int total_w = imax(iround((float)L->cell * 1.5f), text_width(ts, FONT_BIG, "-888") + L->inner);
    int gs = imax(L->gap / 2, 2);
    int season_w = (area.w - total_w - 4 * gs) / 4;
    int lh = text_line_height(ts, FONT_SMALL);
    int body_y = area.y + lh;
    int body_h = area.h - lh;
    int row_h = body_h / 2;
    for (int s = 0; s < LAYOUT_SEASONS; s++) {
        int x = area.x + s * (season_w + gs);
        L->season_box[s] = rect(x, area.y, season_w, area.h);
        L->season_label[s] = rect(x, area.y, season_w, lh);
        int tot = imax(season_w * 36 / 100, 1);
        int col = (season_w - tot) / 2;
        L->score_cell[s][SCORE_DECREE1] = rect(x, body_y, col, row_h);
        L->score_cell[s][SCORE_DECREE2] = rect(x + col, body_y, col, row_h);
        L->score_cell[s][SCORE_COINS] = rect(x, body_y + row_h, col, body_h - row_h);
        L->score_cell[s][SCORE_MONSTERS] = rect(x + col, body_y + row_h, col, body_h - row_h);
        L->score_cell[s][SCORE_TOTAL] = rect(x + 2 * col, body_y, season_w - 2 * col, body_h);
    }
    L->grand_total = rect(area.x + area.w - total_w, area.y, total_w, area.h);
}

void layout_sheet_in(Layout *L, TextSystem *ts, SDL_Rect content, int max_w)
{
    /* the frame (margins, gaps, the coins, which carry no text) at the
     * window's measure; the labels and the season boxes at the text's */
    int ip = imax(iround(10.0f * L->frame), 2);
    L->label = imax(text_line_height(ts, FONT_SMALL) + 2, iround(20.0f * L->frame));
    int sgap = imax(iround(8.0f * L->frame), 3);
    int coin_h = imax(iround(30.0f * L->frame), 3);
    int score_h = text_line_height(ts, FONT_SMALL) + 2 * (text_line_height(ts, FONT_NUMBER) + imax(ip / 2, 2));
    int fixed_v = 2 * ip + L->label + 2 * sgap + coin_h + score_h;
    int cell_h = (content.h - fixed_v) / BOARD_SIZE;
    int cell_w = (max_w - 2 * ip - L->label - ip / 2) / BOARD_SIZE;
    L->cell = imax(imin(cell_h, cell_w), 4);

    int grid_px = BOARD_SIZE * L->cell;
    int sheet_w = 2 * ip + L->label + grid_px + L->label / 2;
    int sheet_h = fixed_v + grid_px;
    int y = content.y + imax((content.h - sheet_h) / 2, 0);
    L->sheet = rect(content.x, y, sheet_w, sheet_h);
    L->grid = rect(content.x + ip + L->label, y + ip + L->label, grid_px, grid_px);

    int ty = L->grid.y + grid_px + sgap;
    L->coin_track = rect(L->grid.x, ty, grid_px, coin_h);
    int slot = imin(coin_h, (grid_px - (LAYOUT_COINS - 1) * 2) / LAYOUT_COINS);
    int step = LAYOUT_COINS > 1 ? (grid_px - slot) / (LAYOUT_COINS - 1) : 0;
    for (int i = 0; i < LAYOUT_COINS; i++)
        L->coin_slot[i] = rect(L->grid.x + i * step, ty + (coin_h - slot) / 2, slot, slot);

    layout_scores(L, ts, rect(L->grid.x - L->label, ty + coin_h + sgap, grid_px + L->label, score_h));
}

/* The placing tools under the cards: Rotate and Mirror on the left, Cancel
 * and Confirm on the right. */
static void layout_tools(Layout *L, TextSystem *ts)
{
    SDL_Rect t = L->tools;
    int g = imax(L->gap / 2, 2);
    /* the words at the text's size, the padding beside them at the
     * window's: the strip between Mirror and Cancel keeps room for the
     * lasting effects' names (view.c) */
    int bw = 0, pad = imax(iround(10.0f * L->frame), 2);
    for (int b = BTN_ROTATE; b <= BTN_CONFIRM; b++)
        bw = imax(bw, text_width(ts, FONT_BODY, layout_button_name((ButtonId)b)) + 2 * pad);
    bw = imin(bw, (t.w - 3 * g) / 4);
    L->button[BTN_ROTATE] = rect(t.x, t.y, bw, t.h);
    L->button[BTN_MIRROR] = rect(t.x + bw + g, t.y, bw, t.h);
    L->button[BTN_CONFIRM] = rect(t.x + t.w - bw, t.y, bw, t.h);
    L->button[BTN_CANCEL] = rect(t.x + t.w - 2 * bw - g, t.y, bw, t.h);
}

SDL_Rect layout_decree_rule(const Layout *L, TextSystem *ts, SDL_Rect d, int sub_lines)
{
    int y = d.y + L->line + 1 + L->line * 3 + 2 + L->inner / 2 + text_line_height(ts, FONT_HEADING) +
            sub_lines * text_line_height(ts, FONT_ITALIC) + 2;
    return rect(d.x + L->inner, y, d.w - 2 * L->inner, d.y + d.h - L->inner / 2 - y);
}

/* Whether the rule of every dealt scoring card (`cards`: the game's
 * decree_cards, or every scoring card when NULL) fits a decree in the fine
 * face (the category on as many lines as the longest takes beside a solo
 * value). */
static bool rules_fit(const Layout *L, TextSystem *ts, int players, const int *cards)
{
    SDL_Rect d = L->decree[0];
    int ip = L->inner, head = text_line_height(ts, FONT_HEADING);
    int sw = players <= 1 ? text_width(ts, FONT_SMALL, _("solo %d")) + text_width(ts, FONT_SMALL, "88") : 0;
    int sub_w = d.w - 2 * ip - head - ip / 2 - sw - ip / 2, sub = 1;
    for (int c = 0; c < CATEGORY_COUNT; c++)
        sub = imax(sub, imin(text_wrap_count(ts, FONT_ITALIC, name_category((ScoringCategory)c), sub_w), 2));
    SDL_Rect text = layout_decree_rule(L, ts, d, sub);
    for (int i = 0; i < (cards ? DECREES : SCORING_CARD_COUNT); i++) {
        const ScoringCard *card = scoring_card(cards ? cards[i] : i);
        if (card && text_wrap_height(ts, FONT_FINE, text_scoring(card), text.w) > text.h)
            return false;
    }
    return true;
}

static void layout_right(Layout *L, TextSystem *ts, SDL_Rect content)
{
    int x = L->sheet.x + L->sheet.w + L->gap;
    L->right = rect(x, content.y, L->w - L->pad - x, content.h);
    SDL_Rect r = L->right;

    /* decrees: a band, the name line, the category line and the rule text;
     * tall enough for the longest rule text of all 32 cards (in the small
     * face, as draw_decrees.c falls back to it), within limits that leave
     * the card row its room */
    int ip = L->inner;
    int dw0 = (r.w - L->gap) / 2;
    int lines = 0;
    for (int i = 0; i < SCORING_CARD_COUNT; i++)
        lines = imax(lines, text_wrap_count(ts, FONT_SMALL, text_scoring(scoring_card(i)), dw0 - 2 * ip));
    int one = L->line * 3 + 2 + ip / 2 + text_line_height(ts, FONT_HEADING) + text_line_height(ts, FONT_ITALIC) +
              4 + lines * text_line_height(ts, FONT_SMALL) + ip;
    int dh = imax(imin(2 * one + L->gap, r.h * 72 / 100), r.h * 40 / 100);
    /* but the card row keeps room for a card whose shapes are a finger's
     * size (at least 64 pixels per point; the decrees' rules take a smaller
     * face first: draw_decrees.c) */
    int bh = text_line_height(ts, FONT_BODY) + iround(12.0f * L->scale);
    int tg = imax(L->gap / 2, 2);
    int option = imax(iround(64.0f * L->dpi), iround(48.0f * L->scale));
    int card_h = option + 2 * (L->inner / 2 + 2) + L->font_px[FONT_CARD] * 5 / 4 + 2 + 2; /* layout_card_parts */
    dh = imax(imin(dh, r.h - L->gap - (card_h + tg + bh)), 0);
    L->decrees = rect(r.x, r.y + r.h - dh, r.w, dh);
    int dw = (r.w - L->gap) / 2, dhh = (dh - L->gap) / 2;
    for (int i = 0; i < 4; i++)
        L->decree[i] = rect(r.x + (i % 2) * (dw + L->gap), L->decrees.y + (i / 2) * (dhh + L->gap), dw, dhh);

    L->row = rect(r.x, r.y, r.w, dh < r.h ? r.h - dh - L->gap : 0);
    L->stack = rect(r.x, r.y, r.w, L->row.h - bh - tg);
    L->tools = rect(r.x, r.y + L->row.h - bh, r.w, bh);
    layout_tools(L, ts);
}

/* The width a card needs to show the longest word of any card's name on
 * its name line (a longer name takes a smaller face or its first words). */
static int card_min_width(const Layout *L, TextSystem *ts)
{
    int word = 0;
    for (int i = 0; i < card_count(); i++) {
        const char *n = name_card(card_get(i));
        char buf[96];
        for (const char *p = n; *p;) {
            size_t k = strcspn(p, " ");
            if (k > 0 && k < sizeof buf) {
                memcpy(buf, p, k);
                buf[k] = '\0';
                word = imax(word, text_width(ts, FONT_CARD, buf));
            }
            p += k;
            while (*p == ' ')
                p++;
        }
    }
    int spine = iround(64.0f * L->scale);
    return word + spine + 2 * (L->inner / 2 + 2) + 4;
}

void layout_compute(Layout *L, const Metrics *m, TextSystem *ts, int players, const int *decree_cards,
                    LayoutBanner banner, const char *corner)
{
    memset(L, 0, sizeof *L);
    L->w = m->w;
    L->h = m->h;
    L->dpi = m->dpi;
    L->scale = m->scale;
    L->frame = fminf(m->fit, m->scale);
    L->pad = m->pad;
    L->gap = m->gap;
    L->inner = m->inner;
    L->line = m->line;
    L->radius = m->radius;
    memcpy(L->font_px, m->font_px, sizeof L->font_px);
    layout_top(L, ts, corner);
    layout_bottom(L, ts);
    int top = layout_banner(L, ts, layout_tabs(L, ts, players), banner);
    SDL_Rect content = rect(L->pad, top, L->w - 2 * L->pad, L->bottom_bar.y - top);
    /* the map as large as the window allows, unless a dealt decree's rule
     * then fits in no face: the map gives way a space's pixel at a time, its
     * spaces no smaller than a 28th of the window's height and the map
     * still wider than a decree (docs/look.md, 7a) */
    int max_w = iround((float)L->w * 0.58f);
    for (;;) {
        layout_sheet_in(L, ts, content, max_w);
        layout_right(L, ts, content);
        int cell = L->cell;
        if (rules_fit(L, ts, players, decree_cards) || cell - 1 < L->h / 28 || (cell - 1) * BOARD_SIZE < L->decree[0].w + 6)
            break;
        max_w = L->sheet.w - BOARD_SIZE;
    }
    L->card_min_w = card_min_width(L, ts);
}

const char *layout_button_name(ButtonId b)
{
    switch (b) {
    case BTN_ROTATE: return _("Rotate");
    case BTN_MIRROR: return _("Mirror");
    case BTN_CANCEL: return _("Cancel");
    case BTN_CONFIRM: return _("Confirm");
    case BTN_UNDO: return _("Undo");
    case BTN_REDO: return _("Redo");
    /* TRANSLATORS: the host's button on the banner "Ben lost the connection"; C is its key. */
    case BTN_HAND: return _("A computer draws for them (C)");
    case BTN_HINT: return _("Hint");
    case BTN_RULES: return _("Rules");
    case BTN_MENU: return _("Menu");
    default: return "";
    }
}

void layout_cards(const Layout *L, int n, SDL_Rect out[])
{
    if (n <= 0)
        return;
    if (n > LAYOUT_MAX_CARDS)
        n = LAYOUT_MAX_CARDS;
    SDL_Rect a = L->stack;
    int card_w = imin(imax(iround((float)a.h * 0.95f), L->card_min_w), a.w / 2);
    int card_h = imin(a.h, card_w * 3 / 2); /* never a thin strip in a tall window */
    int strip = 0;
    if (n > 1)
        strip = imin(iround((float)card_w * 0.30f), (a.w - card_w) / (n - 1));
    strip = imax(strip, 0);
    for (int i = 0; i < n; i++)
        out[i] = rect(a.x + i * strip, a.y, card_w, card_h);
}

void layout_card_parts(const Layout *L, SDL_Rect card, SDL_Rect *spine, SDL_Rect *name, SDL_Rect *body)
{
    int sp = imin(card.w * 24 / 100, iround(64.0f * L->scale));
    int ip = L->inner / 2 + 2;
    int lh = L->font_px[FONT_CARD] * 5 / 4 + 2;
    *spine = rect(card.x + 2, card.y + 2, sp - 2, card.h - 4);
    *name = rect(card.x + sp + ip, card.y + ip, card.w - sp - 2 * ip, lh);
    *body = rect(name->x, name->y + lh + 2, name->w, card.h - 2 * ip - lh - 2);
}

void layout_options(const Layout *L, SDL_Rect a, int n, SDL_Rect out[])
{
    if (n <= 0)
        return;
    if (n > LAYOUT_MAX_OPTIONS)
        n = LAYOUT_MAX_OPTIONS;
    int g = imax(L->gap / 2, 2);
    int best = 0, best_cols = 1;
    for (int cols = 1; cols <= n; cols++) {
        int rows = (n + cols - 1) / cols;
        int size = imin((a.w - (cols - 1) * g) / cols, (a.h - (rows - 1) * g) / rows);
        if (size > best) {
            best = size;
            best_cols = cols;
        }
    }
    best = imax(best, 0);
    int rows = (n + best_cols - 1) / best_cols;
    int total_h = rows * best + (rows - 1) * g;
    int y0 = a.y + imax((a.h - total_h) / 2, 0);
    for (int i = 0; i < n; i++) {
        int row = i / best_cols, col = i % best_cols;
        int in_row = row == rows - 1 ? n - row * best_cols : best_cols;
        int row_w = in_row * best + (in_row - 1) * g;
        int x0 = a.x + (a.w - row_w) / 2;
        out[i] = rect(x0 + col * (best + g), y0 + row * (best + g), best, best);
    }
}

SDL_Rect layout_cell(const Layout *L, int index)
{
    int r = index / BOARD_SIZE, c = index % BOARD_SIZE;
    return rect(L->grid.x + c * L->cell, L->grid.y + r * L->cell, L->cell, L->cell);
}

int layout_cell_at(const Layout *L, int x, int y)
{
    if (L->cell <= 0 || x < L->grid.x || y < L->grid.y)
        return -1;
    int c = (x - L->grid.x) / L->cell, r = (y - L->grid.y) / L->cell;
    if (c >= BOARD_SIZE || r >= BOARD_SIZE)
        return -1;
    return r * BOARD_SIZE + c;
}
