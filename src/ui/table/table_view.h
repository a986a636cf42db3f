/* table_view.h: a table on the screen, its state split by purpose the way
 * Simon Tatham's Puzzles splits game_state, game_ui and drawstate:
 *
 *   game, names   the game shown (the rules state: only the match changes
 *                 it, by moves; the table copies it after each match event)
 *   move          the move in progress (TableMove: the player's input
 *                 changes it; Confirm turns it into a Move for the match)
 *   facts         what the buttons, the status line and the boxes say
 *                 (TableFacts: derived once per game event by the screen
 *                 that owns the view, table.c or replay.c)
 *   ds            the throw-away drawing state (TableDrawState: layout,
 *                 animations, the cached scene; remade on resize)
 *
 * The drawing files (draw_*.c) read a TableView and change nothing in it
 * but its drawing state. */
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
    HIT_BOX_BUTTON,     /* index: BoxButton (boxes.h) */
    HIT_BOX,            /* elsewhere on a box over the table (swallows the click) */
    HIT_REPLAY,         /* index: ReplayButton (replay.h) */
    HIT_STATUS,         /* the status line (its tooltip, when it was cut short) */
} HitKind;

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

/* The move in progress (Simon Tatham's Puzzles' game_ui): the option
 * picked, its orientation, where the ghost is, whether it was dropped
 * tentatively, the sheet looked at, what the pointer is over. Changed by the
 * player's input (play.c, hit.c; the boxes over the table share the pointer
 * and the hover) and set afresh for each new decision (play_refresh); never
 * saved, never undone. Only Confirm turns it into a Move for the match. */
typedef struct TableMove {
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
    Hit hover;
    int pointer_x, pointer_y; /* in output pixels */
    int bar; /* the keys' focus on the bars (bar_focus.h), -1 on the move; kept from one decision to the next of the same player */
} TableMove;

/* What the table says about the game besides the game itself: what the
 * bars' buttons can do, the status line, what others did since, the maps
 * as each season scored them. Derived from the match once per game event
 * (the owner's refresh after a match event or an action of its own), never
 * while drawing: drawing and the boxes only read it. */
/* A network game: what a seat is doing, marked on its tab. */
typedef enum NetMark { NET_MARK_NONE, NET_MARK_DRAWING, NET_MARK_DONE, NET_MARK_AWAY } NetMark;

typedef struct TableFacts {
    bool can_undo, can_redo;
    bool undo_marks; /* solo: Undo would take back a draw after the next card showed (match_undo_marks) */
    char undo_why[SESSION_MESSAGE_MAX], redo_why[SESSION_MESSAGE_MAX]; /* why not, translated */
    bool hint_ready;    /* Hint may be asked for (the table on top of the stack aside) */
    bool can_hint;      /* the Hint button as drawn: ready, and the table on top */
    bool covered;       /* a box is over the table: Undo and Redo under it take no clicks, drawn off */
    bool computer_turn; /* the computer places: the placing tools are off */
    bool not_on_disk;   /* the autosave failed: the top bar says the game is not saved */
    bool hint_shown;    /* the hint's move lies on the sheet as it was given */
    BotChoice hint;     /* the last hint, for its tooltip */
    char status[1024];  /* the status line (the news of five computers at most, whole: its tooltip) */
    bool status_error;
    bool status_worded;       /* the decision's line (status_default, status_placed): said again in the words of another input used; any other (news, a notice) stays */
    InputSource status_input; /* what was used last when the status line was written (its words) */
    PadStyle status_style;    /* and the pad's style then (its buttons' names) */
    /* per sheet: the spaces the last moves made on it by someone else (a
     * computer, a neighbour's monster, an ambush drawn by itself) changed,
     * outlined until the sheet's owner draws again (table.c) */
    Bitboard recent[MAX_PLAYERS];
    int recent_card[MAX_PLAYERS]; /* the card those moves were for (season, row) */
    int recent_by[MAX_PLAYERS];   /* who made the last of them */
    News news;       /* what each seat has not seen since its last move */
    PastBoards past; /* the maps as each season scored them */
    int replay_pos, replay_count; /* a replay: its position, for its controls */
    NetMark net_mark[MAX_PLAYERS]; /* a network game's seats (NONE at one screen) */
    int home; /* a network game: this screen's seat, whose map is shown while the others draw; -1 none */
    /* a network game's banner (net_banner.h): who is away and for how long
     * yet, the time per card; "" none */
    char banner[320];
    bool banner_warn; /* someone is away: the banner in the warning colour */
    int banner_hand;  /* the host may hand this away seat to a computer now (its button), -1 none */
} TableFacts;

