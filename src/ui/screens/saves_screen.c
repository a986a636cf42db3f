/* saves_screen.c: the list of saved games, to save the game being
 * played under a name or to load, watch or delete one (Delete asks first). Each save shows its title,
 * when it was last played (the weekday too), its kind, season, moves and
 * points so far, and its decrees (solo) or players with their points; a
 * file that does not load says why.
 * Loading goes through save_named_load, which replaces the game only after
 * the whole file has been read and replayed; a bad file is kept aside
 * (renamed, never deleted) and the message says where. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "challenge_names.h"
#include "fonts.h"
#include "gfx.h"
#include "glyphs.h"
#include "i18n.h"
#include "names.h"
#include "palette.h"
#include "panel.h"
#include "result_text.h"
#include "save.h"
#include "scoring.h"
#include "screens.h"
#include "widgets.h"

typedef struct Saves {
    Panel panel;
    bool saving;     /* save (with a name) or load */
    SaveInfo *saves; /* owned; nsaves entries */
    int nsaves;
    int selected;    /* the row picked, -1 none */
    char name[SESSION_TITLE_MAX];
    bool name_focus;
    bool name_selected; /* a suggested name: the first key typed replaces it */
    bool keyboard_wanted; /* a finger tapped the name: the on-screen keyboard opens for it */
    char message[SESSION_MESSAGE_MAX + 200];
    bool message_error;
    bool confirming; /* loading: "Delete this save?" is asked */
    SDL_Rect delete_r, yes_r, load_r; /* tests: Delete, the button confirming it and Load, as last drawn enabled */
    SDL_Rect row0;                    /* tests: where the first row was drawn ({0} none) */
    SDL_Rect name_r;                  /* tests: the name's field, as last drawn */
} Saves;

#if defined(__GNUC__) || defined(__clang__)
__attribute__((format(printf, 3, 4)))
#endif
static void say(Saves *st, bool error, const char *fmt, ...);

static void say(Saves *st, bool error, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(st->message, sizeof st->message, fmt, ap);
    va_end(ap);
    st->message_error = error;
}

static void refresh(Saves *st, const Ui *ui)
{
    free(st->saves);
    st->saves = NULL;
    st->nsaves = 0;
    st->selected = -1;
    st->confirming = false;
    const char *dir = ui->profile->data_dir;
    if (!dir[0])
        return;
    char err[SESSION_MESSAGE_MAX];
    int n = save_list(dir, &st->saves, err, sizeof err);
    if (n < 0) {
        say(st, true, _("The saved games cannot be listed: %s"), err);
        return;
    }
    st->nsaves = n;
    for (int i = 0; i < n; i++) /* a challenge put aside: its name in the player's language of now */
        if (st->saves[i].put_aside && st->saves[i].has_challenge)
            result_put_aside_name(&st->saves[i].challenge, st->saves[i].title, sizeof st->saves[i].title);
}

/* Picks a row; a save that cannot be loaded says why, in full, below the
 * list (its row has room for the start of it only). */
static void select_row(Saves *st, int i)
{
    st->selected = i;
    if (st->confirming)
        st->panel.focus = -1; /* the question went: back on the main button */
    st->confirming = false;
    st->message[0] = '\0';
    if (i >= 0 && i < st->nsaves && !st->saves[i].ok)
        say(st, true, _("Cannot be loaded: %s"), st->saves[i].error);
}

/* Whether a listed save has this title (or the file name it would get). */
static bool title_taken(const Saves *st, const char *title)
{
    char file[256];
    save_file_name(title, file, sizeof file);
    for (int i = 0; i < st->nsaves; i++)
        if (strcmp(st->saves[i].title, title) == 0 || strcmp(st->saves[i].file, file) == 0)
            return true;
    return false;
}

/* A name for a new save: the game's title, else its kind ("Solo · Base
 * game"), with a number when a save has that name ("... (2)"); never the
 * date, which its row shows beside it. */
