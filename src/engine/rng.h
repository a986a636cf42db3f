/* rng.h: the one seeded random generator for all rules randomness (deck
 * shuffles, random scoring cards). Explicit state, integer maths only, so a
 * seed gives the same game on every machine. A permuted congruential
 * generator: 64-bit state, 32-bit output. Never use rand(). */
#ifndef CARTO_RNG_H
#define CARTO_RNG_H

#include <stdint.h>

typedef struct Rng {
    uint64_t state;
    uint64_t stream; /* odd increment */
} Rng;

void rng_seed(Rng *r, uint64_t seed, uint64_t stream);
uint32_t rng_next(Rng *r);
/* Uniform in [0, n), n >= 1, without modulo bias. */
uint32_t rng_below(Rng *r, uint32_t n);
/* Fisher-Yates shuffle of n small integers. */
void rng_shuffle(Rng *r, int8_t *items, int n);

#endif
