/* table.c: the play table screen (see table.h). */
#include "table.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "demo.h"
#include "draw.h"
#include "fileio.h"
#include "gfx.h"
#include "game_code.h"
#include "hit.h"
#include "i18n.h"
#include "look.h"
#include "match_think.h"
#include "messages.h"
#include "names.h"
#include "overlay.h"
#include "platform.h"
#include "play.h"
#include "share.h"
#include "status.h"
#include "table_sound.h"
#include "tutorial.h"
#include "tutorial_draw.h"
#include "tutorial_progress.h"
#include "tutorial_start.h"
#include "view.h"

typedef struct Table {
    TableView tv;
    /* a computer's move shown as the ghost before it is committed */
    bool showing;
    Uint32 show_until; /* SDL_GetTicks */
    char lang[16];     /* the language the status line was made in */
    /* solo take-back (docs/rules.md §10d): the first Undo after a reveal
     * only warns; the move count + 1 it warned at, 0 for none */
    int takeback_asked;
    bool took_back; /* the undo just made was such a take-back */
    Tutorial tut;      /* the guided first game's lessons, when this is its game */
} Table;

TableView *table_view_of(void *self) { return &((Table *)self)->tv; }

const Tutorial *table_tutorial_of(void *self) { return &((Table *)self)->tut; }

static Match *match_of(const Table *t) { return t->tv.ui->match; }

/* The table is what the player sees now, with nothing laid over it. */
static bool visible(const Table *t)
{
    return t->tv.ui->top == t && t->tv.mode == VIEW_PLAY && t->tv.st.overlay == OVERLAY_NONE;
}

/* ---- the game shown ---- */

static void sync(Table *t)
{
    const Match *m = match_of(t);
    if (match_has_game(m))
        table_view_show(&t->tv, match_game(m), match_session(m));
}

/* The player at the screen, whose moves Undo takes back. */
static int undo_actor(const Table *t)
{
    const Game *g = &t->tv.game;
    if (g->settings.players <= 1)
        return 0;
    if (t->tv.st.overlay == OVERLAY_HANDOVER || t->tv.st.overlay == OVERLAY_GAME_OVER)
        return match_last_actor(match_of(t)); /* the screen is still theirs */
    if (t->tv.st.last_actor >= 0)
        return t->tv.st.last_actor;
    return g->decision.actor;
}

static bool hint_enabled(const Table *t)
{
    const Match *m = match_of(t);
    return t->tv.mode == VIEW_PLAY && match_has_game(m) && visible(t) && t->tv.game.decision.kind != DECISION_NONE &&
           !match_computer_turn(m) && match_hint_state(m) != HINT_THINKING;
}

/* What the bars' buttons can do, for drawing and tooltips. */
static void refresh_buttons(Table *t)
{
    TableView *tv = &t->tv;
    const Match *m = match_of(t);
    SessionRefusal why;
    bool play = tv->mode == VIEW_PLAY && match_has_game(m);
    tv->can_undo = play && match_can_undo(m, undo_actor(t), &why);
    tv->undo_marks = tv->can_undo && match_undo_marks(m, undo_actor(t));
    if (play)
        match_refusal_text(m, &why, tv->undo_why, sizeof tv->undo_why);
    else
        snprintf(tv->undo_why, sizeof tv->undo_why, "%s", msg_no_game());
    tv->can_redo = play && match_can_redo(m, tv->game.decision.actor, &why);
    if (play)
        match_refusal_text(m, &why, tv->redo_why, sizeof tv->redo_why);
    else
        snprintf(tv->redo_why, sizeof tv->redo_why, "%s", msg_no_game());
    tv->can_hint = hint_enabled(t);
    tv->computer_turn = play && match_computer_turn(m);
    tv->not_on_disk = play && match_not_on_disk(m, NULL, 0);
    const BotChoice *hint = match_hint(m);
    const UiState *st = &tv->st;
    tv->hint_shown =
        hint && st->placed && st->preview.valid && st->preview.legal && think_same_move(&st->preview.move, &hint->move);
    if (hint)
        tv->hint = *hint;
}

/* The screen is handed to `actor` for the map of `sheet`. */
static void hand_to(Table *t, int actor, int sheet)
{
    t->tv.st.last_actor = actor;
    t->tv.st.last_sheet = sheet;
}

/* Hot-seat: whether passing the screen to `actor` (for the map of `sheet`)
 * needs a hand-over screen: another player takes the mouse, or the same
 * player goes on to draw on someone else's map (whose owner would take the
 * mouse when it appears). Never to a computer; with only one human at the
 * table the screen is always theirs (this records it as theirs). */
