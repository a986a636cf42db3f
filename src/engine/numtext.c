/* numtext.c: checked decimal parsing (numtext.h). Every step is compared
 * with the limit before it is taken, so no input can overflow. */
#include "numtext.h"

bool numtext_u64(const char *s, uint64_t max, uint64_t *out)
{
    if (!s || !*s)
        return false;
    uint64_t v = 0;
    for (; *s; s++) {
        if (*s < '0' || *s > '9')
            return false;
        unsigned d = (unsigned)(*s - '0');
        if (v > (max - d) / 10)
            return false;
        v = v * 10 + d;
    }
    *out = v;
    return true;
}

bool numtext_int(const char *s, long min, long max, long *out)
{
    if (!s || min > max)
        return false;
    bool negative = *s == '-';
    /* the magnitude allowed on this side of zero, as an unsigned number */
    uint64_t limit;
    if (negative) {
        limit = min >= 0 ? 0 : (uint64_t)(-(min + 1)) + 1;
        s++;
    } else {
        if (max < 0)
            return false;
        limit = (uint64_t)max;
    }
    uint64_t mag;
    if (!numtext_u64(s, limit, &mag))
        return false;
    long v = negative ? (mag == 0 ? 0 : -(long)(mag - 1) - 1) : (long)mag;
    if (v < min || v > max)
        return false;
    *out = v;
    return true;
}
