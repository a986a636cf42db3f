/* test_net_code.c: invite codes and "HOST:PORT" (src/net/net_code.h,
 * docs/formats.md §19): codes written and read back for many invites, a
 * code worked out by hand, every single wrong character and every swap of
 * two neighbours caught, how it may be typed (case, dashes, blanks, I/L/O),
 * a challenge code and other text refused with the right fault; addresses
 * split or refused; private networks. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "code32.h"
#include "net_code.h"
#include "rng.h"

static void test_round_trip(void **state)
{
    (void)state;
    Rng r;
    rng_seed(&r, 19, 19);
    for (int i = 0; i < 5000; i++) {
        NetInvite inv = {rng_next(&r), (uint16_t)(1 + rng_below(&r, 65535)),
                         ((((uint64_t)rng_next(&r) << 32) | rng_next(&r)) & NET_SECRET_MASK) | 1};
        if (inv.ipv4 == 0)
            inv.ipv4 = 1;
        char code[NET_CODE_SIZE];
        assert_true(net_code_format(&inv, code, sizeof code));
        assert_int_equal(strlen(code), 29);
        assert_int_equal(code[0], 'N');
        NetInvite back;
        NetCodeError e;
        assert_true(net_code_parse(code, &back, &e));
        assert_int_equal(back.ipv4, inv.ipv4);
        assert_int_equal(back.port, inv.port);
        assert_true(back.secret == inv.secret);
    }
}

/* 127.0.0.1, port 29170, secret 1: the bits by hand. */
static void test_by_hand(void **state)
{
    (void)state;
    NetInvite inv = {0x7f000001, 29170, 1};
    char code[NET_CODE_SIZE];
    assert_true(net_code_format(&inv, code, sizeof code));
    /* 110 bits: 0x7f000001 (32) 0x71f2 (16) then 61 zeros and a one.
     * In fives from the top: 01111 11100 00000 00000 00000 00000 01011
     * 10001 11110 010|00 00000 ... 00001 -> values 15 28 0 0 0 0 11 17 30
     * 8 0 0 0 0 0 0 0 0 0 0 0 1 */
    int v[24] = {21, 15, 28, 0, 0, 0, 0, 11, 17, 30, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0};
    v[23] = code32_check_value(v, 23);
    char want[NET_CODE_SIZE];
    assert_true(code32_format(v, 24, want, sizeof want));
    assert_string_equal(code, want);
    assert_string_equal(code, "NFW0-000B-HY80-0000-0000-001J");
}

static void test_typos_caught(void **state)
{
    (void)state;
    NetInvite inv = {0xc0a80114, 29170, UINT64_C(0x2f1e2d3c4b5a6978)}, back;
    char code[NET_CODE_SIZE];
    assert_true(net_code_format(&inv, code, sizeof code));
    const char *alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    NetCodeError e;
    for (int i = 1; i < 29; i++) {
        if (code[i] == '-')
            continue;
        for (int k = 0; k < 32; k++) {
            char bad[NET_CODE_SIZE];
            strcpy(bad, code);
            if (alphabet[k] == code[i])
                continue;
            bad[i] = alphabet[k];
            assert_false(net_code_parse(bad, &back, &e));
            assert_int_equal(e.fault, NET_CODE_CHECK);
        }
    }
    /* swaps of neighbours (across a dash too) */
    char plain[25];
    int n = 0;
    for (int i = 0; code[i]; i++)
        if (code[i] != '-')
            plain[n++] = code[i];
    plain[n] = '\0';
    for (int i = 1; i + 1 < n; i++) {
        if (plain[i] == plain[i + 1])
            continue;
        char bad[25];
        strcpy(bad, plain);
        bad[i] = plain[i + 1];
        bad[i + 1] = plain[i];
        assert_false(net_code_parse(bad, &back, &e));
        assert_int_equal(e.fault, NET_CODE_CHECK);
    }
    /* a character missing, one too many */
    plain[n - 1] = '\0';
    assert_false(net_code_parse(plain, &back, &e));
    assert_int_equal(e.fault, NET_CODE_LENGTH);
    assert_int_equal(e.got, 23);
}

static void test_how_it_is_typed(void **state)
{
    (void)state;
    NetInvite inv = {0x0a000002, 4000, UINT64_C(0x1234567890abcde)}, back;
    char code[NET_CODE_SIZE], typed[64];
    assert_true(net_code_format(&inv, code, sizeof code));
    /* lower case, blanks instead of dashes, around it too */
    int t = 0;
    typed[t++] = ' ';
    for (int i = 0; code[i]; i++) {
        char c = code[i];
        typed[t++] = c == '-' ? ' ' : (c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c);
    }
    typed[t++] = '\n';
    typed[t] = '\0';
    assert_true(net_code_parse(typed, &back, NULL));
    assert_true(back.secret == inv.secret);
    /* O for 0 and I or L for 1 */
    for (int i = 0; code[i]; i++)
        if (code[i] == '0')
            code[i] = 'O';
        else if (code[i] == '1')
            code[i] = i % 2 ? 'I' : 'l';
    assert_true(net_code_parse(code, &back, NULL));
    assert_true(back.secret == inv.secret);
}

