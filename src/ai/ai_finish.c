/* ai_finish.c: whether the shapes still to come can finish a line (ai.h).
 *
 * The decrees that pay for complete lines (Borderlands, Dwarvenholds,
 * Silos, The Broken Road) are worth, for a line not yet complete, its
 * points times the chance it is complete when each of the decree's
 * seasons is scored. That chance comes from the deck, whose composition is
 * public (its order is not):
 * - which explore cards can still be revealed: the rest of this season's
 *   deck now, the whole set in each later season;
 * - the chance each is revealed before the season's time runs out (the
 *   time left against the time the cards still to come carry);
 * - which of those cards have a shape that fits over each gap of the line
 *   on the map as it is (a gap: a run of empty spaces next to each other
 *   along the line): one placement covering the whole gap, for a gap of
 *   two to four spaces; for single spaces (and each space of a longer gap,
 *   which takes two shapes) the spaces any placement covers, found for all
 *   spaces at once with bitboard shifts;
 * - how many draws the gaps need, against the draws the season has left.
 * A gap no card can fill (an empty space walled in, where only a 1x1 goes)
 * counts only on the 1x1 cards, which is what a fixed partial credit got
 * wrong. A card that could fill a gap is not always spent on it: `finish_use`
 * (AiWeights) is the share that is.
 *
 * This is the whole-game evaluation's (ai_eval_game: the hard bot's
 * rollouts' end positions, exact scoring, the review); the fast path that
 * weighs every move keeps the fixed credit (ai_eval.c), which is cheaper.
 *
 * The explore cards' shapes in every orientation are worked out once, by
 * the first thread that needs them, and only read afterwards. */
#include <stdatomic.h>
#include <string.h>

#include "ai.h"

#define SHAPE_CELLS_MAX 6
#define ORIENTED_MAX 16 /* orientations of a card's shapes (2 shapes x 8) */
#define PER 1000        /* chances are per mille */

typedef struct Oriented {
    int ncells;
    int shift[SHAPE_CELLS_MAX]; /* each cell's index offset from the top-left corner */
    Bitboard anchors;           /* top-left corners that keep the shape on the map */
} Oriented;

typedef struct CardShapes {
    int n;
    Oriented o[ORIENTED_MAX];
} CardShapes;

static CardShapes table[MAX_CARDS];
static atomic_int table_state; /* 0 not made, 1 being made, 2 ready */

static void make_table(void)
{
    int ncards = card_count();
    for (int id = 0; id < ncards && id < MAX_CARDS; id++) {
        const Card *card = card_get(id);
        CardShapes *cs = &table[id];
        cs->n = 0;
        if (card->kind != CARD_EXPLORE && card->kind != CARD_SPECIAL)
            continue;
        for (int sh = 0; sh < card->nshapes; sh++) {
            for (int o = 0; o < ORIENTATIONS && cs->n < ORIENTED_MAX; o++) {
                OrientedShape os;
                if (shape_orientation_repeats(card->shapes[sh].pattern, o) ||
                    !shape_orient(card->shapes[sh].pattern, o, &os) || os.ncells > SHAPE_CELLS_MAX)
                    continue;
                Oriented *x = &cs->o[cs->n++];
                x->ncells = 0;
                Bitboard cells = os.cells;
                int at;
                while ((at = bb_pop(&cells)) >= 0)
                    x->shift[x->ncells++] = at;
                x->anchors = bb_empty();
                for (int r = 0; r + os.height <= BOARD_SIZE; r++)
                    for (int c = 0; c + os.width <= BOARD_SIZE; c++)
                        bb_set(&x->anchors, bb_index(r, c));
            }
        }
    }
}

static const CardShapes *shapes_of(int card)
{
    if (atomic_load_explicit(&table_state, memory_order_acquire) != 2) {
        int expected = 0;
        if (atomic_compare_exchange_strong(&table_state, &expected, 1)) {
            make_table();
            atomic_store_explicit(&table_state, 2, memory_order_release);
        } else {
            while (atomic_load_explicit(&table_state, memory_order_acquire) != 2)
                ; /* another thread is making it: a few microseconds */
        }
    }
    return &table[card];
}

static Bitboard shift_up(Bitboard a, int n) { return n == 0 ? a : bb_shr(a, n); }
static Bitboard shift_down(Bitboard a, int n) { return n == 0 ? a : bb_shl(a, n); }

/* The empty spaces one placement of one of the card's shapes can cover. */
static Bitboard card_cover(int card, Bitboard empty)
{
    const CardShapes *cs = shapes_of(card);
    Bitboard cover = bb_empty();
    for (int i = 0; i < cs->n; i++) {
        const Oriented *o = &cs->o[i];
        Bitboard fits = o->anchors;
        for (int k = 0; k < o->ncells && !bb_is_empty(fits); k++)
            fits = bb_and(fits, shift_up(empty, o->shift[k]));
        for (int k = 0; k < o->ncells && !bb_is_empty(fits); k++)
            cover = bb_or(cover, shift_down(fits, o->shift[k]));
    }
    return cover;
}

