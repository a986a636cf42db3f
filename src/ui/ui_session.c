/* ui_session.c: the app's side of the session layer (see ui_session.h):
 * the data directory, the game being played, committing moves with an
 * autosave after each, undo/redo/hand-over, and what a finished game adds
 * to the statistics and the campaign. */
#include "ui_session.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "bot.h"
#include "i18n.h"
#include "save.h"
#include "ui_demo.h"
#include "ui_messages.h"
#include "ui_names.h"
#include "ui_view.h"

/* ---- the data directory and the files kept in it ---- */

bool app_data_path(const App *app, const char *name, char *out, size_t size)
{
    return app->data_dir[0] && fileio_join(app->data_dir, name, out, size);
}

static void add_notice(App *app, const char *text)
{
    size_t n = strlen(app->notice);
    if (n > 0 && n + 1 < sizeof app->notice)
        app->notice[n++] = '\n';
    snprintf(app->notice + n, sizeof app->notice - n, "%s", text);
}

/* $CARTOGRAPHERS_DATA_DIR (tests, portable installs) or SDL's place for
 * the user's files. */
static bool find_data_dir(App *app)
{
    const char *env = SDL_getenv("CARTOGRAPHERS_DATA_DIR");
    if (env && *env) {
        if (mkdir(env, 0700) != 0 && errno != EEXIST) {
            char msg[FILEIO_PATH_MAX + 200];
            snprintf(msg, sizeof msg, _("The folder for saved games %s cannot be made (%s). Nothing will be saved."),
                     env, strerror(errno));
            fprintf(stderr, "cartographers: %s\n", msg);
            add_notice(app, msg);
            return false;
        }
        snprintf(app->data_dir, sizeof app->data_dir, "%s", env);
        return true;
    }
    char *path = SDL_GetPrefPath("cartographers-desktop", "cartographers");
    if (!path) {
        char msg[600];
        snprintf(msg, sizeof msg,
                 _("There is no folder for saved games, settings and statistics (%s). You can play, but nothing "
                   "will be kept."),
                 SDL_GetError());
        fprintf(stderr, "cartographers: %s\n", msg);
        add_notice(app, msg);
        return false;
    }
    snprintf(app->data_dir, sizeof app->data_dir, "%s", path);
    SDL_free(path);
    size_t n = strlen(app->data_dir);
    while (n > 1 && app->data_dir[n - 1] == '/')
        app->data_dir[--n] = '\0';
    return true;
}

static void report_bad(App *app, FileStatus st, const char *msg)
{
    if (st != FILE_BAD)
        return;
    char line[SESSION_MESSAGE_MAX + 100];
    snprintf(line, sizeof line, _("A file could not be read and was kept aside: %s"), msg);
    fprintf(stderr, "cartographers: %s\n", msg);
    add_notice(app, line);
}

void app_data_init(App *app)
{
    app->campaign_index = -1;
    app->resume_state = AUTOSAVE_NONE;
    prefs_defaults(&app->prefs);
    campaign_progress_init(&app->campaign);
    stats_init(&app->stats);
    if (!find_data_dir(app))
        return;
    char path[FILEIO_PATH_MAX], msg[SESSION_MESSAGE_MAX * 2];
    if (app_data_path(app, APP_PREFS_FILE, path, sizeof path)) {
        FileStatus st = prefs_load(&app->prefs, path, msg, sizeof msg);
        if (msg[0])
            fprintf(stderr, "cartographers: %s\n", msg);
        report_bad(app, st, msg);
    }
    if (app_data_path(app, APP_CAMPAIGN_FILE, path, sizeof path))
        report_bad(app, campaign_load(&app->campaign, path, msg, sizeof msg), msg);
    if (app_data_path(app, APP_STATS_FILE, path, sizeof path))
        report_bad(app, stats_load(&app->stats, path, msg, sizeof msg), msg);
    app->resume_state = autosave_probe(app->data_dir, &app->resume_info, msg, sizeof msg);
    if (app->resume_state == AUTOSAVE_BAD) {
        static const char said[] = "The saved game could not be resumed: ";
        const char *detail = strncmp(msg, said, sizeof said - 1) == 0 ? msg + sizeof said - 1 : msg;
        char line[sizeof msg + 200];
        /* TRANSLATORS: %s is what was wrong with the file (in English). */
        snprintf(line, sizeof line, _("The game in progress could not be read; nothing was deleted, and you can start a "
                                      "new game.\nDetails: %s"),
                 detail);
        fprintf(stderr, "cartographers: %s\n", msg);
        add_notice(app, line);
    }
}

