/* save_files.c: saves as files: atomic writes, transactional loads,
 * keeping bad saves aside, and the directory of named saves (save.h). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform.h"
#include "save.h"
#include "session_internal.h"
#include "textlines.h"

bool save_write(const Session *s, const char *path, char *err, size_t errsize)
{
    char *text = save_format(s);
    if (!text) {
        snprintf(err, errsize, "%s: out of memory", fileio_basename(path));
        return false;
    }
    bool ok = fileio_write_atomic(path, text, strlen(text), err, errsize);
    free(text);
    return ok;
}

Session *save_load_new(const char *path, bool *missing, char *err, size_t errsize)
{
    size_t len;
    bool dummy;
    if (!missing)
        missing = &dummy;
    char *text = fileio_read(path, SAVE_MAX_SIZE, &len, missing, err, errsize);
    if (!text)
        return NULL;
    char msg[SESSION_MESSAGE_MAX];
    Session *s = save_parse(text, len, msg, sizeof msg);
    free(text);
    if (!s)
        snprintf(err, errsize, "%s: %s", fileio_basename(path), msg);
    return s;
}

bool save_load(Session *live, const char *path, bool *missing, char *err, size_t errsize)
{
    Session *loaded = save_load_new(path, missing, err, errsize);
    if (!loaded)
        return false;
    session_swap(live, loaded);
    session_free(loaded);
    return true;
}

bool save_file_newer(const char *path)
{
    size_t len;
    bool missing;
    char err[SESSION_MESSAGE_MAX];
    char *text = fileio_read(path, SAVE_MAX_SIZE, &len, &missing, err, sizeof err);
    bool newer = text && textlines_newer(text, len, SAVE_MAGIC, SAVE_VERSION);
    free(text);
    return newer;
}

bool save_keep_aside(const char *path, char *aside, size_t asidesize, char *err, size_t errsize)
{
    return fileio_keep_aside(path, aside, asidesize, err, errsize);
}

/* The letters of U+00C0..U+017F (Latin-1 Supplement, Latin Extended-A)
 * without their accents, one byte each: a lower-case letter is itself;
 * A stands for ae, O for oe, I for ij, T for th, S for ss; a space is no
 * letter (the signs of multiplication and division). */
static const char accented[] = "aaaaaaAceeeeiiiidnooooo ouuuuyTS"                                         /* U+00C0 */
                               "aaaaaaAceeeeiiiidnooooo ouuuuyTy"                                         /* U+00E0 */
                               "aaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiiiIIjjkkk"                /* U+0100 */
                               "llllllllllnnnnnnnnnooooooOOrrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzzs"; /* U+0139 */
_Static_assert(sizeof accented - 1 == 0x180 - 0xC0, "a byte for every letter from U+00C0 to U+017F");

/* The character at p as plain lower-case ASCII letters or digits, into
 * `plain` (none when it is not a letter or a digit); returns how many
 * bytes of p it took. */
static int plain_letters(const char *p, char plain[3])
{
    unsigned char c = (unsigned char)p[0], c2 = c ? (unsigned char)p[1] : 0;
    plain[0] = plain[1] = plain[2] = '\0';
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))
        plain[0] = (char)c;
    else if (c >= 'A' && c <= 'Z')
        plain[0] = (char)(c - 'A' + 'a');
    if (c < 0x80 || (c & 0xE0) != 0xC0 || (c2 & 0xC0) != 0x80)
        return 1; /* ASCII, or not a two-byte letter: no letter */
    unsigned cp = ((c & 0x1Fu) << 6) | (c2 & 0x3Fu);
    char k = cp >= 0xC0 && cp < 0x180 ? accented[cp - 0xC0] : ' ';
    static const char *const pairs[] = {"Aae", "Ooe", "Iij", "Tth", "Sss"};
    if (k >= 'a' && k <= 'z')
        plain[0] = k;
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++)
        if (pairs[i][0] == k)
            memcpy(plain, pairs[i] + 1, 2);
    return 2;
}

void save_file_name(const char *title, char *out, size_t size)
{
    /* room for the extension */
    size_t ext = strlen(SAVE_EXT), n = 0, max = size > ext + 1 ? size - ext - 1 : 0;
    if (max > 60)
        max = 60;
    bool dash = false;
    for (const char *p = title; *p && n < max;) {
        char plain[3];
        p += plain_letters(p, plain);
        if (!plain[0]) {
            dash = true;
            continue;
        }
        if (dash && n > 0 && n + 1 < max)
            out[n++] = '-';
        dash = false;
        for (const char *q = plain; *q && n < max; q++)
            out[n++] = *q;
    }
    if (n == 0 && max >= 4) {
        memcpy(out, "game", 4);
        n = 4;
    }
    if (size > n + ext)
        memcpy(out + n, SAVE_EXT, ext + 1);
    else if (size > 0)
        out[0] = '\0';
}

bool save_named_write(const Session *s, const char *dir, const char *title, char *file, size_t filesize, char *err,
                      size_t errsize)
{
    char name[128], path[FILEIO_PATH_MAX];
    save_file_name(title, name, sizeof name);
    if (!fileio_join(dir, name, path, sizeof path)) {
        snprintf(err, errsize, "%s: path too long", dir);
        return false;
    }
    /* the title goes into the file: write a copy of the session with it */
    Session copy = *s;
    if (!session_set_title(&copy, title, err, errsize))
        return false;
    if (!save_write(&copy, path, err, errsize))
        return false;
    if (file)
        snprintf(file, filesize, "%s", name);
    return true;
}

