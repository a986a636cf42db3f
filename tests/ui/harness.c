/* harness.c: the app without a display, driven by SDL events (see
 * harness.h). */
#include "harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <SDL_image.h>
#include <SDL_ttf.h>

#include "bot.h"
#include "i18n.h"
#include "past_games.h"
#include "table.h"
#include "view.h"
#include "virtual_pad.h"

/* As the loop does: the event, a tick, and a frame when something changed. */
static void settle(Harness *h)
{
    shell_tick(&h->sh);
    if (h->sh.redraw) {
        window_frame_begin(&h->sh.gfx);
        shell_draw(&h->sh);
        window_present(&h->sh.gfx);
        h->sh.redraw = false;
    }
}

static bool bring_up(Harness *h, const char *const *args)
{
    h->argc = 0;
    h->argv[h->argc++] = (char *)"cartographers";
    for (int i = 0; args && args[i] && h->argc < 23; i++)
        h->argv[h->argc++] = (char *)(uintptr_t)args[i];
    h->argv[h->argc] = NULL;
    memset(&h->sh, 0, sizeof h->sh);
    char err[200];
    if (!ui_args_parse(h->argc, h->argv, &h->sh.args, err, sizeof err)) {
        fprintf(stderr, "harness: %s\n", err);
        return false;
    }
    setenv("CARTOGRAPHERS_DATA_DIR", h->dir, 1);
    setenv("CARTOGRAPHERS_NO_ANIMATIONS", "1", 1);
    /* the build's catalogues, as main.c finds them from the program's folder */
    char *base = SDL_GetBasePath();
    snprintf(h->sh.localedir, sizeof h->sh.localedir, "%s", i18n_localedir(base));
    SDL_free(base);
    i18n_init(h->sh.args.lang, h->sh.localedir);
    if (!shell_start(&h->sh))
        return false;
    settle(h);
    return true;
}

bool harness_start(Harness *h, const char *const *args)
{
    memset(h, 0, sizeof *h);
    snprintf(h->dir, sizeof h->dir, "/tmp/carto-harness-XXXXXX");
    if (!mkdtemp(h->dir))
        return false;
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    setenv("SDL_RENDER_DRIVER", "software", 1);
    setenv("SDL_AUDIODRIVER", "dummy", 0); /* a test may ask for another (test_sound.c) */
    /* the dummy driver's window never has the keyboard's focus: a pad's
     * events would be dropped as in the background */
    SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1");
    if (SDL_Init(SDL_INIT_VIDEO) != 0 || TTF_Init() != 0)
        return false;
    IMG_Init(IMG_INIT_PNG);
    return bring_up(h, args);
}

bool harness_restart(Harness *h, const char *const *args)
{
    shell_stop(&h->sh);
    return bring_up(h, args);
}

void harness_stop(Harness *h)
{
    harness_pad_detach(h);
    shell_stop(&h->sh);
    IMG_Quit();
    TTF_Quit();
    SDL_Quit();
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", h->dir);
    if (system(cmd) != 0)
        fprintf(stderr, "harness: cannot remove %s\n", h->dir);
}

void harness_text_size(Harness *h, int percent)
{
    if (!settings_set(&h->sh.profile.settings, SET_SCALE, percent))
        fprintf(stderr, "harness: text size %d%% refused\n", percent);
    h->sh.ui.settings_changed |= 1u << SET_SCALE;
    settle(h);
}

static void send(Harness *h, SDL_Event *ev)
{
    shell_event(&h->sh, ev);
    settle(h);
}

void harness_key(Harness *h, SDL_Keycode key, Uint16 mod)
{
    SDL_Event ev;
    SDL_zero(ev);
    ev.type = SDL_KEYDOWN;
    ev.key.state = SDL_PRESSED;
    ev.key.keysym.sym = key;
    ev.key.keysym.mod = mod;
    send(h, &ev);
}

void harness_text(Harness *h, const char *text)
{
    SDL_Event ev;
    SDL_zero(ev);
    ev.type = SDL_TEXTINPUT;
    snprintf(ev.text.text, sizeof ev.text.text, "%s", text);
    send(h, &ev);
}

