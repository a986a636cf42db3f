/* replay.c: watching a game move by move (see replay.h). Stepping
 * forward applies the next move to the game shown; stepping back and
 * jumping rebuild it from the record with session_game_at. Review hands
 * the review screen a copy of the game (save_format and save_parse), since
 * the replay keeps its own beneath it. */
#include "replay.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cards.h"
#include "draw.h"
#include "focus.h"
#include "gfx.h"
#include "hit.h"
#include "i18n.h"
#include "look.h"
#include "names.h"
#include "palette.h"
#include "save.h"
#include "table_view.h"
#include "view.h"

typedef struct Replay {
    TableView tv; /* first: a TableView * is a Replay * */
    Session *owned;        /* a saved game opened to watch (NULL: the game being played) */
    const Session *source; /* the game watched */
    int pos, count;        /* moves shown, moves in all */
    int season_start[SEASONS + 1]; /* the position where each season begins (and the game's end) */
    char past_file[PAST_FILE_MAX]; /* the past game watched ("" none): where its review is kept */
    int focus; /* the control (RF_*) with the keys' and the pad's focus, -1 none: the arrows step */
} Replay;

static Replay *replay_of(TableView *tv) { return (Replay *)tv; }

TableView *replay_view_of(void *self) { return &((Replay *)self)->tv; }

/* "Move 12 of 57 · Anna: Great River, water at D4" */
static void describe_position(TableView *tv)
{
    Replay *rp = replay_of(tv);
    const Session *s = rp->source;
    char what[SEAT_NAME_MAX + 128] = ""; /* " · NAME: " and the whole act */
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
            snprintf(what, sizeof what, " \xC2\xB7 %s: %s", name_seat(seat->name), act);
        else
            snprintf(what, sizeof what, " \xC2\xB7 %s", act);
    }
    char head[80];
    if (rp->pos == 0)
        snprintf(head, sizeof head, _("Replay: the start, %d moves in all"), rp->count);
    else
        /* TRANSLATORS: replay position: move number, moves in all. */
        snprintf(head, sizeof head, _("Replay: move %d of %d"), rp->pos, rp->count);
    table_status(tv, false, "%s%s", head, what);
}

static void show(Replay *rp, int pos)
{
    TableView *tv = &rp->tv;
    const Session *s = rp->source;
    if (!s)
        return;
    if (pos < 0)
        pos = 0;
    if (pos > rp->count)
        pos = rp->count;
    char err[ERROR_MAX];
    if (rp->pos >= 0 && pos == rp->pos + 1) {
        const Move *m = session_move(s, rp->pos);
        if (!m || !game_apply(&tv->game, m, err, sizeof err))
            return;
    } else if (pos != rp->pos || pos == 0) {
        if (!session_game_at(s, pos, &tv->game, err, sizeof err)) {
            table_status(tv, true, _("This game cannot be replayed: %s"), err);
            return;
        }
    }
    rp->pos = pos;
    tv->facts.replay_pos = pos;
    tv->facts.replay_count = rp->count;
    TableMove *st = &tv->move;
    st->noptions = 0;
    st->option = -1;
    st->placed = false;
    st->dragging = false;
    st->ghost = -1;
    st->preview.valid = false;
    st->targets = bb_empty();
    describe_position(tv);
}

static void enter(void *self, Ui *ui, const NavRequest *why)
{
    Replay *rp = self;
    session_free(rp->owned);
    rp->owned = why ? why->session : NULL;
    rp->source = rp->owned ? rp->owned : match_session(ui->match);
    snprintf(rp->past_file, sizeof rp->past_file, "%s", rp->owned ? why->file : "");
    table_view_init(&rp->tv, ui, VIEW_REPLAY);
    rp->pos = -1;
    rp->count = 0;
    rp->focus = -1;
    const Session *s = rp->source;
    if (!s)
        return;
    rp->count = session_move_count(s);
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
        table_view_show(&rp->tv, &g, s); /* the names and seats */
    }
    show(rp, 0);
}

static void leave(void *self, Ui *ui)
{
    Replay *rp = self;
    (void)ui;
    table_view_free(&rp->tv);
    session_free(rp->owned);
    rp->owned = NULL;
    rp->source = NULL;
}

static bool finished(const Replay *rp) { return rp->source && game_over(session_game(rp->source)); }

static const char *button_label(int b);

