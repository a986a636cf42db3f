/* settings_screen.c: the settings screen, one row per row of the settings
 * table (core/settings.h): window or fullscreen, the size of text and
 * buttons, the language, colour-blind-safe terrain colours (with a row of
 * tiles showing the choice), animation speed, solo ambushes drawn by
 * themselves, confirming a placement, the sound's volume (a slider) and
 * mute, or, where sound cannot be had, one row saying why. A change is
 * saved at once and the shell applies it after the event. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfx.h"
#include "i18n.h"
#include "names.h"
#include "palette.h"
#include "panel.h"
#include "pieces.h"
#include "screens.h"
#include "widgets.h"

#define SETTINGS_SHOWN 8 /* the choices of a setting the report names */

typedef struct SettingsScreen {
    Panel panel;
    char error[SESSION_MESSAGE_MAX + 100];
    SDL_Rect volume; /* where the volume's slider was drawn last (the report's "volume") */
    SDL_Rect control[SETTING_COUNT][SETTINGS_SHOWN]; /* each setting's choices or check box, as laid out last */
} SettingsScreen;

/* Every terrain tile as the current choice draws it, named: one row of
 * eight, or two rows of four when a name would not fit under its tile in
 * one row (long names, e.g. Dutch "Niemandsland"). */
static void preview(Flow *f)
{
    Gfx *g = f->w->g;
    static const Content terrains[] = {CONTENT_FOREST,  CONTENT_VILLAGE, CONTENT_FARM,     CONTENT_WATER,
                                       CONTENT_MONSTER, CONTENT_HERO,    CONTENT_MOUNTAIN, CONTENT_WASTELAND};
    int n = (int)(sizeof terrains / sizeof terrains[0]);
    TextSystem *ts = &g->text;
    int sh = text_line_height(ts, FONT_SMALL);
    int name_w = 0;
    for (int i = 0; i < n; i++)
        name_w = SDL_max(name_w, text_width(ts, FONT_SMALL, name_terrain(terrains[i])) + f->gap / 2);
    /* the row may start left of the buttons, under the label, when the
     * names need the room */
    int cols = n;
    if (name_w * n > f->right - f->label_x)
        cols = (n + 1) / 2;
    int cell = SDL_min((f->right - f->left) / cols - f->gap / 2, (int)(56.0f * g->m.scale));
    int step = SDL_max(cell + f->gap / 2, name_w);
    int left = f->left;
    if (step * cols > f->right - left)
        left = SDL_max(f->label_x, f->right - step * cols);
    step = SDL_min(step, (f->right - left) / cols);
    for (int i = 0; i < n; i++) {
        int x = left + (i % cols) * step + (step - f->gap / 2 - cell) / 2;
        int y = f->y + (i / cols) * (cell + sh + f->gap / 2);
        if (widgets_drawing(f->w)) {
            SDL_Rect r = gfx_rect(x, y, cell, cell);
            draw_terrain(g, r, terrains[i], 255);
            gfx_rect_outline(g->renderer, r, 1, ink_alpha(160));
            text_draw_fit(ts, g->renderer, FONT_SMALL, name_terrain(terrains[i]), x + cell / 2, y + cell + 2, step,
                          ink(), ALIGN_CENTER);
        }
    }
    int rows = (n + cols - 1) / cols;
    f->y += rows * (cell + sh) + (rows - 1) * (f->gap / 2) + f->gap;
}

static void change(SettingsScreen *ss, Ui *ui, SettingId id, int value)
{
    if (!settings_set(&ui->profile->settings, id, value))
        return;
    ui->settings_changed |= 1u << id;
    char err[SESSION_MESSAGE_MAX];
    ss->error[0] = '\0';
    if (!profile_save_settings(ui->profile, err, sizeof err))
        snprintf(ss->error, sizeof ss->error, _("The settings could not be saved: %s"), err);
}

/* A check box's words; Placing's name the key or button that confirms in
 * the words of what was used last (a pad's A, a finger's Confirm). */
static const char *check_label(const SettingDef *d, const Gfx *g, char *buf, size_t size)
{
    if (d->id == SET_CONFIRM && glyph_if_pad(g, GLYPH_A)) {
        /* TRANSLATORS: a pad's button (A, Cross) that confirms a placement, as the Confirm button does */
        snprintf(buf, size, _("Confirm each placement before it counts (%s or Confirm)"), glyph_if_pad(g, GLYPH_A));
        return buf;
    }
    if (d->id == SET_CONFIRM && g->input == INPUT_TOUCH)
        return _("Confirm each placement before it counts (the Confirm button)");
    return _(d->check);
}

/* The choices or the check box of one setting. */
static void setting_row(SettingsScreen *ss, Ui *ui, Flow *f, const SettingDef *d)
{
    int value = settings_get(&ui->profile->settings, d->id);
    flow_row(f, _(d->label));
    if (d->kind == SETTING_TOGGLE) {
        char words[200];
        const char *label = check_label(d, ui->gfx, words, sizeof words);
        ss->control[d->id][0] = flow_place(f, widget_check_width(f->w->g, label));
        if (widget_check(f->w, ss->control[d->id][0], label, value != 0))
            change(ss, ui, d->id, !value);
    } else if (d->kind == SETTING_NUMBER && d->noptions == 0) { /* a slider (the volume) */
        int width = SDL_min(f->right - f->left, (int)(320.0f * f->w->g->m.scale));
        ss->volume = flow_place(f, width);
        if (widget_slider(f->w, ss->volume, &value, d->min, d->max, 5))
            change(ss, ui, d->id, value);
    } else {
        for (int i = 0; i < d->noptions; i++) {
            const SettingOption *o = &d->options[i];
            const char *label = o->translate ? _(o->label) : o->label;
            SDL_Rect r = flow_place(f, widget_button_width(f->w->g, label));
            if (i < SETTINGS_SHOWN)
                ss->control[d->id][i] = r;
            if (widget_choice(f->w, r, label, value == o->value) && value != o->value)
                change(ss, ui, d->id, o->value);
        }
    }
    flow_row_end(f);
}

