/* paper.c: procedural parchment grain (see paper.h). Cosmetic only: it
 * uses its own fixed-seed generator, never the game's. */
#include "paper.h"

#include <stdint.h>

#include "check.h"

#define PAPER_SIZE 256

static uint32_t xorshift(uint32_t *s)
{
    uint32_t x = *s;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    *s = x;
    return x;
}

/* Smooth value noise on a lattice of `cells` x `cells`, wrapping. */
static void value_noise(float *out, int cells, uint32_t seed)
{
    float lattice[33 * 33];
    uint32_t s = seed;
    for (int i = 0; i < cells * cells; i++)
        lattice[i] = (float)(xorshift(&s) & 0xffff) / 65535.0f;
    float step = (float)PAPER_SIZE / (float)cells;
    for (int y = 0; y < PAPER_SIZE; y++) {
        float fy = (float)y / step;
        int y0 = (int)fy % cells, y1 = (y0 + 1) % cells;
        float ty = fy - (float)(int)fy;
        ty = ty * ty * (3.0f - 2.0f * ty);
        for (int x = 0; x < PAPER_SIZE; x++) {
            float fx = (float)x / step;
            int x0 = (int)fx % cells, x1 = (x0 + 1) % cells;
            float tx = fx - (float)(int)fx;
            tx = tx * tx * (3.0f - 2.0f * tx);
            float a = lattice[y0 * cells + x0], b = lattice[y0 * cells + x1];
            float c = lattice[y1 * cells + x0], d = lattice[y1 * cells + x1];
            float top = a + (b - a) * tx, bottom = c + (d - c) * tx;
            out[y * PAPER_SIZE + x] += top + (bottom - top) * ty;
        }
    }
}

SDL_Texture *paper_create(SDL_Renderer *r)
{
    static float field[PAPER_SIZE * PAPER_SIZE];
    SDL_memset(field, 0, sizeof field);
    value_noise(field, 4, 0x9e3779b9u);
    value_noise(field, 11, 0x85ebca6bu);
    value_noise(field, 32, 0xc2b2ae35u);
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, PAPER_SIZE, PAPER_SIZE, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s)
        return NULL;
    uint32_t grain = 0x27d4eb2fu;
    for (int y = 0; y < PAPER_SIZE; y++) {
        uint8_t *row = (uint8_t *)s->pixels + y * s->pitch;
        for (int x = 0; x < PAPER_SIZE; x++) {
            float v = field[y * PAPER_SIZE + x] / 3.0f; /* 0..1, mostly near 0.5 */
            float g = (float)(xorshift(&grain) & 0xff) / 255.0f;
            float shade = 1.0f - 0.10f * v - 0.035f * g;
            int lum = (int)(shade * 255.0f);
            if (lum > 255)
                lum = 255;
            /* slightly warmer in the darker spots */
            int red = lum, green = lum - (int)(4.0f * v), blue = lum - (int)(12.0f * v);
            uint32_t px = 0xff000000u | (uint32_t)red << 16 | (uint32_t)(green < 0 ? 0 : green) << 8 |
                          (uint32_t)(blue < 0 ? 0 : blue);
            SDL_memcpy(row + 4 * x, &px, 4);
        }
    }
    SDL_Texture *t = ui_check_ptr(SDL_CreateTextureFromSurface(r, s), "make the paper grain (plain paper instead)");
    SDL_FreeSurface(s);
    if (t) {
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_MOD);
        SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear);
    }
    return t;
}
