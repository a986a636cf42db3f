/* fileio.c: whole-file reads, atomic writes, keeping bad files aside
 * (fileio.h), on the platform seam (platform.h). */
#include "fileio.h"

#include <errno.h>
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
    FILE *f = platform_fopen(path, "rb");
    if (!f) {
        *missing = errno == ENOENT;
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

bool fileio_write_atomic(const char *path, const char *data, size_t len, char *err, size_t errsize)
{
    char tmp[FILEIO_PATH_MAX];
    int n = snprintf(tmp, sizeof tmp, "%s.tmp", path);
    if (n < 0 || (size_t)n >= sizeof tmp) {
        snprintf(err, errsize, "%s: path too long", path);
        return false;
    }
    FILE *f = platform_fopen(tmp, "wb");
    if (!f) {
        snprintf(err, errsize, "%s: cannot write: %s", tmp, strerror(errno));
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
        snprintf(err, errsize, "%s: cannot write: %s", tmp, why);
        platform_remove(tmp);
        return false;
    }
    if (!platform_replace(tmp, path, why, sizeof why)) {
        snprintf(err, errsize, "%s: cannot replace: %s", path, why);
        platform_remove(tmp);
        return false;
    }
    return true;
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
