/* setup_screen.h: the setup screen's model, for the shell: base, Heroes or
 * mixed (with the mixed-game choices of docs/rules.md §9), map side, scoring
 * cards random or chosen per decree, players 1-6 with names and who plays
 * each seat, the house rule for ambushes, a seed. Its state is UI state: it
 * only becomes rules state when Start builds GameSettings for the match.
 * The shell starts the command line's game with the seats the screen's
 * model gives (setup_seats): its names and the command line's seats. */
#ifndef UI_SCREENS_SETUP_SCREEN_H
#define UI_SCREENS_SETUP_SCREEN_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

#include "challenge_code.h"
#include "game.h"
#include "args.h"
#include "settings.h"
#include "session.h"

#define SETUP_NAME_MAX 48
#define SETUP_SEED_MAX 20
#define SETUP_FIELD_SEED MAX_PLAYERS       /* text fields: 0..5 names, 6 the seed, */
#define SETUP_FIELD_CODE (MAX_PLAYERS + 1) /* 7 the challenge code */

typedef struct SetupState {
    GameKind kind;
    int side;
    int players;
    char names[MAX_PLAYERS][SETUP_NAME_MAX];
    char typed[MAX_PLAYERS][SETUP_NAME_MAX]; /* a human's name while a computer has the seat */
    char given[MAX_PLAYERS][SETUP_NAME_MAX]; /* the name the screen last gave the seat: while the
                                                seat's name is still that, it follows the seat and
                                                the language (one given in another language too) */
    bool computer[MAX_PLAYERS]; /* a computer plays the seat (multiplayer only) */
    int strength[MAX_PLAYERS];  /* its strength: 0 easy, 1 medium, 2 hard (args.h) */
    bool decrees_chosen;
    int decree_cards[DECREES];
    CardSet explore_set, season_set;
    bool heroes;
    uint32_t ambush_mask;
    bool solo_ambush_rule;
    char seed[SETUP_SEED_MAX + 1]; /* digits; empty: a random seed */
    int focus;                     /* text field with the caret, -1 none */
    bool selected;                 /* the focused field's text is selected: typing replaces it */
    bool keyboard_wanted;          /* a finger tapped a text field: the on-screen keyboard opens for it */
    SDL_Rect field_rect[MAX_PLAYERS + 2]; /* where each text field was drawn last */
    SDL_Rect players_rect[MAX_PLAYERS];   /* the choices of 1..6 players, as drawn last (report) */
    SDL_Rect start_rect;                  /* where Start game was drawn last */
    SDL_Rect ambush_rule_rect;            /* the check box of ambushes by the solo rule, as drawn last (report) */
    /* a challenge code typed or pasted: it sets the fields above; the note
     * says what game it is or, translated, what is wrong (the bad character
     * at byte `code_bad` is marked in the field, -1 none) */
    char code[CHALLENGE_CODE_TEXT_MAX + 1];
    bool code_ok;
    int code_bad;
    char code_note[400];
    char code_how[256];            /* the line under the field while it has no note: how to enter a code, in the
                                    * words of the input used last (Ctrl+V for the keys and the mouse only) */
    bool can_go_back;              /* a game is running behind the screen */
    char error[SESSION_MESSAGE_MAX + 300];
} SetupState;

void setup_init(SetupState *s);
/* The seats the model describes (names, human or computer and its
 * strength) for the match; solo is always human. */
void setup_seats(const SetupState *s, Seat out[MAX_PLAYERS]);
/* The last game set up (kept in the settings file): kind, players, seats
 * and the names typed, to and from the model. */
void setup_from_memory(SetupState *s, const SetupMemory *m);
void setup_to_memory(const SetupState *s, SetupMemory *m);
/* The names the screen gave, given again in the language of the moment
 * (the screen does it as it opens: the language may have changed). */
void setup_name_again(SetupState *s);
/* Who plays seat p: a human, or a computer of a strength (0 easy, 1 medium,
 * 2 hard). Names the screen gave follow the seat; a typed human name is
 * kept while a computer has the seat and comes back with a human. */
void setup_seat(SetupState *s, int p, bool computer, int strength);
/* The screen's model (the shell starts the command line's game with its
 * seats; tests fill it in). */
SetupState *setup_screen_model(void *self);
/* Reads the code field (s->code): a valid code sets the kind, map side,
 * players, seed, decrees and card sets; otherwise the note says why. */
void setup_read_code(SetupState *s);
/* The settings Start gives (seed 0 picks a new one only when the seed
 * field is empty). */
void setup_settings(const SetupState *s, uint64_t random_seed, GameSettings *out);
/* Takes the seats of --seats (checked by ui_args_parse). */
void setup_set_seats(SetupState *s, const char *list);

#endif
