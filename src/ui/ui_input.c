/* ui_input.c: SDL events to actions and hit-testing (see ui_input.h). */
#include "ui_input.h"

#include <stdio.h>
#include <string.h>

#include "ui_gfx.h"
#include "ui_overlay.h"
#include "ui_view.h"

Hit input_hit_test(const App *app, int x, int y)
{
    const Layout *L = &app->layout;
    Hit h = {HIT_NONE, 0};
    if (app->ui.overlay != OVERLAY_NONE)
        return overlay_hit_test(app, x, y);
    if (app->replay.active) {
        h = replay_hit_test(app, x, y);
        if (h.kind != HIT_NONE)
            return h;
    }
    for (int t = 0; t < L->ntabs; t++)
        if (gfx_contains(L->tab[t], x, y)) {
            h.kind = HIT_TAB;
            h.index = t;
            return h;
        }
    int cell = layout_cell_at(L, x, y);
    if (cell >= 0) {
        h.kind = HIT_CELL;
        h.index = cell;
        return h;
    }
    SDL_Rect lasting[8];
    int nl = view_lasting_rects(app, lasting);
    for (int i = 0; i < nl; i++)
        if (gfx_contains(lasting[i], x, y)) {
            h.kind = HIT_LASTING;
            h.index = i;
            return h;
        }
    for (int b = 0; b < BTN_COUNT; b++)
        if (gfx_contains(L->button[b], x, y)) {
            h.kind = HIT_BUTTON;
            h.index = b;
            return h;
        }
    SDL_Rect opts[UI_MAX_OPTIONS];
    int nopts = view_option_rects(app, opts);
    for (int i = 0; i < nopts; i++)
        if (gfx_contains(opts[i], x, y)) {
            h.kind = HIT_OPTION;
            h.index = i;
            return h;
        }
    for (int s = 0; s < LAYOUT_SEASONS; s++)
        for (int f = 0; f < SCORE_FIELDS; f++)
            if (gfx_contains(L->score_cell[s][f], x, y)) {
                h.kind = HIT_SCORE;
                h.index = s * SCORE_FIELDS + f;
                return h;
            }
    if (gfx_contains(L->grand_total, x, y)) {
        h.kind = HIT_TOTAL;
        return h;
    }
    for (int i = 0; i < LAYOUT_COINS; i++)
        if (gfx_contains(L->coin_slot[i], x, y)) {
            h.kind = HIT_COIN;
            h.index = i;
            return h;
        }
    for (int d = 0; d < 4; d++)
        if (gfx_contains(L->decree[d], x, y)) {
            h.kind = HIT_DECREE;
            h.index = d;
            return h;
        }
    for (int s = 0; s < LAYOUT_SEASONS; s++)
        if (gfx_contains(L->season_chip[s], x, y)) {
            h.kind = HIT_SEASON;
            h.index = s;
            return h;
        }
    int ids[LAYOUT_MAX_CARDS];
    int n = view_row(app, ids);
    if (n > 0) {
        SDL_Rect cards[LAYOUT_MAX_CARDS];
        layout_cards(L, n, cards);
        /* the newest lies on top: test from the top down */
        for (int i = n - 1; i >= 0; i--)
            if (gfx_contains(cards[i], x, y)) {
                h.kind = HIT_CARD;
                h.index = i;
                return h;
            }
    }
    return h;
}

/* Window points to output pixels (they differ on high-DPI displays). */
static void to_pixels(const App *app, int *x, int *y)
{
    if (app->win_w > 0 && app->win_h > 0) {
        *x = (int)((long)*x * app->layout.w / app->win_w);
        *y = (int)((long)*y * app->layout.h / app->win_h);
    }
}

static Action make(ActionKind k)
{
    Action a;
    memset(&a, 0, sizeof a);
    a.kind = k;
    a.cell = -1;
    return a;
}

/* Screens drawn in immediate mode (setup, menu, lists) take clicks and
 * hovers as pixels and do their own hit-testing. */
static bool pixel_screen(const App *app)
{
    return app->in_setup || app->rules_open || app->scr.screen != SCREEN_NONE;
}

/* The setup screen and the other screens have text fields and lists: their
 * keys mean other things. */
