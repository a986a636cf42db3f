/* platform_windows.c: the platform seam (platform.h) on Windows. Paths
 * arrive in UTF-8 and go to the wide-character API (_wfopen, MoveFileExW,
 * CreateDirectoryW, FindFirstFileW), so a user folder such as
 * C:\Users\Jürgen works; replacing a file is MoveFileExW with
 * MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH (rename() refuses to
 * replace on Windows), flushing is FlushFileBuffers, the lock on the data
 * folder LockFileEx. */
#include "platform.h"

#include <errno.h>
#include <fcntl.h>
#include <io.h>
#include <limits.h>
#include <process.h> /* _beginthreadex */
#include <stdlib.h>
#include <string.h>
#include <windows.h>
#include <shellapi.h> /* CommandLineToArgvW */
#include <shlobj.h>   /* SHGetFolderPathW: the Pictures and application data folders */
#include <bcrypt.h>   /* BCryptGenRandom: random bytes */

/* UTF-8 to a malloc'd wide string with '/' turned into '\\' (some calls,
 * FindFirstFileW among them, want backslashes); NULL if not valid UTF-8. */
static wchar_t *widen(const char *s)
{
    int n = MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, s, -1, NULL, 0);
    if (n <= 0)
        return NULL;
    wchar_t *w = malloc((size_t)n * sizeof *w);
    if (!w)
        return NULL;
    if (MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, s, -1, w, n) != n) {
        free(w);
        return NULL;
    }
    for (wchar_t *p = w; *p; p++)
        if (*p == L'/')
            *p = L'\\';
    return w;
}

/* A wide string to UTF-8 into out; false if it does not fit. */
static bool narrow(const wchar_t *w, char *out, size_t size)
{
    int n = WideCharToMultiByte(CP_UTF8, 0, w, -1, out, (int)size, NULL, NULL);
    return n > 0;
}

/* GetLastError() in words, into why. */
static void say_last_error(char *why, size_t whysize)
{
    DWORD code = GetLastError();
    if (!why || !whysize)
        return;
    wchar_t wmsg[512];
    DWORD n = FormatMessageW(FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS, NULL, code,
                             MAKELANGID(LANG_ENGLISH, SUBLANG_ENGLISH_US), wmsg, 512, NULL);
    if (n == 0)
        n = FormatMessageW(FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS, NULL, code, 0, wmsg, 512, NULL);
    while (n > 0 && (wmsg[n - 1] == L'\r' || wmsg[n - 1] == L'\n' || wmsg[n - 1] == L' ' || wmsg[n - 1] == L'.'))
        wmsg[--n] = 0;
    if (n == 0 || !narrow(wmsg, why, whysize))
        snprintf(why, whysize, "Windows error %lu", (unsigned long)code);
}

static void say_bad_name(char *why, size_t whysize)
{
    if (why && whysize)
        snprintf(why, whysize, "the file name is not valid UTF-8");
}

FILE *platform_fopen(const char *path, const char *mode)
{
    wchar_t *wpath = widen(path), *wmode = widen(mode);
    FILE *f = NULL;
    if (wpath && wmode)
        f = _wfopen(wpath, wmode);
    else
        errno = EINVAL;
    free(wpath);
    free(wmode);
    return f;
}

/* errno for a failed CreateFileW. */
static int errno_of_last_error(void)
{
    switch (GetLastError()) {
    case ERROR_FILE_NOT_FOUND:
    case ERROR_PATH_NOT_FOUND: return ENOENT;
    case ERROR_ACCESS_DENIED:
    case ERROR_SHARING_VIOLATION: return EACCES;
    default: return EIO;
    }
}

FILE *platform_fopen_regular(const char *path, bool *not_regular)
{
    *not_regular = false;
    wchar_t *w = widen(path);
    if (!w) {
        errno = EINVAL;
        return NULL;
    }
    DWORD attributes = GetFileAttributesW(w);
    if (attributes != INVALID_FILE_ATTRIBUTES && (attributes & (FILE_ATTRIBUTE_DIRECTORY | FILE_ATTRIBUTE_DEVICE))) {
        free(w);
        *not_regular = true;
        errno = EINVAL;
        return NULL;
    }
    /* FILE_SHARE_DELETE: reading must not stop another program replacing
     * the file (MoveFileExW) meanwhile */
    HANDLE h = CreateFileW(w, GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, NULL,
                           OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, NULL);
    free(w);
    if (h == INVALID_HANDLE_VALUE) {
        errno = errno_of_last_error();
        return NULL;
    }
    if (GetFileType(h) != FILE_TYPE_DISK) { /* a pipe, the console, NUL */
        CloseHandle(h);
        *not_regular = true;
        errno = EINVAL;
        return NULL;
    }
    int fd = _open_osfhandle((intptr_t)h, _O_RDONLY | _O_BINARY);
    if (fd == -1) {
        CloseHandle(h);
        errno = EIO;
        return NULL;
    }
    FILE *f = _fdopen(fd, "rb");
    if (!f) {
        _close(fd); /* closes the handle too */
        errno = EIO;
    }
    return f;
}

