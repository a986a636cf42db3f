/* test_rounds.c: play at once (docs/rules.md §10e). Random games of every
 * kind, solo and 2-6 players, in which each round is played the network's
 * way: every sheet decides on its own view of the round (game_round_view),
 * in a random order of sheets, and the moves are then applied to the real
 * game in seat order. Checked: each sheet's view shows exactly the decision
 * the real game gives that sheet in its turn, with the same legal moves;
 * the moves made on the views are all accepted in seat order, with the same
 * actors; each sheet is after its last move of the round what it was in its
 * view after the same move; a sheet
 * with nothing to decide has no view; the round number stays put within a
 * round and grows from one to the next; the state hash is equal for equal
 * games and changes with every move. */
#include "../sanitized.h"
#include "rules_util.h"

#include <stdio.h>
#include <string.h>

#define QUEUE_MAX 8

static bool decisions_equal(const Decision *a, const Decision *b)
{
    return a->kind == b->kind && a->actor == b->actor && a->sheet == b->sheet && a->card == b->card &&
           a->single_only == b->single_only && a->ruins_needed == b->ruins_needed && a->solo_target == b->solo_target;
}

static bool bb_eq(Bitboard a, Bitboard b) { return a.lo == b.lo && a.hi == b.hi; }

static bool sheets_equal(const Sheet *a, const Sheet *b)
{
    for (int c = 0; c < CONTENT_COUNT; c++)
        if (!bb_eq(a->board.layer[c], b->board.layer[c]))
            return false;
    for (int i = 0; i < 8; i++)
        if (!bb_eq(a->named[i], b->named[i]))
            return false;
    for (int i = 0; i < SEASONS; i++)
        if (a->seasons[i].total != b->seasons[i].total || a->seasons[i].coins != b->seasons[i].coins ||
            a->seasons[i].monsters != b->seasons[i].monsters)
            return false;
    return bb_eq(a->marks, b->marks) && bb_eq(a->dragon, b->dragon) && bb_eq(a->mountains_paid, b->mountains_paid) &&
           a->dragon_paid == b->dragon_paid && a->coins == b->coins && a->monster_total == b->monster_total &&
           memcmp(a->destroyed_was, b->destroyed_was, sizeof a->destroyed_was) == 0;
}

static Move moves_buf[MOVES_MAX], moves_buf2[MOVES_MAX];

static bool same_legal_moves(const Game *a, const Game *b)
{
    int na = game_legal_moves(a, moves_buf, MOVES_MAX);
    int nb = game_legal_moves(b, moves_buf2, MOVES_MAX);
    return na == nb && memcmp(moves_buf, moves_buf2, sizeof(Move) * (size_t)(na < MOVES_MAX ? na : MOVES_MAX)) == 0;
}

static Move random_move(const Game *g, Rng *r)
{
    int n = game_legal_moves(g, moves_buf, MOVES_MAX);
    assert_true(n > 0);
    if (n > MOVES_MAX)
        n = MOVES_MAX;
    return moves_buf[rng_below(r, (uint32_t)n)];
}

typedef struct SheetRound {
    bool has;       /* the sheet decides something this round */
    Decision first; /* its first decision, as its view showed it */
    Move moves[QUEUE_MAX];
    int actor[QUEUE_MAX];
    int n, next;
    Game view;
} SheetRound;

static void fail_at(const Game *g, int round, const char *what)
{
    fail_msg("seed %llu kind %d players %d side %d solo-rule %d, round %d: %s", (unsigned long long)g->settings.seed,
             g->settings.kind, g->settings.players, g->settings.side, g->settings.solo_ambush_rule, round, what);
}

