/* rules_util.h: helpers for the rules-engine tests (tests/rules): games in a
 * chosen state (a rigged explore deck, contents put on a sheet by hand),
 * moves applied or refused by their text, and sets of spaces compared by
 * name so a failure reads as "missing B3, extra C4".
 *
 * Expected values in the tests are worked out by hand from docs/rules.md; these
 * helpers only build positions and compare, they never compute a rule. */
#ifndef CARTO_RULES_UTIL_H
#define CARTO_RULES_UTIL_H

/* cmocka needs these before its header */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <stdbool.h>

#include "game.h"

/* A new game (test_malloc'd) from game_settings_init(kind, players, seed);
 * free it with ru_free. Fails the test if game_init refuses. */
Game *ru_game_at(const char *file, int line, GameKind kind, int players, uint64_t seed);
#define RU_GAME(kind, players, seed) ru_game_at(__FILE__, __LINE__, (kind), (players), (seed))
/* The same from full settings. */
Game *ru_game_settings_at(const char *file, int line, const GameSettings *s);
#define RU_GAME_SETTINGS(s) ru_game_settings_at(__FILE__, __LINE__, (s))
void ru_free(Game *g);

/* Random settings for a game of `seed`: any kind, solo or 2-6 players, a
 * side of the kind, for mixed games random card sets, heroes and 4-8
 * ambushes, sometimes the solo ambush house rule and chosen decrees. */
void ru_random_settings(Rng *r, GameSettings *s, uint64_t seed);

/* Replaces what is left of the explore deck with the cards named in `ids`
 * (docs/formats.md §1 ids separated by spaces, in the order they will be revealed),
 * forgets the cards revealed so far this season (the row, the lasting
 * effects of ambushes in it, a pending ruins requirement) and reveals from the new deck up to the
 * next decision. The season and its time so far are kept, so a test sets
 * g->time first to make the season end where it wants. This is the one
 * place that reaches into the engine's state machine (game_internal.h). */
void ru_rig_at(const char *file, int line, Game *g, const char *ids);
#define RU_RIG(g, ids) ru_rig_at(__FILE__, __LINE__, (g), (ids))

/* Card id by docs/formats.md §1 id; fails the test for an unknown id. */
int ru_card_at(const char *file, int line, const char *id);
#define RU_CARD(id) ru_card_at(__FILE__, __LINE__, (id))

/* A space index from its name ("A1".."K11"); fails the test on a bad name. */
int ru_space_at(const char *file, int line, const char *name);
#define SPACE(name) ru_space_at(__FILE__, __LINE__, (name))

/* A set from space names separated by spaces ("" = empty). */
Bitboard ru_names_at(const char *file, int line, const char *names);
#define NAMES(names) ru_names_at(__FILE__, __LINE__, (names))

/* Writes the set as sorted space names into buf. */
void ru_names_of(Bitboard set, char *buf, size_t size);

/* Fails unless the two sets are equal, naming what is missing and extra. */
void ru_assert_set_at(const char *file, int line, Bitboard actual, Bitboard expected, const char *what);
#define assert_set(actual, expected_names)                                                                             \
    ru_assert_set_at(__FILE__, __LINE__, (actual), NAMES(expected_names), #actual)

/* Puts content c on the named spaces of a player's sheet (ruins marks stay). */
void ru_put_at(const char *file, int line, Game *g, int player, const char *names, Content c);
#define PUT(g, player, names, c) ru_put_at(__FILE__, __LINE__, (g), (player), (names), (c))
/* Fills every empty space of the sheet except the named ones with c. */
void ru_fill_except_at(const char *file, int line, Game *g, int player, const char *names, Content c);
#define FILL_EXCEPT(g, player, names, c) ru_fill_except_at(__FILE__, __LINE__, (g), (player), (names), (c))
/* The spaces of a sheet holding content c. */
Bitboard ru_layer(const Game *g, int player, Content c);

/* Applies a move given as text; fails the test (with the engine's message)
 * if it is refused. */
void ru_apply_at(const char *file, int line, Game *g, const char *text);
#define APPLY(g, text) ru_apply_at(__FILE__, __LINE__, (g), (text))
/* Checks that a move is refused with a message and leaves every byte of
 * the game as it was. */
void ru_refuse_at(const char *file, int line, Game *g, const char *text);
#define REFUSE(g, text) ru_refuse_at(__FILE__, __LINE__, (g), (text))
/* The same for a move given as a struct. */
void ru_refuse_move_at(const char *file, int line, Game *g, const Move *m);
#define REFUSE_MOVE(g, m) ru_refuse_move_at(__FILE__, __LINE__, (g), (m))

/* Applies the first legal move (for steps a test does not care about). */
void ru_apply_first_at(const char *file, int line, Game *g);
#define APPLY_FIRST(g) ru_apply_first_at(__FILE__, __LINE__, (g))

/* The legal moves of the pending decision as formatted text lines, sorted,
 * one per line, into a test_malloc'd string (free with test_free). */
char *ru_legal_text(const Game *g, int *count);
/* Whether two moves are the same, field by field. */
bool ru_same_move(const Move *a, const Move *b);
/* Whether a move (as text) is among the listed legal moves. */
bool ru_listed(const Game *g, const char *text);

/* The set of spaces covered by the listed legal moves (their cells). */
Bitboard ru_listed_cells(const Game *g);
/* The set of `at` spaces of the listed legal moves. */
Bitboard ru_listed_at(const Game *g);

/* Checks the pending decision: kind, actor, sheet and card id. */
void ru_expect_decision_at(const char *file, int line, const Game *g, DecisionKind kind, int actor, int sheet,
                           const char *card);
#define EXPECT_DECISION(g, kind, actor, sheet, card)                                                                   \
    ru_expect_decision_at(__FILE__, __LINE__, (g), (kind), (actor), (sheet), (card))

/* Fails unless game_check_invariants passes. */
void ru_check_invariants_at(const char *file, int line, const Game *g);
#define CHECK_INVARIANTS(g) ru_check_invariants_at(__FILE__, __LINE__, (g))

/* The 11 explore cards of the Heroes set (docs/cards.md §1b), by id. */
#define RU_HEROES_EXPLORE 11
extern const char *const ru_heroes_explore[RU_HEROES_EXPLORE];

#endif
