/* fuzz_record.c: a libFuzzer target for the move log that `cartographers-cli
 * replay` reads (record_parse_bytes, then record_replay). Built with
 * -Dfuzz=true and clang; run by run-fuzz.sh.
 *
 * For any input: nothing crashes or trips ASan/UBSan (the version on the
 * record line once overflowed an int); a log that parses formats back to text that parses
 * to the same settings and moves; a log that replays replays again from its
 * formatted text to the same final sheets. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "record.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static Game game, again_game;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Record r, again;
    char err[ERROR_MAX + 64];
    if (!record_parse_bytes((const char *)data, size, &r, err, sizeof err))
        return 0;
    bool replayed = record_replay(&r, &game, err, sizeof err);
    /* the settings as given (random decrees stay random) and the moves */
    char *text = record_format(&r, NULL);
    if (!text)
        abort();
    if (!record_parse(text, &again, err, sizeof err)) {
        fprintf(stderr, "a parsed log does not parse again after formatting: %s\n%s", err, text);
        abort();
    }
    if (again.nmoves != r.nmoves ||
        (r.nmoves > 0 && memcmp(again.moves, r.moves, (size_t)r.nmoves * sizeof *r.moves) != 0) ||
        memcmp(&again.settings, &r.settings, sizeof r.settings) != 0) {
        fprintf(stderr, "formatting changed the log:\n%s", text);
        abort();
    }
    if (replayed) {
        if (!record_replay(&again, &again_game, err, sizeof err)) {
            fprintf(stderr, "a log that replayed does not replay after formatting: %s\n", err);
            abort();
        }
        for (int p = 0; p < game.settings.players; p++) {
            char a[200], b[200];
            record_sheet_line(&game, p, a, sizeof a);
            record_sheet_line(&again_game, p, b, sizeof b);
            if (strcmp(a, b) != 0) {
                fprintf(stderr, "replays differ: '%s' and '%s'\n", a, b);
                abort();
            }
        }
    }
    free(text);
    record_free(&again);
    record_free(&r);
    return 0;
}
