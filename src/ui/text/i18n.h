/* i18n.h: translations through gettext (text domain "cartographers").
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

#include <libintl.h>

#define I18N_DOMAIN "cartographers"

#define _(s) gettext(s)
#define N_(s) (s)
/* msgctxt "\004" msgid is how gettext stores a string with a context. */
#define C_(ctx, s) i18n_pgettext(ctx "\004" s, s)

/* Sets the locale from the environment, applies a language override and binds
 * the text domain (messages always come out as UTF-8, whatever the locale).
 *
 * override_lang: "de", "en" (or any language code), or NULL / "" to follow the
 * system (LANGUAGE, LC_ALL, LC_MESSAGES, LANG). An override works even when
 * the system locale is "C".
 * localedir: the directory holding LANG/LC_MESSAGES/cartographers.mo, or NULL
 * for i18n_localedir(NULL).
 *
 * LC_NUMERIC stays "C" so that numbers in records and files never depend on
 * the language. Returns false if the text domain could not be bound (the game
 * then runs in English). May be called again to switch the language; text
 * translated before keeps the old language. */
bool i18n_init(const char *override_lang, const char *localedir);

/* Where the .mo files are: $CARTOGRAPHERS_LOCALEDIR if set; the build tree's
 * po/ when exe_dir (the program's directory, e.g. SDL_GetBasePath(); may be
 * NULL) lies in the build tree; exe_dir/../share/locale when it holds our
 * German catalogue (installed, also relocated); else the configured install
 * directory (CARTO_LOCALEDIR). The result is a static buffer. */
const char *i18n_localedir(const char *exe_dir);

/* The language the messages are in: "de", "en", ... (from the catalogue in
 * use; "en" when none is, since msgids are English). */
const char *i18n_language(void);

/* C_() helper: the translation of "ctx\004text", or text. */
const char *i18n_pgettext(const char *ctx_and_msgid, const char *msgid);

/* The shared vocabulary of strings_catalogue.c (card names, rule texts,
 * terrains, seasons, titles, UI words), for tests and tools. */
const char *const *i18n_catalogue(size_t *count);

#endif
