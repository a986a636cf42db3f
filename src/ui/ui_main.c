/* ui_main.c: the game's entry point: command line, SDL start-up, the event
 * loop, and --screenshot. The loop sleeps in SDL_WaitEventTimeout while
 * nothing moves and redraws only when an action changed something. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>

#include "i18n.h"
#include "ui_app.h"
#include "ui_demo.h"
#include "ui_draw.h"
#include "ui_input.h"
#include "ui_paper.h"
#include "ui_prefs.h"
#include "ui_rules.h"
#include "ui_session.h"
#include "ui_testhook.h"
#include "ui_view.h"

#ifndef CARTO_VERSION
#define CARTO_VERSION "0.0"
#endif

#define MIN_WINDOW_W 800
#define MIN_WINDOW_H 500

bool app_new_game(App *app)
{
    GameSettings s;
    /* an unseeded game gets a short seed, easy to read out and share; a
     * seeded one is replayed once, then new games get new seeds */
    uint64_t seed = app->args.have_seed ? app->args.seed
                                        : ((uint64_t)time(NULL) ^ SDL_GetPerformanceCounter()) % 1000000u;
    app->args.have_seed = false;
    int players = app->args.players > 0 ? app->args.players : 1;
    GameKind kind = app->args.kind >= 0 ? (GameKind)app->args.kind : GAME_BASE;
    game_settings_init(&s, kind, players, seed);
    if (app->args.side >= 0)
        s.side = (MapSide)app->args.side;
    char err[ERROR_MAX];
    Seat seats[MAX_PLAYERS];
    setup_seats(&app->setup, seats);
    if (!app_start_seats(app, &s, seats, err, sizeof err)) {
        fprintf(stderr, "cartographers: cannot start a game: %s\n", err);
        return false;
    }
    return true;
}

static bool save_screenshot(App *app, const char *path)
{
    int w = app->layout.w, h = app->layout.h;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s) {
        fprintf(stderr, "cartographers: screenshot: %s\n", SDL_GetError());
        return false;
    }
    bool ok = SDL_RenderReadPixels(app->renderer, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch) == 0;
    if (!ok)
        fprintf(stderr, "cartographers: screenshot: cannot read pixels: %s\n", SDL_GetError());
    else if (IMG_SavePNG(s, path) != 0) {
        fprintf(stderr, "cartographers: screenshot: cannot write %s: %s\n", path, IMG_GetError());
        ok = false;
    }
    SDL_FreeSurface(s);
    return ok;
}

/* F12 saves what is on screen to $CARTOGRAPHERS_SHOT (for UI tests that
 * drive the running game with real input). */
static void maybe_shot(App *app, const SDL_Event *ev)
{
    if (ev->type == SDL_KEYDOWN && ev->key.keysym.sym == SDLK_F11) {
        testhook_dump(app);
        return;
    }
    const char *path = SDL_getenv("CARTOGRAPHERS_SHOT");
    if (ev->type != SDL_KEYDOWN || ev->key.keysym.sym != SDLK_F12 || !path || !*path)
        return;
    draw_frame(app);
    save_screenshot(app, path);
    SDL_RenderPresent(app->renderer);
}

static void handle_event(App *app, const SDL_Event *ev)
{
    maybe_shot(app, ev);
    Action actions[4];
    int n = input_translate(app, ev, actions, 4);
    for (int i = 0; i < n; i++) {
        switch (actions[i].kind) {
        case ACT_QUIT: app->running = false; break;
        case ACT_RESIZE: app_relayout(app); break;
        case ACT_REDRAW: app->redraw = true; break;
        default:
            if (app->rules_open ? rules_action(app, &actions[i])
                : app->in_setup ? setup_action(app, &actions[i])
                : app->scr.screen != SCREEN_NONE ? screen_action(app, &actions[i])
                : app->replay.active ? replay_action(app, &actions[i])
                                     : play_action(app, &actions[i]))
                app->redraw = true;
            break;
        }
    }
}

