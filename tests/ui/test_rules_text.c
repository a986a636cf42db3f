/* test_rules_text.c: the rules screen tells every card the engine has:
 * each hero card with its attack pattern as printed, each ambush with its
 * direction and the corner where the solo walk starts, in English and in
 * German (the screen's report walks the same blocks the screen draws). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cards.h"
#include "game.h"
#include "i18n.h"
#include "names.h"
#include "screens.h"
#include "ui_test.h"

#define MAX_TEXTS 200

typedef struct Texts {
    char *text[MAX_TEXTS];
    int n;
} Texts;

static void keep(ScreenReport *r, const char *name, const char *text)
{
    Texts *t = r->ctx;
    if (strcmp(name, "text") == 0 && t->n < MAX_TEXTS)
        t->text[t->n++] = strdup(text);
}

static void no_spot(ScreenReport *r, const char *name, SDL_Rect where)
{
    (void)r;
    (void)name;
    (void)where;
}

static void collect(Texts *t)
{
    memset(t, 0, sizeof *t);
    ScreenReport r = {no_spot, keep, t};
    rules_screen()->report(NULL, NULL, &r);
}

static void release(Texts *t)
{
    for (int i = 0; i < t->n; i++)
        free(t->text[i]);
}

/* The index of the first text holding `a` (and `b` when given), or -1. */
static int find(const Texts *t, const char *a, const char *b)
{
    for (int i = 0; i < t->n; i++)
        if (strstr(t->text[i], a) && (!b || strstr(t->text[i], b)))
            return i;
    return -1;
}

static void check_language(const char *lang)
{
    static const char *const corners[] = {"top left", "top right", "bottom right", "bottom left"};
    Texts t;
    collect(&t);
    int heroes = 0, ambushes = 0;
    for (int id = 0; id < card_count(); id++) {
        const Card *c = card_get(id);
        if (c->kind == CARD_HERO) {
            int at = find(&t, name_card(c), NULL);
            if (at < 0 || at + 1 >= t.n || strcmp(t.text[at + 1], c->attack) != 0)
                fail_msg("%s: hero %s or its pattern %s is missing", lang, c->name, c->attack);
            heroes++;
        } else if (c->kind == CARD_AMBUSH) {
            char corner[96];
            snprintf(corner, sizeof corner, "Alone, the walk starts in the %s corner.", corners[c->corner]);
            if (find(&t, name_card(c), _(corner)) < 0)
                fail_msg("%s: ambush %s without its corner (%s)", lang, c->name, _(corner));
            ambushes++;
        }
    }
    printf("# %s: %d texts, %d heroes, %d ambushes\n", lang, t.n, heroes, ambushes);
    assert_int_equal(heroes, 4);
    assert_int_equal(ambushes, 8);
    assert_true(find(&t, _("Hero cards"), NULL) >= 0);
    /* natural German: no gender underscore (po/README.md) */
    for (int i = 0; i < t.n; i++)
        if (strstr(t.text[i], "_in") || strstr(t.text[i], "_r "))
            fail_msg("%s: \"%s\" has a gender underscore", lang, t.text[i]);
    release(&t);
}

static void test_english(void **state)
{
    (void)state;
    i18n_init("en", NULL);
    check_language("en");
}

static void test_german(void **state)
{
    (void)state;
    assert_true(i18n_init("de", getenv("CARTOGRAPHERS_LOCALEDIR")));
    /* the corner sentence is translated (the check above looks for the
     * German one) */
    assert_string_not_equal(_("Alone, the walk starts in the top left corner."),
                            "Alone, the walk starts in the top left corner.");
    check_language("de");
}

int main(int argc, char **argv)
{
    if (argc > 1)
        setenv("CARTOGRAPHERS_LOCALEDIR", argv[1], 1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_english),
        cmocka_unit_test(test_german),
    };
    return cmocka_run_group_tests_name("ui_rules_text", tests, NULL, NULL);
}
