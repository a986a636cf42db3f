/* table_sound.c: the table's sounds for the match's events and the
 * player's actions (see table_sound.h). */
#include "table_sound.h"

#include "cards.h"
#include "regions.h"

/* Whether a card of this kind was turned between the two games: the
 * season's row grew (or a new season's row began). */
static bool turned(const Game *before, const Game *after, bool *ambush)
{
    int from = after->season == before->season ? before->row_len : 0;
    *ambush = false;
    for (int i = from; i < after->row_len; i++) {
        const Card *c = card_get(after->row[i]);
        if (c && c->kind == CARD_AMBUSH)
            *ambush = true;
    }
    return after->row_len > from;
}

static bool coins_gained(const Game *before, const Game *after)
{
    for (int p = 0; p < after->settings.players && p < MAX_PLAYERS; p++)
        if (after->sheets[p].coins > before->sheets[p].coins)
            return true;
    return false;
}

int table_sound_cues(const Game *before, const Game *after, const MatchEvent *e, SoundId out[TABLE_SOUND_MAX])
{
    int n = 0;
    bool ambush;
    switch (e->kind) {
    case MATCH_INSTALLED:
        if (e->how == INSTALL_NEW && !game_over(after))
            out[n++] = SOUND_CARD;
        break;
    case MATCH_MOVED:
    case MATCH_REDONE:
        out[n++] = SOUND_PENCIL;
        if (coins_gained(before, after))
            out[n++] = SOUND_COIN;
        if (game_over(after) && !game_over(before))
            out[n++] = SOUND_END;
        else if (e->season_scored >= 0)
            out[n++] = SOUND_SEASON;
        else if (turned(before, after, &ambush))
            out[n++] = ambush ? SOUND_MONSTER : SOUND_CARD;
        break;
    default:
        break;
    }
    return n;
}

void table_sound_event(TableView *tv, const MatchEvent *e)
{
    const Game *after = match_game(tv->ui->match);
    if (!after)
        return;
    SoundId cues[TABLE_SOUND_MAX];
    int n = table_sound_cues(&tv->game, after, e, cues);
    for (int i = 0; i < n; i++)
        sound_play(&tv->ui->gfx->sound, cues[i]);
}

void table_sound_press(TableView *tv, const TableAction *a)
{
    if (a->hit.kind != HIT_BUTTON || a->kind == ACT_BUTTON || a->kind == ACT_HOVER) /* (Menu, Rules: after) */
        return;
    int b = a->hit.index;
    ButtonLook look = b <= BTN_CONFIRM ? draw_tool_look(tv, b) : draw_bar_look(tv, b);
    if (look != BUTTON_DISABLED)
        sound_play(&tv->ui->gfx->sound, SOUND_CLICK);
}

void table_sound_action(TableView *tv, const TableAction *a)
{
    const TableMove *st = &tv->move;
    Sound *s = &tv->ui->gfx->sound;
    switch (a->kind) {
    case ACT_DROP:
        if (a->cell >= 0 && st->placed && st->ghost == a->cell && st->preview.valid && !st->preview.legal)
            sound_play(s, SOUND_REFUSE);
        break;
    case ACT_CONFIRM:
        if (st->placed && st->preview.valid && !st->preview.legal)
            sound_play(s, SOUND_REFUSE);
        break;
    case ACT_BUTTON:
        if (a->hit.kind == HIT_BUTTON || a->hit.kind == HIT_TAB || a->hit.kind == HIT_BOX_BUTTON ||
            a->hit.kind == HIT_REPLAY)
            sound_play(s, SOUND_CLICK);
        break;
    default:
        break;
    }
}
