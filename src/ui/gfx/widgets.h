/* widgets.h: the one widget kit of the app's screens (menu, setup,
 * campaign, statistics, settings, saves, rules). A screen is a function
 * that walks its widgets in order; the same walk measures (WIDGETS_MEASURE:
 * how tall is the content), finds the widget under the pointer
 * (WIDGETS_HOVER), takes a click (WIDGETS_HIT: the clicked widget reports
 * it), follows a drag with the button held (WIDGETS_DRAG: a slider pressed
 * in the HIT walk follows the pointer) and draws (WIDGETS_DRAW). So what is drawn is exactly what is
 * clickable. A screen keeps the id under the pointer from its last hover
 * walk (`hot`) and passes it to the next walk, which draws that widget
 * lit.
 *
 * Every walk also lists the controls it lays out (focus.h), so the keys and
 * a pad can move a focus over them; WIDGETS_ACTIVATE is a walk that
 * activates the control holding the focus as a click would, and
 * widgets_end draws the focus ring after a drawing walk.
 *
 * A finger is wider than a small button: a HIT walk with `reach` set (a
 * tap, touch.h) notes the control nearest the finger within that reach
 * (`near`, the nearest wins) for a second HIT walk at its `near_at` when
 * none is under the finger; a mouse click stays exact.
 *
 * Flow lays widgets out left to right in labelled rows, wrapping when a
 * row is full (setup and settings). */
#ifndef UI_GFX_WIDGETS_H
#define UI_GFX_WIDGETS_H

#include <stdbool.h>

#include "focus.h"
#include "fonts.h"
#include "look.h"
#include "window.h"

typedef enum WidgetMode {
    WIDGETS_MEASURE,
    WIDGETS_HOVER,
    WIDGETS_HIT,
    WIDGETS_DRAG,
    WIDGETS_DRAW,
    WIDGETS_ACTIVATE, /* the control holding the focus takes a click (a slider a step) */
} WidgetMode;

typedef struct Widgets {
    Gfx *g;
    WidgetMode mode;
    int px, py;    /* the pointer (output pixels) */
    int id;        /* running widget id */
    int hot;       /* the id under the pointer at the last hover walk, -1 none (and while keys or a pad
                    * were used last: the pointer's highlight waits for it to move) */
    SDL_Rect hot_rect; /* where that widget stands, as the walk met it ({0} none) */
    int hover;     /* WIDGETS_HOVER: the id under the pointer now, -1 none */
    bool hover_drags; /* WIDGETS_HOVER: that widget follows a drag (a slider) */
    bool used;     /* WIDGETS_HIT: a widget took the click */
    int pressed;   /* WIDGETS_HIT: the id of the widget that took it, -1 none */
    int active;    /* WIDGETS_DRAG: the id pressed (the caller keeps `pressed`), -1 none */
    int reach;     /* WIDGETS_HIT by a finger's tap: how far (output pixels) a control may be and be */
    int near;      /* the nearest control within reach when none is under it, -1 none */
    long near_d2;  /* its squared distance */
    SDL_Point near_at; /* its point nearest to the finger (a HIT walk there takes it) */
    SDL_Rect clip; /* only here are widgets clickable (scrolled lists) */
    int focus;     /* the id holding the focus (drawn with the ring, activated by WIDGETS_ACTIVATE), -1 none */
    int step;      /* WIDGETS_ACTIVATE on a slider: -1 or +1 steps; 0 activates any other control */
    FocusList list; /* the controls of this walk, in order */
} Widgets;

void widgets_begin(Widgets *w, Gfx *g, WidgetMode mode, int px, int py, int hot);
bool widgets_drawing(const Widgets *w);
/* After a walk: the id that holds the focus now (w->focus when it was
 * listed, else the primary control or the first, focus.h), and in
 * WIDGETS_DRAW mode its ring, while the keys or a pad were used last. */
int widgets_end(Widgets *w);

