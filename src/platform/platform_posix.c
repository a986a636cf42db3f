/* platform_posix.c: the platform seam (platform.h) on Linux and other POSIX
 * systems: stdio, fsync, rename, link, mkdir, opendir, flock, pthreads,
 * sysconf, getrandom. */
#if defined(__linux__)
#define _GNU_SOURCE /* sched_getaffinity; flock() too */
#include <sched.h>
#else
#define _DEFAULT_SOURCE /* flock(), which POSIX lacks but every system here has */
#endif

#include "platform.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <pwd.h>
#include <sys/file.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/random.h>
#endif

static void say_errno(char *why, size_t whysize, int err)
{
    if (why && whysize)
        snprintf(why, whysize, "%s", strerror(err));
}

FILE *platform_fopen(const char *path, const char *mode) { return fopen(path, mode); }

FILE *platform_fopen_regular(const char *path, bool *not_regular)
{
    *not_regular = false;
    /* O_NONBLOCK: opening a FIFO with no writer would wait for one */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return NULL;
    struct stat st;
    if (fstat(fd, &st) != 0) {
        int err = errno;
        close(fd);
        errno = err;
        return NULL;
    }
    if (!S_ISREG(st.st_mode)) {
        *not_regular = true;
        close(fd);
        errno = EINVAL;
        return NULL;
    }
    int flags = fcntl(fd, F_GETFL);
    FILE *f = flags == -1 || fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) == -1 ? NULL : fdopen(fd, "rb");
    if (!f) {
        int err = errno;
        close(fd);
        errno = err;
    }
    return f;
}

bool platform_sync_file(FILE *f, char *why, size_t whysize)
{
    if (fflush(f) != 0 || fsync(fileno(f)) != 0) {
        say_errno(why, whysize, errno);
        return false;
    }
    return true;
}

/* Makes a rename durable: fsync the folder that holds `path` (best effort:
 * some file systems refuse it on folders). */
static void sync_parent(const char *path)
{
    char dir[4096];
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
        fsync(fd);
        close(fd);
    }
}

bool platform_replace(const char *from, const char *to, char *why, size_t whysize)
{
    if (rename(from, to) != 0) {
        say_errno(why, whysize, errno);
        return false;
    }
    sync_parent(to);
    return true;
}

PlatformMove platform_move_new(const char *from, const char *to, char *why, size_t whysize)
{
    /* link() refuses to replace an existing name, so two programs moving
     * files at once cannot overwrite each other */
    if (link(from, to) == 0) {
        if (unlink(from) != 0) {
            int err = errno;
            unlink(to);
            say_errno(why, whysize, err);
            return PLATFORM_FAILED;
        }
        sync_parent(to);
        return PLATFORM_MOVED;
    }
    if (errno == EEXIST)
        return PLATFORM_TAKEN;
    if (errno == ENOENT) {
        say_errno(why, whysize, errno);
        return PLATFORM_FAILED;
    }
    /* file systems without hard links: rename, after checking the name is free */
    struct stat st;
    if (lstat(to, &st) == 0)
        return PLATFORM_TAKEN;
    if (rename(from, to) != 0) {
        say_errno(why, whysize, errno);
        return PLATFORM_FAILED;
    }
    sync_parent(to);
    return PLATFORM_MOVED;
}

bool platform_remove(const char *path) { return unlink(path) == 0; }

bool platform_make_dir(const char *path, char *why, size_t whysize)
{
    if (mkdir(path, 0700) == 0)
        return true;
    int err = errno;
    struct stat st;
    if (err == EEXIST && stat(path, &st) == 0 && S_ISDIR(st.st_mode))
        return true;
    say_errno(why, whysize, err == EEXIST ? ENOTDIR : err);
    return false;
}

bool platform_remove_dir(const char *path) { return rmdir(path) == 0; }

char *platform_make_temp_dir(const char *name)
{
    const char *base = getenv("TMPDIR");
    char buf[4096];
    int n = snprintf(buf, sizeof buf, "%s/%s-XXXXXX", base && *base ? base : "/tmp", name);
    if (n < 0 || (size_t)n >= sizeof buf || !mkdtemp(buf))
        return NULL;
    return strdup(buf);
}

bool platform_stat(const char *path, bool *regular, long long *mtime)
{
    struct stat st;
    if (stat(path, &st) != 0)
        return false;
    if (regular)
        *regular = S_ISREG(st.st_mode);
    if (mtime)
        *mtime = (long long)st.st_mtime;
    return true;
}

