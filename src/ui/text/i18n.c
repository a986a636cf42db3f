/* i18n.c: locale, language override and the gettext text domain (see i18n.h).
 *
 * The build passes two paths (po/meson.build, i18n_c_args):
 *   CARTO_LOCALEDIR        the installed locale directory, PREFIX/share/locale
 *   CARTO_BUILD_LOCALEDIR  BUILD/po, where `meson compile` puts
 *                          de/LC_MESSAGES/cartographers.mo
 * so the game finds its translations both installed and run from the build
 * directory. The override goes through LANGUAGE, which gettext reads before
 * LC_ALL / LC_MESSAGES / LANG; LANGUAGE is ignored in the "C" locale, so then
 * LC_MESSAGES is switched to C.UTF-8 first. No SDL here: the test in po/
 * links this file without it. */
#include "i18n.h"

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef CARTO_LOCALEDIR
#define CARTO_LOCALEDIR "/usr/local/share/locale"
#endif
#ifndef CARTO_BUILD_LOCALEDIR
#define CARTO_BUILD_LOCALEDIR ""
#endif

#define PATH_MAX_LEN 4096

/* The user's own LANGUAGE, kept so that switching back to "system" restores it. */
static struct {
    bool saved;
    bool had;
    char value[256];
} user_language;

static char localedir_buf[PATH_MAX_LEN];
static char language_buf[32];

static bool dir_exists(const char *path) { return path && *path && access(path, F_OK) == 0; }

/* Is path inside dir (dir itself, or dir followed by a separator)? */
static bool path_within(const char *path, const char *dir, size_t dir_len)
{
    if (dir_len == 0 || strncmp(path, dir, dir_len) != 0)
        return false;
    return path[dir_len] == '\0' || path[dir_len] == '/' || path[dir_len] == '\\';
}

const char *i18n_localedir(const char *exe_dir)
{
    const char *env = getenv("CARTOGRAPHERS_LOCALEDIR");
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
     * relocated tree), recognised by a catalogue we ship. */
    if (exe_dir && *exe_dir) {
        size_t n = strlen(exe_dir);
        const char *sep = exe_dir[n - 1] == '/' ? "" : "/";
        char probe[PATH_MAX_LEN + 64];
        snprintf(localedir_buf, sizeof localedir_buf, "%s%s../share/locale", exe_dir, sep);
        snprintf(probe, sizeof probe, "%s/de/LC_MESSAGES/" I18N_DOMAIN ".mo", localedir_buf);
        if (dir_exists(probe))
            return localedir_buf;
    }
    snprintf(localedir_buf, sizeof localedir_buf, "%s", CARTO_LOCALEDIR);
    return localedir_buf;
}

static bool is_c_locale(const char *name) { return !name || !strcmp(name, "C") || !strcmp(name, "POSIX"); }

static void apply_override(const char *lang)
{
    if (!user_language.saved) {
        const char *cur = getenv("LANGUAGE");
        user_language.saved = true;
        user_language.had = cur != NULL;
        if (cur)
            snprintf(user_language.value, sizeof user_language.value, "%s", cur);
    }
    if (lang && *lang) {
        setenv("LANGUAGE", lang, 1);
        /* gettext ignores LANGUAGE in the C locale; C.UTF-8 is not "C". */
        if (is_c_locale(setlocale(LC_MESSAGES, NULL)) && !setlocale(LC_MESSAGES, "C.UTF-8") &&
            !setlocale(LC_MESSAGES, "C.utf8"))
            setlocale(LC_MESSAGES, "en_US.UTF-8");
    } else if (user_language.had) {
        setenv("LANGUAGE", user_language.value, 1);
    } else {
        unsetenv("LANGUAGE");
    }
}

bool i18n_init(const char *override_lang, const char *localedir)
{
    setlocale(LC_ALL, "");
    setlocale(LC_NUMERIC, "C");
    apply_override(override_lang);
    if (!localedir)
        localedir = i18n_localedir(NULL);
    bool ok = bindtextdomain(I18N_DOMAIN, localedir) != NULL;
    ok = bind_textdomain_codeset(I18N_DOMAIN, "UTF-8") != NULL && ok;
    ok = textdomain(I18N_DOMAIN) != NULL && ok;
    return ok;
}

const char *i18n_language(void)
{
    /* The header of the catalogue in use (the empty msgid) names its
     * language; a variable, so that xgettext does not take it for a string. */
    static const char header_msgid[] = "";
    const char *header = gettext(header_msgid);
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
    const char *t = gettext(ctx_and_msgid);
    return t == ctx_and_msgid ? msgid : t;
}
