/* fuzz.c: random events for the random-input test (see fuzz.h). The
 * mix leans towards what players do (moves, left clicks, Enter, Escape,
 * arrows) so the events reach every screen, with a share of the odd:
 * buttons pressed without release, keys nobody binds, text with bytes that
 * are not UTF-8, tiny and huge windows. Half the pointer events land on
 * something that does something: on the table an option tile, a space or a
 * button; on any other screen one of the places its report names. */
#include "fuzz.h"

#include <stdio.h>
#include <string.h>

#include "shell.h"
#include "table.h"
#include "view.h"

void fuzz_begin(Fuzz *f, long events, uint64_t seed)
{
    memset(f, 0, sizeof *f);
    f->left = f->total = events;
    rng_seed(&f->rng, seed, 0xf022);
}

bool fuzz_active(const Fuzz *f) { return f->total > 0; }

bool fuzz_draw_now(const Fuzz *f)
{
    return f->left % FUZZ_DRAW_EVERY == 0;
}

static int below(Fuzz *f, int n) { return (int)rng_below(&f->rng, (uint32_t)n); }

static const SDL_Keycode keys[] = {
    SDLK_RETURN, SDLK_RETURN, SDLK_ESCAPE, SDLK_ESCAPE, SDLK_BACKSPACE, SDLK_TAB, SDLK_LEFT, SDLK_RIGHT, SDLK_UP,
    SDLK_DOWN, SDLK_HOME, SDLK_END, SDLK_PAGEUP, SDLK_PAGEDOWN, SDLK_SPACE, SDLK_r, SDLK_f, SDLK_u, SDLK_z, SDLK_y,
    SDLK_q, SDLK_a, SDLK_KP_ENTER, SDLK_DELETE, SDLK_F1, SDLK_1, SDLK_0,
};

static const char *const texts[] = {
    "a", "Z", "7", " ", "Anna", "\xC3\xA4", "\xC3\x9F", "\xE6\xBC\xA2", "\xF0\x9F\x97\xBA", "-", ".", "/", "..",
    "\xFF", "\xC3", "\t", "0123456789", "%s%n", "\xE2\x80\x94",
};

/* Output pixels to window points (events carry points). */
static void to_points(const Gfx *g, SDL_Rect r, int *x, int *y) { window_to_points(g, r.x + r.w / 2, r.y + r.h / 2, x, y); }

#define FUZZ_SPOTS 48

/* The places a screen's report names (its buttons, rows, fields). */
typedef struct Spots {
    SDL_Rect rect[FUZZ_SPOTS];
    int n;
} Spots;

static void keep_spot(ScreenReport *r, const char *name, SDL_Rect where)
{
    Spots *s = r->ctx;
    (void)name;
    if (where.w > 0 && where.h > 0 && s->n < FUZZ_SPOTS)
        s->rect[s->n++] = where;
}

static void skip_value(ScreenReport *r, const char *name, const char *text)
{
    (void)r;
    (void)name;
    (void)text;
}

/* Anywhere (and a little outside), or often on something that does
 * something. */
static void pointer(Shell *sh, Fuzz *f, int *x, int *y)
{
    const Gfx *g = &sh->gfx;
    int w = g->win_w > 0 ? g->win_w : 800, h = g->win_h > 0 ? g->win_h : 600;
    *x = below(f, w + 40) - 20;
    *y = below(f, h + 40) - 20;
    ScreenId top = shell_top(sh);
    if (below(f, 2) == 0)
        return;
    if (top != SCREEN_TABLE) {
        const ScreenSlot *s = &sh->screens[top];
        Spots spots = {.n = 0};
        ScreenReport r = {keep_spot, skip_value, &spots};
        if (s->type->report)
            s->type->report(s->self, &sh->ui, &r);
        if (spots.n > 0)
            to_points(g, spots.rect[below(f, spots.n)], x, y);
        return;
    }
    const TableView *tv = table_view_of(shell_screen(sh, SCREEN_TABLE));
    SDL_Rect opts[UI_MAX_OPTIONS];
    int n = view_option_rects(tv, opts), pick = below(f, 3);
    if (pick == 0 && n > 0)
        to_points(g, opts[below(f, n)], x, y);
    else if (pick == 1)
        to_points(g, layout_cell(&tv->ds.layout, below(f, BOARD_SPACES)), x, y);
    else
        to_points(g, tv->ds.layout.button[below(f, BTN_COUNT)], x, y);
}

