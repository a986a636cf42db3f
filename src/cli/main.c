/* main.c: cartographers-cli, the headless tool: dispatches to one command
 * per file (cmd_*.c). docs/formats.md is the contract for every command. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "platform.h"

typedef struct Command {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *usage;
} Command;

static const Command commands[] = {
    {"score", cmd_score, "score [--cells] [--heroes] BOARD_FILE   score a board with all 32 cards"},
    {"solo-ambush", cmd_solo_ambush, "solo-ambush CARD_ID BOARD_FILE        the solo ambush target space"},
    {"play", cmd_play,
     "play [--seed N] [--game base|heroes|mixed] [--side A-D] [--cards ID,ID,ID,ID] [--players K]\n"
     "       [--bot NAME[,NAME...]] [--log FILE] [--games N] [--explore base|heroes] [--seasons base|heroes]\n"
     "       [--heroes yes|no] [--ambushes ID,...] [--solo-ambush-rule]   play whole games with bots\n"
     "  play --challenge daily:YYYY-MM-DD|weekly:YYYY-Www|CODE [--bot NAME] [--log FILE]   play a challenge's game"},
    {"challenge", cmd_challenge,
     "challenge daily YYYY-MM-DD | weekly YYYY-Www | code CODE | log LOG_FILE   a challenge's game and code"},
    {"replay", cmd_replay, "replay [--boards] LOG_FILE             verify and score a move log"},
    {"review", cmd_review,
     "review [--seat N] [--seasons] [--threads N] LOG_FILE   the strong player's review of a finished game:\n"
     "       each move's expected score, the best move's, the points lost"},
    {"host", cmd_host,
     "host [--port P] [the options of play but --bot and --games] [--seats remote|BOT,...] [--name TEXT]\n"
     "       [--advertise A.B.C.D:PORT] [--lan yes|no] [--upnp yes|no] [--away SECONDS] [--away-bot BOT]\n"
     "       [--match FILE] [--data DIR] [--discovery-port P]   host a network game; prints its invite code first"},
    {"join", cmd_join,
     "join CODE|HOST:PORT --bot NAME [--name TEXT] [--seat N] [--log FILE] [--data DIR] [--wait SECONDS]\n"
     "       play one seat of a network game with a computer player"},
    {"discover", cmd_discover, "discover [--timeout MS] [--address A.B.C.D] [--port P]   network games nearby"},
    {"bench-engine", cmd_bench_engine, "bench-engine [--games N] [--rounds R]  rules engine speed"},
    {"bench-bot", cmd_bench_bot,
     "bench-bot [--level easy|medium|hard] [--moves N] [--game base|heroes|mixed] [--players K] [--seed S]\n"
     "       [--candidates K] [--rollouts R] [--horizon H] [--sample S]   ms per computer-player decision"},
    {"bench-score", cmd_bench_score, "bench-score [--iterations N] [--show] [--each]  scoring speed, all 32 cards"},
    {"bench-review", cmd_bench_review,
     "bench-review [--games N] [--game base|heroes] [--seed S] [--threads N]   seconds per game's review"},
};

static void usage(FILE *to)
{
    fputs("usage: cartographers-cli COMMAND [options]\ncommands:\n", to);
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        fprintf(to, "  %s\n", commands[i].usage);
}

int main(int argc, char **argv)
{
    platform_utf8_args(&argc, &argv); /* file names with ő on Windows */
    platform_binary_stdio();          /* the same bytes on Windows ("\n", not "\r\n") */
    if (argc < 2) {
        usage(stderr);
        return CLI_USAGE;
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "help") == 0) {
        usage(stdout);
        return CLI_OK;
    }
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(argv[1], commands[i].name) == 0)
            return commands[i].run(argc - 1, argv + 1);
    cli_error("unknown command '%s'", argv[1]);
    usage(stderr);
    return CLI_USAGE;
}
