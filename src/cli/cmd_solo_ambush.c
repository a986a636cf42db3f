/* cmd_solo_ambush.c: `cartographers-cli solo-ambush CARD_ID BOARD_FILE`
 * (docs/formats.md §6): the solo ambush rule's target space, or `discard`. */
#include <stdio.h>
#include <stdlib.h>

#include "cli.h"
#include "game.h"

int cmd_solo_ambush(int argc, char **argv)
{
    if (argc != 3) {
        cli_error("solo-ambush: usage: solo-ambush CARD_ID BOARD_FILE");
        return CLI_USAGE;
    }
    if (argv[1][0] == '-' || argv[2][0] == '-') {
        cli_error("solo-ambush: unknown option '%s'", argv[1][0] == '-' ? argv[1] : argv[2]);
        return CLI_USAGE;
    }
    const Card *card = card_get(card_find(argv[1]));
    if (!card || card->kind != CARD_AMBUSH) {
        cli_error("solo-ambush: '%s' is not an ambush card (goblin_attack, bugbear_assault, kobold_onslaught, "
                  "gnoll_raid, dragon_inferno, zombie_plague, giant_troll_ravage, gorgon_gaze)",
                  argv[1]);
        return CLI_USAGE;
    }
    size_t len;
    char *text = cli_read_file(argv[2], &len);
    if (!text)
        return CLI_USAGE;
    Board b;
    char err[BOARD_ERROR_MAX];
    bool ok = board_parse_bytes(text, len, &b, err, sizeof err);
    free(text);
    if (!ok) {
        cli_error("%s: %s", argv[2], err);
        return CLI_USAGE;
    }
    int target = solo_ambush_target(&b, card);
    if (target < 0) {
        puts("discard");
    } else {
        char name[4];
        board_space_name(target, name);
        puts(name);
    }
    return CLI_OK;
}