/* The controls share the placing-tools strip: five buttons, six with
 * Review; a button not shown gets an empty rectangle. Each is as wide as
 * its label and the room left is shared out, so that no label is cut
 * while the strip holds them all (narrower in proportion when it does not). */
static void button_rects(const TableView *tv, SDL_Rect out[RB_COUNT])
{
    const Layout *L = &tv->ds.layout;
    SDL_Rect t = L->tools;
    bool review = finished((const Replay *)tv);
    int n = review ? RB_COUNT : RB_COUNT - 1;
    int g = SDL_max(L->gap / 2, 2);
    int want[RB_COUNT], sum = 0;
    for (int i = 0; i < RB_COUNT; i++) {
        bool shown = i != RB_REVIEW || review;
        want[i] = shown ? text_width(&tv->g->text, FONT_BODY, button_label(i)) + 2 * tv->g->m.inner : 0;
        sum += want[i];
    }
    int room = t.w - (n - 1) * g, extra = sum <= room ? (room - sum) / n : 0;
    for (int i = 0, x = t.x; i < RB_COUNT; i++) {
        if (want[i] == 0) {
            out[i] = gfx_rect(0, 0, 0, 0);
            continue;
        }
        int w = sum <= room ? want[i] + extra : (int)((long)room * want[i] / SDL_max(sum, 1));
        out[i] = gfx_rect(x, t.y, w, t.h);
        x += w + g;
    }
}

/* The review of the seat shown: the match's game (its past file from the
 * match) or a copy of the game watched. */
static void review(Replay *rp, Ui *ui)
{
    if (!finished(rp))
        return;
    int seat = view_player(&rp->tv);
    if (!rp->owned) {
        ui_push_review(ui, NULL, NULL, seat);
        return;
    }
    char *text = save_format(rp->owned);
    char err[ERROR_MAX];
    Session *copy = text ? save_parse(text, strlen(text), err, sizeof err) : NULL;
    free(text);
    if (!copy) {
        /* TRANSLATORS: %s is why (in English). */
        table_status(&rp->tv, true, _("This game cannot be reviewed: %s"), text ? err : "out of memory");
        return;
    }
    ui_push_review(ui, copy, rp->past_file, seat); /* Close comes back here */
}

static const char *button_label(int b)
{
    switch (b) {
    case RB_START: return _("\xC2\xAB Start");
    case RB_BACK: return _("\xE2\x97\x80 Back");
    case RB_FORWARD: return _("Forward \xE2\x96\xB6");
    case RB_END: return _("End \xC2\xBB");
    case RB_REVIEW: return _("Review");
    default: return _("Close");
    }
}

static Hit controls_hit(const TableView *tv, int x, int y)
{
    Hit h = {HIT_NONE, 0};
    SDL_Rect r[RB_COUNT];
    button_rects(tv, r);
    for (int i = 0; i < RB_COUNT; i++)
        if (r[i].w > 0 && gfx_contains(r[i], x, y)) {
            h.kind = HIT_REPLAY;
            h.index = i;
        }
    return h;
}

static bool button_enabled(const TableView *tv, int b)
{
    const Replay *rp = (const Replay *)tv;
    if (b == RB_START || b == RB_BACK)
        return rp->pos > 0;
    if (b == RB_FORWARD || b == RB_END)
        return rp->pos < rp->count;
    return true;
}

