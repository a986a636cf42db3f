/* past_players.c: a past game's players as short texts (past_players.h). */
#include <stdio.h>

#include "names.h"
#include "past_players.h"

int past_player_texts(const PastGame *pg, char out[MAX_PLAYERS][PLAYER_TEXT])
{
    int n = 0;
    for (int place = 1; place <= pg->players; place++)
        for (int p = 0; p < pg->players; p++)
            if (pg->places[p] == place) {
                if (pg->players > 1)
                    snprintf(out[n++], PLAYER_TEXT, "%d. %s: %d", place, name_seat(pg->names[p]), pg->totals[p]);
                else
                    snprintf(out[n++], PLAYER_TEXT, "%s: %d", name_seat(pg->names[p]), pg->totals[p]);
            }
    return n;
}
