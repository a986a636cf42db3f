/* ui_session.h: the app's side of the session layer (src/session). The
 * App holds one Session; every committed move, undo, redo and hand-over
 * goes through it and is autosaved at once into the data directory, so a
 * crash or a kill loses nothing. Finished games go into the statistics and
 * the solo campaign here too.
 *
 * The one way to make a move from the app (a player's Confirm, an automatic
 * solo ambush, a computer seat) is app_commit_move. */
#ifndef UI_SESSION_H
#define UI_SESSION_H

#include <stdbool.h>
#include <stddef.h>

#include "ui_app.h"

/* Files kept in the data directory besides the autosave and named saves. */
#define APP_PREFS_FILE "prefs.txt"
#define APP_CAMPAIGN_FILE "campaign.txt"
#define APP_STATS_FILE "stats.txt"

/* Finds the data directory ($CARTOGRAPHERS_DATA_DIR, else
 * SDL_GetPrefPath; without one the game runs without keeping anything and
 * app->notice says so), loads preferences, campaign progress and
 * statistics, and looks at the autosave (app->resume_state). Reports of
 * bad files go into app->notice. */
void app_data_init(App *app);
/* Frees what app_data_init loaded and the session. */
void app_data_free(App *app);
/* A file in the data directory; false when there is none. */
bool app_data_path(const App *app, const char *name, char *out, size_t size);
/* Saves the preferences (if files may be written); false with a message
 * in the status line when that fails. */
bool app_save_prefs(App *app);

/* Starts a new game with these settings and seats (NULL: humans named from
 * the setup screen). The campaign game being played is forgotten; set
 * app->campaign_index after the call for a campaign game. */
bool app_start_seats(App *app, const GameSettings *s, const Seat *seats, char *err, size_t errsize);
/* Makes `s` the game being played (the App owns it from now on) and
 * shows it: a resumed, loaded or new game. */
void app_install_session(App *app, Session *s);
/* Resumes the autosaved game; on failure app->notice says why. */
bool app_resume(App *app);
/* Copies the session's live game and seat names to what the table shows. */
void app_sync(App *app);

/* Applies a move for the pending decision through the session, autosaves,
 * and updates the table (animations, overlays, options). On refusal
 * nothing changes and err says why. */
bool app_commit_move(App *app, const Move *m, char *err, size_t errsize);
/* Undo and redo of the player at the screen; a refusal is shown in the
 * status line with the reason. */
void app_undo(App *app);
void app_redo(App *app);
/* Before another game replaces it (a new game, a loaded one), a game with
 * moves that are saved under no name is kept as a named save ("Unfinished
 * game, DATE"). Writes the title into `title` ("" when nothing needed
 * keeping); false only when keeping it failed (err says why), and then the
 * game must not be replaced. */
bool app_keep_unfinished(App *app, char *title, size_t titlesize, char *err, size_t errsize);
bool app_can_undo(const App *app);
bool app_can_redo(const App *app);
/* Whether Undo (or Redo) can be used now; `why` (may be NULL) gets the
 * reason it cannot, in the player's language. */
bool app_undo_possible(const App *app, bool redo, char *why, size_t size);
/* Hot-seat: the screen passes to the next player; what was before is final. */
void app_handover(App *app);
/* Writes the autosave (when files may be written); a failure is shown once. */
void app_autosave(App *app);
/* Moves the app makes by itself when the preferences say so (a solo
 * ambush with exactly one placement); call after anything that changes
 * the pending decision. */
void app_auto_moves(App *app);

#endif
