/* stats_screen.c: the statistics screen: games played, the solo
 * ratings over time as a small plot (SDL lines, with the titles'
 * thresholds as faint guides), the titles earned, and the best game for
 * each set of four scoring cards; the daily and weekly challenges
 * (stats_challenges.c). Read only: stats_add_game fills the
 * numbers at the end of every game (core/profile.c). A best game still
 * among the past games (past_list_find) has a Review button: the strong
 * player's review of it (review_screen.c), kept beside the past game. The
 * statistics keep solo games only, so the latest few games of several
 * players among the past games are listed under the games played, each
 * with a Review button too (its seats picked on the review screen). */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "scoring.h"
#include "gfx.h"
#include "names.h"
#include "palette.h"
#include "panel.h"
#include "past_games.h"
#include "past_players.h"
#include "screens.h"
#include "stats_challenges.h"
#include "widgets.h"

#define STATS_BEST_SHOWN 100

/* The titles' thresholds, best first (from game_title_id). */
static int title_thresholds(int out[16])
{
    int n = 0;
    const char *last = NULL;
    for (int r = 200; r >= -200 && n < 16; r--) {
        const char *id = game_title_id(r);
        if (last && strcmp(id, last) != 0)
            out[n++] = r + 1; /* the lowest rating of the title above */
        last = id;
    }
    return n;
}

/* Where the plot drew its last rating and its titles' lines (tests). */
typedef struct PlotDrawn {
    SDL_Rect rating;
    SDL_Point last[2]; /* the last two points (the last segment of the ratings' line) */
    bool backed;       /* the rating on a patch of paper over a title's line */
    int nlines;
    int line_y[16];
} PlotDrawn;

