/* cards.c: the card table (docs/cards.md §1a, §1b, §2a, §2b, §3) and shape
 * orientation. A correction to a card is a one-line change here. */
#include "cards.h"

#include <string.h>

#define F TERRAIN_BIT(CONTENT_FOREST)
#define V TERRAIN_BIT(CONTENT_VILLAGE)
#define P TERRAIN_BIT(CONTENT_FARM)
#define W TERRAIN_BIT(CONTENT_WATER)
#define X TERRAIN_BIT(CONTENT_MONSTER)

/* Field order: id, name, German name, kind, set, time, terrains, nshapes,
 * shapes, direction, corner, effect, attack. */
#define EXPLORE(id, name, de, set, time, terr, n, ...)                                                                \
    {id, name, de, CARD_EXPLORE, set, time, terr, n, {__VA_ARGS__}, DIR_CLOCKWISE, CORNER_TOP_LEFT, EFFECT_NONE, NULL}
#define RUINS(id, name, de) {id, name, de, CARD_RUINS, SET_BASE, 0, 0, 0, {{NULL, false}}, DIR_CLOCKWISE, CORNER_TOP_LEFT, EFFECT_NONE, NULL}
#define SPECIAL(id, name, de, set)                                                                                    \
    {id, name, de, CARD_SPECIAL, set, 0, TERRAINS_SINGLE_CHOICE, 1, {{"#", false}}, DIR_CLOCKWISE, CORNER_TOP_LEFT, EFFECT_NONE, NULL}
#define AMBUSH(id, name, de, set, shape, dir, corner, effect)                                                         \
    {id, name, de, CARD_AMBUSH, set, 0, X, 1, {{shape, false}}, dir, corner, effect, NULL}
#define HERO(id, name, attack)                                                                                        \
    {id, name, NULL, CARD_HERO, SET_HEROES, 0, 0, 0, {{NULL, false}}, DIR_CLOCKWISE, CORNER_TOP_LEFT, EFFECT_NONE, attack}

