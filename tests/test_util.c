/* test_util.c: the shared helpers of the unit tests (see test_util.h). */
#include "test_util.h"

#include <stdio.h>
#include <string.h>

Bitboard tu_mask_at(const char *file, int line, const char *mask)
{
    Bitboard set = bb_empty();
    int row = 0, col = 0;
    for (const char *p = mask; *p; p++) {
        if (*p == '\n') {
            if (col != BOARD_SIZE) {
                print_error("mask row %d has %d characters\n", row + 1, col);
                _fail(file, line);
            }
            row++;
            col = 0;
            continue;
        }
        if (row >= BOARD_SIZE || col >= BOARD_SIZE || (*p != '#' && *p != '.')) {
            print_error("bad mask at row %d, column %d\n", row + 1, col + 1);
            _fail(file, line);
        }
        if (*p == '#')
            bb_set(&set, bb_index(row, col));
        col++;
    }
    if (row != BOARD_SIZE || col != 0) {
        print_error("mask has %d complete rows, expected 11\n", row);
        _fail(file, line);
    }
    return set;
}

ScoreResult tu_score_at(const char *file, int line, const char *id, const Board *b, bool heroes)
{
    const ScoringCard *card = scoring_card_find(id);
    if (!card) {
        print_error("no scoring card with id \"%s\"\n", id);
        _fail(file, line);
        ScoreResult none = {0};
        return none;
    }
    ScoreContext ctx = {heroes};
    return scoring_card_score(card, b, &ctx);
}

void tu_check_card_at(const char *file, int line, const char *id, const Board *b, bool heroes, int points,
                      Bitboard counted)
{
    ScoreResult r = tu_score_at(file, line, id, b, heroes);
    if (r.points != points) {
        print_error("%s%s: %d points, expected %d\n", id, heroes ? " (heroes)" : "", r.points, points);
        _fail(file, line);
    }
    char what[64];
    snprintf(what, sizeof what, "%s%s counted set", id, heroes ? " (heroes)" : "");
    tu_assert_bb_at(file, line, r.counted, counted, what);
}
