/* review_file.c: a review as text and back (review.h), so that the app
 * keeps it beside the game and opens it at once the second time. The
 * format is described in docs/formats.md ("Reviews"):
 *
 *   cartographers-review 1
 *   game 57 9f0c2d51a3b4e687     moves in the game, review_game_hash (hex)
 *   seat 1
 *   budget 64 24 96 6 0 400 1    candidates rollouts verify horizon verify-horizon
 *                                sample seed (review.h, ReviewParams)
 *   decrees canal_lake great_city borderlands sentinel_wood
 *   final 11800                  the player's total, centipoints
 *   move 3 0 412 11850 220 12160 310 60
 *                                number season legal value value-se
 *                                best-value loss loss-se (centipoints)
 *   played draw card=great_river shape=1 orient=0 at=A1 terrain=water
 *   better draw card=hamlet ...  only when loss > 0
 *   why 0 0 250 0 60 0 0         only when loss > 0: the loss by term
 *   ...
 *   end 25                       the number of moves reviewed
 *
 * History:
 *   1  first version.
 * A newer version than REVIEW_VERSION is refused (the caller keeps the
 * file and reviews again); a new version must read every older one. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "numtext.h"
#include "review.h"

/* A growing string. */
typedef struct Text {
    char *s;
    size_t len, cap;
    bool failed;
} Text;

static void add(Text *t, const char *fmt, ...)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static void add(Text *t, const char *fmt, ...)
{
    if (t->failed)
        return;
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(t->s ? t->s + t->len : NULL, t->s ? t->cap - t->len : 0, fmt, ap);
        va_end(ap);
        if (n < 0) {
            t->failed = true;
            return;
        }
        if (t->s && t->len + (size_t)n < t->cap) {
            t->len += (size_t)n;
            return;
        }
        size_t cap = (t->cap ? t->cap * 2 : 1024) + (size_t)n;
        char *s = realloc(t->s, cap);
        if (!s) {
            t->failed = true;
            return;
        }
        t->s = s;
        t->cap = cap;
    }
}

char *review_format(const Review *r)
{
    Text t = {0};
    const ReviewParams *p = &r->params;
    add(&t, "%s %d\n", REVIEW_MAGIC, REVIEW_VERSION);
    add(&t, "game %d %016" PRIx64 "\n", r->game_moves, r->game_hash);
    add(&t, "seat %d\n", r->seat + 1);
    add(&t, "budget %d %d %d %d %d %d %" PRIu64 "\n", p->candidates, p->rollouts, p->verify, p->horizon,
        p->verify_horizon, p->sample, p->seed);
    add(&t, "decrees");
    for (int d = 0; d < DECREES; d++)
        add(&t, " %s", scoring_card(r->decree_cards[d])->id);
    add(&t, "\nfinal %d\n", r->final_total);
    for (int i = 0; i < r->nmoves; i++) {
        const ReviewMove *m = &r->moves[i];
        char text[MOVE_TEXT_MAX];
        add(&t, "move %d %d %d %d %d %d %d %d\n", m->number, m->season, m->legal, m->played_value, m->played_se,
            m->best_value, m->loss, m->loss_se);
        move_format(&m->played, text, sizeof text);
        add(&t, "played %s\n", text);
        if (m->loss > 0) {
            move_format(&m->best, text, sizeof text);
            add(&t, "better %s\nwhy", text);
            for (int k = 0; k < REVIEW_TERMS; k++)
                add(&t, " %d", m->why[k]);
            add(&t, "\n");
        }
    }
    add(&t, "end %d\n", r->nmoves);
    if (t.failed) {
        free(t.s);
        return NULL;
    }
    return t.s;
}

/* The largest value a review's number may have (centipoints and counts: a
 * hundred times more than any game scores), and the most moves one may
 * hold (a seat makes fewer than a hundred), so that the sums of a season's
 * or a game's losses fit an int (review_summarize). */
#define NUMBER_MAX 1000000L
#define MOVES_MAX_KEPT 1000

/* Reads n whole numbers separated by single spaces from `s` into v[0..n),
 * each in [-NUMBER_MAX, NUMBER_MAX] (numtext.h: no overflow); false unless
 * there are exactly n. The last may instead be a seed (0 to 2^64-1) when
 * `seed` is given. */
