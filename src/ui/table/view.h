/* view.h: what the table shows, derived from the game shown and the UI
 * state just before drawing: which sheet, its monster initials, what a hover
 * highlights, the ghost of the shape being placed, the score boxes with
 * projections. Drawing code reads these and never the engine's internals. */
#ifndef UI_TABLE_VIEW_H
#define UI_TABLE_VIEW_H

#include <stdbool.h>

#include "table_view.h"

typedef struct ViewGhost {
    bool active;
    bool legal;
    int terrain;     /* Content */
    Bitboard cells;  /* spaces the shape covers */
    Bitboard bad;    /* spaces that make it illegal */
    Bitboard marks;  /* hero attack marks */
    Bitboard destroys; /* monster spaces those marks would destroy */
    char label[24];  /* e.g. "+5" */
    bool loss;       /* the label is a loss ("-20"): drawn red, as the score strip's */
    int label_x, label_y; /* the label's place: its top right, in the top right corner of one of the shape's spaces */
} ViewGhost;

typedef struct ViewSheet {
    int player;
    Board board;
    Bitboard marks;
    int8_t monster[BOARD_SPACES]; /* the ambush card of a named monster's space (its sign), -1 where none */
    Content destroyed_was[BOARD_SPACES];
    bool highlight;
    Bitboard highlight_spaces;
    Bitboard highlight_chosen;
    ViewGhost ghost;
    int target; /* solo ambush target space, or -1 */
    Bitboard targets; /* spaces that may be picked (gorgon, troll) */
    Bitboard recent;  /* changed by others since the owner last drew (TableFacts.recent) */
} ViewSheet;

typedef enum SeasonState { SEASON_PAST, SEASON_CURRENT, SEASON_FUTURE } SeasonState;

typedef struct ViewScores {
    SeasonScore season[SEASONS];
    SeasonState state[SEASONS];
    char decree_letters[SEASONS][2];
    int grand_total;     /* scored so far */
    int projected_total; /* scored so far plus projections of the rest */
    int coins;
} ViewScores;

int view_player(const TableView *tv);
/* The cards in the row, oldest first, with an ambush or hero being resolved
 * on top if the row does not end with it. Returns the count. */
int view_row(const TableView *tv, int ids[LAYOUT_MAX_CARDS]);
/* Where the option tiles go: the body of the newest card when that card is
 * the one being decided and there are options; false otherwise. */
bool view_options_area(const TableView *tv, SDL_Rect *area);
/* The option tiles' rectangles; returns how many (0 when none are shown). */
int view_option_rects(const TableView *tv, SDL_Rect out[UI_MAX_OPTIONS]);
void view_sheet(TableView *tv, ViewSheet *out);
/* A player's points for their tab: scored so far, and projected as their
 * Total box reckons it (with the ghost lying on their map). */
void view_tab_points(const TableView *tv, int p, int *scored, int *projected);
/* The map being drawn at this screen, whose tab gets a pen: the decision's
 * sheet when its player draws here (home: a network game's seat of this
 * screen; -1 at one screen, where every player draws here); -1 none. */
int view_pen_sheet(const Game *g, int home);
void view_scores(TableView *tv, ViewScores *out);
/* The lasting effects' reminder chips (Heroes ambushes in play), in the
 * free middle of the tools strip; returns how many are shown. */
int view_lasting_rects(const TableView *tv, SDL_Rect out[8]);
/* What the i-th chip (at r) says: the card's name, else the monster's,
 * beside the monster's sign, or the monster's name alone when it fits only
 * without the sign (*sign false); "" (the sign alone) only where it fits
 * neither way: a name is never cut short. The sign's square is *icon. */
const char *view_lasting_label(TableView *tv, int i, SDL_Rect r, bool *sign, int *icon);
/* Once the game played on the table is over, the placing tools' strip is
 * one button, "Show the result" (it acts as Confirm: the final box comes
 * back, with its replay); true with its rectangle then. */
bool view_result_button(const TableView *tv, SDL_Rect *r);
/* A one-line explanation of what the pointer hovers, or false. */
bool view_tooltip(TableView *tv, char *buf, size_t size);
/* The ghost of the shape being placed, for drawing (inactive when none). */
void view_ghost(const TableView *tv, ViewGhost *out);

#endif
