/* ai_eval.c: the static evaluation of a sheet (ai.h): what the sheet would
 * score if nothing more were drawn, every season still to come counted with
 * its two decrees, plus terms for what the sheet can still become: partial
 * credit for structures a decree pays for, mountains about to pay their
 * coin, empty spaces that no shape can fill, spaces a hero protects. */
#include <string.h>

#include "ai.h"
#include "clusters.h"

void ai_weights_medium(AiWeights *w)
{
    memset(w, 0, sizeof *w);
    w->future_decree = 100;
    w->future_monster = 60;
    w->hole1 = 25;
    w->hole2 = 50;
    w->mountain_near = 30;
    w->marked_empty = 10;
    w->potential = 80;
    w->finish_use = 0; /* 60 played 4.6 +- 1.4 rating points worse (docs/ai-tuning.md §4) */
    w->finish_max = 5;
}

void ai_weights_easy(AiWeights *w)
{
    memset(w, 0, sizeof *w);
    w->current_season_only = true;
    w->noise = 300;
}

static int potential_kind(int card);
static unsigned depends_on(int card);

/* The first season whose box is not yet written. */
static int first_unscored(const Game *g)
{
    if (game_over(g))
        return SEASONS;
    if (g->decision.kind == DECISION_TROLL) /* end-of-season effects run after the scoring */
        return g->season + 1;
    return g->season;
}

void ai_view_init(AiView *v, const Game *g, int player, const AiWeights *w)
{
    memset(v, 0, sizeof *v);
    v->w = w;
    v->sctx = game_score_context(g);
    int first = first_unscored(g);
    int last = w->current_season_only ? first : SEASONS - 1;
    v->seasons_left = first < SEASONS ? last - first + 1 : 0;
    v->scored = game_total(g, player) * AI_POINT;
    for (int d = 0; d < DECREES; d++) {
        v->decree_card[d] = g->decree_cards[d];
        v->potential[d] = potential_kind(g->decree_cards[d]);
        v->depends[d] = depends_on(g->decree_cards[d]);
        v->fast_barony[d] = strcmp(scoring_card(g->decree_cards[d])->id, "lost_barony") == 0;
    }
    for (int s = 0; s < SEASONS; s++)
        game_season_decrees(s, v->season_decree[s]);
    for (int s = first; s <= last && s < SEASONS; s++) {
        int decrees[2];
        game_season_decrees(s, decrees);
        int weight = s == first ? 100 : w->future_decree;
        v->decree_mult[decrees[0]] += weight;
        v->decree_mult[decrees[1]] += weight;
    }
    v->coin_mult = 100 * v->seasons_left;
    v->monster_mult = v->seasons_left > 0 ? 100 + (v->seasons_left - 1) * w->future_monster : 0;
}

/* ---- Potentials: partial credit for structures a decree will pay for ----
 *
 * Each returns centipoints a sheet is worth beyond the decree's current
 * score, roughly the points of the structure times how near it is to done.
 * They are deliberately cheap (bitboard counts); the hard bot's rollouts do
 * the real look-ahead. */

/* A line (row, column, diagonal) that pays `points` when filled: credit
 * falls off with each empty space left in it. */
static int line_credit(Bitboard line, Bitboard empty, int points)
{
    int left = bb_count(bb_and(line, empty));
    if (left == 0 || left > 5)
        return 0;
    static const int per_left[6] = {0, 60, 40, 25, 15, 8}; /* percent of the points */
    return points * per_left[left];
}

static Bitboard diagonal(int start_row)
{
    Bitboard d = bb_empty();
    for (int k = 0; start_row + k < BOARD_SIZE; k++)
        bb_set(&d, bb_index(start_row + k, k));
    return d;
}

