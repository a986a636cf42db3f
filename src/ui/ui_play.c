/* ui_play.c: a move in progress (see ui_play.h): the options of the pending
 * decision, picking, turning, dragging and dropping the ghost, and Confirm.
 *
 * Legality comes from the engine itself: the tentative move is applied to a
 * copy of the game (Game is plain data), which also yields the points it
 * adds and the projections shown while the ghost moves. */
#include "ui_play.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cards.h"
#include "i18n.h"
#include "scoring.h"
#include "ui_app.h"
#include "ui_input.h"
#include "ui_messages.h"
#include "ui_names.h"
#include "ui_rules.h"
#include "ui_screens.h"
#include "ui_session.h"
#include "ui_view.h"

void ui_state_reset(UiState *ui)
{
    memset(ui, 0, sizeof *ui);
    ui->option = -1;
    ui->ghost = -1;
    ui->pending_season = -1;
    ui->scored_season = -1;
    ui->view = -1;
    ui->last_actor = -1;
}

void play_set_status(App *app, bool error, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(app->ui.status, sizeof app->ui.status, fmt, ap);
    va_end(ap);
    app->ui.status_error = error;
}

static void add_option(UiState *ui, MoveKind kind, int card, int shape, int terrain, bool coin)
{
    if (ui->noptions >= UI_MAX_OPTIONS)
        return;
    UiOption *o = &ui->options[ui->noptions++];
    o->kind = kind;
    o->card = card;
    o->shape = shape;
    o->terrain = terrain;
    o->coin = coin;
}

/* Destroy decisions pick a space directly: the ghost is one space. */
static bool destroy_mode(const App *app)
{
    DecisionKind k = app->game.decision.kind;
    return k == DECISION_GORGON || k == DECISION_TROLL;
}

static void decision_status(App *app);

/* The status line once something lies on the map, waiting for Confirm. */
static void placed_status(App *app)
{
    const char *text = _("Confirm (Enter) to draw it there, or move it. Esc takes it back.");
    if (destroy_mode(app))
        text = _("Confirm (Enter) to destroy this space, or pick another.");
    else if (app->game.decision.kind == DECISION_HERO)
        text = _("Confirm (Enter) to place the hero there, or move it; right-click turns its attack. Esc takes it back.");
    play_set_status(app, false, "%s", text);
}

/* In a game at one screen the status line starts with whose turn it is. */
static void default_status(App *app)
{
    if (bot_status(app))
        return; /* a computer's turn */
    decision_status(app);
    const Game *g = &app->game;
    const Decision *d = &g->decision;
    if (g->settings.players > 1 && d->kind != DECISION_NONE && d->kind != DECISION_AMBUSH) {
        char line[sizeof app->ui.status];
        snprintf(line, sizeof line, "%s", app->ui.status);
        /* TRANSLATORS: a player's name, then what they are to do. */
        play_set_status(app, app->ui.status_error, _("%s \xE2\x80\x94 %s"), app->names[d->actor], line);
    }
}

