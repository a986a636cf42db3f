/* match.c: the game being played (see match.h): replacing it without
 * losing the one before, committing moves with an autosave after each,
 * undo/redo/hand-over, the result of a finished game, and the computer
 * players' and the hint's answers from their threads (match_think.c). */
#include "match.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "autosave.h"
#include "challenge.h"
#include "i18n.h"
#include "match_net.h"
#include "match_think.h"
#include "messages.h"
#include "names.h"
#include "platform.h"
#include "result_text.h"
#include "results.h"
#include "save.h"

#define MATCH_QUEUE 32

struct Match {
    Profile *profile;
    Session *session;
    MatchNet *net; /* a network game (then no session of its own) */
    int campaign_index;   /* the campaign game being played, -1 for none */
    bool result_recorded; /* the finished game was recorded (results.h) */
    bool came_finished;   /* ... or came in finished (loaded, autoplayed): never recorded, never the autosave */
    bool unsaved;         /* moves since the game was started, loaded or saved under a name */
    GameResult result;    /* how recording it went */
    bool record_pending;  /* ... and not all of it is on disk: tried again before the game is replaced */
    bool autosave_failed; /* the last autosave failed (reported once), no save since */
    char autosave_error[SESSION_MESSAGE_MAX + 200];
    /* the autosave on disk holds an unfinished game of an earlier run that
     * was not resumed: keep it under a name before overwriting it */
    bool autosave_foreign;
    bool autosave_newer; /* ... written by a newer version: kept unread as a named save */
    /* the autosave holds a finished game of an earlier run that could not
     * be wholly recorded at start: tried again before it is overwritten */
    bool autosave_pending;
    int autoplay; /* tests: moves a bot makes at the start of the next game */

    MatchEvent queue[MATCH_QUEUE];
    int head, count;

    Thinker think;
    /* a computer seat's move for `move_game` */
    bool have_move;
    Game move_game;
    BotChoice move;
    /* the hint for `hint_game` */
    HintState hint;
    Game hint_game;
    BotChoice hint_choice;
    Uint64 hint_asked; /* SDL_GetPerformanceCounter at the request */
    double hint_ms;    /* the last hint's latency */
};

/* ---- events ---- */

static MatchEvent *push(Match *m, MatchEventKind kind)
{
    if (m->count == MATCH_QUEUE) { /* nobody drains: drop the oldest */
        m->head = (m->head + 1) % MATCH_QUEUE;
        m->count--;
    }
    MatchEvent *e = &m->queue[(m->head + m->count++) % MATCH_QUEUE];
    memset(e, 0, sizeof *e);
    e->kind = kind;
    e->actor = e->sheet = -1;
    e->season_scored = -1;
    return e;
}

static void settle(Match *m);

bool match_next_event(Match *m, MatchEvent *out)
{
    if (m->count == 0 && m->net && match_net_next(m->net, out))
        return true;
    if (m->count == 0 && m->net)
        settle(m); /* the network game's end, once every move of it is out */
    if (m->count == 0)
        return false;
    *out = m->queue[m->head];
    m->head = (m->head + 1) % MATCH_QUEUE;
    m->count--;
    return true;
}

/* src into dst, cut at a character's start when it does not fit. */
static void copy_text(char *dst, size_t size, const char *src)
{
    size_t n = strlen(src);
    if (n >= size) {
        n = size - 1;
        while (n > 0 && ((unsigned char)src[n] & 0xC0) == 0x80)
            n--;
    }
    memcpy(dst, src, n);
    dst[n] = '\0';
}

static void warn(Match *m, const char *text) { copy_text(push(m, MATCH_WARNING)->text, sizeof m->queue[0].text, text); }

/* ---- the game ---- */

/* At start: the autosave's finished game is recorded if the program that
 * finished it did not live to (results.h); the menu says so. */
static void record_last_game(Match *m)
{
    Profile *p = m->profile;
    GameResult r;
    if (p->resume_state != AUTOSAVE_FINISHED || !results_record_autosave(p, &r))
        return;
    m->autosave_pending = !r.complete;
    char err[SESSION_MESSAGE_MAX];
    if (r.complete && !autosave_clear(p->data_dir, err, sizeof err)) /* kept wholly: see finished_kept */
        fprintf(stderr, "cartographers: the finished game's autosave stays: %s\n", err);
    if (r.taken_in && r.complete)
        profile_notice(p, _("The last game had ended just as Cartographers closed: its result is kept now."));
    if (!r.complete) {
        char line[sizeof r.errors + 200];
        /* TRANSLATORS: %s says what could not be saved (translated sentences). */
        snprintf(line, sizeof line, _("The result of the last game could not be kept: %s"), r.errors);
        profile_notice(p, line);
    }
}

Match *match_new(Profile *profile)
{
    Match *m = calloc(1, sizeof *m);
    if (!m)
        return NULL;
    m->profile = profile;
    m->campaign_index = -1;
    m->autosave_foreign = profile->resume_state == AUTOSAVE_UNFINISHED || profile->resume_state == AUTOSAVE_NEWER;
    m->autosave_newer = profile->resume_state == AUTOSAVE_NEWER;
    record_last_game(m);
    return m;
}

void match_free(Match *m)
{
    if (!m)
        return;
    think_shutdown(&m->think);
    session_free(m->session);
    match_net_free(m->net);
    free(m);
}

bool match_has_game(const Match *m) { return match_game(m) != NULL; }

