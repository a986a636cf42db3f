/* shell.c: the stack of screens and what happens after each event (see
 * shell.h). */
#include "shell.h"

#include <stdio.h>
#include <string.h>

#include "boxes.h"
#include "focus.h"
#include "platform.h"
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
    case SCREEN_IN_USE:
        return in_use_screen();
    case SCREEN_FRIENDS:
        return friends_screen();
    case SCREEN_REVIEW:
        return review_screen();
    case SCREEN_CHAT:
        return chat_screen();
    case SCREEN_KEYBOARD:
        return keyboard_screen();
    case SCREEN_HANDOVER:
    case SCREEN_SEASON:
    case SCREEN_FINAL:
    case SCREEN_NOT_SAVED:
        return box_screen(id);
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

bool shell_is_box(ScreenId id) { return id < SCREEN_COUNT && type_of(id)->box; }

ScreenId shell_top(const Shell *sh) { return ui_top(&sh->ui); }

void *shell_screen(const Shell *sh, ScreenId id) { return sh->screens[id].self; }

static ScreenSlot *slot(Shell *sh, ScreenId id) { return &sh->screens[id]; }

static void note_top(Shell *sh)
{
    if (shell_top(sh) == SCREEN_TABLE && match_has_game(sh->match))
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
        if (s->type->box)
            sh->ui.boxes |= 1u << i;
    }
    touch_init(&sh->touch);
    sh->ui.depth = 1;
    sh->ui.stack[0] = SCREEN_TABLE;
    sh->ui.nsteps = 0;
    note_top(sh);
    return true;
}

void shell_free(Shell *sh)
{
    while (sh->ui.depth > 0) {
        ScreenSlot *s = slot(sh, sh->ui.stack[--sh->ui.depth]);
        if (s->type && s->type->leave)
            s->type->leave(s->self, &sh->ui);
    }
    for (int i = 0; i < sh->ui.nsteps; i++) /* a replay's saved game not handed over */
        if (sh->ui.steps[i].kind == STEP_ENTER)
            session_free(sh->ui.steps[i].why.session);
    sh->ui.nsteps = 0;
    for (int i = 0; i < SCREEN_COUNT; i++) {
        ScreenSlot *s = slot(sh, (ScreenId)i);
        if (s->type && s->self)
            s->type->destroy(s->self);
        s->self = NULL;
    }
}

