/* ui_play.h: UI state while a player makes a move (not undoable, never
 * saved): the option picked from the card, its orientation, where the ghost
 * is, whether it was dropped tentatively, what the pointer hovers. Actions
 * from ui_input.c change it; only Confirm turns it into a Move for the
 * engine (game_apply), which is the one way the rules state changes. */
#ifndef UI_PLAY_H
#define UI_PLAY_H

#include <stdbool.h>

#include "game.h"

/* What the pointer is over (hit-testing result). */
typedef enum HitKind {
    HIT_NONE,
    HIT_CELL,   /* index: space */
    HIT_OPTION, /* index: option tile */
    HIT_CARD,   /* index: position in the row */
    HIT_DECREE, /* index: 0..3 */
    HIT_SCORE,  /* index: season * SCORE_FIELDS + field */
    HIT_TOTAL,  /* the grand total */
    HIT_COIN,   /* index: slot */
    HIT_BUTTON, /* index: ButtonId */
    HIT_SEASON, /* index: season chip */
    HIT_TAB,            /* index: player whose sheet the tab shows */
    HIT_LASTING,        /* index: position in the game's lasting effects */
    HIT_OVERLAY_BUTTON, /* index: OverlayButton */
    HIT_OVERLAY,        /* elsewhere on an overlay (swallows the click) */
    HIT_REPLAY,         /* index: ReplayButton (ui_replay.h) */
} HitKind;

/* Screens laid over the table, one at a time. */
typedef enum OverlayKind {
    OVERLAY_NONE,
    OVERLAY_HANDOVER,  /* "Anna's turn": nobody draws on the wrong sheet */
    OVERLAY_SEASON,    /* the season just scored, every player's four numbers */
    OVERLAY_GAME_OVER, /* final scores: ranking, or the solo rating and title */
} OverlayKind;

typedef enum OverlayButton { OVB_CONTINUE, OVB_UNDO, OVB_REPLAY, OVB_NEW_GAME, OVB_COUNT } OverlayButton;

typedef struct Hit {
    HitKind kind;
    int index;
} Hit;

/* One thing the player can pick for the pending decision: a shape of the
 * card in one terrain, the 1x1 fallback in one terrain, or the hero. Spaces
 * to destroy (gorgon, troll) need no option: they are picked on the sheet. */
typedef struct UiOption {
    MoveKind kind;
    int card;
    int shape;
    int terrain; /* Content */
    bool coin;
} UiOption;

#define UI_MAX_OPTIONS 10

/* The tentative move under the pointer, worked out once per change of
 * option, orientation or space (not per frame). */
typedef struct UiPreview {
    bool valid;     /* a move was formed */
    bool legal;     /* the engine accepts it */
    Move move;
    Bitboard cells; /* spaces it fills */
    Bitboard bad;   /* spaces that make it illegal */
    Bitboard marks; /* hero attack marks */
    Bitboard destroys; /* monster spaces the hero's marks would destroy */
    int gain;       /* what it changes in the sheet's projected final total */
    char error[ERROR_MAX];
    Game after; /* the game after the move, for live projections */
} UiPreview;

typedef struct UiState {
    Hit hover;
    int pointer_x, pointer_y; /* in output pixels */
    UiOption options[UI_MAX_OPTIONS];
    int noptions;
    int option; /* picked option, -1 for none */
    int orient; /* 0..7, cards.h numbering */
    int ghost;  /* the space under the shape's grip, -1 off the sheet */
    bool dragging;
    bool placed; /* dropped tentatively: Confirm commits it */
    UiPreview preview;
    Bitboard targets; /* gorgon, troll: the spaces that may be destroyed */
    int view; /* multiplayer: the sheet shown when not the decision's, -1 follow it */
    OverlayKind overlay;
    int pending_season;  /* a season was scored and not shown yet, or -1 */
    int scored_season;   /* the season OVERLAY_SEASON shows */
    int last_actor;      /* the player the screen was last handed to, -1 none */
    bool game_over_seen;
    /* per sheet: the spaces the last moves made on it by someone else (a
     * computer, a neighbour's monster, an ambush drawn by itself) changed,
     * outlined until the sheet's owner draws again (ui_session.c) */
    Bitboard recent[MAX_PLAYERS];
    int recent_card[MAX_PLAYERS]; /* the card those moves were for (season, row) */
    int recent_by[MAX_PLAYERS];   /* who made the last of them */
    char status[200];
    bool status_error;
} UiState;

void ui_state_reset(UiState *ui);

struct App;
struct Action;
struct ViewGhost;

/* Rebuilds the options after the game changed (a new decision). */
void play_refresh(struct App *app);
/* Whether the picked option can be rotated and mirrored. */
bool play_can_turn(const struct App *app);
/* Whether the tentative placement is a legal move. */
bool play_placement_legal(const struct App *app);
/* The ghost of the shape being placed, for drawing (inactive when none). */
void play_ghost(struct App *app, struct ViewGhost *out);
/* Lays a move on the sheet as the ghost, as if the player had picked,
 * turned and placed it (a hint, a computer's move being shown); false when
 * it cannot be shown that way. */
bool play_show_move(struct App *app, const Move *m);
/* Shows the next overlay that is due (season scored, game over, hand-over)
 * or none. */
void play_next_overlay(struct App *app);
/* Applies one action to the UI state (and, on Confirm, to the game).
 * Returns true when something visible changed. */
bool play_action(struct App *app, const struct Action *a);
/* The status line under the table (printf-style). */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((format(printf, 3, 4)))
#endif
void play_set_status(struct App *app, bool error, const char *fmt, ...);
/* The status line that says what to do now (after a change of language, a
 * replay, ...). */
void play_default_status(struct App *app);

#endif
