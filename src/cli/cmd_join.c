/* cmd_join.c: `cartographers-cli join`: one seat of a network match played
 * by a computer player (docs/formats.md §20), and `discover`: the games on
 * the local network. `join` finds the host by its invite code or by
 * HOST:PORT (which asks the host for its secret: only a host on the same
 * private network tells it), plays until the end, prints the sheets as
 * `play` does and keeps the game in Past games. Started again with the same
 * code it takes its seat back. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cli_net.h"
#include "net_bots.h"
#include "net_client.h"
#include "net_discover.h"
#include "numtext.h"
#include "platform.h"

#define CMD "join"
#define RESEND_MS 3000

typedef struct JoinOptions {
    const char *target, *bot, *name, *data, *log;
    long seat, wait, discovery_port;
} JoinOptions;

static bool parse(int argc, char **argv, JoinOptions *o)
{
    memset(o, 0, sizeof *o);
    o->wait = 600;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (a[0] != '-' || a[1] != '-') {
            if (o->target) {
                cli_error(CMD ": one invite code or HOST:PORT, not '%s' too", a);
                return false;
            }
            o->target = a;
            continue;
        }
        if (i + 1 >= argc) {
            cli_error(CMD ": option %s needs a value", a);
            return false;
        }
        const char *v = argv[++i];
        if (strcmp(a, "--bot") == 0)
            o->bot = v;
        else if (strcmp(a, "--name") == 0)
            o->name = v;
        else if (strcmp(a, "--data") == 0)
            o->data = v;
        else if (strcmp(a, "--log") == 0)
            o->log = v;
        else if (strcmp(a, "--seat") == 0 && numtext_int(v, 1, MAX_PLAYERS, &o->seat))
            continue;
        else if (strcmp(a, "--wait") == 0 && numtext_int(v, 1, 86400, &o->wait))
            continue;
        else if (strcmp(a, "--discovery-port") == 0 && numtext_int(v, 1, 65535, &o->discovery_port))
            continue;
        else {
            cli_error(CMD ": unknown option or bad value: %s %s", a, v);
            return false;
        }
    }
    if (!o->target) {
        cli_error(CMD ": which game? give its invite code or HOST:PORT");
        return false;
    }
    if (!o->bot) {
        cli_error(CMD ": --bot NAME: the computer player that plays the seat (random, greedy, easy, medium, hard)");
        return false;
    }
    return true;
}

/* Asks HOST:PORT for its match; the secret comes only from a host on the
 * same private network. */
static bool ask_host(const char *text, NetClientConfig *cfg)
{
    char host[256], why[200];
    uint16_t port;
    if (!net_address_split(text, host, sizeof host, &port, why, sizeof why)) {
        cli_error(CMD ": %s", why);
        return false;
    }
    NetDiscover *d = net_discover_new(why, sizeof why);
    if (!d) {
        cli_error(CMD ": %s", why);
        return false;
    }
    bool ok = false;
    uint32_t ip;
    if (!net_discover_resolve(d, host, &ip)) {
        cli_error(CMD ": cannot find the computer '%s'", host);
    } else {
        for (int attempt = 0; attempt < 5 && net_discover_poll(d, 0) == 0; attempt++) {
            net_discover_ask(d, ip, port);
            net_discover_poll(d, 600);
        }
        const NetFound *f = net_discover_found(d, 0);
        if (!f)
            cli_error(CMD ": no game answers at %s:%u", host, (unsigned)port);
        else if (!f->secret)
            cli_error(CMD ": the game at %s:%u is on another network: join it with its invite code", host,
                      (unsigned)port);
        else {
            cfg->ipv4 = ip;
            cfg->port = port;
            cfg->secret = f->secret;
            ok = true;
        }
    }
    net_discover_free(d);
    return ok;
}

static bool read_target(const char *text, NetClientConfig *cfg)
{
    if (net_is_address(text))
        return ask_host(text, cfg);
    NetInvite inv;
    NetCodeError e;
    if (!net_code_parse(text, &inv, &e)) {
        cli_error(CMD ": %s: %s", text, e.message);
        return false;
    }
    cfg->ipv4 = inv.ipv4;
    cfg->port = inv.port;
    cfg->secret = inv.secret;
    return true;
}

