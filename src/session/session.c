/* session.c: a game being played: record, live game, seats, undo/redo
 * (session.h). */
#include "session_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "textlines.h"

/* The length of the UTF-8 character at s (1-4) and its code point, or 0
 * when s does not start a well-formed one. */
static int utf8_char(const unsigned char *s, unsigned *cp)
{
    unsigned c = s[0];
    int more;
    unsigned min;
    if (c < 0x80) {
        *cp = c;
        return 1;
    }
    if ((c & 0xe0) == 0xc0) {
        more = 1, min = 0x80, c &= 0x1f;
    } else if ((c & 0xf0) == 0xe0) {
        more = 2, min = 0x800, c &= 0x0f;
    } else if ((c & 0xf8) == 0xf0) {
        more = 3, min = 0x10000, c &= 0x07;
    } else {
        return 0;
    }
    for (int i = 1; i <= more; i++) {
        if ((s[i] & 0xc0) != 0x80)
            return 0;
        c = (c << 6) | (s[i] & 0x3fu);
    }
    if (c < min || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff))
        return 0;
    *cp = c;
    return more + 1;
}

void session_name_clean(char *dst, size_t size, const char *src)
{
    if (size == 0)
        return;
    const unsigned char *p = (const unsigned char *)(src ? src : "");
    size_t n = 0;
    while (*p) {
        unsigned cp;
        int len = utf8_char(p, &cp);
        if (len == 0) { /* not UTF-8: dropped */
            p++;
            continue;
        }
        bool control = cp < 0x20 || cp == 0x7f || (cp >= 0x80 && cp < 0xa0);
        if (control || cp == ' ') {
            if (n > 0 && n + 1 < size)
                dst[n++] = ' ';
        } else {
            if (n + (size_t)len >= size)
                break; /* cut before a character that does not fit */
            memcpy(dst + n, p, (size_t)len);
            n += (size_t)len;
        }
        p += len;
    }
    while (n > 0 && dst[n - 1] == ' ')
        n--;
    dst[n] = '\0';
}

void session_seat_init(Seat *seat, int index, SeatKind kind, const char *strength, const char *name)
{
    memset(seat, 0, sizeof *seat);
    seat->kind = kind;
    if (kind == SEAT_COMPUTER && strength)
        snprintf(seat->strength, sizeof seat->strength, "%s", strength);
    session_name_clean(seat->name, sizeof seat->name, name);
    if (seat->name[0] == '\0')
        snprintf(seat->name, sizeof seat->name, "Player %d", index + 1);
}

/* Printable UTF-8, no blank at either end; empty allowed when `empty_ok`. */
static bool text_ok(const char *s, size_t max, bool empty_ok)
{
    size_t n = strnlen(s, max);
    if (n >= max)
        return false;
    if (n == 0)
        return empty_ok;
    if (s[0] == ' ' || s[n - 1] == ' ')
        return false;
    return textlines_printable_utf8(s);
}

static bool strength_ok(const char *s)
{
    size_t n = strnlen(s, SEAT_STRENGTH_MAX);
    if (n == 0 || n >= SEAT_STRENGTH_MAX)
        return false;
    for (; *s; s++)
        if (!((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || *s == '_' || *s == '-'))
            return false;
    return true;
}

bool session_seat_check(const Seat *seat, char *err, size_t errsize)
{
    if (seat->kind != SEAT_HUMAN && seat->kind != SEAT_COMPUTER) {
        snprintf(err, errsize, "a seat is either human or computer");
        return false;
    }
    if (!text_ok(seat->name, sizeof seat->name, false)) {
        snprintf(err, errsize, "a player's name must be 1 to %d bytes of printable text without blanks at either end",
                 SEAT_NAME_MAX - 1);
        return false;
    }
    if (seat->kind == SEAT_HUMAN && strnlen(seat->strength, sizeof seat->strength) != 0) {
        snprintf(err, errsize, "a human seat has no strength");
        return false;
    }
    if (seat->kind == SEAT_COMPUTER && !strength_ok(seat->strength)) {
        snprintf(err, errsize, "a computer seat needs a strength: a word of a-z, 0-9, '_' or '-'");
        return false;
    }
    return true;
}

Session *session_alloc(const GameSettings *settings, const Seat *seats, char *err, size_t errsize)
{
    Session *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(err, errsize, "out of memory");
        return NULL;
    }
    if (!game_init(&s->game, settings, err, errsize)) {
        free(s);
        return NULL;
    }
    GameSettings fixed = *settings;
    memcpy(fixed.decree_cards, s->game.decree_cards, sizeof fixed.decree_cards);
    record_init(&s->record, &fixed);
    for (int i = 0; i < settings->players; i++) {
        if (seats) {
            char msg[200];
            if (!session_seat_check(&seats[i], msg, sizeof msg)) {
                snprintf(err, errsize, "player %d: %s", i + 1, msg);
                free(s);
                return NULL;
            }
            s->seats[i] = seats[i];
        } else {
            session_seat_init(&s->seats[i], i, SEAT_HUMAN, NULL, NULL);
        }
    }
    s->last_actor = -1;
    return s;
}

