/* prefs.c: the player's settings and their file (prefs.h). */
#include "prefs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "strbuf.h"
#include "textlines.h"

static const char *const anim_names[ANIM_SPEED_COUNT] = {"off", "slow", "normal", "fast"};
static const char *const languages[] = {"", "en", "de"};
static const char *const kinds[] = {"base", "heroes", "mixed"};
static const char *const seat_words[] = {"human", "easy", "medium", "hard"};

/* "seat-N" / "name-N": the seat index 0..5, else -1. */
static int seat_key(const char *key, const char *prefix)
{
    size_t n = strlen(prefix);
    if (strncmp(key, prefix, n) != 0 || key[n] < '1' || key[n] > '0' + MAX_PLAYERS || key[n + 1] != '\0')
        return -1;
    return key[n] - '1';
}

/* The last setup's keys; false for a key that is none of them. */
static bool apply_setup(Prefs *p, const Prefs *d, const char *key, const char *value, bool *bad)
{
    int i;
    if (strcmp(key, "setup-kind") == 0) {
        for (int k = 0; k < 3; k++)
            if (strcmp(value, kinds[k]) == 0) {
                p->setup_kind = (GameKind)k;
                return true;
            }
        p->setup_kind = d->setup_kind;
        *bad = true;
    } else if (strcmp(key, "setup-players") == 0) {
        long v;
        if (textlines_int(value, 1, MAX_PLAYERS, &v))
            p->setup_players = (int)v;
        else
            *bad = true;
    } else if ((i = seat_key(key, "seat-")) >= 0) {
        for (size_t w = 0; w < sizeof seat_words / sizeof seat_words[0]; w++)
            if (strcmp(value, seat_words[w]) == 0) {
                snprintf(p->seat[i], sizeof p->seat[i], "%s", value);
                return true;
            }
        *bad = true;
    } else if ((i = seat_key(key, "name-")) >= 0) {
        /* a name as the session keeps it: trimmed, cut at a UTF-8 boundary */
        Seat seat;
        session_seat_init(&seat, i, SEAT_HUMAN, NULL, value);
        snprintf(p->name[i], sizeof p->name[i], "%s", value[0] ? seat.name : "");
    } else {
        return false;
    }
    return true;
}

void prefs_defaults(Prefs *p)
{
    memset(p, 0, sizeof *p);
    p->fullscreen = false;
    p->ui_scale = 100;
    p->language[0] = '\0';
    p->colour_blind = false;
    p->animation = ANIM_NORMAL;
    p->auto_solo_ambush = false;
    /* a solo move reveals the next card as it is committed, so a confirm
     * step is the solo player's only take-back: on by default */
    p->confirm_commit = true;
    p->setup_kind = GAME_BASE;
    p->setup_players = 1;
    for (int i = 0; i < MAX_PLAYERS; i++)
        snprintf(p->seat[i], sizeof p->seat[i], "human");
}

const char *prefs_anim_name(AnimSpeed a)
{
    return (unsigned)a < ANIM_SPEED_COUNT ? anim_names[a] : anim_names[ANIM_NORMAL];
}

static bool *flag_of(Prefs *p, const char *key)
{
    return strcmp(key, "fullscreen") == 0         ? &p->fullscreen
           : strcmp(key, "colour-blind") == 0     ? &p->colour_blind
           : strcmp(key, "auto-solo-ambush") == 0 ? &p->auto_solo_ambush
           : strcmp(key, "confirm-commit") == 0   ? &p->confirm_commit
                                                  : NULL;
}

static bool language_ok(const char *v)
{
    for (size_t i = 0; i < sizeof languages / sizeof languages[0]; i++)
        if (strcmp(v, languages[i]) == 0)
            return true;
    return false;
}

static bool parse_bool(const char *v, bool *out)
{
    if (strcmp(v, "yes") == 0 || strcmp(v, "no") == 0) {
        *out = v[0] == 'y';
        return true;
    }
    return false;
}

/* One "key value" line; false for an unknown key, *bad for a bad value. */
static bool apply(Prefs *p, const char *key, const char *value, bool *bad)
{
    Prefs d;
    prefs_defaults(&d);
    *bad = false;
    bool *flag = flag_of(p, key);
    if (flag) {
        if (!parse_bool(value, flag)) {
            const bool *fallback = flag_of(&d, key);
            *flag = fallback ? *fallback : false;
            *bad = true;
        }
        return true;
    }
    if (strcmp(key, "ui-scale") == 0) {
        long v;
        if (textlines_int(value, PREFS_SCALE_MIN, PREFS_SCALE_MAX, &v)) {
            p->ui_scale = (int)v;
        } else {
            p->ui_scale = d.ui_scale;
            *bad = true;
        }
        return true;
    }
    if (strcmp(key, "language") == 0) {
        const char *v = strcmp(value, "system") == 0 ? "" : value;
        if (language_ok(v)) {
            snprintf(p->language, sizeof p->language, "%s", v);
            return true;
        }
        memcpy(p->language, d.language, sizeof p->language);
        *bad = true;
        return true;
    }
    if (strcmp(key, "animation-speed") == 0) {
        for (int a = 0; a < ANIM_SPEED_COUNT; a++) {
            if (strcmp(value, anim_names[a]) == 0) {
                p->animation = (AnimSpeed)a;
                return true;
            }
        }
        p->animation = d.animation;
        *bad = true;
        return true;
    }
    return apply_setup(p, &d, key, value, bad);
}

