/* settings_file.h: the player's settings kept across runs, in the data
 * folder's prefs.txt.
 *
 * File format, version 1: versioned text, "key value" a line, '#' comments.
 *
 *   cartographers-prefs 1
 *   fullscreen no               yes | no
 *   ui-scale 100                percent, 50..300
 *   language system             system | en | de | hu | nl (text/languages.h)
 *   colour-blind no             yes | no: colour-blind-safe terrain drawing
 *   animation-speed normal      off | slow | normal | fast
 *   auto-solo-ambush no         yes | no: place solo ambushes automatically
 *   confirm-commit yes          yes | no: confirm a placement before it counts
 *
 * (one line per row of the settings table, settings.h, in its order) and the
 * last game set up on the setup screen, which starts from it:
 *
 *   setup-kind base             base | heroes | mixed
 *   setup-players 3             1..6
 *   seat-1 human                human | easy | medium | hard, for seats 1..6
 *   name-1 Anna                 the rest of the line (UTF-8); empty: the default
 *
 * Settings are forgiving where the other files are strict: an unknown key
 * is ignored and a bad value leaves that setting at its default, each with a
 * warning; a missing key keeps its default. Only a file that is not a
 * preferences file at all is kept aside; one from a newer version is left
 * where it is (FILE_NEWER) and the caller does not write over it.
 *
 * History: 1  first version; the setup-, seat- and name- keys came later
 *             within version 1 (older files simply lack them). */
#ifndef UI_CORE_SETTINGS_FILE_H
#define UI_CORE_SETTINGS_FILE_H

#include <stdbool.h>
#include <stddef.h>

#include "fileio.h"
#include "settings.h"

#define PREFS_MAGIC "cartographers-prefs"
#define PREFS_VERSION 1

/* Loads the settings: defaults for whatever is missing or bad. `warnings`
 * gets one line per problem ("prefs.txt, line 3: ..."), or "" when none. */
FileStatus settings_load(Settings *s, const char *path, char *warnings, size_t warnsize);
bool settings_save(const Settings *s, const char *path, char *err, size_t errsize);

#endif
