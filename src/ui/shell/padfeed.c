/* padfeed.c: a virtual pad driven from a FIFO (see padfeed.h). */
#include "padfeed.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include <SDL.h>

#include "feed.h"
#include "virtual_pad.h"

#define FEED_WAIT_MS 20000 /* for SDL to turn a change into an event */

static SDL_Joystick *pad;
static SDL_JoystickID pad_id = -1;
static SDL_sem *seen; /* posted for each of the pad's controller events */
static Sint16 axis_at[SDL_CONTROLLER_AXIS_MAX];

/* Runs where SDL posts its events: tells the feed its change arrived. */
static int watch(void *data, SDL_Event *ev)
{
    (void)data;
    switch (ev->type) {
    case SDL_CONTROLLERBUTTONDOWN:
    case SDL_CONTROLLERBUTTONUP:
        if (ev->cbutton.which == pad_id)
            SDL_SemPost(seen);
        break;
    case SDL_CONTROLLERAXISMOTION:
        if (ev->caxis.which == pad_id)
            SDL_SemPost(seen);
        break;
    case SDL_CONTROLLERDEVICEREMOVED:
        if (ev->cdevice.which == pad_id)
            SDL_SemPost(seen);
        break;
    default: break;
    }
    return 0;
}

static void forget_seen(void)
{
    while (SDL_SemTryWait(seen) == 0)
        ;
}

static bool wait_seen(const char *what)
{
    if (SDL_SemWaitTimeout(seen, FEED_WAIT_MS) == 0)
        return true;
    fprintf(stderr, "cartographers: pad feed: %s made no event in %d ms\n", what, FEED_WAIT_MS);
    return false;
}

/* The pad's state changed by one call; waits for the game's event. */
static void button(SDL_GameControllerButton b, Uint8 state, const char *what)
{
    forget_seen();
    SDL_JoystickSetVirtualButton(pad, (int)b, state);
    wait_seen(what);
}

static void axis(SDL_GameControllerAxis a, Sint16 v, const char *what)
{
    /* a trigger's whole range below the middle is "let go": no event for a
     * change that stays there, nor for the same value again */
    bool trigger = a == SDL_CONTROLLER_AXIS_TRIGGERLEFT || a == SDL_CONTROLLER_AXIS_TRIGGERRIGHT;
    Sint16 was = axis_at[a];
    bool moves = trigger ? (was > 0 ? was : 0) != (v > 0 ? v : 0) : was != v;
    forget_seen();
    SDL_JoystickSetVirtualAxis(pad, (int)a, v);
    axis_at[a] = v;
    if (moves)
        wait_seen(what);
}

static void plug(bool in)
{
    if (!in && pad) {
        forget_seen();
        virtual_pad_detach(pad);
        pad = NULL;
        wait_seen("unplug");
    } else if (in && !pad) {
        pad = virtual_pad_attach();
        pad_id = pad ? SDL_JoystickInstanceID(pad) : -1;
        for (int i = 0; i < SDL_CONTROLLER_AXIS_MAX; i++)
            axis_at[i] = 0;
        if (!pad)
            fprintf(stderr, "cartographers: pad feed: no virtual pad: %s\n", SDL_GetError());
    }
}

static void state_key(void)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_KEYDOWN;
    e.key.timestamp = SDL_GetTicks();
    e.key.state = SDL_PRESSED;
    e.key.keysym.sym = SDLK_F8;
    e.key.keysym.scancode = SDL_SCANCODE_F8;
    if (SDL_PeepEvents(&e, 1, SDL_ADDEVENT, 0, 0) != 1)
        fprintf(stderr, "cartographers: pad feed: the event queue is full\n");
}

/* One line of the feed; false when it is not one. */
static bool line_of_feed(const char *line)
{
    char name[32];
    int v;
    if (sscanf(line, "press %31s", name) == 1) {
        SDL_GameControllerButton b = SDL_GameControllerGetButtonFromString(name);
        if (b == SDL_CONTROLLER_BUTTON_INVALID || !pad)
            return false;
        button(b, SDL_PRESSED, line);
        button(b, SDL_RELEASED, line);
    } else if (sscanf(line, "axis %31s %d", name, &v) == 2) {
        SDL_GameControllerAxis a = SDL_GameControllerGetAxisFromString(name);
        if (a == SDL_CONTROLLER_AXIS_INVALID || !pad || v < -32768 || v > 32767)
            return false;
        axis(a, (Sint16)v, line);
    } else if (strncmp(line, "unplug", 6) == 0) {
        plug(false);
    } else if (strncmp(line, "plug", 4) == 0) {
        plug(true);
    } else if (strncmp(line, "state", 5) == 0) {
        state_key();
    } else {
        return false;
    }
    return true;
}

void padfeed_start(void)
{
    if (!feed_wanted("CARTOGRAPHERS_PAD_FEED"))
        return;
    seen = SDL_CreateSemaphore(0);
    if (!seen) {
        fprintf(stderr, "cartographers: pad feed: %s\n", SDL_GetError());
        return;
    }
    SDL_AddEventWatch(watch, NULL);
    plug(true);
    feed_start("CARTOGRAPHERS_PAD_FEED", "pad", line_of_feed);
}
