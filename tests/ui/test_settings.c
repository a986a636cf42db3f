/* test_settings.c: the settings table (core/settings.c) and the file it
 * drives (core/settings_file.c): defaults, every value of every setting
 * through the file and back, forgiving loading with warnings, bad files kept
 * aside, the last game set up, and that the table is whole (every row has
 * its key, label and a default it allows). */
#include <stdio.h>
#include <string.h>

#include "session_test_util.h"
#include "settings_file.h"
#include "setup_screen.h"
#include "ui_test.h"

static void test_table_whole(void **state)
{
    (void)state;
    for (int i = 0; i < SETTING_COUNT; i++) {
        const SettingDef *d = settings_def((SettingId)i);
        assert_non_null(d);
        assert_int_equal(d->id, i);
        check(d->key && d->key[0], "every row has a key");
        check(!d->label || d->label[0], "a row on the settings screen has a label");
        for (int j = 0; j < i; j++)
            check(strcmp(d->key, settings_def((SettingId)j)->key) != 0, "keys are unique");
        Settings s;
        settings_defaults(&s);
        check(settings_set(&s, (SettingId)i, d->def), "the default is a value the row allows");
        if (!d->label) /* kept in the file only: a number in its range or a toggle */
            check((d->kind == SETTING_NUMBER && d->min <= d->def && d->def <= d->max) || d->kind == SETTING_TOGGLE,
                  "a kept row is a number with its range or a toggle");
        else if (d->kind == SETTING_TOGGLE)
            check(d->check && d->check[0], "a check box has its text");
        else if (d->kind == SETTING_NUMBER && d->noptions == 0)
            check(d->min < d->max && d->def >= d->min && d->def <= d->max, "a slider has a range holding its default");
        else
            check(d->noptions > 0, "a choice has options");
    }
    check(settings_def(SETTING_COUNT) == NULL, "no row beyond the table");
}

static void test_defaults_and_round_trip(void **state)
{
    (void)state;
    char *dir = tu_mkdtemp();
    char path[1024], msg[SESSION_MESSAGE_MAX], err[SESSION_MESSAGE_MAX];
    snprintf(path, sizeof path, "%s/prefs.txt", dir);
    Settings p, q;
    assert_int_equal(settings_load(&p, path, msg, sizeof msg), FILE_MISSING);
    settings_defaults(&q);
    assert_memory_equal(&p, &q, sizeof p);
    assert_int_equal(settings_get(&p, SET_FULLSCREEN), 0);
    assert_int_equal(settings_get(&p, SET_SCALE), 100);
    assert_string_equal(settings_language(&p), "");
    assert_int_equal(settings_get(&p, SET_COLOURS), 0);
    assert_int_equal(settings_get(&p, SET_ANIMATION), ANIM_NORMAL);
    assert_int_equal(settings_get(&p, SET_AUTO_AMBUSH), 0);
    assert_int_equal(settings_get(&p, SET_CONFIRM), 1);
    assert_int_equal(settings_get(&p, SET_VOLUME), 60);
    assert_int_equal(settings_get(&p, SET_MUTE), 0);

    /* every value a row allows survives the file (a slider's ends and a
     * value between) */
    for (int i = 0; i < SETTING_COUNT; i++) {
        const SettingDef *d = settings_def((SettingId)i);
        bool slider = d->kind == SETTING_NUMBER && d->noptions == 0;
        int n = d->kind == SETTING_TOGGLE ? 2 : slider ? 3 : d->noptions;
        for (int k = 0; k < n; k++) {
            int v = d->kind == SETTING_TOGGLE ? k
                    : slider                  ? (k == 0 ? d->min : k == 1 ? d->max : (d->min + d->max) / 2 + 1)
                                              : d->options[k].value;
            settings_defaults(&p);
            assert_true(settings_set(&p, (SettingId)i, v));
            assert_true(settings_save(&p, path, err, sizeof err));
            assert_int_equal(tu_count(dir, "prefs.txt"), 1); /* no temporary file left */
            assert_int_equal(settings_load(&q, path, msg, sizeof msg), FILE_LOADED);
            assert_string_equal(msg, "");
            assert_int_equal(settings_get(&q, (SettingId)i), v);
        }
    }
    assert_true(settings_set(&p, SET_LANGUAGE, 2));
    assert_string_equal(settings_language(&p), "de");
    /* every language of text/languages.h, named in its own language */
    const SettingDef *lang = settings_def(SET_LANGUAGE);
    bool magyar = false, nederlands = false;
    for (int k = 0; k < lang->noptions; k++) {
        const SettingOption *o = &lang->options[k];
        if (!strcmp(o->word, "hu"))
            magyar = !strcmp(o->label, "Magyar") && !o->translate && settings_set(&p, SET_LANGUAGE, o->value) &&
                     !strcmp(settings_language(&p), "hu");
        if (!strcmp(o->word, "nl"))
            nederlands = !strcmp(o->label, "Nederlands") && !o->translate;
    }
    check(lang->noptions == 5 && magyar && nederlands, "the languages are offered as Magyar and Nederlands");
    const char *hu_file = "cartographers-prefs 1\nlanguage hu\n";
    tu_write(path, hu_file, strlen(hu_file));
    assert_int_equal(settings_load(&q, path, msg, sizeof msg), FILE_LOADED);
    check(!strcmp(settings_language(&q), "hu") && msg[0] == '\0', "'language hu' in the file is Hungarian");
    check(!settings_set(&p, SET_SCALE, 400) && !settings_set(&p, SET_ANIMATION, 7) && !settings_set(&p, SET_CONFIRM, 2) &&
              !settings_set(&p, SET_VOLUME, 101) && !settings_set(&p, SET_VOLUME, -1) && !settings_set(&p, SET_MUTE, 2),
          "values a row does not allow are refused");
    assert_int_equal(settings_get(&p, SET_SCALE), 100);
    tu_rmdir(dir);
}

