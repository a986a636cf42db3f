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
 * The name a friend typed to join is remembered for the next game.
 *
 * A friend away, back and played by a computer is the host's banner's news
 * alone: the status line keeps the card's instruction (never "Since your
 * last turn" in a network game), and the host puts no English line into
 * the chat. A game left whose host is gone for good: Join the game you
 * left again says it did not answer and offers to forget it (its file kept
 * aside). */
#include <string.h>

#include "harness.h"
#include "match_net.h"
#include "net_start.h"
#include "platform.h"
#include "ui_test.h"

/* check() with the values seen. */
#define checkf(cond, ...)                                                                                              \
    do {                                                                                                               \
        if (!(cond))                                                                                                   \
            fail_msg(__VA_ARGS__);                                                                                     \
    } while (0)

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

/* The friend's side when the host is gone for good: Anna's program ended
 * her game (her host closed) while Ben was away. Join the game you left
 * again says "Connecting to the host..." and, when nobody answers, goes
 * back to Play with friends telling why, with Forget the game you left:
 * the entry goes, and the game's file is kept aside, not deleted. */
static void test_rejoin_host_gone(void **state)
{
    (void)state;
    static const char *const args[] = {"--size", "1280x800", NULL};
    Harness h;
    assert_true(harness_start(&h, args));
    anna_hosts(79);
    char err[300];
    assert_true(net_start_join(h.sh.match, &h.sh.profile, net_host_invite(anna), "Ben", err, sizeof err));
    for (Uint32 t0 = SDL_GetTicks(); SDL_GetTicks() - t0 < 10000 && !net_host_all_here(anna);)
        host_turn(&h);
    assert_true(net_host_start(anna, err, sizeof err));
    for (Uint32 t0 = SDL_GetTicks(); SDL_GetTicks() - t0 < 10000 && !deciding(&h);)
        host_turn(&h);
    assert_true(deciding(&h));
    assert_true(harness_restart(&h, args)); /* his program stops; Anna's game ends meanwhile */
    net_host_close(anna);
    anna = NULL;
    NetInvite kept;
    check(net_start_join_kept(&h.sh.profile, &kept), "his copy of the game is kept");

    ui_push(&h.sh.ui, SCREEN_FRIENDS, 0);
    for (int i = 0; i < 5; i++)
        harness_tick(&h);
    check(harness_spot(&h, SCREEN_FRIENDS, "rejoin").w > 0, "Join the game you left again is offered");
    check(harness_spot(&h, SCREEN_FRIENDS, "forget").w == 0, "no Forget before a try");
    harness_key(&h, SDLK_RETURN, 0);
    harness_tick(&h);
    check(harness_number(&h, SCREEN_FRIENDS, "step") == 2 &&
              strstr(harness_value(&h, SCREEN_FRIENDS, "note"), "Connecting") != NULL,
          "it says it is connecting to the host");
    bool table = false;
    for (Uint32 t0 = SDL_GetTicks(); SDL_GetTicks() - t0 < 15000 && harness_number(&h, SCREEN_FRIENDS, "step") != 0;
         SDL_Delay(5)) {
        harness_tick(&h);
        table |= harness_top(&h) == SCREEN_TABLE;
    }
    check(!table, "no table of a game whose host does not answer");
    check(harness_top(&h) == SCREEN_FRIENDS && harness_number(&h, SCREEN_FRIENDS, "step") == 0,
          "back to Play with friends");
    checkf(strstr(harness_value(&h, SCREEN_FRIENDS, "rejoin_why"), "did not answer") != NULL,
           "which says the host did not answer: %s", harness_value(&h, SCREEN_FRIENDS, "rejoin_why"));
    check(match_net(h.sh.match) == NULL, "and no longer tries");
    for (int i = 0; i < 3; i++)
        harness_tick(&h);
    SDL_Rect forget = harness_spot(&h, SCREEN_FRIENDS, "forget");
    check(forget.w > 0 && harness_spot(&h, SCREEN_FRIENDS, "rejoin").w > 0,
          "it offers to try again, and to forget that game");
    harness_click_rect(&h, forget);
    for (int i = 0; i < 3; i++)
        harness_tick(&h);
    check(harness_spot(&h, SCREEN_FRIENDS, "rejoin").w == 0 && harness_spot(&h, SCREEN_FRIENDS, "forget").w == 0,
          "forgotten: neither is offered any more");
    check(!net_start_join_kept(&h.sh.profile, &kept), "the game is not offered after a restart either");
    char aside[4096];
    check(profile_path(&h.sh.profile, "network-join.match.left-1", aside, sizeof aside) &&
              platform_stat(aside, NULL, NULL),
          "its file is kept aside, not deleted");
    harness_stop(&h);
}

