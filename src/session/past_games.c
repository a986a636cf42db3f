/* past_games.c: the finished games kept in the data folder (see
 * past_games.h): keeping one, listing them newest first, loading one to
 * watch and deleting one. */
#include "past_games.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "fileio.h"
#include "past_deleted.h"
#include "past_reviews.h"
#include "platform.h"
#include "save.h"
#include "textlines.h"

#define NAME_PREFIX "game-"

/* The folder of the kept games inside data_dir. */
static bool folder(const char *data_dir, char *out, size_t size, char *err, size_t errsize)
{
    if (!data_dir || !data_dir[0] || !fileio_join(data_dir, PAST_GAMES_DIR, out, size)) {
        snprintf(err, errsize, "%s: no folder to keep finished games in", data_dir ? data_dir : "");
        return false;
    }
    return true;
}

/* A plain file name of a kept game, nothing that leaves the folder. */
static bool safe_name(const char *file)
{
    size_t n = strlen(file), ext = strlen(SAVE_EXT);
    return n > ext && n < PAST_FILE_MAX && file[0] != '.' && !strchr(file, '/') && !strchr(file, '\\') &&
           strcmp(file + n - ext, SAVE_EXT) == 0;
}

/* YYYYMMDDHHMMSS of a local time, 0 when there is none. */
static long long stamp_of(long long when, struct tm *out)
{
    time_t t = (time_t)when;
    struct tm tm;
    if (!localtime_r(&t, &tm))
        return 0;
    if (out)
        *out = tm;
    return ((((tm.tm_year + 1900LL) * 100 + tm.tm_mon + 1) * 100 + tm.tm_mday) * 100 + tm.tm_hour) * 10000LL +
           tm.tm_min * 100LL + tm.tm_sec;
}

void past_games_file_name(long long when, int n, char *out, size_t size)
{
    long long st = stamp_of(when, NULL);
    if (n <= 1)
        snprintf(out, size, NAME_PREFIX "%08lld-%06lld" SAVE_EXT, st / 1000000, st % 1000000);
    else
        snprintf(out, size, NAME_PREFIX "%08lld-%06lld-%d" SAVE_EXT, st / 1000000, st % 1000000, n);
}

bool past_games_keep(const Session *s, const char *data_dir, long long when, char *file, size_t filesize, char *err,
                     size_t errsize)
{
    if (!game_over(session_game(s))) {
        snprintf(err, errsize, "the game is not finished");
        return false;
    }
    char dir[FILEIO_PATH_MAX], why[256] = "";
    if (!folder(data_dir, dir, sizeof dir, err, errsize))
        return false;
    if (!platform_make_dir(dir, why, sizeof why)) {
        snprintf(err, errsize, "%s: cannot make the folder: %s", dir, why);
        return false;
    }
    char *text = save_format(s);
    if (!text) {
        snprintf(err, errsize, "out of memory");
        return false;
    }
    char name[PAST_FILE_MAX], path[FILEIO_PATH_MAX];
    for (int n = 1; n < 1000; n++) {
        past_games_file_name(when, n, name, sizeof name);
        if (!fileio_join(dir, name, path, sizeof path)) {
            snprintf(err, errsize, "%s: path too long", dir);
            free(text);
            return false;
        }
        /* never replacing: a game kept in the same second keeps its file */
        FileioNew r = fileio_write_new(path, text, strlen(text), err, errsize);
        if (r == FILEIO_NEW_TAKEN)
            continue;
        free(text);
        if (r == FILEIO_NEW_FAILED)
            return false;
        if (file)
            snprintf(file, filesize, "%s", name);
        return true;
    }
    free(text);
    snprintf(err, errsize, "%s: too many games kept at %s", dir, name);
    return false;
}

