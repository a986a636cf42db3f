/* test_ui_args.c: the game's command line (TAP). */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "ui_args.h"

static int test_no, failures;

static void ok(int cond, const char *what)
{
    test_no++;
    if (!cond)
        failures++;
    printf("%s %d - %s\n", cond ? "ok" : "not ok", test_no, what);
}

static int parse(UiArgs *a, const char *const *argv_in, int argc)
{
    char *argv[16];
    char err[200];
    for (int i = 0; i < argc; i++)
        argv[i] = (char *)(uintptr_t)argv_in[i];
    return ui_args_parse(argc, argv, a, err, sizeof err);
}

int main(void)
{
    UiArgs a;
    const char *v1[] = {"cartographers", "--size", "1280x800", "--seed", "42", "--screenshot", "x.png"};
    ok(parse(&a, v1, 7) && a.width == 1280 && a.height == 800 && a.have_seed && a.seed == 42 &&
           strcmp(a.screenshot, "x.png") == 0,
       "size, seed and screenshot");
    const char *v2[] = {"cartographers", "--size=1024x700", "--seed=7", "--side=c"};
    ok(parse(&a, v2, 4) && a.width == 1024 && a.height == 700 && a.seed == 7 && a.side == 2, "--opt=value forms");
    const char *v3[] = {"cartographers", "--bogus"};
    ok(!parse(&a, v3, 2), "unknown option refused");
    const char *v4[] = {"cartographers", "--size", "12x"};
    ok(!parse(&a, v4, 3), "bad size refused");
    const char *v5[] = {"cartographers", "--seed", "-1"};
    ok(!parse(&a, v5, 3), "negative seed refused");
    const char *v6[] = {"cartographers", "--seed"};
    ok(!parse(&a, v6, 2), "missing value refused");
    const char *v7[] = {"cartographers", "stray"};
    ok(!parse(&a, v7, 2), "stray argument refused");
    const char *v8[] = {"cartographers", "--demo", "--side", "E"};
    ok(!parse(&a, v8, 4), "bad side refused");
    const char *v9[] = {"cartographers", "--demo=1"};
    ok(!parse(&a, v9, 2), "flag with a value refused");
    printf("1..%d\n", test_no);
    return failures ? 1 : 0;
}
