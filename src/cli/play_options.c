/* play_options.c: parsing the options of `play` (docs/formats.md §7). Options are
 * read in two passes so that --game sets the defaults that the others
 * (side, explore set, ...) then override, whatever their order. */
#include "play_options.h"

#include <stdlib.h>
#include <string.h>

#include "challenge_arg.h"
#include "cli.h"
#include "numtext.h"

static bool parse_number(const char *s, unsigned long long max, unsigned long long *out)
{
    uint64_t v;
    if (!numtext_u64(s, max, &v))
        return false;
    *out = v;
    return true;
}

/* The value of option i, or NULL (with a message) when it is missing. */
static const char *value_of(int argc, char **argv, int i, const char *command)
{
    if (i + 1 >= argc) {
        cli_error("%s: option %s needs a value", command, argv[i]);
        return NULL;
    }
    return argv[i + 1];
}

static bool parse_cards(const char *v, GameSettings *s, const char *command)
{
    char buf[512];
    if (strlen(v) >= sizeof buf) {
        cli_error("%s: --cards is too long", command);
        return false;
    }
    strcpy(buf, v);
    int n = 0;
    char *save = NULL;
    for (char *w = strtok_r(buf, ",", &save); w; w = strtok_r(NULL, ",", &save)) {
        const ScoringCard *c = scoring_card_find(w);
        if (!c) {
            cli_error("%s: --cards: unknown scoring card '%s'", command, w);
            return false;
        }
        if (n >= DECREES) {
            cli_error("%s: --cards takes exactly four scoring cards (decrees A-D)", command);
            return false;
        }
        s->decree_cards[n++] = scoring_card_index(c);
    }
    if (n != DECREES) {
        cli_error("%s: --cards takes exactly four scoring cards (decrees A-D), got %d", command, n);
        return false;
    }
    return true;
}

static bool parse_bots(const char *v, PlayOptions *o, const char *command)
{
    char buf[256];
    if (strlen(v) >= sizeof buf) {
        cli_error("%s: --bot is too long", command);
        return false;
    }
    strcpy(buf, v);
    int n = 0;
    char *save = NULL;
    for (char *w = strtok_r(buf, ",", &save); w; w = strtok_r(NULL, ",", &save)) {
        if (n >= MAX_PLAYERS || !bot_parse(w, &o->bots[n])) {
            cli_error(
                "%s: --bot: unknown bot '%s' (random, greedy, easy, medium, hard; or one per seat, comma separated)",
                command, w);
            return false;
        }
        n++;
    }
    if (n == 0) {
        cli_error("%s: --bot needs a name", command);
        return false;
    }
    if (n > o->settings.players) {
        cli_error("%s: --bot names %d bots for %d player%s (one for all, or one per seat)", command, n,
                  o->settings.players, o->settings.players == 1 ? "" : "s");
        return false;
    }
    for (int i = n; i < MAX_PLAYERS; i++)
        o->bots[i] = o->bots[n - 1];
    return true;
}

/* "ID,ID,...": read in place, any length (a long list used to end the
 * command with no word). */
static bool parse_ambushes(const char *v, GameSettings *s, const char *command)
{
    s->ambush_mask = 0;
    for (const char *p = v; *p;) {
        size_t n = strcspn(p, ",");
        char id[64];
        if (n > 0) {
            int number = -1;
            if (n < sizeof id) {
                memcpy(id, p, n);
                id[n] = '\0';
                number = game_ambush_number(card_find(id));
            }
            if (number < 0) {
                cli_error("%s: --ambushes: unknown ambush card '%.*s'", command, n > 60 ? 60 : (int)n, p);
                return false;
            }
            s->ambush_mask |= UINT32_C(1) << number;
        }
        p += n;
        if (*p == ',')
            p++;
    }
    return true;
}

static const char *const value_options[] = {"--seed",   "--game",     "--side",      "--cards",   "--players",
                                            "--bot",    "--log",      "--games",     "--explore", "--seasons",
                                            "--heroes", "--ambushes", "--challenge", NULL};

/* The options that choose the game, refused beside --challenge. */
static const char *const game_options[] = {
    "--seed",    "--game",    "--side",   "--cards",    "--players",          "--games",
    "--explore", "--seasons", "--heroes", "--ambushes", "--solo-ambush-rule", NULL};

