/* test_net_under_way.c: Play with friends opened again while the game this
 * computer hosts is under way, through the whole app (harness.h). It shows
 * that game as the lobby did, with its invite code (for a friend who left),
 * the players and Back to the game; it offers neither to host another game
 * nor to resume the one running (which, opened a second time, took another
 * port and left every friend looking for it at the old one). Esc and Back
 * to the game leave the game running, on the same port. And Esc at the
 * table opens the menu while the host waits for the friend to draw, as it
 * does at any other moment.
 *
 * The friend's side: Ben's app joins Anna's game (a host of the network
 * layer's own), the game begins, his program stops; started again, Play
 * with friends offers to join the game he left again, and that takes his
 * seat back without the code, with the chat said before he came back.
 * The name a friend typed to join is remembered for the next game. */
#include <string.h>

#include "harness.h"
#include "match_net.h"
#include "net_start.h"
#include "ui_test.h"

static bool deciding(Harness *h)
{
    const Game *g = harness_game(h);
    return g && g->decision.kind != DECISION_NONE;
}

static NetClient *ben; /* the friend, a client of the network layer's own: he never draws */

/* A turn of the app's loop and of Ben's. */
static void turn(Harness *h)
{
    harness_tick(h);
    net_client_poll(ben, 0);
}

static void ben_joins(Harness *h, NetHost *host)
{
    NetClientConfig cc;
    memset(&cc, 0, sizeof cc);
    const NetInvite *inv = net_host_invite(host);
    cc.ipv4 = inv->ipv4;
    cc.port = inv->port;
    cc.secret = inv->secret;
    cc.seat = -1;
    snprintf(cc.name, sizeof cc.name, "Ben");
    char err[300];
    ben = net_client_new(&cc, err, sizeof err);
    assert_non_null(ben);
    for (Uint32 t0 = SDL_GetTicks(); SDL_GetTicks() - t0 < 10000 && !net_host_all_here(host);)
        turn(h);
    assert_true(net_host_all_here(host));
}

static void open_friends(Harness *h)
{
    ui_push(&h->sh.ui, SCREEN_FRIENDS, 0);
    for (int i = 0; i < 5; i++)
        turn(h);
}

static void test_friends_while_hosting(void **state)
{
    (void)state;
    static const char *const args[] = {"--size", "1280x800", "--seed", "515", NULL};
    Harness h;
    assert_true(harness_start(&h, args));
    GameSettings gs;
    game_settings_init(&gs, GAME_BASE, 2, 515);
    int seat[MAX_PLAYERS] = {0, NET_START_FRIEND}; /* Anna and her friend Ben */
    char err[300];
    assert_true(net_start_host(h.sh.match, &h.sh.profile, &gs, seat, "Anna", 0, err, sizeof err));
    MatchNet *n = match_net(h.sh.match);
    NetHost *host = match_net_host(n);
    uint16_t port = net_host_invite(host)->port;
    char code[64];
    snprintf(code, sizeof code, "%s", net_host_code(host));
    ben_joins(&h, host);
    assert_true(net_host_start(host, err, sizeof err));
    for (Uint32 t0 = SDL_GetTicks(); SDL_GetTicks() - t0 < 10000 && !deciding(&h);)
        turn(&h);
    assert_true(deciding(&h));

    Move moves[MOVES_MAX];
    assert_true(game_legal_moves(harness_game(&h), moves, MOVES_MAX) > 0);
    Refusal why;
    assert_true(match_apply(h.sh.match, &moves[0], false, &why));
    for (Uint32 t0 = SDL_GetTicks(); SDL_GetTicks() - t0 < 10000 && !match_computer_turn(h.sh.match);)
        turn(&h);
    check(match_computer_turn(h.sh.match) && harness_top(&h) == SCREEN_TABLE, "Anna waits for Ben to draw");
    harness_key(&h, SDLK_ESCAPE, 0);
    turn(&h);
    check(harness_top(&h) == SCREEN_MENU, "Esc opens the menu meanwhile");
    harness_key(&h, SDLK_ESCAPE, 0);
    turn(&h);
    check(harness_top(&h) == SCREEN_TABLE, "and Esc closes it");
    check(net_start_host_kept(&h.sh.profile), "the game is kept: Resume the game you hosted would be offered");

    open_friends(&h);
    check(harness_top(&h) == SCREEN_FRIENDS, "Play with friends opens over the game");
    check(harness_number(&h, SCREEN_FRIENDS, "step") == 3 && harness_number(&h, SCREEN_FRIENDS, "under_way") == 1,
          "it shows the game under way");
    check(strcmp(harness_value(&h, SCREEN_FRIENDS, "code"), code) == 0, "with its invite code");
    check(harness_spot(&h, SCREEN_FRIENDS, "resume").w == 0 && harness_spot(&h, SCREEN_FRIENDS, "host").w == 0 &&
              harness_spot(&h, SCREEN_FRIENDS, "join").w == 0,
          "neither Resume the game you hosted nor Host nor Join a game");
    check(harness_spot(&h, SCREEN_FRIENDS, "start").w == 0, "no Start: it has begun");
    check(harness_spot(&h, SCREEN_FRIENDS, "to_game").w > 0 && harness_spot(&h, SCREEN_FRIENDS, "leave").w > 0,
          "Back to the game and Leave the game");

    harness_key(&h, SDLK_ESCAPE, 0);
    turn(&h);
    check(harness_top(&h) != SCREEN_FRIENDS, "Esc closes it");
    check(match_net(h.sh.match) == n && match_net_state(n) == NET_PLAYING, "the game goes on");

    open_friends(&h);
    harness_click_rect(&h, harness_spot(&h, SCREEN_FRIENDS, "to_game"));
    turn(&h);
    check(harness_top(&h) == SCREEN_TABLE, "Back to the game: the table");
    check(match_net(h.sh.match) == n && net_host_invite(host)->port == port &&
              strcmp(net_host_code(host), code) == 0,
          "the same game, on the same port, with the same code");
    harness_stop(&h);
    net_client_close(ben);
}

