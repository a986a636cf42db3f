/* challenge_code.c: game settings as a short Crockford base-32 code with a
 * check character, and back (format in challenge_code.h). */
#include "challenge_code.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "challenge_cards.h"
#include "code32.h"

#define MAX_BITS (CHALLENGE_CODE_MAX_CHARS * 5)

/* ---- Bits ---- */

typedef struct Bits {
    unsigned char bit[MAX_BITS + 5];
    int len; /* written, or available when reading */
    int pos; /* read position */
} Bits;

static void put(Bits *b, uint64_t value, int n)
{
    for (int i = n - 1; i >= 0; i--)
        b->bit[b->len++] = (unsigned char)((value >> i) & 1);
}

/* Reads n bits; false when the code has fewer left. */
static bool get(Bits *b, int n, uint64_t *out)
{
    if (b->pos + n > b->len)
        return false;
    uint64_t v = 0;
    for (int i = 0; i < n; i++)
        v = (v << 1) | b->bit[b->pos++];
    *out = v;
    return true;
}

static const int seed_bits[4] = {20, 32, 48, 64};

static int seed_size(uint64_t seed)
{
    int k = 0;
    while (k < 3 && (seed >> seed_bits[k]) != 0)
        k++;
    return k;
}

/* ---- Settings ---- */

/* What the seed deals for a kind (the engine's own dealing). */
static void seed_deal(GameKind kind, uint64_t seed, int out[DECREES])
{
    GameSettings s;
    game_settings_init(&s, kind, 1, seed);
    Game g;
    char err[ERROR_MAX];
    if (game_init(&g, &s, err, sizeof err))
        memcpy(out, g.decree_cards, sizeof g.decree_cards);
    else
        for (int i = 0; i < DECREES; i++)
            out[i] = -1;
}

static bool extras_default(const GameSettings *s)
{
    GameSettings d;
    game_settings_init(&d, s->kind, s->players, s->seed);
    return d.explore_set == s->explore_set && d.season_set == s->season_set && d.heroes == s->heroes &&
           d.ambush_mask == s->ambush_mask && d.solo_ambush_rule == s->solo_ambush_rule;
}

void challenge_code_canonical(const GameSettings *s, GameSettings *out)
{
    *out = *s;
    if (s->decree_cards[0] >= 0) {
        int dealt[DECREES];
        seed_deal(s->kind, s->seed, dealt);
        if (memcmp(dealt, s->decree_cards, sizeof dealt) == 0)
            for (int i = 0; i < DECREES; i++)
                out->decree_cards[i] = -1;
    }
}

static int factorial(int n) { return n <= 1 ? 1 : n * factorial(n - 1); }

/* The rank of a permutation of 0..3 in lexicographic order. */
static int perm_rank(const int p[4])
{
    int rank = 0;
    for (int i = 0; i < 4; i++) {
        int smaller = 0;
        for (int j = i + 1; j < 4; j++)
            if (p[j] < p[i])
                smaller++;
        rank += smaller * factorial(3 - i);
    }
    return rank;
}

static void perm_unrank(int rank, int p[4])
{
    int left[4] = {0, 1, 2, 3}, n = 4;
    for (int i = 0; i < 4; i++) {
        int f = factorial(3 - i), k = rank / f;
        rank %= f;
        p[i] = left[k];
        memmove(&left[k], &left[k + 1], (size_t)(n - k - 1) * sizeof left[0]);
        n--;
    }
}

bool challenge_code_format(const GameSettings *in, char *out, size_t size)
{
    char err[ERROR_MAX];
    if (size > 0)
        out[0] = '\0';
    if (!game_settings_check(in, err, sizeof err))
        return false;
    GameSettings s;
    challenge_code_canonical(in, &s);
    bool decrees = s.decree_cards[0] >= 0, extras = !extras_default(&s);
    int slot[CHALLENGE_CATEGORIES], perm[DECREES];
    for (int d = 0; decrees && d < DECREES; d++) {
        int cat, sl;
        if (!challenge_card_slot(s.decree_cards[d], &cat, &sl))
            return false;
        slot[cat] = sl;
        perm[d] = cat;
    }
    Bits b;
    memset(&b, 0, sizeof b);
    put(&b, (uint64_t)s.kind, 2);
    put(&b, (uint64_t)s.side, 2);
    put(&b, (uint64_t)(s.players - 1), 3);
    int k = seed_size(s.seed);
    put(&b, (uint64_t)k, 2);
    put(&b, s.seed, seed_bits[k]);
    put(&b, decrees, 1);
    put(&b, extras, 1);
    if (decrees) {
        for (int c = 0; c < CHALLENGE_CATEGORIES; c++)
            put(&b, (uint64_t)slot[c], 3);
        put(&b, (uint64_t)perm_rank(perm), 5);
    }
    if (extras) {
        put(&b, s.explore_set == SET_HEROES, 1);
        put(&b, s.season_set == SET_HEROES, 1);
        put(&b, s.heroes, 1);
        put(&b, s.solo_ambush_rule, 1);
        put(&b, challenge_ambush_mask_to_frozen(s.ambush_mask), 8);
    }
    while (b.len % 5)
        put(&b, 0, 1);
    int v[CHALLENGE_CODE_MAX_CHARS], n = 0;
    v[n++] = CHALLENGE_CODE_VERSION;
    b.pos = 0;
    for (uint64_t x; get(&b, 5, &x);)
        v[n++] = (int)x;
    v[n] = code32_check_value(v, n);
    n++;
    return code32_format(v, n, out, size);
}

