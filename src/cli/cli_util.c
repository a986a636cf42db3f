/* cli_util.c: file reading and error reporting for cartographers-cli. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "platform.h"
#include "record.h"
#include "save.h"

void cli_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("cartographers-cli: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

char *cli_read_file(const char *path, size_t *len_out)
{
    FILE *f = platform_fopen(path, "rb");
    if (!f) {
        cli_error("%s: %s", path, strerror(errno));
        return NULL;
    }
    struct stat st;
    if (fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) {
        cli_error("%s: is a directory, not a file", path);
        fclose(f);
        return NULL;
    }
    size_t cap = 4096, len = 0;
    char *buf = malloc(cap);
    if (!buf) {
        fclose(f);
        cli_error("%s: out of memory", path);
        return NULL;
    }
    for (;;) {
        if (len + 1 >= cap) {
            if (cap > ((size_t)64 << 20)) {
                cli_error("%s: file too large", path);
                free(buf);
                fclose(f);
                return NULL;
            }
            char *nb = realloc(buf, cap * 2);
            if (!nb) {
                cli_error("%s: out of memory", path);
                free(buf);
                fclose(f);
                return NULL;
            }
            buf = nb;
            cap *= 2;
        }
        size_t got = fread(buf + len, 1, cap - len - 1, f);
        len += got;
        if (got == 0)
            break;
    }
    if (ferror(f)) {
        cli_error("%s: read error", path);
        free(buf);
        fclose(f);
        return NULL;
    }
    fclose(f);
    buf[len] = '\0';
    if (len_out)
        *len_out = len;
    return buf;
}

bool cli_read_record(const char *path, Record *out)
{
    size_t len;
    char *text = cli_read_file(path, &len);
    if (!text)
        return false;
    char err[ERROR_MAX + 64];
    bool ok;
    if (len > strlen(SAVE_MAGIC) && strncmp(text, SAVE_MAGIC " ", strlen(SAVE_MAGIC) + 1) == 0) {
        /* a saved or past game (§13): its record */
        Session *s = save_parse(text, len, err, sizeof err);
        ok = s && session_record_copy(s, out);
        if (s && !ok)
            snprintf(err, sizeof err, "out of memory");
        session_free(s);
    } else {
        ok = record_parse_bytes(text, len, out, err, sizeof err);
    }
    free(text);
    if (!ok)
        cli_error("%s: %s", path, err);
    return ok;
}