/* Ben's client draws by itself (the first move it may make) while
 * `ben_draws`, once Anna has drawn: the order is always the same. */
static bool ben_draws;

static void ben_turn(Harness *h)
{
    harness_tick(h);
    if (!ben)
        return;
    net_client_poll(ben, 0);
    NetEvent ev;
    while (net_client_event(ben, &ev)) {
    }
    const NetMatch *m = net_client_match(ben);
    Game g;
    Move moves[MOVES_MAX];
    if (ben_draws && match_computer_turn(h->sh.match) && m && net_client_connected(ben) &&
        net_match_turn(m, 1) == NET_TURN_DECIDING && net_match_view(m, 1, &g) &&
        game_legal_moves(&g, moves, MOVES_MAX) > 0)
        net_client_move(ben, &moves[0]);
}

/* Turns of both until `done` (10 s, or `ms`). */
static bool ben_until(Harness *h, bool (*done)(Harness *), Uint32 ms)
{
    for (Uint32 t0 = SDL_GetTicks(); SDL_GetTicks() - t0 < ms; SDL_Delay(2)) {
        ben_turn(h);
        if (done(h))
            return true;
    }
    return false;
}

static bool annas_card(Harness *h) { return deciding(h) && !match_computer_turn(h->sh.match); }
static uint32_t round_seen; /* the card Anna drew last */
static bool annas_next_card(Harness *h) { return annas_card(h) && game_round(harness_game(h)) > round_seen; }
static bool anna_waits(Harness *h) { return match_computer_turn(h->sh.match); }

static int ben_state(Harness *h)
{
    NetSeatInfo info;
    net_host_seat(match_net_host(match_net(h->sh.match)), 1, &info);
    return (int)info.state;
}
static bool ben_away(Harness *h) { return ben_state(h) == NET_SEAT_AWAY; }
static bool ben_here(Harness *h) { return ben_state(h) == NET_SEAT_HERE; }

static const char *status_of(Harness *h) { return harness_table(h)->facts.status; }
static const char *banner_of(Harness *h) { return harness_table(h)->facts.banner; }

static bool instruction(Harness *h)
{
    return strstr(status_of(h), "Pick a shape, place it") != NULL && !strstr(status_of(h), "Since your last turn");
}

static void anna_draws(Harness *h)
{
    round_seen = game_round(harness_game(h));
    Move moves[MOVES_MAX];
    assert_true(game_legal_moves(harness_game(h), moves, MOVES_MAX) > 0);
    Refusal why;
    assert_true(match_apply(h->sh.match, &moves[0], false, &why));
}

/* A friend away, back, played by a computer: the banner says so, once; the
 * status line says what the host's player is to do (the card's
 * instruction), never the news instead, and no English line of the host's
 * comes into the chat. Each card of this game (seed 515) is drawn on the
 * own map as it is: the instruction is "Pick a shape, place it ...". */
