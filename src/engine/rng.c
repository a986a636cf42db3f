/* rng.c: the permuted congruential generator of rng.h. */
#include "rng.h"

#define RNG_MULTIPLIER UINT64_C(6364136223846793005)

void rng_seed(Rng *r, uint64_t seed, uint64_t stream)
{
    r->state = 0;
    r->stream = (stream << 1) | 1;
    (void)rng_next(r);
    r->state += seed;
    (void)rng_next(r);
}

uint32_t rng_next(Rng *r)
{
    uint64_t old = r->state;
    r->state = old * RNG_MULTIPLIER + r->stream;
    uint32_t shifted = (uint32_t)(((old >> 18) ^ old) >> 27);
    uint32_t rot = (uint32_t)(old >> 59);
    return (shifted >> rot) | (shifted << ((32 - rot) & 31));
}

uint32_t rng_below(Rng *r, uint32_t n)
{
    if (n <= 1)
        return 0;
    /* reject the top partial range so every value is equally likely */
    uint32_t threshold = (uint32_t)(-n) % n;
    for (;;) {
        uint32_t x = rng_next(r);
        if (x >= threshold)
            return x % n;
    }
}

void rng_shuffle(Rng *r, int8_t *items, int n)
{
    for (int i = n - 1; i > 0; i--) {
        int j = (int)rng_below(r, (uint32_t)i + 1);
        int8_t t = items[i];
        items[i] = items[j];
        items[j] = t;
    }
}
