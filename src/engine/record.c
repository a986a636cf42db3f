/* record.c: game records as text (record.h). */
#include "record.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "numtext.h"

void record_init(Record *r, const GameSettings *s)
{
    memset(r, 0, sizeof *r);
    if (s)
        r->settings = *s;
}

void record_free(Record *r)
{
    free(r->moves);
    r->moves = NULL;
    r->nmoves = r->cap = 0;
}

bool record_add(Record *r, const Move *m)
{
    if (r->nmoves == r->cap) {
        int cap = r->cap ? r->cap * 2 : 256;
        Move *nm = realloc(r->moves, (size_t)cap * sizeof *nm);
        if (!nm)
            return false;
        r->moves = nm;
        r->cap = cap;
    }
    r->moves[r->nmoves++] = *m;
    return true;
}

void record_sheet_line(const Game *g, int player, char *buf, size_t size)
{
    const Sheet *s = &g->sheets[player];
    snprintf(buf, size, "player %d total %d season %d %d %d %d monsters %d coins %d", player + 1, game_total(g, player),
             s->seasons[0].total, s->seasons[1].total, s->seasons[2].total, s->seasons[3].total, s->monster_total,
             s->coins);
}

/* A growing string. */
typedef struct Text {
    char *buf;
    size_t len, cap;
    bool failed;
} Text;

static void text_add(Text *t, const char *s)
{
    size_t n = strlen(s);
    if (t->failed)
        return;
    if (t->len + n + 1 > t->cap) {
        size_t cap = t->cap ? t->cap : 1024;
        while (cap < t->len + n + 1)
            cap *= 2;
        char *nb = realloc(t->buf, cap);
        if (!nb) {
            t->failed = true;
            return;
        }
        t->buf = nb;
        t->cap = cap;
    }
    memcpy(t->buf + t->len, s, n + 1);
    t->len += n;
}

char *record_format(const Record *r, const Game *final)
{
    const GameSettings *s = &r->settings;
    Text t = {0};
    char line[256];
    snprintf(line, sizeof line, "%s %d\nkind %s\nside %c\nplayers %d\nseed %llu\n", RECORD_MAGIC, RECORD_VERSION,
             game_kind_name(s->kind), map_side_letter(s->side), s->players, (unsigned long long)s->seed);
    text_add(&t, line);
    if (final || s->decree_cards[0] >= 0) {
        text_add(&t, "decrees");
        for (int i = 0; i < DECREES; i++) {
            int id = final ? final->decree_cards[i] : s->decree_cards[i];
            text_add(&t, " ");
            text_add(&t, scoring_card(id)->id);
        }
        text_add(&t, "\n");
    } else {
        text_add(&t, "decrees random\n");
    }
    snprintf(line, sizeof line, "explore %s\nseasons %s\nheroes %s\nambushes", card_set_name(s->explore_set),
             card_set_name(s->season_set), s->heroes ? "yes" : "no");
    text_add(&t, line);
    for (int i = 0; i < 8; i++) {
        if (s->ambush_mask & (UINT32_C(1) << i)) {
            text_add(&t, " ");
            text_add(&t, card_get(game_ambush_card(i))->id);
        }
    }
    text_add(&t, s->solo_ambush_rule ? "\nsolo-ambush-rule yes\n" : "\nsolo-ambush-rule no\n");
    for (int i = 0; i < r->nmoves; i++) {
        char mv[MOVE_TEXT_MAX];
        move_format(&r->moves[i], mv, sizeof mv);
        text_add(&t, "move ");
        text_add(&t, mv);
        text_add(&t, "\n");
    }
    if (final && game_over(final)) {
        for (int p = 0; p < final->settings.players; p++) {
            record_sheet_line(final, p, line, sizeof line);
            text_add(&t, "result ");
            text_add(&t, line);
            text_add(&t, "\n");
        }
    }
    if (t.failed) {
        free(t.buf);
        return NULL;
    }
    return t.buf;
}

static bool parse_yes_no(const char *v, bool *out)
{
    if (strcmp(v, "yes") == 0)
        *out = true;
    else if (strcmp(v, "no") == 0)
        *out = false;
    else
        return false;
    return true;
}

