/* challenge_arg.h: reading a challenge from the command line, for
 * `challenge` and `play --challenge`: a name (daily:DATE, weekly:WEEK) or a
 * challenge code, with the error messages the CLI prints (a wrong
 * character of a code is echoed with a caret under it). */
#ifndef CARTO_CHALLENGE_ARG_H
#define CARTO_CHALLENGE_ARG_H

#include <stdbool.h>

#include "challenge.h"
#include "game.h"

/* The settings of a challenge name or code; *has_id tells whether it was a
 * name (then *id is it). On failure prints "cartographers-cli: COMMAND: ..."
 * to stderr and returns false. */
bool cli_challenge_resolve(const char *arg, const char *command, GameSettings *out, ChallengeId *id, bool *has_id);

/* A code only (no names); errors as above. */
bool cli_challenge_code(const char *code, const char *command, GameSettings *out);

#endif
