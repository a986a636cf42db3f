/* test_challenge_code.c: challenge codes (challenge_code.h): thousands of
 * random settings round-trip, every single wrong character and every swap
 * of neighbours is refused, the forgiving reading (case, I, L, O, blanks,
 * dashes), every fault with its offset, other spellings of a game refused,
 * and codes built here bit by bit from the documented layout. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "challenge.h"
#include "challenge_cards.h"
#include "challenge_code.h"

static const char digits32[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

static uint64_t rng_state = 12345;
static uint64_t rnd(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}
static int below(int n) { return (int)(rnd() % (uint64_t)n); }

/* Random valid settings of every sort. A base or Heroes game keeps to its
 * own box (sides, sets, ambushes, scoring cards); a mixed game mixes. */
static GameSettings random_settings(void)
{
    GameSettings s;
    static const int widths[] = {3, 17, 20, 21, 31, 32, 33, 47, 48, 49, 63, 64};
    int w = widths[below(12)];
    uint64_t seed = w == 64 ? rnd() : rnd() & ((UINT64_C(1) << w) - 1);
    GameKind kind = (GameKind)below(3);
    game_settings_init(&s, kind, 1 + below(MAX_PLAYERS), seed);
    int first = kind == GAME_HEROES ? CHALLENGE_BASE_SLOTS : 0;
    int slots = kind == GAME_MIXED ? CHALLENGE_SLOTS : CHALLENGE_BASE_SLOTS;
    s.side = kind == GAME_MIXED ? (MapSide)below(4) : (MapSide)(kind == GAME_HEROES ? 2 + below(2) : below(2));
    if (below(2)) {
        int perm[4] = {0, 1, 2, 3};
        for (int i = 3; i > 0; i--) {
            int j = below(i + 1), t = perm[i];
            perm[i] = perm[j];
            perm[j] = t;
        }
        for (int d = 0; d < DECREES; d++)
            s.decree_cards[d] = challenge_card_scoring(perm[d], first + below(slots));
    }
    if (below(2))
        s.solo_ambush_rule = below(2);
    if (kind == GAME_MIXED && below(2)) {
        s.explore_set = (CardSet)below(2);
        s.season_set = (CardSet)below(2);
        s.heroes = below(2);
        do
            s.ambush_mask = (uint32_t)below(256);
        while (__builtin_popcount(s.ambush_mask) < 4);
    }
    return s;
}

/* The code's characters without dashes. */
static int strip(const char *code, char *out)
{
    int n = 0;
    for (; *code; code++)
        if (*code != '-')
            out[n++] = *code;
    out[n] = '\0';
    return n;
}

static void test_round_trip(void **state)
{
    (void)state;
    char err[ERROR_MAX];
    int shortest = 99, longest = 0;
    for (int i = 0; i < 5000; i++) {
        GameSettings s = random_settings(), t, canon;
        assert_true(game_settings_check(&s, err, sizeof err));
        char code[CHALLENGE_CODE_SIZE], again[CHALLENGE_CODE_SIZE], bare[CHALLENGE_CODE_SIZE];
        assert_true(challenge_code_format(&s, code, sizeof code));
        ChallengeCodeError e;
        if (!challenge_code_parse(code, &t, &e))
            fail_msg("%s: %s", code, e.message);
        challenge_code_canonical(&s, &canon);
        assert_memory_equal(&t, &canon, sizeof t);
        assert_true(challenge_code_format(&t, again, sizeof again));
        assert_string_equal(code, again);
        /* the form: groups of four, upper case, version first */
        int n = strip(code, bare);
        assert_true(n >= CHALLENGE_CODE_MIN_CHARS && n <= CHALLENGE_CODE_MAX_CHARS);
        shortest = n < shortest ? n : shortest;
        longest = n > longest ? n : longest;
        assert_int_equal(code[0], '1');
        for (int k = 0; code[k]; k++)
            assert_true(k % 5 == 4 ? code[k] == '-' : strchr(digits32, code[k]) != NULL);
        /* the game the code stands for is the game of the settings */
        Game a, b;
        assert_true(game_init(&a, &s, err, sizeof err));
        assert_true(game_init(&b, &t, err, sizeof err));
        assert_memory_equal(a.decree_cards, b.decree_cards, sizeof a.decree_cards);
        assert_memory_equal(a.deck, b.deck, sizeof a.deck);
    }
    assert_int_equal(shortest, CHALLENGE_CODE_MIN_CHARS);
    assert_int_equal(longest, CHALLENGE_CODE_MAX_CHARS);
    /* a too small buffer and bad settings */
    GameSettings s;
    game_settings_init(&s, GAME_BASE, 1, 42);
    char small[8];
    assert_false(challenge_code_format(&s, small, sizeof small));
    s.players = 7;
    char code[CHALLENGE_CODE_SIZE];
    assert_false(challenge_code_format(&s, code, sizeof code));
}

