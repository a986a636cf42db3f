/* test_i18n.c: the German and Dutch catalogues against the engine, and
 * src/ui/i18n.c's language override and locale directory. Prints TAP.
 *
 * Usage: test_i18n BUILD/po LINGUAS (the directory meson compiles the .mo files
 * into, and po/LINGUAS).
 * Checks: every card name, scoring card name and text and solo title of the
 * engine is in strings_catalogue.c and has a German translation, equal to the
 * engine's German name where it has one; every catalogue entry is translated;
 * following the system honours LANGUAGE, lists and LANG fallbacks as gettext
 * does; plural forms; "de" and "en" overrides work, also from the C locale;
 * following the system gives English in the C locale; LC_NUMERIC stays "C"; the Dutch
 * catalogue covers the catalogue, has the Dutch rules' terms and plural forms; i18n_localedir picks
 * the build tree, $CARTOGRAPHERS_LOCALEDIR and the installed place. Every
 * language of po/LINGUAS is in text/languages.h, and every language there has
 * a catalogue the game finds, with every catalogue entry translated and both
 * plural forms (a listed language whose po file has not arrived yet is a
 * SKIP); Hungarian uses the terms of the Hungarian rulebook. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cards.h"
#include "fileio.h"
#include "game.h"
#include "i18n.h"
#include "languages.h"
#include "platform.h"
#include "scoring.h"

static int test_no;
static int failures;

static void ok(bool cond, const char *what)
{
    test_no++;
    if (!cond)
        failures++;
    printf("%s %d - %s\n", cond ? "ok" : "not ok", test_no, what);
}

static void skip(const char *why)
{
    test_no++;
    printf("ok %d # SKIP %s\n", test_no, why);
}

/* The languages of po/LINGUAS, one a line, '#' comments. */
static int read_linguas(const char *path, char codes[][16], int max)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    int n = 0;
    char line[128];
    while (fgets(line, sizeof line, f)) {
        char code[16];
        if (line[0] == '#' || sscanf(line, "%15s", code) != 1)
            continue;
        if (n < max)
            snprintf(codes[n++], sizeof codes[0], "%s", code);
    }
    fclose(f);
    return n;
}

static bool in_linguas(const char *code, char codes[][16], int n)
{
    for (int i = 0; i < n; i++)
        if (!strcmp(codes[i], code))
            return true;
    return false;
}

/* Every language listed: its catalogue is found and complete. */
static void check_languages(const char *dir, char linguas[][16], int nlinguas)
{
    for (int i = 0; i < nlinguas; i++) {
        char what[160];
        int k = language_find(linguas[i]);
        snprintf(what, sizeof what, "po/LINGUAS's %.15s is in src/ui/text/languages.h", linguas[i]);
        ok(k >= 0 && !strcmp(language_code(k), linguas[i]), what);
    }
    size_t n;
    const char *const *cat = i18n_catalogue(&n);
    for (int k = 0; k < LANGUAGE_COUNT; k++) {
        const char *code = language_code(k);
        char what[160];
        if (!strcmp(code, "en"))
            continue;
        if (!in_linguas(code, linguas, nlinguas)) {
            snprintf(what, sizeof what, "%s (%s) is listed but not in po/LINGUAS yet", code, language_name(k));
            skip(what);
            continue;
        }
        bool good = i18n_init(code, dir) && !strcmp(i18n_language(), code) && strcmp(_("Confirm"), "Confirm") != 0;
        snprintf(what, sizeof what, "--lang %s finds its catalogue (%s)", code, language_name(k));
        ok(good, what);
        int missing = 0;
        for (size_t i = 0; i < n; i++)
            if (i18n_gettext(cat[i]) == cat[i]) {
                if (missing++ < 5)
                    printf("# %s: catalogue entry without translation: \"%s\"\n", code, cat[i]);
            }
        snprintf(what, sizeof what, "%s: every card name, rule text, title and term is translated", code);
        ok(missing == 0, what);
        const char *one = ngettext("%d move", "%d moves", 1), *many = ngettext("%d move", "%d moves", 5);
        snprintf(what, sizeof what, "%s: both plural forms are translated", code);
        ok(strcmp(one, "%d move") != 0 && strcmp(many, "%d moves") != 0, what);
    }
}