static bool numbers_seed(const char *s, long *v, int n, uint64_t *seed)
{
    for (int i = 0; i < n; i++) {
        const char *end = strchr(s, ' ');
        size_t len = end ? (size_t)(end - s) : strlen(s);
        char word[32];
        if (len == 0 || len >= sizeof word || (i == n - 1) != (end == NULL))
            return false;
        memcpy(word, s, len);
        word[len] = '\0';
        if (seed && i == n - 1) {
            if (!numtext_u64(word, UINT64_MAX, seed))
                return false;
            v[i] = 0;
        } else if (!numtext_int(word, -NUMBER_MAX, NUMBER_MAX, &v[i])) {
            return false;
        }
        s += len + (end ? 1 : 0);
    }
    return true;
}

static bool numbers(const char *s, long *v, int n) { return numbers_seed(s, v, n, NULL); }

/* "MOVES HASH": a count and 16 hex digits. */
static bool game_line(const char *s, int *moves, uint64_t *hash)
{
    const char *sp = strchr(s, ' ');
    long v;
    char word[32];
    if (!sp || (size_t)(sp - s) >= sizeof word)
        return false;
    memcpy(word, s, (size_t)(sp - s));
    word[sp - s] = '\0';
    if (!numtext_int(word, 0, NUMBER_MAX, &v) || strlen(sp + 1) != 16)
        return false;
    uint64_t h = 0;
    for (const char *c = sp + 1; *c; c++) {
        int d = *c >= '0' && *c <= '9' ? *c - '0' : *c >= 'a' && *c <= 'f' ? *c - 'a' + 10 : -1;
        if (d < 0)
            return false;
        h = h << 4 | (uint64_t)d;
    }
    *moves = (int)v;
    *hash = h;
    return true;
}

/* Whether the move being read has all its lines: played, and better and
 * why when it lost points (state: 1 after move, 2 after played, 3 after
 * better, 4 after why). */
static bool complete(const ReviewMove *m, int state) { return !m || state == (m->loss > 0 ? 4 : 2); }

static bool fail(char *err, size_t errsize, int line, const char *what)
{
    snprintf(err, errsize, "line %d: %s", line, what);
    return false;
}

