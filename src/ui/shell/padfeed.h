/* padfeed.h: a gamepad for the UI tests under Xvfb, in developer builds
 * only (Xvfb has no pads, and SDL's virtual joystick lives in the game's
 * own process). With $CARTOGRAPHERS_PAD_FEED naming a FIFO, a virtual pad
 * (virtual_pad.h) is plugged in at start and a thread reads what its
 * buttons and sticks do from the FIFO, one a line:
 *
 *   press BUTTON        a button pressed and let go (SDL's names: a, b,
 *                       x, y, back, start, leftshoulder, rightshoulder,
 *                       dpup, dpdown, dpleft, dpright, ...)
 *   axis AXIS VALUE     a stick or trigger moved to VALUE (-32768..32767;
 *                       leftx, lefty, rightx, righty, lefttrigger,
 *                       righttrigger: a trigger's -32768 is let go)
 *   unplug, plug        the pad pulled out, plugged in again
 *   state               F8 (the state dump, testhook.h) queued behind
 *                       what the pad did before it
 *
 * Each change waits until SDL has turned it into the game's controller
 * event (a press and its release between two of the loop's turns would
 * otherwise be one state and no event), so a loaded machine loses no
 * press. */
#ifndef UI_SHELL_PADFEED_H
#define UI_SHELL_PADFEED_H

/* Plugs the pad in and starts the feed's thread when
 * $CARTOGRAPHERS_PAD_FEED is set (on the thread that runs SDL's events). */
void padfeed_start(void);

#endif
