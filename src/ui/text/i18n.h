/* i18n.h: translations from gettext catalogues (text domain
 * "cartographers"), read by the game itself (mo.h) on every platform, so no
 * libintl is needed and Windows translates the same way.
 *
 * Mark every visible string: _("Confirm") translates now, N_("Confirm") only
 * marks a string for xgettext (tables; translate with _() where it is shown),
 * C_("context", "text") translates a string that needs a context to be
 * unambiguous. Plurals: ngettext("%d coin", "%d coins", n). English card names
 * and rule texts from the engine translate at run time with _(card->name):
 * po/de.po holds them with the English text as msgid (strings_catalogue.c
 * makes xgettext see them).
 *
 * Call i18n_init() once at start-up, before the first _(). */
#ifndef UI_TEXT_I18N_H
#define UI_TEXT_I18N_H

#include <stdbool.h>
#include <stddef.h>

#define I18N_DOMAIN "cartographers"

/* Tells gcc and clang that a translation is a printf format like its msgid,
 * so -Wformat checks _("%d points") against its arguments. */
#if defined(__GNUC__)
#define I18N_FORMAT_ARG(i) __attribute__((format_arg(i)))
#else
#define I18N_FORMAT_ARG(i)
#endif

#define _(s) i18n_gettext(s)
/* xgettext knows ngettext() as the plural keyword; it is ours here. */
#define ngettext(s, p, n) i18n_ngettext(s, p, n)
#define N_(s) (s)
/* msgctxt "\004" msgid is how gettext stores a string with a context. */
#define C_(ctx, s) i18n_pgettext(ctx "\004" s, s)

/* Sets the locale from the environment and picks the catalogue: the first
 * language of the list that has one (messages are UTF-8, whatever the
 * locale).
 *
 * override_lang: "de", "en" (or any language code, or a ':'-separated list),
 * or NULL / "" to follow the system (platform_user_languages: on POSIX
 * LANGUAGE, LC_ALL, LC_MESSAGES, LANG as gettext reads them; on Windows the
 * display language). An override works even when the system locale is "C".
 * English ("en", "C") ends the search: the msgids are English.
 * localedir: the directory holding LANG/LC_MESSAGES/cartographers.mo, or NULL
 * for i18n_localedir(NULL). For "de_AT.UTF-8" it tries de_AT, then de.
 *
 * LC_NUMERIC stays "C" so that numbers in records and files never depend on
 * the language. Returns false when a catalogue for the language exists but
 * cannot be read (the game is then in English; stderr says why). May be
 * called again to switch the language; text translated before keeps the old
 * language (catalogues once loaded stay in memory). */
bool i18n_init(const char *override_lang, const char *localedir);

/* Where the .mo files are: $CARTOGRAPHERS_LOCALEDIR if set; the build tree's
 * po/ when exe_dir (the program's directory, e.g. SDL_GetBasePath(); may be
 * NULL) lies in the build tree; exe_dir/../share/locale, then
 * exe_dir/locale (the Windows package), when it holds our German catalogue
 * (installed, also relocated); else the configured install directory
 * (CARTO_LOCALEDIR). The result is a static buffer. */
const char *i18n_localedir(const char *exe_dir);

/* The language the messages are in: "de", "en", ... (from the catalogue in
 * use; "en" when none is, since msgids are English). */
const char *i18n_language(void);

/* _(): the translation of msgid in the catalogue in use, or msgid itself
 * (the same pointer) when there is none. */
const char *i18n_gettext(const char *msgid) I18N_FORMAT_ARG(1);

/* ngettext(): the form for n, by the catalogue's plural rule; untranslated,
 * msgid for n == 1 and plural otherwise. */
const char *i18n_ngettext(const char *msgid, const char *plural, unsigned long n) I18N_FORMAT_ARG(1) I18N_FORMAT_ARG(2);

/* C_() helper: the translation of "ctx\004text", or text. */
const char *i18n_pgettext(const char *ctx_and_msgid, const char *msgid) I18N_FORMAT_ARG(2);

/* The shared vocabulary of strings_catalogue.c (card names, rule texts,
 * terrains, seasons, titles, UI words), for tests and tools. */
const char *const *i18n_catalogue(size_t *count);

#endif