bool review_parse(const char *text, size_t len, Review *out, char *err, size_t errsize)
{
    memset(out, 0, sizeof *out);
    int cap = 0, lineno = 0, end = -1;
    bool magic = false, got_game = false, got_seat = false, got_budget = false, got_decrees = false;
    ReviewMove *cur = NULL;
    int cur_state = 0; /* complete() */
    size_t at = 0;
    char line[600];
    while (at < len) {
        size_t n = 0;
        while (at < len && text[at] != '\n') {
            if (text[at] == '\0' || n + 1 >= sizeof line) {
                review_free(out);
                return fail(err, errsize, lineno + 1, text[at] ? "line too long" : "a NUL byte");
            }
            line[n++] = text[at++];
        }
        at++;
        lineno++;
        if (n > 0 && line[n - 1] == '\r')
            n--;
        line[n] = '\0';
        if (n == 0 || line[0] == '#')
            continue;
        if (end >= 0) {
            review_free(out);
            return fail(err, errsize, lineno, "text after 'end'");
        }
        char *sp = strchr(line, ' ');
        const char *rest = sp ? sp + 1 : "";
        if (sp)
            *sp = '\0';
        const char *key = line;
        long v[REVIEW_TERMS > 8 ? REVIEW_TERMS : 8] = {0};
        bool ok = true;
        if (!magic) {
            if (strcmp(key, REVIEW_MAGIC) != 0 || !numbers(rest, v, 1) || v[0] < 1) {
                review_free(out);
                return fail(err, errsize, lineno, "not a review (" REVIEW_MAGIC " N expected)");
            }
            if (v[0] > REVIEW_VERSION) {
                review_free(out);
                return fail(err, errsize, lineno, "a review of a newer version");
            }
            magic = true;
        } else if (strcmp(key, "game") == 0) {
            ok = game_line(rest, &out->game_moves, &out->game_hash);
            got_game = ok;
        } else if (strcmp(key, "seat") == 0) {
            ok = numbers(rest, v, 1) && v[0] >= 1 && v[0] <= MAX_PLAYERS;
            out->seat = (int)v[0] - 1;
            got_seat = ok;
        } else if (strcmp(key, "budget") == 0) {
            ReviewParams *p = &out->params;
            ok = numbers_seed(rest, v, 7, &p->seed) && v[0] >= 0 && v[1] >= 0 && v[2] >= 0 && v[3] >= 0 &&
                 v[4] >= 0 && v[5] >= 0;
            p->candidates = (int)v[0];
            p->rollouts = (int)v[1];
            p->verify = (int)v[2];
            p->horizon = (int)v[3];
            p->verify_horizon = (int)v[4];
            p->sample = (int)v[5];
            got_budget = ok;
        } else if (strcmp(key, "decrees") == 0) {
            char ids[DECREES][40];
            int used = 0;
            ok =
                sscanf(rest, "%39s %39s %39s %39s%n", ids[0], ids[1], ids[2], ids[3], &used) == 4 && rest[used] == '\0';
            for (int d = 0; ok && d < DECREES; d++) {
                const ScoringCard *c = scoring_card_find(ids[d]);
                ok = c != NULL;
                out->decree_cards[d] = c ? scoring_card_index(c) : 0;
            }
            got_decrees = ok;
        } else if (strcmp(key, "final") == 0) {
            ok = numbers(rest, v, 1);
            out->final_total = (int)v[0];
        } else if (strcmp(key, "move") == 0) {
            ok = numbers(rest, v, 8) && v[0] >= 1 && v[1] >= 0 && v[1] < SEASONS && v[2] >= 1 && v[4] >= 0 &&
                 v[6] >= 0 && v[7] >= 0 && v[5] == v[3] + v[6] && complete(cur, cur_state) &&
                 (!cur || v[0] > cur->number) && out->nmoves < MOVES_MAX_KEPT;
            if (ok && out->nmoves == cap) {
                int ncap = cap ? cap * 2 : 32;
                ReviewMove *m = realloc(out->moves, sizeof *m * (size_t)ncap);
                if (!m) {
                    review_free(out);
                    return fail(err, errsize, lineno, "out of memory");
                }
                out->moves = m;
                cap = ncap;
            }
            if (ok) {
                cur = &out->moves[out->nmoves++];
                memset(cur, 0, sizeof *cur);
                cur->number = (int)v[0];
                cur->season = (int)v[1];
                cur->legal = (int)v[2];
                cur->played_value = (int)v[3];
                cur->played_se = (int)v[4];
                cur->best_value = (int)v[5];
                cur->loss = (int)v[6];
                cur->loss_se = (int)v[7];
                cur->mistake = cur->loss >= REVIEW_MISTAKE_MIN && cur->loss > 2 * cur->loss_se;
                cur_state = 1;
            }
        } else if (strcmp(key, "played") == 0 || strcmp(key, "better") == 0) {
            bool played = key[0] == 'p';
            char msg[ERROR_MAX];
            ok = cur && cur_state == (played ? 1 : 2) && (played || cur->loss > 0) &&
                 move_parse(rest, played ? &cur->played : &cur->best, msg, sizeof msg);
            if (ok && played)
                cur->best = cur->played;
            cur_state = played ? 2 : 3;
        } else if (strcmp(key, "why") == 0) {
            ok = cur && cur_state == 3 && numbers(rest, v, REVIEW_TERMS);
            for (int k = 0; ok && k < REVIEW_TERMS; k++)
                cur->why[k] = (int)v[k];
            cur_state = 4;
        } else if (strcmp(key, "end") == 0) {
            ok = numbers(rest, v, 1) && v[0] == out->nmoves && complete(cur, cur_state);
            end = (int)v[0];
        } else {
            ok = false;
        }
        if (!ok) {
            char what[80];
            snprintf(what, sizeof what, "bad '%.20s' line", key);
            review_free(out);
            return fail(err, errsize, lineno, what);
        }
    }
    if (!magic || !got_game || !got_seat || !got_budget || !got_decrees || end < 0) {
        review_free(out);
        return fail(err, errsize, lineno, end < 0 ? "the review is cut short (no 'end' line)" : "a line is missing");
    }
    if (out->nmoves > 0) {
        out->start_value = out->moves[0].best_value;
        out->start_se = out->moves[0].played_se;
    }
    review_summarize(out);
    return true;
}

bool review_matches(const Review *r, const Record *rec, int seat)
{
    return r->seat == seat && r->game_moves == rec->nmoves && r->game_hash == review_game_hash(rec);
}

bool review_text_newer(const char *text, size_t len)
{
    size_t magic = strlen(REVIEW_MAGIC);
    if (len <= magic + 1 || strncmp(text, REVIEW_MAGIC " ", magic + 1) != 0)
        return false;
    long version = 0;
    for (size_t i = magic + 1; i < len && text[i] >= '0' && text[i] <= '9' && version < 1000000; i++)
        version = version * 10 + (text[i] - '0');
    return version > REVIEW_VERSION;
}