static void draw_plot(Gfx *g, const Stats *st, SDL_Rect box, PlotDrawn *drawn)
{
    drawn->rating = gfx_rect(0, 0, 0, 0);
    drawn->nlines = 0;
    const Metrics *L = &g->m;
    SDL_Renderer *R = g->renderer;
    TextSystem *ts = &g->text;
    gfx_fill_rect(R, box, gfx_rgba(PAL_PARCHMENT_DARK, 120));
    gfx_rect_outline(R, box, 1, ink_alpha(120));
    int n = st->ngames;
    if (n == 0) {
        text_draw_in(ts, R, FONT_ITALIC, _("No solo game finished yet."), box, gfx_rgb(PAL_INK_SOFT));
        return;
    }
    int lo = 0, hi = 0;
    for (int i = 0; i < n; i++) {
        lo = SDL_min(lo, st->games[i].rating);
        hi = SDL_max(hi, st->games[i].rating);
    }
    lo -= 5;
    hi += 5;
    int label_w = text_width(ts, FONT_SMALL, "-000") + L->inner;
    /* room on the right for the widest title in the player's language */
    int th[16];
    int nt = title_thresholds(th);
    int title_w = 0;
    for (int i = 0; i < nt; i++)
        title_w = SDL_max(title_w, text_width(ts, FONT_SMALL, _(game_title_name(th[i]))));
    title_w = SDL_min(title_w + L->inner, box.w / 3);
    SDL_Rect area = gfx_rect(box.x + label_w, box.y + L->inner, box.w - label_w - title_w - L->inner,
                             box.h - 2 * L->inner);
    if (area.w < 10 || area.h < 10)
        return;
    int sh = text_line_height(ts, FONT_SMALL);
#define YOF(v) ((float)area.y + (float)area.h - (float)((v)-lo) * (float)area.h / (float)(hi - lo))
    /* the titles' thresholds as faint guides, named on the right */
    float last_label = -1000.0f;
    for (int i = 0; i < nt; i++) {
        if (th[i] <= lo || th[i] >= hi)
            continue;
        float y = YOF(th[i]);
        drawn->line_y[drawn->nlines++] = (int)y;
        gfx_dashed_line(R, (float)area.x, y, (float)(area.x + area.w), y, 1.0f, 4.0f, 4.0f, ink_alpha(70));
        if (y - last_label >= (float)sh || last_label < 0) {
            text_draw_fit(ts, R, FONT_SMALL, _(game_title_name(th[i])), area.x + area.w + L->inner / 2,
                          (int)y - sh / 2, title_w - L->inner / 2, ink_alpha(150), ALIGN_LEFT);
            last_label = y;
        }
    }
    /* zero, and the range on the left */
    gfx_line(R, (float)area.x, YOF(0), (float)(area.x + area.w), YOF(0), 1.0f, ink_alpha(150));
    char buf[32];
    snprintf(buf, sizeof buf, "%d", hi);
    text_draw(ts, R, FONT_SMALL, buf, area.x - L->inner / 2, area.y - sh / 2, ink_alpha(170), ALIGN_RIGHT);
    snprintf(buf, sizeof buf, "%d", lo);
    text_draw(ts, R, FONT_SMALL, buf, area.x - L->inner / 2, area.y + area.h - sh / 2, ink_alpha(170), ALIGN_RIGHT);
    text_draw(ts, R, FONT_SMALL, "0", area.x - L->inner / 2, (int)YOF(0) - sh / 2, ink_alpha(170), ALIGN_RIGHT);
    /* the ratings, oldest on the left */
    float step = n > 1 ? (float)area.w / (float)(n - 1) : 0.0f;
#define XOF(i) (n > 1 ? (float)area.x + step * (float)(i) : (float)area.x + (float)area.w / 2.0f)
    float px = XOF(n - 1), py = YOF(st->games[n - 1].rating);
    for (int i = 1; i < n; i++)
        gfx_line(R, XOF(i - 1), YOF(st->games[i - 1].rating), XOF(i), YOF(st->games[i].rating),
                 (float)L->line + 0.5f, gfx_rgb(0x8a5208));
    if (n <= 120)
        for (int i = 0; i < n; i++)
            gfx_fill_circle(R, XOF(i), YOF(st->games[i].rating), (float)L->line + 1.5f, gfx_rgb(0x8a5208));
    /* the last rating beside its point, where neither a title's line nor
     * the ratings' own line runs through it: above on the left, below, or
     * further up or down, then further left; where the titles' lines lie
     * closer than a number's height, the first spot clear of the ratings'
     * line, on a patch of the chart's paper that hides the title's line */
    snprintf(buf, sizeof buf, "%d", st->games[n - 1].rating);
    int nw = text_width(ts, FONT_NUMBER, buf), nh = text_line_height(ts, FONT_NUMBER);
    int first_x = n > 1 ? (int)px - L->inner / 2 - nw : (int)px + L->inner;
    const int offsets[] = {-nh - 2, L->line + 3, -2 * nh - 2, L->line + 3 + nh};
    const int shifts[] = {0, -nw - L->inner, -2 * (nw + L->inner)};
    SDL_Rect spot = {0, 0, 0, 0};
    bool backed = false;
    for (size_t c = 0; c < 12; c++) {
        SDL_Rect r = gfx_rect(first_x + (n > 1 ? shifts[c / 4] : -shifts[c / 4]), (int)py + offsets[c % 4], nw, nh);
        bool inside = r.y >= box.y && r.y + r.h <= box.y + box.h, off_titles = true;
        for (int i = 1; inside && i < n; i++) {
            int x0 = (int)XOF(i - 1), y0 = (int)YOF(st->games[i - 1].rating);
            int x1 = (int)XOF(i), y1 = (int)YOF(st->games[i].rating);
            SDL_Rect around = gfx_inset(r, -1);
            inside = !SDL_IntersectRectAndLine(&around, &x0, &y0, &x1, &y1);
        }
        for (int i = 0; i < drawn->nlines; i++)
            off_titles = off_titles && (drawn->line_y[i] < r.y - 1 || drawn->line_y[i] > r.y + r.h + 1);
        if (inside && (spot.w == 0 || off_titles)) {
            spot = r;
            backed = !off_titles;
            if (off_titles)
                break;
        }
    }
    if (spot.w == 0) /* (no spot clear of the ratings' line: above it) */
        spot = gfx_rect(first_x, (int)py + offsets[0], nw, nh);
    if (backed)
        gfx_fill_rect(R, gfx_inset(spot, -1), gfx_rgb(PAL_PARCHMENT));
    text_draw(ts, R, FONT_NUMBER, buf, spot.x, spot.y, ink(), ALIGN_LEFT);
    drawn->backed = backed;
    drawn->rating = spot;
    for (int k = 0; k < 2; k++) {
        int i = SDL_max(0, n - 2 + k);
        drawn->last[k].x = (int)XOF(i);
        drawn->last[k].y = (int)YOF(st->games[i].rating);
    }
#undef XOF
#undef YOF
}

