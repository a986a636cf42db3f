/* maps.h: the four printed map sides (docs/cards.md §6). */
#ifndef CARTO_MAPS_H
#define CARTO_MAPS_H

#include <stdbool.h>

#include "board.h"

typedef enum MapSide { MAP_SIDE_A, MAP_SIDE_B, MAP_SIDE_C, MAP_SIDE_D, MAP_SIDE_COUNT } MapSide;

/* The printed sheet: mountains, wasteland and ruins, nothing drawn. */
void map_side_board(MapSide side, Board *out);

/* 'A'..'D' for a side; map_side_parse accepts "A".."D" (either case). */
char map_side_letter(MapSide side);
bool map_side_parse(const char *s, MapSide *out);

#endif
