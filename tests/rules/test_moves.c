/* test_moves.c: moves as text and their validation:
 * move_parse/move_format round trips, malformed and illegal moves refused
 * with a message and the game left byte for byte as it was, and the move
 * list agreeing exactly with game_apply: every listed move is accepted, and
 * every move game_apply accepts is listed (up to a repeated orientation). */
#include "rules_util.h"

#include <string.h>

static void test_text_round_trip(void **state)
{
    (void)state;
    const char *texts[] = {
        "draw card=great_river shape=2 orient=5 at=D4 terrain=water",
        "draw card=treetop_village shape=1 orient=7 at=K1 terrain=forest",
        "draw card=kethras_gates shape=1 orient=0 at=K11 terrain=monster",
        "single card=orchard at=B2 terrain=forest",
        "single card=goblin_attack at=A11 terrain=monster",
        "hero card=freyla_the_true orient=1 at=E5",
        "destroy card=gorgon_gaze at=C3",
        "destroy card=giant_troll_ravage at=F10",
    };
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        Move m;
        char err[ERROR_MAX] = "", out[MOVE_TEXT_MAX];
        if (!move_parse(texts[i], &m, err, sizeof err))
            fail_msg("'%s' does not parse: %s", texts[i], err);
        move_format(&m, out, sizeof out);
        assert_string_equal(out, texts[i]);
    }
    /* the fields, by hand */
    Move m;
    char err[ERROR_MAX];
    assert_true(move_parse("draw card=great_river shape=2 orient=5 at=D4 terrain=water", &m, err, sizeof err));
    assert_int_equal(m.kind, MOVE_DRAW);
    assert_int_equal(m.card, card_find("great_river"));
    assert_int_equal(m.shape, 1); /* 0-based inside, 1-based in text */
    assert_int_equal(m.orient, 5);
    assert_int_equal(m.at, 3 * 11 + 3);
    assert_int_equal(m.terrain, CONTENT_WATER);
    assert_true(move_parse("destroy card=gorgon_gaze at=K11", &m, err, sizeof err));
    assert_int_equal(m.kind, MOVE_DESTROY);
    assert_int_equal(m.at, 120);
    /* trailing newline and spaces are fine (log lines) */
    assert_true(move_parse("single card=orchard at=B2 terrain=forest\n", &m, err, sizeof err));
    assert_int_equal(m.kind, MOVE_SINGLE);
}

/* Every listed move of every decision of a game formats and parses back to itself. */
static void test_listed_moves_round_trip(void **state)
{
    (void)state;
    GameKind kinds[3] = {GAME_BASE, GAME_HEROES, GAME_MIXED};
    Move *moves = test_malloc(sizeof(Move) * MOVES_MAX);
    for (int k = 0; k < 3; k++) {
        Game *g = RU_GAME(kinds[k], 2, 11 + (uint64_t)k);
        while (!game_over(g)) {
            int n = game_legal_moves(g, moves, MOVES_MAX);
            assert_true(n > 0 && n <= MOVES_MAX);
            for (int i = 0; i < n; i++) {
                char text[MOVE_TEXT_MAX], err[ERROR_MAX];
                Move back;
                move_format(&moves[i], text, sizeof text);
                if (!move_parse(text, &back, err, sizeof err))
                    fail_msg("'%s' does not parse: %s", text, err);
                assert_true(ru_same_move(&back, &moves[i]));
            }
            APPLY_FIRST(g);
        }
        ru_free(g);
    }
    test_free(moves);
}

/* A refused move says why as a code with its details (refusal.h), and the
 * English sentence of game_check_move is the code's sentence. */
static void expect_code(Game *g, const char *text, RefusalCode code, int arg0, int arg1)
{
    Move m;
    char err[ERROR_MAX], english[ERROR_MAX];
    if (!move_parse(text, &m, err, sizeof err))
        fail_msg("'%s' does not parse: %s", text, err);
    Game before = *g;
    Refusal why = {REFUSE_NONE, {-7, -7}};
    assert_false(game_apply_why(g, &m, &why));
    assert_memory_equal(&before, g, sizeof before);
    if (why.code != code)
        fail_msg("'%s': code %d, expected %d", text, why.code, code);
    assert_int_equal(why.arg[0], arg0);
    assert_int_equal(why.arg[1], arg1);
    assert_false(game_check_move(g, &m, err, sizeof err));
    game_refusal_text(&why, english, sizeof english);
    assert_string_equal(err, english);
}

