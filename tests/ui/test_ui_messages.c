/* test_ui_messages.c: the refusals of the engine and the session in the
 * player's language (messages.c). Every refusal code has its own sentence
 * in English, German and Hungarian, the sentence keeps the code's details (a card,
 * a space, a player), and random games of every kind meet the refusals
 * the table can cause, each with a code the UI knows. The names a network
 * game makes up, and the host's refusals at the table, are in the
 * player's language. */
#include <stdio.h>
#include <string.h>

#include "game.h"
#include "i18n.h"
#include "messages.h"
#include "names.h"
#include "net_msg.h"
#include "net_words.h"
#include "rng.h"
#include "ui_test.h"

static const char *localedir; /* the build's catalogues (argv[1]) */

static int seen[REFUSE_CODE_COUNT]; /* how often random games met each code */

static void try_move(const Game *g, Move m)
{
    Refusal why;
    char english[160], direct[160];
    if (game_check_move_why(g, &m, &why)) {
        check(why.code == REFUSE_NONE, "a legal move has no refusal code");
        return;
    }
    check(why.code > REFUSE_NONE && why.code < REFUSE_CODE_COUNT, "a refusal has a known code");
    seen[why.code]++;
    /* the code and the English sentence game_check_move writes agree */
    game_check_move(g, &m, direct, sizeof direct);
    game_refusal_text(&why, english, sizeof english);
    check(strcmp(direct, english) == 0, "game_check_move says what game_refusal_text says of the code");
    char shown[160];
    msg_refusal(&why, shown, sizeof shown);
    /* the UI names cards and terrains as the screen shows them */
    if (why.code != REFUSE_OTHER_CARD && why.code != REFUSE_TERRAIN) {
        char what[400];
        snprintf(what, sizeof what, "without a language the UI shows the engine's sentence: \"%s\" / \"%s\"", shown,
                 english);
        check(strcmp(shown, english) == 0, what);
    }
}

/* The moves the table can form for the pending decision. */
static void try_all(const Game *g)
{
    const Decision *d = &g->decision;
    const Card *card = card_get(d->card);
    Move m = {.card = (int8_t)d->card};
    for (int at = 0; at < BOARD_SPACES; at++) {
        m.at = (int8_t)at;
        if (d->kind == DECISION_DRAW || d->kind == DECISION_AMBUSH) {
            m.kind = MOVE_DRAW;
            for (int s = 0; s < card->nshapes + 1; s++) /* one shape too many */
                for (int o = 0; o < ORIENTATIONS; o++)
                    for (int t = 0; t < CONTENT_COUNT; t++) {
                        m.shape = (int8_t)s, m.orient = (int8_t)o, m.terrain = (int8_t)t;
                        try_move(g, m);
                    }
            m.kind = MOVE_SINGLE;
            m.shape = 0, m.orient = 0;
            for (int t = CONTENT_FOREST; t <= CONTENT_MONSTER; t++) {
                m.terrain = (int8_t)t;
                try_move(g, m);
            }
        } else if (d->kind == DECISION_HERO) {
            m.kind = MOVE_HERO;
            for (int o = 0; o < ORIENTATIONS; o++) {
                m.orient = (int8_t)o;
                try_move(g, m);
            }
        } else {
            m.kind = MOVE_DESTROY;
            try_move(g, m);
        }
    }
    Move other = {.kind = d->kind == DECISION_HERO ? MOVE_DRAW : MOVE_HERO, .card = (int8_t)d->card};
    try_move(g, other); /* the wrong kind of move */
}

static void test_games_meet_known_codes(void **state)
{
    (void)state;
    static const GameKind kinds[] = {GAME_BASE, GAME_HEROES, GAME_MIXED};
    Rng rng;
    rng_seed(&rng, 7, 1);
    int decisions = 0;
    for (int k = 0; k < 3; k++)
        for (int players = 1; players <= 3; players += 2)
            for (uint64_t seed = 1; seed <= 3; seed++) {
                GameSettings s;
                game_settings_init(&s, kinds[k], players, seed + (uint64_t)k * 100);
                Game g;
                char err[160];
                if (!game_init(&g, &s, err, sizeof err)) {
                    check(0, err);
                    continue;
                }
                static Move legal[MOVES_MAX];
                while (!game_over(&g)) {
                    if (decisions % 3 == 0) /* a third of the decisions: enough to meet every kind */
                        try_all(&g);
                    decisions++;
                    int n = game_legal_moves(&g, legal, MOVES_MAX);
                    if (n <= 0 || !game_apply(&g, &legal[rng_below(&rng, (uint32_t)(n < MOVES_MAX ? n : MOVES_MAX))],
                                              err, sizeof err)) {
                        check(0, "a random legal move applies");
                        break;
                    }
                }
                Move late = {.kind = MOVE_DRAW};
                try_move(&g, late); /* after the end */
            }
    int kinds_seen = 0;
    for (int c = 1; c < REFUSE_CODE_COUNT; c++)
        kinds_seen += seen[c] > 0;
    printf("# %d decisions, %d different refusal codes\n", decisions, kinds_seen);
    check(kinds_seen >= 10, "the games met at least 10 different refusals");
    check(seen[REFUSE_FILLED] > 0 && seen[REFUSE_OFF_MAP] > 0 && seen[REFUSE_NO_SUCH_SHAPE] > 0 &&
              seen[REFUSE_GAME_OVER] > 0,
          "the common refusals were met");
}

