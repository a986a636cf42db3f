/* test_review.c: the review of a finished game (src/ai/review.h): one
 * entry per decision the player took on their own sheet, in order, with the
 * move played; a move found best is never a loss; the loss is the
 * difference of the two expected totals and splits into the evaluation's
 * terms; a move that ends the game is worth the final total exactly; the
 * result does not depend on which task runs first; a cancelled job gives
 * no result; the text form reads back to the same review and knows its
 * game; bad files are refused with the line. And the judge itself: the
 * hard player's own games lose almost nothing, the easy player's a lot. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../sanitized.h"
#include "ai_test_util.h"
#include "record.h"
#include "review.h"

/* A whole game of `kind` bots (the hard one with `hard`) as a record. */
static void play_record(GameKind game, int players, uint64_t seed, BotKind kind, const BotHardParams *hard, Record *rec)
{
    Game *g = at_game(game, players, seed);
    Rng rngs[MAX_PLAYERS];
    for (int p = 0; p < players; p++)
        rng_seed(&rngs[p], seed, UINT64_C(100) + (uint64_t)p);
    record_init(rec, &g->settings);
    while (!game_over(g)) {
        BotChoice c;
        int actor = game_decision(g)->actor;
        assert_true(bot_think(kind, hard, g, &rngs[actor], &c));
        char err[ERROR_MAX];
        assert_true(game_apply(g, &c.move, err, sizeof err));
        assert_true(record_add(rec, &c.move));
    }
    test_free(g);
}

static void small_params(ReviewParams *p)
{
    review_params_default(p);
    p->candidates = 6;
    p->rollouts = 4;
    p->verify = 12;
    p->horizon = 3;
    p->verify_horizon = 4;
    p->sample = 40;
}

static void move_text(const Move *m, char *buf) { move_format(m, buf, MOVE_TEXT_MAX); }

/* Two reviewed moves are the same, field by field (a Move's padding is not). */
static void assert_same_move(const ReviewMove *a, const ReviewMove *b)
{
    char ta[MOVE_TEXT_MAX], tb[MOVE_TEXT_MAX];
    assert_int_equal(a->number, b->number);
    assert_int_equal(a->season, b->season);
    assert_int_equal(a->legal, b->legal);
    assert_int_equal(a->played_value, b->played_value);
    assert_int_equal(a->played_se, b->played_se);
    assert_int_equal(a->best_value, b->best_value);
    assert_int_equal(a->loss, b->loss);
    assert_int_equal(a->loss_se, b->loss_se);
    assert_int_equal(a->mistake, b->mistake);
    assert_memory_equal(a->why, b->why, sizeof a->why);
    move_text(&a->played, ta);
    move_text(&b->played, tb);
    assert_string_equal(ta, tb);
    move_text(&a->best, ta);
    move_text(&b->best, tb);
    assert_string_equal(ta, tb);
}

/* Every property a review must have, checked on one. */
static void check_review(const Review *r, const Record *rec, int seat)
{
    Game *g = at_game(rec->settings.kind, rec->settings.players, rec->settings.seed);
    char err[ERROR_MAX];
    assert_true(game_init(g, &rec->settings, err, sizeof err));
    int k = 0;
    for (int i = 0; i < rec->nmoves; i++) {
        const Decision *d = game_decision(g);
        if (d->actor == seat && d->sheet == seat) {
            assert_true(k < r->nmoves);
            const ReviewMove *m = &r->moves[k++];
            char a[MOVE_TEXT_MAX], b[MOVE_TEXT_MAX];
            assert_int_equal(m->number, i + 1);
            assert_int_equal(m->season, g->season < SEASONS ? g->season : SEASONS - 1);
            move_text(&m->played, a);
            move_text(&rec->moves[i], b);
            assert_string_equal(a, b);
            assert_true(m->loss >= 0);
            assert_int_equal(m->best_value, m->played_value + m->loss);
            move_text(&m->best, b);
            int why = 0;
            for (int t = 0; t < REVIEW_TERMS; t++)
                why += m->why[t];
            if (m->loss == 0) {
                /* best: shown as the move played, no loss, no reason */
                assert_string_equal(a, b);
                assert_int_equal(why, 0);
                assert_false(m->mistake);
            } else {
                assert_string_not_equal(a, b);
                assert_true(abs(why - m->loss) <= REVIEW_TERMS); /* rounding of each term's mean */
                assert_int_equal(m->mistake, m->loss >= REVIEW_MISTAKE_MIN && m->loss > 2 * m->loss_se);
            }
            assert_true(m->legal >= 1);
            assert_true(m->legal > 1 || m->loss == 0);
        }
        assert_true(game_apply(g, &rec->moves[i], err, sizeof err));
    }
    assert_int_equal(k, r->nmoves);
    assert_true(game_over(g));
    assert_int_equal(r->final_total, game_total(g, seat) * 100);
    /* the summary adds the moves up */
    int loss = 0, mistakes = 0;
    for (int s = 0; s < SEASONS; s++) {
        loss += r->seasons[s].loss;
        mistakes += r->seasons[s].mistakes;
    }
    assert_int_equal(loss, r->total_loss);
    assert_int_equal(mistakes, r->mistakes);
    test_free(g);
}

