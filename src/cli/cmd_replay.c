/* cmd_replay.c: `cartographers-cli replay FILE`: replays a move log written
 * by `play --log`, checks every move, prints the final score sheets, and
 * compares them with the log's `result` lines. --boards also prints each
 * final map sheet as board text. Exit 0 when the game replays
 * and matches, 1 when it does not, 2 for a file that cannot be read. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "record.h"

int cmd_replay(int argc, char **argv)
{
    bool boards = false;
    const char *path = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--boards") == 0) {
            boards = true;
        } else if (argv[i][0] == '-') {
            cli_error("replay: unknown option '%s' (usage: replay [--boards] LOG_FILE)", argv[i]);
            return CLI_USAGE;
        } else if (path) {
            cli_error("replay: one log file only, not '%s' and '%s' (usage: replay [--boards] LOG_FILE)", path,
                      argv[i]);
            return CLI_USAGE;
        } else {
            path = argv[i];
        }
    }
    if (!path) {
        cli_error("replay: no log file given (usage: replay [--boards] LOG_FILE)");
        return CLI_USAGE;
    }
    Record rec;
    if (!cli_read_record(path, &rec))
        return CLI_USAGE;
    Game *g = malloc(sizeof *g);
    if (!g) {
        record_free(&rec);
        return CLI_FAILED;
    }
    int status = CLI_OK;
    char err[ERROR_MAX + 64];
    if (!record_replay(&rec, g, err, sizeof err)) {
        cli_error("%s: %s", path, err);
        status = CLI_FAILED;
    } else if (!game_over(g)) {
        cli_error("%s: the log ends before the game is over (%d moves)", path, rec.nmoves);
        status = CLI_FAILED;
    } else {
        cli_print_sheets(g);
        for (int p = 0; boards && p < g->settings.players; p++) {
            char text_board[BOARD_TEXT_SIZE];
            board_format(&g->sheets[p].board, text_board);
            printf("; player %d\n%s", p + 1, text_board);
        }
        for (int p = 0; p < rec.nresults; p++) {
            char line[200];
            if (p >= g->settings.players) {
                cli_error("%s: result line %d names a player the game does not have", path, p + 1);
                status = CLI_FAILED;
                break;
            }
            record_sheet_line(g, p, line, sizeof line);
            if (strcmp(line, rec.results[p]) != 0) {
                cli_error("%s: replayed '%s' but the log says '%s'", path, line, rec.results[p]);
                status = CLI_FAILED;
            }
        }
    }
    record_free(&rec);
    free(g);
    return status;
}
