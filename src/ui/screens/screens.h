/* screens.h: the screens beside the table, one file each, none using
 * another: the menu (also the first screen, offering Resume), the setup of
 * a new game, the solo campaign, statistics, settings, the list of saved
 * games (to save or to load) and the rules. Each is a ScreenType
 * (core/screen.h) drawn with the widget kit (gfx/widgets.h); they change
 * screens only by requests the shell carries out. */
#ifndef UI_SCREENS_SCREENS_H
#define UI_SCREENS_SCREENS_H

#include "screen.h"

const ScreenType *menu_screen(void);     /* menu_screen.c */
const ScreenType *setup_screen(void);    /* setup_screen.c */
const ScreenType *campaign_screen(void); /* campaign_screen.c */
const ScreenType *stats_screen(void);    /* stats_screen.c */
const ScreenType *settings_screen(void); /* settings_screen.c */
const ScreenType *saves_screen(void);    /* saves_screen.c */
const ScreenType *rules_screen(void);    /* rules_screen.c */
/* Every heading and paragraph of the rules screen, in order, translated
 * (a hero's attack pattern as its rows, "H" the hero): for tests. */
void rules_screen_texts(void (*sink)(void *ctx, const char *text), void *ctx);

/* Tests: the message the list of saves shows. */
const char *saves_screen_message(void *self);

#endif