void harness_move(Harness *h, int x, int y)
{
    SDL_Event ev;
    SDL_zero(ev);
    ev.type = SDL_MOUSEMOTION;
    ev.motion.x = x;
    ev.motion.y = y;
    send(h, &ev);
}

static void button(Harness *h, int x, int y, Uint8 b, bool down)
{
    SDL_Event ev;
    SDL_zero(ev);
    ev.type = down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
    ev.button.button = b;
    ev.button.state = down ? SDL_PRESSED : SDL_RELEASED;
    ev.button.clicks = 1;
    ev.button.x = x;
    ev.button.y = y;
    send(h, &ev);
}

void harness_press(Harness *h, int x, int y, Uint8 b) { button(h, x, y, b, true); }
void harness_release(Harness *h, int x, int y, Uint8 b) { button(h, x, y, b, false); }

void harness_click(Harness *h, int x, int y, Uint8 b)
{
    harness_move(h, x, y);
    button(h, x, y, b, true);
    button(h, x, y, b, false);
}

void harness_click_rect(Harness *h, SDL_Rect r) { harness_click(h, r.x + r.w / 2, r.y + r.h / 2, SDL_BUTTON_LEFT); }

void harness_tick(Harness *h)
{
    SDL_Delay(2);
    SDL_PumpEvents();
    settle(h);
}

void harness_let_computers_play(Harness *h)
{
    for (int i = 0; i < 20000 && match_computer_turn(h->sh.match); i++) {
        harness_tick(h);
        /* a box over the table (a season's end) waits for Enter; the one
         * that hands the screen to a human is theirs to see */
        if (harness_box(h) != SCREEN_TABLE && match_computer_turn(h->sh.match))
            harness_dismiss(h);
    }
}

ScreenId harness_top(const Harness *h) { return shell_top(&h->sh); }
ScreenId harness_box(const Harness *h) { return ui_top_box(&h->sh.ui); }

typedef struct Wanted {
    const char *name;
    SDL_Rect spot;
    char *value;
    size_t size;
} Wanted;

static void want_spot(ScreenReport *r, const char *name, SDL_Rect where)
{
    Wanted *w = r->ctx;
    if (strcmp(name, w->name) == 0)
        w->spot = where;
}

static void want_value(ScreenReport *r, const char *name, const char *text)
{
    Wanted *w = r->ctx;
    if (w->value && strcmp(name, w->name) == 0)
        snprintf(w->value, w->size, "%s", text);
}

static void ask(Harness *h, ScreenId id, Wanted *w)
{
    const ScreenSlot *s = &h->sh.screens[id];
    ScreenReport r = {want_spot, want_value, w};
    if (s->type->report)
        s->type->report(s->self, &h->sh.ui, &r);
}

SDL_Rect harness_spot(Harness *h, ScreenId id, const char *name)
{
    Wanted w = {name, {0, 0, 0, 0}, NULL, 0};
    ask(h, id, &w);
    return w.spot;
}

const char *harness_value(Harness *h, ScreenId id, const char *name)
{
    h->value[0] = '\0';
    Wanted w = {name, {0, 0, 0, 0}, h->value, sizeof h->value};
    ask(h, id, &w);
    return h->value;
}

int harness_number(Harness *h, ScreenId id, const char *name)
{
    const char *v = harness_value(h, id, name);
    return v[0] ? atoi(v) : -1;
}

bool harness_box_says(Harness *h, const char *a, const char *b)
{
    ScreenId box = harness_box(h);
    int n = harness_number(h, box, "lines");
    for (int i = 0; i < n; i++) {
        char key[16];
        snprintf(key, sizeof key, "line_%d", i);
        const char *line = harness_value(h, box, key);
        if (strstr(line, a) && (!b || strstr(line, b)))
            return true;
    }
    return false;
}
TableView *harness_table(Harness *h) { return table_view_of(shell_screen(&h->sh, SCREEN_TABLE)); }
const Game *harness_game(const Harness *h) { return match_game(h->sh.match); }

