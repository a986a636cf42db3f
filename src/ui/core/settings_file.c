/* settings_file.c: the settings' file (see settings_file.h), read and
 * written by walking the settings table. */
#include "settings_file.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "strbuf.h"
#include "textlines.h"

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
static bool read_setup(SetupMemory *m, const char *key, const char *value, bool *bad)
{
    int i;
    if (strcmp(key, "setup-kind") == 0) {
        if (game_kind_parse(value, &m->kind))
            return true;
        *bad = true;
    } else if (strcmp(key, "setup-players") == 0) {
        long v;
        if (textlines_int(value, 1, MAX_PLAYERS, &v))
            m->players = (int)v;
        else
            *bad = true;
    } else if ((i = seat_key(key, "seat-")) >= 0) {
        for (size_t w = 0; w < sizeof seat_words / sizeof seat_words[0]; w++)
            if (strcmp(value, seat_words[w]) == 0) {
                snprintf(m->seat[i], sizeof m->seat[i], "%s", value);
                return true;
            }
        *bad = true;
    } else if ((i = seat_key(key, "name-")) >= 0) {
        /* a name as the session keeps it: trimmed, cut at a UTF-8 boundary */
        Seat seat;
        session_seat_init(&seat, i, SEAT_HUMAN, NULL, value);
        snprintf(m->name[i], sizeof m->name[i], "%s", value[0] ? seat.name : "");
    } else {
        return false;
    }
    return true;
}

/* A row's value from its word in the file; false for a bad one. */
static bool parse_value(const SettingDef *d, const char *word, int *value)
{
    long v;
    switch (d->kind) {
    case SETTING_TOGGLE:
        if (strcmp(word, "yes") != 0 && strcmp(word, "no") != 0)
            return false;
        *value = word[0] == 'y';
        return true;
    case SETTING_NUMBER:
        if (!textlines_int(word, d->min, d->max, &v))
            return false;
        *value = (int)v;
        return true;
    default:
        for (int i = 0; i < d->noptions; i++)
            if (strcmp(word, d->options[i].word) == 0) {
                *value = d->options[i].value;
                return true;
            }
        return false;
    }
}

static void format_value(StrBuf *b, const SettingDef *d, int value)
{
    switch (d->kind) {
    case SETTING_TOGGLE: strbuf_addf(b, "%s %s\n", d->key, value ? "yes" : "no"); return;
    case SETTING_NUMBER:
        strbuf_addf(b, "%s %d\n", d->key, value < d->min ? d->min : value > d->max ? d->max : value);
        return;
    default:
        for (int i = 0; i < d->noptions; i++)
            if (d->options[i].value == value) {
                strbuf_addf(b, "%s %s\n", d->key, d->options[i].word);
                return;
            }
        for (int i = 0; i < d->noptions; i++) /* not a value of the row: its default */
            if (d->options[i].value == d->def)
                strbuf_addf(b, "%s %s\n", d->key, d->options[i].word);
        return;
    }
}

/* One "key value" line; false for an unknown key, *bad for a bad value. */
static bool read_line(Settings *s, const char *key, const char *value, bool *bad)
{
    *bad = false;
    for (int i = 0; i < SETTING_COUNT; i++) {
        const SettingDef *d = settings_def((SettingId)i);
        if (strcmp(key, d->key) != 0)
            continue;
        int v;
        if (parse_value(d, value, &v))
            s->value[i] = v;
        else {
            s->value[i] = d->def;
            *bad = true;
        }
        return true;
    }
    return read_setup(&s->setup, key, value, bad);
}

FileStatus settings_load(Settings *s, const char *path, char *warnings, size_t warnsize)
{
    settings_defaults(s);
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
                bool newer = textlines_newer(text, len, PREFS_MAGIC, PREFS_VERSION);
                free(text);
                settings_defaults(s);
                if (newer) {
                    snprintf(warnings, warnsize, "%s: %s; left as it is, using the default settings",
                             fileio_basename(path), why);
                    return FILE_NEWER;
                }
                return fileio_reject(path, why, warnings, warnsize);
            }
            have_magic = true;
            continue;
        }
        char *value = textlines_split(line);
        bool bad;
        if (!read_line(s, line, value, &bad))
            strbuf_addf(&w, "%s, line %d: unknown setting '%.30s' ignored\n", fileio_basename(path), t.lineno, line);
        else if (bad)
            strbuf_addf(&w, "%s, line %d: %s: bad value '%.30s', using the default\n", fileio_basename(path),
                        t.lineno, line, value);
    }
    free(text);
    if (!have_magic) {
        settings_defaults(s);
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

bool settings_save(const Settings *s, const char *path, char *err, size_t errsize)
{
    StrBuf b = {0};
    strbuf_addf(&b, "%s %d\n", PREFS_MAGIC, PREFS_VERSION);
    for (int i = 0; i < SETTING_COUNT; i++)
        format_value(&b, settings_def((SettingId)i), s->value[i]);
    const SetupMemory *m = &s->setup;
    strbuf_addf(&b, "setup-kind %s\n", game_kind_name(m->kind));
    strbuf_addf(&b, "setup-players %d\n", m->players >= 1 && m->players <= MAX_PLAYERS ? m->players : 1);
    for (int i = 0; i < MAX_PLAYERS; i++) {
        strbuf_addf(&b, "seat-%d %s\n", i + 1, m->seat[i][0] ? m->seat[i] : "human");
        if (m->name[i][0] && !strchr(m->name[i], '\n'))
            strbuf_addf(&b, "name-%d %s\n", i + 1, m->name[i]);
    }
    return fileio_write_built(path, &b, err, errsize);
}
