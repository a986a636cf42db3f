/* menu_screen.c: the menu, which is also the first screen: go back to the
 * game on the table, Resume the game that was in progress (with what it
 * was: kind, players, season; under Back while a new game with no move yet
 * is on the table, which it replaces, losing nothing), a new game, the solo campaign, saving
 * and loading, the past games, statistics, settings, rules, quitting. A message about a
 * file that could not be read (kept aside) shows at the top. Over a finished game New game
 * comes first and Save game is not offered (the game is kept among the past games). The
 * items stand in one column, or in two where one does not fit the window's height
 * (1024x700 at the larger text sizes), read column by column (Up and Down
 * keep to a column, and go on from the left one's last item to the right
 * one's first); they scroll only when neither fits. */
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
    int id[MENU_COUNT];        /* ... and its widget's id (the arrows between the columns) */
    int columns;  /* ... in one column or two */
    bool scrolls; /* ... and whether the items scroll (they did not fit) */
    bool first_start; /* offer the tutorial first (worked out when the menu opens) */
    char error[SESSION_MESSAGE_MAX + 200];
} Menu;

/* The game on the table is over (its final box is under the menu). */
static bool table_over(const Ui *ui)
{
    const Game *g = ui->table_seen ? match_game(ui->match) : NULL;
    return g && game_over(g);
}

static bool item_shown(const Menu *menu, const Ui *ui, MenuItem m)
{
    switch (m) {
    case MENU_TUTORIAL_FIRST: return menu->first_start;
    case MENU_RESUME: return ui->profile->resume_state == AUTOSAVE_UNFINISHED;
    case MENU_BACK: return ui->table_seen;
    case MENU_SAVE: /* a network game is kept by itself, on every computer; a finished one among the past games */
        return ui->table_seen && match_has_game(ui->match) && !ui->args->demo && !match_net(ui->match) &&
               !table_over(ui);
    default: return true;
    }
}

/* The items in the order they show: the menu's, but over a finished game
 * New game comes first (before Back to the game, which shows the result
 * again). Returns how many. */