void harness_dismiss(Harness *h)
{
    for (int i = 0; i < 8 && harness_box(h) != SCREEN_TABLE; i++)
        harness_key(h, SDLK_RETURN, 0);
}

/* The space to point at so the ghost lands where the move puts it (the
 * ghost centres the shape's bounding box on the pointer). */
static int grip_space(const Move *m)
{
    if (m->kind != MOVE_DRAW)
        return m->at;
    const Card *c = card_get(m->card);
    OrientedShape s;
    if (!c || !shape_orient(c->shapes[m->shape].pattern, m->orient, &s))
        return m->at;
    return bb_index(bb_row(m->at) + (s.height - 1) / 2, bb_col(m->at) + (s.width - 1) / 2);
}

bool harness_hint(Harness *h, HarnessHint *out)
{
    TableView *tv = harness_table(h);
    const Game *g = harness_game(h);
    if (!g || g->decision.kind == DECISION_NONE)
        return false;
    Rng rng;
    rng_seed(&rng, g->settings.seed ^ (uint64_t)g->moves_applied, 0x7e57);
    Move m;
    if (!bot_choose(BOT_GREEDY, g, &rng, &m))
        return false;
    out->move = m;
    out->option = -1;
    for (int i = 0; i < tv->move.noptions; i++) {
        const UiOption *o = &tv->move.options[i];
        if (o->kind == m.kind && (o->kind != MOVE_DRAW || (o->shape == m.shape && o->terrain == m.terrain)) &&
            (o->kind != MOVE_SINGLE || o->terrain == m.terrain))
            out->option = i;
    }
    out->orient = m.kind == MOVE_DRAW || m.kind == MOVE_HERO ? m.orient : 0;
    out->grip = grip_space(&m);
    table_view_layout(tv);
    SDL_Rect rects[UI_MAX_OPTIONS];
    int n = view_option_rects(tv, rects);
    out->tile = out->option >= 0 && out->option < n ? rects[out->option] : (SDL_Rect){0, 0, 0, 0};
    out->before = session_move_count(match_session(h->sh.match));
    return true;
}

bool harness_move_made(Harness *h, int before)
{
    if (session_move_count(match_session(h->sh.match)) == before + 1)
        return true;
    const Game *g = harness_game(h);
    fprintf(stderr, "harness: the move was not made (screen %s, decision %d by %d): %s\n",
            h->sh.screens[harness_top(h)].type->name, g->decision.kind, g->decision.actor,
            harness_table(h)->facts.status);
    return false;
}

bool harness_play_move(Harness *h)
{
    TableView *tv = harness_table(h);
    HarnessHint hint;
    if (!harness_hint(h, &hint))
        return false;
    if (hint.tile.w > 0 && tv->move.noptions > 1)
        harness_click_rect(h, hint.tile);
    for (int i = 0; i < hint.orient; i++)
        harness_click(h, tv->move.pointer_x, tv->move.pointer_y, SDL_BUTTON_RIGHT);
    harness_click_rect(h, layout_cell(&tv->ds.layout, hint.grip));
    harness_key(h, SDLK_RETURN, 0);
    return harness_move_made(h, hint.before);
}

bool harness_keep_six(const char *data_dir)
{
    GameSettings gs;
    game_settings_init(&gs, GAME_MIXED, 6, 31);
    static const char *const names[] = {"Annabelle Whitmore",  "Bartholomew Quince",   "Cleopatra Vandersteen",
                                        "Desmond Fairweather", "Eleonora Brightwater", "Florentina Oakheart"};
    Seat seats[MAX_PLAYERS];
    for (int p = 0; p < 6; p++)
        session_seat_init(&seats[p], p, SEAT_HUMAN, "", names[p]);
    char err[SESSION_MESSAGE_MAX];
    Session *s = session_new(&gs, seats, err, sizeof err);
    if (!s)
        return false;
    Rng rng;
    rng_seed(&rng, 31, 7);
    Move m;
    bool ok = true;
    while (ok && !game_over(session_game(s)) && bot_choose(BOT_GREEDY, session_game(s), &rng, &m))
        ok = session_apply(s, &m, err, sizeof err);
    ok = ok && past_games_keep(s, data_dir, 1795003200LL, NULL, 0, err, sizeof err);
    if (!ok)
        fprintf(stderr, "harness: a game of six not kept: %s\n", err);
    session_free(s);
    return ok;
}

