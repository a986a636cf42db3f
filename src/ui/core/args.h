/* args.h: the command line of the game (for players and for tests). */
#ifndef UI_CORE_ARGS_H
#define UI_CORE_ARGS_H

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
    long fuzz_events;   /* developer builds, tests: random events to feed the game (shell/fuzz.h), 0 for none */
    uint64_t fuzz_seed; /* their seed */
    const char *lang; /* language override ("de", "en"), NULL: the system's */
    const char *seats; /* --seats: who plays each seat ("human,hard"), checked; NULL: all human */
    const char *open_file; /* a save file to load at start (a path: the desktop entry's %f), NULL: none */
    bool help, version;
} UiArgs;

/* The strengths the app offers for computer seats (0 easy, 1 medium,
 * 2 hard), by the word saved with a seat and understood by bot_parse. */
#define UI_STRENGTHS 3
#define UI_MAX_SEATS 6
const char *ui_strength_word(int strength);
int ui_strength_index(const char *word); /* -1 for an unknown word */
/* A --seats list ("human,hard,easy"): per seat whether a computer plays it
 * and its strength; false with a message for a bad list or one without a
 * human. n gets the number of seats. */
bool ui_args_parse_seats(const char *list, bool computer[UI_MAX_SEATS], int strength[UI_MAX_SEATS], int *n,
                         char *err, size_t errsize);

/* Parses argv. Returns true on success; on a bad command line writes the
 * message (without a trailing newline) into err and returns false, and the
 * caller exits with status 2. */
bool ui_args_parse(int argc, char **argv, UiArgs *out, char *err, size_t errsize);
void ui_args_usage(FILE *f);

#endif
