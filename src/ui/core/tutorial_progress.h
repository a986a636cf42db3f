/* tutorial_progress.h: how far the player is in the guided first game (or
 * its second chapter, the Heroes lesson),
 * kept in the data folder as tutorial.txt so that leaving the tutorial
 * (Esc, the menu, quitting) and coming back resumes it at its step:
 *
 *   cartographers-tutorial 1
 *   chapter 1
 *   step 7
 *   moves 2
 *   finished 0
 *
 * `moves` is the number of moves the game had when the step was reached, so
 * a step that no longer fits the game (a move undone) is not trusted. A file
 * that cannot be read is kept aside (FILE.bad-N) and the tutorial starts
 * afresh. No rendering here. */
#ifndef UI_CORE_TUTORIAL_PROGRESS_H
#define UI_CORE_TUTORIAL_PROGRESS_H

#include <stdbool.h>
#include <stddef.h>

#include "profile.h"

#define TUTORIAL_PROGRESS_FILE "tutorial.txt"

typedef struct TutorialProgress {
    bool started;  /* the file exists: the tutorial was begun at least once */
    int chapter;   /* 1: the first game, 2: the Heroes lesson (the step is of it) */
    int step;      /* the step reached (table/tutorial.h numbering) */
    int moves;     /* the game's moves when it was reached */
    bool finished; /* played to its end */
} TutorialProgress;

/* Reads the progress; a missing file is "never started" (true). False when
 * the file was bad: it is kept aside, `err` says so (English) and `out` is
 * "never started". */
bool tutorial_progress_load(const Profile *p, TutorialProgress *out, char *err, size_t errsize);
/* Writes it (atomically); false with the reason (English). Nothing is
 * written, and true is returned, when the profile keeps no files. */
bool tutorial_progress_save(const Profile *p, const TutorialProgress *tp, char *err, size_t errsize);
/* Parses the file's text; false with the line that is wrong in err. */
bool tutorial_progress_parse(const char *text, size_t len, TutorialProgress *out, char *err, size_t errsize);
/* The file's text for tp (a static-size buffer: 160 bytes suffice). */
void tutorial_progress_format(const TutorialProgress *tp, char *out, size_t size);

#endif
