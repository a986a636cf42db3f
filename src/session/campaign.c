/* campaign.c: the campaign's games and their goals (campaign.h). */
#include "campaign.h"

#include <limits.h>
#include <string.h>

#include "scoring.h"

#define ALL_AMBUSHES 0xffu

// clang-format off
static const CampaignGame games[CAMPAIGN_GAMES] = {
    /* base game */
    {"first_commission", "The First Commission", GAME_BASE, MAP_SIDE_A, SET_BASE, SET_BASE, false, 0,
     {"treetower", "golden_granary", "great_city", "cauldrons"}, "apprentice_surveyor"},
    {"highland_survey", "The Highland Survey", GAME_BASE, MAP_SIDE_B, SET_BASE, SET_BASE, false, 0,
     {"greenbough", "mages_valley", "shieldgate", "lost_barony"}, "apprentice_surveyor"},
    {"river_charter", "The River Charter", GAME_BASE, MAP_SIDE_A, SET_BASE, SET_BASE, false, 0,
     {"sentinel_wood", "canal_lake", "wildholds", "borderlands"}, "apprentice_surveyor"},
    {"wasteland_frontier", "The Wasteland Frontier", GAME_BASE, MAP_SIDE_B, SET_BASE, SET_BASE, false, 0,
     {"sentinel_wood", "shoreside_expanse", "wildholds", "lost_barony"}, "apprentice_surveyor"},
    /* Heroes */
    {"heroes_arrive", "Heroes Arrive", GAME_HEROES, MAP_SIDE_C, SET_HEROES, SET_HEROES, true, 0,
     {"faunlost_thicket", "gnomish_colony", "ulems_wallow", "dwarvenholds"}, "journeyman_topographer"},
    {"dragon_marches", "The Dragon Marches", GAME_HEROES, MAP_SIDE_D, SET_HEROES, SET_HEROES, true, 0,
     {"heart_of_the_forest", "clawsgrave_peaks", "outer_enclave", "banded_hills"}, "journeyman_topographer"},
    {"monastery_road", "The Monastery Road", GAME_HEROES, MAP_SIDE_D, SET_HEROES, SET_HEROES, true, 0,
     {"deepwood", "ulems_wallow", "traylo_monastery", "dwarvenholds"}, "journeyman_topographer"},
    /* mixed games: one map side, explore and season sets chosen apart, all eight ambushes */
    {"two_crowns", "Two Crowns", GAME_MIXED, MAP_SIDE_C, SET_HEROES, SET_BASE, true, ALL_AMBUSHES,
     {"treetower", "ulems_wallow", "great_city", "dwarvenholds"}, "master_mapsmith"},
    {"borderland_alliance", "The Borderland Alliance", GAME_MIXED, MAP_SIDE_B, SET_BASE, SET_BASE, true, ALL_AMBUSHES,
     {"greenbough", "jorekburg", "wildholds", "banded_hills"}, "legendary_cartographer"},
    {"queens_atlas", "The Queen's Atlas", GAME_MIXED, MAP_SIDE_C, SET_BASE, SET_HEROES, true, ALL_AMBUSHES,
     {"deepwood", "canal_lake", "outer_enclave", "lost_barony"}, "legendary_cartographer"},
};
// clang-format on

int campaign_count(void) { return CAMPAIGN_GAMES; }

const CampaignGame *campaign_game(int index)
{
    if (index < 0 || index >= CAMPAIGN_GAMES)
        return NULL;
    return &games[index];
}

int campaign_find(const char *id)
{
    for (int i = 0; i < CAMPAIGN_GAMES; i++)
        if (strcmp(games[i].id, id) == 0)
            return i;
    return -1;
}

bool campaign_settings(int index, uint64_t seed, GameSettings *out)
{
    const CampaignGame *c = campaign_game(index);
    if (!c)
        return false;
    game_settings_init(out, c->kind, 1, seed);
    out->side = c->side;
    out->explore_set = c->explore_set;
    out->season_set = c->season_set;
    out->heroes = c->heroes;
    if (c->ambush_mask)
        out->ambush_mask = c->ambush_mask;
    for (int i = 0; i < DECREES; i++) {
        const ScoringCard *card = scoring_card_find(c->decrees[i]);
        if (!card)
            return false;
        out->decree_cards[i] = scoring_card_index(card);
    }
    return true;
}

bool campaign_matches(int index, const Game *g)
{
    GameSettings want;
    if (!campaign_settings(index, g->settings.seed, &want))
        return false;
    const GameSettings *s = &g->settings;
    return s->kind == want.kind && s->side == want.side && s->players == 1 && s->explore_set == want.explore_set &&
           s->season_set == want.season_set && s->heroes == want.heroes && s->ambush_mask == want.ambush_mask &&
           memcmp(g->decree_cards, want.decree_cards, sizeof want.decree_cards) == 0;
}

bool campaign_title_threshold(const char *title_id, int *threshold)
{
    if (strcmp(game_title_id(INT_MIN / 2), title_id) == 0) {
        *threshold = INT_MIN;
        return true;
    }
    /* the titles' thresholds all lie well inside this range */
    for (int r = -200; r <= 200; r++) {
        if (strcmp(game_title_id(r), title_id) == 0) {
            *threshold = r;
            return true;
        }
    }
    return false;
}
