/* test_friends_keys.c: Play with friends from the keys alone. Join a game
 * chosen with Enter puts the ring on the invite code's field, and what is
 * typed then goes into it (it went nowhere: the ring was there, the typing
 * was not); Enter joins, a code with a mistake is refused in words. And
 * Host a game, with an unfinished game hosted before, says that hosting
 * ends that one (its match file is the one the new game takes). */
#include <string.h>

#include "harness.h"
#include "match_net.h"
#include "net_start.h"
#include "ui_test.h"

static void key(Harness *h, SDL_Keycode k)
{
    harness_key(h, k, 0);
    harness_tick(h);
}

static void test_join_by_keys(void **state)
{
    (void)state;
    static const char *const args[] = {"--size", "1280x800", NULL};
    Harness h;
    assert_true(harness_start(&h, args));
    ui_push(&h.sh.ui, SCREEN_FRIENDS, 0);
    harness_tick(&h);
    key(&h, SDLK_TAB); /* the ring shows: Host a game */
    SDL_Rect ring = harness_spot(&h, SCREEN_FRIENDS, "ring");
    check(SDL_RectEquals(&ring, &(SDL_Rect){0, 0, 0, 0}) == SDL_FALSE, "the ring shows");
    SDL_Rect join = harness_spot(&h, SCREEN_FRIENDS, "join");
    for (int i = 0; i < 3 && !SDL_RectEquals(&ring, &join); i++) {
        key(&h, SDLK_DOWN);
        ring = harness_spot(&h, SCREEN_FRIENDS, "ring");
    }
    check(SDL_RectEquals(&ring, &join), "Down takes it to Join a game");
    key(&h, SDLK_RETURN);
    check(harness_number(&h, SCREEN_FRIENDS, "step") == 2, "Enter opens it");
    ring = harness_spot(&h, SCREEN_FRIENDS, "ring");
    SDL_Rect field = harness_spot(&h, SCREEN_FRIENDS, "field");
    check(SDL_RectEquals(&ring, &field), "the ring is on the code's field");
    harness_text(&h, "nr00 zz");
    harness_tick(&h);
    check(strcmp(harness_value(&h, SCREEN_FRIENDS, "code_text"), "nr00 zz") == 0, "what is typed goes into it");
    key(&h, SDLK_RETURN);
    check(harness_value(&h, SCREEN_FRIENDS, "error")[0] != '\0', "Enter joins: a code with a mistake is refused");
    harness_stop(&h);
}

static void test_host_says_it_ends_the_kept_game(void **state)
{
    (void)state;
    static const char *const args[] = {"--size", "1024x700", NULL};
    Harness h;
    assert_true(harness_start(&h, args));
    ui_push(&h.sh.ui, SCREEN_FRIENDS, 0);
    harness_tick(&h);
    harness_click_rect(&h, harness_spot(&h, SCREEN_FRIENDS, "host"));
    harness_tick(&h);
    check(harness_number(&h, SCREEN_FRIENDS, "step") == 1 && harness_number(&h, SCREEN_FRIENDS, "replaces_kept") == 0,
          "nothing hosted before: nothing said");
    harness_key(&h, SDLK_ESCAPE, 0);
    harness_key(&h, SDLK_ESCAPE, 0);
    harness_tick(&h);

    GameSettings gs;
    game_settings_init(&gs, GAME_BASE, 2, 9);
    int seat[MAX_PLAYERS] = {0, 1}; /* Anna and a computer */
    char err[300];
    assert_true(net_start_host(h.sh.match, &h.sh.profile, &gs, seat, "Anna", 0, err, sizeof err));
    assert_true(net_host_start(match_net_host(match_net(h.sh.match)), err, sizeof err));
    for (int i = 0; i < 20; i++)
        harness_tick(&h);
    match_stop_net(h.sh.match); /* she left it: it is kept */
    assert_true(net_start_host_kept(&h.sh.profile));

    ui_push(&h.sh.ui, SCREEN_FRIENDS, 0);
    harness_tick(&h);
    check(harness_spot(&h, SCREEN_FRIENDS, "resume").w > 0, "Resume the game you hosted is offered");
    harness_click_rect(&h, harness_spot(&h, SCREEN_FRIENDS, "host"));
    harness_tick(&h);
    check(harness_number(&h, SCREEN_FRIENDS, "step") == 1 && harness_number(&h, SCREEN_FRIENDS, "replaces_kept") == 1,
          "Host a game says the game hosted before would end");
    harness_stop(&h);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_join_by_keys),
        cmocka_unit_test(test_host_says_it_ends_the_kept_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