static void test_friend_away_news(void **state)
{
    (void)state;
    static const char *const args[] = {"--size", "1280x800", "--seed", "515", NULL};
    Harness h;
    assert_true(harness_start(&h, args));
    GameSettings gs;
    game_settings_init(&gs, GAME_BASE, 2, 515);
    int seat[MAX_PLAYERS] = {0, NET_START_FRIEND};
    char err[300];
    assert_true(net_start_host(h.sh.match, &h.sh.profile, &gs, seat, "Anna", 0, err, sizeof err));
    MatchNet *n = match_net(h.sh.match);
    NetHost *host = match_net_host(n);
    ben_joins(&h, host);
    NetClientConfig cc;
    memset(&cc, 0, sizeof cc);
    cc.ipv4 = net_host_invite(host)->ipv4;
    cc.port = net_host_invite(host)->port;
    cc.secret = net_host_invite(host)->secret;
    cc.seat = -1;
    snprintf(cc.name, sizeof cc.name, "Ben");
    assert_true(net_host_start(host, err, sizeof err));
    ben_draws = true;
    assert_true(ben_until(&h, annas_card, 10000));
    check(instruction(&h), "the first card: what to do");

    /* a round with Ben drawing at his computer: the next card's instruction, not what he drew */
    anna_draws(&h);
    assert_true(ben_until(&h, annas_next_card, 10000));
    for (int i = 0; i < 20; i++)
        ben_turn(&h);
    checkf(instruction(&h), "the next card: what to do, not the news of Ben's drawing (%s)", status_of(&h));

    /* Anna draws; Ben's computer goes before he does */
    ben_draws = false;
    anna_draws(&h);
    assert_true(ben_until(&h, anna_waits, 10000));
    net_client_close(ben);
    ben = NULL;
    check(ben_until(&h, ben_away, 30000), "the host sees Ben gone");
    for (int i = 0; i < 20; i++)
        ben_turn(&h);
    checkf(strstr(banner_of(&h), "Ben lost the connection") != NULL, "the banner says Ben lost the connection: %s",
           banner_of(&h));
    checkf(strstr(status_of(&h), "Waiting for Ben to draw") != NULL && !strstr(status_of(&h), "lost the connection"),
           "the status line says only what Anna waits for, not the banner's news again: %s", status_of(&h));

    /* back by his name: the banner says so; he draws, and the next card's instruction is shown */
    ben = net_client_new(&cc, err, sizeof err);
    assert_non_null(ben);
    check(ben_until(&h, ben_here, 10000), "Ben is back");
    for (int i = 0; i < 20; i++)
        ben_turn(&h);
    checkf(strstr(banner_of(&h), "Ben is back") != NULL, "the banner says Ben is back: %s", banner_of(&h));
    checkf(!strstr(status_of(&h), "is back"), "the status line does not: %s", status_of(&h));
    ben_draws = true;
    assert_true(ben_until(&h, annas_next_card, 10000));
    ben_draws = false;
    for (int i = 0; i < 20; i++)
        ben_turn(&h);
    checkf(instruction(&h), "after his return, the next card: what to do (%s)", status_of(&h));

    /* Ben gone again while Anna has her card to draw, then a computer draws for him */
    net_client_close(ben);
    ben = NULL;
    check(ben_until(&h, ben_away, 30000), "the host sees Ben gone again");
    for (int i = 0; i < 20; i++)
        ben_turn(&h);
    checkf(instruction(&h), "while Anna's card waits, her status line still says what to do (%s)", status_of(&h));
    check(match_net_hand(n, 1), "Anna hands his seat to a computer");
    for (int i = 0; i < 20; i++)
        ben_turn(&h);
    checkf(strstr(banner_of(&h), "A computer draws for Ben") != NULL, "the banner says a computer draws for him: %s",
           banner_of(&h));
    checkf(instruction(&h), "the status line still says what to do (%s)", status_of(&h));
    check(chat_log_count(match_net_chat(n)) == 0, "and the host put no line of its own into the chat");
    for (int card = 0; card < 2; card++) { /* (the next card has the ruins' rule; the one after it is plain) */
        anna_draws(&h);
        check(ben_until(&h, annas_next_card, 10000), "the computer draws for Ben: Anna's next card");
    }
    for (int i = 0; i < 20; i++)
        ben_turn(&h);
    checkf(instruction(&h), "and its instruction, not what the computer drew (%s)", status_of(&h));
    harness_stop(&h);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_friend_away_news),        cmocka_unit_test(test_rejoin_host_gone),
        cmocka_unit_test(test_friends_while_hosting),   cmocka_unit_test(test_friend_joins_again),
        cmocka_unit_test(test_joining_name_remembered),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
