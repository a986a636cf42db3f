/* ai_hard.c: the hard computer player: Monte Carlo look-ahead over sampled
 * deck orders, with successive halving over the candidate moves.
 *
 * 1. Every legal move is scored by the medium evaluation; the best
 *    `candidates` go on.
 * 2. Rounds of rollouts. In a rollout the hidden cards are dealt again
 *    (ai_determinize: the deck's order, which ambushes and heroes are in
 *    it, later seasons' shuffles) and every surviving candidate is played on
 *    a copy of that same deal (common random numbers: candidates are
 *    compared on equal luck). The game then goes on with a fast policy for
 *    `horizon` of our own draws: we draw greedily by the static evaluation
 *    among up to `sample` random legal moves, a neighbour draws ambushes
 *    where they hurt us most, solo ambushes go where the solo rule and our
 *    choice put them, other sheets get the first move that fits (they cannot
 *    change our score). The end position is valued by the static
 *    evaluation, which is the exact total once the game is over.
 * 3. With `halving`, the budget of rollouts x candidates is split over
 *    log2(candidates) rounds; after each round the worse half (by mean
 *    value) drops out, so the close contenders get most of the rollouts.
 *    Without it every candidate gets `rollouts`.
 * 4. The best mean wins; ties go to the better static score.
 * Decisions on a neighbour's sheet, and the Gorgon's and Troll's targets,
 * use the medium evaluation directly (exactly, on copies of the game).
 *
 * Everything is counted, nothing timed: the same game and rng state give the
 * same move on any machine under any load. The measurements behind the
 * defaults are in HACKING.md ("Computer players").
 *
 * The rollouts run on worker threads (ai_workers.c), `threads` of them.
 * The bot's rng is used by the calling thread alone, in the same order
 * whatever the number of threads: it deals a batch of rollouts' hidden
 * cards and policy seeds first, then the workers play the batch, each
 * rollout from its own deal and seed into its own slot, and the slots are
 * added up in a fixed order. So a decision is the same, bit for bit, on 1
 * thread or 8. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "ai.h"

/* Moves kept by the exact scoring of a rollout's hero or destroy decision. */
#define ROLLOUT_EXACT_SAMPLE 12
/* Rollouts dealt at a time before the workers play them (bounds memory;
 * each batch ends with every worker waiting for the slowest). */
#define ROLLOUT_BATCH 128

/* A worker's memory: the move list and scores of the rollout policy and the games it plays. */
typedef struct Scratch {
    Move moves[MOVES_MAX];
    int scores[MOVES_MAX];
    Game sim;
    Game trial;
} Scratch;

void bot_hard_params_default(BotHardParams *p)
{
    p->candidates = 64;
    p->rollouts = 24;
    p->horizon = 6;
    p->sample = 400;
    p->halving = true;
    p->threads = 0;
    p->stop = NULL;
    p->oracle = false;
}

/* Moves a random sample of k of the n moves to the front; returns its size. */
static int sample_moves(Move *moves, int n, int k, Rng *rng)
{
    if (k <= 0 || n <= k)
        return n;
    for (int i = 0; i < k; i++) {
        int j = i + (int)rng_below(rng, (uint32_t)(n - i));
        Move t = moves[i];
        moves[i] = moves[j];
        moves[j] = t;
    }
    return k;
}

/* Exact scoring (on copies) of the moves, for the rare rollout decisions the
 * fast path does not model. */
static void score_exact(const Game *g, const AiWeights *w, Scratch *s, int n)
{
    const Decision *d = game_decision(g);
    int sign = d->actor == d->sheet ? 1 : -1;
    for (int i = 0; i < n; i++) {
        char err[ERROR_MAX];
        s->trial = *g;
        if (!game_apply(&s->trial, &s->moves[i], err, sizeof err))
            s->scores[i] = INT_MIN / 2;
        else
            s->scores[i] = sign * ai_eval_game(&s->trial, d->sheet, w);
    }
}

/* A legal move found without listing them all, for decisions that cannot
 * change our score (another player's sheet): the first placement that fits.
 * False when it finds none; game_apply still checks what it finds. */
