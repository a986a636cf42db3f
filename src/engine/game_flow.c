/* game_flow.c: setup, the round (explore, draw, check), the end of a season
 * and the lasting effects: everything that happens between two decisions
 * (docs/rules.md §2-5, §9). */
#include <stdio.h>
#include <string.h>

#include "game_internal.h"

/* Independent random streams of one seed. */
#define RNG_STREAM_DECKS UINT64_C(1)
#define RNG_STREAM_DECREES UINT64_C(2)

const char *game_kind_name(GameKind k) { return k == GAME_HEROES ? "heroes" : k == GAME_MIXED ? "mixed" : "base"; }

bool game_kind_parse(const char *word, GameKind *out)
{
    for (GameKind k = GAME_BASE; k <= GAME_MIXED; k++)
        if (strcmp(word, game_kind_name(k)) == 0) {
            *out = k;
            return true;
        }
    return false;
}

const char *card_set_name(CardSet s) { return s == SET_HEROES ? "heroes" : "base"; }

bool card_set_parse(const char *word, CardSet *out)
{
    for (CardSet k = SET_BASE; k <= SET_HEROES; k++)
        if (strcmp(word, card_set_name(k)) == 0) {
            *out = k;
            return true;
        }
    return false;
}

void game_settings_init(GameSettings *s, GameKind kind, int players, uint64_t seed)
{
    memset(s, 0, sizeof *s);
    s->kind = kind;
    s->players = players;
    s->seed = seed;
    for (int i = 0; i < DECREES; i++)
        s->decree_cards[i] = -1;
    switch (kind) {
    case GAME_BASE:
        s->side = MAP_SIDE_A;
        s->explore_set = SET_BASE;
        s->season_set = SET_BASE;
        s->heroes = false;
        s->ambush_mask = 0x0f;
        break;
    case GAME_HEROES:
        s->side = MAP_SIDE_C;
        s->explore_set = SET_HEROES;
        s->season_set = SET_HEROES;
        s->heroes = true;
        s->ambush_mask = 0xf0;
        break;
    case GAME_MIXED:
        s->side = MAP_SIDE_A;
        s->explore_set = SET_BASE;
        s->season_set = SET_BASE;
        s->heroes = true;
        s->ambush_mask = 0xff;
        break;
    }
}

static int popcount8(uint32_t x)
{
    int n = 0;
    for (; x; x &= x - 1)
        n++;
    return n;
}

/* A base or a Heroes game is played with its own box (docs/rules.md §2):
 * its map sides, explore and season cards, ambushes, scoring cards, and
 * heroes only in Heroes. Anything else is a mixed game (§9). */
static bool kind_check(const GameSettings *s, char *err, size_t errsize)
{
    if (s->kind == GAME_MIXED)
        return true;
    bool heroes = s->kind == GAME_HEROES;
    const char *kind = heroes ? "a heroes game" : "a base game";
    const char *own = heroes ? "heroes" : "base";
    bool side_ok =
        heroes ? s->side == MAP_SIDE_C || s->side == MAP_SIDE_D : s->side == MAP_SIDE_A || s->side == MAP_SIDE_B;
    if (!side_ok) {
        snprintf(err, errsize, "%s is played on map side %s; use a mixed game for side %c", kind,
                 heroes ? "C or D" : "A or B", map_side_letter(s->side));
        return false;
    }
    CardSet set = heroes ? SET_HEROES : SET_BASE;
    if (s->explore_set != set || s->season_set != set) {
        snprintf(err, errsize, "%s uses the %s explore and season cards; use a mixed game to combine the sets", kind,
                 own);
        return false;
    }
    if (s->heroes != heroes) {
        snprintf(err, errsize, "%s",
                 heroes ? "a heroes game has hero cards" : "a base game has no hero cards; use a mixed game");
        return false;
    }
    uint32_t ambushes = heroes ? 0xf0 : 0x0f;
    if (s->ambush_mask != ambushes) {
        snprintf(err, errsize, "%s uses the four %s ambush cards; use a mixed game to choose them", kind, own);
        return false;
    }
    for (int i = 0; i < DECREES; i++) {
        if (s->decree_cards[i] < 0 || s->decree_cards[i] >= SCORING_CARD_COUNT)
            continue;
        const ScoringCard *c = scoring_card(s->decree_cards[i]);
        if (c->heroes_set != heroes) {
            snprintf(err, errsize, "decree %c: %s is not a %s scoring card; use a mixed game to combine the sets",
                     'A' + i, c->name, own);
            return false;
        }
    }
    return true;
}