struct PlatformDir {
    DIR *dir;
};

PlatformDir *platform_dir_open(const char *path, bool *missing, char *why, size_t whysize)
{
    *missing = false;
    DIR *dir = opendir(path);
    if (!dir) {
        *missing = errno == ENOENT;
        say_errno(why, whysize, errno);
        return NULL;
    }
    PlatformDir *d = malloc(sizeof *d);
    if (!d) {
        closedir(dir);
        say_errno(why, whysize, ENOMEM);
        return NULL;
    }
    d->dir = dir;
    return d;
}

bool platform_dir_next(PlatformDir *d, char name[PLATFORM_NAME_MAX])
{
    struct dirent *e;
    while ((e = readdir(d->dir)) != NULL) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
            continue;
        size_t n = strlen(e->d_name);
        if (n >= PLATFORM_NAME_MAX)
            continue;
        memcpy(name, e->d_name, n + 1);
        return true;
    }
    return false;
}

void platform_dir_close(PlatformDir *d)
{
    if (d) {
        closedir(d->dir);
        free(d);
    }
}

void platform_binary_stdio(void) {}

static bool is_c_locale(const char *name) { return !strcmp(name, "C") || !strcmp(name, "POSIX"); }

void platform_user_languages(char *out, size_t size)
{
    const char *locale = NULL;
    const char *vars[] = {"LC_ALL", "LC_MESSAGES", "LANG"};
    for (size_t i = 0; i < sizeof vars / sizeof vars[0] && !locale; i++) {
        const char *v = getenv(vars[i]);
        if (v && *v)
            locale = v;
    }
    if (!locale || is_c_locale(locale)) {
        snprintf(out, size, "%s", "");
        return;
    }
    const char *language = getenv("LANGUAGE");
    snprintf(out, size, "%s", language && *language ? language : locale);
}

const char *platform_getenv(const char *name) { return getenv(name); }

void platform_utf8_args(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
}

bool platform_home_dir(char *out, size_t size)
{
    if (size == 0)
        return false;
    const char *home = getenv("HOME");
    if (!home || !home[0]) {
        const struct passwd *pw = getpwuid(getuid());
        home = pw ? pw->pw_dir : NULL;
    }
    if (!home || !home[0] || strlen(home) >= size) {
        out[0] = '\0';
        return false;
    }
    snprintf(out, size, "%s", home);
    return true;
}

static bool is_folder(const char *path)
{
    struct stat st;
    return path[0] && stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* XDG_PICTURES_DIR="$HOME/Pictures" from user-dirs.dirs into out, "$HOME"
 * expanded; false when the file or the line is missing. */
static bool user_dirs_pictures(const char *home, char *out, size_t size)
{
    char file[4096];
    const char *config = getenv("XDG_CONFIG_HOME");
    if (config && config[0] == '/')
        snprintf(file, sizeof file, "%s/user-dirs.dirs", config);
    else
        snprintf(file, sizeof file, "%s/.config/user-dirs.dirs", home);
    FILE *f = fopen(file, "r");
    if (!f)
        return false;
    char line[4096];
    bool found = false;
    while (!found && fgets(line, sizeof line, f)) {
        const char *key = "XDG_PICTURES_DIR=\"";
        if (strncmp(line, key, strlen(key)) != 0)
            continue;
        char *value = line + strlen(key);
        char *end = strrchr(value, '"');
        if (!end)
            continue;
        *end = '\0';
        if (strncmp(value, "$HOME", 5) == 0)
            snprintf(out, size, "%s%s", home, value + 5);
        else
            snprintf(out, size, "%s", value);
        found = value[0] != '\0';
    }
    fclose(f);
    return found;
}

bool platform_pictures_dir(char *out, size_t size)
{
    if (size == 0)
        return false;
    out[0] = '\0';
    const char *env = getenv("XDG_PICTURES_DIR");
    if (env && env[0]) {
        snprintf(out, size, "%s", env);
    } else {
        const char *home = getenv("HOME");
        if (!home || !home[0])
            return false;
        if (user_dirs_pictures(home, out, size)) {
            /* a folder set to the home folder is switched off (xdg-user-dirs) */
            size_t n = strlen(home);
            if (strncmp(out, home, n) == 0 && (out[n] == '\0' || (out[n] == '/' && out[n + 1] == '\0'))) {
                out[0] = '\0';
                return false;
            }
        } else {
            snprintf(out, size, "%s/Pictures", home);
        }
    }
    if (!is_folder(out)) {
        out[0] = '\0';
        return false;
    }
    return true;
}

long platform_process_id(void) { return (long)getpid(); }

struct PlatformLock {
    int fd;
};

PlatformLockResult platform_lock(const char *path, PlatformLock **lock, char *why, size_t whysize)
{
    *lock = NULL;
    int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0) {
        say_errno(why, whysize, errno);
        return PLATFORM_LOCK_FAILED;
    }
    /* flock, not fcntl: an fcntl lock belongs to the process and goes when
     * any of its descriptors of the file closes */
    if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
        int err = errno;
        close(fd);
        if (err == EWOULDBLOCK || err == EAGAIN)
            return PLATFORM_LOCK_BUSY;
        say_errno(why, whysize, err);
        return PLATFORM_LOCK_FAILED;
    }
    PlatformLock *l = malloc(sizeof *l);
    if (!l) {
        close(fd);
        say_errno(why, whysize, ENOMEM);
        return PLATFORM_LOCK_FAILED;
    }
    l->fd = fd;
    char text[32];
    int n = snprintf(text, sizeof text, "%ld\n", (long)getpid());
    if (ftruncate(fd, 0) != 0 || write(fd, text, (size_t)n) != n) {
        /* the lock holds without the id: only raising the window needs it */
    }
    *lock = l;
    return PLATFORM_LOCK_TAKEN;
}

