/* cmd_challenge.c: `cartographers-cli challenge daily DATE | weekly WEEK |
 * code CODE | log LOG_FILE`: the game of a daily or weekly challenge, of a
 * challenge code or of a move log, always in the same twelve lines: the
 * challenge (or none), the game's code, then the settings as a move log's
 * header writes them (decrees as the game deals them). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "challenge_arg.h"
#include "challenge_code.h"
#include "cli.h"
#include "record.h"

static int print_game(const GameSettings *s, const ChallengeId *id, bool has_id)
{
    char err[ERROR_MAX], name[CHALLENGE_NAME_MAX], code[CHALLENGE_CODE_SIZE];
    Game *g = malloc(sizeof *g);
    if (!g) {
        cli_error("challenge: out of memory");
        return CLI_FAILED;
    }
    if (!game_init(g, s, err, sizeof err)) {
        free(g);
        cli_error("challenge: %s", err);
        return CLI_USAGE;
    }
    Record rec;
    record_init(&rec, s);
    char *text = record_format(&rec, g);
    record_free(&rec);
    ChallengeId found;
    if (!has_id && challenge_find(s, &found)) {
        id = &found;
        has_id = true;
    }
    free(g);
    if (!text || !challenge_code_format(s, code, sizeof code)) {
        free(text);
        cli_error("challenge: out of memory");
        return CLI_FAILED;
    }
    if (has_id)
        challenge_id_format(id, name, sizeof name);
    printf("challenge %s\ncode %s\n", has_id ? name : "none", code);
    const char *body = strchr(text, '\n'); /* after the magic line */
    fputs(body ? body + 1 : "", stdout);
    free(text);
    return CLI_OK;
}

static int from_log(const char *path)
{
    size_t len;
    char *text = cli_read_file(path, &len);
    if (!text)
        return CLI_USAGE;
    Record rec;
    char err[ERROR_MAX];
    bool ok = record_parse(text, &rec, err, sizeof err);
    free(text);
    if (!ok) {
        cli_error("challenge: %s: %s", path, err);
        return CLI_USAGE;
    }
    GameSettings s = rec.settings;
    record_free(&rec);
    ChallengeId none;
    memset(&none, 0, sizeof none);
    return print_game(&s, &none, false);
}

int cmd_challenge(int argc, char **argv)
{
    const char *usage = "challenge: usage: challenge daily YYYY-MM-DD | weekly YYYY-Www | code CODE | log LOG_FILE";
    if (argc < 3) {
        cli_error("%s", usage);
        return CLI_USAGE;
    }
    const char *what = argv[1];
    if (strcmp(what, "code") == 0) {
        /* a code may come in several words ("1E19 VE3B 5P4Q") */
        char code[CHALLENGE_CODE_TEXT_MAX + 2] = "";
        for (int i = 2; i < argc; i++) {
            if (strlen(code) + strlen(argv[i]) + 2 > sizeof code) {
                cli_error("challenge: the code is too long: codes have at most %d characters",
                          CHALLENGE_CODE_MAX_CHARS);
                return CLI_USAGE;
            }
            if (i > 2)
                strcat(code, " ");
            strcat(code, argv[i]);
        }
        GameSettings s;
        if (!cli_challenge_code(code, "challenge", &s))
            return CLI_USAGE;
        ChallengeId none;
        memset(&none, 0, sizeof none);
        return print_game(&s, &none, false);
    }
    if (argc != 3) {
        cli_error("%s", usage);
        return CLI_USAGE;
    }
    if (strcmp(what, "log") == 0)
        return from_log(argv[2]);
    if (strcmp(what, "daily") != 0 && strcmp(what, "weekly") != 0) {
        cli_error("challenge: '%s': expected daily, weekly, code or log", what);
        return CLI_USAGE;
    }
    char name[64], err[200];
    snprintf(name, sizeof name, "%s:%.40s", what, argv[2]);
    ChallengeId id;
    GameSettings s;
    if (!challenge_id_parse(name, &id, err, sizeof err) || !challenge_settings(&id, &s)) {
        cli_error("challenge: %s", err);
        return CLI_USAGE;
    }
    return print_game(&s, &id, true);
}