/* ---- Parsing ---- */

static bool fault(ChallengeCodeError *e, ChallengeCodeFault f, int offset, int place, int expected, int got,
                  const char *fmt, ...)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((format(printf, 7, 8)))
#endif
    ;

static bool fault(ChallengeCodeError *e, ChallengeCodeFault f, int offset, int place, int expected, int got,
                  const char *fmt, ...)
{
    if (!e)
        return false;
    e->fault = f;
    e->offset = offset;
    e->place = place;
    e->expected = expected;
    e->got = got;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(e->message, sizeof e->message, fmt, ap);
    va_end(ap);
    return false;
}

/* Step 1: the characters into values; false with the fault. */
static bool read_chars(const char *text, int *v, int *n, int *first_offset, int *first_place, ChallengeCodeError *e)
{
    Code32Read r;
    if (code32_read(text, v, CHALLENGE_CODE_MAX_CHARS, &r)) {
        *n = r.count;
        *first_offset = r.first_offset;
        *first_place = r.first_place;
        return true;
    }
    switch (r.fault) {
    case CODE32_TEXT_TOO_LONG:
        return fault(e, CHALLENGE_FAULT_TOO_LONG, -1, 0, CHALLENGE_CODE_TEXT_MAX, (int)r.text_len,
                     "That is too long for a code: codes have at most %d characters.", CHALLENGE_CODE_MAX_CHARS);
    case CODE32_CHARACTER:
        if (e)
            e->character = (char)r.character;
        if (r.character == 'U' || r.character == 'u')
            return fault(e, CHALLENGE_FAULT_CHARACTER, r.offset, r.place, 0, 0,
                         "Character %d, 'U', is not used in codes (is it a V?).", r.place);
        if (r.character >= 0x80)
            return fault(e, CHALLENGE_FAULT_CHARACTER, r.offset, r.place, 0, 0,
                         "Character %d, '%.*s', is not used in codes: they have only letters and digits.", r.place,
                         r.char_bytes, text + r.offset);
        if (r.character < 0x20 || r.character == 0x7f)
            return fault(e, CHALLENGE_FAULT_CHARACTER, r.offset, r.place, 0, 0,
                         "Character %d is a control character; codes have only letters and digits.", r.place);
        return fault(e, CHALLENGE_FAULT_CHARACTER, r.offset, r.place, 0, 0,
                     "Character %d, '%c', is not used in codes: they have only letters and digits.", r.place,
                     r.character);
    case CODE32_EMPTY:
        return fault(e, CHALLENGE_FAULT_EMPTY, -1, 0, 0, 0, "There is no code: type or paste the code.");
    case CODE32_TOO_MANY:
    case CODE32_OK:
    default:
        return fault(e, CHALLENGE_FAULT_TOO_LONG, r.offset, r.place, CHALLENGE_CODE_MAX_CHARS, r.count,
                     "The code has %d characters; codes have at most %d.", r.count, CHALLENGE_CODE_MAX_CHARS);
    }
}