const Game *match_game(const Match *m)
{
    if (m->net)
        return match_net_game(m->net);
    return m->session ? session_game(m->session) : NULL;
}

const Session *match_session(const Match *m) { return m->net ? match_net_session(m->net) : m->session; }
struct MatchNet *match_net(const Match *m) { return m->net; }
int match_wait_ms(const Match *m) { return m->net ? match_net_wait_ms(m->net) : -1; }
int match_campaign_index(const Match *m) { return m->campaign_index; }
const char *match_result_note(const Match *m) { return m->result.note; }

MatchPast match_past(const Match *m, char *why, size_t size)
{
    if (why)
        snprintf(why, size, "%s", m->result.past == PAST_FAILED ? m->result.errors : "");
    return m->result.past;
}

const char *match_past_file(const Match *m) { return m->result.past == PAST_KEPT ? m->result.past_file : ""; }

bool match_challenge_outcome(const Match *m, ChallengeTag *tag, bool *counted)
{
    if (!m->session || !m->result.challenge_done || !game_over(session_game(m->session)))
        return false;
    if (tag)
        *tag = m->result.challenge_tag;
    if (counted)
        *counted = m->result.challenge_counted;
    return true;
}

const char *match_name(const Match *m, int player)
{
    const Session *session = match_session(m);
    const Seat *s = session ? session_seat(session, player) : NULL;
    return s ? name_seat(s->name) : "";
}

bool match_is_computer(const Match *m, int player)
{
    const Session *session = match_session(m);
    const Seat *s = session ? session_seat(session, player) : NULL;
    return s && s->kind == SEAT_COMPUTER;
}

void match_player_label(const Match *m, int player, char *out, size_t size)
{
    const char *name = match_name(m, player);
    const char *computer = _("Computer");
    if (!match_is_computer(m, player) || strncmp(name, computer, strlen(computer)) == 0)
        snprintf(out, size, "%s", name);
    else
        /* TRANSLATORS: a computer player's name. */
        snprintf(out, size, _("%s (computer)"), name);
}

/* ---- keeping what is replaced ---- */

/* The save `file` of the data folder as a new session, NULL when it cannot
 * be read (a bad file is left where it is). */
static Session *read_save(const Profile *p, const char *file)
{
    char err[SESSION_MESSAGE_MAX], path[FILEIO_PATH_MAX];
    bool missing;
    return profile_path(p, file, path, sizeof path) ? save_load_new(path, &missing, err, sizeof err) : NULL;
}

/* Whether the save `file` is an earlier copy of the game `s` put aside:
 * `s` holds all it does, so it may be replaced or deleted. */
static bool earlier_copy(const Profile *p, const char *file, const Session *s)
{
    Session *o = read_save(p, file);
    bool earlier = o && session_put_aside(o) && session_move_count(o) <= session_move_count(s) && save_same_game(o, s);
    session_free(o);
    return earlier;
}

/* The name a game is put aside under: a challenge's own ("Daily challenge
 * 2026-11-28"), else "Unfinished game, DATE" (when it was last played); with a number when another
 * save has that name (two games kept within a second must not replace
 * each other), unless that save is an earlier copy of this very game. */
static void unfinished_title(const Profile *p, const Session *s, char *title, size_t size)
{
    const ChallengeTag *tag = session_challenge(s);
    if (tag) {
        result_put_aside_name(tag, title, size);
    } else {
        char when[32] = "";
        /* when it was last played, as the list of saves dates it */
        time_t now = session_played(s) > 0 ? (time_t)session_played(s) : time(NULL);
        struct tm local;
        if (localtime_r(&now, &local))
            strftime(when, sizeof when, "%Y-%m-%d %H:%M:%S", &local);
        /* TRANSLATORS: the name a game in progress is saved under when a new game starts; a date and time. */
        snprintf(title, size, _("Unfinished game, %s"), when);
    }
    char base[SESSION_TITLE_MAX];
    snprintf(base, sizeof base, "%s", title);
    for (int n = 2; n < 1000; n++) {
        char file[256], path[FILEIO_PATH_MAX];
        save_file_name(title, file, sizeof file);
        if (!profile_path(p, file, path, sizeof path) || !platform_stat(path, NULL, NULL) ||
            earlier_copy(p, file, s))
            return;
        snprintf(title, size, "%.*s (%d)", (int)(size > 16 ? size - 16 : 0), base, n);
    }
}

/* The copies of the game `s` put aside earlier, but the save `except`:
 * deleted, since `s` holds all they do (a game put aside again, or
 * finished, leaves no older copy behind in Load game). */
static void forget_copies(const Profile *p, const Session *s, const char *except)
{
    if (!profile_can_keep(p) || p->read_only)
        return;
    SaveInfo *list = NULL;
    char err[SESSION_MESSAGE_MAX];
    int n = save_list(p->data_dir, &list, err, sizeof err);
    for (int i = 0; i < n; i++) {
        const SaveInfo *in = &list[i];
        if (in->ok && in->put_aside && !(except && strcmp(in->file, except) == 0) &&
            in->moves <= session_move_count(s) && earlier_copy(p, in->file, s) &&
            !save_named_delete(p->data_dir, in->file, err, sizeof err))
            fprintf(stderr, "cartographers: an earlier copy of the game stays: %s\n", err);
    }
    free(list);
}

/* Whether a save (the player's or a game put aside) holds s as it is: the
 * same game with as many moves. The last run's autosave of a game saved
 * and not played since is then no game to keep again. */