static void test_challenge_codes(void **state)
{
    (void)state;
    ChallengeId id;
    char err[200], code[CHALLENGE_CODE_SIZE], bare[CHALLENGE_CODE_SIZE];
    GameSettings s, t;
    /* every daily of a year: a base or Heroes daily takes 12 characters, a Sunday's 14 */
    int rare = 0;
    assert_true(challenge_id_parse("daily:2026-01-01", &id, err, sizeof err));
    for (int i = 0; i < 365; i++) {
        assert_true(challenge_settings(&id, &s));
        assert_true(challenge_code_format(&s, code, sizeof code));
        int n = strip(code, bare);
        assert_true(challenge_code_parse(code, &t, NULL));
        if (n == 9 || n == 11) {
            /* the rare challenge whose decrees are what its seed deals (1 in 6144) */
            assert_int_equal(t.decree_cards[0], -1);
            Game g;
            assert_true(game_init(&g, &t, err, sizeof err));
            assert_memory_equal(g.decree_cards, s.decree_cards, sizeof g.decree_cards);
            rare++;
        } else {
            assert_int_equal(n, s.kind == GAME_MIXED ? 14 : 12);
        }
        assert_true(challenge_settings_match(&id, &t) || t.decree_cards[0] < 0);
        ChallengeId next;
        challenge_step(&id, 1, &next);
        id = next;
    }
    assert_int_equal(rare, 1); /* daily:2026-05-02 */
    assert_true(challenge_id_parse("daily:2026-05-02", &id, err, sizeof err));
    assert_true(challenge_settings(&id, &s));
    assert_true(challenge_code_format(&s, code, sizeof code));
    assert_string_equal(code, "1C0N-CCT0-V");
    assert_true(challenge_id_parse("daily:2026-11-24", &id, err, sizeof err));
    assert_true(challenge_settings(&id, &s));
    assert_true(challenge_code_format(&s, code, sizeof code));
    assert_string_equal(code, "1E19-VE3B-5P4Q");
}

static void check_refused(const char *text)
{
    GameSettings s;
    ChallengeCodeError e;
    if (challenge_code_parse(text, &s, &e))
        fail_msg("'%s' was accepted", text);
    assert_int_not_equal(e.fault, CHALLENGE_FAULT_NONE);
    assert_true(strlen(e.message) > 10);
}

static void test_typos_caught(void **state)
{
    (void)state;
    int codes = 0;
    long tried = 0;
    while (codes < 150) {
        GameSettings s = random_settings();
        char code[CHALLENGE_CODE_SIZE], bare[CHALLENGE_CODE_SIZE], typo[CHALLENGE_CODE_SIZE];
        assert_true(challenge_code_format(&s, code, sizeof code));
        int n = strip(code, bare);
        for (int i = 0; i < n; i++) {
            for (int v = 0; v < 32; v++) {
                if (digits32[v] == bare[i])
                    continue;
                memcpy(typo, bare, (size_t)n + 1);
                typo[i] = digits32[v];
                check_refused(typo);
                tried++;
            }
            if (i + 1 < n && bare[i] != bare[i + 1]) {
                memcpy(typo, bare, (size_t)n + 1);
                typo[i] = bare[i + 1];
                typo[i + 1] = bare[i];
                check_refused(typo);
                tried++;
            }
        }
        codes++;
    }
    assert_true(tried > 150 * 9 * 31);
}

