/* campaign.h: the solo campaign: ten solo games of
 * rising difficulty, base game first, then Heroes, then mixed games. Each
 * game fixes the map side and the four scoring cards and names a title to
 * reach (a solo title id of game_title_id); reaching it unlocks the next
 * game. The deck is new every attempt: the seed is the caller's.
 *
 * The difficulty was set by measuring: for each game, 100 seeds played by
 * the greedy bot give a mean rating; the goal title's threshold sits below
 * that mean by a margin that shrinks from game to game within each part
 * (base 27, 21, 13, 8; Heroes 20, 18, 10; mixed 15, 9, 4 points), while
 * the goals rise from Apprentice Surveyor to Legendary Cartographer.
 *
 * Progress (games played, best rating, and so best title, per game) is kept
 * in a small versioned text file:
 *
 *   cartographers-campaign 1
 *   game first_commission 3 12 journeyman_topographer
 *   game river_charter 1 -4 amateur_assessor
 *   game ...           PLAYED BEST TITLE; '-' '-' for a game never finished
 *   game third_map 2 5 apprentice_surveyor hints
 *                      the best rating was reached with hints (version 2)
 *
 * One line per campaign game that has been played, in any order. The title
 * must be the one the rating gives. Unlocking is not stored: game N is
 * unlocked when game N-1's best rating reaches its goal.
 *
 * A line "#recorded KEY" names the last finished game taken in
 * (recorded.h): a comment to older versions.
 *
 * A game played with hints (a move made with the Hint's answer showing)
 * counts like any other, unlocking included; the best result says so.
 *
 * History: 1  first version.
 *          2  "hints" after the title. Written only when some best has
 *             it, so older versions read every other file. */
#ifndef CARTO_CAMPAIGN_H
#define CARTO_CAMPAIGN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "fileio.h"
#include "game.h"
#include "recorded.h"

#define CAMPAIGN_MAGIC "cartographers-campaign"
#define CAMPAIGN_VERSION 2
#define CAMPAIGN_GAMES 10

typedef struct CampaignGame {
    const char *id;    /* stable: used in the progress file */
    const char *title; /* English; the app translates by id */
    GameKind kind;
    MapSide side;
    CardSet explore_set, season_set; /* mixed games */
    bool heroes;
    uint32_t ambush_mask;        /* 0: the kind's own ambushes */
    const char *decrees[DECREES]; /* scoring card ids, A-D */
    const char *goal;            /* title id to reach */
} CampaignGame;

int campaign_count(void);
const CampaignGame *campaign_game(int index);
int campaign_find(const char *id); /* index, or -1 */

/* The settings of campaign game `index` with the given seed. */
bool campaign_settings(int index, uint64_t seed, GameSettings *out);
/* Whether g is campaign game `index` (any seed). */
bool campaign_matches(int index, const Game *g);

/* The lowest rating that earns a title (INT_MIN for the lowest title), or
 * false for an unknown title id. */
bool campaign_title_threshold(const char *title_id, int *threshold);

typedef struct CampaignResult {
    int played;       /* finished attempts */
    bool has_best;    /* some attempt was finished */
    int best_rating;  /* the best of them */
    bool best_hints;  /* the best was played with hints (none as good without) */
} CampaignResult;

typedef struct CampaignProgress {
    CampaignResult games[CAMPAIGN_GAMES];
    RecordedMark recorded; /* the last finished game taken in (recorded.h) */
} CampaignProgress;

void campaign_progress_init(CampaignProgress *p);
bool campaign_unlocked(const CampaignProgress *p, int index);
bool campaign_completed(const CampaignProgress *p, int index); /* goal reached */
/* The best title id reached, or NULL when the game was never finished. */
const char *campaign_best_title(const CampaignProgress *p, int index);

/* Records a finished attempt at an unlocked game with its solo rating;
 * *unlocked_next (may be NULL) tells whether it just unlocked the next
 * game. False for a locked or unknown game. */
bool campaign_record_rating(CampaignProgress *p, int index, int rating, bool *unlocked_next);
/* The same from the finished game itself, which must be campaign game
 * `index` played to the end. */
bool campaign_record_game(CampaignProgress *p, int index, const Game *g, bool *unlocked_next);
/* The same for a game played with hints or not (`hints`): it counts as
 * any other; a best reached with hints is marked, and an equal rating
 * without hints takes the mark away. */
bool campaign_record_game_marked(CampaignProgress *p, int index, const Game *g, bool hints, bool *unlocked_next);

/* Loads progress; a missing file is fresh progress, a bad one is kept
 * aside and replaced by fresh progress (msg says why and where). */
FileStatus campaign_load(CampaignProgress *p, const char *path, char *msg, size_t msgsize);
bool campaign_save(const CampaignProgress *p, const char *path, char *err, size_t errsize);

#endif