static int potential_lines(const Board *b, int points, bool need_mountain, bool odd_columns_only)
{
    Bitboard empty = board_empty_spaces(b);
    Bitboard mountains = b->layer[CONTENT_MOUNTAIN];
    int v = 0;
    for (int i = 0; i < BOARD_SIZE; i++) {
        Bitboard col = bb_column(i);
        if (!odd_columns_only || i % 2 == 0)
            if (!need_mountain || bb_intersects(col, mountains))
                v += line_credit(col, empty, points);
        if (odd_columns_only)
            continue;
        Bitboard row = bb_row_mask(i);
        if (!need_mountain || bb_intersects(row, mountains))
            v += line_credit(row, empty, points);
    }
    return v;
}

/* Clusters of `layer` that pay `points` from `size` spaces up: credit for
 * the ones one to three spaces short that can still grow. */
static int potential_cluster_size(const Board *b, Bitboard layer, Bitboard forbidden_adjacent, int size, int points)
{
    Bitboard clusters[CLUSTERS_MAX];
    Bitboard empty = board_empty_spaces(b);
    int n = clusters_split(layer, clusters), v = 0;
    for (int i = 0; i < n; i++) {
        int k = bb_count(clusters[i]);
        if (k >= size || k < size - 3)
            continue;
        Bitboard around = bb_border(clusters[i]);
        if (bb_intersects(around, forbidden_adjacent) || !bb_intersects(around, empty))
            continue;
        v += points * 100 * (k - (size - 4)) / 5; /* 1, 2, 3 short: 60, 40, 20 percent */
    }
    return v;
}

/* Spaces of `layer` that pay once all four neighbours are filled (or
 * `wanted`, for Heart of the Forest): credit for those one or two short. */
static int potential_surrounded(const Board *b, Bitboard layer, Bitboard wanted, int points)
{
    Bitboard empty = board_empty_spaces(b);
    Bitboard bad = bb_minus(bb_all(), wanted); /* neighbours that spoil it */
    int v = 0;
    Bitboard it = layer;
    int at;
    while ((at = bb_pop(&it)) >= 0) {
        Bitboard nb = bb_adjacent(bb_single(at));
        if (bb_intersects(nb, bb_minus(bad, empty)))
            continue;
        int open = bb_count(bb_and(nb, empty));
        if (open == 1)
            v += points * 50;
        else if (open == 2)
            v += points * 20;
    }
    return v;
}

/* The Cauldrons: an empty space with one empty neighbour left becomes a
 * cauldron when that neighbour is filled. */
static int potential_cauldrons(const Board *b)
{
    Bitboard empty = board_empty_spaces(b);
    Bitboard e = bb_east(empty), w = bb_west(empty), s = bb_south(empty), n = bb_north(empty);
    Bitboard odd = bb_xor(bb_xor(e, w), bb_xor(s, n));
    Bitboard many = bb_or(bb_or(bb_and(e, w), bb_and(s, n)), bb_and(bb_or(e, w), bb_or(s, n)));
    return 30 * bb_count(bb_minus(bb_and(empty, odd), many));
}

/* Village clusters one or two terrain types short of Greengold Plains' three. */
static int potential_greengold(const Board *b, bool heroes)
{
    Bitboard clusters[CLUSTERS_MAX];
    Bitboard empty = board_empty_spaces(b);
    int n = clusters_split(b->layer[CONTENT_VILLAGE], clusters), v = 0;
    for (int i = 0; i < n; i++) {
        Bitboard around = bb_border(clusters[i]);
        if (!bb_intersects(around, empty))
            continue;
        int types = board_terrain_types_in(b, around, heroes);
        if (types == 2)
            v += 3 * 50;
        else if (types == 1)
            v += 3 * 20;
    }
    return v;
}

/* Banded Hills: rows one or two terrain types short of five. */
static int potential_banded(const Board *b, bool heroes)
{
    Bitboard empty = board_empty_spaces(b);
    int v = 0;
    for (int r = 0; r < BOARD_SIZE; r++) {
        Bitboard row = bb_row_mask(r);
        int types = board_terrain_types_in(b, row, heroes), open = bb_count(bb_and(row, empty));
        if (types == 4 && open >= 1)
            v += 4 * 50;
        else if (types == 3 && open >= 2)
            v += 4 * 20;
    }
    return v;
}

