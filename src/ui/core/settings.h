/* settings.h: the player's settings, one table for all of them.
 *
 * Each row of the table (settings.c) says everything about one setting:
 * its key and words in the preferences file, its label and choices on the
 * settings screen, its default, and the function that applies a change to
 * the running game at once (NULL for settings read where they act, such as
 * the solo ambushes drawn by themselves). The file (settings_file.c), the
 * settings screen (screens/settings_screen.c) and the shell, which applies a
 * change, all walk this table; adding a setting is one row here and, if it
 * changes something at once, one apply function. See HACKING.md, "Adding a
 * setting". */
#ifndef UI_CORE_SETTINGS_H
#define UI_CORE_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>

#include "args.h"
#include "game.h"
#include "session.h"
#include "window.h"

typedef enum SettingId {
    SET_FULLSCREEN,
    SET_SCALE,
    SET_LANGUAGE,
    SET_COLOURS,
    SET_ANIMATION,
    SET_AUTO_AMBUSH,
    SET_CONFIRM,
    /* the window as it was left (core/window_place.h), kept, not shown */
    SET_WINDOW_W,
    SET_WINDOW_H,
    SET_WINDOW_X,
    SET_WINDOW_Y,
    SET_WINDOW_MAXIMISED,
    SET_VOLUME,
    SET_MUTE,
    SETTING_COUNT
} SettingId;

typedef enum SettingKind {
    SETTING_CHOICE, /* one of the options (its value is the option's) */
    SETTING_NUMBER, /* a whole number in [min, max]; the screen offers the options, or a slider without any */
    SETTING_TOGGLE, /* on or off (1 or 0): a check box; "yes" / "no" in the file */
} SettingKind;

/* Values of the choices whose meaning code reads. */
enum { ANIM_OFF, ANIM_SLOW, ANIM_NORMAL, ANIM_FAST };

typedef struct SettingOption {
    int value;
    const char *word;  /* in the file */
    const char *label; /* on the screen: N_() text, or a name shown as it is (languages) */
    bool translate;    /* whether the label goes through gettext */
} SettingOption;

/* What the shell does after a change (apply functions return these). */
enum {
    SETTING_REDRAW = 1u << 0,
    SETTING_MEASURE = 1u << 1, /* measure the window again (window_measure) */
    SETTING_TEXTS = 1u << 2,   /* every rendered text is stale: a new language */
};

struct Settings;

/* What an apply function may change. */
typedef struct SettingsEnv {
    const struct Settings *settings;
    Gfx *gfx;
    const UiArgs *args;
    const char *localedir; /* for the language */
} SettingsEnv;

typedef struct SettingDef {
    SettingId id;
    const char *key;   /* in the preferences file */
    const char *label; /* the row on the settings screen (N_); NULL: kept in the file, not shown */
    SettingKind kind;
    const SettingOption *options;
    int noptions;
    int min, max;      /* SETTING_NUMBER: what the file may hold */
    const char *check; /* SETTING_TOGGLE: the check box's text (N_) */
    int def;
    unsigned (*apply)(const SettingsEnv *env);
} SettingDef;

/* The last game set up on the setup screen, which starts from it (kept in
 * the same file). */
typedef struct SetupMemory {
    GameKind kind;
    int players;                           /* 1..6 */
    char seat[MAX_PLAYERS][8];             /* "human", "easy", "medium", "hard" */
    char name[MAX_PLAYERS][SEAT_NAME_MAX]; /* "" for the default name */
} SetupMemory;

typedef struct Settings {
    int value[SETTING_COUNT];
    SetupMemory setup;
} Settings;

const SettingDef *settings_def(SettingId id);
void settings_defaults(Settings *s);
int settings_get(const Settings *s, SettingId id);
/* Sets a value the setting allows; false (nothing changed) for another. */
bool settings_set(Settings *s, SettingId id, int value);
/* The language code chosen ("de"), or "" to follow the system. */
const char *settings_language(const Settings *s);
/* The language the game uses: --lang, else the setting, else NULL (the
 * system's). */
const char *settings_effective_language(const Settings *s, const UiArgs *args);
/* Applies one setting to the running game; returns SETTING_* flags. */
unsigned settings_apply(const SettingsEnv *env, SettingId id);
/* Applies every setting with an apply function (at start-up). */
unsigned settings_apply_all(const SettingsEnv *env);
/* How long an animation runs with the animation setting (0: off). */
int settings_animation_ms(const Settings *s);

#endif
