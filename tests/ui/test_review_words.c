/* test_review_words.c: the review screen's words (review_words.h), word
 * for word in English and German, on reviews made by hand: a move is named
 * by the seat's own count of its moves (never the game log's number, in
 * the sentence and on a costliest move's button), a shape names a
 * space it covers (never the corner of its box when that is empty), the
 * move played and the better one read differently when they differ only
 * in how the shape is turned, a single space names its terrain, a loss
 * surely lost but under a point is "too small", one within twice its error
 * is "within the noise", the expected final scores of the move played and
 * of the better one, no "± 0.0", German's decimal comma, and whose moves
 * the progress line names, and what a stopped review says; the seasons'
 * lines add up to the total lost, and luck is what is left of the change.
 *
 *   test_ui_review_words BUILD/po */
#include <stdio.h>
#include <string.h>

#include "board.h"
#include "game.h"
#include "i18n.h"
#include "review_words.h"
#include "scoring.h"
#include "ui_test.h"

static const char *localedir;

static void expect(const char *got, const char *want)
{
    char what[1400];
    snprintf(what, sizeof what, "got  \"%s\"\nwant \"%s\"", got, want);
    check(strcmp(got, want) == 0, what);
}

static Move move_of(const char *text)
{
    Move m;
    char err[200];
    check(move_parse(text, &m, err, sizeof err), err);
    return m;
}

/* A review of one move: played, best, the values (centipoints). */
static void one_move(Review *r, ReviewMove *m, const char *played, const char *best, int played_value, int played_se,
                     int loss, int loss_se)
{
    memset(r, 0, sizeof *r);
    memset(m, 0, sizeof *m);
    m->number = 12;
    m->season = 1;
    m->played = move_of(played);
    m->best = move_of(best ? best : played);
    m->played_value = played_value;
    m->played_se = played_se;
    m->best_value = played_value + loss;
    m->loss = loss;
    m->loss_se = loss_se;
    m->mistake = loss > 2 * loss_se && loss >= REVIEW_MISTAKE_MIN;
    m->why[REVIEW_TERM_MAP] = loss;
    r->nmoves = 1;
    r->moves = m;
}

/* Orchard's shape "###/..#" turned at I10 (row I, column 10) covers I11,
 * J11, K10 and K11: the box's corner I10 is empty; I11 comes first. */
#define ORCHARD_TURNED "draw card=orchard shape=1 orient=%d at=I10 terrain=forest"

