/* challenge_arg.c: a challenge name or code from the command line
 * (challenge_arg.h). */
#include "challenge_arg.h"

#include <stdio.h>
#include <string.h>

#include "challenge_code.h"
#include "cli.h"

bool cli_challenge_code(const char *code, const char *command, GameSettings *out)
{
    ChallengeCodeError e;
    if (challenge_code_parse(code, out, &e))
        return true;
    cli_error("%s: '%s' is not a valid challenge code: %s", command, code, e.message);
    if (e.fault == CHALLENGE_FAULT_CHARACTER && e.place > 0 && strlen(code) < 200) {
        /* the code, and a caret under the character (one column per UTF-8 character) */
        fprintf(stderr, "  %s\n  %*s^\n", code, e.place - 1, "");
    }
    return false;
}

bool cli_challenge_resolve(const char *arg, const char *command, GameSettings *out, ChallengeId *id, bool *has_id)
{
    char err[200];
    *has_id = false;
    memset(id, 0, sizeof *id);
    if (strncmp(arg, "daily:", 6) == 0 || strncmp(arg, "weekly:", 7) == 0) {
        if (!challenge_id_parse(arg, id, err, sizeof err) || !challenge_settings(id, out)) {
            cli_error("%s: %s", command, err);
            return false;
        }
        *has_id = true;
        return true;
    }
    return cli_challenge_code(arg, command, out);
}
