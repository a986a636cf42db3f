/* tutorial_heroes.h: chapter 2 of the tutorial, the Heroes lesson.
 *
 * A real Heroes solo game on a fixed seed (side C, the rules' first-game
 * decrees) whose spring deals Hillside Terrace, the Dragon Inferno (an
 * ambush with a lasting effect), Frontier Dwelling, then the hero Wren the
 * Lioness, whose attack marks can destroy the dragon. The steps: the first
 * card anywhere, the dragon where the solo rule puts it, its lasting effect
 * (the chip beside the tools), the next card, the hero card and its
 * pattern, the hero placed so its marks lie on the dragon (a placement
 * that destroys nothing is explained, not drawn), the destroyed spaces,
 * play on to spring's scoring, the end.
 *
 * tutorial.c asks these functions for the chapter-2 steps; they only read
 * the table's view and never call back into tutorial.c. */
#ifndef UI_TABLE_TUTORIAL_HEROES_H
#define UI_TABLE_TUTORIAL_HEROES_H

#include <stddef.h>

#include "tutorial.h"

void tutorial_heroes_settings(GameSettings *s);
bool tutorial_heroes_is_game(const Game *g);

/* The step that fits a position of the lesson's game. */
int heroes_step_for(const Game *g, ScreenId box);
/* The moves the game has made at a step (-1: any, from the hero on). */
int heroes_moves_of(int step);
bool heroes_has_next(int step);
int heroes_next(int step);
/* A Confirm the step does not take, for a legal tentative move: true when
 * the hero's marks miss the dragon (heroes_why says so). */
bool heroes_judge(int step, const TableView *tv);
/* That complaint in the words of what was used last: the keys', a pad's
 * buttons or a finger's taps. */
void heroes_why(const TableView *tv, char *why, size_t size);
/* The step after a match event or a box closed (the same when
 * nothing changes). */
int heroes_sync(int step, int step_moves, const TableView *tv, ScreenId box);
/* The step's sentence (translated); the hero's placing in the words of
 * what was used last (tv may be NULL: the keys'). */
const char *heroes_text(int step, const TableView *tv);
TutorialAim heroes_aim(int step, const TableView *tv, ScreenId box);
Bitboard heroes_cells(int step, const TableView *tv);

#endif
