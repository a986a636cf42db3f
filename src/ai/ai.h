/* ai.h: what the computer players' files share: the static evaluation of a
 * sheet (ai_eval.c), scoring and picking moves with it (ai_moves.c), the
 * determinization of hidden cards (ai_determinize.c), and the three
 * strengths (ai_easy.c, ai_medium.c, ai_hard.c). Callers use bot.h; this
 * header is for src/ai and its tests.
 *
 * Values are integers in centipoints (1 point = 100), so a bot's choice is
 * the same on every machine: no floating point anywhere in the AI. */
#ifndef CARTO_AI_H
#define CARTO_AI_H

#include <stdbool.h>

#include "bot.h"
#include "game.h"

#define AI_POINT 100

/* Weights of the static evaluation, in centipoints unless said otherwise.
 * The defaults (ai_weights_medium) were tuned by playing games: see the
 * "Computer players" section of HACKING.md. */
typedef struct AiWeights {
    /* how much a decree's current value counts for a later season than the
     * current one, per 100 (the current season counts 100) */
    int future_decree;
    /* the monster penalty as it stands, for each later season, per 100 */
    int future_monster;
    /* per isolated empty space (no empty neighbour): only a 1x1 fits there */
    int hole1;
    /* per empty region of exactly two spaces */
    int hole2;
    /* per mountain whose coin is one empty neighbour away, per season left */
    int mountain_near;
    /* per empty space under a hero's attack mark (monsters drawn there are
     * destroyed), per season left */
    int marked_empty;
    /* partial credit for decrees that pay for a structure still being built
     * (clusters a little too small, rows nearly full, ...), per 100 of the
     * decree's weight; 0 switches the potentials off */
    int potential;
    /* the whole-game evaluation's line decrees (ai_finish.c): the share, per
     * 100, of the cards that could fill a gap of a line that are spent on
     * it (0, the default: the fixed partial credit, as on the fast path;
     * the deck-aware value measured weaker, docs/ai-tuning.md §4); lines
     * with more than finish_max empty spaces count nothing */
    int finish_use;
    int finish_max;
    /* easy: only the current season's two decrees count, and every move's
     * value gets uniform noise in [-noise, +noise] */
    bool current_season_only;
    int noise;
} AiWeights;

void ai_weights_medium(AiWeights *w);
void ai_weights_easy(AiWeights *w);

/* The explore deck as a player knows it (ai_finish.c): the cards with
 * shapes that are in it, and their chances (per mille) to be revealed in
 * the rest of this season (0 for those already revealed) and in each whole
 * later season. */
#define AI_DECK_MAX 16
typedef struct AiDeck {
    int ncards;
    int8_t card[AI_DECK_MAX];
    int now[AI_DECK_MAX];
    int later[SEASONS];
    int season;    /* the first season not yet scored */
    int draws_now; /* explore draws this season still has, about */
    int later_draws[SEASONS];
} AiDeck;

void ai_deck_init(AiDeck *d, const Game *g);
/* cover[i]: the spaces of `empty` that one placement of deck card i covers. */
void ai_deck_cover(const AiDeck *d, Bitboard empty, Bitboard *cover);

/* Everything the evaluation of one player's sheet needs that does not
 * depend on the sheet: prepared once per decision. */
typedef struct AiView {
    const AiWeights *w;
    ScoreContext sctx;
    int decree_card[DECREES];
    int decree_mult[DECREES];      /* per 100: the seasons still to score it, weighted */
    int potential[DECREES];        /* which partial-credit term the decree's card has (ai_eval.c) */
    unsigned depends[DECREES];     /* the only terrains its points depend on (TERRAIN_BIT), or 0 */
    bool fast_barony[DECREES];     /* Lost Barony, scored by the AI's own faster function */
    int coin_mult;                 /* per 100 */
    int monster_mult;              /* per 100 */
    int seasons_left;              /* seasons not yet scored, the current one included */
    int scored;                    /* points already in the season boxes (centipoints) */
    int season_decree[SEASONS][2]; /* the decrees each season scores */
    /* the whole-game evaluation (ai_eval_game): line decrees valued by the
     * deck (ai_finish.c) rather than by the fixed credit */
    bool deep;
    AiDeck deck;
} AiView;

void ai_view_init(AiView *v, const Game *g, int player, const AiWeights *w);

/* The line decrees' kinds (ai_finish.c) and their value by the deck:
 * centipoints for the lines of `b` not yet complete, each line's points
 * for each of the decree's seasons to come times the chance it is complete
 * by then. cover: ai_deck_cover of b's empty spaces. */
enum { AI_LINES_NONE, AI_LINES_ROWS_COLUMNS, AI_LINES_WITH_MOUNTAIN, AI_LINES_ODD_COLUMNS, AI_LINES_DIAGONALS };
int ai_finish_lines(const AiView *v, int decree, int kind, const Board *b, const Bitboard *cover);
/* The projected final total of the sheet, in centipoints: the seasons
 * already scored, plus every season still to come scored as the sheet is
 * now (weighted as the view says), plus the structural terms. */
int ai_eval_sheet(const AiView *v, const Sheet *s);
/* The same for a sheet that differs from one whose decree points were
 * `before` (ai_decree_points) only by spaces drawn with the terrains in
 * `drawn` (TERRAIN_BIT mask): decrees that do not depend on them are not
 * scored again. */