static const Card cards[] = {
    /* base explore set: 13 cards including the two ruins cards */
    RUINS("temple_ruins", "Temple Ruins", "Tempelruinen"),
    RUINS("outpost_ruins", "Outpost Ruins", "Verfallener Außenposten"),
    EXPLORE("great_river", "Great River", "Großer Strom", SET_BASE, 1, W, 2, {"#/#/#", true}, {"..#/.##/##.", false}),
    EXPLORE("farmland", "Farmland", "Ackerland", SET_BASE, 1, P, 2, {"#/#", true}, {".#./###/.#.", false}),
    EXPLORE("hamlet", "Hamlet", "Weiler", SET_BASE, 1, V, 2, {"#./##", true}, {"###/##.", false}),
    EXPLORE("forgotten_forest", "Forgotten Forest", "Vergessener Wald", SET_BASE, 1, F, 2, {"#./.#", true},
            {"#./##/.#", false}),
    EXPLORE("hinterland_stream", "Hinterland Stream", "Hinterlandbach", SET_BASE, 2, P | W, 1, {"###/#../#..", false}),
    EXPLORE("homestead", "Homestead", "Gehöft", SET_BASE, 2, V | P, 1, {"#./##/#.", false}),
    EXPLORE("orchard", "Orchard", "Obsthain", SET_BASE, 2, F | P, 1, {"###/..#", false}),
    EXPLORE("treetop_village", "Treetop Village", "Baumwipfeldorf", SET_BASE, 2, F | V, 1, {"..##/###.", false}),
    EXPLORE("marshlands", "Marshlands", "Sumpf", SET_BASE, 2, F | W, 1, {"#../###/#..", false}),
    EXPLORE("fishing_village", "Fishing Village", "Fischerdorf", SET_BASE, 2, V | W, 1, {"####", false}),
    SPECIAL("rift_lands", "Rift Lands", "Splitterland", SET_BASE),

    /* Heroes explore set: 11 cards, no ruins cards */
    EXPLORE("lagoon", "Lagoon", NULL, SET_HEROES, 1, W, 2, {".#/#.", true}, {"###/.#.", false}),
    EXPLORE("pasture", "Pasture", "Weideland", SET_HEROES, 1, P, 2, {"#o#", true}, {".##/##.", false}),
    EXPLORE("settlement", "Settlement", NULL, SET_HEROES, 1, V, 2, {"#/#", true}, {"..#/.##/##.", false}),
    EXPLORE("timber_grove", "Timber Grove", "Lichter Hain", SET_HEROES, 1, F, 2, {"#./##", true}, {"#o#/#o#", false}),
    EXPLORE("hillside_terrace", "Hillside Terrace", NULL, SET_HEROES, 2, P | W, 1, {"##/##", false}),
    EXPLORE("frontier_dwelling", "Frontier Dwelling", NULL, SET_HEROES, 2, V | P, 1, {"###/.#./.#.", false}),
    EXPLORE("wildwood_garden", "Wildwood Garden", NULL, SET_HEROES, 2, F | P, 1, {".##/#..", false}),
    EXPLORE("woodland_crossroads", "Woodland Crossroads", NULL, SET_HEROES, 2, F | V, 1, {".#./###/.#.", false}),
    EXPLORE("coastal_encampment", "Coastal Encampment", NULL, SET_HEROES, 2, V | W, 1, {"###/#..", false}),
    EXPLORE("mangrove_swamp", "Mangrove Swamp", NULL, SET_HEROES, 2, F | W, 1, {"###/#.#", false}),
    SPECIAL("kethras_gates", "Kethra's Gates", "Kethras Portale", SET_HEROES),

    /* ambushes, shapes in printed orientation */
    AMBUSH("goblin_attack", "Goblin Attack", "Goblinattacke", SET_BASE, "#../.#./..#", DIR_COUNTERCLOCKWISE,
           CORNER_BOTTOM_RIGHT, EFFECT_NONE),
    AMBUSH("bugbear_assault", "Bugbear Assault", "Grottenschratüberfall", SET_BASE, "#o#/#o#", DIR_CLOCKWISE,
           CORNER_TOP_RIGHT, EFFECT_NONE),
    AMBUSH("kobold_onslaught", "Kobold Onslaught", "Koboldansturm", SET_BASE, "#./##/#.", DIR_CLOCKWISE,
           CORNER_BOTTOM_LEFT, EFFECT_NONE),
    AMBUSH("gnoll_raid", "Gnoll Raid", "Gnollangriff", SET_BASE, "##/#./##", DIR_COUNTERCLOCKWISE, CORNER_TOP_LEFT,
           EFFECT_NONE),
    AMBUSH("dragon_inferno", "Dragon Inferno", "Dracheninferno", SET_HEROES, "..#/###/#..", DIR_COUNTERCLOCKWISE,
           CORNER_BOTTOM_LEFT, EFFECT_DRAGON),
    AMBUSH("zombie_plague", "Zombie Plague", "Zombieplage", SET_HEROES, "#", DIR_COUNTERCLOCKWISE, CORNER_TOP_LEFT,
           EFFECT_ZOMBIE),
    AMBUSH("giant_troll_ravage", "Giant Troll Ravage", "Riesentrollrandale", SET_HEROES, "###/.#.", DIR_CLOCKWISE,
           CORNER_TOP_RIGHT, EFFECT_TROLL),
    AMBUSH("gorgon_gaze", "Gorgon Gaze", "Blick der Gorgone", SET_HEROES, "#.#/.#.", DIR_CLOCKWISE,
           CORNER_BOTTOM_RIGHT, EFFECT_GORGON),

    /* heroes */
    HERO("dobrik_of_lorkheim", "Dobrik of Lorkheim", ".*./*H*/.*."),
    HERO("wren_the_lioness", "Wren the Lioness", "..*/H.*/..*"),
    HERO("freyla_the_true", "Freyla the True", "H***"),
    HERO("dal_of_jolev", "Dal of Jolev", "*.*/.H./*.*"),
};

#undef F
#undef V
#undef P
#undef W
#undef X

int card_count(void) { return (int)(sizeof cards / sizeof cards[0]); }

const Card *card_get(int id)
{
    if (id < 0 || id >= card_count())
        return NULL;
    return &cards[id];
}

int card_find(const char *id)
{
    if (!id)
        return -1;
    for (int i = 0; i < card_count(); i++)
        if (strcmp(cards[i].id, id) == 0)
            return i;
    return -1;
}

/* ---- Orientation ---- */

#define PATTERN_MAX 16

typedef struct Cell {
    int row, col;
} Cell;

/* Reads the cells marked `mark` of a pattern; returns the count or -1. */
static int pattern_cells(const char *pattern, char mark, Cell *out, Cell *anchor)
{
    int n = 0, row = 0, col = 0;
    if (!pattern)
        return -1;
    for (const char *p = pattern; *p; p++) {
        if (*p == '/') {
            row++;
            col = 0;
            continue;
        }
        if (*p == mark) {
            if (n >= PATTERN_MAX)
                return -1;
            out[n].row = row;
            out[n].col = col;
            n++;
        } else if (anchor && *p == 'H') {
            anchor->row = row;
            anchor->col = col;
        }
        col++;
    }
    return n;
}

/* Mirror (o >= 4) then turn (o % 4) quarter turns clockwise: (r, c) -> (c, -r). */
static Cell orient_cell(Cell c, int o)
{
    if (o >= 4)
        c.col = -c.col;
    for (int k = 0; k < o % 4; k++) {
        Cell t = {c.col, -c.row};
        c = t;
    }
    return c;
}

