/* table_sound.h: which sound goes with what happens at the play table. The
 * sounds themselves are gfx's (sound.h), which knows nothing of the game;
 * this file maps the match's events and the player's actions onto them:
 *
 *   a move drawn (a shape, a monster, a hero, a space destroyed)  pencil
 *   coins gained on any map                                        coin
 *   the game ended                                                 end
 *   else a season scored                                           season
 *   else a monster (ambush) card turned                            monster
 *   else another card turned (and a new game's first card)         card
 *   a shape dropped (or confirmed) where it may not go             refuse
 *   a button of the table's bars, tools or boxes (not a greyed one) click
 *
 * The same holds for a move redone; an undo is silent. */
#ifndef UI_TABLE_TABLE_SOUND_H
#define UI_TABLE_TABLE_SOUND_H

#include "match.h"
#include "play.h"
#include "sound.h"
#include "table_view.h"

#define TABLE_SOUND_MAX 4

/* The sounds for a match event, given the game the table showed before it
 * and the game after; returns how many were written to out. */
int table_sound_cues(const Game *before, const Game *after, const MatchEvent *e, SoundId out[TABLE_SOUND_MAX]);
/* Plays them: call with the event before the table syncs its game. */
void table_sound_event(TableView *tv, const MatchEvent *e);
/* Before the table takes an action: the click of a placing tool or of
 * Undo, Redo or Hint pressed with the pointer, unless it is greyed out (its
 * look before the press: Cancel greys itself out by acting). */
void table_sound_press(TableView *tv, const TableAction *a);
/* After the table took an action: the refusal of an illegal drop, a click
 * of Menu, Rules, a tab, a box's or the replay's button. */
void table_sound_action(TableView *tv, const TableAction *a);

#endif