/* One header or move line; `key` and `value` split at the first space. */
static bool parse_line(Record *r, const char *key, char *value, int *have_magic, char *err, size_t errsize)
{
    GameSettings *s = &r->settings;
    if (strcmp(key, RECORD_MAGIC) == 0) {
        long v;
        if (!numtext_int(value, 1, 1000000000L, &v)) {
            snprintf(err, errsize, "format version '%.20s' is not supported (this build reads up to %d)", value,
                     RECORD_VERSION);
            return false;
        }
        if (v > RECORD_VERSION) {
            snprintf(
                err, errsize,
                "format version %ld is newer than this build reads (up to %d): written by a newer version of the game",
                v, RECORD_VERSION);
            return false;
        }
        *have_magic = 1;
        return true;
    }
    if (!*have_magic) {
        snprintf(err, errsize, "not a game record (the first line must be '%s %d')", RECORD_MAGIC, RECORD_VERSION);
        return false;
    }
    if (strcmp(key, "kind") == 0) {
        GameKind k;
        if (!game_kind_parse(value, &k)) {
            snprintf(err, errsize, "kind must be base, heroes or mixed");
            return false;
        }
        GameSettings d;
        game_settings_init(&d, k, s->players, s->seed);
        d.side = s->side;
        *s = d;
        return true;
    }
    if (strcmp(key, "side") == 0) {
        if (!map_side_parse(value, &s->side)) {
            snprintf(err, errsize, "side must be A, B, C or D");
            return false;
        }
        return true;
    }
    if (strcmp(key, "players") == 0) {
        long n;
        if (!numtext_int(value, 1, MAX_PLAYERS, &n)) {
            snprintf(err, errsize, "players must be 1 to %d", MAX_PLAYERS);
            return false;
        }
        s->players = (int)n;
        return true;
    }
    if (strcmp(key, "seed") == 0) {
        uint64_t seed;
        if (!numtext_u64(value, UINT64_MAX, &seed)) {
            snprintf(err, errsize, "seed must be a whole number");
            return false;
        }
        s->seed = seed;
        return true;
    }
    if (strcmp(key, "decrees") == 0) {
        if (strcmp(value, "random") == 0) {
            for (int i = 0; i < DECREES; i++)
                s->decree_cards[i] = -1;
            return true;
        }
        char *save = NULL;
        int n = 0;
        for (char *w = strtok_r(value, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
            const ScoringCard *c = scoring_card_find(w);
            if (!c || n >= DECREES) {
                snprintf(err, errsize, c ? "more than four decrees" : "unknown scoring card '%.40s'", w);
                return false;
            }
            s->decree_cards[n++] = scoring_card_index(c);
        }
        if (n != DECREES) {
            snprintf(err, errsize, "decrees needs four scoring cards (A-D)");
            return false;
        }
        return true;
    }
    if (strcmp(key, "explore") == 0 || strcmp(key, "seasons") == 0) {
        if (!card_set_parse(value, strcmp(key, "explore") == 0 ? &s->explore_set : &s->season_set)) {
            snprintf(err, errsize, "%.20s must be base or heroes", key);
            return false;
        }
        return true;
    }
    if (strcmp(key, "heroes") == 0 || strcmp(key, "solo-ambush-rule") == 0) {
        if (!parse_yes_no(value, strcmp(key, "heroes") == 0 ? &s->heroes : &s->solo_ambush_rule)) {
            snprintf(err, errsize, "%.20s must be yes or no", key);
            return false;
        }
        return true;
    }
    if (strcmp(key, "ambushes") == 0) {
        s->ambush_mask = 0;
        char *save = NULL;
        for (char *w = strtok_r(value, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
            int number = game_ambush_number(card_find(w));
            if (number < 0) {
                snprintf(err, errsize, "unknown ambush card '%.40s'", w);
                return false;
            }
            s->ambush_mask |= UINT32_C(1) << number;
        }
        return true;
    }
    if (strcmp(key, "move") == 0) {
        Move m;
        if (!move_parse(value, &m, err, errsize))
            return false;
        if (!record_add(r, &m)) {
            snprintf(err, errsize, "out of memory");
            return false;
        }
        return true;
    }
    if (strcmp(key, "result") == 0) {
        if (r->nresults >= MAX_PLAYERS) {
            snprintf(err, errsize, "more result lines than players");
            return false;
        }
        snprintf(r->results[r->nresults++], sizeof r->results[0], "%s", value);
        return true;
    }
    snprintf(err, errsize, "unknown line '%.30s'", key);
    return false;
}

bool record_parse(const char *text, Record *r, char *err, size_t errsize)
{
    return record_parse_bytes(text, strlen(text), r, err, errsize);
}

bool record_parse_bytes(const char *text, size_t size, Record *r, char *err, size_t errsize)
{
    GameSettings defaults;
    game_settings_init(&defaults, GAME_BASE, 1, 1);
    record_init(r, &defaults);
    int lineno = 0, have_magic = 0;
    const char *p = text, *stop = text + size;
    char msg[ERROR_MAX];
    /* a UTF-8 byte order mark, as some editors write, carries nothing */
    if (size >= 3 && memcmp(p, "\xef\xbb\xbf", 3) == 0)
        p += 3;
    while (p && p < stop) {
        const char *end = memchr(p, '\n', (size_t)(stop - p));
        size_t len = end ? (size_t)(end - p) : (size_t)(stop - p);
        lineno++;
        char line[512];
        if (memchr(p, '\0', len)) {
            snprintf(err, errsize, "line %d: holds a NUL byte (the file is damaged or not text)", lineno);
            record_free(r);
            return false;
        }
        if (len >= sizeof line) {
            snprintf(err, errsize, "line %d: line too long", lineno);
            record_free(r);
            return false;
        }
        memcpy(line, p, len);
        line[len] = '\0';
        while (len > 0 && (line[len - 1] == '\r' || line[len - 1] == ' ' || line[len - 1] == '\t'))
            line[--len] = '\0';
        p = end ? end + 1 : NULL;
        if (len == 0 || line[0] == '#')
            continue;
        char *space = strchr(line, ' ');
        char *value = space ? space + 1 : line + len;
        if (space)
            *space = '\0';
        if (!parse_line(r, line, value, &have_magic, msg, sizeof msg)) {
            snprintf(err, errsize, "line %d: %s", lineno, msg);
            record_free(r);
            return false;
        }
    }
    if (!have_magic) {
        snprintf(err, errsize, "not a game record (empty, or no '%s' line)", RECORD_MAGIC);
        record_free(r);
        return false;
    }
    return true;
}

bool record_replay(const Record *r, Game *g, char *err, size_t errsize)
{
    char msg[ERROR_MAX];
    if (!game_init(g, &r->settings, msg, sizeof msg)) {
        snprintf(err, errsize, "settings: %s", msg);
        return false;
    }
    for (int i = 0; i < r->nmoves; i++) {
        if (!game_apply(g, &r->moves[i], msg, sizeof msg)) {
            char mv[MOVE_TEXT_MAX];
            move_format(&r->moves[i], mv, sizeof mv);
            snprintf(err, errsize, "move %d (%s): %s", i + 1, mv, msg);
            return false;
        }
    }
    return true;
}
