/* layout.h: every rectangle of the table, computed from the shared
 * metrics (gfx/metrics.h) and the renderer's output size in pixels (render cache: recomputed on resize, never saved).
 *
 * Drawing and hit-testing both read these rectangles, so what is drawn is
 * exactly what is clickable. Any size works, down to 1x1: rectangles then
 * shrink to nothing rather than go negative. */
#ifndef UI_TABLE_LAYOUT_H
#define UI_TABLE_LAYOUT_H

#include <SDL.h>

#include "fonts.h"
#include "metrics.h"

#define LAYOUT_SEASONS 4
#define LAYOUT_COINS 14
#define LAYOUT_MAX_CARDS 40
#define LAYOUT_MAX_OPTIONS 10

/* The fields of one season's score box, in the order of SeasonScore. */
enum { SCORE_DECREE1, SCORE_DECREE2, SCORE_COINS, SCORE_MONSTERS, SCORE_TOTAL, SCORE_FIELDS };

typedef enum ButtonId {
    BTN_ROTATE,
    BTN_MIRROR,
    BTN_CANCEL,
    BTN_CONFIRM,
    BTN_UNDO,
    BTN_REDO,
    BTN_HINT,
    BTN_RULES,
    BTN_MENU,
    BTN_HAND, /* a network game's banner: the host hands a gone player's seat to a computer */
    BTN_COUNT
} ButtonId;

typedef struct Layout {
    int w, h;    /* output size in pixels */
    float dpi;   /* output pixels per window point */
    float scale; /* pixels per design unit (1.0 = 1280x800 at 1x) */
    float frame; /* the same for what holds no text (the map's frame, the bars' least height): the
                  * window's at 100 % text (Metrics.fit), or the scale when the text is smaller */
    int pad;     /* outer margin */
    int gap;     /* between panels */
    int inner;   /* padding inside panels */
    int line;    /* ink line width */
    int radius;  /* panel corner radius */
    int font_px[FONT_COUNT];

    SDL_Rect top_bar;
    SDL_Rect title;
    SDL_Rect season_chip[LAYOUT_SEASONS];
    SDL_Rect seed;

    SDL_Rect sheet; /* the parchment map sheet */
    int ntabs;      /* multiplayer: one tab per player, in a strip under the top bar */
    SDL_Rect tab[6];
    SDL_Rect banner; /* a network game: who is away, the time per card (empty when nothing to say) */
    SDL_Rect grid;  /* the 11 x 11 spaces */
    int cell;
    int label; /* the band holding row letters and column numbers */
    SDL_Rect coin_track;
    SDL_Rect coin_slot[LAYOUT_COINS];
    SDL_Rect scores;
    SDL_Rect season_box[LAYOUT_SEASONS];
    SDL_Rect season_label[LAYOUT_SEASONS];
    SDL_Rect score_cell[LAYOUT_SEASONS][SCORE_FIELDS];
    SDL_Rect grand_total;

    SDL_Rect right; /* the column beside the sheet */
    SDL_Rect row;   /* card row: the stack of cards over the placing tools */
    SDL_Rect stack; /* where the revealed cards lie */
    int card_min_w; /* a card wide enough for the longest word of any card's name */
    SDL_Rect tools; /* the strip with Rotate, Mirror, Cancel, Confirm */
    SDL_Rect decrees;
    SDL_Rect decree[4];

    SDL_Rect bottom_bar;
    SDL_Rect status;
    SDL_Rect button[BTN_COUNT];
} Layout;

/* What a network game's banner holds: nothing (no banner), a line, or a
 * line and the host's hand-over button. */
typedef enum LayoutBanner { BANNER_NONE, BANNER_TEXT, BANNER_HAND } LayoutBanner;

/* Lays the table out in the window the metrics describe, for a game of
 * `players` (more than one: tabs for the sheets), with a banner under the
 * tabs or not, and at the top bar's right `corner` (a challenge's name) or,
 * when it is NULL or "", the seed. The measures (pad, gap, fonts, ...) are the metrics'; the
 * sheet takes what the bars leave, as long as the rules of the decrees fit
 * theirs: `decree_cards` is the game's four (Game.decree_cards), or NULL for
 * room for any scoring card's rule. */
void layout_compute(Layout *L, const Metrics *m, TextSystem *ts, int players, const int *decree_cards,
                    LayoutBanner banner, const char *corner);
/* The map sheet alone (grid, coin track, season boxes, total) in `content`,
 * at most max_w pixels wide, its spaces as large as fit; layout_compute
 * uses it for the table, the result image for its own page. */
void layout_sheet_in(Layout *L, TextSystem *ts, SDL_Rect content, int max_w);
/* The label of a button of the table (translated). */
const char *layout_button_name(ButtonId b);

/* The n revealed cards in the stack, oldest first; the last is on top and
 * fully visible. n is clamped to LAYOUT_MAX_CARDS. */
void layout_cards(const Layout *L, int n, SDL_Rect out[]);

/* The parts of a card face: the spine on the left (time value or emblem,
 * the name reading upwards), the name line and the body. */
void layout_card_parts(const Layout *L, SDL_Rect card, SDL_Rect *spine, SDL_Rect *name, SDL_Rect *body);

/* Where a decree's rule text goes in the decree `d`: under its band, its
 * name line and `sub_lines` lines of its category. */
SDL_Rect layout_decree_rule(const Layout *L, TextSystem *ts, SDL_Rect d, int sub_lines);

/* n option tiles laid out in `area` (the newest card's body). */
void layout_options(const Layout *L, SDL_Rect area, int n, SDL_Rect out[]);

/* The rectangle of one space of the sheet. */
SDL_Rect layout_cell(const Layout *L, int index);
/* The space under a pixel, or -1. */
int layout_cell_at(const Layout *L, int x, int y);

#endif
