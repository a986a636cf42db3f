/* result_games.h: finished games for the tests of what a result is shared
 * with (test_result_text.c, test_result_image.c): the greedy bot plays
 * every seat to the end, so the same settings give the same game. */
#ifndef UI_TESTS_RESULT_GAMES_H
#define UI_TESTS_RESULT_GAMES_H

#include <stdbool.h>

#include "bot.h"
#include "challenge.h"
#include "game.h"
#include "rng.h"

/* Plays a game of these settings to its end; false if a move is refused. */
static inline bool result_play_out(Game *g, const GameSettings *s)
{
    char err[256];
    if (!game_init(g, s, err, sizeof err))
        return false;
    Rng rng;
    rng_seed(&rng, s->seed, 7);
    for (int i = 0; i < 2000 && !game_over(g); i++) {
        Move m;
        if (!bot_choose(BOT_GREEDY, g, &rng, &m) || !game_apply(g, &m, err, sizeof err))
            return false;
    }
    return game_over(g);
}

/* A plain game of a kind, players and seed, played out. */
static inline bool result_plain_game(Game *g, GameKind kind, int players, uint64_t seed)
{
    GameSettings s;
    game_settings_init(&s, kind, players, seed);
    return result_play_out(g, &s);
}

/* A challenge's game, played out, and its tag (attempt 1). */
static inline bool result_challenge_game(Game *g, ChallengeTag *tag, const char *name)
{
    char err[200];
    GameSettings s;
    tag->attempt = 1;
    return challenge_id_parse(name, &tag->id, err, sizeof err) && challenge_settings(&tag->id, &s) &&
           result_play_out(g, &s);
}

#endif