static void test_forgiving_reading(void **state)
{
    (void)state;
    for (int i = 0; i < 300; i++) {
        GameSettings s = random_settings(), want, t;
        challenge_code_canonical(&s, &want);
        char code[CHALLENGE_CODE_SIZE], bare[CHALLENGE_CODE_SIZE], typed[128];
        assert_true(challenge_code_format(&s, code, sizeof code));
        int n = strip(code, bare), k = 0;
        for (int j = 0; j < n; j++) {
            char c = bare[j];
            if (below(3) == 0)
                typed[k++] = below(2) ? ' ' : '-';
            if (c == '1')
                c = "1IiLl"[below(5)];
            else if (c == '0')
                c = "0Oo"[below(3)];
            else if (below(2))
                c = (char)tolower((unsigned char)c);
            typed[k++] = c;
        }
        typed[k++] = ' ';
        typed[k] = '\0';
        ChallengeCodeError e;
        if (!challenge_code_parse(typed, &t, &e))
            fail_msg("'%s' (%s): %s", typed, code, e.message);
        assert_memory_equal(&t, &want, sizeof t);
    }
    GameSettings t;
    assert_true(challenge_code_parse("1e19ve3b5p4q", &t, NULL));
    assert_true(challenge_code_parse(" 1E19 - VE3B - 5P4Q\n", &t, NULL));
    assert_true(challenge_code_parse("\t1-E-1-9-V-E-3-B-5-P-4-Q", &t, NULL));
    assert_true(challenge_code_parse("LE19-VE3B-5P4Q", &t, NULL));
    assert_true(challenge_code_parse("iE19-VE3B-5P4Q", &t, NULL));
    assert_true(t.seed == 685793);
}

/* A code built from bits by hand: version 1, the bits in 5s, the check. */
typedef struct HandBits {
    int bit[160];
    int n;
} HandBits;

static void hb_put(HandBits *h, uint64_t v, int n)
{
    for (int i = n - 1; i >= 0; i--)
        h->bit[h->n++] = (int)((v >> i) & 1);
}

static int times_x(int c) { return ((c << 1) ^ (c & 16 ? 0x25 : 0)) & 31; }

static void hb_code(const HandBits *in, char *out)
{
    HandBits h = *in;
    while (h.n % 5)
        h.bit[h.n++] = 0;
    int v[40], n = 0;
    v[n++] = 1;
    for (int i = 0; i < h.n; i += 5)
        v[n++] = h.bit[i] << 4 | h.bit[i + 1] << 3 | h.bit[i + 2] << 2 | h.bit[i + 3] << 1 | h.bit[i + 4];
    int c = 0;
    for (int i = 0; i < n; i++)
        c = times_x(c) ^ v[i];
    v[n++] = times_x(c);
    for (int i = 0; i < n; i++)
        out[i] = digits32[v[i]];
    out[n] = '\0';
}

/* The header: kind, side, players, seed size, seed, the two flags. */
static void hb_header(HandBits *h, int kind, int side, int players, int size, uint64_t seed, int decrees, int extras)
{
    static const int seed_bits[4] = {20, 32, 48, 64};
    h->n = 0;
    hb_put(h, (uint64_t)kind, 2);
    hb_put(h, (uint64_t)side, 2);
    hb_put(h, (uint64_t)(players - 1), 3);
    hb_put(h, (uint64_t)size, 2);
    hb_put(h, seed, seed_bits[size]);
    hb_put(h, (uint64_t)decrees, 1);
    hb_put(h, (uint64_t)extras, 1);
}

static void expect_fault(const char *text, ChallengeCodeFault fault, int offset, int place)
{
    GameSettings s;
    ChallengeCodeError e;
    if (challenge_code_parse(text, &s, &e))
        fail_msg("'%s' was accepted", text);
    if (e.fault != fault)
        fail_msg("'%s': fault %d, expected %d (%s)", text, e.fault, fault, e.message);
    assert_int_equal(e.offset, offset);
    assert_int_equal(e.place, place);
    assert_true(strlen(e.message) > 10);
    assert_int_equal(s.players, 0); /* cleared */
}