static void test_not_an_invite(void **state)
{
    (void)state;
    NetInvite back;
    NetCodeError e;
    assert_false(net_code_parse("", &back, &e));
    assert_int_equal(e.fault, NET_CODE_EMPTY);
    assert_false(net_code_parse(" - ", &back, &e));
    assert_int_equal(e.fault, NET_CODE_EMPTY);
    assert_false(net_code_parse("1E4F-76RE-6SD6", &back, &e)); /* a challenge code */
    assert_int_equal(e.fault, NET_CODE_CHALLENGE);
    assert_false(net_code_parse("ABCD-EFGH", &back, &e));
    assert_int_equal(e.fault, NET_CODE_NOT_INVITE);
    assert_false(net_code_parse("NFW0-000B-HY8U", &back, &e));
    assert_int_equal(e.fault, NET_CODE_CHARACTER);
    assert_int_equal(e.place, 14);
    assert_int_equal(e.character, 'U');
    assert_false(net_code_parse("NFW0-000B-HY80-0000-0000-0001-0000", &back, &e));
    assert_int_equal(e.fault, NET_CODE_LENGTH);
    /* checks out but holds no secret */
    int v[24] = {21, 15, 28, 0, 0, 0, 0, 11, 17, 30, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    v[23] = code32_check_value(v, 23);
    char zero[NET_CODE_SIZE];
    assert_true(code32_format(v, 24, zero, sizeof zero));
    assert_false(net_code_parse(zero, &back, &e));
    assert_int_equal(e.fault, NET_CODE_INVALID);
    /* what cannot be written */
    NetInvite none = {1, 0, 5};
    char code[NET_CODE_SIZE];
    assert_false(net_code_format(&none, code, sizeof code));
    none.port = 5;
    none.secret = 0;
    assert_false(net_code_format(&none, code, sizeof code));
    none.secret = UINT64_C(1) << 62;
    assert_false(net_code_format(&none, code, sizeof code));
    none.secret = 1;
    assert_false(net_code_format(&none, code, 10));
}

static void test_addresses(void **state)
{
    (void)state;
    char host[64], why[200];
    uint16_t port;
    assert_true(net_address_split("192.168.1.20:29170", host, sizeof host, &port, why, sizeof why));
    assert_string_equal(host, "192.168.1.20");
    assert_int_equal(port, 29170);
    assert_true(net_address_split("  games.example.org:1 \n", host, sizeof host, &port, why, sizeof why));
    assert_string_equal(host, "games.example.org");
    assert_int_equal(port, 1);
    const char *bad[] = {"", "host", ":80", "host:", "host:0", "host:65536", "host:12a", "ho st:80", "h%s:80",
                         "[::1]:80", "host:99999999999999999999"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_false(net_address_split(bad[i], host, sizeof host, &port, why, sizeof why));
    assert_false(net_address_split("a-very-long-host-name:80", host, 8, &port, why, sizeof why));
    assert_true(net_is_address("x:1"));
    assert_false(net_is_address("NFW0-000B"));

    uint32_t a;
    assert_true(net_ipv4_parse("127.0.0.1", &a));
    assert_int_equal(a, 0x7f000001);
    char text[16];
    net_ipv4_text(0xc0a80114, text, sizeof text);
    assert_string_equal(text, "192.168.1.20");
    const char *notip[] = {"256.0.0.1", "1.2.3", "1.2.3.4.5", "1..2.3", "a.b.c.d", "1.2.3.4 ", "0001.2.3.4"};
    for (size_t i = 0; i < sizeof notip / sizeof notip[0]; i++)
        assert_false(net_ipv4_parse(notip[i], &a));
    uint32_t priv[] = {0x0a000001, 0xac100001, 0xac1fffff, 0xc0a80001, 0xa9fe0001, 0x7f000001};
    uint32_t pub[] = {0x08080808, 0xac200001, 0xc0a90001, 0x64400001, 0x01010101};
    for (size_t i = 0; i < sizeof priv / sizeof priv[0]; i++)
        assert_true(net_ipv4_private(priv[i]));
    for (size_t i = 0; i < sizeof pub / sizeof pub[0]; i++)
        assert_false(net_ipv4_private(pub[i]));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip),      cmocka_unit_test(test_by_hand),
        cmocka_unit_test(test_typos_caught),    cmocka_unit_test(test_how_it_is_typed),
        cmocka_unit_test(test_not_an_invite),   cmocka_unit_test(test_addresses),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