static bool needs_handover(Table *t, int actor, int sheet)
{
    const Match *m = match_of(t);
    if (match_is_computer(m, actor))
        return false;
    int humans = 0;
    for (int p = 0; p < t->tv.game.settings.players; p++)
        humans += !match_is_computer(m, p);
    if (humans <= 1) {
        hand_to(t, actor, sheet);
        return false;
    }
    const UiState *st = &t->tv.st;
    if (actor != st->last_actor)
        return true;
    if (sheet != st->last_sheet && sheet != actor && !match_is_computer(m, sheet))
        return true;
    hand_to(t, actor, sheet); /* back on their own map, or on a computer's */
    return false;
}

static void due_overlay(Table *t);

/* Shows the next overlay that is due (season scored, game over, hand-over)
 * or none; under the not-saved box, which stays on top until closed. */
static void next_overlay(Table *t)
{
    UiState *st = &t->tv.st;
    bool box = st->overlay == OVERLAY_NOT_SAVED;
    due_overlay(t);
    if (box) {
        st->overlay_under = st->overlay;
        st->overlay = OVERLAY_NOT_SAVED;
    }
}

static void due_overlay(Table *t)
{
    UiState *st = &t->tv.st;
    const Game *g = &t->tv.game;
    st->overlay = OVERLAY_NONE;
    if (t->tv.mode != VIEW_PLAY)
        return;
    if (st->pending_season >= 0) {
        st->overlay = OVERLAY_SEASON;
        st->scored_season = st->pending_season;
        st->pending_season = -1;
    } else if (g->decision.kind == DECISION_NONE) {
        if (!st->game_over_seen) {
            st->overlay = OVERLAY_GAME_OVER;
            st->game_over_seen = true;
        }
    } else if (g->settings.players > 1 && needs_handover(t, g->decision.actor, g->decision.sheet)) {
        st->overlay = OVERLAY_HANDOVER;
    }
}

/* A solo ambush that fits one way is drawn by itself (the setting), once
 * nothing is laid over the table; the next one after its event. */
static void auto_moves(Table *t)
{
    bool lesson = tutorial_teaching(&t->tut); /* the tutorial teaches the ambush */
    if (t->tv.mode == VIEW_PLAY && t->tv.st.overlay == OVERLAY_NONE && !lesson &&
        settings_get(&t->tv.ui->profile->settings, SET_AUTO_AMBUSH))
        match_draw_forced_ambush(match_of(t));
}

/* The spaces of sheet p that differ between two games: terrain, ruins
 * drawn over, destroyed spaces and hero marks. */
static Bitboard changed_spaces(const Game *a, const Game *b, int p)
{
    const Sheet *x = &a->sheets[p], *y = &b->sheets[p];
    Bitboard changed = bb_xor(x->marks, y->marks);
    for (int c = 0; c < CONTENT_COUNT; c++)
        changed = bb_or(changed, bb_xor(x->board.layer[c], y->board.layer[c]));
    return changed;
}

/* Keeps the spaces a move changed on its sheet for the "recent" outline
 * when someone other than the sheet's owner made it (a computer, the
 * neighbour drawing a monster, an ambush drawn by itself); the owner's own
 * draw clears them. Moves for one card add up (a draw, then a Troll's
 * space). */
static void note_recent(Table *t, const Game *before, const MatchEvent *e)
{
    int p = e->sheet;
    if (p < 0 || p >= MAX_PLAYERS)
        return;
    UiState *st = &t->tv.st;
    bool by_other = e->automatic || e->actor != p || e->by_computer;
    if (!by_other) {
        st->recent[p] = bb_empty();
        return;
    }
    int card = before->season * 64 + before->row_len;
    if (st->recent_card[p] != card)
        st->recent[p] = bb_empty();
    st->recent_card[p] = card;
    st->recent_by[p] = e->actor;
    st->recent[p] = bb_or(st->recent[p], changed_spaces(before, &t->tv.game, p));
}

static void configure_animations(Table *t)
{
    const UiArgs *a = t->tv.ui->args;
    bool allowed = !a->screenshot && !a->no_animations && !SDL_getenv("CARTOGRAPHERS_NO_ANIMATIONS");
    anim_configure(&t->tv.anim, allowed, settings_animation_ms(&t->tv.ui->profile->settings));
}

/* After a move went into the game (committed or redone) and the table's
 * game was synced: the season overlay due, the animations, the options and
 * the next overlay. */
static void settle(Table *t, const Game *before, int season_scored)
{
    if (season_scored >= 0)
        t->tv.st.pending_season = season_scored;
    configure_animations(t);
    anim_note(&t->tv, before);
    play_refresh(&t->tv);
    next_overlay(t);
}

