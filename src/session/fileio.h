/* fileio.h: the few file operations the session layer's files share: read
 * a whole file with a size limit, write one atomically (a crash at any
 * moment leaves the old file or the new one, never a mix), and keep a bad
 * file aside under a new name instead of overwriting or deleting it.
 * Every path (UTF-8) comes from the caller; the system calls are
 * platform.h's. */
#ifndef CARTO_FILEIO_H
#define CARTO_FILEIO_H

#include <stdbool.h>
#include <stddef.h>

#include "strbuf.h"

/* How loading one of the small kept files (campaign, statistics,
 * preferences) went. In every case the caller gets usable data. */
typedef enum FileStatus {
    FILE_LOADED,  /* read and understood */
    FILE_MISSING, /* no file yet: fresh data, nothing to say */
    FILE_BAD,     /* unreadable or invalid: fresh data; the message says why
                     and where the bad file was kept */
    FILE_NEWER,   /* written by a newer version of the game: fresh data; the
                     file is left where it is and must not be overwritten */
} FileStatus;

#define FILEIO_MAX_SIZE (16u << 20) /* no file of ours comes near this */
#define FILEIO_PATH_MAX 4096

/* Reads all of `path` into a malloc'd buffer with a NUL after the last
 * byte. NULL on failure, with *missing true when the file does not exist.
 * Only a regular file is read: a FIFO, a device or a folder is refused at
 * once, never waited on. */
char *fileio_read(const char *path, size_t max, size_t *len, bool *missing, char *err, size_t errsize);

/* The temporary files of the writes below are PATH.tmp-PID-N: the process
 * and a count, so two writes never share one, even from two programs at
 * once (one would cut the other's file short). */
#define FILEIO_TEMP_MARK ".tmp-"

/* Writes a temporary file, flushes it to the disk and replaces PATH with it
 * atomically and durably (platform_replace: rename and a synced folder on
 * POSIX, MoveFileExW on Windows). On failure PATH is as it was and no
 * temporary file is left. */
bool fileio_write_atomic(const char *path, const char *data, size_t len, char *err, size_t errsize);

/* fileio_write_atomic of the text built in b (strbuf.h), which is reset;
 * "out of memory" when building it ran out of memory (nothing written). */
bool fileio_write_built(const char *path, StrBuf *b, char *err, size_t errsize);

/* The same, but never replacing a file: FILEIO_NEW_TAKEN when PATH exists
 * (nothing written), even when another program makes it at that moment. */
typedef enum FileioNew { FILEIO_NEW_WRITTEN, FILEIO_NEW_TAKEN, FILEIO_NEW_FAILED } FileioNew;
FileioNew fileio_write_new(const char *path, const char *data, size_t len, char *err, size_t errsize);

/* Deletes the temporary files a write killed midway left in dir (its
 * PATH.tmp-PID-N, and the PATH.tmp of older versions); returns how many.
 * Only for the program that owns the folder (datalock.h): another one's
 * write may be under way. */
int fileio_clean_temps(const char *dir);

/* Tests: called with the path after each write above has put its file in
 * place (NULL: none). The app's developer builds use it to stop the
 * program at a named write (CARTOGRAPHERS_STOP_AFTER). */
typedef void (*FileioWritten)(const char *path);
void fileio_on_written(FileioWritten hook);

/* Renames PATH to the first free PATH.bad-N (N = 1, 2, ...), never
 * replacing a file; `aside` gets the new path. */
bool fileio_keep_aside(const char *path, char *aside, size_t asidesize, char *err, size_t errsize);

/* dir + "/" + name into out; false if it does not fit. */
bool fileio_join(const char *dir, const char *name, char *out, size_t size);
/* Deletes the file at path (a player's choice: a save, a past game). False
 * with "NAME: there is no such file" or "NAME: cannot delete: why" in err,
 * NAME being how the player knows the file. */
bool fileio_delete(const char *path, const char *name, char *err, size_t errsize);

/* The last part of a path (for messages). */
const char *fileio_basename(const char *path);

/* The common end of loading a small kept file that turned out bad: keeps
 * it aside and writes "PATH: WHY; kept aside as ASIDE, starting afresh"
 * (or why it could not be kept aside) into msg. Returns FILE_BAD. */
FileStatus fileio_reject(const char *path, const char *why, char *msg, size_t msgsize);

#endif