static void decision_status(App *app)
{
    const Game *g = &app->game;
    const Decision *d = &g->decision;
    const Card *c = card_get(d->card);
    const char *name = name_card(c);
    const char *season = name_season(g->season);
    switch (d->kind) {
    case DECISION_DRAW:
        if (d->single_only && g->ruins_pending)
            /* TRANSLATORS: season, card name. */
            play_set_status(app, false, _("%s: %s cannot cover a ruins space. Draw one space of any terrain."), season,
                       name);
        else if (d->single_only)
            /* TRANSLATORS: season, card name. */
            play_set_status(app, false, _("%s: nothing of %s fits. Draw one space of any terrain."), season, name);
        else if (d->ruins_needed)
            /* TRANSLATORS: season, card name. */
            play_set_status(app, false, _("%s: draw %s so that it covers a ruins space (marked)."), season, name);
        else if (c && c->kind == CARD_SPECIAL)
            /* TRANSLATORS: season, card name. */
            play_set_status(app, false, _("%s: %s. Pick a terrain and draw one space of it."), season, name);
        else
            /* TRANSLATORS: season, card name. */
            play_set_status(app, false, _("%s: draw %s. Pick a shape, place it, then Confirm. Right-click turns it."),
                       season, name);
        break;
    case DECISION_AMBUSH:
        if (d->solo_target >= 0) {
            char sp[4];
            board_space_name(d->solo_target, sp);
            /* TRANSLATORS: ambush card name, a space such as D4. */
            play_set_status(app, false, _("Ambush! %s must cover %s (drawn as printed)."), name, sp);
        } else if (d->actor != d->sheet) {
            /* TRANSLATORS: player name, card name, the map owner's name. */
            play_set_status(app, false, _("%s draws %s on %s's map"), app->names[d->actor], name, app->names[d->sheet]);
        } else {
            play_set_status(app, false, _("Ambush! Draw %s as a monster."), name);
        }
        break;
    case DECISION_HERO:
        play_set_status(app, false, _("%s joins you: place the hero, turn its attack, Confirm."), name);
        break;
    case DECISION_GORGON:
        play_set_status(app, false, "%s", _("Gorgon's gaze: pick a space next to the gorgon to destroy."));
        break;
    case DECISION_TROLL:
        play_set_status(app, false, "%s", _("Giant Troll: pick an empty space next to the troll to destroy."));
        break;
    default: {
        int total = game_total(g, 0);
        if (g->settings.players <= 1) {
            int rating = game_solo_rating(g);
            /* TRANSLATORS: total points, solo rating, solo title. */
            play_set_status(app, false, _("Game over: %d points, rating %d: %s."), total, rating, _(game_title_name(rating)));
        } else {
            play_set_status(app, false, "%s", _("End of game"));
        }
        break;
    }
    }
}

void play_refresh(struct App *app)
{
    UiState *ui = &app->ui;
    const Decision *d = &app->game.decision;
    const Card *c = card_get(d->card);
    ui->noptions = 0;
    ui->option = -1;
    ui->orient = 0;
    ui->placed = false;
    ui->dragging = false;
    ui->ghost = -1;
    ui->preview.valid = false;
    ui->view = -1;
    switch (d->kind) {
    case DECISION_DRAW:
        if (d->single_only || !c) {
            for (int t = CONTENT_FOREST; t <= CONTENT_MONSTER; t++)
                add_option(ui, MOVE_SINGLE, d->card, 0, t, false);
            break;
        }
        for (int s = 0; s < c->nshapes; s++)
            for (int t = CONTENT_FOREST; t <= CONTENT_HERO; t++)
                if (c->terrains & TERRAIN_BIT(t))
                    add_option(ui, MOVE_DRAW, d->card, s, t, c->kind == CARD_EXPLORE && c->shapes[s].coin);
        break;
    case DECISION_AMBUSH:
        add_option(ui, d->single_only ? MOVE_SINGLE : MOVE_DRAW, d->card, 0, CONTENT_MONSTER, false);
        break;
    case DECISION_HERO: add_option(ui, MOVE_HERO, d->card, 0, CONTENT_HERO, false); break;
    default: break;
    }
    ui->targets = bb_empty();
    if (d->kind == DECISION_DRAW && d->ruins_needed) {
        const Board *b = &app->game.sheets[d->sheet].board;
        ui->targets = bb_and(b->ruins, board_empty_spaces(b));
    }
    if (destroy_mode(app)) {
        Move moves[BOARD_SPACES];
        int n = game_legal_moves(&app->game, moves, BOARD_SPACES);
        for (int i = 0; i < n && i < BOARD_SPACES; i++)
            bb_set(&ui->targets, moves[i].at);
    }
    if (ui->noptions == 1)
        ui->option = 0;
    default_status(app);
}

