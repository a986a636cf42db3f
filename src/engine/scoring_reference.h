/* scoring_reference.h: the scoring cards' first, space-by-space definitions
 * (scoring_reference.c), kept as the reference for the tests and the
 * baseline of `cartographers-cli bench-score`. The game never uses them. */
#ifndef CARTO_SCORING_REFERENCE_H
#define CARTO_SCORING_REFERENCE_H

#include "scoring.h"

typedef ScoreResult (*ScoreReferenceFn)(const Board *b, const ScoreContext *ctx);

/* The reference definition of the card at that index of the table, or
 * NULL when the card's code is the one it always was. */
ScoreReferenceFn scoring_reference(int index);

/* The card scored by its reference definition, or by the card itself where
 * there is none (on a ScoreBoard of its own, as before the sharing). */
ScoreResult scoring_reference_score(int index, const Board *b, const ScoreContext *ctx);

#endif
