/* test_ui_args.c: the game's command line. */
#include <stdio.h>
#include <string.h>

#include "args.h"
#include "languages.h"
#include "ui_test.h"

static int parse(UiArgs *a, const char *const *argv_in, int argc)
{
    char *argv[16];
    char err[200];
    for (int i = 0; i < argc; i++)
        argv[i] = (char *)(uintptr_t)argv_in[i];
    return ui_args_parse(argc, argv, a, err, sizeof err);
}

static void test_options(void **state)
{
    (void)state;
    UiArgs a;
    const char *v1[] = {"cartographers", "--size", "1280x800", "--seed", "42", "--screenshot", "x.png"};
    check(parse(&a, v1, 7) && a.width == 1280 && a.height == 800 && a.have_seed && a.seed == 42 &&
           strcmp(a.screenshot, "x.png") == 0,
       "size, seed and screenshot");
    const char *v2[] = {"cartographers", "--size=1024x700", "--seed=7", "--side=c"};
    check(parse(&a, v2, 4) && a.width == 1024 && a.height == 700 && a.seed == 7 && a.side == 2, "--opt=value forms");
    const char *v3[] = {"cartographers", "--bogus"};
    check(!parse(&a, v3, 2), "unknown option refused");
    const char *v4[] = {"cartographers", "--size", "12x"};
    check(!parse(&a, v4, 3), "bad size refused");
    const char *v5[] = {"cartographers", "--seed", "-1"};
    check(!parse(&a, v5, 3), "negative seed refused");
    const char *v6[] = {"cartographers", "--seed"};
    check(!parse(&a, v6, 2), "missing value refused");
    const char *v7[] = {"cartographers", "one.cartosave", "two.cartosave"};
    check(!parse(&a, v7, 3), "a second file refused");
    const char *v8[] = {"cartographers", "--demo", "--side", "E"};
    check(!parse(&a, v8, 4), "bad side refused");
    const char *v9[] = {"cartographers", "--demo=1"};
    check(!parse(&a, v9, 2), "flag with a value refused");
}

/* --lang takes the languages of text/languages.h and nothing else, with an
 * error that names the languages there are. */
static void test_lang(void **state)
{
    (void)state;
    UiArgs a;
    static const char *const good[] = {"en", "de", "hu", "nl", "hu_HU.UTF-8"};
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
        const char *v[] = {"cartographers", "--lang", good[i]};
        check(parse(&a, v, 3) && strcmp(a.lang, good[i]) == 0, "a language the game speaks is taken");
    }
    static const char *const bad[] = {"xx", "fr", "", "h", "hun", "hu_", "deutsch"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        const char *v[] = {"cartographers", "--lang", bad[i]};
        char *argv[3] = {(char *)(uintptr_t)v[0], (char *)(uintptr_t)v[1], (char *)(uintptr_t)v[2]};
        char err[200] = "";
        check(!ui_args_parse(3, argv, &a, err, sizeof err), "a language the game lacks is refused");
        check(strstr(err, "no language") && strstr(err, "en, de, hu, nl"), "the error names the languages there are");
    }
    check(language_find("nl") == LANGUAGE_nl && !strcmp(language_name(LANGUAGE_hu), "Magyar") &&
              !strcmp(language_name(LANGUAGE_nl), "Nederlands") && language_code(LANGUAGE_COUNT) == NULL,
          "each language is named in its own language");
}

static void test_seats(void **state)
{
    (void)state;
    UiArgs a;
    const char *s1[] = {"cartographers", "--seats", "human,hard,easy"};
    check(parse(&a, s1, 3) && a.players == 3 && strcmp(a.seats, "human,hard,easy") == 0, "--seats sets the players");
    const char *s2[] = {"cartographers", "--seats=medium,human", "--players", "2"};
    check(parse(&a, s2, 4) && a.players == 2, "--seats with a matching --players");
    const char *s3[] = {"cartographers", "--seats", "human,hard", "--players", "3"};
    check(!parse(&a, s3, 5), "--seats and --players disagreeing refused");
    const char *s4[] = {"cartographers", "--seats", "hard,medium"};
    check(!parse(&a, s4, 3), "--seats without a human refused");
    const char *s5[] = {"cartographers", "--seats", "human,genius"};
    check(!parse(&a, s5, 3), "an unknown strength refused");
    const char *s6[] = {"cartographers", "--seats", "human,"};
    check(!parse(&a, s6, 3), "a seat list ending with a comma refused");
    bool computer[UI_MAX_SEATS];
    int strength[UI_MAX_SEATS], n;
    char err[200];
    check(ui_args_parse_seats("easy,human,hard", computer, strength, &n, err, sizeof err) && n == 3 && computer[0] &&
           strength[0] == 0 && !computer[1] && computer[2] && strength[2] == 2 &&
           strcmp(ui_strength_word(strength[2]), "hard") == 0 && ui_strength_index("medium") == 1,
       "seats and strengths");
}

/* A word that is no option is a save file to open (the desktop entry's %f). */
static void test_open_file(void **state)
{
    (void)state;
    UiArgs a;
    const char *f0[] = {"cartographers"};
    check(parse(&a, f0, 1) && a.open_file == NULL, "no file by default");
    const char *f1[] = {"cartographers", "/home/anna/Sunday game.cartosave"};
    check(parse(&a, f1, 2) && a.open_file && strcmp(a.open_file, "/home/anna/Sunday game.cartosave") == 0,
          "a path is the file to open");
    const char *f2[] = {"cartographers", "--lang", "de", "games/x.cartosave", "--size", "1024x700"};
    check(parse(&a, f2, 6) && strcmp(a.open_file, "games/x.cartosave") == 0 && strcmp(a.lang, "de") == 0 &&
              a.width == 1024,
          "a file among options that go with it");
    const char *f3[] = {"cartographers", "--", "-odd name.cartosave"};
    check(parse(&a, f3, 3) && strcmp(a.open_file, "-odd name.cartosave") == 0, "after --, a word is a file");
    const char *f4[] = {"cartographers", "--", "a.cartosave", "b.cartosave"};
    check(!parse(&a, f4, 4), "after --, still one file");
    const char *f5[] = {"cartographers", "x.cartosave", "--seed", "4"};
    check(!parse(&a, f5, 4), "a file and a new game's seed refused");
    const char *f6[] = {"cartographers", "--seats", "human,hard", "x.cartosave"};
    check(!parse(&a, f6, 4), "a file and a new game's seats refused");
    const char *f7[] = {"cartographers", ""};
    check(!parse(&a, f7, 2), "an empty file name refused");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_options),
        cmocka_unit_test(test_seats),
        cmocka_unit_test(test_open_file),
        cmocka_unit_test(test_lang),
    };
    return cmocka_run_group_tests_name("ui_args", tests, NULL, NULL);
}
