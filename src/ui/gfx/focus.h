/* focus.h: the focus of the keys and the gamepad. Every screen lists the
 * controls it shows (a FocusList, in the order they are laid out: the
 * widget kit fills one on each walk, the table's boxes from their
 * buttons); one of them holds the focus. Tab and Shift+Tab go to the next
 * and the previous in that order, the arrows (the pad's D-pad and stick)
 * to the nearest in their direction (Up and Down read a column down: in
 * the next row the one that shares most of the columns, the first of two
 * alike); Enter, Space or the pad's A activate
 * it. The focus ring shows only while the keys or a pad were used last
 * (Gfx.input): a player with the mouse sees the hover, not the ring.
 * docs/look.md "The focus" describes its look. */
#ifndef UI_GFX_FOCUS_H
#define UI_GFX_FOCUS_H

#include <stdbool.h>

#include <SDL.h>

#include "events.h"
#include "window.h"

#define FOCUS_MAX 192

typedef enum FocusKind {
    FOCUS_BUTTON, /* activated by Enter or Space */
    FOCUS_FIELD,  /* a text field: Space types, Enter is the screen's */
    FOCUS_SLIDER, /* Left and Right change it */
    FOCUS_ROW,    /* an item of a list: the focus arriving picks it; Enter is the screen's (its action on the pick) */
} FocusKind;

typedef struct FocusSpot {
    int id;
    SDL_Rect r;
    SDL_Rect clip; /* only this part of the window shows it (a scrolled list) */
    FocusKind kind;
    bool picked; /* a list's row that is its pick: Tab stops at it, not at the list's other rows */
} FocusSpot;

typedef struct FocusList {
    FocusSpot spot[FOCUS_MAX];
    int n;
    int primary; /* the id of the control Enter means when nothing else holds the focus, -1 none */
} FocusList;

typedef enum FocusMove { FOCUS_STAY, FOCUS_NEXT, FOCUS_PREV, FOCUS_LEFT, FOCUS_RIGHT, FOCUS_UP, FOCUS_DOWN } FocusMove;

void focus_list_clear(FocusList *l);
void focus_list_add(FocusList *l, int id, SDL_Rect r, SDL_Rect clip, FocusKind kind);
/* The spot of id, NULL when the list has none such. */
const FocusSpot *focus_spot(const FocusList *l, int id);
/* The id that holds the focus: `focus` when it is listed, else the primary
 * control, else the first; -1 for an empty list. */
int focus_resolve(const FocusList *l, int focus);
/* Where the focus goes from `focus` (resolved first): Tab order wraps round
 * (a list of rows with a pick is one stop, its pick: Tab does not go
 * through the list picking each row), an arrow goes to the nearest control
 * whose middle lies that way (Up and Down: in the next row that way, the
 * one sharing most of the focused one's width, the first of two alike),
 * or stays when there is none. */
int focus_step(const FocusList *l, int focus, FocusMove m);
/* What a key means to the focus: FOCUS_STAY when it does not move it. */
FocusMove focus_move_of(const UiEvent *e);

/* Whether the ring shows: the keys or a pad were used last. */
bool focus_visible(const Gfx *g);
/* The ring around r, drawn only inside clip. */
void focus_draw_ring(Gfx *g, SDL_Rect r, SDL_Rect clip);

#endif