/* "game-YYYYMMDD-HHMMSS[-N].cartosave": the stamp, or 0 for another name. */
static long long stamp_of_name(const char *file)
{
    const char *p = file + strlen(NAME_PREFIX);
    if (strncmp(file, NAME_PREFIX, strlen(NAME_PREFIX)) != 0 || strlen(p) < 15 || p[8] != '-')
        return 0;
    long long v = 0;
    for (int i = 0; i < 15; i++) {
        if (i == 8)
            continue;
        if (p[i] < '0' || p[i] > '9')
            return 0;
        v = v * 10 + (p[i] - '0');
    }
    long month = v / 100000000 % 100, day = v / 1000000 % 100;
    return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? v : 0;
}

/* "YYYY-MM-DD HH:MM" of a stamp. */
static void date_of(long long stamp, char out[PAST_DATE_SIZE])
{
    unsigned long long st = stamp > 0 ? (unsigned long long)stamp : 0;
    snprintf(out, PAST_DATE_SIZE, "%04u-%02u-%02u %02u:%02u", (unsigned)(st / 10000000000ULL % 10000),
             (unsigned)(st / 100000000 % 100), (unsigned)(st / 1000000 % 100), (unsigned)(st / 10000 % 100),
             (unsigned)(st / 100 % 100));
}

/* A name safe_name accepted (shorter than PAST_FILE_MAX) into a list entry. */
static void copy_name(char dst[PAST_FILE_MAX], const char *name)
{
    size_t n = strlen(name);
    if (n >= PAST_FILE_MAX)
        n = PAST_FILE_MAX - 1;
    memcpy(dst, name, n);
    dst[n] = '\0';
}

/* The game's line of the list from its session. */
static void describe(PastGame *pg, const Session *s)
{
    const Game *g = session_game(s);
    pg->kind = g->settings.kind;
    pg->side = g->settings.side;
    pg->players = g->settings.players;
    pg->moves = session_move_count(s);
    memcpy(pg->decrees, g->decree_cards, sizeof pg->decrees);
    snprintf(pg->title, sizeof pg->title, "%s", session_title(s));
    game_ranking(g, pg->places);
    pg->winner = -1;
    int first = 0;
    for (int p = 0; p < pg->players; p++) {
        const Seat *seat = session_seat(s, p);
        snprintf(pg->names[p], sizeof pg->names[p], "%s", seat ? seat->name : "");
        pg->computer[p] = seat && seat->kind == SEAT_COMPUTER;
        pg->totals[p] = game_total(g, p);
        if (pg->places[p] == 1) {
            first++;
            pg->winner = p;
        }
    }
    if (pg->players <= 1 || first != 1)
        pg->winner = -1;
    if (pg->players == 1) {
        pg->rating = game_solo_rating(g);
        pg->title_id = game_title_id(pg->rating);
    }
    const ChallengeTag *tag = session_challenge(s);
    pg->has_challenge = tag != NULL;
    if (tag)
        pg->challenge = *tag;
}

/* Reads and replays a kept game; NULL with why and *newer when the file is
 * a newer version's. */
static Session *read_game(const char *path, bool *newer, char *why, size_t whysize)
{
    *newer = false;
    size_t len;
    bool missing;
    char err[SESSION_MESSAGE_MAX];
    char *text = fileio_read(path, SAVE_MAX_SIZE, &len, &missing, err, sizeof err);
    if (!text) {
        snprintf(why, whysize, "%s", err);
        return NULL;
    }
    Session *s = save_parse(text, len, err, sizeof err);
    if (!s && textlines_newer(text, len, SAVE_MAGIC, SAVE_VERSION)) {
        *newer = true;
        snprintf(why, whysize, "written by a newer version of the game (%.400s)", err);
    } else if (!s) {
        snprintf(why, whysize, "%s", err);
    } else if (!game_over(session_game(s))) {
        snprintf(why, whysize, "the game in it is not finished");
        session_free(s);
        s = NULL;
    }
    free(text);
    return s;
}

/* N of "game-YYYYMMDD-HHMMSS-N.cartosave", 1 without it (and for other names). */
static long number_of_name(const char *file)
{
    if (stamp_of_name(file) == 0 || file[strlen(NAME_PREFIX) + 15] != '-')
        return 1;
    return strtol(file + strlen(NAME_PREFIX) + 16, NULL, 10);
}

