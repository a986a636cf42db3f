/* draw_bars.c: the top bar (title, season track with durations and the
 * time revealed so far, the seed), a network game's banner under the tabs
 * (net_banner.h) and the bottom bar (status line, Undo, Rules, Menu). */
#include <stdio.h>

#include "bar_focus.h"
#include "i18n.h"
#include "look.h"
#include "regions.h"
#include "gfx.h"
#include "glyphs.h"
#include "names.h"
#include "palette.h"

static void draw_season_chip(TableView *tv, int s)
{
    const Layout *L = &tv->ds.layout;
    const Game *g = &tv->game;
    SDL_Renderer *R = tv->g->renderer;
    TextSystem *ts = &tv->g->text;
    SDL_Rect c = L->season_chip[s];
    if (c.w < 10)
        return;
    int dur = game_season_duration(g, s);
    bool current = s == g->season, past = s < g->season;
    SDL_Color bg = current ? gfx_rgb(PAL_PARCHMENT) : gfx_rgba(0x000000, past ? 40 : 70);
    SDL_Color fg = current ? ink() : gfx_rgba(PAL_DESK_TEXT, past ? 140 : 230);
    gfx_fill_round_rect(R, c, L->radius, bg);
    if (!current)
        gfx_round_rect_outline(R, c, L->radius, 1.0f, gfx_rgba(PAL_DESK_TEXT, 70));

    int lh = text_line_height(ts, FONT_NUMBER);
    char buf[32];
    int ip = L->inner;
    int top = current ? c.y + (c.h - lh - L->inner / 2 - 4) / 2 : c.y + (c.h - lh) / 2;
    FontRole role = current ? FONT_NUMBER : FONT_BODY;
    if (current) {
        /* TRANSLATORS: the season track: time revealed so far / the season's duration. */
        snprintf(buf, sizeof buf, _("time %d / %d"), g->time, dur);
        if (text_width(ts, FONT_NUMBER, buf) + text_width(ts, FONT_NUMBER, name_season(s)) + 3 * ip > c.w)
            snprintf(buf, sizeof buf, "%d / %d", g->time, dur);
    }
    else
        if (past)
            snprintf(buf, sizeof buf, "%s", _("done"));
        else
            snprintf(buf, sizeof buf, "%d", dur);
    /* the name takes what the time leaves; where even that is too little,
     * the time gives way (the chip's tooltip tells it) */
    int right = text_width(ts, role, buf) + (!current && !past ? lh + 2 : 0);
    bool with_time = text_width(ts, role, name_season(s)) + right + 3 * ip <= c.w;
    text_draw_fit(ts, R, role, name_season(s), c.x + ip, top, with_time ? c.w - right - 3 * ip : c.w - 2 * ip, fg,
                  ALIGN_LEFT);
    if (!with_time)
        buf[0] = '\0';
    else
        text_draw(ts, R, role, buf, c.x + c.w - ip, top, fg, ALIGN_RIGHT);
    if (!current && !past && with_time) {
        int ih = lh;
        SDL_Rect icon = {c.x + c.w - ip - text_width(ts, FONT_BODY, buf) - ih - 2, top, ih, ih};
        assets_draw(&tv->g->assets, R, ART_HOURGLASS, icon, 200);
    }
    if (current && dur > 0) {
        /* one pip per unit of the season's duration, filled up to the time so far */
        int py = top + lh + 3;
        int ph = c.y + c.h - py - 4;
        if (ph > L->inner / 2)
            ph = L->inner / 2;
        if (ph < 3)
            ph = 3;
        int gapx = 2;
        int pw = (c.w - 2 * ip - (dur - 1) * gapx) / dur;
        for (int i = 0; i < dur; i++) {
            SDL_Rect p = {c.x + ip + i * (pw + gapx), py, pw, ph};
            gfx_fill_rect(R, p, i < g->time ? gfx_rgb(0xc0851a) : gfx_rgba(PAL_INK, 40));
        }
    }
}

/* The banner: a parchment strip, a red one while someone is away, its
 * line cut to fit, the host's hand-over button at its right. */
