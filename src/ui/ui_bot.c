/* ui_bot.c: computer seats in the app (see ui_bot.h): thinking in worker
 * threads, showing a computer's move, committing it, and what humans may do
 * meanwhile. */
#include "ui_bot.h"

#include <stdio.h>
#include <string.h>

#include "cards.h"
#include "i18n.h"
#include "ui_app.h"
#include "ui_input.h"
#include "ui_names.h"
#include "ui_session.h"

/* ---- strengths ---- */

/* ---- seats ---- */

const Game *bot_live_game(const App *app) { return app->session ? session_game(app->session) : NULL; }

bool bot_same_game(const Game *a, const Game *b) { return memcmp(a, b, sizeof *a) == 0; }

bool bot_same_move(const Move *a, const Move *b)
{
    if (a->kind != b->kind || a->at != b->at || a->card != b->card)
        return false;
    switch (a->kind) {
    case MOVE_DRAW: return a->shape == b->shape && a->orient == b->orient && a->terrain == b->terrain;
    case MOVE_SINGLE: return a->terrain == b->terrain;
    case MOVE_HERO: return a->orient == b->orient;
    default: return true;
    }
}

bool bot_seat_is_computer(const App *app, int player)
{
    const Seat *s = app->session ? session_seat(app->session, player) : NULL;
    return s && s->kind == SEAT_COMPUTER;
}

bool bot_computer_turn(const App *app)
{
    const Game *g = bot_live_game(app);
    return g && !app->demo && g->decision.kind != DECISION_NONE && bot_seat_is_computer(app, g->decision.actor);
}

static BotKind seat_bot(const App *app, int player)
{
    const Seat *s = app->session ? session_seat(app->session, player) : NULL;
    BotKind k;
    if (!s || !bot_parse(s->strength, &k))
        k = BOT_MEDIUM;
    return k;
}

void bot_player_name(const App *app, int player, char *out, size_t size)
{
    const char *name = player >= 0 && player < MAX_PLAYERS ? app->names[player] : "";
    const char *computer = _("Computer");
    if (!bot_seat_is_computer(app, player) || strncmp(name, computer, strlen(computer)) == 0)
        snprintf(out, size, "%s", name);
    else
        /* TRANSLATORS: a computer player's name. */
        snprintf(out, size, _("%s (computer)"), name);
}

bool bot_needs_handover(App *app, int actor)
{
    if (bot_seat_is_computer(app, actor))
        return false;
    const Game *g = bot_live_game(app);
    int humans = 0;
    for (int p = 0; g && p < g->settings.players; p++)
        humans += !bot_seat_is_computer(app, p);
    if (humans <= 1) {
        app->ui.last_actor = actor; /* the screen is always theirs */
        return false;
    }
    return actor != app->ui.last_actor;
}

/* ---- thinking in worker threads ---- */

static int job_main(void *data)
{
    BotJob *j = data;
    Uint64 t0 = SDL_GetPerformanceCounter();
    BotHardParams params;
    bot_hard_params_default(&params);
    params.stop = &j->stop;
    j->ok = bot_think(j->kind, &params, &j->game, &j->rng, &j->choice);
    j->ms = (double)(SDL_GetPerformanceCounter() - t0) * 1000.0 / (double)SDL_GetPerformanceFrequency();
    SDL_AtomicSet(&j->done, 1);
    SDL_Event ev;
    SDL_zero(ev);
    ev.type = j->wake_event;
    SDL_PushEvent(&ev); /* wakes the event loop; bot_update finds the answer */
    return 0;
}

bool bot_job_start(App *app, BotPurpose purpose, BotKind kind, const Game *g)
{
    BotUi *b = &app->bots;
    if (b->wake_event == 0) {
        Uint32 t = SDL_RegisterEvents(1);
        if (t == (Uint32)-1)
            return false;
        b->wake_event = t;
    }
    BotJob *j = NULL;
    for (int i = 0; i < BOT_JOBS && !j; i++)
        if (!b->jobs[i].thread)
            j = &b->jobs[i];
    if (!j)
        return false;
    j->purpose = purpose;
    j->kind = kind;
    j->game = *g;
    /* the bot's own stream, from the game: the same position gets the same answer */
    rng_seed(&j->rng, g->settings.seed ^ ((uint64_t)g->moves_applied << 24), 0xb07u + 2u * (unsigned)purpose);
    j->wake_event = b->wake_event;
    j->ok = false;
    j->ms = 0;
    atomic_store(&j->stop, 0);
    SDL_AtomicSet(&j->done, 0);
    j->thread = SDL_CreateThread(job_main, purpose == BOT_FOR_HINT ? "hint" : "bot", j);
    if (!j->thread) {
        fprintf(stderr, "cartographers: cannot start a thread for the computer player: %s\n", SDL_GetError());
        return false;
    }
    return true;
}