static int newest_first(const void *a, const void *b)
{
    const PastGame *x = a, *y = b;
    if (x->order != y->order)
        return x->order > y->order ? -1 : 1;
    long m = number_of_name(x->file), n = number_of_name(y->file); /* "-2" was kept after the first */
    if (m != n)
        return m > n ? -1 : 1;
    return strcmp(x->file, y->file);
}

static int by_file(const void *a, const void *b)
{
    return strcmp(((const PastSkipped *)a)->file, ((const PastSkipped *)b)->file);
}

/* Room for one more entry of `size` bytes in *array (*count used, *cap). */
static bool grow(void **array, int count, int *cap, size_t size)
{
    if (count < *cap)
        return true;
    int ncap = *cap ? *cap * 2 : 16;
    void *n = realloc(*array, (size_t)ncap * size);
    if (!n)
        return false;
    *array = n;
    *cap = ncap;
    return true;
}

int past_list_find(const PastList *list, const StatsGame *sg)
{
    for (int i = 0; i < list->ngames; i++) { /* newest first */
        const PastGame *pg = &list->games[i];
        if (pg->players == 1 && pg->kind == sg->kind && pg->totals[0] == sg->total && pg->rating == sg->rating &&
            strncmp(pg->date, sg->date, 10) == 0 && memcmp(pg->decrees, sg->decrees, sizeof pg->decrees) == 0)
            return i;
    }
    return -1;
}

void past_list_free(PastList *list)
{
    free(list->games);
    free(list->skipped);
    memset(list, 0, sizeof *list);
}

bool past_games_list(const char *data_dir, PastList *out, char *err, size_t errsize)
{
    memset(out, 0, sizeof *out);
    char dir[FILEIO_PATH_MAX], why[256] = "";
    if (!folder(data_dir, dir, sizeof dir, err, errsize))
        return false;
    bool missing;
    PlatformDir *d = platform_dir_open(dir, &missing, why, sizeof why);
    if (!d) {
        if (missing)
            return true;
        snprintf(err, errsize, "%s: cannot read: %s", dir, why);
        return false;
    }
    int gcap = 0, scap = 0;
    bool ok = true;
    char name[PLATFORM_NAME_MAX];
    while (ok && platform_dir_next(d, name)) {
        char path[FILEIO_PATH_MAX];
        bool regular = false;
        long long mtime = 0;
        if (!safe_name(name) || !fileio_join(dir, name, path, sizeof path) || !platform_stat(path, &regular, &mtime) ||
            !regular)
            continue; /* temporary files, files kept aside, folders */
        bool newer;
        char reason[SESSION_MESSAGE_MAX];
        Session *s = read_game(path, &newer, reason, sizeof reason);
        if (!s) {
            ok = grow((void **)&out->skipped, out->nskipped, &scap, sizeof *out->skipped);
            if (ok) {
                PastSkipped *k = &out->skipped[out->nskipped++];
                copy_name(k->file, name);
                k->newer = newer;
                snprintf(k->why, sizeof k->why, "%s", reason);
            }
            continue;
        }
        ok = grow((void **)&out->games, out->ngames, &gcap, sizeof *out->games);
        if (ok) {
            PastGame *pg = &out->games[out->ngames++];
            memset(pg, 0, sizeof *pg);
            copy_name(pg->file, name);
            pg->order = stamp_of_name(name);
            if (pg->order == 0) /* a file named otherwise: when it was written */
                pg->order = stamp_of(mtime, NULL);
            date_of(pg->order, pg->date);
            describe(pg, s);
        }
        session_free(s);
    }
    platform_dir_close(d);
    if (!ok) {
        past_list_free(out);
        snprintf(err, errsize, "out of memory");
        return false;
    }
    if (out->ngames > 1)
        qsort(out->games, (size_t)out->ngames, sizeof *out->games, newest_first);
    if (out->nskipped > 1)
        qsort(out->skipped, (size_t)out->nskipped, sizeof *out->skipped, by_file);
    return true;
}

