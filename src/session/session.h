/* session.h: one game being played, as the app holds it: the game's record
 * (settings and every move so far), the live Game that follows from it, who
 * sits at each seat, and undo/redo. Like the mid end of Simon Tatham's
 * Puzzles it sits between the rules engine and the front end, and knows
 * nothing about SDL or pixels.
 *
 * Every change goes through session_apply, which validates the move with
 * game_apply_why and appends it to the record, so the record alone (settings +
 * moves) always rebuilds the live game: that is what saves, undo and
 * replays use.
 *
 * Undo. A player may take back their own placements of
 * the current card until the next card is revealed; nothing that would
 * reveal hidden cards can be undone. Precisely, the last move can be undone
 * by `actor` when
 *   - it was made by `actor` (the player who decided it; in multiplayer an
 *     ambush is drawn by the neighbour, so it is theirs to take back),
 *   - it lies above the undo floor that session_mark_handover sets (in
 *     hot-seat play the app calls it when the screen passes to the next
 *     player: what was handed over is final), and
 *   - the game without it shows the same revealed cards: the same season,
 *     the same cards in the row and the same number of cards in the deck.
 * Undo replays the record without the last move; the undone move goes on
 * the redo stack, which any new move clears.
 *
 * Solo take-back (docs/rules.md §10d). The engine reveals the next card
 * inside the move that resolves the current one, so by the rule above a
 * solo draw can never be undone once committed. The take-back before that
 * point is the placement the app holds until the player confirms it (the
 * setting "confirm each placement"). After it, session_take_back undoes
 * the solo player's last move anyway, but the player has seen what comes
 * next, so the game is marked: it no longer counts for the campaign, the
 * statistics or a challenge (session_counts). The mark is kept in saves.
 *
 * Hints. session_note_hint counts the moves made while the Hint's answer
 * was showing; a game with any is "played with hints", kept in saves and
 * shown with its result. */
#ifndef CARTO_SESSION_H
#define CARTO_SESSION_H

#include <stdbool.h>
#include <stddef.h>

#include "challenge.h"
#include "game.h"
#include "record.h"

typedef enum SeatKind { SEAT_HUMAN, SEAT_COMPUTER } SeatKind;

#define SEAT_NAME_MAX 48     /* bytes with the NUL; UTF-8 */
#define SEAT_STRENGTH_MAX 24 /* bytes with the NUL */
#define SESSION_TITLE_MAX 64 /* bytes with the NUL; UTF-8 */
#define SESSION_MESSAGE_MAX 512 /* a buffer that holds any message of this layer */

/* Who plays one seat. Names are printable UTF-8 without leading or trailing
 * blanks; the strength of a computer seat is a word of a-z, 0-9, '_' and
 * '-' that the app maps to a bot (e.g. "random", "greedy"); humans have "". */
typedef struct Seat {
    SeatKind kind;
    char name[SEAT_NAME_MAX];
    char strength[SEAT_STRENGTH_MAX];
} Seat;

typedef struct Session Session; /* opaque */

/* A name as a seat keeps it, wherever it comes from (the setup screen, the
 * command line, a save, the settings): every control character (TAB, CR,
 * LF, ...) becomes a space, bytes that are not UTF-8 are dropped, blanks at
 * either end are trimmed, and it is cut to size - 1 bytes at a character
 * boundary. Cleaning a cleaned name gives it back unchanged. */
void session_name_clean(char *dst, size_t size, const char *src);

/* A seat: `name` is cleaned (session_name_clean); NULL or an empty name
 * gives "Player N" (N = index + 1). */
void session_seat_init(Seat *seat, int index, SeatKind kind, const char *strength, const char *name);
bool session_seat_check(const Seat *seat, char *err, size_t errsize);

/* A new game. `seats` holds settings->players entries, or is NULL for
 * human players named "Player 1", ... Random scoring cards are dealt here
 * and kept in the record's settings. NULL with a message on bad settings
 * or seats. */
Session *session_new(const GameSettings *settings, const Seat *seats, char *err, size_t errsize);
void session_free(Session *s);

/* Reading. The pointers stay valid until the next change to the session. */
const Game *session_game(const Session *s);
const GameSettings *session_settings(const Session *s);
int session_move_count(const Session *s);
const Move *session_move(const Session *s, int index);
/* The game's record, its settings and every committed move, copied into
 * *out (record_free it); false when memory runs out. */
bool session_record_copy(const Session *s, Record *out);
const Seat *session_seat(const Session *s, int index);
const char *session_title(const Session *s);
/* The player who made the last move, or -1 before the first. */
int session_last_actor(const Session *s);
/* Replays the session's moves from the first, calling fn after each with
 * the game before and after it; false when memory runs out or a move does
 * not replay (fn has seen the moves before it). */
bool session_each_move(const Session *s, void (*fn)(void *ctx, const Game *before, const Game *after, const Move *m),
                       void *ctx);

bool session_set_seat(Session *s, int index, const Seat *seat, char *err, size_t errsize);
/* A title for the list of saves ("" for none); same rules as names. */
bool session_set_title(Session *s, const char *title, char *err, size_t errsize);
/* Whether the session is (to be saved as) a game put aside: kept by
 * itself when another game replaced it, not saved by the player; its
 * continuation replaces it (save.h, the "#put-aside" line). */