static int menu_order(const Ui *ui, MenuItem order[MENU_COUNT])
{
    bool over = table_over(ui);
    int n = 0;
    order[n++] = MENU_TUTORIAL_FIRST;
    if (over)
        order[n++] = MENU_NEW;
    for (int m = MENU_BACK; m < MENU_COUNT; m++)
        if (!(over && m == MENU_NEW))
            order[n++] = (MenuItem)m;
    return n;
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
    MenuItem order[MENU_COUNT];
    int n = menu_order(ui, order);
    for (int i = 0; i < n; i++)
        if (item_shown(menu, ui, order[i]))
            return order[i];
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

/* The items' places, relative to the top left of the items' area: in one
 * column col_w wide, or in two (play on the left; files and the rest on
 * the right, from Save game on) col_gap apart. `heights` gets each
 * column's height. */
static void place(const Menu *menu, const Ui *ui, int columns, int col_w, int col_gap, int bh, int sg, int small,
                  SDL_Rect out[MENU_COUNT], int heights[2])
{
    MenuItem order[MENU_COUNT];
    int n = menu_order(ui, order), y[2] = {0, 0};
    SDL_memset(out, 0, sizeof(SDL_Rect) * MENU_COUNT); /* hidden items: none */
    for (int i = 0; i < n; i++) {
        MenuItem m = order[i];
        if (!item_shown(menu, ui, m))
            continue;
        int c = columns == 2 && m >= MENU_SAVE ? 1 : 0, x = c * (col_w + col_gap), half_w = (col_w - sg) / 2;
        bool right = in_right_half(menu, ui, m);
        bool left = !right && right_partner(m) != MENU_COUNT && item_shown(menu, ui, right_partner(m));
        if (right)
            y[c] -= bh + sg; /* back up to the partner's row */
        else if (m == MENU_QUIT || m == MENU_STATS)
            y[c] += sg * 2; /* groups: play, files, the rest */
        out[m] = right  ? gfx_rect(x + col_w - half_w, y[c], half_w, bh)
                 : left ? gfx_rect(x, y[c], half_w, bh)
                        : gfx_rect(x, y[c], col_w, bh);
        y[c] += bh + sg + (item_described(m) ? small : 0);
    }
    for (int c = 0; c < 2; c++)
        heights[c] = y[c] > 0 ? y[c] - sg : 0;
}

/* The room for a panel pw wide: the window's height, or above the pad's
 * strip of hints where the panel meets it. */
static int room_below(Gfx *g, int pw)
{
    const Metrics *L = &g->m;
    SDL_Rect column = gfx_rect((L->w - pw) / 2, 0, pw, L->h), strip = glyph_hints_panel_rect(g, false);
    return SDL_HasIntersection(&column, &strip) ? strip.y - L->inner / 2 : L->h;
}

static void walk(void *self, Ui *ui, Widgets *w)
{
    Menu *menu = self;
    Gfx *g = ui->gfx;
    const Metrics *L = &g->m;
    TextSystem *ts = &g->text;
    SDL_Renderer *R = g->renderer;
    const char *notice = ui->profile->notice;
    int pad = 2 * L->inner;
    int bh = widget_row_height(g) + L->inner / 2;
    int sg = SDL_max(L->gap / 2, 2);
    int small = text_line_height(ts, FONT_ITALIC);
    char desc[MENU_COUNT][200] = {{0}};
    if (item_shown(menu, ui, MENU_RESUME))
        resume_line(ui, desc[MENU_RESUME], sizeof desc[0]);
    challenge_line(ui, CHALLENGE_DAILY, desc[MENU_DAILY], sizeof desc[0]);
    challenge_line(ui, CHALLENGE_WEEKLY, desc[MENU_WEEKLY], sizeof desc[0]);

    int pw = SDL_min(L->w - 2 * L->pad, (int)(480.0f * L->scale)), room_bottom = L->h;
    /* one column; when it does not fit the window's height whole, two side by
     * side where the window is wide enough; when neither fits, the items
     * scroll (the focus brings its item into view) */
    int col_gap = 2 * L->gap, columns = 1, heights[2], notice_h = 0, h = 0, items_h = 0;
    SDL_Rect at[MENU_COUNT];
    for (int cols = 1; cols <= 2; cols++) {
        int cw = cols == 1 ? pw : SDL_min(L->w - 2 * L->pad, pw * 8 / 5); /* two columns a little narrower */
        int col_w = (cw - 2 * pad - (cols - 1) * col_gap) / cols;
        if (cols == 2 && col_w * 10 < (pw - 2 * pad) * 6)
            break; /* too narrow for two */
        int nh = notice[0] ? text_wrap_height(ts, FONT_SMALL, notice, cw - 2 * pad - 2 * L->inner) + L->inner : 0;
        place(menu, ui, cols, col_w, col_gap, bh, sg, small, at, heights);
        int ih = SDL_max(heights[0], heights[1]);
        int ch = pad + text_line_height(ts, FONT_TITLE) + L->gap + (nh ? nh + L->gap : 0) + ih + pad;
        if (cols == 2 && ch >= h)
            break; /* no shorter */
        pw = cw, columns = cols, notice_h = nh, h = ch, items_h = ih;
        room_bottom = room_below(g, pw);
        if (L->pad + h <= room_bottom)
            break; /* the whole panel shows, its margins too */
    }
    int inner_w = pw - 2 * pad, col_w = (inner_w - (columns - 1) * col_gap) / columns;
    place(menu, ui, columns, col_w, col_gap, bh, sg, small, at, heights);
    bool scrolls = L->pad + h - pad > room_bottom;
    int top = scrolls ? L->pad : SDL_max(SDL_min((L->h - h) / 2, room_bottom - h), L->pad);
    SDL_Rect panel = gfx_rect((L->w - pw) / 2, top, pw, scrolls ? room_bottom - top : h);
    menu->columns = columns;
    menu->scrolls = scrolls;

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
    MenuItem first = primary(menu, ui), order[MENU_COUNT];
    int n = menu_order(ui, order);
    SDL_memset(menu->rect, 0, sizeof menu->rect); /* hidden items: none */
    SDL_Rect list = gfx_rect(panel.x + pad, y, inner_w, panel.y + panel.h - L->inner - y);
    if (scrolls) {
        widgets_begin_scroll(w, list, items_h, &menu->panel.scroll);
        y -= menu->panel.scroll;
    }
    for (int i = 0; i < n; i++) {
        MenuItem m = order[i];
        if (!item_shown(menu, ui, m))
            continue;
        SDL_Rect r = gfx_rect(panel.x + pad + at[m].x, y + at[m].y, at[m].w, at[m].h);
        menu->rect[m] = r;
        if (scrolls && !SDL_IntersectRect(&r, &list, &menu->rect[m]))
            menu->rect[m] = gfx_rect(0, 0, 0, 0); /* where it shows: scrolled out of sight, nowhere */
        menu->id[m] = w->id + 1;
        if (widget_button(w, r, item_label(ui, m), m == first ? BUTTON_PRIMARY : BUTTON_NORMAL)) {
            if (scrolls)
                widgets_end_scroll(w);
            activate(menu, ui, m);
            return;
        }
        if (item_described(m) && widgets_drawing(w)) {
            int cx = panel.x + pad + at[m].x + col_w / 2;
            text_draw_fit(ts, R, FONT_ITALIC, desc[m], cx, r.y + bh + sg / 2, col_w, gfx_rgb(PAL_INK_SOFT),
                          ALIGN_CENTER);
        }
    }
    if (scrolls)
        widgets_end_scroll(w);
}

static void draw(void *self, Ui *ui)
{
    Menu *m = self;
    PadHint h[3];
    int n = glyph_panel_hints(h, false);
    if (!ui->table_seen)
        n = 1; /* B goes back to the table, and there is none yet: A Press alone */
    panel_draw_hints(&m->panel, self, ui, walk, h, n);
}

/* How much of b's width a's shares. */
static int shared(const SDL_Rect *a, const SDL_Rect *b)
{
    return SDL_max(SDL_min(a->x + a->w, b->x + b->w) - SDL_max(a->x, b->x), 0);
}

/* In two columns the items are read column by column: Up and Down keep
 * to the column (the next row of it that way; of a row's two halves the
 * one under (over) more of the item, the first when they share as much,
 * as the focus rule's Up and Down do), and go on from the left column's last item to the right
 * column's first row, and back. (The arrows' nearest control that way
 * could lie in the other column: under an item with a line of its own, the
 * other column's rows lie nearer.) False when the menu is in one column or
 * the focus is on no item yet: the panel's arrows then. */
static bool column_step(Menu *menu, const Ui *ui, int key)
{
    if (menu->columns != 2 || menu->scrolls || (key != KEY_DOWN && key != KEY_UP))
        return false;
    MenuItem order[MENU_COUNT], last_left = MENU_COUNT, first_right = MENU_COUNT, at = MENU_COUNT;
    int n = menu_order(ui, order);
    for (int i = 0; i < n; i++) {
        MenuItem it = order[i];
        if (menu->rect[it].w == 0)
            continue; /* not shown */
        if (it < MENU_SAVE)
            last_left = it;
        else if (first_right == MENU_COUNT)
            first_right = it;
        if (SDL_RectEquals(&menu->rect[it], &menu->panel.focus_rect))
            at = it;
    }
    if (last_left == MENU_COUNT || first_right == MENU_COUNT || at == MENU_COUNT)
        return false;
    const SDL_Rect *from = &menu->rect[at];
    MenuItem to = MENU_COUNT;
    for (int i = 0; i < n; i++) { /* the nearest row of the column that way, the nearer half */
        MenuItem it = order[i];
        const SDL_Rect *r = &menu->rect[it];
        if (r->w == 0 || (it < MENU_SAVE) != (at < MENU_SAVE) || (key == KEY_DOWN ? r->y <= from->y : r->y >= from->y))
            continue;
        if (to == MENU_COUNT) {
            to = it;
            continue;
        }
        const SDL_Rect *best = &menu->rect[to];
        int dy = abs(r->y - from->y), best_dy = abs(best->y - from->y);
        if (dy < best_dy || (dy == best_dy && shared(r, from) > shared(best, from)))
            to = it;
    }
    if (to == MENU_COUNT && key == KEY_DOWN && at == last_left)
        to = first_right;
    else if (to == MENU_COUNT && key == KEY_UP && at >= MENU_SAVE)
        to = last_left;
    if (to == MENU_COUNT)
        return false;
    menu->panel.focus = menu->id[to];
    menu->panel.focus_kind = FOCUS_BUTTON;
    menu->panel.focus_rect = menu->rect[to];
    return true;
}

static bool event(void *self, Ui *ui, const UiEvent *e)
{
    Menu *m = self;
    if (e->kind == UI_KEY && column_step(m, ui, e->key))
        return true;
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
    r->spot(r, "save", menu->rect[MENU_SAVE]);
    r->value(r, "first", item_label(ui, primary(menu, ui)));
    r->value(r, "columns", menu->columns == 2 ? "2" : "1");
    r->value(r, "scrolls", menu->scrolls ? "yes" : "no");
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
