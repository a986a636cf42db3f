/* refusal.h: why the engine refuses a move, as a code with its details.
 *
 * game_check_move_why and game_apply_why fill a Refusal; the English
 * sentence (what game_check_move's `err` holds, what the CLI and the save
 * files' messages say) comes from game_refusal_text. A front end that
 * speaks another language translates the code with a `switch`, its
 * arguments filled in, never by matching the English sentence. */
#ifndef CARTO_REFUSAL_H
#define CARTO_REFUSAL_H

#include <stddef.h>

typedef enum RefusalCode {
    REFUSE_NONE,
    REFUSE_NO_MOVE,          /* no move was given */
    REFUSE_GAME_OVER,        /* the game is over */
    REFUSE_NO_DECISION,      /* no decision is pending */
    REFUSE_OTHER_CARD,       /* arg[0]: the card being resolved */
    REFUSE_WANT_DRAW,        /* a shape is to be drawn now */
    REFUSE_WANT_HERO,        /* a hero is to be placed now */
    REFUSE_WANT_DESTROY,     /* a space is to be destroyed now */
    REFUSE_SINGLE_ONLY,      /* no shape of the card fits: the 1x1 instead */
    REFUSE_NO_SUCH_SHAPE,    /* arg[0]: the card, arg[1]: how many shapes it has */
    REFUSE_ORIENTATION,      /* orientation out of 0..7 */
    REFUSE_SOLO_ORIENTATION, /* a solo ambush is drawn as printed */
    REFUSE_TERRAIN,          /* arg[0]: the card, arg[1]: the terrain (Content, -1 none) */
    REFUSE_OFF_MAP,          /* the shape would leave the map */
    REFUSE_FILLED,           /* the shape would cover a filled space */
    REFUSE_RUINS,            /* after a ruins card the shape must cover an empty ruins space */
    REFUSE_SOLO_TARGET,      /* arg[0]: the space the solo ambush must cover */
    REFUSE_SHAPE_FITS,       /* a shape fits, so the 1x1 may not be drawn */
    REFUSE_NO_SUCH_SPACE,
    REFUSE_SPACE_FILLED,
    REFUSE_AMBUSH_SINGLE,  /* an ambush's 1x1 is a monster */
    REFUSE_SINGLE_TERRAIN, /* the 1x1 is forest, village, farm, water or monster */
    REFUSE_HERO_SPACE,     /* the hero must go on an empty space */
    REFUSE_GORGON_TARGET,  /* not a space the Gorgon may destroy */
    REFUSE_TROLL_TARGET,   /* not a space the Troll may destroy */
    REFUSE_CODE_COUNT
} RefusalCode;

typedef struct Refusal {
    RefusalCode code;
    int arg[2];
} Refusal;

/* The English sentence of a refusal (as game_check_move writes it). */
void game_refusal_text(const Refusal *r, char *buf, size_t size);

#endif
