/* i18n.c: locale, language choice and the catalogue in use (see i18n.h).
 *
 * The build passes two paths (po/meson.build, i18n_c_args):
 *   CARTO_LOCALEDIR        the installed locale directory, PREFIX/share/locale
 *   CARTO_BUILD_LOCALEDIR  BUILD/po, where `meson compile` puts
 *                          de/LC_MESSAGES/cartographers.mo
 * so the game finds its translations both installed and run from the build
 * directory. The catalogues are read by mo.c, not libintl: the same code on
 * Linux and Windows. The user's languages come from the platform seam
 * (platform_user_languages). No SDL here: the test in po/ links this file
 * without it. */
#include "i18n.h"

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mo.h"
#include "platform.h"

#ifndef CARTO_LOCALEDIR
#define CARTO_LOCALEDIR "/usr/local/share/locale"
#endif
#ifndef CARTO_BUILD_LOCALEDIR
#define CARTO_BUILD_LOCALEDIR ""
#endif

#define PATH_MAX_LEN 4096

static char localedir_buf[PATH_MAX_LEN];
static char language_buf[32];

/* Catalogues once loaded stay, so text translated before a switch stays
 * valid; `current` is the one in use (NULL: English). */
#define I18N_MAX_CATALOGUES 8
static struct {
    char path[PATH_MAX_LEN + 128];
    MoCatalog *catalogue;
} loaded[I18N_MAX_CATALOGUES];
static size_t loaded_count;
static const MoCatalog *current;

static bool dir_exists(const char *path) { return path && *path && platform_stat(path, NULL, NULL); }

/* Is path inside dir (dir itself, or dir followed by a separator)? */
static bool path_within(const char *path, const char *dir, size_t dir_len)
{
    if (dir_len == 0 || strncmp(path, dir, dir_len) != 0)
        return false;
    return path[dir_len] == '\0' || path[dir_len] == '/' || path[dir_len] == '\\';
}

const char *i18n_localedir(const char *exe_dir)
{
    const char *env = platform_getenv("CARTOGRAPHERS_LOCALEDIR");
    if (env && *env) {
        snprintf(localedir_buf, sizeof localedir_buf, "%s", env);
        return localedir_buf;
    }
    /* The build root is CARTO_BUILD_LOCALEDIR without its last component. */
    const char *build = CARTO_BUILD_LOCALEDIR;
    const char *slash = strrchr(build, '/');
    if (exe_dir && slash && path_within(exe_dir, build, (size_t)(slash - build)) && dir_exists(build)) {
        snprintf(localedir_buf, sizeof localedir_buf, "%s", build);
        return localedir_buf;
    }
    /* Installed: ../share/locale beside bin/ (the configured place, or a
     * relocated tree), or locale/ beside the program (the Windows package's
     * flat folder), recognised by a catalogue we ship. */
    static const char *const beside[] = {"../share/locale", "locale"};
    for (size_t i = 0; exe_dir && *exe_dir && i < sizeof beside / sizeof beside[0]; i++) {
        size_t n = strlen(exe_dir);
        const char *sep = exe_dir[n - 1] == '/' || exe_dir[n - 1] == '\\' ? "" : "/";
        char probe[PATH_MAX_LEN + 64];
        snprintf(localedir_buf, sizeof localedir_buf, "%s%s%s", exe_dir, sep, beside[i]);
        snprintf(probe, sizeof probe, "%s/de/LC_MESSAGES/" I18N_DOMAIN ".mo", localedir_buf);
        if (dir_exists(probe))
            return localedir_buf;
    }
    snprintf(localedir_buf, sizeof localedir_buf, "%s", CARTO_LOCALEDIR);
    return localedir_buf;
}

static bool is_c_locale(const char *name) { return !strcmp(name, "C") || !strcmp(name, "POSIX"); }

/* The catalogue for lang ("de_AT", "de") in localedir, loaded once; NULL
 * when there is none. *bad is set when one exists but cannot be read. */
