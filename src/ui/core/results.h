/* results.h: recording a finished game: its result into the statistics
 * (with a challenge's attempt), the solo campaign, and the game itself
 * among the past games (finished/). The match records a game when it ends;
 * at start the autosave's finished game is recorded again, so that a game
 * whose end the program did not outlive still counts. Each part knows the
 * last game it took in (recorded.h, past_games_find), so recording a game
 * twice changes nothing.
 *
 * What failed is said in one text (all of it: a full disk fails every
 * part), in the player's language. */
#ifndef UI_CORE_RESULTS_H
#define UI_CORE_RESULTS_H

#include <stdbool.h>
#include <stddef.h>

#include "past_games.h"
#include "profile.h"
#include "session.h"

/* Whether the game that ended was kept among the past games: PAST_FAILED
 * when it could not be, PAST_NOT_KEPT for a game that did not end here
 * (loaded finished) or when nothing is kept (no data folder). */
typedef enum MatchPast { PAST_NOT_KEPT, PAST_KEPT, PAST_FAILED } MatchPast;

typedef struct GameResult {
    char note[300];                         /* the campaign's news or why the game does not count ("" none) */
    bool challenge_done, challenge_counted; /* a challenge's attempt finished; the one that counts */
    ChallengeTag challenge_tag;
    MatchPast past;
    char past_file[PAST_FILE_MAX]; /* PAST_KEPT: the file it is kept in */
    bool complete; /* every part that should be on disk is */
    bool taken_in; /* some part took the game in now (not recorded before) */
    /* what failed, translated: the past games' part first (the end box
     * shows it), then the others; "" when nothing failed. `summary` says
     * the same with the system's reasons alone, without the files (the
     * status line) */
    char errors[3 * (SESSION_MESSAGE_MAX + 200)];
    char summary[600];
} GameResult;

/* Records the finished game s (campaign_index: the campaign game it is, -1
 * to recognise one). `again`: the game may have been recorded already
 * (the autosave's, at start): each part takes it in only if it has not. */
void results_record(Profile *p, const Session *s, int campaign_index, bool again, GameResult *out);

/* The autosave's game, when it is finished: recorded again (see above).
 * Returns whether there was one; *out says how it went. Nothing for a
 * profile that keeps nothing. */
bool results_record_autosave(Profile *p, GameResult *out);

#endif
