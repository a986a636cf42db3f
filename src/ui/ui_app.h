/* ui_app.h: the application object: the window and renderer, the render
 * cache (assets, text, layout, paper), the rules state (Game) and the UI
 * state (UiState). Each draw_* and ui_* module takes the App it works on;
 * there are no globals. */
#ifndef UI_APP_H
#define UI_APP_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

#include "game.h"
#include "record.h"
#include "ui_anim.h"
#include "ui_args.h"
#include "ui_assets.h"
#include "ui_layout.h"
#include "ui_play.h"
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

    /* rules state, and the games before each confirmed move (undo) */
    Game game;
    Record record; /* settings and moves so far (saves, replays, tests) */
    Game *history;
    int history_len, history_cap;
    bool demo; /* the art demonstration: a hand-made sheet, no moves */
    char names[MAX_PLAYERS][48]; /* players' names, by seat */

    /* UI state */
    UiState ui;
    Anim anim;
    bool in_setup; /* the setup screen is showing */
    bool rules_open; /* the rules screen is showing */
    int rules_scroll;
    SetupState setup;

    bool redraw;
    bool running;
    bool timing; /* $CARTOGRAPHERS_TIMING: print each frame's time on stderr */
} App;

/* Recomputes the layout from the renderer's output size. */
void app_relayout(App *app);
/* Starts a new game from the command line's settings (a new seed unless
 * one was given). */
bool app_new_game(App *app);
/* Starts a game with these settings and players' names. */
bool app_start(App *app, const GameSettings *s, const char *const names[MAX_PLAYERS], char *err, size_t errsize);

#endif
