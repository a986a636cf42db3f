/* table.c: the play table screen (see table.h). */
#include "table.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bar_focus.h"
#include "boxes.h"
#include "demo.h"
#include "draw.h"
#include "fileio.h"
#include "gfx.h"
#include "game_code.h"
#include "hit.h"
#include "i18n.h"
#include "look.h"
#include "match_net.h"
#include "match_think.h"
#include "messages.h"
#include "names.h"
#include "net_banner.h"
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
    bool take_hint; /* Enter was pressed while the hint was thinking: its move is taken once it comes */
    Tutorial tut;      /* the guided first game's lessons, when this is its game */
    int serial;        /* counts the games installed (the final box's notes are of one game) */
    /* which box is due next, and whose the screen is (hot-seat) */
    int pending_season;  /* a season was scored and its box not shown yet, or -1 */
    bool game_over_seen; /* the final box was shown for this game */
    int last_actor;      /* the player the screen was last handed to, -1 none */
    int last_sheet;      /* the map they were handed, -1 none */
} Table;

TableView *table_view_of(void *self) { return &((Table *)self)->tv; }

const Tutorial *table_tutorial_of(void *self) { return &((Table *)self)->tut; }

static Match *match_of(const Table *t) { return t->tv.ui->match; }

/* The table is what the player sees now, with nothing laid over it. */
static bool visible(const Table *t) { return ui_top(t->tv.ui) == SCREEN_TABLE && t->tv.mode == VIEW_PLAY; }

/* The box over the table (the highest of its boxes on the stack), or
 * SCREEN_TABLE when none is. */
static ScreenId box_over(const Table *t) { return ui_top_box(t->tv.ui); }

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
    if (box_over(t) == SCREEN_HANDOVER || box_over(t) == SCREEN_FINAL)
        return match_last_actor(match_of(t)); /* the screen is still theirs */
    if (t->last_actor >= 0)
        return t->last_actor;
    return g->decision.actor;
}

/* Hint may be asked for, the table's being on top aside. */
static bool hint_possible(const Table *t)
{
    const Match *m = match_of(t);
    return t->tv.mode == VIEW_PLAY && match_has_game(m) && t->tv.game.decision.kind != DECISION_NONE &&
           !match_computer_turn(m) && match_hint_state(m) != HINT_THINKING;
}

static bool hint_enabled(const Table *t) { return hint_possible(t) && visible(t); }

/* A network game's marks on the tabs: who is drawing, who has drawn, who
 * is away (none for this seat's own tab, nor at one screen). */
static void net_marks(const Match *m, NetMark marks[MAX_PLAYERS])
{
    MatchNet *n = match_net(m);
    for (int p = 0; p < MAX_PLAYERS; p++) {
        marks[p] = NET_MARK_NONE;
        if (!n || p == match_net_seat(n) || match_net_state(n) != NET_PLAYING)
            continue;
        NetSeatInfo info;
        match_net_seat_info(n, p, &info);
        NetTurn turn = match_net_turn(n, p);
        if (info.state == NET_SEAT_AWAY)
            marks[p] = NET_MARK_AWAY;
        else if (turn == NET_TURN_DECIDING)
            marks[p] = NET_MARK_DRAWING;
        else if (turn == NET_TURN_DONE)
            marks[p] = NET_MARK_DONE;
    }
}

/* What the bars' buttons can do, for drawing, tooltips and the boxes:
 * asked of the match once per game event (after a match event, an action
 * of the table's or a box's answer), never while drawing. */