void app_data_free(App *app)
{
    stats_free(&app->stats);
    session_free(app->session);
    app->session = NULL;
}

bool app_save_prefs(App *app)
{
    char path[FILEIO_PATH_MAX], err[SESSION_MESSAGE_MAX];
    if (!app->persist || !app_data_path(app, APP_PREFS_FILE, path, sizeof path))
        return true;
    if (prefs_save(&app->prefs, path, err, sizeof err))
        return true;
    fprintf(stderr, "cartographers: %s\n", err);
    play_set_status(app, true, _("The settings could not be saved: %s"), err);
    return false;
}

void app_autosave(App *app)
{
    if (!app->persist || !app->data_dir[0] || !app->session)
        return;
    char err[SESSION_MESSAGE_MAX];
    if (session_autosave(app->session, app->data_dir, err, sizeof err)) {
        app->autosave_failed = false;
        return;
    }
    fprintf(stderr, "cartographers: autosave: %s\n", err);
    if (!app->autosave_failed)
        play_set_status(app, true, _("The game could not be saved automatically: %s"), err);
    app->autosave_failed = true;
}

/* ---- the game being played ---- */

void app_sync(App *app)
{
    if (!app->session)
        return;
    app->game = *session_game(app->session);
    for (int p = 0; p < MAX_PLAYERS; p++) {
        const Seat *seat = session_seat(app->session, p);
        snprintf(app->names[p], sizeof app->names[p], "%s", seat ? seat->name : "");
    }
}

/* The unlocked campaign game a solo game is, or -1. */
static int find_campaign_game(const App *app, const Game *g)
{
    if (g->settings.players != 1)
        return -1;
    for (int i = 0; i < campaign_count(); i++)
        if (campaign_unlocked(&app->campaign, i) && campaign_matches(i, g))
            return i;
    return -1;
}

void app_install_session(App *app, Session *s)
{
    if (app->replay.active)
        replay_close(app);
    if (app->session && app->session != s)
        session_free(app->session);
    app->session = s;
    const Game *g = session_game(s);
    app->result_recorded = game_over(g);
    app->result_note[0] = '\0';
    if (app->campaign_index < 0 || !campaign_matches(app->campaign_index, g))
        app->campaign_index = find_campaign_game(app, g);
    ui_state_reset(&app->ui);
    app_sync(app);
    app->unsaved = false; /* a new game, or one just loaded: nothing to keep yet */
    app->ui.game_over_seen = game_over(g);
    app->in_setup = false;
    screen_open(app, SCREEN_NONE);
    if (app->demo)
        demo_setup(app);
    play_refresh(app);
    play_next_overlay(app);
    if (app->renderer)
        app_relayout(app); /* the number of players changes the sheet's tabs */
    app_auto_moves(app);
}

/* Tests: a bot makes the first moves, so screenshots can show later states. */
static void autoplay(Session *s, int moves)
{
    Rng rng;
    rng_seed(&rng, session_game(s)->settings.seed, 0xa11ce);
    for (int i = 0; i < moves && !game_over(session_game(s)); i++) {
        Move m;
        char err[ERROR_MAX];
        if (!bot_choose(BOT_GREEDY, session_game(s), &rng, &m) || !session_apply(s, &m, err, sizeof err))
            break;
    }
}

