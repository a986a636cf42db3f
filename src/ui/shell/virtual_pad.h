/* virtual_pad.h: a gamepad that is not there, for the tests: SDL's virtual
 * joystick with a mapping of our own, so that SDL's GameController reads
 * it as any pad (buttons and axes in the order of SDL's enums). The UI
 * tests' harness plugs it in in-process; the developer build's pad feed
 * (padfeed.h) in the running game. */
#ifndef UI_SHELL_VIRTUAL_PAD_H
#define UI_SHELL_VIRTUAL_PAD_H

#include <SDL.h>

/* Plugs a virtual pad in and opens it as a joystick, whose buttons and
 * axes (SDL_JoystickSetVirtualButton/Axis) are SDL_GameControllerButton
 * and SDL_GameControllerAxis; the game sees SDL_CONTROLLERDEVICEADDED.
 * NULL, with SDL_GetError, when SDL cannot. */
SDL_Joystick *virtual_pad_attach(void);
/* Pulls it out (the game sees SDL_CONTROLLERDEVICEREMOVED). */
void virtual_pad_detach(SDL_Joystick *pad);

#endif
