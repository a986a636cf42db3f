/* assets.c: locating and loading assets (see assets.h).
 *
 * Where assets are looked for, in order: $CARTOGRAPHERS_ASSETS; the source
 * tree's assets/ when the program runs from its build directory; the
 * installed data directory relative to the executable (../share/cartographers)
 * and the configured one; assets/ next to the executable; the source tree as
 * a last resort. A directory counts when it holds the manifest file. */
#include "i18n.h"
#include "assets.h"

#include <stdio.h>
#include <string.h>

#include <SDL_image.h>

#include "check.h"
#include "platform.h"

#ifndef CARTO_SOURCE_ASSETS
#define CARTO_SOURCE_ASSETS "assets"
#endif
#ifndef CARTO_BUILD_ROOT
#define CARTO_BUILD_ROOT ""
#endif
#ifndef CARTO_DATADIR
#define CARTO_DATADIR "/usr/local/share/cartographers"
#endif

#define MANIFEST "cartographers-assets.txt"

static const char *const art_files[ART_COUNT] = {
    [ART_FOREST] = "tiles/forest.svg",     [ART_VILLAGE] = "tiles/village.svg",
    [ART_FARM] = "tiles/farm.svg",         [ART_WATER] = "tiles/water.svg",
    [ART_MONSTER] = "tiles/monster.svg",   [ART_HERO] = "tiles/hero.svg",
    [ART_MOUNTAIN] = "tiles/mountain.svg", [ART_WASTELAND] = "tiles/wasteland.svg",
    [ART_RUINS] = "icons/ruins.svg",       [ART_STAR] = "icons/star.svg",
    [ART_DESTROYED] = "icons/destroyed.svg", [ART_COIN] = "icons/coin.svg",
    [ART_HOURGLASS] = "icons/hourglass.svg", [ART_AMBUSH] = "icons/ambush.svg",
    [ART_COMPASS] = "icons/compass.svg",
};

static const char *const font_files[FACE_COUNT] = {
    [FACE_SERIF] = "fonts/EBGaramond12-Regular.ttf",
    [FACE_SERIF_ITALIC] = "fonts/EBGaramond12-Italic.ttf",
    [FACE_SANS] = "fonts/DejaVuSans.ttf",
    [FACE_SANS_BOLD] = "fonts/DejaVuSans-Bold.ttf",
};

void assets_report(const Assets *a, const char *path, const char *why)
{
    char msg[ASSET_PATH_MAX + 300];
    snprintf(msg, sizeof msg, _("Cartographers cannot use the file\n\n%s\n\n%s\n\nPlease reinstall the game."), path,
             why && *why ? why : "");
    fprintf(stderr, "cartographers: %s: %s\n", path, why && *why ? why : "unusable");
    if (a->dialogs)
        SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, _("Cartographers: missing or broken file"), msg, a->window);
}

static bool file_exists(const char *path)
{
    SDL_RWops *rw = SDL_RWFromFile(path, "rb");
    if (!rw)
        return false;
    SDL_RWclose(rw);
    return true;
}

static bool try_dir(Assets *a, const char *dir)
{
    char path[ASSET_PATH_MAX];
    if (!dir || !*dir)
        return false;
    int n = snprintf(path, sizeof path, "%s/%s", dir, MANIFEST);
    if (n < 0 || (size_t)n >= sizeof path || !file_exists(path))
        return false;
    snprintf(a->dir, sizeof a->dir, "%s", dir);
    return true;
}

static bool starts_with(const char *s, const char *prefix)
{
    size_t n = strlen(prefix);
    return n > 0 && strncmp(s, prefix, n) == 0;
}

static bool find_dir(Assets *a)
{
    char buf[ASSET_PATH_MAX];
    char *base = SDL_GetBasePath(); /* ends with a separator */
    bool ok = false;
    if (try_dir(a, platform_getenv("CARTOGRAPHERS_ASSETS")))
        ok = true;
    else if (base && starts_with(base, CARTO_BUILD_ROOT) && try_dir(a, CARTO_SOURCE_ASSETS))
        ok = true;
    if (!ok && base) {
        snprintf(buf, sizeof buf, "%s../share/cartographers", base);
        ok = try_dir(a, buf);
    }
    if (!ok)
        ok = try_dir(a, CARTO_DATADIR);
    if (!ok && base) {
        snprintf(buf, sizeof buf, "%sassets", base);
        ok = try_dir(a, buf);
    }
    if (!ok)
        ok = try_dir(a, CARTO_SOURCE_ASSETS);
    SDL_free(base);
    return ok;
}