bool play_can_turn(const struct App *app)
{
    const UiState *ui = &app->ui;
    if (ui->option < 0)
        return false;
    const UiOption *o = &ui->options[ui->option];
    if (o->kind == MOVE_SINGLE)
        return false;
    const Decision *d = &app->game.decision;
    if (d->kind == DECISION_AMBUSH && d->solo_target >= 0)
        return false; /* solo ambushes keep their printed orientation */
    /* a shape that looks the same every way round (the 1x1) has nothing to turn */
    const Card *c = card_get(o->card);
    if (!c)
        return false;
    for (int k = 1; k < ORIENTATIONS; k++) {
        bool repeats = o->kind == MOVE_HERO ? hero_orientation_repeats(c, k)
                                            : shape_orientation_repeats(c->shapes[o->shape].pattern, k);
        if (!repeats)
            return true;
    }
    return false;
}

bool play_placement_legal(const struct App *app)
{
    return app->ui.placed && app->ui.preview.valid && app->ui.preview.legal;
}

/* The move the ghost stands for with the pointer over `cell`; a shape is
 * centred on the pointer and kept on the map. */
static bool form_move(const App *app, int cell, Move *m, Bitboard *cells)
{
    const UiState *ui = &app->ui;
    const Decision *d = &app->game.decision;
    memset(m, 0, sizeof *m);
    *cells = bb_empty();
    if (cell < 0 || cell >= BOARD_SPACES)
        return false;
    m->card = (int8_t)d->card;
    if (destroy_mode(app)) {
        m->kind = MOVE_DESTROY;
        m->at = (int8_t)cell;
        m->terrain = CONTENT_DESTROYED;
        *cells = bb_single(cell);
        return true;
    }
    if (ui->option < 0)
        return false;
    const UiOption *o = &ui->options[ui->option];
    m->kind = o->kind;
    m->terrain = (int8_t)o->terrain;
    m->shape = (int8_t)o->shape;
    if (o->kind == MOVE_SINGLE || o->kind == MOVE_HERO) {
        m->at = (int8_t)cell;
        m->orient = (int8_t)(o->kind == MOVE_HERO ? ui->orient : 0);
        *cells = bb_single(cell);
        return true;
    }
    const Card *c = card_get(o->card);
    OrientedShape s;
    if (!c || o->shape >= c->nshapes || !shape_orient(c->shapes[o->shape].pattern, ui->orient, &s))
        return false;
    int r = bb_row(cell) - (s.height - 1) / 2, col = bb_col(cell) - (s.width - 1) / 2;
    r = r < 0 ? 0 : r + s.height > BOARD_SIZE ? BOARD_SIZE - s.height : r;
    col = col < 0 ? 0 : col + s.width > BOARD_SIZE ? BOARD_SIZE - s.width : col;
    int at = bb_index(r, col);
    m->at = (int8_t)at;
    m->orient = (int8_t)ui->orient;
    return shape_place(&s, at, cells);
}

/* The sheet's final total as the table projects it: the seasons scored so
 * far plus what the sheet as it stands would score in each season to come
 * (the faded score boxes and the Total box). */
static int projected_total(const Game *g, int sheet)
{
    int total = 0;
    for (int s = 0; s < SEASONS; s++)
        total += s < g->season ? g->sheets[sheet].seasons[s].total : game_project_season(g, sheet, s).total;
    return total;
}

static void update_preview(App *app)
{
    UiPreview *p = &app->ui.preview;
    const Game *g = &app->game;
    p->valid = false;
    if (app->demo || g->decision.kind == DECISION_NONE)
        return;
    if (!form_move(app, app->ui.ghost, &p->move, &p->cells))
        return;
    p->valid = true;
    p->marks = bb_empty();
    p->destroys = bb_empty();
    p->error[0] = '\0';
    int sheet = g->decision.sheet;
    const Board *before = &g->sheets[sheet].board;
    p->bad = bb_and(p->cells, board_filled(before));
    if (p->move.kind == MOVE_HERO) {
        p->marks = hero_marks(card_get(p->move.card), p->move.at, p->move.orient);
        p->destroys = bb_and(p->marks, board_layer(before, CONTENT_MONSTER));
    }
    p->after = *g;
    p->legal = game_apply(&p->after, &p->move, p->error, sizeof p->error);
    if (!p->legal)
        ui_engine_message(p->error, p->error, sizeof p->error);
    if (p->legal) {
        p->bad = bb_empty();
        p->gain = projected_total(&p->after, sheet) - projected_total(g, sheet);
    } else if (bb_is_empty(p->bad)) {
        p->bad = p->cells; /* wrong place as a whole (ruins, target, ...) */
    }
}