Session *session_new(const GameSettings *settings, const Seat *seats, char *err, size_t errsize)
{
    if (!game_settings_check(settings, err, errsize))
        return NULL;
    return session_alloc(settings, seats, err, errsize);
}

void session_free(Session *s)
{
    if (!s)
        return;
    record_free(&s->record);
    free(s->redo);
    free(s);
}

void session_swap(Session *a, Session *b)
{
    Session t = *a;
    *a = *b;
    *b = t;
}

const Game *session_game(const Session *s) { return &s->game; }
const GameSettings *session_settings(const Session *s) { return &s->record.settings; }
int session_move_count(const Session *s) { return s->record.nmoves; }
const char *session_title(const Session *s) { return s->title; }
bool session_each_move(const Session *s, void (*fn)(void *ctx, const Game *before, const Game *after, const Move *m),
                       void *ctx)
{
    Game *g = malloc(2 * sizeof *g); /* large: not on the stack */
    char err[ERROR_MAX];
    bool ok = g && game_init(&g[1], &s->record.settings, err, sizeof err);
    for (int i = 0; ok && i < s->record.nmoves; i++) {
        g[0] = g[1];
        ok = game_apply(&g[1], &s->record.moves[i], err, sizeof err);
        if (ok)
            fn(ctx, &g[0], &g[1], &s->record.moves[i]);
    }
    free(g);
    return ok;
}

bool session_put_aside(const Session *s) { return s->put_aside; }
void session_set_put_aside(Session *s, bool put_aside) { s->put_aside = put_aside; }
long long session_played(const Session *s) { return s->played; }
void session_set_played(Session *s, long long when) { s->played = when > 0 ? when : 0; }
int session_last_actor(const Session *s) { return s->last_actor; }
int session_undo_floor(const Session *s) { return s->undo_floor; }
int session_redo_count(const Session *s) { return s->nredo; }

const Move *session_move(const Session *s, int index)
{
    if (index < 0 || index >= s->record.nmoves)
        return NULL;
    return &s->record.moves[index];
}

bool session_record_copy(const Session *s, Record *out)
{
    record_init(out, &s->record.settings);
    for (int i = 0; i < s->record.nmoves; i++) {
        if (!record_add(out, &s->record.moves[i])) {
            record_free(out);
            return false;
        }
    }
    return true;
}

const Seat *session_seat(const Session *s, int index)
{
    if (index < 0 || index >= s->record.settings.players)
        return NULL;
    return &s->seats[index];
}

bool session_set_seat(Session *s, int index, const Seat *seat, char *err, size_t errsize)
{
    if (index < 0 || index >= s->record.settings.players) {
        snprintf(err, errsize, "no player %d in this game", index + 1);
        return false;
    }
    if (!session_seat_check(seat, err, errsize))
        return false;
    s->seats[index] = *seat;
    return true;
}

bool session_set_title(Session *s, const char *title, char *err, size_t errsize)
{
    if (!text_ok(title, sizeof s->title, true)) {
        snprintf(err, errsize, "a title must be up to %d bytes of printable text without blanks at either end",
                 SESSION_TITLE_MAX - 1);
        return false;
    }
    snprintf(s->title, sizeof s->title, "%s", title);
    return true;
}