static void draw_banner(TableView *tv)
{
    const Layout *L = &tv->ds.layout;
    const TableFacts *f = &tv->facts;
    if (L->banner.w <= 0 || !f->banner[0])
        return;
    SDL_Renderer *R = tv->g->renderer;
    TextSystem *ts = &tv->g->text;
    SDL_Rect b = L->banner;
    gfx_fill_round_rect(R, b, L->radius, f->banner_warn ? gfx_rgb(PAL_RED) : gfx_rgb(PAL_PARCHMENT_DARK));
    int right = b.x + b.w - L->inner;
    bool hand = f->banner_hand >= 0 && L->button[BTN_HAND].w > 0;
    if (hand)
        right = L->button[BTN_HAND].x - L->gap;
    int room = right - b.x - L->inner; /* a long line takes the small face before it is cut */
    FontRole role = text_width(ts, FONT_BODY, f->banner) <= room ? FONT_BODY : FONT_SMALL;
    int lh = text_line_height(ts, role);
    text_draw_fit(ts, R, role, f->banner, b.x + L->inner, b.y + (b.h - lh) / 2, room,
                  f->banner_warn ? gfx_rgb(PAL_DESK_TEXT) : ink(), ALIGN_LEFT);
    if (hand)
        draw_button(tv->g, L->button[BTN_HAND], layout_button_name(BTN_HAND), BUTTON_NORMAL,
                    tv->move.hover.kind == HIT_BUTTON && tv->move.hover.index == BTN_HAND);
}

/* Undo and Redo look disabled when they would be refused (a click still
 * says why) and under a box over the table, which takes their clicks. */
ButtonLook draw_bar_look(const TableView *tv, int b)
{
    bool undo_redo = b == BTN_UNDO || b == BTN_REDO;
    if ((b == BTN_UNDO && !tv->facts.can_undo) || (b == BTN_REDO && !tv->facts.can_redo) ||
        (b == BTN_HINT && !tv->facts.can_hint) || (undo_redo && tv->facts.covered))
        return BUTTON_DISABLED;
    return BUTTON_NORMAL;
}

/* Whether the status line stands whole in a width and the bar's height:
 * in the body face on one line, else in the small face on as many lines as
 * the bar holds (as draw_bars sets it). */
static bool status_fits(TextSystem *ts, const char *status, int width, int height)
{
    if (width <= 0)
        return false;
    if (text_width(ts, FONT_BODY, status) <= width)
        return true;
    int bh = text_line_height(ts, FONT_SMALL);
    if (text_width(ts, FONT_SMALL, status) <= width)
        return true;
    return 2 * bh <= height + 2 && text_wrap_count(ts, FONT_SMALL, status, width) <= height / SDL_max(bh, 1);
}

