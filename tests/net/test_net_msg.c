/* test_net_msg.c: the network game's messages (src/net/net_msg.h,
 * docs/formats.md §18): every message type written and read back the same;
 * the bytes of a MOVE exactly as the format says; every message cut short at
 * every byte, or with a byte more, refused; strings too long, not printable
 * or with a NUL refused; seats, counts and kinds out of range refused;
 * settings the rules refuse refused; a host's message type from a client
 * is no client message; random bytes never read as a message by accident
 * more than rarely and never crash. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "net_msg.h"

static uint8_t buf[NET_HOST_MSG_MAX];

static size_t encode(const NetMsg *m)
{
    size_t n = net_msg_encode(m, buf, sizeof buf);
    assert_true(n > 0);
    return n;
}

/* Encodes, decodes, encodes again: the same bytes; then every prefix and
 * the message with one byte more are refused. */
static void round_trip(const NetMsg *m, NetMsg *back)
{
    size_t n = encode(m);
    uint8_t copy[NET_HOST_MSG_MAX + 1];
    memcpy(copy, buf, n);
    assert_int_equal(net_msg_decode(copy, n, back), NET_DECODE_OK);
    assert_int_equal(back->type, m->type);
    uint8_t again[NET_HOST_MSG_MAX];
    size_t n2 = net_msg_encode(back, again, sizeof again);
    assert_int_equal(n2, n);
    assert_memory_equal(again, copy, n);
    NetMsg junk;
    for (size_t cut = 0; cut < n; cut++)
        assert_int_not_equal(net_msg_decode(copy, cut, &junk), NET_DECODE_OK);
    copy[n] = 0;
    assert_int_not_equal(net_msg_decode(copy, n + 1, &junk), NET_DECODE_OK);
}