bool platform_sync_file(FILE *f, char *why, size_t whysize)
{
    if (fflush(f) != 0) {
        snprintf(why, whysize, "%s", strerror(errno));
        return false;
    }
    HANDLE h = (HANDLE)_get_osfhandle(_fileno(f));
    if (h == INVALID_HANDLE_VALUE || !FlushFileBuffers(h)) {
        say_last_error(why, whysize);
        return false;
    }
    return true;
}

/* Whether a failed move may work a moment later: another program has the
 * file open (a reader, a virus scanner, the search indexer). */
static bool briefly_busy(DWORD code)
{
    return code == ERROR_ACCESS_DENIED || code == ERROR_SHARING_VIOLATION || code == ERROR_LOCK_VIOLATION;
}

bool platform_replace(const char *from, const char *to, char *why, size_t whysize)
{
    wchar_t *wfrom = widen(from), *wto = widen(to);
    bool ok = false;
    if (!wfrom || !wto) {
        say_bad_name(why, whysize);
    } else {
        /* a file open elsewhere cannot be replaced: try again for about a second */
        DWORD code = 0;
        for (int attempt = 0; attempt < 50; attempt++) {
            if (MoveFileExW(wfrom, wto, MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH)) {
                ok = true;
                break;
            }
            code = GetLastError();
            if (!briefly_busy(code))
                break;
            Sleep(20);
        }
        if (!ok) {
            SetLastError(code);
            say_last_error(why, whysize);
        }
    }
    free(wfrom);
    free(wto);
    return ok;
}

PlatformMove platform_move_new(const char *from, const char *to, char *why, size_t whysize)
{
    wchar_t *wfrom = widen(from), *wto = widen(to);
    PlatformMove result = PLATFORM_FAILED;
    if (!wfrom || !wto) {
        say_bad_name(why, whysize);
    } else if (MoveFileExW(wfrom, wto, MOVEFILE_WRITE_THROUGH)) {
        result = PLATFORM_MOVED; /* without REPLACE_EXISTING it never replaces */
    } else {
        DWORD code = GetLastError();
        if (code == ERROR_ALREADY_EXISTS || code == ERROR_FILE_EXISTS)
            result = PLATFORM_TAKEN;
        else
            say_last_error(why, whysize);
    }
    free(wfrom);
    free(wto);
    return result;
}

bool platform_remove(const char *path)
{
    wchar_t *w = widen(path);
    bool ok = w && DeleteFileW(w);
    free(w);
    return ok;
}

bool platform_make_dir(const char *path, char *why, size_t whysize)
{
    wchar_t *w = widen(path);
    if (!w) {
        say_bad_name(why, whysize);
        return false;
    }
    bool ok = CreateDirectoryW(w, NULL) != 0;
    if (!ok && GetLastError() == ERROR_ALREADY_EXISTS) {
        DWORD attr = GetFileAttributesW(w);
        ok = attr != INVALID_FILE_ATTRIBUTES && (attr & FILE_ATTRIBUTE_DIRECTORY);
        if (!ok)
            snprintf(why, whysize, "a file of that name is in the way");
    } else if (!ok) {
        say_last_error(why, whysize);
    }
    free(w);
    return ok;
}

bool platform_remove_dir(const char *path)
{
    wchar_t *w = widen(path);
    bool ok = w && RemoveDirectoryW(w);
    free(w);
    return ok;
}

char *platform_make_temp_dir(const char *name)
{
    wchar_t wbase[MAX_PATH + 1];
    char base[4 * MAX_PATH];
    DWORD n = GetTempPathW(MAX_PATH + 1, wbase);
    if (n == 0 || n > MAX_PATH || !narrow(wbase, base, sizeof base))
        return NULL;
    size_t bl = strlen(base);
    if (bl > 0 && (base[bl - 1] == '\\' || base[bl - 1] == '/'))
        base[--bl] = '\0';
    /* a name from the clock, the process and a counter; CreateDirectoryW
     * fails on a name that exists, so try again with the next */
    unsigned seed = (unsigned)GetTickCount() ^ ((unsigned)GetCurrentProcessId() << 16);
    for (int attempt = 0; attempt < 100; attempt++) {
        char path[4 * MAX_PATH + 64];
        snprintf(path, sizeof path, "%s/%s-%06x", base, name, (seed + (unsigned)attempt * 7919u) & 0xffffffu);
        wchar_t *w = widen(path);
        bool made = w && CreateDirectoryW(w, NULL);
        DWORD code = GetLastError();
        free(w);
        if (made) {
            size_t len = strlen(path) + 1;
            char *out = malloc(len);
            if (out)
                memcpy(out, path, len);
            return out;
        }
        if (code != ERROR_ALREADY_EXISTS)
            return NULL;
    }
    return NULL;
}

