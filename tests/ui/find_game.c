/* find_game.c: a game the whole-app tests can start at the decision they
 * want, found as the in-process tests find theirs (harness_find_game): a
 * Heroes game of 1 to 3 players in which the greedy bots' first BEFORE + 1
 * moves (what --autoplay plays) leave seat 0 to pick a Giant Troll's space
 * or a Gorgon's target. Prints "SEED BEFORE PLAYERS"; exit 1 when no seed
 * up to the harness's limit gives one.
 *
 *   ui_find_game troll|gorgon */
#include <stdio.h>
#include <string.h>

#include "harness.h"

static DecisionKind wanted_kind;

static bool wanted(const Game *g, int scored, bool after_winter)
{
    (void)scored;
    (void)after_winter;
    return g->decision.kind == wanted_kind && g->decision.actor == 0;
}

int main(int argc, char **argv)
{
    if (argc != 2 || (strcmp(argv[1], "troll") != 0 && strcmp(argv[1], "gorgon") != 0)) {
        fprintf(stderr, "usage: ui_find_game troll|gorgon\n");
        return 2;
    }
    wanted_kind = strcmp(argv[1], "troll") == 0 ? DECISION_TROLL : DECISION_GORGON;
    uint64_t seed = 0;
    int before = 0;
    for (int players = 1; players <= 3; players++)
        if (harness_find_game(GAME_HEROES, players, wanted, false, &seed, &before)) {
            printf("%llu %d %d\n", (unsigned long long)seed, before, players);
            return 0;
        }
    fprintf(stderr, "ui_find_game: no game reaches a %s decision of seat 1\n", argv[1]);
    return 1;
}
