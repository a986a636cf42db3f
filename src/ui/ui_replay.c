/* ui_replay.c: watching a game move by move (see ui_replay.h). Stepping
 * forward applies the next move to the game shown; stepping back and
 * jumping rebuild it from the record with session_game_at. */
#include "ui_replay.h"

#include <stdio.h>
#include <string.h>

#include "cards.h"
#include "i18n.h"
#include "ui_app.h"
#include "ui_draw.h"
#include "ui_gfx.h"
#include "ui_input.h"
#include "ui_names.h"
#include "ui_palette.h"
#include "ui_screens.h"
#include "ui_session.h"

static const Session *source(const App *app)
{
    return app->replay.owned ? app->replay.owned : app->session;
}

/* "Move 12 of 57 · Anna: Great River, water at D4" */
static void describe_position(App *app)
{
    Replay *rp = &app->replay;
    const Session *s = source(app);
    char what[160] = "";
    if (rp->pos > 0) {
        const Move *m = session_move(s, rp->pos - 1);
        Game before;
        char err[ERROR_MAX];
        int actor = -1;
        if (m && session_game_at(s, rp->pos - 1, &before, err, sizeof err))
            actor = before.decision.actor;
        const Seat *seat = session_seat(s, actor);
        char sp[4] = "";
        const Card *c = m ? card_get(m->card) : NULL;
        if (m)
            board_space_name(m->at, sp);
        char act[120] = "";
        if (m && (m->kind == MOVE_DRAW || m->kind == MOVE_SINGLE))
            /* TRANSLATORS: card name, terrain, space (e.g. "Great River, water at D4"). */
            snprintf(act, sizeof act, _("%s, %s at %s"), name_card(c), name_terrain((Content)m->terrain), sp);
        else if (m && m->kind == MOVE_HERO)
            /* TRANSLATORS: hero card name, space. */
            snprintf(act, sizeof act, _("%s at %s"), name_card(c), sp);
        else if (m)
            /* TRANSLATORS: card name, space. */
            snprintf(act, sizeof act, _("%s destroys %s"), name_card(c), sp);
        if (seat && session_settings(s)->players > 1)
            snprintf(what, sizeof what, " \xC2\xB7 %s: %s", seat->name, act);
        else
            snprintf(what, sizeof what, " \xC2\xB7 %s", act);
    }
    char head[80];
    if (rp->pos == 0)
        snprintf(head, sizeof head, _("Replay: the start, %d moves in all"), rp->count);
    else
        /* TRANSLATORS: replay position: move number, moves in all. */
        snprintf(head, sizeof head, _("Replay: move %d of %d"), rp->pos, rp->count);
    play_set_status(app, false, "%s%s", head, what);
}

static void show(App *app, int pos)
{
    Replay *rp = &app->replay;
    const Session *s = source(app);
    if (pos < 0)
        pos = 0;
    if (pos > rp->count)
        pos = rp->count;
    char err[ERROR_MAX];
    if (rp->pos >= 0 && pos == rp->pos + 1) {
        const Move *m = session_move(s, rp->pos);
        if (!m || !game_apply(&app->game, m, err, sizeof err))
            return;
    } else if (pos != rp->pos || pos == 0) {
        if (!session_game_at(s, pos, &app->game, err, sizeof err)) {
            play_set_status(app, true, _("This game cannot be replayed: %s"), err);
            return;
        }
    }
    rp->pos = pos;
    UiState *ui = &app->ui;
    ui->noptions = 0;
    ui->option = -1;
    ui->placed = false;
    ui->dragging = false;
    ui->ghost = -1;
    ui->preview.valid = false;
    ui->targets = bb_empty();
    ui->overlay = OVERLAY_NONE;
    describe_position(app);
    app->redraw = true;
}

void replay_open(App *app, Session *owned)
{
    if (app->replay.active)
        replay_close(app);
    Replay *rp = &app->replay;
    memset(rp, 0, sizeof *rp);
    rp->owned = owned;
    const Session *s = source(app);
    if (!s)
        return;
    rp->active = true;
    rp->count = session_move_count(s);
    rp->from_saves = owned != NULL;
    /* where each season begins: one pass through the record */
    Game g;
    char err[ERROR_MAX];
    for (int i = 0; i <= SEASONS; i++)
        rp->season_start[i] = rp->count;
    if (game_init(&g, session_settings(s), err, sizeof err)) {
        rp->season_start[0] = 0;
        for (int i = 0; i < rp->count; i++) {
            int before = g.season;
            if (!game_apply(&g, session_move(s, i), err, sizeof err))
                break;
            for (int k = before + 1; k <= g.season && k <= SEASONS; k++)
                rp->season_start[k] = i + 1;
        }
    }
    for (int p = 0; p < MAX_PLAYERS; p++) {
        const Seat *seat = session_seat(s, p);
        snprintf(app->names[p], sizeof app->names[p], "%s", seat ? seat->name : "");
    }
    app->ui.view = -1;
    app->ui.hover.kind = HIT_NONE;
    rp->pos = -1;
    show(app, 0);
    app_relayout(app); /* the number of players may differ from the game on the table */
}