/* The same cards showing: nothing was revealed between a and b. */
static bool same_reveals(const Game *a, const Game *b)
{
    return a->season == b->season && a->deck_len == b->deck_len && a->row_len == b->row_len &&
           memcmp(a->row, b->row, (size_t)a->row_len) == 0;
}

bool session_game_at(const Session *s, int n, Game *out, char *err, size_t errsize)
{
    if (n < 0 || n > s->record.nmoves) {
        snprintf(err, errsize, "no move %d in this game", n);
        return false;
    }
    if (!game_init(out, &s->record.settings, err, errsize))
        return false;
    for (int i = 0; i < n; i++)
        if (!game_apply(out, &s->record.moves[i], err, errsize))
            return false; /* cannot happen: every move was validated */
    return true;
}

void session_refresh_undo(Session *s)
{
    s->last_actor = -1;
    s->last_revealed = false;
    int n = s->record.nmoves;
    if (n == 0)
        return;
    Game before;
    char err[ERROR_MAX];
    if (!session_game_at(s, n - 1, &before, err, sizeof err)) {
        s->last_revealed = true; /* cannot tell: refuse undo */
        return;
    }
    s->last_actor = game_decision(&before)->actor;
    s->last_revealed = !same_reveals(&before, &s->game);
}

/* Applies m to the live game and the record; `keep_redo` for redo itself.
 * The engine checks the move once, as it applies it. */
static bool apply(Session *s, const Move *m, bool keep_redo, Refusal *why)
{
    Game before = s->game;
    if (!game_apply_why(&s->game, m, why))
        return false;
    if (!record_add(&s->record, m)) {
        s->game = before;
        *why = (Refusal){.code = REFUSE_NONE};
        return false;
    }
    s->last_actor = game_decision(&before)->actor;
    s->last_revealed = !same_reveals(&before, &s->game);
    if (!keep_redo)
        s->nredo = 0;
    return true;
}

bool session_apply_why(Session *s, const Move *m, Refusal *why)
{
    Refusal ignored;
    return apply(s, m, false, why ? why : &ignored);
}

/* A refusal as session_apply's English sentence. */
static void apply_error(const Refusal *why, char *err, size_t errsize)
{
    if (why->code == REFUSE_NONE)
        snprintf(err, errsize, "out of memory");
    else
        game_refusal_text(why, err, errsize);
}

bool session_apply(Session *s, const Move *m, char *err, size_t errsize)
{
    Refusal why;
    if (apply(s, m, false, &why))
        return true;
    apply_error(&why, err, errsize);
    return false;
}

bool session_apply_text(Session *s, const char *text, char *err, size_t errsize)
{
    Move m;
    if (!move_parse(text, &m, err, errsize))
        return false;
    return session_apply(s, &m, err, errsize);
}

bool session_undo_check(const Session *s, int actor, SessionRefusal *why)
{
    int n = s->record.nmoves;
    why->arg = -1;
    why->code = SESSION_REFUSE_NONE;
    if (n == 0)
        why->code = SESSION_NOTHING_TO_UNDO;
    else if (n <= s->undo_floor)
        why->code = SESSION_HANDED_OVER;
    else if (s->last_actor != actor) {
        why->code = SESSION_NOT_YOURS;
        if (s->last_actor >= 0 && s->last_actor < s->record.settings.players)
            why->arg = s->last_actor;
    } else if (s->last_revealed)
        why->code = game_over(&s->game) ? SESSION_GAME_OVER : SESSION_CARD_REVEALED;
    return why->code == SESSION_REFUSE_NONE;
}

void session_refusal_text(const Session *s, const SessionRefusal *why, char *buf, size_t size)
{
    switch (why->code) {
    case SESSION_NOTHING_TO_UNDO: snprintf(buf, size, "There is nothing to undo."); return;
    case SESSION_HANDED_OVER: snprintf(buf, size, "The map has been handed over; earlier moves are final."); return;
    case SESSION_NOT_YOURS:
        if (s && why->arg >= 0 && why->arg < s->record.settings.players)
            snprintf(buf, size, "The last move was made by %s.", s->seats[why->arg].name);
        else
            snprintf(buf, size, "The last move was not yours.");
        return;
    case SESSION_GAME_OVER: snprintf(buf, size, "The game is over."); return;
    case SESSION_CARD_REVEALED: snprintf(buf, size, "A new card has been revealed since; that move is final."); return;
    case SESSION_NOTHING_TO_REDO: snprintf(buf, size, "There is nothing to redo."); return;
    case SESSION_REDO_NOT_YOURS: snprintf(buf, size, "Only the player whose move was undone can redo it."); return;
    default: snprintf(buf, size, "%s", ""); return;
    }
}

