/* save.h: save files: a Session on disk and back, atomically written and
 * transactionally loaded, and the directory of named saves.
 *
 * THE SAVE FORMAT. UTF-8 text, one item a line; lines end in '\n' ('\r\n'
 * is read too); blank lines and lines starting with '#' are ignored; no
 * line is longer than 511 bytes. A save is a game record (record.h) with a
 * few lines of its own. Version 4:
 *
 *   cartographers-save 4        magic and format version; the first line
 *   title Sunday afternoon      optional: the name in the list of saves
 *   #put-aside                  optional: kept by itself when another game
 *                               replaced it (a comment to older versions)
 *   #played 1764470000          optional: when it was last played, seconds
 *                               since 1970 (a comment to older versions;
 *                               a value that is no such number is ignored)
 *   challenge daily:2026-11-24 1   optional: the game is that challenge's,
 *                               attempt 1 (challenge.h); checked against
 *                               the game's settings on loading
 *   kind base                   --- the game record's header (record.h):
 *   side A                          kind must come before the other
 *   players 2                       settings it resets; decrees are always
 *   seed 42                         the four cards in play, A-D ---
 *   decrees canal_lake great_city borderlands sentinel_wood
 *   explore base
 *   seasons base
 *   heroes no
 *   ambushes goblin_attack bugbear_assault kobold_onslaught gnoll_raid
 *   solo-ambush-rule no
 *   seat 1 human - Anna         one line per player: seat number, human or
 *   seat 2 computer greedy Bot  computer, strength ('-' for humans), name
 *   undo-floor 3                moves 1..3 are final (hot-seat hand-over)
 *   hints 4                     optional: 4 moves were made with the Hint's
 *                               answer showing (session_hints)
 *   took-back 1                 optional, solo only: a draw was taken back
 *                               after the next card showed; the game does
 *                               not count (session_takebacks)
 *   handed 2 57 medium          optional, network games: a computer
 *                               (medium) played seat 2 from move 57 on,
 *                               its player gone (session_handed)
 *   move draw card=great_river shape=1 orient=0 at=A1 terrain=water
 *   ...                         every committed move, in order (game.h)
 *   result player 1 total 73 season 12 20 18 23 monsters -6 coins 7
 *                               finished games: one per player, checked
 *                               against the replayed game
 *   end 57                      the number of moves; always the last line
 *
 * No deck order is stored: the cards follow from the seed as the game is
 * replayed. `end` makes a cut-short file an error instead of a shorter
 * game. Loading checks every line, then replays every move through the
 * rules engine; the first problem is reported as "line N: what is wrong".
 *
 * History:
 *   1  first version (settings, seats, title, undo floor, moves, results, end)
 *   2  the challenge line. A game that is no challenge is still written as
 *      version 1, so older versions keep reading it.
 *   3  the hints and took-back lines (the game's marks). A game without
 *      marks is still written as version 2 or 1, as before.
 *   4  the handed lines (a network game's seats a computer played for a
 *      player gone). A game without is written as before.
 *
 * The "#played" line needs no version: older versions skip it as a comment.
 *
 * A new version must keep reading every older one: bump SAVE_VERSION, add
 * a line above saying what changed, and have the parser accept both. */
#ifndef CARTO_SAVE_H
#define CARTO_SAVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "fileio.h"
#include "session.h"

#define SAVE_MAGIC "cartographers-save"
#define SAVE_VERSION 4
#define SAVE_EXT ".cartosave" /* named saves in a directory */
#define SAVE_MAX_SIZE (1u << 20)
#define SAVE_PUT_ASIDE_LINE "#put-aside" /* session_put_aside */
#define SAVE_PLAYED_LINE "#played"       /* session_played: "#played SECONDS" */

/* The save text of a session (malloc'd), or NULL when memory runs out. */
char *save_format(const Session *s);