/* Village clusters without the 2x2 (Gnomish Colony) or the line of four
 * (Traylo Monastery) they need, but one empty space away from it. */
static int potential_village_figure(const Board *b, bool square, int points)
{
    Bitboard village = b->layer[CONTENT_VILLAGE], empty = board_empty_spaces(b);
    Bitboard clusters[CLUSTERS_MAX];
    int n = clusters_split(village, clusters), v = 0;
    for (int i = 0; i < n; i++) {
        Bitboard c = clusters[i], with = bb_or(c, empty);
        bool done, near;
        if (square) {
            /* top-left corners of 2x2 blocks inside a set */
            Bitboard full = bb_and(bb_and(c, bb_west(c)), bb_and(bb_north(c), bb_north(bb_west(c))));
            Bitboard open = bb_and(bb_and(with, bb_west(with)), bb_and(bb_north(with), bb_north(bb_west(with))));
            done = !bb_is_empty(full);
            /* a 2x2 block of this cluster's villages and empty spaces with three villages in it */
            Bitboard tl = c, tr = bb_west(c), bl = bb_north(c), br = bb_north(bb_west(c));
            Bitboard three = bb_or(bb_or(bb_and(bb_and(tl, tr), bl), bb_and(bb_and(tl, tr), br)),
                                   bb_or(bb_and(bb_and(tl, bl), br), bb_and(bb_and(tr, bl), br)));
            near = bb_intersects(open, three);
        } else {
            Bitboard h4 = bb_and(bb_and(c, bb_west(c)), bb_and(bb_west(bb_west(c)), bb_west(bb_west(bb_west(c)))));
            Bitboard v4 =
                bb_and(bb_and(c, bb_north(c)), bb_and(bb_north(bb_north(c)), bb_north(bb_north(bb_north(c)))));
            done = !bb_is_empty(h4) || !bb_is_empty(v4);
            Bitboard h3 = bb_and(bb_and(c, bb_west(c)), bb_west(bb_west(c)));
            Bitboard v3 = bb_and(bb_and(c, bb_north(c)), bb_north(bb_north(c)));
            /* a line of three with an empty space at either end */
            Bitboard h_ext = bb_or(bb_east(empty), bb_west(bb_west(bb_west(empty))));
            Bitboard v_ext = bb_or(bb_south(empty), bb_north(bb_north(bb_north(empty))));
            near = bb_intersects(h3, h_ext) || bb_intersects(v3, v_ext);
        }
        if (!done && near)
            v += points * 40;
    }
    return v;
}

static int potential_rows_with(const Board *b, Bitboard layer, int need, int points)
{
    Bitboard empty = board_empty_spaces(b);
    int v = 0;
    for (int r = 0; r < BOARD_SIZE; r++) {
        Bitboard row = bb_row_mask(r);
        int have = bb_count(bb_and(row, layer));
        if (have >= need || have < need - 2 || bb_count(bb_and(row, empty)) < need - have)
            continue;
        v += points * (have == need - 1 ? 50 : 20);
    }
    return v;
}

/* Which potential a scoring card has (AiView.potential): looked up by id
 * once per decision, not per evaluation. */
enum {
    POT_NONE,
    POT_BORDERLANDS,
    POT_DWARVENHOLDS,
    POT_SILOS,
    POT_BROKEN_ROAD,
    POT_WILDHOLDS,
    POT_DEEPWOOD,
    POT_TREETOWER,
    POT_HEART,
    POT_SLEEPY_VALLEY,
    POT_CAULDRONS,
    POT_GREENGOLD,
    POT_BANDED,
    POT_GNOMISH,
    POT_TRAYLO,
};