static void test_refusal_codes(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_BASE, 2, 1);
    RU_RIG(g, "great_river farmland");
    int river = RU_CARD("great_river");
    expect_code(g, "draw card=farmland shape=1 orient=0 at=A1 terrain=farm", REFUSE_OTHER_CARD, river, 0);
    expect_code(g, "draw card=great_river shape=1 orient=0 at=A1 terrain=forest", REFUSE_TERRAIN, river,
                CONTENT_FOREST);
    expect_code(g, "single card=great_river at=A1 terrain=water", REFUSE_SHAPE_FITS, 0, 0);
    expect_code(g, "hero card=great_river orient=0 at=A1", REFUSE_WANT_DRAW, 0, 0);
    expect_code(g, "draw card=great_river shape=1 orient=0 at=J1 terrain=water", REFUSE_OFF_MAP, 0, 0);
    expect_code(g, "draw card=great_river shape=1 orient=0 at=A4 terrain=water", REFUSE_FILLED, 0, 0);
    Move three = {MOVE_DRAW, (int8_t)river, 2, 0, 0, CONTENT_WATER};
    Refusal why;
    assert_false(game_check_move_why(g, &three, &why));
    assert_int_equal(why.code, REFUSE_NO_SUCH_SHAPE);
    assert_int_equal(why.arg[0], river);
    assert_int_equal(why.arg[1], 2);
    Move turned = {MOVE_DRAW, (int8_t)river, 0, 9, 0, CONTENT_WATER};
    assert_false(game_check_move_why(g, &turned, &why));
    assert_int_equal(why.code, REFUSE_ORIENTATION);
    assert_false(game_check_move_why(g, NULL, &why));
    assert_int_equal(why.code, REFUSE_NO_MOVE);
    /* a legal move has no code */
    Move ok = {MOVE_DRAW, (int8_t)river, 0, 0, 0, CONTENT_WATER};
    why.code = REFUSE_FILLED;
    assert_true(game_check_move_why(g, &ok, &why));
    assert_int_equal(why.code, REFUSE_NONE);
    /* the end of the game */
    Move *moves = test_malloc(sizeof(Move) * MOVES_MAX);
    char err[ERROR_MAX];
    while (!game_over(g)) {
        assert_true(game_legal_moves(g, moves, MOVES_MAX) > 0);
        assert_true(game_apply(g, &moves[0], err, sizeof err));
    }
    assert_false(game_check_move_why(g, &ok, &why));
    assert_int_equal(why.code, REFUSE_GAME_OVER);
    test_free(moves);
    ru_free(g);
}

