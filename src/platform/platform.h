/* platform.h: the one seam between the game and the operating system:
 * files, folders, durable replacement, the environment's language, threads
 * and the number of processors. Callers never use POSIX or Windows calls for
 * these themselves.
 *
 * One implementation per platform, chosen by meson: platform_posix.c
 * (Linux and other POSIX systems) and platform_windows.c (UTF-8 paths
 * through the wide-character API). Paths are UTF-8 on every platform and
 * '/' separates folders everywhere (Windows takes it too). Functions that
 * can fail return false or NULL and, where they take `why`, say why in
 * English (the callers add which file). No SDL, no globals. */
#ifndef CARTO_PLATFORM_H
#define CARTO_PLATFORM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* fopen() for a UTF-8 path; errno is set on failure (ENOENT when the file
 * does not exist). Modes as for fopen; files are always binary on Windows
 * when the mode says "b". */
FILE *platform_fopen(const char *path, const char *mode);

/* Opens a file to read it whole ("rb"), never blocking: anything but a
 * regular file (a FIFO, a device, a folder) is refused with *not_regular
 * true, before a byte is read. NULL with errno otherwise (ENOENT: no such
 * file). */
FILE *platform_fopen_regular(const char *path, bool *not_regular);

/* Flushes f's buffers and asks the system to put its data on the disk
 * (fsync; FlushFileBuffers). */
bool platform_sync_file(FILE *f, char *why, size_t whysize);

/* Renames `from` to `to`, replacing `to` if it exists, atomically (a crash
 * leaves the old `to` or the new one) and durably (the rename is on the
 * disk when this returns: the folder is synced on POSIX,
 * MOVEFILE_WRITE_THROUGH on Windows). */
bool platform_replace(const char *from, const char *to, char *why, size_t whysize);

typedef enum PlatformMove {
    PLATFORM_MOVED, /* `from` is now `to` */
    PLATFORM_TAKEN, /* `to` exists already; nothing changed */
    PLATFORM_FAILED /* nothing changed; `why` says why */
} PlatformMove;

/* Renames `from` to `to` but never replaces an existing `to`, even when
 * another program creates it at the same moment; durable as above. */
PlatformMove platform_move_new(const char *from, const char *to, char *why, size_t whysize);

/* Deletes a file. */
bool platform_remove(const char *path);

/* Makes a folder (owner-only where the system has permissions); one that
 * exists already is fine. */
bool platform_make_dir(const char *path, char *why, size_t whysize);

/* Deletes an empty folder. */
bool platform_remove_dir(const char *path);

/* A new empty folder NAME-XXXXXX in the system's temporary folder ($TMPDIR
 * or /tmp; %TEMP%), malloc'd; NULL on failure. */
char *platform_make_temp_dir(const char *name);

/* Whether path exists; if it does, whether it is a regular file and when it
 * was last written (seconds since 1970). */
bool platform_stat(const char *path, bool *regular, long long *mtime);

/* Listing a folder's entries ("." and ".." left out), names in UTF-8. */
typedef struct PlatformDir PlatformDir;
#define PLATFORM_NAME_MAX 1024
/* NULL on failure, with *missing true when the folder does not exist. */
PlatformDir *platform_dir_open(const char *path, bool *missing, char *why, size_t whysize);
/* The next entry's name into name; false at the end (or for a name longer
 * than PLATFORM_NAME_MAX, which is skipped). */
bool platform_dir_next(PlatformDir *d, char name[PLATFORM_NAME_MAX]);
void platform_dir_close(PlatformDir *d);

/* Makes stdout and stderr write the bytes they are given: no "\r\n" for
 * "\n" on Windows, so a command-line tool prints the same bytes on every
 * platform (docs/formats.md); and on Windows the console shows them as
 * UTF-8 (SetConsoleOutputCP), so a path with ő prints as it is. */
void platform_binary_stdio(void);

/* The command line in UTF-8, for a program's main to call first. POSIX:
 * argv as it is. Windows: main's argv is in the ANSI code page, which has
 * no ő; it is replaced by the wide command line (GetCommandLineW),
 * converted, and kept for the life of the process. */
void platform_utf8_args(int *argc, char ***argv);

/* The languages the user asked the system for, most wanted first, as a
 * ':'-separated list of locale names ("de_DE.UTF-8", "de:en"); "" when the
 * system says nothing or asks for the untranslated "C" locale. POSIX: like
 * GNU gettext, $LANGUAGE when the locale ($LC_ALL, $LC_MESSAGES, $LANG, the
 * first set) is not C, else the locale. Windows: the user's display
 * language (GetUserDefaultUILanguage), "de_DE". */
