/* bench_bare.c: the baseline of the start-up benchmark (bench_start.py): a
 * bare SDL window with a renderer, SDL's defaults, that draws one frame and
 * quits. */
#include <SDL.h>

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    if (SDL_Init(SDL_INIT_VIDEO) != 0)
        return 1;
    SDL_Window *w = SDL_CreateWindow("bare", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 1280, 800,
                                     SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    SDL_Renderer *r = w ? SDL_CreateRenderer(w, -1, 0) : NULL;
    if (!r)
        return 1;
    SDL_SetRenderDrawColor(r, 0x4b, 0x3a, 0x2b, 255);
    SDL_RenderClear(r);
    SDL_RenderPresent(r);
    SDL_DestroyRenderer(r);
    SDL_DestroyWindow(w);
    SDL_Quit();
    return 0;
}
