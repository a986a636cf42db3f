/* profile.h: what is kept for the player between runs, and where: the
 * data folder ($CARTOGRAPHERS_DATA_DIR, else the folder SDL picks for the
 * user), the settings, the solo campaign's progress, the statistics, and
 * what the start found of the game in progress (the autosave). A file that
 * cannot be read is kept aside (renamed, never deleted) and a notice for
 * the menu says so. Without a data folder the game runs and keeps nothing,
 * and the notice says that too. The data folder belongs to one copy of the
 * game at a time (datalock.h): a second copy finds it taken and only reads
 * it (read_only). No rendering here. */
#ifndef UI_CORE_PROFILE_H
#define UI_CORE_PROFILE_H

#include <stdbool.h>
#include <stddef.h>

#include "autosave.h"
#include "campaign.h"
#include "datalock.h"
#include "fileio.h"
#include "session.h"
#include "settings.h"
#include "stats.h"

/* Files kept in the data folder besides the autosave and named saves. */
#define PROFILE_PREFS_FILE "prefs.txt"
#define PROFILE_CAMPAIGN_FILE "campaign.txt"
#define PROFILE_STATS_FILE "stats.txt"

typedef struct Profile {
    char data_dir[FILEIO_PATH_MAX]; /* "" when there is nowhere to keep files */
    bool persist;                   /* write files (off for --screenshot runs) */
    DataLock *lock;                 /* this program owns the data folder (datalock.h) */
    bool read_only;                 /* another program owns it: read it, write nothing */
    Settings settings;
    CampaignProgress campaign;
    Stats stats;
    /* the statistics or the campaign in memory hold a finished game their
     * file does not (its write failed): the retry writes them again */
    bool stats_unsaved, campaign_unsaved;
    bool prefs_newer;               /* prefs.txt is a newer version's: never written */
    AutosaveState resume_state;     /* what the start found (AUTOSAVE_UNFINISHED: offer Resume) */
    AutosaveInfo resume_info;
    char notice[SESSION_MESSAGE_MAX + 200]; /* a message for the menu (a bad file kept aside, ...) */
} Profile;

/* Finds the data folder, loads settings, campaign progress and statistics,
 * and looks at the autosave. `persist` false: nothing will be written. */
void profile_init(Profile *p, bool persist);
void profile_free(Profile *p);
/* A file in the data folder; false when there is none. */
bool profile_path(const Profile *p, const char *name, char *out, size_t size);
/* Whether files can be kept (a data folder, writing allowed, and no other
 * copy of the game owning the folder). */
bool profile_can_keep(const Profile *p);
/* What a read-only copy says of itself (translated). */
const char *profile_read_only_text(void);
/* Adds a line to the menu's notice. */
void profile_notice(Profile *p, const char *text);
/* Clears the menu's notice (a game is on); a read-only copy keeps saying so. */
void profile_clear_notice(Profile *p);
/* Saves the settings; false with the reason (English) in err. */
bool profile_save_settings(Profile *p, char *err, size_t errsize);
/* Today's date, "YYYY-MM-DD": the player's local date, or
 * $CARTOGRAPHERS_TODAY when it holds one (tests and screenshots, so the
 * daily and weekly challenges shown do not change with the day). */
void profile_today(char date[STATS_DATE_SIZE]);
/* The seats of a solo game the player starts from a menu (a campaign game,
 * a lesson): seat 0 human, named as the setup screen last named the first
 * player, or "Player 1"; the others human and unnamed. */
void profile_solo_seats(const Profile *p, Seat seats[MAX_PLAYERS]);
/* Today's daily or weekly challenge (by profile_today). */
bool profile_challenge_today(ChallengeKind kind, ChallengeId *out);
/* Writes the statistics (a challenge's attempt begun); false with the
 * reason, in the player's language, in err. */
bool profile_save_stats(Profile *p, char *err, size_t errsize);
/* The unlocked campaign game a solo game is, or -1. */
int profile_campaign_game(const Profile *p, const Game *g);

#endif
