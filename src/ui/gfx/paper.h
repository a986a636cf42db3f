/* paper.h: the parchment grain, made procedurally once per renderer. */
#ifndef UI_GFX_PAPER_H
#define UI_GFX_PAPER_H

#include <SDL.h>

/* A near-white texture with soft blotches and grain, drawn with
 * SDL_BLENDMODE_MOD over a panel so it tints any base colour. */
SDL_Texture *paper_create(SDL_Renderer *r);

#endif
