/* play_options.h: the game options shared by `play` and `bench-engine`
 * (docs/formats.md §7): --seed --game --side --cards --players --bot and the
 * mixed-game extras. */
#ifndef CARTO_PLAY_OPTIONS_H
#define CARTO_PLAY_OPTIONS_H

#include <stdbool.h>

#include "bot.h"
#include "game.h"

typedef struct PlayOptions {
    GameSettings settings;
    BotKind bots[MAX_PLAYERS]; /* per seat */
    const char *log_path;
    long games;
} PlayOptions;

/* Parses argv[1..]; on a bad option prints a message and returns false. */
bool play_options_parse(int argc, char **argv, const char *command, PlayOptions *o);

#endif