bool session_can_undo(const Session *s, int actor, char *why, size_t whysize)
{
    SessionRefusal r;
    if (session_undo_check(s, actor, &r))
        return true;
    session_refusal_text(s, &r, why, whysize);
    return false;
}

/* Takes the last move off the record onto the redo stack. */
static bool undo_last(Session *s, char *err, size_t errsize)
{
    if (s->nredo == s->redo_cap) {
        int cap = s->redo_cap ? s->redo_cap * 2 : 16;
        Move *nr = realloc(s->redo, (size_t)cap * sizeof *nr);
        if (!nr) {
            snprintf(err, errsize, "out of memory");
            return false;
        }
        s->redo = nr;
        s->redo_cap = cap;
    }
    Game before;
    if (!session_game_at(s, s->record.nmoves - 1, &before, err, errsize))
        return false;
    s->redo[s->nredo++] = s->record.moves[--s->record.nmoves];
    s->game = before;
    session_trim_handed(s);
    session_refresh_undo(s);
    return true;
}

bool session_undo(Session *s, int actor, char *err, size_t errsize)
{
    return session_can_undo(s, actor, err, errsize) && undo_last(s, err, errsize);
}

bool session_take_back_check(const Session *s, int actor, SessionRefusal *why)
{
    if (session_undo_check(s, actor, why))
        return true;
    /* a challenge is the same game for everybody: no take-back there */
    if (why->code != SESSION_CARD_REVEALED || s->record.settings.players != 1 || session_challenge(s))
        return false;
    why->code = SESSION_REFUSE_NONE; /* solo: allowed, but the game is marked */
    return true;
}

bool session_take_back_marks(const Session *s, int actor)
{
    SessionRefusal r;
    return !session_undo_check(s, actor, &r) && session_take_back_check(s, actor, &r);
}

bool session_take_back(Session *s, int actor, char *err, size_t errsize)
{
    SessionRefusal r;
    bool marks = session_take_back_marks(s, actor);
    if (!session_take_back_check(s, actor, &r)) {
        session_refusal_text(s, &r, err, errsize);
        return false;
    }
    if (!undo_last(s, err, errsize))
        return false;
    if (marks)
        s->takebacks++;
    return true;
}

int session_takebacks(const Session *s) { return s->takebacks; }
bool session_counts(const Session *s) { return s->takebacks == 0; }
void session_note_hint(Session *s) { s->hints++; }
int session_hints(const Session *s) { return s->hints; }

bool session_redo_check(const Session *s, int actor, SessionRefusal *why)
{
    const Decision *d = game_decision(&s->game);
    why->arg = -1;
    why->code = s->nredo == 0                                    ? SESSION_NOTHING_TO_REDO
                : d->kind == DECISION_NONE || d->actor != actor ? SESSION_REDO_NOT_YOURS
                                                                 : SESSION_REFUSE_NONE;
    return why->code == SESSION_REFUSE_NONE;
}

bool session_can_redo(const Session *s, int actor, char *why, size_t whysize)
{
    SessionRefusal r;
    if (session_redo_check(s, actor, &r))
        return true;
    session_refusal_text(s, &r, why, whysize);
    return false;
}

bool session_redo(Session *s, int actor, char *err, size_t errsize)
{
    if (!session_can_redo(s, actor, err, errsize))
        return false;
    Refusal why;
    if (!apply(s, &s->redo[s->nredo - 1], true, &why)) {
        apply_error(&why, err, errsize);
        s->nredo = 0; /* cannot happen: the game is what it was before the undo */
        return false;
    }
    s->nredo--;
    return true;
}

void session_mark_handover(Session *s) { s->undo_floor = s->record.nmoves; }
