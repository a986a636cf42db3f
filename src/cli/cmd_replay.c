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
    if (argc == 3 && strcmp(argv[1], "--boards") == 0) {
        boards = true;
        argv++;
        argc--;
    }
    if (argc != 2 || argv[1][0] == '-') {
        if (argc >= 2 && argv[1][0] == '-')
            cli_error("replay: unknown option '%s' (usage: replay [--boards] LOG_FILE)", argv[1]);
        else
            cli_error("replay: usage: replay [--boards] LOG_FILE");
        return CLI_USAGE;
    }
    char *text = cli_read_file(argv[1], NULL);
    if (!text)
        return CLI_USAGE;
    Record rec;
    char err[ERROR_MAX + 64];
    bool ok = record_parse(text, &rec, err, sizeof err);
    free(text);
    if (!ok) {
        cli_error("%s: %s", argv[1], err);
        return CLI_USAGE;
    }
    Game *g = malloc(sizeof *g);
    if (!g) {
        record_free(&rec);
        return CLI_FAILED;
    }
    int status = CLI_OK;
    if (!record_replay(&rec, g, err, sizeof err)) {
        cli_error("%s: %s", argv[1], err);
        status = CLI_FAILED;
    } else if (!game_over(g)) {
        cli_error("%s: the log ends before the game is over (%d moves)", argv[1], rec.nmoves);
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
                cli_error("%s: result line %d names a player the game does not have", argv[1], p + 1);
                status = CLI_FAILED;
                break;
            }
            record_sheet_line(g, p, line, sizeof line);
            if (strcmp(line, rec.results[p]) != 0) {
                cli_error("%s: replayed '%s' but the log says '%s'", argv[1], line, rec.results[p]);
                status = CLI_FAILED;
            }
        }
    }
    record_free(&rec);
    free(g);
    return status;
}