/* "Treetower, Golden Granary, Great City, Cauldrons" */
static void card_names(const StatsGame *g, char *buf, size_t size)
{
    buf[0] = '\0';
    for (int d = 0; d < DECREES; d++) {
        if (d)
            strncat(buf, ", ", size - strlen(buf) - 1);
        strncat(buf, name_scoring(scoring_card(g->decrees[d])), size - strlen(buf) - 1);
    }
}

/* "rating 21, Master Mapsmith · 101 points · 2026-11-26 · 1 game" */
static void best_line(const StatsGame *sg, int count, char *buf, size_t size)
{
    /* TRANSLATORS: rating, its title, points, date, number of games with these cards. */
    snprintf(buf, size,
             ngettext("rating %d, %s \xC2\xB7 %d points \xC2\xB7 %s \xC2\xB7 %d game",
                      "rating %d, %s \xC2\xB7 %d points \xC2\xB7 %s \xC2\xB7 %d games", count),
             sg->rating, _(game_title_name(sg->rating)), sg->total, sg->date, count);
    if (sg->hints) { /* the mark of a game played with hints */
        size_t n = strlen(buf);
        snprintf(buf + n, size - n, " \xC2\xB7 %s", _("with hints"));
    }
}

/* A line of the best games: one line, or two when it is too long for the
 * column (long names in some languages), never cut short. */
static int best_text_lines(const TextSystem *ts, FontRole role, const char *s, int w)
{
    return text_width(ts, role, s) <= w ? 1 : SDL_min(text_wrap_count(ts, role, s, w), 2);
}

static int best_text(TextSystem *ts, SDL_Renderer *R, FontRole role, const char *s, int x, int y, int w,
                     SDL_Color c)
{
    int lines = best_text_lines(ts, role, s, w);
    if (lines > 1)
        text_draw_wrapped(ts, R, role, s, gfx_rect(x, y, w, lines * text_line_height(ts, role)), c, ALIGN_LEFT);
    else
        text_draw(ts, R, role, s, x, y, c, ALIGN_LEFT);
    return lines * text_line_height(ts, role);
}

/* "Legendary Cartographer × 2" */
static void title_line(const StatsTitle *t, char *buf, size_t size)
{
    int threshold = 0;
    const char *name = campaign_title_threshold(t->id, &threshold)
                           ? _(game_title_name(threshold == INT_MIN ? -1000 : threshold))
                           : t->id;
    snprintf(buf, size, "%s \xC3\x97 %d", name, t->count);
}

#define STATS_REVIEWS_REPORTED 8 /* the Review buttons the tests are told of */
#define STATS_MULTI_SHOWN 3       /* the latest games of several players listed */
#define MULTI_TEXT (MAX_PLAYERS * 2 * PLAYER_TEXT + 16) /* their players in one text, no-break spaces and all */

typedef struct StatsScreen {
    Panel panel;
    /* the best games, worked out on entering (a pass over every game) */
    StatsBest best[STATS_BEST_SHOWN];
    int nbest;
    PastList past;               /* the past games, to review the best ones */
    int past_of[STATS_BEST_SHOWN]; /* the best game's index in `past`, -1 none */
    SDL_Rect review_r[STATS_REVIEWS_REPORTED];
    int multi[STATS_MULTI_SHOWN]; /* the latest games of several players: indices in `past`, newest first */
    int nmulti;
    SDL_Rect multi_r[STATS_MULTI_SHOWN];
    char multi_text[STATS_MULTI_SHOWN][MULTI_TEXT]; /* their players as last drawn (report) */
    char message[SESSION_MESSAGE_MAX + PAST_FILE_MAX];
    PlotDrawn plot;
} StatsScreen;

