/* test_places.c: a place written beside a player's name in every language
 * (past_players.h, result_text.h): in Past games and the statistics' list,
 * in the summary shared and in the result image's ranking. Hungarian names
 * start with their number ("2. gép (nehéz)"), so its place is written
 * "1. hely – ..." and the two numbers cannot be read together; Dutch writes
 * its places "1e"; English and German keep "1.". The same for a lobby's
 * seat ("Seat 3: Computer 3 — ...", "3. hely: 3. gép — ...") and an open one
 * ("Seat 2 — ...").
 *
 *   test_ui_places BUILD/po */
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "names.h"
#include "past_players.h"
#include "result_games.h"
#include "result_text.h"
#include "ui_test.h"

static const char *localedir;
static Game three; /* the greedy bot's game of three: 97, 96, 77 */

/* A past game of three: the hard computer 2 first, Anna second, the easy
 * computer 3 third. */
static PastGame past_three(void)
{
    PastGame pg;
    memset(&pg, 0, sizeof pg);
    pg.players = 3;
    snprintf(pg.names[0], sizeof pg.names[0], "Anna");
    snprintf(pg.names[1], sizeof pg.names[1], "Computer 2 (hard)");
    snprintf(pg.names[2], sizeof pg.names[2], "Computer 3 (easy)");
    const int totals[] = {80, 86, 41}, places[] = {2, 1, 3};
    for (int p = 0; p < 3; p++) {
        pg.totals[p] = totals[p];
        pg.places[p] = places[p];
        pg.computer[p] = p > 0;
    }
    return pg;
}

static int setup(void **state)
{
    (void)state;
    return result_plain_game(&three, GAME_BASE, 3, 5) ? 0 : -1;
}

static void expect(const char *got, const char *want)
{
    char what[600];
    snprintf(what, sizeof what, "got  \"%s\"\nwant \"%s\"", got, want);
    check(strcmp(got, want) == 0, what);
}

/* Each language's words for the past game, the summary's ranking and the
 * image's first place. */
typedef struct Words {
    const char *lang;
    const char *past[3];
    const char *ranking; /* the summary from its colon to its dash */
    const char *image;   /* the result image's label of the first place */
    const char *lobby;   /* a lobby's line for computer 3's seat */
    const char *open;    /* ... and for the open seat 2 */
} Words;

static void check_language(const Words *w)
{
    if (!localedir)
        skip();
    check(i18n_init(w->lang, localedir), "the catalogue loads");
    PastGame pg = past_three();
    char texts[MAX_PLAYERS][PLAYER_TEXT];
    assert_int_equal(past_player_texts(&pg, texts), 3);
    for (int i = 0; i < 3; i++)
        expect(texts[i], w->past[i]);

    assert_int_equal(game_total(&three, 0), 97);
    assert_int_equal(game_total(&three, 1), 96);
    assert_int_equal(game_total(&three, 2), 77);
    const char *names[MAX_PLAYERS] = {name_seat("Computer 2 (hard)"), name_seat("Player 2"), "Cleo"};
    char out[RESULT_TEXT_MAX];
    result_summary(&three, NULL, false, names, out, sizeof out);
    const char *colon = strstr(out, "): "), *dash = strstr(out, " \xE2\x80\x94 ");
    assert_non_null(colon);
    assert_non_null(dash);
    char ranking[RESULT_TEXT_MAX];
    snprintf(ranking, sizeof ranking, "%.*s", (int)(dash - colon - 3), colon + 3);
    expect(ranking, w->ranking);

    char label[SEAT_NAME_MAX + 32];
    result_place_name(1, name_seat("Computer 2 (hard)"), label, sizeof label);
    expect(label, w->image);

    char line[200];
    name_seat_line(3, name_seat("Computer 3"), "ok", line, sizeof line);
    expect(line, w->lobby);
    name_seat_line(2, NULL, "open", line, sizeof line);
    expect(line, w->open);
    i18n_init("en", localedir);
}