static int potential_kind(int card)
{
    static const struct {
        const char *id;
        int kind;
    } table[] = {
        {"borderlands", POT_BORDERLANDS}, {"dwarvenholds", POT_DWARVENHOLDS},  {"silos", POT_SILOS},
        {"broken_road", POT_BROKEN_ROAD}, {"wildholds", POT_WILDHOLDS},        {"deepwood", POT_DEEPWOOD},
        {"treetower", POT_TREETOWER},     {"heart_of_the_forest", POT_HEART},  {"sleepy_valley", POT_SLEEPY_VALLEY},
        {"cauldrons", POT_CAULDRONS},     {"greengold_plains", POT_GREENGOLD}, {"banded_hills", POT_BANDED},
        {"gnomish_colony", POT_GNOMISH},  {"traylo_monastery", POT_TRAYLO},
    };
    const char *id = scoring_card(card)->id;
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (strcmp(table[i].id, id) == 0)
            return table[i].kind;
    return POT_NONE;
}

/* The terrain layers a scoring card's points depend on, when that is all
 * they depend on (printed mountains and ruins never change); 0 when they
 * depend on empty spaces or on every terrain. A move of another terrain
 * leaves the card's points as they were, so they need no rescoring. */
static unsigned depends_on(int card)
{
    const unsigned forest = TERRAIN_BIT(CONTENT_FOREST), village = TERRAIN_BIT(CONTENT_VILLAGE),
                   farm_water = TERRAIN_BIT(CONTENT_FARM) | TERRAIN_BIT(CONTENT_WATER);
    static const char *const forest_only[] = {"sentinel_wood",    "greenbough",          "stoneside_forest",
                                              "faunlost_thicket", "heart_of_the_forest", "sleepy_valley"};
    static const char *const farm_water_only[] = {"canal_lake", "mages_valley", "golden_granary",   "shoreside_expanse",
                                                  "craylund",   "ulems_wallow", "clawsgrave_peaks", "jorekburg"};
    static const char *const village_only[] = {"wildholds",        "great_city",     "shieldgate",
                                               "traylo_monastery", "gnomish_colony", "caravansary"};
    const char *id = scoring_card(card)->id;
    for (size_t i = 0; i < sizeof forest_only / sizeof forest_only[0]; i++)
        if (strcmp(id, forest_only[i]) == 0)
            return forest;
    for (size_t i = 0; i < sizeof farm_water_only / sizeof farm_water_only[0]; i++)
        if (strcmp(id, farm_water_only[i]) == 0)
            return farm_water;
    for (size_t i = 0; i < sizeof village_only / sizeof village_only[0]; i++)
        if (strcmp(id, village_only[i]) == 0)
            return village;
    if (strcmp(id, "deepwood") == 0)
        return forest | village;
    return 0;
}

/* The line decrees' AI_LINES_* kind, for the deck-aware value (ai_finish.c). */
static int lines_kind(int potential_kind)
{
    switch (potential_kind) {
    case POT_BORDERLANDS:
        return AI_LINES_ROWS_COLUMNS;
    case POT_DWARVENHOLDS:
        return AI_LINES_WITH_MOUNTAIN;
    case POT_SILOS:
        return AI_LINES_ODD_COLUMNS;
    case POT_BROKEN_ROAD:
        return AI_LINES_DIAGONALS;
    default:
        return AI_LINES_NONE;
    }
}

