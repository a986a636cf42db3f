/* review.c: the review of a finished game, move by move (review.h).
 *
 * Each move is one task. The position before it is copied when the job is
 * made; the task then
 * 1. ranks every legal move by the static evaluation and keeps the best
 *    `candidates`, with the move played added when it is not among them;
 * 2. searches them as the hard bot does (ai_hard.c): rounds of rollouts on
 *    sampled futures, every candidate on the same ones, the worse half
 *    dropped after each round, except the move played, which stays to the
 *    end, so that the best move is found among rivals judged on the same
 *    futures as the move itself;
 * 3. plays the move played on `verify` fresh futures to the end of the
 *    game: the mean is its expected final total; and the best move found
 *    and the move played on the same fresh futures, to the search's
 *    horizon: the mean of the paired differences is the loss, with its
 *    standard error (more futures while the loss is within its noise).
 *    Fresh futures keep the search's luck (the winner's curse) out of the
 *    loss; when they find the move played as good as the best, the move
 *    played was the best.
 * The rollouts' end positions are split into the evaluation's terms
 * (ai_eval_game_terms), whose paired differences say why a move lost.
 *
 * A task's random stream comes from the review's seed and the task's
 * index, so the review is the same whatever thread runs which task. */
#include "review.h"

#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai.h"

_Static_assert((int)REVIEW_TERMS == (int)AI_TERMS && (int)REVIEW_TERM_COINS == (int)AI_TERM_COINS &&
                   (int)REVIEW_TERM_MONSTERS == (int)AI_TERM_MONSTERS && (int)REVIEW_TERM_MAP == (int)AI_TERM_MAP,
               "the review's terms are the evaluation's");

void review_params_default(ReviewParams *p)
{
    BotHardParams hard;
    bot_hard_params_default(&hard);
    p->candidates = hard.candidates;
    p->rollouts = hard.rollouts;
    p->verify = 96;
    p->horizon = hard.horizon;
    p->verify_horizon = 0;
    p->sample = hard.sample;
    p->seed = 1;
}

void review_free(Review *r)
{
    free(r->moves);
    r->moves = NULL;
    r->nmoves = 0;
}

/* floor(sqrt(x)) */
static uint64_t isqrt(uint64_t x)
{
    uint64_t r = 0, bit = UINT64_C(1) << 62;
    while (bit > x)
        bit >>= 2;
    while (bit) {
        if (x >= r + bit) {
            x -= r + bit;
            r = (r >> 1) + bit;
        } else {
            r >>= 1;
        }
        bit >>= 2;
    }
    return r;
}

/* The standard error of the mean of n values with sum `sum` and sum of
 * squares `sq` (0 for fewer than two). */
static int standard_error(long long sum, long long sq, int n)
{
    if (n < 2)
        return 0;
    long long var = (sq - sum * sum / n) / (n - 1);
    return var > 0 ? (int)isqrt((uint64_t)(var / n)) : 0;
}

void review_summarize(Review *r)
{
    memset(r->seasons, 0, sizeof r->seasons);
    long long var = 0, season_var[SEASONS] = {0};
    r->total_loss = 0;
    r->mistakes = 0;
    for (int i = 0; i < r->nmoves; i++) {
        const ReviewMove *m = &r->moves[i];
        ReviewSeason *s = &r->seasons[m->season >= 0 && m->season < SEASONS ? m->season : SEASONS - 1];
        s->moves++;
        s->mistakes += m->mistake;
        s->loss += m->loss;
        for (int t = 0; t < REVIEW_TERMS; t++)
            s->why[t] += m->why[t];
        season_var[s - r->seasons] += (long long)m->loss_se * m->loss_se;
        var += (long long)m->loss_se * m->loss_se;
        r->total_loss += m->loss;
        r->mistakes += m->mistake;
    }
    for (int s = 0; s < SEASONS; s++)
        r->seasons[s].loss_se = (int)isqrt((uint64_t)season_var[s]);
    r->total_loss_se = (int)isqrt((uint64_t)var);
}

