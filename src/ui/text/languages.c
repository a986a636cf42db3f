/* languages.c: the list of languages the game speaks (see languages.h). */
#include "languages.h"

#include <stdio.h>
#include <string.h>

static const struct {
    const char *code;
    const char *name;
} languages[LANGUAGE_COUNT] = {
#define LANGUAGE_ROW(code, name) {#code, name},
    LANGUAGE_LIST(LANGUAGE_ROW)
#undef LANGUAGE_ROW
};

const char *language_code(int i) { return i >= 0 && i < LANGUAGE_COUNT ? languages[i].code : NULL; }

const char *language_name(int i) { return i >= 0 && i < LANGUAGE_COUNT ? languages[i].name : NULL; }

int language_find(const char *code)
{
    if (!code)
        return -1;
    for (int i = 0; i < LANGUAGE_COUNT; i++) {
        size_t n = strlen(languages[i].code);
        if (strncmp(code, languages[i].code, n) == 0 &&
            (code[n] == '\0' || ((code[n] == '_' || code[n] == '.' || code[n] == '@') && code[n + 1] != '\0')))
            return i;
    }
    return -1;
}

const char *language_codes(void)
{
    static char buf[LANGUAGE_COUNT * 8];
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < LANGUAGE_COUNT && used < sizeof buf; i++)
        used += (size_t)snprintf(buf + used, sizeof buf - used, "%s%s", i ? ", " : "", languages[i].code);
    return buf;
}