bool bot_job_running(const App *app, BotPurpose purpose, const Game *g)
{
    const BotUi *b = &app->bots;
    for (int i = 0; i < BOT_JOBS; i++) {
        const BotJob *j = &b->jobs[i];
        if (j->thread && j->purpose == purpose && bot_same_game(&j->game, g))
            return true;
    }
    return false;
}

static bool timing(void) { return SDL_getenv("CARTOGRAPHERS_TIMING") != NULL; }

/* Joins finished threads and hands their answers on. */
static void collect(App *app)
{
    BotUi *b = &app->bots;
    for (int i = 0; i < BOT_JOBS; i++) {
        BotJob *j = &b->jobs[i];
        if (!j->thread || !SDL_AtomicGet(&j->done))
            continue;
        SDL_WaitThread(j->thread, NULL);
        j->thread = NULL;
        b->thinks++;
        if (j->ms > b->think_max_ms)
            b->think_max_ms = j->ms;
        if (timing())
            fprintf(stderr, "think %s %s %.1f ms\n", j->purpose == BOT_FOR_HINT ? "hint" : "seat", bot_name(j->kind),
                    j->ms);
        const Game *g = bot_live_game(app);
        if (!g || !bot_same_game(&j->game, g))
            continue; /* stale: the game moved on meanwhile */
        if (j->purpose == BOT_FOR_HINT) {
            hint_answer(app, j);
        } else if (j->ok && bot_computer_turn(app)) {
            b->have_move = true;
            b->showing = false;
            b->move_game = j->game;
            b->move = j->choice;
        }
    }
}

/* Tells the jobs thinking about another game than the live one to stop:
 * their answers would be dropped (an undo, a new or loaded game). */
static void stop_stale(App *app)
{
    BotUi *b = &app->bots;
    const Game *g = bot_live_game(app);
    for (int i = 0; i < BOT_JOBS; i++) {
        BotJob *j = &b->jobs[i];
        if (j->thread && !SDL_AtomicGet(&j->done) && (!g || !bot_same_game(&j->game, g)))
            atomic_store(&j->stop, 1);
    }
}

void bot_shutdown(App *app)
{
    BotUi *b = &app->bots;
    for (int i = 0; i < BOT_JOBS; i++)
        atomic_store(&b->jobs[i].stop, 1);
    for (int i = 0; i < BOT_JOBS; i++)
        if (b->jobs[i].thread) {
            SDL_WaitThread(b->jobs[i].thread, NULL);
            b->jobs[i].thread = NULL;
        }
    b->have_move = false;
    b->hint = HINT_NONE;
}

/* ---- a computer's turn ---- */

/* The table is on screen with nothing laid over it: a move can be shown. */
static bool table_visible(const App *app)
{
    return !app->in_setup && app->scr.screen == SCREEN_NONE && !app->rules_open && !app->replay.active &&
           !app->demo && app->ui.overlay == OVERLAY_NONE;
}

/* How long a computer's move stays on screen before it is drawn: with the
 * animation speed; at once without animations. */
static Uint32 show_ms(const App *app)
{
    if (!app->anim.enabled)
        return 0;
    int ms = app->anim.ms > 0 ? app->anim.ms : ANIM_MS;
    return (Uint32)ms * 4u;
}

static void show_status(App *app)
{
    const Game *g = &app->game;
    const Decision *d = &g->decision;
    const Move *m = &app->bots.move.move;
    char who[SEAT_NAME_MAX + 40];
    bot_player_name(app, d->actor, who, sizeof who);
    const Card *c = card_get(d->card);
    if (d->kind == DECISION_AMBUSH && d->actor != d->sheet)
        play_set_status(app, false, _("%s draws %s on %s's map"), who, name_card(c), app->names[d->sheet]);
    else if (m->kind == MOVE_HERO)
        /* TRANSLATORS: a player, a hero's name. */
        play_set_status(app, false, _("%s places %s."), who, name_card(c));
    else if (m->kind == MOVE_DESTROY)
        /* TRANSLATORS: a player. */
        play_set_status(app, false, _("%s destroys this space."), who);
    else
        /* TRANSLATORS: a player, a card, a terrain. */
        play_set_status(app, false, _("%s draws %s here (%s)."), who, name_card(c), name_terrain((Content)m->terrain));
}

/* The computer's move: any legal one if its own was refused (a bug), so a
 * game never stops at a computer's turn. */
static void commit_move(App *app)
{
    BotUi *b = &app->bots;
    Move m = b->move.move;
    b->have_move = false;
    b->showing = false;
    char err[ERROR_MAX];
    if (app_commit_move(app, &m, err, sizeof err))
        return;
    fprintf(stderr, "cartographers: the computer's move was refused: %s\n", err);
    Move any[1];
    if (game_legal_moves(bot_live_game(app), any, 1) > 0 && app_commit_move(app, &any[0], err, sizeof err))
        return;
    play_set_status(app, true, _("Not allowed: %s."), err);
}

