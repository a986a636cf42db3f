/* datalock.c: the data folder's owner (datalock.h), on the platform's
 * file lock. */
#include "datalock.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fileio.h"
#include "past_games.h"
#include "platform.h"
#include "textlines.h"

struct DataLock {
    PlatformLock *lock;
    char forward[FILEIO_PATH_MAX]; /* the request file's path */
};

/* Whether a file can be made in dir; `why` says why not. */
static bool writable(const char *dir, char *why, size_t whysize)
{
    char name[64], path[FILEIO_PATH_MAX];
    snprintf(name, sizeof name, "%s%sprobe-%ld", DATALOCK_FILE, FILEIO_TEMP_MARK, platform_process_id());
    if (!fileio_join(dir, name, path, sizeof path)) {
        snprintf(why, whysize, "path too long");
        return false;
    }
    FILE *f = platform_fopen(path, "wb");
    if (!f) {
        snprintf(why, whysize, "%s", strerror(errno));
        return false;
    }
    fclose(f);
    platform_remove(path);
    return true;
}

DataLockState datalock_take(const char *dir, DataLock **lock, char *why, size_t whysize)
{
    *lock = NULL;
    char path[FILEIO_PATH_MAX], forward[FILEIO_PATH_MAX], past[FILEIO_PATH_MAX];
    if (!fileio_join(dir, DATALOCK_FILE, path, sizeof path) ||
        !fileio_join(dir, DATALOCK_FORWARD_FILE, forward, sizeof forward) ||
        !fileio_join(dir, PAST_GAMES_DIR, past, sizeof past)) {
        snprintf(why, whysize, "%s: path too long", dir);
        return DATALOCK_UNWRITABLE;
    }
    PlatformLock *pl = NULL;
    char lwhy[256] = "";
    switch (platform_lock(path, &pl, lwhy, sizeof lwhy)) {
    case PLATFORM_LOCK_BUSY:
        return DATALOCK_BUSY;
    case PLATFORM_LOCK_FAILED:
        if (!writable(dir, why, whysize))
            return DATALOCK_UNWRITABLE;
        snprintf(why, whysize, "%s", lwhy);
        return DATALOCK_NO_LOCKS; /* (temporary files stay: another copy may be writing one) */
    case PLATFORM_LOCK_TAKEN:
        break;
    }
    if (!writable(dir, why, whysize)) { /* the lock file was there, the folder is read-only */
        platform_unlock(pl);
        return DATALOCK_UNWRITABLE;
    }
    DataLock *l = calloc(1, sizeof *l);
    if (!l) {
        platform_unlock(pl);
        snprintf(why, whysize, "out of memory");
        return DATALOCK_UNWRITABLE;
    }
    l->lock = pl;
    snprintf(l->forward, sizeof l->forward, "%s", forward);
    platform_remove(forward); /* a request for an owner that has gone */
    fileio_clean_temps(dir);
    fileio_clean_temps(past);
    *lock = l;
    return DATALOCK_OWNED;
}

void datalock_release(DataLock *lock)
{
    if (!lock)
        return;
    platform_unlock(lock->lock);
    free(lock);
}

long datalock_owner(const char *dir)
{
    char path[FILEIO_PATH_MAX], err[256];
    size_t len;
    bool missing;
    if (!fileio_join(dir, DATALOCK_FILE, path, sizeof path))
        return 0;
    char *text = fileio_read(path, 64, &len, &missing, err, sizeof err);
    if (!text)
        return 0;
    char *nl = strchr(text, '\n');
    if (nl)
        *nl = '\0';
    long pid = 0;
    if (!textlines_int(text, 1, 0x7fffffffL, &pid))
        pid = 0;
    free(text);
    return pid;
}

static bool forward_path(const char *dir, char *path, size_t size)
{
    return fileio_join(dir, DATALOCK_FORWARD_FILE, path, size);
}

bool datalock_ask_forward(const char *dir, char *err, size_t errsize)
{
    char path[FILEIO_PATH_MAX], text[32];
    if (!forward_path(dir, path, sizeof path)) {
        snprintf(err, errsize, "%s: path too long", dir);
        return false;
    }
    platform_allow_foreground(datalock_owner(dir));
    int n = snprintf(text, sizeof text, "%ld\n", platform_process_id());
    return fileio_write_atomic(path, text, (size_t)n, err, errsize);
}

bool datalock_forward_waiting(const char *dir)
{
    char path[FILEIO_PATH_MAX];
    return forward_path(dir, path, sizeof path) && platform_stat(path, NULL, NULL);
}

void datalock_cancel_forward(const char *dir)
{
    char path[FILEIO_PATH_MAX];
    if (forward_path(dir, path, sizeof path))
        platform_remove(path);
}

bool datalock_forward_asked(DataLock *lock)
{
    return lock && platform_stat(lock->forward, NULL, NULL) && platform_remove(lock->forward);
}
