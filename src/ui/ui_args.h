/* ui_args.h: the command line of the game (for players and for tests). */
#ifndef UI_ARGS_H
#define UI_ARGS_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

typedef struct UiArgs {
    const char *screenshot; /* render one frame to this PNG and exit */
    int width, height;      /* initial window size in window points */
    bool have_seed;
    uint64_t seed;
    int side;    /* map side 0..3, or -1 for the default */
    int players; /* 1..6, 0 for the default (solo) */
    int kind;    /* GameKind, or -1 for the base game */
    bool demo; /* show the art demonstration sheet instead of a game */
    bool no_animations;
    bool first_frame; /* benchmarks: draw and show one frame, then quit */
    int autoplay; /* tests: the first game starts with this many moves made by a bot */
    long fuzz_events;   /* tests: random events to feed the game (ui_fuzz.h), 0 for none */
    uint64_t fuzz_seed; /* their seed */
    const char *lang; /* language override ("de", "en"), NULL: the system's */
    bool help, version;
} UiArgs;

/* Parses argv. Returns true on success; on a bad command line writes the
 * message (without a trailing newline) into err and returns false, and the
 * caller exits with status 2. */
bool ui_args_parse(int argc, char **argv, UiArgs *out, char *err, size_t errsize);
void ui_args_usage(FILE *f);

#endif