bool session_put_aside(const Session *s);
void session_set_put_aside(Session *s, bool put_aside);
/* When the game was last played, in seconds since 1970 (its last move,
 * undo, redo or hand-over, or its start): set by whoever plays it (the
 * session keeps no clock), kept in saves (save.h, the "#played" line);
 * 0 when unknown (a save of an older version). */
long long session_played(const Session *s);
void session_set_played(Session *s, long long when);

/* Validates and applies a move for the pending decision, appends it to the
 * record and clears the redo stack; the engine checks the move once, as it
 * applies it. On refusal nothing changes and `why` (may be NULL) holds the
 * engine's reason as a code; REFUSE_NONE there means the move was legal but
 * could not be recorded (out of memory). session_apply gives the same
 * refusal as an English sentence. */
bool session_apply_why(Session *s, const Move *m, Refusal *why);
bool session_apply(Session *s, const Move *m, char *err, size_t errsize);
bool session_apply_text(Session *s, const char *text, char *err, size_t errsize);

/* Whether `actor` may undo the last move; if not, `why` says so in a
 * sentence the UI can show. */
bool session_can_undo(const Session *s, int actor, char *why, size_t whysize);
/* Why the session refuses an undo or a redo, as a code (a front end
 * translates it with a switch); session_refusal_text gives the English
 * sentence session_can_undo writes. */
typedef enum SessionRefusalCode {
    SESSION_REFUSE_NONE,
    SESSION_NOTHING_TO_UNDO,
    SESSION_HANDED_OVER,    /* the map has been handed over: earlier moves are final */
    SESSION_NOT_YOURS,      /* arg: the seat that made the last move (-1 unknown) */
    SESSION_GAME_OVER,
    SESSION_CARD_REVEALED,  /* a new card has been revealed since */
    SESSION_NOTHING_TO_REDO,
    SESSION_REDO_NOT_YOURS, /* only the player whose move was undone can redo it */
    SESSION_REFUSAL_COUNT
} SessionRefusalCode;
typedef struct SessionRefusal {
    SessionRefusalCode code;
    int arg;
} SessionRefusal;
bool session_undo_check(const Session *s, int actor, SessionRefusal *why);
bool session_redo_check(const Session *s, int actor, SessionRefusal *why);
void session_refusal_text(const Session *s, const SessionRefusal *why, char *buf, size_t size);
bool session_undo(Session *s, int actor, char *err, size_t errsize);
/* Redo re-applies the most recently undone move; only the player who
 * decides now may redo, and any new move clears the redo stack. */
bool session_can_redo(const Session *s, int actor, char *why, size_t whysize);
bool session_redo(Session *s, int actor, char *err, size_t errsize);
int session_redo_count(const Session *s);

/* Solo take-back: true when `actor` may take back the last move, either
 * by an ordinary undo or, in a solo game, one that revealed cards (never
 * after the game ended). */
bool session_take_back_check(const Session *s, int actor, SessionRefusal *why);
/* Whether taking back the last move now would mark the game as not
 * counted (it is allowed only as a solo take-back). */
bool session_take_back_marks(const Session *s, int actor);
/* Undoes the last move as session_undo does, or as a solo take-back,
 * which marks the game (session_takebacks grows by one). */
bool session_take_back(Session *s, int actor, char *err, size_t errsize);
/* Solo take-backs after a card was revealed; a game with any does not
 * count for the campaign, the statistics or a challenge. */
int session_takebacks(const Session *s);
bool session_counts(const Session *s);
/* A move was just made while the Hint's answer for it was showing. */
void session_note_hint(Session *s);
/* Moves made with a hint showing (0: the game was played without). */
int session_hints(const Session *s);

/* Network games: a seat a computer played for its absent player from move
 * `at` of the record on (the host handed the seat over; its player may have
 * come back later). Kept in saves (version 4), so in Past games. */
#define SESSION_HANDED_MAX 64
typedef struct SessionHanded {
    int seat;
    int at;
    char level[SEAT_STRENGTH_MAX]; /* the computer's strength */
} SessionHanded;
/* Notes a hand-over; false, and nothing noted, for a seat not in the game,
 * a move past the record, a level that is not one word of printable ASCII
 * shorter than SEAT_STRENGTH_MAX, or a full list (`why` says which). */
bool session_note_handed(Session *s, int seat, int at, const char *level, char *why, size_t whysize);
/* The hand-overs in the order noted (*out may be NULL). */
int session_handed(const Session *s, const SessionHanded **out);
void session_clear_handed(Session *s);

/* Hot-seat hand-over: every move so far becomes final. */
void session_mark_handover(Session *s);
int session_undo_floor(const Session *s);

/* The challenge this game is played as, kept in its saves: the
 * challenge's id and which attempt it is (stats_challenge_begin gives the
 * number when a new game of the challenge starts). Refused unless the
 * game's settings are the challenge's; NULL clears it. */
bool session_set_challenge(Session *s, const ChallengeTag *tag, char *err, size_t errsize);
/* The tag, or NULL when the game is no challenge. */
const ChallengeTag *session_challenge(const Session *s);

/* The game after the first n moves (0 <= n <= session_move_count), for
 * watching a replay move by move. */
bool session_game_at(const Session *s, int n, Game *out, char *err, size_t errsize);

#endif
