/* names.c: translated names (see names.h). The English texts are the
 * msgids; most are also in strings_catalogue.c. */
#include "names.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "campaign.h"
#include "i18n.h"

const char *name_season(int season)
{
    static const char *const names[] = {N_("Spring"), N_("Summer"), N_("Autumn"), N_("Winter")};
    return season >= 0 && season < 4 ? _(names[season]) : "";
}

const char *name_season_short(int season)
{
    switch (season) {
    /* TRANSLATORS: a season's name shortened for a narrow score box (the
     * box's tooltip has the whole name). */
    case 0: return C_("season, short", "Spr.");
    case 1: return C_("season, short", "Sum.");
    case 2: return C_("season, short", "Aut.");
    case 3: return C_("season, short", "Win.");
    default: return "";
    }
}

const char *name_terrain(Content c)
{
    static const char *const names[] = {N_("Forest"),   N_("Village"),   N_("Farm"),      N_("Water"), N_("Monster"),
                                        N_("Hero"),     N_("Mountain"),  N_("Wasteland"), N_("Destroyed")};
    return (int)c >= 0 && c < CONTENT_COUNT ? _(names[c]) : _("Empty");
}

const char *name_category(ScoringCategory c)
{
    switch (c) {
    case CATEGORY_FOREST: return _("Forest");
    case CATEGORY_FARM_WATER: return _("Farm and water");
    case CATEGORY_VILLAGE: return _("Village");
    default: return _("Arrangement");
    }
}

const char *name_card(const Card *c) { return c && c->name ? _(c->name) : ""; }
const char *name_monster(const Card *c)
{
    switch (c ? c->effect : EFFECT_NONE) {
    case EFFECT_DRAGON: return C_("monster", "Dragon");
    case EFFECT_ZOMBIE: return C_("monster", "Zombies");
    case EFFECT_TROLL: return C_("monster", "Troll");
    case EFFECT_GORGON: return C_("monster", "Gorgon");
    default: return name_card(c);
    }
}

const char *name_scoring(const ScoringCard *c) { return c && c->name ? _(c->name) : ""; }
const char *text_scoring(const ScoringCard *c) { return c && c->text ? _(c->text) : ""; }

/* The number of a made-up name "PREFIX N" (N 1-9), or 0. */
static int made_up_number(const char *name, const char *prefix)
{
    size_t n = strlen(prefix);
    if (strncmp(name, prefix, n) != 0 || name[n] < '1' || name[n] > '9' || name[n + 1] != '\0')
        return 0;
    return name[n] - '0';
}

/* A computer's default name in English, "Computer (hard)" or "Computer 3
 * (hard)": its strength (0-2) and its number (0 for none), or false. */
static bool made_up_computer(const char *name, int *strength, int *number)
{
    static const char *const words[] = {"easy", "medium", "hard"};
    const char *prefix = "Computer ";
    size_t n = strlen(prefix);
    if (strncmp(name, prefix, n) != 0)
        return false;
    const char *q = name + n;
    *number = 0;
    if (*q >= '1' && *q <= '9' && q[1] == ' ') {
        *number = *q - '0';
        q += 2;
    }
    for (int k = 0; k < 3; k++) {
        size_t w = strlen(words[k]);
        if (q[0] == '(' && strncmp(q + 1, words[k], w) == 0 && q[1 + w] == ')' && q[2 + w] == '\0') {
            *strength = k;
            return true;
        }
    }
    return false;
}

const char *name_seat(const char *name)
{
    static char ring[8][64];
    static unsigned next;
    if (!name)
        return "";
    int player = made_up_number(name, "Player "), computer = made_up_number(name, "Computer ");
    int strength = 0, number = 0;
    bool with_strength = made_up_computer(name, &strength, &number);
    if (!player && !computer && !with_strength)
        return name;
    char *out = ring[next++ % 8];
    if (player)
        snprintf(out, sizeof ring[0], _("Player %d"), player);
    else if (computer)
        /* TRANSLATORS: a computer player's name in a network game; %d its seat. */
        snprintf(out, sizeof ring[0], _("Computer %d"), computer);
    else if (number)
        snprintf(out, sizeof ring[0], _("Computer %d (%s)"), number, name_strength(strength));
    else
        snprintf(out, sizeof ring[0], _("Computer (%s)"), name_strength(strength));
    return out;
}

/* Whether the bytes [from, to) hold a letter (any byte of a UTF-8 sequence counts as one). */
static bool has_letter(const char *from, const char *to)
{
    for (const char *q = from; q < to; q++)
        if ((*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z') || (unsigned char)*q >= 0x80)
            return true;
    return false;
}

size_t name_first_word(const char *name)
{
    size_t end = strcspn(name, " ");
    while (name[end] == ' ' && !has_letter(name, name + end)) {
        size_t next = end + strspn(name + end, " ");
        end = next + strcspn(name + next, " ");
    }
    return end;
}

void name_seat_line(int seat, const char *name, const char *what, char *out, size_t size)
{
    if (!name)
        /* TRANSLATORS: an open seat's number, what it is ("Seat 2 — waiting for a friend to join"). */
        snprintf(out, size, _("Seat %d \xE2\x80\x94 %s"), seat, what);
    else
        /* TRANSLATORS: a seat's number, the player's name, what it is ("Seat 1: Anna — you"), written as
         * the open seat's line above. A name may start with a number of its own ("Computer 2" where that is
         * written "2. ..."): write the seat's so that the two cannot be read together. */
        snprintf(out, size, _("Seat %d: %s \xE2\x80\x94 %s"), seat, name, what);
}

const char *name_strength(int strength)
{
    switch (strength) {
    case 0: return C_("computer strength", "easy");
    case 2: return C_("computer strength", "hard");
    default: return C_("computer strength", "medium");
    }
}

const char *name_kind(GameKind kind)
{
    return kind == GAME_HEROES ? _("Heroes") : kind == GAME_MIXED ? _("Mixed game") : _("Base game");
}

void describe_game(int players, GameKind kind, char *buf, size_t size)
{
    const char *k = name_kind(kind);
    if (players <= 1)
        /* TRANSLATORS: the kind of game (Base game, Heroes, Mixed game). */
        snprintf(buf, size, _("Solo \xC2\xB7 %s"), k);
    else
        /* TRANSLATORS: number of players, the kind of game. */
        snprintf(buf, size, _("%d players \xC2\xB7 %s"), players, k);
}

/* The campaign's names, by id (campaign.c keeps them in English). */
static const struct {
    const char *id, *name;
} campaign_names[] = {
    {"first_commission", N_("The First Commission")},
    {"highland_survey", N_("The Highland Survey")},
    {"river_charter", N_("The River Charter")},
    {"wasteland_frontier", N_("The Wasteland Frontier")},
    {"heroes_arrive", N_("Heroes Arrive")},
    {"dragon_marches", N_("The Dragon Marches")},
    {"monastery_road", N_("The Monastery Road")},
    {"two_crowns", N_("Two Crowns")},
    {"borderland_alliance", N_("The Borderland Alliance")},
    {"queens_atlas", N_("The Queen's Atlas")},
};

const char *name_campaign(int index)
{
    const CampaignGame *c = campaign_game(index);
    if (!c)
        return "";
    for (size_t i = 0; i < sizeof campaign_names / sizeof campaign_names[0]; i++)
        if (strcmp(campaign_names[i].id, c->id) == 0)
            return _(campaign_names[i].name);
    return c->title;
}