bool game_settings_check(const GameSettings *s, char *err, size_t errsize)
{
    if (s->kind != GAME_BASE && s->kind != GAME_HEROES && s->kind != GAME_MIXED) {
        snprintf(err, errsize, "unknown game kind");
        return false;
    }
    if (s->players < 1 || s->players > MAX_PLAYERS) {
        snprintf(err, errsize, "players must be 1 to %d, not %d", MAX_PLAYERS, s->players);
        return false;
    }
    if ((unsigned)s->side >= MAP_SIDE_COUNT) {
        snprintf(err, errsize, "map side must be A, B, C or D");
        return false;
    }
    if ((s->ambush_mask & ~UINT32_C(0xff)) != 0 || s->ambush_mask == 0) {
        snprintf(err, errsize, "the ambush pile needs at least one of the 8 ambush cards");
        return false;
    }
    if (s->kind == GAME_MIXED && popcount8(s->ambush_mask) < 4) {
        snprintf(err, errsize, "a mixed game uses at least 4 of the 8 ambush cards");
        return false;
    }
    if (!kind_check(s, err, errsize))
        return false;
    int given = 0;
    for (int i = 0; i < DECREES; i++) {
        if (s->decree_cards[i] < 0)
            continue;
        given++;
        if (s->decree_cards[i] >= SCORING_CARD_COUNT) {
            snprintf(err, errsize, "decree %c: no such scoring card", 'A' + i);
            return false;
        }
        for (int j = 0; j < i; j++) {
            if (s->decree_cards[j] == s->decree_cards[i]) {
                snprintf(err, errsize, "decrees %c and %c have the same scoring card", 'A' + j, 'A' + i);
                return false;
            }
        }
    }
    if (given != 0 && given != DECREES) {
        snprintf(err, errsize, "give a scoring card for all four decrees or for none");
        return false;
    }
    /* docs/rules.md §2: one scoring card of each of the four categories */
    for (int i = 0; given && i < DECREES; i++) {
        for (int j = 0; j < i; j++) {
            ScoringCategory ci = scoring_card(s->decree_cards[i])->category;
            if (scoring_card(s->decree_cards[j])->category == ci) {
                snprintf(err, errsize, "decrees %c and %c both have a %s card: one card of each category", 'A' + j,
                         'A' + i, scoring_category_name(ci));
                return false;
            }
        }
    }
    return true;
}

/* Random scoring cards: one per category from the game's pool, shuffled onto A-D. */
static void deal_decrees(Game *g)
{
    const GameSettings *s = &g->settings;
    if (s->decree_cards[0] >= 0) {
        memcpy(g->decree_cards, s->decree_cards, sizeof g->decree_cards);
        return;
    }
    /* a stream of its own, so that choosing the cards instead does not
     * change the order of the decks */
    Rng deal;
    rng_seed(&deal, s->seed, RNG_STREAM_DECREES);
    int8_t chosen[DECREES];
    for (int cat = 0; cat < CATEGORY_COUNT; cat++) {
        int8_t pool[SCORING_CARD_COUNT];
        int n = 0;
        for (int i = 0; i < SCORING_CARD_COUNT; i++) {
            const ScoringCard *c = scoring_card(i);
            if ((int)c->category != cat)
                continue;
            if (s->kind == GAME_BASE && c->heroes_set)
                continue;
            if (s->kind == GAME_HEROES && !c->heroes_set)
                continue;
            pool[n++] = (int8_t)i;
        }
        chosen[cat] = pool[rng_below(&deal, (uint32_t)n)];
    }
    rng_shuffle(&deal, chosen, DECREES);
    for (int i = 0; i < DECREES; i++)
        g->decree_cards[i] = chosen[i];
}

static void deck_push(Game *g, int card)
{
    if (card >= 0 && g->deck_len < MAX_CARDS)
        g->deck[g->deck_len++] = (int8_t)card;
}

/* Adds the top ambush and (with heroes) the top hero, then shuffles. */
static void deck_add_piles_and_shuffle(Game *g)
{
    if (g->ambush_len > 0)
        deck_push(g, g->ambush_pile[--g->ambush_len]);
    if (g->settings.heroes && g->hero_len > 0)
        deck_push(g, g->hero_pile[--g->hero_len]);
    rng_shuffle(&g->rng, g->deck, g->deck_len);
}

