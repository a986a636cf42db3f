/* fuzz_challenge_code.c: a libFuzzer target for what reads challenge codes
 * and names typed by a player (challenge_code_parse, challenge_id_parse).
 * Built with -Dfuzz=true and clang; run by run-fuzz.sh.
 *
 * For any input: nothing crashes or trips ASan/UBSan; a refused code has a
 * fault, an English message and an offset inside the text; an accepted
 * code formats to a code that parses to the same settings and formats to
 * itself; an accepted name formats back to the same text and its game's
 * code parses to that game. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "challenge.h"
#include "challenge_code.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check_code(const char *text, size_t len)
{
    GameSettings s, again;
    ChallengeCodeError e;
    char code[CHALLENGE_CODE_SIZE], code2[CHALLENGE_CODE_SIZE];
    if (!challenge_code_parse(text, &s, &e)) {
        if (e.fault == CHALLENGE_FAULT_NONE || e.message[0] == '\0' || e.offset < -1 || e.offset >= (int)len ||
            (e.offset >= 0 && (e.place < 1 || e.place > e.offset + 1))) {
            fprintf(stderr, "a refusal without a proper fault: %d '%s' at %d/%d\n", e.fault, e.message, e.offset,
                    e.place);
            abort();
        }
        return;
    }
    if (!challenge_code_format(&s, code, sizeof code) || !challenge_code_parse(code, &again, &e) ||
        memcmp(&s, &again, sizeof s) != 0 || !challenge_code_format(&again, code2, sizeof code2) ||
        strcmp(code, code2) != 0) {
        fprintf(stderr, "code '%s' does not round-trip ('%s', '%s')\n", text, code, code2);
        abort();
    }
}

static void check_name(const char *text)
{
    ChallengeId id;
    char err[200], name[CHALLENGE_NAME_MAX], code[CHALLENGE_CODE_SIZE];
    if (!challenge_id_parse(text, &id, err, sizeof err))
        return;
    challenge_id_format(&id, name, sizeof name);
    GameSettings s, back;
    if (strcmp(name, text) != 0 || !challenge_settings(&id, &s) || !challenge_code_format(&s, code, sizeof code) ||
        !challenge_code_parse(code, &back, NULL)) {
        fprintf(stderr, "name '%s' does not round-trip ('%s')\n", text, name);
        abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 4 * CHALLENGE_CODE_TEXT_MAX)
        return 0;
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    size_t len = strlen(text); /* the parsers read up to the first NUL */
    check_code(text, len);
    check_name(text);
    free(text);
    return 0;
}
