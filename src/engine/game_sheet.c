/* game_sheet.c: changes to one player's sheet and their consequences:
 * attack marks destroying monsters, mountain coins, the dragon's coins, and
 * the spaces the Gorgon and the Giant Troll may destroy (docs/rules.md §3-4). */
#include "game_internal.h"

void sheet_fill(Sheet *s, Bitboard cells, Content c)
{
    for (int k = 0; k < CONTENT_COUNT; k++)
        s->board.layer[k] = bb_minus(s->board.layer[k], cells);
    s->board.layer[c] = bb_or(s->board.layer[c], cells);
}

void sheet_destroy(Sheet *s, Bitboard cells)
{
    Bitboard each = cells;
    int space;
    while ((space = bb_pop(&each)) >= 0) {
        Content was = board_get(&s->board, space);
        if (was != CONTENT_DESTROYED)
            s->destroyed_was[space] = (int8_t)was;
    }
    sheet_fill(s, cells, CONTENT_DESTROYED);
    for (int i = 0; i < 8; i++)
        s->named[i] = bb_minus(s->named[i], cells);
}

void sheet_gain_coins(Sheet *s, int n)
{
    s->coins += n;
    if (s->coins > COIN_LIMIT)
        s->coins = COIN_LIMIT;
}

/* Spaces with all on-map neighbours filled. */
static Bitboard surrounded(const Board *b) { return bb_not(bb_adjacent(board_empty_spaces(b))); }

void sheet_settle(Sheet *s)
{
    Bitboard doomed = bb_and(s->marks, s->board.layer[CONTENT_MONSTER]);
    if (!bb_is_empty(doomed))
        sheet_destroy(s, doomed);

    Bitboard enclosed = surrounded(&s->board);
    Bitboard peaks = bb_minus(bb_and(s->board.layer[CONTENT_MOUNTAIN], enclosed), s->mountains_paid);
    if (!bb_is_empty(peaks)) {
        sheet_gain_coins(s, bb_count(peaks));
        s->mountains_paid = bb_or(s->mountains_paid, peaks);
    }

    if (!s->dragon_paid && !bb_is_empty(s->dragon)) {
        Bitboard standing = bb_minus(s->dragon, s->board.layer[CONTENT_DESTROYED]);
        if (bb_subset(standing, enclosed)) {
            s->dragon_paid = true;
            sheet_gain_coins(s, 3);
        }
    }
}

static Bitboard named_monster(const Sheet *s, AmbushEffect effect)
{
    Bitboard m = bb_empty();
    for (int i = 0; i < 8; i++) {
        const Card *c = card_get(game_ambush_card(i));
        if (c && c->effect == effect)
            m = bb_or(m, s->named[i]);
    }
    return m;
}

Bitboard sheet_gorgon_targets(const Sheet *s)
{
    Bitboard gorgon = named_monster(s, EFFECT_GORGON);
    Bitboard t = bb_border(gorgon);
    t = bb_minus(t, s->board.layer[CONTENT_MOUNTAIN]);
    t = bb_minus(t, s->board.layer[CONTENT_WASTELAND]);
    return bb_minus(t, s->board.layer[CONTENT_DESTROYED]);
}

Bitboard sheet_troll_targets(const Sheet *s)
{
    Bitboard troll = named_monster(s, EFFECT_TROLL);
    return bb_and(bb_adjacent(troll), board_empty_spaces(&s->board));
}
