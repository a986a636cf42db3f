/* result_image.h: the picture of a finished game for sharing: a PNG of a
 * fixed size, whatever the window's, with the game's name and challenge
 * code, the final map with its coin track and season boxes, the four
 * decrees, and the result (solo: total, rating and title; several players:
 * every player's total). It is drawn with the table's own drawing code
 * (draw_sheet, draw_scores, draw_decrees) on a layout made for the page,
 * into an offscreen picture (gfx/offscreen.h). */
#ifndef UI_TABLE_RESULT_IMAGE_H
#define UI_TABLE_RESULT_IMAGE_H

#include <stdbool.h>
#include <stddef.h>

#include "offscreen.h"
#include "table_view.h"

#define RESULT_IMAGE_W 1200
#define RESULT_IMAGE_H 900

/* The player whose map the picture shows: solo the player; with several,
 * the best-placed human seat (the first of them on a tie: whoever is at
 * the screen shares their own map), else, without humans, the winner. */
int result_image_player(const TableView *tv);

/* Draws the picture of tv's finished game (its names and seats), showing
 * `player`'s map, into o (opened at RESULT_IMAGE_W x RESULT_IMAGE_H with
 * tv's fonts and art). tag: the challenge, or NULL. */
bool result_image_draw(Offscreen *o, const TableView *tv, const ChallengeTag *tag, int player, char *why,
                       size_t whysize);

/* Draws the picture and writes it into `folder` under a name of its own
 * (result_text.h: result_file_name; today "YYYY-MM-DD"), never over an
 * existing file: the next free "-2", "-3", ... is taken. path gets the
 * file written; false with the reason (English, from SDL or the system). */
bool result_image_save(const TableView *tv, const ChallengeTag *tag, const char *folder, const char *today,
                       char *path, size_t pathsize, char *why, size_t whysize);

#endif
