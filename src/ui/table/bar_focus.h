/* bar_focus.h: the focus of the keys and the pad on the table's bars: the
 * seat tabs above the map, Undo, Redo, Hint, Rules and Menu below it, and
 * the four decrees (with the focus, one shows what it counts as under the
 * pointer: its spaces lit, and its name and rule whole when abridged; Undo,
 * Redo, Hint and a tab show their tooltips so).
 * Tab (the pad's X) goes through the options of the newest card as before;
 * past the last one it comes to these, and past them back to the move: the
 * first option (Shift+Tab: the last). There the arrows go from one to the next nearest
 * (Up or Down with none that way: back to the move), Enter, Space or A
 * press the one with the focus as a click would, Esc or B go back to the
 * move. A click anywhere gives the focus back to the move. The ring shows
 * while the keys or a pad were used last (focus.h). */
#ifndef UI_TABLE_BAR_FOCUS_H
#define UI_TABLE_BAR_FOCUS_H

#include <stdbool.h>

#include "events.h"
#include "play.h"
#include "table_view.h"

/* The focus ids: a bar button is its ButtonId, a seat tab BAR_TAB + seat,
 * a decree BAR_DECREE + its index. */
#define BAR_TAB 100
#define BAR_DECREE 200

/* A key for the bars' focus: false when it is not theirs (the move takes
 * it); else *out is what it does: ACT_BAR_FOCUS when only the focus moved,
 * or the action a click on the control would give. */
bool bar_focus_key(TableView *tv, const UiEvent *e, TableAction *out);
/* Where the ring goes: the control with the focus; false when the move has it. */
bool bar_focus_rect(const TableView *tv, SDL_Rect *r);

#endif
