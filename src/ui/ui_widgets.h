/* ui_widgets.h: immediate-mode widgets for the app's screens (menu,
 * campaign, statistics, settings, saves). A screen is one function that
 * walks its widgets in order; run in WIDGETS_DRAW mode it draws them, in
 * WIDGETS_HOVER it finds the one under the pointer, in WIDGETS_HIT the
 * clicked widget's code runs at once. So what is drawn is what is
 * clickable, as on the setup screen. */
#ifndef UI_WIDGETS_H
#define UI_WIDGETS_H

#include <stdbool.h>

#include "ui_app.h"
#include "ui_draw.h"

typedef enum WidgetMode { WIDGETS_DRAW, WIDGETS_HOVER, WIDGETS_HIT } WidgetMode;

typedef struct Widgets {
    App *app;
    WidgetMode mode;
    int px, py;    /* the pointer (output pixels) */
    int id;        /* running widget id */
    int hover;     /* WIDGETS_HOVER: the id under the pointer, -1 none */
    bool used;     /* WIDGETS_HIT: a widget took the click */
    SDL_Rect clip; /* only here are widgets clickable (scrolled lists) */
} Widgets;

void widgets_begin(Widgets *w, App *app, WidgetMode mode, int px, int py);
bool widgets_drawing(const Widgets *w);

/* A clickable area without a look of its own; *hovered (may be NULL) says
 * whether the pointer is over it now. True when it was clicked. */
bool widget_area(Widgets *w, SDL_Rect r, bool *hovered);
bool widget_button(Widgets *w, SDL_Rect r, const char *label, ButtonLook look);
/* One of a group of choices (the selected one is marked). */
bool widget_choice(Widgets *w, SDL_Rect r, const char *label, bool selected);
/* A check box with its label. */
bool widget_check(Widgets *w, SDL_Rect r, const char *label, bool on);
/* A one-line text field; the caret shows when it has the focus. */
bool widget_field(Widgets *w, SDL_Rect r, const char *text, bool focus);
/* The same with its text selected (shown highlighted): typing replaces it. */
bool widget_field_selected(Widgets *w, SDL_Rect r, const char *text, bool focus, bool selected);

/* The width a button, choice or check box needs for its label. */
int widget_button_width(const App *app, const char *label);
int widget_check_width(const App *app, const char *label);
int widget_row_height(const App *app);

/* A panel on the desk with a title and a Close button (drawn in
 * WIDGETS_DRAW mode); *body gets the area under the title. Returns true
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

#endif
