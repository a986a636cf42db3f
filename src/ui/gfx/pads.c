/* pads.c: gamepads as keys (see pads.h). */
#include "pads.h"

#include <string.h>

#include "events.h"

/* Past this the stick points that way; back under the lower one it is in
 * the middle again (so a stick held half-way does not flicker). */
#define STICK_ON 20000
#define STICK_OFF 9000
#define TRIGGER_ON 16000
#define TRIGGER_OFF 6000

void pads_open(Pads *p)
{
    memset(p, 0, sizeof *p);
    /* the pads present now arrive as SDL_CONTROLLERDEVICEADDED events */
    p->on = SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) == 0;
}

void pads_close(Pads *p)
{
    for (int i = 0; i < p->n; i++)
        SDL_GameControllerClose(p->open[i]);
    p->n = 0;
    if (p->on)
        SDL_QuitSubSystem(SDL_INIT_GAMECONTROLLER);
    p->on = false;
}

PadStyle pads_style_of(SDL_GameController *c)
{
    switch (SDL_GameControllerGetType(c)) {
    case SDL_CONTROLLER_TYPE_PS3:
    case SDL_CONTROLLER_TYPE_PS4:
    case SDL_CONTROLLER_TYPE_PS5: return PAD_PLAYSTATION;
    default: break;
    }
    /* Valve's ids for the Steam Deck's built-in controls */
    if (SDL_GameControllerGetVendor(c) == 0x28de && SDL_GameControllerGetProduct(c) == 0x1205)
        return PAD_DECK;
    const char *name = SDL_GameControllerName(c);
    if (name && (strstr(name, "Steam Deck") || strstr(name, "Steam Virtual")))
        return PAD_DECK;
    return PAD_XBOX;
}

static int index_of(const Pads *p, SDL_JoystickID id)
{
    for (int i = 0; i < p->n; i++)
        if (p->id[i] == id)
            return i;
    return -1;
}

bool pads_device(Pads *p, const SDL_Event *ev)
{
    if (ev->type == SDL_CONTROLLERDEVICEADDED) {
        if (!p->on || p->n >= PADS_MAX)
            return true;
        SDL_GameController *c = SDL_GameControllerOpen(ev->cdevice.which);
        if (!c)
            return true;
        SDL_JoystickID id = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(c));
        if (index_of(p, id) >= 0) { /* already open: SDL counts its references */
            SDL_GameControllerClose(c);
            return true;
        }
        p->open[p->n] = c;
        p->id[p->n++] = id;
        return true;
    }
    if (ev->type == SDL_CONTROLLERDEVICEREMOVED) {
        int i = index_of(p, ev->cdevice.which);
        if (i >= 0) {
            SDL_GameControllerClose(p->open[i]);
            p->n--;
            p->open[i] = p->open[p->n];
            p->id[i] = p->id[p->n];
        }
        p->stick_x = p->stick_y = 0;
        p->trigger = false;
        p->held = 0;
        return true;
    }
    return ev->type == SDL_CONTROLLERDEVICEREMAPPED;
}

static bool key(UiEvent *out, UiKey k)
{
    out->kind = UI_KEY;
    out->key = k;
    return true;
}

/* An arrow pressed now starts to repeat while it is held. */
static bool arrow(Pads *p, UiEvent *out, UiKey k)
{
    p->held = (int)k;
    p->held_next = SDL_GetTicks() + PADS_REPEAT_DELAY;
    return key(out, k);
}

static UiKey dpad_arrow(Uint8 button)
{
    switch (button) {
    case SDL_CONTROLLER_BUTTON_DPAD_UP: return KEY_UP;
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN: return KEY_DOWN;
    case SDL_CONTROLLER_BUTTON_DPAD_LEFT: return KEY_LEFT;
    case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: return KEY_RIGHT;
    default: return KEY_OTHER;
    }
}

static bool letter(UiEvent *out, char ch, bool shift)
{
    out->ch = ch;
    out->shift = shift;
    return key(out, KEY_CHAR);
}