static void default_name(const Saves *st, const Ui *ui, char *buf, size_t size)
{
    const Session *s = match_session(ui->match);
    const char *title = s ? session_title(s) : "";
    if (title[0]) {
        snprintf(buf, size, "%s", title);
        return;
    }
    char kind[SESSION_TITLE_MAX - 8];
    const GameSettings *gs = s ? session_settings(s) : NULL;
    describe_game(gs ? gs->players : 1, gs ? gs->kind : GAME_BASE, kind, sizeof kind);
    snprintf(buf, size, "%s", kind);
    for (int n = 2; n < 1000 && title_taken(st, buf); n++)
        snprintf(buf, size, "%s (%d)", kind, n);
}

static void save(Saves *st, Ui *ui)
{
    char title[SESSION_TITLE_MAX];
    const char *p = st->name;
    while (*p == ' ')
        p++;
    snprintf(title, sizeof title, "%s", p);
    for (size_t n = strlen(title); n > 0 && title[n - 1] == ' '; n--)
        title[n - 1] = '\0';
    if (!title[0]) {
        say(st, true, "%s", _("Give the game a name first."));
        return;
    }
    char file[256], err[SESSION_MESSAGE_MAX];
    save_file_name(title, file, sizeof file);
    /* the same file, or the same title under the file name an older
     * version made of it (its accented letters were dashes) */
    for (int i = 0; i < st->nsaves; i++)
        if ((strcmp(st->saves[i].file, file) == 0 || strcmp(st->saves[i].title, title) == 0) && st->selected != i) {
            st->selected = i; /* asked once: Save again replaces it */
            say(st, false, _("A saved game is called \xE2\x80\x9C%s\xE2\x80\x9D already. Save again to replace it."),
                st->saves[i].title);
            return;
        }
    char older[sizeof st->saves[0].file] = "";
    if (st->selected >= 0 && st->selected < st->nsaves && strcmp(st->saves[st->selected].file, file) != 0 &&
        strcmp(st->saves[st->selected].title, title) == 0)
        snprintf(older, sizeof older, "%s", st->saves[st->selected].file);
    if (!match_save(ui->match, title, file, sizeof file, err, sizeof err)) {
        say(st, true, _("The game could not be saved: %s"), err);
        return;
    }
    /* replaced: the older file of that title goes, now that the game is saved under its new name */
    if (older[0] && !save_named_delete(ui->profile->data_dir, older, err, sizeof err))
        fprintf(stderr, "cartographers: the older save %s stays: %s\n", older, err);
    ui_to_table(ui); /* the table says where it went */
}

static void load(Saves *st, Ui *ui, int i)
{
    if (i < 0 || i >= st->nsaves)
        return;
    if (!st->saves[i].ok) { /* the list knows it cannot be: nothing is tried, nothing renamed */
        say(st, true, _("Cannot be loaded: %s"), st->saves[i].error);
        return;
    }
    char file[256], title[SESSION_TITLE_MAX], err[SESSION_MESSAGE_MAX + 200];
    snprintf(file, sizeof file, "%s", st->saves[i].file);
    snprintf(title, sizeof title, "%s", st->saves[i].title);
    if (!match_load(ui->match, file, title, err, sizeof err)) {
        refresh(st, ui);
        say(st, true, "%s", err);
        return;
    }
    ui_to_table(ui); /* the loaded game is the game in progress */
}

static void watch(Saves *st, Ui *ui, int i)
{
    if (i < 0 || i >= st->nsaves)
        return;
    char path[FILEIO_PATH_MAX], err[SESSION_MESSAGE_MAX];
    if (!profile_path(ui->profile, st->saves[i].file, path, sizeof path))
        return;
    bool missing;
    Session *s = save_load_new(path, &missing, err, sizeof err);
    if (!s) {
        char aside[FILEIO_PATH_MAX], kerr[SESSION_MESSAGE_MAX];
        if (!missing && save_keep_aside(path, aside, sizeof aside, kerr, sizeof kerr))
            say(st, true, _("This game cannot be replayed: %s (kept aside as %s)"), err, fileio_basename(aside));
        else
            say(st, true, _("This game cannot be replayed: %s"), err);
        refresh(st, ui);
        return;
    }
    ui_push_replay(ui, s, NULL); /* Close comes back here */
}