/* A refusal with arguments that make every placeholder show. */
static Refusal sample(RefusalCode c)
{
    Refusal r = {.code = c, .arg = {0, 0}};
    if (c == REFUSE_NO_SUCH_SHAPE)
        r.arg[1] = 2;
    if (c == REFUSE_TERRAIN)
        r.arg[1] = CONTENT_WATER;
    if (c == REFUSE_SOLO_TARGET)
        r.arg[0] = 2 * BOARD_SIZE + 6; /* C7 */
    return r;
}

/* Each code's sentence, in the current language, distinct and non-empty. */
static void check_sentences(const char *language)
{
    static char texts[REFUSE_CODE_COUNT][200];
    for (int c = REFUSE_NONE + 1; c < REFUSE_CODE_COUNT; c++) {
        Refusal r = sample((RefusalCode)c);
        msg_refusal(&r, texts[c], sizeof texts[c]);
        char what[200];
        snprintf(what, sizeof what, "%s: refusal %d has a sentence", language, c);
        check(texts[c][0] != '\0', what);
        for (int d = REFUSE_NONE + 1; d < c; d++) {
            snprintf(what, sizeof what, "%s: refusals %d and %d say different things", language, d, c);
            check(strcmp(texts[c], texts[d]) != 0, what);
        }
    }
    Refusal none = {.code = REFUSE_NONE};
    char out[200];
    msg_refusal(&none, out, sizeof out);
    check(out[0] == '\0', "no refusal, no sentence");
}

static void test_every_code_has_a_sentence(void **state)
{
    (void)state;
    check_sentences("English");
    Refusal target = sample(REFUSE_SOLO_TARGET);
    char out[200];
    msg_refusal(&target, out, sizeof out);
    check(strstr(out, "C7") != NULL, "the solo ambush's target space is named");
    Refusal shapes = sample(REFUSE_NO_SUCH_SHAPE);
    msg_refusal(&shapes, out, sizeof out);
    check(strstr(out, "2 shapes") != NULL, "the card's number of shapes is given, plural");
    shapes.arg[1] = 1;
    msg_refusal(&shapes, out, sizeof out);
    check(strstr(out, "1 shape") != NULL && strstr(out, "shapes") == NULL, "one shape, singular");
    for (int c = SESSION_REFUSE_NONE + 1; c < SESSION_REFUSAL_COUNT; c++) {
        SessionRefusal r = {.code = (SessionRefusalCode)c, .arg = -1};
        msg_session_refusal(NULL, &r, out, sizeof out);
        check(out[0] != '\0', "every session refusal has a sentence");
    }
}

/* Loads the catalogue of `code` and checks that every refusal has its own
 * sentence there and that each differs from the English one; `out` gets
 * the solo ambush's target refusal, `undo` the session's "nothing to undo". */
static void check_translated(const char *code, const char *language, char out[200], char undo[200])
{
    static char english[REFUSE_CODE_COUNT][200];
    for (int c = REFUSE_NONE + 1; c < REFUSE_CODE_COUNT; c++) {
        Refusal r = sample((RefusalCode)c);
        msg_refusal(&r, english[c], sizeof english[c]);
    }
    char what[512];
    snprintf(what, sizeof what, "the %s catalogue loads", language);
    check(i18n_init(code, localedir), what);
    check_sentences(language);
    for (int c = REFUSE_NONE + 1; c < REFUSE_CODE_COUNT; c++) {
        Refusal r = sample((RefusalCode)c);
        msg_refusal(&r, out, 200);
        snprintf(what, sizeof what, "%s: \"%s\" is translated (\"%s\")", language, english[c], out);
        check(strcmp(out, english[c]) != 0, what);
    }
    Refusal target = sample(REFUSE_SOLO_TARGET);
    msg_refusal(&target, out, 200);
    SessionRefusal r = {.code = SESSION_NOTHING_TO_UNDO, .arg = -1};
    msg_session_refusal(NULL, &r, undo, 200);
}

/* The messages in German. */
static void test_german(void **state)
{
    (void)state;
    if (!localedir)
        skip();
    char out[200], undo[200];
    check_translated("de", "German", out, undo);
    check(strstr(out, "C7") != NULL, "German: the target space is kept in the message");
    printf("# %s\n", out);
    check(strcmp(undo, "There is nothing to undo.") != 0, "German: a session refusal is translated");
    printf("# %s\n", undo);
    i18n_init("en", localedir);
}

