/* net_start.c: hosting and joining a network game from the app (see
 * net_start.h). */
#include "net_start.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "match_net.h"
#include "net_store.h"
#include "platform.h"

#define HOST_FILE "network-host.match"
#define JOIN_FILE "network-join.match"

static bool path_of(const Profile *p, const char *file, char *out, size_t size)
{
    return profile_can_keep(p) && profile_path(p, file, out, size);
}

/* The host's configuration: its port (any free one when the usual one is
 * taken, say by a second copy on the same computer), LAN discovery on. */
static void host_config(const Profile *p, NetHostConfig *cfg)
{
    cfg->port = NET_DEFAULT_PORT;
    cfg->lan = true;
    cfg->upnp = false; /* the router is asked off the UI thread: adopt_host */
    /* a friend gone a minute: a computer draws for them until they are back
     * (and for a friend out of time per card, that round) */
    cfg->away_seconds = 60;
    snprintf(cfg->away_level, sizeof cfg->away_level, "%s", "medium");
    if (!path_of(p, HOST_FILE, cfg->match_path, sizeof cfg->match_path))
        cfg->match_path[0] = '\0';
}

static NetHost *open_host(NetHostConfig *cfg, bool resume, char *err, size_t errsize)
{
    bool missing = false;
    for (int attempt = 0; attempt < 2; attempt++) {
        NetHost *h = resume ? net_host_resume(cfg, &missing, err, errsize) : net_host_new(cfg, err, errsize);
        if (h || (resume && missing))
            return h;
        cfg->port = 0; /* the usual port is in use: any free one (the code names it) */
    }
    return NULL;
}

#define ROUTER_DISCOVER_MS 1500 /* how long routers may take to answer UPnP's search */

/* The Match plays the host's game; the router is asked to forward its port
 * for friends on the internet (unless $CARTOGRAPHERS_UPNP is "no": the
 * tests, which must not open ports on a real router). */
static bool adopt_host(Match *m, NetHost *h, char *err, size_t errsize)
{
    MatchNet *n = match_net_of_host(h);
    if (!n) {
        net_host_close(h);
        snprintf(err, errsize, "%s", _("The network game has no seat for this screen."));
        return false;
    }
    if (!match_start_net(m, n, err, errsize))
        return false;
    const char *upnp = platform_getenv("CARTOGRAPHERS_UPNP");
    if (!upnp || strcmp(upnp, "no") != 0)
        match_net_ask_router(n, ROUTER_DISCOVER_MS);
    return true;
}

bool net_start_host(Match *m, const Profile *p, const GameSettings *gs, const int seat[MAX_PLAYERS],
                    const char *name, int card_seconds, char *err, size_t errsize)
{
    NetHostConfig cfg;
    net_host_config_init(&cfg, gs);
    host_config(p, &cfg);
    cfg.card_seconds = card_seconds;
    for (int s = 0; s < gs->players; s++) {
        if (s == 0) {
            cfg.kinds[s] = NET_SEAT_LOCAL;
            session_name_clean(cfg.names[s], sizeof cfg.names[s], name);
            /* the name the games on this network are listed by */
            session_name_clean(cfg.host_name, sizeof cfg.host_name, name);
        } else if (seat[s] == NET_START_FRIEND) {
            cfg.kinds[s] = NET_SEAT_REMOTE;
        } else if (seat[s] == NET_START_HERE) {
            cfg.kinds[s] = NET_SEAT_LOCAL;
            /* made up in English: every computer shows it in its language (name_seat) */
            snprintf(cfg.names[s], sizeof cfg.names[s], "Player %d", s + 1);
        } else {
            cfg.kinds[s] = NET_SEAT_COMPUTER;
            snprintf(cfg.levels[s], sizeof cfg.levels[s], "%s", ui_strength_word(seat[s]));
            snprintf(cfg.names[s], sizeof cfg.names[s], "Computer %d", s + 1);
        }
    }
    char why[SESSION_MESSAGE_MAX];
    NetHost *h = open_host(&cfg, false, why, sizeof why);
    if (!h) {
        /* TRANSLATORS: %s is the reason, in English. */
        snprintf(err, errsize, _("The game cannot be hosted: %s"), why);
        return false;
    }
    return adopt_host(m, h, err, errsize);
}

bool net_start_host_kept(const Profile *p)
{
    char path[4096];
    return path_of(p, HOST_FILE, path, sizeof path) && platform_stat(path, NULL, NULL);
}

bool net_start_host_resume(Match *m, const Profile *p, char *err, size_t errsize)
{
    GameSettings gs;
    game_settings_init(&gs, GAME_BASE, 2, 1); /* not used: the file has its own */
    NetHostConfig cfg;
    net_host_config_init(&cfg, &gs);
    host_config(p, &cfg);
    char why[SESSION_MESSAGE_MAX];
    NetHost *h = open_host(&cfg, true, why, sizeof why);
    if (!h) {
        /* TRANSLATORS: %s is the reason, in English. */
        snprintf(err, errsize, _("The network game cannot be resumed: %s"), why);
        return false;
    }
    return adopt_host(m, h, err, errsize);
}

