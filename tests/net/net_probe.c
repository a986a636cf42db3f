/* net_probe.c: a hostile client for the tests (test_net_matches.py). It
 * takes a seat with the invite's secret and plays it with a computer player
 * as `join` does, so the match must end as `play`'s; but every round it
 * also sends the host what no client should: random bytes, a message too
 * long, moves and take-backs for another seat, a move of a round that is
 * over, a move the rules refuse, move text that does not read, a text whose
 * length runs past the message, HELLO again; raw UDP datagrams of random
 * bytes at the host's port; and once a flood of 10,000 messages within
 * about a second. At the end it prints, besides the sheets, how many of each
 * refusal it got and how long the flood took, for the test to check.
 *
 *   net_probe CODE --seat N --bot NAME --data DIR [--flood-round R] [--quiet-rounds]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <enet/enet.h>

#include "bot.h"
#include "net_bots.h"
#include "net_client.h"
#include "platform.h"
#include "record.h"

#define RESEND_MS 3000

static uint64_t x = 88172645463325252u;

static uint32_t next_random(void)
{
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return (uint32_t)x;
}

static void send_msg(NetClient *c, const NetMsg *m)
{
    uint8_t buf[NET_HOST_MSG_MAX];
    size_t n = net_msg_encode(m, buf, sizeof buf);
    if (n)
        net_client_send_bytes(c, buf, n);
}

static void send_random(NetClient *c, size_t n)
{
    uint8_t buf[4096];
    for (size_t i = 0; i < n && i < sizeof buf; i++)
        buf[i] = (uint8_t)next_random();
    net_client_send_bytes(c, buf, n < sizeof buf ? n : sizeof buf);
}

/* Raw datagrams of random bytes at the host's UDP port. */
static void udp_garbage(const NetInvite *inv, int count)
{
    ENetSocket s = enet_socket_create(ENET_SOCKET_TYPE_DATAGRAM);
    if (s == ENET_SOCKET_NULL)
        return;
    ENetAddress to = {.host = ENET_HOST_TO_NET_32(inv->ipv4), .port = inv->port};
    for (int i = 0; i < count; i++) {
        uint8_t buf[1400];
        size_t n = 1 + next_random() % sizeof buf;
        for (size_t k = 0; k < n; k++)
            buf[k] = (uint8_t)next_random();
        ENetBuffer b = {.data = buf, .dataLength = n};
        enet_socket_send(s, &to, &b, 1);
    }
    enet_socket_destroy(s);
}

/* Everything a client must not send, once. */
static void attack(NetClient *c, const NetMatch *m, int seat, const Move *good, const NetInvite *inv)
{
    int players = net_match_players(m);
    uint32_t round = net_match_round(m);
    for (int i = 0; i < 4; i++)
        send_random(c, 1 + next_random() % 500);
    send_random(c, 3000); /* longer than any client message */
    NetMsg msg;
    memset(&msg, 0, sizeof msg);
    msg.type = NET_MSG_MOVE;
    msg.move.request = 900001;
    msg.move.seat = (seat + 1) % players;
    msg.move.round = round;
    move_format(good, msg.move.text, sizeof msg.move.text);
    if (players > 1)
        send_msg(c, &msg); /* another seat's */
    msg.move.request = 900002;
    msg.move.seat = seat;
    msg.move.round = round - 1;
    send_msg(c, &msg); /* a round that is over */
    Move bad = *good;
    bad.kind = good->kind == MOVE_DRAW ? MOVE_SINGLE : MOVE_DRAW;
    msg.move.request = 900003;
    msg.move.round = round;
    move_format(&bad, msg.move.text, sizeof msg.move.text);
    send_msg(c, &msg); /* the rules refuse it */
    msg.move.request = 900004;
    snprintf(msg.move.text, sizeof msg.move.text, "draw card=no_such_card shape=9");
    send_msg(c, &msg); /* does not read */
    memset(&msg, 0, sizeof msg);
    msg.type = NET_MSG_UNDO;
    msg.undo.request = 900005;
    msg.undo.seat = (seat + 1) % players;
    msg.undo.round = round;
    if (players > 1)
        send_msg(c, &msg);
    memset(&msg, 0, sizeof msg);
    msg.type = NET_MSG_HELLO;
    snprintf(msg.hello.name, sizeof msg.hello.name, "again");
    msg.hello.seat = -1;
    send_msg(c, &msg);
    const uint8_t runs_past[] = {NET_MSG_CHAT, 250, 'h', 'u', 'g', 'e'};
    net_client_send_bytes(c, runs_past, sizeof runs_past);
    udp_garbage(inv, 20);
}