/* The review of the past game `k` (of `past`): a solo game's only seat, the
 * first seat a person played in a game of several. */
static void review(StatsScreen *ss, Ui *ui, int k)
{
    const char *file = ss->past.games[k].file;
    Session *s = past_games_load(ui->profile->data_dir, file, ss->message, sizeof ss->message);
    if (!s)
        return;
    ss->message[0] = '\0';
    ui_push_review(ui, s, file, REVIEW_FIRST_HUMAN); /* Close comes back here */
}

/* A game of several players in one text: "1. Anna: 84 · 2. Ben: 70 · ...";
 * each player's place, name and points kept on one line (no-break spaces)
 * when they fit in the width w, so that lines break between players. */
static void multi_players(TextSystem *ts, int w, const PastGame *pg, char *buf, size_t size)
{
    char texts[MAX_PLAYERS][PLAYER_TEXT];
    int n = past_player_texts(pg, texts);
    buf[0] = '\0';
    for (int i = 0; i < n; i++) {
        char whole[2 * PLAYER_TEXT];
        size_t k = 0;
        for (const char *p = texts[i]; *p && k + 3 < sizeof whole; p++) {
            if (*p == ' ') {
                memcpy(whole + k, "\xC2\xA0", 2);
                k += 2;
            } else {
                whole[k++] = *p;
            }
        }
        whole[k] = '\0';
        if (i)
            strncat(buf, " \xC2\xB7 ", size - strlen(buf) - 1);
        strncat(buf, text_width(ts, FONT_BODY, whole) <= w ? whole : texts[i], size - strlen(buf) - 1);
    }
}

/* "2026-11-29 14:02 · 4 players" (the title instead of the count when the game has one). */
static void multi_detail(const PastGame *pg, char *buf, size_t size)
{
    char what[SESSION_TITLE_MAX + 40];
    if (pg->title[0])
        snprintf(what, sizeof what, "%s", pg->title);
    else
        /* TRANSLATORS: under a past game of several players in the statistics. */
        snprintf(what, sizeof what, ngettext("%d player", "%d players", pg->players), pg->players);
    snprintf(buf, size, "%s \xC2\xB7 %s", pg->date, what);
}

/* The latest games of several players, each with its Review button at the
 * right of its lines (the players wrapped, never cut; the date under
 * them); returns the height. Drawn and its buttons walked when `walk`. */
static int multi_section(StatsScreen *ss, Ui *ui, Widgets *w, SDL_Rect area, bool walk)
{
    if (ss->nmulti == 0)
        return 0;
    Gfx *g = ui->gfx;
    const Metrics *L = &g->m;
    TextSystem *ts = &g->text;
    const char *label = _("Review");
    int bw = widget_button_width(g, label), tw = area.w - bw - L->inner;
    int hh = text_line_height(ts, FONT_HEADING), sh = text_line_height(ts, FONT_SMALL), rh = widget_row_height(g);
    int y = area.y;
    if (walk && widgets_drawing(w))
        text_draw(ts, g->renderer, FONT_HEADING, _("Latest games of several players"), area.x, y, ink(), ALIGN_LEFT);
    y += hh + L->inner / 2;
    char buf[MULTI_TEXT];
    for (int i = 0; i < ss->nmulti; i++) {
        const PastGame *pg = &ss->past.games[ss->multi[i]];
        multi_players(ts, tw, pg, buf, sizeof buf);
        if (walk)
            memcpy(ss->multi_text[i], buf, sizeof buf);
        int top = y, names_h = text_wrap_height(ts, FONT_BODY, buf, tw);
        if (walk)
            widget_text(w, FONT_BODY, buf, gfx_rect(area.x, y, tw, 0), ink());
        y += names_h;
        multi_detail(pg, buf, sizeof buf);
        int detail_h = text_wrap_height(ts, FONT_SMALL, buf, tw);
        if (walk)
            widget_text(w, FONT_SMALL, buf, gfx_rect(area.x, y, tw, 0), gfx_rgb(PAL_INK_SOFT));
        y += SDL_max(detail_h, sh);
        y = SDL_max(y, top + rh) + L->inner / 2;
        if (!walk)
            continue;
        SDL_Rect b = gfx_rect(area.x + tw + L->inner, top, bw, rh);
        if (widgets_drawing(w))
            ss->multi_r[i] = b;
        if (widget_button(w, b, label, BUTTON_NORMAL)) {
            review(ss, ui, ss->multi[i]);
            return y - area.y;
        }
    }
    return y - area.y;
}