static void test_english(void **state)
{
    (void)state;
    if (localedir)
        i18n_init("en", localedir);
    Review r;
    ReviewMove m;
    char out[800], played[120];

    /* the anchor is not named when the shape does not cover it */
    int orient = -1;
    for (int o = 0; o < 8 && orient < 0; o++) {
        snprintf(played, sizeof played, ORCHARD_TURNED, o);
        Move mv = move_of(played);
        Bitboard cells;
        if (move_cells(&mv, &cells) && !bb_test(cells, mv.at))
            orient = o;
    }
    check(orient >= 0, "an orientation of Orchard leaves its box's corner empty");
    snprintf(played, sizeof played, ORCHARD_TURNED, orient);
    one_move(&r, &m, played, NULL, 8730, 120, 0, 0);
    review_move_sentence(&r, 0, out, sizeof out);
    expect(out, "Move 1 (Summer): Orchard (Forest) at I11. The strong player finds nothing better.");
    review_score_line(&r, 0, out, sizeof out);
    expect(out, "Expected final score: 87.3\xC2\xA0\xC2\xB1\xC2\xA0"
                "1.2.");

    /* the same place turned: both name every space they cover */
    one_move(&r, &m, "draw card=hinterland_stream shape=1 orient=0 at=B8 terrain=water",
             "draw card=hinterland_stream shape=1 orient=4 at=B8 terrain=water", 9000, 150, 50, 20);
    review_move_sentence(&r, 0, out, sizeof out);
    Bitboard a, b;
    check(move_cells(&m.played, &a) && move_cells(&m.best, &b) && !bb_equal(a, b) && bb_first(a) == bb_first(b),
          "the two streams cover different spaces from the same first one");
    expect(out, "Move 1 (Summer): Hinterland Stream (Water) at B8,\xC2\xA0"
                "B9,\xC2\xA0"
                "B10,\xC2\xA0"
                "C8,\xC2\xA0"
                "D8 cost 0.5\xC2\xA0\xC2\xB1\xC2\xA0"
                "0.2 points against Hinterland Stream (Water) at B8,\xC2\xA0"
                "B9,\xC2\xA0"
                "B10,\xC2\xA0"
                "C10,\xC2\xA0"
                "D10: too small to count as a mistake.");
    review_score_line(&r, 0, out, sizeof out);
    expect(out, "Expected final score: 90.0\xC2\xA0\xC2\xB1\xC2\xA0"
                "1.5 as played; 90.5 with the better move.");

    /* within the noise: not above twice its error */
    one_move(&r, &m, "draw card=hinterland_stream shape=1 orient=0 at=B8 terrain=water",
             "draw card=hinterland_stream shape=1 orient=0 at=E2 terrain=water", 9000, 0, 60, 30);
    review_move_sentence(&r, 0, out, sizeof out);
    expect(out, "Move 1 (Summer): Hinterland Stream (Water) at B8 may have cost 0.6\xC2\xA0\xC2\xB1\xC2\xA0"
                "0.3 points against Hinterland Stream (Water) at E2: within the noise, not a mistake.");
    review_score_line(&r, 0, out, sizeof out); /* no "± 0.0" */
    expect(out, "Expected final score: 90.0 as played; 90.6 with the better move.");

    /* a single space names its terrain; a mistake says where it lost */
    one_move(&r, &m, "single card=homestead at=A1 terrain=forest", "single card=homestead at=I8 terrain=farm", 7000, 90,
             660, 70);
    review_move_sentence(&r, 0, out, sizeof out);
    expect(out, "Move 1 (Summer): Homestead: one space (Forest) at A1 lost 6.6\xC2\xA0\xC2\xB1\xC2\xA0"
                "0.7 points against Homestead: one space (Farm) at I8, mostly on the map's shape (holes no shape "
                "fills).");

    /* a seat's third move, the game log's 16th (three players): the seat's own count names it */
    ReviewMove three[3];
    Review r3;
    one_move(&r3, &three[2], "single card=homestead at=A1 terrain=forest", "single card=homestead at=I8 terrain=farm",
             7000, 90, 660, 70);
    three[0] = three[1] = three[2];
    three[0].number = 4;
    three[1].number = 10;
    three[2].number = 16;
    three[2].season = 3;
    r3.moves = three;
    r3.nmoves = 3;
    review_move_sentence(&r3, 2, out, sizeof out);
    check(strncmp(out, "Move 3 (Winter): Homestead", 26) == 0, out);
    review_costly_label(&r3, 2, out, sizeof out);
    expect(out, "Move 3: \xE2\x88\x92"
                "6.6");
    review_stopped_text("Ada", 7, 21, out, sizeof out);
    expect(out, "The review of Ada was stopped after 7 of 21 moves. Press Go on to finish it, or pick a name above.");

    review_progress_text("Computer 6 (easy)", 3, 20, out, sizeof out);
    expect(out, "The strong computer player reviews the moves of Computer 6 (easy) \xE2\x80\x94 3 of 20");
    review_progress_text(NULL, 3, 20, out, sizeof out);
    expect(out, "The strong computer player reviews your moves: 3 of 20");
}

