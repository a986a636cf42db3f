/* rules_util.c: the helpers of the rules-engine tests (rules_util.h). */
#include "rules_util.h"

#include "../space_sets.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game_internal.h"

Game *ru_game_settings_at(const char *file, int line, const GameSettings *s)
{
    Game *g = test_malloc(sizeof *g);
    char err[ERROR_MAX];
    if (!game_init(g, s, err, sizeof err)) {
        print_error("game_init refused the settings: %s\n", err);
        test_free(g);
        _fail(file, line);
    }
    return g;
}

Game *ru_game_at(const char *file, int line, GameKind kind, int players, uint64_t seed)
{
    GameSettings s;
    game_settings_init(&s, kind, players, seed);
    return ru_game_settings_at(file, line, &s);
}

void ru_free(Game *g) { test_free(g); }

int ru_card_at(const char *file, int line, const char *id)
{
    int c = card_find(id);
    if (c < 0) {
        print_error("no card '%s'\n", id);
        _fail(file, line);
    }
    return c;
}

void ru_rig_at(const char *file, int line, Game *g, const char *ids)
{
    int8_t order[MAX_CARDS];
    int n = 0;
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", ids);
    char *save = NULL;
    for (char *w = strtok_r(buf, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
        if (n >= MAX_CARDS) {
            print_error("too many cards to rig\n");
            _fail(file, line);
        }
        order[n++] = (int8_t)ru_card_at(file, line, w);
    }
    /* cards revealed so far this season are forgotten, and with them any
     * lasting effect they brought (nothing was drawn for them yet) */
    int kept = 0;
    for (int i = 0; i < g->lasting_len; i++) {
        bool in_row = false;
        for (int j = 0; j < g->row_len; j++)
            in_row |= g->row[j] == g->lasting[i];
        if (!in_row)
            g->lasting[kept++] = g->lasting[i];
    }
    g->lasting_len = kept;
    /* the top of the deck is its last element */
    for (int i = 0; i < n; i++)
        g->deck[n - 1 - i] = order[i];
    g->deck_len = n;
    g->row_len = 0;
    g->ruins_pending = false;
    g->current = -1;
    g->turn = 0;
    g->effect_index = 0;
    g->phase = PHASE_REVEAL;
    game_advance(g);
}

int ru_space_at(const char *file, int line, const char *name)
{
    int i = board_parse_space(name);
    if (i < 0) {
        print_error("bad space name '%s'\n", name);
        _fail(file, line);
    }
    return i;
}

Bitboard ru_names_at(const char *file, int line, const char *names) { return tu_names_at(file, line, names); }

void ru_names_of(Bitboard set, char *buf, size_t size) { tu_names_of(set, buf, size); }

void ru_assert_set_at(const char *file, int line, Bitboard actual, Bitboard expected, const char *what)
{
    tu_assert_bb_at(file, line, actual, expected, what);
}

void ru_put_at(const char *file, int line, Game *g, int player, const char *names, Content c)
{
    Bitboard set = ru_names_at(file, line, names);
    int i;
    while ((i = bb_pop(&set)) >= 0)
        board_put(&g->sheets[player].board, i, c);
}

void ru_fill_except_at(const char *file, int line, Game *g, int player, const char *names, Content c)
{
    Bitboard keep = ru_names_at(file, line, names);
    Bitboard empty = bb_minus(board_empty_spaces(&g->sheets[player].board), keep);
    int i;
    while ((i = bb_pop(&empty)) >= 0)
        board_put(&g->sheets[player].board, i, c);
}

Bitboard ru_layer(const Game *g, int player, Content c) { return g->sheets[player].board.layer[c]; }

void ru_apply_at(const char *file, int line, Game *g, const char *text)
{
    char err[ERROR_MAX] = "";
    if (!game_apply_text(g, text, err, sizeof err)) {
        print_error("move '%s' refused: %s\n", text, err);
        _fail(file, line);
    }
}

static void refuse_common(const char *file, int line, Game *g, const Move *m, const char *text)
{
    Game *before = test_malloc(sizeof *before);
    memcpy(before, g, sizeof *g);
    char err[ERROR_MAX] = "";
    bool ok = m ? game_apply(g, m, err, sizeof err) : game_apply_text(g, text, err, sizeof err);
    bool same = memcmp(before, g, sizeof *g) == 0;
    test_free(before);
    if (ok) {
        print_error("move '%s' was accepted, expected a refusal\n", text);
        _fail(file, line);
    }
    if (err[0] == '\0') {
        print_error("move '%s' refused without a message\n", text);
        _fail(file, line);
    }
    if (!same) {
        print_error("move '%s' was refused (%s) but the game changed\n", text, err);
        _fail(file, line);
    }
}

void ru_refuse_at(const char *file, int line, Game *g, const char *text) { refuse_common(file, line, g, NULL, text); }

void ru_refuse_move_at(const char *file, int line, Game *g, const Move *m)
{
    char text[MOVE_TEXT_MAX];
    move_format(m, text, sizeof text);
    refuse_common(file, line, g, m, text);
}

void ru_apply_first_at(const char *file, int line, Game *g)
{
    Move m;
    char err[ERROR_MAX] = "";
    if (game_legal_moves(g, &m, 1) < 1) {
        print_error("no legal move to apply\n");
        _fail(file, line);
    }
    if (!game_apply(g, &m, err, sizeof err)) {
        print_error("the first legal move was refused: %s\n", err);
        _fail(file, line);
    }
}

static int compare_strings(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

char *ru_legal_text(const Game *g, int *count)
{
    Move *moves = test_malloc(sizeof(Move) * MOVES_MAX);
    int n = game_legal_moves(g, moves, MOVES_MAX);
    assert_true(n <= MOVES_MAX);
    char **lines = test_malloc(sizeof(char *) * (size_t)(n > 0 ? n : 1));
    char *text = test_malloc((size_t)n * MOVE_TEXT_MAX + 1);
    for (int i = 0; i < n; i++) {
        lines[i] = test_malloc(MOVE_TEXT_MAX);
        move_format(&moves[i], lines[i], MOVE_TEXT_MAX);
    }
    qsort(lines, (size_t)n, sizeof *lines, compare_strings);
    size_t len = 0;
    text[0] = '\0';
    for (int i = 0; i < n; i++) {
        size_t l = strlen(lines[i]);
        memcpy(text + len, lines[i], l);
        text[len + l] = '\n';
        len += l + 1;
        text[len] = '\0';
        test_free(lines[i]);
    }
    test_free(lines);
    test_free(moves);
    if (count)
        *count = n;
    return text;
}

bool ru_same_move(const Move *a, const Move *b)
{
    /* field by field: a Move has padding bytes */
    return a->kind == b->kind && a->card == b->card && a->shape == b->shape && a->orient == b->orient &&
           a->at == b->at && a->terrain == b->terrain;
}

bool ru_listed(const Game *g, const char *text)
{
    Move want;
    char err[ERROR_MAX];
    if (!move_parse(text, &want, err, sizeof err))
        return false;
    Move *moves = test_malloc(sizeof(Move) * MOVES_MAX);
    int n = game_legal_moves(g, moves, MOVES_MAX);
    bool found = false;
    for (int i = 0; i < n && !found; i++)
        found = ru_same_move(&moves[i], &want);
    test_free(moves);
    return found;
}

static Bitboard listed_union(const Game *g, bool cells)
{
    Move *moves = test_malloc(sizeof(Move) * MOVES_MAX);
    int n = game_legal_moves(g, moves, MOVES_MAX);
    Bitboard all = bb_empty();
    for (int i = 0; i < n; i++) {
        Bitboard c;
        if (cells) {
            assert_true(move_cells(&moves[i], &c));
        } else {
            c = bb_single(moves[i].at);
        }
        all = bb_or(all, c);
    }
    test_free(moves);
    return all;
}

Bitboard ru_listed_cells(const Game *g) { return listed_union(g, true); }
Bitboard ru_listed_at(const Game *g) { return listed_union(g, false); }

static const char *decision_name(DecisionKind k)
{
    static const char *const names[] = {"none", "draw", "ambush", "hero", "gorgon", "troll"};
    return (unsigned)k < sizeof names / sizeof names[0] ? names[k] : "?";
}

void ru_expect_decision_at(const char *file, int line, const Game *g, DecisionKind kind, int actor, int sheet,
                           const char *card)
{
    const Decision *d = game_decision(g);
    const Card *c = card_get(d->card);
    const char *have = c ? c->id : "-";
    bool ok = d->kind == kind;
    if (kind != DECISION_NONE)
        ok = ok && d->actor == actor && d->sheet == sheet && strcmp(have, card) == 0;
    if (!ok) {
        print_error("decision: expected %s actor %d sheet %d card %s, got %s actor %d sheet %d card %s\n",
                    decision_name(kind), actor, sheet, card ? card : "-", decision_name(d->kind), d->actor, d->sheet,
                    have);
        _fail(file, line);
    }
}

void ru_check_invariants_at(const char *file, int line, const Game *g)
{
    char err[ERROR_MAX];
    if (!game_check_invariants(g, err, sizeof err)) {
        print_error("invariant broken: %s\n", err);
        _fail(file, line);
    }
}

const char *const ru_heroes_explore[RU_HEROES_EXPLORE] = {"lagoon",
                                                          "pasture",
                                                          "settlement",
                                                          "timber_grove",
                                                          "hillside_terrace",
                                                          "frontier_dwelling",
                                                          "wildwood_garden",
                                                          "woodland_crossroads",
                                                          "coastal_encampment",
                                                          "mangrove_swamp",
                                                          "kethras_gates"};

static int bits_set(uint32_t x)
{
    int n = 0;
    for (; x; x &= x - 1)
        n++;
    return n;
}

void ru_random_settings(Rng *r, GameSettings *s, uint64_t seed)
{
    GameKind kind = (GameKind)rng_below(r, 3);
    int players = rng_below(r, 3) == 0 ? 1 : 2 + (int)rng_below(r, 5);
    game_settings_init(s, kind, players, seed);
    if (kind == GAME_BASE)
        s->side = rng_below(r, 2) ? MAP_SIDE_B : MAP_SIDE_A;
    else if (kind == GAME_HEROES)
        s->side = rng_below(r, 2) ? MAP_SIDE_D : MAP_SIDE_C;
    else
        s->side = (MapSide)rng_below(r, 4);
    if (kind == GAME_MIXED) {
        s->explore_set = rng_below(r, 2) ? SET_HEROES : SET_BASE;
        s->season_set = rng_below(r, 2) ? SET_HEROES : SET_BASE;
        s->heroes = rng_below(r, 2) != 0;
        do
            s->ambush_mask = rng_below(r, 256);
        while (bits_set(s->ambush_mask) < 4);
    }
    if (players > 1 && rng_below(r, 4) == 0)
        s->solo_ambush_rule = true;
    if (rng_below(r, 4) == 0) {
        /* chosen decrees: one card of each category, in a random order */
        int8_t chosen[4];
        for (int cat = 0; cat < CATEGORY_COUNT; cat++) {
            int pool[SCORING_CARD_COUNT], n = 0;
            for (int i = 0; i < SCORING_CARD_COUNT; i++)
                if ((int)scoring_card(i)->category == cat &&
                    (kind == GAME_MIXED || scoring_card(i)->heroes_set == (kind == GAME_HEROES)))
                    pool[n++] = i;
            chosen[cat] = (int8_t)pool[rng_below(r, (uint32_t)n)];
        }
        rng_shuffle(r, chosen, 4);
        for (int i = 0; i < 4; i++)
            s->decree_cards[i] = chosen[i];
    }
}