static void test_every_message_round_trips(void **state)
{
    (void)state;
    NetMsg m, b;
    memset(&m, 0, sizeof m);
    m.type = NET_MSG_HELLO;
    m.hello.version = NET_PROTOCOL_VERSION;
    m.hello.secret = UINT64_C(0x123456789abcdef);
    m.hello.token = 77;
    m.hello.seat = -1;
    strcpy(m.hello.name, "Jürgen");
    m.hello.have = 12;
    m.hello.have_hash = UINT64_C(0xfeedface);
    strcpy(m.hello.client, "cartographers-cli 0.1.0");
    round_trip(&m, &b);
    assert_int_equal(b.hello.seat, -1);
    assert_string_equal(b.hello.name, "Jürgen");
    assert_true(b.hello.secret == m.hello.secret && b.hello.have_hash == m.hello.have_hash);

    memset(&m, 0, sizeof m);
    m.type = NET_MSG_UNDO;
    m.undo.request = 9;
    m.undo.seat = 5;
    m.undo.round = 1234;
    round_trip(&m, &b);
    assert_int_equal(b.undo.seat, 5);

    memset(&m, 0, sizeof m);
    m.type = NET_MSG_CHAT;
    strcpy(m.chat.text, "Guten Abend, alle!");
    round_trip(&m, &b);
    assert_string_equal(b.chat.text, m.chat.text);

    memset(&m, 0, sizeof m);
    m.type = NET_MSG_READY;
    m.ready.ready = true;
    round_trip(&m, &b);
    assert_true(b.ready.ready);

    memset(&m, 0, sizeof m);
    m.type = NET_MSG_SYNC;
    m.sync.from = 40;
    round_trip(&m, &b);
    assert_int_equal(b.sync.from, 40);

    memset(&m, 0, sizeof m);
    m.type = NET_MSG_BYE;
    m.bye.reason = 1;
    round_trip(&m, &b);

    memset(&m, 0, sizeof m);
    m.type = NET_MSG_WELCOME;
    m.welcome.version = NET_PROTOCOL_VERSION;
    m.welcome.match = UINT64_C(0xabcdef0123456789);
    m.welcome.seat = 2;
    m.welcome.token = 5;
    m.welcome.state = NET_PLAYING;
    game_settings_init(&m.welcome.settings, GAME_MIXED, 4, UINT64_C(18446744073709551615));
    m.welcome.settings.side = MAP_SIDE_D;
    m.welcome.settings.ambush_mask = 0x5a;
    m.welcome.settings.solo_ambush_rule = true;
    m.welcome.settings.explore_set = SET_HEROES;
    for (int i = 0; i < DECREES; i++)
        m.welcome.settings.decree_cards[i] = i * 4 + 1; /* one per category */
    char err[ERROR_MAX];
    assert_true(game_settings_check(&m.welcome.settings, err, sizeof err));
    m.welcome.moves = 99;
    round_trip(&m, &b);
    assert_memory_equal(&b.welcome.settings.decree_cards, &m.welcome.settings.decree_cards,
                        sizeof m.welcome.settings.decree_cards);
    assert_true(b.welcome.settings.seed == m.welcome.settings.seed);
    assert_int_equal(b.welcome.settings.ambush_mask, 0x5a);
    assert_true(b.welcome.settings.solo_ambush_rule);
    assert_int_equal(b.welcome.settings.explore_set, SET_HEROES);

    memset(&m, 0, sizeof m);
    m.type = NET_MSG_SEATS;
    m.seats.count = 3;
    for (int i = 0; i < 3; i++) {
        m.seats.seat[i].kind = (NetSeatKind)i;
        m.seats.seat[i].state = (NetSeatState)(i + 1);
        m.seats.seat[i].ready = i == 1;
        snprintf(m.seats.seat[i].name, sizeof m.seats.seat[i].name, "Player %d", i + 1);
    }
    strcpy(m.seats.seat[1].level, "hard");
    round_trip(&m, &b);
    assert_string_equal(b.seats.seat[2].name, "Player 3");
    assert_string_equal(b.seats.seat[1].level, "hard");
    assert_int_equal(b.seats.seat[2].state, NET_SEAT_HANDED);

    memset(&m, 0, sizeof m);
    m.type = NET_MSG_MOVES;
    m.moves.first = 3;
    m.moves.count = NET_BATCH_MAX;
    for (int i = 0; i < NET_BATCH_MAX; i++) {
        m.moves.actor[i] = i % 6;
        strcpy(m.moves.text[i], "draw card=great_river shape=2 orient=5 at=D4 terrain=water");
    }
    m.moves.hash = 1;
    round_trip(&m, &b);
    assert_int_equal(b.moves.count, NET_BATCH_MAX);
    assert_int_equal(b.moves.actor[7], 1);

    memset(&m, 0, sizeof m);
    m.type = NET_MSG_QUEUE;
    m.queue.round = 1000;
    m.queue.seat = 1;
    m.queue.done = true;
    m.queue.count = 2;
    strcpy(m.queue.text[0], "draw card=gorgon_gaze shape=1 orient=0 at=A1 terrain=monster");
    strcpy(m.queue.text[1], "destroy card=gorgon_gaze at=C3");
    round_trip(&m, &b);
    assert_string_equal(b.queue.text[1], m.queue.text[1]);

    memset(&m, 0, sizeof m);
    m.type = NET_MSG_REFUSED;
    m.refused.request = 4;
    m.refused.code = NET_REFUSE_ILLEGAL;
    m.refused.engine = REFUSE_FILLED;
    m.refused.arg[0] = -1;
    m.refused.arg[1] = 120;
    round_trip(&m, &b);
    assert_int_equal(b.refused.arg[0], -1);
    assert_int_equal(b.refused.engine, REFUSE_FILLED);

    memset(&m, 0, sizeof m);
    m.type = NET_MSG_SAID;
    m.said.seat = -1;
    strcpy(m.said.text, "Ben is back");
    round_trip(&m, &b);
    assert_int_equal(b.said.seat, -1);

    memset(&m, 0, sizeof m);
    m.type = NET_MSG_STATE;
    m.state.state = NET_OVER;
    m.state.moves = 210;
    m.state.hash = UINT64_C(0x8000000000000000);
    round_trip(&m, &b);

    memset(&m, 0, sizeof m);
    m.type = NET_MSG_HANDED;
    round_trip(&m, &b); /* none yet */
    assert_int_equal(b.handed.count, 0);
    m.handed.count = NET_HANDED_MAX;
    for (int i = 0; i < NET_HANDED_MAX; i++) {
        m.handed.handed[i].seat = i % 6;
        m.handed.handed[i].at = 1000 * i;
        strcpy(m.handed.handed[i].level, i % 2 ? "medium" : "hard");
    }
    round_trip(&m, &b);
    assert_int_equal(b.handed.count, NET_HANDED_MAX);
    assert_int_equal(b.handed.handed[63].seat, 3);
    assert_int_equal(b.handed.handed[63].at, 63000);
    assert_string_equal(b.handed.handed[63].level, "medium");
    assert_true(encode(&m) <= NET_HOST_MSG_MAX);

    memset(&m, 0, sizeof m);
    m.type = NET_MSG_CLOCK;
    m.clock.round = 40;
    m.clock.card = 117;
    m.clock.count = 6;
    for (int i = 0; i < 6; i++)
        m.clock.away[i] = i == 4 ? 35 : NET_CLOCK_NONE;
    round_trip(&m, &b);
    assert_int_equal(b.clock.round, 40);
    assert_int_equal(b.clock.card, 117);
    assert_int_equal(b.clock.count, 6);
    assert_int_equal(b.clock.away[4], 35);
    assert_int_equal(b.clock.away[5], NET_CLOCK_NONE);
    m.clock.card = NET_CLOCK_NONE;
    round_trip(&m, &b);
    assert_int_equal(b.clock.card, NET_CLOCK_NONE);
    m.clock.count = 0; /* no seats: not written */
    assert_int_equal(net_msg_encode(&m, buf, sizeof buf), 0);

    memset(&m, 0, sizeof m);
    m.type = NET_MSG_TIMED;
    m.timed.round = 9;
    m.timed.seat = 5;
    round_trip(&m, &b);
    assert_int_equal(b.timed.round, 9);
    assert_int_equal(b.timed.seat, 5);

    memset(&m, 0, sizeof m);
    m.type = NET_MSG_QUERY;
    m.query.version = NET_PROTOCOL_VERSION;
    m.query.nonce = 0xdeadbeef;
    assert_int_equal(encode(&m), NET_DISCOVERY_QUERY_SIZE);
    round_trip(&m, &b);

    memset(&m, 0, sizeof m);
    m.type = NET_MSG_ANSWER;
    m.answer.version = NET_PROTOCOL_VERSION;
    m.answer.nonce = 1;
    m.answer.port = 29170;
    m.answer.match = 3;
    m.answer.secret = 4;
    m.answer.state = NET_LOBBY;
    m.answer.kind = GAME_HEROES;
    m.answer.players = 4;
    m.answer.open = 2;
    strcpy(m.answer.host, "Anna's laptop");
    round_trip(&m, &b);
    assert_string_equal(b.answer.host, "Anna's laptop");
    /* an answer is not much bigger than the query it answers */
    assert_true(encode(&m) <= NET_DISCOVERY_QUERY_SIZE + NET_HOSTNAME_MAX + 8);
}

