/* gen_challenges.c: writes the golden file of challenges to standard
 * output (regen-challenges.sh runs it; only a deliberate change of the
 * challenges' games may do so). */
#include <stdio.h>
#include <stdlib.h>

#include "challenge_golden.h"

int main(void)
{
    char *text = challenge_golden_text();
    if (!text)
        return 1;
    fputs(text, stdout);
    free(text);
    return 0;
}
