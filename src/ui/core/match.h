/* match.h: the game being played, behind one opaque Match: the session
 * (src/session: the record, the live game, the seats, undo and redo), the
 * campaign game it is, whether it has moves saved under no name, the
 * autosave after every change, the result recorded when it ends, and the
 * computer players and the hint thinking in their threads.
 *
 * A Match never touches the screen. It reports what happened as events
 * (match_next_event), which the shell hands to every screen after each
 * input event; the table redraws, animates and pushes its boxes from them.
 *
 * Never lose a game: every function that replaces the game (start, resume,
 * load) first keeps the one it replaces when it has moves saved under no
 * name ("Unfinished game, DATE" in the list of saves), and refuses to
 * replace it when that fails. An unfinished game found in the autosave at
 * start and not resumed is kept the same way before the first autosave of
 * another game overwrites it. */
#ifndef UI_CORE_MATCH_H
#define UI_CORE_MATCH_H

#include <stdbool.h>
#include <stddef.h>

#include "bot.h"
#include "game.h"
#include "profile.h"
#include "results.h"
#include "session.h"

typedef struct Match Match;

typedef enum MatchEventKind {
    MATCH_INSTALLED,      /* a game was started, resumed or loaded: how, title, kept */
    MATCH_MOVED,          /* a move was committed: move, actor, sheet, automatic, by_computer, season_scored */
    MATCH_UNDONE,
    MATCH_REDONE,         /* season_scored as for MATCH_MOVED */
    MATCH_HANDED_OVER,    /* at one screen: what was before is final */
    MATCH_FINISHED,       /* the game ended and its result is recorded; text: the campaign's news */
    MATCH_KEPT,           /* an unfinished game was kept under a name (text) */
    MATCH_SAVED,          /* the game was saved under a name (title) */
    MATCH_COMPUTER_READY, /* a computer's move can be shown and committed (match_computer_move) */
    MATCH_HINT_READY,     /* the hint can be shown (match_hint) */
    MATCH_HINT_FAILED,
    MATCH_WARNING,        /* text: something could not be done (a file), translated */
    MATCH_NOT_SAVED,      /* text: the autosave failed, why (translated); the moves are only in memory */
    MATCH_NET_CHANGED,    /* a network game: this seat's view or the seats' marks changed (match_net.h) */
    MATCH_NET_CHAT,       /* text: "Name: words", cleaned */
    MATCH_NET_NOTICE,     /* text: the connection to the host ended for good (translated; the rest is the banner's) */
} MatchEventKind;

typedef enum MatchInstall { INSTALL_NEW, INSTALL_RESUMED, INSTALL_LOADED } MatchInstall;

typedef struct MatchEvent {
    MatchEventKind kind;
    MatchInstall how;  /* MATCH_INSTALLED */
    bool autoplayed;   /* MATCH_INSTALLED: a bot made the first moves (tests) */
    int campaign;      /* MATCH_INSTALLED: the campaign game started (match_start), -1 none */
    Move move;         /* MATCH_MOVED, MATCH_REDONE */
    int actor, sheet;  /* MATCH_MOVED: who drew, on whose map */
    bool automatic;    /* MATCH_MOVED: drawn by itself (a solo ambush that fits one way) */
    bool by_computer;  /* MATCH_MOVED: a computer's move */
    int season_scored; /* MATCH_MOVED, MATCH_REDONE: the season the move ended, or -1 */
    char title[SESSION_TITLE_MAX]; /* MATCH_INSTALLED: the game loaded */
    char kept[SESSION_TITLE_MAX];  /* MATCH_INSTALLED: the unfinished game was kept under this name ("" none) */
    char text[SESSION_MESSAGE_MAX + 200];
} MatchEvent;

typedef enum HintState { HINT_NONE, HINT_THINKING, HINT_SHOWN } HintState;

Match *match_new(Profile *profile);
void match_free(Match *m);

/* ---- the game ---- */

bool match_has_game(const Match *m);
/* The live game, or NULL. */
const Game *match_game(const Match *m);
/* The session (record, seats), or NULL. */
const Session *match_session(const Match *m);
/* A seat's name ("" beyond the seats). */
const char *match_name(const Match *m, int player);
bool match_is_computer(const Match *m, int player);
/* "Ben (computer)" for a computer seat, else the name. */
void match_player_label(const Match *m, int player, char *out, size_t size);
int match_campaign_index(const Match *m);
/* The campaign's news for the end of the game ("" none). */
const char *match_result_note(const Match *m);
/* Whether the game that ended here was kept among the past games
 * (src/session/past_games.h; MatchPast in results.h); PAST_FAILED with
 * `why` (translated; may be NULL): everything that could not be kept of it
 * (the statistics too on a full disk). PAST_NOT_KEPT for a game that did
 * not end here (loaded finished) or when nothing is kept (no data folder). */
MatchPast match_past(const Match *m, char *why, size_t size);
/* The file the game was kept in (past_games.h), "" when it was not kept. */
const char *match_past_file(const Match *m);

/* ---- replacing the game (each keeps the unfinished one first) ---- */

/* Starts a game with these settings and seats (title "" for none; the
 * campaign game it is, or -1). False with err (translated) when it cannot
 * start or the game in progress could not be kept. */
bool match_start(Match *m, const GameSettings *s, const Seat seats[MAX_PLAYERS], int campaign_index,
                 const char *title, char *err, size_t errsize);
/* Starts a new attempt at a challenge (challenge.h): its settings, one
 * human seat named `name` (NULL or "": "Player 1"), the attempt counted in
 * the statistics (stats_challenge_begin) and the session tagged with it,
 * then autosaved. False with err (translated) as match_start. */