static bool saved_as_is(const Profile *p, const Session *s)
{
    SaveInfo *list = NULL;
    char err[SESSION_MESSAGE_MAX];
    int n = save_list(p->data_dir, &list, err, sizeof err);
    bool found = false;
    for (int i = 0; i < n && !found; i++) {
        if (!list[i].ok || list[i].moves != session_move_count(s))
            continue;
        Session *o = read_save(p, list[i].file);
        found = o && session_move_count(o) == session_move_count(s) && save_same_game(o, s);
        session_free(o);
    }
    free(list);
    return found;
}

/* Writes s as a game put aside under `title`; `file` gets its file name. */
static bool put_aside(const Profile *p, Session *s, const char *title, char *file, size_t filesize, char *err,
                      size_t errsize)
{
    session_set_put_aside(s, true);
    bool ok = save_named_write(s, p->data_dir, title, file, filesize, err, errsize);
    session_set_put_aside(s, false);
    if (ok)
        forget_copies(p, s, file);
    return ok;
}

/* The live game, when it has moves saved under no name, as a named save;
 * `title` gets its name ("" when nothing needed keeping). */
static bool keep_live(Match *m, char *title, size_t titlesize, char *err, size_t errsize)
{
    title[0] = '\0';
    Profile *p = m->profile;
    if (m->session && m->record_pending) { /* a finished game not wholly recorded: once more */
        GameResult r;
        results_record(p, m->session, m->campaign_index, true, &r);
        m->record_pending = !r.complete;
        if (m->record_pending) {
            copy_text(err, errsize, r.errors);
            return false;
        }
    }
    if (m->session && p->read_only && m->unsaved && session_move_count(m->session) > 0 &&
        !game_over(session_game(m->session))) {
        snprintf(err, errsize, "%s", profile_read_only_text());
        return false;
    }
    /* a challenge's first attempt is kept even before its first move: it counts */
    const ChallengeTag *tag = m->session ? session_challenge(m->session) : NULL;
    if (!m->session || !profile_can_keep(p) || !m->unsaved ||
        (session_move_count(m->session) == 0 && !(tag && tag->attempt == 1)) ||
        game_over(session_game(m->session)))
        return true;
    unfinished_title(p, m->session, title, titlesize);
    char file[256];
    if (put_aside(p, m->session, title, file, sizeof file, err, errsize))
        return true;
    title[0] = '\0';
    return false;
}

/* The name an unfinished game was kept under: into `kept` when the caller
 * says it (a new game installed with it), else as a MATCH_KEPT event. */
static void tell_kept(Match *m, const char *name, char *kept, size_t keptsize)
{
    if (kept)
        snprintf(kept, keptsize, "%s", name);
    else
        snprintf(push(m, MATCH_KEPT)->text, sizeof m->queue[0].text, "%s", name);
}

/* The autosave's unfinished game of an earlier run, as a named save, before
 * another game's autosave replaces it. */
static bool keep_foreign(Match *m, char *kept, size_t keptsize, char *err, size_t errsize)
{
    Profile *p = m->profile;
    if (m->autosave_pending) { /* the last run's finished game, not wholly recorded: once more */
        GameResult r;
        if (results_record_autosave(p, &r) && !r.complete) {
            copy_text(err, errsize, r.errors);
            return false;
        }
        m->autosave_pending = false;
    }
    if (!m->autosave_foreign)
        return true;
    char why[SESSION_MESSAGE_MAX];
    if (m->autosave_newer) {
        char file[256];
        if (!autosave_keep_newer(p->data_dir, file, sizeof file, err, errsize))
            return false;
        if (file[0])
            tell_kept(m, file, kept, keptsize);
        m->autosave_newer = m->autosave_foreign = false;
        return true;
    }
    Session *old = session_resume(p->data_dir, why, sizeof why);
    char path[FILEIO_PATH_MAX];
    long long written = 0;
    if (old && session_played(old) == 0 && profile_path(p, AUTOSAVE_FILE, path, sizeof path) &&
        platform_stat(path, NULL, &written))
        session_set_played(old, written); /* an older version's autosave: last played when last written */
    if (old) { /* (a bad file was kept aside by session_resume: nothing to keep) */
        char title[SESSION_TITLE_MAX], file[256];
        unfinished_title(p, old, title, sizeof title);
        bool nothing = session_move_count(old) == 0 || game_over(session_game(old)) || saved_as_is(p, old);
        bool ok = nothing || put_aside(p, old, title, file, sizeof file, err, errsize);
        if (ok && !nothing)
            tell_kept(m, title, kept, keptsize);
        session_free(old);
        if (!ok)
            return false;
    }
    m->autosave_foreign = false;
    p->resume_state = AUTOSAVE_NONE;
    return true;
}

/* The autosave failed (msg says why to the player, err on stderr): the
 * moves are only in memory until a save works; said once. */
static void not_saved(Match *m, const char *msg, const char *err)
{
    fprintf(stderr, "cartographers: autosave: %s\n", err);
    copy_text(m->autosave_error, sizeof m->autosave_error, msg);
    if (!m->autosave_failed)
        copy_text(push(m, MATCH_NOT_SAVED)->text, sizeof m->queue[0].text, msg);
    m->autosave_failed = true;
}

/* The game on the table ended here and is wholly recorded (statistics,
 * campaign, past games): it is no game in progress any more. Its autosave
 * goes, or the next start would record it again, and keep it among the
 * past games again after the player deleted it there. */
