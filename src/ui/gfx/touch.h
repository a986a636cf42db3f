/* touch.h: a touch screen's fingers made into the UiEvents every screen
 * already knows, and two of their own. One finger at a time is followed:
 *
 *   tap          down and up without moving: a click where it went down
 *                (pointer move, press and release marked `tap`, then the
 *                pointer leaves: nothing stays lit)
 *   drag         down, then moved further than TOUCH_SLOP points: a press
 *                where it went down, moves with the button held (dx, dy:
 *                the motion since the last), a release where it came up
 *   long press   held still for TOUCH_LONG_MS: a pointer move where it
 *                rests, so that what hovering shows (a tooltip, the spaces
 *                behind a score) shows, and stays until the next touch; a
 *                finger moved on afterwards is followed like a pointer
 *   two fingers  a second finger down and both up again within
 *                TOUCH_LONG_MS, neither moving: UI_TWO_FINGER_TAP
 *
 * Times are the events' timestamps; the long press is found by touch_due
 * when the loop wakes (touch_wait_ms says when). Mouse events SDL makes
 * out of touches (which == SDL_TOUCH_MOUSEID) are dropped by events.c and
 * touches SDL makes out of the mouse (SDL_MOUSE_TOUCHID) here, so a finger
 * acts once whatever SDL_HINT_TOUCH_MOUSE_EVENTS says. A finger is wider
 * than a small button: touch_reach and touch_nearest give the area a
 * button of the table answers a finger in, touch_near_px and
 * touch_distance2 how near a control of a screen's panel must be. */
#ifndef UI_GFX_TOUCH_H
#define UI_GFX_TOUCH_H

#include <stdbool.h>

#include <SDL.h>

#include "events.h"
#include "window.h"

#define TOUCH_LONG_MS 500
#define TOUCH_SLOP 12 /* window points a finger may wander and still tap */
#define TOUCH_MAX_EVENTS 4

typedef enum TouchState {
    TOUCH_IDLE,
    TOUCH_PENDING,   /* one finger down, not moved: a tap, a drag or a long press */
    TOUCH_DRAG,      /* it moved: the screen sees a held pointer */
    TOUCH_LONG,      /* held still long enough: the screen sees a hovering pointer */
    TOUCH_TWO,       /* a second finger came down soon: a two-finger tap if both lift soon */
    TOUCH_CANCELLED, /* anything else with several fingers: nothing until all are up */
} TouchState;

typedef struct Touch {
    TouchState state;
    SDL_FingerID finger[2]; /* the first and the second finger followed */
    bool down[2];
    float x0[2], y0[2]; /* where each went down, window points */
    float x, y;         /* where the first is now */
    Uint32 t0;          /* when the first went down */
    bool hovering;      /* a long press left the pointer where it rested */
} Touch;

void touch_init(Touch *t);
/* Whether an SDL event is a finger's (SDL_FINGERDOWN, _MOTION, _UP). */
bool touch_is_finger(const SDL_Event *ev);
/* One finger event into at most TOUCH_MAX_EVENTS UiEvents (all with the
 * source INPUT_TOUCH); returns how many. */
int touch_translate(Touch *t, const Gfx *g, const SDL_Event *ev, UiEvent out[TOUCH_MAX_EVENTS]);
/* The long press, once a finger has rested long enough by `now`
 * (SDL_GetTicks): 1 and the event, else 0. */
int touch_due(Touch *t, const Gfx *g, Uint32 now, UiEvent out[TOUCH_MAX_EVENTS]);
/* How long the loop may sleep before touch_due has something (ms), or -1
 * when nothing is waiting. */
int touch_wait_ms(const Touch *t, Uint32 now);

/* The least a finger aims at, in window points (about 7 mm on a 150 dpi
 * screen; Apple asks 44 points, Android 48 dp): while the fingers are
 * used, a smaller button answers a tap this far around its middle. */
#define TOUCH_TARGET 40
/* r (output pixels) grown about its middle to TOUCH_TARGET points each
 * way at least. */
SDL_Rect touch_reach(const Gfx *g, SDL_Rect r);
/* Of n rectangles, the one whose reach holds x, y, the nearest middle when
 * several do; -1 when none (empty ones reach nothing). */
int touch_nearest(const Gfx *g, const SDL_Rect *r, int n, int x, int y);

/* On a screen's panel (widgets.h) a finger's tap where no control is
 * drawn goes to the control whose edge is nearest, if no farther than
 * this, in window points: half a finger's target. */
#define TOUCH_NEAR (TOUCH_TARGET / 2)
/* TOUCH_NEAR in output pixels. */
int touch_near_px(const Gfx *g);
/* The squared distance from x, y to r (0 inside; -1 when r is empty), and
 * in *at the point of r nearest to x, y. */
long touch_distance2(SDL_Rect r, int x, int y, SDL_Point *at);

#endif
