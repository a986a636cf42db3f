/* scoring.h: the 32 scoring cards and the monster penalty.
 *
 * A scoring card is a const table entry with a function that returns its
 * points and the set of spaces it counted (the app highlights that set on
 * hover; `cartographers-cli score --cells` prints it). Choice cards score
 * their best choice and report it in `chosen` (docs/rules.md §7).
 *
 * A card scores a ScoreBoard: the board with what several cards share
 * (its filled spaces, the clusters of each terrain), each worked out the
 * first time a card asks for it. Scoring several cards on one ScoreBoard
 * splits each terrain's clusters once; scoring_card_score scores one card.
 *
 * What `counted` holds, card by card, is documented next to each function
 * in scoring_*.c: in short, the spaces whose presence earned the points.
 * The cards work on whole bitboards; scoring_reference.h keeps the first,
 * space-by-space definitions the tests compare them with. */
#ifndef CARTO_SCORING_H
#define CARTO_SCORING_H

#include <stdbool.h>

#include "board.h"
#include "clusters.h"

typedef enum ScoringCategory {
    CATEGORY_FOREST,
    CATEGORY_FARM_WATER,
    CATEGORY_VILLAGE,
    CATEGORY_ARRANGEMENT,
    CATEGORY_COUNT
} ScoringCategory;

typedef struct ScoreResult {
    int points;
    Bitboard counted; /* the spaces behind the points */
    Bitboard chosen;  /* choice cards: the column or cluster chosen; else empty */
} ScoreResult;

typedef struct ScoreContext {
    bool heroes; /* hero is a terrain type (docs/rules.md §1) */
} ScoreContext;

/* The clusters a ScoreBoard keeps: forest, village, farm and water (the
 * Content values 0-3). */
#define SCORE_CLUSTER_LAYERS (CONTENT_WATER + 1)

/* A board being scored. Set up with score_board_init; the board must not
 * change while the ScoreBoard is used. Not shared between threads. */
typedef struct ScoreBoard {
    const Board *board;
    ScoreContext ctx;
    Bitboard filled; /* board_filled */
    Bitboard empty;  /* board_empty_spaces */
    unsigned split;  /* bit c: clusters[c] is worked out */
    ClusterList clusters[SCORE_CLUSTER_LAYERS];
} ScoreBoard;

void score_board_init(ScoreBoard *sb, const Board *b, const ScoreContext *ctx);
/* The clusters of a terrain layer (CONTENT_FOREST..CONTENT_WATER), split
 * on the first call. */
const ClusterList *score_board_clusters(ScoreBoard *sb, Content layer);

typedef ScoreResult (*ScoreFn)(ScoreBoard *sb);

typedef struct ScoringCard {
    const char *id;      /* docs/formats.md §1 id, e.g. "sentinel_wood" */
    const char *name;    /* English name */
    const char *name_de; /* German name */
    ScoringCategory category;
    bool heroes_set; /* from Cartographers Heroes */
    int solo_value;
    const char *text; /* English rule text, as on the card */
    ScoreFn score;
} ScoringCard;

#define SCORING_CARD_COUNT 32

/* All 32, base cards first, in the order of docs/formats.md §1. */
const ScoringCard *scoring_card(int index);
/* By id; NULL when there is no such card. */
const ScoringCard *scoring_card_find(const char *id);
/* Index of a card in the table, or -1. */
int scoring_card_index(const ScoringCard *card);

const char *scoring_category_name(ScoringCategory c);

/* One card on a board (a ScoreBoard of its own). */
ScoreResult scoring_card_score(const ScoringCard *card, const Board *b, const ScoreContext *ctx);

/* The monster penalty: points = minus the number of empty spaces adjacent to
 * at least one monster space; counted = those empty spaces. */
ScoreResult score_monsters(const Board *b);

/* Per-card functions, defined in scoring_forest.c, scoring_farm_water.c,
 * scoring_village.c and scoring_arrangement.c. */
ScoreResult score_sentinel_wood(ScoreBoard *sb);
ScoreResult score_greenbough(ScoreBoard *sb);
ScoreResult score_treetower(ScoreBoard *sb);
ScoreResult score_stoneside_forest(ScoreBoard *sb);
ScoreResult score_faunlost_thicket(ScoreBoard *sb);
ScoreResult score_deepwood(ScoreBoard *sb);
ScoreResult score_heart_of_the_forest(ScoreBoard *sb);
ScoreResult score_sleepy_valley(ScoreBoard *sb);

ScoreResult score_canal_lake(ScoreBoard *sb);
ScoreResult score_mages_valley(ScoreBoard *sb);
ScoreResult score_golden_granary(ScoreBoard *sb);
ScoreResult score_shoreside_expanse(ScoreBoard *sb);
ScoreResult score_craylund(ScoreBoard *sb);
ScoreResult score_ulems_wallow(ScoreBoard *sb);
ScoreResult score_clawsgrave_peaks(ScoreBoard *sb);
ScoreResult score_jorekburg(ScoreBoard *sb);

ScoreResult score_wildholds(ScoreBoard *sb);
ScoreResult score_great_city(ScoreBoard *sb);
ScoreResult score_greengold_plains(ScoreBoard *sb);
ScoreResult score_shieldgate(ScoreBoard *sb);
ScoreResult score_traylo_monastery(ScoreBoard *sb);
ScoreResult score_outer_enclave(ScoreBoard *sb);
ScoreResult score_gnomish_colony(ScoreBoard *sb);
ScoreResult score_caravansary(ScoreBoard *sb);

ScoreResult score_borderlands(ScoreBoard *sb);
ScoreResult score_lost_barony(ScoreBoard *sb);
ScoreResult score_broken_road(ScoreBoard *sb);
ScoreResult score_cauldrons(ScoreBoard *sb);
ScoreResult score_dwarvenholds(ScoreBoard *sb);
ScoreResult score_silos(ScoreBoard *sb);
ScoreResult score_banded_hills(ScoreBoard *sb);
ScoreResult score_starlit_sigil(ScoreBoard *sb);

#endif
