/* ui_screen_settings.c: the settings screen: window or fullscreen, the
 * size of text and buttons, the language, colour-blind-safe terrain
 * colours (with a row of tiles showing the choice), animation speed, solo
 * ambushes drawn by themselves, and confirming a placement. A change
 * applies at once (ui_prefs.c) and is saved at once. */
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "ui_gfx.h"
#include "ui_names.h"
#include "ui_palette.h"
#include "ui_prefs.h"
#include "ui_screens.h"
#include "ui_session.h"
#include "ui_widgets.h"

static const int scales[] = {80, 90, 100, 110, 125, 150};

typedef struct Flow {
    Widgets *w;
    int label_x, left, right, x, y, row_h, gap;
} Flow;

static void row_begin(Flow *f, const char *label)
{
    f->x = f->left;
    if (widgets_drawing(f->w) && label) {
        TextSystem *ts = &f->w->app->text;
        int lh = text_line_height(ts, FONT_BODY);
        text_draw_fit(ts, f->w->app->renderer, FONT_BODY, label, f->label_x, f->y + (f->row_h - lh) / 2,
                      f->left - f->label_x - f->gap, gfx_rgb(PAL_INK_SOFT), ALIGN_LEFT);
    }
}

static void row_end(Flow *f) { f->y += f->row_h + f->gap; }

static SDL_Rect place(Flow *f, int w)
{
    w = SDL_min(w, f->right - f->left);
    if (f->x + w > f->right && f->x > f->left) {
        f->x = f->left;
        f->y += f->row_h + f->gap / 2;
    }
    SDL_Rect r = gfx_rect(f->x, f->y, w, f->row_h);
    f->x += w + f->gap / 2;
    return r;
}

static bool choice(Flow *f, const char *label, bool selected)
{
    return widget_choice(f->w, place(f, widget_button_width(f->w->app, label)), label, selected);
}

static bool check(Flow *f, const char *label, bool on)
{
    return widget_check(f->w, place(f, widget_check_width(f->w->app, label)), label, on);
}

/* Every terrain tile as the current choice draws it, named. */
static void preview(Flow *f)
{
    App *app = f->w->app;
    static const Content terrains[] = {CONTENT_FOREST,  CONTENT_VILLAGE, CONTENT_FARM,     CONTENT_WATER,
                                       CONTENT_MONSTER, CONTENT_HERO,    CONTENT_MOUNTAIN, CONTENT_WASTELAND};
    int n = (int)(sizeof terrains / sizeof terrains[0]);
    TextSystem *ts = &app->text;
    int sh = text_line_height(ts, FONT_SMALL);
    int cell = SDL_min((f->right - f->left) / n - f->gap / 2, (int)(56.0f * app->layout.scale));
    int step = cell + f->gap / 2;
    for (int i = 0; i < n; i++) /* room for the names, as long as all eight fit */
        step = SDL_max(step, text_width(ts, FONT_SMALL, name_terrain(terrains[i])) + f->gap / 2);
    /* the row may start left of the buttons, under the label, when the
     * names need the room */
    int left = f->left;
    if (step * n > f->right - left)
        left = SDL_max(f->label_x, f->right - step * n);
    step = SDL_min(step, (f->right - left) / n);
    for (int i = 0; i < n; i++) {
        int x = left + i * step + (step - f->gap / 2 - cell) / 2;
        if (widgets_drawing(f->w)) {
            SDL_Rect r = gfx_rect(x, f->y, cell, cell);
            draw_terrain(app, r, terrains[i], 255);
            gfx_rect_outline(app->renderer, r, 1, ink_alpha(160));
            text_draw_fit(ts, app->renderer, FONT_SMALL, name_terrain(terrains[i]), x + cell / 2, f->y + cell + 2,
                          step, ink(), ALIGN_CENTER);
        }
    }
    f->y += cell + sh + f->gap;
}

static void changed(App *app)
{
    app_save_prefs(app);
    app->redraw = true;
}

