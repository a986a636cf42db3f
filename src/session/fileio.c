/* fileio.c: whole-file reads, atomic writes, keeping bad files aside
 * (fileio.h). */
#include "fileio.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

const char *fileio_basename(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

bool fileio_join(const char *dir, const char *name, char *out, size_t size)
{
    size_t dl = strlen(dir);
    bool slash = dl > 0 && dir[dl - 1] == '/';
    int n = snprintf(out, size, "%s%s%s", dir, (slash || dl == 0) ? "" : "/", name);
    return n >= 0 && (size_t)n < size;
}

char *fileio_read(const char *path, size_t max, size_t *len, bool *missing, char *err, size_t errsize)
{
    *missing = false;
    *len = 0;
    FILE *f = fopen(path, "rb");
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

/* Makes the rename durable: fsync the directory that holds `path`. */
static void sync_dir(const char *path)
{
    char dir[FILEIO_PATH_MAX];
    const char *slash = strrchr(path, '/');
    if (!slash) {
        snprintf(dir, sizeof dir, ".");
    } else {
        size_t n = (size_t)(slash - path);
        if (n == 0)
            n = 1; /* "/file" lives in "/" */
        if (n >= sizeof dir)
            return;
        memcpy(dir, path, n);
        dir[n] = '\0';
    }
    int fd = open(dir, O_RDONLY);
    if (fd >= 0) {
        fsync(fd); /* best effort: some file systems refuse it on directories */
        close(fd);
    }
}

bool fileio_write_atomic(const char *path, const char *data, size_t len, char *err, size_t errsize)
{
    char tmp[FILEIO_PATH_MAX];
    int n = snprintf(tmp, sizeof tmp, "%s.tmp", path);
    if (n < 0 || (size_t)n >= sizeof tmp) {
        snprintf(err, errsize, "%s: path too long", path);
        return false;
    }
    FILE *f = fopen(tmp, "wb");
    if (!f) {
        snprintf(err, errsize, "%s: cannot write: %s", tmp, strerror(errno));
        return false;
    }
    bool ok = fwrite(data, 1, len, f) == len;
    ok = ok && fflush(f) == 0;
    ok = ok && fsync(fileno(f)) == 0;
    int saved = errno;
    if (fclose(f) != 0 && ok) {
        ok = false;
        saved = errno;
    }
    if (!ok) {
        snprintf(err, errsize, "%s: cannot write: %s", tmp, strerror(saved));
        remove(tmp);
        return false;
    }
    if (rename(tmp, path) != 0) {
        snprintf(err, errsize, "%s: cannot replace: %s", path, strerror(errno));
        remove(tmp);
        return false;
    }
    sync_dir(path);
    return true;
}

bool fileio_keep_aside(const char *path, char *aside, size_t asidesize, char *err, size_t errsize)
{
    char name[FILEIO_PATH_MAX];
    for (int i = 1; i < 10000; i++) {
        int n = snprintf(name, sizeof name, "%s.bad-%d", path, i);
        if (n < 0 || (size_t)n >= sizeof name) {
            snprintf(err, errsize, "%s: path too long", path);
            return false;
        }
        /* link() refuses to replace an existing name, so two programs
         * keeping files aside at once cannot overwrite each other */
        if (link(path, name) == 0) {
            if (unlink(path) != 0) {
                snprintf(err, errsize, "%s: kept a copy as %s but cannot remove the original: %s", path, name,
                         strerror(errno));
                return false;
            }
            snprintf(aside, asidesize, "%s", name);
            sync_dir(path);
            return true;
        }
        if (errno == EEXIST)
            continue;
        if (errno == ENOENT) {
            snprintf(err, errsize, "%s: cannot keep aside: %s", path, strerror(errno));
            return false;
        }
        /* file systems without hard links: rename, after checking the name is free */
        struct stat st;
        if (stat(name, &st) == 0)
            continue;
        if (rename(path, name) == 0) {
            snprintf(aside, asidesize, "%s", name);
            sync_dir(path);
            return true;
        }
        snprintf(err, errsize, "%s: cannot keep aside: %s", path, strerror(errno));
        return false;
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