static void walk(void *self, Ui *ui, Widgets *w)
{
    StatsScreen *ss = self;
    Gfx *g = ui->gfx;
    const Metrics *L = &g->m;
    TextSystem *ts = &g->text;
    SDL_Renderer *R = g->renderer;
    const Stats *st = &ui->profile->stats;
    SDL_Rect body;
    if (widget_frame(w, 1000, 0, _("Statistics"), &body)) {
        ui_pop(ui);
        return;
    }
    /* the titles cost a pass over every game: worked out for drawing only;
     * hovers and clicks use the height of the last drawing */
    StatsTitle titles[16];
    int nt = 0, nb = ss->nbest;
    const StatsBest *best = ss->best;
    if (widgets_drawing(w)) {
        nt = SDL_min(stats_titles(st, titles, 16), 16);
        memset(ss->review_r, 0, sizeof ss->review_r);
        memset(ss->multi_r, 0, sizeof ss->multi_r);
    }
    int lh = text_line_height(ts, FONT_BODY), hh = text_line_height(ts, FONT_HEADING);
    int sh = text_line_height(ts, FONT_SMALL);
    int plot_h = SDL_max(body.h * 38 / 100, (int)(150.0f * L->scale));
    int col_w = (body.w - L->gap) / 3;           /* the titles */
    int best_w = body.w - L->gap - col_w;        /* the best games */
    bool any_review = false;
    for (int i = 0; i < nb; i++)
        any_review |= ss->past_of[i] >= 0;
    const char *review_label = _("Review");
    int review_w = any_review ? widget_button_width(g, review_label) : 0;
    if (any_review) /* the texts leave room for the buttons */
        best_w -= review_w + L->inner;
    int best_h = 0; /* the best games' rows, one or two lines each of names and of results */
    char buf[400];
    for (int i = 0; i < nb; i++) {
        const StatsGame *sg = &st->games[best[i].game];
        card_names(sg, buf, sizeof buf);
        best_h += best_text_lines(ts, FONT_BODY, buf, best_w) * lh + L->inner / 2;
        best_line(sg, best[i].count, buf, sizeof buf);
        best_h += best_text_lines(ts, FONT_SMALL, buf, best_w) * sh;
    }
    int titles_h = 0; /* a long title takes two lines in its narrow column */
    for (int i = 0; i < nt; i++) {
        title_line(&titles[i], buf, sizeof buf);
        titles_h += best_text_lines(ts, FONT_BODY, buf, col_w) * lh;
    }
    int lists_h = SDL_max(titles_h, best_h);
    int challenges_h = stats_challenges_section(g, st, gfx_rect(body.x, 0, body.w, 0), false);
    int message_h = ss->message[0] ? text_wrap_count(ts, FONT_SMALL, ss->message, body.w) * sh + L->inner : 0;
    int multi_h = multi_section(ss, ui, w, gfx_rect(body.x, 0, body.w, 0), false);
    int content = lh + L->gap + message_h + (multi_h ? multi_h + L->gap : 0) + challenges_h + L->gap + hh + plot_h +
                  L->gap + hh + L->inner / 2 + SDL_max(lists_h, lh);
    if (widgets_drawing(w))
        ss->panel.content_h = content;
    widgets_begin_scroll(w, body, ss->panel.content_h, &ss->panel.scroll);
    int y = body.y - ss->panel.scroll;
    if (widgets_drawing(w)) {
        /* TRANSLATORS: finished games: solo, with several players. */
        snprintf(buf, sizeof buf, _("Games played: %ld solo, %ld with several players"), st->played_solo,
                 st->played_multi);
        int hinted = stats_hinted_games(st);
        if (hinted > 0) {
            size_t n = strlen(buf);
            /* TRANSLATORS: after "Games played: ..."; solo games played with the Hint's help. */
            snprintf(buf + n, sizeof buf - n,
                     ngettext(" \xC2\xB7 %d solo game with hints", " \xC2\xB7 %d solo games with hints", hinted),
                     hinted);
        }
        text_draw(ts, R, FONT_BODY, buf, body.x, y, ink(), ALIGN_LEFT);
    }
    y += lh + L->gap;
    if (message_h > 0) /* a game that could not be opened for its review */
        widget_text(w, FONT_SMALL, ss->message, gfx_rect(body.x, y, body.w, 0), gfx_rgb(PAL_RED));
    y += message_h;
    if (multi_h > 0) {
        int used = multi_section(ss, ui, w, gfx_rect(body.x, y, body.w, 0), true);
        if (ui_top(ui) != SCREEN_STATS) { /* its Review was pressed */
            widgets_end_scroll(w);
            return;
        }
        y += used + L->gap;
    }
    y += stats_challenges_section(g, st, gfx_rect(body.x, y, body.w, 0), widgets_drawing(w)) + L->gap;
    if (widgets_drawing(w)) {
        text_draw(ts, R, FONT_HEADING, _("Solo ratings, oldest first"), body.x, y, ink(), ALIGN_LEFT);
        draw_plot(g, st, gfx_rect(body.x, y + hh, body.w, plot_h), &ss->plot);
    }
    y += hh + plot_h + L->gap;
    int ty = y + hh + L->inner / 2, bx = body.x + col_w + L->gap;
    if (widgets_drawing(w)) {
        text_draw(ts, R, FONT_HEADING, _("Titles earned"), body.x, y, ink(), ALIGN_LEFT);
        text_draw(ts, R, FONT_HEADING, _("Best game per set of scoring cards"), bx, y, ink(), ALIGN_LEFT);
        if (nt == 0)
            text_draw(ts, R, FONT_ITALIC, _("None yet."), body.x, ty, gfx_rgb(PAL_INK_SOFT), ALIGN_LEFT);
        for (int i = 0, ly = ty; i < nt; i++) {
            title_line(&titles[i], buf, sizeof buf);
            ly += best_text(ts, R, FONT_BODY, buf, body.x, ly, col_w, ink());
        }
        if (nb == 0)
            text_draw(ts, R, FONT_ITALIC, _("None yet."), bx, ty, gfx_rgb(PAL_INK_SOFT), ALIGN_LEFT);
    }
    int ry = ty;
    for (int i = 0; i < nb; i++) { /* each row: the cards, then the result; a Review button at its right */
        const StatsGame *sg = &st->games[best[i].game];
        int top = ry;
        card_names(sg, buf, sizeof buf);
        int names_h = best_text_lines(ts, FONT_BODY, buf, best_w) * lh;
        if (widgets_drawing(w))
            best_text(ts, R, FONT_BODY, buf, bx, ry, best_w, ink());
        ry += names_h;
        best_line(sg, best[i].count, buf, sizeof buf);
        int line_h = best_text_lines(ts, FONT_SMALL, buf, best_w) * sh;
        if (widgets_drawing(w))
            best_text(ts, R, FONT_SMALL, buf, bx, ry, best_w, gfx_rgb(PAL_INK_SOFT));
        ry += line_h + L->inner / 2;
        if (ss->past_of[i] < 0)
            continue;
        SDL_Rect b = gfx_rect(bx + best_w + L->inner, top, review_w, SDL_min(widget_row_height(g), names_h + line_h));
        if (widgets_drawing(w) && i < STATS_REVIEWS_REPORTED)
            ss->review_r[i] = b;
        if (widget_button(w, b, review_label, BUTTON_NORMAL)) {
            review(ss, ui, ss->past_of[i]);
            break;
        }
    }
    widgets_end_scroll(w);
}