static bool is_game_option(const char *opt)
{
    for (int i = 0; game_options[i]; i++)
        if (strcmp(opt, game_options[i]) == 0)
            return true;
    return false;
}

static bool takes_value(const char *opt)
{
    for (int i = 0; value_options[i]; i++)
        if (strcmp(opt, value_options[i]) == 0)
            return true;
    return false;
}

bool play_options_parse(int argc, char **argv, const char *command, PlayOptions *o)
{
    memset(o, 0, sizeof *o);
    o->games = 1;
    GameKind kind = GAME_BASE;
    unsigned long long seed = 1, players = 1;
    const char *challenge = NULL, *game_option = NULL;
    /* pass 1: the options that decide the defaults */
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (is_game_option(a) && !game_option)
            game_option = a;
        if (strcmp(a, "--solo-ambush-rule") == 0)
            continue;
        if (!takes_value(a)) {
            cli_error("%s: unknown option '%s'", command, a);
            return false;
        }
        const char *v = value_of(argc, argv, i, command);
        if (!v)
            return false;
        i++;
        if (strcmp(a, "--challenge") == 0) {
            challenge = v;
        } else if (strcmp(a, "--game") == 0) {
            if (!game_kind_parse(v, &kind)) {
                cli_error("%s: --game must be base, heroes or mixed, not '%s'", command, v);
                return false;
            }
        } else if (strcmp(a, "--seed") == 0) {
            if (!parse_number(v, UINT64_MAX, &seed)) {
                cli_error("%s: --seed must be a whole number, not '%s'", command, v);
                return false;
            }
        } else if (strcmp(a, "--players") == 0) {
            if (!parse_number(v, MAX_PLAYERS, &players) || players < 1) {
                cli_error("%s: --players must be 1 to %d, not '%s'", command, MAX_PLAYERS, v);
                return false;
            }
        }
    }
    game_settings_init(&o->settings, kind, (int)players, seed);
    if (challenge) {
        if (game_option) {
            cli_error("%s: --challenge plays the challenge's own game: %s cannot be given beside it", command,
                      game_option);
            return false;
        }
        ChallengeId id;
        bool has_id;
        if (!cli_challenge_resolve(challenge, command, &o->settings, &id, &has_id))
            return false;
    }
    /* pass 2: everything else */
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--solo-ambush-rule") == 0) {
            o->settings.solo_ambush_rule = true;
            continue;
        }
        const char *v = argv[++i];
        GameSettings *s = &o->settings;
        if (strcmp(a, "--side") == 0) {
            if (!map_side_parse(v, &s->side)) {
                cli_error("%s: --side must be A, B, C or D, not '%s'", command, v);
                return false;
            }
        } else if (strcmp(a, "--cards") == 0) {
            if (!parse_cards(v, s, command))
                return false;
        } else if (strcmp(a, "--bot") == 0) {
            if (!parse_bots(v, o, command))
                return false;
        } else if (strcmp(a, "--log") == 0) {
            o->log_path = v;
        } else if (strcmp(a, "--games") == 0) {
            unsigned long long g;
            if (!parse_number(v, 10000000, &g) || g < 1) {
                cli_error("%s: --games must be a whole number from 1, not '%s'", command, v);
                return false;
            }
            o->games = (long)g;
        } else if (strcmp(a, "--explore") == 0 || strcmp(a, "--seasons") == 0) {
            if (!card_set_parse(v, strcmp(a, "--explore") == 0 ? &s->explore_set : &s->season_set)) {
                cli_error("%s: %s must be base or heroes, not '%s'", command, a, v);
                return false;
            }
        } else if (strcmp(a, "--heroes") == 0) {
            if (strcmp(v, "yes") == 0 || strcmp(v, "on") == 0)
                s->heroes = true;
            else if (strcmp(v, "no") == 0 || strcmp(v, "off") == 0)
                s->heroes = false;
            else {
                cli_error("%s: --heroes must be yes or no, not '%s'", command, v);
                return false;
            }
        } else if (strcmp(a, "--ambushes") == 0) {
            if (!parse_ambushes(v, s, command))
                return false;
        }
    }
    char err[ERROR_MAX];
    if (!game_settings_check(&o->settings, err, sizeof err)) {
        cli_error("%s: %s", command, err);
        return false;
    }
    return true;
}