int review_main_term(const int why[REVIEW_TERMS])
{
    int best = -1;
    for (int t = 0; t < REVIEW_TERMS; t++)
        if (why[t] > 0 && (best < 0 || why[t] > why[best]))
            best = t;
    return best;
}

uint64_t review_game_hash(const Record *rec)
{
    /* decrees dealt from the seed are named, so that the same game hashes
     * the same whether its log says "random" or names them */
    Record named = *rec;
    Game *g = malloc(sizeof *g);
    char err[ERROR_MAX];
    if (g && game_init(g, &rec->settings, err, sizeof err))
        memcpy(named.settings.decree_cards, g->decree_cards, sizeof g->decree_cards);
    free(g);
    char *text = record_format(&named, NULL);
    uint64_t h = UINT64_C(14695981039346656037); /* FNV-1a */
    for (const char *c = text; c && *c; c++) {
        h ^= (unsigned char)*c;
        h *= UINT64_C(1099511628211);
    }
    free(text);
    return h;
}

/* Whether the decision is one of `seat`'s own: on their sheet, by them. */
static bool reviewed_decision(const Game *g, int seat)
{
    const Decision *d = game_decision(g);
    return !game_over(g) && d->actor == seat && d->sheet == seat;
}

int review_moves_of(const Record *rec, int seat, int *indices, int max)
{
    Game *g = malloc(sizeof *g);
    int n = 0;
    char err[ERROR_MAX];
    if (!g || !game_init(g, &rec->settings, err, sizeof err)) {
        free(g);
        return 0;
    }
    for (int i = 0; i < rec->nmoves; i++) {
        if (reviewed_decision(g, seat)) {
            if (n < max)
                indices[n] = i;
            n++;
        }
        if (!game_apply(g, &rec->moves[i], err, sizeof err))
            break;
    }
    free(g);
    return n;
}

/* Two moves that leave the same map (a symmetric shape turned two ways). */
static bool same_outcome(const Move *a, const Move *b)
{
    if (a->kind != b->kind || a->card != b->card)
        return false;
    switch (a->kind) {
    case MOVE_DRAW:
    case MOVE_SINGLE: {
        Bitboard ca, cb;
        if (a->terrain != b->terrain || !move_cells(a, &ca) || !move_cells(b, &cb))
            return false;
        return ca.lo == cb.lo && ca.hi == cb.hi;
    }
    case MOVE_HERO:
        return a->at == b->at && a->orient == b->orient;
    case MOVE_DESTROY:
    default:
        return a->at == b->at;
    }
}

struct ReviewJob {
    ReviewParams params;
    BotHardParams hard;   /* the search's rollouts */
    BotHardParams verify; /* the fresh futures' */
    AiWeights weights;
    int seat;
    int ntasks;
    int *index;   /* the move's index in the record */
    Game *before; /* the position before each move */
    Move *played;
    ReviewMove *result;
    unsigned char *finished;
    atomic_int done;
    atomic_int cancel;
    Review head; /* what does not depend on the tasks */
};