static bool button(Pads *p, const SDL_ControllerButtonEvent *b, UiEvent *out)
{
    UiKey k = dpad_arrow(b->button);
    if (k != KEY_OTHER)
        return arrow(p, out, k);
    switch (b->button) {
    case SDL_CONTROLLER_BUTTON_A: return key(out, KEY_CONFIRM);
    case SDL_CONTROLLER_BUTTON_B: return key(out, KEY_CANCEL);
    case SDL_CONTROLLER_BUTTON_X: return key(out, KEY_NEXT);
    case SDL_CONTROLLER_BUTTON_Y: return letter(out, 'h', false);
    case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER: return letter(out, 'r', false);
    case SDL_CONTROLLER_BUTTON_LEFTSHOULDER: return letter(out, 'r', true);
    case SDL_CONTROLLER_BUTTON_START: return key(out, KEY_MENU);
    case SDL_CONTROLLER_BUTTON_BACK: return key(out, KEY_UNDO);
    default: return false;
    }
}

/* The left stick: an arrow when it crosses into a direction. */
static bool stick(Pads *p, const SDL_ControllerAxisEvent *a, UiEvent *out)
{
    bool horizontal = a->axis == SDL_CONTROLLER_AXIS_LEFTX;
    int *dir = horizontal ? &p->stick_x : &p->stick_y;
    int v = a->value;
    int now = v > STICK_ON ? 1 : v < -STICK_ON ? -1 : (v < STICK_OFF && v > -STICK_OFF) ? 0 : *dir;
    if (now == *dir)
        return false;
    UiKey was = horizontal ? (*dir < 0 ? KEY_LEFT : KEY_RIGHT) : (*dir < 0 ? KEY_UP : KEY_DOWN);
    if (*dir != 0 && p->held == (int)was)
        p->held = 0; /* back in the middle, or over to the other side */
    *dir = now;
    if (now == 0)
        return false;
    if (horizontal)
        return arrow(p, out, now < 0 ? KEY_LEFT : KEY_RIGHT);
    return arrow(p, out, now < 0 ? KEY_UP : KEY_DOWN);
}

bool pads_translate(Pads *p, const SDL_Event *ev, UiEvent *out)
{
    memset(out, 0, sizeof *out);
    out->source = INPUT_PAD;
    SDL_JoystickID which;
    bool got = false;
    switch (ev->type) {
    case SDL_CONTROLLERBUTTONDOWN:
        which = ev->cbutton.which;
        got = button(p, &ev->cbutton, out);
        break;
    case SDL_CONTROLLERBUTTONUP:
        if (dpad_arrow(ev->cbutton.button) != KEY_OTHER && p->held == (int)dpad_arrow(ev->cbutton.button))
            p->held = 0;
        return false;
    case SDL_CONTROLLERAXISMOTION:
        which = ev->caxis.which;
        if (ev->caxis.axis == SDL_CONTROLLER_AXIS_LEFTX || ev->caxis.axis == SDL_CONTROLLER_AXIS_LEFTY) {
            got = stick(p, &ev->caxis, out);
        } else if (ev->caxis.axis == SDL_CONTROLLER_AXIS_TRIGGERLEFT ||
                   ev->caxis.axis == SDL_CONTROLLER_AXIS_TRIGGERRIGHT) {
            if (ev->caxis.value > TRIGGER_ON && !p->trigger) {
                p->trigger = true;
                got = letter(out, 'f', false);
            } else if (ev->caxis.value < TRIGGER_OFF) {
                p->trigger = false;
            }
        }
        break;
    default: return false;
    }
    int i = index_of(p, which);
    if (got && i >= 0)
        p->style = pads_style_of(p->open[i]);
    return got;
}

bool pads_repeat(Pads *p, Uint32 now, UiEvent *out)
{
    if (!p->held || (Sint32)(now - p->held_next) < 0)
        return false;
    memset(out, 0, sizeof *out);
    out->source = INPUT_PAD;
    p->held_next = now + PADS_REPEAT_EVERY;
    return key(out, (UiKey)p->held);
}

int pads_repeat_wait(const Pads *p, Uint32 now)
{
    if (!p->held)
        return -1;
    Sint32 left = (Sint32)(p->held_next - now);
    return left < 0 ? 0 : (int)left;
}
