/* past_games.h: every finished game, kept by itself in the data folder so
 * it can be looked at and replayed later (the app's "Past games").
 *
 * Each finished game is one save file (save.h, the same format as a named
 * save, with every move and the results) in the folder PAST_GAMES_DIR of
 * the data folder, named after the local time it was kept:
 * "game-YYYYMMDD-HHMMSS.cartosave", with "-N" before the extension when a
 * game was kept in the same second already. Files are written atomically
 * and never over another file (fileio_write_new), so a kill leaves the game
 * kept whole or not at all, and two games kept at once both stay.
 *
 * The list reads every *.cartosave file of the folder and replays it. A
 * file that cannot be read, is not a finished game, or was written by a
 * newer version of the game is skipped with the reason; it is never renamed
 * or deleted (the folder is the player's: they delete from the list). */
#ifndef CARTO_PAST_GAMES_H
#define CARTO_PAST_GAMES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "session.h"
#include "stats.h"

#define PAST_GAMES_DIR "finished"
#define PAST_FILE_MAX 128 /* a file name inside PAST_GAMES_DIR, with the NUL */
#define PAST_DATE_SIZE 17 /* "YYYY-MM-DD HH:MM" */

/* One finished game, as the list shows it. */
typedef struct PastGame {
    char file[PAST_FILE_MAX];
    char date[PAST_DATE_SIZE]; /* when it was kept (local time), from the file's name, else its mtime */
    long long order;           /* newer games have larger values (YYYYMMDDHHMMSS) */
    GameKind kind;
    MapSide side;
    int players;
    char names[MAX_PLAYERS][SEAT_NAME_MAX];
    bool computer[MAX_PLAYERS];
    int totals[MAX_PLAYERS];
    int places[MAX_PLAYERS];       /* 1-based (game_ranking): a place shared on a full tie */
    int winner;                    /* the player alone in first place, -1 for a tie (and for solo) */
    int rating;                    /* solo: the rating ... */
    const char *title_id;          /* ... and the title earned (game_title_id), NULL beside solo */
    char title[SESSION_TITLE_MAX]; /* the game's own title ("" for none) */
    int moves;
    int decrees[DECREES]; /* the scoring cards of decrees A-D (scoring_card indices) */
    bool has_challenge;
    ChallengeTag challenge;
} PastGame;

/* A file of the folder that the list leaves out, and why. */
typedef struct PastSkipped {
    char file[PAST_FILE_MAX];
    bool newer; /* written by a newer version of the game: it reads it */
    char why[SESSION_MESSAGE_MAX];
} PastSkipped;

typedef struct PastList {
    PastGame *games; /* newest first; malloc'd */
    int ngames;
    PastSkipped *skipped; /* in file-name order; malloc'd */
    int nskipped;
} PastList;

/* Keeps the finished game `s` in data_dir's PAST_GAMES_DIR (made when
 * missing), named after `when` (seconds since 1970, usually time(NULL)).
 * `file` (may be NULL) gets the file's name. False with the reason when the
 * game is not finished or the file cannot be written. */
bool past_games_keep(const Session *s, const char *data_dir, long long when, char *file, size_t filesize, char *err,
                     size_t errsize);

/* Whether the game with this key (save_game_key) is among the newest few
 * kept (a game is kept when it ends, so a game just finished is one of
 * them); `file` (may be NULL) gets its name. */
bool past_games_find(const char *data_dir, uint64_t key, char *file, size_t filesize);

/* Lists the kept games, newest first, and the files skipped. A missing
 * folder is an empty list. False (and an empty list) when the folder cannot
 * be read or memory runs out. past_list_free frees it either way. */
bool past_games_list(const char *data_dir, PastList *out, char *err, size_t errsize);
void past_list_free(PastList *list);

/* The kept game that is the statistics' solo game `sg` (the statistics keep
 * no file name): the newest solo game of the list kept on the same day,
 * of the same kind, with the same four scoring cards, total and rating.
 * Its index in the list, or -1 when none is (deleted, or kept on another
 * day than the statistics' date). */
int past_list_find(const PastList *list, const StatsGame *sg);

/* The kept game `file` (a name from the list) as a new session, to watch;
 * NULL with the reason. Nothing is renamed. */
Session *past_games_load(const char *data_dir, const char *file, char *err, size_t errsize);

/* Deletes the kept game `file` (a name from the list, nothing else), and
 * its reviews (past_reviews.h), and notes its key among the deleted games
 * (past_deleted.h), so that recording it again does not keep it again
 * (a note that cannot be written does not undo the deletion). */
bool past_games_delete(const char *data_dir, const char *file, char *err, size_t errsize);

/* The file name a game kept at `when` gets first (number 1), or the n-th
 * when that is taken (n >= 2). */
void past_games_file_name(long long when, int n, char *out, size_t size);

#endif
