/* recorded.h: which finished game a kept file (the statistics, the
 * campaign progress) took in last, so that recording a game again changes
 * nothing. A game is recorded when it ends; if the program died before all
 * of that was on disk, the next start records the finished game of the
 * autosave again, and each file takes it in only if its mark is another
 * game's.
 *
 * The mark is a line "#recorded KEY" (KEY: save_game_key in 16 hex digits,
 * "-" before the first game): a comment to older versions, which read the
 * file as before and drop the line when they write it. A file without the
 * line was written by such a version, which recorded every game it finished
 * when it ended: nothing is recorded into it again. */
#ifndef CARTO_RECORDED_H
#define CARTO_RECORDED_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "strbuf.h"

#define RECORDED_LINE "#recorded"

typedef struct RecordedMark {
    bool known;   /* the file has the line (or is new: nothing recorded yet) */
    uint64_t key; /* the last game taken in; 0 for none */
} RecordedMark;

/* A new file's mark: nothing recorded. */
RecordedMark recorded_fresh(void);
/* Whether line is a mark line; if so *m gets it (a bad key reads as
 * none). */
bool recorded_parse(const char *line, RecordedMark *m);
/* A key in 16 lowercase hex digits; false for anything else. */
bool recorded_key_parse(const char *hex, uint64_t *key);
/* Appends the mark line. */
void recorded_add(StrBuf *b, const RecordedMark *m);
/* Whether the game `key` is still to be recorded into the file. A file
 * written by an older version (no mark) took it in already; its mark
 * becomes `key`, so that later writes carry it. */
bool recorded_needs(RecordedMark *m, uint64_t key);

#endif
