/* ambushes.c: the eight ambush cards in a fixed order, base first, then
 * Heroes (the order of docs/cards.md §2): GameSettings.ambush_mask and the
 * sheets' named monsters number them this way. */
#include <string.h>

#include "game.h"

static const char *const ambush_ids[8] = {"goblin_attack",  "bugbear_assault", "kobold_onslaught",   "gnoll_raid",
                                          "dragon_inferno", "zombie_plague",   "giant_troll_ravage", "gorgon_gaze"};

int game_ambush_card(int number)
{
    if (number < 0 || number >= 8)
        return -1;
    return card_find(ambush_ids[number]);
}

int game_ambush_number(int card_id)
{
    const Card *c = card_get(card_id);
    if (!c || c->kind != CARD_AMBUSH)
        return -1;
    for (int i = 0; i < 8; i++)
        if (strcmp(ambush_ids[i], c->id) == 0)
            return i;
    return -1;
}
