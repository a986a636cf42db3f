/* ui_screen_menu.c: the menu, which is also the first screen: Resume the
 * game that was in progress (with what it was: kind, players, season) or
 * go back to the game on the table, a new game, the solo campaign, saving
 * and loading, statistics, settings, rules, quitting. A message about a
 * file that could not be read (kept aside) shows at the top. */
#include <stdio.h>

#include "i18n.h"
#include "ui_gfx.h"
#include "ui_names.h"
#include "ui_palette.h"
#include "ui_rules.h"
#include "ui_screens.h"
#include "ui_session.h"
#include "ui_input.h"
#include "ui_widgets.h"

typedef enum MenuItem {
    MENU_RESUME,
    MENU_BACK,
    MENU_NEW,
    MENU_CAMPAIGN,
    MENU_SAVE,
    MENU_LOAD,
    MENU_STATS,
    MENU_SETTINGS,
    MENU_RULES,
    MENU_QUIT,
    MENU_COUNT
} MenuItem;

static bool item_shown(const App *app, MenuItem m)
{
    switch (m) {
    case MENU_RESUME: return app->resume_state == AUTOSAVE_UNFINISHED;
    case MENU_BACK: return app->scr.table_ready;
    case MENU_SAVE: return app->scr.table_ready && app->session && !app->demo;
    default: return true;
    }
}

static const char *item_label(MenuItem m)
{
    switch (m) {
    case MENU_RESUME: return _("Resume the game");
    case MENU_BACK: return _("Back to the game");
    case MENU_NEW: return _("New game");
    case MENU_CAMPAIGN: return _("Solo campaign");
    case MENU_SAVE: return _("Save game");
    case MENU_LOAD: return _("Load game");
    case MENU_STATS: return _("Statistics");
    case MENU_SETTINGS: return _("Settings");
    case MENU_RULES: return _("Rules");
    default: return _("Quit");
    }
}

/* The first item shown: what Enter does. */
static MenuItem primary(const App *app)
{
    for (int m = 0; m < MENU_COUNT; m++)
        if (item_shown(app, (MenuItem)m))
            return (MenuItem)m;
    return MENU_NEW;
}

static void activate(App *app, MenuItem m)
{
    switch (m) {
    case MENU_RESUME: app_resume(app); break;
    case MENU_BACK: screen_open(app, SCREEN_NONE); break;
    case MENU_NEW: setup_open(app, true); break;
    case MENU_CAMPAIGN: screen_open(app, SCREEN_CAMPAIGN); break;
    case MENU_SAVE: saves_open(app, true); break;
    case MENU_LOAD: saves_open(app, false); break;
    case MENU_STATS: screen_open(app, SCREEN_STATS); break;
    case MENU_SETTINGS: screen_open(app, SCREEN_SETTINGS); break;
    case MENU_RULES: rules_open(app); break;
    default: app->running = false; break;
    }
}

/* "Solo · Base game — Summer, 23 moves" */
static void resume_line(const App *app, char *buf, size_t size)
{
    const AutosaveInfo *in = &app->resume_info;
    char kind[96];
    describe_game(in->players, in->kind, kind, sizeof kind);
    char moves[64];
    snprintf(moves, sizeof moves, ngettext("%d move", "%d moves", in->moves), in->moves);
    /* TRANSLATORS: kind of game, season, number of moves. */
    snprintf(buf, size, _("%s \xE2\x80\x94 %s, %s"), kind, name_season(in->season), moves);
}

void menu_run(Widgets *w)
{
    App *app = w->app;
    const Layout *L = &app->layout;
    TextSystem *ts = &app->text;
    SDL_Renderer *R = app->renderer;
    int pad = 2 * L->inner;
    int pw = SDL_min(L->w - 2 * L->pad, (int)(480.0f * L->scale));
    int inner_w = pw - 2 * pad;
    int bh = widget_row_height(app) + L->inner / 2;
    int sg = SDL_max(L->gap / 2, 2);
    int small = text_line_height(ts, FONT_ITALIC);
    char desc[200] = "";
    if (item_shown(app, MENU_RESUME))
        resume_line(app, desc, sizeof desc);

    /* measure */
    int h = pad + text_line_height(ts, FONT_TITLE) + L->gap;
    int notice_h = 0;
    if (app->notice[0]) {
        notice_h = text_wrap_count(ts, FONT_SMALL, app->notice, inner_w - 2 * L->inner) *
                       text_line_height(ts, FONT_SMALL) + L->inner;
        h += notice_h + L->gap;
    }
    for (int m = 0; m < MENU_COUNT; m++)
        if (item_shown(app, (MenuItem)m))
            h += bh + sg + (m == MENU_RESUME ? small : 0) + (m == MENU_QUIT || m == MENU_STATS ? sg * 2 : 0);
    h += pad - sg;
    int top = SDL_max((L->h - h) / 2, L->pad);
    SDL_Rect panel = gfx_rect((L->w - pw) / 2, top, pw, h);

    if (widgets_drawing(w)) {
        gfx_gradient_rect(R, gfx_rect(0, 0, L->w, L->h), gfx_rgb(PAL_DESK_TOP), gfx_rgb(PAL_DESK_BOTTOM));
        draw_paper(app, panel, gfx_rgb(PAL_PARCHMENT), true);
        gfx_rect_outline(R, gfx_inset(panel, L->inner / 2), 1, ink_alpha(120));
        text_draw(ts, R, FONT_TITLE, _("Cartographers"), panel.x + pw / 2, panel.y + pad, ink(), ALIGN_CENTER);
    }
    int y = panel.y + pad + text_line_height(ts, FONT_TITLE) + L->gap;
    if (app->notice[0]) {
        SDL_Rect box = gfx_rect(panel.x + pad, y, inner_w, notice_h);
        if (widgets_drawing(w)) {
            gfx_fill_round_rect(R, box, L->radius, gfx_rgba(PAL_RED, 22));
            gfx_round_rect_outline(R, box, L->radius, 1.0f, gfx_rgba(PAL_RED, 160));
        }
        widget_text(w, FONT_SMALL, app->notice, gfx_inset(box, L->inner / 2), gfx_rgb(0x7a1d18));
        y += notice_h + L->gap;
    }
    MenuItem first = primary(app);
    for (int m = 0; m < MENU_COUNT; m++) {
        if (!item_shown(app, (MenuItem)m))
            continue;
        if (m == MENU_QUIT || m == MENU_STATS)
            y += sg * 2; /* groups: play, files, the rest */
        SDL_Rect r = gfx_rect(panel.x + pad, y, inner_w, bh);
        if (widget_button(w, r, item_label((MenuItem)m), m == (int)first ? BUTTON_PRIMARY : BUTTON_NORMAL)) {
            activate(app, (MenuItem)m);
            return;
        }
        y += bh + sg;
        if (m == MENU_RESUME) {
            if (widgets_drawing(w))
                text_draw_fit(ts, R, FONT_ITALIC, desc, panel.x + pw / 2, y - sg / 2, inner_w, gfx_rgb(PAL_INK_SOFT),
                              ALIGN_CENTER);
            y += small;
        }
    }
}

bool menu_key(App *app, const Action *a)
{
    switch (a->kind) {
    case ACT_CONFIRM: activate(app, primary(app)); return true;
    case ACT_CANCEL:
        if (app->scr.table_ready)
            screen_open(app, SCREEN_NONE);
        return true;
    default: return false;
    }
}
