/* events.c: SDL events to UiEvents (see events.h). */
#include "events.h"

#include <stdio.h>
#include <string.h>

static UiKey key_role(const SDL_Keysym *k, char *ch)
{
    SDL_Keycode key = k->sym;
    bool ctrl = (k->mod & (KMOD_CTRL | KMOD_GUI)) != 0;
    bool alt = (k->mod & KMOD_ALT) != 0;
    switch (key) {
    case SDLK_RETURN: return alt ? KEY_FULLSCREEN : KEY_CONFIRM;
    case SDLK_KP_ENTER: return KEY_CONFIRM;
    case SDLK_ESCAPE: return KEY_CANCEL;
    case SDLK_BACKSPACE: return KEY_BACKSPACE;
    case SDLK_TAB: return KEY_NEXT;
    case SDLK_LEFT: return KEY_LEFT;
    case SDLK_RIGHT: return KEY_RIGHT;
    case SDLK_UP: return KEY_UP;
    case SDLK_DOWN: return KEY_DOWN;
    case SDLK_HOME: return KEY_HOME;
    case SDLK_END: return KEY_END;
    case SDLK_PAGEUP: return KEY_PAGE_UP;
    case SDLK_PAGEDOWN: return KEY_PAGE_DOWN;
    case SDLK_SPACE: return KEY_SPACE;
    case SDLK_DELETE: return KEY_DELETE;
    case SDLK_F11: return KEY_FULLSCREEN;
    case SDLK_F8: return KEY_STATE_DUMP;
    case SDLK_F12: return KEY_SCREENSHOT;
    default: break;
    }
    if (ctrl) {
        switch (key) {
        case SDLK_z: return (k->mod & KMOD_SHIFT) ? KEY_REDO : KEY_UNDO;
        case SDLK_y: return KEY_REDO;
        case SDLK_a: return KEY_SELECT_ALL;
        case SDLK_v: return KEY_PASTE;
        case SDLK_q: return KEY_QUIT;
        default: return KEY_OTHER;
        }
    }
    if (key >= SDLK_a && key <= SDLK_z) {
        *ch = (char)('a' + (key - SDLK_a));
        return KEY_CHAR;
    }
    if (key >= SDLK_0 && key <= SDLK_9) {
        *ch = (char)('0' + (key - SDLK_0));
        return KEY_CHAR;
    }
    if (key >= SDLK_KP_1 && key <= SDLK_KP_9) {
        *ch = (char)('1' + (key - SDLK_KP_1));
        return KEY_CHAR;
    }
    if (key == SDLK_KP_0) {
        *ch = '0';
        return KEY_CHAR;
    }
    return KEY_OTHER;
}

static bool button_of(Uint8 b, UiButton *out)
{
    switch (b) {
    case SDL_BUTTON_LEFT: *out = UI_BUTTON_LEFT; return true;
    case SDL_BUTTON_RIGHT: *out = UI_BUTTON_RIGHT; return true;
    case SDL_BUTTON_MIDDLE: *out = UI_BUTTON_MIDDLE; return true;
    default: return false;
    }
}

bool events_translate(const Gfx *g, const SDL_Event *ev, UiEvent *out)
{
    memset(out, 0, sizeof *out);
    switch (ev->type) {
    /* SDL_QUIT comes only from the system: closing the window is
     * SDL_WINDOWEVENT_CLOSE (SDL_HINT_QUIT_ON_LAST_WINDOW_CLOSE off, main.c) */
    case SDL_QUIT: out->kind = UI_TERMINATE; return true;
    case SDL_WINDOWEVENT:
        switch (ev->window.event) {
        case SDL_WINDOWEVENT_CLOSE: out->kind = UI_QUIT; return true;
        case SDL_WINDOWEVENT_SIZE_CHANGED:
        case SDL_WINDOWEVENT_RESIZED:
        case SDL_WINDOWEVENT_DISPLAY_CHANGED: out->kind = UI_RESIZE; return true;
        case SDL_WINDOWEVENT_EXPOSED:
        case SDL_WINDOWEVENT_RESTORED:
        case SDL_WINDOWEVENT_SHOWN: out->kind = UI_REDRAW; return true;
        case SDL_WINDOWEVENT_LEAVE:
            out->kind = UI_POINTER_LEAVE;
            out->x = out->y = -1;
            return true;
        default: return false;
        }
    case SDL_RENDER_TARGETS_RESET:
    case SDL_RENDER_DEVICE_RESET: out->kind = UI_RESIZE; return true;
    case SDL_TEXTINPUT:
        out->kind = UI_TEXT;
        out->source = INPUT_KEYS;
        snprintf(out->text, sizeof out->text, "%s", ev->text.text);
        return true;
    case SDL_MOUSEMOTION:
        if (ev->motion.which == SDL_TOUCH_MOUSEID)
            return false; /* SDL's copy of a finger: touch.c takes the finger */
        out->kind = UI_POINTER_MOVE;
        out->x = ev->motion.x;
        out->y = ev->motion.y;
        out->held = (ev->motion.state & SDL_BUTTON_LMASK) != 0;
        window_to_pixels(g, &out->x, &out->y);
        {
            int px = ev->motion.x - ev->motion.xrel, py = ev->motion.y - ev->motion.yrel;
            window_to_pixels(g, &px, &py);
            out->dx = out->x - px;
            out->dy = out->y - py;
        }
        return true;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        if (ev->button.which == SDL_TOUCH_MOUSEID)
            return false;
        if (!button_of(ev->button.button, &out->button))
            return false;
        out->kind = ev->type == SDL_MOUSEBUTTONDOWN ? UI_PRESS : UI_RELEASE;
        out->x = ev->button.x;
        out->y = ev->button.y;
        window_to_pixels(g, &out->x, &out->y);
        return true;
    case SDL_MOUSEWHEEL:
        if (ev->wheel.which == SDL_TOUCH_MOUSEID)
            return false;
        out->kind = UI_WHEEL;
        out->dy = ev->wheel.y;
        return out->dy != 0;
    case SDL_KEYDOWN:
        out->kind = UI_KEY;
        out->source = INPUT_KEYS;
        out->key = key_role(&ev->key.keysym, &out->ch);
        out->shift = (ev->key.keysym.mod & KMOD_SHIFT) != 0;
        return out->key != KEY_OTHER;
    default: return false;
    }
}