static void test_forgiving(void **state)
{
    (void)state;
    char *dir = tu_mkdtemp();
    char path[1024], msg[SESSION_MESSAGE_MAX];
    snprintf(path, sizeof path, "%s/prefs.txt", dir);
    const char *text = "cartographers-prefs 1\n"
                       "fullscreen yes\n"
                       "ui-scale 1000\n"
                       "language fr\n"
                       "volume 11\n"
                       "animation-speed slow\n"
                       "colour-blind maybe\n"
                       "ui-scale-x 120\n"
                       "\n# comment\n";
    tu_write(path, text, strlen(text));
    Settings p;
    assert_int_equal(settings_load(&p, path, msg, sizeof msg), FILE_LOADED);
    assert_int_equal(settings_get(&p, SET_FULLSCREEN), 1);
    assert_int_equal(settings_get(&p, SET_SCALE), 100);
    assert_string_equal(settings_language(&p), "");
    assert_int_equal(settings_get(&p, SET_ANIMATION), ANIM_SLOW);
    assert_int_equal(settings_get(&p, SET_COLOURS), 0);
    assert_non_null(strstr(msg, "prefs.txt, line 3: ui-scale: bad value '1000'"));
    assert_non_null(strstr(msg, "line 4: language"));
    assert_non_null(strstr(msg, "line 5: unknown setting 'volume' ignored"));
    assert_non_null(strstr(msg, "line 7: colour-blind"));
    assert_non_null(strstr(msg, "line 8: unknown setting 'ui-scale-x' ignored"));
    assert_true(tu_exists(path)); /* a forgiving load keeps the file */
    /* a scale the screen does not offer but the file allows is kept */
    const char *odd_scale = "cartographers-prefs 1\nui-scale 120\n";
    tu_write(path, odd_scale, strlen(odd_scale));
    assert_int_equal(settings_load(&p, path, msg, sizeof msg), FILE_LOADED);
    assert_int_equal(settings_get(&p, SET_SCALE), 120);

    /* a newer version's file is not bad: it is left where it is, and says so */
    const char *newer = "\xef\xbb\xbf# mine\ncartographers-prefs 3\nfullscreen yes\n";
    tu_write(path, newer, strlen(newer));
    assert_int_equal(settings_load(&p, path, msg, sizeof msg), FILE_NEWER);
    assert_int_equal(settings_get(&p, SET_FULLSCREEN), 0);
    assert_non_null(strstr(msg, "newer version"));
    assert_non_null(strstr(msg, "left as it is"));
    assert_null(strstr(msg, "kept aside"));
    assert_true(tu_exists(path));
    char aside[1100];
    snprintf(aside, sizeof aside, "%s.bad-1", path);
    assert_false(tu_exists(aside));
    /* a BOM before an old file's first line is skipped */
    const char *bom = "\xef\xbb\xbf" "cartographers-prefs 1\nfullscreen yes\n";
    tu_write(path, bom, strlen(bom));
    assert_int_equal(settings_load(&p, path, msg, sizeof msg), FILE_LOADED);
    assert_int_equal(settings_get(&p, SET_FULLSCREEN), 1);

    const char *bad[] = {"cartographers-prefs 0\nfullscreen yes\n", "fullscreen yes\n", ""};
    for (size_t i = 0; i < 3; i++) {
        tu_write(path, bad[i], strlen(bad[i]));
        assert_int_equal(settings_load(&p, path, msg, sizeof msg), FILE_BAD);
        assert_int_equal(settings_get(&p, SET_FULLSCREEN), 0);
        assert_non_null(strstr(msg, "kept aside"));
        assert_false(tu_exists(path));
    }
    /* odd values in memory are written in range */
    Settings odd;
    settings_defaults(&odd);
    odd.value[SET_SCALE] = 5;
    odd.value[SET_LANGUAGE] = 99;
    char err[SESSION_MESSAGE_MAX];
    assert_true(settings_save(&odd, path, err, sizeof err));
    assert_int_equal(settings_load(&p, path, msg, sizeof msg), FILE_LOADED);
    assert_string_equal(msg, "");
    assert_int_equal(settings_get(&p, SET_SCALE), 50);
    assert_string_equal(settings_language(&p), "");
    tu_rmdir(dir);
}