static void test_layout_by_hand(void **state)
{
    (void)state;
    char want[64], got[CHALLENGE_CODE_SIZE], bare[CHALLENGE_CODE_SIZE];
    HandBits h;
    /* base game, side B, 3 players, seed 42, the seed's decrees */
    GameSettings s;
    game_settings_init(&s, GAME_BASE, 3, 42);
    s.side = MAP_SIDE_B;
    hb_header(&h, 0, 1, 3, 0, 42, 0, 0);
    hb_code(&h, want);
    assert_true(challenge_code_format(&s, got, sizeof got));
    strip(got, bare);
    assert_string_equal(bare, want);
    assert_int_equal(strlen(bare), 9);

    /* mixed, side D, solo, a 33-bit seed, decrees and extras */
    game_settings_init(&s, GAME_MIXED, 1, UINT64_C(0x1ffffffff));
    s.side = MAP_SIDE_D;
    /* A: village slot 5, B: forest slot 0, C: arrangement slot 7, D: farm/water slot 2 */
    s.decree_cards[0] = challenge_card_scoring(2, 5);
    s.decree_cards[1] = challenge_card_scoring(0, 0);
    s.decree_cards[2] = challenge_card_scoring(3, 7);
    s.decree_cards[3] = challenge_card_scoring(1, 2);
    s.explore_set = SET_HEROES;
    s.season_set = SET_BASE;
    s.heroes = false;
    s.solo_ambush_rule = true;
    s.ambush_mask = challenge_ambush_mask_to_engine(0x5b); /* frozen 0 1 3 4 6 */
    hb_header(&h, 2, 3, 1, 2, UINT64_C(0x1ffffffff), 1, 1);
    hb_put(&h, 0, 3); /* forest slot */
    hb_put(&h, 2, 3); /* farm and water */
    hb_put(&h, 5, 3); /* village */
    hb_put(&h, 7, 3); /* arrangement */
    /* categories on A-D: 2 0 3 1; rank = 2*3! + 0*2! + 1*1! = 13 */
    hb_put(&h, 13, 5);
    hb_put(&h, 1, 1); /* explore Heroes */
    hb_put(&h, 0, 1); /* seasons base */
    hb_put(&h, 0, 1); /* no heroes */
    hb_put(&h, 1, 1); /* the house rule */
    hb_put(&h, 0x5b, 8);
    hb_code(&h, want);
    char err[ERROR_MAX];
    assert_true(game_settings_check(&s, err, sizeof err));
    assert_true(challenge_code_format(&s, got, sizeof got));
    strip(got, bare);
    assert_string_equal(bare, want);
}

