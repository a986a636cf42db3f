/* tutorial.h: the guided first game's lessons, a layer on the play table.
 *
 * The tutorial is a real solo game on a fixed seed and fixed decrees
 * (tutorial_game_settings) whose first cards teach: Homestead (picking,
 * dragging, mirroring, turning, Confirm), Hamlet (a coin shape), Orchard
 * (a mountain surrounded), Outpost Ruins and Forgotten Forest (ruins),
 * Kobold Onslaught (a solo ambush, and the score boxes: the monsters'
 * points light their spaces); then spring is scored, the player plays
 * on alone, and the game ends with the rating and title.
 *
 * Each step says one sentence and aims at one thing on the table (an
 * option, spaces, a button, a score box); the player does it, never the
 * tutorial. The table asks the tutorial before it acts on a TableAction
 * (tutorial_filter): a move that is not the lesson's is held back and the
 * box says why. Progress comes from what the player did (tutorial_after)
 * and from the match's events and the table's boxes (tutorial_sync, told
 * which box is over the table). Drawing: tutorial_draw.c. */
#ifndef UI_TABLE_TUTORIAL_H
#define UI_TABLE_TUTORIAL_H

#include <stdbool.h>

#include "play.h"
#include "table_view.h"

typedef enum TutorialStep {
    TUT_WELCOME,       /* Next */
    TUT_PICK,          /* pick an option of Homestead */
    TUT_DRAG,          /* drag it onto the map */
    TUT_TURN,          /* right-click or R (after the mirror) */
    TUT_MIRROR,        /* F or Mirror (after the drag; a mirror that changes nothing to see does not count) */
    TUT_CONFIRM,       /* Confirm, anywhere but the spaces kept for later */
    TUT_SCORES,        /* after the ambush: point at the monsters' score, Next */
    TUT_COIN,          /* Hamlet's coin shape on the marked spaces */
    TUT_COIN_DONE,     /* Next */
    TUT_SURROUND,      /* Orchard on the marked spaces: the mountain surrounded */
    TUT_SURROUND_DONE, /* Next */
    TUT_RUINS,         /* Forgotten Forest over a ruins space */
    TUT_AMBUSH,        /* the monster where the solo rule puts it */
    TUT_AMBUSH_DONE,   /* Next (older builds; now TUT_SCORES) */
    TUT_LAST,          /* spring's last card, anywhere */
    TUT_SEASON,        /* spring is scored: Continue */
    TUT_FREE,          /* play on alone */
    TUT_END,           /* rating and title */
    /* chapter 2, the Heroes lesson (tutorial_heroes.h) */
    TUT_H_WELCOME,   /* Next */
    TUT_H_FIRST,     /* the first card, anywhere */
    TUT_H_DRAGON,    /* the Dragon Inferno where the solo rule puts it */
    TUT_H_LASTING,   /* Next: its lasting effect, beside the tools */
    TUT_H_THIRD,     /* the next card, anywhere */
    TUT_H_HERO_CARD, /* Next: the hero card and its attack pattern */
    TUT_H_HERO,      /* the hero placed so its marks destroy dragon spaces */
    TUT_H_DESTROYED, /* Next: the destroyed spaces */
    TUT_H_PLAY,      /* play on to spring's scoring */
    TUT_H_SEASON,    /* spring is scored: Continue */
    TUT_H_END,       /* Next: the lesson is over */
    TUT_STEPS
} TutorialStep;

/* What a step points at (tutorial_aim_rects gives the rectangles). */
typedef enum TutorialAim {
    AIM_NONE,
    AIM_OPTIONS,  /* the option tiles of the newest card */
    AIM_SHEET,    /* the map */
    AIM_CELLS,    /* spaces of the map (tutorial_cells) */
    AIM_ROTATE,   /* the bars' buttons */
    AIM_MIRROR,
    AIM_CONFIRM,
    AIM_HINT,
    AIM_SEASON,   /* the current season's score box */
    AIM_COINS,    /* the coin track */
    AIM_MONSTERS, /* the current season's monster field */
    AIM_CONTINUE, /* the season box's Continue button */
    AIM_PANEL,    /* the final box itself (the final scores) */
    AIM_LASTING,  /* the lasting effects' chips in the tools strip */
} TutorialAim;

#define TUTORIAL_WHY_MAX 320

/* The box over the table as the lessons see it (boxes.h): which one
 * (SCREEN_TABLE: none), its panel and its Continue button (empty when not
 * known: the box draws the lessons' layer over itself and says). */
