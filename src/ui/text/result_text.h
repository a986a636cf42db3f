/* result_text.h: the words a finished game is shared with: the game's name
 * (the result image's title line), its challenge code, the one-line
 * summary copied to the clipboard, and the result image's file name. Pure
 * functions of the game and its challenge tag, translated (i18n.h); no
 * SDL, so tests check them without a window. */
#ifndef UI_TEXT_RESULT_TEXT_H
#define UI_TEXT_RESULT_TEXT_H

#include <stdbool.h>
#include <stddef.h>

#include "challenge.h"
#include "game.h"

#define RESULT_TEXT_MAX 512 /* enough for any summary with six long names */

/* "Daily challenge 2026-11-26", "Weekly challenge, week 48, 2026", or for
 * any other game its kind and seed: "Solo · Heroes · seed 42"; with
 * `hints` (the game was played with the Hint's help, as the final box says)
 * " · with hints" after it. tag may be NULL. */
void result_game_name(const Game *g, const ChallengeTag *tag, bool hints, char *out, size_t size);

/* The name a challenge's game put aside is kept under: its name, and from
 * attempt 2 which attempt ("Daily challenge 2026-11-26, attempt 2"). */
void result_put_aside_name(const ChallengeTag *tag, char *out, size_t size);

/* The game's challenge code ("1E4F-76RE-6SD6"); "" when its settings have
 * none. */
void result_code(const Game *g, char *out, size_t size);

/* The one-line summary of a finished game:
 *   solo:  "Cartographers daily 2026-11-26: 87 points, rating 12
 *           (Cartographer of Renown) — code 1E4F-76RE-6SD6"
 *   more:  "Cartographers (3 players · Base game, seed 5): 1. Anna 92,
 *           2. Bob 85, 3. Cleo 70 — code ..."
 * with `hints` " · with hints" before the colon. names[p] is player p's name
 * (the ranking's order is the game's). */
void result_summary(const Game *g, const ChallengeTag *tag, bool hints, const char *const names[MAX_PLAYERS],
                    char *out, size_t size);

/* A place and a name in the result image's ranking: "1. Anna" (in Hungarian
 * "1. hely \xE2\x80\x93 Anna", whose names may start with a number). */
void result_place_name(int place, const char *name, char *out, size_t size);

/* The result image's file name, ASCII only: "cartographers-2026-11-26-daily.png",
 * "cartographers-2026-W48-weekly.png", else "cartographers-TODAY-seed-42.png"
 * (today: "YYYY-MM-DD"); the n-th try (n >= 2) ends "-n.png". */
void result_file_name(const Game *g, const ChallengeTag *tag, const char *today, int n, char *out, size_t size);

#endif
