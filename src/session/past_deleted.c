/* past_deleted.c: the keys of the past games deleted lately (see
 * past_deleted.h). */
#include "past_deleted.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fileio.h"
#include "past_games.h"
#include "recorded.h"
#include "textlines.h"

#define MAGIC "cartographers-deleted"
#define VERSION 1
#define FILE_MAX 4096 /* far more than PAST_DELETED_KEEP lines */

/* The file's path; false when there is no data folder. */
static bool deleted_path(const char *data_dir, char *out, size_t size)
{
    char dir[FILEIO_PATH_MAX];
    return data_dir && data_dir[0] && fileio_join(data_dir, PAST_GAMES_DIR, dir, sizeof dir) &&
           fileio_join(dir, PAST_DELETED_FILE, out, size);
}

/* Reads the keys, oldest first, into keys (at most PAST_DELETED_KEEP: the
 * newest); *n gets how many. False with the reason for a file that cannot
 * be read or understood; a missing file is no key, and true. */
static bool read_keys(const char *path, uint64_t keys[PAST_DELETED_KEEP], int *n, bool *bad, char *err,
                      size_t errsize)
{
    *n = 0;
    *bad = false;
    size_t len;
    bool missing;
    char *text = fileio_read(path, FILE_MAX, &len, &missing, err, errsize);
    if (!text) { /* one that is there but cannot be read (too long, say) is kept aside when written */
        *bad = !missing;
        return missing;
    }
    TextLines t;
    textlines_init(&t, text, len);
    char line[TEXTLINES_MAX + 1];
    bool first = true;
    TextLine r;
    while ((r = textlines_next(&t, line, sizeof line)) == TEXTLINE_OK) {
        if (textlines_skip(line))
            continue;
        int version;
        if (first) {
            first = false;
            if (!textlines_magic(line, MAGIC, VERSION, "a list of deleted past games", &version, err, errsize))
                break;
            continue;
        }
        char *value = textlines_split(line);
        uint64_t key;
        if (strcmp(line, "deleted") != 0 || !recorded_key_parse(value, &key)) {
            snprintf(err, errsize, "line %d: not a deleted game's key", t.lineno);
            break;
        }
        if (*n == PAST_DELETED_KEEP) { /* the oldest goes */
            memmove(keys, keys + 1, (PAST_DELETED_KEEP - 1) * sizeof *keys);
            (*n)--;
        }
        keys[(*n)++] = key;
    }
    if (r != TEXTLINE_OK && r != TEXTLINE_END)
        textlines_error(&t, r, err, errsize);
    free(text);
    *bad = r != TEXTLINE_END || first;
    if (*bad && first && r == TEXTLINE_END)
        snprintf(err, errsize, "the file is empty");
    return !*bad;
}

bool past_deleted_note(const char *data_dir, uint64_t key, char *err, size_t errsize)
{
    char path[FILEIO_PATH_MAX], why[SESSION_MESSAGE_MAX];
    if (!deleted_path(data_dir, path, sizeof path)) {
        snprintf(err, errsize, "no folder to note a deleted game in");
        return false;
    }
    uint64_t keys[PAST_DELETED_KEEP];
    int n;
    bool bad;
    if (!read_keys(path, keys, &n, &bad, why, sizeof why)) {
        if (!bad) {
            snprintf(err, errsize, "%s", why);
            return false;
        }
        char msg[SESSION_MESSAGE_MAX + FILEIO_PATH_MAX];
        fileio_reject(path, why, msg, sizeof msg); /* (the list is the game's own: nothing to tell the player) */
        n = 0;
    }
    for (int i = 0; i < n; i++)
        if (keys[i] == key)
            return true;
    if (n == PAST_DELETED_KEEP) {
        memmove(keys, keys + 1, (PAST_DELETED_KEEP - 1) * sizeof *keys);
        n--;
    }
    keys[n++] = key;
    char text[FILE_MAX];
    int len = snprintf(text, sizeof text, "%s %d\n", MAGIC, VERSION);
    for (int i = 0; i < n; i++)
        len += snprintf(text + len, sizeof text - (size_t)len, "deleted %016" PRIx64 "\n", keys[i]);
    return fileio_write_atomic(path, text, (size_t)len, err, errsize);
}

bool past_deleted_has(const char *data_dir, uint64_t key)
{
    char path[FILEIO_PATH_MAX], err[SESSION_MESSAGE_MAX];
    uint64_t keys[PAST_DELETED_KEEP];
    int n;
    bool bad;
    if (!deleted_path(data_dir, path, sizeof path))
        return false;
    read_keys(path, keys, &n, &bad, err, sizeof err); /* (a bad file: the keys read before the fault) */
    for (int i = 0; i < n; i++)
        if (keys[i] == key)
            return true;
    return false;
}