static int translate_setup_key(const SDL_KeyboardEvent *k, Action *out)
{
    switch (k->keysym.sym) {
    case SDLK_UP:
    case SDLK_DOWN:
        *out = make(ACT_MOVE_GHOST);
        out->dy = k->keysym.sym == SDLK_UP ? -1 : 1;
        return 1;
    case SDLK_LEFT:
    case SDLK_RIGHT:
        *out = make(ACT_MOVE_GHOST);
        out->dx = k->keysym.sym == SDLK_LEFT ? -1 : 1;
        return 1;
    case SDLK_PAGEUP:
    case SDLK_PAGEDOWN:
        *out = make(ACT_PAGE);
        out->dy = k->keysym.sym == SDLK_PAGEUP ? -1 : 1;
        return 1;
    case SDLK_HOME: *out = make(ACT_HOME); return 1;
    case SDLK_END: *out = make(ACT_END); return 1;
    case SDLK_RETURN:
    case SDLK_KP_ENTER: *out = make(ACT_CONFIRM); return 1;
    case SDLK_ESCAPE: *out = make(ACT_CANCEL); return 1;
    case SDLK_BACKSPACE: *out = make(ACT_BACKSPACE); return 1;
    case SDLK_TAB: *out = make(ACT_NEXT_FIELD); return 1;
    case SDLK_q:
        if (!(k->keysym.mod & (KMOD_CTRL | KMOD_GUI)))
            return 0;
        *out = make(ACT_QUIT);
        return 1;
    default: return 0;
    }
}

static int translate_key(const SDL_KeyboardEvent *k, Action *out)
{
    SDL_Keycode key = k->keysym.sym;
    bool ctrl = (k->keysym.mod & (KMOD_CTRL | KMOD_GUI)) != 0;
    switch (key) {
    case SDLK_r: *out = make(ACT_TURN); return 1;
    case SDLK_f: *out = make(ACT_MIRROR); return 1;
    case SDLK_SPACE: *out = make(ACT_ROTATE); return 1;
    case SDLK_RETURN:
    case SDLK_KP_ENTER: *out = make(ACT_CONFIRM); return 1;
    case SDLK_ESCAPE: *out = make(ACT_CANCEL); return 1;
    case SDLK_z:
        if (!ctrl)
            return 0;
        *out = make((k->keysym.mod & KMOD_SHIFT) ? ACT_REDO : ACT_UNDO);
        return 1;
    case SDLK_y:
        if (!ctrl)
            return 0;
        *out = make(ACT_REDO);
        return 1;
    case SDLK_HOME: *out = make(ACT_HOME); return 1;
    case SDLK_END: *out = make(ACT_END); return 1;
    case SDLK_PAGEUP:
    case SDLK_PAGEDOWN:
        *out = make(ACT_PAGE);
        out->dy = key == SDLK_PAGEUP ? -1 : 1;
        return 1;
    case SDLK_u:
    case SDLK_BACKSPACE: *out = make(ACT_UNDO); return 1;
    case SDLK_h:
        *out = make(ACT_BUTTON);
        out->hit.kind = HIT_BUTTON;
        out->hit.index = BTN_HINT;
        return 1;
    case SDLK_q:
        if (!ctrl)
            return 0;
        *out = make(ACT_QUIT);
        return 1;
    case SDLK_1: case SDLK_2: case SDLK_3: case SDLK_4: case SDLK_5: case SDLK_6:
    case SDLK_KP_1: case SDLK_KP_2: case SDLK_KP_3: case SDLK_KP_4: case SDLK_KP_5: case SDLK_KP_6:
        /* the sheet of player N, as a click on its tab */
        *out = make(ACT_BUTTON);
        out->hit.kind = HIT_TAB;
        out->hit.index = key >= SDLK_KP_1 ? (int)(key - SDLK_KP_1) : (int)(key - SDLK_1);
        return 1;
    case SDLK_LEFT:
    case SDLK_RIGHT:
    case SDLK_UP:
    case SDLK_DOWN:
        *out = make(ACT_MOVE_GHOST);
        out->dx = key == SDLK_LEFT ? -1 : key == SDLK_RIGHT ? 1 : 0;
        out->dy = key == SDLK_UP ? -1 : key == SDLK_DOWN ? 1 : 0;
        return 1;
    default: return 0;
    }
}

static ActionKind button_action(int b)
{
    switch (b) {
    case BTN_ROTATE: return ACT_TURN;
    case BTN_MIRROR: return ACT_MIRROR;
    case BTN_CANCEL: return ACT_CANCEL;
    case BTN_CONFIRM: return ACT_CONFIRM;
    case BTN_UNDO: return ACT_UNDO;
    case BTN_REDO: return ACT_REDO;
    default: return ACT_BUTTON;
    }
}