/* Step 3: the bits into settings; false with the fault. */
static bool decode(const int *v, int n, GameSettings *out, ChallengeCodeError *e)
{
    Bits b;
    memset(&b, 0, sizeof b);
    for (int i = 1; i < n - 1; i++)
        put(&b, (uint64_t)v[i], 5);
    uint64_t kind = 0, side = 0, players = 0, size = 0, seed = 0, has_decrees = 0, has_extras = 0;
    get(&b, 2, &kind); /* n >= CHALLENGE_CODE_MIN_CHARS: these 9 bits are there */
    get(&b, 2, &side);
    get(&b, 3, &players);
    get(&b, 2, &size);
    bool ok = get(&b, seed_bits[size], &seed) && get(&b, 1, &has_decrees) && get(&b, 1, &has_extras);
    int need = 9 + seed_bits[size] + 2 + (has_decrees ? 17 : 0) + (has_extras ? 12 : 0);
    int need_chars = 2 + (need + 4) / 5;
    if (!ok || need_chars != n)
        return fault(e, CHALLENGE_FAULT_LENGTH, -1, 0, need_chars, n,
                     "The code should have %s%d characters but has %d: one is missing or one too many.",
                     ok ? "" : "at least ", need_chars, n);
    if (kind > GAME_MIXED)
        return fault(e, CHALLENGE_FAULT_INVALID, -1, 0, 0, 0, "The code names no kind of game.");
    if (players >= MAX_PLAYERS)
        return fault(e, CHALLENGE_FAULT_INVALID, -1, 0, 0, 0, "The code is for %d players; a game has 1 to %d.",
                     (int)players + 1, MAX_PLAYERS);
    if ((int)size != seed_size(seed))
        return fault(e, CHALLENGE_FAULT_INVALID, -1, 0, 0, 0, "The code writes its seed longer than it needs.");
    GameSettings s;
    game_settings_init(&s, (GameKind)kind, (int)players + 1, seed);
    s.side = (MapSide)side;
    if (has_decrees) {
        uint64_t slot[CHALLENGE_CATEGORIES] = {0}, rank = 0;
        for (int c = 0; c < CHALLENGE_CATEGORIES; c++)
            get(&b, 3, &slot[c]);
        get(&b, 5, &rank);
        if (rank >= 24)
            return fault(e, CHALLENGE_FAULT_INVALID, -1, 0, 0, 0, "The code's decrees are not in any order.");
        int perm[4];
        perm_unrank((int)rank, perm);
        for (int d = 0; d < DECREES; d++)
            s.decree_cards[d] = challenge_card_scoring(perm[d], (int)slot[perm[d]]);
    }
    if (has_extras) {
        uint64_t explore = 0, seasons = 0, heroes = 0, rule = 0, ambushes = 0;
        get(&b, 1, &explore);
        get(&b, 1, &seasons);
        get(&b, 1, &heroes);
        get(&b, 1, &rule);
        get(&b, 8, &ambushes);
        s.explore_set = explore ? SET_HEROES : SET_BASE;
        s.season_set = seasons ? SET_HEROES : SET_BASE;
        s.heroes = heroes != 0;
        s.solo_ambush_rule = rule != 0;
        s.ambush_mask = challenge_ambush_mask_to_engine((uint32_t)ambushes);
        if (extras_default(&s))
            return fault(e, CHALLENGE_FAULT_INVALID, -1, 0, 0, 0,
                         "The code spells out the usual cards of its kind of game; it is not written that way.");
    }
    for (uint64_t bit; get(&b, 1, &bit);)
        if (bit)
            return fault(e, CHALLENGE_FAULT_INVALID, -1, 0, 0, 0, "The code has stray bits at its end.");
    char err[ERROR_MAX];
    if (!game_settings_check(&s, err, sizeof err))
        return fault(e, CHALLENGE_FAULT_INVALID, -1, 0, 0, 0, "The code is no game: %s.", err);
    if (has_decrees) {
        GameSettings canon;
        challenge_code_canonical(&s, &canon);
        if (canon.decree_cards[0] < 0)
            return fault(e, CHALLENGE_FAULT_INVALID, -1, 0, 0, 0,
                         "The code spells out the scoring cards its seed deals; it is not written that way.");
    }
    *out = s;
    return true;
}

bool challenge_code_parse(const char *text, GameSettings *out, ChallengeCodeError *e)
{
    memset(out, 0, sizeof *out);
    if (e) {
        memset(e, 0, sizeof *e);
        e->offset = -1;
    }
    if (!text)
        text = "";
    int v[CHALLENGE_CODE_MAX_CHARS], n = 0, first_offset = -1, first_place = 0;
    if (!read_chars(text, v, &n, &first_offset, &first_place, e))
        return false;
    if (v[0] > 9 || v[0] == 0)
        return fault(e, CHALLENGE_FAULT_NOT_CODE, first_offset, first_place, CHALLENGE_CODE_VERSION, v[0],
                     "This is not a challenge code: codes start with the digit %d.", CHALLENGE_CODE_VERSION);
    /* a newer version only when the rest is a whole code: a date, a short
     * word or a mistyped first character is not one */
    if (v[0] > CHALLENGE_CODE_VERSION && n >= CHALLENGE_CODE_MIN_CHARS && code32_checks(v, n))
        return fault(e, CHALLENGE_FAULT_VERSION, first_offset, first_place, CHALLENGE_CODE_VERSION, v[0],
                     "This code was made by a newer version of the game (code version %d; this one reads "
                     "version %d).",
                     v[0], CHALLENGE_CODE_VERSION);
    if (n < CHALLENGE_CODE_MIN_CHARS)
        return fault(e, CHALLENGE_FAULT_TOO_SHORT, -1, 0, CHALLENGE_CODE_MIN_CHARS, n,
                     "The code has %d characters; codes have at least %d.", n, CHALLENGE_CODE_MIN_CHARS);
    if (!code32_checks(v, n))
        return fault(e, CHALLENGE_FAULT_CHECK, -1, 0, 0, 0,
                     "The code does not check out: a character is wrong or two are swapped.");
    GameSettings s;
    if (!decode(v, n, &s, e))
        return false;
    *out = s;
    return true;
}