static int flood(NetClient *c, int total)
{
    unsigned long long start = platform_now_ms();
    const uint8_t chat[] = {NET_MSG_CHAT, 5, 'f', 'l', 'o', 'o', 'd'};
    for (int sent = 0; sent < total;) {
        for (int k = 0; k < 100 && sent < total; k++, sent++)
            net_client_send_bytes(c, chat, sizeof chat);
        net_client_poll(c, 8);
    }
    return (int)(platform_now_ms() - start);
}

int main(int argc, char **argv)
{
    const char *code = NULL, *botname = "random", *data = NULL;
    int seat = 1, flood_round = 5;
    bool quiet = false;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--seat") == 0 && i + 1 < argc)
            seat = atoi(argv[++i]);
        else if (strcmp(argv[i], "--bot") == 0 && i + 1 < argc)
            botname = argv[++i];
        else if (strcmp(argv[i], "--data") == 0 && i + 1 < argc)
            data = argv[++i];
        else if (strcmp(argv[i], "--flood-round") == 0 && i + 1 < argc)
            flood_round = atoi(argv[++i]);
        else if (strcmp(argv[i], "--quiet-rounds") == 0)
            quiet = true;
        else
            code = argv[i];
    }
    NetInvite inv;
    BotKind kind;
    if (!code || !data || !net_code_parse(code, &inv, NULL) || !bot_parse(botname, &kind)) {
        fprintf(stderr, "usage: net_probe CODE --seat N --bot NAME --data DIR [--flood-round R]\n");
        return 2;
    }
    NetClientConfig cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.ipv4 = inv.ipv4;
    cfg.port = inv.port;
    cfg.secret = inv.secret;
    cfg.seat = seat - 1;
    cfg.retry_seconds = 120;
    snprintf(cfg.name, sizeof cfg.name, "probe");
    snprintf(cfg.state_path, sizeof cfg.state_path, "%s/probe.match", data);
    char err[512];
    NetClient *c = net_client_new(&cfg, err, sizeof err);
    if (!c) {
        fprintf(stderr, "net_probe: %s\n", err);
        return 1;
    }
    int refused[NET_REFUSE_COUNT] = {0}, rounds = 0, flood_ms = -1;
    uint32_t attacked_round = 0, sent_round = 0;
    unsigned long long sent_at = 0;
    int sent_k = -1;
    bool over = false, bots_ready = false;
    NetBots bots;
    while (!over) {
        net_client_poll(c, 50);
        NetEvent ev;
        while (net_client_event(c, &ev)) {
            if (ev.kind == NET_EV_REFUSED && ev.code < NET_REFUSE_COUNT)
                refused[ev.code]++;
            if (ev.kind == NET_EV_OVER)
                over = true;
            if (ev.kind == NET_EV_WELCOME)
                sent_k = -1;
            if (ev.kind == NET_EV_CLOSED) {
                fprintf(stderr, "net_probe: closed (%d)\n", ev.code);
                net_client_close(c);
                return 1;
            }
        }
        const NetMatch *m = net_client_match(c);
        if (!m || !net_client_connected(c) || net_client_state(c) != NET_PLAYING)
            continue;
        int me = net_client_seat(c);
        if (!bots_ready) {
            net_bots_init(&bots, session_settings(net_match_session(m))->seed);
            net_bots_set(&bots, me, kind);
            bots_ready = true;
        }
        const Move *q;
        int k = net_match_queue(m, me, &q);
        if (sent_round == net_match_round(m) && sent_k == k && platform_now_ms() - sent_at < RESEND_MS)
            continue;
        Move mv;
        if (!net_bots_move(&bots, me, m, &mv, err, sizeof err)) {
            if (err[0]) {
                fprintf(stderr, "net_probe: %s\n", err);
                return 1;
            }
            continue;
        }
        if (attacked_round != net_match_round(m)) {
            attacked_round = net_match_round(m);
            rounds++;
            if (!quiet)
                attack(c, m, me, &mv, &inv);
            if (rounds == flood_round)
                flood_ms = flood(c, 10000);
        }
        if (net_client_move(c, &mv)) {
            sent_round = net_match_round(m);
            sent_k = k;
            sent_at = platform_now_ms();
        }
    }
    const NetMatch *m = net_client_match(c);
    char line[200];
    for (int p = 0; p < net_match_players(m); p++) {
        record_sheet_line(net_match_game(m), p, line, sizeof line);
        puts(line);
    }
    printf("refused");
    for (int i = 1; i < NET_REFUSE_COUNT; i++)
        printf(" %d", refused[i]);
    printf("\nflood %d\n", flood_ms);
    net_client_close(c);
    return 0;
}
