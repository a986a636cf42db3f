/* ui_draw.h: drawing the table. draw_frame draws everything from the App's
 * rules state, UI state and layout; the draw_* parts each own one region.
 * Nothing here changes rules state or UI state. */
#ifndef UI_DRAW_H
#define UI_DRAW_H

#include <stdbool.h>

#include "ui_app.h"

void draw_frame(App *app);
/* Drops the cached scene (after a resize or a lost render target). */
void draw_forget_scene(App *app);

/* A frame is drawn in two passes. The static pass draws everything that does
 * not follow the pointer into a cached texture, redrawn only when the game,
 * the layout or the UI state other than hover and ghost changes; the dynamic
 * pass draws on top of it every frame: hover marks, highlights, the ghost,
 * the score boxes with their live projections, overlays and tooltips. */
typedef enum DrawPass { PASS_STATIC, PASS_DYNAMIC } DrawPass;

/* regions (one file each) */
void draw_bars(App *app, DrawPass pass);    /* ui_draw_bars.c: top bar, season track, seed, bottom bar */
void draw_sheet(App *app, DrawPass pass);   /* ui_draw_sheet.c: the map sheet */
void draw_scores(App *app, DrawPass pass);  /* ui_draw_scores.c: coin track, season boxes, total */
void draw_cards(App *app, DrawPass pass);   /* ui_draw_cards.c: the card row */
void draw_choice(App *app, DrawPass pass);  /* ui_draw_choice.c: option tiles on the newest card, placing tools */
void draw_decrees(App *app, DrawPass pass); /* ui_draw_decrees.c: decrees A-D */

/* The option tiles on the newest card (ui_draw_choice.c). */
void draw_options(App *app);
/* The newest card of the row with its option tiles (animation layer). */
void draw_newest_card(App *app);
/* One card, full face (ui_draw_cards.c). */
void draw_card_face(App *app, SDL_Rect r, int card_id, bool print_body);

/* ---- shared pieces (ui_draw_common.c) ---- */

/* A sheet of paper: drop shadow, base colour with grain, darkened rim, edge line. */
void draw_paper(App *app, SDL_Rect r, SDL_Color base, bool shadow);
/* A card: rounded, with grain and an ink border. */
void draw_card_base(App *app, SDL_Rect r, SDL_Color base, SDL_Color border);
typedef enum ButtonLook { BUTTON_NORMAL, BUTTON_PRIMARY, BUTTON_DISABLED } ButtonLook;
void draw_button(App *app, SDL_Rect r, const char *label, ButtonLook look, bool hover);
/* A terrain square (tile art, or flat colour if the art is missing). */
void draw_terrain(App *app, SDL_Rect r, Content c, Uint8 alpha);
/* A shape pattern (cards.h syntax: '#', 'o' gap, '.', rows by '/') in
 * orientation `orient` (-1: as printed, gaps shown), cells of size `cell`,
 * centred in r. */
void draw_pattern(App *app, SDL_Rect r, const char *pattern, int orient, int cell, Content terrain, Uint8 alpha);
/* Cell size that fits a pattern (as printed) in a w x h box. */
int pattern_fit_cell(const char *pattern, int orient, int w, int h);
/* The first letter(s) of a monster's name as written on the sheet. */
void monster_initial(int card_id, char out[4]);

SDL_Color ink(void);
SDL_Color ink_alpha(Uint8 a);

#endif
