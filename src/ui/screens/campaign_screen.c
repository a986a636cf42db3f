/* campaign_screen.c: the solo campaign screen: the ten games in order,
 * each locked, open or completed, with its map side and scoring cards, the
 * title to reach and the best rating and title so far. Play starts a
 * campaign game (campaign_settings with a new seed); at its end the match
 * records it (core/profile.c) and the end-of-game box says what it
 * unlocked. */
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
#include "screens.h"
#include "widgets.h"

static const char *title_name(const char *id, int *threshold)
{
    int t = 0;
    if (!campaign_title_threshold(id, &t))
        return id;
    if (threshold)
        *threshold = t;
    return _(game_title_name(t == INT_MIN ? -1000 : t));
}

typedef struct Campaign {
    Panel panel;
    char error[SESSION_MESSAGE_MAX + 200];
    SDL_Rect list; /* where the games' list shows (its report) */
} Campaign;

static void start(Campaign *c, Ui *ui, int index)
{
    GameSettings gs;
    uint64_t seed = ((uint64_t)SDL_GetPerformanceCounter() ^ (uint64_t)SDL_GetTicks()) % 1000000u;
    if (!campaign_settings(index, seed, &gs)) {
        snprintf(c->error, sizeof c->error, "%s", _("This campaign game cannot be set up."));
        return;
    }
    Seat seats[MAX_PLAYERS];
    profile_solo_seats(ui->profile, seats);
    char title[SESSION_TITLE_MAX], err[SESSION_MESSAGE_MAX + 200];
    snprintf(title, sizeof title, "%s", name_campaign(index));
    if (!match_start(ui->match, &gs, seats, index, title, err, sizeof err)) {
        snprintf(c->error, sizeof c->error, _("The game cannot start: %s"), err);
        return;
    }
    ui_to_table(ui);
}

/* "Base game · side A · Treetower, Golden Granary, Great City, Cauldrons" */
static void describe(int index, char *buf, size_t size)
{
    const CampaignGame *c = campaign_game(index);
    const char *kind = c->kind == GAME_HEROES ? _("Heroes") : c->kind == GAME_MIXED ? _("Mixed game") : _("Base game");
    char side[2] = {map_side_letter(c->side), 0}, sname[32];
    snprintf(sname, sizeof sname, _("Side %s"), side);
    char cards[200] = "";
    for (int d = 0; d < DECREES; d++) {
        const ScoringCard *card = scoring_card_find(c->decrees[d]);
        if (d)
            strncat(cards, ", ", sizeof cards - strlen(cards) - 1);
        strncat(cards, name_scoring(card), sizeof cards - strlen(cards) - 1);
    }
    snprintf(buf, size, "%s \xC2\xB7 %s \xC2\xB7 %s", kind, sname, cards);
}

static void result_line(const Profile *p, int index, char *buf, size_t size)
{
    const CampaignResult *r = &p->campaign.games[index];
    int threshold = 0;
    const char *goal = title_name(campaign_game(index)->goal, &threshold);
    char best[160];
    if (r->has_best) {
        const char *t = campaign_best_title(&p->campaign, index);
        /* TRANSLATORS: best rating, the title it earns, how many games were played. */
        snprintf(best, sizeof best, ngettext("best %d, %s (%d game)", "best %d, %s (%d games)", r->played),
                 r->best_rating, title_name(t ? t : "", NULL), r->played);
    } else {
        snprintf(best, sizeof best, "%s", _("not played yet"));
    }
    /* TRANSLATORS: the goal title, its rating, then the best result so far. */
    snprintf(buf, size, _("Goal: %s (rating %d or more) \xC2\xB7 %s"), goal, threshold, best);
}

/* The number in a circle: green with a tick when completed, a gold ring
 * when open, grey when locked. */