/* ---- the tutorial ---- */

/* Keeps the tutorial's step in the data folder when it changed. */
static void tutorial_keep(Table *t)
{
    if (!t->tut.active || !t->tut.step_changed)
        return;
    t->tut.step_changed = false;
    TutorialProgress tp = {true, t->tut.chapter, t->tut.step, t->tut.moves, tutorial_step_final(t->tut.step)};
    char err[SESSION_MESSAGE_MAX];
    if (!tutorial_progress_save(t->tv.ui->profile, &tp, err, sizeof err))
        fprintf(stderr, "cartographers: %s\n", err);
}

/* A game was installed: the tutorial's lessons go on when it is the
 * tutorial's game, just started from the menu or kept unfinished. */
static void tutorial_installed(Table *t)
{
    TableView *tv = &t->tv;
    Ui *ui = tv->ui;
    int starting = ui->tutorial_starting; /* the chapter started from the menu */
    ui->tutorial_starting = false;
    tutorial_end(&t->tut);
    tv->always_confirm = false;
    int chapter = tutorial_chapter_of(&tv->game);
    if (!chapter)
        return;
    TutorialProgress tp;
    char err[SESSION_MESSAGE_MAX + 200];
    if (!tutorial_progress_load(ui->profile, &tp, err, sizeof err) && err[0])
        profile_notice(ui->profile, err);
    if (starting == chapter)
        tutorial_begin(&t->tut, tv, chapter == 2 ? TUT_H_WELCOME : TUT_WELCOME, 0);
    else if (tp.started && !tp.finished && tp.chapter == chapter)
        tutorial_begin(&t->tut, tv, tp.step, tp.moves);
    else
        return;
    tv->always_confirm = true; /* the tutorial teaches Confirm */
    tutorial_keep(t);
}

static void tutorial_follow(Table *t)
{
    tutorial_sync(&t->tut, &t->tv);
    tutorial_keep(t);
}

static void installed(Table *t, const MatchEvent *e)
{
    TableView *tv = &t->tv;
    ui_state_reset(&tv->st);
    t->showing = false;
    sync(t);
    past_rebuild(&tv->st.past, match_session(match_of(t)));
    tv->st.game_over_seen = game_over(&tv->game);
    play_refresh(tv);
    if (e->autoplayed && tv->game.settings.players > 1)
        hand_to(t, tv->game.decision.actor, tv->game.decision.sheet);
    next_overlay(t);
    if (e->how == INSTALL_RESUMED)
        table_status(tv, false, "%s", _("Welcome back: the game goes on where it stopped."));
    if (e->how == INSTALL_LOADED && e->kept[0])
        /* TRANSLATORS: the game loaded; the name the unfinished game was kept under. */
        table_status(tv, false,
                     _("Loaded \xE2\x80\x9C%s\xE2\x80\x9D. The unfinished game is kept as \xE2\x80\x9C%s\xE2\x80\x9D."),
                     e->title, e->kept);
    else if (e->how == INSTALL_LOADED)
        table_status(tv, false, _("Loaded \xE2\x80\x9C%s\xE2\x80\x9D."), e->title);
    else if (e->kept[0])
        /* TRANSLATORS: the name the unfinished game was saved under. */
        table_status(tv, false, _("The unfinished game is kept as \xE2\x80\x9C%s\xE2\x80\x9D (Menu, Load game)."),
                     e->kept);
    int campaign = e->campaign;
    if (e->how == INSTALL_NEW && campaign >= 0) {
        int threshold = 0;
        const CampaignGame *cg = campaign_game(campaign);
        const char *goal = cg && campaign_title_threshold(cg->goal, &threshold) ? _(game_title_name(threshold)) : "";
        /* TRANSLATORS: campaign game number, its name, the title to reach. */
        table_status(tv, false, _("Campaign game %d, %s: reach the title %s."), campaign + 1, name_campaign(campaign),
                     goal);
    }
    tutorial_installed(t);
    auto_moves(t);
}

/* One human among computers: when the turn comes back, the status line
 * says what happened since (at a table of humans the hand-over box does). */