/* Whether one placement of one of the card's shapes covers every space of
 * `gap` (a run of empty spaces along a line, `first` its first space) and
 * only empty spaces: the shape must hold `first` in one of its cells. */
static bool card_fills(int card, Bitboard empty, Bitboard gap, int first)
{
    const CardShapes *cs = shapes_of(card);
    for (int i = 0; i < cs->n; i++) {
        const Oriented *o = &cs->o[i];
        for (int k = 0; k < o->ncells; k++) {
            int anchor = first - o->shift[k];
            if (anchor < 0 || !bb_test(o->anchors, anchor))
                continue;
            Bitboard cells = bb_empty();
            for (int j = 0; j < o->ncells; j++)
                bb_set(&cells, anchor + o->shift[j]);
            if (bb_subset(gap, cells) && bb_subset(cells, empty))
                return true;
        }
    }
    return false;
}

/* Per mille: the chance that a card of `ncards` (carrying `time` in all)
 * is revealed before `left` more time has been revealed. The card that
 * reaches the duration is revealed too, hence the half card more. */
static int reveal_chance(int left, int time, int ntimed)
{
    if (left <= 0 || ntimed <= 0)
        return 0;
    if (time <= 0)
        return PER;
    int draws_x2 = 2 * left * ntimed / time + 1; /* expected timed cards revealed, doubled */
    int chance = draws_x2 * PER / (2 * ntimed);
    return chance > PER ? PER : chance;
}

void ai_deck_init(AiDeck *d, const Game *g)
{
    memset(d, 0, sizeof *d);
    CardSet set = g->settings.explore_set;
    int ncards = card_count();
    /* the set: every card of the explore deck with a shape, and the time the set carries */
    int set_time = 0, set_timed = 0;
    for (int id = 0; id < ncards && d->ncards < AI_DECK_MAX; id++) {
        const Card *c = card_get(id);
        if (c->set != set || (c->kind != CARD_EXPLORE && c->kind != CARD_SPECIAL && c->kind != CARD_RUINS))
            continue;
        if (c->time > 0) {
            set_time += c->time;
            set_timed++;
        }
        if (c->kind != CARD_RUINS)
            d->card[d->ncards++] = (int8_t)id;
    }
    /* this season: the cards still in the deck */
    int first = g->decision.kind == DECISION_TROLL ? g->season + 1 : g->season;
    d->season = first;
    int left_time = 0, left_timed = 0;
    bool in_deck[MAX_CARDS] = {false};
    for (int i = 0; i < g->deck_len; i++) {
        const Card *c = card_get(g->deck[i]);
        in_deck[g->deck[i]] = true;
        if ((c->kind == CARD_EXPLORE || c->kind == CARD_SPECIAL || c->kind == CARD_RUINS) && c->time > 0) {
            left_time += c->time;
            left_timed++;
        }
    }
    int now = 0, draws = 0;
    if (first == g->season && first < SEASONS) {
        int left = game_season_duration(g, g->season) - g->time;
        now = reveal_chance(left, left_time, left_timed);
        draws = left_timed ? (2 * left * left_timed / (left_time ? left_time : 1) + 1) / 2 : 0;
        if (draws < 1 && left > 0)
            draws = 1;
    }
    d->draws_now = draws;
    for (int i = 0; i < d->ncards; i++)
        d->now[i] = in_deck[d->card[i]] ? now : 0;
    for (int s = 0; s < SEASONS; s++) {
        int duration = game_season_duration(g, s);
        d->later[s] = s > first ? reveal_chance(duration, set_time, set_timed) : 0;
        d->later_draws[s] = set_time ? (2 * duration * set_timed / set_time + 1) / 2 : 0;
    }
}

/* Per mille: the chance that at least one of the cards `which` (bit i =
 * deck card i) is revealed and spent on the gap, now or in a later season
 * whose chance per card is `per_card`. */
static int gap_chance(const AiDeck *d, unsigned which, bool now, int per_card, int use)
{
    int miss = PER;
    for (int i = 0; i < d->ncards; i++) {
        if (!(which & (1u << i)))
            continue;
        int p = (now ? d->now[i] : per_card) * use / 100;
        miss = miss * (PER - p) / PER;
    }
    return PER - miss;
}

/* The cells of one line, in order along it. */
typedef struct Line {
    int n;
    int8_t cell[BOARD_SIZE];
} Line;

static void row_line(int r, Line *l)
{
    l->n = BOARD_SIZE;
    for (int c = 0; c < BOARD_SIZE; c++)
        l->cell[c] = (int8_t)bb_index(r, c);
}

static void column_line(int c, Line *l)
{
    l->n = BOARD_SIZE;
    for (int r = 0; r < BOARD_SIZE; r++)
        l->cell[r] = (int8_t)bb_index(r, c);
}

/* The Broken Road's diagonal from row r of the left edge down to the bottom edge. */
static void diagonal_line(int r, Line *l)
{
    l->n = 0;
    for (int k = 0; r + k < BOARD_SIZE; k++)
        l->cell[l->n++] = (int8_t)bb_index(r + k, k);
}

#define GAPS_MAX 6

