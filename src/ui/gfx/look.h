/* look.h: the pieces every screen draws the same way: the desk behind
 * everything, sheets of parchment, buttons, ink. One place, so the menu,
 * the dialogs and the table look like one game (docs/look.md). */
#ifndef UI_GFX_LOOK_H
#define UI_GFX_LOOK_H

#include <stdbool.h>

#include <SDL.h>

#include "window.h"

/* A button's look: NORMAL, PRIMARY (the main action: green), DANGER (an
 * action that throws something away for good: red), DISABLED. */
typedef enum ButtonLook { BUTTON_NORMAL, BUTTON_PRIMARY, BUTTON_DISABLED, BUTTON_DANGER } ButtonLook;

SDL_Color ink(void);
SDL_Color ink_alpha(Uint8 a);

/* The desk: a dark wood gradient over the whole window. */
void draw_desk(Gfx *g);
/* A sheet of paper: drop shadow, base colour with grain, darkened rim, edge line. */
void draw_paper(Gfx *g, SDL_Rect r, SDL_Color base, bool shadow);
/* The parchment grain alone, over r. */
void draw_grain(Gfx *g, SDL_Rect r);
void draw_button(Gfx *g, SDL_Rect r, const char *label, ButtonLook look, bool hover);

#endif
