/* regions.h: the regions of the table, one file each, drawn by draw.c in
 * two passes (see draw.h). */
#ifndef UI_TABLE_REGIONS_H
#define UI_TABLE_REGIONS_H

#include <stdbool.h>

#include "look.h"
#include "table_view.h"
#include "view.h"

typedef enum DrawPass { PASS_STATIC, PASS_DYNAMIC } DrawPass;

void draw_bars(TableView *tv, DrawPass pass);    /* draw_bars.c: top bar, season track, seed, bottom bar */
void draw_sheet(TableView *tv, DrawPass pass);   /* draw_sheet.c: the map sheet */
void draw_scores(TableView *tv, DrawPass pass);  /* draw_scores.c: coin track, season boxes, total */
void draw_cards(TableView *tv, DrawPass pass);   /* draw_cards.c: the card row */
void draw_choice(TableView *tv, DrawPass pass);  /* draw_choice.c: option tiles on the newest card, placing tools */
void draw_decrees(TableView *tv, DrawPass pass); /* draw_decrees.c: decrees A-D */

/* The four season boxes' labels (draw_scores.c), shortened alike until
 * every one fits its box: "Spring  A+B", "Spring A+B", "Spring", "Spr." (the
 * boxes say the same kind of thing, not "Spring" beside "Summer C+D"). */
#define SEASON_LABEL_MAX 48
void draw_season_labels(TableView *tv, const ViewScores *v, char labels[SEASONS][SEASON_LABEL_MAX]);

/* The players' tabs' names (draw_sheet.c) and their faces, the raised
 * tab `shown` in the larger one where its name fits: as much of each name
 * as fits its tab (whole; a computer's "Computer N", then "CN"; another's
 * first word, then initials; the tab's tooltip has it whole), the names
 * the game gave the computers shortened alike, so that one does not keep
 * its "(hard)" beside another that lost its "(medium)". */
#define TAB_NAME_MAX (SEAT_NAME_MAX + 8)
void draw_tab_names(TableView *tv, int shown, char names[MAX_PLAYERS][TAB_NAME_MAX], FontRole fonts[MAX_PLAYERS]);

/* The faces of the season boxes' numbers (draw_scores.c): [0] for the
 * decrees', coins' and monsters' cells, [1] for the seasons' totals, each
 * the largest in which every number of its kind fits its cell, so that a
 * "10" is not smaller than the "6" beside it. */
void draw_score_faces(TableView *tv, const ViewScores *v, FontRole faces[2]);

/* The option tiles on the newest card (draw_choice.c). */
void draw_options(TableView *tv);
/* The newest card of the row with its option tiles (draw_cards.c; the
 * animation's layer). */
void draw_newest_card(TableView *tv);
/* One card, full face (draw_cards.c). */
void draw_card_face(TableView *tv, SDL_Rect r, int card_id, bool print_body);
/* Where the ghost draws: its spaces and its tag (draw_sheet.c; empty when
 * it is not active). */
SDL_Rect draw_ghost_bounds(TableView *tv, const ViewGhost *g);
/* How a placing tool's button looks now (draw_choice.c). */
ButtonLook draw_tool_look(TableView *tv, int b);
/* How a button of the bottom bar looks now (draw_bars.c). */
ButtonLook draw_bar_look(const TableView *tv, int b);

#endif