typedef struct BoxOver {
    ScreenId id;
    SDL_Rect panel, go_on;
} BoxOver;

/* The reasons whose words follow what was used last (the keys and the
 * mouse, a pad, a finger): tutorial_follow_input writes them again. */
typedef enum TutorialWhyWords {
    WHY_ANYONES,      /* the same words for everyone */
    WHY_TURN_FIRST,   /* Confirm before the shape was turned */
    WHY_MIRROR_FIRST, /* Confirm before it was mirrored */
    WHY_MIRROR_SAME,  /* a mirror that changed nothing to see */
    WHY_HERO_MISSES,  /* the hero's marks miss the dragon */
} TutorialWhyWords;

typedef struct Tutorial {
    bool active;
    int chapter;                /* 1: the first game, 2: the Heroes lesson */
    int step;                   /* TutorialStep */
    int prev_step;              /* the step before (what was just taught: the box keeps off it), -1 none */
    int moves;                  /* the game's moves when the step was reached */
    char why[TUTORIAL_WHY_MAX]; /* why the last move was held back or refused ("" none), translated */
    int why_words;              /* TutorialWhyWords: which reason `why` is when it names keys, a pad's
                                 * buttons or a finger's taps (rewritten as the input changes), 0 none */
    Bitboard suggest;           /* after a refused first Confirm: a place the lesson takes, ringed */
    Bitboard avoid;             /* the spaces the complaint asks to keep free, struck through */
    bool step_changed;          /* since the owner last saved the progress */
} Tutorial;

/* The tutorial's game: solo, base, side A, seed and decrees fixed. */
void tutorial_game_settings(GameSettings *s);
/* The game of chapter `chapter` (1 or 2: tutorial_game_settings or
 * tutorial_heroes_settings). */
void tutorial_chapter_settings(GameSettings *s, int chapter);
/* The chapter a game was set up for (1 or 2), 0 for any other game. */
int tutorial_chapter_of(const Game *g);
/* Whether a game was set up as a chapter's. */
bool tutorial_is_game(const Game *g);
/* Whether the lessons still teach the moves themselves (an ambush is then
 * never drawn by itself). */
bool tutorial_teaching(const Tutorial *t);
/* Whether a step is the last of its chapter (the progress file then says
 * "finished"). */
bool tutorial_step_final(int step);

/* The step that fits a position of the tutorial's game (what a resumed
 * game or an undo goes back to). */
int tutorial_step_for(const Game *g, ScreenId box);
/* Starts the lessons for the game shown: at `stored` (a step kept in the
 * progress file, with the game's moves then) when it still fits the game,
 * else at the step that fits it (with `box` over the table). */
void tutorial_begin(Tutorial *t, const TableView *tv, ScreenId box, int stored, int stored_moves);
void tutorial_end(Tutorial *t);

/* Before the table acts (no box is over it then): true when the tutorial
 * takes the action (a Next, a move held back with the reason in t->why);
 * the table then does nothing with it. */
bool tutorial_filter(Tutorial *t, const TableView *tv, const TableAction *a);
/* After the table acted: progress made by the player's handling. */
void tutorial_after(Tutorial *t, const TableView *tv, const TableAction *a);
/* After a match event or a box opened or closed: progress from the game
 * and the box over the table now (SCREEN_TABLE: none). */
void tutorial_sync(Tutorial *t, const TableView *tv, ScreenId box);
/* The Next button of the steps that only explain. */
bool tutorial_has_next(int step);
void tutorial_next(Tutorial *t, const TableView *tv);

/* The reason of a move held back in the words of what was used last, at
 * once when the input changes (a pad used, then a key): the table calls
 * it before each event and frame. */
void tutorial_follow_input(Tutorial *t, const TableView *tv);

/* The step's sentence (translated). */
const char *tutorial_text(const Tutorial *t, const TableView *tv);
TutorialAim tutorial_aim(const Tutorial *t, const TableView *tv, const BoxOver *box);
/* The spaces a step marks, where the player is to draw (AIM_CELLS; after
 * a refused first Confirm, a place that lesson takes), empty when none. */
Bitboard tutorial_cells(const Tutorial *t, const TableView *tv);
/* The rectangles a step aims at, in output pixels; returns how many (at
 * most `max`): one per space for AIM_CELLS. */
int tutorial_aim_rects(const Tutorial *t, const TableView *tv, const BoxOver *box, SDL_Rect *out, int max);
/* A step's name for the test hooks ("pick", "coin", ...). */
const char *tutorial_step_name(int step);

#endif