/* Delete asks first; asked, it deletes the picked save (a file that does
 * not load too: it is the player's to throw away). */
static void delete_picked(Saves *st, Ui *ui)
{
    int i = st->selected;
    if (i < 0 || i >= st->nsaves)
        return;
    if (ui->profile->read_only) { /* another copy keeps the files */
        say(st, true, "%s", profile_read_only_text());
        return;
    }
    if (!st->confirming) {
        st->confirming = true;
        st->panel.focus = -1; /* on the question's answer: Enter deletes */
        /* TRANSLATORS: a saved game's name. */
        say(st, false, _("Delete \xE2\x80\x9C%s\xE2\x80\x9D for good?"), st->saves[i].title);
        return;
    }
    char title[SESSION_TITLE_MAX], err[SESSION_MESSAGE_MAX];
    snprintf(title, sizeof title, "%s", st->saves[i].title);
    bool ok = save_named_delete(ui->profile->data_dir, st->saves[i].file, err, sizeof err);
    refresh(st, ui);
    if (!ok)
        say(st, true, _("The game could not be deleted: %s"), err);
    else
        /* TRANSLATORS: a saved game's name. */
        say(st, false, _("\xE2\x80\x9C%s\xE2\x80\x9D was deleted."), title);
    if (st->nsaves > 0)
        st->selected = SDL_min(SDL_max(i, 0), st->nsaves - 1);
}

/* What the row calls the save: its title; a game put aside by itself is
 * "Unfinished game" (its title's date is the row's date already). */
static const char *row_title(const SaveInfo *in)
{
    /* TRANSLATORS: the title in Load game of a game kept by itself when a new one started (its date is beside it). */
    return in->put_aside && !in->has_challenge ? _("Unfinished game") : in->title;
}

/* When it was last played: "Tuesday, 2026-11-24 14:05". */
static void row_when(const SaveInfo *in, char *buf, size_t size)
{
    time_t t = (time_t)in->played;
    struct tm tm;
    char date[24];
    buf[0] = '\0';
    if (!localtime_r(&t, &tm) || !strftime(date, sizeof date, "%Y-%m-%d %H:%M", &tm))
        return;
    snprintf(buf, size, _("%s, %s"), name_weekday(tm.tm_wday), date);
}

/* "Solo · Base game · Side A · Summer · 23 moves · 41 points so far" */
static void describe(const SaveInfo *in, char *buf, size_t size)
{
    char kind[96], side[2] = {map_side_letter(in->side), 0}, sname[32], moves[48], points[64] = "";
    describe_game(in->players, in->kind, kind, sizeof kind);
    snprintf(sname, sizeof sname, _("Side %s"), side);
    snprintf(moves, sizeof moves, ngettext("%d move", "%d moves", in->moves), in->moves);
    if (in->players == 1 && in->scored > 0) {
        char p[48];
        /* TRANSLATORS: a saved solo game's points of the seasons scored so far. */
        snprintf(p, sizeof p, ngettext("%d point so far", "%d points so far", in->totals[0]), in->totals[0]);
        snprintf(points, sizeof points, " \xC2\xB7 %s", p);
    }
    snprintf(buf, size, "%s \xC2\xB7 %s \xC2\xB7 %s \xC2\xB7 %s%s", kind, sname,
             in->finished ? _("finished") : name_season(in->season), moves, points);
}

/* What tells games of one kind apart: solo, the four decrees; else the
 * players, with their points once a season is scored. */