static bool cheap_move(const Game *g, Move *out)
{
    const Decision *d = game_decision(g);
    const Card *card = card_get(d->card);
    const Board *b = &g->sheets[d->sheet].board;
    Bitboard empty = board_empty_spaces(b);
    memset(out, 0, sizeof *out);
    out->card = (int8_t)d->card;
    if (bb_is_empty(empty))
        return false;
    if (d->kind == DECISION_HERO || d->single_only) {
        out->kind = d->kind == DECISION_HERO ? MOVE_HERO : MOVE_SINGLE;
        out->at = (int8_t)bb_first(empty);
        out->terrain = (int8_t)(d->kind == DECISION_HERO     ? CONTENT_HERO
                                : d->kind == DECISION_AMBUSH ? CONTENT_MONSTER
                                                             : CONTENT_FOREST);
        return true;
    }
    if (d->kind != DECISION_DRAW && d->kind != DECISION_AMBUSH)
        return false;
    Bitboard open_ruins = bb_and(b->ruins, empty);
    int terrain = 0;
    while (!(card->terrains & TERRAIN_BIT(terrain)))
        terrain++;
    for (int sh = 0; sh < card->nshapes; sh++) {
        for (int o = 0; o < (d->solo_target >= 0 ? 1 : ORIENTATIONS); o++) {
            OrientedShape os;
            if (!shape_orient(card->shapes[sh].pattern, o, &os))
                continue;
            for (int at = 0; at < BOARD_SPACES; at++) {
                Bitboard cells;
                if (!shape_place(&os, at, &cells) || !bb_subset(cells, empty))
                    continue;
                if (d->ruins_needed && !bb_intersects(cells, open_ruins))
                    continue;
                if (d->solo_target >= 0 && !bb_test(cells, d->solo_target))
                    continue;
                Move m = {MOVE_DRAW, (int8_t)d->card, (int8_t)sh, (int8_t)o, (int8_t)at, (int8_t)terrain};
                *out = m;
                return true;
            }
        }
    }
    return false;
}

/* One move of the rollout policy for whoever decides in s->sim. */
static bool policy_move(Scratch *s, int me, const AiWeights *w, int sample, Rng *rng, Move *out)
{
    const Game *g = &s->sim;
    const Decision *d = game_decision(g);
    if (d->sheet != me && cheap_move(g, out))
        return true;
    int n = game_legal_moves(g, s->moves, MOVES_MAX);
    if (n <= 0)
        return false;
    if (n > MOVES_MAX)
        n = MOVES_MAX;
    if (d->sheet != me || n == 1) {
        *out = s->moves[n == 1 ? 0 : rng_below(rng, (uint32_t)n)];
        return true;
    }
    if (ai_needs_exact(g)) {
        n = sample_moves(s->moves, n, ROLLOUT_EXACT_SAMPLE, rng);
        score_exact(g, w, s, n);
    } else {
        n = sample_moves(s->moves, n, sample, rng);
        ai_score_moves(g, w, s->moves, n, false, s->scores);
    }
    *out = s->moves[ai_best_index(s->scores, n, rng)];
    return true;
}

/* Plays s->sim on for `horizon` of me's draws (or to the end) and values it. */
static int rollout(Scratch *s, int me, const BotHardParams *p, const AiWeights *w, Rng *rng)
{
    int draws = 0;
    while (!game_over(&s->sim)) {
        const Decision *d = game_decision(&s->sim);
        if (d->kind == DECISION_DRAW && d->actor == me && draws++ >= p->horizon)
            break;
        Move m;
        char err[ERROR_MAX];
        if (!policy_move(s, me, w, p->sample, rng, &m))
            break; /* cannot happen: a pending decision has a legal move */
        if (!game_apply(&s->sim, &m, err, sizeof err)) {
            /* a cheap move the rules refuse: take a listed one */
            int n = game_legal_moves(&s->sim, s->moves, MOVES_MAX);
            if (n <= 0 || !game_apply(&s->sim, &s->moves[rng_below(rng, (uint32_t)(n < MOVES_MAX ? n : MOVES_MAX))],
                                      err, sizeof err))
                break;
        }
    }
    return ai_eval_game(&s->sim, me, w);
}

/* The decisions that are not worth a look-ahead. */
static bool direct_decision(const Decision *d)
{
    return d->actor != d->sheet || d->kind == DECISION_GORGON || d->kind == DECISION_TROLL;
}