/* One round the network's way; returns false at the end of the game. */
static bool play_round(Game *g, Rng *r, SheetRound *sr, int round)
{
    int players = g->settings.players;
    uint32_t id = game_round(g);
    for (int t = 0; t < players; t++) {
        SheetRound *s = &sr[t];
        s->n = s->next = 0;
        s->has = game_round_view(g, t, &s->view);
        if (s->has) {
            s->first = s->view.decision;
            if (game_round(&s->view) != id)
                fail_at(g, round, "a view is in another round");
        }
    }
    /* the sheets decide in a random order, each on its own view */
    int order[MAX_PLAYERS];
    for (int i = 0; i < players; i++)
        order[i] = i;
    for (int i = players - 1; i > 0; i--) {
        int j = (int)rng_below(r, (uint32_t)i + 1), x = order[i];
        order[i] = order[j];
        order[j] = x;
    }
    for (int i = 0; i < players; i++) {
        SheetRound *s = &sr[order[i]];
        while (s->has && !game_over(&s->view) && s->view.decision.sheet == order[i] && game_round(&s->view) == id) {
            if (s->n == QUEUE_MAX)
                fail_at(g, round, "too many decisions for one sheet in a round");
            s->actor[s->n] = s->view.decision.actor;
            s->moves[s->n] = random_move(&s->view, r);
            char err[ERROR_MAX];
            if (!game_apply(&s->view, &s->moves[s->n], err, sizeof err))
                fail_at(g, round, err);
            s->n++;
        }
    }
    /* the real game takes them in seat order */
    while (!game_over(g) && game_round(g) == id) {
        const Decision *d = game_decision(g);
        int d_sheet = d->sheet;
        SheetRound *s = &sr[d_sheet];
        if (!s->has)
            fail_at(g, round, "a sheet decides in its turn but had no view");
        if (s->next == 0) {
            Game view;
            if (!decisions_equal(d, &s->first))
                fail_at(g, round, "the view's decision differs from the sheet's turn");
            if (!game_round_view(g, d->sheet, &view) || !same_legal_moves(g, &view))
                fail_at(g, round, "the view's legal moves differ from the sheet's turn");
        }
        if (s->next >= s->n)
            fail_at(g, round, "the real game asks the sheet for more than its view did");
        if (d->actor != s->actor[s->next])
            fail_at(g, round, "another actor in the real game than in the view");
        uint64_t before = game_state_hash(g);
        char err[ERROR_MAX];
        if (!game_apply(g, &s->moves[s->next++], err, sizeof err))
            fail_at(g, round, err);
        if (game_state_hash(g) == before)
            fail_at(g, round, "a move left the state hash as it was");
        /* both games went on from the sheet's last move the same way */
        if (s->next == s->n && !sheets_equal(&g->sheets[d_sheet], &s->view.sheets[d_sheet]))
            fail_at(g, round, "a sheet ended its part of the round otherwise than in its view");
    }
    for (int t = 0; t < players; t++) {
        if (sr[t].next != sr[t].n)
            fail_at(g, round, "a move made on a view was never asked for");
    }
    if (!game_over(g) && game_round(g) <= id)
        fail_at(g, round, "the round number did not grow");
    return !game_over(g);
}

static void test_rounds_at_once(void **state)
{
    (void)state;
    static SheetRound sr[MAX_PLAYERS];
    Rng r;
    rng_seed(&r, 2024, 18);
    int games = SANITIZED ? 150 : 600;
    int seen_gorgon = 0, seen_troll = 0, seen_ambush = 0;
    for (int i = 0; i < games; i++) {
        GameSettings s;
        ru_random_settings(&r, &s, 7000 + (uint64_t)i);
        Game *g = RU_GAME_SETTINGS(&s);
        for (int round = 0; round < 400; round++) {
            const Decision *d = game_decision(g);
            seen_ambush += d->kind == DECISION_AMBUSH && d->actor != d->sheet;
            seen_troll += d->kind == DECISION_TROLL;
            if (!play_round(g, &r, sr, round))
                break;
            for (int t = 0; t < s.players; t++)
                for (int k = 1; k < sr[t].n; k++)
                    seen_gorgon += sr[t].moves[k].kind == MOVE_DESTROY && sr[t].moves[k - 1].kind == MOVE_DRAW;
        }
        assert_true(game_over(g));
        ru_free(g);
    }
    /* the games met the decisions that are not the owner's plain draw */
    assert_true(seen_ambush > 50);
    assert_true(seen_gorgon > 5);
    assert_true(seen_troll > 5);
}

/* A sheet with nothing to decide has no view; views of sheets whose turn has
 * passed are refused; the view of the sheet in turn is the game itself. */
static void test_view_edges(void **state)
{
    (void)state;
    Game *g = RU_GAME(GAME_BASE, 3, 5);
    Game v;
    assert_true(game_round_view(g, 0, &v));
    assert_int_equal(game_state_hash(&v), game_state_hash(g));
    assert_true(game_round_view(g, 2, &v));
    assert_int_equal(v.decision.sheet, 2);
    assert_int_equal(v.decision.card, g->decision.card);
    assert_false(game_round_view(g, 3, &v));
    assert_false(game_round_view(g, -1, &v));
    Move m = random_move(g, &(Rng){1, 1});
    char err[ERROR_MAX];
    assert_true(game_apply(g, &m, err, sizeof err));
    assert_false(game_round_view(g, 0, &v)); /* sheet 1 is in turn now */
    assert_true(game_round_view(g, 1, &v));
    ru_free(g);
}

/* The hash is the game's: a replay of the same moves gives it, one move
 * more does not. */
static void test_state_hash(void **state)
{
    (void)state;
    Game *a = RU_GAME(GAME_HEROES, 2, 77), *b = RU_GAME(GAME_HEROES, 2, 77), *c = RU_GAME(GAME_HEROES, 2, 78);
    assert_int_equal(game_state_hash(a), game_state_hash(b));
    assert_int_not_equal(game_state_hash(a), game_state_hash(c));
    Rng r;
    rng_seed(&r, 3, 3);
    char err[ERROR_MAX];
    for (int i = 0; i < 40 && !game_over(a); i++) {
        Move m = random_move(a, &r);
        uint64_t before = game_state_hash(a);
        assert_true(game_apply(a, &m, err, sizeof err));
        assert_int_not_equal(game_state_hash(a), before);
        assert_true(game_apply(b, &m, err, sizeof err));
        assert_int_equal(game_state_hash(a), game_state_hash(b));
    }
    ru_free(a);
    ru_free(b);
    ru_free(c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_view_edges),
        cmocka_unit_test(test_state_hash),
        cmocka_unit_test(test_rounds_at_once),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
