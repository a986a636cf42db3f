/* gen_net_corpus.c: writes tests/fuzz/corpus-net, the fuzz_net target's
 * seed inputs: one real message of every type (docs/formats.md §18), an
 * invite code and an address. Run by `run-fuzz.sh --regen-corpus`. */
#include <stdio.h>
#include <string.h>

#include "net_code.h"
#include "net_msg.h"

static int write_file(const char *dir, const char *name, const void *data, size_t n)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(data, 1, n, f) != n) {
        fprintf(stderr, "gen_net_corpus: cannot write %s\n", path);
        if (f)
            fclose(f);
        return 1;
    }
    return fclose(f) != 0;
}

static int put(const char *dir, const char *name, const NetMsg *m)
{
    static uint8_t buf[NET_HOST_MSG_MAX];
    size_t n = net_msg_encode(m, buf, sizeof buf);
    if (n == 0) {
        fprintf(stderr, "gen_net_corpus: %s does not encode\n", name);
        return 1;
    }
    return write_file(dir, name, buf, n);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: gen_net_corpus DIR\n");
        return 2;
    }
    const char *dir = argv[1];
    int bad = 0;
    NetMsg m;
    memset(&m, 0, sizeof m);
    m.type = NET_MSG_HELLO;
    m.hello.version = NET_PROTOCOL_VERSION;
    m.hello.secret = 12345;
    m.hello.seat = -1;
    strcpy(m.hello.name, "Anna");
    strcpy(m.hello.client, "cartographers-cli 0.1.0");
    bad |= put(dir, "hello", &m);
    memset(&m, 0, sizeof m);
    m.type = NET_MSG_MOVE;
    m.move.seat = 1;
    m.move.round = 17;
    strcpy(m.move.text, "draw card=great_river shape=2 orient=5 at=D4 terrain=water");
    bad |= put(dir, "move", &m);
    memset(&m, 0, sizeof m);
    m.type = NET_MSG_UNDO;
    m.undo.seat = 2;
    bad |= put(dir, "undo", &m);
    memset(&m, 0, sizeof m);
    m.type = NET_MSG_CHAT;
    strcpy(m.chat.text, "Hallo, Jürgen!");
    bad |= put(dir, "chat", &m);
    memset(&m, 0, sizeof m);
    m.type = NET_MSG_WELCOME;
    m.welcome.version = NET_PROTOCOL_VERSION;
    m.welcome.seat = 1;
    game_settings_init(&m.welcome.settings, GAME_HEROES, 3, 42);
    for (int i = 0; i < DECREES; i++)
        m.welcome.settings.decree_cards[i] = 16 + i * 4;
    bad |= put(dir, "welcome", &m);
    memset(&m, 0, sizeof m);
    m.type = NET_MSG_SEATS;
    m.seats.count = 2;
    strcpy(m.seats.seat[0].name, "Anna");
    m.seats.seat[1].kind = NET_SEAT_COMPUTER;
    strcpy(m.seats.seat[1].name, "Bot");
    strcpy(m.seats.seat[1].level, "hard");
    bad |= put(dir, "seats", &m);
    memset(&m, 0, sizeof m);
    m.type = NET_MSG_MOVES;
    m.moves.count = 2;
    m.moves.actor[1] = 1;
    strcpy(m.moves.text[0], "single card=orchard at=B2 terrain=forest");
    strcpy(m.moves.text[1], "hero card=freyla_the_true orient=1 at=E5");
    bad |= put(dir, "moves", &m);
    memset(&m, 0, sizeof m);
    m.type = NET_MSG_QUEUE;
    m.queue.count = 1;
    strcpy(m.queue.text[0], "destroy card=gorgon_gaze at=C3");
    bad |= put(dir, "queue", &m);
    memset(&m, 0, sizeof m);
    m.type = NET_MSG_REFUSED;
    m.refused.code = NET_REFUSE_ILLEGAL;
    m.refused.engine = 3;
    bad |= put(dir, "refused", &m);
    memset(&m, 0, sizeof m);
    m.type = NET_MSG_SAID;
    m.said.seat = -1;
    strcpy(m.said.text, "Ben is back");
    bad |= put(dir, "said", &m);
    memset(&m, 0, sizeof m);
    m.type = NET_MSG_STATE;
    m.state.state = NET_PLAYING;
    bad |= put(dir, "state", &m);
    memset(&m, 0, sizeof m);
    m.type = NET_MSG_HANDED;
    m.handed.count = 2;
    m.handed.handed[0].seat = 1;
    m.handed.handed[0].at = 57;
    strcpy(m.handed.handed[0].level, "medium");
    m.handed.handed[1].seat = 4;
    m.handed.handed[1].at = 90;
    strcpy(m.handed.handed[1].level, "hard");
    bad |= put(dir, "handed", &m);
    memset(&m, 0, sizeof m);
    m.type = NET_MSG_CLOCK;
    m.clock.round = 12;
    m.clock.card = 60;
    m.clock.count = 3;
    m.clock.away[0] = m.clock.away[2] = NET_CLOCK_NONE;
    m.clock.away[1] = 35;
    bad |= put(dir, "clock", &m);
    memset(&m, 0, sizeof m);
    m.type = NET_MSG_TIMED;
    m.timed.round = 12;
    m.timed.seat = 2;
    bad |= put(dir, "timed", &m);
    memset(&m, 0, sizeof m);
    m.type = NET_MSG_QUERY;
    m.query.version = NET_PROTOCOL_VERSION;
    bad |= put(dir, "query", &m);
    memset(&m, 0, sizeof m);
    m.type = NET_MSG_ANSWER;
    m.answer.version = NET_PROTOCOL_VERSION;
    m.answer.port = NET_DEFAULT_PORT;
    m.answer.players = 3;
    strcpy(m.answer.host, "host");
    bad |= put(dir, "answer", &m);
    NetInvite inv = {0x7f000001, NET_DEFAULT_PORT, 987654321};
    char code[NET_CODE_SIZE];
    net_code_format(&inv, code, sizeof code);
    bad |= write_file(dir, "code", code, strlen(code));
    bad |= write_file(dir, "address", "192.168.1.20:29170", 18);
    return bad;
}