static void test_malformed_moves_refused(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_BASE, 2, 1);
    RU_RIG(g, "great_river farmland");
    /* malformed: the parser refuses them */
    const char *malformed[] = {
        "",
        "   ",
        "fly card=great_river at=A1",
        "Draw card=great_river shape=1 orient=0 at=A1 terrain=water",
        "draw card=great_river shape=1 orient=0 at=A1",         /* no terrain */
        "draw shape=1 orient=0 at=A1 terrain=water",            /* no card */
        "draw card=great_river orient=0 at=A1 terrain=water",   /* no shape */
        "draw card=great_river shape=1 at=A1 terrain=water",    /* no orient */
        "draw card=great_river shape=1 orient=0 terrain=water", /* no at */
        "draw card=great_river shape=0 orient=0 at=A1 terrain=water",
        "draw card=great_river shape=3 orient=0 at=A1 terrain=water",
        "draw card=great_river shape=x orient=0 at=A1 terrain=water",
        "draw card=great_river shape=1 orient=8 at=A1 terrain=water",
        "draw card=great_river shape=1 orient=-1 at=A1 terrain=water",
        "draw card=great_river shape=1 orient= at=A1 terrain=water",
        "draw card=great_river shape=1 orient=0 at=L1 terrain=water",
        "draw card=great_river shape=1 orient=0 at=A12 terrain=water",
        "draw card=great_river shape=1 orient=0 at=A0 terrain=water",
        "draw card=great_river shape=1 orient=0 at=A terrain=water",
        "draw card=great_river shape=1 orient=0 at=1A terrain=water",
        "draw card=great_river shape=1 orient=0 at= terrain=water",
        "draw card=nonesuch shape=1 orient=0 at=A1 terrain=water",
        "draw card= shape=1 orient=0 at=A1 terrain=water",
        "draw card=great_river shape=1 orient=0 at=A1 terrain=lava",
        "draw card=great_river shape=1 orient=0 at=A1 terrain=mountain",
        "draw card=great_river shape=1 orient=0 at=A1 terrain=wasteland",
        "draw card=great_river shape=1 orient=0 at=A1 terrain=destroyed",
        "draw card=great_river card=great_river shape=1 orient=0 at=A1 terrain=water",
        "draw card=great_river shape=1 orient=0 at=A1 terrain=water colour=blue",
        "draw card=great_river shape=1 orient=0 at=A1 terrain=water extra",
        "single card=great_river at=A1 terrain=water shape=1",
        "destroy card=great_river",
        "hero card=great_river at=A1",
    };
    /* well formed, but wrong for this decision */
    const char *illegal[] = {
        "draw card=farmland shape=1 orient=0 at=A1 terrain=farm",      /* another card */
        "draw card=great_river shape=1 orient=0 at=A1 terrain=forest", /* not one of its terrains */
        "single card=great_river at=A1 terrain=water",                 /* a shape fits */
        "hero card=great_river orient=0 at=A1",
        "destroy card=great_river at=A1",
        "draw card=great_river shape=1 orient=0 at=J1 terrain=water", /* leaves the map */
        "draw card=great_river shape=1 orient=0 at=A4 terrain=water", /* the mountain B4 */
    };
    Move m;
    char err[ERROR_MAX];
    for (size_t i = 0; i < sizeof malformed / sizeof malformed[0]; i++) {
        REFUSE(g, malformed[i]);
        err[0] = '\0';
        if (move_parse(malformed[i], &m, err, sizeof err))
            fail_msg("'%s' parsed", malformed[i]);
        assert_true(err[0] != '\0');
    }
    for (size_t i = 0; i < sizeof illegal / sizeof illegal[0]; i++) {
        if (!move_parse(illegal[i], &m, err, sizeof err))
            fail_msg("'%s' does not parse: %s", illegal[i], err);
        REFUSE(g, illegal[i]);
    }

    /* moves as structs with values out of range */
    int river = RU_CARD("great_river");
    Move structs[] = {
        {MOVE_DRAW, (int8_t)river, 2, 0, 0, CONTENT_WATER},
        {MOVE_DRAW, (int8_t)river, -1, 0, 0, CONTENT_WATER},
        {MOVE_DRAW, (int8_t)river, 0, 8, 0, CONTENT_WATER},
        {MOVE_DRAW, (int8_t)river, 0, -1, 0, CONTENT_WATER},
        {MOVE_DRAW, (int8_t)river, 0, 0, 121, CONTENT_WATER},
        {MOVE_DRAW, (int8_t)river, 0, 0, -1, CONTENT_WATER},
        {MOVE_DRAW, (int8_t)river, 0, 0, 0, 12},
        {MOVE_DRAW, (int8_t)river, 0, 0, 0, -3},
        {MOVE_DRAW, (int8_t)river, 0, 0, 0, CONTENT_MOUNTAIN},
        {MOVE_DRAW, 99, 0, 0, 0, CONTENT_WATER},
        {MOVE_DRAW, -1, 0, 0, 0, CONTENT_WATER},
        {(MoveKind)17, (int8_t)river, 0, 0, 0, CONTENT_WATER},
        {MOVE_SINGLE, (int8_t)river, 0, 0, 127, CONTENT_WATER},
    };
    for (size_t i = 0; i < sizeof structs / sizeof structs[0]; i++)
        REFUSE_MOVE(g, &structs[i]);
    char msg[ERROR_MAX] = "";
    assert_false(game_apply(g, NULL, msg, sizeof msg));
    assert_true(msg[0] != '\0');
    ru_free(g);
}

