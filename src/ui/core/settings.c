/* settings.c: the table of settings and their apply functions (see
 * settings.h). */
#include "settings.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "languages.h"

/* ---- apply functions ---- */

static unsigned apply_fullscreen(const SettingsEnv *env)
{
    Gfx *g = env->gfx;
    if (!g || !g->window || env->args->screenshot)
        return 0;
    Uint32 flags = settings_get(env->settings, SET_FULLSCREEN) ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0;
    if (SDL_SetWindowFullscreen(g->window, flags) != 0)
        fprintf(stderr, "cartographers: cannot switch fullscreen: %s\n", SDL_GetError());
    return SETTING_MEASURE | SETTING_REDRAW;
}

static unsigned apply_scale(const SettingsEnv *env)
{
    if (env->gfx)
        env->gfx->user_scale = (float)settings_get(env->settings, SET_SCALE) / 100.0f;
    return SETTING_MEASURE | SETTING_REDRAW;
}

static unsigned apply_language(const SettingsEnv *env)
{
    const char *lang = settings_effective_language(env->settings, env->args);
    if (!i18n_init(lang, env->localedir && env->localedir[0] ? env->localedir : NULL))
        fprintf(stderr, "cartographers: the translations could not be loaded; the game is in English\n");
    return SETTING_TEXTS | SETTING_MEASURE | SETTING_REDRAW;
}

static unsigned apply_colours(const SettingsEnv *env)
{
    if (env->gfx)
        assets_set_colour_blind(&env->gfx->assets, settings_get(env->settings, SET_COLOURS) != 0);
    return SETTING_REDRAW;
}

/* The volume and mute rows both set the sound's volume. */
static unsigned apply_sound(const SettingsEnv *env)
{
    if (env->gfx)
        sound_set_volume(&env->gfx->sound, settings_get(env->settings, SET_VOLUME),
                         settings_get(env->settings, SET_MUTE) != 0);
    return SETTING_REDRAW;
}

/* ---- the table ---- */

static const SettingOption window_options[] = {
    {0, "no", N_("In a window"), true},
    {1, "yes", N_("Fullscreen"), true},
};
static const SettingOption scale_options[] = {
    {80, "80", "80%", false},   {90, "90", "90%", false},   {100, "100", "100%", false},
    {110, "110", "110%", false}, {125, "125", "125%", false}, {150, "150", "150%", false},
};
static const SettingOption language_options[] = {
    {0, "system", N_("Like the system"), true},
/* every language of text/languages.h, named in its own language; the value
 * is its index there plus one */
#define LANGUAGE_OPTION(code, name) {LANGUAGE_##code + 1, #code, name, false},
    LANGUAGE_LIST(LANGUAGE_OPTION)
#undef LANGUAGE_OPTION
};
static const SettingOption colour_options[] = {
    {0, "no", N_("Standard"), true},
    {1, "yes", N_("Colour-blind safe"), true},
};
static const SettingOption animation_options[] = {
    {ANIM_OFF, "off", N_("Off"), true},
    {ANIM_SLOW, "slow", N_("Slow"), true},
    {ANIM_NORMAL, "normal", N_("Normal"), true},
    {ANIM_FAST, "fast", N_("Fast"), true},
};

#define OPTIONS(a) (a), (int)(sizeof(a) / sizeof((a)[0]))

