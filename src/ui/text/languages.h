/* languages.h: the languages the game speaks, each named in its own language
 * (the Settings screen shows these names, `--lang` takes these codes).
 *
 * Adding a language: po/LANG.po, a line in po/LINGUAS and a line here. The
 * i18n test checks that every language of po/LINGUAS is listed here and that
 * the game finds its catalogue. English is the msgids and needs no catalogue.
 *
 * LANGUAGE_LIST is an X-macro so that the settings table (core/settings.c)
 * can make its options at compile time: X(code, own name). */
#ifndef UI_TEXT_LANGUAGES_H
#define UI_TEXT_LANGUAGES_H

#include <stdbool.h>
#include <stddef.h>

#define LANGUAGE_LIST(X)                                                                                               \
    X(en, "English")                                                                                                   \
    X(de, "Deutsch")                                                                                                   \
    X(hu, "Magyar")                                                                                                    \
    X(nl, "Nederlands")

enum {
#define LANGUAGE_ENUM(code, name) LANGUAGE_##code,
    LANGUAGE_LIST(LANGUAGE_ENUM)
#undef LANGUAGE_ENUM
        LANGUAGE_COUNT
};

/* The i-th language's code ("hu") and own name ("Magyar"); NULL out of range. */
const char *language_code(int i);
const char *language_name(int i);

/* The index of the language a code names, or -1. A region or encoding after
 * the code is accepted ("hu_HU", "de_AT.UTF-8"); anything else is not. */
int language_find(const char *code);

/* "en, de, hu, nl": the codes, for messages; a static buffer. */
const char *language_codes(void);

#endif
