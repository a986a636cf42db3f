/* fileio.c: whole-file reads, atomic writes, keeping bad files aside
 * (fileio.h), on the platform seam (platform.h). */
#include "fileio.h"

#include <errno.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform.h"

const char *fileio_basename(const char *path)
{
    const char *slash = strrchr(path, '/');
    const char *backslash = strrchr(path, '\\'); /* Windows paths */
    if (backslash && (!slash || backslash > slash))
        slash = backslash;
    return slash ? slash + 1 : path;
}

bool fileio_join(const char *dir, const char *name, char *out, size_t size)
{
    size_t dl = strlen(dir);
    bool slash = dl > 0 && (dir[dl - 1] == '/' || dir[dl - 1] == '\\');
    int n = snprintf(out, size, "%s%s%s", dir, (slash || dl == 0) ? "" : "/", name);
    return n >= 0 && (size_t)n < size;
}

char *fileio_read(const char *path, size_t max, size_t *len, bool *missing, char *err, size_t errsize)
{
    *missing = false;
    *len = 0;
    bool not_regular = false;
    FILE *f = platform_fopen_regular(path, &not_regular);
    if (!f) {
        *missing = errno == ENOENT;
        if (not_regular)
            snprintf(err, errsize, "%s: not a file (a folder, a device or a pipe)", path);
        else
            snprintf(err, errsize, "%s: cannot open: %s", path, strerror(errno));
        return NULL;
    }
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        if (n + 1 >= cap) {
            if (cap > max) {
                snprintf(err, errsize, "%s: too large to be one of our files (over %zu bytes)", path, max);
                free(buf);
                fclose(f);
                return NULL;
            }
            char *nb = realloc(buf, cap * 2);
            if (!nb) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = nb;
            cap *= 2;
        }
        size_t got = fread(buf + n, 1, cap - 1 - n, f);
        n += got;
        if (got == 0)
            break;
    }
    if (!buf) {
        snprintf(err, errsize, "%s: out of memory", path);
        fclose(f);
        return NULL;
    }
    if (ferror(f)) {
        snprintf(err, errsize, "%s: read error: %s", path, strerror(errno));
        free(buf);
        fclose(f);
        return NULL;
    }
    fclose(f);
    if (n > max) {
        snprintf(err, errsize, "%s: too large to be one of our files (over %zu bytes)", path, max);
        free(buf);
        return NULL;
    }
    buf[n] = '\0';
    *len = n;
    return buf;
}

static FileioWritten written_hook;

void fileio_on_written(FileioWritten hook) { written_hook = hook; }

/* PATH.tmp-PID-N: a name no other write uses, in this process or another. */
static bool temp_name(const char *path, char *tmp, size_t size)
{
    static atomic_uint counter;
    unsigned n = atomic_fetch_add(&counter, 1u);
    int w = snprintf(tmp, size, "%s" FILEIO_TEMP_MARK "%ld-%u", path, platform_process_id(), n);
    return w >= 0 && (size_t)w < size;
}

/* Writes data into a new temporary file beside path and puts it on the
 * disk; `tmp` gets its name. On failure nothing is left. */
static bool write_temp(const char *path, const char *data, size_t len, char *tmp, size_t tmpsize, char *err,
                       size_t errsize)
{
    if (!temp_name(path, tmp, tmpsize)) {
        snprintf(err, errsize, "%s: path too long", path);
        return false;
    }
    /* the errors name the file being written, not its temporary name */
    FILE *f = platform_fopen(tmp, "wb");
    if (!f) {
        snprintf(err, errsize, "%s: cannot write: %s", path, strerror(errno));
        return false;
    }
    char why[256] = "";
    bool ok = fwrite(data, 1, len, f) == len;
    if (!ok)
        snprintf(why, sizeof why, "%s", strerror(errno));
    ok = ok && platform_sync_file(f, why, sizeof why);
    if (fclose(f) != 0 && ok) {
        ok = false;
        snprintf(why, sizeof why, "%s", strerror(errno));
    }
    if (!ok) {
        snprintf(err, errsize, "%s: cannot write: %s", path, why);
        platform_remove(tmp);
        return false;
    }
    return true;
}

