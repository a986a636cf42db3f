/* test_news_status.c: what the others did since a player's last turn
 * ("Since your last turn: ...") takes the status line when the turn comes
 * back, but not from an instruction the player cannot do without: a
 * monster to draw on a neighbour's map. A game of one person and two
 * computers is played to the moment the computers' last move gives the
 * person an ambush to draw on another map. (A network game never puts the
 * news on the status line: test_net_under_way.c.) */
#include <stdio.h>
#include <string.h>

#include "cards.h"
#include "harness.h"
#include "names.h"
#include "ui_test.h"

/* The move that leaves the first seat an ambush to draw on a neighbour's map, made
 * by the last seat (a computer). */
static bool ambush_for_the_person(const Game *g, int scored, bool after_winter)
{
    (void)scored;
    (void)after_winter;
    return g->decision.kind == DECISION_AMBUSH && g->decision.actor == 0 && g->decision.sheet != 0 &&
           g->row_len > 1;
}

static void test_ambush_instruction_stays(void **state)
{
    (void)state;
    uint64_t seed;
    int before;
    assert_true(harness_find_game(GAME_BASE, 3, ambush_for_the_person, false, &seed, &before));
    char seed_text[24], moves[16];
    snprintf(seed_text, sizeof seed_text, "%llu", (unsigned long long)seed);
    snprintf(moves, sizeof moves, "%d", before); /* the computer's move before it is made live */
    const char *args[] = {"--size", "1280x800", "--seed", seed_text, "--players", "3", "--seats", "human,easy,easy",
                          "--autoplay", moves, NULL};
    Harness h;
    assert_true(harness_start(&h, args));
    harness_let_computers_play(&h);
    harness_dismiss(&h);
    const Game *g = harness_game(&h);
    check(g->decision.kind == DECISION_AMBUSH && g->decision.actor == 0 && g->decision.sheet != 0,
          "the person's turn: a monster for a neighbour's map");
    const char *status = harness_table(&h)->facts.status;
    check(strstr(status, "Since your last turn") == NULL, "the status line is not the news");
    check(strstr(status, name_card(card_get(g->decision.card))) != NULL &&
              strstr(status, harness_table(&h)->names[g->decision.sheet]) != NULL,
          "it says which monster to draw, and on whose map");
    harness_stop(&h);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ambush_instruction_stays),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