static void tell_news(Table *t)
{
    TableView *tv = &t->tv;
    const Match *m = match_of(t);
    int actor = tv->game.decision.actor;
    if (tv->st.overlay != OVERLAY_NONE || tv->game.decision.kind == DECISION_NONE || match_is_computer(m, actor) ||
        news_count(&tv->st.news, actor) == 0)
        return;
    char lines[sizeof tv->st.status - 60];
    news_join(&tv->st.news, actor, lines, sizeof lines);
    size_t len = strlen(lines);
    if (len + 1 >= sizeof lines) { /* cut: an ellipsis after the last whole character */
        len = sizeof lines - 4;
        while (len > 0 && ((unsigned char)lines[len] & 0xC0) == 0x80)
            len--;
        snprintf(lines + len, sizeof lines - len, "%s", "\xE2\x80\xA6");
    }
    /* TRANSLATORS: what the other players did, in short lines joined with "; ". */
    table_status(tv, false, _("Since your last turn: %s."), lines);
}

static void moved(Table *t, const MatchEvent *e)
{
    Game before = t->tv.game;
    t->showing = false;
    sync(t);
    note_recent(t, &before, e);
    news_note_move(&t->tv.st.news, &before, &t->tv.game, &e->move, e->actor, e->sheet, e->season_scored,
                   (const char(*)[SEAT_NAME_MAX])t->tv.names);
    past_note(&t->tv.st.past, &before, &t->tv.game, &e->move);
    settle(t, &before, e->season_scored);
    if (e->automatic && t->tv.st.overlay == OVERLAY_NONE)
        table_status(&t->tv, false, "%s", _("The ambush was drawn by itself: it fits only one way."));
    else if (e->by_computer)
        tell_news(t);
    auto_moves(t);
}

static void undone(Table *t)
{
    TableView *tv = &t->tv;
    t->showing = false;
    sync(t);
    news_reset(&tv->st.news); /* what they said may have been taken back */
    past_forget_unscored(&tv->st.past, &tv->game);
    for (int p = 0; p < MAX_PLAYERS; p++) /* outline only what is still drawn */
        tv->st.recent[p] =
            bb_and(tv->st.recent[p], bb_or(board_filled(&tv->game.sheets[p].board), tv->game.sheets[p].marks));
    if (tv->st.overlay == OVERLAY_HANDOVER) /* the screen stays with who undid */
        hand_to(t, tv->game.decision.actor, tv->game.decision.sheet);
    play_refresh(tv);
    next_overlay(t);
    char again[sizeof tv->st.status];
    snprintf(again, sizeof again, "%s", tv->st.status);
    if (t->took_back)
        /* TRANSLATORS: then what to do now. */
        table_status(tv, false, _("Taken back; this game no longer counts. %s"), again);
    else
        table_status(tv, false, _("Undone. %s"), again);
    t->took_back = false;
}

static void redone(Table *t, const MatchEvent *e)
{
    TableView *tv = &t->tv;
    Game before = tv->game;
    t->showing = false;
    sync(t);
    past_note(&tv->st.past, &before, &tv->game, &e->move);
    settle(t, &before, e->season_scored);
    if (tv->st.overlay == OVERLAY_NONE) {
        char again[sizeof tv->st.status];
        snprintf(again, sizeof again, "%s", tv->st.status);
        table_status(tv, false, _("Redone. %s"), again);
    }
}

/* Centipoints to whole points, rounded half away from zero. */
static int points(int centi) { return centi >= 0 ? (centi + 50) / 100 : -((-centi + 50) / 100); }

static void hint_ready(Table *t)
{
    const BotChoice *c = match_hint(match_of(t));
    if (!c || !play_show_move(&t->tv, &c->move)) {
        table_status(&t->tv, true, "%s", _("The hint cannot be shown."));
        return;
    }
    /* TRANSLATORS: %+d: the points the strong player expects the move to add by the end of the game, e.g. +4. */
    table_status(&t->tv, false,
                 _("Hint: the strong player's move, about %+d by the end. Confirm (Enter) takes it, or "
                   "place your own."),
                 points(c->gain));
}

static void show_not_saved(Table *t);

static void match_changed(void *self, Ui *ui, const MatchEvent *e)
{
    Table *t = self;
    (void)ui;
    if (t->tv.mode != VIEW_PLAY)
        return;
    table_sound_event(&t->tv, e); /* before the table syncs: it compares the game it showed */
    switch (e->kind) {
    case MATCH_INSTALLED:
        installed(t, e);
        break;
    case MATCH_MOVED:
        moved(t, e);
        break;
    case MATCH_UNDONE:
        undone(t);
        break;
    case MATCH_REDONE:
        redone(t, e);
        break;
    case MATCH_KEPT:
        /* TRANSLATORS: the name the unfinished game was saved under. */
        table_status(&t->tv, false, _("The unfinished game is kept as \xE2\x80\x9C%s\xE2\x80\x9D (Menu, Load game)."),
                     e->text);
        break;
    case MATCH_SAVED:
        table_status(&t->tv, false, _("Saved as \xE2\x80\x9C%s\xE2\x80\x9D."), e->title);
        break;
    case MATCH_HINT_READY:
        hint_ready(t);
        break;
    case MATCH_HINT_FAILED:
        table_status(&t->tv, true, "%s", _("The hint cannot be shown."));
        break;
    case MATCH_WARNING:
        table_status(&t->tv, true, "%s", e->text);
        break;
    case MATCH_NOT_SAVED:
        table_status(&t->tv, true, "%s", e->text);
        show_not_saved(t);
        break;
    default:
        break;
    }
    if (e->kind == MATCH_MOVED || e->kind == MATCH_UNDONE || e->kind == MATCH_REDONE)
        tutorial_follow(t);
}