static int potential(int kind, const Board *b, bool heroes)
{
    Bitboard forest = b->layer[CONTENT_FOREST], village = b->layer[CONTENT_VILLAGE];
    switch (kind) {
    case POT_BORDERLANDS:
        return potential_lines(b, 6, false, false);
    case POT_DWARVENHOLDS:
        return potential_lines(b, 7, true, false);
    case POT_SILOS:
        return potential_lines(b, 10, false, true);
    case POT_BROKEN_ROAD: {
        Bitboard empty = board_empty_spaces(b);
        int v = 0;
        for (int r = 0; r < BOARD_SIZE; r++)
            v += line_credit(diagonal(r), empty, 3);
        return v;
    }
    case POT_WILDHOLDS:
        return potential_cluster_size(b, village, bb_empty(), 6, 8);
    case POT_DEEPWOOD:
        return potential_cluster_size(b, forest, village, 5, 6);
    case POT_TREETOWER:
        return potential_surrounded(b, forest, bb_all(), 1);
    case POT_HEART:
        return potential_surrounded(b, forest, forest, 2);
    case POT_SLEEPY_VALLEY:
        return potential_rows_with(b, forest, 3, 4);
    case POT_CAULDRONS:
        return potential_cauldrons(b);
    case POT_GREENGOLD:
        return potential_greengold(b, heroes);
    case POT_BANDED:
        return potential_banded(b, heroes);
    case POT_GNOMISH:
        return potential_village_figure(b, true, 6);
    case POT_TRAYLO:
        return potential_village_figure(b, false, 7);
    default:
        return 0;
    }
}

/* ---- The evaluation ---- */

/* Empty regions of one and of two spaces: no shape of three or more cells fits there. */
static void small_holes(Bitboard empty, int *singles, int *pairs)
{
    Bitboard lonely = bb_minus(empty, bb_adjacent(empty));
    *singles = bb_count(lonely);
    /* a pair: two adjacent empty spaces, each with no other empty neighbour */
    Bitboard rest = bb_minus(empty, lonely);
    Bitboard e = bb_east(rest), w = bb_west(rest), s = bb_south(rest), n = bb_north(rest);
    /* spaces with exactly one empty neighbour */
    Bitboard one = bb_and(rest, bb_xor(bb_xor(e, w), bb_xor(s, n)));
    Bitboard two_or_more = bb_or(bb_or(bb_and(e, w), bb_and(s, n)), bb_and(bb_or(e, w), bb_or(s, n)));
    one = bb_minus(one, two_or_more);
    /* a pair is two such spaces next to each other */
    Bitboard paired = bb_and(one, bb_adjacent(one));
    *pairs = bb_count(paired) / 2;
}

/* Lost Barony's points with bitboards: the corners of k x k filled squares,
 * shrunk to those of (k+1) x (k+1) squares until none is left. The same
 * points as score_lost_barony (tests/ai/test_eval.c), several times faster,
 * and the evaluation calls it for every move it weighs. */
static int lost_barony_points(const Board *b)
{
    Bitboard corners = board_filled(b);
    int side = 0;
    while (!bb_is_empty(corners)) {
        side++;
        Bitboard right = bb_west(corners); /* spaces whose east neighbour is a corner */
        corners = bb_and(bb_and(corners, right), bb_north(bb_and(corners, right)));
    }
    return 3 * side;
}

int ai_decree_score(const AiView *v, int d, const Board *b)
{
    if (v->fast_barony[d])
        return lost_barony_points(b);
    return scoring_card_score(scoring_card(v->decree_card[d]), b, &v->sctx).points;
}

void ai_decree_points(const AiView *v, const Sheet *s, int points[DECREES])
{
    for (int d = 0; d < DECREES; d++)
        points[d] = v->decree_mult[d] ? ai_decree_score(v, d, &s->board) : 0;
}

/* The evaluation; with `terms`, what each part of it adds (AiTerm), the
 * seasons already scored left out of them. */
