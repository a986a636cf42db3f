/* game_score.c: season scores, totals, the ranking with its tie-break, and
 * the solo rating and title (docs/rules.md §5-6). */
#include "game_internal.h"

ScoreContext game_score_context(const Game *g)
{
    ScoreContext ctx = {g->settings.heroes};
    return ctx;
}

void game_season_decrees(int season, int out[2])
{
    out[0] = season % DECREES;
    out[1] = (season + 1) % DECREES;
}

SeasonScore game_project_season(const Game *g, int player, int season)
{
    SeasonScore s = {{0, 0}, 0, 0, 0};
    if (player < 0 || player >= g->settings.players || season < 0 || season >= SEASONS)
        return s;
    const Sheet *sheet = &g->sheets[player];
    ScoreContext ctx = game_score_context(g);
    ScoreBoard sb;
    score_board_init(&sb, &sheet->board, &ctx);
    int decrees[2];
    game_season_decrees(season, decrees);
    for (int i = 0; i < 2; i++)
        s.decree[i] = scoring_card(g->decree_cards[decrees[i]])->score(&sb).points;
    s.coins = sheet->coins;
    s.monsters = score_monsters(&sheet->board).points;
    s.total = s.decree[0] + s.decree[1] + s.coins + s.monsters;
    return s;
}

int game_total(const Game *g, int player)
{
    if (player < 0 || player >= g->settings.players)
        return 0;
    int scored = g->season < SEASONS ? g->season : SEASONS;
    /* a season counts once its box is written: those before the current one,
     * or the current one while its end-of-season effects run */
    if (g->phase == PHASE_EFFECTS && g->season < SEASONS)
        scored = g->season + 1;
    int total = 0;
    for (int s = 0; s < scored; s++)
        total += g->sheets[player].seasons[s].total;
    return total;
}

void game_ranking(const Game *g, int places[MAX_PLAYERS])
{
    int n = g->settings.players;
    for (int p = 0; p < n; p++) {
        int better = 0;
        for (int q = 0; q < n; q++) {
            int tp = game_total(g, p), tq = game_total(g, q);
            if (tq > tp || (tq == tp && g->sheets[q].monster_total > g->sheets[p].monster_total))
                better++;
        }
        places[p] = better + 1;
    }
}

int game_solo_rating(const Game *g)
{
    int rating = game_total(g, 0);
    for (int i = 0; i < DECREES; i++)
        rating -= scoring_card(g->decree_cards[i])->solo_value;
    return rating;
}

typedef struct Title {
    int threshold;
    const char *id;
    const char *name;
} Title;

static const Title titles[] = {
    {30, "legendary_cartographer", "Legendary Cartographer"},
    {20, "master_mapsmith", "Master Mapsmith"},
    {10, "journeyman_topographer", "Journeyman Topographer"},
    {0, "apprentice_surveyor", "Apprentice Surveyor"},
    {-5, "amateur_assessor", "Amateur Assessor"},
    {-10, "inept_assistant", "Inept Assistant"},
    {-20, "dimwitted_doodler", "Dimwitted Doodler"},
};

static const Title lowest = {-1000000, "oblivious_inkdrinker", "Oblivious Inkdrinker"};

static const Title *title_for(int rating)
{
    for (size_t i = 0; i < sizeof titles / sizeof titles[0]; i++)
        if (rating >= titles[i].threshold)
            return &titles[i];
    return &lowest; /* R <= -21, including below -30 (docs/rules.md §6) */
}

const char *game_title_id(int rating) { return title_for(rating)->id; }
const char *game_title_name(int rating) { return title_for(rating)->name; }