static bool finished_kept(const Match *m)
{
    return m->result_recorded && !m->came_finished && !m->record_pending && game_over(session_game(m->session));
}

static void autosave(Match *m)
{
    Profile *p = m->profile;
    if (p->read_only && m->session && m->unsaved) { /* moves nowhere but here: say so */
        not_saved(m, profile_read_only_text(), "another copy of the game owns the data folder");
        return;
    }
    if (!profile_can_keep(p) || !m->session)
        return;
    char err[SESSION_MESSAGE_MAX * 3], msg[SESSION_MESSAGE_MAX * 3 + 200];
    bool pending = m->autosave_pending;
    if (!keep_foreign(m, NULL, 0, err, sizeof err)) {
        if (pending)
            /* TRANSLATORS: %s says what could not be saved (translated sentences). */
            snprintf(msg, sizeof msg,
                     _("The last game's result could not be kept, so this game is not saved automatically: %s"), err);
        else
            /* TRANSLATORS: why the unfinished game of the last time could not be kept. */
            snprintf(msg, sizeof msg,
                     _("The unfinished game of the last time could not be kept, so this game is not "
                       "saved automatically: %s"),
                     err);
    } else if (m->came_finished || finished_kept(m) ? autosave_clear(p->data_dir, err, sizeof err)
                                                    : session_autosave(m->session, p->data_dir, err, sizeof err)) {
        /* (a finished game that came in finished is no game in progress: an
         * autosave of it would be recorded at the next start as if it had
         * just ended) */
        m->autosave_failed = false;
        return;
    } else {
        snprintf(msg, sizeof msg, _("The game could not be saved automatically: %s"), err);
    }
    not_saved(m, msg, err);
}

/* The game was played just now (a move, an undo or redo, a hand-over, its
 * start): the time its saves keep, which the list of saves shows. */
static void played_now(Match *m)
{
    if (m->session)
        session_set_played(m->session, (long long)time(NULL));
}

static void forget_thinking(Match *m)
{
    m->have_move = false;
    m->hint = HINT_NONE;
    think_stop_stale(&m->think, NULL);
}

static MatchEvent *install(Match *m, Session *s, MatchInstall how, const char *title, const char *kept, bool autoplayed)
{
    if (m->session && m->session != s)
        session_free(m->session);
    match_net_free(m->net); /* its match files stay: it can be joined again */
    m->net = NULL;
    m->session = s;
    const Game *g = session_game(s);
    m->result_recorded = m->came_finished = game_over(g);
    memset(&m->result, 0, sizeof m->result);
    m->result.past = PAST_NOT_KEPT;
    m->record_pending = false;
    if (m->campaign_index < 0 || !campaign_matches(m->campaign_index, g))
        m->campaign_index = profile_campaign_game(m->profile, g);
    m->unsaved = false; /* a new game, or one just loaded: nothing to keep yet */
    forget_thinking(m);
    MatchEvent *e = push(m, MATCH_INSTALLED);
    e->how = how;
    e->autoplayed = autoplayed;
    snprintf(e->title, sizeof e->title, "%s", title ? title : "");
    snprintf(e->kept, sizeof e->kept, "%s", kept ? kept : "");
    e->campaign = -1;
    return e;
}

/* Tests: a bot makes the first moves, so screenshots can show later states. */
static int autoplay(Session *s, int moves)
{
    Rng rng;
    rng_seed(&rng, session_game(s)->settings.seed, 0xa11ce);
    int made = 0;
    for (int i = 0; i < moves && !game_over(session_game(s)); i++) {
        Move mv;
        char err[ERROR_MAX];
        if (!bot_choose(BOT_GREEDY, session_game(s), &rng, &mv) || !session_apply(s, &mv, err, sizeof err))
            break;
        made++;
    }
    return made;
}

void match_set_autoplay(Match *m, int moves) { m->autoplay = moves; }

static void kept_refusal(char *err, size_t errsize, const char *why)
{
    char copy[SESSION_MESSAGE_MAX];
    snprintf(copy, sizeof copy, "%s", why);
    /* TRANSLATORS: why the game in progress could not be saved. */
    snprintf(err, errsize, _("The game in progress could not be kept, so it was not replaced: %s"), copy);
}

/* A new attempt at the challenge for session s: counted in the statistics
 * (kept on disk) and the session tagged with it. */
static bool begin_attempt(Match *m, Session *s, const ChallengeId *id, char *err, size_t errsize)
{
    Profile *p = m->profile;
    ChallengeTag tag = {*id, stats_challenge_begin(&p->stats, id)};
    char why[SESSION_MESSAGE_MAX];
    if (tag.attempt <= 0 || !session_set_challenge(s, &tag, why, sizeof why)) {
        snprintf(err, errsize, "%s", _("This challenge cannot be worked out."));
        return false;
    }
    if (!profile_save_stats(p, why, sizeof why))
        warn(m, why);
    return true;
}

/* A new session in place of the game (kept first); with `tag` a new
 * attempt at a challenge: the attempt is counted only once the game is
 * sure to start. Frees s on failure. */
