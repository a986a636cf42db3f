/* tutorial_draw.h: the guided first game's box on the table: the step's
 * sentence, why a move was held back, a Next button for the steps that only
 * explain, and the highlight and arrow pointing at what the step is about.
 * Everything is placed from the table's layout (tutorial_aim_rects), so it
 * is right at every window size. */
#ifndef UI_TABLE_TUTORIAL_DRAW_H
#define UI_TABLE_TUTORIAL_DRAW_H

#include "tutorial.h"

/* Where the box goes, its Next button (w 0 when the step has none). */
typedef struct TutorialBox {
    SDL_Rect box;
    SDL_Rect next;
    SDL_Rect aim; /* the union of what the step aims at (w 0 none) */
    bool next_ring; /* Next shows the focus ring: a pad was used last, and its A presses it */
} TutorialBox;

/* `over`: the box over the table (its id SCREEN_TABLE when none): the
 * lessons' box keeps off its panel and may point at its Continue button. */
void tutorial_box_layout(const Tutorial *t, TableView *tv, const BoxOver *over, TutorialBox *out);
void tutorial_draw(const Tutorial *t, TableView *tv, const BoxOver *over);

#endif