/* The n cells of a pattern turned to orientation o, with the bounding box
 * moved to A1; false when the pattern is empty or larger than the map. */
static bool orient_cells(const Cell *from, int n, int orientation, OrientedShape *out)
{
    memset(out, 0, sizeof *out);
    if (n <= 0 || orientation < 0 || orientation >= ORIENTATIONS)
        return false;
    Cell cells[PATTERN_MAX];
    int minr = 1 << 20, minc = 1 << 20, maxr = -(1 << 20), maxc = -(1 << 20);
    for (int i = 0; i < n; i++) {
        cells[i] = orient_cell(from[i], orientation);
        if (cells[i].row < minr)
            minr = cells[i].row;
        if (cells[i].col < minc)
            minc = cells[i].col;
        if (cells[i].row > maxr)
            maxr = cells[i].row;
        if (cells[i].col > maxc)
            maxc = cells[i].col;
    }
    out->height = maxr - minr + 1;
    out->width = maxc - minc + 1;
    if (out->height > BOARD_SIZE || out->width > BOARD_SIZE)
        return false;
    for (int i = 0; i < n; i++)
        bb_set(&out->cells, bb_index(cells[i].row - minr, cells[i].col - minc));
    out->ncells = n;
    return true;
}

bool shape_orient(const char *pattern, int orientation, OrientedShape *out)
{
    Cell cells[PATTERN_MAX];
    int n = pattern_cells(pattern, '#', cells, NULL);
    return orient_cells(cells, n, orientation, out);
}

bool shape_place(const OrientedShape *s, int at, Bitboard *cells)
{
    int row = bb_row(at), col = bb_col(at);
    *cells = bb_empty();
    if (at < 0 || at >= BOARD_SPACES || row + s->height > BOARD_SIZE || col + s->width > BOARD_SIZE)
        return false;
    *cells = bb_shl_by(s->cells, at);
    return true;
}

void card_orientations(const Card *card, int orientations, CardOrientations *out)
{
    out->n = 0;
    for (int s = 0; s < card->nshapes && s < 2; s++) {
        Cell cells[PATTERN_MAX];
        int n = pattern_cells(card->shapes[s].pattern, '#', cells, NULL);
        int first = out->n;
        for (int o = 0; o < orientations && o < ORIENTATIONS; o++) {
            CardOrientation *it = &out->item[out->n];
            if (!orient_cells(cells, n, o, &it->os))
                continue;
            bool repeat = false;
            for (int k = first; k < out->n && !repeat; k++)
                repeat = bb_equal(out->item[k].os.cells, it->os.cells);
            if (repeat)
                continue;
            it->shape = (int8_t)s;
            it->orient = (int8_t)o;
            out->n++;
        }
    }
}

bool shape_orientation_repeats(const char *pattern, int orientation)
{
    OrientedShape mine, earlier;
    if (!shape_orient(pattern, orientation, &mine))
        return false;
    for (int o = 0; o < orientation; o++)
        if (shape_orient(pattern, o, &earlier) && bb_equal(earlier.cells, mine.cells))
            return true;
    return false;
}

/* The hero pattern's marks as offsets from the hero in orientation o. */
static int hero_offsets(const Card *hero, int orientation, Cell *out)
{
    Cell anchor = {0, 0};
    int n = pattern_cells(hero->attack, '*', out, &anchor);
    for (int i = 0; i < n; i++) {
        Cell rel = {out[i].row - anchor.row, out[i].col - anchor.col};
        out[i] = orient_cell(rel, orientation);
    }
    return n;
}

Bitboard hero_marks(const Card *hero, int at, int orientation)
{
    Bitboard marks = bb_empty();
    Cell offs[PATTERN_MAX];
    if (!hero || hero->kind != CARD_HERO || at < 0 || at >= BOARD_SPACES)
        return marks;
    int n = hero_offsets(hero, orientation, offs);
    for (int i = 0; i < n; i++) {
        int r = bb_row(at) + offs[i].row, c = bb_col(at) + offs[i].col;
        if (r >= 0 && r < BOARD_SIZE && c >= 0 && c < BOARD_SIZE)
            bb_set(&marks, bb_index(r, c));
    }
    return marks;
}

bool hero_orientation_repeats(const Card *hero, int orientation)
{
    Cell mine[PATTERN_MAX], earlier[PATTERN_MAX];
    int n = hero_offsets(hero, orientation, mine);
    for (int o = 0; o < orientation; o++) {
        int m = hero_offsets(hero, o, earlier);
        bool same = m == n;
        for (int i = 0; same && i < n; i++) {
            bool found = false;
            for (int j = 0; j < m; j++)
                if (mine[i].row == earlier[j].row && mine[i].col == earlier[j].col)
                    found = true;
            same = found;
        }
        if (same)
            return true;
    }
    return false;
}
