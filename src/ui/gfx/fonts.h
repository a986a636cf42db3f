/* fonts.h: fonts by role, measured and drawn with SDL2_ttf, with caches of
 * rendered strings and of measured widths (cleared whenever the font sizes
 * change).
 *
 * Roles, not sizes, are what drawing code asks for; the layout sets the pixel
 * size of every role from the window size (never below 14 px at 1x). */
#ifndef UI_GFX_FONTS_H
#define UI_GFX_FONTS_H

#include <stdbool.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include "assets.h"

typedef enum FontRole {
    FONT_TITLE,   /* serif: the window title line */
    FONT_HEADING, /* serif: decree card names, boxes */
    FONT_CARD,    /* serif: card names */
    FONT_BODY,    /* sans: rule text, status line */
    FONT_SMALL,   /* sans: labels, grid letters */
    FONT_NUMBER,  /* sans bold: score numbers */
    FONT_BIG,     /* sans bold: totals, time values */
    FONT_ITALIC,  /* serif italic: categories, hints */
    FONT_FINE,    /* sans: the floor a long text shrinks to at a large text size (the small face at 100 %) */
    FONT_COUNT
} FontRole;

typedef enum TextAlign { ALIGN_LEFT, ALIGN_CENTER, ALIGN_RIGHT } TextAlign;

#define TEXT_CACHE_SIZE 512
#define TEXT_KEY_MAX 160

typedef struct TextEntry {
    SDL_Texture *tex;
    int w, h;
    unsigned hash;
    unsigned used;
    int role; /* FontRole, or FONT_COUNT + role for its figures */
    Uint32 color;
    char key[TEXT_KEY_MAX];
} TextEntry;

/* A measured string (the width cache: shaping a string costs more than
 * drawing its texture). */
#define TEXT_WIDTHS 1024
typedef struct TextWidth {
    unsigned hash;
    int role; /* FontRole + 1; 0: empty */
    int w;
    char key[TEXT_KEY_MAX];
} TextWidth;

typedef struct TextSystem {
    TTF_Font *font[FONT_COUNT];
    TTF_Font *figures[FONT_COUNT]; /* serif roles: lining figures for digits (the sans face), else NULL */
    int px[FONT_COUNT];
    TextEntry cache[TEXT_CACHE_SIZE]; /* found by hash: a few places from hash % TEXT_CACHE_SIZE */
    unsigned tick;
    TextWidth *widths; /* TEXT_WIDTHS, one place per hash (NULL: measured each time) */
    /* strings drawn cut short with an ellipsis or with a word cut by the
     * wrapping, ever, and the last of them:
     * tests look for text that did not fit */
    unsigned shortened;
    char last_shortened[96];
    /* names shown by their first whole words where the place is narrow and
     * a tooltip gives them whole (text_words) */
    unsigned abbreviated;
} TextSystem;

/* Opens every role's font from the loaded asset bytes. */
bool text_init(TextSystem *ts, Assets *a);
void text_free(TextSystem *ts);
/* Sets pixel sizes (clears the cache if any changed). */
void text_set_sizes(TextSystem *ts, const int px[FONT_COUNT]);
void text_flush(TextSystem *ts);

int text_width(const TextSystem *ts, FontRole role, const char *s);
int text_line_height(const TextSystem *ts, FontRole role);
/* Height of the capital letters above the baseline, for optical centring. */
int text_ascent(const TextSystem *ts, FontRole role);

/* Draws one line with its top at y; x is the left edge, centre or right edge
 * by align. Returns the width drawn. */
int text_draw(TextSystem *ts, SDL_Renderer *r, FontRole role, const char *s, int x, int y, SDL_Color c,
              TextAlign align);
/* Centred in a rectangle, shortened with an ellipsis if wider. */
void text_draw_in(TextSystem *ts, SDL_Renderer *r, FontRole role, const char *s, SDL_Rect box, SDL_Color c);
/* One line shortened with an ellipsis to at most maxw pixels. */
int text_draw_fit(TextSystem *ts, SDL_Renderer *r, FontRole role, const char *s, int x, int y, int maxw, SDL_Color c,
                  TextAlign align);

/* One line turned a quarter left (reading upwards, like a book spine),
 * starting at the bottom of box, centred across it, shortened to box.h. */
void text_draw_vertical(TextSystem *ts, SDL_Renderer *r, FontRole role, const char *s, SDL_Rect box, SDL_Color c);

/* A name for a narrow place whose tooltip gives it whole: the longest
 * start of s made of whole words that is at most maxw pixels wide in the
 * first role of `roles` (n of them, largest first) where one fits, copied
 * to out with that role; all of s when it fits. Counts an abbreviation.
 * False, with out empty, when not even the first word fits. */
bool text_words(TextSystem *ts, const FontRole *roles, int n, const char *s, int maxw, char *out, size_t size,
                FontRole *role);

/* Word wrapping: the number of lines `s` takes at `width` pixels. */
int text_wrap_count(const TextSystem *ts, FontRole role, const char *s, int width);
/* The height those lines take. */
int text_wrap_height(const TextSystem *ts, FontRole role, const char *s, int width);
/* The width of the last of those lines (0 when there is none). */
int text_wrap_last_width(const TextSystem *ts, FontRole role, const char *s, int width);
/* Draws wrapped text into box (lines that do not fit are dropped, the last
 * kept one ends in an ellipsis). Returns the height used. */
int text_draw_wrapped(TextSystem *ts, SDL_Renderer *r, FontRole role, const char *s, SDL_Rect box, SDL_Color c,
                      TextAlign align);

/* Removes the last character (a whole UTF-8 sequence) of a typed string. */
void text_drop_last_char(char *s);

#endif
