/* cmd_host.c: `cartographers-cli host`: a network match's host, headless
 * (docs/formats.md §20): prints the invite code, waits for the players,
 * plays the computer seats, and at the end prints the sheets as `play` does. A
 * host killed and started again with the same options resumes the match it
 * kept in its data folder. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cli_net.h"
#include "net_bots.h"
#include "net_host.h"
#include "net_upnp.h"
#include "numtext.h"
#include "play_options.h"

#define CMD "host"

typedef struct HostOptions {
    long port;
    const char *seats, *name, *advertise, *match, *data, *log, *away_bot;
    bool lan, upnp;
    long away, card_seconds, discovery_port;
} HostOptions;

/* The options of `host` itself; the rest are `play`'s. */
static const char *const own_options[] = {"--port", "--seats", "--name", "--advertise", "--lan", "--upnp", "--away",
                                          "--away-bot", "--card-seconds", "--match", "--data", "--discovery-port", NULL};

static bool own(const char *a)
{
    for (int i = 0; own_options[i]; i++)
        if (strcmp(a, own_options[i]) == 0)
            return true;
    return false;
}

static bool number(const char *option, const char *v, long min, long max, long *out)
{
    if (!numtext_int(v, min, max, out)) {
        cli_error(CMD ": %s must be a number from %ld to %ld, not '%s'", option, min, max, v);
        return false;
    }
    return true;
}

/* Splits argv into host options and play's (into play_argv). */
static bool parse(int argc, char **argv, HostOptions *h, PlayOptions *o, char **play_argv)
{
    memset(h, 0, sizeof *h);
    h->port = NET_DEFAULT_PORT;
    h->lan = h->upnp = true;
    int n = 0;
    play_argv[n++] = argv[0];
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--games") == 0 || strcmp(a, "--bot") == 0) {
            cli_error(CMD ": %s is play's; a host plays one game, its computer seats are given with --seats", a);
            return false;
        }
        if (!own(a)) {
            play_argv[n++] = argv[i];
            continue;
        }
        if (i + 1 >= argc) {
            cli_error(CMD ": option %s needs a value", a);
            return false;
        }
        const char *v = argv[++i];
        bool ok = true;
        if (strcmp(a, "--port") == 0)
            ok = number(a, v, 0, 65535, &h->port);
        else if (strcmp(a, "--discovery-port") == 0)
            ok = number(a, v, 1, 65535, &h->discovery_port);
        else if (strcmp(a, "--away") == 0)
            ok = number(a, v, 0, 86400, &h->away);
        else if (strcmp(a, "--card-seconds") == 0)
            ok = number(a, v, 0, NET_CARD_SECONDS_MAX, &h->card_seconds);
        else if (strcmp(a, "--lan") == 0)
            ok = cli_net_yes_no(CMD, a, v, &h->lan);
        else if (strcmp(a, "--upnp") == 0)
            ok = cli_net_yes_no(CMD, a, v, &h->upnp);
        else if (strcmp(a, "--seats") == 0)
            h->seats = v;
        else if (strcmp(a, "--name") == 0)
            h->name = v;
        else if (strcmp(a, "--advertise") == 0)
            h->advertise = v;
        else if (strcmp(a, "--away-bot") == 0)
            h->away_bot = v;
        else if (strcmp(a, "--match") == 0)
            h->match = v;
        else if (strcmp(a, "--data") == 0)
            h->data = v;
        if (!ok)
            return false;
    }
    if (!play_options_parse(n, play_argv, CMD, o))
        return false;
    h->log = o->log_path;
    return true;
}

