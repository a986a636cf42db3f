/* ui_anim.h: short animations (look.md): the newest card slides into the
 * row, new coins grow into their slots, spaces the game changed by itself
 * (zombies spreading, destroyed spaces) fade in. 250 ms each, never
 * blocking input; off in screenshots and with --no-animations.
 *
 * While one runs, the static scene leaves its subject out and the dynamic
 * pass draws it in motion; the main loop wakes up every frame until all are
 * done, then sleeps again. */
#ifndef UI_ANIM_H
#define UI_ANIM_H

#include <stdbool.h>

#include <SDL.h>

#include "game.h"

#define ANIM_MS 250

typedef struct Anim {
    bool enabled;
    int ms; /* how long each animation runs (settings: slow, normal, fast); 0 = ANIM_MS */
    Uint32 card_start; /* 0: no card sliding */
    Uint32 coin_start;
    int coin_from, coin_to, coin_sheet;
    Uint32 cells_start;
    Bitboard cells; /* spaces fading in */
    int cells_sheet;
    SDL_Texture *card_layer; /* the newest card alone, for sliding */
    bool card_layer_ready;
} Anim;

struct App;

/* Looks at what a change did (before -> app's game) and starts animations. */
void anim_note(struct App *app, const Game *before);
/* Whether any animation runs now (finished ones are retired here). */
bool anim_running(struct App *app);
/* Dynamic pass: the animated things at their current state. */
void anim_draw(struct App *app);
/* Before a frame: renders the sliding card's layer once. */
void anim_prepare(struct App *app);
void anim_free(struct App *app);

/* What the static pass leaves out while an animation runs. */
bool anim_hides_newest_card(const struct App *app);
int anim_coins_shown(const struct App *app, int sheet, int coins);
bool anim_hides_space(const struct App *app, int sheet, int index);

#endif
