/* test_result_text.c: the words a finished game is shared with
 * (result_text.h): the game's name, the one-line summary and the image's
 * file name, word for word in English and German, for a daily and a weekly
 * challenge, a plain solo game and a game of three.
 *
 *   test_ui_result_text BUILD/po */
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "result_games.h"
#include "result_text.h"
#include "ui_test.h"

/* The greedy bot's results in these games (checked against the engine by
 * test_the_games), and what is said of them. */
#define DAILY_TOTAL 111
#define DAILY_RATING 41
#define SOLO_TOTAL 98
#define THREE_0 97
#define THREE_1 96
#define THREE_2 77
#define EN_DAILY                                                                                                     \
    "Cartographers daily 2026-11-26: 111 points, rating 41 (Legendary Cartographer) \xE2\x80\x94 code 1E0Z-P199-5Y0H"
#define EN_WEEKLY                                                                                                    \
    "Cartographers weekly, week 48, 2026: 124 points, rating 41 (Legendary Cartographer) \xE2\x80\x94 code "             \
    "1G1S-MTVH-SA1Q-ZA"
#define EN_SOLO                                                                                                      \
    "Cartographers (Solo \xC2\xB7 Heroes, seed 42): 98 points, rating 21 (Master Mapsmith) \xE2\x80\x94 code "     \
    "1C00-02M0-C"
#define EN_THREE                                                                                                     \
    "Cartographers (3 players \xC2\xB7 Base game, seed 5): 1. Anna 97, 2. Bori 96, 3. Cleo 77 \xE2\x80\x94 code "  \
    "10G0-00A0-H"
#define DE_DAILY                                                                                                     \
    "Der Kartograph, Tagesaufgabe 2026-11-26: 111 Punkte, Ergebnis 41 (Legend\xC3\xA4rer "                          \
    "Meisterkartograph) \xE2\x80\x94 Code 1E0Z-P199-5Y0H"
#define DE_SOLO                                                                                                      \
    "Der Kartograph (Solo \xC2\xB7 Die Kartographin, Startwert 42): 98 Punkte, Ergebnis 21 (Kunstvoller "          \
    "Kartenzeichner) \xE2\x80\x94 Code 1C00-02M0-C"
#define DE_THREE                                                                                                     \
    "Der Kartograph (3 Spieler \xC2\xB7 Der Kartograph, Startwert 5): 1. Anna 97, 2. Bori 96, 3. Cleo 77 "         \
    "\xE2\x80\x94 Code 10G0-00A0-H"

static const char *localedir;
static Game daily, weekly, solo, three;
static ChallengeTag daily_tag, weekly_tag;
static const char *const names[MAX_PLAYERS] = {"Anna", "Bori", "Cleo"};

static int setup(void **state)
{
    (void)state;
    bool ok = result_challenge_game(&daily, &daily_tag, "daily:2026-11-26") &&
              result_challenge_game(&weekly, &weekly_tag, "weekly:2026-W48") &&
              result_plain_game(&solo, GAME_HEROES, 1, 42) && result_plain_game(&three, GAME_BASE, 3, 5);
    return ok ? 0 : -1;
}

static void expect(const char *got, const char *want)
{
    char what[1400];
    snprintf(what, sizeof what, "got  \"%s\"\nwant \"%s\"", got, want);
    check(strcmp(got, want) == 0, what);
}

/* The results the strings below are made of, from the engine itself. */
static void test_the_games(void **state)
{
    (void)state;
    assert_int_equal(game_total(&daily, 0), DAILY_TOTAL);
    assert_int_equal(game_solo_rating(&daily), DAILY_RATING);
    assert_int_equal(game_total(&solo, 0), SOLO_TOTAL);
    assert_int_equal(game_total(&three, 0), THREE_0);
    assert_int_equal(game_total(&three, 1), THREE_1);
    assert_int_equal(game_total(&three, 2), THREE_2);
}

