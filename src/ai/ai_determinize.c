/* ai_determinize.c: deals the hidden cards of a game again from the bot's
 * own generator (ai.h), so that look-ahead samples what a player at the
 * table could expect instead of reading the real order.
 *
 * What a player knows: which explore cards are still in the deck (all of
 * the set, minus those revealed this season), how many ambush and hero cards
 * were shuffled in and how many of them have come up, and which ambush and
 * hero cards have been revealed. What they do not know: the deck's order,
 * which of the unrevealed ambushes (heroes) are in the deck rather than still
 * in the pile, the piles' order, and the shuffles of later seasons. */
#include "ai.h"

/* Deals the cards of kind `kind` found in the deck together with the pile
 * again: the deck keeps as many of them, in the same positions, and the
 * pile takes the rest, in a new order. */
static void redeal_pile(Game *g, CardKind kind, int8_t *pile, int pile_len, Rng *rng)
{
    int8_t pool[MAX_CARDS + 8];
    int slots[MAX_CARDS];
    int n = 0, nslots = 0;
    for (int i = 0; i < g->deck_len; i++) {
        if (card_get(g->deck[i])->kind == kind) {
            slots[nslots++] = i;
            pool[n++] = g->deck[i];
        }
    }
    for (int i = 0; i < pile_len; i++)
        pool[n++] = pile[i];
    rng_shuffle(rng, pool, n);
    for (int i = 0; i < nslots; i++)
        g->deck[slots[i]] = pool[i];
    for (int i = 0; i < pile_len; i++)
        pile[i] = pool[nslots + i];
}

void ai_determinize(const Game *g, Rng *rng, Game *out)
{
    *out = *g;
    redeal_pile(out, CARD_AMBUSH, out->ambush_pile, out->ambush_len, rng);
    redeal_pile(out, CARD_HERO, out->hero_pile, out->hero_len, rng);
    rng_shuffle(rng, out->deck, out->deck_len);
    uint64_t seed = ((uint64_t)rng_next(rng) << 32) | rng_next(rng);
    rng_seed(&out->rng, seed, rng_next(rng));
}
