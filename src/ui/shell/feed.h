/* feed.h: the developer feeds' common part (touchfeed.h, padfeed.h): a
 * thread that opens the FIFO an environment variable names and hands each
 * line read from it to the feed, in developer builds only. */
#ifndef UI_SHELL_FEED_H
#define UI_SHELL_FEED_H

#include <stdbool.h>

/* Whether $variable names a FIFO (non-empty). */
bool feed_wanted(const char *variable);
/* Starts the thread reading $variable's FIFO, one line at a time to
 * `line` (false: not a line of the feed, said on stderr with `what`, the
 * feed's name). It ends with the process, perhaps waiting for a line. */
void feed_start(const char *variable, const char *what, bool (*line)(const char *text));

#endif
