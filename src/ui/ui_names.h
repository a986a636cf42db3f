/* ui_names.h: the names the screen shows for seasons, terrains, scoring
 * categories, buttons and the engine's cards, translated (i18n.h). One
 * place, so every part of the table says the same thing. */
#ifndef UI_NAMES_H
#define UI_NAMES_H

#include "board.h"
#include "cards.h"
#include "scoring.h"
#include "ui_layout.h"

const char *name_season(int season);
const char *name_terrain(Content c);
const char *name_category(ScoringCategory c);
const char *name_button(ButtonId b);
const char *name_card(const Card *c);
const char *name_scoring(const ScoringCard *c);
/* A computer's strength (0 easy, 1 medium, 2 hard) as in its default name. */
const char *name_strength(int strength);
const char *text_scoring(const ScoringCard *c);

#endif