void draw_bars(TableView *tv, DrawPass pass)
{
    const Layout *L = &tv->ds.layout;
    if (pass == PASS_DYNAMIC) {
        int b = tv->move.hover.index;
        if (tv->move.hover.kind == HIT_BUTTON && b >= BTN_UNDO && b <= BTN_MENU)
            draw_button(tv->g, L->button[b], layout_button_name((ButtonId)b), draw_bar_look(tv, b), true);
        draw_banner(tv); /* in this pass: its countdown redraws the strip alone */
        return;
    }
    SDL_Renderer *R = tv->g->renderer;
    TextSystem *ts = &tv->g->text;
    int lh = text_line_height(ts, FONT_TITLE);
    if (L->title.w > 0) /* it gives way to the seasons in a narrow window */
        text_draw(ts, R, FONT_TITLE, _("Cartographers"), L->title.x, L->title.y + (L->title.h - lh) / 2,
                  gfx_rgb(PAL_DESK_TEXT), ALIGN_LEFT);
    for (int s = 0; s < SEASONS; s++)
        draw_season_chip(tv, s);
    char buf[TABLE_CORNER_MAX];
    char num[24];
    snprintf(num, sizeof num, "%llu", (unsigned long long)tv->game.settings.seed);
    if (tv->corner[0])
        snprintf(buf, sizeof buf, "%s", tv->corner);
    else
        snprintf(buf, sizeof buf, _("Seed: %s"), num);
    SDL_Color colour = gfx_rgb(PAL_DESK_TEXT_DIM);
    if (tv->facts.not_on_disk) { /* lasting until a save works */
        snprintf(buf, sizeof buf, "%s", _("Not saved!"));
        colour = gfx_rgb(PAL_RED_LIGHT);
    }
    int sh = text_line_height(ts, FONT_SMALL);
    text_draw_fit(ts, R, FONT_SMALL, buf, L->seed.x + L->seed.w, L->seed.y + (L->seed.h - sh) / 2, L->seed.w,
                  colour, ALIGN_RIGHT);

    /* bottom bar */
    gfx_fill_rect(R, L->bottom_bar, gfx_rgba(0x000000, 60));
    gfx_fill_rect(R, gfx_rect(0, L->bottom_bar.y, L->w, 1), gfx_rgba(PAL_DESK_TEXT, 40));
    SDL_Rect status_r = L->status;
    if (tv->g->input == INPUT_PAD && tv->mode == VIEW_PLAY && tv->game.decision.kind != DECISION_NONE) {
        /* the pad's buttons at the right of the status line, which keeps the rest */
        PadHint h[] = {
            /* the most needed first (the last give way first) */
            {GLYPH_A, C_("pad hint", "Draw")},         {GLYPH_X, C_("pad hint", "Option")},
            {GLYPH_SHOULDERS, C_("pad hint", "Turn")}, {GLYPH_TRIGGER, C_("pad hint", "Mirror")},
            {GLYPH_Y, C_("pad hint", "Hint")},
        };
        int n = (int)(sizeof h / sizeof h[0]);
        if (tv->move.bar >= BAR_DECREE) { /* a decree: only shown (bar_focus.h) */
            h[0] = (PadHint){GLYPH_B, C_("pad hint", "Back")};
            n = 1;
        } else if (tv->game.decision.kind == DECISION_AMBUSH && tv->game.decision.solo_target >= 0) {
            n = 1; /* a solo ambush is drawn as printed: no option, turn or mirror; its line is long */
        } else if (tv->move.bar >= 0) { /* the focus on a bar's button */
            h[0] = (PadHint){GLYPH_A, C_("pad hint", "Press")};
            h[1] = (PadHint){GLYPH_B, C_("pad hint", "Back")};
            n = 2;
        }
        /* all of them when the status line keeps room enough to stand
         * whole: in a row spaced as the screens' strip, else closer
         * together, else in two small rows (the first holding one more)
         * which the bar's height holds; when none of these leaves it
         * whole, as many in a row as leave it half the bar */
        tv->ds.pad_hints_wanted = n;
        const char *line = tv->facts.status;
        int row_h = glyph_hints_height(tv->g, HINTS_SMALL), top = n, w = 0;
        HintsLook look = HINTS_ROW;
        bool found = false;
        for (int k = HINTS_ROW; k <= HINTS_SMALL && !found; k++) {
            look = (HintsLook)k;
            if (look == HINTS_SMALL && (n < 2 || 2 * row_h > status_r.h))
                break;
            top = look == HINTS_SMALL ? (n + 1) / 2 : n;
            w = glyph_hints_width(tv->g, h, top, look);
            if (look == HINTS_SMALL)
                w = SDL_max(w, glyph_hints_width(tv->g, h + top, n - top, look));
            found = status_fits(ts, line, status_r.w - w - L->gap, status_r.h);
        }
        if (!found) {
            look = HINTS_ROW;
            top = n;
            w = glyph_hints_width(tv->g, h, n, look);
            while (n > 1 && w > status_r.w / 2)
                w = glyph_hints_width(tv->g, h, top = --n, look);
        }
        tv->ds.pad_hints_shown = n;
        SDL_Color hc = gfx_rgb(PAL_DESK_TEXT);
        if (look == HINTS_SMALL) {
            int space = (status_r.h - 2 * row_h) / 3; /* above, between and below the rows */
            int y = status_r.y + space, x = status_r.x + status_r.w - w;
            glyph_hints_at(tv->g, h, top, look, x, y, hc);
            glyph_hints_at(tv->g, h + top, n - top, look, x, y + row_h + space, hc);
        } else {
            glyph_hints_at(tv->g, h, top, look, status_r.x + status_r.w - w,
                           status_r.y + (status_r.h - glyph_hints_height(tv->g, look)) / 2, hc);
        }
        status_r.w -= w + L->gap;
    } else {
        tv->ds.pad_hints_wanted = tv->ds.pad_hints_shown = 0;
    }
    const char *status = tv->facts.status[0] ? tv->facts.status : "";
    /* a long line (German runs longer) takes the small face, then two lines, before it is cut */
    FontRole sf = text_width(ts, FONT_BODY, status) <= status_r.w ? FONT_BODY : FONT_SMALL;
    int bh = text_line_height(ts, sf);
    SDL_Color sc = tv->facts.status_error ? gfx_rgb(0xff9a8a) : gfx_rgb(PAL_DESK_TEXT);
    if (sf == FONT_SMALL && text_width(ts, sf, status) > status_r.w && 2 * bh <= status_r.h + 2) {
        /* as many lines as it needs, centred in the bar (layout_bottom
         * makes room for the longest prompts) */
        int lines = text_wrap_count(ts, sf, status, status_r.w);
        int n = SDL_min(lines, status_r.h / SDL_max(bh, 1));
        SDL_Rect box = {status_r.x, status_r.y + (status_r.h - n * bh) / 2, status_r.w, n * bh};
        text_draw_wrapped(ts, R, sf, status, box, sc, ALIGN_LEFT);
        tv->ds.status_cut = lines > n;
    }
    else {
        text_draw_fit(ts, R, sf, status, status_r.x, status_r.y + (status_r.h - bh) / 2, status_r.w, sc,
                      ALIGN_LEFT);
        tv->ds.status_cut = text_width(ts, sf, status) > status_r.w;
    }
    for (int b = BTN_UNDO; b <= BTN_MENU; b++)
        draw_button(tv->g, L->button[b], layout_button_name((ButtonId)b), draw_bar_look(tv, b), false);
}
