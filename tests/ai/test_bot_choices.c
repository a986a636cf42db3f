/* test_bot_choices.c: the bots choose sensibly in hand-made positions. The
 * hard bot completes a scoring pattern rather than not (Borderlands lines, a
 * Wildholds village cluster); an ambush drawn on a neighbour's map lowers
 * that neighbour's evaluation (the medium and hard bots pick the placement
 * that lowers it most); the solo ambush placement is legal and the least
 * harmful; hero placements are legal. */
#include <string.h>

#include "ai.h"
#include "ai_test_util.h"

static int card_index(const char *id)
{
    const ScoringCard *c = scoring_card_find(id);
    assert_non_null(c);
    return scoring_card_index(c);
}

/* A base solo game with the given decrees whose first decision is to draw
 * Rift Lands (a 1x1 of any of five terrains), so a test can lay out the
 * sheet freely and every empty space is a legal target. */
static Game *rift_lands_game(const char *a, const char *b, const char *c, const char *d)
{
    int rift = card_find("rift_lands");
    assert_true(rift >= 0);
    Game *g = test_malloc(sizeof *g);
    for (uint64_t seed = 1; seed < 5000; seed++) {
        GameSettings s;
        game_settings_init(&s, GAME_BASE, 1, seed);
        s.decree_cards[0] = card_index(a);
        s.decree_cards[1] = card_index(b);
        s.decree_cards[2] = card_index(c);
        s.decree_cards[3] = card_index(d);
        char err[ERROR_MAX];
        assert_true(game_init(g, &s, err, sizeof err));
        const Decision *dec = game_decision(g);
        if (dec->kind == DECISION_DRAW && dec->card == rift && !dec->ruins_needed)
            return g;
    }
    fail_msg("no seed starts with Rift Lands");
    return NULL;
}

static int space(const char *name)
{
    int at = board_parse_space(name);
    assert_true(at >= 0);
    return at;
}

static Move hard_move(const Game *g)
{
    Rng rng;
    rng_seed(&rng, 42, 100);
    BotChoice c;
    assert_true(bot_think(BOT_HARD, NULL, g, &rng, &c));
    char err[ERROR_MAX];
    Game *copy = test_malloc(sizeof *copy);
    *copy = *g;
    if (!game_apply(copy, &c.move, err, sizeof err))
        fail_msg("illegal: %s", err);
    test_free(copy);
    return c.move;
}

/* Borderlands: three empty spaces left. B2 and B6 each complete a column;
 * G7 completes row G and column 7 at once. */
static void hard_completes_two_lines(void **state)
{
    (void)state;
    Game *g = rift_lands_game("borderlands", "sentinel_wood", "great_city", "canal_lake");
    Board *b = &g->sheets[0].board;
    Bitboard empty = board_empty_spaces(b);
    int at;
    while ((at = bb_pop(&empty)) >= 0)
        board_put(b, at, CONTENT_FARM);
    board_put(b, space("B2"), CONTENT_EMPTY);
    board_put(b, space("B6"), CONTENT_EMPTY);
    board_put(b, space("G7"), CONTENT_EMPTY);
    Move m = hard_move(g);
    assert_int_equal(m.at, space("G7"));
    test_free(g);
}

/* Wildholds: a village cluster of five on row H; a sixth village next to it
 * scores 8 in spring and again in winter. */
static void hard_completes_a_wildhold(void **state)
{
    (void)state;
    Game *g = rift_lands_game("wildholds", "sentinel_wood", "canal_lake", "borderlands");
    Board *b = &g->sheets[0].board;
    const char *cluster[] = {"H2", "H3", "H4", "H5", "H6"};
    for (int i = 0; i < 5; i++)
        board_put(b, space(cluster[i]), CONTENT_VILLAGE);
    Move m = hard_move(g);
    assert_int_equal(m.terrain, CONTENT_VILLAGE);
    Board after = *b;
    board_put(&after, m.at, CONTENT_VILLAGE);
    ScoreContext ctx = {false};
    assert_int_equal(scoring_card_score(scoring_card_find("wildholds"), &after, &ctx).points, 8);
    test_free(g);
}