/* ---- The move list agrees with game_apply ---- */

static bool solo_decision;

static bool same_effect(const Move *a, const Move *b)
{
    if (a->kind != b->kind || a->card != b->card || a->terrain != b->terrain)
        return false;
    if (a->kind == MOVE_HERO)
        return a->at == b->at && bb_equal(hero_marks(card_get(a->card), a->at, a->orient),
                                          hero_marks(card_get(b->card), b->at, b->orient));
    if (a->kind == MOVE_DRAW && a->shape != b->shape)
        return false;
    /* a solo ambush is drawn as printed: orient 0, even where another
     * orientation would give the same cells */
    if (a->kind == MOVE_DRAW && card_get(a->card)->kind == CARD_AMBUSH && solo_decision && a->orient != b->orient)
        return false;
    Bitboard ca, cb;
    return move_cells(a, &ca) && move_cells(b, &cb) && bb_equal(ca, cb);
}

/* Tries every move of the decision's kind (every shape, orientation, space
 * and terrain) and checks: accepted exactly when a listed move has the same
 * effect; every listed move is accepted. */
static void check_listing_exact_at(const char *file, int line, const Game *g)
{
    const Decision *d = game_decision(g);
    const Card *card = card_get(d->card);
    Move *listed = test_malloc(sizeof(Move) * MOVES_MAX);
    int n = game_legal_moves(g, listed, MOVES_MAX);
    if (n <= 0 || n > MOVES_MAX) {
        test_free(listed);
        print_error("%d moves listed\n", n);
        _fail(file, line);
    }
    Game *copy = test_malloc(sizeof *copy);
    int accepted = 0;
    solo_decision = d->kind == DECISION_AMBUSH && d->solo_target >= 0;
    for (int kind = MOVE_DRAW; kind <= MOVE_DESTROY; kind++) {
        for (int shape = 0; shape < 2; shape++) {
            for (int o = 0; o < 8; o++) {
                for (int at = 0; at < BOARD_SPACES; at++) {
                    for (int t = 0; t <= CONTENT_DESTROYED; t++) {
                        Move m = {(MoveKind)kind, (int8_t)d->card, (int8_t)shape, (int8_t)o, (int8_t)at, (int8_t)t};
                        /* only one form per kind for the fields the kind does not use */
                        if (kind != MOVE_DRAW && shape != 0)
                            continue;
                        if ((kind == MOVE_SINGLE || kind == MOVE_DESTROY) && o != 0)
                            continue;
                        if (kind == MOVE_HERO && t != CONTENT_HERO)
                            continue;
                        if (kind == MOVE_DESTROY && t != CONTENT_DESTROYED)
                            continue;
                        if (kind == MOVE_DRAW && shape >= card->nshapes)
                            continue;
                        memcpy(copy, g, sizeof *g);
                        char err[ERROR_MAX];
                        bool ok = game_apply(copy, &m, err, sizeof err);
                        bool in_list = false;
                        for (int i = 0; i < n && !in_list; i++)
                            in_list = same_effect(&m, &listed[i]);
                        if (ok != in_list) {
                            char text[MOVE_TEXT_MAX];
                            move_format(&m, text, sizeof text);
                            test_free(copy);
                            test_free(listed);
                            print_error("'%s': %s but %s\n", text, ok ? "accepted" : err,
                                        in_list ? "listed" : "not listed");
                            _fail(file, line);
                        }
                        accepted += ok;
                    }
                }
            }
        }
    }
    /* and each listed move itself */
    for (int i = 0; i < n; i++) {
        memcpy(copy, g, sizeof *g);
        char err[ERROR_MAX];
        if (!game_apply(copy, &listed[i], err, sizeof err)) {
            char text[MOVE_TEXT_MAX];
            move_format(&listed[i], text, sizeof text);
            test_free(copy);
            test_free(listed);
            print_error("listed '%s' refused: %s\n", text, err);
            _fail(file, line);
        }
    }
    test_free(copy);
    test_free(listed);
    assert_true(accepted >= n);
}
#define CHECK_LISTING_EXACT(g) check_listing_exact_at(__FILE__, __LINE__, (g))

