/* test_ui_args.c: the game's command line. */
#include <stdio.h>
#include <string.h>

#include "args.h"
#include "i18n.h"
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
    const char *v7[] = {"cartographers", "stray"};
    check(!parse(&a, v7, 2), "stray argument refused");
    const char *v8[] = {"cartographers", "--demo", "--side", "E"};
    check(!parse(&a, v8, 4), "bad side refused");
    const char *v9[] = {"cartographers", "--demo=1"};
    check(!parse(&a, v9, 2), "flag with a value refused");
}

/* --lang takes a language the game has (po/LINGUAS, read at build time),
 * else a clear error (issue 14 item 8). */
static void test_lang(void **state)
{
    (void)state;
    UiArgs a;
    const char *l1[] = {"cartographers", "--lang", "de"};
    check(parse(&a, l1, 3) && strcmp(a.lang, "de") == 0, "--lang de");
    const char *l2[] = {"cartographers", "--lang=en"};
    check(parse(&a, l2, 2) && strcmp(a.lang, "en") == 0, "--lang=en");
    const char *l3[] = {"cartographers", "--lang", "de_AT.UTF-8"};
    check(parse(&a, l3, 3), "a region and an encoding after a known language");
    char a0[] = "cartographers", a1[] = "--lang", a2[] = "xx";
    char *argv[] = {a0, a1, a2};
    char err[200] = "";
    check(!ui_args_parse(3, argv, &a, err, sizeof err), "--lang xx refused");
    check(strstr(err, "unknown language 'xx'") && strstr(err, "en de"), "naming it and the languages there are");
    const char *l5[] = {"cartographers", "--lang", ""};
    check(!parse(&a, l5, 3), "an empty language refused");
    const char *l6[] = {"cartographers", "--lang", "_DE"};
    check(!parse(&a, l6, 3), "a region alone refused");
    char known[100];
    check(i18n_known_language("en_GB", known, sizeof known) && !i18n_known_language("e", known, sizeof known) &&
              !i18n_known_language("deu", known, sizeof known),
          "only whole language codes match");
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_options),
        cmocka_unit_test(test_lang),
        cmocka_unit_test(test_seats),
    };
    return cmocka_run_group_tests_name("ui_args", tests, NULL, NULL);
}
