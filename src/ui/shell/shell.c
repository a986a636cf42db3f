/* shell.c: the stack of screens and what happens after each event (see
 * shell.h). */
#include "shell.h"

#include <stdio.h>
#include <string.h>

#include "replay.h"
#include "screens.h"
#include "settings_file.h"
#include "table.h"
#include "window_place.h"

static const ScreenType *type_of(ScreenId id)
{
    switch (id) {
    case SCREEN_TABLE:
        return table_screen();
    case SCREEN_REPLAY:
        return replay_screen();
    case SCREEN_MENU:
        return menu_screen();
    case SCREEN_SETUP:
        return setup_screen();
    case SCREEN_CAMPAIGN:
        return campaign_screen();
    case SCREEN_STATS:
        return stats_screen();
    case SCREEN_SETTINGS:
        return settings_screen();
    case SCREEN_SAVES:
        return saves_screen();
    case SCREEN_RULES:
        return rules_screen();
    case SCREEN_PAST:
        return past_screen();
    case SCREEN_CHALLENGE:
        return challenge_screen();
    default:
        return NULL;
    }
}

int shell_screen_named(const char *name)
{
    for (int i = 0; i < SCREEN_COUNT; i++)
        if (strcmp(type_of((ScreenId)i)->name, name) == 0)
            return i;
    return -1;
}

ScreenId shell_top(const Shell *sh) { return sh->stack[sh->depth - 1]; }

void *shell_screen(const Shell *sh, ScreenId id) { return sh->screens[id].self; }

static ScreenSlot *slot(Shell *sh, ScreenId id) { return &sh->screens[id]; }

static void set_top(Shell *sh)
{
    ScreenId top = shell_top(sh);
    sh->ui.top = slot(sh, top)->self;
    if (top == SCREEN_TABLE && match_has_game(sh->match))
        sh->ui.table_seen = true; /* the menu offers to go back to it */
}

bool shell_init(Shell *sh)
{
    for (int i = 0; i < SCREEN_COUNT; i++) {
        ScreenSlot *s = slot(sh, (ScreenId)i);
        s->type = type_of((ScreenId)i);
        s->self = s->type->create(&sh->ui);
        if (!s->self) {
            fprintf(stderr, "cartographers: out of memory\n");
            return false;
        }
    }
    sh->depth = 1;
    sh->stack[0] = SCREEN_TABLE;
    set_top(sh);
    return true;
}

void shell_free(Shell *sh)
{
    while (sh->depth > 0) {
        ScreenSlot *s = slot(sh, sh->stack[--sh->depth]);
        if (s->type->leave)
            s->type->leave(s->self, &sh->ui);
    }
    for (int i = 0; i < SCREEN_COUNT; i++) {
        ScreenSlot *s = slot(sh, (ScreenId)i);
        if (s->type && s->self)
            s->type->destroy(s->self);
        s->self = NULL;
    }
}

static void pop(Shell *sh)
{
    if (sh->depth <= 1)
        return; /* the table stays */
    ScreenSlot *s = slot(sh, sh->stack[--sh->depth]);
    if (s->type->leave)
        s->type->leave(s->self, &sh->ui);
}

static void push(Shell *sh, const NavRequest *r)
{
    /* a screen already on the stack: back to it (one state per screen) */
    for (int i = 0; i < sh->depth; i++)
        if (sh->stack[i] == r->screen) {
            while (sh->depth > i + 1)
                pop(sh);
            if (r->session)
                session_free(r->session);
            return;
        }
    if (sh->depth >= SHELL_DEPTH) {
        if (r->session)
            session_free(r->session);
        return;
    }
    sh->stack[sh->depth++] = r->screen;
    ScreenSlot *s = slot(sh, r->screen);
    if (s->type->enter)
        s->type->enter(s->self, &sh->ui, r);
}

void shell_push(Shell *sh, ScreenId id, int arg)
{
    NavRequest r;
    memset(&r, 0, sizeof r);
    r.kind = NAV_PUSH;
    r.screen = id;
    r.arg = arg;
    push(sh, &r);
    set_top(sh);
    sh->redraw = true;
}

static void apply_settings(Shell *sh)
{
    unsigned changed = sh->ui.settings_changed;
    sh->ui.settings_changed = 0;
    if (!changed)
        return;
    SettingsEnv env = {&sh->profile.settings, &sh->gfx, &sh->args, sh->localedir};
    unsigned flags = 0;
    for (int i = 0; i < SETTING_COUNT; i++)
        if (changed & (1u << i))
            flags |= settings_apply(&env, (SettingId)i);
    if (flags & SETTING_TEXTS)
        window_new_texts(&sh->gfx);
    else if (flags & SETTING_MEASURE)
        window_measure(&sh->gfx);
    sh->redraw = true;
}

static bool drain_match(Shell *sh)
{
    MatchEvent e;
    bool any = false;
    while (match_next_event(sh->match, &e)) {
        any = true;
        for (int i = 0; i < sh->depth; i++) {
            ScreenSlot *s = slot(sh, sh->stack[i]);
            if (s->type->match_changed)
                s->type->match_changed(s->self, &sh->ui, &e);
        }
    }
    return any;
}

