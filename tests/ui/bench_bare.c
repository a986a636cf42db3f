/* bench_bare.c: the baseline of the app's benchmarks (bench_start.py,
 * bench_drag.py): a bare SDL window with a renderer, SDL's defaults.
 *
 *   bench_bare             draws one frame and quits (the start-up baseline)
 *   bench_bare --motions   then answers every pointer motion with a frame
 *                          (clear and present) until Escape or the window
 *                          closes; F8 writes frames=, motions= and cpu_ms=
 *                          to $CARTOGRAPHERS_STATE, as the game's state dump
 *                          does (serial= first), for the drag baseline */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include <SDL.h>

#include "platform.h"

static void dump(unsigned serial, unsigned frames, unsigned motions)
{
    const char *path = SDL_getenv("CARTOGRAPHERS_STATE");
    if (!path || !*path)
        return;
    char tmp[1024];
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    FILE *f = fopen(tmp, "w");
    if (!f)
        return;
    fprintf(f, "serial=%u\nframes=%u\nmotions=%u\ncpu_ms=%.3f\n", serial, frames, motions,
            platform_cpu_seconds() * 1000.0);
    if (fclose(f) == 0)
        rename(tmp, path);
}

static void frame(SDL_Renderer *r, int shade)
{
    SDL_SetRenderDrawColor(r, 0x4b, 0x3a, (Uint8)(0x2b + shade % 16), 255);
    SDL_RenderClear(r);
    SDL_RenderPresent(r);
}

int main(int argc, char **argv)
{
    bool motions = argc > 1 && strcmp(argv[1], "--motions") == 0;
    if (SDL_Init(SDL_INIT_VIDEO) != 0)
        return 1;
    SDL_Window *w = SDL_CreateWindow("bare", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 1280, 800,
                                     SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    SDL_Renderer *r = w ? SDL_CreateRenderer(w, -1, 0) : NULL;
    if (!r)
        return 1;
    frame(r, 0);
    unsigned frames = 1, moved = 0, serial = 0;
    bool running = motions;
    while (running) {
        SDL_Event ev;
        if (!SDL_WaitEvent(&ev))
            break;
        do {
            if (ev.type == SDL_QUIT || (ev.type == SDL_KEYDOWN && ev.key.keysym.sym == SDLK_ESCAPE))
                running = false;
            else if (ev.type == SDL_KEYDOWN && ev.key.keysym.sym == SDLK_F8)
                dump(++serial, frames, moved);
            else if (ev.type == SDL_MOUSEMOTION) {
                moved++;
                frame(r, ev.motion.x);
                frames++;
            }
        } while (running && SDL_PollEvent(&ev));
    }
    SDL_DestroyRenderer(r);
    SDL_DestroyWindow(w);
    SDL_Quit();
    return 0;
}