void platform_user_languages(char *out, size_t size);

/* The value of the environment variable `name` in UTF-8, NULL when it is
 * not set. POSIX: getenv. Windows: read in UTF-16 (_wgetenv) and converted,
 * so a value with letters outside the ANSI code page (a data folder
 * C:\Users\Jürgen\Spiele) arrives whole: getenv and SDL_getenv read the
 * ANSI code page there. The string stays valid until `name` is read again;
 * NULL too for a value that is not valid UTF-16. */
const char *platform_getenv(const char *name);

/* The user's home folder (POSIX: $HOME, else the password database;
 * Windows: the profile folder, %USERPROFILE%), in UTF-8. False, with out
 * "", when the system does not say. */
bool platform_home_dir(char *out, size_t size);

/* The user's folder for pictures, when it exists: POSIX: $XDG_PICTURES_DIR,
 * else the XDG_PICTURES_DIR line of $XDG_CONFIG_HOME/user-dirs.dirs
 * (~/.config/user-dirs.dirs; "$HOME/..." expanded, one that is the home
 * folder itself counts as none), else ~/Pictures. Windows: the known folder
 * "Pictures" (CSIDL_MYPICTURES). False, with out "", when there is none or
 * it is not a folder. */
bool platform_pictures_dir(char *out, size_t size);

/* This process's id (for names no other process uses at the same time). */
long platform_process_id(void);

/* An exclusive lock held on a file until platform_unlock or the end of the
 * process (a crash or a kill too): the system releases it, nothing is left
 * to clean up. The file is made when missing and holds the owner's process
 * id as text ("1234\n"), which other processes may read while the lock is
 * held. Locks belong to the open file, not the process: a second
 * platform_lock on the same file fails even in the same process. POSIX:
 * flock(); Windows: LockFileEx on a byte far beyond the text. */
typedef struct PlatformLock PlatformLock;
typedef enum PlatformLockResult {
    PLATFORM_LOCK_TAKEN,  /* *lock is ours */
    PLATFORM_LOCK_BUSY,   /* another holder has it */
    PLATFORM_LOCK_FAILED, /* the file cannot be made or the system has no locks here; `why` says */
} PlatformLockResult;
PlatformLockResult platform_lock(const char *path, PlatformLock **lock, char *why, size_t whysize);
void platform_unlock(PlatformLock *lock);

/* Lets the process `pid` bring its window to the front, which Windows
 * refuses to a program in the background unless the one in front allows it
 * (AllowSetForegroundWindow); nothing to do elsewhere. */
void platform_allow_foreground(long pid);

/* The folder the game keeps its files in when $CARTOGRAPHERS_DATA_DIR does
 * not name one, the folder SDL_GetPrefPath("cartographers-desktop",
 * "cartographers") gives the app: POSIX: $XDG_DATA_HOME (else
 * ~/.local/share) + /cartographers-desktop/cartographers; Windows:
 * %APPDATA%/cartographers-desktop/cartographers. Not made here. False, with
 * out "", when the system does not say. */
bool platform_data_dir(char *out, size_t size);

/* Milliseconds from a clock that only goes forward (not the time of day):
 * CLOCK_MONOTONIC; GetTickCount64. For time-outs and measurements. */
unsigned long long platform_now_ms(void);

/* n bytes from the system's cryptographic random source (getrandom or
 * /dev/urandom; BCryptGenRandom): secrets such as a network game's invite.
 * False when the system gives none. */
bool platform_random_bytes(void *buf, size_t n);

/* ---- Threads ----
 * For work spread over the processor's cores (the hard computer player's
 * look-ahead, src/ai/ai_workers.c). POSIX threads; _beginthreadex. */

typedef struct PlatformThread PlatformThread;

/* Starts a thread running fn(arg); NULL when the system refuses (the
 * caller then does the work itself). */
PlatformThread *platform_thread_start(void (*fn)(void *arg), void *arg);

/* Waits until the thread's fn has returned, and frees the thread. */
void platform_thread_join(PlatformThread *t);

/* The processors this process may run on (its affinity mask where the
 * system has one), at least 1. */
int platform_cpu_count(void);

/* The processor time this process has used so far, in seconds, all its
 * threads, user and system (POSIX: getrusage; Windows: GetProcessTimes);
 * for benchmarks, which measure by CPU time rather than the clock on a
 * busy machine. 0 when the system does not say. */
double platform_cpu_seconds(void);

#endif