static void refresh_facts(Table *t)
{
    TableView *tv = &t->tv;
    const Match *m = match_of(t);
    SessionRefusal why;
    bool play = tv->mode == VIEW_PLAY && match_has_game(m);
    tv->facts.can_undo = play && match_can_undo(m, undo_actor(t), &why);
    tv->facts.undo_marks = tv->facts.can_undo && match_undo_marks(m, undo_actor(t));
    if (play)
        match_refusal_text(m, &why, tv->facts.undo_why, sizeof tv->facts.undo_why);
    else
        snprintf(tv->facts.undo_why, sizeof tv->facts.undo_why, "%s", msg_no_game());
    tv->facts.can_redo = play && match_can_redo(m, tv->game.decision.actor, &why);
    if (play)
        match_refusal_text(m, &why, tv->facts.redo_why, sizeof tv->facts.redo_why);
    else
        snprintf(tv->facts.redo_why, sizeof tv->facts.redo_why, "%s", msg_no_game());
    tv->facts.hint_ready = hint_possible(t);
    tv->facts.can_hint = hint_enabled(t);
    tv->facts.computer_turn = play && match_computer_turn(m);
    tv->facts.not_on_disk = play && match_not_on_disk(m, NULL, 0);
    net_marks(m, tv->facts.net_mark);
    net_banner_update(&tv->facts, m);
    tv->facts.home = match_net(m) ? match_net_seat(match_net(m)) : -1;
    const BotChoice *hint = match_hint(m);
    const TableMove *mv = &tv->move;
    tv->facts.hint_shown =
        hint && mv->placed && mv->preview.valid && mv->preview.legal && think_same_move(&mv->preview.move, &hint->move);
    if (hint)
        tv->facts.hint = *hint;
}

/* A new game on the table: no box due, the screen nobody's yet. */
static void forget_game(Table *t)
{
    t->pending_season = -1;
    t->game_over_seen = false;
    t->last_actor = -1;
    t->last_sheet = -1;
}

/* The screen is handed to `actor` for the map of `sheet`. */
static void hand_to(Table *t, int actor, int sheet)
{
    if (actor != t->last_actor && t->tv.move.bar >= 0) { /* the next player's keys start on the move */
        t->tv.move.bar = -1;
        t->tv.move.hover = (Hit){HIT_NONE, -1}; /* and what the focus showed goes with it */
    }
    t->last_actor = actor;
    t->last_sheet = sheet;
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
    if (match_net(m)) { /* a network game: each draws at their own screen, the host's players in turn */
        MatchNet *n = match_net(m);
        if (actor != match_net_seat(n) || match_net_turn(n, actor) != NET_TURN_DECIDING)
            return false; /* waiting for the others: the screen stays whose it was */
        if (t->last_actor >= 0 && actor != t->last_actor && match_net_local_seats(n) > 1)
            return true;
        hand_to(t, actor, sheet);
        return false;
    }
    int humans = 0;
    for (int p = 0; p < t->tv.game.settings.players; p++)
        humans += !match_is_computer(m, p);
    if (humans <= 1) {
        hand_to(t, actor, sheet);
        return false;
    }
    if (actor != t->last_actor)
        return true;
    if (sheet != t->last_sheet && sheet != actor && !match_is_computer(m, sheet))
        return true;
    hand_to(t, actor, sheet); /* back on their own map, or on a computer's */
    return false;
}

/* After winter's scoring a Giant Troll's space changes no score any more
 * (docs/rules.md §10b): a human's pick then is made by itself (the first
 * space it may take), with no hand-over for it. */
static bool idle_troll(const Table *t)
{
    const Game *g = &t->tv.game;
    return t->tv.mode == VIEW_PLAY && g->decision.kind == DECISION_TROLL && game_seasons_scored(g) >= SEASONS &&
           !match_is_computer(match_of(t), g->decision.actor);
}

/* Pushes the next box that is due (the season scored, the final scores, a
 * hand-over), one at a time: while one of the table's boxes is up (the
 * not-saved box among them) the next waits until it closes. */
static void next_box(Table *t)
{
    const Game *g = &t->tv.game;
    Ui *ui = t->tv.ui;
    if (t->tv.mode != VIEW_PLAY || box_over(t) != SCREEN_TABLE)
        return;
    if (t->pending_season >= 0) {
        ui_push(ui, SCREEN_SEASON, t->pending_season);
        t->pending_season = -1;
    } else if (g->decision.kind == DECISION_NONE) {
        if (!t->game_over_seen) {
            ui_push(ui, SCREEN_FINAL, t->serial);
            t->game_over_seen = true;
        }
    } else if (g->settings.players > 1 && !idle_troll(t) && needs_handover(t, g->decision.actor, g->decision.sheet)) {
        ui_push(ui, SCREEN_HANDOVER, 0);
    }
}

/* A solo ambush that fits one way is drawn by itself (the setting), and a
 * human's Giant Troll pick after winter (idle_troll), once nothing is laid
 * over the table; the next one after its event. */
