/* test_net_handover.c: a network game with two people at the host's screen
 * (and a computer), through the whole app (harness.h). After Anna draws,
 * the hand-over box passes the screen to the next player at it; until he
 * moves the screen is still hers, so the box offers "Undo Anna's move", as
 * at one computer. Clicked, it takes her move back and her map is shown at
 * once (no second hand-over); drawn again, the box hands over to the next
 * player, whose map and card follow its Ready. */
#include <stdio.h>
#include <string.h>

#include "harness.h"
#include "match_net.h"
#include "net_start.h"
#include "ui_test.h"

/* Turns of the app's loop until the box over the table is `box` (10 s). */
static bool tick_until_box(Harness *h, ScreenId box)
{
    for (Uint32 t0 = SDL_GetTicks(); SDL_GetTicks() - t0 < 10000; SDL_Delay(2)) {
        harness_tick(h);
        if (harness_box(h) == box)
            return true;
    }
    return false;
}

static bool deciding(Harness *h)
{
    const Game *g = harness_game(h);
    return g && g->decision.kind != DECISION_NONE;
}

static void anna_draws(Harness *h)
{
    Move moves[MOVES_MAX];
    assert_true(game_legal_moves(harness_game(h), moves, MOVES_MAX) > 0);
    Refusal why;
    assert_true(match_apply(h->sh.match, &moves[0], false, &why));
}

static void test_undo_on_the_handover(void **state)
{
    (void)state;
    static const char *const args[] = {"--size", "1280x800", "--seed", "515", NULL};
    Harness h;
    assert_true(harness_start(&h, args));
    GameSettings gs;
    game_settings_init(&gs, GAME_BASE, 3, 515);
    int seat[MAX_PLAYERS] = {0, NET_START_HERE, 0}; /* Anna, a person at her screen, an easy computer */
    char err[300];
    assert_true(net_start_host(h.sh.match, &h.sh.profile, &gs, seat, "Anna", 0, err, sizeof err));
    MatchNet *n = match_net(h.sh.match);
    assert_true(net_host_start(match_net_host(n), err, sizeof err));
    for (Uint32 t0 = SDL_GetTicks(); SDL_GetTicks() - t0 < 10000 && !deciding(&h);)
        harness_tick(&h);
    assert_true(deciding(&h));
    check(harness_box(&h) == SCREEN_TABLE && harness_game(&h)->decision.actor == 0, "Anna's card first, no box");

    anna_draws(&h);
    check(tick_until_box(&h, SCREEN_HANDOVER), "her move done, the screen is handed over");
    check(match_net_seat(n) == 1, "to the next player at it");
    SDL_Rect undo = harness_spot(&h, SCREEN_HANDOVER, "undo");
    check(undo.w > 0, "the hand-over box offers Anna's Undo");
    check(harness_box_says(&h, "Anna", NULL), "naming her");
    if (undo.w > 0)
        harness_click_rect(&h, undo);
    for (int i = 0; i < 20; i++)
        harness_tick(&h);
    check(harness_box(&h) == SCREEN_TABLE, "Undo closes the box, and no other comes");
    check(match_net_seat(n) == 0 && harness_game(&h)->decision.actor == 0, "Anna's map and card again");
    const Move *q;
    check(net_match_queue(match_net_match(n), 0, &q) == 0, "her move taken back at the host");
    check(strstr(harness_table(&h)->facts.status, "Undone") != NULL, "the status line says so");

    anna_draws(&h);
    check(tick_until_box(&h, SCREEN_HANDOVER), "drawn again, the screen is handed over again");
    harness_click_rect(&h, harness_spot(&h, SCREEN_HANDOVER, "continue"));
    check(tick_until_box(&h, SCREEN_TABLE), "Ready closes it");
    check(harness_game(&h)->decision.actor == 1 && match_net_seat(n) == 1, "the next player's card and map");
    harness_stop(&h);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_undo_on_the_handover),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
