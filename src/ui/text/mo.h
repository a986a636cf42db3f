/* mo.h: reading GNU gettext's compiled catalogues (.mo files, what msgfmt
 * writes), so the game translates the same way on every platform without
 * libintl. A catalogue maps an English msgid (with "CONTEXT\004" before it
 * for a string with a context) to its translation, or to its plural forms,
 * chosen by the rule in the header (plural.h). No SDL. */
#ifndef UI_TEXT_MO_H
#define UI_TEXT_MO_H

#include <stdbool.h>
#include <stddef.h>

typedef struct MoCatalog MoCatalog;

/* Reads and checks the .mo file at path (UTF-8). NULL on failure, with
 * *missing true when there is no such file, and why in err. */
MoCatalog *mo_load(const char *path, bool *missing, char *err, size_t errsize);

/* Checks a whole .mo file in memory and takes it over (data is malloc'd;
 * it is freed with the catalogue, or at once on failure). */
MoCatalog *mo_parse(char *data, size_t len, char *err, size_t errsize);

void mo_free(MoCatalog *c);

/* The translation of msgid, or NULL when the catalogue has none. For an
 * entry with plural forms, the first form. mo_find(c, "") is the header. */
const char *mo_find(const MoCatalog *c, const char *msgid);

/* The plural form for n of the entry msgid, or NULL when the catalogue has
 * none (or fewer forms than the rule asks for). */
const char *mo_find_plural(const MoCatalog *c, const char *msgid, unsigned long n);

/* How many entries the catalogue holds (the header counts). */
size_t mo_count(const MoCatalog *c);

/* nplurals of the catalogue's plural rule (2 when the header gives none). */
unsigned long mo_nplurals(const MoCatalog *c);

#endif