int harness_moves_to_end(const GameSettings *s)
{
    Game g;
    char err[ERROR_MAX];
    if (!game_init(&g, s, err, sizeof err)) {
        fprintf(stderr, "harness: %s\n", err);
        return -1;
    }
    Rng rng;
    rng_seed(&rng, s->seed, 0xa11ce);
    int n = 0;
    Move m;
    while (!game_over(&g) && bot_choose(BOT_GREEDY, &g, &rng, &m) && game_apply(&g, &m, err, sizeof err))
        n++;
    return n;
}

bool harness_shell(const char *before, const char *dir, const char *after)
{
    char cmd[800];
    snprintf(cmd, sizeof cmd, "%s '%s'%s", before, dir, after);
    return system(cmd) == 0;
}

bool harness_break_folder(const char *dir, bool broken)
{
    return broken ? harness_shell("rm -rf", dir, "") && harness_shell("echo x >", dir, "")
                  : harness_shell("rm -f", dir, "") && harness_shell("mkdir", dir, "");
}

void harness_pump(Harness *h)
{
    SDL_Event ev;
    SDL_PumpEvents();
    while (SDL_PollEvent(&ev))
        shell_event(&h->sh, &ev);
    settle(h);
}

bool harness_pad_attach(Harness *h)
{
    h->pad = virtual_pad_attach();
    for (int i = 0; i < 3; i++)
        harness_pump(h);
    return h->pad != NULL;
}

void harness_pad_detach(Harness *h)
{
    if (!h->pad)
        return;
    virtual_pad_detach(h->pad);
    h->pad = NULL;
    for (int i = 0; i < 3; i++)
        harness_pump(h);
}

void harness_pad_button(Harness *h, SDL_GameControllerButton b)
{
    SDL_JoystickSetVirtualButton(h->pad, b, SDL_PRESSED);
    harness_pump(h);
    SDL_JoystickSetVirtualButton(h->pad, b, SDL_RELEASED);
    harness_pump(h);
}

void harness_pad_axis(Harness *h, SDL_GameControllerAxis a, Sint16 v)
{
    SDL_JoystickSetVirtualAxis(h->pad, a, v);
    harness_pump(h);
}

bool harness_shot(Harness *h, const char *path)
{
    SDL_SetRenderDrawColor(h->sh.gfx.renderer, 0, 0, 0, 255);
    SDL_RenderClear(h->sh.gfx.renderer);
    h->sh.gfx.show_all = true; /* the window was cleared: a whole frame, not the parts that changed */
    shell_draw(&h->sh);
    if (window_save_png(&h->sh.gfx, path))
        return true;
    fprintf(stderr, "harness: %s not written\n", path);
    return false;
}

bool harness_find_game(GameKind kind, int players, HarnessWanted want, bool after_winter, uint64_t *seed, int *before)
{
    for (uint64_t sd = 1; sd < 600; sd++) {
        GameSettings s;
        game_settings_init(&s, kind, players, sd);
        Game g;
        char err[ERROR_MAX];
        if (!game_init(&g, &s, err, sizeof err))
            return false;
        Rng rng;
        rng_seed(&rng, sd, 0xa11ce);
        Move m;
        for (int n = 0; !game_over(&g) && bot_choose(BOT_GREEDY, &g, &rng, &m); n++) {
            int scored = game_seasons_scored(&g);
            if (!game_apply(&g, &m, err, sizeof err))
                break;
            if (want(&g, scored, after_winter)) {
                *seed = sd;
                *before = n;
                return true;
            }
        }
    }
    return false;
}
