/* tutorial_progress.c: the guided first game's progress file (see
 * tutorial_progress.h). */
#include "tutorial_progress.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fileio.h"
#include "textlines.h"

#define MAGIC "cartographers-tutorial"
#define VERSION 1
#define MAX_BYTES 4096

static void never_started(TutorialProgress *tp)
{
    memset(tp, 0, sizeof *tp);
    tp->chapter = 1;
}

/* One "key N" line into the field it names; false for an unknown key or a
 * number out of range. */
static bool read_field(TutorialProgress *tp, char *line)
{
    char *value = textlines_split(line);
    long n;
    if (!textlines_int(value, 0, 1000000, &n))
        return false;
    if (strcmp(line, "chapter") == 0 && n >= 1 && n <= 2)
        tp->chapter = (int)n;
    else if (strcmp(line, "step") == 0 && n <= 1000)
        tp->step = (int)n;
    else if (strcmp(line, "moves") == 0 && n <= 1000)
        tp->moves = (int)n;
    else if (strcmp(line, "finished") == 0 && n <= 1)
        tp->finished = n == 1;
    else
        return false;
    return true;
}

bool tutorial_progress_parse(const char *text, size_t len, TutorialProgress *out, char *err, size_t errsize)
{
    never_started(out);
    TextLines tl;
    textlines_init(&tl, text, len);
    char line[TEXTLINES_MAX + 1];
    bool magic = false;
    for (;;) {
        TextLine r = textlines_next(&tl, line, sizeof line);
        if (r == TEXTLINE_END)
            break;
        if (r != TEXTLINE_OK) {
            textlines_error(&tl, r, err, errsize);
            never_started(out);
            return false;
        }
        if (textlines_skip(line))
            continue;
        if (!magic) {
            int version;
            if (!textlines_magic(line, MAGIC, VERSION, "a tutorial progress file", &version, err, errsize)) {
                never_started(out);
                return false;
            }
            magic = true;
            continue;
        }
        if (!read_field(out, line)) {
            snprintf(err, errsize, "line %d: not a tutorial progress line", tl.lineno);
            never_started(out);
            return false;
        }
    }
    if (!magic) {
        snprintf(err, errsize, "an empty tutorial progress file");
        never_started(out);
        return false;
    }
    out->started = true;
    return true;
}

void tutorial_progress_format(const TutorialProgress *tp, char *out, size_t size)
{
    snprintf(out, size, "%s %d\nchapter %d\nstep %d\nmoves %d\nfinished %d\n", MAGIC, VERSION, tp->chapter, tp->step,
             tp->moves, tp->finished ? 1 : 0);
}

bool tutorial_progress_load(const Profile *p, TutorialProgress *out, char *err, size_t errsize)
{
    never_started(out);
    if (err && errsize)
        err[0] = '\0';
    char path[FILEIO_PATH_MAX];
    if (!profile_path(p, TUTORIAL_PROGRESS_FILE, path, sizeof path))
        return true;
    size_t len = 0;
    bool missing = false;
    char why[SESSION_MESSAGE_MAX];
    char *text = fileio_read(path, MAX_BYTES, &len, &missing, why, sizeof why);
    if (!text)
        return missing; /* unreadable: played as never started, the file left alone */
    /* a newer version's file stays as it is: its tutorial is that version's */
    bool newer = textlines_newer(text, len, MAGIC, VERSION);
    bool ok = newer || tutorial_progress_parse(text, len, out, why, sizeof why);
    free(text);
    if (newer)
        never_started(out);
    if (ok)
        return true;
    char aside[FILEIO_PATH_MAX];
    char aside_err[SESSION_MESSAGE_MAX];
    if (profile_can_keep(p) && fileio_keep_aside(path, aside, sizeof aside, aside_err, sizeof aside_err))
        snprintf(err, errsize, "%s: %s; kept as %s", fileio_basename(path), why, fileio_basename(aside));
    else
        snprintf(err, errsize, "%s: %s", fileio_basename(path), why);
    return false;
}

bool tutorial_progress_save(const Profile *p, const TutorialProgress *tp, char *err, size_t errsize)
{
    char path[FILEIO_PATH_MAX];
    if (!profile_can_keep(p) || !profile_path(p, TUTORIAL_PROGRESS_FILE, path, sizeof path))
        return true;
    char text[160];
    tutorial_progress_format(tp, text, sizeof text);
    return fileio_write_atomic(path, text, strlen(text), err, errsize);
}
