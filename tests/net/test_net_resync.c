/* test_net_resync.c: a client (src/net/net_client.h) against a host that
 * lies, played here by hand over ENet on loopback: a batch of moves whose
 * state hash is not the client's game's, a move the rules refuse, a queued
 * move the rules refuse. Each time the client says so (NET_EV_RESYNCED),
 * asks for the record from the start (SYNC 0) and, given the true record,
 * holds the host's game: equal hashes, no further resync; a SYNC not
 * answered is asked again. Also: a host that refuses the secret closes the
 * client with that reason. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include <enet/enet.h>

#include "net_client.h"
#include "platform.h"

typedef struct Fake {
    ENetHost *host;
    ENetPeer *peer;
    NetClient *client;
    Game game; /* the true game, a few moves in */
    Move moves[8];
    int nmoves;
} Fake;

static void fake_send(Fake *f, const NetMsg *m)
{
    uint8_t buf[NET_HOST_MSG_MAX];
    size_t n = net_msg_encode(m, buf, sizeof buf);
    assert_true(n > 0);
    enet_peer_send(f->peer, 0, enet_packet_create(buf, n, ENET_PACKET_FLAG_RELIABLE));
    enet_host_flush(f->host);
}

/* Serves both ends until the fake host receives a message (into *out) or
 * the client reports an event of `kind` (into *ev); false on time-out. */
static bool pump(Fake *f, NetMsg *out, NetEventKind kind, NetEvent *ev)
{
    unsigned long long start = platform_now_ms();
    while (platform_now_ms() - start < 10000) {
        ENetEvent e;
        while (enet_host_service(f->host, &e, 5) > 0) {
            if (e.type == ENET_EVENT_TYPE_CONNECT)
                f->peer = e.peer;
            if (e.type == ENET_EVENT_TYPE_RECEIVE) {
                NetMsg m;
                bool ok = net_msg_decode(e.packet->data, e.packet->dataLength, &m) == NET_DECODE_OK;
                enet_packet_destroy(e.packet);
                if (ok && out && m.type != NET_MSG_BYE) {
                    *out = m;
                    return true;
                }
            }
        }
        net_client_poll(f->client, 5);
        NetEvent got;
        while (net_client_event(f->client, &got)) {
            if (ev && got.kind == kind) {
                *ev = got;
                return true;
            }
        }
    }
    return false;
}

static void send_moves(Fake *f, int first, int count, uint64_t hash, const char *bad_text)
{
    NetMsg m;
    memset(&m, 0, sizeof m);
    m.type = NET_MSG_MOVES;
    m.moves.first = (uint32_t)first;
    m.moves.count = count;
    Game g;
    char err[ERROR_MAX];
    GameSettings s = f->game.settings;
    assert_true(game_init(&g, &s, err, sizeof err));
    for (int i = 0; i < first; i++)
        game_apply(&g, &f->moves[i], err, sizeof err);
    for (int i = 0; i < count; i++) {
        m.moves.actor[i] = game_decision(&g)->actor;
        move_format(&f->moves[first + i], m.moves.text[i], sizeof m.moves.text[i]);
        game_apply(&g, &f->moves[first + i], err, sizeof err);
    }
    if (bad_text)
        snprintf(m.moves.text[count - 1], sizeof m.moves.text[0], "%s", bad_text);
    m.moves.hash = hash ? hash : game_state_hash(&g);
    fake_send(f, &m);
}

static void setup_fake(Fake *f, uint64_t secret_the_host_wants)
{
    memset(f, 0, sizeof *f);
    char err[200];
    assert_int_equal(enet_initialize(), 0);
    ENetAddress a = {.host = ENET_HOST_TO_NET_32(0x7f000001), .port = 0};
    f->host = enet_host_create(&a, 4, 2, 0, 0);
    assert_non_null(f->host);
    ENetAddress bound;
    assert_int_equal(enet_socket_get_address(f->host->socket, &bound), 0);
    GameSettings s;
    game_settings_init(&s, GAME_BASE, 2, 3);
    assert_true(game_init(&f->game, &s, err, sizeof err));
    for (int i = 0; i < 4; i++) {
        Move legal[MOVES_MAX];
        assert_true(game_legal_moves(&f->game, legal, MOVES_MAX) > 0);
        f->moves[f->nmoves++] = legal[0];
        assert_true(game_apply(&f->game, &legal[0], err, sizeof err));
    }
    NetClientConfig cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.ipv4 = 0x7f000001;
    cfg.port = bound.port;
    cfg.secret = 5;
    cfg.seat = -1;
    cfg.retry_seconds = 2;
    snprintf(cfg.name, sizeof cfg.name, "Anna");
    f->client = net_client_new(&cfg, err, sizeof err);
    assert_non_null(f->client);
    NetMsg hello;
    assert_true(pump(f, &hello, NET_EV_NONE, NULL));
    assert_int_equal(hello.type, NET_MSG_HELLO);
    assert_true(hello.hello.secret == 5);
    assert_string_equal(hello.hello.name, "Anna");
    if (secret_the_host_wants != 5)
        return;
    NetMsg m;
    memset(&m, 0, sizeof m);
    m.type = NET_MSG_WELCOME;
    m.welcome.version = NET_PROTOCOL_VERSION;
    m.welcome.match = 77;
    m.welcome.seat = 1;
    m.welcome.token = 9;
    m.welcome.state = NET_PLAYING;
    m.welcome.settings = f->game.settings;
    memcpy(m.welcome.settings.decree_cards, f->game.decree_cards, sizeof f->game.decree_cards);
    fake_send(f, &m);
    NetEvent ev;
    assert_true(pump(f, NULL, NET_EV_WELCOME, &ev));
    assert_int_equal(ev.seat, 1);
}

