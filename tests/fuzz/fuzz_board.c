/* fuzz_board.c: a libFuzzer target for board text (docs/formats.md), what
 * `cartographers-cli score` and `solo-ambush` read: board_parse_bytes, then
 * every scoring card and the solo ambush rule on what parsed. Built with
 * -Dfuzz=true and clang; run by run-fuzz.sh.
 *
 * For any input: nothing crashes or trips ASan/UBSan; a refused board has a
 * message naming its line; a board that parses formats back to text that
 * parses to the same board; scores stay in range and every card gives what
 * its reference definition gives (scoring_reference.h); the solo ambush
 * rule names a space of the board or discards. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "cards.h"
#include "game.h"
#include "scoring.h"
#include "scoring_reference.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Board b, again;
    char err[BOARD_ERROR_MAX];
    err[0] = '\0';
    if (!board_parse_bytes((const char *)data, size, &b, err, sizeof err)) {
        if (strncmp(err, "line ", 5) != 0) {
            fprintf(stderr, "a refusal that names no line: '%s'\n", err);
            abort();
        }
        return 0;
    }
    char text[BOARD_TEXT_SIZE];
    board_format(&b, text);
    if (!board_parse(text, &again, err, sizeof err) || memcmp(&b, &again, sizeof b) != 0) {
        fprintf(stderr, "a board does not survive formatting: %s\n%s", err, text);
        abort();
    }
    for (int heroes = 0; heroes < 2; heroes++) {
        ScoreContext ctx = {heroes != 0};
        for (int i = 0; i < SCORING_CARD_COUNT; i++) {
            ScoreResult r = scoring_card_score(scoring_card(i), &b, &ctx);
            if (r.points < -1000 || r.points > 1000) {
                fprintf(stderr, "%s scores %d\n", scoring_card(i)->id, r.points);
                abort();
            }
            ScoreResult want = scoring_reference_score(i, &b, &ctx);
            if (r.points != want.points || !bb_equal(r.counted, want.counted) || !bb_equal(r.chosen, want.chosen)) {
                fprintf(stderr, "%s differs from its reference definition\n", scoring_card(i)->id);
                abort();
            }
        }
    }
    for (int i = 0; i < 8; i++) {
        int target = solo_ambush_target(&b, card_get(game_ambush_card(i)));
        if (target < -1 || target >= BOARD_SPACES) {
            fprintf(stderr, "solo ambush %d names space %d\n", i, target);
            abort();
        }
    }
    return 0;
}
