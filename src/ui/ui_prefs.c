/* ui_prefs.c: the settings applied to the running app (see ui_prefs.h). */
#include "ui_prefs.h"

#include <stdio.h>

#include "i18n.h"
#include "ui_draw.h"

void prefs_apply_language(App *app)
{
    const char *lang = app->args.lang ? app->args.lang : app->prefs.language[0] ? app->prefs.language : NULL;
    if (!i18n_init(lang, app->localedir[0] ? app->localedir : NULL))
        fprintf(stderr, "cartographers: the translations could not be loaded; the game is in English\n");
    if (app->renderer) {
        /* every cached text and every measured width is in the old language */
        text_flush(&app->text);
        app_relayout(app);
        if (app->ui.overlay == OVERLAY_NONE && !app->replay.active)
            play_default_status(app);
    }
}

void prefs_apply_fullscreen(App *app)
{
    if (!app->window || app->args.screenshot)
        return;
    Uint32 flags = app->prefs.fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0;
    if (SDL_SetWindowFullscreen(app->window, flags) != 0) {
        fprintf(stderr, "cartographers: cannot switch fullscreen: %s\n", SDL_GetError());
        play_set_status(app, true, _("Fullscreen is not available: %s"), SDL_GetError());
    }
    app_relayout(app);
}

void prefs_apply_scale(App *app)
{
    if (app->renderer)
        app_relayout(app);
}

void prefs_apply_colours(App *app)
{
    assets_set_colour_blind(&app->assets, app->prefs.colour_blind);
    draw_forget_scene(app);
    app->redraw = true;
}

void prefs_apply_animation(App *app)
{
    static const int ms[ANIM_SPEED_COUNT] = {0, 450, ANIM_MS, 120};
    bool allowed = !app->args.screenshot && !app->args.no_animations && !SDL_getenv("CARTOGRAPHERS_NO_ANIMATIONS");
    AnimSpeed s = app->prefs.animation;
    app->anim.enabled = allowed && s != ANIM_OFF;
    app->anim.ms = (int)s >= 0 && s < ANIM_SPEED_COUNT && ms[s] > 0 ? ms[s] : ANIM_MS;
}

void prefs_apply_startup(App *app)
{
    prefs_apply_colours(app);
    prefs_apply_animation(app);
    if (app->prefs.fullscreen)
        prefs_apply_fullscreen(app);
}