static void teardown_fake(Fake *f)
{
    net_client_close(f->client);
    enet_host_destroy(f->host);
    enet_deinitialize();
}

/* After a lie and a SYNC, the truth: the client holds the host's game. */
static void expect_resync_then_truth(Fake *f)
{
    NetEvent ev;
    assert_true(pump(f, NULL, NET_EV_RESYNCED, &ev));
    NetMsg sync;
    assert_true(pump(f, &sync, NET_EV_NONE, NULL));
    assert_int_equal(sync.type, NET_MSG_SYNC);
    assert_int_equal(sync.sync.from, 0);
    send_moves(f, 0, f->nmoves, 0, NULL);
    assert_true(pump(f, NULL, NET_EV_APPLIED, &ev));
    assert_int_equal(ev.first, 0);
    const NetMatch *m = net_client_match(f->client);
    assert_int_equal(session_move_count(net_match_session(m)), f->nmoves);
    assert_true(game_state_hash(net_match_game(m)) == game_state_hash(&f->game));
}

static void test_wrong_hash(void **state)
{
    (void)state;
    Fake f;
    setup_fake(&f, 5);
    send_moves(&f, 0, 2, 12345, NULL); /* the right moves, a hash that is not theirs */
    expect_resync_then_truth(&f);
    teardown_fake(&f);
}

static void test_move_the_rules_refuse(void **state)
{
    (void)state;
    Fake f;
    setup_fake(&f, 5);
    send_moves(&f, 0, 2, 0, "single card=great_river at=A1 terrain=forest");
    expect_resync_then_truth(&f);
    teardown_fake(&f);
}

static void test_queue_the_rules_refuse(void **state)
{
    (void)state;
    Fake f;
    setup_fake(&f, 5);
    send_moves(&f, 0, 2, 0, NULL);
    NetEvent ev;
    assert_true(pump(&f, NULL, NET_EV_APPLIED, &ev));
    NetMsg m;
    memset(&m, 0, sizeof m);
    m.type = NET_MSG_QUEUE;
    m.queue.round = net_match_round(net_client_match(f.client));
    m.queue.seat = 0;
    m.queue.count = 1;
    snprintf(m.queue.text[0], sizeof m.queue.text[0], "hero card=freyla_the_true orient=1 at=E5");
    fake_send(&f, &m);
    expect_resync_then_truth(&f);
    teardown_fake(&f);
}

/* A SYNC not answered (the host refuses one ask in 2 s) is asked again
 * after 3 s, until the record comes. */
static void test_sync_asked_again(void **state)
{
    (void)state;
    Fake f;
    setup_fake(&f, 5);
    send_moves(&f, 0, 2, 12345, NULL);
    NetEvent ev;
    assert_true(pump(&f, NULL, NET_EV_RESYNCED, &ev));
    NetMsg sync;
    assert_true(pump(&f, &sync, NET_EV_NONE, NULL));
    assert_int_equal(sync.type, NET_MSG_SYNC);
    unsigned long long asked = platform_now_ms();
    assert_true(pump(&f, &sync, NET_EV_NONE, NULL));
    assert_int_equal(sync.type, NET_MSG_SYNC);
    assert_int_equal(sync.sync.from, 0);
    assert_true(platform_now_ms() - asked >= 2500);
    send_moves(&f, 0, f.nmoves, 0, NULL);
    assert_true(pump(&f, NULL, NET_EV_APPLIED, &ev));
    const NetMatch *m = net_client_match(f.client);
    assert_true(game_state_hash(net_match_game(m)) == game_state_hash(&f.game));
    teardown_fake(&f);
}

static void test_secret_refused(void **state)
{
    (void)state;
    Fake f;
    setup_fake(&f, 6);
    NetMsg m;
    memset(&m, 0, sizeof m);
    m.type = NET_MSG_REFUSED;
    m.refused.code = NET_REFUSE_SECRET;
    fake_send(&f, &m);
    enet_peer_disconnect_later(f.peer, NET_REFUSE_SECRET);
    NetEvent ev;
    assert_true(pump(&f, NULL, NET_EV_CLOSED, &ev));
    assert_int_equal(ev.code, NET_REFUSE_SECRET);
    teardown_fake(&f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_wrong_hash),
        cmocka_unit_test(test_move_the_rules_refuse),
        cmocka_unit_test(test_queue_the_rules_refuse),
        cmocka_unit_test(test_sync_asked_again),
        cmocka_unit_test(test_secret_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