void shell_push(Shell *sh, ScreenId id, int arg)
{
    ui_push(&sh->ui, id, arg);
    shell_settle(sh);
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

/* Each event goes to the screens on the stack as it was when the event was
 * taken, bottom first (a screen pushed meanwhile is entered later, and
 * reads the match then). */
static bool drain_match(Shell *sh)
{
    MatchEvent e;
    bool any = false;
    while (match_next_event(sh->match, &e)) {
        any = true;
        ScreenId stack[UI_DEPTH];
        int depth = sh->ui.depth;
        memcpy(stack, sh->ui.stack, (size_t)depth * sizeof stack[0]);
        for (int i = 0; i < depth; i++) {
            ScreenSlot *s = slot(sh, stack[i]);
            if (s->type->match_changed)
                s->type->match_changed(s->self, &sh->ui, &e);
        }
    }
    return any;
}

/* The system ends the game (SIGTERM at shutdown, a logout): nobody is there
 * to answer a question. Moves only in memory go to the autosave if it works
 * again, else to a copy in the home folder; then the game ends. */
static void terminate(Shell *sh)
{
    sh->running = false;
    if (!match_not_on_disk(sh->match, NULL, 0) || match_retry_autosave(sh->match))
        return;
    char home[FILEIO_PATH_MAX], path[FILEIO_PATH_MAX], err[SESSION_MESSAGE_MAX];
    if (platform_home_dir(home, sizeof home) && match_save_copy(sh->match, home, path, sizeof path, err, sizeof err))
        fprintf(stderr, "cartographers: ended with moves the autosave could not keep: saved them as %s\n", path);
    else
        fprintf(stderr, "cartographers: ended with moves the autosave could not keep; no copy either: %s\n",
                home[0] ? err : "no home folder");
}

/* The steps of the requests made since (the stack in Ui is already as they
 * leave it): each screen's enter, leave or answer, in order. Steps these
 * cause wait for the next round. */
static bool perform_steps(Shell *sh)
{
    if (sh->ui.quitting) {
        sh->ui.quitting = false;
        sh->running = false;
    }
    if (sh->ui.nsteps == 0)
        return false;
    NavStep steps[NAV_STEPS];
    int n = sh->ui.nsteps;
    memcpy(steps, sh->ui.steps, (size_t)n * sizeof steps[0]);
    sh->ui.nsteps = 0;
    for (int i = 0; i < n; i++) {
        ScreenSlot *s = slot(sh, steps[i].screen);
        switch (steps[i].kind) {
        case STEP_ENTER:
            steps[i].why.owner = slot(sh, steps[i].from)->self;
            if (s->type->enter)
                s->type->enter(s->self, &sh->ui, &steps[i].why);
            else
                session_free(steps[i].why.session);
            break;
        case STEP_LEAVE:
            if (s->type->leave)
                s->type->leave(s->self, &sh->ui);
            break;
        case STEP_ANSWER:
            if (s->type->answer)
                s->type->answer(s->self, &sh->ui, steps[i].from, steps[i].answer);
            break;
        }
    }
    return true;
}

void shell_settle(Shell *sh)
{
    for (int guard = 0; guard < 16; guard++) {
        apply_settings(sh);
        bool events = drain_match(sh);
        bool requests = perform_steps(sh);
        if (!events && !requests)
            break;
        sh->redraw = true;
    }
    note_top(sh);
}

static void toggle_fullscreen(Shell *sh)
{
    Settings *s = &sh->profile.settings;
    settings_set(s, SET_FULLSCREEN, !settings_get(s, SET_FULLSCREEN));
    sh->ui.settings_changed |= 1u << SET_FULLSCREEN;
    char err[SESSION_MESSAGE_MAX];
    profile_save_settings(&sh->profile, err, sizeof err);
}

/* What the player used last (Gfx.input): the ring, the button hints and
 * the status line's wording follow it. */
static void note_input(Shell *sh, const UiEvent *e)
{
    bool used = e->kind == UI_POINTER_MOVE || e->kind == UI_PRESS || e->kind == UI_WHEEL || e->kind == UI_KEY ||
                e->kind == UI_TWO_FINGER_TAP;
    sh->gfx.ring_appears =
        used && !focus_visible(&sh->gfx) && (e->source == INPUT_KEYS || e->source == INPUT_PAD);
    if (used && sh->gfx.input != e->source) {
        sh->gfx.input = e->source;
        sh->redraw = true;
    }
}

/* One UiEvent to the screen on top, and what it caused (note_input has
 * seen it: once, so that ring_appears holds for this event). */
static void deliver(Shell *sh, const UiEvent *e)
{
    ScreenSlot *top = slot(sh, shell_top(sh));
    if (top->type->event && top->type->event(top->self, &sh->ui, e))
        sh->redraw = true;
    shell_settle(sh);
}

static void dispatch(Shell *sh, UiEvent e);

void shell_event(Shell *sh, const SDL_Event *ev)
{
    /* the window's normal size and place, while it has them (a maximised
     * window's size is not the one to restore) */
    if (ev->type == SDL_WINDOWEVENT && sh->fit_until) {
        bool framed;
        window_fit_live(sh->gfx.window, sh->fit_at_set ? &sh->fit_at : NULL, &framed);
        if (framed || SDL_TICKS_PASSED(SDL_GetTicks(), sh->fit_until))
            sh->fit_until = 0;
    }
    if (ev->type == SDL_WINDOWEVENT && !sh->args.screenshot)
        sh->window_moved |= window_remember_live(&sh->profile.settings, sh->gfx.window);
    if (ev->type == SDL_MOUSEMOTION)
        sh->motions++;
    if (pads_device(&sh->gfx.pads, ev))
        return; /* a pad plugged in or out: nothing to show */
    if (touch_is_finger(ev)) {
        UiEvent out[TOUCH_MAX_EVENTS];
        int n = touch_translate(&sh->touch, &sh->gfx, ev, out);
        for (int i = 0; i < n; i++) {
            note_input(sh, &out[i]);
            deliver(sh, &out[i]);
        }
        return;
    }
    UiEvent e;
    if (!pads_translate(&sh->gfx.pads, ev, &e) && !events_translate(&sh->gfx, ev, &e))
        return;
    dispatch(sh, e);
}

/* One UiEvent to the shell's own keys, else to the screen on top. */
static void dispatch(Shell *sh, UiEvent e)
{
    note_input(sh, &e);
    switch (e.kind) {
    case UI_QUIT:
        ui_quit(&sh->ui);
        shell_settle(sh);
        return;
    case UI_TERMINATE:
        terminate(sh);
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
            ui_quit(&sh->ui);
            shell_settle(sh);
            return;
        }
        if (e.key == KEY_MENU && shell_top(sh) != SCREEN_KEYBOARD) { /* (the keyboard's OK there) the menu from anywhere; from the menu, back to the game */
            if (shell_top(sh) != SCREEN_MENU)
                ui_push(&sh->ui, SCREEN_MENU, 0);
            else if (sh->ui.table_seen)
                ui_to_table(&sh->ui);
            shell_settle(sh);
            sh->redraw = true;
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
    deliver(sh, &e);
}

void shell_tick(Shell *sh)
{
    UiEvent held[TOUCH_MAX_EVENTS];
    int n = touch_due(&sh->touch, &sh->gfx, SDL_GetTicks(), held);
    for (int i = 0; i < n; i++) {
        note_input(sh, &held[i]);
        deliver(sh, &held[i]);
    }
    /* a second copy of the game asks this one to come forward (datalock.h) */
    if (datalock_forward_asked(sh->profile.lock)) {
        window_raise(&sh->gfx);
        sh->raised++;
    }
    match_tick(sh->match);
    shell_settle(sh);
    UiEvent e;
    if (pads_repeat(&sh->gfx.pads, SDL_GetTicks(), &e)) /* a D-pad or stick held */
        dispatch(sh, e);
    ScreenSlot *top = slot(sh, shell_top(sh));
    if (top->type->tick && top->type->tick(top->self, &sh->ui))
        sh->redraw = true;
    shell_settle(sh);
}

int shell_wait_ms(Shell *sh, bool moving)
{
    int ms = moving ? 15 : 1000;
    int finger = touch_wait_ms(&sh->touch, SDL_GetTicks());
    if (finger >= 0 && finger < ms)
        ms = finger + 1;
    /* a network game is served between inputs: at most its wait apart */
    int repeat = pads_repeat_wait(&sh->gfx.pads, SDL_GetTicks()); /* a D-pad or stick held */
    if (repeat >= 0 && repeat < ms)
        ms = repeat;
    int net = match_wait_ms(sh->match);
    return net >= 0 && net < ms ? net : ms;
}

/* Any screen that is drawn moves by itself (the table animating under its
 * box or the rules). */
bool shell_busy(Shell *sh)
{
    const Ui *ui = &sh->ui;
    int start = ui->depth - 1;
    while (start > 0 && !slot(sh, ui->stack[start])->type->opaque)
        start--;
    for (int i = start; i < ui->depth; i++) {
        ScreenSlot *s = slot(sh, ui->stack[i]);
        if (s->type->busy && s->type->busy(s->self, &sh->ui))
            return true;
    }
    return false;
}

/* From the highest opaque screen up; a box with another box above it is
 * left out (one box shows at a time, the latest). */
void shell_draw(Shell *sh)
{
    const Ui *ui = &sh->ui;
    int start = ui->depth - 1;
    while (start > 0 && !slot(sh, ui->stack[start])->type->opaque)
        start--;
    /* an opaque screen covers the whole window; where the window keeps its
     * pixels a clear would only wipe the last frame, which the table may
     * redraw in part (gfx/window.h) */
    if (!slot(sh, ui->stack[start])->type->opaque || !window_keeps_pixels(&sh->gfx)) {
        SDL_SetRenderDrawColor(sh->gfx.renderer, 0x33, 0x27, 0x1d, 255);
        SDL_RenderClear(sh->gfx.renderer);
    }
    ScreenId box = ui_top_box(ui);
    for (int i = start; i < ui->depth; i++) {
        ScreenSlot *s = slot(sh, ui->stack[i]);
        if (s->type->box && ui->stack[i] != box)
            continue;
        s->type->draw(s->self, &sh->ui);
    }
}