/* --seats remote,hard,...: one per seat, the last filling the rest. */
static bool parse_seats(const char *list, NetHostConfig *cfg)
{
    int players = cfg->settings.players, n = 0;
    char buf[256];
    if (!list)
        list = "remote";
    if (strlen(list) >= sizeof buf) {
        cli_error(CMD ": --seats is too long");
        return false;
    }
    strcpy(buf, list);
    char *save = NULL;
    for (char *w = strtok_r(buf, ",", &save); w; w = strtok_r(NULL, ",", &save)) {
        BotKind k;
        if (n >= players) {
            cli_error(CMD ": --seats names more seats than the game's %d players", players);
            return false;
        }
        if (strcmp(w, "remote") == 0) {
            cfg->kinds[n] = NET_SEAT_REMOTE;
        } else if (bot_parse(w, &k)) {
            cfg->kinds[n] = NET_SEAT_COMPUTER;
            snprintf(cfg->levels[n], sizeof cfg->levels[n], "%s", w);
        } else {
            cli_error(CMD ": --seats: '%s' is neither remote nor a computer player (random, greedy, easy, medium, hard)",
                      w);
            return false;
        }
        n++;
    }
    if (n == 0) {
        cli_error(CMD ": --seats needs at least one seat");
        return false;
    }
    for (int i = n; i < players; i++) {
        cfg->kinds[i] = cfg->kinds[n - 1];
        snprintf(cfg->levels[i], sizeof cfg->levels[i], "%s", cfg->levels[n - 1]);
    }
    return true;
}

static bool same_game(const GameSettings *a, const GameSettings *b)
{
    Game ga, gb;
    char err[ERROR_MAX];
    if (!game_init(&ga, a, err, sizeof err) || !game_init(&gb, b, err, sizeof err))
        return false;
    return game_state_hash(&ga) == game_state_hash(&gb);
}

/* The host: resumed from its match file, or new. */
static NetHost *open_host(NetHostConfig *cfg)
{
    char err[SESSION_MESSAGE_MAX];
    bool missing = false;
    NetHost *h = net_host_resume(cfg, &missing, err, sizeof err);
    if (h) {
        const GameSettings *kept = session_settings(net_match_session(net_host_match(h)));
        if (!same_game(kept, &cfg->settings)) {
            cli_error(CMD ": %s holds an unfinished match of other settings (seed %llu, %d players): start the host "
                      "with that match's options to finish it, or move the file away",
                      cfg->match_path, (unsigned long long)kept->seed, kept->players);
            net_host_close(h);
            return NULL;
        }
        cli_net_say(CMD, "resuming the match kept in %s (%d moves)", cfg->match_path,
                    session_move_count(net_match_session(net_host_match(h))));
        return h;
    }
    if (!missing) {
        cli_error(CMD ": %s", err);
        return NULL;
    }
    h = net_host_new(cfg, err, sizeof err);
    if (!h)
        cli_error(CMD ": %s", err);
    return h;
}

/* Asks the router to forward the port, and says what came of it. */
static void forward_port(NetHost *h, NetForward *fw)
{
    char why[200], ip[16];
    uint16_t port = net_host_port(h);
    net_ipv4_text(net_host_invite(h)->ipv4, ip, sizeof ip);
    if (net_upnp_forward(port, 1000, fw, why, sizeof why)) {
        if (fw->external_ipv4) {
            net_host_advertise(h, fw->external_ipv4, 0);
            net_ipv4_text(fw->external_ipv4, ip, sizeof ip);
        }
        cli_net_say(CMD, "port forwarding: the router forwards UDP port %u (public address %s)", (unsigned)port, ip);
    } else {
        cli_net_say(CMD,
                    "port forwarding: %s; for players from the internet, forward UDP port %u to this computer (%s) "
                    "by hand; players on this network join as they are",
                    why, (unsigned)port, ip);
    }
}

/* Plays the computer seats (and handed ones) that may decide now. */
static bool play_computers(NetHost *h, NetBots *bots)
{
    const NetMatch *m = net_host_match(h);
    for (int s = 0; s < net_match_players(m); s++) {
        const char *level;
        BotKind k;
        if (!net_host_computer_turn(h, s, &level) || !bot_parse(level, &k))
            continue;
        if (!bots->active[s] || bots->kind[s] != k)
            net_bots_set(bots, s, k);
        Move mv;
        char err[ERROR_MAX];
        if (!net_bots_move(bots, s, m, &mv, err, sizeof err)) {
            if (err[0]) {
                cli_error(CMD ": seat %d: %s", s + 1, err);
                return false;
            }
            continue;
        }
        NetRefusal code;
        Refusal why;
        if (!net_host_play(h, s, &mv, &code, &why)) {
            char text[MOVE_TEXT_MAX];
            move_format(&mv, text, sizeof text);
            cli_error(CMD ": seat %d: the computer's move '%s' was refused: %s", s + 1, text, net_refusal_text(code));
            return false;
        }
    }
    return true;
}

