/* cli.h: shared pieces of cartographers-cli: the command table entries and
 * small helpers for reading files and reporting usage errors. */
#ifndef CARTO_CLI_H
#define CARTO_CLI_H

#include <stdbool.h>
#include <stddef.h>

/* Exit statuses: 0 success, 1 a failed check (e.g. a replay that does not
 * verify), 2 bad input or usage. */
enum { CLI_OK = 0, CLI_FAILED = 1, CLI_USAGE = 2 };

/* Each command takes its own argument list (argv[0] = command name). */
int cmd_score(int argc, char **argv);
int cmd_solo_ambush(int argc, char **argv);
int cmd_play(int argc, char **argv);
int cmd_replay(int argc, char **argv);
int cmd_review(int argc, char **argv);
int cmd_bench_engine(int argc, char **argv);
int cmd_bench_bot(int argc, char **argv);
int cmd_bench_score(int argc, char **argv);
int cmd_bench_review(int argc, char **argv);
int cmd_challenge(int argc, char **argv);
int cmd_host(int argc, char **argv);
int cmd_join(int argc, char **argv);
int cmd_discover(int argc, char **argv);

struct Game;
/* Prints the final sheet lines of docs/formats.md §7 (and the solo rating and title). */
void cli_print_sheets(const struct Game *g);

/* Reads a whole file into a NUL-terminated buffer the caller frees; the file's
 * own NUL bytes are kept, so parse *len_out bytes. On
 * failure prints "cartographers-cli: PATH: reason" to stderr and returns NULL. */
char *cli_read_file(const char *path, size_t *len_out);

struct Record;
/* Reads and parses a move log (docs/formats.md §4), or a saved or past
 * game (§13: its record), into *out (record_free it); on failure prints
 * "cartographers-cli: PATH: reason" and returns false. */
bool cli_read_record(const char *path, struct Record *out);

/* Prints "cartographers-cli: " and the formatted message to stderr. */
void cli_error(const char *fmt, ...)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

#endif