/* A clickable area without a look of its own; *hovered (may be NULL) says
 * whether the pointer is over it now. True when it was clicked or
 * activated. */
bool widget_area(Widgets *w, SDL_Rect r, bool *hovered);
/* A row of a list (focus.h, FOCUS_ROW): picked by a click or by the focus
 * arriving on it; `picked` says it is the list's pick now (Tab stops there
 * only, the arrows go through the rows). */
bool widget_row(Widgets *w, SDL_Rect r, bool picked, bool *hovered);
/* The same for an area that takes the focus as `kind`, or none (`focusable`
 * false: a disabled button). */
bool widget_area_as(Widgets *w, SDL_Rect r, bool *hovered, FocusKind kind, bool focusable);
bool widget_button(Widgets *w, SDL_Rect r, const char *label, ButtonLook look);
/* One of a group of choices (the selected one is marked). */
bool widget_choice(Widgets *w, SDL_Rect r, const char *label, bool selected);
/* The same picked by the focus arriving on it too (FOCUS_ROW, as a list's row). */
bool widget_choice_row(Widgets *w, SDL_Rect r, const char *label, bool selected);
/* A check box with its label. */
bool widget_check(Widgets *w, SDL_Rect r, const char *label, bool on);
/* A slider from min to max in steps of `step`, its value written beside
 * it: a press on it or a drag from it sets *value from the pointer, Left
 * and Right a step while it has the focus. True when *value changed. */
bool widget_slider(Widgets *w, SDL_Rect r, int *value, int min, int max, int step);
/* A one-line text field; the caret shows when it has the focus; with
 * `selected` its text is shown highlighted (typing replaces it). */
bool widget_field(Widgets *w, SDL_Rect r, const char *text, bool focus, bool selected);

/* The width a button, choice or check box needs for its label. */
int widget_button_width(const Gfx *g, const char *label);
int widget_check_width(const Gfx *g, const char *label);
int widget_row_height(const Gfx *g);

/* A panel on the desk with a title and a Close button (drawn in
 * WIDGETS_DRAW mode); *body gets the area under the title, above the pad's
 * strip of hints while a pad was used last (glyphs.h). Returns true
 * when Close was clicked. design_w and design_h are the panel's size at
 * scale 1, design_h 0 for the window's full height. */
bool widget_frame(Widgets *w, int design_w, int design_h, const char *title, SDL_Rect *body);

/* Scrolling content taller than `body`: clamps *scroll, sets the clip for
 * clicks and drawing, and draws a thin scroll bar. widgets_end_scroll
 * undoes the clip. */
void widgets_begin_scroll(Widgets *w, SDL_Rect body, int content_h, int *scroll);
void widgets_end_scroll(Widgets *w);

/* Wrapped text; returns the height it takes (drawn only in WIDGETS_DRAW). */
int widget_text(Widgets *w, FontRole role, const char *text, SDL_Rect box, SDL_Color c);

/* ---- rows of widgets ---- */

typedef struct Flow {
    Widgets *w;
    int label_x;   /* where the row labels start */
    int left;      /* where the widgets start (right of the labels) */
    int right;     /* where a row wraps */
    int x, y;      /* the next widget's place */
    int row_h, gap;
} Flow;

/* A new row, its label drawn on the left (NULL or "": none). */
void flow_row(Flow *f, const char *label);
/* Ends the row: the next starts below it. */
void flow_row_end(Flow *f);
/* The rectangle of the next widget of width w (wrapping the row). */
SDL_Rect flow_place(Flow *f, int w);
bool flow_choice(Flow *f, const char *label, bool selected);
bool flow_check(Flow *f, const char *label, bool on);
/* A slider `width` wide (see widget_slider). */
bool flow_slider(Flow *f, int width, int *value, int min, int max, int step);
/* A short text in the row (small face). */
void flow_note(Flow *f, const char *text, SDL_Color c);

#endif
