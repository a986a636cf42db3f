/* refusal.c: the English sentences of the engine's refusals (see
 * refusal.h). */
#include "refusal.h"

#include <stdio.h>

#include "board.h"
#include "cards.h"
#include "game.h"

static const char *card_id(int card)
{
    const Card *c = card_get(card);
    return c ? c->id : "?";
}

static const char *card_name(int card)
{
    const Card *c = card_get(card);
    return c ? c->name : "?";
}

void game_refusal_text(const Refusal *r, char *buf, size_t size)
{
    char space[4] = "";
    switch (r->code) {
    case REFUSE_NONE:
        snprintf(buf, size, "%s", "");
        return;
    case REFUSE_NO_MOVE:
        snprintf(buf, size, "no move");
        return;
    case REFUSE_GAME_OVER:
        snprintf(buf, size, "the game is over");
        return;
    case REFUSE_NO_DECISION:
        snprintf(buf, size, "no decision is pending");
        return;
    case REFUSE_OTHER_CARD:
        snprintf(buf, size, "the move is for another card: %s is being resolved", card_id(r->arg[0]));
        return;
    case REFUSE_WANT_DRAW:
        snprintf(buf, size, "a shape is to be drawn now (draw or single)");
        return;
    case REFUSE_WANT_HERO:
        snprintf(buf, size, "a hero is to be placed now (hero)");
        return;
    case REFUSE_WANT_DESTROY:
        snprintf(buf, size, "a space is to be destroyed now (destroy)");
        return;
    case REFUSE_SINGLE_ONLY:
        snprintf(buf, size, "no shape of this card fits: draw a 1x1 (single) instead");
        return;
    case REFUSE_NO_SUCH_SHAPE:
        snprintf(buf, size, "%s has %d shape%s", card_name(r->arg[0]), r->arg[1], r->arg[1] == 1 ? "" : "s");
        return;
    case REFUSE_ORIENTATION:
        snprintf(buf, size, "orientation must be 0 to 7");
        return;
    case REFUSE_SOLO_ORIENTATION:
        snprintf(buf, size, "a solo ambush is drawn as printed, without turning or mirroring (orient=0)");
        return;
    case REFUSE_TERRAIN:
        snprintf(buf, size, "%s cannot be drawn as %s", card_name(r->arg[0]),
                 r->arg[1] >= 0 && r->arg[1] < CONTENT_COUNT ? game_terrain_name(r->arg[1]) : "that terrain");
        return;
    case REFUSE_OFF_MAP:
        snprintf(buf, size, "the shape would leave the map");
        return;
    case REFUSE_FILLED:
        snprintf(buf, size, "the shape would cover a filled space");
        return;
    case REFUSE_RUINS:
        snprintf(buf, size, "after a ruins card the shape must cover an empty ruins space");
        return;
    case REFUSE_SOLO_TARGET:
        board_space_name(r->arg[0], space);
        snprintf(buf, size, "the solo ambush must cover its target space %s", space);
        return;
    case REFUSE_SHAPE_FITS:
        snprintf(buf, size, "a shape of this card fits, so the 1x1 may not be drawn instead");
        return;
    case REFUSE_NO_SUCH_SPACE:
        snprintf(buf, size, "no such space");
        return;
    case REFUSE_SPACE_FILLED:
        snprintf(buf, size, "that space is already filled");
        return;
    case REFUSE_AMBUSH_SINGLE:
        snprintf(buf, size, "an ambush's 1x1 is a monster");
        return;
    case REFUSE_SINGLE_TERRAIN:
        snprintf(buf, size, "the 1x1 is forest, village, farm, water or monster");
        return;
    case REFUSE_HERO_SPACE:
        snprintf(buf, size, "the hero must go on an empty space");
        return;
    case REFUSE_GORGON_TARGET:
        snprintf(buf, size, "the gorgon destroys a space next to it that is not a mountain, wasteland or destroyed");
        return;
    case REFUSE_TROLL_TARGET:
        snprintf(buf, size, "the troll destroys an empty space next to it");
        return;
    case REFUSE_CODE_COUNT:
        break;
    }
    snprintf(buf, size, "refused");
}
