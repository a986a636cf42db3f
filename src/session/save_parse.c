/* save_parse.c: reading a save (format in save.h) into a new session. The
 * text is never trusted: every line is checked, the game record's lines go
 * through record_parse with their line numbers kept, and every move is
 * replayed through the rules engine before a session is handed out. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "save.h"
#include "session_internal.h"
#include "strbuf.h"
#include "textlines.h"

/* What the save's own lines said, with where they said it. */
typedef struct SaveLines {
    int *move_line; /* line of each move */
    int nmoves, cap;
    int result_line[MAX_PLAYERS];
    int nresults;
    Seat seats[MAX_PLAYERS];
    int seat_line[MAX_PLAYERS]; /* 0: no such line yet */
    char title[SESSION_TITLE_MAX];
    int title_line;
    long floor;
    int floor_line;
    long end;
    int end_line;
    int last_line;
    int version;
    ChallengeTag challenge;
    int challenge_line; /* 0: no challenge line */
    long hints, takebacks;
    int hints_line, takebacks_line; /* 0: no such line */
    struct {
        long seat, at;
        char level[SEAT_STRENGTH_MAX];
        int line;
    } handed[SESSION_HANDED_MAX];
    int nhanded;
    bool put_aside;   /* the "#put-aside" line */
    long long played; /* the "#played" line's seconds, 0 none */
} SaveLines;

/* The seconds of a "#played SECONDS" line, 0 when the line is not one or
 * its value is no plain number of up to 12 digits: a comment to older
 * versions, so a bad one is ignored, never an error. */
static long long played_seconds(const char *line)
{
    size_t n = strlen(SAVE_PLAYED_LINE);
    if (strncmp(line, SAVE_PLAYED_LINE, n) != 0 || line[n] != ' ')
        return 0;
    long long v = 0;
    const char *p = line + n + 1;
    for (int digits = 0; *p; p++, digits++) {
        if (*p < '0' || *p > '9' || digits == 12)
            return 0;
        v = v * 10 + (*p - '0');
    }
    return v;
}

static bool fail(char *err, size_t errsize, int line, const char *msg)
{
    snprintf(err, errsize, "line %d: %s", line, msg);
    return false;
}

static bool parse_seat(SaveLines *sl, int line, char *value, char *err, size_t errsize)
{
    char msg[SESSION_MESSAGE_MAX];
    char *kind = strchr(value, ' ');
    char *strength = kind ? strchr(kind + 1, ' ') : NULL;
    char *name = strength ? strchr(strength + 1, ' ') : NULL;
    if (!name)
        return fail(err, errsize, line, "a seat line is 'seat N human|computer STRENGTH|- NAME'");
    *kind++ = '\0';
    *strength++ = '\0';
    *name++ = '\0';
    long n;
    if (!textlines_int(value, 1, MAX_PLAYERS, &n)) {
        snprintf(msg, sizeof msg, "the seat number must be 1 to %d, not '%.20s'", MAX_PLAYERS, value);
        return fail(err, errsize, line, msg);
    }
    if (sl->seat_line[n - 1]) {
        snprintf(msg, sizeof msg, "seat %ld is given twice (first on line %d)", n, sl->seat_line[n - 1]);
        return fail(err, errsize, line, msg);
    }
    Seat *seat = &sl->seats[n - 1];
    memset(seat, 0, sizeof *seat);
    if (strcmp(kind, "human") == 0) {
        seat->kind = SEAT_HUMAN;
        if (strcmp(strength, "-") != 0)
            return fail(err, errsize, line, "a human seat has '-' where a computer has its strength");
    } else if (strcmp(kind, "computer") == 0) {
        seat->kind = SEAT_COMPUTER;
        if (strlen(strength) >= sizeof seat->strength)
            return fail(err, errsize, line, "the computer's strength is too long");
        memcpy(seat->strength, strength, strlen(strength) + 1);
    } else {
        snprintf(msg, sizeof msg, "a seat is human or computer, not '%.20s'", kind);
        return fail(err, errsize, line, msg);
    }
    /* a hand-edited name is cleaned as the setup screen would have (TABs,
     * too long): a name is not worth refusing the game for */
    session_name_clean(seat->name, sizeof seat->name, name);
    if (!session_seat_check(seat, msg, sizeof msg))
        return fail(err, errsize, line, msg);
    sl->seat_line[n - 1] = line;
    return true;
}