/* The path of a kept game from its name; false with a message for a name
 * that is not one. */
static bool game_path(const char *data_dir, const char *file, char *path, size_t size, char *err, size_t errsize)
{
    char dir[FILEIO_PATH_MAX];
    if (!folder(data_dir, dir, sizeof dir, err, errsize))
        return false;
    if (!file || !safe_name(file) || !fileio_join(dir, file, path, size)) {
        snprintf(err, errsize, "'%.100s' is not the name of a kept game", file ? file : "");
        return false;
    }
    return true;
}

Session *past_games_load(const char *data_dir, const char *file, char *err, size_t errsize)
{
    char path[FILEIO_PATH_MAX], why[SESSION_MESSAGE_MAX];
    if (!game_path(data_dir, file, path, sizeof path, err, errsize))
        return NULL;
    bool newer;
    Session *s = read_game(path, &newer, why, sizeof why);
    if (!s)
        snprintf(err, errsize, "%s: %s", file, why);
    return s;
}

bool past_games_delete(const char *data_dir, const char *file, char *err, size_t errsize)
{
    char path[FILEIO_PATH_MAX];
    if (!game_path(data_dir, file, path, sizeof path, err, errsize))
        return false;
    bool newer;
    char why[SESSION_MESSAGE_MAX];
    Session *s = read_game(path, &newer, why, sizeof why);
    uint64_t key = s ? save_game_key(s) : 0;
    session_free(s);
    if (!fileio_delete(path, file, err, errsize) || !past_review_delete_all(data_dir, file, err, errsize))
        return false;
    if (key) /* noted after the file went, which frees room on a full disk */
        past_deleted_note(data_dir, key, why, sizeof why);
    return true;
}

/* Whether name a was kept after name b (both named by the time). */
static bool kept_after(long long sa, const char *a, long long sb, const char *b)
{
    if (sa != sb)
        return sa > sb;
    size_t la = strlen(a), lb = strlen(b); /* "-10" after "-9", "-2" after none */
    return la != lb ? la > lb : strcmp(a, b) > 0;
}

bool past_games_find(const char *data_dir, uint64_t key, char *file, size_t filesize)
{
    enum { NEWEST = 4 };
    char dir[FILEIO_PATH_MAX], err[SESSION_MESSAGE_MAX], name[PLATFORM_NAME_MAX];
    if (!folder(data_dir, dir, sizeof dir, err, sizeof err))
        return false;
    bool missing;
    PlatformDir *d = platform_dir_open(dir, &missing, err, sizeof err);
    if (!d)
        return false;
    char newest[NEWEST][PAST_FILE_MAX];
    long long stamps[NEWEST];
    int n = 0;
    while (platform_dir_next(d, name)) {
        long long st = safe_name(name) ? stamp_of_name(name) : 0;
        if (st == 0)
            continue;
        int at = n < NEWEST ? n++ : NEWEST - 1; /* into the list, kept newest first */
        if (at == NEWEST - 1 && n == NEWEST && !kept_after(st, name, stamps[at], newest[at]))
            continue;
        for (; at > 0 && kept_after(st, name, stamps[at - 1], newest[at - 1]); at--) {
            stamps[at] = stamps[at - 1];
            memcpy(newest[at], newest[at - 1], PAST_FILE_MAX);
        }
        stamps[at] = st;
        copy_name(newest[at], name);
    }
    platform_dir_close(d);
    for (int i = 0; i < n; i++) {
        char path[FILEIO_PATH_MAX];
        bool newer;
        Session *s = fileio_join(dir, newest[i], path, sizeof path) ? read_game(path, &newer, err, sizeof err) : NULL;
        bool same = s && save_game_key(s) == key;
        session_free(s);
        if (same) {
            if (file)
                snprintf(file, filesize, "%s", newest[i]);
            return true;
        }
    }
    return false;
}
