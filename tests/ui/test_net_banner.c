/* test_net_banner.c: the network banner's words for the friends who lost
 * the connection (net_banner.h), in English and German: one friend in a
 * sentence of their own; two or more in one part with each one's time, so
 * that the banner holds them at 1024x700 too (two sentences ran past its
 * end: the second friend's time was cut off).
 *
 *   test_ui_net_banner BUILD/po */
#include <string.h>

#include "i18n.h"
#include "net_banner.h"
#include "ui_test.h"

static const char *localedir;

static void expect(const char *got, const char *want)
{
    char what[600];
    snprintf(what, sizeof what, "got  \"%s\"\nwant \"%s\"", got, want);
    check(strcmp(got, want) == 0, what);
}

static void test_english(void **state)
{
    (void)state;
    char out[300];
    const char *one[] = {"Ben"}, *two[] = {"Ben", "Cleo"};
    net_banner_away_text(one, (const int[]){34200}, 1, out, sizeof out);
    expect(out, "Ben lost the connection \xE2\x80\x94 waiting, 0:35");
    net_banner_away_text(one, (const int[]){-1}, 1, out, sizeof out);
    expect(out, "Ben lost the connection \xE2\x80\x94 waiting for them");
    net_banner_away_text(two, (const int[]){34200, 58000}, 2, out, sizeof out);
    expect(out, "Lost the connection \xE2\x80\x94 waiting for Ben (0:35), Cleo (0:58)");
    net_banner_away_text(two, (const int[]){34200, -1}, 2, out, sizeof out);
    expect(out, "Lost the connection \xE2\x80\x94 waiting for Ben (0:35), Cleo");
    net_banner_away_text(two, (const int[]){0, 0}, 0, out, sizeof out);
    expect(out, "");
}

static void test_german(void **state)
{
    (void)state;
    check(i18n_init("de", localedir), "the German catalogue loads");
    char out[300];
    const char *two[] = {"Ben", "Cleo"};
    net_banner_away_text(two, (const int[]){34200, 58000}, 2, out, sizeof out);
    expect(out, "Verbindung verloren \xE2\x80\x94 warten auf Ben (0:35), Cleo (0:58)");
    i18n_init("en", localedir);
}

int main(int argc, char **argv)
{
    localedir = argc > 1 ? argv[1] : NULL;
    if (localedir)
        i18n_init("en", localedir);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_english),
        cmocka_unit_test(test_german),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