static void auto_moves(Table *t)
{
    bool lesson = tutorial_teaching(&t->tut); /* the tutorial teaches the ambush */
    if (t->tv.mode != VIEW_PLAY || box_over(t) != SCREEN_TABLE)
        return;
    if (idle_troll(t)) {
        Move moves[BOARD_SPACES];
        if (game_legal_moves(&t->tv.game, moves, BOARD_SPACES) > 0)
            match_apply(match_of(t), &moves[0], true, NULL);
        return;
    }
    if (!lesson && settings_get(&t->tv.ui->profile->settings, SET_AUTO_AMBUSH))
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
    TableFacts *f = &t->tv.facts;
    bool by_other = e->automatic || e->actor != p || e->by_computer;
    if (!by_other) {
        f->recent[p] = bb_empty();
        return;
    }
    int card = before->season * 64 + before->row_len;
    if (f->recent_card[p] != card)
        f->recent[p] = bb_empty();
    f->recent_card[p] = card;
    f->recent_by[p] = e->actor;
    f->recent[p] = bb_or(f->recent[p], changed_spaces(before, &t->tv.game, p));
}

static void configure_animations(Table *t)
{
    const UiArgs *a = t->tv.ui->args;
    bool allowed = !a->screenshot && !a->no_animations && !platform_getenv("CARTOGRAPHERS_NO_ANIMATIONS");
    anim_configure(&t->tv.ds.anim, allowed, settings_animation_ms(&t->tv.ui->profile->settings));
}

/* After a move went into the game (committed or redone) and the table's
 * game was synced: the season's box due, the animations, the options and
 * the next box. */
static void settle(Table *t, const Game *before, int season_scored)
{
    if (season_scored >= 0)
        t->pending_season = season_scored;
    configure_animations(t);
    anim_note(&t->tv, before);
    play_refresh(&t->tv);
    next_box(t);
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
    bool kept = tp.started && !tp.finished && tp.chapter == chapter;
    /* a step reached before the first move fits a new game of the chapter
     * too (its deal is fixed): the game is not on disk until a move */
    if (kept && (starting != chapter || tp.moves == 0))
        tutorial_begin(&t->tut, tv, box_over(t), tp.step, tp.moves);
    else if (starting == chapter)
        tutorial_begin(&t->tut, tv, box_over(t), chapter == 2 ? TUT_H_WELCOME : TUT_WELCOME, 0);
    else
        return;
    tv->always_confirm = true; /* the tutorial teaches Confirm */
    tutorial_keep(t);
}

static void tutorial_follow(Table *t)
{
    tutorial_sync(&t->tut, &t->tv, box_over(t));
    tutorial_keep(t);
}