static int own_fail(char *err, size_t errsize, int line, const char *msg)
{
    fail(err, errsize, line, msg);
    return -1;
}

/* One line of the save's own: title, seat, undo-floor, end. Returns 1 when
 * handled, 0 when it is a record line, -1 on error. */
static int parse_own_line(SaveLines *sl, int line, const char *key, char *value, char *err, size_t errsize)
{
    char msg[SESSION_MESSAGE_MAX];
    if (strcmp(key, "title") == 0) {
        if (sl->title_line)
            return own_fail(err, errsize, line, "a second title line");
        if (strlen(value) >= sizeof sl->title || value[0] == ' ' || !textlines_printable_utf8(value))
            return own_fail(err, errsize, line, "the title is too long or not printable text");
        memcpy(sl->title, value, strlen(value) + 1);
        sl->title_line = line;
        return 1;
    }
    if (strcmp(key, "seat") == 0)
        return parse_seat(sl, line, value, err, errsize) ? 1 : -1;
    if (strcmp(key, "challenge") == 0) {
        if (sl->version < 2)
            return own_fail(err, errsize, line, "a challenge line, but the file is version 1 (it came in version 2)");
        if (sl->challenge_line)
            return own_fail(err, errsize, line, "a second challenge line");
        char *attempt = strchr(value, ' ');
        if (attempt)
            *attempt++ = '\0';
        long n;
        if (!challenge_id_parse(value, &sl->challenge.id, msg, sizeof msg))
            return own_fail(err, errsize, line, msg);
        if (!attempt || !textlines_int(attempt, 1, 1000000, &n)) {
            snprintf(msg, sizeof msg, "a challenge line is 'challenge NAME ATTEMPT', the attempt a number from 1");
            return own_fail(err, errsize, line, msg);
        }
        sl->challenge.attempt = (int)n;
        sl->challenge_line = line;
        return 1;
    }
    if (strcmp(key, "hints") == 0 || strcmp(key, "took-back") == 0) {
        bool hints = key[0] == 'h';
        int *where = hints ? &sl->hints_line : &sl->takebacks_line;
        if (sl->version < 3) {
            snprintf(msg, sizeof msg, "a %s line, but the file is version %d (it came in version 3)", key, sl->version);
            return own_fail(err, errsize, line, msg);
        }
        if (*where) {
            snprintf(msg, sizeof msg, "a second %s line", key);
            return own_fail(err, errsize, line, msg);
        }
        if (!textlines_int(value, 1, 1000000, hints ? &sl->hints : &sl->takebacks)) {
            snprintf(msg, sizeof msg, "%s must be a number of moves from 1, not '%.20s'", key, value);
            return own_fail(err, errsize, line, msg);
        }
        *where = line;
        return 1;
    }
    if (strcmp(key, "handed") == 0) {
        if (sl->version < 4) {
            snprintf(msg, sizeof msg, "a handed line, but the file is version %d (it came in version 4)", sl->version);
            return own_fail(err, errsize, line, msg);
        }
        if (sl->nhanded == SESSION_HANDED_MAX) {
            snprintf(msg, sizeof msg, "more than %d handed lines", SESSION_HANDED_MAX);
            return own_fail(err, errsize, line, msg);
        }
        char *at = strchr(value, ' ');
        char *level = at ? strchr(at + 1, ' ') : NULL;
        if (level) {
            *at++ = '\0';
            *level++ = '\0';
        }
        long seat, moves;
        if (!level || !textlines_int(value, 1, MAX_PLAYERS, &seat) || !textlines_int(at, 0, 1000000, &moves) ||
            strlen(level) >= SEAT_STRENGTH_MAX)
            return own_fail(err, errsize, line, "a handed line is 'handed SEAT MOVES LEVEL'");
        sl->handed[sl->nhanded].seat = seat - 1;
        sl->handed[sl->nhanded].at = moves;
        memcpy(sl->handed[sl->nhanded].level, level, strlen(level) + 1);
        sl->handed[sl->nhanded].line = line;
        sl->nhanded++;
        return 1;
    }
    if (strcmp(key, "undo-floor") == 0) {
        if (sl->floor_line)
            return own_fail(err, errsize, line, "a second undo-floor line");
        if (!textlines_int(value, 0, 1000000, &sl->floor)) {
            snprintf(msg, sizeof msg, "undo-floor must be a number of moves, not '%.20s'", value);
            return own_fail(err, errsize, line, msg);
        }
        sl->floor_line = line;
        return 1;
    }
    if (strcmp(key, "end") == 0) {
        if (!textlines_int(value, 0, 1000000, &sl->end)) {
            snprintf(msg, sizeof msg, "end must be the number of moves, not '%.20s'", value);
            return own_fail(err, errsize, line, msg);
        }
        sl->end_line = line;
        return 1;
    }
    if (strcmp(key, SAVE_MAGIC) == 0 || strcmp(key, RECORD_MAGIC) == 0)
        return own_fail(err, errsize, line, "a second magic line (two files joined?)");
    return 0;
}