/* Centipoints: the line's `points` for each of the decree's seasons to
 * come, times the chance it is complete by then. `adjacent`: the line's
 * spaces are neighbours (rows, columns), so a run of empty ones is one gap
 * for one shape; on a diagonal each empty space is a gap of its own. */
static int line_value(const AiView *v, const Line *l, Bitboard empty, const Bitboard *cover, int points, int decree,
                      bool adjacent)
{
    const AiDeck *d = &v->deck;
    /* the gaps: runs of empty spaces along the line */
    unsigned gap_cards[GAPS_MAX];
    int gap_size[GAPS_MAX], gap_first[GAPS_MAX], ngaps = 0, left = 0;
    Bitboard gap_cells[GAPS_MAX];
    for (int i = 0; i < l->n; i++) {
        if (!bb_test(empty, l->cell[i]))
            continue;
        left++;
        bool joins = adjacent && i > 0 && bb_test(empty, l->cell[i - 1]);
        if (!joins) {
            if (ngaps == GAPS_MAX)
                return 0;
            gap_cards[ngaps] = ~0u;
            gap_first[ngaps] = l->cell[i];
            gap_cells[ngaps] = bb_empty();
            gap_size[ngaps++] = 0;
        }
        gap_size[ngaps - 1]++;
        bb_set(&gap_cells[ngaps - 1], l->cell[i]);
        unsigned which = 0;
        for (int c = 0; c < d->ncards; c++)
            if (bb_test(cover[c], l->cell[i]))
                which |= 1u << c;
        gap_cards[ngaps - 1] &= which;
    }
    if (left == 0 || left > v->w->finish_max)
        return 0;
    /* a gap of two to four spaces: the cards one of whose placements covers all of it */
    for (int g = 0; g < ngaps; g++) {
        if (gap_size[g] < 2 || gap_size[g] > 4)
            continue;
        unsigned which = 0;
        for (int c = 0; c < d->ncards; c++)
            if ((gap_cards[g] & (1u << c)) && card_fills(d->card[c], empty, gap_cells[g], gap_first[g]))
                which |= 1u << c;
        gap_cards[g] = which;
    }
    /* draws the gaps need: one each, two for a gap longer than any shape */
    int pieces = 0;
    for (int g = 0; g < ngaps; g++)
        pieces += gap_size[g] > 4 ? 2 : 1;
    /* per gap, the chance it is still open after each season */
    int open[GAPS_MAX];
    int value = 0;
    for (int g = 0; g < ngaps; g++)
        open[g] = PER;
    int use = v->w->finish_use;
    for (int s = d->season; s < SEASONS; s++) {
        for (int g = 0; g < ngaps; g++) {
            int fill = s == d->season ? (pieces <= d->draws_now ? gap_chance(d, gap_cards[g], true, 0, use) : 0)
                                      : gap_chance(d, gap_cards[g], false, d->later[s], use);
            if (gap_size[g] > 4)
                fill = fill * fill / PER;
            open[g] = open[g] * (PER - fill) / PER;
        }
        int weight = v->season_decree[s][0] == decree || v->season_decree[s][1] == decree
                         ? (s == d->season ? 100 : v->w->future_decree)
                         : 0;
        if (!weight)
            continue;
        int done = PER;
        for (int g = 0; g < ngaps; g++)
            done = done * (PER - open[g]) / PER;
        value += points * weight * done / PER;
    }
    return value;
}

int ai_finish_lines(const AiView *v, int decree, int kind, const Board *b, const Bitboard *cover)
{
    Bitboard empty = board_empty_spaces(b), mountains = b->layer[CONTENT_MOUNTAIN];
    int value = 0;
    Line l;
    switch (kind) {
    case AI_LINES_ROWS_COLUMNS:
    case AI_LINES_WITH_MOUNTAIN: {
        bool mountain = kind == AI_LINES_WITH_MOUNTAIN;
        int points = mountain ? 7 : 6;
        for (int i = 0; i < BOARD_SIZE; i++) {
            if (!mountain || bb_intersects(bb_row_mask(i), mountains)) {
                row_line(i, &l);
                value += line_value(v, &l, empty, cover, points, decree, true);
            }
            if (!mountain || bb_intersects(bb_column(i), mountains)) {
                column_line(i, &l);
                value += line_value(v, &l, empty, cover, points, decree, true);
            }
        }
        break;
    }
    case AI_LINES_ODD_COLUMNS:
        for (int i = 0; i < BOARD_SIZE; i += 2) {
            column_line(i, &l);
            value += line_value(v, &l, empty, cover, 10, decree, true);
        }
        break;
    case AI_LINES_DIAGONALS:
        for (int r = 0; r < BOARD_SIZE; r++) {
            diagonal_line(r, &l);
            value += line_value(v, &l, empty, cover, 3, decree, false);
        }
        break;
    default:
        break;
    }
    return value;
}

void ai_deck_cover(const AiDeck *d, Bitboard empty, Bitboard *cover)
{
    for (int i = 0; i < d->ncards; i++)
        cover[i] = card_cover(d->card[i], empty);
}