/* 100-nanosecond ticks since 1601 to seconds since 1970. */
static long long unix_seconds(FILETIME ft)
{
    unsigned long long t = ((unsigned long long)ft.dwHighDateTime << 32) | ft.dwLowDateTime;
    return (long long)(t / 10000000ull) - 11644473600ll;
}

bool platform_stat(const char *path, bool *regular, long long *mtime)
{
    wchar_t *w = widen(path);
    WIN32_FILE_ATTRIBUTE_DATA data;
    bool ok = w && GetFileAttributesExW(w, GetFileExInfoStandard, &data);
    free(w);
    if (!ok)
        return false;
    if (regular)
        *regular = !(data.dwFileAttributes & (FILE_ATTRIBUTE_DIRECTORY | FILE_ATTRIBUTE_DEVICE));
    if (mtime)
        *mtime = unix_seconds(data.ftLastWriteTime);
    return true;
}

struct PlatformDir {
    HANDLE find;
    WIN32_FIND_DATAW data;
    bool have; /* data holds an entry not returned yet */
};

PlatformDir *platform_dir_open(const char *path, bool *missing, char *why, size_t whysize)
{
    *missing = false;
    char pattern[4096];
    size_t n = strlen(path);
    bool sep = n > 0 && (path[n - 1] == '/' || path[n - 1] == '\\');
    if (snprintf(pattern, sizeof pattern, "%s%s*", path, sep ? "" : "/") >= (int)sizeof pattern) {
        snprintf(why, whysize, "path too long");
        return NULL;
    }
    wchar_t *w = widen(pattern);
    if (!w) {
        say_bad_name(why, whysize);
        return NULL;
    }
    PlatformDir *d = calloc(1, sizeof *d);
    if (!d) {
        free(w);
        snprintf(why, whysize, "out of memory");
        return NULL;
    }
    d->find = FindFirstFileW(w, &d->data);
    free(w);
    if (d->find == INVALID_HANDLE_VALUE) {
        DWORD code = GetLastError();
        if (code == ERROR_FILE_NOT_FOUND) { /* an empty folder (not even "."): fine */
            d->have = false;
            return d;
        }
        *missing = code == ERROR_PATH_NOT_FOUND;
        say_last_error(why, whysize);
        free(d);
        return NULL;
    }
    d->have = true;
    return d;
}

bool platform_dir_next(PlatformDir *d, char name[PLATFORM_NAME_MAX])
{
    while (d->have) {
        bool ok = narrow(d->data.cFileName, name, PLATFORM_NAME_MAX);
        d->have = d->find != INVALID_HANDLE_VALUE && FindNextFileW(d->find, &d->data);
        if (ok && strcmp(name, ".") != 0 && strcmp(name, "..") != 0)
            return true;
    }
    return false;
}

void platform_dir_close(PlatformDir *d)
{
    if (!d)
        return;
    if (d->find != INVALID_HANDLE_VALUE && d->find != NULL)
        FindClose(d->find);
    free(d);
}

void platform_binary_stdio(void)
{
    fflush(stdout);
    fflush(stderr);
    _setmode(_fileno(stdout), _O_BINARY);
    _setmode(_fileno(stderr), _O_BINARY);
    SetConsoleOutputCP(CP_UTF8);
}

void platform_utf8_args(int *argc, char ***argv)
{
    int n = 0;
    wchar_t **w = CommandLineToArgvW(GetCommandLineW(), &n);
    char **out = w && n > 0 ? calloc((size_t)n + 1, sizeof *out) : NULL;
    for (int i = 0; out && i < n; i++) {
        int len = WideCharToMultiByte(CP_UTF8, 0, w[i], -1, NULL, 0, NULL, NULL);
        out[i] = len > 0 ? malloc((size_t)len) : NULL;
        if (!out[i] || WideCharToMultiByte(CP_UTF8, 0, w[i], -1, out[i], len, NULL, NULL) != len) {
            for (int j = 0; j <= i; j++) /* keep the ANSI argv rather than half a new one */
                free(out[j]);
            free(out);
            out = NULL;
        }
    }
    if (w)
        LocalFree(w);
    if (out) {
        *argc = n;
        *argv = out;
    }
}

