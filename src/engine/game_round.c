/* game_round.c: rounds, for play at once over the network (docs/rules.md
 * §10e): which round a game is in, one sheet's decisions of the round made
 * before the sheets ahead of it have made theirs, and a hash of the whole
 * state for comparing two copies of a game. */
#include <string.h>

#include "game_internal.h"

uint32_t game_round(const Game *g)
{
    uint32_t effect = g->phase == PHASE_EFFECTS ? (uint32_t)g->effect_index + 1 : 0;
    if (g->phase == PHASE_OVER)
        return ((uint32_t)SEASONS * 64u + 63u) * 16u + 15u;
    return ((uint32_t)g->season * 64u + (uint32_t)g->row_len) * 16u + effect;
}

bool game_round_view(const Game *g, int sheet, Game *out)
{
    const Decision *d = &g->decision;
    if (d->kind == DECISION_NONE || sheet < 0 || sheet >= g->settings.players)
        return false;
    if (sheet < d->sheet)
        return false; /* its turn in this round has passed */
    *out = *g;
    if (sheet == d->sheet)
        return true;
    /* The decisions of the sheets between are skipped, not made: a draw,
     * a hero, a destroyed space change only the sheet they are made on,
     * and the round's card, ruins rule and effect are the same for every
     * sheet, so the sheet's decision is what it will be in its turn. */
    out->turn = sheet;
    if (out->phase == PHASE_GORGON)
        out->phase = PHASE_RESOLVE;
    game_advance(out);
    return out->decision.kind != DECISION_NONE && out->decision.sheet == sheet && game_round(out) == game_round(g);
}

/* ---- The state hash: FNV-1a over every field, one by one (no padding) ---- */

typedef struct Hash {
    uint64_t h;
} Hash;

static void mix(Hash *h, uint64_t v)
{
    for (int i = 0; i < 8; i++) {
        h->h ^= (v >> (8 * i)) & 0xffu;
        h->h *= UINT64_C(0x100000001b3);
    }
}

static void mix_bb(Hash *h, Bitboard b)
{
    mix(h, b.lo);
    mix(h, b.hi);
}

static void mix_bytes(Hash *h, const int8_t *v, int n)
{
    mix(h, (uint64_t)n);
    for (int i = 0; i < n; i++)
        mix(h, (uint64_t)(uint8_t)v[i]);
}

static void mix_sheet(Hash *h, const Sheet *s)
{
    for (int c = 0; c < CONTENT_COUNT; c++)
        mix_bb(h, s->board.layer[c]);
    mix_bb(h, s->board.ruins);
    mix_bb(h, s->marks);
    for (int i = 0; i < 8; i++)
        mix_bb(h, s->named[i]);
    mix_bb(h, s->dragon);
    mix_bb(h, s->mountains_paid);
    mix(h, s->dragon_paid);
    mix(h, (uint64_t)s->coins);
    for (int i = 0; i < SEASONS; i++) {
        const SeasonScore *ss = &s->seasons[i];
        mix(h, (uint64_t)ss->decree[0]);
        mix(h, (uint64_t)ss->decree[1]);
        mix(h, (uint64_t)ss->coins);
        mix(h, (uint64_t)ss->monsters);
        mix(h, (uint64_t)ss->total);
    }
    mix(h, (uint64_t)s->monster_total);
    mix_bytes(h, s->destroyed_was, BOARD_SPACES);
}

uint64_t game_state_hash(const Game *g)
{
    Hash h = {UINT64_C(0xcbf29ce484222325)};
    const GameSettings *s = &g->settings;
    mix(&h, (uint64_t)s->kind);
    mix(&h, (uint64_t)s->side);
    mix(&h, (uint64_t)s->players);
    mix(&h, s->seed);
    mix(&h, (uint64_t)s->explore_set);
    mix(&h, (uint64_t)s->season_set);
    mix(&h, s->heroes);
    mix(&h, s->ambush_mask);
    mix(&h, s->solo_ambush_rule);
    for (int i = 0; i < DECREES; i++)
        mix(&h, (uint64_t)g->decree_cards[i]);
    mix(&h, g->rng.state);
    mix(&h, g->rng.stream);
    for (int p = 0; p < s->players && p < MAX_PLAYERS; p++)
        mix_sheet(&h, &g->sheets[p]);
    mix_bytes(&h, g->deck, g->deck_len);
    mix_bytes(&h, g->ambush_pile, g->ambush_len);
    mix_bytes(&h, g->hero_pile, g->hero_len);
    mix_bytes(&h, g->row, g->row_len);
    mix_bytes(&h, g->lasting, g->lasting_len);
    mix(&h, (uint64_t)g->season);
    mix(&h, (uint64_t)g->time);
    mix(&h, g->ruins_pending);
    mix(&h, (uint64_t)g->current);
    mix(&h, (uint64_t)g->turn);
    mix(&h, (uint64_t)g->effect_index);
    mix(&h, (uint64_t)g->phase);
    const Decision *d = &g->decision;
    mix(&h, (uint64_t)d->kind);
    mix(&h, (uint64_t)d->actor);
    mix(&h, (uint64_t)d->sheet);
    mix(&h, (uint64_t)d->card);
    mix(&h, d->single_only);
    mix(&h, d->ruins_needed);
    mix(&h, (uint64_t)d->solo_target);
    mix(&h, (uint64_t)g->moves_applied);
    return h.h;
}