static int eval_sheet(const AiView *v, const Sheet *s, const int before[DECREES], unsigned drawn, int *terms)
{
    const Board *b = &s->board;
    int value = v->scored;
    if (v->seasons_left == 0)
        return value;
    const AiWeights *w = v->w;
    Bitboard cover[AI_DECK_MAX];
    bool covered = false;
    for (int d = 0; d < DECREES; d++) {
        if (v->decree_mult[d] == 0)
            continue;
        int points = before && v->depends[d] && !(v->depends[d] & drawn) ? before[d] : ai_decree_score(v, d, b);
        int part = points * v->decree_mult[d];
        int lines = lines_kind(v->potential[d]);
        if (v->deep && lines != AI_LINES_NONE) {
            if (!covered)
                ai_deck_cover(&v->deck, board_empty_spaces(b), cover);
            covered = true;
            part += ai_finish_lines(v, d, lines, b, cover);
        } else if (w->potential && v->potential[d] != POT_NONE) {
            part += potential(v->potential[d], b, v->sctx.heroes) * v->decree_mult[d] / 100 * w->potential / 100;
        }
        value += part;
        if (terms)
            terms[AI_TERM_DECREE + d] += part;
    }
    int coins = s->coins * v->coin_mult, monsters = score_monsters(b).points * v->monster_mult, map = 0;

    Bitboard empty = board_empty_spaces(b);
    if (w->hole1 || w->hole2) {
        int singles, pairs;
        small_holes(empty, &singles, &pairs);
        map -= singles * w->hole1 + pairs * w->hole2;
    }
    if (w->mountain_near && s->coins < COIN_LIMIT) {
        Bitboard open_mountains = bb_minus(b->layer[CONTENT_MOUNTAIN], s->mountains_paid);
        int at;
        while ((at = bb_pop(&open_mountains)) >= 0) {
            Bitboard open = bb_and(bb_adjacent(bb_single(at)), empty);
            bool one = (open.lo == 0) != (open.hi == 0) && ((open.lo & (open.lo - 1)) | (open.hi & (open.hi - 1))) == 0;
            if (one)
                coins += w->mountain_near * v->seasons_left;
        }
    }
    if (w->marked_empty && v->sctx.heroes)
        monsters += bb_count(bb_and(s->marks, empty)) * w->marked_empty * v->seasons_left;
    if (terms) {
        terms[AI_TERM_COINS] += coins;
        terms[AI_TERM_MONSTERS] += monsters;
        terms[AI_TERM_MAP] += map;
    }
    return value + coins + monsters + map;
}

int ai_eval_sheet(const AiView *v, const Sheet *s) { return eval_sheet(v, s, NULL, 0, NULL); }

int ai_eval_sheet_drawn(const AiView *v, const Sheet *s, const int before[DECREES], unsigned drawn)
{
    return eval_sheet(v, s, before, drawn, NULL);
}

/* The view of the whole-game evaluation: with the deck, when a line decree needs it. */
static void view_deep(AiView *v, const Game *g, int player, const AiWeights *w)
{
    ai_view_init(v, g, player, w);
    if (w->finish_use <= 0 || v->seasons_left == 0)
        return;
    for (int d = 0; d < DECREES; d++) {
        if (v->decree_mult[d] && lines_kind(v->potential[d]) != AI_LINES_NONE) {
            v->deep = true;
            ai_deck_init(&v->deck, g);
            return;
        }
    }
}

int ai_eval_game_terms(const Game *g, int player, const AiWeights *w, int terms[AI_TERMS])
{
    memset(terms, 0, sizeof(int) * AI_TERMS);
    AiView v;
    view_deep(&v, g, player, w);
    const Sheet *s = &g->sheets[player];
    int first = first_unscored(g);
    for (int season = 0; season < first && season < SEASONS; season++) {
        int decrees[2];
        game_season_decrees(season, decrees);
        const SeasonScore *box = &s->seasons[season];
        terms[AI_TERM_DECREE + decrees[0]] += box->decree[0] * AI_POINT;
        terms[AI_TERM_DECREE + decrees[1]] += box->decree[1] * AI_POINT;
        terms[AI_TERM_COINS] += box->coins * AI_POINT;
        terms[AI_TERM_MONSTERS] += box->monsters * AI_POINT;
    }
    return eval_sheet(&v, s, NULL, 0, terms);
}

int ai_eval_game_fast(const Game *g, int player, const AiWeights *w)
{
    AiView v;
    ai_view_init(&v, g, player, w);
    return ai_eval_sheet(&v, &g->sheets[player]);
}

int ai_eval_game(const Game *g, int player, const AiWeights *w)
{
    AiView v;
    view_deep(&v, g, player, w);
    return ai_eval_sheet(&v, &g->sheets[player]);
}
