/* main.c: the game's entry point: the command line, SDL start-up, and the
 * event loop, which sleeps in SDL_WaitEventTimeout while nothing moves and
 * redraws only when something changed. --screenshot draws one frame into a
 * file. What the app holds and its first screens: shell.h, start.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>

#include "i18n.h"
#include "platform.h"
#include "shell.h"
#ifdef CARTO_DEVELOPER
#include "fuzz.h"
#include "testhook.h"
#include "padfeed.h"
#include "touchfeed.h"
#endif

#ifndef CARTO_VERSION
#define CARTO_VERSION "0.0"
#endif

/* Pointer motions waiting beyond which the loop draws them as one frame. */
#define MOTIONS_BEHIND 4

static void draw_frame(Shell *sh)
{
    window_frame_begin(&sh->gfx);
    shell_draw(sh);
}

#ifdef CARTO_DEVELOPER
/* Developer builds: F8 writes the test state ($CARTOGRAPHERS_STATE), F12
 * saves what is on screen ($CARTOGRAPHERS_SHOT). */
static bool developer_key(Shell *sh, const SDL_Event *ev)
{
    if (ev->type != SDL_KEYDOWN)
        return false;
    if (ev->key.keysym.sym == SDLK_F8) {
        if (sh->redraw) { /* what the state names is what is on screen */
            draw_frame(sh);
            window_present(&sh->gfx);
            sh->redraw = false;
        }
        testhook_dump(sh);
        return true;
    }
    const char *path = platform_getenv("CARTOGRAPHERS_SHOT");
    if (ev->key.keysym.sym != SDLK_F12 || !path || !*path)
        return false;
    draw_frame(sh);
    window_save_png(&sh->gfx, path);
    window_present(&sh->gfx);
    return true;
}
#endif

static int loop(Shell *sh)
{
    bool timing = platform_getenv("CARTOGRAPHERS_TIMING") != NULL;
    sh->running = true;
#ifdef CARTO_DEVELOPER
    Fuzz fuzz;
    fuzz_begin(&fuzz, sh->args.fuzz_events, sh->args.fuzz_seed);
    touchfeed_start();
    padfeed_start();
#endif
    while (sh->running) {
        bool fuzzing = false;
#ifdef CARTO_DEVELOPER
        fuzzing = fuzz_active(&fuzz);
        if (fuzzing && !fuzz_push(&fuzz, sh)) {
            fuzz_report(&fuzz, sh);
            break; /* every random event has been handled: a normal exit */
        }
#endif
        shell_tick(sh); /* computer seats and hints: answers from their threads */
        bool draw_now = true;
#ifdef CARTO_DEVELOPER
        draw_now = !fuzzing || fuzz_draw_now(&fuzz);
#endif
        if (sh->redraw && draw_now) {
            Uint64 t0 = SDL_GetPerformanceCounter();
            draw_frame(sh);
            Uint64 t1 = SDL_GetPerformanceCounter();
            window_present(&sh->gfx);
            sh->redraw = false;
            if (timing)
                fprintf(stderr, "frame %.2f ms (draw %.2f ms)\n",
                        (double)(SDL_GetPerformanceCounter() - t0) * 1000.0 / (double)SDL_GetPerformanceFrequency(),
                        (double)(t1 - t0) * 1000.0 / (double)SDL_GetPerformanceFrequency());
        }
        SDL_Event ev;
        bool moving = shell_busy(sh);
        /* the sounds load one at a time while no input waits (gfx/sound.h) */
        bool loading = !fuzzing && !SDL_HasEvents(SDL_FIRSTEVENT, SDL_LASTEVENT) && sound_load_next(&sh->gfx.sound);
        if (fuzzing ? !SDL_PollEvent(&ev) : !SDL_WaitEventTimeout(&ev, loading ? 0 : shell_wait_ms(sh, moving))) {
            if (moving)
                sh->redraw = true;
            continue;
        }
        if (moving)
            sh->redraw = true;
        /* a frame for every pointer (or finger) motion that changes the picture, where a
         * frame does not wait for the display (the software renderer: a
         * dragged shape costs well under 2 ms) and while the loop keeps up;
         * further behind, the motions waiting are taken together */
        bool each_motion = !fuzzing && window_keeps_pixels(&sh->gfx);
        do {
#ifdef CARTO_DEVELOPER
            if (developer_key(sh, &ev))
                continue;
#endif
            shell_event(sh, &ev);
            if (fuzzing)
                sh->running = true; /* random input may ask to quit: not yet */
            if (each_motion && (ev.type == SDL_MOUSEMOTION || ev.type == SDL_FINGERMOTION) && sh->redraw &&
                SDL_PeepEvents(NULL, 0, SDL_PEEKEVENT, ev.type, ev.type) < MOTIONS_BEHIND)
                break;
        } while (sh->running && SDL_PollEvent(&ev));
    }
    return 0;
}

static int run(Shell *sh)
{
    const UiArgs *a = &sh->args;
    if (!shell_start(sh))
        return 1;
    if (a->screenshot) {
        draw_frame(sh);
        bool ok = window_save_png(&sh->gfx, a->screenshot);
        window_present(&sh->gfx);
        return ok ? 0 : 1;
    }
    if (a->first_frame) {
        draw_frame(sh);
        window_present(&sh->gfx);
        return 0;
    }
    return loop(sh);
}

int main(int argc, char **argv)
{
    static Shell shell; /* large (the screens' games, previews): not on the stack */
    Shell *sh = &shell;
    char err[200];
    if (!ui_args_parse(argc, argv, &sh->args, err, sizeof err)) {
        fprintf(stderr, "cartographers: %s\nTry 'cartographers --help'.\n", err);
        return 2;
    }
    if (sh->args.help) {
        ui_args_usage(stdout);
        return 0;
    }
    if (sh->args.version) {
        printf("cartographers %s\n", CARTO_VERSION);
        return 0;
    }
    {
        char *base = SDL_GetBasePath();
        snprintf(sh->localedir, sizeof sh->localedir, "%s", i18n_localedir(base));
        SDL_free(base);
        i18n_init(sh->args.lang, sh->localedir);
    }
    SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1");
    /* closing the window is a question when moves are not on disk; a
     * SIGTERM is not (events.c tells them apart) */
    SDL_SetHint(SDL_HINT_QUIT_ON_LAST_WINDOW_CLOSE, "0");
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "cartographers: cannot start SDL: %s\n", SDL_GetError());
        return 1;
    }
    /* SDL falls back to a driver without a window when it cannot reach the
     * display; asked for (tests), fine; otherwise the player would see nothing */
    const char *driver = SDL_GetCurrentVideoDriver();
    const char *wanted = platform_getenv("SDL_VIDEODRIVER");
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
#ifdef CARTO_DEVELOPER
    testhook_init();
#endif
    int status = run(sh);
    shell_stop(sh);
    IMG_Quit();
    TTF_Quit();
    SDL_Quit();
    return status;
}