static NetHost *anna; /* the host of the friend's test */

static void host_turn(Harness *h)
{
    harness_tick(h);
    net_host_poll(anna, 0);
}

/* Anna hosts a game of two on this machine's loopback: she and a friend. */
static void anna_hosts(uint64_t seed)
{
    GameSettings gs;
    game_settings_init(&gs, GAME_BASE, 2, seed);
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
}

/* The name a friend types to join is remembered: Play with friends and
 * the setup screen offer it again, after a restart too. */
static void test_joining_name_remembered(void **state)
{
    (void)state;
    static const char *const args[] = {"--size", "1280x800", NULL};
    Harness h;
    assert_true(harness_start(&h, args));
    anna_hosts(78);
    ui_push(&h.sh.ui, SCREEN_FRIENDS, 0);
    host_turn(&h);
    harness_click_rect(&h, harness_spot(&h, SCREEN_FRIENDS, "join"));
    host_turn(&h);
    harness_click_rect(&h, harness_spot(&h, SCREEN_FRIENDS, "name_field"));
    harness_text(&h, "Cleo");
    harness_click_rect(&h, harness_spot(&h, SCREEN_FRIENDS, "field"));
    harness_text(&h, net_host_code(anna));
    harness_key(&h, SDLK_RETURN, 0);
    for (Uint32 t0 = SDL_GetTicks(); SDL_GetTicks() - t0 < 10000 && !net_host_all_here(anna);)
        host_turn(&h);
    check(net_host_all_here(anna), "Cleo joined by the code");
    check(strcmp(h.sh.profile.settings.setup.name[0], "Cleo") == 0, "her name is remembered");
    assert_true(harness_restart(&h, args));
    ui_push(&h.sh.ui, SCREEN_FRIENDS, 0);
    harness_tick(&h);
    check(strcmp(harness_value(&h, SCREEN_FRIENDS, "name"), "Cleo") == 0,
          "started again, Play with friends offers it");
    harness_stop(&h);
    net_host_close(anna);
}

static void test_friend_joins_again(void **state)
{
    (void)state;
    static const char *const args[] = {"--size", "1280x800", NULL};
    Harness h;
    assert_true(harness_start(&h, args));
    anna_hosts(77);
    char err[300];
    assert_true(net_start_join(h.sh.match, &h.sh.profile, net_host_invite(anna), "Ben", err, sizeof err));
    for (Uint32 t0 = SDL_GetTicks(); SDL_GetTicks() - t0 < 10000 && !net_host_all_here(anna);)
        host_turn(&h);
    assert_true(net_host_all_here(anna));
    assert_true(net_host_start(anna, err, sizeof err));
    for (Uint32 t0 = SDL_GetTicks(); SDL_GetTicks() - t0 < 10000 && !deciding(&h);)
        host_turn(&h);
    check(deciding(&h) && harness_game(&h)->decision.actor == 1, "Ben's card to draw");
    assert_true(net_host_say(anna, "Your turn, Ben"));
    for (int i = 0; i < 20; i++)
        host_turn(&h);

    assert_true(harness_restart(&h, args)); /* his program stops and starts again */
    ui_push(&h.sh.ui, SCREEN_FRIENDS, 0);
    for (int i = 0; i < 5; i++)
        host_turn(&h);
    SDL_Rect rejoin = harness_spot(&h, SCREEN_FRIENDS, "rejoin"), host = harness_spot(&h, SCREEN_FRIENDS, "host");
    check(rejoin.w > 0, "Play with friends offers to join the game he left again");
    check(rejoin.y < host.y, "first, above Host a game");
    harness_key(&h, SDLK_RETURN, 0); /* the main button: Enter */
    for (Uint32 t0 = SDL_GetTicks(); SDL_GetTicks() - t0 < 10000 && !(deciding(&h) && harness_top(&h) == SCREEN_TABLE);)
        host_turn(&h);
    check(harness_top(&h) == SCREEN_TABLE && deciding(&h), "the table again, his card to draw");
    MatchNet *n = match_net(h.sh.match);
    check(n && match_net_seat(n) == 1 && !match_net_is_host(n), "in his seat, as Anna's friend");
    NetSeatInfo info;
    net_host_seat(anna, 1, &info);
    check(info.state == NET_SEAT_HERE, "Anna's host has him back");
    const ChatLog *chat = n ? match_net_chat(n) : NULL;
    /* (his table shows the game kept here at once; the host's welcome comes after) */
    for (Uint32 t0 = SDL_GetTicks(); chat && SDL_GetTicks() - t0 < 10000 && chat_log_count(chat) == 0;)
        host_turn(&h);
    int lines = chat ? chat_log_count(chat) : 0;
    check(lines > 0 && strstr(chat_log_line(chat, lines - 1)->text, "Your turn, Ben"),
          "his chat has what was said before he came back");
    harness_stop(&h);
    net_host_close(anna);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_friends_while_hosting),
        cmocka_unit_test(test_friend_joins_again),
        cmocka_unit_test(test_joining_name_remembered),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