static void test_listing_exact_draws(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_BASE, 2, 1);
    PUT(g, 0, "E5 E6 E7 C3", CONTENT_FOREST);
    RU_RIG(g, "treetop_village temple_ruins great_river bugbear_assault rift_lands farmland");
    CHECK_LISTING_EXACT(g); /* a plain draw, two terrains */
    APPLY(g, "draw card=treetop_village shape=1 orient=0 at=A1 terrain=forest");
    CHECK_LISTING_EXACT(g);
    APPLY(g, "draw card=treetop_village shape=1 orient=0 at=A1 terrain=forest");
    CHECK_LISTING_EXACT(g); /* after ruins */
    assert_true(game_decision(g)->ruins_needed);
    APPLY(g, "draw card=great_river shape=1 orient=0 at=C2 terrain=water");
    APPLY(g, "draw card=great_river shape=1 orient=0 at=C2 terrain=water");
    CHECK_LISTING_EXACT(g); /* a neighbour's ambush */
    APPLY(g, "draw card=bugbear_assault shape=1 orient=0 at=J1 terrain=monster");
    APPLY(g, "draw card=bugbear_assault shape=1 orient=0 at=J1 terrain=monster");
    CHECK_LISTING_EXACT(g); /* Rift Lands */
    ru_free(g);
}

static void test_listing_exact_solo_ambush_and_single(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_BASE, 1, 1);
    RU_RIG(g, "gnoll_raid farmland");
    CHECK_LISTING_EXACT(g); /* solo: orient 0 covering the target */
    ru_free(g);

    g = RU_GAME(GAME_BASE, 1, 1);
    FILL_EXCEPT(g, 0, "A1 A3 C1 E5 K11", CONTENT_VILLAGE);
    RU_RIG(g, "farmland great_river");
    assert_true(game_decision(g)->single_only);
    CHECK_LISTING_EXACT(g);
    ru_free(g);

    g = RU_GAME(GAME_BASE, 2, 1);
    FILL_EXCEPT(g, 0, "A1 A3 C1 E5 K11", CONTENT_VILLAGE);
    RU_RIG(g, "kobold_onslaught great_river");
    assert_true(game_decision(g)->single_only);
    CHECK_LISTING_EXACT(g); /* the monster 1x1 */
    ru_free(g);
}

static void test_listing_exact_heroes_decisions(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_HEROES, 2, 1);
    PUT(g, 0, "F5", CONTENT_FOREST);
    g->time = 7;
    RU_RIG(g, "wren_the_lioness gorgon_gaze giant_troll_ravage lagoon");
    CHECK_LISTING_EXACT(g); /* hero */
    APPLY(g, "hero card=wren_the_lioness orient=0 at=K1");
    APPLY(g, "hero card=wren_the_lioness orient=0 at=K1");
    APPLY(g, "draw card=gorgon_gaze shape=1 orient=0 at=C4 terrain=monster");
    CHECK_LISTING_EXACT(g); /* gorgon */
    APPLY_FIRST(g);
    APPLY(g, "draw card=gorgon_gaze shape=1 orient=0 at=C4 terrain=monster");
    APPLY_FIRST(g);
    APPLY(g, "draw card=giant_troll_ravage shape=1 orient=0 at=E5 terrain=monster");
    APPLY(g, "draw card=giant_troll_ravage shape=1 orient=0 at=E5 terrain=monster");
    APPLY(g, "draw card=lagoon shape=2 orient=0 at=H5 terrain=water");
    APPLY(g, "draw card=lagoon shape=2 orient=0 at=H5 terrain=water");
    EXPECT_DECISION(g, DECISION_TROLL, 0, 0, "giant_troll_ravage");
    CHECK_LISTING_EXACT(g); /* troll */
    ru_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_text_round_trip),
        cmocka_unit_test(test_listed_moves_round_trip),
        cmocka_unit_test(test_malformed_moves_refused),
        cmocka_unit_test(test_refusal_codes),
        cmocka_unit_test(test_listing_exact_draws),
        cmocka_unit_test(test_listing_exact_solo_ambush_and_single),
        cmocka_unit_test(test_listing_exact_heroes_decisions),
    };
    return cmocka_run_group_tests_name("rules moves", tests, NULL, NULL);
}