static void test_other_spellings(void **state)
{
    (void)state;
    char code[64];
    HandBits h;
    /* the seed written in 32 bits where 20 hold it */
    hb_header(&h, 0, 0, 1, 1, 42, 0, 0);
    hb_code(&h, code);
    expect_fault(code, CHALLENGE_FAULT_INVALID, -1, 0);
    /* the same with 20 bits is fine */
    hb_header(&h, 0, 0, 1, 0, 42, 0, 0);
    hb_code(&h, code);
    GameSettings s;
    assert_true(challenge_code_parse(code, &s, NULL));
    assert_true(s.seed == 42 && s.decree_cards[0] == -1);
    /* stray padding bits: 31 bits of contents, 4 of padding */
    h.bit[h.n++] = 1;
    hb_code(&h, code);
    expect_fault(code, CHALLENGE_FAULT_INVALID, -1, 0);
    /* the decrees the seed deals, spelled out */
    Game g;
    char err[ERROR_MAX];
    game_settings_init(&s, GAME_HEROES, 1, 7);
    assert_true(game_init(&g, &s, err, sizeof err));
    hb_header(&h, 1, 2, 1, 0, 7, 1, 0);
    int perm[4], slot[4];
    for (int d = 0; d < 4; d++) {
        int cat, sl;
        assert_true(challenge_card_slot(g.decree_cards[d], &cat, &sl));
        perm[d] = cat;
        slot[cat] = sl;
    }
    for (int c = 0; c < 4; c++)
        hb_put(&h, (uint64_t)slot[c], 3);
    int rank = 0, fact[4] = {6, 2, 1, 1};
    for (int i = 0; i < 4; i++)
        for (int j = i + 1; j < 4; j++)
            rank += (perm[j] < perm[i]) * fact[i];
    hb_put(&h, (uint64_t)rank, 5);
    hb_code(&h, code);
    expect_fault(code, CHALLENGE_FAULT_INVALID, -1, 0);
    /* with one card changed it is a game of its own */
    h.n -= 5 + 12;
    for (int c = 0; c < 4; c++)
        hb_put(&h, (uint64_t)(c == 0 ? (slot[0] + 1) % 8 : slot[c]), 3);
    hb_put(&h, (uint64_t)rank, 5);
    hb_code(&h, code);
    assert_true(challenge_code_parse(code, &s, NULL));
    /* a permutation rank past 23 */
    h.n -= 5;
    hb_put(&h, 24, 5);
    hb_code(&h, code);
    expect_fault(code, CHALLENGE_FAULT_INVALID, -1, 0);
    /* the kind's usual extras spelled out (base: base sets, no heroes, ambushes 0-3, no house rule) */
    hb_header(&h, 0, 0, 1, 0, 42, 0, 1);
    hb_put(&h, 0, 4);
    hb_put(&h, 0x0f, 8);
    hb_code(&h, code);
    expect_fault(code, CHALLENGE_FAULT_INVALID, -1, 0);
    /* kind 3, 7 players, no ambush, a mixed game with 3 ambushes */
    hb_header(&h, 3, 0, 1, 0, 42, 0, 0);
    hb_code(&h, code);
    expect_fault(code, CHALLENGE_FAULT_INVALID, -1, 0);
    hb_header(&h, 0, 0, 7, 0, 42, 0, 0);
    hb_code(&h, code);
    expect_fault(code, CHALLENGE_FAULT_INVALID, -1, 0);
    hb_header(&h, 0, 0, 1, 0, 42, 0, 1);
    hb_put(&h, 0, 4);
    hb_put(&h, 0, 8);
    hb_code(&h, code);
    expect_fault(code, CHALLENGE_FAULT_INVALID, -1, 0);
    hb_header(&h, 2, 0, 1, 0, 42, 0, 1);
    hb_put(&h, 2, 4); /* heroes */
    hb_put(&h, 0x07, 8);
    hb_code(&h, code);
    expect_fault(code, CHALLENGE_FAULT_INVALID, -1, 0);
    /* a character too many or too few (the check made right) */
    hb_header(&h, 0, 0, 1, 0, 42, 0, 0);
    hb_put(&h, 0, 5);
    hb_code(&h, code);
    expect_fault(code, CHALLENGE_FAULT_LENGTH, -1, 0);
    ChallengeCodeError e;
    challenge_code_parse(code, &s, &e);
    assert_int_equal(e.expected, 9);
    assert_int_equal(e.got, 10);
    hb_header(&h, 0, 0, 1, 0, 42, 1, 0); /* decrees promised, not there */
    hb_code(&h, code);
    expect_fault(code, CHALLENGE_FAULT_LENGTH, -1, 0);
    challenge_code_parse(code, &s, &e);
    assert_int_equal(e.expected, 12);
    assert_int_equal(e.got, 9);
    hb_header(&h, 0, 0, 1, 3, 0, 0, 0); /* a 64-bit seed promised in 9 characters */
    h.n = 35;
    hb_code(&h, code);
    expect_fault(code, CHALLENGE_FAULT_LENGTH, -1, 0);
}