static bool note_move(SaveLines *sl, int line)
{
    if (sl->nmoves == sl->cap) {
        int cap = sl->cap ? sl->cap * 2 : 256;
        int *nl = realloc(sl->move_line, (size_t)cap * sizeof *nl);
        if (!nl)
            return false;
        sl->move_line = nl;
        sl->cap = cap;
    }
    sl->move_line[sl->nmoves++] = line;
    return true;
}

/* First pass: checks the lines, takes the save's own ones and turns the
 * text into a game record with the same line numbers (own lines become
 * comments), so record_parse's messages name the right line. */
static char *first_pass(const char *text, size_t len, SaveLines *sl, char *err, size_t errsize)
{
    TextLines t;
    textlines_init(&t, text, len);
    StrBuf rec = {0};
    char line[TEXTLINES_MAX + 1], key[TEXTLINES_MAX + 1];
    bool have_magic = false;
    TextLine r;
    int version;
    while ((r = textlines_next(&t, line, sizeof line)) != TEXTLINE_END) {
        if (r != TEXTLINE_OK) {
            textlines_error(&t, r, err, errsize);
            goto fail;
        }
        sl->last_line = t.lineno;
        if (strcmp(line, SAVE_PUT_ASIDE_LINE) == 0)
            sl->put_aside = true;
        if (!sl->played)
            sl->played = played_seconds(line);
        if (textlines_skip(line)) {
            strbuf_add(&rec, "#\n");
            continue;
        }
        if (sl->end_line) {
            fail(err, errsize, t.lineno, "nothing may follow the 'end' line");
            goto fail;
        }
        if (!have_magic) {
            char msg[SESSION_MESSAGE_MAX];
            if (!textlines_magic(line, SAVE_MAGIC, SAVE_VERSION, "a Cartographers save", &version, msg, sizeof msg)) {
                fail(err, errsize, t.lineno, msg);
                goto fail;
            }
            sl->version = version;
            have_magic = true;
            strbuf_addf(&rec, "%s %d\n", RECORD_MAGIC, RECORD_VERSION);
            continue;
        }
        memcpy(key, line, strlen(line) + 1);
        char *value = textlines_split(key);
        int own = parse_own_line(sl, t.lineno, key, value, err, errsize);
        if (own < 0)
            goto fail;
        if (own) {
            strbuf_add(&rec, "#\n");
            continue;
        }
        if (strcmp(key, "move") == 0 && !note_move(sl, t.lineno)) {
            snprintf(err, errsize, "out of memory");
            goto fail;
        }
        if (strcmp(key, "result") == 0 && sl->nresults < MAX_PLAYERS)
            sl->result_line[sl->nresults++] = t.lineno;
        strbuf_add(&rec, line);
        strbuf_add(&rec, "\n");
    }
    if (!have_magic) {
        snprintf(err, errsize, "not a Cartographers save: the file is empty");
        goto fail;
    }
    if (!sl->end_line) {
        snprintf(err, errsize, "line %d: the file stops without its 'end' line: it was cut short", sl->last_line);
        goto fail;
    }
    char *out = strbuf_finish(&rec, NULL);
    if (!out)
        snprintf(err, errsize, "out of memory");
    return out;
fail:
    strbuf_free(&rec);
    return NULL;
}