typedef struct Candidate {
    Move move;
    int score; /* the medium evaluation */
    int order; /* a random tie-break, so that equal scores are kept at random */
    long long total;
} Candidate;

static int compare_candidates(const void *a, const void *b)
{
    const Candidate *x = a, *y = b;
    if (x->score != y->score)
        return x->score < y->score ? 1 : -1;
    return (x->order > y->order) - (x->order < y->order);
}

static bool stopped(const BotHardParams *p)
{
    return p->stop && atomic_load_explicit(p->stop, memory_order_relaxed);
}

/* What the workers share for one batch of a round: `nroll` deals with
 * their policy seeds, and a slot for each rollout of each candidate. */
typedef struct Batch {
    const Candidate *cand;
    int alive, me;
    const BotHardParams *p;
    const AiWeights *w;
    const Game *deals;
    const uint64_t *seeds;
    int *values;         /* [r * alive + i]: rollout r of candidate i */
    unsigned char *done; /* 0 where the search was stopped before it */
    Scratch *scratch;    /* one per worker */
} Batch;

/* Rollout t of a batch on worker `worker`: candidate t % alive on deal t / alive. */
static void rollout_task(void *ctx, int worker, int t)
{
    Batch *b = ctx;
    int r = t / b->alive, i = t % b->alive;
    Scratch *s = &b->scratch[worker];
    b->done[t] = 0;
    if (stopped(b->p))
        return;
    char err[ERROR_MAX];
    s->sim = b->deals[r];
    b->values[t] = 0;
    if (game_apply(&s->sim, &b->cand[i].move, err, sizeof err)) { /* always: the deal changes nothing revealed */
        Rng policy;
        rng_seed(&policy, b->seeds[r], 17);
        b->values[t] = rollout(s, b->me, b->p, b->w, &policy);
    }
    b->done[t] = 1;
}

/* The memory of one decision's search: a Scratch per worker, and a batch's
 * deals, seeds and slots for up to `slots` candidates. */
typedef struct Search {
    int workers;
    Scratch *scratch;
    Game *deals;
    uint64_t *seeds;
    int *values;
    unsigned char *done;
} Search;

static void search_free(Search *x)
{
    free(x->scratch);
    free(x->deals);
    free(x->seeds);
    free(x->values);
    free(x->done);
}

static bool search_alloc(Search *x, int threads, int slots)
{
    x->workers = ai_workers(threads);
    x->scratch = malloc(sizeof *x->scratch * (size_t)x->workers);
    x->deals = malloc(sizeof *x->deals * ROLLOUT_BATCH);
    x->seeds = malloc(sizeof *x->seeds * ROLLOUT_BATCH);
    x->values = malloc(sizeof *x->values * ROLLOUT_BATCH * (size_t)slots);
    x->done = malloc(sizeof *x->done * ROLLOUT_BATCH * (size_t)slots);
    if (x->scratch && x->deals && x->seeds && x->values && x->done)
        return true;
    search_free(x);
    return false;
}

/* `nroll` more rollouts for each of the first `alive` candidates, all on the
 * same deals (common random numbers), in batches: the deals dealt here in
 * turn from rng, the rollouts played by the workers. */
static void run_round(const Game *g, Search *x, Candidate *cand, int alive, int nroll, int me, const BotHardParams *p,
                      const AiWeights *w, Rng *rng)
{
    Batch b = {cand, alive, me, p, w, x->deals, x->seeds, x->values, x->done, x->scratch};
    for (int first = 0; first < nroll; first += ROLLOUT_BATCH) {
        if (stopped(p))
            return;
        int n = nroll - first < ROLLOUT_BATCH ? nroll - first : ROLLOUT_BATCH;
        for (int r = 0; r < n; r++) {
            if (p->oracle)
                x->deals[r] = *g;
            else
                ai_determinize(g, rng, &x->deals[r]);
            x->seeds[r] = ((uint64_t)rng_next(rng) << 32) | rng_next(rng);
        }
        ai_parallel_for(x->workers, n * alive, rollout_task, &b);
        for (int t = 0; t < n * alive; t++)
            if (x->done[t])
                cand[t % alive].total += x->values[t];
    }
}

