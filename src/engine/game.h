/* game.h: a whole game of Cartographers, base, Heroes or mixed, as a state
 * machine driven by moves (docs/rules.md §2-6, §9).
 *
 * The engine advances by itself until somebody has to decide something; the
 * pending decision (game_decision) says who decides, on whose sheet, and what
 * kind of move is wanted. game_legal_moves lists every legal move for it and
 * game_apply validates one and applies it, or refuses it with a message. A
 * game is fully described by its settings (seed included) and its moves.
 *
 * Game is plain data with no pointers: copying it with `=` gives an
 * independent game (undo, bots' look-ahead). Fields are public for reading;
 * change a game only through game_apply. */
#ifndef CARTO_GAME_H
#define CARTO_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "board.h"
#include "cards.h"
#include "maps.h"
#include "refusal.h"
#include "rng.h"
#include "scoring.h"

#define MAX_PLAYERS 6
#define SEASONS 4
#define DECREES 4
#define COIN_LIMIT 14
#define MAX_CARDS 40 /* more than the card table holds */
#define ERROR_MAX 200

typedef enum GameKind { GAME_BASE, GAME_HEROES, GAME_MIXED } GameKind;

typedef struct GameSettings {
    GameKind kind;
    MapSide side;
    int players; /* 1..6; 1 = solo */
    uint64_t seed;
    /* scoring cards for decrees A-D (scoring_card indices), or -1 each for
     * "random from the seed" (all four must be given or none). */
    int decree_cards[DECREES];
    /* mixed games (docs/rules.md §9); set from `kind` by game_settings_init */
    CardSet explore_set;
    CardSet season_set;
    bool heroes;          /* hero cards in the game (and hero is a terrain type) */
    uint32_t ambush_mask; /* bit i: ambush number i of game_ambush_cards() is in the pile */
    /* house option: in multiplayer, ambushes are placed by the solo rule */
    bool solo_ambush_rule;
} GameSettings;

/* What the pending decision wants. */
typedef enum DecisionKind {
    DECISION_NONE,    /* the game is over */
    DECISION_DRAW,    /* draw the revealed explore/special card (or the 1x1 fallback) */
    DECISION_AMBUSH,  /* draw the ambush's monster on `sheet` */
    DECISION_HERO,    /* place the hero and its attack pattern */
    DECISION_GORGON,  /* choose the space the Gorgon's gaze destroys */
    DECISION_TROLL,   /* choose the empty space the Giant Troll destroys */
} DecisionKind;

typedef struct Decision {
    DecisionKind kind;
    int actor;          /* the player who decides (0-based seat) */
    int sheet;          /* whose map is drawn on */
    int card;           /* card id being resolved (ambush card for gorgon/troll) */
    bool single_only;   /* only the 1x1 fallback is legal (nothing fits) */
    bool ruins_needed;  /* the ruins rule restricts this draw */
    int solo_target;    /* solo ambush: the target space, else -1 */
} Decision;

typedef enum MoveKind {
    MOVE_DRAW,    /* a shape of the card: shape, orient, at, terrain */
    MOVE_SINGLE,  /* the 1x1 fallback: at, terrain */
    MOVE_HERO,    /* hero at `at`, pattern in `orient` */
    MOVE_DESTROY, /* gorgon/troll target `at` */
} MoveKind;

typedef struct Move {
    MoveKind kind;
    int8_t card;    /* card id the move answers */
    int8_t shape;   /* 0-based shape index on the card (MOVE_DRAW) */
    int8_t orient;  /* 0..7 */
    int8_t at;      /* space index; for shapes the top-left of the bounding box */
    int8_t terrain; /* Content (MOVE_DRAW, MOVE_SINGLE) */
} Move;

/* Text form, e.g. "draw card=great_river shape=2 orient=5 at=D4 terrain=water",
 * "single card=orchard at=B2 terrain=forest", "hero card=freyla_the_true orient=1 at=E5",
 * "destroy card=gorgon_gaze at=C3". Shapes are numbered from 1 in text. */
#define MOVE_TEXT_MAX 96
void move_format(const Move *m, char *buf, size_t size);
bool move_parse(const char *text, Move *out, char *err, size_t errsize);
/* "forest", "village", ... for a Content; -1 from parse for an unknown name. */
const char *game_terrain_name(int content);
int game_terrain_parse(const char *name);
/* The spaces a draw/single/hero move fills (the hero's own space for MOVE_HERO). */
bool move_cells(const Move *m, Bitboard *cells);

/* One season's box on a sheet. */
typedef struct SeasonScore {
    int decree[2]; /* the season's two decrees, in order (A+B, B+C, C+D, D+A) */
    int coins;
    int monsters; /* <= 0 */
    int total;
} SeasonScore;

typedef struct Sheet {
    Board board;
    Bitboard marks;          /* hero attack marks */
    Bitboard named[8];       /* surviving spaces of each named monster, by ambush number */
    Bitboard dragon;         /* every space the dragon was drawn on (for its coins) */
    Bitboard mountains_paid; /* mountains whose coin was gained */
    bool dragon_paid;
    int coins;
    SeasonScore seasons[SEASONS];
    int monster_total; /* sum of the monster lines so far (<= 0): the tie-break */
    /* what each destroyed space held before (a Content; CONTENT_EMPTY for an
     * empty space), so a front end can draw it faded under the cross */
    int8_t destroyed_was[BOARD_SPACES];
} Sheet;