void replay_close(App *app)
{
    Replay *rp = &app->replay;
    if (!rp->active)
        return;
    bool from_saves = rp->from_saves;
    session_free(rp->owned);
    memset(rp, 0, sizeof *rp);
    app_sync(app);
    play_refresh(app);
    app->ui.overlay = OVERLAY_NONE;
    play_default_status(app);
    app_relayout(app);
    if (from_saves)
        saves_open(app, false);
}

/* The controls share the placing-tools strip: five buttons. */
static void button_rects(const App *app, SDL_Rect out[RB_COUNT])
{
    const Layout *L = &app->layout;
    SDL_Rect t = L->tools;
    int g = SDL_max(L->gap / 2, 2);
    int w = (t.w - (RB_COUNT - 1) * g) / RB_COUNT;
    for (int i = 0; i < RB_COUNT; i++)
        out[i] = gfx_rect(t.x + i * (w + g), t.y, w, t.h);
}

static const char *button_label(int b)
{
    switch (b) {
    case RB_START: return _("\xC2\xAB Start");
    case RB_BACK: return _("\xE2\x97\x80 Back");
    case RB_FORWARD: return _("Forward \xE2\x96\xB6");
    case RB_END: return _("End \xC2\xBB");
    default: return _("Close");
    }
}

Hit replay_hit_test(const App *app, int x, int y)
{
    Hit h = {HIT_NONE, 0};
    SDL_Rect r[RB_COUNT];
    button_rects(app, r);
    for (int i = 0; i < RB_COUNT; i++)
        if (gfx_contains(r[i], x, y)) {
            h.kind = HIT_REPLAY;
            h.index = i;
        }
    return h;
}

static bool button_enabled(const App *app, int b)
{
    const Replay *rp = &app->replay;
    if (b == RB_START || b == RB_BACK)
        return rp->pos > 0;
    if (b == RB_FORWARD || b == RB_END)
        return rp->pos < rp->count;
    return true;
}

void draw_replay(App *app)
{
    const Layout *L = &app->layout;
    SDL_Rect r[RB_COUNT];
    button_rects(app, r);
    gfx_fill_rect(app->renderer, gfx_inset(L->tools, -2), gfx_rgb(PAL_DESK_BOTTOM));
    for (int i = 0; i < RB_COUNT; i++) {
        bool hover = app->ui.hover.kind == HIT_REPLAY && app->ui.hover.index == i;
        ButtonLook look = !button_enabled(app, i) ? BUTTON_DISABLED : i == RB_FORWARD ? BUTTON_PRIMARY : BUTTON_NORMAL;
        draw_button(app, r[i], button_label(i), look, hover && look != BUTTON_DISABLED);
    }
}

/* The season a position lies in, and the start of the one before or after. */
static int season_of(const Replay *rp, int pos)
{
    int s = 0;
    for (int k = 1; k <= SEASONS; k++)
        if (pos >= rp->season_start[k])
            s = k;
    return s;
}

static void jump_season(App *app, int dir)
{
    Replay *rp = &app->replay;
    int s = season_of(rp, rp->pos);
    if (dir < 0 && rp->pos > rp->season_start[s])
        show(app, rp->season_start[s]); /* to the start of this season first */
    else
        show(app, rp->season_start[SDL_max(0, SDL_min(SEASONS, s + dir))]);
}

bool replay_action(App *app, const Action *a)
{
    Replay *rp = &app->replay;
    switch (a->kind) {
    case ACT_MOVE_GHOST:
        if (a->dx != 0)
            show(app, rp->pos + a->dx);
        else
            jump_season(app, a->dy);
        return true;
    case ACT_ROTATE:
    case ACT_CONFIRM:
    case ACT_REDO: show(app, rp->pos + 1); return true;
    case ACT_UNDO: show(app, rp->pos - 1); return true;
    case ACT_SCROLL: show(app, rp->pos - a->dy); return true;
    case ACT_HOME: show(app, 0); return true;
    case ACT_END: show(app, rp->count); return true;
    case ACT_PAGE: jump_season(app, a->dy); return true;
    case ACT_CANCEL: replay_close(app); return true;
    case ACT_BUTTON:
        if (a->hit.kind == HIT_REPLAY) {
            switch (a->hit.index) {
            case RB_START: show(app, 0); break;
            case RB_BACK: show(app, rp->pos - 1); break;
            case RB_FORWARD: show(app, rp->pos + 1); break;
            case RB_END: show(app, rp->count); break;
            default: replay_close(app); break;
            }
            return true;
        }
        if (a->hit.kind == HIT_SEASON && a->hit.index >= 0 && a->hit.index < SEASONS) {
            show(app, rp->season_start[a->hit.index]);
            return true;
        }
        if (a->hit.kind == HIT_TAB) {
            if (a->hit.index < 0 || a->hit.index >= app->game.settings.players)
                return false;
            app->ui.view = a->hit.index;
            return true;
        }
        if (a->hit.index == BTN_RULES || a->hit.index == BTN_MENU)
            return play_action(app, a);
        return false;
    case ACT_HOVER: {
        bool changed = app->ui.hover.kind != a->hit.kind || app->ui.hover.index != a->hit.index;
        app->ui.hover = a->hit;
        return changed;
    }
    default: return false;
    }
}