static void draw(void *self, Ui *ui)
{
    StatsScreen *ss = self;
    panel_draw(&ss->panel, self, ui, walk);
}

static bool event(void *self, Ui *ui, const UiEvent *e) { return panel_screen_event(self, ui, e, walk); }

static void *create(Ui *ui)
{
    (void)ui;
    return panel_screen_create(sizeof(StatsScreen));
}

/* The best games, and which of them are still among the past games. */
static void enter(void *self, Ui *ui, const NavRequest *why)
{
    StatsScreen *ss = self;
    panel_screen_enter(self, ui, why);
    past_list_free(&ss->past);
    ss->message[0] = '\0';
    int nbest = stats_best_games(&ui->profile->stats, ss->best, STATS_BEST_SHOWN);
    ss->nbest = SDL_max(0, SDL_min(nbest, STATS_BEST_SHOWN));
    char err[SESSION_MESSAGE_MAX];
    bool listed = ui->profile->data_dir[0] && past_games_list(ui->profile->data_dir, &ss->past, err, sizeof err);
    for (int i = 0; i < ss->nbest; i++)
        ss->past_of[i] = listed ? past_list_find(&ss->past, &ui->profile->stats.games[ss->best[i].game]) : -1;
    ss->nmulti = 0;
    for (int k = 0; listed && k < ss->past.ngames && ss->nmulti < STATS_MULTI_SHOWN; k++)
        if (ss->past.games[k].players > 1)
            ss->multi[ss->nmulti++] = k;
}