/* The throw-away drawing state (Puzzles' drawstate): the layout and what
 * is drawn from it, remade when the window, the scale or the number of
 * players changes; nothing in it is the game's or the player's. */
/* What the table's last frame showed of its dynamic layer (draw.c): where
 * each item drew and a signature of what it drew there, so that the next
 * frame redraws only the items that changed. */
#define TABLE_FRAME_ITEMS 7
typedef struct TableFrame {
    unsigned at; /* the window's count of frames shown (Gfx.frames) when it was drawn */
    bool alone;  /* it was drawn alone (TableView.alone), in full or in part */
    SDL_Rect rect[TABLE_FRAME_ITEMS];
    uint64_t sig[TABLE_FRAME_ITEMS];
} TableFrame;

#define TABLE_CORNER_MAX 128

typedef struct TableDrawState {
    Layout layout;
    unsigned layout_generation; /* the Gfx generation the layout was made for */
    int layout_players;
    LayoutBanner layout_banner;
    char layout_corner[TABLE_CORNER_MAX];
    int layout_decrees[DECREES]; /* the scoring cards whose rules it has room for */
    Anim anim; /* the animations running */
    /* the static pass of the table (draw.c), cached */
    SDL_Texture *scene;
    uint64_t scene_key;
    bool scene_valid, scene_failed;
    /* set by the owner before each frame: nothing but the table and its
     * tooltip is drawn in it, so it may redraw only what changed (draw.h) */
    bool alone;
    TableFrame frame; /* what the last frame showed of the dynamic layer */
    /* a decree drawn with its name's first words, its rule in the fine face
     * or its value without its "now": its tooltip gives them whole
     * (draw_decrees.c, view_tooltip) */
    bool decree_abridged[4];
    /* the status line drawn cut short (six players' news): its tooltip gives it whole */
    bool status_cut;
    /* the pad's hints at the right of the status line: how many the
     * moment calls for and how many were drawn (draw_bars.c) */
    int pad_hints_wanted, pad_hints_shown;
    /* the face each decree's rule was drawn in (one for all four), its box
     * (with the line at its foot where the value may stand), what the
     * decree scores now as shown ("now 6", or "6" alone) and where, for the
     * tests */
    FontRole decree_face[4];
    SDL_Rect decree_rule[4];
    SDL_Rect decree_value[4];
    char decree_value_text[4][32];
    char decree_value_told[4][32]; /* "now 6" where "6" stands alone, else "" */
} TableDrawState;

typedef enum ViewMode {
    VIEW_PLAY,   /* the match's game, played */
    VIEW_REPLAY, /* a position of a replay: nothing is played */
    VIEW_DEMO,   /* the art demonstration sheet (--demo): only hovers */
} ViewMode;

/* A table on the screen: the game shown (Puzzles' game_state: the match's
 * game for the play table, a position for a replay, a hand-made sheet for
 * the art demonstration) with its players' names, and the three kinds of
 * state above, each with one owner that changes it. */
typedef struct TableView {
    Ui *ui;
    Gfx *g;
    ViewMode mode;
    Game game; /* the game shown */
    char names[MAX_PLAYERS][SEAT_NAME_MAX];
    char corner[TABLE_CORNER_MAX]; /* the top bar's right: a challenge's name, "" the seed */
    int strength[MAX_PLAYERS]; /* a computer seat's strength (0 easy, 1 medium, 2 hard), -1 human */
    bool always_confirm; /* a drop waits for Confirm whatever the setting (the tutorial teaches it) */
    TableMove move;
    TableFacts facts;
    TableDrawState ds;
} TableView;

/* A fresh view in mode `mode` for the context `ui` (everything reset). */
void table_view_init(TableView *t, Ui *ui, ViewMode mode);
/* Frees the drawing state. */
void table_view_free(TableView *t);
/* The move in progress and the facts set afresh (a new game on the table). */
void table_move_reset(TableMove *m);
void table_facts_reset(TableFacts *f);
/* Lays the table out again when the window, the scale or the number of
 * players changed since the last time. */
void table_view_layout(TableView *t);
/* Shows `g` with the seats of `s` (names, computers); s may be NULL. */
void table_view_show(TableView *t, const Game *g, const Session *s);
/* The seats' names (and computers' strengths) of `s` in the language of the
 * moment (part of table_view_show; again after a change of language). */
void table_view_names(TableView *t, const Session *s);
/* The status line under the table (printf-style; TableFacts.status). */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((format(printf, 3, 4)))
#endif
void table_status(TableView *t, bool error, const char *fmt, ...);

#endif