void play_ghost(struct App *app, struct ViewGhost *out)
{
    const UiState *ui = &app->ui;
    const UiPreview *p = &ui->preview;
    memset(out, 0, sizeof *out);
    if (!p->valid || ui->ghost < 0)
        return;
    out->active = true;
    out->legal = p->legal;
    out->cells = p->cells;
    out->bad = p->bad;
    out->marks = p->marks;
    out->destroys = p->destroys;
    out->terrain = p->move.kind == MOVE_DESTROY ? CONTENT_DESTROYED : p->move.terrain;
    if (p->legal && p->move.kind != MOVE_DESTROY)
        snprintf(out->label, sizeof out->label, "%+d", p->gain);
    hint_ghost_label(app, out);
    /* the label sits above the top right of the shape */
    int maxc = -1, minr = BOARD_SIZE;
    Bitboard cells = p->cells;
    for (int i = bb_pop(&cells); i >= 0; i = bb_pop(&cells)) {
        if (bb_col(i) > maxc)
            maxc = bb_col(i);
        if (bb_row(i) < minr)
            minr = bb_row(i);
    }
    const Layout *L = &app->layout;
    out->label_x = L->grid.x + (maxc + 1) * L->cell - L->cell / 3;
    out->label_y = L->grid.y + minr * L->cell + L->cell / 4;
}

static void set_ghost(App *app, int cell)
{
    if (app->ui.ghost == cell && app->ui.preview.valid)
        return;
    app->ui.ghost = cell;
    update_preview(app);
}

static bool has_pick(const App *app)
{
    if (app->ui.view >= 0 && app->ui.view != app->game.decision.sheet)
        return false; /* looking at another player's map */
    return app->ui.option >= 0 || destroy_mode(app);
}

static void commit(App *app)
{
    UiState *ui = &app->ui;
    if (!ui->placed || !ui->preview.valid) {
        play_set_status(app, true, "%s", _("Place it on the map first (click a space or drag it there)."));
        return;
    }
    if (!ui->preview.legal) {
        play_set_status(app, true, _("Not there: %s."), ui->preview.error);
        return;
    }
    char err[ERROR_MAX];
    Move m = ui->preview.move;
    if (!app_commit_move(app, &m, err, sizeof err)) {
        ui_engine_message(err, err, sizeof err);
        play_set_status(app, true, _("Not allowed: %s."), err);
    }
}

/* The option a move is made with, or -1. */
static int option_of(const App *app, const Move *m)
{
    for (int i = 0; i < app->ui.noptions; i++) {
        const UiOption *o = &app->ui.options[i];
        if (o->kind == m->kind && (m->kind == MOVE_HERO || o->terrain == m->terrain) &&
            (m->kind != MOVE_DRAW || o->shape == m->shape))
            return i;
    }
    return -1;
}

bool play_show_move(struct App *app, const Move *m)
{
    UiState *ui = &app->ui;
    int option = m->kind == MOVE_DESTROY ? -1 : option_of(app, m);
    if (m->kind != MOVE_DESTROY && option < 0)
        return false;
    int cell = m->at;
    const Card *c = card_get(m->card);
    OrientedShape s;
    if (m->kind == MOVE_DRAW && c && m->shape >= 0 && m->shape < c->nshapes &&
        shape_orient(c->shapes[m->shape].pattern, m->orient, &s))
        cell = bb_index(bb_row(m->at) + (s.height - 1) / 2, bb_col(m->at) + (s.width - 1) / 2); /* see form_move */
    ui->option = option;
    ui->orient = m->kind == MOVE_DRAW || m->kind == MOVE_HERO ? m->orient : 0;
    ui->view = -1;
    ui->dragging = false;
    ui->placed = true;
    ui->ghost = cell;
    update_preview(app);
    return ui->preview.valid && bot_same_move(&ui->preview.move, m);
}