static const SettingDef defs[SETTING_COUNT] = {
    {SET_FULLSCREEN, "fullscreen", N_("Window"), SETTING_CHOICE, OPTIONS(window_options), 0, 1, NULL, 0,
     apply_fullscreen},
    {SET_SCALE, "ui-scale", N_("Text and buttons"), SETTING_NUMBER, OPTIONS(scale_options), 50, 300, NULL, 100,
     apply_scale},
    {SET_LANGUAGE, "language", N_("Language"), SETTING_CHOICE, OPTIONS(language_options), 0, 0, NULL, 0,
     apply_language},
    {SET_COLOURS, "colour-blind", N_("Terrain colours"), SETTING_CHOICE, OPTIONS(colour_options), 0, 1, NULL, 0,
     apply_colours},
    {SET_ANIMATION, "animation-speed", N_("Animations"), SETTING_CHOICE, OPTIONS(animation_options), 0, 0, NULL,
     ANIM_NORMAL, NULL},
    {SET_AUTO_AMBUSH, "auto-solo-ambush", N_("Solo ambushes"), SETTING_TOGGLE, NULL, 0, 0, 1,
     N_("Draw a solo ambush by itself when it fits only one way"), 0, NULL},
    /* a solo move reveals the next card as it is committed, so a confirm
     * step is the solo player's only take-back: on by default */
    {SET_CONFIRM, "confirm-commit", N_("Placing"), SETTING_TOGGLE, NULL, 0, 0, 1,
     N_("Confirm each placement before it counts (Enter or Confirm)"), 1, NULL},
    /* the window's size and place in points when it was last a normal window
     * (0 x 0: never measured), and whether it was maximised; written when the
     * game closes, read when the window opens (window_place.h) */
    {SET_WINDOW_W, "window-width", NULL, SETTING_NUMBER, NULL, 0, 0, 16384, NULL, 0, NULL},
    {SET_WINDOW_H, "window-height", NULL, SETTING_NUMBER, NULL, 0, 0, 16384, NULL, 0, NULL},
    {SET_WINDOW_X, "window-x", NULL, SETTING_NUMBER, NULL, 0, -32768, 32767, NULL, 0, NULL},
    {SET_WINDOW_Y, "window-y", NULL, SETTING_NUMBER, NULL, 0, -32768, 32767, NULL, 0, NULL},
    {SET_WINDOW_MAXIMISED, "window-maximised", NULL, SETTING_TOGGLE, NULL, 0, 0, 1, NULL, 0, NULL},
    /* a slider: no options */
    {SET_VOLUME, "sound-volume", N_("Sound volume"), SETTING_NUMBER, NULL, 0, 0, 100, NULL, 60, apply_sound},
    {SET_MUTE, "sound-muted", N_("Sound"), SETTING_TOGGLE, NULL, 0, 0, 1, N_("Mute all sound"), 0, apply_sound},
};

const SettingDef *settings_def(SettingId id) { return (unsigned)id < SETTING_COUNT ? &defs[id] : NULL; }

void settings_defaults(Settings *s)
{
    memset(s, 0, sizeof *s);
    for (int i = 0; i < SETTING_COUNT; i++)
        s->value[i] = defs[i].def;
    s->setup.kind = GAME_BASE;
    s->setup.players = 1;
    for (int i = 0; i < MAX_PLAYERS; i++)
        snprintf(s->setup.seat[i], sizeof s->setup.seat[i], "human");
}

int settings_get(const Settings *s, SettingId id) { return (unsigned)id < SETTING_COUNT ? s->value[id] : 0; }

static bool allowed(const SettingDef *d, int value)
{
    switch (d->kind) {
    case SETTING_TOGGLE: return value == 0 || value == 1;
    case SETTING_NUMBER: return value >= d->min && value <= d->max;
    default:
        for (int i = 0; i < d->noptions; i++)
            if (d->options[i].value == value)
                return true;
        return false;
    }
}

bool settings_set(Settings *s, SettingId id, int value)
{
    const SettingDef *d = settings_def(id);
    if (!d || !allowed(d, value))
        return false;
    s->value[id] = value;
    return true;
}

const char *settings_language(const Settings *s)
{
    const SettingDef *d = &defs[SET_LANGUAGE];
    int v = s->value[SET_LANGUAGE];
    for (int i = 1; i < d->noptions; i++) /* option 0: the system's */
        if (d->options[i].value == v)
            return d->options[i].word;
    return "";
}

const char *settings_effective_language(const Settings *s, const UiArgs *args)
{
    if (args && args->lang)
        return args->lang;
    const char *code = settings_language(s);
    return code[0] ? code : NULL;
}

unsigned settings_apply(const SettingsEnv *env, SettingId id)
{
    const SettingDef *d = settings_def(id);
    return d && d->apply ? d->apply(env) : SETTING_REDRAW;
}

unsigned settings_apply_all(const SettingsEnv *env)
{
    unsigned flags = 0;
    for (int i = 0; i < SETTING_COUNT; i++)
        if (defs[i].apply && i != SET_LANGUAGE && (i != SET_FULLSCREEN || settings_get(env->settings, SET_FULLSCREEN)))
            flags |= defs[i].apply(env);
    return flags;
}

int settings_animation_ms(const Settings *s)
{
    switch (settings_get(s, SET_ANIMATION)) {
    case ANIM_OFF: return 0;
    case ANIM_SLOW: return 450;
    case ANIM_FAST: return 120;
    default: return 250;
    }
}
