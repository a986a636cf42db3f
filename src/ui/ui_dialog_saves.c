/* ui_dialog_saves.c: the list of saved games, to save the game being
 * played under a name or to load or watch one. Each save shows its title,
 * kind, players, season and date; a file that does not load says why.
 * Loading goes through save_named_load, which replaces the game only after
 * the whole file has been read and replayed; a bad file is kept aside
 * (renamed, never deleted) and the message says where. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "i18n.h"
#include "ui_gfx.h"
#include "ui_input.h"
#include "ui_names.h"
#include "ui_palette.h"
#include "ui_screens.h"
#include "ui_session.h"
#include "ui_text.h"
#include "ui_widgets.h"

#if defined(__GNUC__) || defined(__clang__)
__attribute__((format(printf, 3, 4)))
#endif
static void say(App *app, bool error, const char *fmt, ...);

static void say(App *app, bool error, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(app->scr.message, sizeof app->scr.message, fmt, ap);
    va_end(ap);
    app->scr.message_error = error;
}

static void refresh(App *app)
{
    ScreenState *st = &app->scr;
    free(st->saves);
    st->saves = NULL;
    st->nsaves = 0;
    st->selected = -1;
    if (!app->data_dir[0])
        return;
    char err[SESSION_MESSAGE_MAX];
    int n = save_list(app->data_dir, &st->saves, err, sizeof err);
    if (n < 0) {
        say(app, true, _("The saved games cannot be listed: %s"), err);
        return;
    }
    st->nsaves = n;
}

/* A name for a new save: the game's title, else its kind and the time. */
static void default_name(App *app, char *buf, size_t size)
{
    const char *title = app->session ? session_title(app->session) : "";
    if (title[0]) {
        snprintf(buf, size, "%s", title);
        return;
    }
    char kind[40], when[24] = "";
    describe_game(app->game.settings.players, app->game.settings.kind, kind, sizeof kind);
    time_t now = time(NULL);
    struct tm tm;
    if (localtime_r(&now, &tm))
        strftime(when, sizeof when, "%Y-%m-%d %H.%M", &tm);
    char both[sizeof kind + sizeof when + 2];
    snprintf(both, sizeof both, "%s %s", kind, when);
    snprintf(buf, size, "%.*s", (int)(size > 0 ? size - 1 : 0), both);
}

void saves_open(App *app, bool saving)
{
    screen_open(app, SCREEN_SAVES);
    ScreenState *st = &app->scr;
    st->saving = saving && app->session;
    st->message[0] = '\0';
    st->name[0] = '\0';
    refresh(app);
    if (!app->data_dir[0])
        say(app, true, "%s", _("There is no folder for saved games: nothing can be saved or loaded."));
    if (st->saving) {
        default_name(app, st->name, sizeof st->name);
        st->name_focus = true;
        st->name_selected = true;
        SDL_StartTextInput();
    }
}

static void close_dialog(App *app) { screen_open(app, SCREEN_MENU); }

static void save(App *app)
{
    ScreenState *st = &app->scr;
    char title[SESSION_TITLE_MAX];
    const char *p = st->name;
    while (*p == ' ')
        p++;
    snprintf(title, sizeof title, "%s", p);
    for (size_t n = strlen(title); n > 0 && title[n - 1] == ' '; n--)
        title[n - 1] = '\0';
    if (!title[0]) {
        say(app, true, "%s", _("Give the game a name first."));
        return;
    }
    char file[256], err[SESSION_MESSAGE_MAX];
    save_file_name(title, file, sizeof file);
    for (int i = 0; i < st->nsaves; i++)
        if (strcmp(st->saves[i].file, file) == 0 && st->selected != i) {
            st->selected = i; /* asked once: Save again replaces it */
            say(app, false, _("A saved game is called \xE2\x80\x9C%s\xE2\x80\x9D already. Save again to replace it."),
                st->saves[i].title);
            return;
        }
    if (!app->session || !save_named_write(app->session, app->data_dir, title, file, sizeof file, err, sizeof err)) {
        say(app, true, _("The game could not be saved: %s"), err);
        return;
    }
    app->unsaved = false;
    screen_open(app, SCREEN_NONE);
    play_set_status(app, false, _("Saved as \xE2\x80\x9C%s\xE2\x80\x9D."), title);
}

static void load(App *app, int i)
{
    ScreenState *st = &app->scr;
    if (i < 0 || i >= st->nsaves || !app->session)
        return;
    char file[256], title[SESSION_TITLE_MAX], err[SESSION_MESSAGE_MAX];
    snprintf(file, sizeof file, "%s", st->saves[i].file);
    snprintf(title, sizeof title, "%s", st->saves[i].title);
    char kept[SESSION_TITLE_MAX];
    if (!app_keep_unfinished(app, kept, sizeof kept, err, sizeof err)) {
        say(app, true, _("The game in progress could not be kept, so it was not replaced: %s"), err);
        return;
    }
    if (!save_named_load(app->session, app->data_dir, file, err, sizeof err)) {
        refresh(app);
        say(app, true, _("This game cannot be loaded (the file was kept aside, nothing was deleted): %s"), err);
        return;
    }
    /* the session now holds the loaded game: show it, and it is the game in progress */
    app->campaign_index = -1;
    app->resume_state = AUTOSAVE_NONE;
    app_install_session(app, app->session);
    app_autosave(app);
    if (kept[0])
        /* TRANSLATORS: the game loaded; the name the unfinished game was kept under. */
        play_set_status(app, false, _("Loaded \xE2\x80\x9C%s\xE2\x80\x9D. The unfinished game is kept as \xE2\x80\x9C%s\xE2\x80\x9D."),
                        title, kept);
    else
        play_set_status(app, false, _("Loaded \xE2\x80\x9C%s\xE2\x80\x9D."), title);
}

