/* play.c: a move in progress on the play table (see play.h). */
#include "play.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cards.h"
#include "i18n.h"
#include "match_think.h"
#include "messages.h"
#include "names.h"
#include "scoring.h"
#include "status.h"

static void add_option(TableMove *st, MoveKind kind, int card, int shape, int terrain, bool coin)
{
    if (st->noptions >= UI_MAX_OPTIONS)
        return;
    UiOption *o = &st->options[st->noptions++];
    o->kind = kind;
    o->card = card;
    o->shape = shape;
    o->terrain = terrain;
    o->coin = coin;
}

/* Destroy decisions pick a space directly: the ghost is one space. */
static bool destroy_mode(const TableView *tv)
{
    DecisionKind k = tv->game.decision.kind;
    return k == DECISION_GORGON || k == DECISION_TROLL;
}

void play_refresh(TableView *tv)
{
    TableMove *st = &tv->move;
    const Decision *d = &tv->game.decision;
    const Card *c = card_get(d->card);
    st->noptions = 0;
    st->option = -1;
    st->orient = 0;
    st->placed = false;
    st->dragging = false;
    st->ghost = -1;
    st->preview.valid = false;
    st->view = -1;
    switch (d->kind) {
    case DECISION_DRAW:
        if (d->single_only || !c) {
            for (int t = CONTENT_FOREST; t <= CONTENT_MONSTER; t++)
                add_option(st, MOVE_SINGLE, d->card, 0, t, false);
            break;
        }
        for (int s = 0; s < c->nshapes; s++)
            for (int t = CONTENT_FOREST; t <= CONTENT_HERO; t++)
                if (c->terrains & TERRAIN_BIT(t))
                    add_option(st, MOVE_DRAW, d->card, s, t, c->kind == CARD_EXPLORE && c->shapes[s].coin);
        break;
    case DECISION_AMBUSH:
        add_option(st, d->single_only ? MOVE_SINGLE : MOVE_DRAW, d->card, 0, CONTENT_MONSTER, false);
        break;
    case DECISION_HERO:
        add_option(st, MOVE_HERO, d->card, 0, CONTENT_HERO, false);
        break;
    default:
        break;
    }
    st->targets = bb_empty();
    if (d->kind == DECISION_DRAW && d->ruins_needed) {
        const Board *b = &tv->game.sheets[d->sheet].board;
        st->targets = bb_and(b->ruins, board_empty_spaces(b));
    }
    if (destroy_mode(tv)) {
        Move moves[BOARD_SPACES];
        int n = game_legal_moves(&tv->game, moves, BOARD_SPACES);
        for (int i = 0; i < n && i < BOARD_SPACES; i++)
            bb_set(&st->targets, moves[i].at);
    }
    if (st->noptions == 1)
        st->option = 0;
    status_default(tv);
}

