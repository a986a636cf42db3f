/* test_friends_keys.c: Play with friends from the keys alone. Join a game
 * chosen with Enter puts the ring on the invite code's field, and what is
 * typed then goes into it (it went nowhere: the ring was there, the typing
 * was not); Enter joins, a code with a mistake is refused in words. And
 * Host a game, with an unfinished game hosted before, says that hosting
 * ends that one (its match file is the one the new game takes). In the
 * lobby Enter presses the button in the ring (I am ready, the host's
 * Start) as the pad's A does, and writes in the chat on the chat line or
 * with no ring shown (the mouse used last). */
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

static NetHost *anna; /* the host of the lobby's test, of the network layer's own */

static void turn(Harness *h)
{
    harness_tick(h);
    net_host_poll(anna, 0);
}

/* Turns until the lobby shows the ready flags `want` (a few seconds at most). */
static bool ready_is(Harness *h, const char *want)
{
    for (Uint32 t0 = SDL_GetTicks(); SDL_GetTicks() - t0 < 5000; turn(h))
        if (strcmp(harness_value(h, SCREEN_FRIENDS, "ready"), want) == 0)
            return true;
    return false;
}

static bool ring_on(Harness *h, const char *spot)
{
    SDL_Rect ring = harness_spot(h, SCREEN_FRIENDS, "ring"), r = harness_spot(h, SCREEN_FRIENDS, spot);
    return r.w > 0 && SDL_RectEquals(&ring, &r);
}

static void test_lobby_enter_on_a_button(void **state)
{
    (void)state;
    static const char *const args[] = {"--size", "1024x700", NULL};
    Harness h;
    assert_true(harness_start(&h, args));
    GameSettings gs;
    game_settings_init(&gs, GAME_BASE, 2, 31);
    NetHostConfig cfg;
    net_host_config_init(&cfg, &gs);
    cfg.port = 0;
    cfg.lan = cfg.upnp = false;
    cfg.advertise_ipv4 = 0x7f000001;
    cfg.kinds[0] = NET_SEAT_LOCAL;
    snprintf(cfg.names[0], sizeof cfg.names[0], "Anna");
    cfg.kinds[1] = NET_SEAT_REMOTE;
    char err[300];
    anna = net_host_new(&cfg, err, sizeof err);
    assert_non_null(anna);
    /* Ben joins by the keys: Join a game, the code typed, Enter */
    ui_push(&h.sh.ui, SCREEN_FRIENDS, 0);
    turn(&h);
    key(&h, SDLK_TAB); /* the ring shows */
    for (int i = 0; i < 4 && !ring_on(&h, "join"); i++)
        key(&h, SDLK_DOWN);
    key(&h, SDLK_RETURN);
    check(harness_number(&h, SCREEN_FRIENDS, "step") == 2 && ring_on(&h, "field"), "the ring on the code's field");
    harness_text(&h, net_host_code(anna));
    key(&h, SDLK_RETURN);
    for (Uint32 t0 = SDL_GetTicks(); SDL_GetTicks() - t0 < 10000 && !net_host_all_here(anna);)
        turn(&h);
    assert_true(net_host_all_here(anna));
    for (int i = 0; i < 5; i++)
        turn(&h);
    check(harness_number(&h, SCREEN_FRIENDS, "step") == 3 && ready_is(&h, "10"), "Ben in the lobby, not ready");
    check(ring_on(&h, "ready"), "the lobby's ring is on its main button, I am ready (not where the join's was)");
    key(&h, SDLK_RETURN);
    check(harness_number(&h, SCREEN_FRIENDS, "focus") == 0, "Enter there does not write in the chat");
    check(ready_is(&h, "11"), "Enter presses I am ready");
    check(ring_on(&h, "ready"), "the ring stays on the button (Not ready yet)");
    key(&h, SDLK_RETURN);
    check(ready_is(&h, "10"), "Enter again: Not ready yet");
    check(strstr(harness_value(&h, SCREEN_FRIENDS, "chat_how"), "presses the button in the ring") != NULL,
          "the line under the chat says so");

    /* the chat line in the ring: Enter writes and sends there */
    for (int i = 0; i < 8 && !ring_on(&h, "chat"); i++)
        key(&h, SDLK_TAB);
    check(ring_on(&h, "chat") && harness_number(&h, SCREEN_FRIENDS, "focus") == 3, "Tab reaches the chat line");
    harness_text(&h, "hi");
    key(&h, SDLK_RETURN);
    for (Uint32 t0 = SDL_GetTicks();
         SDL_GetTicks() - t0 < 5000 && harness_number(&h, SCREEN_FRIENDS, "chat_lines") == 0;)
        turn(&h);
    check(strstr(harness_value(&h, SCREEN_FRIENDS, "chat_last"), "hi") != NULL, "Enter on the chat line sends it");

    /* the mouse used last: no ring, Enter writes in the chat */
    harness_click_rect(&h, harness_spot(&h, SCREEN_FRIENDS, "ready"));
    check(ready_is(&h, "11"), "a click on I am ready");
    key(&h, SDLK_RETURN);
    check(harness_number(&h, SCREEN_FRIENDS, "focus") == 3 && ready_is(&h, "11"),
          "after the mouse Enter writes in the chat, the button left as it is");
    key(&h, SDLK_ESCAPE);

    /* the pad's A on the button in the ring does as Enter */
    if (harness_pad_attach(&h)) {
        check(ring_on(&h, "ready"), "the ring is on Not ready yet, where the click left it");
        harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A);
        check(ready_is(&h, "10"), "A presses it");
        harness_pad_detach(&h);
    }
    harness_stop(&h);
    net_host_close(anna);

    /* the host's Start in the ring: Enter starts the game */
    assert_true(harness_start(&h, args));
    int seat[MAX_PLAYERS] = {0, 1}; /* Anna and a computer: every seat here */
    assert_true(net_start_host(h.sh.match, &h.sh.profile, &gs, seat, "Anna", 0, err, sizeof err));
    ui_push(&h.sh.ui, SCREEN_FRIENDS, 0);
    harness_tick(&h);
    key(&h, SDLK_TAB);
    check(ring_on(&h, "start"), "the host's ring is on Start");
    key(&h, SDLK_RETURN);
    for (int i = 0; i < 50 && harness_top(&h) != SCREEN_TABLE; i++)
        harness_tick(&h);
    check(harness_top(&h) == SCREEN_TABLE, "Enter on Start begins the game");
    harness_stop(&h);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_join_by_keys),
        cmocka_unit_test(test_host_says_it_ends_the_kept_game),
        cmocka_unit_test(test_lobby_enter_on_a_button),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