static bool start_session(Match *m, Session *s, int campaign_index, const char *title, const ChallengeId *challenge,
                          char *err, size_t errsize)
{
    char kept[SESSION_TITLE_MAX], why[SESSION_MESSAGE_MAX];
    if (!keep_live(m, kept, sizeof kept, why, sizeof why)) {
        session_free(s);
        kept_refusal(err, errsize, why);
        return false;
    }
    if (challenge && !begin_attempt(m, s, challenge, err, errsize)) {
        session_free(s);
        return false;
    }
    if (title && title[0]) {
        char terr[SESSION_MESSAGE_MAX];
        session_set_title(s, title, terr, sizeof terr); /* for the list of saves; "" is fine too */
    }
    int made = 0;
    if (m->autoplay > 0) {
        made = autoplay(s, m->autoplay);
        m->autoplay = 0;
    }
    m->campaign_index = campaign_index;
    install(m, s, INSTALL_NEW, "", kept, made > 0)->campaign = campaign_index;
    if (challenge && session_challenge(s)->attempt == 1)
        m->unsaved = true; /* kept if another game replaces it, even before a move */
    played_now(m);
    if (made > 0 || challenge)
        autosave(m); /* a challenge's attempt is on disk at once: it can be resumed */
    return true;
}

bool match_start(Match *m, const GameSettings *gs, const Seat seats[MAX_PLAYERS], int campaign_index, const char *title,
                 char *err, size_t errsize)
{
    Session *s = session_new(gs, seats, err, errsize);
    return s && start_session(m, s, campaign_index, title, NULL, err, errsize);
}

bool match_start_net(Match *m, MatchNet *net, char *err, size_t errsize)
{
    char kept[SESSION_TITLE_MAX], why[SESSION_MESSAGE_MAX];
    if (!keep_live(m, kept, sizeof kept, why, sizeof why)) {
        match_net_free(net);
        kept_refusal(err, errsize, why);
        return false;
    }
    session_free(m->session);
    m->session = NULL;
    match_net_free(m->net);
    m->net = net;
    m->campaign_index = -1;
    m->result_recorded = m->came_finished = false; /* a resumed match that is over is recorded once more: kept once */
    memset(&m->result, 0, sizeof m->result);
    m->result.past = PAST_NOT_KEPT;
    m->record_pending = m->unsaved = false;
    forget_thinking(m);
    if (kept[0])
        copy_text(push(m, MATCH_KEPT)->text, sizeof m->queue[0].text, kept);
    return true; /* MATCH_INSTALLED comes once the host has said how the game stands */
}

void match_stop_net(Match *m)
{
    match_net_free(m->net);
    m->net = NULL;
    forget_thinking(m);
}

bool match_start_challenge(Match *m, const ChallengeId *id, const char *name, char *err, size_t errsize)
{
    if (m->profile->read_only) { /* its attempts count in the other copy's statistics */
        snprintf(err, errsize, "%s",
                 _("Challenges are played in the copy of Cartographers that keeps your saved games; this copy only "
                   "reads them."));
        return false;
    }
    GameSettings gs;
    if (!challenge_settings(id, &gs)) {
        snprintf(err, errsize, "%s", _("This challenge cannot be worked out."));
        return false;
    }
    Seat seats[MAX_PLAYERS];
    for (int p = 0; p < MAX_PLAYERS; p++) {
        char fallback[SEAT_NAME_MAX];
        snprintf(fallback, sizeof fallback, "Player %d", p + 1); /* kept in English, shown by name_seat */
        session_seat_init(&seats[p], p, SEAT_HUMAN, "", p == 0 && name && name[0] ? name : fallback);
    }
    Session *s = session_new(&gs, seats, err, errsize);
    return s && start_session(m, s, -1, "", id, err, errsize);
}

bool match_resume(Match *m, char *err, size_t errsize)
{
    Profile *p = m->profile;
    char why[SESSION_MESSAGE_MAX] = "";
    if (p->read_only) { /* the game in progress is the other copy's */
        snprintf(err, errsize, "%s", profile_read_only_text());
        return false;
    }
    Session *s = p->data_dir[0] ? session_resume(p->data_dir, why, sizeof why) : NULL;
    p->resume_state = AUTOSAVE_NONE;
    if (!s) {
        snprintf(err, errsize, "%s\n%s", _("The game in progress could not be resumed."), why);
        p->notice[0] = '\0';
        profile_notice(p, err);
        m->autosave_foreign = false;
        return false;
    }
    char kept[SESSION_TITLE_MAX];
    if (!keep_live(m, kept, sizeof kept, why, sizeof why)) {
        session_free(s);
        kept_refusal(err, errsize, why);
        return false;
    }
    m->autosave_foreign = false; /* the autosave is this game's */
    m->campaign_index = -1;
    install(m, s, INSTALL_RESUMED, "", kept, false);
    m->unsaved = true; /* the autosave's moves are under no name */
    return true;
}

bool match_load(Match *m, const char *file, const char *title, char *err, size_t errsize)
{
    Profile *p = m->profile;
    char why[SESSION_MESSAGE_MAX];
    if (!p->data_dir[0]) {
        snprintf(err, errsize, "%s", _("There is no folder for saved games: nothing can be saved or loaded."));
        return false;
    }
    Session *s = save_named_load_new(p->data_dir, file, why, sizeof why);
    if (!s) {
        snprintf(err, errsize, _("This game cannot be loaded (the file was kept aside, nothing was deleted): %s"), why);
        return false;
    }
    char kept[SESSION_TITLE_MAX];
    if (!keep_live(m, kept, sizeof kept, why, sizeof why)) {
        session_free(s);
        kept_refusal(err, errsize, why);
        return false;
    }
    /* the loaded game is the game in progress: the autosave becomes its */
    p->resume_state = AUTOSAVE_NONE;
    m->campaign_index = -1;
    bool was_aside = session_put_aside(s);
    session_set_put_aside(s, false);
    install(m, s, INSTALL_LOADED, title, kept, false);
    autosave(m);
    /* a game put aside is taken up again: once the autosave holds it, its
     * copy leaves Load game (and it is put aside again if replaced) */
    if (was_aside && profile_can_keep(p) && !m->autosave_failed && !p->read_only) {
        if (save_named_delete(p->data_dir, file, why, sizeof why))
            m->unsaved = true;
        else
            fprintf(stderr, "cartographers: the copy put aside stays: %s\n", why);
    }
    return true;
}

