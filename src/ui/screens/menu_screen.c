/* menu_screen.c: the menu, which is also the first screen: go back to the
 * game on the table, Resume the game that was in progress (with what it
 * was: kind, players, season; under Back while a new game with no move yet
 * is on the table, which it replaces, losing nothing), a new game, the solo campaign, saving
 * and loading, the past games, statistics, settings, rules, quitting. A message about a
 * file that could not be read (kept aside) shows at the top. */
#include <stdio.h>
#include <stdlib.h>

#include "challenge_names.h"
#include "challenge_play.h"
#include "gfx.h"
#include "glyphs.h"
#include "i18n.h"
#include "names.h"
#include "palette.h"
#include "panel.h"
#include "screens.h"
#include "tutorial_start.h"
#include "widgets.h"

typedef enum MenuItem {
    MENU_TUTORIAL_FIRST, /* the first start: the guided first game, offered first */
    MENU_BACK,           /* the game on the table: first when there is one */
    MENU_RESUME,         /* the last run's unfinished game (the table's has no move yet) */
    MENU_NEW,
    MENU_FRIENDS,
    MENU_CAMPAIGN,
    MENU_DAILY,
    MENU_WEEKLY,
    MENU_SAVE,
    MENU_LOAD,
    MENU_PAST,
    MENU_STATS,
    MENU_SETTINGS,
    MENU_RULES,
    MENU_TUTORIAL,
    MENU_HEROES, /* the tutorial's second chapter */
    MENU_QUIT,
    MENU_COUNT
} MenuItem;

typedef struct Menu {
    Panel panel;
    SDL_Rect rect[MENU_COUNT]; /* where each item was last laid out (report) */
    bool first_start; /* offer the tutorial first (worked out when the menu opens) */
    char error[SESSION_MESSAGE_MAX + 200];
} Menu;

static bool item_shown(const Menu *menu, const Ui *ui, MenuItem m)
{
    switch (m) {
    case MENU_TUTORIAL_FIRST: return menu->first_start;
    case MENU_RESUME: return ui->profile->resume_state == AUTOSAVE_UNFINISHED;
    case MENU_BACK: return ui->table_seen;
    case MENU_SAVE: /* a network game is kept by itself, on every computer */
        return ui->table_seen && match_has_game(ui->match) && !ui->args->demo && !match_net(ui->match);
    default: return true;
    }
}

static const char *item_label(const Ui *ui, MenuItem m)
{
    switch (m) {
    case MENU_RESUME:
        /* TRANSLATORS: a menu item under "Back to the game": the game left unfinished by the last run,
         * which takes the place of the new game on the table (it has no move yet). */
        return ui->table_seen ? _("Resume the earlier game") : _("Resume the game");
    case MENU_BACK: return _("Back to the game");
    case MENU_NEW: return _("New game");
    case MENU_FRIENDS: return _("Play with friends");
    case MENU_CAMPAIGN: return _("Solo campaign");
    case MENU_DAILY: return _("Daily challenge");
    case MENU_WEEKLY: return _("Weekly challenge");
    case MENU_SAVE: return _("Save game");
    case MENU_LOAD: return _("Load game");
    case MENU_PAST: return _("Past games");
    case MENU_STATS: return _("Statistics");
    case MENU_SETTINGS: return _("Settings");
    case MENU_RULES: return _("Rules");
    case MENU_TUTORIAL_FIRST: return _("New here? Play the guided first game");
    case MENU_TUTORIAL: return _("Tutorial");
    case MENU_HEROES: return _("Heroes lesson");
    default: return _("Quit");
    }
}

/* The first item shown: where the focus starts. */
static MenuItem primary(const Menu *menu, const Ui *ui)
{
    for (int m = 0; m < MENU_COUNT; m++)
        if (item_shown(menu, ui, (MenuItem)m))
            return (MenuItem)m;
    return MENU_NEW;
}