static void *read_file(Assets *a, const char *rel, size_t *len)
{
    char path[ASSET_PATH_MAX + 64];
    snprintf(path, sizeof path, "%s/%s", a->dir, rel);
    void *data = SDL_LoadFile(path, len);
    if (!data || *len == 0) {
        assets_report(a, path, data ? _("The file is empty.") : _("The file is missing or cannot be read."));
        SDL_free(data);
        return NULL;
    }
    return data;
}

/* An SVG file is usable if it looks like SVG and rasterises. */
static bool svg_usable(const void *data, size_t len)
{
    SDL_RWops *rw = SDL_RWFromConstMem(data, (int)len);
    if (!rw)
        return false;
    if (!IMG_isSVG(rw)) {
        SDL_RWclose(rw);
        return false;
    }
    SDL_Surface *s = IMG_LoadSizedSVG_RW(rw, 16, 16);
    SDL_RWclose(rw);
    if (!s)
        return false;
    bool ok = s->w > 0 && s->h > 0;
    SDL_FreeSurface(s);
    return ok;
}

/* The colour-blind-safe palette: each terrain's colours swapped for ones of
 * a distinct lightness (monster darkest, then forest, water, village, hero,
 * farm lightest), in hues that stay apart with every common colour vision
 * deficiency (after Okabe and Ito). Each pair has the same length, so a
 * variant is the original file with bytes replaced. */
// clang-format off
static const struct { ArtId art; const char *from, *to; } cb_swaps[] = {
    {ART_FOREST, "#3f7d3a", "#1d5a3c"}, {ART_FOREST, "#6aa85c", "#3f8f6b"},
    {ART_FOREST, "#8fc47f", "#8ad8b6"}, {ART_FOREST, "#1f3f1c", "#0a2416"},
    {ART_VILLAGE, "#b5483b", "#d55e00"}, {ART_VILLAGE, "#7c2a21", "#6e2a00"},
    {ART_VILLAGE, "#3e140f", "#2e1200"},
    {ART_FARM, "#e0b84a", "#f0e442"}, {ART_FARM, "#94701c", "#6b6000"},
    {ART_FARM, "#f3d98a", "#fffbd0"},
    {ART_WATER, "#3f7fbf", "#0072b2"}, {ART_WATER, "#d4e6f7", "#e4f2ff"},
    {ART_MONSTER, "#6e3f8f", "#34183f"}, {ART_MONSTER, "#2e1540", "#0e0414"},
    {ART_HERO, "#d9a520", "#56b4e9"}, {ART_HERO, "#c2891a", "#1f6fa8"},
    {ART_HERO, "#f6e2a0", "#f2fbff"}, {ART_HERO, "#8a6108", "#0d4770"},
    {ART_HERO, "#4a3304", "#062a45"},
};
// clang-format on

static void make_colour_blind_variants(Assets *a)
{
    for (size_t i = 0; i < sizeof cb_swaps / sizeof cb_swaps[0]; i++) {
        ArtId id = cb_swaps[i].art;
        if (!a->svg[id])
            continue;
        if (!a->svg_cb[id]) {
            a->svg_cb[id] = SDL_malloc(a->svg_len[id]);
            if (!a->svg_cb[id]) {
                fprintf(stderr, "cartographers: out of memory for the colour-blind-safe tiles\n");
                return;
            }
            memcpy(a->svg_cb[id], a->svg[id], a->svg_len[id]);
        }
        char *p = a->svg_cb[id];
        size_t n = a->svg_len[id], k = strlen(cb_swaps[i].from);
        for (size_t j = 0; j + k <= n; j++)
            if (SDL_strncasecmp(p + j, cb_swaps[i].from, k) == 0)
                memcpy(p + j, cb_swaps[i].to, k);
    }
}

void assets_set_colour_blind(Assets *a, bool on)
{
    if (a->colour_blind == on)
        return;
    a->colour_blind = on;
    assets_flush(a);
}

void assets_font_path(const Assets *a, FontFace f, char *buf, size_t size)
{
    snprintf(buf, size, "%s/%s", a->dir, (int)f >= 0 && f < FACE_COUNT ? font_files[f] : "fonts");
}