/* Best rollout total first; equal totals keep the medium evaluation's order. */
static void sort_by_total(Candidate *cand, int n)
{
    for (int i = 1; i < n; i++) {
        Candidate c = cand[i];
        int j = i;
        while (j > 0 && (cand[j - 1].total < c.total ||
                         (cand[j - 1].total == c.total && compare_candidates(&cand[j - 1], &c) > 0))) {
            cand[j] = cand[j - 1];
            j--;
        }
        cand[j] = c;
    }
}

bool ai_choose_hard(const Game *g, const BotHardParams *p, const AiWeights *weights, Rng *rng, BotChoice *out)
{
    if (game_over(g))
        return false;
    AiWeights w;
    if (weights)
        w = *weights;
    else
        ai_weights_medium(&w);
    const Decision *d = game_decision(g);
    int me = d->actor;
    int before = ai_needs_exact(g) ? ai_eval_game(g, d->sheet, &w) : ai_eval_game_fast(g, d->sheet, &w);
    Search x;
    if (!search_alloc(&x, p->threads, p->candidates < 1 ? 1 : p->candidates))
        return false;
    Scratch *s = &x.scratch[0];
    int n = game_legal_moves(g, s->moves, MOVES_MAX);
    if (n > MOVES_MAX)
        n = MOVES_MAX;
    if (n <= 0) {
        search_free(&x);
        return false;
    }
    bool exact = ai_needs_exact(g);
    ai_score_moves(g, &w, s->moves, n, exact, s->scores);

    int k = p->candidates < 1 ? 1 : p->candidates;
    Candidate *cand = malloc(sizeof *cand * (size_t)n);
    if (!cand) {
        search_free(&x);
        return false;
    }
    for (int i = 0; i < n; i++) {
        cand[i].move = s->moves[i];
        cand[i].score = s->scores[i];
        cand[i].order = i;
        cand[i].total = 0;
    }
    for (int i = n - 1; i > 0; i--) {
        int j = (int)rng_below(rng, (uint32_t)i + 1);
        int t = cand[i].order;
        cand[i].order = cand[j].order;
        cand[j].order = t;
    }
    qsort(cand, (size_t)n, sizeof *cand, compare_candidates);
    if (k > n)
        k = n;

    int rollouts = p->rollouts;
    if (direct_decision(d) || k == 1 || rollouts < 1)
        rollouts = 0;
    int done = 0; /* rollouts each surviving candidate has had */
    if (rollouts > 0 && p->halving) {
        /* successive halving: the same total, spent mostly on the better half */
        int rounds = 0;
        for (int alive = k; alive > 1; alive = (alive + 1) / 2)
            rounds++;
        long budget = (long)rollouts * k;
        for (int alive = k; alive > 1 && !stopped(p); alive = (alive + 1) / 2) {
            int each = (int)(budget / ((long)rounds * alive));
            run_round(g, &x, cand, alive, each < 1 ? 1 : each, me, p, &w, rng);
            done += each < 1 ? 1 : each;
            sort_by_total(cand, alive);
        }
    } else if (rollouts > 0) {
        run_round(g, &x, cand, k, rollouts, me, p, &w, rng);
        done = rollouts;
        sort_by_total(cand, k);
    }
    int best = 0;

    out->move = cand[best].move;
    out->expected = done > 0 ? (int)(cand[best].total / done) : (d->actor == d->sheet ? 1 : -1) * cand[best].score;
    out->gain = (d->actor == d->sheet ? 1 : -1) * cand[best].score - before;
    out->rollouts = done;
    free(cand);
    search_free(&x);
    return true;
}

/* ---- One rollout on its own, for the review (review.c) ---- */

struct AiRollout {
    Scratch s;
};

AiRollout *ai_rollout_new(void) { return malloc(sizeof(AiRollout)); }

void ai_rollout_free(AiRollout *r) { free(r); }

const Game *ai_rollout_play(AiRollout *r, const Game *deal, const Move *move, int me, const BotHardParams *p,
                            const AiWeights *w, uint64_t seed)
{
    Scratch *s = &r->s;
    char err[ERROR_MAX];
    s->sim = *deal;
    if (!game_apply(&s->sim, move, err, sizeof err))
        return NULL;
    Rng policy;
    rng_seed(&policy, seed, 17);
    rollout(s, me, p, w, &policy);
    return &s->sim;
}
