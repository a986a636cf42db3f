/* cmd_bench_score.c: `cartographers-cli bench-score [--iterations N] [--show]`:
 * times scoring a realistic half-filled board (map side A plus about 55
 * drawn spaces of mixed terrain, always the same) with all 32 cards and the
 * monster penalty. Each of 51 batches scores the board N times; the median
 * batch gives the time per board in microseconds. --show prints the board. */
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

static double bench_now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

static int bench_compare(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Declared here and in main.c's command table (cli.h is shared). */
int cmd_bench_score(int argc, char **argv)
{
    long iterations = 2000;
    bool show = false;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--iterations") == 0 && i + 1 < argc) {
            if (!numtext_int(argv[++i], 1, 100000000L, &iterations)) {
                cli_error("bench-score: --iterations needs a whole number from 1 to 100000000, not '%s'", argv[i]);
                return CLI_USAGE;
            }
        } else if (strcmp(argv[i], "--show") == 0) {
            show = true;
        } else {
            cli_error("bench-score: unknown argument '%s' (usage: bench-score [--iterations N] [--show])", argv[i]);
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
    double per_board[BENCH_BATCHES];
    for (int batch = 0; batch < BENCH_BATCHES; batch++) {
        double start = bench_now_us();
        for (long it = 0; it < iterations; it++) {
            int total = 0;
            for (int c = 0; c < SCORING_CARD_COUNT; c++)
                total += scoring_card(c)->score(&board, &ctx).points;
            total += score_monsters(&board).points;
            sink = sink + total;
        }
        per_board[batch] = (bench_now_us() - start) / (double)iterations;
    }
    qsort(per_board, BENCH_BATCHES, sizeof per_board[0], bench_compare);
    printf("bench-score: %.2f us per board (median of %d batches of %ld boards; 32 cards + monsters; "
           "side A with %d drawn spaces; min %.2f, max %.2f)\n",
           per_board[BENCH_BATCHES / 2], BENCH_BATCHES, iterations, BENCH_DRAWN, per_board[0],
           per_board[BENCH_BATCHES - 1]);
    (void)sink;
    return CLI_OK;
}