/* Hungarian: the terms of the Hungarian base rulebook (seeds/rules-hu-base.txt). */
static void check_hungarian(const char *dir, char linguas[][16], int nlinguas)
{
    if (!in_linguas("hu", linguas, nlinguas)) {
        skip("Hungarian is not in po/LINGUAS");
        return;
    }
    ok(i18n_init("hu", dir) && !strcmp(_("Spring"), "Tavasz") && !strcmp(_("Winter"), "Tél"),
       "hu: the seasons as in the rulebook");
    ok(!strcmp(_("Sentinel Wood"), "Faőrszem") && !strcmp(_("The Cauldrons"), "Üstvidék") &&
           !strcmp(_("Borderlands"), "Határvidék"),
       "hu: scoring card names as in the rulebook");
    ok(!strcmp(_("Ambush"), "Rajtaütés") && !strcmp(_("Ruins"), "Romok") && !strcmp(_("Mountain"), "Hegy"),
       "hu: ambush, ruins, mountain as in the rulebook");
    ok(!strcmp(_(game_title_name(30)), "Legendás térképész"), "hu: the top solo title as in the rulebook");
    ok(!strcmp(ngettext("%d move", "%d moves", 1), "%d lépés") &&
           !strcmp(ngettext("%d move", "%d moves", 3), "%d lépés"),
       "hu: a number is followed by the singular noun in both forms");
}

static bool in_catalogue(const char *s)
{
    size_t n;
    const char *const *cat = i18n_catalogue(&n);
    for (size_t i = 0; i < n; i++)
        if (!strcmp(cat[i], s))
            return true;
    return false;
}

/* One engine string: catalogued, translated (gettext hands back the catalogue's
 * copy, not its argument, even when the text is the same), and equal to the
 * expected German text when there is one. Reports failures as TAP comments. */
