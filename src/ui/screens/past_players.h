/* past_players.h: a past game's players as short texts ("1. Anna: 84",
 * in the order of their places), for the lists of past games (Past games,
 * the statistics' latest games of several players). */
#ifndef CARTO_PAST_PLAYERS_H
#define CARTO_PAST_PLAYERS_H

#include "past_games.h"

#define PLAYER_TEXT (SEAT_NAME_MAX + 24)

/* "1. Anna: 84" for each player, in the order of their places ("Anna: 84"
 * alone for solo); returns how many. */
int past_player_texts(const PastGame *pg, char out[MAX_PLAYERS][PLAYER_TEXT]);

#endif