bool net_start_join_kept(const Profile *p, NetInvite *out)
{
    char path[4096], err[SESSION_MESSAGE_MAX];
    NetStored st;
    Session *s = NULL;
    bool missing;
    if (!path_of(p, JOIN_FILE, path, sizeof path) || !net_store_read(path, &st, &s, &missing, err, sizeof err))
        return false;
    session_free(s);
    if (st.host || st.state == NET_OVER || !st.secret || !st.port)
        return false;
    *out = (NetInvite){st.ipv4, st.port, st.secret};
    return true;
}

bool net_start_join_forget(const Profile *p, char *err, size_t errsize)
{
    char path[4096], aside[4200], why[300] = "";
    if (!path_of(p, JOIN_FILE, path, sizeof path) || !platform_stat(path, NULL, NULL))
        return true; /* nothing kept */
    for (int i = 1; i < 10000; i++) {
        snprintf(aside, sizeof aside, "%s.left-%d", path, i);
        PlatformMove moved = platform_move_new(path, aside, why, sizeof why);
        if (moved == PLATFORM_MOVED)
            return true;
        if (moved == PLATFORM_FAILED)
            break;
    }
    /* TRANSLATORS: %s is the reason, in English. */
    snprintf(err, errsize, _("The game you left could not be put aside: %s"), why[0] ? why : "too many kept");
    return false;
}

bool net_start_read_code(const char *text, NetInvite *out, char *why, size_t size)
{
    NetCodeError e;
    if (net_code_parse(text, out, &e))
        return true;
    switch (e.fault) {
    case NET_CODE_EMPTY:
        snprintf(why, size, "%s", _("Type or paste the invite code your host gave you."));
        break;
    case NET_CODE_CHARACTER:
        /* TRANSLATORS: a character of the code, its place (1 is the first). */
        snprintf(why, size, _("\xE2\x80\x9C%c\xE2\x80\x9D (character %d) is not in an invite code."), e.character,
                 e.place);
        break;
    case NET_CODE_CHALLENGE:
        snprintf(why, size, "%s",
                 _("This is a game's code (for New game), not an invite: an invite code starts with N."));
        break;
    case NET_CODE_NOT_INVITE:
        snprintf(why, size, "%s", _("An invite code starts with N."));
        break;
    case NET_CODE_LENGTH:
        /* TRANSLATORS: how many characters were typed, how many an invite code has (dashes not counted). */
        snprintf(why, size, _("The code has %d characters; an invite code has %d. Is a part missing or doubled?"),
                 e.got, NET_CODE_CHARS);
        break;
    default:
        snprintf(why, size, "%s", _("The code has a mistake: a character is wrong, or two are swapped."));
        break;
    }
    return false;
}

static bool is_localhost(const char *text)
{
    static const char word[] = "localhost";
    for (size_t i = 0; i < sizeof word - 1; i++)
        if (text[i] != word[i] && text[i] != word[i] - 'a' + 'A')
            return false;
    return text[sizeof word - 1] == '\0' || text[sizeof word - 1] == ' ';
}

bool net_start_read_address(const char *text, char *host, size_t size, uint16_t *port, char *why, size_t whysize)
{
    char line[300], err[200];
    why[0] = '\0';
    snprintf(line, sizeof line, "%s", text);
    if (!net_is_address(line)) { /* "HOST": a dotted address or name, or localhost, on the game's port */
        bool dotted = strchr(line, '.') != NULL || is_localhost(line);
        if (!dotted || net_code_parse(text, &(NetInvite){0}, NULL))
            return false; /* an invite code */
        snprintf(line, sizeof line, "%s:%d", text, NET_DEFAULT_PORT);
    }
    if (net_address_split(line, host, size, port, err, sizeof err))
        return true;
    /* TRANSLATORS: the default port number. */
    snprintf(why, whysize,
             _("This is no address: write it as the host's computer and port, for instance 192.168.1.20:%d or "
               "annas-laptop.local:%d, or paste the invite code."),
             NET_DEFAULT_PORT, NET_DEFAULT_PORT);
    return false;
}

bool net_start_join(Match *m, const Profile *p, const NetInvite *inv, const char *name, char *err, size_t errsize)
{
    NetClientConfig cc;
    memset(&cc, 0, sizeof cc);
    cc.ipv4 = inv->ipv4;
    cc.port = inv->port;
    cc.secret = inv->secret;
    cc.seat = -1;
    session_name_clean(cc.name, sizeof cc.name, name);
    snprintf(cc.program, sizeof cc.program, "cartographers %s", CARTO_VERSION);
    if (!path_of(p, JOIN_FILE, cc.state_path, sizeof cc.state_path))
        cc.state_path[0] = '\0';
    NetInvite left;
    if (net_start_join_kept(p, &left) && left.secret != inv->secret && !net_start_join_forget(p, err, errsize))
        return false; /* another game's file would be written over the one left: put aside first */
    char why[SESSION_MESSAGE_MAX];
    NetClient *c = net_client_new(&cc, why, sizeof why);
    if (!c) {
        /* TRANSLATORS: %s is the reason, in English. */
        snprintf(err, errsize, _("The game cannot be joined: %s"), why);
        return false;
    }
    MatchNet *n = match_net_of_client(c);
    if (!n) {
        net_client_close(c);
        snprintf(err, errsize, "%s", _("The game cannot be joined: out of memory."));
        return false;
    }
    return match_start_net(m, n, err, errsize);
}