static void reviews_every_own_move(void **state)
{
    (void)state;
    ReviewParams p;
    small_params(&p);
    Record rec;
    play_record(GAME_BASE, 1, 41, BOT_EASY, NULL, &rec);
    Review r;
    char err[200];
    assert_true(review_game(&rec, 0, &p, &r, err, sizeof err));
    assert_true(r.nmoves >= 15);
    check_review(&r, &rec, 0);
    /* the last move ends the game: its value is the final total, exactly */
    const ReviewMove *last = &r.moves[r.nmoves - 1];
    assert_int_equal(last->number, rec.nmoves);
    assert_int_equal(last->played_value, r.final_total);
    assert_int_equal(last->played_se, 0);
    review_free(&r);
    record_free(&rec);
}

static void reviews_any_seat_of_a_multiplayer_game(void **state)
{
    (void)state;
    ReviewParams p;
    small_params(&p);
    Record rec;
    play_record(GAME_HEROES, 3, 42, BOT_MEDIUM, NULL, &rec);
    for (int seat = 0; seat < 3; seat += 2) {
        Review r;
        char err[200];
        assert_true(review_game(&rec, seat, &p, &r, err, sizeof err));
        assert_int_equal(r.seat, seat);
        check_review(&r, &rec, seat);
        review_free(&r);
    }
    /* no fourth seat */
    char err[200];
    assert_null(review_job_new(&rec, 3, &p, err, sizeof err));
    assert_non_null(strstr(err, "no seat 4"));
    record_free(&rec);
}

static void refuses_an_unfinished_game(void **state)
{
    (void)state;
    ReviewParams p;
    small_params(&p);
    Record rec;
    play_record(GAME_BASE, 1, 43, BOT_MEDIUM, NULL, &rec);
    rec.nmoves -= 3;
    char err[200];
    assert_null(review_job_new(&rec, 0, &p, err, sizeof err));
    assert_non_null(strstr(err, "not finished"));
    record_free(&rec);
}

/* Runs a job's tasks in the order given. */
static bool run_in_order(ReviewJob *j, bool reverse, Review *out)
{
    int n = review_job_tasks(j);
    for (int i = 0; i < n; i++)
        review_job_task(j, 0, reverse ? n - 1 - i : i);
    assert_int_equal(review_job_done(j), n);
    return review_job_finish(j, out);
}

/* Two jobs reviewing the solo game of the easy player from `seed` (small budget). */
static void two_jobs(GameKind kind, uint64_t seed, Record *rec, ReviewJob **a, ReviewJob **b)
{
    ReviewParams p;
    small_params(&p);
    play_record(kind, 1, seed, BOT_EASY, NULL, rec);
    char err[200];
    *a = review_job_new(rec, 0, &p, err, sizeof err);
    *b = review_job_new(rec, 0, &p, err, sizeof err);
    assert_non_null(*a);
    assert_non_null(*b);
}