bool match_start_challenge(Match *m, const ChallengeId *id, const char *name, char *err, size_t errsize);
/* The game just finished was a challenge's: which attempt (tag) and whether
 * it was the attempt that counts (stats_challenge_finish). False for any
 * other game, and for one loaded already finished. */
bool match_challenge_outcome(const Match *m, ChallengeTag *tag, bool *counted);
/* Resumes the autosaved game; false with err (translated). */
bool match_resume(Match *m, char *err, size_t errsize);
/* Loads the named save `file` of the data folder; false with err (translated). */
bool match_load(Match *m, const char *file, const char *title, char *err, size_t errsize);
/* Loads the save file at `path` (anywhere: the command line's file) as
 * Load game does, keeping the unfinished game first; a bad file is left as it
 * is. False with err (translated, naming the path and why). */
bool match_open_file(Match *m, const char *path, char *err, size_t errsize);
/* Saves the game under a name; `file` gets the file's name. */
bool match_save(Match *m, const char *title, char *file, size_t filesize, char *err, size_t errsize);
/* Whether moves of the game are only in memory: the last autosave failed
 * and no save has succeeded since; `why` (may be NULL) gets the reason. */
bool match_not_on_disk(const Match *m, char *why, size_t size);
/* Tries the autosave again; true when the game is on disk now. */
bool match_retry_autosave(Match *m);
/* Writes the autosave now, before the game's first move (a game that must
 * be resumable at once: the tutorial's); false when it failed (the match
 * reports MATCH_NOT_SAVED with why). */
bool match_keep_now(Match *m);
/* Saves the game as a file in `dir` (another folder than the data folder:
 * the home folder when that one cannot be written); `path` gets the file. */
bool match_save_copy(Match *m, const char *dir, char *path, size_t pathsize, char *err, size_t errsize);
/* Plays a network game (match_net.h; the Match owns it from now on),
 * keeping the unfinished game first; false with err (translated) when
 * that could not be kept (the network game is then freed). */
struct MatchNet;
bool match_start_net(Match *m, struct MatchNet *net, char *err, size_t errsize);
/* Ends the network game here (its match file stays: it can be taken up
 * again); the Match then has no game. */
void match_stop_net(Match *m);
/* The network game being played, or NULL. */
struct MatchNet *match_net(const Match *m);
/* The longest the app's loop may wait for input before match_tick, -1 for
 * as long as it likes (no network game). */
int match_wait_ms(const Match *m);
/* Tests: the first game started lets a bot make this many moves first. */
void match_set_autoplay(Match *m, int moves);

/* ---- playing ---- */

/* Applies a move for the pending decision through the session, autosaves
 * and reports it. On refusal nothing changes and `why` (may be NULL) holds
 * the engine's reason as a code (msg_refusal translates it). `automatic`:
 * made by the app itself. */
bool match_apply(Match *m, const Move *mv, bool automatic, Refusal *why);
/* A solo ambush that fits only one way, drawn by itself (the setting);
 * true when one was drawn. */
bool match_draw_forced_ambush(Match *m);
/* Undo and redo for the player `actor`; false with the session's reason
 * as a code in `why` (may be NULL). */
bool match_undo(Match *m, int actor, SessionRefusal *why);
bool match_redo(Match *m, int actor, SessionRefusal *why);
/* In solo, Undo also takes back a draw after the next card was revealed
 * (session_take_back): the game then no longer counts for the campaign and
 * the statistics. Whether the next undo would do that. */
bool match_undo_marks(const Match *m, int actor);
/* The game's marks (session.h): it counts (no solo take-back after a
 * reveal), and moves made with the Hint's answer showing. */
bool match_counts(const Match *m);
int match_hints(const Match *m);
/* Whether they would work; `why` (may be NULL) gets the reason. */
bool match_can_undo(const Match *m, int actor, SessionRefusal *why);
bool match_can_redo(const Match *m, int actor, SessionRefusal *why);
/* A reason of the three above in the player's language (names the player
 * who made the last move). */
void match_refusal_text(const Match *m, const SessionRefusal *why, char *out, size_t size);
/* The player whose move was the last one (in a network game the last made
 * at this computer: match_net_last_actor), or -1. */
int match_last_actor(const Match *m);
/* Hot-seat: the screen passes to the next player; what was before is final. */
void match_handover(Match *m);

/* The next thing that happened, oldest first; false when none is left. */
bool match_next_event(Match *m, MatchEvent *out);

/* ---- computer players and the hint ---- */

/* Each time round the loop: collects answers from the threads and starts
 * thinking for a computer seat whose turn it is. */
void match_tick(Match *m);
/* The pending decision is a computer's. */
bool match_computer_turn(const Match *m);
/* The computer's move for the live game, once it has thought. */
bool match_computer_move(const Match *m, Move *out);
/* Commits the computer's move (any legal move if its own is refused, so a
 * game never stops at a computer's turn). False when there is none. */
bool match_commit_computer(Match *m, Refusal *why);
/* Starts the hard bot for the human who decides now; false (try again)
 * when no thread can be started. */
bool match_hint_request(Match *m);
HintState match_hint_state(const Match *m);
/* The hint for the live game (state HINT_SHOWN). */
const BotChoice *match_hint(const Match *m);
/* Stops every thread (at exit). */
void match_stop_thinking(Match *m);
/* Tests: the threads' state as key=value lines. */
void match_dump(const Match *m, void *file);

#endif