/* A game's identity for recording it once (recorded.h): a hash of its save
 * text (settings, seats, marks, every move), never 0; 0 when memory runs
 * out. The same game loaded again has the same key. */
uint64_t save_game_key(const Session *s);

/* Whether two sessions are one game at two moments: the same settings,
 * seats and challenge attempt, and the moves of the one with fewer are
 * the first moves of the other. */
bool save_same_game(const Session *a, const Session *b);

/* Parses and replays a save into a new session; NULL with a message
 * ("line N: ...") when the text is not a valid save. Never changes anything
 * else: this is the "temporary" of a transactional load. */
Session *save_parse(const char *text, size_t len, char *err, size_t errsize);

/* Writes the session to `path` atomically (PATH.tmp, fsync, rename). */
bool save_write(const Session *s, const char *path, char *err, size_t errsize);

/* Reads, parses and replays `path`; only when all of that succeeds is the
 * live session replaced by the loaded one. On failure *live is untouched
 * and err says why. *missing tells "no such file" apart from a bad file. */
bool save_load(Session *live, const char *path, bool *missing, char *err, size_t errsize);
/* The same into a new session (when there is no live one yet). */
Session *save_load_new(const char *path, bool *missing, char *err, size_t errsize);

/* Whether the file at `path` is a save of a newer format than this build
 * reads: such a file is not bad and is left where it is. */
bool save_file_newer(const char *path);

/* Renames a bad save to PATH.bad-N so nothing overwrites it. */
bool save_keep_aside(const char *path, char *aside, size_t asidesize, char *err, size_t errsize);

/* One named save, as the list of saves shows it. */
typedef struct SaveInfo {
    char file[256];                /* file name inside the directory */
    char title[SESSION_TITLE_MAX]; /* the save's title, or its file name */
    long long mtime;               /* the file's time, seconds since 1970 */
    long long played;              /* when it was last played: its "#played", else mtime */
    bool ok;                       /* loads cleanly; if not, `error` says why */
    char error[SESSION_MESSAGE_MAX];
    GameKind kind;
    MapSide side;
    int players;
    int moves;
    int season; /* 0..3, 4 when the game is over */
    bool finished;
    bool has_challenge; /* the game is a challenge's: `challenge` says which */
    ChallengeTag challenge;
    bool put_aside; /* session_put_aside */
    /* what tells two games apart in the list: the seats' names, each
     * seat's points of the seasons scored so far, and the four decrees */
    char names[MAX_PLAYERS][SEAT_NAME_MAX];
    int totals[MAX_PLAYERS];
    int scored; /* seasons scored, 0..4 */
    int decrees[DECREES]; /* scoring card indices, A-D */
} SaveInfo;

/* Lists the named saves (*SAVE_EXT files) in dir, last played first, into a
 * malloc'd array. Returns the count, or -1 when dir cannot be read (a
 * missing dir is an empty list). */
int save_list(const char *dir, SaveInfo **out, char *err, size_t errsize);

/* Saves under a file name made from `title` (letters and digits, other
 * runs of characters as '-'), replacing a save of the same name; the title
 * is stored in the file. `file` gets the file name. */
bool save_named_write(const Session *s, const char *dir, const char *title, char *file, size_t filesize, char *err,
                      size_t errsize);

/* Loads the named save `file` (a name from save_list) into *live,
 * transactionally. A bad file is kept aside (the message says where) so
 * the list no longer offers it; a newer version's save is left as it is. */
bool save_named_load(Session *live, const char *dir, const char *file, char *err, size_t errsize);
/* The same into a new session (NULL with the message on failure). */
Session *save_named_load_new(const char *dir, const char *file, char *err, size_t errsize);

/* Deletes the named save `file` (a name from save_list, nothing else). */
bool save_named_delete(const char *dir, const char *file, char *err, size_t errsize);

/* The file name save_named_write uses for a title. */
void save_file_name(const char *title, char *out, size_t size);

#endif
