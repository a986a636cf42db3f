/* save_format.c: a session as save text (the format is documented in
 * save.h). */
#include <stdlib.h>
#include <string.h>

#include "challenge.h"
#include "save.h"
#include "session_internal.h"
#include "strbuf.h"

/* The record's header as text: the settings and decrees. */
static char *header_text(const Session *s)
{
    Record header = s->record;
    header.nmoves = 0;
    header.nresults = 0;
    return record_format(&header, NULL);
}

char *save_format(const Session *s)
{
    StrBuf b = {0};
    /* the oldest version that holds what the file needs (version 4: the
     * hand-overs, 3: the marks, 2: the challenge line), so that older
     * versions read it */
    int version = s->nhanded > 0 ? 4 : s->hints > 0 || s->takebacks > 0 ? 3 : s->has_challenge ? 2 : 1;
    strbuf_addf(&b, "%s %d\n", SAVE_MAGIC, version);
    if (s->title[0])
        strbuf_addf(&b, "title %s\n", s->title);
    if (s->put_aside) /* a comment to older versions, which read the file as before */
        strbuf_addf(&b, "%s\n", SAVE_PUT_ASIDE_LINE);
    if (s->played > 0) /* a comment to older versions too */
        strbuf_addf(&b, "%s %lld\n", SAVE_PLAYED_LINE, s->played);
    if (s->has_challenge) {
        char name[CHALLENGE_NAME_MAX];
        challenge_id_format(&s->challenge.id, name, sizeof name);
        strbuf_addf(&b, "challenge %s %d\n", name, s->challenge.attempt);
    }

    /* the record's header: its text without the magic line and the moves */
    char *rec = header_text(s);
    if (!rec) {
        strbuf_free(&b);
        return NULL;
    }
    const char *body = strchr(rec, '\n');
    strbuf_add(&b, body ? body + 1 : "");
    free(rec);

    for (int i = 0; i < s->record.settings.players; i++) {
        const Seat *seat = &s->seats[i];
        strbuf_addf(&b, "seat %d %s %s %s\n", i + 1, seat->kind == SEAT_COMPUTER ? "computer" : "human",
                    seat->kind == SEAT_COMPUTER ? seat->strength : "-", seat->name);
    }
    if (s->undo_floor > 0)
        strbuf_addf(&b, "undo-floor %d\n", s->undo_floor);
    if (s->hints > 0)
        strbuf_addf(&b, "hints %d\n", s->hints);
    if (s->takebacks > 0)
        strbuf_addf(&b, "took-back %d\n", s->takebacks);
    for (int i = 0; i < s->nhanded; i++)
        strbuf_addf(&b, "handed %d %d %s\n", s->handed[i].seat + 1, s->handed[i].at, s->handed[i].level);
    for (int i = 0; i < s->record.nmoves; i++) {
        char mv[MOVE_TEXT_MAX];
        move_format(&s->record.moves[i], mv, sizeof mv);
        strbuf_addf(&b, "move %s\n", mv);
    }
    if (game_over(&s->game)) {
        for (int p = 0; p < s->record.settings.players; p++) {
            char line[160];
            record_sheet_line(&s->game, p, line, sizeof line);
            strbuf_addf(&b, "result %s\n", line);
        }
    }
    strbuf_addf(&b, "end %d\n", s->record.nmoves);
    return strbuf_finish(&b, NULL);
}

uint64_t save_game_key(const Session *s)
{
    /* the undo floor can still move (a hand-over after the last move) */
    Session copy = *s;
    copy.undo_floor = 0;
    copy.put_aside = false; /* where the file came from, not the game */
    copy.played = 0;        /* when, not what */
    char *text = save_format(&copy);
    if (!text)
        return 0;
    uint64_t key = challenge_fnv1a64(text);
    free(text);
    return key ? key : 1;
}

bool save_same_game(const Session *a, const Session *b)
{
    if (a->has_challenge != b->has_challenge ||
        (a->has_challenge && (!challenge_id_equal(&a->challenge.id, &b->challenge.id) ||
                              a->challenge.attempt != b->challenge.attempt)))
        return false;
    int players = a->record.settings.players;
    if (players != b->record.settings.players)
        return false;
    for (int i = 0; i < players; i++)
        if (a->seats[i].kind != b->seats[i].kind || strcmp(a->seats[i].name, b->seats[i].name) != 0 ||
            strcmp(a->seats[i].strength, b->seats[i].strength) != 0)
            return false;
    char *x = header_text(a), *y = header_text(b);
    bool same = x && y && strcmp(x, y) == 0;
    free(x);
    free(y);
    int n = a->record.nmoves < b->record.nmoves ? a->record.nmoves : b->record.nmoves;
    for (int i = 0; same && i < n; i++) {
        char mx[MOVE_TEXT_MAX], my[MOVE_TEXT_MAX];
        move_format(&a->record.moves[i], mx, sizeof mx);
        move_format(&b->record.moves[i], my, sizeof my);
        same = strcmp(mx, my) == 0;
    }
    return same;
}