static void draw_controls(TableView *tv)
{
    const Layout *L = &tv->ds.layout;
    SDL_Rect r[RB_COUNT];
    button_rects(tv, r);
    gfx_fill_rect(tv->g->renderer, gfx_inset(L->tools, -2), gfx_rgb(PAL_DESK_BOTTOM));
    for (int i = 0; i < RB_COUNT; i++) {
        if (r[i].w <= 0)
            continue;
        bool hover = tv->move.hover.kind == HIT_REPLAY && tv->move.hover.index == i;
        ButtonLook look = !button_enabled(tv, i) ? BUTTON_DISABLED : i == RB_FORWARD ? BUTTON_PRIMARY : BUTTON_NORMAL;
        draw_button(tv->g, r[i], button_label(i), look, hover && look != BUTTON_DISABLED);
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

static void jump_season(Replay *rp, int dir)
{
    int s = season_of(rp, rp->pos);
    if (dir < 0 && rp->pos > rp->season_start[s])
        show(rp, rp->season_start[s]); /* to the start of this season first */
    else
        show(rp, rp->season_start[SDL_max(0, SDL_min(SEASONS, s + dir))]);
}

static bool action(Replay *rp, Ui *ui, const TableAction *a)
{
    TableView *tv = &rp->tv;
    switch (a->kind) {
    case ACT_MOVE_GHOST:
        if (a->dx != 0)
            show(rp, rp->pos + a->dx);
        else
            jump_season(rp, a->dy);
        return true;
    case ACT_ROTATE:
    case ACT_CONFIRM:
    case ACT_REDO: show(rp, rp->pos + 1); return true;
    case ACT_UNDO: show(rp, rp->pos - 1); return true;
    case ACT_SCROLL: show(rp, rp->pos - a->dy); return true;
    case ACT_HOME: show(rp, 0); return true;
    case ACT_END: show(rp, rp->count); return true;
    case ACT_PAGE: jump_season(rp, a->dy); return true;
    case ACT_CANCEL: ui_pop(ui); return true;
    case ACT_BUTTON:
        if (a->hit.kind == HIT_REPLAY) {
            switch (a->hit.index) {
            case RB_START: show(rp, 0); break;
            case RB_BACK: show(rp, rp->pos - 1); break;
            case RB_FORWARD: show(rp, rp->pos + 1); break;
            case RB_END: show(rp, rp->count); break;
            case RB_REVIEW: review(rp, ui); break;
            default: ui_pop(ui); break;
            }
            return true;
        }
        if (a->hit.kind == HIT_SEASON && a->hit.index >= 0 && a->hit.index < SEASONS) {
            show(rp, rp->season_start[a->hit.index]);
            return true;
        }
        if (a->hit.kind == HIT_TAB) {
            if (a->hit.index < 0 || a->hit.index >= tv->game.settings.players)
                return false;
            tv->move.view = a->hit.index;
            return true;
        }
        if (a->hit.kind == HIT_BUTTON && a->hit.index == BTN_RULES)
            ui_push(ui, SCREEN_RULES, 0);
        else if (a->hit.kind == HIT_BUTTON && a->hit.index == BTN_MENU)
            ui_push(ui, SCREEN_MENU, 0);
        return true;
    case ACT_HOVER: {
        bool changed = tv->move.hover.kind != a->hit.kind || tv->move.hover.index != a->hit.index;
        tv->move.hover = a->hit;
        return changed;
    }
    default: return false;
    }
}

/* What the focus goes through, in its order: the controls (RB_*), the
 * bottom bar's Rules and Menu, the four season chips. */
enum { RF_RULES = RB_COUNT, RF_MENU, RF_SEASON, RF_COUNT = RF_SEASON + LAYOUT_SEASONS };

/* Where each of them is (a control not shown: an empty rectangle). */
static void focus_rects(const TableView *tv, SDL_Rect out[RF_COUNT])
{
    button_rects(tv, out);
    out[RF_RULES] = tv->ds.layout.button[BTN_RULES];
    out[RF_MENU] = tv->ds.layout.button[BTN_MENU];
    for (int s = 0; s < LAYOUT_SEASONS; s++)
        out[RF_SEASON + s] = tv->ds.layout.season_chip[s];
}

/* The click the focus stands for on control f. */
static Hit focus_hit(int f)
{
    if (f == RF_RULES || f == RF_MENU)
        return (Hit){HIT_BUTTON, f == RF_RULES ? BTN_RULES : BTN_MENU};
    if (f >= RF_SEASON)
        return (Hit){HIT_SEASON, f - RF_SEASON};
    return (Hit){HIT_REPLAY, f};
}

/* Tab (the pad's X) takes the focus through the controls shown, Rules,
 * Menu and the season chips, Shift+Tab back, and past the last one back
 * to none; Enter, Space (A) press the one with the focus as a click would,
 * Esc (B) gives the focus up. Without it Enter steps forward and Esc
 * closes, as before. */
static bool focus_key(Replay *rp, const UiEvent *e, TableAction *out)
{
    SDL_Rect r[RF_COUNT];
    focus_rects(&rp->tv, r);
    if (rp->focus >= 0 && (rp->focus >= RF_COUNT || r[rp->focus].w <= 0))
        rp->focus = -1; /* (Review is shown only for a finished game) */
    if (e->kind != UI_KEY)
        return false;
    if (e->key == KEY_NEXT) {
        int at = rp->focus;
        do
            at = e->shift ? (at < 0 ? RF_COUNT - 1 : at - 1) : (at + 1 >= RF_COUNT ? -1 : at + 1);
        while (at >= 0 && r[at].w <= 0);
        rp->focus = at;
        *out = (TableAction){.kind = ACT_NONE};
        return true;
    }
    if (rp->focus < 0)
        return false;
    if (e->key == KEY_CANCEL) {
        rp->focus = -1;
        *out = (TableAction){.kind = ACT_NONE};
        return true;
    }
    if (e->key != KEY_CONFIRM && e->key != KEY_SPACE)
        return false;
    bool enabled = rp->focus >= RB_COUNT || button_enabled(&rp->tv, rp->focus);
    *out = (TableAction){.kind = enabled ? ACT_BUTTON : ACT_NONE};
    out->hit = focus_hit(rp->focus);
    return true;
}

static bool event(void *self, Ui *ui, const UiEvent *e)
{
    Replay *rp = self;
    TableView *tv = &rp->tv;
    if (!rp->source)
        return false;
    table_view_layout(tv);
    TableAction pressed;
    if (focus_key(rp, e, &pressed))
        return pressed.kind == ACT_NONE || action(rp, ui, &pressed);
    if (e->kind == UI_PRESS)
        rp->focus = -1; /* a click gives the focus up */
    if (e->kind == UI_KEY && e->key == KEY_CHAR && (e->ch == 'v' || e->ch == 'V')) {
        review(rp, ui);
        return true;
    }
    Hit over = {HIT_NONE, 0};
    if (e->kind == UI_POINTER_MOVE || e->kind == UI_PRESS || e->kind == UI_RELEASE)
        over = controls_hit(tv, e->x, e->y);
    TableAction actions[2];
    int n = hit_interpret(tv, e, over, actions);
    bool changed = false;
    for (int i = 0; i < n; i++)
        changed |= action(rp, ui, &actions[i]);
    return changed;
}

static void draw(void *self, Ui *ui)
{
    Replay *rp = self;
    if (!rp->source) {
        draw_desk(ui->gfx);
        return;
    }
    table_draw(&rp->tv);
    draw_controls(&rp->tv);
    SDL_Rect r[RF_COUNT];
    focus_rects(&rp->tv, r);
    if (focus_visible(ui->gfx) && rp->focus >= 0 && rp->focus < RF_COUNT && r[rp->focus].w > 0)
        focus_draw_ring(ui->gfx, r[rp->focus], gfx_rect(0, 0, ui->gfx->m.w, ui->gfx->m.h));
    table_draw_tooltip(&rp->tv);
}

static void *create(Ui *ui)
{
    Replay *rp = calloc(1, sizeof *rp);
    if (rp)
        table_view_init(&rp->tv, ui, VIEW_REPLAY);
    return rp;
}

static void destroy(void *self)
{
    Replay *rp = self;
    if (!rp)
        return;
    table_view_free(&rp->tv);
    session_free(rp->owned);
    free(rp);
}

/* Tests: where the buttons are (a button not shown is not named), Rules,
 * Menu and the season chips ("season_0".."season_3"), and the one with the
 * focus ("focus", empty for none). */
static void report(void *self, Ui *ui, ScreenReport *r)
{
    Replay *rp = self;
    (void)ui;
    static const char *const names[RB_COUNT] = {"start", "back", "forward", "end", "review", "close"};
    if (!rp->source)
        return;
    SDL_Rect b[RF_COUNT];
    focus_rects(&rp->tv, b);
    for (int i = 0; i < RB_COUNT; i++)
        if (b[i].w > 0)
            r->spot(r, names[i], b[i]);
    r->spot(r, "rules", b[RF_RULES]);
    r->spot(r, "menu", b[RF_MENU]);
    for (int s = 0; s < LAYOUT_SEASONS; s++)
        report_spot(r, b[RF_SEASON + s], "season_%d", s);
    r->spot(r, "focus", rp->focus >= 0 && rp->focus < RF_COUNT ? b[rp->focus] : gfx_rect(0, 0, 0, 0));
}

static void match_changed(void *self, Ui *ui, const MatchEvent *e)
{
    Replay *rp = self;
    (void)ui;
    if (e->kind == MATCH_INSTALLED && !rp->owned)
        rp->source = NULL; /* the game watched is gone: nothing more is shown of it */
}

const ScreenType *replay_screen(void)
{
    static const ScreenType type = {
        .name = "replay", .opaque = true, .create = create, .destroy = destroy, .enter = enter, .leave = leave,
        .event = event, .draw = draw, .match_changed = match_changed, .report = report,
    };
    return &type;
}