FileStatus prefs_load(Prefs *p, const char *path, char *warnings, size_t warnsize)
{
    prefs_defaults(p);
    if (warnsize > 0)
        warnings[0] = '\0';
    size_t len;
    bool missing;
    char err[512];
    char *text = fileio_read(path, 1u << 20, &len, &missing, err, sizeof err);
    if (!text)
        return missing ? FILE_MISSING : fileio_reject(path, err, warnings, warnsize);

    StrBuf w = {0};
    TextLines t;
    textlines_init(&t, text, len);
    char line[TEXTLINES_MAX + 1];
    bool have_magic = false;
    TextLine r;
    while ((r = textlines_next(&t, line, sizeof line)) != TEXTLINE_END) {
        if (r != TEXTLINE_OK) {
            textlines_error(&t, r, err, sizeof err);
            strbuf_addf(&w, "%s, %s: ignored\n", fileio_basename(path), err);
            continue;
        }
        if (textlines_skip(line))
            continue;
        if (!have_magic) {
            int version;
            if (!textlines_magic(line, PREFS_MAGIC, PREFS_VERSION, "a preferences file", &version, err, sizeof err)) {
                char why[600];
                snprintf(why, sizeof why, "line %d: %s", t.lineno, err);
                strbuf_free(&w);
                free(text);
                prefs_defaults(p);
                return fileio_reject(path, why, warnings, warnsize);
            }
            have_magic = true;
            continue;
        }
        char *value = textlines_split(line);
        bool bad;
        if (!apply(p, line, value, &bad))
            strbuf_addf(&w, "%s, line %d: unknown setting '%.30s' ignored\n", fileio_basename(path), t.lineno, line);
        else if (bad)
            strbuf_addf(&w, "%s, line %d: %s: bad value '%.30s', using the default\n", fileio_basename(path),
                        t.lineno, line, value);
    }
    free(text);
    if (!have_magic) {
        prefs_defaults(p);
        strbuf_free(&w);
        return fileio_reject(path, "the file is empty", warnings, warnsize);
    }
    size_t wlen;
    char *all = strbuf_finish(&w, &wlen);
    if (all && warnsize > 0) {
        if (wlen > 0 && all[wlen - 1] == '\n')
            all[--wlen] = '\0';
        snprintf(warnings, warnsize, "%s", all);
    }
    free(all);
    return FILE_LOADED;
}

bool prefs_save(const Prefs *p, const char *path, char *err, size_t errsize)
{
    int scale = p->ui_scale < PREFS_SCALE_MIN ? PREFS_SCALE_MIN : p->ui_scale > PREFS_SCALE_MAX ? PREFS_SCALE_MAX : p->ui_scale;
    const char *lang = p->language[0] && language_ok(p->language) ? p->language : "system";
    StrBuf b = {0};
    strbuf_addf(&b, "%s %d\n", PREFS_MAGIC, PREFS_VERSION);
    strbuf_addf(&b, "fullscreen %s\n", p->fullscreen ? "yes" : "no");
    strbuf_addf(&b, "ui-scale %d\n", scale);
    strbuf_addf(&b, "language %s\n", lang);
    strbuf_addf(&b, "colour-blind %s\n", p->colour_blind ? "yes" : "no");
    strbuf_addf(&b, "animation-speed %s\n", prefs_anim_name(p->animation));
    strbuf_addf(&b, "auto-solo-ambush %s\n", p->auto_solo_ambush ? "yes" : "no");
    strbuf_addf(&b, "confirm-commit %s\n", p->confirm_commit ? "yes" : "no");
    strbuf_addf(&b, "setup-kind %s\n", kinds[(unsigned)p->setup_kind < 3 ? p->setup_kind : 0]);
    strbuf_addf(&b, "setup-players %d\n", p->setup_players >= 1 && p->setup_players <= MAX_PLAYERS ? p->setup_players : 1);
    for (int i = 0; i < MAX_PLAYERS; i++) {
        strbuf_addf(&b, "seat-%d %s\n", i + 1, p->seat[i][0] ? p->seat[i] : "human");
        if (p->name[i][0] && !strchr(p->name[i], '\n'))
            strbuf_addf(&b, "name-%d %s\n", i + 1, p->name[i]);
    }
    size_t len;
    char *text = strbuf_finish(&b, &len);
    if (!text) {
        snprintf(err, errsize, "out of memory");
        return false;
    }
    bool ok = fileio_write_atomic(path, text, len, err, errsize);
    free(text);
    return ok;
}