void platform_user_languages(char *out, size_t size)
{
    wchar_t wname[LOCALE_NAME_MAX_LENGTH];
    char name[4 * LOCALE_NAME_MAX_LENGTH];
    if (size == 0)
        return;
    out[0] = '\0';
    LCID ui = MAKELCID(GetUserDefaultUILanguage(), SORT_DEFAULT);
    if (LCIDToLocaleName(ui, wname, LOCALE_NAME_MAX_LENGTH, 0) <= 0 &&
        GetUserDefaultLocaleName(wname, LOCALE_NAME_MAX_LENGTH) <= 0)
        return;
    if (!narrow(wname, name, sizeof name))
        return;
    /* "de-DE" to the gettext spelling "de_DE" */
    for (char *p = name; *p; p++)
        if (*p == '-')
            *p = '_';
    snprintf(out, size, "%s", name);
}

/* The variables read so far and their values in UTF-8, kept so that the
 * pointer platform_getenv returns stays valid. */
#define ENV_KEPT 32
static struct {
    char name[64];
    char *value;
} env_kept[ENV_KEPT];

const char *platform_getenv(const char *name)
{
    wchar_t *wname = widen(name);
    const wchar_t *w = wname ? _wgetenv(wname) : NULL;
    free(wname);
    if (!w)
        return NULL;
    int n = WideCharToMultiByte(CP_UTF8, WC_ERR_INVALID_CHARS, w, -1, NULL, 0, NULL, NULL);
    char *value = n > 0 ? malloc((size_t)n) : NULL;
    if (!value || WideCharToMultiByte(CP_UTF8, WC_ERR_INVALID_CHARS, w, -1, value, n, NULL, NULL) != n) {
        free(value);
        return NULL;
    }
    int slot = ENV_KEPT - 1; /* a name not kept yet takes a free slot, or the last one */
    for (int i = 0; i < ENV_KEPT; i++) {
        if (!env_kept[i].name[0] || strcmp(env_kept[i].name, name) == 0) {
            slot = i;
            break;
        }
    }
    free(env_kept[slot].value);
    snprintf(env_kept[slot].name, sizeof env_kept[slot].name, "%s", name);
    env_kept[slot].value = value;
    return value;
}

bool platform_home_dir(char *out, size_t size)
{
    if (size == 0)
        return false;
    out[0] = '\0';
    const wchar_t *home = _wgetenv(L"USERPROFILE");
    char name[4 * MAX_PATH];
    if (!home || !home[0] || !narrow(home, name, sizeof name) || strlen(name) >= size)
        return false;
    snprintf(out, size, "%s", name);
    return true;
}

bool platform_pictures_dir(char *out, size_t size)
{
    wchar_t w[MAX_PATH];
    if (size == 0)
        return false;
    out[0] = '\0';
    if (SHGetFolderPathW(NULL, CSIDL_MYPICTURES, NULL, SHGFP_TYPE_CURRENT, w) != S_OK || !narrow(w, out, size)) {
        out[0] = '\0';
        return false;
    }
    DWORD attributes = GetFileAttributesW(w);
    if (attributes == INVALID_FILE_ATTRIBUTES || !(attributes & FILE_ATTRIBUTE_DIRECTORY)) {
        out[0] = '\0';
        return false;
    }
    /* '/' separates folders everywhere (platform.h) */
    for (char *p = out; *p; p++)
        if (*p == '\\')
            *p = '/';
    return true;
}

long platform_process_id(void) { return (long)GetCurrentProcessId(); }

struct PlatformLock {
    HANDLE file;
};

/* The byte locked: far beyond the owner's id at the start of the file, which
 * stays readable (a Windows lock keeps other handles out of its range). */
#define LOCK_OFFSET_HIGH 1u