bool match_open_file(Match *m, const char *path, char *err, size_t errsize)
{
    char why[SESSION_MESSAGE_MAX];
    bool missing = false;
    /* not save_named_load_new: a file of the player's, wherever it is, is
     * never renamed; a bad one stays as it is */
    Session *s = save_load_new(path, &missing, why, sizeof why);
    if (!s) {
        if (missing)
            /* TRANSLATORS: %s is a file's path given on the command line. */
            snprintf(err, errsize, _("The saved game %s cannot be opened: there is no such file."), path);
        else
            /* TRANSLATORS: the first %s is a file's path, the second why it cannot be read. */
            snprintf(err, errsize, _("The saved game %s cannot be opened: %s"), path, why);
        return false;
    }
    char kept[SESSION_TITLE_MAX];
    if (!keep_live(m, kept, sizeof kept, why, sizeof why)) {
        session_free(s);
        kept_refusal(err, errsize, why);
        return false;
    }
    char title[SESSION_TITLE_MAX];
    snprintf(title, sizeof title, "%s", session_title(s)[0] ? session_title(s) : fileio_basename(path));
    m->profile->resume_state = AUTOSAVE_NONE; /* the opened game is the game in progress */
    m->campaign_index = -1;
    install(m, s, INSTALL_LOADED, title, kept, false);
    autosave(m); /* keeps the last run's unfinished game first (keep_foreign) */
    return true;
}

bool match_save(Match *m, const char *title, char *file, size_t filesize, char *err, size_t errsize)
{
    if (m->profile->read_only) {
        snprintf(err, errsize, "%s", profile_read_only_text());
        return false;
    }
    if (!m->session || !m->profile->data_dir[0]) {
        snprintf(err, errsize, "%s", _("There is no folder for saved games: nothing can be saved or loaded."));
        return false;
    }
    if (!save_named_write(m->session, m->profile->data_dir, title, file, filesize, err, errsize))
        return false;
    m->unsaved = false;
    m->autosave_failed = false; /* the moves are on disk now */
    snprintf(push(m, MATCH_SAVED)->title, sizeof m->queue[0].title, "%s", title);
    return true;
}

bool match_not_on_disk(const Match *m, char *why, size_t size)
{
    if (why)
        snprintf(why, size, "%s", m->autosave_failed ? m->autosave_error : "");
    return m->session && m->autosave_failed;
}

bool match_retry_autosave(Match *m)
{
    if (m->session && m->autosave_failed)
        autosave(m);
    return !match_not_on_disk(m, NULL, 0);
}

bool match_keep_now(Match *m)
{
    if (m->session)
        autosave(m);
    return !match_not_on_disk(m, NULL, 0);
}

bool match_save_copy(Match *m, const char *dir, char *path, size_t pathsize, char *err, size_t errsize)
{
    if (!m->session || !dir || !dir[0]) {
        snprintf(err, errsize, "%s", _("There is no folder to save a copy in."));
        return false;
    }
    char stamp[32];
    time_t now = time(NULL);
    struct tm tm;
    if (!localtime_r(&now, &tm) || strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm) == 0)
        snprintf(stamp, sizeof stamp, "%lld", (long long)now);
    size_t len = strlen(dir);
    bool sep = len > 0 && (dir[len - 1] == '/' || dir[len - 1] == '\\');
    int w = snprintf(path, pathsize, "%s%scartographers-%s.cartosave", dir, sep ? "" : "/", stamp);
    if (w < 0 || (size_t)w >= pathsize) {
        snprintf(err, errsize, "%s", _("The folder's name is too long."));
        return false;
    }
    if (!save_write(m->session, path, err, errsize))
        return false;
    m->unsaved = false;
    m->autosave_failed = false;
    snprintf(push(m, MATCH_SAVED)->title, sizeof m->queue[0].title, "%s", path);
    return true;
}

/* ---- playing ---- */

/* After a move went into the session (applied or redone): the result of a
 * finished game, recorded (results.h). A failure is said on the status line
 * and, for the past games, in the final box (match_past): every part that
 * failed, in one text. */
static void settle(Match *m)
{
    const Session *s = match_session(m);
    const Game *g = match_game(m);
    if (!s || !g || !game_over(g) || !game_over(session_game(s)) || m->result_recorded)
        return;
    m->result_recorded = true;
    results_record(m->profile, s, m->campaign_index, false, &m->result);
    if (m->result.complete)
        forget_copies(m->profile, s, NULL); /* a copy of it put aside is no unfinished game any more */
    if (m->net && m->result.past == PAST_KEPT) /* kept among the past games: nothing to take up again */
        match_net_forget(m->net);
    m->record_pending = !m->result.complete;
    if (m->session && profile_can_keep(m->profile) && finished_kept(m))
        autosave(m); /* its autosave goes (finished_kept); an earlier run's game not kept yet stays */
    if (m->result.summary[0])
        warn(m, m->result.summary);
    snprintf(push(m, MATCH_FINISHED)->text, sizeof m->queue[0].text, "%s", m->result.note);
}