static void draw_badge(Gfx *g, SDL_Rect r, int index, bool unlocked, bool done)
{
    SDL_Renderer *R = g->renderer;
    float cx = (float)r.x + (float)r.w / 2.0f, cy = (float)r.y + (float)r.h / 2.0f;
    float rad = (float)SDL_min(r.w, r.h) / 2.0f - 1.0f;
    char num[16];
    snprintf(num, sizeof num, "%d", index + 1);
    if (done) {
        gfx_fill_circle(R, cx, cy, rad, gfx_rgb(PAL_GREEN_OK));
        text_draw_in(&g->text, R, FONT_NUMBER, num, r, gfx_rgb(0xfbf5e6));
    } else if (unlocked) {
        gfx_fill_circle(R, cx, cy, rad, gfx_rgb(0xfff1c4));
        gfx_ring(R, cx, cy, rad, (float)g->m.line + 1.5f, gfx_rgb(0xc0851a));
        text_draw_in(&g->text, R, FONT_NUMBER, num, r, ink());
    } else {
        gfx_ring(R, cx, cy, rad, (float)g->m.line, ink_alpha(90));
        text_draw_in(&g->text, R, FONT_NUMBER, num, r, ink_alpha(110));
    }
}

static void walk(void *self, Ui *ui, Widgets *w)
{
    Campaign *cs = self;
    Gfx *g = ui->gfx;
    const Profile *pr = ui->profile;
    const Metrics *L = &g->m;
    TextSystem *ts = &g->text;
    SDL_Renderer *R = g->renderer;
    SDL_Rect body;
    if (widget_frame(w, 980, 0, _("Solo campaign"), &body)) {
        ui_pop(ui);
        return;
    }
    int y = body.y;
    y += widget_text(w, FONT_ITALIC,
                     _("Ten solo games of rising difficulty: the base game, then Heroes, then mixed games. Reach "
                       "each game's goal title to open the next. The deck is new every time."),
                     gfx_rect(body.x, y, body.w, 0), gfx_rgb(PAL_INK_SOFT)) +
         L->inner;
    if (cs->error[0])
        y += widget_text(w, FONT_SMALL, cs->error, gfx_rect(body.x, y, body.w, 0), gfx_rgb(PAL_RED)) + L->inner / 2;
    SDL_Rect list = gfx_rect(body.x, y, body.w, body.y + body.h - y);
    cs->list = list;
    int heading = text_line_height(ts, FONT_HEADING), small = text_line_height(ts, FONT_SMALL);
    int gap = SDL_max(L->gap / 2, 3);
    int n = campaign_count();
    /* the line of cards takes two lines in every row when one of them needs
     * it (long card names, e.g. in Dutch), never an ellipsis */
    int badge = heading + small;
    int widest_button = SDL_max(widget_button_width(g, _("Play")), widget_button_width(g, _("Play again")));
    int text_w = list.w - widest_button - 4 * L->inner - badge - L->inner;
    int card_lines = 1;
    for (int i = 0; i < n; i++) {
        char line[320];
        describe(i, line, sizeof line);
        card_lines = SDL_max(card_lines, SDL_min(text_wrap_count(ts, FONT_SMALL, line, text_w), 2));
    }
    int row_h = heading + (1 + card_lines) * small + L->inner * 3 / 2;
    widgets_begin_scroll(w, list, n * (row_h + gap) - gap, &cs->panel.scroll);
    for (int i = 0; i < n; i++) {
        SDL_Rect row = gfx_rect(list.x, list.y + i * (row_h + gap) - cs->panel.scroll, list.w, row_h);
        /* a row out of sight is not drawn, but its control is listed: the
         * arrows and the D-pad reach every game and scroll it into view */
        bool shown = row.y + row.h >= list.y && row.y <= list.y + list.h;
        bool unlocked = campaign_unlocked(&pr->campaign, i), done = campaign_completed(&pr->campaign, i);
        const char *play = done ? _("Play again") : _("Play");
        int bw = widget_button_width(g, play) + L->inner;
        SDL_Rect rb = gfx_rect(row.x + row.w - bw - L->inner, row.y + (row_h - widget_row_height(g)) / 2, bw,
                               widget_row_height(g));
        if (shown && widgets_drawing(w)) {
            gfx_fill_round_rect(R, row, L->radius, unlocked ? gfx_rgba(PAL_CARD, 255) : gfx_rgba(PAL_PARCHMENT_DARK, 140));
            gfx_round_rect_outline(R, row, L->radius, 1.0f, ink_alpha(unlocked ? 130 : 70));
            draw_badge(g, gfx_rect(row.x + L->inner, row.y + (row_h - badge) / 2, badge, badge), i, unlocked, done);
            int tx = row.x + 2 * L->inner + badge, tw = rb.x - tx - L->inner;
            SDL_Color c = unlocked ? ink() : ink_alpha(130);
            char buf[320];
            describe(i, buf, sizeof buf);
            int lines = card_lines > 1 && text_width(ts, FONT_SMALL, buf) > tw ? card_lines : 1;
            /* a row with one line of cards keeps its lines together, centred */
            int ty = row.y + L->inner / 2 + (card_lines - lines) * small / 2;
            text_draw_fit(ts, R, FONT_HEADING, name_campaign(i), tx, ty, tw, c, ALIGN_LEFT);
            const CampaignResult *res = &pr->campaign.games[i];
            int name_w = text_width(ts, FONT_HEADING, name_campaign(i)) + L->inner;
            if (res->has_best && res->best_hints && name_w < tw) /* the mark of a best played with hints */
                text_draw_fit(ts, R, FONT_ITALIC, _("best result with hints"), tx + name_w,
                              ty + (heading - text_line_height(ts, FONT_ITALIC)) / 2, tw - name_w,
                              gfx_rgb(PAL_INK_SOFT), ALIGN_LEFT);
            ty += heading;
            if (lines > 1)
                text_draw_wrapped(ts, R, FONT_SMALL, buf, gfx_rect(tx, ty, tw, lines * small), c, ALIGN_LEFT);
            else
                text_draw_fit(ts, R, FONT_SMALL, buf, tx, ty, tw, c, ALIGN_LEFT);
            ty += lines * small;
            result_line(pr, i, buf, sizeof buf);
            text_draw_fit(ts, R, FONT_SMALL, buf, tx, ty, tw, done ? gfx_rgb(PAL_GREEN_OK) : gfx_rgb(PAL_INK_SOFT),
                          ALIGN_LEFT);
            if (!unlocked)
                text_draw_in(ts, R, FONT_ITALIC, _("Locked"), rb, ink_alpha(140));
        }
        if (unlocked) {
            if (widget_button(w, rb, play, done ? BUTTON_NORMAL : BUTTON_PRIMARY)) {
                widgets_end_scroll(w);
                start(cs, ui, i);
                return;
            }
        } else {
            /* a locked game's row takes the ring on the way through the
             * list (A does nothing there) */
            widget_area(w, row, NULL);
        }
    }
    widgets_end_scroll(w);
}

static void draw(void *self, Ui *ui)
{
    Campaign *c = self;
    panel_draw(&c->panel, self, ui, walk);
}

static bool event(void *self, Ui *ui, const UiEvent *e) { return panel_screen_event(self, ui, e, walk); }

/* The focus and ring (panel_report), where the list shows and how far it is scrolled. */
static void report(void *self, Ui *ui, ScreenReport *r)
{
    Campaign *c = self;
    panel_screen_report(self, ui, r);
    r->spot(r, "list", c->list);
    report_value(r, "scroll", "%d", c->panel.scroll);
}

static void *create(Ui *ui)
{
    (void)ui;
    return panel_screen_create(sizeof(Campaign));
}

static void enter(void *self, Ui *ui, const NavRequest *why)
{
    Campaign *s = self;
    panel_screen_enter(self, ui, why);
    s->error[0] = '\0';
}

const ScreenType *campaign_screen(void)
{
    static const ScreenType type = {
        .name = "campaign", .opaque = true, .create = create, .destroy = free, .enter = enter, .event = event,
        .draw = draw, .report = report,
    };
    return &type;
}