bool assets_load(Assets *a, SDL_Window *window, bool dialogs)
{
    memset(a, 0, sizeof *a);
    a->window = window;
    a->dialogs = dialogs;
    if (!find_dir(a)) {
        char why[ASSET_PATH_MAX + 200];
        /* TRANSLATORS: %s are the file looked for and two folders. */
        snprintf(why, sizeof why, _("The asset folder was not found (looked for %s in $CARTOGRAPHERS_ASSETS, %s and %s)."),
                 MANIFEST, CARTO_DATADIR, CARTO_SOURCE_ASSETS);
        assets_report(a, MANIFEST, why);
        return false;
    }
    for (int f = 0; f < FACE_COUNT; f++) {
        a->font[f] = read_file(a, font_files[f], &a->font_len[f]);
        if (!a->font[f])
            return false;
    }
    for (int i = 0; i < ART_COUNT; i++) {
        a->svg[i] = read_file(a, art_files[i], &a->svg_len[i]);
        if (!a->svg[i])
            return false;
        if (!svg_usable(a->svg[i], a->svg_len[i])) {
            char path[ASSET_PATH_MAX + 64];
            snprintf(path, sizeof path, "%s/%s", a->dir, art_files[i]);
            assets_report(a, path, _("The file is not a readable SVG image."));
            return false;
        }
    }
    make_colour_blind_variants(a);
    return true;
}

void assets_flush(Assets *a)
{
    for (int i = 0; i < ART_COUNT; i++)
        for (int k = 0; k < ART_SIZES; k++) {
            if (a->cache[i][k].tex)
                SDL_DestroyTexture(a->cache[i][k].tex);
            memset(&a->cache[i][k], 0, sizeof a->cache[i][k]);
        }
}

void assets_free(Assets *a)
{
    assets_flush(a);
    for (int i = 0; i < ART_COUNT; i++) {
        SDL_free(a->svg[i]);
        SDL_free(a->svg_cb[i]);
    }
    memset(a->svg_cb, 0, sizeof a->svg_cb);
    for (int f = 0; f < FACE_COUNT; f++)
        SDL_free(a->font[f]);
    memset(a->svg, 0, sizeof a->svg);
    memset(a->font, 0, sizeof a->font);
}

SDL_Texture *assets_art(Assets *a, SDL_Renderer *r, ArtId id, int w, int h)
{
    if ((int)id < 0 || id >= ART_COUNT || w <= 0 || h <= 0 || !a->svg[id])
        return NULL;
    if (w > 4096)
        w = 4096;
    if (h > 4096)
        h = 4096;
    a->tick++;
    ArtTexture *slots = a->cache[id];
    int victim = 0;
    for (int k = 0; k < ART_SIZES; k++) {
        if (slots[k].tex && slots[k].w == w && slots[k].h == h) {
            slots[k].used = a->tick;
            return slots[k].tex;
        }
        if (!slots[k].tex || (slots[victim].tex && slots[k].used < slots[victim].used))
            victim = k;
    }
    const void *svg = a->colour_blind && a->svg_cb[id] ? a->svg_cb[id] : a->svg[id];
    SDL_RWops *rw = ui_check_ptr(SDL_RWFromConstMem(svg, (int)a->svg_len[id]), "read an image in memory");
    SDL_Surface *s = rw ? ui_check_ptr(IMG_LoadSizedSVG_RW(rw, w, h), art_files[id]) : NULL;
    if (rw)
        SDL_RWclose(rw);
    if (!s)
        return NULL;
    SDL_Texture *t = ui_check_ptr(SDL_CreateTextureFromSurface(r, s), "make a texture of an image");
    SDL_FreeSurface(s);
    if (!t)
        return NULL;
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    if (slots[victim].tex)
        SDL_DestroyTexture(slots[victim].tex);
    slots[victim].tex = t;
    slots[victim].w = w;
    slots[victim].h = h;
    slots[victim].used = a->tick;
    return t;
}

bool assets_draw(Assets *a, SDL_Renderer *r, ArtId id, SDL_Rect dst, Uint8 alpha)
{
    if (dst.w <= 0 || dst.h <= 0)
        return false;
    SDL_Texture *t = assets_art(a, r, id, dst.w, dst.h);
    if (!t)
        return false;
    int tw = 0, th = 0;
    SDL_QueryTexture(t, NULL, NULL, &tw, &th);
    /* SVGs keep their aspect: centre the raster in the rectangle */
    SDL_Rect d = {dst.x + (dst.w - tw) / 2, dst.y + (dst.h - th) / 2, tw, th};
    SDL_SetTextureAlphaMod(t, alpha);
    return ui_check(SDL_RenderCopy(r, t, NULL, &d), "draw an image");
}