typedef struct Game {
    GameSettings settings;
    int decree_cards[DECREES]; /* scoring card indices for A-D */
    Rng rng;
    Sheet sheets[MAX_PLAYERS];
    /* decks, cards as ids; the top of a pile is its last element */
    int8_t deck[MAX_CARDS];
    int deck_len;
    int8_t ambush_pile[8];
    int ambush_len;
    int8_t hero_pile[4];
    int hero_len;
    int8_t row[MAX_CARDS]; /* revealed this season, in order */
    int row_len;
    int8_t lasting[8]; /* revealed Heroes ambushes (their effects), in reveal order */
    int lasting_len;
    int season;          /* 0..3; 4 when the game is over */
    int time;            /* time value revealed this season */
    bool ruins_pending;  /* a ruins card awaits the next explore card */
    int current;         /* card being resolved, -1 between cards */
    int turn;            /* whose turn within the card: sheet index */
    int effect_index;    /* end of season: which lasting effect is running */
    int phase;           /* internal step of the state machine */
    Decision decision;
    int moves_applied;
} Game;

void game_settings_init(GameSettings *s, GameKind kind, int players, uint64_t seed);

/* The words of a game's kind and of a card set in files and options:
 * "base", "heroes", "mixed" (a set: "base", "heroes"). The parsers return
 * false on any other word, leaving *out as it was. */
const char *game_kind_name(GameKind k);
bool game_kind_parse(const char *word, GameKind *out);
const char *card_set_name(CardSet s);
bool card_set_parse(const char *word, CardSet *out);
bool game_settings_check(const GameSettings *s, char *err, size_t errsize);

/* The 8 ambush cards, base first, as card ids (for GameSettings.ambush_mask). */
int game_ambush_card(int number);
int game_ambush_number(int card_id);

/* Sets up the game and advances to the first decision. */
bool game_init(Game *g, const GameSettings *s, char *err, size_t errsize);

const Decision *game_decision(const Game *g);
bool game_over(const Game *g);
/* How many seasons have been scored (0..4). A season is scored before its
 * lasting effects run (a zombie wave, a Giant Troll's space): while those
 * are pending, Game.season is the season just scored and this counts it. */
int game_seasons_scored(const Game *g);

/* Writes up to max legal moves for the pending decision and returns how
 * many there are in all (0 when the game is over). */
int game_legal_moves(const Game *g, Move *out, int max);
#define MOVES_MAX 4096 /* enough for any decision */

/* Whether a move is legal for the pending decision, without applying it;
 * err says why not (in English: game_refusal_text). */
bool game_check_move(const Game *g, const Move *m, char *err, size_t errsize);
/* The same with the reason as a code (refusal.h). */
bool game_check_move_why(const Game *g, const Move *m, Refusal *why);

/* Validates and applies a move for the pending decision. On refusal the game
 * is unchanged and err says why. */
bool game_apply(Game *g, const Move *m, char *err, size_t errsize);
bool game_apply_why(Game *g, const Move *m, Refusal *why);
bool game_apply_text(Game *g, const char *text, char *err, size_t errsize);

/* Scoring helpers. */
ScoreContext game_score_context(const Game *g);
int game_season_duration(const Game *g, int season);
/* Decree indices (0 = A) scored in a season. */
void game_season_decrees(int season, int out[2]);
/* Scores the sheet as it is now for a season (what the app shows faded). */
SeasonScore game_project_season(const Game *g, int player, int season);
int game_total(const Game *g, int player);

/* Final standing: places (1-based, shared on a full tie) per player. */
void game_ranking(const Game *g, int places[MAX_PLAYERS]);

/* Solo: rating and title. */
int game_solo_rating(const Game *g);
const char *game_title_id(int rating);   /* e.g. "apprentice_surveyor" */
const char *game_title_name(int rating); /* e.g. "Apprentice Surveyor" */

/* Solo ambush rule (docs/rules.md §4): the target space for an ambush card
 * on a board, or -1 (discard). */
int solo_ambush_target(const Board *b, const Card *ambush);

/* Rounds (docs/rules.md §10e). A round is every decision between two
 * things everybody sees: a card revealed, a lasting effect begun at a
 * season's end, the end of the game. Within a round each decision is on one
 * sheet and depends only on that sheet, the round's card and the ruins rule,
 * so the sheets can decide at once, in any order, and their moves still be
 * applied in seat order (the order the game's record keeps).
 *
 * game_round numbers the round a game is in (it only grows as a game goes
 * on). game_round_view writes into *out the game as it would be if the
 * sheets ahead of `sheet` in this round had passed their turn without
 * deciding: out's pending decision is `sheet`'s (whoever makes it: the owner,
 * or the neighbour who draws an ambush there), and moves applied to *out
 * are legal in the real game when that sheet's turn comes. False when the
 * sheet has nothing (more) to decide in this round. */
uint32_t game_round(const Game *g);
bool game_round_view(const Game *g, int sheet, Game *out);

/* A hash of the whole state (every field, one by one): two copies of a game
 * that agree in it are the same game. */
uint64_t game_state_hash(const Game *g);

/* Checks the engine's invariants (disjoint layers, coins in range, ...);
 * returns false with a message if one is broken. For tests. */
bool game_check_invariants(const Game *g, char *err, size_t errsize);

#endif
