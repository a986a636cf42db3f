/* prefs.h: the player's settings, kept across runs (issue 5, item 5).
 *
 * File format, version 1: versioned text, "key value" a line, '#' comments.
 *
 *   cartographers-prefs 1
 *   fullscreen no               yes | no
 *   ui-scale 100                percent, 50..300
 *   language system             system | en | de
 *   colour-blind no             yes | no: colour-blind-safe terrain drawing
 *   animation-speed normal      off | slow | normal | fast
 *   auto-solo-ambush no         yes | no: place solo ambushes automatically
 *   confirm-commit yes          yes | no: confirm a placement before it counts
 *
 * and the last game set up on the setup screen, which starts from it:
 *
 *   setup-kind base             base | heroes | mixed
 *   setup-players 3             1..6
 *   seat-1 human                human | easy | medium | hard, for seats 1..6
 *   name-1 Anna                 the rest of the line (UTF-8); empty: the default
 *
 * Settings are forgiving where the other files are strict: an unknown key
 * is ignored and a bad value leaves that setting at its default, each with a
 * warning; a missing key keeps its default. Only a file that is not a
 * preferences file at all (or from a newer version) is kept aside.
 *
 * History: 1  first version; the setup-, seat- and name- keys came later
 *             within version 1 (older files simply lack them). */
#ifndef CARTO_PREFS_H
#define CARTO_PREFS_H

#include <stdbool.h>
#include <stddef.h>

#include "fileio.h"
#include "game.h"
#include "session.h"

#define PREFS_MAGIC "cartographers-prefs"
#define PREFS_VERSION 1
#define PREFS_SCALE_MIN 50
#define PREFS_SCALE_MAX 300

typedef enum AnimSpeed { ANIM_OFF, ANIM_SLOW, ANIM_NORMAL, ANIM_FAST, ANIM_SPEED_COUNT } AnimSpeed;

typedef struct Prefs {
    bool fullscreen;
    int ui_scale;      /* percent */
    char language[8];  /* "" = the system's, "en", "de" */
    bool colour_blind; /* colour-blind-safe terrain drawing */
    AnimSpeed animation;
    bool auto_solo_ambush; /* solo ambushes placed automatically */
    bool confirm_commit;   /* confirm a placement before it is committed */
    /* the last game set up on the setup screen */
    GameKind setup_kind;
    int setup_players;                     /* 1..6 */
    char seat[MAX_PLAYERS][8];             /* "human", "easy", "medium", "hard" */
    char name[MAX_PLAYERS][SEAT_NAME_MAX]; /* "" for the default name */
} Prefs;

void prefs_defaults(Prefs *p);
const char *prefs_anim_name(AnimSpeed a);

/* Loads preferences: defaults for whatever is missing or bad. `warnings`
 * gets one line per problem ("prefs.txt, line 3: ..."), or "" when none. */
FileStatus prefs_load(Prefs *p, const char *path, char *warnings, size_t warnsize);
bool prefs_save(const Prefs *p, const char *path, char *err, size_t errsize);

#endif
