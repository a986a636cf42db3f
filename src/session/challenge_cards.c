/* challenge_cards.c: the frozen card numbering of the challenges
 * (challenge_cards.h), looked up in the engine's tables by id. */
#include "challenge_cards.h"

#include <stddef.h>

#include "cards.h"
#include "game.h"
#include "scoring.h"

/* Never reorder or change these lists: challenges and codes depend on them. */
static const char *const scoring_ids[CHALLENGE_CATEGORIES][CHALLENGE_SLOTS] = {
    {"sentinel_wood", "greenbough", "treetower", "stoneside_forest", "faunlost_thicket", "deepwood",
     "heart_of_the_forest", "sleepy_valley"},
    {"canal_lake", "mages_valley", "golden_granary", "shoreside_expanse", "craylund", "ulems_wallow",
     "clawsgrave_peaks", "jorekburg"},
    {"wildholds", "great_city", "greengold_plains", "shieldgate", "traylo_monastery", "outer_enclave", "gnomish_colony",
     "caravansary"},
    {"borderlands", "lost_barony", "broken_road", "cauldrons", "dwarvenholds", "silos", "banded_hills",
     "starlit_sigil"},
};

static const char *const ambush_ids[CHALLENGE_AMBUSHES] = {
    "goblin_attack",  "bugbear_assault", "kobold_onslaught",   "gnoll_raid",
    "dragon_inferno", "zombie_plague",   "giant_troll_ravage", "gorgon_gaze",
};

int challenge_card_scoring(int category, int slot)
{
    if (category < 0 || category >= CHALLENGE_CATEGORIES || slot < 0 || slot >= CHALLENGE_SLOTS)
        return -1;
    const ScoringCard *c = scoring_card_find(scoring_ids[category][slot]);
    return c ? scoring_card_index(c) : -1;
}

bool challenge_card_slot(int scoring_index, int *category, int *slot)
{
    for (int c = 0; c < CHALLENGE_CATEGORIES; c++) {
        for (int s = 0; s < CHALLENGE_SLOTS; s++) {
            if (scoring_index >= 0 && challenge_card_scoring(c, s) == scoring_index) {
                *category = c;
                *slot = s;
                return true;
            }
        }
    }
    return false;
}

int challenge_ambush_engine(int frozen)
{
    if (frozen < 0 || frozen >= CHALLENGE_AMBUSHES)
        return -1;
    return game_ambush_number(card_find(ambush_ids[frozen]));
}

int challenge_ambush_frozen(int engine_number)
{
    for (int f = 0; f < CHALLENGE_AMBUSHES; f++)
        if (engine_number >= 0 && challenge_ambush_engine(f) == engine_number)
            return f;
    return -1;
}

uint32_t challenge_ambush_mask_to_frozen(uint32_t engine_mask)
{
    uint32_t out = 0;
    for (int e = 0; e < CHALLENGE_AMBUSHES; e++) {
        int f = challenge_ambush_frozen(e);
        if ((engine_mask & (UINT32_C(1) << e)) && f >= 0)
            out |= UINT32_C(1) << f;
    }
    return out;
}

uint32_t challenge_ambush_mask_to_engine(uint32_t frozen_mask)
{
    uint32_t out = 0;
    for (int f = 0; f < CHALLENGE_AMBUSHES; f++) {
        int e = challenge_ambush_engine(f);
        if ((frozen_mask & (UINT32_C(1) << f)) && e >= 0)
            out |= UINT32_C(1) << e;
    }
    return out;
}