ReviewJob *review_job_new(const Record *rec, int seat, const ReviewParams *p, char *err, size_t errsize)
{
    ReviewJob *j = calloc(1, sizeof *j);
    Game *g = malloc(sizeof *g);
    char msg[ERROR_MAX];
    if (!j || !g) {
        free(j);
        free(g);
        snprintf(err, errsize, "out of memory");
        return NULL;
    }
    j->params = *p;
    bot_hard_params_default(&j->hard);
    j->hard.horizon = p->horizon;
    j->hard.sample = p->sample;
    j->verify = j->hard;
    j->verify.horizon = p->verify_horizon > 0 ? p->verify_horizon : 1000;
    ai_weights_medium(&j->weights);
    j->seat = seat;
    if (!game_init(g, &rec->settings, msg, sizeof msg)) {
        snprintf(err, errsize, "settings: %s", msg);
        goto fail;
    }
    if (seat < 0 || seat >= g->settings.players) {
        snprintf(err, errsize, "the game has no seat %d (it has %d)", seat + 1, g->settings.players);
        goto fail;
    }
    int n = review_moves_of(rec, seat, NULL, 0);
    j->index = calloc((size_t)n + 1, sizeof *j->index);
    j->before = malloc(sizeof *j->before * ((size_t)n + 1));
    j->played = calloc((size_t)n + 1, sizeof *j->played);
    j->result = calloc((size_t)n + 1, sizeof *j->result);
    j->finished = calloc((size_t)n + 1, 1);
    if (!j->index || !j->before || !j->played || !j->result || !j->finished) {
        snprintf(err, errsize, "out of memory");
        goto fail;
    }
    for (int i = 0; i < rec->nmoves; i++) {
        if (reviewed_decision(g, seat) && j->ntasks < n) {
            j->index[j->ntasks] = i;
            j->before[j->ntasks] = *g;
            j->played[j->ntasks] = rec->moves[i];
            j->ntasks++;
        }
        if (!game_apply(g, &rec->moves[i], msg, sizeof msg)) {
            char mv[MOVE_TEXT_MAX];
            move_format(&rec->moves[i], mv, sizeof mv);
            snprintf(err, errsize, "move %d (%s): %s", i + 1, mv, msg);
            goto fail;
        }
    }
    if (!game_over(g)) {
        snprintf(err, errsize, "the game is not finished (%d moves)", rec->nmoves);
        goto fail;
    }
    j->head.seat = seat;
    j->head.game_moves = rec->nmoves;
    j->head.game_hash = review_game_hash(rec);
    j->head.params = *p;
    memcpy(j->head.decree_cards, g->decree_cards, sizeof j->head.decree_cards);
    j->head.final_total = game_total(g, seat) * AI_POINT;
    free(g);
    return j;
fail:
    free(g);
    review_job_free(j);
    return NULL;
}

int review_job_tasks(const ReviewJob *j) { return j->ntasks; }

int review_job_done(const ReviewJob *j) { return atomic_load(&j->done); }

void review_job_cancel(ReviewJob *j) { atomic_store(&j->cancel, 1); }

void review_job_resume(ReviewJob *j) { atomic_store(&j->cancel, 0); }

static bool cancelled(ReviewJob *j) { return atomic_load_explicit(&j->cancel, memory_order_relaxed) != 0; }

void review_job_free(ReviewJob *j)
{
    if (!j)
        return;
    free(j->index);
    free(j->before);
    free(j->played);
    free(j->result);
    free(j->finished);
    free(j);
}

typedef struct Candidate {
    Move move;
    int score; /* the static evaluation */
    long long total;
    bool played;
} Candidate;

/* Best static score first; the move played first among equals, then the list's order. */
static int by_score(const void *a, const void *b)
{
    const Candidate *x = a, *y = b;
    if (x->score != y->score)
        return x->score < y->score ? 1 : -1;
    return (int)y->played - (int)x->played;
}

/* Memory of one task. */
typedef struct TaskScratch {
    AiRollout *rollout;
    Game deal;
    Move moves[MOVES_MAX];
    int scores[MOVES_MAX];
} TaskScratch;

static uint64_t next_seed(Rng *rng) { return ((uint64_t)rng_next(rng) << 32) | rng_next(rng); }

/* One rollout's value of a move on a deal, with its terms; false when stopped or illegal. */
static bool play_out(ReviewJob *j, TaskScratch *s, const BotHardParams *p, const Move *m, int me, uint64_t seed,
                     int *value, int *terms)
{
    const Game *end = ai_rollout_play(s->rollout, &s->deal, m, me, p, &j->weights, seed);
    if (!end)
        return false;
    int t[AI_TERMS];
    *value = ai_eval_game_terms(end, me, &j->weights, terms ? terms : t);
    return true;
}

/* Successive halving over cand[0..n) (the move played among them, never
 * dropped); returns the index of the best. */