/* Both reviews move for move the same; frees them and the jobs. */
static void assert_same_reviews(Review *ra, Review *rb, ReviewJob *a, ReviewJob *b)
{
    assert_int_equal(ra->nmoves, rb->nmoves);
    for (int i = 0; i < ra->nmoves; i++)
        assert_same_move(&ra->moves[i], &rb->moves[i]);
    review_free(ra);
    review_free(rb);
    review_job_free(a);
    review_job_free(b);
}

static void same_result_in_any_order(void **state)
{
    (void)state;
    Record rec;
    ReviewJob *a, *b;
    two_jobs(GAME_HEROES, 44, &rec, &a, &b);
    Review ra, rb;
    assert_true(run_in_order(a, false, &ra));
    assert_true(run_in_order(b, true, &rb));
    assert_same_reviews(&ra, &rb, a, b);
    record_free(&rec);
}

static void a_cancelled_job_has_no_result(void **state)
{
    (void)state;
    ReviewParams p;
    small_params(&p);
    Record rec;
    play_record(GAME_BASE, 1, 45, BOT_EASY, NULL, &rec);
    char err[200];
    ReviewJob *j = review_job_new(&rec, 0, &p, err, sizeof err);
    assert_non_null(j);
    review_job_task(j, 0, 0);
    assert_int_equal(review_job_done(j), 1);
    review_job_cancel(j);
    review_job_run(j, 2); /* returns at once */
    assert_int_equal(review_job_done(j), 1);
    Review r;
    assert_false(review_job_finish(j, &r));
    assert_null(r.moves);
    review_job_free(j);
    record_free(&rec);
}

/* A cancelled job resumed reviews only the moves it had not reviewed (the
 * first ones are never reviewed again: done counts each once) and ends with
 * the same review as a job run in one go. */
static void a_resumed_job_goes_on_from_the_moves_reviewed(void **state)
{
    (void)state;
    Record rec;
    ReviewJob *j, *whole;
    two_jobs(GAME_BASE, 45, &rec, &j, &whole);
    int n = review_job_tasks(j);
    assert_true(n > 4);
    for (int i = 0; i < 3; i++)
        review_job_task(j, 0, i);
    review_job_cancel(j);
    review_job_run(j, 2);
    assert_int_equal(review_job_done(j), 3);
    review_job_resume(j);
    review_job_task(j, 0, 1); /* reviewed already: not again */
    assert_int_equal(review_job_done(j), 3);
    review_job_run(j, 2);
    assert_int_equal(review_job_done(j), n);
    Review r, w;
    assert_true(review_job_finish(j, &r));
    assert_true(run_in_order(whole, false, &w));
    assert_same_reviews(&r, &w, j, whole);
    record_free(&rec);
}