/* ---- a computer's turn ---- */

/* How long a computer's move stays on screen before it is drawn: with the
 * animation speed; at once without animations. */
static Uint32 show_ms(const Table *t)
{
    if (!t->tv.anim.enabled)
        return 0;
    int ms = t->tv.anim.ms > 0 ? t->tv.anim.ms : ANIM_MS;
    return (Uint32)ms * 4u;
}

static void show_status(Table *t, const Move *m)
{
    TableView *tv = &t->tv;
    const Decision *d = &tv->game.decision;
    char who[SEAT_NAME_MAX + 40];
    match_player_label(match_of(t), d->actor, who, sizeof who);
    const Card *c = card_get(d->card);
    if (d->kind == DECISION_AMBUSH && d->actor != d->sheet)
        table_status(tv, false, _("%s draws %s on %s's map"), who, name_card(c), tv->names[d->sheet]);
    else if (m->kind == MOVE_HERO)
        /* TRANSLATORS: a player, a hero's name. */
        table_status(tv, false, _("%s places %s."), who, name_card(c));
    else if (m->kind == MOVE_DESTROY)
        /* TRANSLATORS: a player. */
        table_status(tv, false, _("%s destroys this space."), who);
    else if (tv->game.settings.players > 1)
        /* TRANSLATORS: a player, a card, whose map, a terrain. */
        table_status(tv, false, _("%s draws %s on %s's map (%s)."), who, name_card(c), tv->names[d->sheet],
                     name_terrain((Content)m->terrain));
    else
        /* TRANSLATORS: a player, a card, a terrain. */
        table_status(tv, false, _("%s draws %s here (%s)."), who, name_card(c), name_terrain((Content)m->terrain));
}

static bool tick(void *self, Ui *ui)
{
    Table *t = self;
    (void)ui;
    Move m;
    if (!visible(t) || !match_computer_move(match_of(t), &m)) {
        if (t->showing && !match_computer_turn(match_of(t)))
            t->showing = false;
        return false;
    }
    if (!t->showing) {
        configure_animations(t);
        t->showing = true;
        t->show_until = SDL_GetTicks() + show_ms(t);
        if (!play_show_move(&t->tv, &m))
            t->show_until = SDL_GetTicks(); /* cannot be shown as a ghost: draw it at once */
        else
            show_status(t, &m);
        if (show_ms(t) > 0)
            return true;
    }
    if (!SDL_TICKS_PASSED(SDL_GetTicks(), t->show_until))
        return false;
    t->showing = false;
    Refusal why;
    if (!match_commit_computer(match_of(t), &why)) {
        char err[ERROR_MAX];
        msg_refusal(&why, err, sizeof err);
        table_status(&t->tv, true, _("Not allowed: %s."), err);
    }
    return true;
}

/* ---- input ---- */

static void undo(Table *t, bool redo)
{
    SessionRefusal why;
    Match *m = match_of(t);
    int moves = match_has_game(m) ? session_move_count(match_session(m)) + 1 : 0;
    t->took_back = !redo && match_undo_marks(m, undo_actor(t));
    if (t->took_back && match_counts(m) && t->takeback_asked != moves) {
        /* a game that still counts: say what it costs, take back on the second Undo */
        t->takeback_asked = moves;
        t->took_back = false;
        table_status(&t->tv, true, "%s",
                     _("The next card is showing already: taking this draw back means the game no longer counts "
                       "for the campaign and the statistics. Undo again to take it back."));
        return;
    }
    t->takeback_asked = 0;
    bool ok = redo ? match_redo(m, t->tv.game.decision.actor, &why) : match_undo(m, undo_actor(t), &why);
    if (!ok) {
        t->took_back = false;
        char msg[SESSION_MESSAGE_MAX];
        match_refusal_text(m, &why, msg, sizeof msg);
        table_status(&t->tv, true, "%s", msg);
    }
}

