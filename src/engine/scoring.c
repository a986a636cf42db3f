/* scoring.c: the table of the 32 scoring cards (docs/cards.md §4a and §4b)
 * and the monster penalty (docs/rules.md §5). */
#include "scoring.h"

#include <string.h>

#define BASE false
#define HEROES true

static const ScoringCard cards[SCORING_CARD_COUNT] = {
    {"sentinel_wood", "Sentinel Wood", "Schildwald", CATEGORY_FOREST, BASE, 25,
     "1 point for each forest space adjacent to the edge of the map.", score_sentinel_wood},
    {"greenbough", "Greenbough", "Grünfläche", CATEGORY_FOREST, BASE, 22,
     "1 point for each row and each column with at least one forest space. The same forest space may be scored "
     "in a row and a column.",
     score_greenbough},
    {"treetower", "Treetower", "Düsterwald", CATEGORY_FOREST, BASE, 17,
     "1 point for each forest space surrounded on all four sides by filled spaces or the edge of the map.",
     score_treetower},
    {"stoneside_forest", "Stoneside Forest", "Pfad des Waldes", CATEGORY_FOREST, BASE, 18,
     "3 points for each mountain space connected to another mountain space by a cluster of forest spaces.",
     score_stoneside_forest},
    {"canal_lake", "Canal Lake", "Bewässerungskanal", CATEGORY_FARM_WATER, BASE, 24,
     "1 point for each water space adjacent to at least one farm space. 1 point for each farm space adjacent to "
     "at least one water space.",
     score_canal_lake},
    {"mages_valley", "Mages Valley", "Tal der Magier", CATEGORY_FARM_WATER, BASE, 22,
     "2 points for each water space adjacent to a mountain space. 1 point for each farm space adjacent to a "
     "mountain space.",
     score_mages_valley},
    {"golden_granary", "The Golden Granary", "Goldener Kornspeicher", CATEGORY_FARM_WATER, BASE, 20,
     "1 point for each water space adjacent to a ruins space. 3 points for each farm space on a ruins space.",
     score_golden_granary},
    {"shoreside_expanse", "Shoreside Expanse", "Ausgedehnte Strände", CATEGORY_FARM_WATER, BASE, 27,
     "3 points for each cluster of farm spaces not adjacent to a water space or the edge of the map. 3 points "
     "for each cluster of water spaces not adjacent to a farm space or the edge of the map.",
     score_shoreside_expanse},
    {"wildholds", "Wildholds", "Bastionen in der Wildnis", CATEGORY_VILLAGE, BASE, 16,
     "8 points for each cluster of six or more village spaces.", score_wildholds},
    {"great_city", "Great City", "Metropole", CATEGORY_VILLAGE, BASE, 16,
     "1 point for each village space in the largest cluster of village spaces that is not adjacent to a "
     "mountain space.",
     score_great_city},
    {"greengold_plains", "Greengold Plains", "Schillernde Ebene", CATEGORY_VILLAGE, BASE, 21,
     "3 points for each cluster of village spaces adjacent to three or more different terrain types.",
     score_greengold_plains},
    {"shieldgate", "Shieldgate", "Schild des Reichs", CATEGORY_VILLAGE, BASE, 20,
     "2 points for each village space in the second largest cluster of village spaces (it may be as large as "
     "the largest).",
     score_shieldgate},
    {"borderlands", "Borderlands", "Grenzland", CATEGORY_ARRANGEMENT, BASE, 24,
     "6 points for each complete row or complete column of filled spaces.", score_borderlands},
    {"lost_barony", "Lost Barony", "Unzugängliche Baronie", CATEGORY_ARRANGEMENT, BASE, 24,
     "3 points for each space along one edge of the largest square of filled spaces.", score_lost_barony},
    {"broken_road", "The Broken Road", "Die Lange Straße", CATEGORY_ARRANGEMENT, BASE, 24,
     "3 points for each complete line of filled spaces running diagonally from the left edge down to the "
     "bottom edge of the map.",
     score_broken_road},
    {"cauldrons", "The Cauldrons", "Die Kessel", CATEGORY_ARRANGEMENT, BASE, 20,
     "1 point for each empty space surrounded on all four sides by filled spaces or the edge of the map.",
     score_cauldrons},

    {"faunlost_thicket", "Faunlost Thicket", "Faunwald", CATEGORY_FOREST, HEROES, 16,
     "2 points for each forest space in the longest unbroken vertical line of forest spaces in one column.",
     score_faunlost_thicket},
    {"deepwood", "Deepwood", "Abgelegener Forst", CATEGORY_FOREST, HEROES, 18,
     "6 points for each cluster of five or more forest spaces not adjacent to a village space.", score_deepwood},
    {"heart_of_the_forest", "Heart of the Forest", "Herz des Waldes", CATEGORY_FOREST, HEROES, 22,
     "2 points for each forest space surrounded on all four sides by forest spaces or the edge of the map.",
     score_heart_of_the_forest},
    {"sleepy_valley", "Sleepy Valley", "Verschlafenes Tal", CATEGORY_FOREST, HEROES, 24,
     "4 points for each row with three or more forest spaces.", score_sleepy_valley},
    {"craylund", "Craylund", "Seenplatte", CATEGORY_FARM_WATER, HEROES, 12,
     "7 points for each cluster of farm spaces adjacent to three or more water spaces.", score_craylund},
    {"ulems_wallow", "Ulem's Wallow", "Ulemsumpf", CATEGORY_FARM_WATER, HEROES, 14,
     "4 points for each water space adjacent to two or more farm spaces.", score_ulems_wallow},
    {"clawsgrave_peaks", "Clawsgrave Peaks", "Klauengrabgipfel", CATEGORY_FARM_WATER, HEROES, 15,
     "5 points for each mountain space connected to a farm space by a cluster of water spaces.",
     score_clawsgrave_peaks},
    {"jorekburg", "Jorekburg", "Jorekburg", CATEGORY_FARM_WATER, HEROES, 18,
     "4 points for each column with as many farm spaces as water spaces (at least one of each).",
     score_jorekburg},
    {"traylo_monastery", "Traylo Monastery", "Traylokloster", CATEGORY_VILLAGE, HEROES, 14,
     "7 points for each cluster of village spaces that contains four village spaces in a straight line.",
     score_traylo_monastery},
    {"outer_enclave", "Outer Enclave", "Die äußerste Enklave", CATEGORY_VILLAGE, HEROES, 12,
     "Choose one cluster of village spaces: 1 point for each empty space adjacent to it.", score_outer_enclave},
    {"gnomish_colony", "Gnomish Colony", "Gnomkolonie", CATEGORY_VILLAGE, HEROES, 12,
     "6 points for each cluster of village spaces that contains a 2x2 square of village spaces.",
     score_gnomish_colony},
    {"caravansary", "Caravansary", "Karawanserei", CATEGORY_VILLAGE, HEROES, 16,
     "Choose one cluster of village spaces: 1 point for each row and each column with at least one of its "
     "spaces.",
     score_caravansary},
    {"dwarvenholds", "Dwarvenholds", "Zwergenfestungen", CATEGORY_ARRANGEMENT, HEROES, 28,
     "7 points for each complete row or complete column of filled spaces that contains a mountain space.",
     score_dwarvenholds},
    {"silos", "Silos", "Silos", CATEGORY_ARRANGEMENT, HEROES, 30,
     "10 points for each complete odd-numbered column of filled spaces (1, 3, 5, 7, 9, 11).", score_silos},
    {"banded_hills", "Banded Hills", "Hügel der Toleranz", CATEGORY_ARRANGEMENT, HEROES, 28,
     "4 points for each row with five or more different terrain types.", score_banded_hills},
    {"starlit_sigil", "Starlit Sigil", "Siegel der Sterne", CATEGORY_ARRANGEMENT, HEROES, 30,
     "4 points for each cluster of exactly three empty spaces.", score_starlit_sigil},
};

const ScoringCard *scoring_card(int index)
{
    if (index < 0 || index >= SCORING_CARD_COUNT)
        return NULL;
    return &cards[index];
}

const ScoringCard *scoring_card_find(const char *id)
{
    if (!id)
        return NULL;
    for (int i = 0; i < SCORING_CARD_COUNT; i++)
        if (strcmp(cards[i].id, id) == 0)
            return &cards[i];
    return NULL;
}

int scoring_card_index(const ScoringCard *card)
{
    if (card < cards || card >= cards + SCORING_CARD_COUNT)
        return -1;
    return (int)(card - cards);
}

const char *scoring_category_name(ScoringCategory c)
{
    static const char *const names[CATEGORY_COUNT] = {"forest", "farm-water", "village", "arrangement"};
    return (unsigned)c < CATEGORY_COUNT ? names[c] : "?";
}

BB_VERSIONED ScoreResult score_monsters(const Board *b)
{
    ScoreResult r = {0};
    r.counted = bb_and(board_empty_spaces(b), bb_adjacent(b->layer[CONTENT_MONSTER]));
    r.points = -bb_count(r.counted);
    return r;
}