static int search(ReviewJob *j, TaskScratch *s, const Game *g, Candidate *cand, int n, int k, Rng *rng)
{
    int me = j->seat;
    int *alive = malloc(sizeof *alive * (size_t)n);
    if (!alive)
        return 0;
    int nalive = n;
    for (int i = 0; i < n; i++)
        alive[i] = i;
    int rounds = 0;
    for (int a = k; a > 1; a = (a + 1) / 2)
        rounds++;
    long budget = (long)j->params.rollouts * k;
    for (int nominal = k; nominal > 1 && !cancelled(j); nominal = (nominal + 1) / 2) {
        int each = (int)(budget / ((long)rounds * nominal));
        if (each < 1)
            each = 1;
        for (int r = 0; r < each && !cancelled(j); r++) {
            ai_determinize(g, rng, &s->deal);
            uint64_t seed = next_seed(rng);
            for (int i = 0; i < nalive; i++) {
                int v;
                if (play_out(j, s, &j->hard, &cand[alive[i]].move, me, seed, &v, NULL))
                    cand[alive[i]].total += v;
            }
        }
        /* best total first (insertion sort: stable, so the static order breaks ties) */
        for (int i = 1; i < nalive; i++) {
            int c = alive[i], at = i;
            while (at > 0 && cand[alive[at - 1]].total < cand[c].total) {
                alive[at] = alive[at - 1];
                at--;
            }
            alive[at] = c;
        }
        int keep = (nominal + 1) / 2, kept = keep < nalive ? keep : nalive;
        bool played_kept = false;
        for (int i = 0; i < kept; i++)
            played_kept |= cand[alive[i]].played;
        if (!played_kept)
            for (int i = kept; i < nalive; i++)
                if (cand[alive[i]].played) {
                    alive[kept++] = alive[i];
                    break;
                }
        nalive = kept;
    }
    int best = alive[0];
    free(alive);
    return best;
}