static void watch(App *app, int i)
{
    ScreenState *st = &app->scr;
    if (i < 0 || i >= st->nsaves)
        return;
    char path[FILEIO_PATH_MAX], err[SESSION_MESSAGE_MAX];
    if (!app_data_path(app, st->saves[i].file, path, sizeof path))
        return;
    bool missing;
    Session *s = save_load_new(path, &missing, err, sizeof err);
    if (!s) {
        char aside[FILEIO_PATH_MAX], kerr[SESSION_MESSAGE_MAX];
        if (!missing && save_keep_aside(path, aside, sizeof aside, kerr, sizeof kerr))
            say(app, true, _("This game cannot be replayed: %s (kept aside as %s)"), err, fileio_basename(aside));
        else
            say(app, true, _("This game cannot be replayed: %s"), err);
        refresh(app);
        return;
    }
    screen_open(app, SCREEN_NONE);
    replay_open(app, s);
}

/* "Solo · Base game · Side A · Summer · 23 moves" */
static void describe(const SaveInfo *in, char *buf, size_t size)
{
    char kind[96], side[2] = {map_side_letter(in->side), 0}, sname[32], moves[48];
    describe_game(in->players, in->kind, kind, sizeof kind);
    snprintf(sname, sizeof sname, _("Side %s"), side);
    snprintf(moves, sizeof moves, ngettext("%d move", "%d moves", in->moves), in->moves);
    snprintf(buf, size, "%s \xC2\xB7 %s \xC2\xB7 %s \xC2\xB7 %s", kind, sname,
             in->finished ? _("finished") : name_season(in->season), moves);
}

