/* ui_demo.h: the art demonstration sheet (--demo). */
#ifndef UI_DEMO_H
#define UI_DEMO_H

#include "ui_app.h"

/* Fills the App's game (already set up by game_init) with a hand-made sheet. */
void demo_setup(App *app);

#endif
