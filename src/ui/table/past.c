/* past.c: the maps as each season scored them (see past.h). */
#include "past.h"

#include <string.h>

void past_reset(PastBoards *p) { memset(p, 0, sizeof *p); }

/* Sheet p after the move, without what the lasting effects filled after
 * the scoring: any space empty before, outside the move's own cells and
 * filled after. */
static void as_scored(const Game *before, const Game *after, const Move *m, int p, Board *out)
{
    *out = after->sheets[p].board;
    Bitboard own = bb_empty();
    if (p == before->decision.sheet && (m->kind == MOVE_DRAW || m->kind == MOVE_SINGLE || m->kind == MOVE_HERO))
        move_cells(m, &own);
    Bitboard later = bb_minus(bb_and(board_empty_spaces(&before->sheets[p].board), board_filled(out)), own);
    for (int c = 0; c < CONTENT_COUNT; c++)
        out->layer[c] = bb_minus(out->layer[c], later);
}

void past_note(PastBoards *p, const Game *before, const Game *after, const Move *m)
{
    int season = game_seasons_scored(before);
    if (game_seasons_scored(after) <= season || season < 0 || season >= SEASONS)
        return;
    for (int player = 0; player < after->settings.players; player++)
        as_scored(before, after, m, player, &p->board[season][player]);
    p->known[season] = true;
}

void past_forget_unscored(PastBoards *p, const Game *g)
{
    for (int s = game_seasons_scored(g); s < SEASONS; s++)
        p->known[s] = false;
}

static void note_one(void *ctx, const Game *before, const Game *after, const Move *m)
{
    past_note(ctx, before, after, m);
}

void past_rebuild(PastBoards *p, const Session *s)
{
    past_reset(p);
    if (s)
        session_each_move(s, note_one, p);
}

const Board *past_board(const PastBoards *p, int season, int player)
{
    if (season < 0 || season >= SEASONS || player < 0 || player >= MAX_PLAYERS || !p->known[season])
        return NULL;
    return &p->board[season][player];
}