static void test_german(void **state)
{
    (void)state;
    check(localedir && i18n_init("de", localedir), "the German catalogue loads");
    Review r;
    ReviewMove m;
    char out[800];
    one_move(&r, &m, "single card=homestead at=A1 terrain=forest", "single card=homestead at=I8 terrain=farm", 8730,
             120, 660, 70);
    review_move_sentence(&r, 0, out, sizeof out);
    expect(out, "Zug 1 (Sommer): Geh\xC3\xB6"
                "ft: ein Feld (Wald) auf A1 verlor 6,6\xC2\xA0\xC2\xB1\xC2\xA0"
                "0,7 Punkte gegen\xC3\xBC"
                "ber Geh\xC3\xB6"
                "ft: ein Feld (Acker) auf I8, vor allem bei der "
                "Form der Karte (L\xC3\xBC"
                "cken, die keine Form f\xC3\xBC"
                "llt).");
    review_score_line(&r, 0, out, sizeof out);
    expect(out, "Erwartetes Endergebnis: 87,3\xC2\xA0\xC2\xB1\xC2\xA0"
                "1,2 wie gespielt; 93,9 mit dem besseren Zug.");
    /* a decree, and the coins, read after "vor allem" as German says them */
    r.decree_cards[1] = scoring_card_index(scoring_card_find("greenbough"));
    m.why[REVIEW_TERM_MAP] = 0;
    m.why[REVIEW_TERM_DECREE + 1] = 660;
    review_move_sentence(&r, 0, out, sizeof out);
    check(strstr(out, ", vor allem beim Dekret Gr\xC3\xBC"
                      "nfl\xC3\xA4"
                      "che (B).") != NULL,
          out);
    m.why[REVIEW_TERM_DECREE + 1] = 0;
    m.why[REVIEW_TERM_COINS] = 660;
    review_move_sentence(&r, 0, out, sizeof out);
    check(strstr(out, ", vor allem bei den M\xC3\xBCnzen.") != NULL, out);
    i18n_init("en", localedir);
}

/* The seasons' lines add up to the total lost: a season's loss that is no
 * mistake is said too ("within the noise", "too little to count"), and
 * only a season with nothing lost says so. */
static void test_season_lines(void **state)
{
    (void)state;
    if (localedir)
        i18n_init("en", localedir);
    ReviewMove m[4];
    Review r;
    one_move(&r, &m[0], "single card=homestead at=A1 terrain=forest", "single card=homestead at=I8 terrain=farm", 7000,
             90, 210, 40); /* spring: a mistake */
    m[0].season = 0;
    const int season_loss[4][2] = {{0, 0}, {40, 10}, {60, 40}, {0, 0}}; /* summer: surely lost, small; autumn: noise */
    for (int i = 1; i < 4; i++) {
        m[i] = m[0];
        m[i].season = i;
        m[i].loss = m[i].why[REVIEW_TERM_MAP] = season_loss[i][0];
        m[i].loss_se = season_loss[i][1];
        m[i].mistake = false;
    }
    r.moves = m;
    r.nmoves = 4;
    review_summarize(&r);
    check(r.total_loss == 310, "the total is every move's loss");
    char out[300];
    review_season_line(&r, 0, out, sizeof out);
    expect(out, "Spring: \xE2\x88\x92"
                "2.1, mostly the map's shape (holes no shape fills)");
    review_season_line(&r, 1, out, sizeof out);
    expect(out, "Summer: \xE2\x88\x92"
                "0.4, too little to count as a mistake");
    review_season_line(&r, 2, out, sizeof out);
    expect(out, "Autumn: \xE2\x88\x92"
                "0.6, within the noise");
    review_season_line(&r, 3, out, sizeof out);
    expect(out, "Winter: nothing lost that counts");

    /* luck: the final score against the expected one at the start and the
     * points lost (90.0 expected, 3.1 lost, 95.0 scored: +8.1) */
    r.start_value = 9000;
    r.final_total = 9500;
    review_luck_text(&r, out, sizeof out);
    expect(out, "Luck (the cards and monsters): +8.1.");
    r.final_total = 8000;
    review_luck_text(&r, out, sizeof out);
    expect(out, "Luck (the cards and monsters): \xE2\x88\x92"
                "6.9.");
    r.nmoves = 0;
    review_luck_text(&r, out, sizeof out);
    expect(out, "");
}

int main(int argc, char **argv)
{
    localedir = argc > 1 ? argv[1] : NULL;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_english),
        cmocka_unit_test(test_german),
        cmocka_unit_test(test_season_lines),
    };
    return cmocka_run_group_tests_name("ui_review_words", tests, NULL, NULL);
}
