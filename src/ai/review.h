/* review.h: the review of a finished game by the strong computer player.
 *
 * For each of one player's moves (the decisions they took on their own
 * sheet: draws, solo ambushes, heroes, the Gorgon's and the Troll's
 * spaces), the review asks what the hard player would have played with
 * only what the player knew then (the cards seen, never the deck's order):
 * the position before the move is dealt again many times (ai_determinize,
 * the hard bot's sampled futures), the candidates are searched as the hard
 * bot searches them (successive halving, the move played never dropped),
 * and the best of them and the move played are then compared on fresh
 * futures of their own, the same futures for both (common random numbers).
 * That gives each move's expected final total, the best move's, the points
 * lost and their standard errors, and which parts of the evaluation made
 * the difference (a decree, coins, monsters, the map's shape).
 *
 * Honest numbers: a move found best is never a loss (the loss is 0 and the
 * best move is the one played); a loss is a mistake only when it is more
 * than twice its standard error and at least REVIEW_MISTAKE_MIN.
 *
 * Running it: review_job_new prepares the positions, then review_job_run
 * reviews the moves on worker threads (the hard bot's, ai_parallel_for:
 * one task per move, whose result depends on its index alone, never on the
 * thread or the order), review_job_done counts the moves reviewed for a
 * progress bar, review_job_cancel stops it from any thread (review_job_resume
 * goes on from the moves already reviewed), and
 * review_job_finish collects the Review. Pure C on the engine, no SDL, no
 * globals; integers only, so a review is the same on every machine.
 *
 * The result is kept as text (review_format, review_parse: docs/formats.md
 * "Reviews"), so a review opens at once the second time. */
#ifndef CARTO_REVIEW_H
#define CARTO_REVIEW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "game.h"
#include "record.h"

/* The parts of a position's value that a loss is split into (the
 * evaluation's own terms): decrees A to D, coins, monsters, the map's shape
 * (holes that no shape fills). */
enum {
    REVIEW_TERM_DECREE = 0, /* + 0..3 for decrees A-D */
    REVIEW_TERM_COINS = DECREES,
    REVIEW_TERM_MONSTERS,
    REVIEW_TERM_MAP,
    REVIEW_TERMS
};

/* A loss below this (centipoints) is never called a mistake. */
#define REVIEW_MISTAKE_MIN 100

typedef struct ReviewParams {
    int candidates;     /* moves searched (the best by the static evaluation), besides the one played */
    int rollouts;       /* the search's budget per candidate, spent by successive halving */
    int verify;         /* fresh futures on which the best move and the move played are compared */
    int horizon;        /* the search's rollouts: own draws before the static evaluation (the hard bot's) */
    int verify_horizon; /* the same for the fresh futures; 0 = to the end of the game */
    int sample;         /* moves the rollout policy weighs per decision (the hard bot's) */
    uint64_t seed;      /* the review's own random stream */
} ReviewParams;

void review_params_default(ReviewParams *p);

/* One move of the player's, reviewed. Values in centipoints (100 = 1 point). */
typedef struct ReviewMove {
    int number;            /* the move's place in the game, 1-based (the record's move lines) */
    int season;            /* 0..3 */
    int legal;             /* legal moves there were */
    Move played;           /* the move played */
    Move best;             /* the best move found; the move played when it was the best */
    int played_value;      /* expected final total after the move played */
    int played_se;         /* its standard error (the spread of the futures) */
    int best_value;        /* expected final total after the best move */
    int loss;              /* best_value - played_value, >= 0; 0 when the move played was the best */
    int loss_se;           /* the loss's standard error (paired, so much smaller than played_se) */
    bool mistake;          /* loss > 2 loss_se and loss >= REVIEW_MISTAKE_MIN */
    int why[REVIEW_TERMS]; /* the loss by term (best minus played, over the same futures); sums to loss */
} ReviewMove;