static void leave(void *self, Ui *ui)
{
    StatsScreen *ss = self;
    (void)ui;
    past_list_free(&ss->past);
}

static void destroy(void *self)
{
    StatsScreen *ss = self;
    if (ss)
        past_list_free(&ss->past);
    free(ss);
}

/* Tests: the panel's focus, the best games listed, how many can be
 * reviewed and where the first Review buttons are; the games of several
 * players listed and where their Review buttons are; where the plot wrote
 * the last rating and drew the titles' lines. */
static void report(void *self, Ui *ui, ScreenReport *r)
{
    const StatsScreen *ss = self;
    panel_screen_report(self, ui, r); /* the focus */
    int n = 0;
    for (int i = 0; i < ss->nbest; i++)
        n += ss->past_of[i] >= 0;
    report_value(r, "best", "%d", ss->nbest);
    report_value(r, "reviewable", "%d", n);
    r->value(r, "message", ss->message);
    for (int i = 0; i < STATS_REVIEWS_REPORTED; i++)
        if (ss->review_r[i].w > 0)
            report_spot(r, ss->review_r[i], "review_%d", i);
    report_value(r, "multi", "%d", ss->nmulti);
    for (int i = 0; i < ss->nmulti; i++) {
        if (ss->multi_r[i].w > 0)
            report_spot(r, ss->multi_r[i], "multi_review_%d", i);
        char name[32];
        snprintf(name, sizeof name, "multi_file_%d", i);
        r->value(r, name, ss->past.games[ss->multi[i]].file);
        snprintf(name, sizeof name, "multi_players_%d", i);
        r->value(r, name, ss->multi_text[i]);
    }
    report_spot(r, ss->plot.rating, "plot_rating");
    report_value(r, "plot_rating_backed", "%d", ss->plot.backed);
    for (int k = 0; k < 2; k++)
        report_spot(r, gfx_rect(ss->plot.last[k].x, ss->plot.last[k].y, 1, 1), "plot_point_%d", k);
    report_value(r, "plot_lines", "%d", ss->plot.nlines);
    for (int i = 0; i < ss->plot.nlines; i++) {
        char name[32];
        snprintf(name, sizeof name, "plot_line_%d", i);
        report_value(r, name, "%d", ss->plot.line_y[i]);
    }
}

const ScreenType *stats_screen(void)
{
    static const ScreenType type = {
        .name = "stats", .opaque = true, .create = create, .destroy = destroy, .enter = enter, .leave = leave,
        .event = event, .draw = draw, .report = report,
    };
    return &type;
}