static void test_faults(void **state)
{
    (void)state;
    expect_fault("", CHALLENGE_FAULT_EMPTY, -1, 0);
    expect_fault(" - -\t", CHALLENGE_FAULT_EMPTY, -1, 0);
    expect_fault("1E19-VE3B-5P4Q-0000-0000-0000", CHALLENGE_FAULT_TOO_LONG, 28, 29);
    char huge[400];
    memset(huge, ' ', sizeof huge - 1);
    huge[sizeof huge - 1] = '\0';
    expect_fault(huge, CHALLENGE_FAULT_TOO_LONG, -1, 0);
    expect_fault("1E19-VE3B-5P4*", CHALLENGE_FAULT_CHARACTER, 13, 14);
    expect_fault("1E19-VU3B-5P4Q", CHALLENGE_FAULT_CHARACTER, 6, 7);
    expect_fault("1e19-ve3b-5p4u", CHALLENGE_FAULT_CHARACTER, 13, 14);
    expect_fault("\xc3\xa4\xc3\xa4:1E19", CHALLENGE_FAULT_CHARACTER, 0, 1);
    expect_fault("1E\xc3\xa4", CHALLENGE_FAULT_CHARACTER, 2, 3);
    expect_fault("\xe2\x80\x94 1E19\x01", CHALLENGE_FAULT_CHARACTER, 0, 1);
    expect_fault("1E19 VE3B\x01", CHALLENGE_FAULT_CHARACTER, 9, 10);
    expect_fault("daily:2026-11-24", CHALLENGE_FAULT_CHARACTER, 5, 6);
    GameSettings s;
    ChallengeCodeError e;
    assert_false(challenge_code_parse("1E\xc3\xa4\xc3\xa4*", &s, &e));
    assert_int_equal(e.character, (char)0xc3);
    assert_non_null(strstr(e.message, "\xc3\xa4"));
    assert_false(challenge_code_parse("  \xc3\xa4\xc3\xa4*", &s, &e));
    assert_int_equal(e.offset, 2);
    assert_int_equal(e.place, 3);
    assert_false(challenge_code_parse("ab*", &s, &e));
    assert_int_equal(e.character, '*');
    assert_int_equal(e.offset, 2);
    assert_int_equal(e.place, 3);
    /* a newer version's code: its check character checks out */
    expect_fault("  2E19-VE3B-5P4Y", CHALLENGE_FAULT_VERSION, 2, 3);
    assert_false(challenge_code_parse("9ABC-DEFG-HB", &s, &e));
    assert_int_equal(e.expected, CHALLENGE_CODE_VERSION);
    assert_int_equal(e.got, 9);
    assert_non_null(strstr(e.message, "newer version"));
    /* not when the rest is no code: a mistyped first character, a date, a word */
    expect_fault("2E19-VE3B-5P4Q", CHALLENGE_FAULT_CHECK, -1, 0);
    expect_fault("2026-11-24", CHALLENGE_FAULT_TOO_SHORT, -1, 0);
    expect_fault("9ABC", CHALLENGE_FAULT_TOO_SHORT, -1, 0);
    expect_fault("0E19-VE3B-5P4Q", CHALLENGE_FAULT_NOT_CODE, 0, 1);
    expect_fault("-hello world", CHALLENGE_FAULT_NOT_CODE, 1, 2);
    expect_fault("OE19", CHALLENGE_FAULT_NOT_CODE, 0, 1);
    expect_fault("1E19-VE3B", CHALLENGE_FAULT_TOO_SHORT, -1, 0);
    assert_false(challenge_code_parse("1E19-VE3B", &s, &e));
    assert_int_equal(e.expected, CHALLENGE_CODE_MIN_CHARS);
    assert_int_equal(e.got, 8);
    expect_fault("1E19-VE3B-5P4R", CHALLENGE_FAULT_CHECK, -1, 0);
    expect_fault("1E19-VE3B-54PQ", CHALLENGE_FAULT_CHECK, -1, 0);
    expect_fault("1E19-VE3B-5P4", CHALLENGE_FAULT_CHECK, -1, 0);
    assert_true(challenge_code_parse("1E19-VE3B-5P4Q", &s, &e));
    assert_int_equal(e.fault, CHALLENGE_FAULT_NONE);
    assert_false(challenge_code_parse(NULL, &s, &e));
    assert_int_equal(e.fault, CHALLENGE_FAULT_EMPTY);
}

/* Random garbage: never accepted by accident more than a check allows,
 * always with a message. */
static void test_garbage(void **state)
{
    (void)state;
    int accepted = 0;
    for (int i = 0; i < 20000; i++) {
        char text[64];
        int n = below(40);
        for (int k = 0; k < n; k++) {
            int r = below(4);
            text[k] = r == 0   ? (char)(1 + below(255))
                      : r == 1 ? digits32[below(32)]
                      : r == 2 ? '1'
                               : "-  iLoO"[below(7)];
        }
        text[n] = '\0';
        GameSettings s;
        ChallengeCodeError e;
        if (challenge_code_parse(text, &s, &e)) {
            accepted++;
            char code[CHALLENGE_CODE_SIZE];
            assert_true(challenge_code_format(&s, code, sizeof code));
        } else {
            assert_true(strlen(e.message) > 10);
            assert_true(e.offset >= -1 && e.offset < n);
            if (e.offset >= 0)
                assert_true(e.place >= 1 && e.place <= e.offset + 1);
        }
    }
    assert_true(accepted < 100);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip),     cmocka_unit_test(test_challenge_codes),
        cmocka_unit_test(test_typos_caught),   cmocka_unit_test(test_forgiving_reading),
        cmocka_unit_test(test_layout_by_hand), cmocka_unit_test(test_other_spellings),
        cmocka_unit_test(test_faults),         cmocka_unit_test(test_garbage),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
