/* pads.h: gamepads through SDL's GameController (its own mapping
 * database): opened as they are plugged in (and those present at the
 * start), closed as they go, any number at once, during a game without a
 * hitch. Their buttons become the keys' UiEvents, with source INPUT_PAD:
 *
 *   D-pad, left stick     the arrows (the focus; the shape on the map), repeated while held
 *   A                     Enter          B      Esc
 *   X                     Tab (the next option on the table, the next control)
 *   Y                     H (the hint)
 *   right / left shoulder R, Shift+R (turn the shape one way or the other)
 *   either trigger        F (mirror)
 *   Start                 the menu (KEY_MENU)
 *   Back (Select, View)   Ctrl+Z (undo)
 *
 * The pad used last decides the glyphs of the button hints (glyphs.h). */
#ifndef UI_GFX_PADS_H
#define UI_GFX_PADS_H

#include <stdbool.h>

#include <SDL.h>

#define PADS_MAX 8

/* Whose buttons the hints show. */
typedef enum PadStyle { PAD_XBOX, PAD_PLAYSTATION, PAD_DECK } PadStyle;

typedef struct Pads {
    bool on; /* SDL's game controller subsystem started */
    SDL_GameController *open[PADS_MAX];
    SDL_JoystickID id[PADS_MAX];
    int n;
    PadStyle style;       /* of the pad used last */
    int stick_x, stick_y; /* the left stick's direction as last sent (-1, 0, 1) */
    bool trigger;         /* a trigger is held (it mirrors once per press) */
    int held;             /* the arrow (UiKey) a held D-pad button or the stick repeats, 0 (KEY_OTHER) none */
    Uint32 held_next;     /* when it repeats next (SDL_GetTicks) */
} Pads;

/* A held D-pad button or stick repeats its arrow as a held key does: after
 * PADS_REPEAT_DELAY ms, then every PADS_REPEAT_EVERY ms. */
#define PADS_REPEAT_DELAY 400
#define PADS_REPEAT_EVERY 110

void pads_open(Pads *p);
void pads_close(Pads *p);
/* Plugging in and out: true when the event was one of those. */
bool pads_device(Pads *p, const SDL_Event *ev);
/* A pad's button or stick as a UiEvent (events.h); false when it means
 * nothing (a release, a stick back in the middle). */
struct UiEvent;
bool pads_translate(Pads *p, const SDL_Event *ev, struct UiEvent *out);
/* The arrow a held D-pad or stick repeats, when its time has come (now:
 * SDL_GetTicks); false when none is due. */
bool pads_repeat(Pads *p, Uint32 now, struct UiEvent *out);
/* How many ms until the next repeat is due (the event loop's wait), -1 none. */
int pads_repeat_wait(const Pads *p, Uint32 now);
/* The style of a pad: PlayStation by SDL's type, the Steam Deck by its USB
 * ids or name, else Xbox (the layout SDL's mappings follow). */
PadStyle pads_style_of(SDL_GameController *c);

#endif