static void hint(Table *t)
{
    refresh_buttons(t);
    if (!t->tv.can_hint)
        return;
    if (!match_hint_request(match_of(t))) {
        table_status(&t->tv, true, "%s", _("No hint right now; try again in a moment."));
        return;
    }
    table_status(&t->tv, false, "%s", _("Hint: thinking\xE2\x80\xA6"));
}

/* The not-saved box over whatever is showing (it comes back after). */
static void show_not_saved(Table *t)
{
    UiState *st = &t->tv.st;
    match_not_on_disk(match_of(t), st->not_saved_why, sizeof st->not_saved_why);
    platform_home_dir(st->home, sizeof st->home); /* where "Save a copy" writes */
    if (st->overlay != OVERLAY_NOT_SAVED)
        st->overlay_under = st->overlay;
    st->overlay = OVERLAY_NOT_SAVED;
}

static void close_not_saved(Table *t)
{
    UiState *st = &t->tv.st;
    st->overlay = st->overlay_under;
    st->overlay_under = OVERLAY_NONE;
    st->quit_asked = false;
    if (st->overlay == OVERLAY_NONE)
        next_overlay(t);
}

void table_ask_quit(void *self)
{
    Table *t = self;
    t->tv.st.quit_asked = true;
    show_not_saved(t);
}

/* The not-saved box's buttons: try the autosave again, save a copy in the
 * home folder, quit anyway, or play on. */
static bool not_saved_action(Table *t, Ui *ui, const TableAction *a)
{
    UiState *st = &t->tv.st;
    bool button = a->kind == ACT_BUTTON && a->hit.kind == HIT_OVERLAY_BUTTON;
    if (a->kind == ACT_HOVER) {
        bool changed = st->hover.kind != a->hit.kind || st->hover.index != a->hit.index;
        st->hover = a->hit;
        return changed;
    }
    if (button && a->hit.index == OVB_RETRY) {
        if (match_retry_autosave(match_of(t))) {
            close_not_saved(t);
            table_status(&t->tv, false, "%s", _("The game is saved again."));
        } else {
            match_not_on_disk(match_of(t), st->not_saved_why, sizeof st->not_saved_why);
        }
        return true;
    }
    if (button && a->hit.index == OVB_COPY) {
        char path[FILEIO_PATH_MAX], err[SESSION_MESSAGE_MAX];
        if (match_save_copy(match_of(t), st->home, path, sizeof path, err, sizeof err))
            close_not_saved(t); /* the status line says where (MATCH_SAVED) */
        else
            /* TRANSLATORS: why a copy of the game could not be saved. */
            snprintf(st->not_saved_why, sizeof st->not_saved_why, _("No copy could be saved either: %s"), err);
        return true;
    }
    if (button && a->hit.index == OVB_QUIT) {
        ui->quit_confirmed = true;
        ui_quit(ui);
        return true;
    }
    if (a->kind == ACT_CONFIRM || a->kind == ACT_CANCEL || (button && a->hit.index == OVB_CONTINUE)) {
        close_not_saved(t);
        return true;
    }
    return false;
}

/* Actions while an overlay is up: its buttons, Enter and Esc; Undo still
 * works while the screen has not been handed over. */