static void describe_more(const SaveInfo *in, char *buf, size_t size)
{
    size_t n = 0;
    buf[0] = '\0';
    int count = in->players > 1 ? SDL_min(in->players, MAX_PLAYERS) : DECREES;
    for (int i = 0; i < count && n < size; i++) {
        char one[SEAT_NAME_MAX + 16];
        if (in->players <= 1)
            snprintf(one, sizeof one, "%s", name_scoring(scoring_card(in->decrees[i])));
        else if (in->scored > 0)
            snprintf(one, sizeof one, "%s: %d", name_seat(in->names[i]), in->totals[i]);
        else
            snprintf(one, sizeof one, "%s", name_seat(in->names[i]));
        int w = snprintf(buf + n, size - n, "%s%s", i ? " \xC2\xB7 " : "", one);
        n += w > 0 ? (size_t)w : 0;
    }
}

/* The saves' rows in the list's place (scrolled), or that there are none;
 * a row clicked is picked (when saving, its title goes into the name). */
static void rows(Saves *st, Gfx *g, Widgets *w, SDL_Rect list)
{
    const Metrics *L = &g->m;
    TextSystem *ts = &g->text;
    SDL_Renderer *R = g->renderer;
    int nh = text_line_height(ts, FONT_NUMBER), sh = text_line_height(ts, FONT_SMALL);
    int row_h = nh + 2 * sh + L->inner, gap = SDL_max(L->gap / 3, 2);
    if (st->nsaves == 0) {
        if (widgets_drawing(w))
            text_draw(ts, R, FONT_ITALIC, _("No saved games yet."), list.x, list.y, gfx_rgb(PAL_INK_SOFT),
                      ALIGN_LEFT);
        return;
    }
    widgets_begin_scroll(w, list, st->nsaves * (row_h + gap) - gap, &st->panel.scroll);
    for (int i = 0; i < st->nsaves; i++) {
        const SaveInfo *in = &st->saves[i];
        SDL_Rect row = gfx_rect(list.x, list.y + i * (row_h + gap) - st->panel.scroll, list.w, row_h);
        bool hover;
        if (widget_row(w, row, i == st->selected, &hover)) {
            select_row(st, i);
            if (st->saving) {
                snprintf(st->name, sizeof st->name, "%s", in->title);
                st->name_selected = true;
            }
        }
        if (!widgets_drawing(w) || row.y + row.h < list.y || row.y > list.y + list.h)
            continue;
        if (i == 0)
            st->row0 = row;
        bool sel = i == st->selected;
        gfx_fill_round_rect(R, row, L->radius, sel ? gfx_rgb(0xf3d98a) : hover ? gfx_rgb(0xfff6dc) : gfx_rgb(PAL_CARD));
        gfx_round_rect_outline(R, row, L->radius, sel ? (float)L->line + 1.0f : 1.0f,
                               sel ? gfx_rgb(0x8a5208) : ink_alpha(110));
        char when[96], buf[SESSION_MESSAGE_MAX + 64];
        row_when(in, when, sizeof when);
        int x = row.x + L->inner, tw = row.w - 2 * L->inner, y = row.y + L->inner / 2;
        int ww = text_width(ts, FONT_SMALL, when);
        text_draw_fit(ts, R, FONT_NUMBER, row_title(in), x, y, tw - ww - L->gap, ink(), ALIGN_LEFT);
        text_draw(ts, R, FONT_SMALL, when, row.x + row.w - L->inner, y, gfx_rgb(PAL_INK_SOFT), ALIGN_RIGHT);
        if (in->ok) {
            describe(in, buf, sizeof buf);
            text_draw_fit(ts, R, FONT_SMALL, buf, x, y + nh, tw, gfx_rgb(PAL_INK_SOFT), ALIGN_LEFT);
            describe_more(in, buf, sizeof buf);
            text_draw_fit(ts, R, FONT_SMALL, buf, x, y + nh + sh, tw, gfx_rgb(PAL_INK_SOFT), ALIGN_LEFT);
        } else {
            snprintf(buf, sizeof buf, _("Cannot be loaded: %s"), in->error);
            text_draw_fit(ts, R, FONT_SMALL, buf, x, y + nh, tw, gfx_rgb(PAL_RED), ALIGN_LEFT);
        }
    }
    widgets_end_scroll(w);
}

