/* season_effects.c: the lasting effects that acted at a season's end (see
 * season_effects.h). */
#include "season_effects.h"

#include "bitboard.h"
#include "cards.h"

int season_effects_in_play(const Game *g, int out[8])
{
    int n = 0;
    for (int i = 0; i < g->lasting_len && n < 8; i++) {
        const Card *c = card_get(g->lasting[i]);
        if (c && (c->effect == EFFECT_ZOMBIE || c->effect == EFFECT_TROLL))
            out[n++] = g->lasting[i];
    }
    return n;
}

/* The spaces the zombies hold on a sheet (none without a Zombie Plague). */
static Bitboard zombies(const Game *g, const Sheet *s)
{
    for (int i = 0; i < g->lasting_len; i++) {
        const Card *c = card_get(g->lasting[i]);
        if (c && c->effect == EFFECT_ZOMBIE)
            return s->named[game_ambush_number(g->lasting[i])];
    }
    return bb_empty();
}

bool season_effect_acted(const Game *g, const PastBoards *past, int season, int card)
{
    const Card *c = card_get(card);
    int number = game_ambush_number(card);
    if (!c || number < 0)
        return false;
    for (int p = 0; p < g->settings.players; p++) {
        const Sheet *s = &g->sheets[p];
        if (c->effect == EFFECT_ZOMBIE) {
            /* the wave's spaces: the zombies' spaces the map did not hold
             * when the season was scored */
            const Board *then = past_board(past, season, p);
            if (then && !bb_is_empty(bb_and(s->named[number], board_empty_spaces(then))))
                return true;
        } else if (c->effect == EFFECT_TROLL) {
            /* a space next to the troll, empty at the scoring and not taken
             * by a zombie wave since (the map as scored, so a space the
             * troll has destroyed meanwhile still counts) */
            const Board *then = past_board(past, season, p);
            Bitboard empty = then ? bb_minus(board_empty_spaces(then), zombies(g, s)) : board_empty_spaces(&s->board);
            if (!bb_is_empty(bb_and(bb_adjacent(s->named[number]), empty)))
                return true;
        }
    }
    return false;
}
