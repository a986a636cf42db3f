/* offscreen.c: drawing into a picture in memory (see offscreen.h). */
#include "offscreen.h"

#include <stdio.h>
#include <string.h>

#include <SDL_image.h>

#include "paper.h"

bool offscreen_open(Offscreen *o, const Gfx *from, int w, int h, char *why, size_t whysize)
{
    memset(o, 0, sizeof *o);
    o->surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!o->surface) {
        snprintf(why, whysize, "%s", SDL_GetError());
        return false;
    }
    o->g.renderer = SDL_CreateSoftwareRenderer(o->surface);
    if (!o->g.renderer) {
        snprintf(why, whysize, "%s", SDL_GetError());
        offscreen_close(o);
        return false;
    }
    /* the loaded bytes are borrowed; the rasterised textures are our own */
    o->g.assets = from->assets;
    memset(o->g.assets.cache, 0, sizeof o->g.assets.cache);
    o->g.assets.window = NULL;
    o->g.assets.dialogs = false;
    if (!text_init(&o->g.text, &o->g.assets)) {
        snprintf(why, whysize, "%s", TTF_GetError());
        offscreen_close(o);
        return false;
    }
    o->g.paper = paper_create(o->g.renderer); /* without it the paper has no grain */
    o->g.user_scale = 1.0f;
    o->g.win_w = w;
    o->g.win_h = h;
    metrics_compute(&o->g.m, &o->g.text, w, h, 1.0f, 1.0f);
    o->g.generation = 1;
    return true;
}

SDL_Surface *offscreen_pixels(Offscreen *o)
{
    if (o->g.renderer)
        SDL_RenderFlush(o->g.renderer);
    return o->surface;
}

bool offscreen_save_png(Offscreen *o, const char *path, char *why, size_t whysize)
{
    SDL_Surface *s = offscreen_pixels(o);
    if (!s || IMG_SavePNG(s, path) != 0) {
        snprintf(why, whysize, "%s", s ? IMG_GetError() : "nothing drawn");
        return false;
    }
    return true;
}

void offscreen_close(Offscreen *o)
{
    /* our own textures go; the borrowed bytes stay with their owner */
    if (o->g.text.font[0])
        text_free(&o->g.text);
    assets_flush(&o->g.assets);
    if (o->g.paper)
        SDL_DestroyTexture(o->g.paper);
    if (o->g.renderer)
        SDL_DestroyRenderer(o->g.renderer);
    if (o->surface)
        SDL_FreeSurface(o->surface);
    memset(o, 0, sizeof *o);
}