static void walk(void *self, Ui *ui, Widgets *w)
{
    Saves *st = self;
    Gfx *g = ui->gfx;
    const Metrics *L = &g->m;
    TextSystem *ts = &g->text;
    SDL_Renderer *R = g->renderer;
    SDL_Rect body;
    if (widget_frame(w, 1100, 700, st->saving ? _("Save game") : _("Load game"), &body)) { /* wide: a row says much */
        ui_pop(ui);
        return;
    }
    int rh = widget_row_height(g);
    int y = body.y;
    if (st->saving) {
        const char *label = _("Save");
        int bw = widget_button_width(g, label) + 2 * L->inner;
        SDL_Rect field = gfx_rect(body.x, y, body.w - bw - L->gap, rh);
        st->name_r = field;
        if (widget_field(w, field, st->name, st->name_focus, st->name_selected)) {
            st->name_focus = true;
            st->name_selected = false; /* a click puts the caret at the end */
            st->keyboard_wanted = g->input == INPUT_TOUCH;
        }
        if (st->name_focus && w->focus < 0) /* the field that takes the typing has the focus, not Save */
            w->focus = w->id;
        if (widget_button(w, gfx_rect(body.x + body.w - bw, y, bw, rh), label, BUTTON_PRIMARY)) {
            save(st, ui);
            return;
        }
        y += rh + L->inner;
    }
    /* the message and, when loading, the buttons for the picked save, at the bottom */
    const char *l1 = st->confirming ? _("Delete for good") : _("Load");
    const char *l2 = st->confirming ? _("Keep it") : _("Watch replay"), *l3 = _("Delete");
    int w1 = widget_button_width(g, l1) + 2 * L->inner, w2 = widget_button_width(g, l2) + L->inner;
    int w3 = st->confirming ? 0 : widget_button_width(g, l3) + L->inner;
    int msg_w = st->saving ? body.w : body.w - w1 - w2 - w3 - (w3 ? L->gap : L->gap / 2) - L->gap;
    int msg_h = st->message[0] ? text_wrap_height(ts, FONT_SMALL, st->message, msg_w) : 0;
    int foot = SDL_max(st->saving ? 0 : rh, msg_h);
    int bottom = body.y + body.h - foot;
    bool picked = st->selected >= 0 && st->selected < st->nsaves;
    if (widgets_drawing(w))
        st->delete_r = st->yes_r = st->load_r = st->row0 = gfx_rect(0, 0, 0, 0);
    /* the list first, then the buttons: the focus goes through them top to bottom */
    int hh = text_line_height(ts, FONT_HEADING);
    if (widgets_drawing(w))
        text_draw(ts, R, FONT_HEADING, _("Saved games"), body.x, y, ink(), ALIGN_LEFT);
    y += hh + L->inner / 2;
    SDL_Rect list = gfx_rect(body.x, y, body.w, bottom - (foot ? L->inner : 0) - y);
    rows(st, g, w, list);
    if (!st->saving && st->confirming) {
        SDL_Rect r1 = gfx_rect(body.x + body.w - w1, body.y + body.h - rh, w1, rh);
        SDL_Rect r2 = gfx_rect(r1.x - L->gap / 2 - w2, r1.y, w2, rh);
        if (widgets_drawing(w))
            st->yes_r = r1;
        if (widget_button(w, r2, l2, BUTTON_NORMAL)) {
            select_row(st, st->selected); /* keep it: the question goes */
            return;
        }
        if (widget_button(w, r1, l1, BUTTON_DANGER)) {
            delete_picked(st, ui);
            return;
        }
    } else if (!st->saving) {
        SDL_Rect r1 = gfx_rect(body.x + body.w - w1, body.y + body.h - rh, w1, rh);
        SDL_Rect r2 = gfx_rect(r1.x - L->gap / 2 - w2, r1.y, w2, rh);
        SDL_Rect r3 = gfx_rect(r2.x - L->gap - w3, r1.y, w3, rh);
        bool ok = picked && st->saves[st->selected].ok;
        if (widgets_drawing(w) && picked)
            st->delete_r = r3;
        if (widgets_drawing(w) && ok)
            st->load_r = r1;
        if (widget_button(w, r3, l3, picked ? BUTTON_NORMAL : BUTTON_DISABLED)) {
            delete_picked(st, ui);
            return;
        }
        if (widget_button(w, r2, l2, ok ? BUTTON_NORMAL : BUTTON_DISABLED)) {
            watch(st, ui, st->selected);
            return;
        }
        if (widget_button(w, r1, l1, ok ? BUTTON_PRIMARY : BUTTON_DISABLED)) {
            load(st, ui, st->selected);
            return;
        }
    }
    if (widgets_drawing(w) && st->message[0])
        widget_text(w, FONT_SMALL, st->message, gfx_rect(body.x, bottom, msg_w, 0),
                    st->message_error ? gfx_rgb(PAL_RED) : ink());
}