/* The initial window size: as asked, else 1280x800 shrunk to the display. */
static void initial_size(const UiArgs *args, int *w, int *h)
{
    *w = args->width > 0 ? args->width : 1280;
    *h = args->height > 0 ? args->height : 800;
    if (args->width > 0)
        return;
    SDL_Rect usable;
    if (SDL_GetDisplayUsableBounds(0, &usable) == 0 && usable.w > 0 && usable.h > 0) {
        if (*w > usable.w * 9 / 10)
            *w = usable.w * 9 / 10;
        if (*h > usable.h * 9 / 10)
            *h = usable.h * 9 / 10;
    }
}

static bool app_open(App *app)
{
    int w, h;
    initial_size(&app->args, &w, &h);
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    app->window = SDL_CreateWindow("Cartographers", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w, h, flags);
    if (!app->window) {
        fprintf(stderr, "cartographers: cannot open a window: %s\n", SDL_GetError());
        return false;
    }
    /* screenshots may ask for any size (tests draw at degenerate ones) */
    if (!app->args.screenshot)
        SDL_SetWindowMinimumSize(app->window, MIN_WINDOW_W, MIN_WINDOW_H);
    Uint32 rflags = app->args.screenshot ? 0 : SDL_RENDERER_PRESENTVSYNC;
    app->renderer = SDL_CreateRenderer(app->window, -1, rflags);
    if (!app->renderer)
        app->renderer = SDL_CreateRenderer(app->window, -1, SDL_RENDERER_SOFTWARE);
    if (!app->renderer) {
        fprintf(stderr, "cartographers: cannot draw in the window: %s\n", SDL_GetError());
        return false;
    }
    if (!assets_load(&app->assets, app->window, app->args.screenshot == NULL))
        return false;
    if (!text_init(&app->text, &app->assets))
        return false;
    app->paper = paper_create(app->renderer);
    return true;
}

static void app_close(App *app)
{
    bot_shutdown(app);
    replay_close(app);
    screens_free(app);
    app_data_free(app);
    anim_free(app);
    draw_forget_scene(app);
    text_free(&app->text);
    assets_free(&app->assets);
    if (app->paper)
        SDL_DestroyTexture(app->paper);
    if (app->renderer)
        SDL_DestroyRenderer(app->renderer);
    if (app->window)
        SDL_DestroyWindow(app->window);
}

