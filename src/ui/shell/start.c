/* start.c: bringing the app up and down (see shell.h): the player's
 * files, the language, the match, the window, the screens, and the first
 * screens: the menu (with Resume when a game was in progress), or at once
 * the game the command line asks for, or the art demonstration. */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "i18n.h"
#include "net_router.h"
#include "platform.h"
#include "setup_screen.h"
#include "shell.h"
#include "window_place.h"

/* The game the command line asks for (a new seed unless one was given). */
static bool start_command_line_game(Shell *sh)
{
    const UiArgs *a = &sh->args;
    GameSettings s;
    /* an unseeded game gets a short seed, easy to read out and share */
    uint64_t seed = a->have_seed ? a->seed : ((uint64_t)time(NULL) ^ SDL_GetPerformanceCounter()) % 1000000u;
    int players = a->players > 0 ? a->players : 1;
    GameKind kind = a->kind >= 0 ? (GameKind)a->kind : GAME_BASE;
    game_settings_init(&s, kind, players, seed);
    if (a->side >= 0)
        s.side = (MapSide)a->side;
    /* the seats as the setup screen has them (its names, and the command
     * line's players and seats); without --seats every seat is human */
    SetupState setup = *setup_screen_model(shell_screen(sh, SCREEN_SETUP));
    for (int p = 0; !a->seats && p < MAX_PLAYERS; p++)
        if (setup.computer[p])
            setup_seat(&setup, p, false, setup.strength[p]);
    Seat seats[MAX_PLAYERS];
    setup_seats(&setup, seats);
    char err[SESSION_MESSAGE_MAX + 200];
    match_set_autoplay(sh->match, a->autoplay);
    if (!match_start(sh->match, &s, seats, -1, "", err, sizeof err)) {
        fprintf(stderr, "cartographers: cannot start a game: %s\n", err);
        return false;
    }
    return true;
}

/* The save file the command line names, loaded as Load game does; when it
 * cannot be, the menu says why (and stderr, for a terminal). */
static bool open_file(Shell *sh, const char *path)
{
    char err[SESSION_MESSAGE_MAX + FILEIO_PATH_MAX + 200];
    if (match_open_file(sh->match, path, err, sizeof err))
        return true;
    fprintf(stderr, "cartographers: %s\n", err);
    profile_notice(&sh->profile, err);
    return false;
}

/* $CARTOGRAPHERS_OPEN: a screen shown at start (tests and screenshots). */
static void open_named(Shell *sh, const char *name)
{
    if (strcmp(name, "save") == 0 || strcmp(name, "load") == 0) {
        shell_push(sh, SCREEN_SAVES, name[0] == 's' ? SAVES_SAVE : SAVES_LOAD);
        return;
    }
    int id = shell_screen_named(name);
    if (id < 0 || id == SCREEN_TABLE || shell_is_box((ScreenId)id)) { /* a box is the table's to open */
        fprintf(stderr, "cartographers: CARTOGRAPHERS_OPEN: no screen '%s'\n", name);
        return;
    }
    shell_push(sh, (ScreenId)id, 0);
}

bool shell_start(Shell *sh)
{
    const UiArgs *a = &sh->args;
    bool menu_first =
        !a->have_seed && !a->demo && a->kind < 0 && a->players == 0 && a->autoplay == 0 && !a->open_file;
    profile_init(&sh->profile, !a->screenshot && !a->first_frame);
    SettingsEnv env = {&sh->profile.settings, &sh->gfx, &sh->args, sh->localedir};
    settings_apply(&env, SET_LANGUAGE); /* before the first translated text */
    sh->match = match_new(&sh->profile);
    if (!sh->match)
        return false;
    sh->ui.gfx = &sh->gfx;
    sh->ui.match = sh->match;
    sh->ui.profile = &sh->profile;
    sh->ui.args = &sh->args;
    /* as asked, else as it was left (window_place.h), else 1280x800 */
    SDL_Rect displays[WINDOW_PLACE_MAX_DISPLAYS];
    int ndisplays = window_displays(displays, WINDOW_PLACE_MAX_DISPLAYS);
    WindowPlace place = window_place(&sh->profile.settings, a, displays, ndisplays, window_display_scale(0));
    int x = place.centred ? (int)SDL_WINDOWPOS_CENTERED : place.x;
    int y = place.centred ? (int)SDL_WINDOWPOS_CENTERED : place.y;
    if (!window_open_at(&sh->gfx, "Cartographers", x, y, place.w, place.h, place.maximised, a->screenshot != NULL))
        return false;
    if (!a->screenshot) { /* all of it on the screen, the window manager's frame too, once it is known */
        sh->fit_until = SDL_GetTicks() + WINDOW_FIT_MS;
        sh->fit_at = (SDL_Point){place.x, place.y};
        sh->fit_at_set = !place.centred && !place.maximised;
    }
    settings_apply_all(&env);
    SDL_PumpEvents();
    window_measure(&sh->gfx);
    if (!shell_init(sh))
        return false;
    if (a->open_file)
        menu_first = !open_file(sh, a->open_file);
    else if (!a->demo && !menu_first && !start_command_line_game(sh))
        return false;
    shell_settle(sh);
    if (menu_first)
        shell_push(sh, SCREEN_MENU, 0);
    if (sh->profile.read_only) /* another copy owns the data folder: say so first */
        shell_push(sh, SCREEN_IN_USE, 0);
    const char *open = platform_getenv("CARTOGRAPHERS_OPEN"); /* tests and screenshots */
    if (open && *open)
        open_named(sh, open);
    shell_settle(sh);
    sh->redraw = true;
    return true;
}

void shell_stop(Shell *sh)
{
    if (sh->match)
        match_stop_thinking(sh->match);
    /* the window as it is left, for the next run */
    char err[SESSION_MESSAGE_MAX];
    bool changed =
        sh->gfx.window && !sh->args.screenshot && window_remember_live(&sh->profile.settings, sh->gfx.window);
    if (changed || sh->window_moved)
        profile_save_settings(&sh->profile, err, sizeof err); /* says on stderr when it fails */
    shell_free(sh);
    match_free(sh->match);
    sh->match = NULL;
    profile_free(&sh->profile);
    window_close(&sh->gfx);
    /* a host that just left may still be asking the router: its thread
     * takes the forwarding back, with the window already gone */
    net_router_wait_all(ROUTER_QUIT_WAIT_MS);
}

