/* ui_app.h: the application object: the window and renderer, the render
 * cache (assets, text, layout, paper), the rules state (a Session of
 * src/session, and the Game on screen), what is kept across runs (prefs,
 * campaign, statistics) and the UI state (UiState, the screens). Each
 * draw_* and ui_* module takes the App it works on; there are no globals. */
#ifndef UI_APP_H
#define UI_APP_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

#include "autosave.h"
#include "campaign.h"
#include "fileio.h"
#include "game.h"
#include "prefs.h"
#include "session.h"
#include "stats.h"
#include "ui_anim.h"
#include "ui_args.h"
#include "ui_assets.h"
#include "ui_fuzz.h"
#include "ui_bot.h"
#include "ui_layout.h"
#include "ui_play.h"
#include "ui_replay.h"
#include "ui_screens.h"
#include "ui_setup.h"
#include "ui_text.h"

typedef struct App {
    SDL_Window *window;
    SDL_Renderer *renderer;
    UiArgs args;

    /* render cache */
    Assets assets;
    TextSystem text;
    Layout layout;
    SDL_Texture *paper; /* parchment grain, stretched over panels */
    SDL_Texture *scene; /* the static pass of the table (ui_draw.c) */
    uint64_t scene_key; /* what the scene was drawn from */
    bool scene_valid, scene_failed;
    int win_w, win_h;   /* window size in points (for mouse coordinates) */

    /* rules state: the session holds the record, the live game, the seats
     * and undo/redo; every move goes through it (ui_session.h) */
    Session *session;
    /* the game the table shows: a copy of the session's live game
     * (app_sync), a replay's position, or the demonstration sheet */
    Game game;
    bool demo; /* the art demonstration: a hand-made sheet, no moves */
    char names[MAX_PLAYERS][SEAT_NAME_MAX]; /* players' names, by seat */

    /* kept across runs, in data_dir (ui_session.c) */
    char data_dir[FILEIO_PATH_MAX]; /* "" when there is nowhere to keep files */
    bool persist;                   /* write files (off for --screenshot runs) */
    Prefs prefs;
    CampaignProgress campaign;
    Stats stats;
    int campaign_index;     /* the campaign game being played, -1 for none */
    bool result_recorded;   /* the finished game is in the statistics */
    bool unsaved;           /* moves since the game was started, loaded or saved under a name */
    char result_note[200];  /* campaign news for the end-of-game overlay */
    AutosaveState resume_state; /* what the start found (AUTOSAVE_UNFINISHED: offer Resume) */
    AutosaveInfo resume_info;
    char notice[SESSION_MESSAGE_MAX + 200]; /* a message for the menu (a bad file kept aside, ...) */
    bool autosave_failed;  /* the last autosave failed (said once in the status line) */
    char localedir[FILEIO_PATH_MAX];

    /* UI state */
    UiState ui;
    Anim anim;
    bool in_setup; /* the setup screen is showing */
    ScreenState scr; /* menu, campaign, statistics, settings, saves (ui_screens.h) */
    Replay replay;   /* watching a game move by move (ui_replay.h) */
    bool rules_open; /* the rules screen is showing */
    int rules_scroll;
    SetupState setup;
    BotUi bots; /* computer seats thinking off the UI thread, the hint (ui_bot.h) */

    bool redraw;
    bool running;
    bool timing; /* $CARTOGRAPHERS_TIMING: print each frame's time on stderr */
    Fuzz fuzz;   /* --fuzz-events: random input fed to the loop (ui_fuzz.h) */
} App;

/* Recomputes the layout from the renderer's output size. */
void app_relayout(App *app);
/* Starts a new game from the command line's settings (a new seed unless
 * one was given). */
bool app_new_game(App *app);
/* Starts a game with these settings and players' names (all human);
 * app_start_seats (ui_session.h) takes seats. */
bool app_start(App *app, const GameSettings *s, const char *const names[MAX_PLAYERS], char *err, size_t errsize);

#endif