bool app_keep_unfinished(App *app, char *title, size_t titlesize, char *err, size_t errsize)
{
    title[0] = '\0';
    if (!app->session || app->demo || !app->persist || !app->data_dir[0] || !app->unsaved ||
        session_move_count(app->session) == 0 || game_over(session_game(app->session)))
        return true;
    char when[32] = "";
    time_t now = time(NULL);
    struct tm local;
    if (localtime_r(&now, &local))
        strftime(when, sizeof when, "%Y-%m-%d %H:%M:%S", &local);
    /* TRANSLATORS: the name a game in progress is saved under when a new game starts; a date and time. */
    snprintf(title, titlesize, _("Unfinished game, %s"), when);
    char file[256];
    if (save_named_write(app->session, app->data_dir, title, file, sizeof file, err, errsize))
        return true;
    title[0] = '\0';
    return false;
}

bool app_start_seats(App *app, const GameSettings *gs, const Seat *seats, char *err, size_t errsize)
{
    Seat made[MAX_PLAYERS];
    if (!seats) {
        for (int p = 0; p < MAX_PLAYERS; p++)
            session_seat_init(&made[p], p, SEAT_HUMAN, NULL, app->setup.names[p]);
        seats = made;
    }
    Session *s = session_new(gs, seats, err, errsize);
    if (!s)
        return false;
    char kept[SESSION_TITLE_MAX], why[SESSION_MESSAGE_MAX];
    if (!app_keep_unfinished(app, kept, sizeof kept, why, sizeof why)) {
        session_free(s);
        /* TRANSLATORS: why the game in progress could not be saved. */
        snprintf(err, errsize, _("The game in progress could not be kept, so it was not replaced: %s"), why);
        return false;
    }
    int before_moves = 0;
    if (app->args.autoplay > 0 && !app->demo) {
        autoplay(s, app->args.autoplay);
        app->args.autoplay = 0;
        before_moves = session_move_count(s);
    }
    app->campaign_index = -1;
    app_install_session(app, s);
    if (before_moves > 0) {
        if (app->game.settings.players > 1)
            app->ui.last_actor = app->game.decision.actor;
        play_next_overlay(app);
        app_autosave(app);
    }
    if (kept[0])
        /* TRANSLATORS: the name the unfinished game was saved under. */
        play_set_status(app, false, _("The unfinished game is kept as \xE2\x80\x9C%s\xE2\x80\x9D (Menu, Load game)."),
                        kept);
    return true;
}

bool app_start(App *app, const GameSettings *s, const char *const names[MAX_PLAYERS], char *err, size_t errsize)
{
    Seat seats[MAX_PLAYERS];
    for (int p = 0; p < MAX_PLAYERS; p++)
        session_seat_init(&seats[p], p, SEAT_HUMAN, NULL, names[p]);
    return app_start_seats(app, s, seats, err, errsize);
}

bool app_resume(App *app)
{
    char err[SESSION_MESSAGE_MAX];
    Session *s = app->data_dir[0] ? session_resume(app->data_dir, err, sizeof err) : NULL;
    if (!s) {
        char line[sizeof err + 200];
        snprintf(line, sizeof line, "%s\n%s", _("The game in progress could not be resumed."),
                 app->data_dir[0] ? err : "");
        app->notice[0] = '\0';
        add_notice(app, line);
        app->resume_state = AUTOSAVE_NONE;
        return false;
    }
    app->resume_state = AUTOSAVE_NONE;
    app->campaign_index = -1;
    app_install_session(app, s);
    app->unsaved = true; /* the autosave's moves are under no name */
    play_set_status(app, false, "%s", _("Welcome back: the game goes on where it stopped."));
    return true;
}

