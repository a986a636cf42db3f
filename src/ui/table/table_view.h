/* table_view.h: what the table shows and how the player is handling it.
 *
 * A TableView is one table on the screen: the game shown (the match's live
 * game for the play table, a position for a replay, a hand-made sheet for
 * the art demonstration), the players' names, the layout, and the UI state
 * of the move being made (not undoable, never saved): the option picked,
 * its orientation, where the ghost is, whether it was dropped tentatively,
 * what the pointer hovers. Only Confirm turns the UI state into a Move for
 * the match (table.c), which is the one way the rules state changes.
 *
 * The drawing files (draw_*.c) read a TableView and change nothing in it
 * but its render cache; the screens that own one (table.c, replay.c) fill
 * in what the bars' buttons can do before they draw. */
#ifndef UI_TABLE_TABLE_VIEW_H
#define UI_TABLE_TABLE_VIEW_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

#include "anim.h"
#include "bot.h"
#include "fileio.h"
#include "game.h"
#include "layout.h"
#include "news.h"
#include "past.h"
#include "screen.h"
#include "session.h"
#include "window.h"

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
    HIT_REPLAY,         /* index: ReplayButton (replay.h) */
} HitKind;

typedef struct Hit {
    HitKind kind;
    int index;
} Hit;

/* Screens laid over the play table, one at a time (overlay.h). */
typedef enum OverlayKind {
    OVERLAY_NONE,
    OVERLAY_HANDOVER,  /* "Anna's turn": nobody draws on the wrong sheet */
    OVERLAY_SEASON,    /* the season just scored, every player's four numbers */
    OVERLAY_GAME_OVER, /* final scores: ranking, or the solo rating and title */
    OVERLAY_NOT_SAVED, /* the autosave failed: try again, save a copy elsewhere, (quit anyway) */
} OverlayKind;

typedef enum OverlayButton {
    OVB_CONTINUE,
    OVB_UNDO,
    OVB_REPLAY,
    OVB_NEW_GAME,
    OVB_RETRY, /* the autosave again */
    OVB_COPY,  /* a copy in the home folder */
    OVB_QUIT,  /* quit with moves not on disk */
    OVB_SAVE_IMAGE,   /* the end of the game: the result image (share.h) */
    OVB_COPY_SUMMARY, /* the end of the game: the one-line summary to the clipboard */
    OVB_COPY_CODE, /* the game's challenge code to the clipboard (beside the code, not in the bottom row) */
    OVB_COUNT
} OverlayButton;

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
    int last_sheet;      /* the map they were handed, -1 none */
    bool game_over_seen;
    /* per sheet: the spaces the last moves made on it by someone else (a
     * computer, a neighbour's monster, an ambush drawn by itself) changed,
     * outlined until the sheet's owner draws again (table.c) */
    Bitboard recent[MAX_PLAYERS];
    int recent_card[MAX_PLAYERS]; /* the card those moves were for (season, row) */
    int recent_by[MAX_PLAYERS];   /* who made the last of them */
    char status[320];
    News news;        /* what each seat has not seen since its last move */
    PastBoards past;  /* the maps as each season scored them */
    bool quit_asked;      /* the box was opened by quitting: it offers "Quit anyway" */
    char not_saved_why[SESSION_MESSAGE_MAX + 200];
    char home[512]; /* where "Save a copy" writes ("" none) */
    OverlayKind overlay_under; /* the overlay the not-saved box covers, shown again after it */
    char share_note[FILEIO_PATH_MAX + 200]; /* the end box: where the image went, "copied", or why not ("" none) */
    char share_short[300]; /* the same, shorter (the file's name without its folder) */
    bool share_error;
    bool status_error;
    bool code_copied; /* the end-of-game box's code is on the clipboard */
} UiState;

typedef enum ViewMode {
    VIEW_PLAY,   /* the match's game, played */
    VIEW_REPLAY, /* a position of a replay: nothing is played */
    VIEW_DEMO,   /* the art demonstration sheet (--demo): only hovers */
} ViewMode;

/* What the table's last frame showed of its dynamic layer (draw.c): where
 * each item drew and a signature of what it drew there, so that the next
 * frame redraws only the items that changed. */
#define TABLE_FRAME_ITEMS 6
typedef struct TableFrame {
    unsigned at; /* the window's count of frames shown (Gfx.frames) when it was drawn */
    bool alone;  /* it was drawn alone (TableView.alone), in full or in part */
    SDL_Rect rect[TABLE_FRAME_ITEMS];
    uint64_t sig[TABLE_FRAME_ITEMS];
} TableFrame;

typedef struct TableView {
    Ui *ui;
    Gfx *g;
    ViewMode mode;
    Layout layout;
    unsigned layout_generation; /* the Gfx generation the layout was made for */
    int layout_players;
    Game game; /* the game shown */
    char names[MAX_PLAYERS][SEAT_NAME_MAX];
    int strength[MAX_PLAYERS]; /* a computer seat's strength (0 easy, 1 medium, 2 hard), -1 human */
    UiState st;
    Anim anim;
    /* what the bars' buttons can do now (filled by the owner before drawing) */
    bool can_undo, can_redo, can_hint;
    bool undo_marks; /* solo: Undo would take back a draw after the next card showed (match_undo_marks) */
    char undo_why[SESSION_MESSAGE_MAX], redo_why[SESSION_MESSAGE_MAX]; /* why not, translated */
    bool computer_turn; /* the computer places: the placing tools are off */
    bool not_on_disk;   /* the autosave failed: the top bar says the game is not saved */
    bool hint_shown;    /* the hint's move lies on the sheet as it was given */
    bool always_confirm; /* a drop waits for Confirm whatever the setting (the tutorial teaches it) */
    BotChoice hint;
    /* the replay's position, for its controls */
    int replay_pos, replay_count;
    /* render cache: the static pass of the table (draw.c) */
    SDL_Texture *scene;
    uint64_t scene_key;
    bool scene_valid, scene_failed;
    /* set by the owner before each frame: nothing but the table and its
     * tooltip is drawn in it, so it may redraw only what changed (draw.h) */
    bool alone;
    TableFrame frame;
} TableView;

/* A fresh view in mode `mode` for the context `ui` (UI state reset). */
void table_view_init(TableView *t, Ui *ui, ViewMode mode);
/* Frees the render cache. */
void table_view_free(TableView *t);
/* Resets the UI state (a new game on the table). */
void ui_state_reset(UiState *st);
/* Lays the table out again when the window, the scale or the number of
 * players changed since the last time. */
void table_view_layout(TableView *t);
/* Shows `g` with the seats of `s` (names, computers); s may be NULL. */
void table_view_show(TableView *t, const Game *g, const Session *s);
/* The status line under the table (printf-style). */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((format(printf, 3, 4)))
#endif
void table_status(TableView *t, bool error, const char *fmt, ...);

#endif
