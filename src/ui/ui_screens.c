/* ui_screens.c: which screen shows, and routing drawing, hovers, clicks,
 * keys and the wheel to it (see ui_screens.h). */
#include "ui_screens.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "ui_app.h"
#include "ui_input.h"
#include "ui_rules.h"
#include "ui_setup.h"
#include "ui_widgets.h"

void describe_game(int players, GameKind kind, char *buf, size_t size)
{
    const char *k = kind == GAME_HEROES ? _("Heroes") : kind == GAME_MIXED ? _("Mixed game") : _("Base game");
    if (players <= 1)
        /* TRANSLATORS: the kind of game (Base game, Heroes, Mixed game). */
        snprintf(buf, size, _("Solo \xC2\xB7 %s"), k);
    else
        /* TRANSLATORS: number of players, the kind of game. */
        snprintf(buf, size, _("%d players \xC2\xB7 %s"), players, k);
}

void screen_open(App *app, Screen s)
{
    ScreenState *st = &app->scr;
    if (st->screen == SCREEN_SAVES && s != SCREEN_SAVES) {
        free(st->saves);
        st->saves = NULL;
        st->nsaves = 0;
        st->name_focus = false;
        SDL_StopTextInput();
    }
    if (s == SCREEN_NONE)
        st->table_ready = true;
    st->screen = s;
    st->hover = -1;
    st->scroll = 0;
    st->selected = -1;
    app->ui.hover.kind = HIT_NONE;
    app->redraw = true;
}

void screen_back(App *app)
{
    bool game_on = app->session && session_move_count(app->session) > 0;
    screen_open(app, game_on || app->scr.screen == SCREEN_MENU ? SCREEN_NONE : SCREEN_MENU);
    if (app->scr.screen == SCREEN_NONE && app->ui.overlay == OVERLAY_NONE)
        play_default_status(app);
}

void screens_free(App *app)
{
    free(app->scr.saves);
    app->scr.saves = NULL;
    app->scr.nsaves = 0;
}

static void run(App *app, WidgetMode mode, int px, int py, Widgets *w)
{
    widgets_begin(w, app, mode, px, py);
    switch (app->scr.screen) {
    case SCREEN_MENU: menu_run(w); break;
    case SCREEN_CAMPAIGN: campaign_run(w); break;
    case SCREEN_STATS: stats_run(w); break;
    case SCREEN_SETTINGS: settings_run(w); break;
    case SCREEN_SAVES: saves_run(w); break;
    default: break;
    }
}

void draw_screen(App *app)
{
    Widgets w;
    run(app, WIDGETS_DRAW, -1, -1, &w);
}

bool screen_action(App *app, const Action *a)
{
    Widgets w;
    Screen s = app->scr.screen;
    switch (a->kind) {
    case ACT_HOVER: {
        run(app, WIDGETS_HOVER, a->x, a->y, &w);
        bool changed = w.hover != app->scr.hover;
        app->scr.hover = w.hover;
        return changed;
    }
    case ACT_CLICK:
        if (s == SCREEN_SAVES)
            app->scr.name_focus = false;
        run(app, WIDGETS_HIT, a->x, a->y, &w);
        if (s == SCREEN_SAVES && app->scr.screen == SCREEN_SAVES) {
            if (app->scr.name_focus)
                SDL_StartTextInput();
            else
                SDL_StopTextInput();
        }
        /* the widget under the pointer may have changed with the screen */
        if (app->scr.screen != SCREEN_NONE) {
            run(app, WIDGETS_HOVER, a->x, a->y, &w);
            app->scr.hover = w.hover;
        }
        return true;
    case ACT_SCROLL:
        app->scr.scroll -= a->dy * app->layout.gap * 3;
        if (app->scr.scroll < 0)
            app->scr.scroll = 0;
        return true;
    case ACT_PAGE:
        app->scr.scroll += a->dy * app->layout.h / 2;
        if (app->scr.scroll < 0)
            app->scr.scroll = 0;
        return true;
    case ACT_HOME: app->scr.scroll = 0; return true;
    case ACT_END: app->scr.scroll = app->layout.h * 100; return true; /* clamped when drawn */
    default: break;
    }
    if (s == SCREEN_MENU)
        return menu_key(app, a);
    if (s == SCREEN_SAVES)
        return saves_key(app, a);
    if (a->kind == ACT_MOVE_GHOST && a->dy != 0) {
        app->scr.scroll += a->dy * app->layout.gap * 3;
        if (app->scr.scroll < 0)
            app->scr.scroll = 0;
        return true;
    }
    if (a->kind == ACT_CANCEL || a->kind == ACT_CONFIRM) {
        screen_open(app, SCREEN_MENU);
        return true;
    }
    return false;
}

bool screen_open_named(App *app, const char *name)
{
    static const struct {
        const char *name;
        Screen screen;
    } screens[] = {
        {"menu", SCREEN_MENU}, {"campaign", SCREEN_CAMPAIGN}, {"stats", SCREEN_STATS}, {"settings", SCREEN_SETTINGS},
    };
    for (size_t i = 0; i < sizeof screens / sizeof screens[0]; i++)
        if (strcmp(name, screens[i].name) == 0) {
            screen_open(app, screens[i].screen);
            return true;
        }
    if (strcmp(name, "save") == 0 || strcmp(name, "load") == 0) {
        saves_open(app, name[0] == 's');
        return true;
    }
    if (strcmp(name, "setup") == 0) {
        setup_open(app, true);
        return true;
    }
    if (strcmp(name, "rules") == 0) {
        rules_open(app);
        return true;
    }
    if (strcmp(name, "replay") == 0) {
        screen_open(app, SCREEN_NONE);
        replay_open(app, NULL);
        return true;
    }
    return false;
}
