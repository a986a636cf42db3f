/* ui_screens.h: the screens beside the table: the menu (also the first
 * screen, offering Resume), the solo campaign, statistics, settings, and
 * the list of saved games. One shows at a time, full window, drawn with
 * ui_widgets.h; ui_screens.c routes drawing and actions to the one
 * showing, each lives in its own file (ui_screen_*.c, ui_dialog_saves.c).
 * Their state is UI state: nothing here is saved but through the session
 * layer's files. */
#ifndef UI_SCREENS_H
#define UI_SCREENS_H

#include <stdbool.h>

#include "save.h"
#include "session.h"

typedef enum Screen {
    SCREEN_NONE, /* the table */
    SCREEN_MENU,
    SCREEN_CAMPAIGN,
    SCREEN_STATS,
    SCREEN_SETTINGS,
    SCREEN_SAVES,
} Screen;

typedef struct ScreenState {
    Screen screen;
    int hover;       /* widget id under the pointer (ui_widgets.h) */
    int scroll;      /* pixels scrolled in the screen's list */
    int content_h;   /* the list's height when last drawn (statistics) */
    int selected;    /* the list row picked, -1 none */
    bool table_ready; /* the table has a game to go back to (menu: "Back to the game") */
    /* the list of saves */
    bool saving;          /* save (with a name) or load */
    Screen saves_back;    /* where Close goes back to */
    SaveInfo *saves;      /* owned; nsaves entries */
    int nsaves;
    char name[SESSION_TITLE_MAX];
    bool name_focus;
    bool name_selected; /* a suggested name: the first key typed replaces it */
    char message[SESSION_MESSAGE_MAX + 200];
    bool message_error;
} ScreenState;

struct App;
struct Action;
struct Widgets;

/* Shows a screen (SCREEN_NONE: back to the table). */
void screen_open(struct App *app, Screen s);
/* Leaves the screen: to the table when a game is on, else to the menu. */
void screen_back(struct App *app);
void draw_screen(struct App *app);
bool screen_action(struct App *app, const struct Action *a);
void screens_free(struct App *app);

/* Tests and screenshots ($CARTOGRAPHERS_OPEN): opens a screen by name
 * (menu, campaign, stats, settings, save, load, replay); false for an
 * unknown name. */
bool screen_open_named(struct App *app, const char *name);

/* Opens the list of saves to save the game being played or to load one. */
void saves_open(struct App *app, bool saving);

/* Campaign game names, translated (by id). */
const char *name_campaign(int index);
/* "Solo · Heroes", "3 players · Base game" */
void describe_game(int players, GameKind kind, char *buf, size_t size);

/* ---- one per screen (ui_screen_*.c, ui_dialog_saves.c) ---- */
void menu_run(struct Widgets *w);
bool menu_key(struct App *app, const struct Action *a);
void campaign_run(struct Widgets *w);
void stats_run(struct Widgets *w);
void settings_run(struct Widgets *w);
void saves_run(struct Widgets *w);
bool saves_key(struct App *app, const struct Action *a);

#endif