static int run(App *app)
{
    /* a plain start shows the menu (with Resume when a game was in
     * progress); a game chosen on the command line (seed, demo, kind,
     * players, autoplay) starts at once */
    const UiArgs *a = &app->args;
    bool menu_first = !a->have_seed && !a->demo && a->kind < 0 && a->players == 0 && a->autoplay == 0;
    app->persist = !a->screenshot && !a->first_frame;
    app_data_init(app);
    prefs_apply_language(app); /* before the first translated text */
    setup_init(&app->setup);
    if (app->args.players > 0)
        app->setup.players = app->args.players;
    if (app->args.seats)
        setup_set_seats(&app->setup, app->args.seats);
    if (!app_open(app))
        return 1;
    prefs_apply_startup(app);
    if (!app_new_game(app))
        return 1;
    /* the setup screen starts from the last game set up there, unless the
     * command line chose the players (the game behind the menu is a plain
     * solo one either way) */
    if (app->args.players == 0 && !app->args.seats)
        setup_from_prefs(&app->setup, &app->prefs);
    if (menu_first) {
        /* the first screen: Resume (when a game was in progress) or a new one */
        screen_open(app, SCREEN_MENU);
        app->scr.table_ready = false;
    }
    const char *open = SDL_getenv("CARTOGRAPHERS_OPEN"); /* tests and screenshots */
    if (open && *open && !screen_open_named(app, open))
        fprintf(stderr, "cartographers: CARTOGRAPHERS_OPEN: no screen '%s'\n", open);
    SDL_PumpEvents();
    app_relayout(app);
    if (app->args.screenshot) {
        draw_frame(app);
        bool ok = save_screenshot(app, app->args.screenshot);
        SDL_RenderPresent(app->renderer);
        return ok ? 0 : 1;
    }
    if (app->args.first_frame) {
        draw_frame(app);
        SDL_RenderPresent(app->renderer);
        return 0;
    }
    app->running = true;
    app->timing = SDL_getenv("CARTOGRAPHERS_TIMING") != NULL;
    if (app->args.fuzz_events > 0)
        fuzz_begin(app, app->args.fuzz_events, app->args.fuzz_seed);
    while (app->running) {
        if (fuzz_active(app) && !fuzz_push(app)) {
            fuzz_report(app);
            break; /* every random event has been handled: a normal exit */
        }
        if (bot_update(app)) /* computer seats and hints: answers from their threads */
            app->redraw = true;
        if (app->redraw && (!fuzz_active(app) || fuzz_draw_now(app))) {
            Uint64 t0 = SDL_GetPerformanceCounter();
            draw_frame(app);
            Uint64 t1 = SDL_GetPerformanceCounter();
            SDL_RenderPresent(app->renderer);
            app->redraw = false;
            if (app->timing)
                fprintf(stderr, "frame %.2f ms (draw %.2f ms)\n",
                        (double)(SDL_GetPerformanceCounter() - t0) * 1000.0 / (double)SDL_GetPerformanceFrequency(),
                        (double)(t1 - t0) * 1000.0 / (double)SDL_GetPerformanceFrequency());
        }
        SDL_Event ev;
        bool moving = anim_running(app) || bot_animating(app);
        if (fuzz_active(app) ? !SDL_PollEvent(&ev) : !SDL_WaitEventTimeout(&ev, moving ? 15 : 1000)) {
            if (moving)
                app->redraw = true;
            continue;
        }
        if (moving)
            app->redraw = true;
        do {
            handle_event(app, &ev);
            if (fuzz_active(app))
                app->running = true; /* random input may ask to quit: not yet */
        } while (app->running && SDL_PollEvent(&ev));
    }
    return 0;
}

int main(int argc, char **argv)
{
    static App app; /* large (the game on screen, previews): not on the stack */
    char err[200];
    if (!ui_args_parse(argc, argv, &app.args, err, sizeof err)) {
        fprintf(stderr, "cartographers: %s\nTry 'cartographers --help'.\n", err);
        return 2;
    }
    if (app.args.help) {
        ui_args_usage(stdout);
        return 0;
    }
    if (app.args.version) {
        printf("cartographers %s\n", CARTO_VERSION);
        return 0;
    }
    app.demo = app.args.demo;
    {
        char *base = SDL_GetBasePath();
        snprintf(app.localedir, sizeof app.localedir, "%s", i18n_localedir(base));
        SDL_free(base);
        i18n_init(app.args.lang, app.localedir);
    }
    SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1");
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "cartographers: cannot start SDL: %s\n", SDL_GetError());
        return 1;
    }
    /* SDL falls back to a driver without a window when it cannot reach the
     * display; asked for (tests), fine; otherwise the player would see nothing */
    const char *driver = SDL_GetCurrentVideoDriver();
    const char *wanted = SDL_getenv("SDL_VIDEODRIVER");
    if (driver && (!wanted || !*wanted) && (strcmp(driver, "offscreen") == 0 || strcmp(driver, "dummy") == 0)) {
        fprintf(stderr, "cartographers: cannot reach the display (SDL could only start its '%s' driver)\n", driver);
        SDL_Quit();
        return 1;
    }
    if (TTF_Init() != 0) {
        fprintf(stderr, "cartographers: cannot start SDL_ttf: %s\n", TTF_GetError());
        SDL_Quit();
        return 1;
    }
    IMG_Init(IMG_INIT_PNG);
    int status = run(&app);
    app_close(&app);
    IMG_Quit();
    TTF_Quit();
    SDL_Quit();
    return status;
}