void saves_run(Widgets *w)
{
    App *app = w->app;
    ScreenState *st = &app->scr;
    const Layout *L = &app->layout;
    TextSystem *ts = &app->text;
    SDL_Renderer *R = app->renderer;
    SDL_Rect body;
    if (widget_frame(w, 900, 640, st->saving ? _("Save game") : _("Load game"), &body)) {
        close_dialog(app);
        return;
    }
    int rh = widget_row_height(app);
    int y = body.y;
    if (st->saving) {
        const char *label = _("Save");
        int bw = widget_button_width(app, label) + 2 * L->inner;
        SDL_Rect field = gfx_rect(body.x, y, body.w - bw - L->gap, rh);
        if (widget_field_selected(w, field, st->name, st->name_focus, st->name_selected)) {
            st->name_focus = true;
            st->name_selected = false; /* a click puts the caret at the end */
        }
        if (widget_button(w, gfx_rect(body.x + body.w - bw, y, bw, rh), label, BUTTON_PRIMARY)) {
            save(app);
            return;
        }
        y += rh + L->inner;
    }
    /* the message and, when loading, the buttons for the picked save, at the bottom */
    const char *l1 = _("Load"), *l2 = _("Watch replay");
    int w1 = widget_button_width(app, l1) + 2 * L->inner, w2 = widget_button_width(app, l2) + L->inner;
    int msg_w = st->saving ? body.w : body.w - w1 - w2 - L->gap / 2 - L->gap;
    int msg_h = st->message[0] ? text_wrap_count(ts, FONT_SMALL, st->message, msg_w) * text_line_height(ts, FONT_SMALL)
                               : 0;
    int foot = SDL_max(st->saving ? 0 : rh, msg_h);
    int bottom = body.y + body.h - foot;
    bool picked = st->selected >= 0 && st->selected < st->nsaves;
    if (!st->saving) {
        SDL_Rect r1 = gfx_rect(body.x + body.w - w1, body.y + body.h - rh, w1, rh);
        SDL_Rect r2 = gfx_rect(r1.x - L->gap / 2 - w2, r1.y, w2, rh);
        bool ok = picked && st->saves[st->selected].ok;
        if (widget_button(w, r2, l2, ok ? BUTTON_NORMAL : BUTTON_DISABLED)) {
            watch(app, st->selected);
            return;
        }
        if (widget_button(w, r1, l1, picked ? BUTTON_PRIMARY : BUTTON_DISABLED)) {
            load(app, st->selected);
            return;
        }
    }
    if (widgets_drawing(w) && st->message[0])
        widget_text(w, FONT_SMALL, st->message, gfx_rect(body.x, bottom, msg_w, 0),
                    st->message_error ? gfx_rgb(PAL_RED) : ink());
    int hh = text_line_height(ts, FONT_HEADING);
    if (widgets_drawing(w))
        text_draw(ts, R, FONT_HEADING, _("Saved games"), body.x, y, ink(), ALIGN_LEFT);
    y += hh + L->inner / 2;
    SDL_Rect list = gfx_rect(body.x, y, body.w, bottom - (foot ? L->inner : 0) - y);
    int nh = text_line_height(ts, FONT_NUMBER), sh = text_line_height(ts, FONT_SMALL);
    int row_h = nh + sh + L->inner, gap = SDL_max(L->gap / 3, 2);
    if (st->nsaves == 0) {
        if (widgets_drawing(w))
            text_draw(ts, R, FONT_ITALIC, _("No saved games yet."), list.x, list.y, gfx_rgb(PAL_INK_SOFT),
                      ALIGN_LEFT);
        return;
    }
    widgets_begin_scroll(w, list, st->nsaves * (row_h + gap) - gap, &st->scroll);
    for (int i = 0; i < st->nsaves; i++) {
        const SaveInfo *in = &st->saves[i];
        SDL_Rect row = gfx_rect(list.x, list.y + i * (row_h + gap) - st->scroll, list.w, row_h);
        bool hover;
        if (widget_area(w, row, &hover)) {
            st->selected = i;
            if (st->saving) {
                snprintf(st->name, sizeof st->name, "%s", in->title);
                st->name_selected = true;
            }
            st->message[0] = '\0';
        }
        if (!widgets_drawing(w) || row.y + row.h < list.y || row.y > list.y + list.h)
            continue;
        bool sel = i == st->selected;
        gfx_fill_round_rect(R, row, L->radius, sel ? gfx_rgb(0xf3d98a) : hover ? gfx_rgb(0xfff6dc) : gfx_rgb(PAL_CARD));
        gfx_round_rect_outline(R, row, L->radius, sel ? (float)L->line + 1.0f : 1.0f,
                               sel ? gfx_rgb(0x8a5208) : ink_alpha(110));
        char when[40] = "", buf[SESSION_MESSAGE_MAX + 64];
        time_t t = (time_t)in->mtime;
        struct tm tm;
        if (localtime_r(&t, &tm))
            strftime(when, sizeof when, "%Y-%m-%d %H:%M", &tm);
        int x = row.x + L->inner, tw = row.w - 2 * L->inner;
        int ww = text_width(ts, FONT_SMALL, when);
        text_draw_fit(ts, R, FONT_NUMBER, in->title, x, row.y + L->inner / 2, tw - ww - L->gap, ink(), ALIGN_LEFT);
        text_draw(ts, R, FONT_SMALL, when, row.x + row.w - L->inner, row.y + L->inner / 2, gfx_rgb(PAL_INK_SOFT),
                  ALIGN_RIGHT);
        if (in->ok) {
            describe(in, buf, sizeof buf);
            text_draw_fit(ts, R, FONT_SMALL, buf, x, row.y + L->inner / 2 + nh, tw, gfx_rgb(PAL_INK_SOFT),
                          ALIGN_LEFT);
        } else {
            snprintf(buf, sizeof buf, _("Cannot be loaded: %s"), in->error);
            text_draw_fit(ts, R, FONT_SMALL, buf, x, row.y + L->inner / 2 + nh, tw, gfx_rgb(PAL_RED), ALIGN_LEFT);
        }
    }
    widgets_end_scroll(w);
}

bool saves_key(App *app, const Action *a)
{
    ScreenState *st = &app->scr;
    switch (a->kind) {
    case ACT_TEXT:
        if (st->saving && st->name_focus) {
            /* printable text only, and only what fits whole */
            for (const unsigned char *p = (const unsigned char *)a->text; *p; p++)
                if (*p < 0x20 || *p == 0x7f)
                    return false;
            if (st->name_selected)
                st->name[0] = '\0';
            st->name_selected = false;
            if (strlen(st->name) + strlen(a->text) < sizeof st->name)
                strcat(st->name, a->text);
            st->selected = -1;
        }
        return true;
    case ACT_BACKSPACE:
        if (st->saving && st->name_focus) {
            if (st->name_selected)
                st->name[0] = '\0';
            else
                text_drop_last_char(st->name);
        }
        st->name_selected = false;
        st->selected = -1;
        return true;
    case ACT_CONFIRM:
        if (st->saving)
            save(app);
        else
            load(app, st->selected);
        return true;
    case ACT_CANCEL: close_dialog(app); return true;
    case ACT_NEXT_FIELD:
        if (st->saving) {
            st->name_focus = !st->name_focus;
            if (st->name_focus)
                SDL_StartTextInput();
            else
                SDL_StopTextInput();
        }
        return true;
    case ACT_MOVE_GHOST:
        if (!st->saving && st->nsaves > 0 && a->dy != 0) {
            int i = st->selected < 0 ? 0 : st->selected + a->dy;
            st->selected = i < 0 ? 0 : i >= st->nsaves ? st->nsaves - 1 : i;
            st->message[0] = '\0';
        }
        return true;
    default: return false;
    }
}