/* What a season's moves lost. */
typedef struct ReviewSeason {
    int moves;
    int mistakes;
    int loss;    /* the sum of the moves' losses */
    int loss_se; /* of the sum */
    int why[REVIEW_TERMS];
} ReviewSeason;

typedef struct Review {
    int seat;            /* 0-based */
    int game_moves;      /* moves in the game reviewed */
    uint64_t game_hash;  /* review_game_hash of the game reviewed */
    ReviewParams params; /* the budget it was made with */
    int decree_cards[DECREES];
    int start_value; /* expected final total before the player's first move (the best move's) */
    int start_se;
    int final_total; /* the total the player scored, centipoints */
    int nmoves;
    ReviewMove *moves; /* malloc'd; review_free */
    /* worked out from the moves (review_summarize) */
    ReviewSeason seasons[SEASONS];
    int total_loss, total_loss_se, mistakes;
} Review;

void review_free(Review *r);
/* Fills the seasons and totals from the moves. */
void review_summarize(Review *r);
/* The term (REVIEW_TERM_*) that lost the most in why[], or -1 when none lost anything. */
int review_main_term(const int why[REVIEW_TERMS]);

/* Identifies a game: a 64-bit FNV-1a hash of its record's text (settings,
 * with the decrees named, and moves; record_format without results). */
uint64_t review_game_hash(const Record *rec);

/* The moves of `seat` that a review looks at, as indices into rec->moves;
 * returns how many (at most max). */
int review_moves_of(const Record *rec, int seat, int *indices, int max);

typedef struct ReviewJob ReviewJob;

/* Replays the record and prepares the review of `seat` (0-based). NULL with
 * a message when the record does not replay to a finished game, the seat
 * does not exist, or memory runs out. */
ReviewJob *review_job_new(const Record *rec, int seat, const ReviewParams *p, char *err, size_t errsize);
/* The moves to review: the tasks. */
int review_job_tasks(const ReviewJob *j);
/* Reviews move `index` (0..tasks-1); `worker` is unused (the signature of
 * a parallel-for's task). Distinct indices may run on distinct threads. */
void review_job_task(void *job, int worker, int index);
/* Runs every task on `threads` worker threads (0: one per processor; the
 * calling thread is one of them) and returns when all are done or the job
 * is cancelled. */
void review_job_run(ReviewJob *j, int threads);
/* Tasks finished so far (any thread, any time). */
int review_job_done(const ReviewJob *j);
/* Asks the job to stop soon (any thread); running tasks end early. The
 * moves reviewed before stay in the job. */
void review_job_cancel(ReviewJob *j);
/* Once every worker has returned from a cancelled job: lets it run again
 * (review_job_run, review_job_task), reviewing only the moves not yet
 * reviewed; a task whose move was reviewed returns at once. */
void review_job_resume(ReviewJob *j);
/* Once every worker has returned: the review into *out (review_free it),
 * or false when the job was cancelled before the end. */
bool review_job_finish(ReviewJob *j, Review *out);
void review_job_free(ReviewJob *j);

/* The whole review on the calling thread. */
bool review_game(const Record *rec, int seat, const ReviewParams *p, Review *out, char *err, size_t errsize);

/* ---- As text (review_file.c; docs/formats.md, "Reviews") ---- */

#define REVIEW_MAGIC "cartographers-review"
#define REVIEW_VERSION 1
#define REVIEW_EXT ".cartoreview"

/* The review as text (malloc'd), or NULL when memory runs out. */
char *review_format(const Review *r);
/* Parses text written by review_format into *out (review_free it); false
 * with "line N: ..." when it is not a review this build reads. */
bool review_parse(const char *text, size_t len, Review *out, char *err, size_t errsize);
/* Whether the text is a review of a newer version than this build reads
 * (to be left as it is, not replaced). */
bool review_text_newer(const char *text, size_t len);
/* Whether a parsed review is of this game and seat (and so can be shown
 * without reviewing again). */
bool review_matches(const Review *r, const Record *rec, int seat);

#endif
