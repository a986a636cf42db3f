/* ui_replay.h: watching a game move by move: the game being played (from
 * the end-of-game screen) or a saved one (from the list of saves). The
 * table shows the game after the first `pos` moves (session_game_at);
 * controls in the placing-tools strip step forward and back and jump to
 * the start or the end, a season chip jumps to that season, the keys do
 * the same (arrows, Home, End, Page Up/Down). Nothing is played while a
 * replay shows: it is a view. */
#ifndef UI_REPLAY_H
#define UI_REPLAY_H

#include <stdbool.h>

#include "game.h"
#include "session.h"
#include "ui_play.h"

typedef enum ReplayButton { RB_START, RB_BACK, RB_FORWARD, RB_END, RB_CLOSE, RB_COUNT } ReplayButton;

typedef struct Replay {
    bool active;
    Session *owned; /* a saved game opened to watch (NULL: the game being played) */
    int pos, count; /* moves shown, moves in all */
    int season_start[SEASONS + 1]; /* the position where each season begins (and the game's end) */
    bool from_saves; /* Close goes back to the list of saves */
} Replay;

struct App;
struct Action;

/* Watches `owned` (the replay takes it over and frees it) or, with NULL,
 * the game being played. Starts at the first move. */
void replay_open(struct App *app, Session *owned);
void replay_close(struct App *app);
/* The controls under a pixel (HIT_REPLAY), or HIT_NONE. */
Hit replay_hit_test(const struct App *app, int x, int y);
/* Actions while a replay shows; true when something changed. */
bool replay_action(struct App *app, const struct Action *a);
/* The controls, drawn over the placing tools (dynamic pass). */
void draw_replay(struct App *app);

#endif
