/* ui_hint.c: the Hint button (see ui_bot.h): the hard bot's move for the
 * human who decides now, thought off the UI thread and shown as their own
 * ghost with the points it is expected to add. A hint never commits: the
 * player's Confirm does, or the player places something else. */
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "ui_app.h"
#include "ui_bot.h"
#include "ui_input.h"
#include "ui_view.h"

bool hint_enabled(const App *app)
{
    const Game *g = bot_live_game(app);
    return g && !app->demo && !app->replay.active && !app->in_setup && app->scr.screen == SCREEN_NONE &&
           !app->rules_open && app->ui.overlay == OVERLAY_NONE && g->decision.kind != DECISION_NONE &&
           !bot_computer_turn(app) && app->bots.hint != HINT_THINKING;
}

/* Centipoints to whole points, rounded half away from zero. */
static int points(int centi) { return centi >= 0 ? (centi + 50) / 100 : -((-centi + 50) / 100); }

void hint_request(App *app)
{
    BotUi *b = &app->bots;
    if (!hint_enabled(app))
        return;
    const Game *g = bot_live_game(app);
    if (!bot_job_start(app, BOT_FOR_HINT, BOT_HARD, g)) {
        play_set_status(app, true, "%s", _("No hint right now; try again in a moment."));
        return;
    }
    b->hint = HINT_THINKING;
    b->hint_game = *g;
    b->hint_asked = SDL_GetPerformanceCounter();
    play_set_status(app, false, "%s", _("Hint: thinking\xE2\x80\xA6"));
}

void hint_answer(App *app, BotJob *job)
{
    BotUi *b = &app->bots;
    if (b->hint != HINT_THINKING || !bot_same_game(&b->hint_game, &job->game))
        return;
    if (!job->ok) {
        b->hint = HINT_NONE;
        play_set_status(app, true, "%s", _("The hint cannot be shown."));
        return;
    }
    b->hint = HINT_SHOWN;
    b->hint_choice = job->choice;
    b->hint_ms = (double)(SDL_GetPerformanceCounter() - b->hint_asked) * 1000.0 / (double)SDL_GetPerformanceFrequency();
    if (b->nhint_times < BOT_TIMES)
        b->hint_times[b->nhint_times++] = b->hint_ms;
    if (SDL_getenv("CARTOGRAPHERS_TIMING"))
        fprintf(stderr, "hint %.1f ms\n", b->hint_ms);
    if (!play_show_move(app, &job->choice.move)) {
        play_set_status(app, true, "%s", _("The hint cannot be shown."));
        b->hint = HINT_NONE;
        return;
    }
    /* TRANSLATORS: %+d is the points the hinted move is expected to add, e.g. +4. */
    play_set_status(app, false, _("Hint: %+d expected. Confirm (Enter) takes it, or place your own."),
                    points(job->choice.gain));
}

void hint_check(App *app)
{
    BotUi *b = &app->bots;
    const Game *g = bot_live_game(app);
    if (b->hint != HINT_NONE && (!g || !bot_same_game(&b->hint_game, g)))
        b->hint = HINT_NONE;
}

/* The hint is on the sheet as it was given (not moved or turned since). */
static bool hint_on_sheet(const App *app)
{
    const UiState *ui = &app->ui;
    return app->bots.hint == HINT_SHOWN && ui->placed && ui->preview.valid && ui->preview.legal &&
           bot_same_move(&ui->preview.move, &app->bots.hint_choice.move);
}

void hint_ghost_label(const App *app, ViewGhost *g)
{
    if (!hint_on_sheet(app))
        return;
    /* TRANSLATORS: on the hinted shape; %+d: points it is expected to add. Keep it short. */
    snprintf(g->label, sizeof g->label, _("Hint: %+d expected"), points(app->bots.hint_choice.gain));
}

bool hint_tooltip(App *app, char *buf, size_t size)
{
    const Hit *h = &app->ui.hover;
    bool on_button = h->kind == HIT_BUTTON && h->index == BTN_HINT;
    bool on_ghost = h->kind == HIT_CELL && hint_on_sheet(app) && bb_test(app->ui.preview.cells, h->index);
    if (!on_button && !on_ghost)
        return false;
    const BotChoice *c = &app->bots.hint_choice;
    if (app->bots.hint == HINT_SHOWN && c->rollouts > 0)
        /* TRANSLATORS: points the move is expected to add; the expected final total. */
        snprintf(buf, size, _("%+d: the points this move is expected to add to your final score (about %d in all)"),
                 points(c->gain), points(c->expected));
    else if (app->bots.hint == HINT_SHOWN)
        /* TRANSLATORS: points the move adds or costs; no look-ahead was made (a forced or direct move). */
        snprintf(buf, size, _("%+d: what this move is worth on your map as it stands, over the seasons to come"),
                 points(c->gain));
    else
        snprintf(buf, size, "%s", _("Hint (H): the strong computer player's move for you, shown on your map"));
    return true;
}