int cmd_join(int argc, char **argv)
{
    JoinOptions o;
    if (!parse(argc, argv, &o))
        return CLI_USAGE;
    BotKind kind;
    if (!bot_parse(o.bot, &kind)) {
        cli_error(CMD ": --bot: unknown computer player '%s'", o.bot);
        return CLI_USAGE;
    }
    NetClientConfig cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.seat = o.seat ? (int)o.seat - 1 : -1;
    cfg.retry_seconds = (int)o.wait;
    snprintf(cfg.program, sizeof cfg.program, "cartographers-cli %s", CARTO_VERSION);
    if (o.name)
        session_name_clean(cfg.name, sizeof cfg.name, o.name);
    else
        snprintf(cfg.name, sizeof cfg.name, "%s", bot_name(kind));
    if (!read_target(o.target, &cfg))
        return CLI_USAGE;
    char data[4096], file[64];
    if (!cli_net_data_dir(o.data, CMD, data, sizeof data))
        return CLI_USAGE;
    /* the client's copy, by the match's secret (hashed: the file does not
     * hold the invite's secret in its name) */
    uint64_t key = UINT64_C(0xcbf29ce484222325);
    for (int i = 0; i < 8; i++)
        key = (key ^ ((cfg.secret >> (8 * i)) & 0xff)) * UINT64_C(0x100000001b3);
    snprintf(file, sizeof file, "join-%016" PRIx64 ".match", key);
    if (!cli_net_file(data, file, cfg.state_path, sizeof cfg.state_path)) {
        cli_error(CMD ": the data folder's path is too long");
        return CLI_USAGE;
    }
    if (o.log) {
        FILE *f = fopen(o.log, "wb");
        if (!f) {
            cli_error(CMD ": --log: cannot write '%s'", o.log);
            return CLI_USAGE;
        }
        fclose(f);
    }
    char err[SESSION_MESSAGE_MAX];
    NetClient *c = net_client_new(&cfg, err, sizeof err);
    if (!c) {
        cli_error(CMD ": %s", err);
        return CLI_FAILED;
    }
    NetBots bots;
    bool bots_ready = false;
    uint32_t sent_round = 0;
    unsigned long long sent_at = 0;
    int sent_k = -1;
    int status = CLI_OK;
    bool over = false, closed = false;
    while (!over && !closed) {
        net_client_poll(c, 100);
        NetEvent ev;
        char line[400];
        while (net_client_event(c, &ev)) {
            if (cli_net_event_text(&ev, net_client_match(c), line, sizeof line))
                cli_net_say(CMD, "%s", line);
            if (ev.kind == NET_EV_CLOSED)
                closed = true;
            if (ev.kind == NET_EV_OVER)
                over = true;
            if (ev.kind == NET_EV_WELCOME)
                sent_k = -1; /* a new connection: what was sent may be lost */
        }
        const NetMatch *m = net_client_match(c);
        if (!m || !net_client_connected(c) || net_client_state(c) != NET_PLAYING)
            continue;
        int seat = net_client_seat(c);
        if (!bots_ready) {
            net_bots_init(&bots, session_settings(net_match_session(m))->seed);
            net_bots_set(&bots, seat, kind);
            bots_ready = true;
        }
        const Move *q;
        int k = net_match_queue(m, seat, &q);
        /* sent: wait for the host's answer, or send it again after a while
         * (the host may have dropped it: too many messages, a reconnection) */
        if (sent_round == net_match_round(m) && sent_k == k && platform_now_ms() - sent_at < RESEND_MS)
            continue;
        Move mv;
        if (net_bots_move(&bots, seat, m, &mv, err, sizeof err)) {
            if (net_client_move(c, &mv)) {
                sent_round = net_match_round(m);
                sent_k = k;
                sent_at = platform_now_ms();
            }
        } else if (err[0]) {
            cli_error(CMD ": %s", err);
            status = CLI_FAILED;
            break;
        }
    }
    if (over && status == CLI_OK) {
        status = cli_net_finish(net_client_match(c), data, o.log, CMD);
        if (status == CLI_OK && !net_client_forget(c, err, sizeof err))
            cli_error(CMD ": %s", err);
    } else if (status == CLI_OK) {
        status = CLI_FAILED;
    }
    net_client_close(c);
    return status;
}

int cmd_discover(int argc, char **argv)
{
    long timeout = 1000, port = 0;
    uint32_t ip = 0xffffffff;
    for (int i = 1; i < argc; i += 2) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        bool ok = v != NULL;
        if (ok && strcmp(a, "--timeout") == 0)
            ok = numtext_int(v, 1, 60000, &timeout);
        else if (ok && strcmp(a, "--address") == 0)
            ok = net_ipv4_parse(v, &ip);
        else if (ok && strcmp(a, "--port") == 0)
            ok = numtext_int(v, 1, 65535, &port);
        else
            ok = false;
        if (!ok) {
            cli_error("discover: unknown option or bad value: %s%s%s", a, v ? " " : "", v ? v : "");
            return CLI_USAGE;
        }
    }
    char err[200];
    NetDiscover *d = net_discover_new(err, sizeof err);
    if (!d) {
        cli_error("discover: %s", err);
        return CLI_FAILED;
    }
    static const char *const kinds[] = {"base", "heroes", "mixed"}, *const states[] = {"lobby", "playing", "over"};
    for (int t = 0; t < 3; t++) {
        net_discover_ask(d, ip, (uint16_t)port);
        net_discover_poll(d, (int)timeout / 3);
    }
    for (int i = 0; net_discover_found(d, i); i++) {
        const NetFound *f = net_discover_found(d, i);
        char addr[16];
        net_ipv4_text(f->ipv4, addr, sizeof addr);
        printf("game %s:%u kind %s players %d open %d state %s join %s name %s\n", addr, (unsigned)f->port,
               kinds[f->kind], f->players, f->open, states[f->state], f->secret ? "yes" : "code", f->host);
    }
    net_discover_free(d);
    return CLI_OK;
}
