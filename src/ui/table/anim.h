/* anim.h: short animations (docs/look.md): the newest card slides into the
 * row, new coins grow into their slots, spaces the game changed by itself
 * (zombies spreading, destroyed spaces) fade in. 250 ms each, never
 * blocking input; off in screenshots and with --no-animations.
 *
 * While one runs, the static scene leaves its subject out and the dynamic
 * pass draws it in motion; the main loop wakes up every frame until all are
 * done, then sleeps again. */
#ifndef UI_TABLE_ANIM_H
#define UI_TABLE_ANIM_H

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

struct TableView;

/* Looks at what a change did (before -> the game shown) and starts animations. */
void anim_note(struct TableView *tv, const Game *before);
/* Whether any animation runs now (finished ones are retired here). */
bool anim_running(struct TableView *tv);
/* Dynamic pass: the animated things at their current state (the sliding
 * card's layer is drawn by draw.c, which owns the card drawing). */
void anim_draw(struct TableView *tv);
/* The sliding card's layer texture sized for w x h (made on demand), or
 * NULL; draw.c draws the newest card into it. */
SDL_Texture *anim_card_layer(Anim *a, SDL_Renderer *r, int w, int h);
void anim_free(Anim *a);
/* Applies the animation setting: ms 0 turns animations off. */
void anim_configure(Anim *a, bool allowed, int ms);

/* What the static pass leaves out while an animation runs. */
bool anim_hides_newest_card(const struct TableView *tv);
int anim_coins_shown(const struct TableView *tv, int sheet, int coins);
bool anim_hides_space(const struct TableView *tv, int sheet, int index);

#endif