/* A plain file name of a named save, nothing that leaves the directory. */
static bool safe_name(const char *file)
{
    size_t n = strlen(file), ext = strlen(SAVE_EXT);
    return n > ext && file[0] != '.' && !strchr(file, '/') && strcmp(file + n - ext, SAVE_EXT) == 0;
}

Session *save_named_load_new(const char *dir, const char *file, char *err, size_t errsize)
{
    char path[FILEIO_PATH_MAX];
    if (!safe_name(file) || !fileio_join(dir, file, path, sizeof path)) {
        snprintf(err, errsize, "'%.100s' is not the name of a saved game", file);
        return NULL;
    }
    bool missing;
    char msg[SESSION_MESSAGE_MAX];
    size_t len;
    char *text = fileio_read(path, SAVE_MAX_SIZE, &len, &missing, err, errsize);
    if (!text)
        return NULL;
    Session *loaded = save_parse(text, len, msg, sizeof msg);
    if (!loaded && textlines_newer(text, len, SAVE_MAGIC, SAVE_VERSION)) {
        snprintf(err, errsize, "%s: %s (left as it is)", file, msg);
    } else if (!loaded) {
        char aside[FILEIO_PATH_MAX], kerr[SESSION_MESSAGE_MAX];
        if (fileio_keep_aside(path, aside, sizeof aside, kerr, sizeof kerr))
            snprintf(err, errsize, "%s: %s (kept aside as %s)", file, msg, fileio_basename(aside));
        else
            snprintf(err, errsize, "%s: %s (%s)", file, msg, kerr);
    }
    free(text);
    return loaded;
}

bool save_named_load(Session *live, const char *dir, const char *file, char *err, size_t errsize)
{
    Session *loaded = save_named_load_new(dir, file, err, errsize);
    if (!loaded)
        return false;
    session_swap(live, loaded);
    session_free(loaded);
    return true;
}

bool save_named_delete(const char *dir, const char *file, char *err, size_t errsize)
{
    char path[FILEIO_PATH_MAX];
    if (!safe_name(file) || !fileio_join(dir, file, path, sizeof path)) {
        snprintf(err, errsize, "'%.100s' is not the name of a saved game", file);
        return false;
    }
    return fileio_delete(path, file, err, errsize);
}

static int by_played_desc(const void *a, const void *b)
{
    const SaveInfo *x = a, *y = b;
    if (x->played != y->played)
        return x->played > y->played ? -1 : 1;
    return strcmp(x->file, y->file);
}

static void describe(SaveInfo *info, const char *path)
{
    bool missing;
    Session *s = save_load_new(path, &missing, info->error, sizeof info->error);
    info->ok = s != NULL;
    size_t n = strlen(info->file);
    if (n >= sizeof info->title)
        n = sizeof info->title - 1;
    memcpy(info->title, info->file, n);
    info->title[n] = '\0';
    if (!s)
        return;
    const Game *g = session_game(s);
    if (session_title(s)[0])
        snprintf(info->title, sizeof info->title, "%s", session_title(s));
    info->kind = g->settings.kind;
    info->side = g->settings.side;
    info->players = g->settings.players;
    info->moves = session_move_count(s);
    info->season = g->season;
    info->finished = game_over(g);
    info->scored = game_seasons_scored(g);
    for (int i = 0; i < info->players && i < MAX_PLAYERS; i++) {
        snprintf(info->names[i], sizeof info->names[i], "%s", session_seat(s, i)->name);
        info->totals[i] = game_total(g, i);
    }
    memcpy(info->decrees, g->decree_cards, sizeof info->decrees);
    if (session_played(s) > 0) /* else the file's time: an older version's save */
        info->played = session_played(s);
    const ChallengeTag *tag = session_challenge(s);
    info->put_aside = session_put_aside(s);
    info->has_challenge = tag != NULL;
    if (tag)
        info->challenge = *tag;
    session_free(s);
}

int save_list(const char *dir, SaveInfo **out, char *err, size_t errsize)
{
    *out = NULL;
    bool missing;
    char why[256] = "";
    PlatformDir *d = platform_dir_open(dir, &missing, why, sizeof why);
    if (!d) {
        if (missing)
            return 0;
        snprintf(err, errsize, "%s: cannot read: %s", dir, why);
        return -1;
    }
    SaveInfo *list = NULL;
    int n = 0, cap = 0;
    char name[PLATFORM_NAME_MAX];
    while (platform_dir_next(d, name)) {
        if (!safe_name(name) || strlen(name) >= sizeof list->file)
            continue;
        char path[FILEIO_PATH_MAX];
        bool regular = false;
        long long mtime = 0;
        if (!fileio_join(dir, name, path, sizeof path) || !platform_stat(path, &regular, &mtime) || !regular)
            continue;
        if (n == cap) {
            cap = cap ? cap * 2 : 16;
            SaveInfo *nl = realloc(list, (size_t)cap * sizeof *nl);
            if (!nl) {
                free(list);
                platform_dir_close(d);
                snprintf(err, errsize, "out of memory");
                return -1;
            }
            list = nl;
        }
        SaveInfo *info = &list[n++];
        memset(info, 0, sizeof *info);
        snprintf(info->file, sizeof info->file, "%s", name);
        info->mtime = info->played = mtime;
        describe(info, path);
    }
    platform_dir_close(d);
    if (n > 1)
        qsort(list, (size_t)n, sizeof *list, by_played_desc);
    *out = list;
    return n;
}