bool fileio_write_atomic(const char *path, const char *data, size_t len, char *err, size_t errsize)
{
    char tmp[FILEIO_PATH_MAX], why[256] = "";
    if (!write_temp(path, data, len, tmp, sizeof tmp, err, errsize))
        return false;
    if (!platform_replace(tmp, path, why, sizeof why)) {
        snprintf(err, errsize, "%s: cannot replace: %s", path, why);
        platform_remove(tmp);
        return false;
    }
    if (written_hook)
        written_hook(path);
    return true;
}

bool fileio_write_built(const char *path, StrBuf *b, char *err, size_t errsize)
{
    size_t len;
    char *text = strbuf_finish(b, &len);
    if (!text) {
        snprintf(err, errsize, "out of memory");
        return false;
    }
    bool ok = fileio_write_atomic(path, text, len, err, errsize);
    free(text);
    return ok;
}

FileioNew fileio_write_new(const char *path, const char *data, size_t len, char *err, size_t errsize)
{
    char tmp[FILEIO_PATH_MAX], why[256] = "";
    if (!write_temp(path, data, len, tmp, sizeof tmp, err, errsize))
        return FILEIO_NEW_FAILED;
    switch (platform_move_new(tmp, path, why, sizeof why)) {
    case PLATFORM_MOVED:
        if (written_hook)
            written_hook(path);
        return FILEIO_NEW_WRITTEN;
    case PLATFORM_TAKEN:
        platform_remove(tmp);
        return FILEIO_NEW_TAKEN;
    case PLATFORM_FAILED:
        break;
    }
    snprintf(err, errsize, "%s: cannot write: %s", path, why);
    platform_remove(tmp);
    return FILEIO_NEW_FAILED;
}

/* A temporary file of fileio_write_atomic (PATH.tmp-PID-N) or of the
 * versions before it (PATH.tmp). */
static bool is_temp_name(const char *name)
{
    size_t n = strlen(name), tl = strlen(".tmp");
    return strstr(name, FILEIO_TEMP_MARK) != NULL || (n > tl && strcmp(name + n - tl, ".tmp") == 0);
}

int fileio_clean_temps(const char *dir)
{
    bool missing;
    char why[256], name[PLATFORM_NAME_MAX], path[FILEIO_PATH_MAX];
    PlatformDir *d = platform_dir_open(dir, &missing, why, sizeof why);
    if (!d)
        return 0;
    int removed = 0;
    while (platform_dir_next(d, name)) {
        bool regular = false;
        if (is_temp_name(name) && fileio_join(dir, name, path, sizeof path) &&
            platform_stat(path, &regular, NULL) && regular && platform_remove(path))
            removed++;
    }
    platform_dir_close(d);
    return removed;
}

bool fileio_keep_aside(const char *path, char *aside, size_t asidesize, char *err, size_t errsize)
{
    char name[FILEIO_PATH_MAX], why[256] = "";
    for (int i = 1; i < 10000; i++) {
        int n = snprintf(name, sizeof name, "%s.bad-%d", path, i);
        if (n < 0 || (size_t)n >= sizeof name) {
            snprintf(err, errsize, "%s: path too long", path);
            return false;
        }
        switch (platform_move_new(path, name, why, sizeof why)) {
        case PLATFORM_MOVED:
            snprintf(aside, asidesize, "%s", name);
            return true;
        case PLATFORM_TAKEN:
            continue;
        case PLATFORM_FAILED:
            snprintf(err, errsize, "%s: cannot keep aside: %s", path, why);
            return false;
        }
    }
    snprintf(err, errsize, "%s: too many files kept aside already", path);
    return false;
}

FileStatus fileio_reject(const char *path, const char *why, char *msg, size_t msgsize)
{
    char aside[FILEIO_PATH_MAX], err[512];
    if (fileio_keep_aside(path, aside, sizeof aside, err, sizeof err))
        snprintf(msg, msgsize, "%s: %s; kept aside as %s, starting afresh", fileio_basename(path), why,
                 fileio_basename(aside));
    else
        snprintf(msg, msgsize, "%s: %s; starting afresh (%s)", fileio_basename(path), why, err);
    return FILE_BAD;
}

bool fileio_delete(const char *path, const char *name, char *err, size_t errsize)
{
    errno = 0;
    if (platform_remove(path))
        return true;
    int e = errno;
    if (!platform_stat(path, NULL, NULL))
        snprintf(err, errsize, "%s: there is no such file", name);
    else
        snprintf(err, errsize, "%s: cannot delete: %s", name, e ? strerror(e) : "the system refused");
    return false;
}
