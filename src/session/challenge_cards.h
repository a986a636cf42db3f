/* challenge_cards.h: a frozen numbering of the 32 scoring cards and the 8
 * ambush cards for the challenges and the challenge codes.
 *
 * The derivation of a challenge (challenge.h) and the codes
 * (challenge_code.h) never use the engine's table order: they name a
 * scoring card by its category and its slot in that category, and an
 * ambush by its frozen number. The lists below are spelled out by id and
 * never change, so reordering or extending the engine's tables cannot
 * silently change a challenge or what an old code means.
 *
 *   0 forest:      sentinel_wood greenbough treetower stoneside_forest |
 *                  faunlost_thicket deepwood heart_of_the_forest sleepy_valley
 *   1 farm, water: canal_lake mages_valley golden_granary shoreside_expanse |
 *                  craylund ulems_wallow clawsgrave_peaks jorekburg
 *   2 village:     wildholds great_city greengold_plains shieldgate |
 *                  traylo_monastery outer_enclave gnomish_colony caravansary
 *   3 arrangement: borderlands lost_barony broken_road cauldrons |
 *                  dwarvenholds silos banded_hills starlit_sigil
 *   (slots 0-3, base cards, before the bar; slots 4-7, Heroes cards, after)
 *
 *   ambushes 0-7: goblin_attack bugbear_assault kobold_onslaught gnoll_raid
 *                 dragon_inferno zombie_plague giant_troll_ravage gorgon_gaze */
#ifndef CARTO_CHALLENGE_CARDS_H
#define CARTO_CHALLENGE_CARDS_H

#include <stdbool.h>
#include <stdint.h>

#define CHALLENGE_CATEGORIES 4
#define CHALLENGE_SLOTS 8      /* per category: 0-3 base, 4-7 Heroes */
#define CHALLENGE_BASE_SLOTS 4 /* slots 0..3 are base cards */
#define CHALLENGE_AMBUSHES 8

/* The scoring card (scoring_card index) in a frozen category and slot, or
 * -1 when out of range. */
int challenge_card_scoring(int category, int slot);
/* The frozen category and slot of a scoring card index; false for an index
 * that is no scoring card. */
bool challenge_card_slot(int scoring_index, int *category, int *slot);

/* The engine's ambush number (game_ambush_card) of frozen ambush f, or -1. */
int challenge_ambush_engine(int frozen);
/* The frozen number of an engine ambush number, or -1. */
int challenge_ambush_frozen(int engine_number);
/* An ambush mask between the two numberings (bit i = ambush i). */
uint32_t challenge_ambush_mask_to_frozen(uint32_t engine_mask);
uint32_t challenge_ambush_mask_to_engine(uint32_t frozen_mask);

#endif