bool play_can_turn(const TableMove *st, const Game *g)
{
    if (st->option < 0)
        return false;
    const UiOption *o = &st->options[st->option];
    if (o->kind == MOVE_SINGLE)
        return false;
    const Decision *d = &g->decision;
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

bool play_placement_legal(const TableMove *st) { return st->placed && st->preview.valid && st->preview.legal; }

/* The move the ghost stands for with the pointer over `cell`; a shape is
 * centred on the pointer and kept on the map. */
static bool form_move(const TableView *tv, int cell, Move *m, Bitboard *cells)
{
    const TableMove *st = &tv->move;
    const Decision *d = &tv->game.decision;
    memset(m, 0, sizeof *m);
    *cells = bb_empty();
    if (cell < 0 || cell >= BOARD_SPACES)
        return false;
    m->card = (int8_t)d->card;
    if (destroy_mode(tv)) {
        m->kind = MOVE_DESTROY;
        m->at = (int8_t)cell;
        m->terrain = CONTENT_DESTROYED;
        *cells = bb_single(cell);
        return true;
    }
    if (st->option < 0)
        return false;
    const UiOption *o = &st->options[st->option];
    m->kind = o->kind;
    m->terrain = (int8_t)o->terrain;
    m->shape = (int8_t)o->shape;
    if (o->kind == MOVE_SINGLE || o->kind == MOVE_HERO) {
        m->at = (int8_t)cell;
        m->orient = (int8_t)(o->kind == MOVE_HERO ? st->orient : 0);
        *cells = bb_single(cell);
        return true;
    }
    const Card *c = card_get(o->card);
    OrientedShape s;
    if (!c || o->shape >= c->nshapes || !shape_orient(c->shapes[o->shape].pattern, st->orient, &s))
        return false;
    int r = bb_row(cell) - (s.height - 1) / 2, col = bb_col(cell) - (s.width - 1) / 2;
    r = r < 0 ? 0 : r + s.height > BOARD_SIZE ? BOARD_SIZE - s.height : r;
    col = col < 0 ? 0 : col + s.width > BOARD_SIZE ? BOARD_SIZE - s.width : col;
    int at = bb_index(r, col);
    m->at = (int8_t)at;
    m->orient = (int8_t)st->orient;
    return shape_place(&s, at, cells);
}

/* The space under the shape's middle (the pointer's, form_move) for a move
 * of a shape at `at`. */
static int grip_of(const Move *m)
{
    const Card *c = card_get(m->card);
    OrientedShape s;
    if (m->kind == MOVE_DRAW && c && m->shape >= 0 && m->shape < c->nshapes &&
        shape_orient(c->shapes[m->shape].pattern, m->orient, &s))
        return bb_index(bb_row(m->at) + (s.height - 1) / 2, bb_col(m->at) + (s.width - 1) / 2);
    return m->at;
}

/* Where the first arrow puts the shape: the space nearest `near` (the
 * pointer's space, -1: the middle of the map) where it may go as it is
 * turned now (so on a space a solo ambush must cover, a ruins space that
 * must be covered, a space that may be destroyed); `near` itself, the
 * middle or a solo ambush's space when it fits nowhere. */
static int first_spot(const TableView *tv, int near)
{
    const Decision *d = &tv->game.decision;
    int mid = BOARD_SIZE / 2;
    int best = near >= 0                                           ? near
               : d->kind == DECISION_AMBUSH && d->solo_target >= 0 ? d->solo_target
                                                                   : bb_index(mid, mid);
    int r0 = near >= 0 ? bb_row(near) : mid, c0 = near >= 0 ? bb_col(near) : mid;
    int best_far = -1;
    for (int cell = 0; cell < BOARD_SPACES; cell++) {
        Move m;
        Bitboard cells;
        Refusal why;
        /* a space the shape is pushed off (at the edge) is not its middle: an arrow would not move it */
        if (!form_move(tv, cell, &m, &cells) || grip_of(&m) != cell || !game_check_move_why(&tv->game, &m, &why))
            continue;
        int dr = bb_row(cell) - r0, dc = bb_col(cell) - c0, far = dr * dr + dc * dc;
        if (best_far < 0 || far < best_far) {
            best = cell;
            best_far = far;
        }
    }
    return best;
}

/* The sheet's final total as the table projects it: the seasons scored so
 * far plus what the sheet as it stands would score in each season to come
 * (the faded score boxes and the Total box). */
static int projected_total(const Game *g, int sheet)
{
    int total = 0;
    for (int s = 0; s < SEASONS; s++)
        total +=
            s < game_seasons_scored(g) ? g->sheets[sheet].seasons[s].total : game_project_season(g, sheet, s).total;
    return total;
}

static void update_preview(TableView *tv)
{
    UiPreview *p = &tv->move.preview;
    const Game *g = &tv->game;
    p->valid = false;
    if (tv->mode != VIEW_PLAY || g->decision.kind == DECISION_NONE)
        return;
    if (!form_move(tv, tv->move.ghost, &p->move, &p->cells))
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
    Refusal why;
    p->legal = game_apply_why(&p->after, &p->move, &why);
    if (!p->legal)
        msg_refusal(&why, p->error, sizeof p->error);
    if (p->legal) {
        p->bad = bb_empty();
        p->gain = projected_total(&p->after, sheet) - projected_total(g, sheet);
    } else if (bb_is_empty(p->bad)) {
        p->bad = p->cells; /* wrong place as a whole (ruins, target, ...) */
    }
}

static void set_ghost(TableView *tv, int cell)
{
    if (tv->move.ghost == cell && tv->move.preview.valid)
        return;
    tv->move.ghost = cell;
    update_preview(tv);
}

static bool has_pick(const TableView *tv)
{
    if (tv->move.view >= 0 && tv->move.view != tv->game.decision.sheet)
        return false; /* looking at another player's map */
    return tv->move.option >= 0 || destroy_mode(tv);
}

static void commit(TableView *tv)
{
    TableMove *st = &tv->move;
    if (tv->game.decision.kind == DECISION_NONE) {
        table_status(tv, true, "%s", _("The game is over: Menu starts a new one, or shows the saved games."));
        return;
    }
    if (!st->placed && st->preview.valid && st->ghost >= 0 && has_pick(tv))
        st->placed = true; /* the ghost the pointer shows is where Enter draws */
    if (!st->placed || !st->preview.valid) {
        table_status(tv, true, "%s",
                     status_pad(tv, GLYPH_A)        ? _("Place it on the map first (the D-pad moves it there).")
                     : tv->g->input == INPUT_TOUCH ? _("Place it on the map first (tap a space or drag it there).")
                     : tv->g->input == INPUT_KEYS  ? _("Place it on the map first (the arrows move it there).")
                                                   : _("Place it on the map first (click a space or drag it there)."));
        return;
    }
    if (!st->preview.legal) {
        table_status(tv, true, _("Not there: %s."), st->preview.error);
        return;
    }
    char err[ERROR_MAX];
    Move m = st->preview.move;
    Refusal why;
    if (!match_apply(tv->ui->match, &m, false, &why)) {
        msg_refusal(&why, err, sizeof err);
        table_status(tv, true, _("Not allowed: %s."), err);
    }
}

/* The option a move is made with, or -1. */
static int option_of(const TableView *tv, const Move *m)
{
    for (int i = 0; i < tv->move.noptions; i++) {
        const UiOption *o = &tv->move.options[i];
        if (o->kind == m->kind && (m->kind == MOVE_HERO || o->terrain == m->terrain) &&
            (m->kind != MOVE_DRAW || o->shape == m->shape))
            return i;
    }
    return -1;
}

bool play_show_move(TableView *tv, const Move *m)
{
    TableMove *st = &tv->move;
    int option = m->kind == MOVE_DESTROY ? -1 : option_of(tv, m);
    if (m->kind != MOVE_DESTROY && option < 0)
        return false;
    int cell = grip_of(m); /* see form_move */
    st->option = option;
    st->orient = m->kind == MOVE_DRAW || m->kind == MOVE_HERO ? m->orient : 0;
    st->view = -1;
    st->dragging = false;
    st->placed = true;
    st->ghost = cell;
    update_preview(tv);
    return st->preview.valid && think_same_move(&st->preview.move, m);
}

/* The status line for what lies on the map now: why it may not go there,
 * or how to draw it; said again whenever it moves or turns, so that
 * neither stays once it is no longer true. */
static void placed_status(TableView *tv)
{
    if (tv->move.preview.valid && !tv->move.preview.legal) {
        table_status(tv, true, _("Not there: %s."), tv->move.preview.error);
        status_whose_map(tv);
    } else {
        status_placed(tv);
    }
}

static void turn(TableView *tv, int orient)
{
    if (!play_can_turn(&tv->move, &tv->game)) {
        if (tv->move.option >= 0)
            table_status(tv, true, "%s", _("This one cannot be turned."));
        return;
    }
    tv->move.orient = orient;
    update_preview(tv);
    if (tv->move.placed)
        placed_status(tv);
}

bool play_action(TableView *tv, const TableAction *a)
{
    TableMove *st = &tv->move;
    if (tv->mode == VIEW_DEMO && a->kind != ACT_HOVER)
        return false; /* the demonstration sheet only shows hovers */
    int o = st->orient;
    switch (a->kind) {
    case ACT_HOVER: {
        bool changed = st->hover.kind != a->hit.kind || st->hover.index != a->hit.index;
        st->hover = a->hit;
        if (tv->mode == VIEW_PLAY && has_pick(tv) && !st->placed && !st->dragging && st->ghost != a->cell) {
            set_ghost(tv, a->cell);
            changed = true;
        }
        return changed;
    }
    case ACT_PICK:
        if (a->hit.index < 0 || a->hit.index >= st->noptions)
            return false;
        if (st->option != a->hit.index)
            st->orient = 0;
        st->option = a->hit.index;
        st->placed = false;
        st->dragging = true;
        st->ghost = -1;
        st->preview.valid = false;
        {
            const UiOption *op = &st->options[st->option];
            if ((op->kind == MOVE_DRAW || op->kind == MOVE_SINGLE) && tv->g->input == INPUT_TOUCH)
                /* TRANSLATORS: a terrain (played with the fingers). */
                table_status(tv, false, _("%s: drag it onto the map or tap a space. A tap on it there turns it."),
                             name_terrain((Content)op->terrain));
            else if (op->kind == MOVE_DRAW || op->kind == MOVE_SINGLE)
                /* TRANSLATORS: a terrain. */
                table_status(tv, false, _("%s: drag it onto the map or click a space. Right-click turns it."),
                             name_terrain((Content)op->terrain));
            status_whose_map(tv);
        }
        return true;
    case ACT_NEXT_OPTION: {
        /* the keyboard's way to pick: Tab through the options, then the
         * arrows move the shape, R and F turn it, Enter draws it */
        int n = st->noptions;
        if (n == 0 || (st->view >= 0 && st->view != tv->game.decision.sheet))
            return false;
        int next = st->option < 0 ? (a->dx < 0 ? n - 1 : 0) : ((st->option + a->dx) % n + n) % n;
        if (next != st->option)
            st->orient = 0;
        st->option = next;
        st->dragging = false;
        update_preview(tv);
        const UiOption *op = &st->options[next];
        if ((op->kind == MOVE_DRAW || op->kind == MOVE_SINGLE) && status_pad(tv, GLYPH_A))
            /* TRANSLATORS: a terrain, then a pad's button: draw (A, Cross); the strip beside the line shows the
             * others (turn, mirror, the next one). */
            table_status(tv, false, _("%s: the D-pad moves it, %s draws it."), name_terrain((Content)op->terrain),
                         status_pad(tv, GLYPH_A));
        else if (op->kind == MOVE_DRAW || op->kind == MOVE_SINGLE)
            /* TRANSLATORS: a terrain; the keys that place a shape. */
            table_status(tv, false,
                         _("%s: the arrows move it, R turns it, F mirrors it, Enter draws it. Tab: the next one."),
                         name_terrain((Content)op->terrain));
        status_whose_map(tv);
        return true;
    }
    case ACT_DRAG_TO:
        if (!st->dragging)
            return false;
        if (st->ghost == a->cell)
            return false;
        set_ghost(tv, a->cell);
        return true;
    case ACT_DROP:
        st->dragging = false;
        if (a->cell >= 0 && has_pick(tv)) {
            set_ghost(tv, a->cell);
            st->placed = true;
            if (!tv->always_confirm && !settings_get(&tv->ui->profile->settings, SET_CONFIRM) &&
                play_placement_legal(&tv->move))
                commit(tv); /* settings: no confirmation */
            else
                placed_status(tv);
        }
        return true;
    case ACT_CLICK_CELL:
        if (!has_pick(tv)) {
            if (st->noptions > 0)
                table_status(tv, true, "%s", _("First pick a shape from the newest card."));
            return true;
        }
        set_ghost(tv, a->cell);
        st->placed = true;
        st->dragging = true; /* keep the button down to drag it further */
        placed_status(tv);
        return true;
    case ACT_ROTATE:
        turn(tv, (o + 1) % 8);
        return true;
    case ACT_TURN: /* a quarter turn, clockwise; dx -1: the other way */
        turn(tv, (o & 4) | ((o + (a->dx < 0 ? 3 : 1)) & 3));
        return true;
    case ACT_MIRROR:
        turn(tv, (o >= 4 ? 0 : 4) + (4 - o % 4) % 4);
        return true;
    case ACT_MOVE_GHOST: {
        if (!has_pick(tv))
            return false;
        int cell = st->ghost;
        if (cell < 0 || (!st->placed && !(st->preview.valid && st->preview.legal)))
            /* the first arrow: where the shape fits, near where the pointer
             * left it where it does not fit there (on a Deck the pointer
             * rests mid-window) */
            cell = first_spot(tv, cell);
        else {
            int r = bb_row(cell) + a->dy, c = bb_col(cell) + a->dx;
            r = r < 0 ? 0 : r >= BOARD_SIZE ? BOARD_SIZE - 1 : r;
            c = c < 0 ? 0 : c >= BOARD_SIZE ? BOARD_SIZE - 1 : c;
            cell = bb_index(r, c);
        }
        set_ghost(tv, cell);
        st->placed = true;
        placed_status(tv);
        return true;
    }
    case ACT_CONFIRM:
        commit(tv);
        return true;
    case ACT_CANCEL:
        if (st->placed) {
            /* off the map: neither drawn nor what Enter draws (the pointer's
             * next move shows it under the pointer again) */
            st->placed = false;
            st->dragging = false;
            st->ghost = -1;
            st->preview.valid = false;
            status_default(tv);
            return true;
        }
        if (st->option >= 0 && st->noptions > 1) {
            st->option = -1;
            st->ghost = -1;
            st->preview.valid = false;
            status_default(tv);
            return true;
        }
        return false; /* nothing to take back: the table decides */
    default:
        return false;
    }
}
