/* assets.h: finding the asset directory, loading fonts and SVG art, and
 * rasterising the art at the sizes the layout asks for.
 *
 * Files are read once at startup (a missing or broken one is reported in a
 * message box naming it, and on stderr). Textures are render cache: made on
 * demand at the pixel size needed and dropped when the window is resized. */
#ifndef UI_GFX_ASSETS_H
#define UI_GFX_ASSETS_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>


typedef enum ArtId {
    ART_FOREST,
    ART_VILLAGE,
    ART_FARM,
    ART_WATER,
    ART_MONSTER,
    ART_HERO,
    ART_MOUNTAIN,
    ART_WASTELAND,
    ART_RUINS,
    ART_STAR,
    ART_DESTROYED,
    ART_COIN,
    ART_HOURGLASS,
    ART_AMBUSH,
    ART_COMPASS,
    ART_COUNT
} ArtId;

typedef enum FontFace { FACE_SERIF, FACE_SERIF_ITALIC, FACE_SANS, FACE_SANS_BOLD, FACE_COUNT } FontFace;

#define ART_SIZES 6
#define ASSET_PATH_MAX 1024

typedef struct ArtTexture {
    SDL_Texture *tex;
    int w, h;
    unsigned used; /* tick of the last use, for replacement */
} ArtTexture;

typedef struct Assets {
    char dir[ASSET_PATH_MAX];
    SDL_Window *window; /* parent of message boxes; may be NULL */
    bool dialogs;       /* show message boxes (off in --screenshot runs) */
    void *svg[ART_COUNT];
    size_t svg_len[ART_COUNT];
    void *svg_cb[ART_COUNT]; /* the colour-blind-safe variants (same length), NULL where none */
    bool colour_blind;       /* draw the variants */
    void *font[FACE_COUNT];
    size_t font_len[FACE_COUNT];
    ArtTexture cache[ART_COUNT][ART_SIZES];
    unsigned tick;
} Assets;

/* Finds the asset directory and reads every file. On failure it has already
 * told the user (box and stderr) and returns false. */
bool assets_load(Assets *a, SDL_Window *window, bool dialogs);
void assets_free(Assets *a);

/* The art rasterised to w x h pixels (cached), or NULL if it could not be. */
SDL_Texture *assets_art(Assets *a, SDL_Renderer *r, ArtId id, int w, int h);
/* Draws art into a rectangle; false if the art is unavailable. */
bool assets_draw(Assets *a, SDL_Renderer *r, ArtId id, SDL_Rect dst, Uint8 alpha);
/* Drops every rasterised texture (after a resize). */
void assets_flush(Assets *a);
/* Colour-blind-safe terrain drawing on or off (settings): the tiles'
 * colours are swapped for a palette whose terrains differ in lightness as
 * well as in hue; the patterns stay. */
void assets_set_colour_blind(Assets *a, bool on);

/* The full path of a font file, for messages. */
void assets_font_path(const Assets *a, FontFace f, char *buf, size_t size);

/* Reports a problem with a file: stderr, and a message box when dialogs are on. */
void assets_report(const Assets *a, const char *path, const char *why);

#endif