static void activate(Menu *menu, Ui *ui, MenuItem m)
{
    char err[SESSION_MESSAGE_MAX + 200];
    switch (m) {
    case MENU_TUTORIAL_FIRST:
    case MENU_TUTORIAL:
        if (!tutorial_start(ui, menu->error, sizeof menu->error))
            profile_notice(ui->profile, menu->error);
        break;
    case MENU_HEROES:
        if (!tutorial_start_heroes(ui, menu->error, sizeof menu->error))
            profile_notice(ui->profile, menu->error);
        break;
    case MENU_RESUME:
        if (match_resume(ui->match, err, sizeof err))
            ui_to_table(ui); /* else the notice says why */
        break;
    case MENU_BACK: ui_to_table(ui); break;
    case MENU_NEW: ui_push(ui, SCREEN_SETUP, 0); break;
    case MENU_FRIENDS: ui_push(ui, SCREEN_FRIENDS, 0); break;
    case MENU_CAMPAIGN: ui_push(ui, SCREEN_CAMPAIGN, 0); break;
    case MENU_DAILY: ui_push(ui, SCREEN_CHALLENGE, CHALLENGE_DAILY); break;
    case MENU_WEEKLY: ui_push(ui, SCREEN_CHALLENGE, CHALLENGE_WEEKLY); break;
    case MENU_SAVE: ui_push(ui, SCREEN_SAVES, SAVES_SAVE); break;
    case MENU_LOAD: ui_push(ui, SCREEN_SAVES, SAVES_LOAD); break;
    case MENU_PAST: ui_push(ui, SCREEN_PAST, 0); break;
    case MENU_STATS: ui_push(ui, SCREEN_STATS, 0); break;
    case MENU_SETTINGS: ui_push(ui, SCREEN_SETTINGS, 0); break;
    case MENU_RULES: ui_push(ui, SCREEN_RULES, 0); break;
    default: ui_quit(ui); break;
    }
}

/* "Solo · Base game — Summer, 23 moves" */
static void resume_line(const Ui *ui, char *buf, size_t size)
{
    const AutosaveInfo *in = &ui->profile->resume_info;
    char kind[96];
    describe_game(in->players, in->kind, kind, sizeof kind);
    char moves[64];
    snprintf(moves, sizeof moves, ngettext("%d move", "%d moves", in->moves), in->moves);
    /* TRANSLATORS: kind of game, season, number of moves. */
    snprintf(buf, size, _("%s \xE2\x80\x94 %s, %s"), kind, name_season(in->season), moves);
}

/* "Thursday, 2026-11-26 · your score: 117", "Week 48 of 2026 · in progress" */
static void challenge_line(const Ui *ui, ChallengeKind kind, char *buf, size_t size)
{
    ChallengeOffer o;
    buf[0] = '\0';
    if (!challenge_offer_today(ui->profile, kind, &o))
        return;
    char when[96], state[96];
    if (kind == CHALLENGE_DAILY)
        name_challenge_when(&o.id, when, sizeof when);
    else
        /* TRANSLATORS: a weekly challenge on the menu: the week's number and its year. */
        snprintf(when, sizeof when, _("Week %d of %d"), o.id.week, o.id.year);
    switch (o.state) {
    case CHALLENGE_NEW: snprintf(state, sizeof state, "%s", _("not played yet")); break;
    case CHALLENGE_IN_PROGRESS: snprintf(state, sizeof state, "%s", _("in progress")); break;
    /* TRANSLATORS: the points of the player's counted game of a challenge. */
    case CHALLENGE_COUNTED: snprintf(state, sizeof state, _("your score: %d"), o.entry.total); break;
    default: snprintf(state, sizeof state, "%s", _("no result (abandoned)")); break;
    }
    snprintf(buf, size, "%s \xC2\xB7 %s", when, state);
}

/* Items that share a row, two half buttons, so that the menu fits a window
 * 700 points high at the largest text size: the left one's partner, or
 * MENU_COUNT. */
static MenuItem right_partner(MenuItem m)
{
    switch (m) {
    case MENU_SAVE: return MENU_LOAD;
    case MENU_STATS: return MENU_SETTINGS;
    case MENU_TUTORIAL: return MENU_HEROES;
    default: return MENU_COUNT;
    }
}

/* The item sits in the right half of the row of a shown partner. */
static bool in_right_half(const Menu *menu, const Ui *ui, MenuItem m)
{
    for (int l = 0; l < MENU_COUNT; l++)
        if (right_partner((MenuItem)l) == m && item_shown(menu, ui, (MenuItem)l))
            return true;
    return false;
}