static void text_reads_back(void **state)
{
    (void)state;
    ReviewParams p;
    small_params(&p);
    Record rec;
    play_record(GAME_BASE, 1, 46, BOT_EASY, NULL, &rec);
    Review r, back;
    char err[200];
    assert_true(review_game(&rec, 0, &p, &r, err, sizeof err));
    char *text = review_format(&r);
    assert_non_null(text);
    assert_true(strncmp(text, "cartographers-review 1\n", 23) == 0);
    if (!review_parse(text, strlen(text), &back, err, sizeof err))
        fail_msg("%s", err);
    assert_int_equal(back.nmoves, r.nmoves);
    for (int i = 0; i < r.nmoves; i++)
        assert_same_move(&r.moves[i], &back.moves[i]);
    assert_int_equal(back.total_loss, r.total_loss);
    assert_int_equal(back.total_loss_se, r.total_loss_se);
    assert_int_equal(back.final_total, r.final_total);
    assert_int_equal(back.start_value, r.start_value);
    assert_memory_equal(back.decree_cards, r.decree_cards, sizeof r.decree_cards);
    assert_memory_equal(&back.params, &r.params, sizeof r.params);
    /* it knows its game */
    assert_true(review_matches(&back, &rec, 0));
    assert_false(review_matches(&back, &rec, 1));
    /* the same game with its decrees named (as a kept game's log has them) */
    Record named = rec;
    Game *g = at_game(rec.settings.kind, 1, rec.settings.seed);
    memcpy(named.settings.decree_cards, g->decree_cards, sizeof g->decree_cards);
    test_free(g);
    assert_true(review_matches(&back, &named, 0));
    rec.moves[0].at = (int8_t)(rec.moves[0].at + 1);
    assert_false(review_matches(&back, &rec, 0));
    review_free(&back);

    /* bad texts: refused with the line */
    char *bad = malloc(strlen(text) + 64);
    assert_non_null(bad);
    strcpy(bad, text);
    assert_false(review_text_newer(bad, strlen(bad)));
    bad[21] = '2'; /* a newer version */
    assert_false(review_parse(bad, strlen(bad), &back, err, sizeof err));
    assert_string_equal(err, "line 1: a review of a newer version");
    assert_true(review_text_newer(bad, strlen(bad)));
    strcpy(bad, text);
    *strstr(bad, "end ") = '\0'; /* cut short */
    assert_false(review_parse(bad, strlen(bad), &back, err, sizeof err));
    assert_non_null(strstr(err, "cut short"));
    strcpy(bad, text);
    char *played = strstr(bad, "\nplayed ");
    memcpy(played + 1, "plaied", 6); /* an unknown line */
    assert_false(review_parse(bad, strlen(bad), &back, err, sizeof err));
    assert_non_null(strstr(err, "bad 'plaied' line"));
    if (r.total_loss > 0) {
        strcpy(bad, text);
        char *why = strstr(bad, "\nwhy ");
        memcpy(why + 1, "#hy", 3); /* a loss without its reasons */
        assert_false(review_parse(bad, strlen(bad), &back, err, sizeof err));
    }
    assert_false(review_parse("cartographers-save 3\n", 21, &back, err, sizeof err));
    assert_string_equal(err, "line 1: not a review (cartographers-review N expected)");
    /* numbers: out of range, or not separated by single spaces, are refused
     * (no overflow); the seed may be any 64-bit number */
    static const char *const bad_numbers[] = {
        "final 99999999999999999999", "final 1000000001", "final 1000001", "final  5", "final 5 ", "final +5", "final 5x",
        "game 3 0123456789abcdeg"};
    for (size_t i = 0; i < sizeof bad_numbers / sizeof *bad_numbers; i++) {
        snprintf(bad, strlen(text) + 64, "cartographers-review 1\n%s\n", bad_numbers[i]);
        assert_false(review_parse(bad, strlen(bad), &back, err, sizeof err));
        char want[64];
        snprintf(want, sizeof want, "line 2: bad '%.*s' line", (int)strcspn(bad_numbers[i], " "), bad_numbers[i]);
        assert_string_equal(err, want);
    }
    free(bad);
    r.params.seed = UINT64_MAX;
    char *big = review_format(&r);
    assert_non_null(big);
    if (!review_parse(big, strlen(big), &back, err, sizeof err))
        fail_msg("%s", err);
    assert_true(back.params.seed == UINT64_MAX);
    review_free(&back);
    free(big);
    free(text);
    review_free(&r);
    record_free(&rec);
}

/* A kept review is a file a player can edit: the largest numbers it may
 * hold, on the most moves it may have, still add up without overflow (the
 * sums are an int), and one move more is refused. */