static bool check_string(const char *en, const char *want_de)
{
    bool good = true;
    if (!in_catalogue(en)) {
        printf("# not in src/ui/strings_catalogue.c: \"%s\"\n", en);
        good = false;
    }
    const char *de = _(en);
    if (de == en) {
        printf("# no German translation in po/de.po: \"%s\"\n", en);
        good = false;
    } else if (want_de && strcmp(de, want_de) != 0) {
        printf("# \"%s\": po/de.po says \"%s\", the engine \"%s\"\n", en, de, want_de);
        good = false;
    }
    return good;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: %s BUILD/po LINGUAS\n", argv[0]);
        return 2;
    }
    const char *dir = argv[1];
    char linguas[LANGUAGE_COUNT + 8][16];
    int nlinguas = read_linguas(argv[2], linguas, LANGUAGE_COUNT + 8);
    unsetenv("CARTOGRAPHERS_LOCALEDIR");

    /* Following the system: a user who asks for German through LANGUAGE (in
     * a UTF-8 locale; gettext ignores LANGUAGE in "C"). */
    setenv("LC_ALL", "C.UTF-8", 1);
    setenv("LANGUAGE", "de", 1);
    ok(i18n_init(NULL, dir) && !strcmp(_("Confirm"), "Bestätigen"), "following the system: LANGUAGE=de gives German");
    ok(i18n_init("en", dir) && !strcmp(_("Confirm"), "Confirm"), "the \"en\" override beats the system's German");
    ok(i18n_init("", dir) && !strcmp(_("Confirm"), "Bestätigen") && getenv("LANGUAGE") &&
           !strcmp(getenv("LANGUAGE"), "de"),
       "back to the system: German again, the user's LANGUAGE untouched");
    setenv("LANGUAGE", "fr:de", 1);
    ok(i18n_init(NULL, dir) && !strcmp(_("Confirm"), "Bestätigen"), "LANGUAGE=fr:de: no French catalogue, German");
    setenv("LANGUAGE", "en:de", 1);
    ok(i18n_init(NULL, dir) && !strcmp(_("Confirm"), "Confirm"), "LANGUAGE=en:de: English comes first");
    unsetenv("LANGUAGE");
    unsetenv("LC_ALL");
    setenv("LANG", "de_AT.UTF-8", 1);
    ok(i18n_init(NULL, dir) && !strcmp(_("Confirm"), "Bestätigen") && !strcmp(i18n_language(), "de"),
       "LANG=de_AT.UTF-8: no de_AT catalogue, German");
    setenv("LANGUAGE", "de", 1);
    setenv("LANG", "C", 1);
    ok(i18n_init(NULL, dir) && !strcmp(_("Confirm"), "Confirm"),
       "LANGUAGE is ignored in the C locale (as gettext does)");
    ok(!strcmp(ngettext("%d move", "%d moves", 1), "%d move") &&
           !strcmp(ngettext("%d move", "%d moves", 2), "%d moves"),
       "ngettext without a catalogue: English's two forms");
    ok(i18n_init("de", dir) && !strcmp(ngettext("%d move", "%d moves", 1), "%d Zug") &&
           !strcmp(ngettext("%d move", "%d moves", 0), "%d Züge") &&
           !strcmp(ngettext("%d move", "%d moves", 7), "%d Züge"),
       "ngettext in German: 1 Zug, 0 and 7 Züge");
    ok(i18n_init("de", "/nonexistent/locale") && !strcmp(_("Confirm"), "Confirm"),
       "no catalogue in the locale dir: English");

    /* From here on the C locale, as meson runs the test. */
    setenv("LC_ALL", "C", 1);
    ok(i18n_init("de", dir), "i18n_init(\"de\") binds the text domain");
    ok(!strcmp(i18n_language(), "de"), "the \"de\" override works from the C locale");
    ok(!strcmp(_("Confirm"), "Bestätigen"), "Confirm is Bestätigen, in UTF-8");
    ok(!strcmp(C_("unused context", "Cancel"), "Cancel"), "C_() without a catalogue entry gives the text");

    bool all = true;
    for (int i = 0; i < card_count(); i++) {
        const Card *c = card_get(i);
        all = check_string(c->name, c->name_de) && all;
    }
    ok(all, "every card name of cards.c is catalogued and translated (the engine's German names)");

    all = true;
    for (int i = 0; i < SCORING_CARD_COUNT; i++) {
        const ScoringCard *c = scoring_card(i);
        all = check_string(c->name, c->name_de) && all;
        all = check_string(c->text, NULL) && all;
        if (!strcmp(_(c->text), c->text)) {
            printf("# rule text not translated: \"%s\"\n", c->text);
            all = false;
        }
    }
    ok(all, "every scoring card name and rule text of scoring.c is catalogued and translated");

    static const int thresholds[] = {30, 20, 10, 0, -5, -10, -20, -30};
    all = true;
    for (size_t i = 0; i < sizeof thresholds / sizeof thresholds[0]; i++)
        all = check_string(game_title_name(thresholds[i]), NULL) && all;
    ok(all, "every solo title is catalogued and translated");
    ok(!strcmp(_(game_title_name(30)), "Legendärer Meisterkartograph"),
       "the top title in natural German, as the rest of the game (po/README.md)");
    all = true;
    for (size_t i = 0; i < sizeof thresholds / sizeof thresholds[0]; i++)
        if (strchr(_(game_title_name(thresholds[i])), '_')) {
            printf("# a title with a gender underscore: \"%s\"\n", _(game_title_name(thresholds[i])));
            all = false;
        }
    ok(all, "no German title has a gender underscore");

    size_t n;
    const char *const *cat = i18n_catalogue(&n);
    all = true;
    for (size_t i = 0; i < n; i++)
        if (_(cat[i]) == cat[i]) {
            printf("# catalogue entry without translation: \"%s\"\n", cat[i]);
            all = false;
        }
    ok(all && n > 200, "every catalogue entry has a German translation");

    char num[16];
    snprintf(num, sizeof num, "%.1f", 1.5);
    ok(!strcmp(num, "1.5"), "LC_NUMERIC stays C");

    ok(i18n_init("en", dir) && !strcmp(_("Confirm"), "Confirm") && !strcmp(i18n_language(), "en"),
       "the \"en\" override gives English");
    ok(i18n_init("de", dir) && !strcmp(_("Spring"), "Frühling"), "switching back to German");
    ok(i18n_init("", dir) && !strcmp(_("Confirm"), "Confirm"), "following the system in the C locale gives English");

    /* Dutch: complete, plural forms, and the terms of the Dutch Heroes rules. */
    ok(i18n_init("nl", dir) && !strcmp(i18n_language(), "nl") && !strcmp(_("Confirm"), "Bevestigen"),
       "the \"nl\" override gives Dutch");
    all = true;
    for (size_t i = 0; i < n; i++)
        if (i18n_gettext(cat[i]) == cat[i]) {
            printf("# catalogue entry without Dutch translation: \"%s\"\n", cat[i]);
            all = false;
        }
    ok(all, "every catalogue entry has a Dutch translation");
    static const char *const dutch[][2] = {
        {"Faunlost Thicket", "Gewas van de Verloren Fauns"},
        {"Gnomish Colony", "Kabouter Kolonie"},
        {"Ulem's Wallow", "Ulem's Poel"},
        {"Dwarvenholds", "Dwergen Vestes"},
        {"Kethra's Gates", "Poorten van Kethra"},
        {"Spring", "Lente"},
        {"Autumn", "Herfst"},
        {"Farm", "Akker"},
        {"Mountain", "Berg"},
        {"Hero", "Held"},
        {"Ambush", "Hinderlaag"},
        {"Explore cards", "Verkenningskaarten"},
        {"Scoring cards", "Scorekaarten"},
        {"Wasteland", "Niemandsland"},
        {"Wilderness", "Wildernis"},
        {"Attack pattern", "Aanvalspatroon"},
    };
    all = true;
    for (size_t i = 0; i < sizeof dutch / sizeof dutch[0]; i++)
        if (strcmp(_(dutch[i][0]), dutch[i][1]) != 0) {
            printf("# \"%s\": po/nl.po says \"%s\", the Dutch rules \"%s\"\n", dutch[i][0], _(dutch[i][0]),
                   dutch[i][1]);
            all = false;
        }
    ok(all, "card names and terms as in the Dutch Heroes rules");
    ok(!strcmp(ngettext("%d move", "%d moves", 1), "%d zet") &&
           !strcmp(ngettext("%d move", "%d moves", 2), "%d zetten") &&
           !strcmp(ngettext("%d move", "%d moves", 0), "%d zetten"),
       "Dutch plural forms: 1 zet, 0 and 2 zetten");
    ok(nlinguas > 0, "po/LINGUAS is read");
    check_languages(dir, linguas, nlinguas);
    check_hungarian(dir, linguas, nlinguas);

    /* Locale directories. */
    char exe[4096];
    snprintf(exe, sizeof exe, "%s/../src/ui/", CARTO_BUILD_LOCALEDIR);
    ok(!strcmp(i18n_localedir(exe), CARTO_BUILD_LOCALEDIR), "run from the build tree: the build's po/");
    ok(!strcmp(i18n_localedir("/nonexistent/bin/"), CARTO_LOCALEDIR), "elsewhere: the configured locale dir");
    ok(!strcmp(i18n_localedir(NULL), CARTO_LOCALEDIR), "no program dir: the configured locale dir");
    /* the Windows package's flat folder: locale/ beside the program */
    char *flat = platform_make_temp_dir("carto-i18n");
    char path[4096], err[512], src[4096];
    size_t len;
    bool missing, made = flat != NULL;
    const char *parts[] = {"locale", "locale/de", "locale/de/LC_MESSAGES"};
    for (size_t i = 0; made && i < 3; i++) {
        snprintf(path, sizeof path, "%s/%s", flat, parts[i]);
        made = platform_make_dir(path, err, sizeof err);
    }
    snprintf(src, sizeof src, "%s/de/LC_MESSAGES/" I18N_DOMAIN ".mo", dir);
    char *mo = made ? fileio_read(src, FILEIO_MAX_SIZE, &len, &missing, err, sizeof err) : NULL;
    snprintf(path, sizeof path, "%s/locale/de/LC_MESSAGES/" I18N_DOMAIN ".mo", flat ? flat : "");
    made = mo && fileio_write_atomic(path, mo, len, err, sizeof err);
    free(mo);
    char exe_dir[4096], want[4096];
    snprintf(exe_dir, sizeof exe_dir, "%s/", flat ? flat : "");
    snprintf(want, sizeof want, "%s/locale", flat ? flat : "");
    ok(made && !strcmp(i18n_localedir(exe_dir), want), "a flat folder (Windows): locale/ beside the program");
    ok(made && i18n_init("de", i18n_localedir(exe_dir)) && !strcmp(_("Confirm"), "Bestätigen"),
       "and German from there");
    if (flat) {
        platform_remove(path);
        for (int i = 2; i >= 0; i--) {
            snprintf(path, sizeof path, "%s/%s", flat, parts[i]);
            platform_remove_dir(path);
        }
        platform_remove_dir(flat);
        free(flat);
    }
    setenv("CARTOGRAPHERS_LOCALEDIR", "/somewhere/locale", 1);
    ok(!strcmp(i18n_localedir(exe), "/somewhere/locale"), "$CARTOGRAPHERS_LOCALEDIR wins");
    unsetenv("CARTOGRAPHERS_LOCALEDIR");

    printf("1..%d\n", test_no);
    return failures ? 1 : 0;
}