int input_translate(App *app, const SDL_Event *ev, Action *out, int max)
{
    if (max < 2)
        return 0;
    switch (ev->type) {
    case SDL_QUIT: out[0] = make(ACT_QUIT); return 1;
    case SDL_WINDOWEVENT:
        switch (ev->window.event) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
        case SDL_WINDOWEVENT_RESIZED:
        case SDL_WINDOWEVENT_DISPLAY_CHANGED: out[0] = make(ACT_RESIZE); return 1;
        case SDL_WINDOWEVENT_EXPOSED:
        case SDL_WINDOWEVENT_RESTORED:
        case SDL_WINDOWEVENT_SHOWN: out[0] = make(ACT_REDRAW); return 1;
        case SDL_WINDOWEVENT_LEAVE:
            out[0] = make(ACT_HOVER);
            return 1;
        default: return 0;
        }
    case SDL_RENDER_TARGETS_RESET:
    case SDL_RENDER_DEVICE_RESET: out[0] = make(ACT_RESIZE); return 1;
    case SDL_TEXTINPUT:
        if (!app->in_setup && app->scr.screen == SCREEN_NONE)
            return 0;
        out[0] = make(ACT_TEXT);
        snprintf(out[0].text, sizeof out[0].text, "%s", ev->text.text);
        return 1;
    case SDL_MOUSEMOTION: {
        int x = ev->motion.x, y = ev->motion.y;
        to_pixels(app, &x, &y);
        app->ui.pointer_x = x;
        app->ui.pointer_y = y;
        if (pixel_screen(app)) {
            out[0] = make(ACT_HOVER);
            out[0].x = x;
            out[0].y = y;
            return 1;
        }
        out[0] = make(ACT_HOVER);
        out[0].hit = input_hit_test(app, x, y);
        out[0].cell = layout_cell_at(&app->layout, x, y);
        if (app->ui.dragging) {
            out[1] = make(ACT_DRAG_TO);
            out[1].cell = out[0].cell;
            return 2;
        }
        return 1;
    }
    case SDL_MOUSEBUTTONDOWN: {
        int x = ev->button.x, y = ev->button.y;
        to_pixels(app, &x, &y);
        if (pixel_screen(app)) {
            if (ev->button.button != SDL_BUTTON_LEFT)
                return 0;
            out[0] = make(ACT_CLICK);
            out[0].x = x;
            out[0].y = y;
            return 1;
        }
        Hit h = input_hit_test(app, x, y);
        if (ev->button.button == SDL_BUTTON_RIGHT) {
            out[0] = make(ACT_ROTATE);
            return 1;
        }
        if (ev->button.button != SDL_BUTTON_LEFT)
            return 0;
        Action a = make(ACT_NONE);
        a.hit = h;
        if (h.kind == HIT_OPTION)
            a.kind = ACT_PICK;
        else if (h.kind == HIT_CELL) {
            a.kind = ACT_CLICK_CELL;
            a.cell = h.index;
        } else if (h.kind == HIT_BUTTON)
            a.kind = button_action(h.index);
        else if (h.kind == HIT_OVERLAY_BUTTON || h.kind == HIT_TAB || h.kind == HIT_REPLAY ||
                 (h.kind == HIT_SEASON && app->replay.active))
            a.kind = ACT_BUTTON;
        if (a.kind == ACT_NONE)
            return 0;
        out[0] = a;
        return 1;
    }
    case SDL_MOUSEBUTTONUP: {
        if (ev->button.button != SDL_BUTTON_LEFT || !app->ui.dragging || pixel_screen(app))
            return 0;
        int x = ev->button.x, y = ev->button.y;
        to_pixels(app, &x, &y);
        out[0] = make(ACT_DROP);
        out[0].cell = layout_cell_at(&app->layout, x, y);
        return 1;
    }
    case SDL_MOUSEWHEEL:
        if (!pixel_screen(app) && !app->replay.active)
            return 0;
        out[0] = make(ACT_SCROLL);
        out[0].dy = ev->wheel.y;
        return 1;
    case SDL_KEYDOWN:
        if (app->rules_open && (ev->key.keysym.sym == SDLK_PAGEDOWN || ev->key.keysym.sym == SDLK_SPACE)) {
            out[0] = make(ACT_NEXT_FIELD);
            return 1;
        }
        return pixel_screen(app) ? translate_setup_key(&ev->key, out) : translate_key(&ev->key, out);
    default: return 0;
    }
}