static void kept_numbers_add_up(void **state)
{
    (void)state;
    static const char head[] = "cartographers-review 1\ngame 2000 0123456789abcdef\nseat 1\n"
                               "budget 64 24 96 6 0 400 1\ndecrees canal_lake great_city borderlands sentinel_wood\n"
                               "final 11800\n";
    static const char move[] = "move %d %d 1 0 0 1000000 1000000 0\n"
                               "played draw card=fishing_village shape=1 orient=1 at=H9 terrain=water\n"
                               "better draw card=fishing_village shape=1 orient=0 at=J2 terrain=village\n"
                               "why 1000000 0 0 0 0 0 0\n";
    size_t cap = sizeof head + 1002 * (sizeof move + 16) + 32;
    char *text = malloc(cap);
    assert_non_null(text);
    for (int moves = 1000; moves <= 1001; moves++) {
        size_t len = (size_t)snprintf(text, cap, "%s", head);
        for (int i = 1; i <= moves; i++)
            len += (size_t)snprintf(text + len, cap - len, move, i, (i - 1) * SEASONS / moves);
        snprintf(text + len, cap - len, "end %d\n", moves);
        Review r;
        char err[200];
        bool ok = review_parse(text, strlen(text), &r, err, sizeof err);
        if (moves == 1000) {
            if (!ok)
                fail_msg("%s", err);
            assert_int_equal(r.nmoves, 1000);
            assert_int_equal(r.total_loss, 1000 * 1000000);
            assert_int_equal(r.seasons[0].loss + r.seasons[1].loss + r.seasons[2].loss + r.seasons[3].loss,
                             1000 * 1000000);
            assert_int_equal(r.mistakes, 1000);
            review_free(&r);
        } else {
            assert_false(ok);
            assert_string_equal(err, "line 4007: bad 'move' line");
        }
    }
    free(text);
}

/* The judge: the hard player's own games lose little by its own review, an
 * easy player's lose a lot. Both reviewed with the same budget as the hard
 * player's, smaller than the real one for the suite's time: 12 candidates,
 * 8 rollouts, rollouts weighing 100 sampled moves a decision instead of
 * 400 (half the processor time, the same verdicts), and the expected
 * totals' rollouts stopped at the search's horizon (the losses are paired
 * rollouts at that horizon on the same futures either way: the same
 * losses). Under a sanitizer two seeds (base and Heroes) instead of three. */
static void hard_loses_little_easy_loses_much(void **state)
{
    (void)state;
    BotHardParams hard;
    bot_hard_params_default(&hard);
    hard.candidates = 12;
    hard.rollouts = 8;
    ReviewParams p;
    review_params_default(&p);
    p.candidates = hard.candidates;
    p.rollouts = hard.rollouts;
    p.verify = 32;
    p.verify_horizon = p.horizon;
    hard.sample = 100;
    p.sample = hard.sample;
    const uint64_t seeds[] = {51, 52, 53};
    for (size_t i = 0; i < (SANITIZED ? 2 : sizeof seeds / sizeof seeds[0]); i++) {
        GameKind kind = i == 1 ? GAME_HEROES : GAME_BASE;
        int lost[2];
        for (int level = 0; level < 2; level++) {
            Record rec;
            play_record(kind, 1, seeds[i], level == 0 ? BOT_HARD : BOT_EASY, &hard, &rec);
            Review r;
            char err[200];
            assert_true(review_game(&rec, 0, &p, &r, err, sizeof err));
            check_review(&r, &rec, 0);
            lost[level] = r.total_loss;
            print_message("# seed %llu %s: lost %d.%02d of %d.%02d, %d mistakes in %d moves\n",
                          (unsigned long long)seeds[i], level == 0 ? "hard" : "easy", r.total_loss / 100,
                          r.total_loss % 100, r.final_total / 100, r.final_total % 100, r.mistakes, r.nmoves);
            review_free(&r);
            record_free(&rec);
        }
        /* measured: hard 3.7, 5.6 and 3.8 points, easy 65.5, 61.3 and 53.6 (docs/ai-tuning.md §5) */
        assert_true(lost[0] <= 1000);
        assert_true(lost[1] >= 3000);
        assert_true(lost[1] >= 5 * lost[0]);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(reviews_every_own_move),
        cmocka_unit_test(reviews_any_seat_of_a_multiplayer_game),
        cmocka_unit_test(refuses_an_unfinished_game),
        cmocka_unit_test(same_result_in_any_order),
        cmocka_unit_test(a_cancelled_job_has_no_result),
        cmocka_unit_test(a_resumed_job_goes_on_from_the_moves_reviewed),
        cmocka_unit_test(text_reads_back),
        cmocka_unit_test(kept_numbers_add_up),
        cmocka_unit_test(hard_loses_little_easy_loses_much),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
