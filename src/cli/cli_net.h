/* cli_net.h: what `host` and `join` share (docs/formats.md §20): the data
 * folder, the end of a match (the sheets, the move log, Past games), the
 * lines they write on standard error, and reading yes/no options. */
#ifndef CARTO_CLI_NET_H
#define CARTO_CLI_NET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "net_event.h"
#include "net_match.h"

/* The data folder: `option` (--data), else $CARTOGRAPHERS_DATA_DIR, else the
 * app's (platform_data_dir); made with its "network" folder inside. False
 * with a message on stderr. */
bool cli_net_data_dir(const char *option, const char *command, char *out, size_t size);

/* "DIR/network/NAME" into out. */
bool cli_net_file(const char *data_dir, const char *name, char *out, size_t size);

/* The end of a finished match: the sheets on standard output as `play`
 * prints them, the move log (`log_path`, may be NULL) and the game kept in
 * the data folder's Past games. Returns the exit status. */
int cli_net_finish(const NetMatch *m, const char *data_dir, const char *log_path, const char *command);

/* A progress line on standard error: "COMMAND: what happened". */
void cli_net_say(const char *command, const char *fmt, ...)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* The English line for an event, or false for one not worth a line. */
bool cli_net_event_text(const NetEvent *ev, const NetMatch *m, char *out, size_t size);

/* "yes" or "no" into *out; false (with a message) for anything else. */
bool cli_net_yes_no(const char *command, const char *option, const char *value, bool *out);

#endif