void play_next_overlay(struct App *app)
{
    UiState *ui = &app->ui;
    const Game *g = &app->game;
    ui->overlay = OVERLAY_NONE;
    if (app->demo)
        return;
    if (ui->pending_season >= 0) {
        ui->overlay = OVERLAY_SEASON;
        ui->scored_season = ui->pending_season;
        ui->pending_season = -1;
    } else if (g->decision.kind == DECISION_NONE) {
        if (!ui->game_over_seen) {
            ui->overlay = OVERLAY_GAME_OVER;
            ui->game_over_seen = true;
        }
    } else if (g->settings.players > 1 && bot_needs_handover(app, g->decision.actor)) {
        ui->overlay = OVERLAY_HANDOVER;
    }
}

/* Actions while an overlay is up: its buttons, Enter and Esc; Undo still
 * works while the screen has not been handed over. */
static bool overlay_action(App *app, const Action *a)
{
    UiState *ui = &app->ui;
    bool button = a->kind == ACT_BUTTON && a->hit.kind == HIT_OVERLAY_BUTTON;
    bool go_on = a->kind == ACT_CONFIRM || a->kind == ACT_CANCEL || (button && a->hit.index == OVB_CONTINUE);
    if (button && a->hit.index == OVB_NEW_GAME) {
        ui->overlay = OVERLAY_NONE;
        screen_open(app, SCREEN_MENU);
        return true;
    }
    if (button && a->hit.index == OVB_REPLAY) {
        replay_open(app, NULL);
        return true;
    }
    if ((button && a->hit.index == OVB_UNDO) || a->kind == ACT_UNDO) {
        if (ui->overlay == OVERLAY_HANDOVER)
            app_undo(app);
        return true;
    }
    if (a->kind == ACT_HOVER) {
        bool changed = ui->hover.kind != a->hit.kind || ui->hover.index != a->hit.index;
        ui->hover = a->hit;
        return changed;
    }
    if (!go_on)
        return false;
    if (ui->overlay == OVERLAY_HANDOVER) {
        ui->last_actor = app->game.decision.actor;
        app_handover(app); /* what was handed over is final: nobody undoes another's move */
    }
    play_next_overlay(app);
    if (ui->overlay == OVERLAY_NONE) {
        default_status(app);
        app_auto_moves(app);
    }
    return true;
}

void play_default_status(struct App *app) { default_status(app); }

static void turn(App *app, int orient)
{
    if (!play_can_turn(app)) {
        if (app->ui.option >= 0)
            play_set_status(app, true, "%s", _("This one cannot be turned."));
        return;
    }
    app->ui.orient = orient;
    update_preview(app);
}

