/* cmd_bench_score.c: `cartographers-cli bench-score [--iterations N] [--show]
 * [--each]`: times scoring a realistic half-filled board (map side A plus
 * about 55 drawn spaces of mixed terrain, always the same) with all 32 cards
 * and the monster penalty, as the game scores: the cards on one ScoreBoard,
 * sharing its clusters. The baseline, in the same run, scores the board
 * with the cards' reference definitions (scoring_reference.h: space by
 * space, each card splitting its own clusters), as the engine scored before
 * the whole-board cards. Batches of N boards alternate between the two (51
 * each); the median batch gives the time per board in microseconds and the
 * ratio. Batches are timed in the CPU time of this thread where the system
 * counts it finely (Linux), so that a loaded machine, which takes the
 * processor away in mid-batch, does not lengthen them; else by the wall
 * clock. --each adds one line per card, nanoseconds new and reference;
 * --show prints the board. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "board.h"
#include "cli.h"
#include "maps.h"
#include "numtext.h"
#include "scoring.h"
#include "scoring_reference.h"

#define BENCH_BATCHES 51
#define BENCH_DRAWN 55

/* xorshift32: a fixed sequence, so every run times the same board. */
static uint32_t bench_next(uint32_t *s)
{
    uint32_t x = *s;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    *s = x;
    return x;
}

/* Side A with BENCH_DRAWN spaces drawn as small shapes (random walks of 1-5
 * spaces, one terrain each), the way a board looks in mid-game. */
static void bench_board(Board *b)
{
    static const Content terrains[] = {CONTENT_FOREST, CONTENT_FOREST, CONTENT_VILLAGE, CONTENT_VILLAGE,
                                       CONTENT_FARM,   CONTENT_WATER,  CONTENT_WATER,   CONTENT_MONSTER};
    uint32_t seed = 0x2545F491u;
    map_side_board(MAP_SIDE_A, b);
    int drawn = 0;
    while (drawn < BENCH_DRAWN) {
        Content t = terrains[bench_next(&seed) % (sizeof terrains / sizeof terrains[0])];
        int at = (int)(bench_next(&seed) % BOARD_SPACES);
        int size = 1 + (int)(bench_next(&seed) % 5);
        for (int k = 0; k < size && drawn < BENCH_DRAWN; k++) {
            if (board_get(b, at) == CONTENT_EMPTY) {
                board_put(b, at, t);
                drawn++;
            }
            Bitboard next = bb_and(bb_adjacent(bb_single(at)), board_empty_spaces(b));
            int options = bb_count(next);
            if (options == 0)
                break;
            int pick = (int)(bench_next(&seed) % (uint32_t)options);
            for (int j = 0; j < pick; j++)
                (void)bb_pop(&next);
            at = bb_first(next);
        }
    }
}

/* The thread's CPU time where its resolution is a microsecond or finer
 * (not on Windows, where it moves in steps of milliseconds), else the wall
 * clock. */
static bool bench_cpu_clock(void)
{
    struct timespec res;
    return clock_getres(CLOCK_THREAD_CPUTIME_ID, &res) == 0 && res.tv_sec == 0 && res.tv_nsec <= 1000;
}

static double bench_now_us(bool cpu)
{
    struct timespec ts;
    clock_gettime(cpu ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

static int bench_compare(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Microseconds per board for one batch: all cards (or only `card`, when >= 0),
 * through the ScoreBoard or the reference definitions. */
static double bench_batch(const Board *board, const ScoreContext *ctx, long iterations, int card, bool reference,
                          bool cpu, volatile int *sink)
{
    int first = card >= 0 ? card : 0, last = card >= 0 ? card : SCORING_CARD_COUNT - 1;
    double start = bench_now_us(cpu);
    for (long it = 0; it < iterations; it++) {
        int total = 0;
        if (reference) {
            for (int c = first; c <= last; c++)
                total += scoring_reference_score(c, board, ctx).points;
        } else {
            ScoreBoard sb;
            score_board_init(&sb, board, ctx);
            for (int c = first; c <= last; c++)
                total += scoring_card(c)->score(&sb).points;
        }
        if (card < 0)
            total += score_monsters(board).points;
        *sink = *sink + total;
    }
    return (bench_now_us(cpu) - start) / (double)iterations;
}

/* Medians of `BENCH_BATCHES` batches of each, interleaved. */
static void bench_pair(const Board *board, const ScoreContext *ctx, long iterations, int card, bool cpu,
                       volatile int *sink, double *now, double *before, double *now_min, double *now_max)
{
    double a[BENCH_BATCHES], b[BENCH_BATCHES];
    for (int batch = 0; batch < BENCH_BATCHES; batch++) {
        a[batch] = bench_batch(board, ctx, iterations, card, false, cpu, sink);
        b[batch] = bench_batch(board, ctx, iterations, card, true, cpu, sink);
    }
    qsort(a, BENCH_BATCHES, sizeof a[0], bench_compare);
    qsort(b, BENCH_BATCHES, sizeof b[0], bench_compare);
    *now = a[BENCH_BATCHES / 2];
    *before = b[BENCH_BATCHES / 2];
    if (now_min)
        *now_min = a[0];
    if (now_max)
        *now_max = a[BENCH_BATCHES - 1];
}

/* Declared here and in main.c's command table (cli.h is shared). */
int cmd_bench_score(int argc, char **argv)
{
    long iterations = 2000;
    bool show = false, each = false;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--iterations") == 0 && i + 1 < argc) {
            if (!numtext_int(argv[++i], 1, 100000000L, &iterations)) {
                cli_error("bench-score: --iterations needs a whole number from 1 to 100000000, not '%s'", argv[i]);
                return CLI_USAGE;
            }
        } else if (strcmp(argv[i], "--show") == 0) {
            show = true;
        } else if (strcmp(argv[i], "--each") == 0) {
            each = true;
        } else {
            cli_error("bench-score: unknown argument '%s' (usage: bench-score [--iterations N] [--show] [--each])",
                      argv[i]);
            return CLI_USAGE;
        }
    }

    Board board;
    bench_board(&board);
    if (show) {
        char text[BOARD_TEXT_SIZE];
        board_format(&board, text);
        fputs(text, stdout);
    }

    ScoreContext ctx = {true};
    volatile int sink = 0; /* keeps the scoring from being optimised away */
    double now, before, lo, hi;
    bool cpu = bench_cpu_clock();
    bench_pair(&board, &ctx, iterations, -1, cpu, &sink, &now, &before, &lo, &hi);
    printf("bench-score: %.2f us %sper board (median of %d batches of %ld boards; 32 cards + monsters; "
           "side A with %d drawn spaces; min %.2f, max %.2f; target <= 1.00)\n",
           now, cpu ? "of CPU time " : "", BENCH_BATCHES, iterations, BENCH_DRAWN, lo, hi);
    printf("bench-score: reference definitions %.2f us per board in the same run: %.2fx the time (%.1fx faster)\n",
           before, now / before, before / now);
    for (int c = 0; each && c < SCORING_CARD_COUNT; c++) {
        bench_pair(&board, &ctx, iterations, c, cpu, &sink, &now, &before, NULL, NULL);
        printf("  %-20s %7.1f ns  reference %7.1f ns  %5.2fx%s\n", scoring_card(c)->id, now * 1e3, before * 1e3,
               now / before, scoring_reference(c) ? "" : " (same code)");
    }
    (void)sink;
    return CLI_OK;
}