void ai_decree_points(const AiView *v, const Sheet *s, int points[DECREES]);
/* Decree d's points on a board (the scoring card's, faster for some cards). */
int ai_decree_score(const AiView *v, int d, const Board *b);
int ai_eval_sheet_drawn(const AiView *v, const Sheet *s, const int before[DECREES], unsigned drawn);
/* The whole-game evaluation of the game as it stands: ai_eval_sheet, with
 * the line decrees valued by what the deck can still bring (ai_finish.c)
 * when w->finish_use is set. The end positions of the hard bot's rollouts,
 * moves scored exactly and the review use it. */
int ai_eval_game(const Game *g, int player, const AiWeights *w);
/* The same as the fast path sees it (ai_eval_sheet: the fixed credit), to
 * compare with the scores of ai_score_moves' fast mode. */
int ai_eval_game_fast(const Game *g, int player, const AiWeights *w);

/* The parts of the evaluation, for telling why one position is worth more
 * than another (the review): each decree (its points in the seasons
 * already scored, as the sheet stands for those to come, and its partial
 * credit), coins (with mountains about to pay), monsters (with the spaces
 * heroes protect), and the map's shape (holes no shape fits). */
enum { AI_TERM_DECREE = 0, AI_TERM_COINS = DECREES, AI_TERM_MONSTERS, AI_TERM_MAP, AI_TERMS };
/* ai_eval_game, split: terms[AI_TERM_DECREE + d] and the others add up to
 * the value returned. */
int ai_eval_game_terms(const Game *g, int player, const AiWeights *w, int terms[AI_TERMS]);

/* The sheet after a draw or single move for the pending decision, as far as
 * the evaluation cares: the cells filled, the coin shape's coin, mountain
 * coins, the dragon's coins, monsters under attack marks destroyed. Named
 * monsters' other lasting effects are left out (ai_score_moves' exact mode
 * has them). */
void ai_sheet_after(const Game *g, const Move *m, Sheet *out);

/* Scores every move (the evaluation of the decision's sheet after it, as
 * the actor sees it: on a neighbour's sheet the negated evaluation, so
 * higher is always better for the actor). exact: apply each move to a copy
 * of the game (every rule, slower); otherwise ai_sheet_after. */
void ai_score_moves(const Game *g, const AiWeights *w, const Move *moves, int n, bool exact, int *scores);

/* Whether the pending decision has consequences ai_sheet_after leaves out
 * (a hero, a destroyed space, a named monster's effect), so exact scoring. */
bool ai_needs_exact(const Game *g);

/* The index of the highest of n scores; ties broken with rng (reservoir
 * sampling: one draw per tie met). */
int ai_best_index(const int *scores, int n, Rng *rng);

/* The best move by ai_score_moves (ties broken with rng); false when no
 * decision is pending. Writes the chosen move's score to *score if not NULL. */
bool ai_choose_greedy(const Game *g, const AiWeights *w, bool exact, Rng *rng, Move *out, int *score);

/* The determinization: a copy of g in which everything hidden is dealt
 * again from the bot's own rng: the order of the explore deck, which of the
 * unrevealed ambush (and hero) cards are in the deck and which still in
 * their piles, the piles' order, and the rules' generator (later seasons'
 * shuffles). Everything revealed is untouched, and so is the multiset of
 * explore cards in the deck and the number of ambush and hero cards in it. */
void ai_determinize(const Game *g, Rng *rng, Game *out);

/* Worker threads (ai_workers.c). ai_workers: how many to use for a budget's
 * `threads` (0 = one per processor), between 1 and 64. ai_parallel_for
 * runs task(ctx, worker, i) once for every i in 0..n-1 on that many
 * threads, the caller's among them, and returns when all have run; worker
 * (0..workers-1) names the thread, for scratch memory of its own. Results
 * must depend on i alone: which worker runs which task varies. */
int ai_workers(int threads);
void ai_parallel_for(int workers, int n, void (*task)(void *ctx, int worker, int index), void *ctx);

/* The strengths. Each picks a legal move for the pending decision. */
bool ai_choose_easy(const Game *g, Rng *rng, Move *out);
bool ai_choose_medium(const Game *g, Rng *rng, Move *out);
/* w: the evaluation for ranking candidates, the rollout policy and the
 * rollouts' end positions (NULL = ai_weights_medium). */
bool ai_choose_hard(const Game *g, const BotHardParams *p, const AiWeights *w, Rng *rng, BotChoice *out);

/* One rollout of the hard bot's look-ahead by itself (ai_hard.c), for the
 * review: `move` played on a copy of `deal` (a determinization), then the
 * rollout policy for p->horizon of me's draws, its random choices from
 * `seed` (the same seed on the same deal: common random numbers). Returns
 * the end position, which stays valid until the scratch's next use, or
 * NULL when the move is illegal on the deal. A scratch (about 100 KB)
 * serves one thread. */
typedef struct AiRollout AiRollout;
AiRollout *ai_rollout_new(void);
void ai_rollout_free(AiRollout *r);
const Game *ai_rollout_play(AiRollout *r, const Game *deal, const Move *move, int me, const BotHardParams *p,
                            const AiWeights *w, uint64_t seed);

#endif