void platform_unlock(PlatformLock *lock)
{
    if (!lock)
        return;
    /* the file stays: removing it would let a third process lock a new
     * file of the same name while a second one holds the old */
    close(lock->fd);
    free(lock);
}

void platform_allow_foreground(long pid) { (void)pid; }

struct PlatformThread {
    pthread_t id;
    void (*fn)(void *arg);
    void *arg;
};

static void *thread_main(void *data)
{
    PlatformThread *t = data;
    t->fn(t->arg);
    return NULL;
}

PlatformThread *platform_thread_start(void (*fn)(void *arg), void *arg)
{
    PlatformThread *t = malloc(sizeof *t);
    if (!t)
        return NULL;
    t->fn = fn;
    t->arg = arg;
    if (pthread_create(&t->id, NULL, thread_main, t) != 0) {
        free(t);
        return NULL;
    }
    return t;
}

void platform_thread_join(PlatformThread *t)
{
    if (!t)
        return;
    pthread_join(t->id, NULL);
    free(t);
}

int platform_cpu_count(void)
{
#if defined(__linux__)
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0)
        return CPU_COUNT(&set);
#endif
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : n > 1024 ? 1024 : (int)n;
}

double platform_cpu_seconds(void)
{
    struct rusage u;
    if (getrusage(RUSAGE_SELF, &u) != 0)
        return 0.0;
    return (double)(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + (double)(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

bool platform_data_dir(char *out, size_t size)
{
    if (size == 0)
        return false;
    out[0] = '\0';
    const char *xdg = getenv("XDG_DATA_HOME");
    char home[4096];
    int n;
    if (xdg && xdg[0] == '/')
        n = snprintf(out, size, "%s/cartographers-desktop/cartographers", xdg);
    else if (platform_home_dir(home, sizeof home))
        n = snprintf(out, size, "%s/.local/share/cartographers-desktop/cartographers", home);
    else
        return false;
    if (n < 0 || (size_t)n >= size) {
        out[0] = '\0';
        return false;
    }
    return true;
}

unsigned long long platform_now_ms(void)
{
    struct timespec ts;
    if (clock_gettime(CLOCK_MONOTONIC, &ts) != 0)
        return 0;
    return (unsigned long long)ts.tv_sec * 1000u + (unsigned long long)ts.tv_nsec / 1000000u;
}

bool platform_random_bytes(void *buf, size_t n)
{
    unsigned char *p = buf;
#ifdef __linux__
    while (n > 0) {
        ssize_t got = getrandom(p, n, 0);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            break; /* an old kernel: /dev/urandom below */
        p += got;
        n -= (size_t)got;
    }
    if (n == 0)
        return true;
#endif
    FILE *f = fopen("/dev/urandom", "rb");
    if (!f)
        return false;
    bool ok = fread(p, 1, n, f) == n;
    fclose(f);
    return ok;
}
