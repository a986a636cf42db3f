/* virtual_pad.c: a virtual gamepad for the tests (virtual_pad.h). */
#include "virtual_pad.h"

#include <stdio.h>

SDL_Joystick *virtual_pad_attach(void)
{
    int index = SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, SDL_CONTROLLER_AXIS_MAX,
                                          SDL_CONTROLLER_BUTTON_MAX, 0);
    if (index < 0)
        return NULL;
    char guid[64], mapping[512];
    SDL_JoystickGetGUIDString(SDL_JoystickGetDeviceGUID(index), guid, sizeof guid);
    snprintf(mapping, sizeof mapping,
             "%s,Cartographers test pad,a:b0,b:b1,x:b2,y:b3,back:b4,guide:b5,start:b6,leftstick:b7,rightstick:b8,"
             "leftshoulder:b9,rightshoulder:b10,dpup:b11,dpdown:b12,dpleft:b13,dpright:b14,leftx:a0,lefty:a1,"
             "rightx:a2,righty:a3,lefttrigger:a4,righttrigger:a5,",
             guid);
    if (SDL_GameControllerAddMapping(mapping) < 0) {
        SDL_JoystickDetachVirtual(index);
        return NULL;
    }
    return SDL_JoystickOpen(index);
}

void virtual_pad_detach(SDL_Joystick *pad)
{
    if (!pad)
        return;
    SDL_JoystickID id = SDL_JoystickInstanceID(pad);
    int index = -1;
    for (int i = 0; i < SDL_NumJoysticks(); i++)
        if (SDL_JoystickGetDeviceInstanceID(i) == id)
            index = i;
    SDL_JoystickClose(pad);
    if (index >= 0)
        SDL_JoystickDetachVirtual(index);
}