/* The bytes of a MOVE, as docs/formats.md §18 writes them. */
static void test_move_bytes(void **state)
{
    (void)state;
    NetMsg m;
    memset(&m, 0, sizeof m);
    m.type = NET_MSG_MOVE;
    m.move.request = 0x01020304;
    m.move.seat = 2;
    m.move.round = 0x00000a10;
    strcpy(m.move.text, "destroy card=gorgon_gaze at=C3");
    size_t n = encode(&m);
    const uint8_t want[] = {0x02, 1, 2, 3, 4, 2, 0, 0, 0x0a, 0x10, 30};
    assert_int_equal(n, sizeof want + 30);
    assert_memory_equal(buf, want, sizeof want);
    assert_memory_equal(buf + sizeof want, m.move.text, 30);
    NetMsg b;
    assert_int_equal(net_msg_decode(buf, n, &b), NET_DECODE_OK);
    assert_int_equal(b.move.request, 0x01020304);
    assert_int_equal(b.move.round, 0xa10);
    assert_string_equal(b.move.text, m.move.text);
}

static NetDecodeFault decode_bytes(const uint8_t *bytes, size_t n)
{
    NetMsg m;
    return net_msg_decode(bytes, n, &m);
}

static void test_bad_messages(void **state)
{
    (void)state;
    assert_int_equal(decode_bytes(NULL, 0), NET_DECODE_EMPTY);
    const uint8_t nothing[] = {0x7f};
    assert_int_equal(decode_bytes(nothing, 1), NET_DECODE_TYPE);
    /* a MOVE for seat 6 (there are seats 0-5) */
    const uint8_t seat6[] = {0x02, 0, 0, 0, 1, 6, 0, 0, 0, 1, 1, 'x'};
    assert_int_equal(decode_bytes(seat6, sizeof seat6), NET_DECODE_RANGE);
    /* a string longer than its field: move text of 96 bytes (95 is the most) */
    uint8_t longmove[11 + 96];
    memcpy(longmove, (const uint8_t[]){0x02, 0, 0, 0, 1, 0, 0, 0, 0, 1, 96}, 11);
    memset(longmove + 11, 'a', 96);
    assert_int_equal(decode_bytes(longmove, sizeof longmove), NET_DECODE_STRING);
    /* a NUL, a control character, a byte that is no ASCII in move text */
    uint8_t odd[] = {0x02, 0, 0, 0, 1, 0, 0, 0, 0, 1, 3, 'a', 0, 'b'};
    assert_int_equal(decode_bytes(odd, sizeof odd), NET_DECODE_STRING);
    /* HANDED: more than a game holds, a seat 6, a move number past 2^31,
     * a level with a space or empty */
    const uint8_t many[] = {0x88, NET_HANDED_MAX + 1};
    assert_int_equal(decode_bytes(many, sizeof many), NET_DECODE_RANGE);
    const uint8_t handed6[] = {0x88, 1, 6, 0, 0, 0, 1, 4, 'h', 'a', 'r', 'd'};
    assert_int_equal(decode_bytes(handed6, sizeof handed6), NET_DECODE_RANGE);
    const uint8_t far[] = {0x88, 1, 1, 0x80, 0, 0, 0, 4, 'h', 'a', 'r', 'd'};
    assert_int_equal(decode_bytes(far, sizeof far), NET_DECODE_RANGE);
    const uint8_t spaced[] = {0x88, 1, 1, 0, 0, 0, 1, 4, 'h', ' ', 'r', 'd'};
    assert_int_equal(decode_bytes(spaced, sizeof spaced), NET_DECODE_STRING);
    const uint8_t empty[] = {0x88, 1, 1, 0, 0, 0, 1, 0};
    assert_int_equal(decode_bytes(empty, sizeof empty), NET_DECODE_STRING);
    const uint8_t fine[] = {0x88, 1, 1, 0, 0, 0, 1, 4, 'h', 'a', 'r', 'd'};
    assert_int_equal(decode_bytes(fine, sizeof fine), NET_DECODE_OK);
    /* CLOCK: no seats, seven seats, a time per card past an hour; TIMED:
     * seat 6 */
    const uint8_t clock0[] = {0x89, 0, 0, 0, 1, 0, 60, 0};
    assert_int_equal(decode_bytes(clock0, sizeof clock0), NET_DECODE_RANGE);
    const uint8_t clock7[] = {0x89, 0, 0, 0, 1, 0, 60, 7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    assert_int_equal(decode_bytes(clock7, sizeof clock7), NET_DECODE_RANGE);
    const uint8_t clocklong[] = {0x89, 0, 0, 0, 1, 0x0e, 0x11, 1, 0xff, 0xff};
    assert_int_equal(decode_bytes(clocklong, sizeof clocklong), NET_DECODE_RANGE);
    const uint8_t clockok[] = {0x89, 0, 0, 0, 1, 0x0e, 0x10, 1, 0, 35};
    assert_int_equal(decode_bytes(clockok, sizeof clockok), NET_DECODE_OK);
    const uint8_t timed6[] = {0x8a, 0, 0, 0, 1, 6};
    assert_int_equal(decode_bytes(timed6, sizeof timed6), NET_DECODE_RANGE);
    odd[12] = '\n';
    assert_int_equal(decode_bytes(odd, sizeof odd), NET_DECODE_STRING);
    odd[12] = 0xc3;
    assert_int_equal(decode_bytes(odd, sizeof odd), NET_DECODE_STRING);
    odd[12] = 'x';
    assert_int_equal(decode_bytes(odd, sizeof odd), NET_DECODE_OK);
    /* a chat that is not UTF-8 */
    const uint8_t chat[] = {0x04, 2, 0xc3, 0x28};
    assert_int_equal(decode_bytes(chat, sizeof chat), NET_DECODE_STRING);
    /* a bool that is 2 */
    const uint8_t ready[] = {0x05, 2};
    assert_int_equal(decode_bytes(ready, sizeof ready), NET_DECODE_RANGE);
    /* a HELLO without the magic */
    NetMsg m;
    memset(&m, 0, sizeof m);
    m.type = NET_MSG_HELLO;
    m.hello.seat = 1;
    strcpy(m.hello.name, "A");
    size_t n = encode(&m);
    buf[1] = 'X';
    assert_int_equal(decode_bytes(buf, n), NET_DECODE_MAGIC);
    /* SEATS with no seat, MOVES with no move */
    const uint8_t seats0[] = {0x82, 0};
    assert_int_equal(decode_bytes(seats0, sizeof seats0), NET_DECODE_RANGE);
    const uint8_t moves0[] = {0x83, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    assert_int_equal(decode_bytes(moves0, sizeof moves0), NET_DECODE_RANGE);
    /* a discovery type without the discovery magic, and the other way */
    const uint8_t query[] = {0x10, 0, 1, 0, 0, 0, 1};
    assert_int_equal(decode_bytes(query, sizeof query), NET_DECODE_MAGIC);
    uint8_t magic_move[NET_DISCOVERY_MAGIC_LEN + 1];
    memcpy(magic_move, NET_DISCOVERY_MAGIC, NET_DISCOVERY_MAGIC_LEN);
    magic_move[NET_DISCOVERY_MAGIC_LEN] = 0x02;
    assert_int_equal(decode_bytes(magic_move, sizeof magic_move), NET_DECODE_TYPE);
}

/* Settings: ids that name no card, a base game on side C, a decree twice. */
static void test_bad_settings(void **state)
{
    (void)state;
    NetMsg m, b;
    memset(&m, 0, sizeof m);
    m.type = NET_MSG_WELCOME;
    m.welcome.seat = 0;
    game_settings_init(&m.welcome.settings, GAME_BASE, 2, 5);
    for (int i = 0; i < DECREES; i++)
        m.welcome.settings.decree_cards[i] = i * 4;
    size_t n = encode(&m);
    assert_int_equal(net_msg_decode(buf, n, &b), NET_DECODE_OK);
    /* side C in a base game: the byte after kind */
    buf[1 + 2 + 8 + 1 + 8 + 1 + 1] = MAP_SIDE_C;
    assert_int_equal(net_msg_decode(buf, n, &b), NET_DECODE_SETTINGS);
    /* a seat beyond the game's players */
    m.welcome.seat = 3;
    n = encode(&m);
    assert_int_equal(net_msg_decode(buf, n, &b), NET_DECODE_RANGE);
    /* the same card on two decrees */
    m.welcome.seat = 0;
    m.welcome.settings.decree_cards[1] = m.welcome.settings.decree_cards[0];
    n = encode(&m);
    assert_int_equal(net_msg_decode(buf, n, &b), NET_DECODE_SETTINGS);
    /* a card id the game does not know */
    m.welcome.settings.decree_cards[1] = 5;
    n = encode(&m);
    uint8_t *id = memchr(buf, 's', n); /* sentinel_wood, the first decree */
    assert_non_null(id);
    id[0] = 'S';
    assert_int_equal(net_msg_decode(buf, n, &b), NET_DECODE_SETTINGS);
}

/* What cannot be written is not written. */
static void test_encode_refuses(void **state)
{
    (void)state;
    NetMsg m;
    memset(&m, 0, sizeof m);
    m.type = NET_MSG_MOVE;
    m.move.seat = 6;
    assert_int_equal(net_msg_encode(&m, buf, sizeof buf), 0);
    m.move.seat = 0;
    memset(m.move.text, 'a', sizeof m.move.text); /* no NUL inside */
    assert_int_equal(net_msg_encode(&m, buf, sizeof buf), 0);
    strcpy(m.move.text, "x");
    assert_int_equal(net_msg_encode(&m, buf, 5), 0); /* does not fit */
    m.type = (NetMsgType)0x55;
    assert_int_equal(net_msg_encode(&m, buf, sizeof buf), 0);
}

/* Random bytes: decoded safely, and only rarely something (the sanitizers
 * see the reads). */
static void test_random_bytes(void **state)
{
    (void)state;
    uint64_t x = 88172645463325252u;
    int ok = 0;
    for (int i = 0; i < 200000; i++) {
        size_t n = (size_t)(i % 80);
        for (size_t k = 0; k < n; k++) {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            buf[k] = (uint8_t)x;
        }
        if (n > 0 && i % 3 == 0)
            buf[0] = (uint8_t)(0x01 + (x >> 40) % 7);
        ok += decode_bytes(buf, n) == NET_DECODE_OK;
    }
    assert_true(ok < 20000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_message_round_trips),
        cmocka_unit_test(test_move_bytes),
        cmocka_unit_test(test_bad_messages),
        cmocka_unit_test(test_bad_settings),
        cmocka_unit_test(test_encode_refuses),
        cmocka_unit_test(test_random_bytes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
