/* touchfeed.c: gestures from a FIFO into SDL's queue (see touchfeed.h). */
#include "touchfeed.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include <SDL.h>

#include "feed.h"

#define FEED_TOUCH 7 /* the touch device's id */
#define FEED_MAX 80  /* events of one gesture */

typedef struct Gesture {
    SDL_Event ev[FEED_MAX];
    int n;
    float w, h; /* the window in points */
} Gesture;

/* One finger event, and for finger 1 the mouse events SDL makes of it. */
static void finger(Gesture *g, Uint32 type, SDL_FingerID id, float x, float y, Uint32 ms)
{
    if (g->n + 3 > FEED_MAX)
        return;
    SDL_Event *e = &g->ev[g->n++];
    SDL_zerop(e);
    e->type = type;
    e->tfinger.timestamp = ms;
    e->tfinger.touchId = FEED_TOUCH;
    e->tfinger.fingerId = id;
    e->tfinger.x = (x + 0.5f) / g->w;
    e->tfinger.y = (y + 0.5f) / g->h;
    e->tfinger.pressure = type == SDL_FINGERUP ? 0.0f : 1.0f;
    if (id != 1)
        return;
    if (type != SDL_FINGERUP) {
        SDL_Event *m = &g->ev[g->n++];
        SDL_zerop(m);
        m->type = SDL_MOUSEMOTION;
        m->motion.timestamp = ms;
        m->motion.which = SDL_TOUCH_MOUSEID;
        m->motion.state = SDL_BUTTON_LMASK;
        m->motion.x = (int)x;
        m->motion.y = (int)y;
    }
    if (type == SDL_FINGERMOTION)
        return;
    SDL_Event *b = &g->ev[g->n++];
    SDL_zerop(b);
    b->type = type == SDL_FINGERDOWN ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
    b->button.timestamp = ms;
    b->button.which = SDL_TOUCH_MOUSEID;
    b->button.button = SDL_BUTTON_LEFT;
    b->button.state = type == SDL_FINGERDOWN ? SDL_PRESSED : SDL_RELEASED;
    b->button.clicks = 1;
    b->button.x = (int)x;
    b->button.y = (int)y;
}

static void put(Gesture *g)
{
    if (g->n > 0 && SDL_PeepEvents(g->ev, g->n, SDL_ADDEVENT, 0, 0) != g->n)
        fprintf(stderr, "cartographers: touch feed: the event queue took only part of a gesture\n");
    g->n = 0;
}

/* One line of the feed; false when it is not one. */
static bool gesture(const char *line)
{
    Gesture g;
    g.n = 0;
    float x, y, x1, y1, w, h;
    int steps, ms;
    Uint32 now = SDL_GetTicks();
    if (sscanf(line, "tap %f %f %f %f", &x, &y, &w, &h) == 4 && w > 0 && h > 0) {
        g.w = w, g.h = h;
        finger(&g, SDL_FINGERDOWN, 1, x, y, now);
        finger(&g, SDL_FINGERUP, 1, x, y, now + 60);
    } else if (sscanf(line, "drag %f %f %f %f %d %f %f", &x, &y, &x1, &y1, &steps, &w, &h) == 7 && w > 0 &&
               h > 0 && steps > 0 && steps <= 20) {
        g.w = w, g.h = h;
        finger(&g, SDL_FINGERDOWN, 1, x, y, now);
        for (int i = 1; i <= steps; i++)
            finger(&g, SDL_FINGERMOTION, 1, x + (x1 - x) * (float)i / (float)steps,
                   y + (y1 - y) * (float)i / (float)steps, now + 16u * (Uint32)i);
        finger(&g, SDL_FINGERUP, 1, x1, y1, now + 16u * (Uint32)(steps + 1));
    } else if (sscanf(line, "two %f %f %f %f", &x, &y, &w, &h) == 4 && w > 0 && h > 0) {
        g.w = w, g.h = h;
        finger(&g, SDL_FINGERDOWN, 1, x, y, now);
        finger(&g, SDL_FINGERDOWN, 2, x + w / 20, y, now + 30);
        finger(&g, SDL_FINGERUP, 2, x + w / 20, y, now + 90);
        finger(&g, SDL_FINGERUP, 1, x, y, now + 110);
    } else if (sscanf(line, "press %f %f %f %f %d", &x, &y, &w, &h, &ms) == 5 && w > 0 && h > 0 && ms >= 0) {
        g.w = w, g.h = h;
        finger(&g, SDL_FINGERDOWN, 1, x, y, now);
        put(&g);
        SDL_Delay((Uint32)ms);
        finger(&g, SDL_FINGERUP, 1, x, y, now + (Uint32)ms);
    } else if (strncmp(line, "state", 5) == 0) {
        /* F8 behind the gestures in the same queue: the state file the
         * test reads then shows what they did */
        SDL_Event *e = &g.ev[g.n++];
        SDL_zerop(e);
        e->type = SDL_KEYDOWN;
        e->key.timestamp = now;
        e->key.state = SDL_PRESSED;
        e->key.keysym.sym = SDLK_F8;
        e->key.keysym.scancode = SDL_SCANCODE_F8;
    } else {
        return false;
    }
    put(&g);
    return true;
}

void touchfeed_start(void) { feed_start("CARTOGRAPHERS_TOUCH_FEED", "touch", gesture); }