int cmd_host(int argc, char **argv)
{
    HostOptions ho;
    PlayOptions o;
    char **play_argv = malloc(sizeof *play_argv * (size_t)(argc + 1));
    if (!play_argv || !parse(argc, argv, &ho, &o, play_argv)) {
        free(play_argv);
        return CLI_USAGE;
    }
    free(play_argv);
    NetHostConfig cfg;
    net_host_config_init(&cfg, &o.settings);
    cfg.port = (uint16_t)ho.port;
    cfg.lan = ho.lan;
    cfg.upnp = ho.upnp;
    cfg.away_seconds = (int)ho.away;
    cfg.card_seconds = (int)ho.card_seconds;
    cfg.discovery_port = (uint16_t)ho.discovery_port;
    BotKind away_kind;
    if (ho.away_bot) {
        if (!bot_parse(ho.away_bot, &away_kind)) {
            cli_error(CMD ": --away-bot: unknown computer player '%s'", ho.away_bot);
            return CLI_USAGE;
        }
        snprintf(cfg.away_level, sizeof cfg.away_level, "%s", ho.away_bot);
    }
    if (ho.name)
        session_name_clean(cfg.host_name, sizeof cfg.host_name, ho.name);
    if (!parse_seats(ho.seats, &cfg))
        return CLI_USAGE;
    if (ho.advertise) {
        char host[256], why[200];
        uint16_t port;
        if (!net_address_split(ho.advertise, host, sizeof host, &port, why, sizeof why)) {
            cli_error(CMD ": --advertise: %s", why);
            return CLI_USAGE;
        }
        if (!net_ipv4_parse(host, &cfg.advertise_ipv4)) {
            cli_error(CMD ": --advertise: an invite code holds an IPv4 address (a.b.c.d), not '%s'", host);
            return CLI_USAGE;
        }
        cfg.advertise_port = port;
    }
    char data[4096];
    if (!cli_net_data_dir(ho.data, CMD, data, sizeof data))
        return CLI_USAGE;
    if (ho.match) {
        snprintf(cfg.match_path, sizeof cfg.match_path, "%s", ho.match);
    } else {
        char name[64];
        snprintf(name, sizeof name, "host-%ld.match", ho.port);
        if (!cli_net_file(data, name, cfg.match_path, sizeof cfg.match_path)) {
            cli_error(CMD ": the data folder's path is too long");
            return CLI_USAGE;
        }
    }
    FILE *log = NULL;
    if (ho.log && !(log = fopen(ho.log, "wb"))) {
        cli_error(CMD ": --log: cannot write '%s'", ho.log);
        return CLI_USAGE;
    }
    if (log)
        fclose(log);

    NetHost *h = open_host(&cfg);
    if (!h)
        return CLI_FAILED;
    NetForward fw = {0};
    if (cfg.upnp && !cfg.advertise_ipv4)
        forward_port(h, &fw);
    puts(net_host_code(h));
    fflush(stdout);
    char ip[16];
    net_ipv4_text(net_host_invite(h)->ipv4, ip, sizeof ip);
    cli_net_say(CMD, "listening on UDP port %u; the invite code names %s:%u", (unsigned)net_host_port(h), ip,
                (unsigned)net_host_invite(h)->port);

    NetBots bots;
    net_bots_init(&bots, session_settings(net_match_session(net_host_match(h)))->seed);
    int status = CLI_OK;
    while (!net_host_done(h)) {
        net_host_poll(h, 100);
        NetEvent ev;
        char line[400];
        while (net_host_event(h, &ev))
            if (cli_net_event_text(&ev, net_host_match(h), line, sizeof line))
                cli_net_say(CMD, "%s", line);
        if (net_host_state(h) == NET_LOBBY && net_host_all_here(h)) {
            char err[200];
            net_host_start(h, err, sizeof err);
        }
        if (!play_computers(h, &bots)) {
            status = CLI_FAILED;
            break;
        }
    }
    if (status == CLI_OK) {
        status = cli_net_finish(net_host_match(h), data, ho.log, CMD);
        char err[SESSION_MESSAGE_MAX];
        if (status == CLI_OK && !net_host_forget(h, err, sizeof err))
            cli_error(CMD ": %s", err);
    }
    net_host_close(h);
    net_upnp_remove(&fw);
    return status;
}