static void test_english(void **state)
{
    (void)state;
    static const Words w = {"en",
                            {"1. Computer 2 (hard): 86", "2. Anna: 80", "3. Computer 3 (easy): 41"},
                            "1. Computer 2 (hard) 97, 2. Player 2 96, 3. Cleo 77",
                            "1. Computer 2 (hard)", "Seat 3: Computer 3 \xE2\x80\x94 ok",
                            "Seat 2 \xE2\x80\x94 open"};
    check_language(&w);
}

static void test_german(void **state)
{
    (void)state;
    static const Words w = {"de",
                            {"1. Computer 2 (schwer): 86", "2. Anna: 80", "3. Computer 3 (leicht): 41"},
                            "1. Computer 2 (schwer) 97, 2. Spieler 2 96, 3. Cleo 77",
                            "1. Computer 2 (schwer)", "Platz 3: Computer 3 \xE2\x80\x94 ok",
                            "Platz 2 \xE2\x80\x94 open"};
    check_language(&w);
}

#define HU_PLACE "hely \xE2\x80\x93 "
static void test_hungarian(void **state)
{
    (void)state;
    static const Words w = {"hu",
                            {"1. " HU_PLACE "2. g\xC3\xA9p (neh\xC3\xA9z): 86", "2. " HU_PLACE "Anna: 80",
                             "3. " HU_PLACE "3. g\xC3\xA9p (k\xC3\xB6nny\xC5\xB1): 41"},
                            "1. " HU_PLACE "2. g\xC3\xA9p (neh\xC3\xA9z): 97, 2. " HU_PLACE
                            "2. j\xC3\xA1t\xC3\xA9kos: 96, 3. " HU_PLACE "Cleo: 77",
                            "1. " HU_PLACE "2. g\xC3\xA9p (neh\xC3\xA9z)",
                            "3. hely: 3. g\xC3\xA9p \xE2\x80\x94 ok", "2. hely \xE2\x80\x94 open"};
    check_language(&w);
}

static void test_dutch(void **state)
{
    (void)state;
    static const Words w = {"nl",
                            {"1e Computer 2 (sterk): 86", "2e Anna: 80", "3e Computer 3 (zwak): 41"},
                            "1e Computer 2 (sterk) 97, 2e Speler 2 96, 3e Cleo 77",
                            "1e Computer 2 (sterk)", "Plaats 3: Computer 3 \xE2\x80\x94 ok",
                            "Plaats 2 \xE2\x80\x94 open"};
    check_language(&w);
}

/* A solo game's player has no place: the name and the points alone. */
static void test_solo(void **state)
{
    (void)state;
    if (localedir)
        i18n_init("hu", localedir);
    PastGame pg;
    memset(&pg, 0, sizeof pg);
    pg.players = 1;
    snprintf(pg.names[0], sizeof pg.names[0], "Anna");
    pg.totals[0] = 91;
    pg.places[0] = 1;
    char texts[MAX_PLAYERS][PLAYER_TEXT];
    assert_int_equal(past_player_texts(&pg, texts), 1);
    expect(texts[0], "Anna: 91");
    if (localedir)
        i18n_init("en", localedir);
}

/* A tab too narrow for a whole name shows its first word; a word of figures
 * alone is taken with the next. */
static void test_first_word(void **state)
{
    (void)state;
    static const struct {
        const char *name;
        size_t want;
    } cases[] = {
        {"4. g\xC3\xA9p (k\xC3\xB6nny\xC5\xB1)", 7}, /* "4. gép" */
        {"Anna Maria", 4},
        {"Anna", 4},
        {"12 3 Bob x", 8}, /* "12 3 Bob" */
        {"4.", 2},
        {"\xC3\x89" "va Kov\xC3\xA1" "cs", 4}, /* "Éva" */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        assert_int_equal(name_first_word(cases[i].name), cases[i].want);
}

int main(int argc, char **argv)
{
    localedir = argc > 1 ? argv[1] : NULL;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_english), cmocka_unit_test(test_german), cmocka_unit_test(test_hungarian),
        cmocka_unit_test(test_dutch),   cmocka_unit_test(test_solo),      cmocka_unit_test(test_first_word),
    };
    return cmocka_run_group_tests_name("ui_places", tests, setup, NULL);
}
