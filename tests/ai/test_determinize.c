/* test_determinize.c: the determinization (ai_determinize) deals only what
 * is hidden again: everything revealed stays as it was, the deck keeps its
 * explore cards and its number of ambush and hero cards, unrevealed
 * ambushes and heroes only move between the deck and their piles, and the
 * dealt game plays on legally. */
#include <string.h>

#include "ai.h"
#include "ai_test_util.h"

typedef struct StopAt {
    int moves;
} StopAt;

static bool after_moves(const Game *g, void *arg) { return g->moves_applied >= ((StopAt *)arg)->moves; }

/* Counts of each card id in a list. */
static void tally(const int8_t *cards, int n, int counts[64])
{
    memset(counts, 0, sizeof(int) * 64);
    for (int i = 0; i < n; i++)
        counts[cards[i]]++;
}

static void assert_same_revealed(const Game *a, const Game *b)
{
    assert_memory_equal(a->decree_cards, b->decree_cards, sizeof a->decree_cards);
    for (int p = 0; p < a->settings.players; p++) {
        const Sheet *x = &a->sheets[p], *y = &b->sheets[p];
        assert_memory_equal(&x->board, &y->board, sizeof x->board);
        assert_memory_equal(&x->marks, &y->marks, sizeof x->marks);
        assert_memory_equal(x->named, y->named, sizeof x->named);
        assert_int_equal(x->coins, y->coins);
        assert_memory_equal(x->seasons, y->seasons, sizeof x->seasons);
    }
    assert_int_equal(a->row_len, b->row_len);
    assert_memory_equal(a->row, b->row, (size_t)a->row_len);
    assert_int_equal(a->lasting_len, b->lasting_len);
    assert_memory_equal(a->lasting, b->lasting, (size_t)a->lasting_len);
    assert_int_equal(a->season, b->season);
    assert_int_equal(a->time, b->time);
    assert_int_equal(a->ruins_pending, b->ruins_pending);
    assert_int_equal(a->current, b->current);
    assert_int_equal(a->turn, b->turn);
    assert_int_equal(a->phase, b->phase);
    assert_int_equal(a->decision.kind, b->decision.kind);
    assert_int_equal(a->decision.actor, b->decision.actor);
    assert_int_equal(a->decision.sheet, b->decision.sheet);
    assert_int_equal(a->decision.card, b->decision.card);
    assert_int_equal(a->moves_applied, b->moves_applied);
    assert_int_equal(a->deck_len, b->deck_len);
    assert_int_equal(a->ambush_len, b->ambush_len);
    assert_int_equal(a->hero_len, b->hero_len);
}

static void assert_same_multisets(const Game *a, const Game *b)
{
    int ca[64], cb[64];
    /* explore cards of the deck: the same multiset */
    int8_t ea[MAX_CARDS], eb[MAX_CARDS];
    int na = 0, nb = 0, amb_a = 0, amb_b = 0, hero_a = 0, hero_b = 0;
    for (int i = 0; i < a->deck_len; i++) {
        CardKind k = card_get(a->deck[i])->kind;
        if (k == CARD_AMBUSH)
            amb_a++;
        else if (k == CARD_HERO)
            hero_a++;
        else
            ea[na++] = a->deck[i];
    }
    for (int i = 0; i < b->deck_len; i++) {
        CardKind k = card_get(b->deck[i])->kind;
        if (k == CARD_AMBUSH)
            amb_b++;
        else if (k == CARD_HERO)
            hero_b++;
        else
            eb[nb++] = b->deck[i];
    }
    assert_int_equal(na, nb);
    tally(ea, na, ca);
    tally(eb, nb, cb);
    assert_memory_equal(ca, cb, sizeof ca);
    assert_int_equal(amb_a, amb_b);
    assert_int_equal(hero_a, hero_b);
    /* deck and piles together: the same cards */
    int8_t all_a[MAX_CARDS + 12], all_b[MAX_CARDS + 12];
    memcpy(all_a, a->deck, (size_t)a->deck_len);
    memcpy(all_a + a->deck_len, a->ambush_pile, (size_t)a->ambush_len);
    memcpy(all_a + a->deck_len + a->ambush_len, a->hero_pile, (size_t)a->hero_len);
    memcpy(all_b, b->deck, (size_t)b->deck_len);
    memcpy(all_b + b->deck_len, b->ambush_pile, (size_t)b->ambush_len);
    memcpy(all_b + b->deck_len + b->ambush_len, b->hero_pile, (size_t)b->hero_len);
    tally(all_a, a->deck_len + a->ambush_len + a->hero_len, ca);
    tally(all_b, b->deck_len + b->ambush_len + b->hero_len, cb);
    assert_memory_equal(ca, cb, sizeof ca);
}

static void check_kind(GameKind kind, int players)
{
    for (int stop = 0; stop <= 60; stop += 15) {
        Game *g = at_game(kind, players, UINT64_C(900) + (uint64_t)stop);
        StopAt at = {stop};
        at_play_until(g, after_moves, &at);
        Game *copy = test_malloc(sizeof *copy);
        *copy = *g;
        Game *dealt = test_malloc(sizeof *dealt);
        bool order_changed = false;
        for (uint64_t r = 0; r < 8; r++) {
            Rng rng;
            rng_seed(&rng, r, 5);
            ai_determinize(g, &rng, dealt);
            assert_same_revealed(g, dealt);
            assert_same_multisets(g, dealt);
            if (memcmp(g->deck, dealt->deck, (size_t)g->deck_len) != 0)
                order_changed = true;
            /* the original is untouched */
            assert_memory_equal(g->deck, copy->deck, (size_t)g->deck_len);
            /* the dealt game plays on to the end with legal moves */
            while (r == 0 && !game_over(dealt)) {
                Move m;
                char err[ERROR_MAX];
                assert_true(bot_choose(BOT_RANDOM, dealt, &rng, &m));
                if (!game_apply(dealt, &m, err, sizeof err))
                    fail_msg("after the deal: %s", err);
            }
        }
        if (g->deck_len > 2)
            assert_true(order_changed);
        test_free(dealt);
        test_free(copy);
        test_free(g);
    }
}

static void base_solo(void **state)
{
    (void)state;
    check_kind(GAME_BASE, 1);
}

static void heroes_two(void **state)
{
    (void)state;
    check_kind(GAME_HEROES, 2);
}

static void mixed_four(void **state)
{
    (void)state;
    check_kind(GAME_MIXED, 4);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(base_solo),
        cmocka_unit_test(heroes_two),
        cmocka_unit_test(mixed_four),
    };
    return cmocka_run_group_tests_name("ai_determinize", tests, NULL, NULL);
}