void review_job_task(void *job, int worker, int index)
{
    (void)worker;
    ReviewJob *j = job;
    if (index < 0 || index >= j->ntasks || cancelled(j) || j->finished[index]) /* a move reviewed is kept */
        return;
    const Game *g = &j->before[index];
    const Move *played = &j->played[index];
    ReviewMove *out = &j->result[index];
    memset(out, 0, sizeof *out);
    out->number = j->index[index] + 1;
    out->season = g->season < SEASONS ? g->season : SEASONS - 1;
    out->played = *played;
    out->best = *played;

    TaskScratch *s = malloc(sizeof *s);
    Candidate *cand = NULL;
    AiRollout *ro = ai_rollout_new();
    if (!s || !ro)
        goto done;
    s->rollout = ro;
    Rng rng;
    rng_seed(&rng, j->params.seed, UINT64_C(1000) + (uint64_t)j->index[index]);

    int n = game_legal_moves(g, s->moves, MOVES_MAX);
    if (n > MOVES_MAX)
        n = MOVES_MAX;
    out->legal = n;
    Move best = *played;
    if (n > 1) {
        ai_score_moves(g, &j->weights, s->moves, n, ai_needs_exact(g), s->scores);
        cand = malloc(sizeof *cand * ((size_t)n + 1));
        if (!cand)
            goto done;
        int played_at = -1;
        for (int i = 0; i < n; i++) {
            cand[i].move = s->moves[i];
            cand[i].score = s->scores[i];
            cand[i].total = 0;
            cand[i].played = played_at < 0 && same_outcome(&s->moves[i], played);
            if (cand[i].played)
                played_at = i;
        }
        if (played_at < 0) /* cannot happen: the move played was legal */
            goto done;
        qsort(cand, (size_t)n, sizeof *cand, by_score);
        int k = j->params.candidates < 1 ? 1 : j->params.candidates;
        if (k > n)
            k = n;
        int m = k;
        for (int i = k; i < n; i++)
            if (cand[i].played)
                cand[m++] = cand[i];
        if (k > 1) {
            int b = search(j, s, g, cand, m, k, &rng);
            if (!cand[b].played)
                best = cand[b].move;
        }
    }
    if (cancelled(j))
        goto done;

    /* Fresh futures. On each: the move played to the end of the game (its
     * expected final total), and, when the search found another move best,
     * both at the search's horizon (the loss and its reasons, paired: less
     * noise than to the end). A loss within the noise after `verify`
     * futures gets more, up to four times as many, so that a move as good
     * as the best is seldom shown losing. */
    bool other = !same_outcome(&best, played);
    long long sum_p = 0, sq_p = 0, sum_d = 0, sq_d = 0, why[AI_TERMS] = {0};
    int v = j->params.verify < 2 ? 2 : j->params.verify, got = 0, paired = 0;
    for (int r = 0; r < (other ? 4 * v : v); r++) {
        if (cancelled(j))
            goto done;
        if (r >= v && r % v == 0) {
            long long mean = paired ? sum_d / paired : 0;
            if (mean <= 0 || mean > 2 * standard_error(sum_d, sq_d, paired))
                break;
        }
        ai_determinize(g, &rng, &s->deal);
        uint64_t seed = next_seed(&rng);
        int vp, vb, tp[AI_TERMS], tb[AI_TERMS];
        if (r < v && play_out(j, s, &j->verify, played, j->seat, seed, &vp, NULL)) {
            got++;
            sum_p += vp;
            sq_p += (long long)vp * vp;
        }
        if (other && play_out(j, s, &j->hard, played, j->seat, seed, &vp, tp) &&
            play_out(j, s, &j->hard, &best, j->seat, seed, &vb, tb)) {
            long long dlt = vb - vp;
            paired++;
            sum_d += dlt;
            sq_d += dlt * dlt;
            for (int t = 0; t < AI_TERMS; t++)
                why[t] += tb[t] - tp[t];
        }
    }
    if (got == 0)
        goto done;
    out->played_value = (int)(sum_p / got);
    out->played_se = standard_error(sum_p, sq_p, got);
    out->best_value = out->played_value;
    if (other && paired > 0 && sum_d / paired > 0) {
        out->best = best;
        out->loss = (int)(sum_d / paired);
        out->loss_se = standard_error(sum_d, sq_d, paired);
        out->best_value = out->played_value + out->loss;
        for (int t = 0; t < AI_TERMS; t++)
            out->why[t] = (int)(why[t] / paired);
        out->mistake = out->loss >= REVIEW_MISTAKE_MIN && out->loss > 2 * out->loss_se;
    }
    j->finished[index] = 1;
    atomic_fetch_add(&j->done, 1);
done:
    free(cand);
    free(s);
    ai_rollout_free(ro);
}

void review_job_run(ReviewJob *j, int threads) { ai_parallel_for(threads, j->ntasks, review_job_task, j); }

bool review_job_finish(ReviewJob *j, Review *out)
{
    memset(out, 0, sizeof *out);
    for (int i = 0; i < j->ntasks; i++)
        if (!j->finished[i])
            return false;
    *out = j->head;
    out->moves = malloc(sizeof *out->moves * ((size_t)j->ntasks + 1));
    if (!out->moves)
        return false;
    memcpy(out->moves, j->result, sizeof *out->moves * (size_t)j->ntasks);
    out->nmoves = j->ntasks;
    if (out->nmoves > 0) {
        out->start_value = out->moves[0].best_value;
        out->start_se = out->moves[0].played_se;
    }
    review_summarize(out);
    return true;
}

bool review_game(const Record *rec, int seat, const ReviewParams *p, Review *out, char *err, size_t errsize)
{
    ReviewJob *j = review_job_new(rec, seat, p, err, errsize);
    if (!j)
        return false;
    review_job_run(j, 1);
    bool ok = review_job_finish(j, out);
    if (!ok)
        snprintf(err, errsize, "out of memory");
    review_job_free(j);
    return ok;
}
