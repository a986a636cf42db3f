/* stats_file.c: the statistics file (format in stats.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scoring.h"
#include "recorded.h"
#include "stats.h"
#include "strbuf.h"
#include "textlines.h"

static const char *kind_name(GameKind k) { return k == GAME_HEROES ? "heroes" : k == GAME_MIXED ? "mixed" : "base"; }

static bool kind_parse(const char *s, GameKind *out)
{
    for (int k = GAME_BASE; k <= GAME_MIXED; k++) {
        if (strcmp(s, kind_name((GameKind)k)) == 0) {
            *out = (GameKind)k;
            return true;
        }
    }
    return false;
}

/* "solo DATE KIND RATING TOTAL A B C D [hints]" (hints: version 3) */
static bool parse_solo(Stats *st, char *value, int version, char *msg, size_t msgsize)
{
    char *f[9];
    int n = 0;
    char *save = NULL;
    for (char *w = strtok_r(value, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
        if (n == 9) {
            n++;
            break;
        }
        f[n++] = w;
    }
    if (n != 8 && n != 9) {
        snprintf(msg, msgsize, "expected 'solo DATE KIND RATING TOTAL' and four scoring cards");
        return false;
    }
    StatsGame g;
    memset(&g, 0, sizeof g);
    if (n == 9) {
        if (strcmp(f[8], "hints") != 0) {
            snprintf(msg, msgsize, "after the scoring cards only 'hints' may follow, not '%.20s'", f[8]);
            return false;
        }
        if (version < 3) {
            snprintf(msg, msgsize, "'hints' needs a version 3 file");
            return false;
        }
        g.hints = true;
    }
    long rating, total;
    if (!stats_date_valid(f[0])) {
        snprintf(msg, msgsize, "the date must be YYYY-MM-DD, not '%.20s'", f[0]);
        return false;
    }
    memcpy(g.date, f[0], sizeof g.date);
    if (!kind_parse(f[1], &g.kind)) {
        snprintf(msg, msgsize, "the game kind must be base, heroes or mixed, not '%.20s'", f[1]);
        return false;
    }
    if (!textlines_int(f[2], -1000, 1000, &rating) || !textlines_int(f[3], -1000, 1000, &total)) {
        snprintf(msg, msgsize, "the rating and total must be numbers");
        return false;
    }
    g.rating = (int)rating;
    g.total = (int)total;
    for (int i = 0; i < DECREES; i++) {
        const ScoringCard *c = scoring_card_find(f[4 + i]);
        if (!c) {
            snprintf(msg, msgsize, "unknown scoring card '%.40s'", f[4 + i]);
            return false;
        }
        g.decrees[i] = scoring_card_index(c);
    }
    if (!stats_push(st, &g)) {
        snprintf(msg, msgsize, "out of memory");
        return false;
    }
    return true;
}

/* "challenge NAME ATTEMPTS REPLAYS BEST-REPLAY [DATE RATING TOTAL]" */
static bool parse_challenge(Stats *st, char *value, char *msg, size_t msgsize)
{
    char *f[8];
    int n = 0;
    char *save = NULL;
    for (char *w = strtok_r(value, " ", &save); w && n < 8; w = strtok_r(NULL, " ", &save))
        f[n++] = w;
    if (n != 4 && n != 7) {
        snprintf(msg, msgsize,
                 "expected 'challenge NAME ATTEMPTS REPLAYS BEST-REPLAY' and, for a counted "
                 "result, 'DATE RATING TOTAL'");
        return false;
    }
    StatsChallenge c;
    memset(&c, 0, sizeof c);
    char err[200];
    if (!challenge_id_parse(f[0], &c.id, err, sizeof err)) {
        snprintf(msg, msgsize, "%s", err);
        return false;
    }
    long attempts, replays, best, rating = 0, total = 0;
    if (!textlines_int(f[1], 1, 1000000, &attempts) || !textlines_int(f[2], 0, attempts, &replays) ||
        !textlines_int(f[3], -1000, 1000, &best)) {
        snprintf(msg, msgsize,
                 "%s: the attempts (from 1), replays (at most the attempts) and best replay must be "
                 "numbers",
                 f[0]);
        return false;
    }
    if (n == 7) {
        if (!stats_date_valid(f[4])) {
            snprintf(msg, msgsize, "the date must be YYYY-MM-DD, not '%.20s'", f[4]);
            return false;
        }
        if (!textlines_int(f[5], -1000, 1000, &rating) || !textlines_int(f[6], -1000, 1000, &total)) {
            snprintf(msg, msgsize, "the rating and total must be numbers");
            return false;
        }
        c.counted = true;
        memcpy(c.date, f[4], sizeof c.date);
    }
    c.attempts = (int)attempts;
    c.replays = (int)replays;
    c.best_replay = (int)best;
    c.rating = (int)rating;
    c.total = (int)total;
    if (stats_challenge_find(st, &c.id)) {
        snprintf(msg, msgsize, "%s is given twice", f[0]);
        return false;
    }
    if (!stats_challenge_push(st, &c)) {
        snprintf(msg, msgsize, "out of memory or too many challenges");
        return false;
    }
    return true;
}

static bool parse_played(Stats *st, char *value, int seen[2], int line, char *msg, size_t msgsize)
{
    char *count = textlines_split(value);
    long n;
    int which = strcmp(value, "solo") == 0 ? 0 : strcmp(value, "multiplayer") == 0 ? 1 : -1;
    if (which < 0) {
        snprintf(msg, msgsize, "expected 'played solo N' or 'played multiplayer N'");
        return false;
    }
    if (seen[which]) {
        snprintf(msg, msgsize, "'played %s' is given twice", value);
        return false;
    }
    seen[which] = line;
    if (!textlines_int(count, 0, 1000000000, &n)) {
        snprintf(msg, msgsize, "the number of games must be a number, not '%.20s'", count);
        return false;
    }
    if (which == 0)
        st->played_solo = n;
    else
        st->played_multi = n;
    return true;
}

static bool parse(Stats *st, const char *text, size_t len, char *err, size_t errsize)
{
    TextLines t;
    textlines_init(&t, text, len);
    char line[TEXTLINES_MAX + 1], msg[300];
    bool have_magic = false;
    int seen[2] = {0, 0}; /* lines of 'played solo' and 'played multiplayer' */
    int version;
    TextLine r;
    st->recorded = (RecordedMark){false, 0}; /* an older version's file has none */
    while ((r = textlines_next(&t, line, sizeof line)) != TEXTLINE_END) {
        if (r != TEXTLINE_OK) {
            textlines_error(&t, r, err, errsize);
            return false;
        }
        if (recorded_parse(line, &st->recorded) || textlines_skip(line))
            continue;
        bool ok;
        if (!have_magic) {
            ok = textlines_magic(line, STATS_MAGIC, STATS_VERSION, "a statistics file", &version, msg, sizeof msg);
            have_magic = ok;
        } else {
            char *value = textlines_split(line);
            if (strcmp(line, "played") == 0) {
                ok = parse_played(st, value, seen, t.lineno, msg, sizeof msg);
            } else if (strcmp(line, "solo") == 0) {
                ok = parse_solo(st, value, version, msg, sizeof msg);
            } else if (strcmp(line, "challenge") == 0 && version < 2) {
                snprintf(msg, sizeof msg, "challenge lines need a version 2 file");
                ok = false;
            } else if (strcmp(line, "challenge") == 0) {
                ok = parse_challenge(st, value, msg, sizeof msg);
            } else {
                snprintf(msg, sizeof msg, "unknown line '%.30s'", line);
                ok = false;
            }
        }
        if (!ok) {
            snprintf(err, errsize, "line %d: %s", t.lineno, msg);
            return false;
        }
    }
    if (!have_magic) {
        snprintf(err, errsize, "the file is empty");
        return false;
    }
    if (st->played_solo < st->ngames) {
        if (seen[0])
            snprintf(err, errsize, "line %d: 'played solo %ld', but %d solo games are listed", seen[0], st->played_solo,
                     st->ngames);
        else
            snprintf(err, errsize, "no 'played solo' line, but %d solo games are listed", st->ngames);
        return false;
    }
    return true;
}

FileStatus stats_load(Stats *st, const char *path, char *msg, size_t msgsize)
{
    stats_init(st);
    if (msgsize > 0)
        msg[0] = '\0';
    size_t len;
    bool missing;
    char err[512];
    char *text = fileio_read(path, FILEIO_MAX_SIZE, &len, &missing, err, sizeof err);
    if (!text)
        return missing ? FILE_MISSING : fileio_reject(path, err, msg, msgsize);
    bool ok = parse(st, text, len, err, sizeof err);
    free(text);
    if (ok)
        return FILE_LOADED;
    stats_free(st);
    return fileio_reject(path, err, msg, msgsize);
}

bool stats_save(const Stats *st, const char *path, char *err, size_t errsize)
{
    StrBuf b = {0};
    /* the oldest version that holds the data (3: a game with hints, 2:
     * challenges), so older versions read it */
    int version = stats_hinted_games(st) > 0 ? 3 : st->nchallenges > 0 ? 2 : 1;
    strbuf_addf(&b, "%s %d\n", STATS_MAGIC, version);
    recorded_add(&b, &st->recorded);
    strbuf_addf(&b, "played solo %ld\nplayed multiplayer %ld\n", st->played_solo, st->played_multi);
    strbuf_add(&b, "# solo DATE KIND RATING TOTAL DECREE-A DECREE-B DECREE-C DECREE-D [hints]\n");
    for (int i = 0; i < st->ngames; i++) {
        const StatsGame *g = &st->games[i];
        strbuf_addf(&b, "solo %s %s %d %d", g->date, kind_name(g->kind), g->rating, g->total);
        for (int d = 0; d < DECREES; d++) {
            const ScoringCard *c = scoring_card(g->decrees[d]);
            strbuf_addf(&b, " %s", c ? c->id : "?");
        }
        strbuf_add(&b, g->hints ? " hints\n" : "\n");
    }
    if (st->nchallenges > 0)
        strbuf_add(&b, "# challenge NAME ATTEMPTS REPLAYS BEST-REPLAY [DATE RATING TOTAL of the counted attempt]\n");
    for (int i = 0; i < st->nchallenges; i++) {
        const StatsChallenge *c = &st->challenges[i];
        char name[CHALLENGE_NAME_MAX];
        challenge_id_format(&c->id, name, sizeof name);
        strbuf_addf(&b, "challenge %s %d %d %d", name, c->attempts, c->replays, c->best_replay);
        if (c->counted)
            strbuf_addf(&b, " %s %d %d", c->date, c->rating, c->total);
        strbuf_add(&b, "\n");
    }
    return fileio_write_built(path, &b, err, errsize);
}
