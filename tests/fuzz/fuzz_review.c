/* fuzz_review.c: a libFuzzer target for a kept review (review_parse: the
 * .cartoreview file beside a finished game, docs/formats.md "Reviews"),
 * which the app reads from the data folder and a player can edit or a
 * crash can cut. Built with -Dfuzz=true and clang; run by run-fuzz.sh.
 *
 * For any input: nothing crashes or trips ASan/UBSan (the sums of a
 * season's losses once overflowed an int); a review that parses formats
 * back to text that parses, and formatting that again gives the same
 * bytes; the summary's figures are the sums of the moves'. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "review.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The summary review_summarize made agrees with the moves it was made from. */
static void check_summary(const Review *r)
{
    long long total = 0, seasons = 0;
    int mistakes = 0;
    for (int i = 0; i < r->nmoves; i++) {
        total += r->moves[i].loss;
        mistakes += r->moves[i].mistake;
    }
    for (int s = 0; s < SEASONS; s++)
        seasons += r->seasons[s].loss;
    if (total != r->total_loss || seasons != total || mistakes != r->mistakes) {
        fprintf(stderr, "summary %d (seasons %lld, %d mistakes) against the moves' %lld (%d)\n", r->total_loss,
                seasons, r->mistakes, total, mistakes);
        abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *text = (const char *)data;
    (void)review_text_newer(text, size);
    Review r, again;
    char err[ERROR_MAX + 64];
    if (!review_parse(text, size, &r, err, sizeof err))
        return 0;
    check_summary(&r);
    char *once = review_format(&r);
    if (!once)
        abort();
    if (!review_parse(once, strlen(once), &again, err, sizeof err)) {
        fprintf(stderr, "a parsed review does not parse again after formatting: %s\n%s", err, once);
        abort();
    }
    char *twice = review_format(&again);
    if (!twice || strcmp(once, twice) != 0) {
        fprintf(stderr, "formatting a review twice differs:\n%s---\n%s", once, twice ? twice : "(none)\n");
        abort();
    }
    free(twice);
    free(once);
    review_free(&again);
    review_free(&r);
    return 0;
}