bool play_action(struct App *app, const struct Action *a)
{
    UiState *ui = &app->ui;
    if (app->demo && a->kind != ACT_HOVER)
        return false; /* the demonstration sheet only shows hovers */
    if (ui->overlay != OVERLAY_NONE)
        return overlay_action(app, a);
    bool bot_changed;
    if (bot_action(app, a, &bot_changed))
        return bot_changed; /* the Hint button; a computer's turn */
    int o = ui->orient;
    switch (a->kind) {
    case ACT_HOVER: {
        bool changed = ui->hover.kind != a->hit.kind || ui->hover.index != a->hit.index;
        ui->hover = a->hit;
        if (!app->demo && has_pick(app) && !ui->placed && !ui->dragging && ui->ghost != a->cell) {
            set_ghost(app, a->cell);
            changed = true;
        }
        return changed;
    }
    case ACT_PICK:
        if (a->hit.index < 0 || a->hit.index >= ui->noptions)
            return false;
        if (ui->option != a->hit.index)
            ui->orient = 0;
        ui->option = a->hit.index;
        ui->placed = false;
        ui->dragging = true;
        ui->ghost = -1;
        ui->preview.valid = false;
        {
            const UiOption *op = &ui->options[ui->option];
            if (op->kind == MOVE_DRAW || op->kind == MOVE_SINGLE)
                /* TRANSLATORS: a terrain. */
                play_set_status(app, false, _("%s: drag it onto the map or click a space. Right-click turns it."),
                           name_terrain((Content)op->terrain));
        }
        return true;
    case ACT_DRAG_TO:
        if (!ui->dragging)
            return false;
        if (ui->ghost == a->cell)
            return false;
        set_ghost(app, a->cell);
        return true;
    case ACT_DROP:
        ui->dragging = false;
        if (a->cell >= 0 && has_pick(app)) {
            set_ghost(app, a->cell);
            ui->placed = true;
            if (ui->preview.valid && !ui->preview.legal)
                play_set_status(app, true, _("Not there: %s."), ui->preview.error);
            else if (!app->prefs.confirm_commit && play_placement_legal(app))
                commit(app); /* settings: no confirmation */
            else
                placed_status(app);
        }
        return true;
    case ACT_CLICK_CELL:
        if (!has_pick(app)) {
            if (ui->noptions > 0)
                play_set_status(app, true, "%s", _("First pick a shape from the newest card."));
            return true;
        }
        set_ghost(app, a->cell);
        ui->placed = true;
        ui->dragging = true; /* keep the button down to drag it further */
        if (ui->preview.valid && !ui->preview.legal)
            play_set_status(app, true, _("Not there: %s."), ui->preview.error);
        else
            placed_status(app);
        return true;
    case ACT_ROTATE: turn(app, (o + 1) % 8); return true;
    case ACT_TURN: turn(app, (o & 4) | ((o + 1) & 3)); return true;
    case ACT_MIRROR: turn(app, (o >= 4 ? 0 : 4) + (4 - o % 4) % 4); return true;
    case ACT_MOVE_GHOST: {
        if (!has_pick(app))
            return false;
        int cell = ui->ghost;
        if (cell < 0)
            cell = bb_index(BOARD_SIZE / 2, BOARD_SIZE / 2);
        else {
            int r = bb_row(cell) + a->dy, c = bb_col(cell) + a->dx;
            r = r < 0 ? 0 : r >= BOARD_SIZE ? BOARD_SIZE - 1 : r;
            c = c < 0 ? 0 : c >= BOARD_SIZE ? BOARD_SIZE - 1 : c;
            cell = bb_index(r, c);
        }
        set_ghost(app, cell);
        ui->placed = true;
        return true;
    }
    case ACT_CONFIRM: commit(app); return true;
    case ACT_CANCEL:
        if (ui->placed) {
            ui->placed = false;
            ui->dragging = false;
            default_status(app);
        } else if (ui->option >= 0 && ui->noptions > 1) {
            ui->option = -1;
            ui->ghost = -1;
            ui->preview.valid = false;
            default_status(app);
        } else if (a->hit.kind != HIT_BUTTON) {
            /* Esc with nothing to take back: back to the own map, else the menu */
            if (ui->view >= 0)
                ui->view = -1;
            else
                screen_open(app, SCREEN_MENU);
        }
        return true;
    case ACT_UNDO: app_undo(app); return true;
    case ACT_REDO: app_redo(app); return true;
    case ACT_BUTTON:
        if (a->hit.kind == HIT_TAB) {
            if (a->hit.index < 0 || a->hit.index >= app->game.settings.players)
                return false;
            ui->view = a->hit.index == app->game.decision.sheet ? -1 : a->hit.index;
            return true;
        }
        if (a->hit.index == BTN_MENU) {
            screen_open(app, SCREEN_MENU);
            return true;
        }
        if (a->hit.index == BTN_RULES)
            rules_open(app);
        return true;
    default: return false;
    }
}