bool match_apply(Match *m, const Move *mv, bool automatic, Refusal *why)
{
    Refusal ignored;
    if (!why)
        why = &ignored;
    if (m->net)
        return match_net_play(m->net, mv, why);
    if (!m->session) {
        *why = (Refusal){.code = REFUSE_NO_DECISION};
        return false;
    }
    Game before = *session_game(m->session);
    if (!session_apply_why(m->session, mv, why)) {
        if (why->code == REFUSE_NONE) { /* legal, but not recorded */
            fprintf(stderr, "cartographers: out of memory: the move could not be recorded\n");
            *why = (Refusal){.code = REFUSE_NO_DECISION};
        }
        return false;
    }
    /* a player's move made while the Hint's answer for it was showing */
    if (!automatic && m->hint == HINT_SHOWN && think_same_game(&m->hint_game, &before) &&
        !match_is_computer(m, before.decision.actor))
        session_note_hint(m->session);
    m->unsaved = true;
    played_now(m);
    const Game *g = session_game(m->session);
    MatchEvent *e = push(m, MATCH_MOVED);
    e->move = *mv;
    e->actor = before.decision.actor;
    e->sheet = before.decision.sheet;
    e->automatic = automatic;
    e->by_computer = match_is_computer(m, before.decision.actor);
    e->season_scored = game_seasons_scored(g) > game_seasons_scored(&before) ? game_seasons_scored(&before) : -1;
    /* after the move's event, so that what the autosave says (the last
     * run's game kept under a name, a failure) follows the move's status */
    autosave(m);
    m->profile->resume_state = AUTOSAVE_NONE; /* the autosave is this game's from now on */
    profile_clear_notice(m->profile);          /* said on the menu; a game is on now */
    if (m->hint != HINT_NONE && !think_same_game(&m->hint_game, g))
        m->hint = HINT_NONE;
    settle(m);
    return true;
}

bool match_draw_forced_ambush(Match *m)
{
    const Game *g = match_game(m);
    if (!g || g->decision.kind != DECISION_AMBUSH || g->decision.solo_target < 0)
        return false;
    Move moves[2];
    return game_legal_moves(g, moves, 2) == 1 && match_apply(m, &moves[0], true, NULL);
}

static bool can(const Match *m, bool redo, int actor, SessionRefusal *why)
{
    SessionRefusal ignored;
    if (!why)
        why = &ignored;
    *why = (SessionRefusal){.code = redo ? SESSION_NOTHING_TO_REDO : SESSION_NOTHING_TO_UNDO, .arg = -1};
    if (m->net) /* this seat's moves of the round, until the host applies it */
        return !redo && match_net_can_undo(m->net, actor);
    if (!m->session)
        return false;
    return redo ? session_redo_check(m->session, actor, why) : session_take_back_check(m->session, actor, why);
}

bool match_undo_marks(const Match *m, int actor) { return m->session && session_take_back_marks(m->session, actor); }
bool match_counts(const Match *m) { return !m->session || session_counts(m->session); }
int match_hints(const Match *m) { return m->session ? session_hints(m->session) : 0; }

bool match_can_undo(const Match *m, int actor, SessionRefusal *why) { return can(m, false, actor, why); }
bool match_can_redo(const Match *m, int actor, SessionRefusal *why) { return can(m, true, actor, why); }

void match_refusal_text(const Match *m, const SessionRefusal *why, char *out, size_t size)
{
    msg_session_refusal(match_session(m), why, out, size);
}

int match_last_actor(const Match *m)
{
    if (m->net)
        return match_net_last_actor(m->net);
    return m->session ? session_last_actor(m->session) : -1;
}

bool match_undo(Match *m, int actor, SessionRefusal *why)
{
    char err[SESSION_MESSAGE_MAX];
    if (m->net)
        return can(m, false, actor, why) && match_net_undo(m->net, actor);
    if (!can(m, false, actor, why) || !session_take_back(m->session, actor, err, sizeof err))
        return false;
    played_now(m);
    autosave(m);
    forget_thinking(m);
    push(m, MATCH_UNDONE);
    return true;
}

bool match_redo(Match *m, int actor, SessionRefusal *why)
{
    char err[SESSION_MESSAGE_MAX];
    if (!can(m, true, actor, why))
        return false;
    Game before = *session_game(m->session);
    if (!session_redo(m->session, actor, err, sizeof err))
        return false;
    played_now(m);
    autosave(m);
    forget_thinking(m);
    const Game *g = session_game(m->session);
    MatchEvent *e = push(m, MATCH_REDONE);
    int n = session_move_count(m->session);
    if (n > 0)
        e->move = *session_move(m->session, n - 1);
    e->actor = before.decision.actor;
    e->sheet = before.decision.sheet;
    e->season_scored = game_seasons_scored(g) > game_seasons_scored(&before) ? game_seasons_scored(&before) : -1;
    settle(m);
    return true;
}

void match_handover(Match *m)
{
    if (!m->session)
        return;
    session_mark_handover(m->session);
    played_now(m);
    autosave(m);
    push(m, MATCH_HANDED_OVER);
}

/* ---- computer players and the hint ---- */

bool match_computer_turn(const Match *m)
{
    const Game *g = match_game(m);
    if (m->net) /* another seat's decision: its player draws on another computer */
        return g && g->decision.kind != DECISION_NONE &&
               (g->decision.actor != match_net_seat(m->net) ||
                match_net_turn(m->net, match_net_seat(m->net)) != NET_TURN_DECIDING);
    return g && g->decision.kind != DECISION_NONE && match_is_computer(m, g->decision.actor);
}

