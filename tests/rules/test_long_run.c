/* test_long_run.c: thousands of random games (solo and 2-6 players; base,
 * Heroes and mixed with random sets, sides, ambush piles, heroes on or off,
 * the solo ambush house rule) played with random legal moves. After every
 * move: game_check_invariants, plus rules checked here independently:
 * a filled space never empties and only ever turns into a destroyed space,
 * coins never go down and stay within 14, the season only moves forward.
 * At every decision: the listed moves fit the decision (ruins rule, solo
 * ambush as printed over its target, 1x1 only when nothing fits), and listed
 * moves are accepted (all of them for one decision in 16, two at random
 * otherwise). At every new season: the deck holds the explore set once, and
 * each ambush and hero is either unrevealed (deck or pile) or revealed in an
 * earlier season, never both.
 *
 * RULES_LONG_GAMES sets the number of games; the default is smaller in a
 * sanitizer build, so the run stays well under a minute either way. */
#include "../sanitized.h"
#include "rules_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MOVES_PER_GAME_MAX 4000

static int games_to_play(void)
{
    const char *env = getenv("RULES_LONG_GAMES");
    if (env && atoi(env) > 0)
        return atoi(env);
    return SANITIZED ? 2000 : 4000;
}

typedef struct Tracker {
    bool revealed_before[64]; /* ambush and hero cards revealed in an earlier season */
    int8_t row[MAX_CARDS];    /* the current season's row, as last seen */
    int row_len;
    int season;
} Tracker;

static void fail_game(const GameSettings *s, int move, const char *what)
{
    fail_msg("game seed %llu kind %d players %d side %d, move %d: %s", (unsigned long long)s->seed, s->kind, s->players,
             s->side, move, what);
}

/* The explore deck at the start of a season (docs/rules.md §2 and §5). */
static void check_season_deck(const Game *g, const Tracker *t, int move)
{
    const GameSettings *s = &g->settings;
    int counts[64] = {0};
    for (int i = 0; i < g->row_len; i++)
        counts[g->row[i]]++;
    for (int i = 0; i < g->deck_len; i++)
        counts[g->deck[i]]++;
    for (int i = 0; i < g->ambush_len; i++)
        counts[g->ambush_pile[i]]++;
    for (int i = 0; i < g->hero_len; i++)
        counts[g->hero_pile[i]]++;
    for (int id = 0; id < card_count(); id++) {
        const Card *c = card_get(id);
        int want = 0;
        if (c->kind == CARD_EXPLORE || c->kind == CARD_SPECIAL)
            want = c->set == s->explore_set;
        else if (c->kind == CARD_RUINS)
            want = s->kind != GAME_HEROES;
        else if (c->kind == CARD_AMBUSH)
            want = (s->ambush_mask >> game_ambush_number(id)) & 1;
        else if (c->kind == CARD_HERO)
            want = s->heroes;
        int have = counts[id] + ((c->kind == CARD_AMBUSH || c->kind == CARD_HERO) && t->revealed_before[id]);
        if (have != want) {
            char what[160];
            snprintf(what, sizeof what, "season %d: card %s counted %d times, expected %d", g->season, c->id, have,
                     want);
            fail_game(s, move, what);
        }
    }
}

/* What every listed move must satisfy for the pending decision. */
static void check_listed(const Game *g, const Move *moves, int n, int move)
{
    const GameSettings *s = &g->settings;
    const Decision *d = game_decision(g);
    const Board *b = &g->sheets[d->sheet].board;
    if (d->actor < 0 || d->actor >= s->players || d->sheet < 0 || d->sheet >= s->players)
        fail_game(s, move, "decision for a player who is not there");
    if (bb_is_empty(board_empty_spaces(b)) && d->kind != DECISION_GORGON && d->kind != DECISION_TROLL)
        fail_game(s, move, "a decision on a full map");
    if (d->kind == DECISION_AMBUSH && s->players > 1 && !s->solo_ambush_rule) {
        const Card *c = card_get(d->card);
        int next = (d->sheet + 1) % s->players, prev = (d->sheet + s->players - 1) % s->players;
        int want = c->direction == DIR_CLOCKWISE ? next : prev;
        if (d->actor != want)
            fail_game(s, move, "the wrong neighbour draws the ambush");
    }
    Bitboard open_ruins = bb_and(b->ruins, board_empty_spaces(b));
    for (int i = 0; i < n; i++) {
        const Move *m = &moves[i];
        Bitboard cells;
        if (m->card != d->card)
            fail_game(s, move, "a listed move for another card");
        if (m->kind == MOVE_DRAW || m->kind == MOVE_SINGLE) {
            if (!move_cells(m, &cells) || bb_intersects(cells, board_filled(b)))
                fail_game(s, move, "a listed move covers a filled space");
            if (d->single_only != (m->kind == MOVE_SINGLE))
                fail_game(s, move, "a single listed when a shape fits, or a shape when none fits");
            if (d->ruins_needed && !bb_intersects(cells, open_ruins))
                fail_game(s, move, "a listed move misses the ruins");
            if (d->kind == DECISION_AMBUSH && m->terrain != CONTENT_MONSTER)
                fail_game(s, move, "an ambush drawn as something else than a monster");
            if (m->kind == MOVE_SINGLE && (m->terrain < CONTENT_FOREST || m->terrain > CONTENT_MONSTER))
                fail_game(s, move, "a 1x1 of a terrain that is not offered");
            if (d->kind == DECISION_AMBUSH && d->solo_target >= 0 &&
                (m->orient != 0 || !bb_test(cells, d->solo_target)))
                fail_game(s, move, "a solo ambush turned or not covering its target");
        }
        if (m->kind == MOVE_HERO && d->kind != DECISION_HERO)
            fail_game(s, move, "a hero move outside a hero decision");
    }
}