/* A finished game: the statistics, and the campaign for a campaign game. */
static void record_result(App *app)
{
    const Game *g = &app->game;
    app->result_recorded = true;
    app->result_note[0] = '\0';
    char date[STATS_DATE_SIZE], path[FILEIO_PATH_MAX], err[SESSION_MESSAGE_MAX];
    stats_today(date);
    stats_add_game(&app->stats, date, g);
    if (app->persist && app_data_path(app, APP_STATS_FILE, path, sizeof path) &&
        !stats_save(&app->stats, path, err, sizeof err)) {
        fprintf(stderr, "cartographers: %s\n", err);
        play_set_status(app, true, _("The statistics could not be saved: %s"), err);
    }
    int idx = app->campaign_index >= 0 ? app->campaign_index : find_campaign_game(app, g);
    bool unlocked = false;
    if (idx < 0 || !campaign_record_game(&app->campaign, idx, g, &unlocked))
        return;
    if (app->persist && app_data_path(app, APP_CAMPAIGN_FILE, path, sizeof path) &&
        !campaign_save(&app->campaign, path, err, sizeof err)) {
        fprintf(stderr, "cartographers: %s\n", err);
        play_set_status(app, true, _("The campaign could not be saved: %s"), err);
    }
    const CampaignGame *cg = campaign_game(idx);
    int threshold = 0;
    const char *goal = cg && campaign_title_threshold(cg->goal, &threshold) ? _(game_title_name(threshold)) : "";
    if (unlocked && idx + 1 < campaign_count())
        /* TRANSLATORS: the next campaign game's name. */
        snprintf(app->result_note, sizeof app->result_note, _("Goal reached! The next campaign game is open: %s."),
                 name_campaign(idx + 1));
    else if (campaign_completed(&app->campaign, idx) && idx + 1 == campaign_count())
        snprintf(app->result_note, sizeof app->result_note, "%s",
                 _("Goal reached: the whole campaign is complete!"));
    else if (game_solo_rating(g) >= threshold)
        /* TRANSLATORS: a solo title. */
        snprintf(app->result_note, sizeof app->result_note, _("Campaign goal reached again: %s."), goal);
    else
        /* TRANSLATORS: a solo title. */
        snprintf(app->result_note, sizeof app->result_note, _("Campaign goal: %s. Not reached this time."), goal);
}

/* After a move went into the session (committed or redone) and the table's
 * game was synced: the season overlay due, the animations, the statistics
 * of a finished game, the options and the next overlay. */
