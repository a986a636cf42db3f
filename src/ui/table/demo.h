/* demo.h: the art demonstration sheet (--demo). */
#ifndef UI_TABLE_DEMO_H
#define UI_TABLE_DEMO_H

#include "game.h"

/* Fills a game (already set up by game_init) with a hand-made sheet. */
void demo_setup(Game *g);

#endif