static void type_text(Saves *st, const char *text)
{
    if (!st->saving || !st->name_focus)
        return;
    /* printable text only, and only what fits whole */
    for (const unsigned char *p = (const unsigned char *)text; *p; p++)
        if (*p < 0x20 || *p == 0x7f)
            return;
    if (st->name_selected)
        st->name[0] = '\0';
    st->name_selected = false;
    if (strlen(st->name) + strlen(text) < sizeof st->name)
        strcat(st->name, text);
    st->selected = -1;
}

static void focus_name(Saves *st, bool on)
{
    st->name_focus = on;
    if (on)
        SDL_StartTextInput();
    else
        SDL_StopTextInput();
}

static bool key(Saves *st, Ui *ui, const UiEvent *e)
{
    switch (e->key) {
    case KEY_BACKSPACE:
        if (st->saving && st->name_focus) {
            if (st->name_selected)
                st->name[0] = '\0';
            else
                text_drop_last_char(st->name);
        }
        st->name_selected = false;
        st->selected = -1;
        return true;
    case KEY_CONFIRM:
        if (st->saving)
            save(st, ui);
        else if (st->confirming)
            delete_picked(st, ui);
        else
            load(st, ui, st->selected);
        return true;
    case KEY_DELETE:
        if (!st->saving)
            delete_picked(st, ui);
        return true;
    case KEY_CANCEL:
        if (st->confirming)
            select_row(st, st->selected);
        else
            ui_pop(ui);
        return true;
    case KEY_UP:
    case KEY_DOWN:
        if (!st->saving && st->nsaves > 0) {
            int i = st->selected < 0 ? 0 : st->selected + (e->key == KEY_UP ? -1 : 1);
            select_row(st, i < 0 ? 0 : i >= st->nsaves ? st->nsaves - 1 : i);
        }
        return true;
    default: return false;
    }
}

static void draw(void *self, Ui *ui)
{
    Saves *st = self;
    panel_draw(&st->panel, self, ui, walk);
}

/* The on-screen keyboard for the name (a pad's A on it, a finger's tap);
 * a suggested name is not kept (typing replaces it). */
static void open_keyboard(Saves *st, Ui *ui)
{
    st->keyboard_wanted = false;
    ui_push_keyboard(ui, st->name_selected ? "" : st->name, (int)sizeof st->name - 1, NULL);
}

/* The keyboard's OK: its text in place of the name, through the typing's
 * cleaning and limit; Cancel leaves the name. */
static void answer(void *self, Ui *ui, ScreenId from, int answer_code)
{
    Saves *st = self;
    if (from != SCREEN_KEYBOARD || !st->name_focus)
        return;
    if (answer_code == KEYBOARD_OK) {
        st->name_selected = true; /* the whole name is replaced */
        type_text(st, ui->keyboard.text);
    }
    SDL_StartTextInput(); /* the keyboard stopped it */
}