bool bot_update(App *app)
{
    BotUi *b = &app->bots;
    bool changed = false;
    HintState hint_before = b->hint;
    stop_stale(app);
    collect(app);
    hint_check(app);
    changed = b->hint != hint_before;
    for (int guard = 0; guard < 8; guard++) {
        const Game *g = bot_live_game(app);
        if (!bot_computer_turn(app)) {
            if (b->have_move)
                b->have_move = b->showing = false;
            return changed;
        }
        if (b->have_move && !bot_same_game(&b->move_game, g))
            b->have_move = b->showing = false;
        if (!b->have_move) {
            if (!bot_job_running(app, BOT_FOR_SEAT, g))
                bot_job_start(app, BOT_FOR_SEAT, seat_bot(app, g->decision.actor), g);
            return changed;
        }
        if (!table_visible(app)) {
            b->showing = false; /* shown again when the table is back */
            return changed;
        }
        if (!b->showing) {
            b->showing = true;
            b->show_until = SDL_GetTicks() + show_ms(app);
            if (!play_show_move(app, &b->move.move))
                b->show_until = SDL_GetTicks(); /* cannot be shown as a ghost: draw it at once */
            else
                show_status(app);
            changed = true;
            if (show_ms(app) > 0)
                return changed;
        }
        if (!SDL_TICKS_PASSED(SDL_GetTicks(), b->show_until))
            return changed;
        commit_move(app);
        changed = true;
    }
    return changed;
}

bool bot_animating(const App *app) { return app->bots.showing; }

bool bot_status(App *app)
{
    if (!bot_computer_turn(app) || app->game.decision.kind == DECISION_NONE)
        return false;
    char who[SEAT_NAME_MAX + 40];
    bot_player_name(app, app->game.decision.actor, who, sizeof who);
    /* TRANSLATORS: a player's name, e.g. "Ben (computer)". */
    play_set_status(app, false, _("%s is thinking\xE2\x80\xA6"), who);
    return true;
}

bool bot_action(App *app, const Action *a, bool *changed)
{
    *changed = false;
    if (a->kind == ACT_BUTTON && a->hit.kind == HIT_BUTTON && a->hit.index == BTN_HINT) {
        hint_request(app);
        *changed = true;
        return true;
    }
    if (!bot_computer_turn(app))
        return false;
    switch (a->kind) {
    case ACT_HOVER: /* look, but the ghost is the computer's */
        *changed = app->ui.hover.kind != a->hit.kind || app->ui.hover.index != a->hit.index;
        app->ui.hover = a->hit;
        return true;
    case ACT_BUTTON: /* tabs, menu, rules */
    case ACT_UNDO:   /* a human may still take back their own move */
    case ACT_REDO:
    case ACT_QUIT:
    case ACT_RESIZE:
    case ACT_REDRAW: return false;
    default: return true; /* placing is the computer's now */
    }
}

/* ---- tests ---- */

void bot_dump(App *app, FILE *f)
{
    BotUi *b = &app->bots;
    const Game *g = bot_live_game(app);
    int thinking = 0;
    for (int i = 0; i < BOT_JOBS; i++)
        thinking += b->jobs[i].thread != NULL && !SDL_AtomicGet(&b->jobs[i].done);
    fprintf(f, "computer_turn=%d\nthinking=%d\nshowing=%d\n", bot_computer_turn(app), thinking, b->showing);
    for (int p = 0; g && p < g->settings.players; p++)
        fprintf(f, "seat_%d=%s\n", p, bot_seat_is_computer(app, p) ? session_seat(app->session, p)->strength : "human");
    static const char *const hint_names[] = {"none", "thinking", "shown"};
    fprintf(f, "hint=%s\nhint_enabled=%d\n", hint_names[b->hint], hint_enabled(app));
    if (b->hint == HINT_SHOWN) {
        char text[MOVE_TEXT_MAX];
        move_format(&b->hint_choice.move, text, sizeof text);
        fprintf(f, "hint_choice=%s\nhint_gain=%d\nhint_expected=%d\nhint_ms=%.1f\n", text, b->hint_choice.gain,
                b->hint_choice.expected, b->hint_ms);
    }
    fprintf(f, "thinks=%d\nthink_max_ms=%.1f\n", b->thinks, b->think_max_ms);
    if (app->session && session_move_count(app->session) > 0) {
        char text[MOVE_TEXT_MAX];
        move_format(session_move(app->session, session_move_count(app->session) - 1), text, sizeof text);
        fprintf(f, "last_move=%s\n", text);
    }
    SDL_Rect r = app->layout.button[BTN_HINT];
    int x = app->layout.w > 0 ? (int)((long)(r.x + r.w / 2) * app->win_w / app->layout.w) : 0;
    int y = app->layout.h > 0 ? (int)((long)(r.y + r.h / 2) * app->win_h / app->layout.h) : 0;
    fprintf(f, "hint_x=%d\nhint_y=%d\n", x, y);
}