/* Between two states of the game: what may change on a sheet. */
static void check_change(const Game *before, const Game *after, int move)
{
    const GameSettings *s = &after->settings;
    if (after->season < before->season)
        fail_game(s, move, "the season went back");
    for (int p = 0; p < s->players; p++) {
        const Board *a = &before->sheets[p].board, *b = &after->sheets[p].board;
        if (!bb_subset(board_filled(a), board_filled(b)))
            fail_game(s, move, "a filled space became empty");
        for (int c = 0; c < CONTENT_COUNT; c++) {
            if (c == CONTENT_DESTROYED)
                continue;
            Bitboard lost = bb_minus(a->layer[c], b->layer[c]);
            if (!bb_subset(lost, b->layer[CONTENT_DESTROYED]))
                fail_game(s, move, "a filled space changed into something else than destroyed");
        }
        if (!bb_subset(a->layer[CONTENT_DESTROYED], b->layer[CONTENT_DESTROYED]))
            fail_game(s, move, "a destroyed space came back");
        if (after->sheets[p].coins < before->sheets[p].coins)
            fail_game(s, move, "coins went down");
        if (!bb_subset(before->sheets[p].marks, after->sheets[p].marks))
            fail_game(s, move, "an attack mark went away");
    }
}

static void play_one(Rng *r, uint64_t seed, Move *moves, Game *g, Game *before, Game *trial, long *decisions)
{
    GameSettings s;
    ru_random_settings(r, &s, seed);
    char err[ERROR_MAX];
    if (!game_init(g, &s, err, sizeof err))
        fail_msg("seed %llu: game_init: %s", (unsigned long long)seed, err);
    Tracker t;
    memset(&t, 0, sizeof t);
    CHECK_INVARIANTS(g);
    check_season_deck(g, &t, 0);
    int move = 0;
    while (!game_over(g)) {
        if (++move > MOVES_PER_GAME_MAX)
            fail_game(&s, move, "the game does not end");
        int n = game_legal_moves(g, moves, MOVES_MAX);
        if (n <= 0 || n > MOVES_MAX)
            fail_game(&s, move, "no legal move, or more than MOVES_MAX");
        check_listed(g, moves, n, move);
        (*decisions)++;
        /* listed moves are accepted */
        int tries = rng_below(r, 16) == 0 ? n : 2;
        for (int k = 0; k < tries; k++) {
            const Move *m = &moves[tries == n ? k : (int)rng_below(r, (uint32_t)n)];
            memcpy(trial, g, sizeof *g);
            if (!game_apply(trial, m, err, sizeof err)) {
                char text[MOVE_TEXT_MAX], what[MOVE_TEXT_MAX + ERROR_MAX + 40];
                move_format(m, text, sizeof text);
                snprintf(what, sizeof what, "listed move '%s' refused: %s", text, err);
                fail_game(&s, move, what);
            }
        }
        memcpy(t.row, g->row, sizeof t.row);
        t.row_len = g->row_len;
        t.season = g->season;
        memcpy(before, g, sizeof *g);
        const Move *m = &moves[rng_below(r, (uint32_t)n)];
        if (!game_apply(g, m, err, sizeof err))
            fail_game(&s, move, err);
        if (!game_check_invariants(g, err, sizeof err))
            fail_game(&s, move, err);
        check_change(before, g, move);
        if (g->season != t.season) {
            for (int i = 0; i < t.row_len; i++) {
                CardKind k = card_get(t.row[i])->kind;
                if (k == CARD_AMBUSH || k == CARD_HERO)
                    t.revealed_before[t.row[i]] = true;
            }
            if (!game_over(g))
                check_season_deck(g, &t, move);
        }
    }
    for (int p = 0; p < s.players; p++) {
        int sum = 0;
        for (int k = 0; k < SEASONS; k++)
            sum += g->sheets[p].seasons[k].total;
        if (game_total(g, p) != sum)
            fail_game(&s, move, "the total is not the sum of the four seasons");
    }
    if (game_legal_moves(g, moves, MOVES_MAX) != 0)
        fail_game(&s, move, "moves listed after the end");
}

static void test_random_games(void **state)
{
    (void)state;
    int games = games_to_play();
    Move *moves = test_malloc(sizeof(Move) * MOVES_MAX);
    Game *g = test_malloc(sizeof *g), *before = test_malloc(sizeof *before), *trial = test_malloc(sizeof *trial);
    Rng r;
    rng_seed(&r, 2024, 5);
    long decisions = 0;
    for (int i = 0; i < games; i++)
        play_one(&r, 1000 + (uint64_t)i, moves, g, before, trial, &decisions);
    print_message("# %d games, %ld decisions\n", games, decisions);
    test_free(trial);
    test_free(before);
    test_free(g);
    test_free(moves);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_random_games),
    };
    return cmocka_run_group_tests_name("rules long run", tests, NULL, NULL);
}