static bool event(void *self, Ui *ui, const UiEvent *e)
{
    Saves *st = self;
    if (st->saving && st->name_focus && panel_pad_types(&st->panel, e)) {
        open_keyboard(st, ui);
        return true;
    }
    bool press = e->kind == UI_PRESS && e->button == UI_BUTTON_LEFT;
    if (press)
        st->name_focus = false;
    bool taken;
    int was = st->panel.focus;
    bool changed = panel_event(&st->panel, self, ui, e, walk, &taken);
    if (press)
        focus_name(st, st->name_focus);
    /* the keys took the focus off the name: it stops taking the typing */
    if (taken && e->kind == UI_KEY && st->panel.focus != was && st->panel.focus_kind != FOCUS_FIELD)
        focus_name(st, false);
    if (st->keyboard_wanted) {
        open_keyboard(st, ui);
        return true;
    }
    if (taken)
        return changed;
    if (e->kind == UI_TEXT) {
        type_text(st, e->text);
        return true;
    }
    return e->kind == UI_KEY && key(st, ui, e);
}

static void *create(Ui *ui)
{
    (void)ui;
    Saves *st = calloc(1, sizeof *st);
    if (st)
        panel_reset(&st->panel);
    return st;
}

static void destroy(void *self)
{
    Saves *st = self;
    if (st)
        free(st->saves);
    free(st);
}

static void enter(void *self, Ui *ui, const NavRequest *why)
{
    Saves *st = self;
    panel_reset(&st->panel);
    st->saving = why && why->arg == SAVES_SAVE && match_has_game(ui->match);
    st->message[0] = '\0';
    st->name[0] = '\0';
    st->name_focus = false;
    refresh(st, ui);
    if (!ui->profile->data_dir[0])
        say(st, true, "%s", _("There is no folder for saved games: nothing can be saved or loaded."));
    if (st->saving) {
        default_name(st, ui, st->name, sizeof st->name);
        st->name_selected = true;
        focus_name(st, true);
    }
}

static void leave(void *self, Ui *ui)
{
    Saves *st = self;
    (void)ui;
    free(st->saves);
    st->saves = NULL;
    st->nsaves = 0;
    focus_name(st, false);
}

/* A game loaded or saved elsewhere (or one kept aside) changes the list. */
static void match_changed(void *self, Ui *ui, const MatchEvent *e)
{
    Saves *st = self;
    if (e->kind == MATCH_KEPT || e->kind == MATCH_SAVED || e->kind == MATCH_INSTALLED)
        refresh(st, ui);
}

/* The message shown, where Delete, the button that confirms it, Load
 * and the first row were drawn last, and the texts of every row. */
static void report(void *self, Ui *ui, ScreenReport *r)
{
    const Saves *st = self;
    (void)ui;
    panel_report(&st->panel, r);
    r->value(r, "message", st->message);
    r->value(r, "name", st->name);
    r->spot(r, "name_field", st->saving ? st->name_r : (SDL_Rect){0, 0, 0, 0});
    r->spot(r, "delete", st->delete_r);
    r->spot(r, "yes", st->yes_r);
    r->spot(r, "load", st->load_r);
    r->spot(r, "row0", st->row0);
    for (int i = 0; i < st->nsaves; i++) { /* each row's texts: "row_N_title", "_when", "_kind", "_more" */
        char name[32], buf[SESSION_MESSAGE_MAX + 64];
        const SaveInfo *in = &st->saves[i];
        snprintf(name, sizeof name, "row_%d_title", i);
        r->value(r, name, row_title(in));
        row_when(in, buf, sizeof buf);
        snprintf(name, sizeof name, "row_%d_when", i);
        r->value(r, name, buf);
        describe(in, buf, sizeof buf);
        snprintf(name, sizeof name, "row_%d_kind", i);
        r->value(r, name, in->ok ? buf : "");
        describe_more(in, buf, sizeof buf);
        snprintf(name, sizeof name, "row_%d_more", i);
        r->value(r, name, in->ok ? buf : "");
    }
}

const ScreenType *saves_screen(void)
{
    static const ScreenType type = {
        .name = "saves", .opaque = true, .create = create, .destroy = destroy, .enter = enter, .leave = leave,
        .answer = answer, .event = event, .draw = draw, .match_changed = match_changed, .report = report,
    };
    return &type;
}
