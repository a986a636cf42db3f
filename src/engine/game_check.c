/* game_check.c: the engine's invariants, checked by the tests after every
 * move of thousands of random games. */
#include <stdio.h>

#include "game_internal.h"

static bool broken(char *err, size_t errsize, int player, const char *what)
{
    snprintf(err, errsize, "player %d: %s", player + 1, what);
    return false;
}

bool game_check_invariants(const Game *g, char *err, size_t errsize)
{
    Board printed;
    map_side_board(g->settings.side, &printed);
    bool destroyers = false;
    for (int i = 0; i < 8; i++) {
        const Card *c = card_get(game_ambush_card(i));
        if (((g->settings.ambush_mask >> i) & 1) && c && (c->effect == EFFECT_GORGON || c->effect == EFFECT_TROLL))
            destroyers = true;
    }
    for (int p = 0; p < g->settings.players; p++) {
        const Sheet *s = &g->sheets[p];
        const Board *b = &s->board;
        Bitboard seen = bb_empty();
        for (int c = 0; c < CONTENT_COUNT; c++) {
            if (bb_intersects(seen, b->layer[c]))
                return broken(err, errsize, p, "two contents on one space");
            seen = bb_or(seen, b->layer[c]);
        }
        if (!bb_equal(b->ruins, printed.ruins))
            return broken(err, errsize, p, "ruins marks changed");
        if (!bb_equal(b->layer[CONTENT_MOUNTAIN], printed.layer[CONTENT_MOUNTAIN]))
            return broken(err, errsize, p, "mountains changed");
        if (!bb_equal(b->layer[CONTENT_WASTELAND], printed.layer[CONTENT_WASTELAND]))
            return broken(err, errsize, p, "wasteland changed");
        if (s->coins < 0 || s->coins > COIN_LIMIT)
            return broken(err, errsize, p, "coins out of range");
        if (bb_intersects(s->marks, b->layer[CONTENT_MONSTER]))
            return broken(err, errsize, p, "a monster survives under an attack mark");
        for (int i = 0; i < 8; i++)
            if (!bb_subset(s->named[i], b->layer[CONTENT_MONSTER]))
                return broken(err, errsize, p, "a named monster space is not a monster");
        if (!bb_subset(s->mountains_paid, b->layer[CONTENT_MOUNTAIN]))
            return broken(err, errsize, p, "a paid mountain is not a mountain");
        if (!g->settings.heroes && (!bb_is_empty(b->layer[CONTENT_HERO]) || !bb_is_empty(s->marks)))
            return broken(err, errsize, p, "a hero in a game without heroes");
        /* without heroes only the Gorgon and the Troll destroy spaces, and
         * they can be in a mixed game's ambush pile */
        if (!g->settings.heroes && !destroyers && !bb_is_empty(b->layer[CONTENT_DESTROYED]))
            return broken(err, errsize, p, "a destroyed space in a game without heroes or Heroes ambushes");
        int monsters = 0;
        for (int season = 0; season < SEASONS && season < g->season; season++) {
            const SeasonScore *sc = &s->seasons[season];
            if (sc->total != sc->decree[0] + sc->decree[1] + sc->coins + sc->monsters)
                return broken(err, errsize, p, "a season box does not add up");
            monsters += sc->monsters;
        }
        if (g->phase != PHASE_EFFECTS && monsters != s->monster_total)
            return broken(err, errsize, p, "monster total does not match the season boxes");
    }
    if (g->season < 0 || g->season > SEASONS || g->deck_len < 0 || g->deck_len > MAX_CARDS)
        return broken(err, errsize, 0, "season or deck out of range");
    if (!game_over(g) && g->decision.kind == DECISION_NONE)
        return broken(err, errsize, 0, "no decision pending in a running game");
    return true;
}