void settings_run(Widgets *w)
{
    App *app = w->app;
    Prefs *p = &app->prefs;
    const Layout *L = &app->layout;
    TextSystem *ts = &app->text;
    SDL_Rect body;
    if (widget_frame(w, 900, 620, _("Settings"), &body)) {
        screen_open(app, SCREEN_MENU);
        return;
    }
    const char *labels[] = {_("Window"), _("Text and buttons"), _("Language"), _("Terrain colours"),
                            _("Animations"), _("Solo ambushes"), _("Placing")};
    int label_w = 0;
    for (size_t i = 0; i < sizeof labels / sizeof labels[0]; i++)
        label_w = SDL_max(label_w, text_width(ts, FONT_BODY, labels[i]));
    Flow f = {w, body.x, body.x + label_w + L->gap, body.x + body.w, 0, body.y + L->inner / 2,
              widget_row_height(app), L->gap};
    char buf[64];

    row_begin(&f, labels[0]);
    if (choice(&f, _("In a window"), !p->fullscreen) && p->fullscreen) {
        p->fullscreen = false;
        prefs_apply_fullscreen(app);
        changed(app);
    }
    if (choice(&f, _("Fullscreen"), p->fullscreen) && !p->fullscreen) {
        p->fullscreen = true;
        prefs_apply_fullscreen(app);
        changed(app);
    }
    row_end(&f);

    row_begin(&f, labels[1]);
    for (size_t i = 0; i < sizeof scales / sizeof scales[0]; i++) {
        snprintf(buf, sizeof buf, "%d%%", scales[i]);
        if (choice(&f, buf, p->ui_scale == scales[i]) && p->ui_scale != scales[i]) {
            p->ui_scale = scales[i];
            prefs_apply_scale(app);
            changed(app);
            return; /* the layout changed under the walk */
        }
    }
    row_end(&f);

    row_begin(&f, labels[2]);
    static const char *const codes[] = {"", "en", "de"};
    const char *lang_names[] = {_("Like the system"), "English", "Deutsch"};
    for (int i = 0; i < 3; i++)
        if (choice(&f, lang_names[i], strcmp(p->language, codes[i]) == 0) && strcmp(p->language, codes[i]) != 0) {
            snprintf(p->language, sizeof p->language, "%s", codes[i]);
            prefs_apply_language(app);
            changed(app);
            return;
        }
    row_end(&f);
    if (app->args.lang)
        f.y += widget_text(w, FONT_SMALL, _("(--lang on the command line decides for this run)"),
                           gfx_rect(f.left, f.y - f.gap / 2, f.right - f.left, 0), gfx_rgb(PAL_INK_SOFT)) +
               f.gap / 2;

    row_begin(&f, labels[3]);
    if (choice(&f, _("Standard"), !p->colour_blind) && p->colour_blind) {
        p->colour_blind = false;
        prefs_apply_colours(app);
        changed(app);
    }
    if (choice(&f, _("Colour-blind safe"), p->colour_blind) && !p->colour_blind) {
        p->colour_blind = true;
        prefs_apply_colours(app);
        changed(app);
    }
    row_end(&f);
    preview(&f);

    row_begin(&f, labels[4]);
    const char *speeds[ANIM_SPEED_COUNT] = {_("Off"), _("Slow"), _("Normal"), _("Fast")};
    for (int i = 0; i < ANIM_SPEED_COUNT; i++)
        if (choice(&f, speeds[i], p->animation == (AnimSpeed)i) && p->animation != (AnimSpeed)i) {
            p->animation = (AnimSpeed)i;
            prefs_apply_animation(app);
            changed(app);
        }
    row_end(&f);

    row_begin(&f, labels[5]);
    if (check(&f, _("Draw a solo ambush by itself when it fits only one way"), p->auto_solo_ambush)) {
        p->auto_solo_ambush = !p->auto_solo_ambush;
        changed(app);
    }
    row_end(&f);

    row_begin(&f, labels[6]);
    if (check(&f, _("Confirm each placement before it counts (Enter or Confirm)"), p->confirm_commit)) {
        p->confirm_commit = !p->confirm_commit;
        changed(app);
    }
    row_end(&f);

    /* where everything is kept */
    f.y += L->inner;
    char where[FILEIO_PATH_MAX + 100];
    if (app->data_dir[0])
        /* TRANSLATORS: a folder. */
        snprintf(where, sizeof where, _("Settings, saved games and statistics are kept in %s"), app->data_dir);
    else
        snprintf(where, sizeof where, "%s", _("There is no folder to keep settings in: they last until you quit."));
    widget_text(w, FONT_SMALL, where, gfx_rect(body.x, f.y, body.w, 0), gfx_rgb(PAL_INK_SOFT));
}
