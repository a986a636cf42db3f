/* touchfeed.h: fingers for the UI tests under Xvfb, in developer builds
 * only (Xvfb has no touch screen). With $CARTOGRAPHERS_TOUCH_FEED naming
 * a FIFO, a thread reads gestures from it, one a line, and puts each
 * whole gesture into SDL's queue at once (SDL_PeepEvents), as SDL's
 * finger events followed for the first finger by the mouse events SDL
 * makes of it (which == SDL_TOUCH_MOUSEID), the way a touch screen sends
 * them; the game then takes them as real input. Coordinates are window
 * points, W and H the window's size in points (the F8 dump's window_w,
 * window_h):
 *
 *   tap X Y W H                    a tap
 *   drag X0 Y0 X1 Y1 STEPS W H     a drag in STEPS motions
 *   two X Y W H                    a two-finger tap
 *   press X Y W H MS               a finger held MS milliseconds (a long
 *                                  press from 500), then lifted
 *   state                          F8 (the state dump, testhook.h) queued
 *                                  behind the gestures sent before it
 *
 * The gestures are stamped with SDL_GetTicks at once (a press's lifting
 * MS later), so a loaded machine cannot turn a tap into a long press. */
#ifndef UI_SHELL_TOUCHFEED_H
#define UI_SHELL_TOUCHFEED_H

/* Starts the feed's thread when $CARTOGRAPHERS_TOUCH_FEED is set. */
void touchfeed_start(void);

#endif