static bool neighbour_ambush(const Game *g, void *arg)
{
    (void)arg;
    const Decision *d = game_decision(g);
    return d->kind == DECISION_AMBUSH && d->actor != d->sheet && !d->single_only;
}

static bool solo_ambush(const Game *g, void *arg)
{
    (void)arg;
    const Decision *d = game_decision(g);
    return d->kind == DECISION_AMBUSH && d->solo_target >= 0;
}

static bool hero_decision(const Game *g, void *arg)
{
    (void)arg;
    return game_decision(g)->kind == DECISION_HERO;
}

/* The evaluation of the decision's sheet after a move. */
static int value_after(const Game *g, const Move *m)
{
    AiWeights w;
    ai_weights_medium(&w);
    Game *copy = test_malloc(sizeof *copy);
    *copy = *g;
    char err[ERROR_MAX];
    if (!game_apply(copy, m, err, sizeof err))
        fail_msg("illegal: %s", err);
    int v = ai_eval_game(copy, g->decision.sheet, &w);
    test_free(copy);
    return v;
}

/* The lowest and highest evaluation any legal move leaves. */
static void value_range(const Game *g, int *lo, int *hi)
{
    Move *moves = test_malloc(sizeof(Move) * MOVES_MAX);
    int n = game_legal_moves(g, moves, MOVES_MAX);
    assert_true(n > 0 && n <= MOVES_MAX);
    *lo = *hi = value_after(g, &moves[0]);
    for (int i = 1; i < n; i++) {
        int v = value_after(g, &moves[i]);
        if (v < *lo)
            *lo = v;
        if (v > *hi)
            *hi = v;
    }
    test_free(moves);
}

static void ambush_hurts_the_neighbour(void **state)
{
    (void)state;
    AiWeights w;
    ai_weights_medium(&w);
    int found = 0;
    for (uint64_t seed = 1; seed <= 6 && found < 3; seed++) {
        Game *g = at_game(GAME_BASE, 2, seed);
        if (!at_play_until(g, neighbour_ambush, NULL)) {
            test_free(g);
            continue;
        }
        found++;
        int victim = g->decision.sheet;
        int before = ai_eval_game(g, victim, &w);
        int lo, hi;
        value_range(g, &lo, &hi);
        const BotKind kinds[] = {BOT_EASY, BOT_MEDIUM, BOT_HARD};
        for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
            Rng rng;
            rng_seed(&rng, seed, 100);
            Move m;
            assert_true(bot_choose(kinds[k], g, &rng, &m));
            int after = value_after(g, &m);
            assert_true(after < before);
            if (kinds[k] != BOT_EASY)
                assert_int_equal(after, lo);
        }
        test_free(g);
    }
    assert_true(found > 0);
}

static void solo_ambush_least_harm(void **state)
{
    (void)state;
    int found = 0;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        Game *g = at_game(GAME_BASE, 1, seed);
        if (!at_play_until(g, solo_ambush, NULL)) {
            test_free(g);
            continue;
        }
        found++;
        int lo, hi;
        value_range(g, &lo, &hi);
        Rng rng;
        rng_seed(&rng, seed, 100);
        Move m;
        assert_true(bot_choose(BOT_MEDIUM, g, &rng, &m));
        assert_int_equal(m.orient, 0);
        assert_int_equal(value_after(g, &m), hi);
        m = hard_move(g); /* legal (hard_move applies it) */
        test_free(g);
    }
    assert_true(found > 0);
}

static void hero_placement_is_legal(void **state)
{
    (void)state;
    Game *g = at_game(GAME_HEROES, 1, 5);
    assert_true(at_play_until(g, hero_decision, NULL));
    Move m = hard_move(g);
    assert_int_equal(m.kind, MOVE_HERO);
    test_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(hard_completes_two_lines),   cmocka_unit_test(hard_completes_a_wildhold),
        cmocka_unit_test(ambush_hurts_the_neighbour), cmocka_unit_test(solo_ambush_least_harm),
        cmocka_unit_test(hero_placement_is_legal),
    };
    return cmocka_run_group_tests_name("ai_choices", tests, NULL, NULL);
}