static bool overlay_action(Table *t, Ui *ui, const TableAction *a)
{
    UiState *st = &t->tv.st;
    if (st->overlay == OVERLAY_NOT_SAVED)
        return not_saved_action(t, ui, a);
    bool button = a->kind == ACT_BUTTON && a->hit.kind == HIT_OVERLAY_BUTTON;
    /* Esc does not hand the screen over: the next player says Ready */
    bool esc_closes = st->overlay != OVERLAY_HANDOVER;
    bool go_on =
        a->kind == ACT_CONFIRM || (a->kind == ACT_CANCEL && esc_closes) || (button && a->hit.index == OVB_CONTINUE);
    /* the bottom bar's Menu and Rules work over an overlay; so does Esc */
    if ((a->kind == ACT_BUTTON && a->hit.kind == HIT_BUTTON && a->hit.index == BTN_MENU) ||
        (a->kind == ACT_CANCEL && !esc_closes)) {
        ui_push(ui, SCREEN_MENU, 0);
        return true;
    }
    if (a->kind == ACT_BUTTON && a->hit.kind == HIT_BUTTON && a->hit.index == BTN_RULES) {
        ui_push(ui, SCREEN_RULES, 0);
        return true;
    }
    if (button && a->hit.index == OVB_NEW_GAME) {
        st->overlay = OVERLAY_NONE;
        ui_push(ui, SCREEN_MENU, 0);
        return true;
    }
    if (button && a->hit.index == OVB_COPY_CODE) {
        game_code_copy(&t->tv);
        return true;
    }
    if (button && a->hit.index == OVB_REPLAY) {
        ui_push_replay(ui, NULL);
        return true;
    }
    if (button && share_action(&t->tv, (OverlayButton)a->hit.index))
        return true;
    if ((button && a->hit.index == OVB_UNDO) || a->kind == ACT_UNDO) {
        if (st->overlay == OVERLAY_HANDOVER)
            undo(t, false);
        return true;
    }
    if (a->kind == ACT_HOVER) {
        bool changed = st->hover.kind != a->hit.kind || st->hover.index != a->hit.index;
        st->hover = a->hit;
        return changed;
    }
    if (!go_on)
        return false;
    if (st->overlay == OVERLAY_HANDOVER) {
        bool new_player = t->tv.game.decision.actor != st->last_actor;
        hand_to(t, t->tv.game.decision.actor, t->tv.game.decision.sheet);
        if (new_player) /* what was handed over is final: nobody undoes another's move */
            match_handover(match_of(t));
    }
    next_overlay(t);
    tutorial_follow(t);
    if (st->overlay == OVERLAY_NONE) {
        status_default(&t->tv);
        auto_moves(t);
    }
    return true;
}

/* During a computer's turn only looking, the menus, the rules and undo are
 * possible; true when the action was taken here. */
static bool computer_action(Table *t, const TableAction *a, bool *changed)
{
    *changed = false;
    if (!match_computer_turn(match_of(t)))
        return false;
    switch (a->kind) {
    case ACT_HOVER: /* look, but the ghost is the computer's */
        *changed = t->tv.st.hover.kind != a->hit.kind || t->tv.st.hover.index != a->hit.index;
        t->tv.st.hover = a->hit;
        return true;
    case ACT_BUTTON: /* tabs, menu, rules */
    case ACT_UNDO:   /* a human may still take back their own move */
    case ACT_REDO:
    case ACT_HINT:
        return false;
    default:
        return true; /* placing is the computer's now */
    }
}

static bool action(Table *t, Ui *ui, const TableAction *a)
{
    TableView *tv = &t->tv;
    UiState *st = &tv->st;
    if (tv->mode == VIEW_DEMO && a->kind != ACT_HOVER)
        return false; /* the demonstration sheet only shows hovers */
    if (st->overlay != OVERLAY_NONE)
        return overlay_action(t, ui, a);
    if (a->kind == ACT_HINT) {
        hint(t);
        return true;
    }
    if (a->kind == ACT_CONFIRM && view_result_button(tv, NULL)) {
        /* after "View map": the final box again, with its replay */
        st->overlay = OVERLAY_GAME_OVER;
        return true;
    }
    bool changed;
    if (computer_action(t, a, &changed))
        return changed;
    if (play_action(tv, a))
        return true;
    switch (a->kind) {
    case ACT_CANCEL:
        if (a->hit.kind == HIT_BUTTON)
            return true;
        /* Esc with nothing to take back: back to the own map, else the menu */
        if (st->view >= 0)
            st->view = -1;
        else
            ui_push(ui, SCREEN_MENU, 0);
        return true;
    case ACT_UNDO:
        undo(t, false);
        return true;
    case ACT_REDO:
        undo(t, true);
        return true;
    case ACT_BUTTON:
        if (a->hit.kind == HIT_TAB) {
            if (a->hit.index < 0 || a->hit.index >= tv->game.settings.players)
                return false;
            st->view = a->hit.index == tv->game.decision.sheet ? -1 : a->hit.index;
            return true;
        }
        if (a->hit.kind == HIT_BUTTON && a->hit.index == BTN_MENU)
            ui_push(ui, SCREEN_MENU, 0);
        else if (a->hit.kind == HIT_BUTTON && a->hit.index == BTN_RULES)
            ui_push(ui, SCREEN_RULES, 0);
        return true;
    default:
        return false;
    }
}

/* A press on the tutorial's box: its Next button, else nothing (the box
 * is not the table under it). True when the box took the event. */
