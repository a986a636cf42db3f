/* png_diff.c: compares two screenshots pixel by pixel for the screenshot
 * tests. Prints how many pixels differ and the largest channel difference;
 * exits 0 when at most MAX_PERCENT of the pixels differ, 1 otherwise, 2 when
 * a file cannot be read or the sizes differ. With a fourth argument it writes
 * an image of the differences (changed pixels in red over a faded copy). */
#include <SDL.h>
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>

static SDL_Surface *load_rgba(const char *path)
{
    SDL_Surface *s = IMG_Load(path);
    if (!s) {
        fprintf(stderr, "png_diff: %s: %s\n", path, IMG_GetError());
        return NULL;
    }
    SDL_Surface *c = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(s);
    if (!c)
        fprintf(stderr, "png_diff: %s: %s\n", path, SDL_GetError());
    return c;
}

int main(int argc, char **argv)
{
    if (argc < 4 || argc > 5) {
        fprintf(stderr, "usage: png_diff EXPECTED.png ACTUAL.png MAX_PERCENT [DIFF.png]\n");
        return 2;
    }
    double max_percent = atof(argv[3]);
    SDL_Surface *a = load_rgba(argv[1]);
    SDL_Surface *b = load_rgba(argv[2]);
    if (!a || !b) {
        SDL_FreeSurface(a);
        SDL_FreeSurface(b);
        return 2;
    }
    if (a->w != b->w || a->h != b->h) {
        fprintf(stderr, "png_diff: sizes differ: %dx%d and %dx%d\n", a->w, a->h, b->w, b->h);
        SDL_FreeSurface(a);
        SDL_FreeSurface(b);
        return 2;
    }
    long differing = 0;
    int max_delta = 0;
    for (int y = 0; y < a->h; y++) {
        Uint8 *pa = (Uint8 *)a->pixels + y * a->pitch;
        Uint8 *pb = (Uint8 *)b->pixels + y * b->pitch;
        for (int x = 0; x < a->w; x++) {
            int delta = 0;
            for (int k = 0; k < 3; k++) {
                int d = abs(pa[4 * x + k] - pb[4 * x + k]);
                if (d > delta)
                    delta = d;
            }
            if (delta > max_delta)
                max_delta = delta;
            if (delta > 0) {
                differing++;
                pb[4 * x + 0] = 255;
                pb[4 * x + 1] = 0;
                pb[4 * x + 2] = 0;
            } else {
                for (int k = 0; k < 3; k++)
                    pb[4 * x + k] = (Uint8)(255 - (255 - pa[4 * x + k]) / 4);
            }
        }
    }
    double percent = 100.0 * (double)differing / ((double)a->w * a->h);
    printf("%ld of %d pixels differ (%.3f%%), largest channel difference %d\n", differing, a->w * a->h, percent,
           max_delta);
    if (argc == 5 && differing > 0 && IMG_SavePNG(b, argv[4]) != 0)
        fprintf(stderr, "png_diff: cannot write %s: %s\n", argv[4], IMG_GetError());
    SDL_FreeSurface(a);
    SDL_FreeSurface(b);
    return percent <= max_percent ? 0 : 1;
}
