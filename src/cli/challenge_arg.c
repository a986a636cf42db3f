/* challenge_arg.c: a challenge name or code from the command line
 * (challenge_arg.h). */
#include "challenge_arg.h"

#include <stdio.h>
#include <string.h>

#include "challenge_code.h"
#include "cli.h"

/* A day or a week where a code should be: the challenge of that day or
 * week has a name, no code. True when it said so. */
static bool date_instead(const char *code, const char *command)
{
    char name[64], err[200];
    ChallengeId id;
    while (*code == ' ')
        code++;
    size_t n = strcspn(code, " ");
    if (n < 8 || n > 20 || code[n] != '\0')
        return false;
    const char *kind = code[4] == '-' && (code[5] == 'W' || code[5] == 'w') ? "weekly" : "daily";
    snprintf(name, sizeof name, "%s:%s", kind, code);
    if (!challenge_id_parse(name, &id, err, sizeof err))
        return false;
    cli_error("%s: '%s' is a %s, not a challenge code: that %s's challenge is %s", command, code,
              kind[0] == 'w' ? "week" : "date", kind[0] == 'w' ? "week" : "day", name);
    return true;
}

bool cli_challenge_code(const char *code, const char *command, GameSettings *out)
{
    ChallengeCodeError e;
    if (challenge_code_parse(code, out, &e))
        return true;
    if (date_instead(code, command))
        return false;
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