static void make_event(Fuzz *f, Shell *sh, SDL_Event *ev)
{
    SDL_Window *win = sh->gfx.window;
    memset(ev, 0, sizeof *ev);
    Uint32 window = win ? SDL_GetWindowID(win) : 0;
    int kind = below(f, 100);
    int x, y;
    if (kind < 4) {
        /* a finger (of two) down, moved or up anywhere, and SDL's mouse copy of the first now and then */
        static const Uint32 types[] = {SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERMOTION, SDL_FINGERUP};
        ev->type = types[below(f, 4)];
        ev->tfinger.touchId = 7;
        ev->tfinger.fingerId = 1 + below(f, 2);
        pointer(sh, f, &x, &y);
        int w = sh->gfx.win_w > 0 ? sh->gfx.win_w : 1, h = sh->gfx.win_h > 0 ? sh->gfx.win_h : 1;
        ev->tfinger.x = (float)x / (float)w;
        ev->tfinger.y = (float)y / (float)h;
        ev->tfinger.pressure = 1.0f;
        return;
    }
    if (kind < 36) {
        ev->type = SDL_MOUSEMOTION;
        ev->motion.windowID = window;
        pointer(sh, f, &x, &y);
        ev->motion.x = x;
        ev->motion.y = y;
        ev->motion.state = f->button_down ? SDL_BUTTON_LMASK : 0;
    } else if (kind < 60) {
        int b = below(f, 10);
        Uint8 button = b < 7 ? SDL_BUTTON_LEFT : b < 9 ? SDL_BUTTON_RIGHT : SDL_BUTTON_MIDDLE;
        bool down = button == SDL_BUTTON_LEFT ? !f->button_down || below(f, 8) == 0 : below(f, 2) == 0;
        if (button == SDL_BUTTON_LEFT)
            f->button_down = down;
        ev->type = down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
        ev->button.windowID = window;
        ev->button.button = button;
        ev->button.state = down ? SDL_PRESSED : SDL_RELEASED;
        ev->button.clicks = 1;
        pointer(sh, f, &x, &y);
        ev->button.x = x;
        ev->button.y = y;
    } else if (kind < 64) {
        ev->type = SDL_MOUSEWHEEL;
        ev->wheel.windowID = window;
        ev->wheel.y = below(f, 7) - 3;
        ev->wheel.x = below(f, 3) - 1;
    } else if (kind < 88) {
        ev->type = below(f, 6) == 0 ? SDL_KEYUP : SDL_KEYDOWN;
        ev->key.windowID = window;
        ev->key.state = ev->type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED;
        ev->key.keysym.sym = below(f, 20) == 0 ? (SDL_Keycode)rng_next(&f->rng)
                                                : keys[below(f, (int)(sizeof keys / sizeof keys[0]))];
        int m = below(f, 10);
        ev->key.keysym.mod = (Uint16)(m == 0 ? KMOD_LCTRL : m == 1 ? KMOD_LSHIFT : m == 2 ? KMOD_LCTRL | KMOD_LSHIFT : 0);
    } else if (kind < 96) {
        ev->type = SDL_TEXTINPUT;
        ev->text.windowID = window;
        const char *t = texts[below(f, (int)(sizeof texts / sizeof texts[0]))];
        size_t n = strlen(t);
        if (n >= sizeof ev->text.text)
            n = sizeof ev->text.text - 1;
        memcpy(ev->text.text, t, n);
    } else if (kind < 98 && win) {
        /* a new window size, from tiny to large */
        int w = below(f, 4) == 0 ? 1 + below(f, 200) : 300 + below(f, 1000);
        int h = below(f, 4) == 0 ? 1 + below(f, 150) : 200 + below(f, 600);
        SDL_SetWindowSize(win, w, h);
        ev->type = SDL_WINDOWEVENT;
        ev->window.windowID = window;
        ev->window.event = SDL_WINDOWEVENT_RESIZED;
        ev->window.data1 = w;
        ev->window.data2 = h;
    } else if (kind < 99) {
        static const Uint8 wev[] = {SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_LEAVE, SDL_WINDOWEVENT_SHOWN,
                                    SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_FOCUS_LOST};
        ev->type = SDL_WINDOWEVENT;
        ev->window.windowID = window;
        ev->window.event = wev[below(f, (int)sizeof wev)];
    } else {
        ev->type = SDL_WINDOWEVENT; /* the window closed: ignored until the last event (main.c) */
        ev->window.windowID = window;
        ev->window.event = SDL_WINDOWEVENT_CLOSE;
    }
}

static void note_place(Fuzz *f, Shell *sh)
{
    f->seen |= 1u << shell_top(sh);
    const Session *s = match_session(sh->match);
    int n = s ? session_move_count(s) : 0;
    if (n > f->last_moves)
        f->moves += n - f->last_moves;
    f->last_moves = n;
}

void fuzz_report(const Fuzz *f, const Shell *sh)
{
    char seen[400] = "";
    for (int i = 0; i < SCREEN_COUNT; i++)
        if (f->seen & (1u << i)) {
            strncat(seen, " ", sizeof seen - strlen(seen) - 1);
            strncat(seen, sh->screens[i].type->name, sizeof seen - strlen(seen) - 1);
        }
    fprintf(stderr, "cartographers: fuzz: %ld random events handled; %ld moves committed; reached:%s\n",
            f->total - f->left, f->moves, seen);
}

bool fuzz_push(Fuzz *f, Shell *sh)
{
    note_place(f, sh);
    if (f->left <= 0)
        return false;
    f->left--;
    SDL_Event ev;
    make_event(f, sh, &ev);
    if (SDL_PushEvent(&ev) < 0)
        SDL_Log("fuzz: cannot queue an event: %s", SDL_GetError());
    return true;
}