/* The item has a line under it (the game to resume, today's challenges). */
static bool item_described(MenuItem m) { return m == MENU_RESUME || m == MENU_DAILY || m == MENU_WEEKLY; }

static void walk(void *self, Ui *ui, Widgets *w)
{
    Menu *menu = self;
    Gfx *g = ui->gfx;
    const Metrics *L = &g->m;
    TextSystem *ts = &g->text;
    SDL_Renderer *R = g->renderer;
    const char *notice = ui->profile->notice;
    int pad = 2 * L->inner;
    int pw = SDL_min(L->w - 2 * L->pad, (int)(480.0f * L->scale));
    int inner_w = pw - 2 * pad;
    int bh = widget_row_height(g) + L->inner / 2;
    int sg = SDL_max(L->gap / 2, 2);
    int small = text_line_height(ts, FONT_ITALIC);
    char desc[MENU_COUNT][200] = {{0}};
    if (item_shown(menu, ui, MENU_RESUME))
        resume_line(ui, desc[MENU_RESUME], sizeof desc[0]);
    challenge_line(ui, CHALLENGE_DAILY, desc[MENU_DAILY], sizeof desc[0]);
    challenge_line(ui, CHALLENGE_WEEKLY, desc[MENU_WEEKLY], sizeof desc[0]);

    /* measure */
    int h = pad + text_line_height(ts, FONT_TITLE) + L->gap;
    int notice_h = 0;
    if (notice[0]) {
        notice_h = text_wrap_height(ts, FONT_SMALL, notice, inner_w - 2 * L->inner) + L->inner;
        h += notice_h + L->gap;
    }
    int items_h = -sg;
    for (int m = 0; m < MENU_COUNT; m++)
        if (item_shown(menu, ui, (MenuItem)m) && !in_right_half(menu, ui, (MenuItem)m))
            items_h += bh + sg + (item_described((MenuItem)m) ? small : 0) + (m == MENU_QUIT || m == MENU_STATS ? sg * 2 : 0);
    h += items_h + pad;
    /* the room: the window below its top margin, and above the pad's strip
     * of hints where the menu's column meets it; when the items do not fit
     * there, they scroll (the focus brings its item into view) */
    int room_bottom = L->h;
    SDL_Rect column = gfx_rect((L->w - pw) / 2, 0, pw, L->h), strip = glyph_hints_panel_rect(g, false);
    if (SDL_HasIntersection(&column, &strip))
        room_bottom = strip.y - L->inner / 2;
    bool scrolls = L->pad + h - pad > room_bottom;
    int top = scrolls ? L->pad : SDL_max(SDL_min((L->h - h) / 2, room_bottom - h), L->pad);
    SDL_Rect panel = gfx_rect((L->w - pw) / 2, top, pw, scrolls ? room_bottom - top : h);

    if (widgets_drawing(w)) {
        draw_desk(g);
        draw_paper(g, panel, gfx_rgb(PAL_PARCHMENT), true);
        gfx_rect_outline(R, gfx_inset(panel, L->inner / 2), 1, ink_alpha(120));
        text_draw(ts, R, FONT_TITLE, _("Cartographers"), panel.x + pw / 2, panel.y + pad, ink(), ALIGN_CENTER);
    }
    int y = panel.y + pad + text_line_height(ts, FONT_TITLE) + L->gap;
    if (notice[0]) {
        SDL_Rect box = gfx_rect(panel.x + pad, y, inner_w, notice_h);
        if (widgets_drawing(w)) {
            gfx_fill_round_rect(R, box, L->radius, gfx_rgba(PAL_RED, 22));
            gfx_round_rect_outline(R, box, L->radius, 1.0f, gfx_rgba(PAL_RED, 160));
        }
        widget_text(w, FONT_SMALL, notice, gfx_inset(box, L->inner / 2), gfx_rgb(0x7a1d18));
        y += notice_h + L->gap;
    }
    MenuItem first = primary(menu, ui);
    SDL_memset(menu->rect, 0, sizeof menu->rect); /* hidden items: none */
    int half_w = (inner_w - sg) / 2;
    SDL_Rect list = gfx_rect(panel.x + pad, y, inner_w, panel.y + panel.h - L->inner - y);
    if (scrolls) {
        widgets_begin_scroll(w, list, items_h, &menu->panel.scroll);
        y -= menu->panel.scroll;
    }
    for (int m = 0; m < MENU_COUNT; m++) {
        if (!item_shown(menu, ui, (MenuItem)m))
            continue;
        bool right = in_right_half(menu, ui, (MenuItem)m);
        bool left = !right && right_partner((MenuItem)m) != MENU_COUNT &&
                    item_shown(menu, ui, right_partner((MenuItem)m));
        if (right)
            y -= bh + sg; /* back up to the partner's row */
        else if (m == MENU_QUIT || m == MENU_STATS)
            y += sg * 2; /* groups: play, files, the rest */
        SDL_Rect r = right  ? gfx_rect(panel.x + pad + inner_w - half_w, y, half_w, bh)
                     : left ? gfx_rect(panel.x + pad, y, half_w, bh)
                            : gfx_rect(panel.x + pad, y, inner_w, bh);
        menu->rect[m] = r;
        if (scrolls && !SDL_IntersectRect(&r, &list, &menu->rect[m]))
            menu->rect[m] = gfx_rect(0, 0, 0, 0); /* where it shows: scrolled out of sight, nowhere */
        if (widget_button(w, r, item_label(ui, (MenuItem)m), m == (int)first ? BUTTON_PRIMARY : BUTTON_NORMAL)) {
            if (scrolls)
                widgets_end_scroll(w);
            activate(menu, ui, (MenuItem)m);
            return;
        }
        y += bh + sg;
        if (item_described((MenuItem)m)) {
            if (widgets_drawing(w))
                text_draw_fit(ts, R, FONT_ITALIC, desc[m], panel.x + pw / 2, y - sg / 2, inner_w,
                              gfx_rgb(PAL_INK_SOFT), ALIGN_CENTER);
            y += small;
        }
    }
    if (scrolls)
        widgets_end_scroll(w);
}

