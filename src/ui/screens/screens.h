/* screens.h: the screens beside the table, one file each, none using
 * another: the menu (also the first screen, offering Resume), the setup of
 * a new game, the solo campaign, statistics, settings, the list of saved
 * games (to save or to load), the past games, the rules, a challenge and
 * the review of a finished game.
 * Each is a ScreenType (core/screen.h) drawn with the widget kit
 * (gfx/widgets.h); they change screens only by requests the shell carries
 * out, and tell tests what they show through their `report`. */
#ifndef UI_SCREENS_SCREENS_H
#define UI_SCREENS_SCREENS_H

#include "screen.h"

const ScreenType *menu_screen(void);      /* menu_screen.c */
const ScreenType *setup_screen(void);     /* setup_screen.c (its model: setup_screen.h) */
const ScreenType *campaign_screen(void);  /* campaign_screen.c */
const ScreenType *stats_screen(void);     /* stats_screen.c */
const ScreenType *settings_screen(void);  /* settings_screen.c */
const ScreenType *saves_screen(void);     /* saves_screen.c: arg SAVES_SAVE or SAVES_LOAD */
const ScreenType *rules_screen(void);     /* rules_screen.c */
const ScreenType *past_screen(void);      /* past_screen.c */
const ScreenType *challenge_screen(void); /* challenge_screen.c: arg, the ChallengeKind */
const ScreenType *in_use_screen(void);    /* in_use_screen.c: another copy owns the data folder */
const ScreenType *friends_screen(void);   /* friends_screen.c: play with friends (host, join, lobby) */
const ScreenType *review_screen(void);    /* review_screen.c: ui_push_review */
const ScreenType *keyboard_screen(void);  /* keyboard_screen.c: the on-screen keyboard of a text field */
const ScreenType *chat_screen(void);      /* chat_screen.c: a network game's chat, from the table (T) */

#endif