static BotKind seat_bot(const Match *m, int player)
{
    const Seat *s = m->session ? session_seat(m->session, player) : NULL;
    BotKind k;
    if (!s || !bot_parse(s->strength, &k))
        k = BOT_MEDIUM;
    return k;
}

static void answer(Match *m, const ThinkJob *j)
{
    const Game *g = match_game(m);
    if (!g || !think_same_game(&j->game, g))
        return; /* stale: the game moved on meanwhile */
    if (j->purpose == THINK_FOR_HINT) {
        if (m->hint != HINT_THINKING || !think_same_game(&m->hint_game, &j->game))
            return;
        if (!j->ok) {
            m->hint = HINT_NONE;
            push(m, MATCH_HINT_FAILED);
            return;
        }
        m->hint = HINT_SHOWN;
        m->hint_choice = j->choice;
        m->hint_ms =
            (double)(SDL_GetPerformanceCounter() - m->hint_asked) * 1000.0 / (double)SDL_GetPerformanceFrequency();
        if (platform_getenv("CARTOGRAPHERS_TIMING"))
            fprintf(stderr, "hint %.1f ms\n", m->hint_ms);
        push(m, MATCH_HINT_READY);
    } else if (j->ok && match_computer_turn(m)) {
        m->have_move = true;
        m->move_game = j->game;
        m->move = j->choice;
        push(m, MATCH_COMPUTER_READY);
    }
}

void match_tick(Match *m)
{
    if (m->net)
        match_net_poll(m->net);
    const Game *g = match_game(m);
    think_stop_stale(&m->think, g);
    const ThinkJob *j;
    while ((j = think_collect(&m->think)) != NULL)
        answer(m, j);
    if (m->hint != HINT_NONE && (!g || !think_same_game(&m->hint_game, g)))
        m->hint = HINT_NONE;
    if (!match_computer_turn(m) || m->net) { /* the host plays a network game's computers */
        m->have_move = false;
        return;
    }
    if (m->have_move && !think_same_game(&m->move_game, g))
        m->have_move = false;
    if (!m->have_move && !think_running(&m->think, THINK_FOR_SEAT, g))
        think_start(&m->think, THINK_FOR_SEAT, seat_bot(m, g->decision.actor), g);
}

bool match_computer_move(const Match *m, Move *out)
{
    const Game *g = match_game(m);
    if (!m->have_move || !g || !think_same_game(&m->move_game, g) || !match_computer_turn(m))
        return false;
    *out = m->move.move;
    return true;
}

bool match_commit_computer(Match *m, Refusal *why)
{
    Move mv;
    if (!match_computer_move(m, &mv))
        return false;
    m->have_move = false;
    if (match_apply(m, &mv, false, why))
        return true;
    char err[ERROR_MAX];
    game_refusal_text(why, err, sizeof err);
    fprintf(stderr, "cartographers: the computer's move was refused: %s\n", err);
    Move any[1];
    return game_legal_moves(match_game(m), any, 1) > 0 && match_apply(m, &any[0], false, why);
}

bool match_hint_request(Match *m)
{
    const Game *g = match_game(m);
    if (!g || g->decision.kind == DECISION_NONE || match_computer_turn(m) || m->hint == HINT_THINKING)
        return false;
    if (!think_start(&m->think, THINK_FOR_HINT, BOT_HARD, g))
        return false;
    m->hint = HINT_THINKING;
    m->hint_game = *g;
    m->hint_asked = SDL_GetPerformanceCounter();
    return true;
}

HintState match_hint_state(const Match *m) { return m->hint; }
const BotChoice *match_hint(const Match *m) { return m->hint == HINT_SHOWN ? &m->hint_choice : NULL; }

void match_stop_thinking(Match *m)
{
    think_shutdown(&m->think);
    m->have_move = false;
    m->hint = HINT_NONE;
}

void match_dump(const Match *m, void *file)
{
    FILE *f = file;
    const Game *g = match_game(m);
    fprintf(f, "computer_turn=%d\nthinking=%d\n", match_computer_turn(m), think_busy(&m->think));
    const Session *s = match_session(m); /* (a network game's is the match's record) */
    for (int p = 0; g && p < g->settings.players; p++) {
        const Seat *seat = s ? session_seat(s, p) : NULL;
        fprintf(f, "seat_%d=%s\n", p, match_is_computer(m, p) && seat ? seat->strength : "human");
    }
    static const char *const hint_names[] = {"none", "thinking", "shown"};
    fprintf(f, "hint=%s\n", hint_names[m->hint]);
    if (m->hint == HINT_SHOWN) {
        char text[MOVE_TEXT_MAX];
        move_format(&m->hint_choice.move, text, sizeof text);
        fprintf(f, "hint_choice=%s\nhint_gain=%d\nhint_expected=%d\nhint_ms=%.1f\n", text, m->hint_choice.gain,
                m->hint_choice.expected, m->hint_ms);
    }
    fprintf(f, "thinks=%d\nthink_max_ms=%.1f\n", m->think.thinks, m->think.think_max_ms);
    if (s && session_move_count(s) > 0) {
        char text[MOVE_TEXT_MAX];
        move_format(session_move(s, session_move_count(s) - 1), text, sizeof text);
        fprintf(f, "last_move=%s\n", text);
    }
}