static void draw(void *self, Ui *ui)
{
    Menu *m = self;
    panel_draw(&m->panel, self, ui, walk);
}

static bool event(void *self, Ui *ui, const UiEvent *e)
{
    Menu *m = self;
    bool taken;
    bool changed = panel_event(&m->panel, self, ui, e, walk, &taken);
    if (taken || e->kind != UI_KEY)
        return changed;
    switch (e->key) { /* Enter activates the item with the focus (panel.h) */
    case KEY_CANCEL:
        if (ui->table_seen)
            ui_to_table(ui);
        return true;
    default: return false;
    }
}

static void *create(Ui *ui)
{
    Menu *m = calloc(1, sizeof *m);
    if (m) {
        panel_reset(&m->panel);
        m->first_start = tutorial_first_start(ui);
    }
    return m;
}

static void destroy(void *self) { free(self); }

static void enter(void *self, Ui *ui, const NavRequest *why)
{
    Menu *m = self;
    (void)why;
    panel_reset(&m->panel);
    m->first_start = tutorial_first_start(ui);
}

/* Where each item was laid out last ("item_N" in the menu's order), and
 * the items the tests open by name. */
static void report(void *self, Ui *ui, ScreenReport *r)
{
    const Menu *menu = self;
    panel_report(&menu->panel, r);
    for (int i = 0; i < MENU_COUNT; i++)
        report_spot(r, menu->rect[i], "item_%d", i);
    r->spot(r, "resume", menu->rect[MENU_RESUME]);
    r->spot(r, "back", menu->rect[MENU_BACK]);
    r->value(r, "resume_label", item_label(ui, MENU_RESUME));
    r->spot(r, "new", menu->rect[MENU_NEW]);
    r->spot(r, "past", menu->rect[MENU_PAST]);
    r->spot(r, "stats", menu->rect[MENU_STATS]);
    r->spot(r, "heroes", menu->rect[MENU_HEROES]);
    r->spot(r, "daily", menu->rect[MENU_DAILY]);
    r->spot(r, "weekly", menu->rect[MENU_WEEKLY]);
}

const ScreenType *menu_screen(void)
{
    static const ScreenType type = {
        .name = "menu", .opaque = true, .create = create, .destroy = destroy, .enter = enter, .event = event,
        .draw = draw, .report = report,
    };
    return &type;
}
