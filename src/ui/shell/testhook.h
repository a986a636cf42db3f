/* testhook.h: what UI tests need from the running game, in developer
 * builds only (meson -Ddeveloper=true). On F8 (with $CARTOGRAPHERS_STATE
 * set) the game writes a small key=value file: the screen on top (a box
 * of the table is a screen: handover, season, final, not_saved) and what
 * it reports (its buttons, "final_continue_x"), the pending decision, where to click to make a good legal move (the greedy
 * bot's) with real input, the totals, the sheet shown (view), how many
 * spaces are outlined as others' moves (recent_N), a space of the shape
 * laid on the map (ghost_x, ghost_y: a finger's tap there turns it), and
 * the computer players' state; with $CARTOGRAPHERS_RECORD set, the game's record
 * (settings and moves, with result lines once it is over) for
 * cartographers-cli replay. Nothing here changes the game. */
#ifndef UI_SHELL_TESTHOOK_H
#define UI_SHELL_TESTHOOK_H

#include "shell.h"

void testhook_dump(Shell *sh);

/* At start: with $CARTOGRAPHERS_STOP_AFTER=NAME the program stops dead
 * (_Exit(99): no clean-up, as a kill) just after a write of a file named
 * NAME has put it in place (fileio_on_written); "game-*" names every file
 * beginning with "game-". The tests of a finished game's recording stop it
 * at each of its writes. */
void testhook_init(void);

#endif
