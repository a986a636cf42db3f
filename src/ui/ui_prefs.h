/* ui_prefs.h: applying the player's settings (src/session/prefs.h) to the
 * running app: fullscreen, UI scale, language, colour-blind-safe terrain
 * drawing, animation speed. The settings screen changes a setting, applies
 * it at once and saves the file; the two others (solo ambushes drawn by
 * themselves, confirm before commit) are read where they act. */
#ifndef UI_PREFS_H
#define UI_PREFS_H

#include "ui_app.h"

/* The language: --lang, else the setting, else the system's. Call once
 * before the first translated text, and again after a change. */
void prefs_apply_language(App *app);
/* Everything else, once the window is open. */
void prefs_apply_startup(App *app);
void prefs_apply_fullscreen(App *app);
void prefs_apply_scale(App *app);
void prefs_apply_colours(App *app);
void prefs_apply_animation(App *app);

#endif
