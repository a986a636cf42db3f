/* fuzz_save.c: a libFuzzer target for what reads files: the save loader
 * (save_parse: line checks, record_parse, the replay of every move) and the
 * move parser. Built with -Dfuzz=true and clang; run by run-fuzz.sh.
 *
 * For any input: nothing crashes or trips ASan/UBSan; a first line that
 * parses as a move formats back to text that parses to the same move; a
 * save that loads formats back to text that loads to the same text again;
 * an undo the rules allow, followed by redo, gives the same game back. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "save.h"
#include "session.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check_move_parser(const uint8_t *data, size_t size)
{
    char line[300];
    size_t n = 0;
    while (n < size && n < sizeof line - 1 && data[n] != '\n')
        n++;
    memcpy(line, data, n);
    line[n] = '\0';
    Move m, again;
    char err[200], text[MOVE_TEXT_MAX];
    if (!move_parse(line, &m, err, sizeof err))
        return;
    move_format(&m, text, sizeof text);
    if (!move_parse(text, &again, err, sizeof err) || memcmp(&m, &again, sizeof m) != 0) {
        fprintf(stderr, "move '%s' formats as '%s', which does not parse back: %s\n", line, text, err);
        abort();
    }
}

static void check_undo_redo(Session *s, const char *text)
{
    char why[SESSION_MESSAGE_MAX];
    int actor = session_last_actor(s);
    if (actor < 0 || !session_can_undo(s, actor, why, sizeof why))
        return;
    if (!session_undo(s, actor, why, sizeof why) || !session_redo(s, actor, why, sizeof why)) {
        fprintf(stderr, "undo/redo failed: %s\n", why);
        abort();
    }
    char *after = save_format(s);
    if (!after || strcmp(after, text) != 0) {
        fprintf(stderr, "undo + redo changed the game\n");
        abort();
    }
    free(after);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    check_move_parser(data, size);

    char err[SESSION_MESSAGE_MAX];
    Session *s = save_parse((const char *)data, size, err, sizeof err);
    if (!s)
        return 0;
    char *text = save_format(s);
    if (!text)
        abort();
    Session *t = save_parse(text, strlen(text), err, sizeof err);
    if (!t) {
        fprintf(stderr, "a loaded save does not load again after saving: %s\n%s", err, text);
        abort();
    }
    char *again = save_format(t);
    if (!again || strcmp(text, again) != 0) {
        fprintf(stderr, "saving is not stable:\n%s\n---\n%s", text, again ? again : "(null)");
        abort();
    }
    check_undo_redo(t, text);
    free(again);
    free(text);
    session_free(t);
    session_free(s);
    return 0;
}
