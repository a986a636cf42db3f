/* past_players.c: a past game's players as short texts (past_players.h). */
#include <stdio.h>

#include "i18n.h"
#include "names.h"
#include "past_players.h"

int past_player_texts(const PastGame *pg, char out[MAX_PLAYERS][PLAYER_TEXT])
{
    int n = 0;
    for (int place = 1; place <= pg->players; place++)
        for (int p = 0; p < pg->players; p++)
            if (pg->places[p] == place) {
                if (pg->players > 1)
                    /* TRANSLATORS: a player of a past game: the place, the name, the points. A name may start
                     * with a number of its own ("Computer 2 (hard)" where that is written "2. ..."): write the
                     * place so that the two cannot be read together. */
                    snprintf(out[n++], PLAYER_TEXT, C_("place, name, points", "%d. %s: %d"), place,
                             name_seat(pg->names[p]), pg->totals[p]);
                else
                    snprintf(out[n++], PLAYER_TEXT, "%s: %d", name_seat(pg->names[p]), pg->totals[p]);
            }
    return n;
}
