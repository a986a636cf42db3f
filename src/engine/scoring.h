/* scoring.h: the 32 scoring cards and the monster penalty.
 *
 * A scoring card is a const table entry with a function that returns its
 * points and the set of spaces it counted (the app highlights that set on
 * hover; `cartographers-cli score --cells` prints it). Choice cards score
 * their best choice and report it in `chosen` (docs/rules.md §7).
 *
 * What `counted` holds, card by card, is documented next to each function
 * in scoring_*.c: in short, the spaces whose presence earned the points. */
#ifndef CARTO_SCORING_H
#define CARTO_SCORING_H

#include <stdbool.h>

#include "board.h"

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

typedef ScoreResult (*ScoreFn)(const Board *b, const ScoreContext *ctx);

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

/* The monster penalty: points = minus the number of empty spaces adjacent to
 * at least one monster space; counted = those empty spaces. */
ScoreResult score_monsters(const Board *b);

/* Per-card functions, defined in scoring_forest.c, scoring_farm_water.c,
 * scoring_village.c and scoring_arrangement.c. */
ScoreResult score_sentinel_wood(const Board *b, const ScoreContext *ctx);
ScoreResult score_greenbough(const Board *b, const ScoreContext *ctx);
ScoreResult score_treetower(const Board *b, const ScoreContext *ctx);
ScoreResult score_stoneside_forest(const Board *b, const ScoreContext *ctx);
ScoreResult score_faunlost_thicket(const Board *b, const ScoreContext *ctx);
ScoreResult score_deepwood(const Board *b, const ScoreContext *ctx);
ScoreResult score_heart_of_the_forest(const Board *b, const ScoreContext *ctx);
ScoreResult score_sleepy_valley(const Board *b, const ScoreContext *ctx);

ScoreResult score_canal_lake(const Board *b, const ScoreContext *ctx);
ScoreResult score_mages_valley(const Board *b, const ScoreContext *ctx);
ScoreResult score_golden_granary(const Board *b, const ScoreContext *ctx);
ScoreResult score_shoreside_expanse(const Board *b, const ScoreContext *ctx);
ScoreResult score_craylund(const Board *b, const ScoreContext *ctx);
ScoreResult score_ulems_wallow(const Board *b, const ScoreContext *ctx);
ScoreResult score_clawsgrave_peaks(const Board *b, const ScoreContext *ctx);
ScoreResult score_jorekburg(const Board *b, const ScoreContext *ctx);

ScoreResult score_wildholds(const Board *b, const ScoreContext *ctx);
ScoreResult score_great_city(const Board *b, const ScoreContext *ctx);
ScoreResult score_greengold_plains(const Board *b, const ScoreContext *ctx);
ScoreResult score_shieldgate(const Board *b, const ScoreContext *ctx);
ScoreResult score_traylo_monastery(const Board *b, const ScoreContext *ctx);
ScoreResult score_outer_enclave(const Board *b, const ScoreContext *ctx);
ScoreResult score_gnomish_colony(const Board *b, const ScoreContext *ctx);
ScoreResult score_caravansary(const Board *b, const ScoreContext *ctx);

ScoreResult score_borderlands(const Board *b, const ScoreContext *ctx);
ScoreResult score_lost_barony(const Board *b, const ScoreContext *ctx);
ScoreResult score_broken_road(const Board *b, const ScoreContext *ctx);
ScoreResult score_cauldrons(const Board *b, const ScoreContext *ctx);
ScoreResult score_dwarvenholds(const Board *b, const ScoreContext *ctx);
ScoreResult score_silos(const Board *b, const ScoreContext *ctx);
ScoreResult score_banded_hills(const Board *b, const ScoreContext *ctx);
ScoreResult score_starlit_sigil(const Board *b, const ScoreContext *ctx);

#endif