/* Quitting with moves only in memory (the autosave failed) asks first: the
 * table's box offers to try again, save a copy, or quit anyway. */
static void quit_or_ask(Shell *sh)
{
    if (!match_not_on_disk(sh->match, NULL, 0) || sh->ui.quit_confirmed) {
        sh->running = false;
        return;
    }
    while (sh->depth > 1)
        pop(sh);
    table_ask_quit(shell_screen(sh, SCREEN_TABLE));
    sh->redraw = true;
}

static bool perform_requests(Shell *sh)
{
    if (sh->ui.nnav == 0)
        return false;
    NavRequest reqs[NAV_MAX];
    int n = sh->ui.nnav;
    memcpy(reqs, sh->ui.nav, (size_t)n * sizeof reqs[0]);
    sh->ui.nnav = 0;
    for (int i = 0; i < n; i++) {
        switch (reqs[i].kind) {
        case NAV_PUSH:
            push(sh, &reqs[i]);
            break;
        case NAV_POP:
            pop(sh);
            break;
        case NAV_TO_TABLE:
            while (sh->depth > 1)
                pop(sh);
            break;
        case NAV_QUIT:
            quit_or_ask(sh);
            break;
        }
    }
    set_top(sh);
    return true;
}

void shell_settle(Shell *sh)
{
    for (int guard = 0; guard < 16; guard++) {
        apply_settings(sh);
        bool events = drain_match(sh);
        bool requests = perform_requests(sh);
        if (!events && !requests)
            break;
        sh->redraw = true;
    }
    set_top(sh);
}

static void toggle_fullscreen(Shell *sh)
{
    Settings *s = &sh->profile.settings;
    settings_set(s, SET_FULLSCREEN, !settings_get(s, SET_FULLSCREEN));
    sh->ui.settings_changed |= 1u << SET_FULLSCREEN;
    char err[SESSION_MESSAGE_MAX];
    profile_save_settings(&sh->profile, err, sizeof err);
}

void shell_event(Shell *sh, const SDL_Event *ev)
{
    /* the window's normal size and place, while it has them (a maximised
     * window's size is not the one to restore) */
    if (ev->type == SDL_WINDOWEVENT && !sh->args.screenshot)
        sh->window_moved |= window_remember_live(&sh->profile.settings, sh->gfx.window);
    if (ev->type == SDL_MOUSEMOTION)
        sh->motions++;
    UiEvent e;
    if (!events_translate(&sh->gfx, ev, &e))
        return;
    switch (e.kind) {
    case UI_QUIT:
        quit_or_ask(sh);
        shell_settle(sh);
        return;
    case UI_RESIZE:
        window_measure(&sh->gfx);
        sh->gfx.show_all = true;
        sh->redraw = true;
        return;
    case UI_REDRAW: /* shown again, uncovered: the whole window is drawn and shown */
        sh->gfx.show_all = true;
        sh->redraw = true;
        return;
    case UI_KEY:
        if (e.key == KEY_QUIT) {
            quit_or_ask(sh);
            shell_settle(sh);
            return;
        }
        if (e.key == KEY_FULLSCREEN) {
            toggle_fullscreen(sh);
            shell_settle(sh);
            return;
        }
        break;
    default:
        break;
    }
    ScreenSlot *top = slot(sh, shell_top(sh));
    set_top(sh);
    if (top->type->event && top->type->event(top->self, &sh->ui, &e))
        sh->redraw = true;
    shell_settle(sh);
}

void shell_tick(Shell *sh)
{
    match_tick(sh->match);
    shell_settle(sh);
    ScreenSlot *top = slot(sh, shell_top(sh));
    set_top(sh);
    if (top->type->tick && top->type->tick(top->self, &sh->ui))
        sh->redraw = true;
    shell_settle(sh);
}

bool shell_busy(Shell *sh)
{
    ScreenSlot *top = slot(sh, shell_top(sh));
    return top->type->busy && top->type->busy(top->self, &sh->ui);
}

void shell_draw(Shell *sh)
{
    int start = sh->depth - 1;
    while (start > 0 && !slot(sh, sh->stack[start])->type->opaque)
        start--;
    set_top(sh);
    /* an opaque screen covers the whole window; where the window keeps its
     * pixels a clear would only wipe the last frame, which the table may
     * redraw in part (gfx/window.h) */
    if (!slot(sh, sh->stack[start])->type->opaque || !window_keeps_pixels(&sh->gfx)) {
        SDL_SetRenderDrawColor(sh->gfx.renderer, 0x33, 0x27, 0x1d, 255);
        SDL_RenderClear(sh->gfx.renderer);
    }
    for (int i = start; i < sh->depth; i++) {
        ScreenSlot *s = slot(sh, sh->stack[i]);
        s->type->draw(s->self, &sh->ui);
    }
}