PlatformLockResult platform_lock(const char *path, PlatformLock **lock, char *why, size_t whysize)
{
    *lock = NULL;
    wchar_t *w = widen(path);
    if (!w) {
        say_bad_name(why, whysize);
        return PLATFORM_LOCK_FAILED;
    }
    HANDLE h = CreateFileW(w, GENERIC_READ | GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE,
                           NULL, OPEN_ALWAYS, FILE_ATTRIBUTE_NORMAL, NULL);
    free(w);
    if (h == INVALID_HANDLE_VALUE) {
        say_last_error(why, whysize);
        return PLATFORM_LOCK_FAILED;
    }
    OVERLAPPED at;
    memset(&at, 0, sizeof at);
    at.OffsetHigh = LOCK_OFFSET_HIGH;
    if (!LockFileEx(h, LOCKFILE_EXCLUSIVE_LOCK | LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, &at)) {
        DWORD code = GetLastError();
        CloseHandle(h);
        if (code == ERROR_LOCK_VIOLATION || code == ERROR_IO_PENDING)
            return PLATFORM_LOCK_BUSY;
        SetLastError(code);
        say_last_error(why, whysize);
        return PLATFORM_LOCK_FAILED;
    }
    PlatformLock *l = malloc(sizeof *l);
    if (!l) {
        CloseHandle(h);
        snprintf(why, whysize, "out of memory");
        return PLATFORM_LOCK_FAILED;
    }
    l->file = h;
    char text[32];
    int n = snprintf(text, sizeof text, "%lu\n", (unsigned long)GetCurrentProcessId());
    DWORD written = 0;
    if (SetFilePointer(h, 0, NULL, FILE_BEGIN) != INVALID_SET_FILE_POINTER && SetEndOfFile(h))
        WriteFile(h, text, (DWORD)n, &written, NULL); /* only raising the window needs the id */
    *lock = l;
    return PLATFORM_LOCK_TAKEN;
}

void platform_unlock(PlatformLock *lock)
{
    if (!lock)
        return;
    OVERLAPPED at;
    memset(&at, 0, sizeof at);
    at.OffsetHigh = LOCK_OFFSET_HIGH;
    UnlockFileEx(lock->file, 0, 1, 0, &at);
    CloseHandle(lock->file);
    free(lock);
}

void platform_allow_foreground(long pid)
{
    if (pid > 0)
        AllowSetForegroundWindow((DWORD)pid);
}

struct PlatformThread {
    HANDLE handle;
    void (*fn)(void *arg);
    void *arg;
};

static unsigned __stdcall thread_main(void *data)
{
    PlatformThread *t = data;
    t->fn(t->arg);
    return 0;
}

PlatformThread *platform_thread_start(void (*fn)(void *arg), void *arg)
{
    PlatformThread *t = malloc(sizeof *t);
    if (!t)
        return NULL;
    t->fn = fn;
    t->arg = arg;
    uintptr_t h = _beginthreadex(NULL, 0, thread_main, t, 0, NULL);
    if (h == 0) {
        free(t);
        return NULL;
    }
    t->handle = (HANDLE)h;
    return t;
}

void platform_thread_join(PlatformThread *t)
{
    if (!t)
        return;
    WaitForSingleObject(t->handle, INFINITE);
    CloseHandle(t->handle);
    free(t);
}

int platform_cpu_count(void)
{
    DWORD_PTR process, system;
    int n = 0;
    if (GetProcessAffinityMask(GetCurrentProcess(), &process, &system))
        for (; process; process &= process - 1)
            n++;
    if (n < 1) {
        SYSTEM_INFO info;
        GetSystemInfo(&info);
        n = (int)info.dwNumberOfProcessors;
    }
    return n < 1 ? 1 : n;
}

double platform_cpu_seconds(void)
{
    FILETIME created, ended, kernel, user;
    if (!GetProcessTimes(GetCurrentProcess(), &created, &ended, &kernel, &user))
        return 0.0;
    /* 100-nanosecond units */
    ULONGLONG k = (ULONGLONG)kernel.dwHighDateTime << 32 | kernel.dwLowDateTime;
    ULONGLONG u = (ULONGLONG)user.dwHighDateTime << 32 | user.dwLowDateTime;
    return (double)(k + u) / 1e7;
}

bool platform_data_dir(char *out, size_t size)
{
    wchar_t w[MAX_PATH];
    char base[4 * MAX_PATH];
    if (size == 0)
        return false;
    out[0] = '\0';
    if (SHGetFolderPathW(NULL, CSIDL_APPDATA, NULL, SHGFP_TYPE_CURRENT, w) != S_OK || !narrow(w, base, sizeof base))
        return false;
    for (char *p = base; *p; p++)
        if (*p == '\\')
            *p = '/';
    int n = snprintf(out, size, "%s/cartographers-desktop/cartographers", base);
    if (n < 0 || (size_t)n >= size) {
        out[0] = '\0';
        return false;
    }
    return true;
}

unsigned long long platform_now_ms(void) { return (unsigned long long)GetTickCount64(); }

bool platform_random_bytes(void *buf, size_t n)
{
    return n <= ULONG_MAX &&
           BCRYPT_SUCCESS(BCryptGenRandom(NULL, buf, (ULONG)n, BCRYPT_USE_SYSTEM_PREFERRED_RNG));
}