bool game_init(Game *g, const GameSettings *s, char *err, size_t errsize)
{
    if (!game_settings_check(s, err, errsize))
        return false;
    memset(g, 0, sizeof *g);
    g->settings = *s;
    rng_seed(&g->rng, s->seed, RNG_STREAM_DECKS);
    Board printed;
    map_side_board(s->side, &printed);
    for (int p = 0; p < s->players; p++)
        g->sheets[p].board = printed;

    deal_decrees(g);

    for (int i = 0; i < 8; i++)
        if (s->ambush_mask & (UINT32_C(1) << i))
            g->ambush_pile[g->ambush_len++] = (int8_t)game_ambush_card(i);
    rng_shuffle(&g->rng, g->ambush_pile, g->ambush_len);

    if (s->heroes) {
        for (int i = 0; i < card_count(); i++)
            if (card_get(i)->kind == CARD_HERO)
                g->hero_pile[g->hero_len++] = (int8_t)i;
        rng_shuffle(&g->rng, g->hero_pile, g->hero_len);
    }

    for (int i = 0; i < card_count(); i++) {
        const Card *c = card_get(i);
        bool explore = c->kind == CARD_EXPLORE || c->kind == CARD_SPECIAL;
        if (explore && c->set == s->explore_set)
            deck_push(g, i);
        /* the base ruins cards are in every base and mixed game */
        if (c->kind == CARD_RUINS && s->kind != GAME_HEROES)
            deck_push(g, i);
    }
    deck_add_piles_and_shuffle(g);

    g->current = -1;
    g->phase = PHASE_REVEAL;
    game_advance(g);
    return true;
}

int game_season_duration(const Game *g, int season)
{
    static const int base[SEASONS] = {8, 8, 7, 6};
    static const int heroes[SEASONS] = {8, 7, 7, 6};
    if (season < 0 || season >= SEASONS)
        return 0;
    return g->settings.season_set == SET_HEROES ? heroes[season] : base[season];
}

static bool sheet_full(const Sheet *s) { return bb_is_empty(board_empty_spaces(&s->board)); }

/* The player who draws an ambush on `sheet`'s map (docs/rules.md §4). */
static int ambush_drawer(const Game *g, int sheet, const Card *card)
{
    int n = g->settings.players;
    /* a clockwise arrow passes each map to the next player (seat k+1), who
     * draws on it; a counter-clockwise arrow to the previous one */
    if (card->direction == DIR_CLOCKWISE)
        return (sheet + 1) % n;
    return (sheet + n - 1) % n;
}

static bool solo_rule(const Game *g) { return g->settings.players == 1 || g->settings.solo_ambush_rule; }

/* Sets up the decision for g->current on sheet g->turn; false when that
 * sheet has nothing to decide (full map, discarded solo ambush). */
static bool prepare_turn(Game *g)
{
    const Card *card = card_get(g->current);
    Sheet *sheet = &g->sheets[g->turn];
    Decision *d = &g->decision;
    memset(d, 0, sizeof *d);
    d->card = g->current;
    d->sheet = g->turn;
    d->actor = g->turn;
    d->solo_target = -1;
    if (sheet_full(sheet))
        return false;
    switch (card->kind) {
    case CARD_EXPLORE:
    case CARD_SPECIAL: {
        d->kind = DECISION_DRAW;
        Bitboard open_ruins = bb_and(sheet->board.ruins, board_empty_spaces(&sheet->board));
        d->ruins_needed = g->ruins_pending && !bb_is_empty(open_ruins);
        if (card->kind == CARD_EXPLORE) {
            if (g->ruins_pending && !d->ruins_needed)
                d->single_only = true; /* no empty ruins space left */
            else if (!game_shape_fits(g, g->current, g->turn, d->ruins_needed, true, -1))
                d->single_only = true;
            if (d->single_only)
                d->ruins_needed = false;
        }
        return true;
    }
    case CARD_AMBUSH:
        d->kind = DECISION_AMBUSH;
        if (solo_rule(g)) {
            d->solo_target = solo_ambush_target(&sheet->board, card);
            return d->solo_target >= 0;
        }
        d->actor = ambush_drawer(g, g->turn, card);
        d->single_only = !game_shape_fits(g, g->current, g->turn, false, true, -1);
        return true;
    case CARD_HERO:
        d->kind = DECISION_HERO;
        return true;
    case CARD_RUINS:
        break;
    }
    return false;
}

static void score_season(Game *g)
{
    for (int p = 0; p < g->settings.players; p++) {
        Sheet *s = &g->sheets[p];
        s->seasons[g->season] = game_project_season(g, p, g->season);
        s->monster_total += s->seasons[g->season].monsters;
    }
}

