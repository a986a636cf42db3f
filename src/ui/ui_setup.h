/* ui_setup.h: the setup screen: base, Heroes or mixed (with the mixed-game
 * choices of rules.md section 9), map side, scoring cards random or chosen
 * per decree, players 1-6 with names, the house rule for ambushes, a seed.
 *
 * The screen is drawn and hit-tested by one function in immediate mode, so
 * what is drawn is what is clickable. Its state is UI state: it only becomes
 * rules state when Start builds GameSettings and calls game_init. */
#ifndef UI_SETUP_H
#define UI_SETUP_H

#include <stdbool.h>
#include <stdint.h>

#include "game.h"
#include "prefs.h"
#include "session.h"

#define SETUP_NAME_MAX 48
#define SETUP_SEED_MAX 20
#define SETUP_FIELD_SEED MAX_PLAYERS /* text fields: 0..5 names, 6 the seed */

typedef struct SetupState {
    GameKind kind;
    int side;
    int players;
    char names[MAX_PLAYERS][SETUP_NAME_MAX];
    bool computer[MAX_PLAYERS]; /* a computer plays the seat (multiplayer only) */
    int strength[MAX_PLAYERS];  /* its strength: 0 easy, 1 medium, 2 hard (ui_args.h) */
    bool decrees_chosen;
    int decree_cards[DECREES];
    CardSet explore_set, season_set;
    bool heroes;
    uint32_t ambush_mask;
    bool solo_ambush_rule;
    char seed[SETUP_SEED_MAX + 1]; /* digits; empty: a random seed */
    int focus;                     /* text field with the caret, -1 none */
    int hover;                     /* widget under the pointer (immediate-mode id) */
    int scroll;                    /* pixels scrolled when taller than the window */
    bool can_go_back;              /* a game is running behind the screen */
    char error[200];
} SetupState;

struct App;
struct Action;

void setup_init(SetupState *s);
/* Opens the screen (from the menu: with a way back to the running game). */
void setup_open(struct App *app, bool can_go_back);
void draw_setup(struct App *app);
/* The seats the screen describes (names, human or computer and its
 * strength) for session_new; solo is always human. */
void setup_seats(const SetupState *s, Seat out[MAX_PLAYERS]);
/* The last game set up (kept in the preferences): kind, players, seats and
 * the names typed, to and from the screen. */
void setup_from_prefs(SetupState *s, const Prefs *p);
void setup_to_prefs(const SetupState *s, Prefs *p);
/* Takes the seats of --seats (checked by ui_args_parse). */
void setup_set_seats(SetupState *s, const char *list);
/* Applies an action while the screen is up; true when something changed. */
bool setup_action(struct App *app, const struct Action *a);

#endif
