/* fuzz_net.c: a libFuzzer target for what a network game reads from
 * others: messages (net_msg_decode, docs/formats.md §18), invite codes and
 * "HOST:PORT" as typed or pasted (net_code_parse, net_address_split).
 * Built with -Dfuzz=true and clang; run by run-fuzz.sh on corpus-net (real
 * messages of every type, written by gen_net_corpus).
 *
 * For any input: nothing crashes or trips ASan/UBSan; a message that
 * decodes encodes back to the same bytes (one spelling per message) and
 * decodes to the same again; a refused code has a fault and a message; an
 * accepted code formats back to a code that reads the same. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "net_code.h"
#include "net_msg.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check_message(const uint8_t *data, size_t size)
{
    NetMsg m, again;
    if (net_msg_decode(data, size, &m) != NET_DECODE_OK)
        return;
    static uint8_t buf[NET_HOST_MSG_MAX];
    size_t n = net_msg_encode(&m, buf, sizeof buf);
    if (n != size || memcmp(buf, data, size) != 0 || net_msg_decode(buf, n, &again) != NET_DECODE_OK) {
        fprintf(stderr, "a message of type %#x does not encode back to its bytes\n", (unsigned)m.type);
        abort();
    }
}

static void check_text(const uint8_t *data, size_t size)
{
    char text[400];
    if (size >= sizeof text)
        size = sizeof text - 1;
    memcpy(text, data, size);
    text[size] = '\0';
    NetInvite inv, back;
    NetCodeError e;
    if (!net_code_parse(text, &inv, &e)) {
        if (e.fault == NET_CODE_OK || e.message[0] == '\0') {
            fprintf(stderr, "a refused code without a fault\n");
            abort();
        }
    } else {
        char code[NET_CODE_SIZE];
        if (!net_code_format(&inv, code, sizeof code) || !net_code_parse(code, &back, NULL) ||
            back.ipv4 != inv.ipv4 || back.port != inv.port || back.secret != inv.secret) {
            fprintf(stderr, "code '%s' does not round-trip\n", text);
            abort();
        }
    }
    char host[64], why[200];
    uint16_t port;
    if (net_address_split(text, host, sizeof host, &port, why, sizeof why) && (port == 0 || host[0] == '\0')) {
        fprintf(stderr, "an address without host or port\n");
        abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    check_message(data, size);
    check_text(data, size);
    return 0;
}
