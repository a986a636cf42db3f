/* review_words.h: the review screen's words (review_screen.c): points as
 * text, a move in words, luck, a season's line, the selected move's sentence and
 * its expected final scores, a costliest move's button, the progress line
 * and what a stopped review says. A move's number is the seat's own count
 * of its moves (1 for its first), as on the chart. Pure text from a Review
 * (src/ai/review.h), translated, so that tests can read them too. */
#ifndef CARTO_REVIEW_WORDS_H
#define CARTO_REVIEW_WORDS_H

#include <stddef.h>

#include "review.h"

/* "4.2", "−0.3": centipoints as points with one decimal. */
void review_points_text(int centi, char *buf, size_t size);
/* "4.2 ± 0.7" kept on one line; "4.2" alone when the error rounds to 0.0. */
void review_with_error(int centi, int se, char *buf, size_t size);
/* What the chart's fall or rise owes to no decision of the player's: the
 * final score against the expected one at the start and the points lost,
 * "Luck (the cards and monsters): +12.4." ("" with no move). */
void review_luck_text(const Review *r, char *buf, size_t size);
/* The line of season s: "Summer: −6.0, mostly the decree Great City (B)". */
void review_season_line(const Review *r, int s, char *buf, size_t size);
/* The sentence of move i (an index into r->moves): what was played, what
 * was better, the points lost and why (or why it is no mistake). */
void review_move_sentence(const Review *r, int i, char *buf, size_t size);
/* The expected final scores of move i: as played, and with the better move. */
void review_score_line(const Review *r, int i, char *buf, size_t size);
/* The label of a costliest move's button: "Move 7: −2.1" (move i, an index into r->moves). */
void review_costly_label(const Review *r, int i, char *buf, size_t size);
/* What Cancel left with several players: whose review was stopped, how far
 * it came, and how to go on with it. */
void review_stopped_text(const char *seat_name, int done, int total, char *buf, size_t size);
/* The progress line: whose moves (seat_name, or NULL for "your"), how many of how many. */
void review_progress_text(const char *seat_name, int done, int total, char *buf, size_t size);

#endif
