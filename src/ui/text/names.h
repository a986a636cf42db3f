/* names.h: the names the screen shows for seasons, terrains, scoring
 * categories, buttons and the engine's cards, translated (i18n.h). One
 * place, so every part of the table says the same thing. */
#ifndef UI_TEXT_NAMES_H
#define UI_TEXT_NAMES_H

#include <stddef.h>

#include "board.h"
#include "cards.h"
#include "game.h"
#include "scoring.h"

const char *name_season(int season);
/* Shortened for a narrow place that has a tooltip with the whole name. */
const char *name_season_short(int season);
const char *name_terrain(Content c);
const char *name_category(ScoringCategory c);
const char *name_card(const Card *c);
/* A monster's short name ("Dragon", "Zombies", "Troll", "Gorgon"); the
 * card's name for a monster without one. */
const char *name_monster(const Card *c);
const char *name_scoring(const ScoringCard *c);
/* A computer's strength (0 easy, 1 medium, 2 hard) as in its default name. */
const char *name_strength(int strength);
const char *text_scoring(const ScoringCard *c);
/* A seat's name as this computer shows it. The names a game makes up are
 * kept in English ("Player 2", "Computer 3", as session_seat_init and the
 * host make them; "Computer (hard)", "Computer 3 (hard)", as the setup
 * screen does) and shown in the language of the moment, so a network game's
 * names are in each computer's own language and a saved game's follow a
 * change of language; any other name is shown as it is. The text lives until eight
 * more calls (a small ring, so a line may show several names). */
const char *name_seat(const char *name);
/* The length of a name's first word, for a place too narrow for all of it:
 * a word without a letter ("4." of "4. gép (könnyű)") is no name alone,
 * so it is taken with the next ("4. gép"). The whole name when it is one
 * word. */
size_t name_first_word(const char *name);
/* A lobby's line for seat number `seat` (from 1): the name (NULL for a seat
 * still open) and what the seat is ("ready", "computer, hard"). A name may
 * start with a number of its own, so each language writes the seat's so
 * that the two cannot be read together. */
void name_seat_line(int seat, const char *name, const char *what, char *out, size_t size);
/* A campaign game's name, translated (by its index; "" for none). */
const char *name_campaign(int index);
/* "Solo · Heroes", "3 players · Base game" */
void describe_game(int players, GameKind kind, char *buf, size_t size);
/* The name of a kind of game: "Base game", "Heroes", "Mixed game". */
const char *name_kind(GameKind kind);

#endif