/* Where sound cannot be had (a build without SDL2_mixer, no audio device)
 * the volume and mute rows would do nothing: one row says so instead. True
 * when it was that row. */
static bool no_sound_row(Flow *f, const Sound *sound)
{
    char note[400];
    if (!sound_built())
        snprintf(note, sizeof note, "%s", _("This copy of the game was built without sound."));
    else if (sound->failed)
        /* TRANSLATORS: %s is the system's reason, in English. */
        snprintf(note, sizeof note, _("No sound: no audio device could be opened (%s)."), sound->why);
    else
        return false;
    flow_row(f, _("Sound"));
    TextSystem *ts = &f->w->g->text;
    int top = f->y + (f->row_h - text_line_height(ts, FONT_BODY)) / 2;
    int h = widget_text(f->w, FONT_BODY, note, gfx_rect(f->left, top, f->right - f->left, 0), gfx_rgb(PAL_INK_SOFT));
    f->y = SDL_max(f->y + f->row_h, top + h) + f->gap;
    return true;
}

static void walk(void *self, Ui *ui, Widgets *w)
{
    SettingsScreen *ss = self;
    Gfx *g = ui->gfx;
    const Metrics *L = &g->m;
    TextSystem *ts = &g->text;
    SDL_Rect body;
    if (widget_frame(w, 900, 620, _("Settings"), &body)) {
        ui_pop(ui);
        return;
    }
    int label_w = 0;
    for (int i = 0; i < SETTING_COUNT; i++)
        if (settings_def((SettingId)i)->label) /* rows without one are kept, not shown */
            label_w = SDL_max(label_w, text_width(ts, FONT_BODY, _(settings_def((SettingId)i)->label)));
    Flow f = {w, body.x, body.x + label_w + L->gap, body.x + body.w, 0, body.y + L->inner / 2, widget_row_height(g),
              L->gap};
    bool no_sound = false;
    for (int i = 0; i < SETTING_COUNT; i++) {
        if (!settings_def((SettingId)i)->label)
            continue;
        if (i == SET_VOLUME) /* the volume row comes first, then mute */
            no_sound = no_sound_row(&f, &g->sound);
        if ((i == SET_VOLUME || i == SET_MUTE) && no_sound)
            continue;
        setting_row(ss, ui, &f, settings_def((SettingId)i));
        if (i == SET_LANGUAGE && ui->args->lang)
            f.y += widget_text(w, FONT_SMALL, _("(--lang on the command line decides for this run)"),
                               gfx_rect(f.left, f.y - f.gap / 2, f.right - f.left, 0), gfx_rgb(PAL_INK_SOFT)) +
                   f.gap / 2;
        if (i == SET_COLOURS)
            preview(&f);
    }

    /* where everything is kept */
    f.y += L->inner;
    char where[FILEIO_PATH_MAX + 100];
    const char *dir = ui->profile->data_dir;
    if (dir[0])
        /* TRANSLATORS: a folder. */
        snprintf(where, sizeof where, _("Settings, saved games and statistics are kept in %s"), dir);
    else
        snprintf(where, sizeof where, "%s", _("There is no folder to keep settings in: they last until you quit."));
    f.y += widget_text(w, FONT_SMALL, where, gfx_rect(body.x, f.y, body.w, 0), gfx_rgb(PAL_INK_SOFT));
    if (ss->error[0])
        widget_text(w, FONT_SMALL, ss->error, gfx_rect(body.x, f.y + L->inner / 2, body.w, 0), gfx_rgb(PAL_RED));
}

static void draw(void *self, Ui *ui)
{
    SettingsScreen *ss = self;
    panel_draw(&ss->panel, self, ui, walk);
}

static bool event(void *self, Ui *ui, const UiEvent *e) { return panel_screen_event(self, ui, e, walk); }

static void *create(Ui *ui)
{
    (void)ui;
    return panel_screen_create(sizeof(SettingsScreen));
}

static void enter(void *self, Ui *ui, const NavRequest *why)
{
    SettingsScreen *s = self;
    panel_screen_enter(self, ui, why);
    s->error[0] = '\0';
}

/* The focus, the volume's slider ("volume"), each setting's choices or
 * check box by its key in the file and its place ("animation-speed_0",
 * "sound-muted_0"), each setting's value ("animation-speed", 2), and Placing's check
 * box's words ("confirm", as the input used last has them). */
static void report(void *self, Ui *ui, ScreenReport *r)
{
    char words[200];
    report_value(r, "confirm", "%s", check_label(settings_def(SET_CONFIRM), ui->gfx, words, sizeof words));
    if (self) {
        const SettingsScreen *ss = self;
        for (int i = 0; i < SETTING_COUNT; i++) {
            const SettingDef *d = settings_def((SettingId)i);
            if (!d->label)
                continue;
            report_value(r, d->key, "%d", settings_get(&ui->profile->settings, d->id));
            for (int k = 0; k < SETTINGS_SHOWN; k++)
                if (ss->control[i][k].w > 0)
                    report_spot(r, ss->control[i][k], "%s_%d", d->key, k);
        }
        r->spot(r, "volume", ss->volume);
        panel_screen_report(self, ui, r);
    }
}

const ScreenType *settings_screen(void)
{
    static const ScreenType type = {
        .name = "settings", .opaque = true, .create = create, .destroy = free, .enter = enter, .event = event,
        .draw = draw, .report = report,
    };
    return &type;
}