/* The checks that need the whole file: seats against players, counts. */
static bool check_counts(const SaveLines *sl, const Record *rec, char *err, size_t errsize)
{
    char msg[SESSION_MESSAGE_MAX];
    int players = rec->settings.players;
    for (int i = players; i < MAX_PLAYERS; i++) {
        if (sl->seat_line[i]) {
            snprintf(msg, sizeof msg, "seat %d, but the game has %d player%s", i + 1, players, players == 1 ? "" : "s");
            return fail(err, errsize, sl->seat_line[i], msg);
        }
    }
    for (int i = 0; i < players; i++) {
        if (!sl->seat_line[i]) {
            snprintf(err, errsize, "no 'seat %d' line, but the game has %d player%s", i + 1, players,
                     players == 1 ? "" : "s");
            return false;
        }
    }
    if (sl->end != rec->nmoves) {
        snprintf(msg, sizeof msg, "'end %ld', but the file holds %d move%s: moves are missing or added", sl->end,
                 rec->nmoves, rec->nmoves == 1 ? "" : "s");
        return fail(err, errsize, sl->end_line, msg);
    }
    if (sl->takebacks_line && players != 1)
        return fail(err, errsize, sl->takebacks_line, "a took-back line, but only a solo game can take a draw back");
    if (sl->floor > rec->nmoves) {
        snprintf(msg, sizeof msg, "undo-floor %ld is past the %d moves of the game", sl->floor, rec->nmoves);
        return fail(err, errsize, sl->floor_line, msg);
    }
    if (rec->nresults > 0 && rec->nresults != players) {
        snprintf(msg, sizeof msg, "%d result lines for %d players", rec->nresults, players);
        return fail(err, errsize, sl->result_line[0], msg);
    }
    return true;
}

/* Replays the record into a new session and checks the result lines. */
static Session *replay(const SaveLines *sl, const Record *rec, char *err, size_t errsize)
{
    char msg[SESSION_MESSAGE_MAX];
    Session *s = session_alloc(&rec->settings, sl->seats, msg, sizeof msg);
    if (!s) {
        snprintf(err, errsize, "the game's settings: %s", msg);
        return NULL;
    }
    for (int i = 0; i < rec->nmoves; i++) {
        if (!session_apply(s, &rec->moves[i], msg, sizeof msg)) {
            char mv[MOVE_TEXT_MAX];
            move_format(&rec->moves[i], mv, sizeof mv);
            snprintf(err, errsize, "line %d: move %d (%s) is not legal: %s", sl->move_line[i], i + 1, mv, msg);
            session_free(s);
            return NULL;
        }
    }
    if (rec->nresults > 0 && !game_over(&s->game)) {
        fail(err, errsize, sl->result_line[0], "a result line, but the game is not finished");
        session_free(s);
        return NULL;
    }
    for (int p = 0; p < rec->nresults; p++) {
        char line[160];
        record_sheet_line(&s->game, p, line, sizeof line);
        if (strcmp(line, rec->results[p]) != 0) {
            snprintf(msg, sizeof msg, "the result does not match the replayed game, which gives '%s'", line);
            fail(err, errsize, sl->result_line[p], msg);
            session_free(s);
            return NULL;
        }
    }
    memcpy(s->title, sl->title, sizeof s->title);
    s->put_aside = sl->put_aside;
    s->played = sl->played;
    s->undo_floor = (int)sl->floor;
    s->hints = (int)sl->hints;
    s->takebacks = (int)sl->takebacks;
    for (int i = 0; i < sl->nhanded; i++) {
        if (!session_note_handed(s, (int)sl->handed[i].seat, (int)sl->handed[i].at, sl->handed[i].level, msg,
                                 sizeof msg)) {
            fail(err, errsize, sl->handed[i].line, msg);
            session_free(s);
            return NULL;
        }
    }
    if (sl->challenge_line && !session_set_challenge(s, &sl->challenge, msg, sizeof msg)) {
        fail(err, errsize, sl->challenge_line, msg);
        session_free(s);
        return NULL;
    }
    return s;
}

Session *save_parse(const char *text, size_t len, char *err, size_t errsize)
{
    SaveLines sl;
    memset(&sl, 0, sizeof sl);
    Session *s = NULL;
    char *rec_text = first_pass(text, len, &sl, err, errsize);
    if (rec_text) {
        Record rec;
        if (record_parse(rec_text, &rec, err, errsize)) {
            if (check_counts(&sl, &rec, err, errsize))
                s = replay(&sl, &rec, err, errsize);
            record_free(&rec);
        }
        free(rec_text);
    }
    free(sl.move_line);
    if (s)
        session_refresh_undo(s);
    return s;
}
