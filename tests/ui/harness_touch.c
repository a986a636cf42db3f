/* harness_touch.c: the harness's fingers (see harness.h): SDL's finger
 * events through the shell, each followed, as on a real touch screen, by
 * the mouse events SDL makes of the first finger (which ==
 * SDL_TOUCH_MOUSEID), which the game must not act on a second time.
 *
 * The fingers' times are stamped on a clock of the harness's own, well
 * ahead of SDL_GetTicks, so that a tap stays a tap however slowly a loaded
 * machine runs the test; a long press is stamped in the past instead, and
 * the loop's tick finds it at once. */
#include <string.h>

#include "harness.h"
#include "play.h"
#include "session.h"
#include "touch.h"
#include "view.h"

#define FIRST_FINGER 1

static Uint32 clock_ms; /* the harness's finger clock (see above) */

static Uint32 tick_clock(Uint32 step)
{
    if (clock_ms == 0 || SDL_TICKS_PASSED(SDL_GetTicks() + 30000, clock_ms))
        clock_ms = SDL_GetTicks() + 60000;
    clock_ms += step;
    return clock_ms;
}

static void send(Harness *h, SDL_Event *ev)
{
    shell_event(&h->sh, ev);
    shell_tick(&h->sh);
    if (h->sh.redraw) {
        shell_draw(&h->sh);
        SDL_RenderPresent(h->sh.gfx.renderer);
        h->sh.redraw = false;
    }
}

/* What SDL sends after the first finger's event (SDL_HINT_TOUCH_MOUSE_EVENTS). */
static void mouse_copy(Harness *h, Uint32 type, int x, int y)
{
    int px, py;
    window_to_points(&h->sh.gfx, x, y, &px, &py);
    SDL_Event ev;
    SDL_zero(ev);
    ev.type = SDL_MOUSEMOTION;
    ev.motion.which = SDL_TOUCH_MOUSEID;
    ev.motion.x = px;
    ev.motion.y = py;
    ev.motion.state = type == SDL_FINGERUP ? 0 : SDL_BUTTON_LMASK;
    if (type != SDL_FINGERUP)
        send(h, &ev);
    if (type == SDL_FINGERMOTION)
        return;
    SDL_zero(ev);
    ev.type = type == SDL_FINGERDOWN ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
    ev.button.which = SDL_TOUCH_MOUSEID;
    ev.button.button = SDL_BUTTON_LEFT;
    ev.button.state = type == SDL_FINGERDOWN ? SDL_PRESSED : SDL_RELEASED;
    ev.button.clicks = 1;
    ev.button.x = px;
    ev.button.y = py;
    send(h, &ev);
}

void harness_finger(Harness *h, Uint32 type, SDL_FingerID id, int x, int y, Uint32 ms)
{
    const Gfx *g = &h->sh.gfx;
    int px, py;
    window_to_points(g, x, y, &px, &py);
    SDL_Event ev;
    SDL_zero(ev);
    ev.type = type;
    ev.tfinger.timestamp = ms;
    ev.tfinger.touchId = 7;
    ev.tfinger.fingerId = id;
    ev.tfinger.x = ((float)px + 0.5f) / (float)(g->win_w > 0 ? g->win_w : 1);
    ev.tfinger.y = ((float)py + 0.5f) / (float)(g->win_h > 0 ? g->win_h : 1);
    ev.tfinger.pressure = 1.0f;
    send(h, &ev);
    if (id == FIRST_FINGER)
        mouse_copy(h, type, x, y);
}

void harness_tap(Harness *h, int x, int y)
{
    harness_finger(h, SDL_FINGERDOWN, FIRST_FINGER, x, y, tick_clock(100));
    harness_finger(h, SDL_FINGERUP, FIRST_FINGER, x, y, tick_clock(60));
}

void harness_tap_rect(Harness *h, SDL_Rect r) { harness_tap(h, r.x + r.w / 2, r.y + r.h / 2); }

void harness_drag(Harness *h, int x0, int y0, int x1, int y1, int steps)
{
    harness_finger(h, SDL_FINGERDOWN, FIRST_FINGER, x0, y0, tick_clock(100));
    for (int i = 1; i <= steps; i++)
        harness_finger(h, SDL_FINGERMOTION, FIRST_FINGER, x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps,
                       tick_clock(16));
    harness_finger(h, SDL_FINGERUP, FIRST_FINGER, x1, y1, tick_clock(16));
}

void harness_long_press(Harness *h, int x, int y)
{
    /* stamped long enough ago: the tick after it finds the long press */
    harness_finger(h, SDL_FINGERDOWN, FIRST_FINGER, x, y, SDL_GetTicks() - TOUCH_LONG_MS - 50);
    harness_finger(h, SDL_FINGERUP, FIRST_FINGER, x, y, SDL_GetTicks());
}

void harness_two_finger_tap(Harness *h, int x, int y)
{
    int apart = h->sh.gfx.m.w / 20;
    harness_finger(h, SDL_FINGERDOWN, FIRST_FINGER, x, y, tick_clock(100));
    harness_finger(h, SDL_FINGERDOWN, FIRST_FINGER + 1, x + apart, y, tick_clock(30));
    harness_finger(h, SDL_FINGERUP, FIRST_FINGER + 1, x + apart, y, tick_clock(60));
    harness_finger(h, SDL_FINGERUP, FIRST_FINGER, x, y, tick_clock(20));
}

/* A space of the shape lying on the map, or -1. */
static int ghost_space(const TableView *tv)
{
    const TableMove *st = &tv->move;
    if (!st->placed || !st->preview.valid || bb_is_empty(st->preview.cells))
        return -1;
    Bitboard cells = st->preview.cells;
    return bb_pop(&cells);
}

bool harness_touch_move(Harness *h, bool drag)
{
    TableView *tv = harness_table(h);
    HarnessHint hint;
    if (!harness_hint(h, &hint))
        return false;
    SDL_Rect cell = layout_cell(&tv->ds.layout, hint.grip), o = hint.tile;
    if (drag && o.w > 0) {
        harness_drag(h, o.x + o.w / 2, o.y + o.h / 2, cell.x + cell.w / 2, cell.y + cell.h / 2, 6);
    } else {
        if (o.w > 0 && tv->move.noptions > 1)
            harness_tap_rect(h, o);
        harness_tap_rect(h, cell);
    }
    int orient = hint.orient;
    if (orient >= 4)
        harness_two_finger_tap(h, cell.x + cell.w / 2, cell.y + cell.h / 2);
    for (int i = 0; i < orient % 4; i++) {
        int at = ghost_space(tv);
        if (at < 0)
            break;
        harness_tap_rect(h, layout_cell(&tv->ds.layout, at));
    }
    if (session_move_count(match_session(h->sh.match)) == hint.before) /* "confirm each placement" on */
        harness_tap_rect(h, tv->ds.layout.button[BTN_CONFIRM]);
    return harness_move_made(h, hint.before);
}