static void installed(Table *t, const MatchEvent *e)
{
    TableView *tv = &t->tv;
    for (ScreenId b = SCREEN_HANDOVER; b <= SCREEN_NOT_SAVED; b++)
        ui_close(tv->ui, b); /* the boxes of the game replaced */
    t->serial++;
    table_move_reset(&tv->move);
    table_facts_reset(&tv->facts);
    forget_game(t);
    t->showing = false;
    sync(t);
    past_rebuild(&tv->facts.past, match_session(match_of(t)));
    /* what each player missed since their last turn, from the moves kept */
    news_rebuild(&tv->facts.news, match_session(match_of(t)), (const char(*)[SEAT_NAME_MAX])tv->names,
                 tv->strength);
    t->game_over_seen = game_over(&tv->game);
    play_refresh(tv);
    if (e->autoplayed && tv->game.settings.players > 1)
        hand_to(t, tv->game.decision.actor, tv->game.decision.sheet);
    next_box(t);
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
    if (e->how == INSTALL_NEW && campaign >= 0 && !e->kept[0]) { /* (where the old game went matters more) */
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
 * says what happened since (at a table of humans the hand-over box does),
 * unless what to do now is more than drawing the card on the own map: a
 * monster for another map, a hero, a space to destroy, the ruins' rule.
 * That instruction stays. Never in a network game: everybody draws at
 * once, each card comes with the others' drawings of the last (outlined on
 * their maps), and the table is told again and again that something
 * changed (a friend away or back, the clocks), each time taking the card's
 * instruction away; there the status line says what to do. */
static void tell_news(Table *t)
{
    TableView *tv = &t->tv;
    const Match *m = match_of(t);
    const Decision *d = &tv->game.decision;
    int actor = d->actor;
    bool plain = d->kind == DECISION_DRAW && d->sheet == actor && !d->ruins_needed && !d->single_only;
    if (match_net(m) || box_over(t) != SCREEN_TABLE || d->kind == DECISION_NONE || !plain ||
        match_is_computer(m, actor) || match_computer_turn(m) || news_count(&tv->facts.news, actor) == 0)
        return;
    char lines[sizeof tv->facts.status - 60];
    news_join(&tv->facts.news, actor, lines, sizeof lines);
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

/* The Giant Troll's pick made by itself after winter (idle_troll). */
static void troll_note(Table *t, const MatchEvent *e)
{
    char space[8];
    snprintf(space, sizeof space, "%c%d", 'A' + bb_row(e->move.at), bb_col(e->move.at) + 1);
    if (t->tv.game.settings.players > 1)
        /* TRANSLATORS: a space (e.g. D5), a player. */
        table_status(&t->tv, false,
                     _("After winter the Giant Troll destroyed %s on %s's map by itself: nothing scores any more."),
                     space, t->tv.names[e->sheet]);
    else
        /* TRANSLATORS: a space (e.g. D5). */
        table_status(&t->tv, false, _("After winter the Giant Troll destroyed %s by itself: nothing scores any more."),
                     space);
}

static void moved(Table *t, const MatchEvent *e)
{
    Game before = t->tv.game;
    t->showing = false;
    sync(t);
    note_recent(t, &before, e);
    news_note_move(&t->tv.facts.news, &before, &t->tv.game, &e->move, e->actor, e->sheet, e->season_scored,
                   (const char(*)[SEAT_NAME_MAX])t->tv.names, t->tv.strength);
    past_note(&t->tv.facts.past, &before, &t->tv.game, &e->move);
    settle(t, &before, e->season_scored);
    if (e->automatic && e->move.kind == MOVE_DESTROY)
        troll_note(t, e);
    else if (e->automatic && box_over(t) == SCREEN_TABLE)
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
    news_reset(&tv->facts.news); /* what they said may have been taken back */
    past_forget_unscored(&tv->facts.past, &tv->game);
    for (int p = 0; p < MAX_PLAYERS; p++) /* outline only what is still drawn */
        tv->facts.recent[p] =
            bb_and(tv->facts.recent[p], bb_or(board_filled(&tv->game.sheets[p].board), tv->game.sheets[p].marks));
    play_refresh(tv);
    next_box(t);
    char again[sizeof tv->facts.status];
    snprintf(again, sizeof again, "%s", tv->facts.status);
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
    past_note(&tv->facts.past, &before, &tv->game, &e->move);
    settle(t, &before, e->season_scored);
    if (box_over(t) == SCREEN_TABLE) {
        char again[sizeof tv->facts.status];
        snprintf(again, sizeof again, "%s", tv->facts.status);
        table_status(tv, false, _("Redone. %s"), again);
    }
}

/* The hint's move lies on the map as the player's ghost; its one number is
 * the ghost's "+N" (what it adds to the projected total, as for any
 * placement), so the status line repeats none. */
static void hint_arrived(Table *t)
{
    const BotChoice *c = match_hint(match_of(t));
    if (!c || !play_show_move(&t->tv, &c->move)) {
        table_status(&t->tv, true, "%s", _("The hint cannot be shown."));
        t->take_hint = false;
        return;
    }
    if (status_pad(&t->tv, GLYPH_A))
        /* TRANSLATORS: a pad's button (A, Cross). */
        table_status(&t->tv, false, _("Hint: the strong player's move is on your map. Confirm (%s) takes it, or "
                                      "place your own."),
                     status_pad(&t->tv, GLYPH_A));
    else
        table_status(&t->tv, false, "%s",
                     _("Hint: the strong player's move is on your map. Confirm (Enter) takes it, or place your own."));
    if (t->take_hint) { /* the Enter pressed while it was thinking */
        t->take_hint = false;
        TableAction confirm = {.kind = ACT_CONFIRM, .cell = -1};
        play_action(&t->tv, &confirm);
    }
}

static void match_changed(void *self, Ui *ui, const MatchEvent *e)
{
    Table *t = self;
    if (t->tv.mode != VIEW_PLAY)
        return;
    table_sound_event(&t->tv, e); /* before the table syncs: it compares the game it showed */
    switch (e->kind) {
    case MATCH_INSTALLED:
        installed(t, e);
        break;
    case MATCH_MOVED:
        t->take_hint = false; /* a hint of another position */
        moved(t, e);
        break;
    case MATCH_UNDONE:
        t->take_hint = false;
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
        hint_arrived(t);
        break;
    case MATCH_HINT_FAILED:
        t->take_hint = false;
        table_status(&t->tv, true, "%s", _("The hint cannot be shown."));
        break;
    case MATCH_WARNING:
        table_status(&t->tv, true, "%s", e->text);
        break;
    case MATCH_NET_CHANGED: /* this seat's view, or who is drawing */
        sync(t);
        play_refresh(&t->tv);
        next_box(t);
        if (box_over(t) == SCREEN_TABLE)
            status_default(&t->tv);
        tell_news(t);
        break;
    case MATCH_NET_CHAT:
    case MATCH_NET_NOTICE:
        table_status(&t->tv, false, "%s", e->text);
        break;
    case MATCH_NOT_SAVED: /* why (a long path, often) in the box, whole; here only what it means */
        table_status(&t->tv, true, "%s", _("The game is not saved: your moves are kept only while it is open."));
        if (!ui_showing(ui, SCREEN_NOT_SAVED)) /* if it is, it reads the new reason itself */
            ui_push(ui, SCREEN_NOT_SAVED, NOT_SAVED_PLAYING);
        break;
    default:
        break;
    }
    if (e->kind == MATCH_MOVED || e->kind == MATCH_UNDONE || e->kind == MATCH_REDONE)
        tutorial_follow(t);
    refresh_facts(t);
}

/* ---- a computer's turn ---- */

/* How long a computer's move stays on screen before it is drawn: with the
 * animation speed; at once without animations. */
static Uint32 show_ms(const Table *t)
{
    if (!t->tv.ds.anim.enabled)
        return 0;
    int ms = t->tv.ds.anim.ms > 0 ? t->tv.ds.anim.ms : ANIM_MS;
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
    bool banner = net_banner_update(&t->tv.facts, match_of(t)); /* its clocks count down */
    if (!visible(t) || !match_computer_move(match_of(t), &m)) {
        if (t->showing && !match_computer_turn(match_of(t)))
            t->showing = false;
        return banner;
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
        return banner;
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

/* Undo (for `actor`) or redo; true when it was done. */
static bool undo_as(Table *t, int actor, bool redo)
{
    SessionRefusal why;
    Match *m = match_of(t);
    int moves = match_has_game(m) ? session_move_count(match_session(m)) + 1 : 0;
    t->took_back = !redo && match_undo_marks(m, actor);
    if (t->took_back && match_counts(m) && t->takeback_asked != moves) {
        /* a game that still counts: say what it costs, take back on the second Undo */
        t->takeback_asked = moves;
        t->took_back = false;
        table_status(&t->tv, true, "%s",
                     _("The next card is showing already: taking this draw back means the game no longer counts "
                       "for the campaign and the statistics. Undo again to take it back."));
        return false;
    }
    t->takeback_asked = 0;
    bool ok = redo ? match_redo(m, t->tv.game.decision.actor, &why) : match_undo(m, actor, &why);
    if (!ok) {
        t->took_back = false;
        char msg[SESSION_MESSAGE_MAX];
        match_refusal_text(m, &why, msg, sizeof msg);
        table_status(&t->tv, true, "%s", msg);
    }
    return ok;
}

static void undo(Table *t, bool redo) { undo_as(t, redo ? t->tv.game.decision.actor : undo_actor(t), redo); }

static void hint(Table *t)
{
    if (!hint_enabled(t))
        return;
    t->take_hint = false;
    if (!match_hint_request(match_of(t))) {
        table_status(&t->tv, true, "%s", _("No hint right now; try again in a moment."));
        return;
    }
    table_status(&t->tv, false, "%s", _("Hint: thinking\xE2\x80\xA6"));
}

static void box_closed(Table *t, ScreenId from, int answer);

/* A box closed with an answer (boxes.h). */
static void answer(void *self, Ui *ui, ScreenId from, int answer)
{
    Table *t = self;
    (void)ui;
    box_closed(t, from, answer);
    refresh_facts(t); /* the box over the table changed, and maybe the game */
}

static void box_closed(Table *t, ScreenId from, int answer)
{
    if (from == SCREEN_NOT_SAVED) {
        next_box(t); /* what waited under it */
        if (answer == BOX_SAVED_AGAIN)
            table_status(&t->tv, false, "%s", _("The game is saved again."));
        return;
    }
    if (answer == BOX_NEW_GAME)
        return; /* the menu opens over the table */
    if (from == SCREEN_HANDOVER && answer == BOX_UNDO) {
        /* the screen has not passed: the one who just moved takes it back,
         * and the screen stays with them */
        const Match *m = match_of(t);
        int who = match_last_actor(m);
        if (undo_as(t, who, false)) /* (a network game's view comes as an event: it is who's) */
            hand_to(t, match_net(m) ? who : match_game(m)->decision.actor,
                    match_net(m) ? who : match_game(m)->decision.sheet);
        else
            next_box(t); /* refused: the hand-over again */
        return;
    }
    if (from == SCREEN_HANDOVER) {
        bool new_player = t->tv.game.decision.actor != t->last_actor;
        hand_to(t, t->tv.game.decision.actor, t->tv.game.decision.sheet);
        if (new_player) /* what was handed over is final: nobody undoes another's move */
            match_handover(match_of(t));
    }
    next_box(t);
    tutorial_follow(t);
    if (box_over(t) == SCREEN_TABLE) {
        status_default(&t->tv);
        auto_moves(t);
    }
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
        *changed = t->tv.move.hover.kind != a->hit.kind || t->tv.move.hover.index != a->hit.index;
        t->tv.move.hover = a->hit;
        return true;
    case ACT_BAR_FOCUS: /* the keys go to the menu, the rules, the tabs */
        *changed = true;
        return true;
    case ACT_BUTTON: /* tabs, menu, rules */
    case ACT_CANCEL: /* Esc: the own map again, or the menu */
    case ACT_UNDO:   /* a human may still take back their own move */
    case ACT_REDO:
    case ACT_HINT:
        return false;
    default:
        return true; /* placing is the computer's now */
    }
}

/* The host hands the banner's away seat to a computer at once. */
static bool hand_over(Table *t)
{
    MatchNet *n = match_net(match_of(t));
    int seat = t->tv.facts.banner_hand;
    if (!n || seat < 0)
        return false;
    if (!match_net_hand(n, seat))
        table_status(&t->tv, true, "%s", _("The seat cannot be handed to a computer now."));
    refresh_facts(t);
    return true;
}

static bool action(Table *t, Ui *ui, const TableAction *a)
{
    TableView *tv = &t->tv;
    TableMove *st = &tv->move;
    if (tv->mode == VIEW_DEMO && a->kind != ACT_HOVER)
        return false; /* the demonstration sheet only shows hovers */
    if (a->kind == ACT_HINT) {
        hint(t);
        return true;
    }
    if (match_hint_state(match_of(t)) == HINT_THINKING && !st->placed) {
        /* Enter while the hint thinks, with nothing placed: the hint's move,
         * once it comes (not lost); anything else done meanwhile cancels that */
        if (a->kind == ACT_CONFIRM) {
            t->take_hint = true;
            table_status(tv, false, "%s", _("Hint: thinking\xE2\x80\xA6 its move will be drawn as soon as it comes."));
            return true;
        }
        if (a->kind != ACT_HOVER && a->kind != ACT_DRAG_TO)
            t->take_hint = false;
    }
    if (a->kind == ACT_CONFIRM && view_result_button(tv, NULL)) {
        /* after "View map": the final box again, with its replay */
        ui_push(ui, SCREEN_FINAL, t->serial);
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
    case ACT_BAR_FOCUS: return true; /* only the ring moved */
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
        else if (a->hit.kind == HIT_BUTTON && a->hit.index == BTN_HAND)
            return hand_over(t);
        return true;
    default:
        return false;
    }
}

/* A press on the tutorial's box: its Next button, else nothing (the box
 * is not the table under it). True when the box took the event. Over a
 * box of the table only at the steps that explain that box. */
static bool tutorial_box_event(Table *t, const UiEvent *e, const BoxOver *over)
{
    TableView *tv = &t->tv;
    if (!t->tut.active || tv->mode != VIEW_PLAY)
        return false;
    if (over->id != SCREEN_TABLE && t->tut.step != TUT_SEASON && t->tut.step != TUT_END)
        return false;
    if (e->kind != UI_PRESS && e->kind != UI_RELEASE)
        return false;
    TutorialBox b;
    tutorial_box_layout(&t->tut, tv, over, &b);
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
    if (box_over(t) == SCREEN_TABLE)
        status_follow_input(tv); /* before the event's own words */
    tutorial_follow_input(&t->tut, tv);
    BoxOver none = {SCREEN_TABLE, {0, 0, 0, 0}, {0, 0, 0, 0}};
    if (tutorial_box_event(t, e, &none))
        return true;
    if (e->kind == UI_KEY && e->key == KEY_CHAR && e->ch == 't' && match_net(match_of(t))) {
        ui_push(ui, SCREEN_CHAT, 0); /* a network game's chat */
        return true;
    }
    TableAction actions[2];
    Hit nothing = {HIT_NONE, 0};
    int n = bar_focus_key(tv, e, &actions[0]) ? 1 : hit_interpret(tv, e, nothing, actions);
    bool changed = false;
    for (int i = 0; i < n; i++) {
        if (tutorial_filter(&t->tut, tv, &actions[i])) {
            tutorial_keep(t);
            changed = true;
            continue;
        }
        table_sound_press(tv, &actions[i]);
        changed |= action(t, ui, &actions[i]);
        table_sound_action(tv, &actions[i]);
        tutorial_after(&t->tut, tv, &actions[i]);
        changed |= t->tut.step_changed;
        tutorial_keep(t);
    }
    refresh_facts(t); /* an undo, a hint asked for, a placement that is the hint's */
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
        table_view_names(tv, match_session(ui->match)); /* "Computer 2 (hard)" made up in English */
        refresh_facts(t);                               /* the reasons Undo and Redo give */
        if (box_over(t) == SCREEN_TABLE)
            status_default(tv);
    }
    if (tv->mode == VIEW_PLAY && box_over(t) == SCREEN_TABLE)
        status_follow_input(tv); /* a pad used, or a key, on another screen or box since */
    tutorial_follow_input(&t->tut, tv); /* and the lesson's reason of a move held back */
    tv->facts.can_hint = tv->facts.hint_ready && visible(t); /* the stack, not the match */
    tv->facts.covered = box_over(t) != SCREEN_TABLE;
    tv->ds.alone = ui_top(ui) == SCREEN_TABLE && !t->tut.active; /* nothing over it: it may draw only what changed */
    table_draw(tv);
    if (box_over(t) != SCREEN_TABLE)
        return; /* the box draws the lessons over itself */
    table_draw_tooltip(tv);
    BoxOver none = {SCREEN_TABLE, {0, 0, 0, 0}, {0, 0, 0, 0}};
    if (tv->mode == VIEW_PLAY)
        tutorial_draw(&t->tut, tv, &none);
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

void table_draw_lessons(void *self, const BoxOver *over)
{
    Table *t = self;
    if (t->tv.mode == VIEW_PLAY)
        tutorial_draw(&t->tut, &t->tv, over);
}

bool table_lessons_press(void *self, const UiEvent *e, const BoxOver *over)
{
    return tutorial_box_event(self, e, over);
}

static void *create(Ui *ui)
{
    Table *t = calloc(1, sizeof *t);
    if (!t)
        return NULL;
    table_view_init(&t->tv, ui, ui->args->demo ? VIEW_DEMO : VIEW_PLAY);
    forget_game(t);
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
    refresh_facts(t);
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
        .name = "table", .opaque = true, .create = create, .destroy = destroy, .answer = answer, .event = event,
        .tick = tick, .draw = draw, .match_changed = match_changed, .busy = busy,
    };
    return &type;
}
