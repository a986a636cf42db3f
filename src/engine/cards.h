/* cards.h: explore, ruins, special, ambush and hero cards as const data
 * (docs/cards.md §1-3), and shapes in their eight orientations.
 *
 * A card id is its index in the table (card_get). Shapes are written as in
 * docs/cards.md: rows separated by '/', '#' a drawn cell, 'o' a dashed gap cell,
 * '.' not part of the shape. Gap cells are never drawn (docs/rules.md §3),
 * so only '#' cells take part in placement. */
#ifndef CARTO_CARDS_H
#define CARTO_CARDS_H

#include <stdbool.h>
#include <stdint.h>

#include "bitboard.h"
#include "board.h"

typedef enum CardKind {
    CARD_EXPLORE, /* a shape or a choice of shapes, with terrains */
    CARD_RUINS,   /* Temple Ruins, Outpost Ruins */
    CARD_SPECIAL, /* Rift Lands, Kethra's Gates: a 1x1 of one of five terrains */
    CARD_AMBUSH,
    CARD_HERO,
} CardKind;

typedef enum CardSet { SET_BASE, SET_HEROES } CardSet;

/* Ambush pass direction, which is also the solo walk's direction. */
typedef enum Direction { DIR_CLOCKWISE, DIR_COUNTERCLOCKWISE } Direction;

typedef enum Corner { CORNER_TOP_LEFT, CORNER_TOP_RIGHT, CORNER_BOTTOM_RIGHT, CORNER_BOTTOM_LEFT } Corner;

typedef enum AmbushEffect { EFFECT_NONE, EFFECT_DRAGON, EFFECT_ZOMBIE, EFFECT_TROLL, EFFECT_GORGON } AmbushEffect;

/* Terrain choice masks: bit (1 << Content) for forest..monster. */
#define TERRAIN_BIT(c) (1u << (c))
#define TERRAINS_SINGLE_CHOICE                                                                                       \
    (TERRAIN_BIT(CONTENT_FOREST) | TERRAIN_BIT(CONTENT_VILLAGE) | TERRAIN_BIT(CONTENT_FARM) |                        \
     TERRAIN_BIT(CONTENT_WATER) | TERRAIN_BIT(CONTENT_MONSTER))

typedef struct CardShape {
    const char *pattern; /* e.g. "..#/.##/##." */
    bool coin;           /* drawing this shape gains a coin */
} CardShape;

typedef struct Card {
    const char *id; /* docs/formats.md §1 id */
    const char *name;
    const char *name_de; /* NULL where no German name is known */
    CardKind kind;
    CardSet set;
    int time;
    unsigned terrains; /* TERRAIN_BIT mask */
    int nshapes;
    CardShape shapes[2];
    /* ambush cards */
    Direction direction;
    Corner corner;
    AmbushEffect effect;
    /* hero cards: attack pattern in the layout of docs/cards.md §3 ('H' the hero, '*' a mark) */
    const char *attack;
} Card;

int card_count(void);
const Card *card_get(int id);
/* Card id by its docs/formats.md §1 id, or -1. */
int card_find(const char *id);

/* ---- Shapes ---- */

#define ORIENTATIONS 8

/* A shape in one orientation, normalised so its bounding box starts at A1. */
typedef struct OrientedShape {
    Bitboard cells; /* drawn cells with the bounding box's top-left at A1 */
    int height, width;
    int ncells;
} OrientedShape;

/* Orientation o (0..7): mirrored left-right first when o >= 4, then turned
 * o % 4 quarter turns clockwise. Right-click order in the app: 0,1,2,3,4,...
 * Returns false for a malformed pattern. */
bool shape_orient(const char *pattern, int orientation, OrientedShape *out);

/* The oriented shape moved so its bounding box's top-left is at space `at`;
 * false (and no cells) if it would leave the map. */
bool shape_place(const OrientedShape *s, int at, Bitboard *cells);

/* Whether orientation o of the pattern equals an earlier orientation (so a
 * move list need not repeat it). */
bool shape_orientation_repeats(const char *pattern, int orientation);

/* Every distinct orientation of a card's shapes, each pattern read once:
 * what a list of moves walks. In the order shape, then orientation; an
 * orientation equal to an earlier one of its shape is left out (as
 * shape_orientation_repeats says), and so is one shape_orient refuses. */
typedef struct CardOrientation {
    int8_t shape, orient;
    OrientedShape os;
} CardOrientation;

typedef struct CardOrientations {
    int n;
    CardOrientation item[2 * ORIENTATIONS];
} CardOrientations;

/* Orientations 0 .. orientations-1 of each shape (1: as printed only). */
void card_orientations(const Card *card, int orientations, CardOrientations *out);

/* Hero attack marks for a hero at `at` with the pattern in orientation o
 * (same numbering); marks off the map are dropped. */
Bitboard hero_marks(const Card *hero, int at, int orientation);
bool hero_orientation_repeats(const Card *hero, int orientation);

#endif