static void settle(App *app, const Game *before)
{
    if (app->game.season != before->season)
        app->ui.pending_season = before->season;
    anim_note(app, before);
    if (game_over(&app->game) && !app->result_recorded)
        record_result(app);
    play_refresh(app);
    play_next_overlay(app);
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
static void note_recent(App *app, const Game *before, bool automatic)
{
    const Decision *d = &before->decision;
    int p = d->sheet;
    if (p < 0 || p >= MAX_PLAYERS)
        return;
    UiState *ui = &app->ui;
    bool by_other = automatic || d->actor != p || bot_seat_is_computer(app, d->actor);
    if (!by_other) {
        ui->recent[p] = bb_empty();
        return;
    }
    int card = before->season * 64 + before->row_len;
    if (ui->recent_card[p] != card)
        ui->recent[p] = bb_empty();
    ui->recent_card[p] = card;
    ui->recent_by[p] = d->actor;
    ui->recent[p] = bb_or(ui->recent[p], changed_spaces(before, &app->game, p));
}

static bool commit(App *app, const Move *m, bool automatic, char *err, size_t errsize)
{
    if (!app->session || app->replay.active || app->demo) {
        snprintf(err, errsize, "%s", _("No game is being played."));
        return false;
    }
    Game before = app->game;
    if (!session_apply(app->session, m, err, errsize))
        return false;
    app->resume_state = AUTOSAVE_NONE; /* the autosave is this game's from now on */
    app->unsaved = true;
    app->notice[0] = '\0';             /* said on the menu; a game is on now */
    app_autosave(app);
    app_sync(app);
    note_recent(app, &before, automatic);
    settle(app, &before);
    return true;
}

bool app_commit_move(App *app, const Move *m, char *err, size_t errsize)
{
    if (!commit(app, m, false, err, errsize))
        return false;
    app_auto_moves(app);
    return true;
}

void app_auto_moves(App *app)
{
    for (int guard = 0; guard < 16; guard++) {
        const Game *g = &app->game;
        const Decision *d = &g->decision;
        if (!app->prefs.auto_solo_ambush || !app->session || app->demo || app->replay.active ||
            app->ui.overlay != OVERLAY_NONE || d->kind != DECISION_AMBUSH || d->solo_target < 0)
            return;
        Move moves[2];
        char err[ERROR_MAX];
        if (game_legal_moves(g, moves, 2) != 1 || !commit(app, &moves[0], true, err, sizeof err))
            return;
        play_set_status(app, false, "%s", _("The ambush was drawn by itself: it fits only one way."));
    }
}

/* The player at the screen, whose moves Undo takes back. */
static int undo_actor(const App *app)
{
    const Game *g = &app->game;
    if (g->settings.players <= 1)
        return 0;
    if (app->ui.overlay == OVERLAY_HANDOVER || app->ui.overlay == OVERLAY_GAME_OVER)
        return session_last_actor(app->session); /* the screen is still theirs */
    if (app->ui.last_actor >= 0)
        return app->ui.last_actor;
    return g->decision.actor;
}

bool app_undo_possible(const App *app, bool redo, char *why, size_t size)
{
    char english[SESSION_MESSAGE_MAX] = "";
    bool can = app->session && !app->replay.active && !app->demo &&
               (redo ? session_can_redo(app->session, app->game.decision.actor, english, sizeof english)
                     : session_can_undo(app->session, undo_actor(app), english, sizeof english));
    if (why)
        ui_session_message(can || english[0] ? english : _("No game is being played."), why, size);
    return can;
}

bool app_can_undo(const App *app) { return app_undo_possible(app, false, NULL, 0); }

bool app_can_redo(const App *app) { return app_undo_possible(app, true, NULL, 0); }

static void refused(App *app, const char *why)
{
    char msg[SESSION_MESSAGE_MAX];
    ui_session_message(why, msg, sizeof msg);
    play_set_status(app, true, "%s", msg);
}

void app_undo(App *app)
{
    if (!app->session || app->demo)
        return;
    char err[SESSION_MESSAGE_MAX];
    if (!session_undo(app->session, undo_actor(app), err, sizeof err)) {
        refused(app, err);
        return;
    }
    app_autosave(app);
    app_sync(app);
    for (int p = 0; p < MAX_PLAYERS; p++) /* outline only what is still drawn */
        app->ui.recent[p] = bb_and(app->ui.recent[p], bb_or(board_filled(&app->game.sheets[p].board),
                                                             app->game.sheets[p].marks));
    if (app->ui.overlay == OVERLAY_HANDOVER)
        app->ui.last_actor = app->game.decision.actor; /* the screen stays with who undid */
    play_refresh(app);
    play_next_overlay(app);
    char again[sizeof app->ui.status];
    snprintf(again, sizeof again, "%s", app->ui.status);
    play_set_status(app, false, _("Undone. %s"), again);
}

void app_redo(App *app)
{
    if (!app->session || app->demo)
        return;
    char err[SESSION_MESSAGE_MAX];
    Game before = app->game;
    if (!session_redo(app->session, app->game.decision.actor, err, sizeof err)) {
        refused(app, err);
        return;
    }
    app_autosave(app);
    app_sync(app);
    settle(app, &before);
    if (app->ui.overlay == OVERLAY_NONE) {
        char again[sizeof app->ui.status];
        snprintf(again, sizeof again, "%s", app->ui.status);
        play_set_status(app, false, _("Redone. %s"), again);
    }
}

void app_handover(App *app)
{
    if (!app->session)
        return;
    session_mark_handover(app->session);
    app_autosave(app);
}