/* The same in Hungarian; the target space and a session refusal word for
 * word as po/hu.po has them. */
static void test_hungarian(void **state)
{
    (void)state;
    if (!localedir)
        skip();
    char out[200], undo[200];
    check_translated("hu", "Hungarian", out, undo);
    check(!strcmp(out, "a szóló rajtaütésnek le kell fednie a célmezőjét: C7"),
          "Hungarian: the target space is kept in the message");
    check(!strcmp(undo, "Nincs mit visszavonni."), "Hungarian: a session refusal is translated");
    i18n_init("en", localedir);
}

/* The names a network game makes up travel in English and each computer
 * shows them in its own language (name_seat); a name a player typed is
 * shown as typed. */
static void test_made_up_names(void **state)
{
    (void)state;
    check(i18n_init("hu", localedir), "the Hungarian catalogue loads");
    check(strcmp(name_seat("Player 2"), "2. j\xC3\xA1t\xC3\xA9kos") == 0, "\"Player 2\" is \"2. játékos\" in Hungarian");
    check(strcmp(name_seat("Computer 3"), "3. g\xC3\xA9p") == 0, "\"Computer 3\" is \"3. gép\" in Hungarian");
    char line[200];
    snprintf(line, sizeof line, "%s, %s", name_seat("Player 1"), name_seat("Player 6"));
    check(strcmp(line, "1. j\xC3\xA1t\xC3\xA9kos, 6. j\xC3\xA1t\xC3\xA9kos") == 0, "two names in one line both hold");
    check(strcmp(name_seat("Computer (hard)"), "G\xC3\xA9p (neh\xC3\xA9z)") == 0,
          "the setup screen's \"Computer (hard)\" is \"Gép (nehéz)\" in Hungarian");
    check(strcmp(name_seat("Computer 4 (easy)"), "4. g\xC3\xA9p (k\xC3\xB6nny\xC5\xB1)") == 0,
          "\"Computer 4 (easy)\" is \"4. gép (könnyű)\"");
    const char *typed[] = {
        "Anna",     "Player 12",         "Player 0",          "Player 2x",          "Player",         "player 2",
        "Computer", "Computer (strong)", "Computer (hard) 2", "Computer 12 (hard)", "Computer (hard", ""};
    for (size_t i = 0; i < sizeof typed / sizeof typed[0]; i++) {
        char what[100];
        snprintf(what, sizeof what, "\"%s\" is a typed name, shown as typed", typed[i]);
        check(strcmp(name_seat(typed[i]), typed[i]) == 0, what);
    }
    check(strcmp(name_seat(NULL), "") == 0, "no name is empty");
    check(i18n_init("de", localedir), "the German catalogue loads");
    check(strcmp(name_seat("Player 4"), "Spieler 4") == 0, "\"Player 4\" is \"Spieler 4\" in German");
    check(strcmp(name_seat("Computer 3 (medium)"), "Computer 3 (mittel)") == 0,
          "\"Computer 3 (medium)\" is \"Computer 3 (mittel)\" in German");
    i18n_init("en", localedir);
    check(strcmp(name_seat("Player 4"), "Player 4") == 0, "in English the name is as it came");
}

/* The host's refusals that a player at the table meets are said in the
 * player's language, not in the network layer's English. */
static void test_net_refusals(void **state)
{
    (void)state;
    const int codes[] = {NET_REFUSE_TIMED, NET_REFUSE_ROUND, NET_REFUSE_UNDO};
    check(i18n_init("de", localedir), "the German catalogue loads");
    for (size_t i = 0; i < sizeof codes / sizeof codes[0]; i++) {
        char de[300], en[300], what[700];
        net_refusal_words(codes[i], de, sizeof de);
        i18n_init("en", localedir);
        net_refusal_words(codes[i], en, sizeof en);
        snprintf(what, sizeof what, "refusal %d has its own sentence, in German too: \"%s\" / \"%s\"", codes[i], en,
                 de);
        check(strcmp(de, en) != 0 && strstr(en, "refused") == NULL && strstr(en, net_refusal_text(codes[i])) == NULL,
              what);
        i18n_init("de", localedir);
    }
    char text[300];
    net_refusal_words(NET_REFUSE_TIMED, text, sizeof text);
    check(strstr(text, "Computer") != NULL && strstr(text, "Zeit") != NULL, "the late move's refusal in German");
    i18n_init("en", localedir);
}

int main(int argc, char **argv)
{
    localedir = argc > 1 ? argv[1] : NULL;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_games_meet_known_codes),
        cmocka_unit_test(test_every_code_has_a_sentence),
        cmocka_unit_test(test_german),
        cmocka_unit_test(test_hungarian),
        cmocka_unit_test(test_made_up_names),
        cmocka_unit_test(test_net_refusals),
    };
    return cmocka_run_group_tests_name("ui_messages", tests, NULL, NULL);
}
