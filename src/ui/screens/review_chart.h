/* review_chart.h: the review screen's drawings: the chart of the expected
 * final score after each move (a point per move, the losses as dots, the
 * picked move ringed, the seasons under it) and a small map of a position
 * with a move drawn on it. */
#ifndef CARTO_REVIEW_CHART_H
#define CARTO_REVIEW_CHART_H

#include "gfx.h"
#include "review.h"

/* Draws the chart of r in area, move `selected` (an index into r->moves, -1
 * none) picked and ringed, `hovered` banded; returns where the ring was
 * drawn (empty when none). */
SDL_Rect review_chart_draw(const Review *r, Gfx *g, SDL_Rect area, int selected, int hovered);
/* The chart's column of move i (an index into r->moves), for clicking. */
SDL_Rect review_chart_column(const Review *r, const Gfx *g, SDL_Rect area, int i);
/* Where a map drawn in `area` goes: its grid of spaces (cell pixels each),
 * the band left of it for the rows' letters (the columns' numbers take a
 * line above it), and `step` 1 when every row and column is labelled, 2
 * when a cell is too small and every other one is. */
typedef struct ReviewMapGrid {
    SDL_Rect area, grid;
    int cell, band, step;
} ReviewMapGrid;
ReviewMapGrid review_map_grid(const Gfx *g, SDL_Rect r);
/* The map of b in r (square: the grid and its labels), the move's spaces
 * (m, NULL none) drawn in its terrain and outlined in `outline`, the rest
 * paler; returns where it went. */
ReviewMapGrid review_map_draw(Gfx *g, SDL_Rect r, const Board *b, const Move *m, SDL_Color outline);

#endif