static bool tutorial_box_event(Table *t, const UiEvent *e)
{
    TableView *tv = &t->tv;
    if (tv->st.overlay != OVERLAY_NONE && t->tut.step != TUT_SEASON && t->tut.step != TUT_END)
        return false;
    if (e->kind != UI_PRESS && e->kind != UI_RELEASE)
        return false;
    TutorialBox b;
    tutorial_box_layout(&t->tut, tv, &b);
    if (!gfx_contains(b.box, e->x, e->y))
        return false;
    if (e->kind == UI_PRESS && b.next.w > 0 && gfx_contains(b.next, e->x, e->y) && t->tut.step == TUT_END) {
        char err[SESSION_MESSAGE_MAX + 200];
        if (!tutorial_start_heroes(tv->ui, err, sizeof err)) /* the first game over: the second chapter */
            profile_notice(tv->ui->profile, err);
        return true;
    }
    if (e->kind == UI_PRESS && b.next.w > 0 && gfx_contains(b.next, e->x, e->y)) {
        tutorial_next(&t->tut, tv);
        tutorial_keep(t);
    }
    return true;
}

static bool event(void *self, Ui *ui, const UiEvent *e)
{
    Table *t = self;
    TableView *tv = &t->tv;
    if (!match_has_game(match_of(t)) && tv->mode == VIEW_PLAY)
        return false;
    table_view_layout(tv);
    refresh_buttons(t);
    Hit over = {HIT_NONE, 0};
    bool pointer = e->kind == UI_POINTER_MOVE || e->kind == UI_PRESS || e->kind == UI_RELEASE;
    if (tv->st.overlay != OVERLAY_NONE && pointer)
        over = overlay_hit_test(tv, e->x, e->y);
    if (t->tut.active && tutorial_box_event(t, e))
        return true;
    TableAction actions[2];
    int n = hit_interpret(tv, e, over, actions);
    bool changed = false;
    for (int i = 0; i < n; i++) {
        if (tutorial_filter(&t->tut, tv, &actions[i])) {
            tutorial_keep(t);
            changed = true;
            continue;
        }
        changed |= action(t, ui, &actions[i]);
        table_sound_action(tv, &actions[i]);
        tutorial_after(&t->tut, tv, &actions[i]);
        changed |= t->tut.step_changed;
        tutorial_keep(t);
    }
    return changed;
}

/* ---- drawing ---- */

static void draw(void *self, Ui *ui)
{
    Table *t = self;
    TableView *tv = &t->tv;
    if (tv->mode == VIEW_PLAY && !match_has_game(ui->match)) {
        draw_desk(ui->gfx);
        return;
    }
    if (tv->mode == VIEW_PLAY && strcmp(t->lang, i18n_language()) != 0) {
        /* the status line in the language chosen since */
        snprintf(t->lang, sizeof t->lang, "%s", i18n_language());
        if (tv->st.overlay == OVERLAY_NONE)
            status_default(tv);
    }
    refresh_buttons(t);
    tv->alone = ui->top == t && !t->tut.active; /* nothing over it: it may draw only what changed */
    table_draw(tv);
    if (tv->st.overlay != OVERLAY_NONE)
        overlay_draw(tv);
    else
        table_draw_tooltip(tv);
    if (tv->mode == VIEW_PLAY)
        tutorial_draw(&t->tut, tv);
}

static bool busy(void *self, Ui *ui)
{
    Table *t = self;
    (void)ui;
    return anim_running(&t->tv) || t->showing;
}

/* ---- the screen ---- */

bool table_showing(void *self) { return ((Table *)self)->showing; }

bool table_hint_enabled(void *self) { return hint_enabled(self); }

static void *create(Ui *ui)
{
    Table *t = calloc(1, sizeof *t);
    if (!t)
        return NULL;
    table_view_init(&t->tv, ui, ui->args->demo ? VIEW_DEMO : VIEW_PLAY);
    configure_animations(t);
    snprintf(t->lang, sizeof t->lang, "%s", i18n_language());
    if (t->tv.mode == VIEW_DEMO) {
        GameSettings s;
        char err[ERROR_MAX];
        uint64_t seed =
            ui->args->have_seed ? ui->args->seed : ((uint64_t)time(NULL) ^ SDL_GetPerformanceCounter()) % 1000000u;
        game_settings_init(&s, GAME_BASE, 1, seed);
        if (ui->args->side >= 0)
            s.side = (MapSide)ui->args->side;
        if (game_init(&t->tv.game, &s, err, sizeof err))
            demo_setup(&t->tv.game);
        snprintf(t->tv.names[0], sizeof t->tv.names[0], _("Player %d"), 1);
        play_refresh(&t->tv);
    }
    return t;
}

static void destroy(void *self)
{
    Table *t = self;
    if (!t)
        return;
    table_view_free(&t->tv);
    free(t);
}

const ScreenType *table_screen(void)
{
    static const ScreenType type = {
        "table", true, create, destroy, NULL, NULL, event, tick, draw, match_changed, busy,
    };
    return &type;
}