/* Zombie Plague: one wave on every sheet, all at once. */
static void zombie_wave(Game *g, int number)
{
    for (int p = 0; p < g->settings.players; p++) {
        Sheet *s = &g->sheets[p];
        Bitboard wave = bb_and(board_empty_spaces(&s->board), bb_adjacent(s->named[number]));
        if (bb_is_empty(wave))
            continue;
        sheet_fill(s, wave, CONTENT_MONSTER);
        s->named[number] = bb_or(s->named[number], wave);
        sheet_settle(s);
    }
}

/* Returns the next card to the deck for a new season. */
static void next_season(Game *g)
{
    for (int i = 0; i < g->row_len; i++) {
        const Card *c = card_get(g->row[i]);
        if (c->kind != CARD_AMBUSH && c->kind != CARD_HERO)
            deck_push(g, g->row[i]);
    }
    g->row_len = 0;
    g->time = 0;
    g->ruins_pending = false;
    g->season++;
    deck_add_piles_and_shuffle(g);
    g->phase = PHASE_REVEAL;
}

/* Runs lasting effects from g->effect_index on; returns true when a troll
 * decision is pending. */
static bool run_effects(Game *g)
{
    while (g->effect_index < g->lasting_len) {
        int card = g->lasting[g->effect_index];
        const Card *c = card_get(card);
        int number = game_ambush_number(card);
        if (c->effect == EFFECT_ZOMBIE && g->turn == 0) {
            zombie_wave(g, number);
            g->turn = g->settings.players;
        }
        if (c->effect == EFFECT_TROLL) {
            while (g->turn < g->settings.players) {
                if (!bb_is_empty(sheet_troll_targets(&g->sheets[g->turn]))) {
                    Decision *d = &g->decision;
                    memset(d, 0, sizeof *d);
                    d->kind = DECISION_TROLL;
                    d->actor = d->sheet = g->turn;
                    d->card = card;
                    d->solo_target = -1;
                    return true;
                }
                g->turn++;
            }
        }
        g->effect_index++;
        g->turn = 0;
    }
    return false;
}

static void end_season(Game *g)
{
    score_season(g);
    g->phase = PHASE_EFFECTS;
    g->effect_index = 0;
    g->turn = 0;
    g->current = -1;
}

/* After every sheet has resolved the current card. */
static void finish_card(Game *g)
{
    const Card *c = card_get(g->current);
    if (c->kind == CARD_EXPLORE || c->kind == CARD_SPECIAL)
        g->ruins_pending = false;
    g->time += c->time;
    g->current = -1;
    if (g->time >= game_season_duration(g, g->season))
        end_season(g);
    else
        g->phase = PHASE_REVEAL;
}

void game_advance(Game *g)
{
    for (;;) {
        switch (g->phase) {
        case PHASE_REVEAL: {
            if (g->deck_len == 0) { /* cannot happen with the real decks; end the season safely */
                end_season(g);
                break;
            }
            int card = g->deck[--g->deck_len];
            const Card *c = card_get(card);
            if (g->row_len < MAX_CARDS)
                g->row[g->row_len++] = (int8_t)card;
            if (c->kind == CARD_RUINS) {
                g->ruins_pending = true;
                break;
            }
            if (c->kind == CARD_AMBUSH && c->effect != EFFECT_NONE && g->lasting_len < 8)
                g->lasting[g->lasting_len++] = (int8_t)card;
            g->current = card;
            g->turn = 0;
            g->phase = PHASE_RESOLVE;
            break;
        }
        case PHASE_RESOLVE:
            if (g->turn >= g->settings.players) {
                finish_card(g);
                break;
            }
            if (prepare_turn(g))
                return;
            g->turn++;
            break;
        case PHASE_GORGON:
            return;
        case PHASE_EFFECTS:
            if (run_effects(g))
                return;
            if (g->season >= SEASONS - 1) {
                g->season = SEASONS;
                g->phase = PHASE_OVER;
            } else {
                next_season(g);
            }
            break;
        case PHASE_OVER:
        default:
            memset(&g->decision, 0, sizeof g->decision);
            g->decision.kind = DECISION_NONE;
            g->decision.solo_target = -1;
            return;
        }
    }
}

const Decision *game_decision(const Game *g) { return &g->decision; }

bool game_over(const Game *g) { return g->phase == PHASE_OVER; }

int game_seasons_scored(const Game *g)
{
    if (g->phase == PHASE_OVER)
        return SEASONS;
    return g->season + (g->phase == PHASE_EFFECTS ? 1 : 0);
}