static void test_english(void **state)
{
    (void)state;
    if (localedir)
        i18n_init("en", localedir);
    char out[RESULT_TEXT_MAX];
    result_game_name(&daily, &daily_tag, false, out, sizeof out);
    expect(out, "Daily challenge 2026-11-26");
    result_game_name(&weekly, &weekly_tag, false, out, sizeof out);
    expect(out, "Weekly challenge, week 48, 2026");
    result_game_name(&solo, NULL, false, out, sizeof out);
    expect(out, "Solo \xC2\xB7 Heroes \xC2\xB7 seed 42");
    result_game_name(&three, NULL, false, out, sizeof out);
    expect(out, "3 players \xC2\xB7 Base game \xC2\xB7 seed 5");

    result_summary(&daily, &daily_tag, false, names, out, sizeof out);
    expect(out, EN_DAILY);
    result_summary(&weekly, &weekly_tag, false, names, out, sizeof out);
    expect(out, EN_WEEKLY);
    result_summary(&solo, NULL, false, names, out, sizeof out);
    expect(out, EN_SOLO);
    result_summary(&three, NULL, false, names, out, sizeof out);
    expect(out, EN_THREE);
    /* played with the Hint's help, as the final box says */
    result_game_name(&daily, &daily_tag, true, out, sizeof out);
    expect(out, "Daily challenge 2026-11-26 \xC2\xB7 with hints");
    result_game_name(&three, NULL, true, out, sizeof out);
    expect(out, "3 players \xC2\xB7 Base game \xC2\xB7 seed 5 \xC2\xB7 with hints");
    result_summary(&daily, &daily_tag, true, names, out, sizeof out);
    expect(out, "Cartographers daily 2026-11-26 \xC2\xB7 with hints: 111 points, rating 41 (Legendary Cartographer) "
                "\xE2\x80\x94 code 1E0Z-P199-5Y0H");
    result_summary(&three, NULL, true, names, out, sizeof out);
    expect(out, "Cartographers (3 players \xC2\xB7 Base game, seed 5) \xC2\xB7 with hints: 1. Anna 97, 2. Bori 96, "
                "3. Cleo 77 \xE2\x80\x94 code 10G0-00A0-H");
    /* cut at the buffer's end, never past it */
    char small[24];
    memset(small, 'x', sizeof small);
    result_summary(&three, NULL, false, names, small, sizeof small);
    check(strlen(small) == sizeof small - 1, "a short buffer holds the summary's start");
}

static void test_german(void **state)
{
    (void)state;
    if (!localedir)
        skip();
    check(i18n_init("de", localedir), "the German catalogue loads");
    char out[RESULT_TEXT_MAX];
    result_game_name(&daily, &daily_tag, false, out, sizeof out);
    expect(out, "Tagesaufgabe 2026-11-26");
    result_game_name(&weekly, &weekly_tag, false, out, sizeof out);
    expect(out, "Wochenaufgabe, Woche 48, 2026");
    result_game_name(&three, NULL, false, out, sizeof out);
    expect(out, "3 Spieler \xC2\xB7 Der Kartograph \xC2\xB7 Startwert 5");
    result_summary(&daily, &daily_tag, false, names, out, sizeof out);
    expect(out, DE_DAILY);
    result_summary(&solo, NULL, false, names, out, sizeof out);
    expect(out, DE_SOLO);
    result_summary(&three, NULL, false, names, out, sizeof out);
    expect(out, DE_THREE);
    result_summary(&weekly, &weekly_tag, true, names, out, sizeof out);
    expect(out, "Der Kartograph, Wochenaufgabe, Woche 48, 2026 \xC2\xB7 mit Tipps: 124 Punkte, Ergebnis 41 "
                "(Legend\xC3\xA4rer Meisterkartograph) \xE2\x80\x94 Code 1G1S-MTVH-SA1Q-ZA");
    i18n_init("en", localedir);
}

static void test_file_names(void **state)
{
    (void)state;
    char out[128];
    result_file_name(&daily, &daily_tag, "2026-11-30", 1, out, sizeof out);
    expect(out, "cartographers-2026-11-26-daily.png");
    result_file_name(&daily, &daily_tag, "2026-11-30", 2, out, sizeof out);
    expect(out, "cartographers-2026-11-26-daily-2.png");
    result_file_name(&weekly, &weekly_tag, "2026-11-30", 1, out, sizeof out);
    expect(out, "cartographers-2026-W48-weekly.png");
    result_file_name(&solo, NULL, "2026-11-30", 1, out, sizeof out);
    expect(out, "cartographers-2026-11-30-seed-42.png");
    result_file_name(&three, NULL, "2026-11-30", 12, out, sizeof out);
    expect(out, "cartographers-2026-11-30-seed-5-12.png");
}

int main(int argc, char **argv)
{
    localedir = argc > 1 ? argv[1] : NULL;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_games),
        cmocka_unit_test(test_english),
        cmocka_unit_test(test_german),
        cmocka_unit_test(test_file_names),
    };
    return cmocka_run_group_tests_name("ui_result_text", tests, setup, NULL);
}
