/* screens.h: the screens beside the table, one file each, none using
 * another: the menu (also the first screen, offering Resume), the setup of
 * a new game, the solo campaign, statistics, settings, the list of saved
 * games (to save or to load), the past games and the rules. Each is a ScreenType
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
const ScreenType *past_screen(void);     /* past_screen.c */

/* Tests: where the menu last drew its "Past games" and "Heroes lesson"
 * buttons. */
SDL_Rect menu_screen_past_rect(void *self);
/* Tests: where the menu last laid out its item i (0, 1, ... in its order;
 * an empty rectangle for an item not shown or past the last). */
SDL_Rect menu_screen_item_rect(void *self, int i);
SDL_Rect menu_screen_heroes_rect(void *self);

/* Every heading and paragraph of the rules screen, in order, translated
 * (a hero's attack pattern as its rows, "H" the hero): for tests. */
void rules_screen_texts(void (*sink)(void *ctx, const char *text), void *ctx);

/* Tests: the message the list of saves shows. */
const char *saves_screen_message(void *self);
/* Tests: where the list of saves last drew its Delete button and the
 * button that confirms it ({0} when not shown). */
void saves_screen_spots(void *self, SDL_Rect *remove, SDL_Rect *yes);

/* Tests: what the past games screen shows and where it last drew the first
 * row and its buttons ({0} when not shown): Watch replay, Delete (Keep it
 * while it asks) and Delete for good. */
typedef struct PastScreenSpots {
    const struct PastList *list;
    int selected;
    bool confirming;
    const char *message;
    SDL_Rect row0, replay, remove, yes;
} PastScreenSpots;
void past_screen_spots(void *self, PastScreenSpots *out);
const ScreenType *challenge_screen(void); /* challenge_screen.c: arg, the ChallengeKind */
const ScreenType *in_use_screen(void);    /* in_use_screen.c: another copy owns the data folder */
/* Tests: the in-use screen's state (0 asking, 1 waiting for the other copy,
 * 2 no answer, 3 the other copy has closed). */
int in_use_screen_state(void *self);

/* Tests: the message the list of saves shows. */
const char *saves_screen_message(void *self);
/* Tests: where the menu laid out the item of a ChallengeKind. */
SDL_Rect menu_screen_challenge_rect(void *self, int kind);
/* Tests: what the challenge screen says of the challenge. */
const char *challenge_screen_status(void *self, char *buf, size_t size);
/* Tests: where the challenge screen's button i (0 = what Enter does) was
 * laid out; empty beyond its buttons. */
SDL_Rect challenge_screen_button(void *self, int i);

#endif