static const MoCatalog *catalogue_for(const char *lang, const char *localedir, bool *bad)
{
    char path[PATH_MAX_LEN + 128], err[PATH_MAX_LEN + 256];
    snprintf(path, sizeof path, "%s/%s/LC_MESSAGES/" I18N_DOMAIN ".mo", localedir, lang);
    for (size_t i = 0; i < loaded_count; i++)
        if (!strcmp(loaded[i].path, path))
            return loaded[i].catalogue;
    bool missing = false;
    MoCatalog *c = mo_load(path, &missing, err, sizeof err);
    if (!c) {
        if (!missing) {
            fprintf(stderr, "cartographers: %s\n", err);
            *bad = true;
        }
        return NULL;
    }
    if (loaded_count == I18N_MAX_CATALOGUES) {
        mo_free(c); /* more languages than anyone switches between in one run */
        return NULL;
    }
    snprintf(loaded[loaded_count].path, sizeof loaded[loaded_count].path, "%s", path);
    loaded[loaded_count].catalogue = c;
    return loaded[loaded_count++].catalogue;
}

/* One entry of a language list ("de_DE.UTF-8@euro") to its catalogue: the
 * name without encoding and modifier, then the language alone. */
static const MoCatalog *catalogue_for_locale(const char *entry, size_t len, const char *localedir, bool *bad)
{
    char name[32];
    size_t n = strcspn(entry, ".@");
    if (n > len)
        n = len;
    if (n == 0 || n >= sizeof name)
        return NULL;
    memcpy(name, entry, n);
    name[n] = '\0';
    const MoCatalog *c = catalogue_for(name, localedir, bad);
    size_t base = strcspn(name, "_");
    if (!c && base < n) {
        name[base] = '\0';
        c = catalogue_for(name, localedir, bad);
    }
    return c;
}

bool i18n_init(const char *override_lang, const char *localedir)
{
    setlocale(LC_ALL, "");
    setlocale(LC_NUMERIC, "C");
    if (!localedir)
        localedir = i18n_localedir(NULL);
    char system[256];
    const char *list = override_lang;
    if (!list || !*list) {
        platform_user_languages(system, sizeof system);
        list = system;
    }
    bool bad = false;
    current = NULL;
    for (const char *p = list; *p && !current;) {
        size_t len = strcspn(p, ":");
        char entry[64];
        snprintf(entry, sizeof entry, "%.*s", (int)(len < sizeof entry ? len : sizeof entry - 1), p);
        /* English is what the program says without a catalogue */
        if (is_c_locale(entry) || !strncmp(entry, "en", 2))
            break;
        current = catalogue_for_locale(entry, strlen(entry), localedir, &bad);
        p += len;
        if (*p == ':')
            p++;
    }
    return !bad;
}

const char *i18n_gettext(const char *msgid)
{
    const char *t = mo_find(current, msgid);
    return t ? t : msgid;
}

const char *i18n_ngettext(const char *msgid, const char *plural, unsigned long n)
{
    const char *t = mo_find_plural(current, msgid, n);
    return t ? t : n == 1 ? msgid : plural;
}

const char *i18n_language(void)
{
    /* The header of the catalogue in use (the empty msgid) names its
     * language; a variable, so that xgettext does not take it for a string. */
    static const char header_msgid[] = "";
    const char *header = mo_find(current, header_msgid);
    const char *p = header ? strstr(header, "Language: ") : NULL;
    if (!p)
        return "en";
    p += strlen("Language: ");
    size_t n = strcspn(p, "\n");
    if (n == 0 || n >= sizeof language_buf)
        return "en";
    memcpy(language_buf, p, n);
    language_buf[n] = '\0';
    return language_buf;
}

const char *i18n_pgettext(const char *ctx_and_msgid, const char *msgid)
{
    const char *t = mo_find(current, ctx_and_msgid);
    return t ? t : msgid;
}
