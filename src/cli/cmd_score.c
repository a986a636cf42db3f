/* cmd_score.c: `cartographers-cli score [--cells] [--heroes] BOARD_FILE`
 * (docs/formats.md §5): every scoring card and the monster penalty for one board. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "cli.h"
#include "scoring.h"

static void print_cells(Bitboard cells)
{
    char name[4];
    int i;
    while ((i = bb_pop(&cells)) >= 0) {
        board_space_name(i, name);
        printf(" %s", name);
    }
}

int cmd_score(int argc, char **argv)
{
    bool cells = false, heroes = false;
    const char *path = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--cells") == 0) {
            cells = true;
        } else if (strcmp(argv[i], "--heroes") == 0) {
            heroes = true;
        } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
            cli_error("score: unknown option '%s' (usage: score [--cells] [--heroes] BOARD_FILE)", argv[i]);
            return CLI_USAGE;
        } else if (path) {
            cli_error("score: more than one board file ('%s' and '%s')", path, argv[i]);
            return CLI_USAGE;
        } else {
            path = argv[i];
        }
    }
    if (!path) {
        cli_error("score: no board file given (usage: score [--cells] [--heroes] BOARD_FILE)");
        return CLI_USAGE;
    }
    size_t len;
    char *text = cli_read_file(path, &len);
    if (!text)
        return CLI_USAGE;
    Board board;
    char err[BOARD_ERROR_MAX];
    bool ok = board_parse_bytes(text, len, &board, err, sizeof err);
    free(text);
    if (!ok) {
        cli_error("%s: %s", path, err);
        return CLI_USAGE;
    }
    ScoreContext ctx = {heroes};
    ScoreBoard sb;
    score_board_init(&sb, &board, &ctx);
    for (int i = 0; i < SCORING_CARD_COUNT; i++) {
        const ScoringCard *card = scoring_card(i);
        ScoreResult r = card->score(&sb);
        printf("%s %d", card->id, r.points);
        if (cells)
            print_cells(r.counted);
        putchar('\n');
    }
    ScoreResult m = score_monsters(&board);
    printf("monsters %d", m.points);
    if (cells)
        print_cells(m.counted);
    putchar('\n');
    return CLI_OK;
}