/* The last game set up: kept, read back, forgiving about bad lines. */
static void test_last_setup(void **state)
{
    (void)state;
    char *dir = tu_mkdtemp();
    char path[1024], msg[SESSION_MESSAGE_MAX], err[SESSION_MESSAGE_MAX];
    snprintf(path, sizeof path, "%s/prefs.txt", dir);
    Settings p, q;
    settings_defaults(&p);
    assert_int_equal(p.setup.kind, GAME_BASE);
    assert_int_equal(p.setup.players, 1);
    assert_string_equal(p.setup.seat[5], "human");
    assert_string_equal(p.setup.name[0], "");
    p.setup.kind = GAME_HEROES;
    p.setup.players = 4;
    snprintf(p.setup.seat[1], sizeof p.setup.seat[1], "hard");
    snprintf(p.setup.seat[3], sizeof p.setup.seat[3], "easy");
    snprintf(p.setup.name[0], sizeof p.setup.name[0], "Zo\xC3\xAB van Dijk");
    assert_true(settings_save(&p, path, err, sizeof err));
    assert_int_equal(settings_load(&q, path, msg, sizeof msg), FILE_LOADED);
    assert_string_equal(msg, "");
    assert_memory_equal(&p, &q, sizeof p);

    const char *text = "cartographers-prefs 1\n"
                       "setup-kind chess\n"
                       "setup-players 9\n"
                       "seat-2 genius\n"
                       "seat-7 easy\n"
                       "seat-3 medium\n"
                       "name-2    Ben  \n"
                       "name-4\n";
    tu_write(path, text, strlen(text));
    assert_int_equal(settings_load(&q, path, msg, sizeof msg), FILE_LOADED);
    assert_int_equal(q.setup.kind, GAME_BASE);
    assert_int_equal(q.setup.players, 1);
    assert_string_equal(q.setup.seat[1], "human");
    assert_string_equal(q.setup.seat[2], "medium");
    assert_string_equal(q.setup.name[1], "Ben");
    assert_string_equal(q.setup.name[3], "");
    assert_non_null(strstr(msg, "line 2: setup-kind: bad value 'chess'"));
    assert_non_null(strstr(msg, "line 3: setup-players: bad value '9'"));
    assert_non_null(strstr(msg, "line 4: seat-2: bad value 'genius'"));
    assert_non_null(strstr(msg, "line 5: unknown setting 'seat-7' ignored"));
    tu_rmdir(dir);
}

/* The setup screen's model through the file and back. */
static void test_setup_model_round_trip(void **state)
{
    (void)state;
    char *dir = tu_mkdtemp();
    char path[1024], msg[SESSION_MESSAGE_MAX], err[SESSION_MESSAGE_MAX];
    snprintf(path, sizeof path, "%s/prefs.txt", dir);
    SetupState a, b;
    setup_init(&a);
    a.players = 3; /* as --seats sets it */
    setup_set_seats(&a, "human,hard,easy");
    snprintf(a.names[0], sizeof a.names[0], "Anna");
    Settings saved, loaded;
    settings_defaults(&saved);
    setup_to_memory(&a, &saved.setup);
    check(settings_save(&saved, path, err, sizeof err) && settings_load(&loaded, path, msg, sizeof msg) == FILE_LOADED,
          "the setup goes into the preferences file");
    setup_init(&b);
    setup_from_memory(&b, &loaded.setup);
    check(b.players == 3 && !b.computer[0] && b.computer[1] && b.strength[1] == 2 && b.computer[2] &&
              b.strength[2] == 0,
          "the next setup has the same three seats: human, hard, easy");
    check(strcmp(b.names[0], "Anna") == 0 && strcmp(b.names[1], a.names[1]) == 0,
          "a typed name comes back; a computer's default name follows its seat");
    check(loaded.setup.name[1][0] == '\0', "default names are not written (they follow the language)");
    tu_rmdir(dir);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_table_whole),
        cmocka_unit_test(test_defaults_and_round_trip),
        cmocka_unit_test(test_forgiving),
        cmocka_unit_test(test_last_setup),
        cmocka_unit_test(test_setup_model_round_trip),
    };
    return cmocka_run_group_tests_name("settings", tests, NULL, NULL);
}
