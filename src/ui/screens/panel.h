/* panel.h: what the screens beside the table share: a screen is a walk
 * over its widgets (widgets.h), and these run that walk for an input event
 * (hover, click, wheel and page keys scrolling its list, a finger's drag
 * scrolling it too; the focus moved by Tab and the arrows, its control
 * activated by Enter or Space, focus.h) and for drawing. Each screen keeps a Panel: the widget under the pointer, the
 * one with the focus, and its scroll. */
#ifndef UI_SCREENS_PANEL_H
#define UI_SCREENS_PANEL_H

#include <stdbool.h>

#include "glyphs.h"
#include "screen.h"
#include "widgets.h"

typedef struct Panel {
    int hot;       /* the widget under the pointer, -1 none */
    SDL_Rect hot_rect; /* where the last frame drew it lit ({0} none: the report's "hover") */
    int scroll;    /* pixels scrolled in the screen's list */
    int content_h; /* the list's height when last drawn (for the page keys) */
    int active;    /* the widget the left button went down on, while it is held (a slider's drag), -1 none */
    int focus;     /* the widget with the focus (-1: the screen's primary button, else its first) */
    FocusKind focus_kind; /* what it is, as of the last walk */
    SDL_Rect focus_rect;  /* where it was, as of the last walk (the report's "focus") */
    bool ring;            /* the ring was shown in the last frame: else Enter means the main button */
    bool touch_scroll; /* a finger drags the list (a drag that began off a slider) */
} Panel;

/* A screen's walk: draws, hovers or hits its widgets in the mode of w. */
typedef void (*PanelWalk)(void *self, Ui *ui, Widgets *w);

void panel_reset(Panel *p);
/* Draws the walk, and the pad's strip of button hints (A Press, B Back). */
void panel_draw(Panel *p, void *self, Ui *ui, PanelWalk walk);
/* The same with the screen's own hints in the strip (what its buttons do there). */
void panel_draw_hints(Panel *p, void *self, Ui *ui, PanelWalk walk, const PadHint *hints, int n);
/* Hover, click, wheel, Home/End/Page keys; Tab, Shift+Tab and the arrows
 * moving the focus (an arrow with nowhere to go that way is not taken:
 * Up and Down may scroll), Enter and Space activating it (not on a text
 * field or a list's row: there Space types and Enter is the screen's),
 * Left and Right stepping a slider that has it. A text field or a row the
 * focus arrives at is activated, as a click on it would. While the ring
 * is not shown (the mouse was used last, even on a control), Enter means
 * the screen's main button, as before the focus, and Space nothing; the
 * first Tab or arrow shows the ring on that button and moves nothing (on
 * a field, a row or a slider it acts from there: docs/look.md). *taken says whether the event was
 * one of those. Returns whether something visible changed. */
bool panel_event(Panel *p, void *self, Ui *ui, const UiEvent *e, PanelWalk walk, bool *taken);
/* Whether `e` is a pad's A while the ring is not on a button (on a text
 * field, or nowhere yet): the on-screen keyboard opens for the field
 * (keyboard_screen.c), as on a Steam Deck; on a button, A presses it. */
bool panel_pad_types(const Panel *p, const UiEvent *e);

/* A screen whose state starts with its Panel: allocates it (size bytes,
 * zeroed, the panel reset). */
void *panel_screen_create(size_t size);
/* Entering such a screen: back to the top of its list. */
void panel_screen_enter(void *self, Ui *ui, const NavRequest *why);
/* Leaving a screen that took the typing (SDL_StartTextInput): it stops. */
void panel_screen_leave_typing(void *self, Ui *ui);
/* Input to a screen that only shows a list: the panel's events, then the
 * list keys below. */
bool panel_screen_event(void *self, Ui *ui, const UiEvent *e, PanelWalk walk);

/* The spot "focus": where the control with the focus is; the value "ring":
 * whether the ring shows it ("yes", "no"). */
void panel_report(const Panel *p, ScreenReport *r);
/* The report of a screen whose state starts with its Panel and that
 * reports nothing else. */
void panel_screen_report(void *self, Ui *ui, ScreenReport *r);

/* The keys of a screen that only shows a list: the arrows scroll, Esc and
 * Enter go back; false for other events. */
bool panel_list_key(Panel *p, Ui *ui, const UiEvent *e);

#endif
